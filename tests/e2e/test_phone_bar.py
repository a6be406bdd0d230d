"""The phone's bar of the Hint and Log buttons: in reach during the whole turn, and over
nothing the player reads (they floated over "Du bist am Zug", the round, the pier's
colour and the opponents' names as the table scrolled)."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_helpers import Server, goto_anew, in_language, large_text, scroll_ended, stored_table

TIMEOUT = 20_000

# Scrolls the page through its height; at each step, every line of the table's text that
# a button's box covers must be hidden across its whole width (the bar's solid band lies
# over it), not cut by a button with the rest of the line still showing beside it. The
# buttons themselves stay on screen and on top. Returns the problems found.
SCAN = """() => {
  const buttons = ['#hint-btn', '#log-toggle'].map((s) => document.querySelector(s));
  const table = document.querySelector('#table');
  const problems = [];
  const wide = document.documentElement.scrollWidth;
  if (wide > innerWidth) problems.push(`the page is ${wide} px wide`);  // a phone zooms out
  const end = document.documentElement.scrollHeight - innerHeight;
  for (let y = 0; y <= end + 20; y += 20) {
    scrollTo({ top: Math.min(y, end), behavior: 'instant' });
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    boxes.forEach((b, i) => {
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      if (b.top < 0 || b.bottom > innerHeight || !buttons[i].contains(hit)) {
        problems.push(`${buttons[i].id} out of reach at ${scrollY}`);
      }
    });
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        for (const b of boxes) {
          const top = Math.max(r.top, b.top), bottom = Math.min(r.bottom, b.bottom);
          const across = Math.min(r.right, b.right) - Math.max(r.left, b.left);
          if (bottom - top < 2 || across < 2) continue;
          const mid = (top + bottom) / 2;
          for (let x = r.left + 1; x < r.right; x += 4) {
            if (boxes.some((o) => x >= o.left - 1 && x <= o.right + 1)) continue;
            if (node.parentElement.contains(document.elementFromPoint(x, mid))) {
              problems.push(`"${node.textContent.trim()}" cut by a button at ${scrollY}`);
              break;
            }
          }
        }
      }
    }
  }
  return [...new Set(problems)];
}"""

WIDTH = "document.documentElement.scrollWidth"
"""The page's width: wider than the phone, the phone zooms the whole page out."""


@pytest.mark.parametrize(
    ("game", "lang", "seats"),
    [  # (German at three seats: test_the_turns_scroll_leaves_your_turn_and_the_hand_in_sight)
        ("corsairs", "it", ["human", "greedy", "greedy", "greedy"]),
        ("piratatak", "it", ["human", "casual"]),
    ],
)
def test_the_hint_and_log_buttons_cover_nothing_the_player_reads(
    phone: Any, server: Server, game: str, lang: str, seats: list[str]
) -> None:
    table, tokens = stored_table(
        server.db, game, seats, seed=3, stop=lambda s: s.current_player == 0
    )
    in_language(phone, lang)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#hint-btn:not([hidden])", timeout=TIMEOUT)
    scroll_ended(phone)  # the hand's smooth scroll into view
    assert phone.evaluate(SCAN) == []
    # a phone's text at 150% (scrolled on, the turn in the bar): beside the Hint and Log
    # buttons "Tocca a te" was a letter a line, the bar a third of the screen high
    large_text(phone, 24)
    phone.wait_for_function("() => !document.getElementById('bar-turn').hidden")
    bar = phone.evaluate(
        """() => { const turn = document.getElementById('bar-turn');
          return [turn.clientWidth / parseFloat(getComputedStyle(turn).fontSize),
                  document.getElementById('table-bar').offsetHeight / innerHeight]; }"""
    )
    assert bar[0] >= 4 and bar[1] < 0.25, bar
    # at 200% the table fits the phone's width, its words wrapped: it was 413 px wide (the
    # stock beside the discard pile, four cards of a colour in the hand) and the phone
    # zoomed the whole page out, the large text lost
    large_text(phone, 32)
    assert phone.evaluate(WIDTH) <= 390
    # the meter's labels stood over each other ("ultima manche 35" over "fine 45"): they
    # were fitted only as the table was drawn or the window resized
    phone.wait_for_function(f"() => ({MARKS_APART})()", timeout=3000)
    # with the status line in sight (no turn in the bar) the bar is one row: the Italian
    # "Suggerimento" and "☰ Diario" were wider than the phone, the bar two rows, 160 px
    phone.evaluate("scrollTo(0, 0)")
    phone.wait_for_selector("#bar-turn[hidden]", state="attached")
    bar, hint, log = phone.evaluate(
        "['#table-bar', '#hint-dock', '#log-toggle']"
        ".map((s) => document.querySelector(s).offsetHeight)"
    )
    assert bar < 1.5 * max(hint, log), (bar, hint, log)
    # the French Hint kept the width of "Réflexion…": the turn had no room beside it, the bar
    # three rows (Hint, turn, Log)
    phone.select_option("#lang", "fr")
    phone.wait_for_function(
        "() => document.querySelector('#hint-btn .hint-label > span')?.textContent === 'Conseil'"
    )
    phone.evaluate("scrollTo(0, document.documentElement.scrollHeight)")
    phone.wait_for_selector("#bar-turn:not([hidden])")
    beside = phone.evaluate(
        "['#hint-btn', '#bar-turn'].map((s) => document.querySelector(s).getBoundingClientRect())"
        ".reduce((hint, turn) => turn.top < hint.bottom)"
    )
    assert beside


MARKS_APART = """() => [...document.querySelectorAll('.meter .mark-label')]
  .map((l) => l.getBoundingClientRect()).every((r, i, all) => !all[i + 1]
    || r.right + 2 <= all[i + 1].left || r.bottom <= all[i + 1].top)"""
"""The meter's labels (none on a Piratatak table) side by side, none over the next."""


def test_a_replays_log_button_lies_in_its_solid_bar(phone: Any, server: Server) -> None:
    """In a replay on a phone the Log button floated over the replay's bar, which let the
    table show through it as it scrolled."""
    table, _ = stored_table(server.db, "corsairs", ["greedy", "greedy", "greedy"], seed=3)
    in_language(phone, "de")
    phone.goto(f"{server.url}/replay/{table}")
    phone.wait_for_selector("#replay-next", timeout=TIMEOUT)
    assert phone.locator("#replay-bar #log-toggle").is_visible()
    colour = phone.evaluate(
        "getComputedStyle(document.querySelector('#replay-bar')).backgroundColor"
    )
    assert colour.startswith("rgb("), colour  # no alpha: nothing shows through


# After the turn's scroll has ended: "your turn" (wherever it is said) and the whole hand
# lie between the foot of the table's bar and the top of the move buttons' dock, uncovered.
IN_SIGHT = """(words) => {
  const bar = document.querySelector('#table-bar').getBoundingClientRect();
  const dock = document.querySelector('.actions.dock');
  const floor = dock ? dock.getBoundingClientRect().top : innerHeight;
  const seen = (el, top) => { const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.height > 0 && r.top >= top - 0.5 && r.bottom <= floor + 0.5 && el.contains(hit); };
  const said = [...document.querySelectorAll('body *')].filter((e) =>
    e.children.length === 0 && e.textContent.trim() === words);
  return { turn: said.some((e) => seen(e, e.closest('#table-bar') ? 0 : bar.bottom)),
           hand: seen(document.querySelector('#hand'), bar.bottom), scrollY };
}"""


@pytest.mark.parametrize("seats", [3, 4])
def test_the_turns_scroll_leaves_your_turn_and_the_hand_in_sight(
    phone: Any, server: Server, seats: int
) -> None:
    """On a phone the turn's scroll to the hand left "Du bist am Zug" half under the bar
    (three players) or far above it (four): now the bar says it while the line is hidden."""
    table, tokens = stored_table(
        server.db,
        "corsairs",
        ["human"] + ["greedy"] * (seats - 1),
        seed=3 if seats == 3 else 5,
        stop=lambda s: s.current_player == 0,
    )
    in_language(phone, "de")
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#hint-btn:not([hidden])", timeout=TIMEOUT)
    scroll_ended(phone, moved=True)
    seen = phone.evaluate(IN_SIGHT, "Du bist am Zug")
    assert seen["turn"] and seen["hand"], seen
    if seats == 3:  # the bar's buttons cover nothing (their test's German three-seat case)
        assert phone.evaluate(SCAN) == []
        # at 200% text: "Abhebestapel (51)" beside "Abgelegte Karten (4)" made it 449 px
        large_text(phone, 32)
        assert phone.evaluate(WIDTH) <= 390


def test_the_piles_and_the_hand_are_in_sight_when_a_new_round_starts_with_your_draw(
    phone: Any, server: Server
) -> None:
    """A four-player round ended by the player's own lay-down, the next began with their
    draw: the page stayed where the last round's lay-down had left it, the stock and the
    discard pile scrolled away under the bar. At a draw the piles come into sight too."""
    table, tokens = stored_table(
        server.db,
        "corsairs",
        ["human", "greedy", "greedy", "greedy"],
        seed=7,
        stop=lambda s: s.current_player == 0 and s.observation(0)["phase"] == "lay",
    )
    in_language(phone, "fr")
    phone.emulate_media(reduced_motion="reduce")  # the scroll at once, not glided
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.tap("#confirm-lay", timeout=TIMEOUT)
    phone.tap("#summary-continue", timeout=TIMEOUT)
    phone.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    phone.wait_for_function(
        """() => { const bar = document.getElementById('table-bar').getBoundingClientRect();
          const dock = document.querySelector('.actions.dock').getBoundingClientRect();
          const stock = document.getElementById('draw-stock').getBoundingClientRect();
          const hand = document.getElementById('hand').getBoundingClientRect();
          return stock.top >= bar.bottom && hand.bottom <= dock.top; }""",
        timeout=3000,
    )


def test_the_hand_stays_above_the_dock_as_it_grows_after_the_draw(
    phone: Any, server: Server
) -> None:
    """The turn's scroll left the hand's foot just above the docked draw line; after the
    draw the dock's two lines ("Choisissez la carte à défausser…") covered the hand's last
    row."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy", "greedy"], seed=12, moves=0
    )
    in_language(phone, "fr")
    phone.emulate_media(reduced_motion="reduce")  # the scroll at once, not glided
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.tap("#draw-stock:not([disabled])", timeout=TIMEOUT)
    phone.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
    # the pier of four players is one row, as on the table: its last two cards wrapped under
    # the first, read as cards apart (and the next "first card" was not the next in line)
    tops = phone.locator(".pier-cards .card").evaluate_all(
        "els => els.map(e => Math.round(e.getBoundingClientRect().bottom))"
    )
    assert len(tops) >= 8 and max(tops) - min(tops) <= 2, tops
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    phone.wait_for_function(
        """() => document.getElementById('hand').getBoundingClientRect().bottom
          <= document.querySelector('.actions.dock').getBoundingClientRect().top""",
        timeout=3000,
    )
    # a touch screen keeps :hover where the last tap fell: the card the turn's scroll brought
    # under it stood lifted, as if chosen, though nobody had touched it
    card = phone.locator("#hand .card.playable").nth(2)
    card.hover()
    assert card.evaluate("c => [c.matches(':hover'), getComputedStyle(c).transform]") == [
        True,
        "none",
    ]
    # with the phone's text at 200% the row's narrowed cards had numbers 10 px high (0.3 of
    # the reader's letters): it wraps rather than narrow them below the reader's size
    large_text(phone, 32)
    phone.wait_for_function(f"() => ({PIER_NUMBERS})().every((x) => x >= 0.75)", timeout=3000)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    large_text(phone, 16)


PIER_NUMBERS = """() => {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return [...document.querySelectorAll('.pier-cards .card .num')].map((n) => {
    const card = n.closest('.card').getBoundingClientRect(), r = document.createRange();
    r.selectNodeContents(n);
    const b = r.getBoundingClientRect();  // a number cut by its card counts as none
    const size = parseFloat(getComputedStyle(n).fontSize) / rem;
    return b.left < card.left || b.right > card.right ? 0 : size;
  }); }"""
"""Each pier card's number, in the reader's letters (rem); 0 for a number cut by its card."""


def test_the_bars_your_turn_is_whole_at_a_table_without_hints(phone: Any, server: Server) -> None:
    """Without hints (two people at the table) the bar also holds "Pas de conseils à cette
    table": "À vous de jouer" was cut to "À vou…" and the Log button broke onto two lines."""
    table, tokens = stored_table(
        server.db,
        "corsairs",
        ["human", "human", "greedy"],
        seed=3,
        stop=lambda s: s.current_player == 0,
    )
    in_language(phone, "fr")
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#bar-turn:not([hidden])", timeout=TIMEOUT)
    said = phone.evaluate(
        """() => { const b = document.getElementById('bar-turn');
          const log = document.getElementById('log-toggle').getBoundingClientRect();
          const bar = document.getElementById('table-bar').getBoundingClientRect();
          return { text: b.textContent, whole: b.scrollWidth <= b.clientWidth,
                   logLines: Math.round(log.height), bar: Math.round(bar.height) }; }"""
    )
    assert said["text"] == "À vous de jouer" and said["whole"], said
    assert said["logLines"] < 48 and said["bar"] < 64, said
    # a phone's text at 200%: the Hint and Log buttons left "À vous de jouer" a letter a
    # line, the bar half the screen high; and a card's "11" ran over its card
    large_text(phone, 32)
    phone.wait_for_function("() => document.getElementById('bar-turn').clientWidth > 100")
    big = phone.evaluate(
        """() => { const bar = document.getElementById('table-bar').getBoundingClientRect();
          const out = [...document.querySelectorAll('#table .card .num')].filter((n) => {
            const c = n.closest('.card').getBoundingClientRect(), r = document.createRange();
            r.selectNodeContents(n); const b = r.getBoundingClientRect();
            return b.width && (b.left < c.left || b.right > c.right); }).map((n) => n.textContent);
          const two = [...document.querySelectorAll('#table .card .num')].filter((n) =>
            n.textContent.length === 2).length;
          const lang = document.getElementById('lang').getBoundingClientRect().right;
          return { bar: bar.height / innerHeight, out, two, lang: lang <= innerWidth }; }"""
    )
    assert big["bar"] < 0.3 and not big["out"] and big["two"], big
    assert big["lang"], big  # the language list, in the page's top bar, whole on the screen
    large_text(phone, 16)
    # the friend waiting, at their hand, is told whom they wait for (the bar said nothing)
    goto_anew(phone, f"{server.url}/table/{table}#token={tokens[1]}")
    phone.wait_for_selector("#hand .card", timeout=TIMEOUT)
    # (in the page, at once: the first seat's going offline redraws the hand meanwhile, and
    # Playwright's scroll then held a hand no longer in the page)
    phone.evaluate("document.getElementById('hand').scrollIntoView()")
    phone.wait_for_function(
        "() => { const b = document.getElementById('bar-turn');"
        " return !b.hidden && b.textContent.startsWith('On attend Joueur 1'); }",
        timeout=TIMEOUT,
    )  # (hors ligne)


def test_a_phone_held_sideways_has_the_moves_in_sight_and_in_reach(
    browser: Any, server: Server
) -> None:
    """844×390, touch: the turn opened on the opponents, the hand out of sight; a tapped
    card's Discard and Set sail lay below the screen's foot (the dock is only for narrow
    screens); the buttons were desktop-sized, 33 px high, under a thumb's 44."""
    from e2e_helpers import my_turn

    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy", "greedy"], stop=my_turn("discard")
    )
    ctx = browser.new_context(
        viewport={"width": 844, "height": 390}, has_touch=True, is_mobile=True
    )
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
        # the turn brings the hand into sight (the page opened on the opponents alone)
        page.wait_for_function(
            "() => { const b = document.getElementById('hand')?.getBoundingClientRect();"
            " return !!b && b.bottom <= innerHeight && b.top >= 0; }",
            timeout=3000,
        )
        page.locator("#hand .card.playable").nth(3).tap()
        page.wait_for_selector("#discard")
        page.wait_for_function(
            "() => ['#discard', '#sail'].every((s) => { const b = document.querySelector(s)"
            "?.getBoundingClientRect(); return !b || (b.bottom <= innerHeight && b.top >= 0); })",
            timeout=3000,
        )
        small = page.evaluate(
            """() => [...document.querySelectorAll('#table .btn, #table .chip, #table-bar .btn')]
              .map((e) => [e.id || e.className, e.getBoundingClientRect()])
              .filter(([, b]) => b.width && b.height < 44).map(([n, b]) => `${n} ${b.height}`)"""
        )
        assert small == []
        # the lobby's house rules: a two-way rule's readings were 32 px high there
        page.goto(server.url + "/")
        page.click("#house-rules-choice > summary")
        heights = page.locator(".rule-choice").evaluate_all(
            "els => els.map((e) => e.getBoundingClientRect().height)"
        )
        assert heights and min(heights) >= 44, heights
    finally:
        ctx.close()


COVERED_BY_STUCK = """() => { const dialog = document.getElementById('lay-dialog');
  dialog.scrollTop = dialog.scrollHeight;
  const d = dialog.getBoundingClientRect();
  const top = document.getElementById('lay-title').getBoundingClientRect();
  const foot = document.querySelector('#lay-dialog > .actions').getBoundingClientRect();
  const title = Math.max(0, Math.min(top.bottom, d.bottom) - Math.max(top.top, d.top));
  return (title + foot.height) / innerHeight; }"""
"""The share of the screen the lay-down's title and buttons keep, scrolled to its foot."""


def test_the_lay_down_dialog_leaves_room_for_the_cards_on_a_short_screen(
    browser: Any, server: Server
) -> None:
    """Held sideways (390 px high), the lay-down's title stuck at the top in two lines of
    large type and its buttons at the foot: the cards to divide had half the screen."""
    from e2e_helpers import lay_down_that_matters

    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=4, stop=lay_down_that_matters
    )
    ctx = browser.new_context(
        viewport={"width": 844, "height": 390}, has_touch=True, is_mobile=True
    )
    ctx.add_init_script("localStorage.setItem('corsairs.lang', 'fr')")
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
        page.wait_for_selector("#lay-dialog")
        covered = page.evaluate(COVERED_BY_STUCK)
        assert covered <= 0.25, covered
        # upright, with the phone's text at 200%: the title, six lines stuck at the top, and
        # the buttons at the foot took three quarters of the screen, the cards a strip; then
        # the button's sentence alone was four lines, the buttons 35%
        page.set_viewport_size({"width": 390, "height": 844})
        large_text(page, 32)
        covered = page.evaluate(COVERED_BY_STUCK)
        assert covered <= 0.25, covered
        # what the button leads to is said just above it, as the chosen suggestion says it
        limit = page.locator(".suggestions .chip.on").inner_text().split("·")[0].strip()
        assert page.locator("#lay-mine").inner_text().startswith(limit)
        # the table's bar above the dialog is one row: "Log" alone kept the room of the
        # Hint and "Your turn" it hides, two rows (160 px)
        bar, log = page.evaluate(
            "['#table-bar', '#log-toggle'].map((s) => document.querySelector(s).offsetHeight)"
        )
        assert bar < 1.5 * log, (bar, log)
        # in Italian the dialog's Hint button was two lines high for "Suggerimento" on one:
        # the invisible "Sto pensando…" that keeps its width wrapped
        page.select_option("#lang", "it")
        page.wait_for_function(
            "() => document.querySelector('#dialog-hint:not([hidden]) .hint-label > span')"
            "?.textContent === 'Consiglio'"
        )
        high = page.evaluate(
            """() => { const b = document.getElementById('dialog-hint'), s = getComputedStyle(b);
              const r = document.createRange();
              r.selectNodeContents(b.querySelector('.hint-label > span'));
              const inner = b.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
              return inner / r.getBoundingClientRect().height; }"""
        )
        assert high < 1.5, high
    finally:
        ctx.close()


WHOLE = """() => [...document.querySelectorAll('#table-bar *')].filter((e) => !e.hidden
    && e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
  .flatMap((e) => [...e.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim())
    .filter((n) => { const r = document.createRange(); r.selectNodeContents(n);
      const t = r.getBoundingClientRect(), b = e.getBoundingClientRect();
      return t.right > b.right + 1 || t.left < b.left - 1 || e.scrollWidth > e.clientWidth + 1; })
    .map((n) => `${e.id}: ${n.textContent}`))"""
"""Every text of the table's bar cut by its box (an ellipsis), as "id: text"."""


def test_the_bars_turn_is_whole_beside_the_hint_button_in_every_language(
    page: Any, server: Server
) -> None:
    """At 390 px with a keyboard (the Hint button shows its key), the Italian bar cut
    "Tocca a te" to "Tocca a …" beside "Suggerimento H" (now "Consiglio") and "Diario"."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy"], seed=3, stop=lambda s: s.current_player == 0
    )
    page.set_viewport_size({"width": 390, "height": 844})
    for lang in ("it", "fr", "de"):
        in_language(page, lang)
        # the same address again: loaded anew (the browser would only scroll, to the top
        # after the scroll below, and the language would stay Italian)
        goto_anew(page, f"{server.url}/table/{table}#token={tokens[0]}")
        page.wait_for_selector("#hint-btn:not([hidden])", timeout=TIMEOUT)
        assert page.evaluate("document.documentElement.lang") == lang
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        page.wait_for_selector("#bar-turn:not([hidden])")
        assert page.evaluate(WHOLE) == [], lang
