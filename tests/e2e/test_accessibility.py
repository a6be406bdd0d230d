"""axe-core finds no serious or critical violation on any screen, in any language; focus
stays inside open dialogs; cards are named by colour and number in the page's language."""

from __future__ import annotations

import re
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from e2e_helpers import (
    Server,
    in_language,
    lay_down_that_matters,
    my_turn,
    stored_state,
    stored_table,
    two_frames,
)

TIMEOUT = 20_000
AXE = Axe()
MODERATE_TOO = {"page-has-heading-one"}
"""Rules whose moderate findings fail too (no page had a level-one heading)."""
CORSAIRS_TOO = MODERATE_TOO | {"heading-order"}
"""On the tables' screens, the headings' order too (the seats were level-three headings
under no level two)."""


def axe_violations(page: Any, options: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now, every rule axe runs by default
    unless ``options`` say otherwise. axe-core (half a megabyte of script) is injected once
    per document: the screens checked one after another on the same page reuse it."""
    if not page.evaluate("() => typeof window.axe?.run === 'function'"):
        page.evaluate(AXE.axe_script)
    found = page.evaluate("o => axe.run(o)", {"resultTypes": ["violations"], **(options or {})})
    return list(found["violations"])


def assert_accessible(
    page: Any, where: str, moderate: set[str] = MODERATE_TOO, skip: frozenset[str] = frozenset()
) -> None:
    """No serious or critical violation (nor a ``moderate`` one) of axe's rules but ``skip``."""
    options = {"rules": {rule: {"enabled": False} for rule in skip}}
    bad = [
        (v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
        for v in axe_violations(page, options)
        if v["impact"] in ("serious", "critical") or v["id"] in moderate
    ]
    assert not bad, (where, bad)


MARKS = "⚓★✦✹⚠◀▶☠\U0001f916"
"""Marks shown beside words: a screen reader read them out as words ("anchor", "black
star", "robot face" before every bot's name) before the words themselves."""


def assert_no_marks_read(page: Any, selector: str) -> None:
    """What a screen reader reads of each ``selector`` (its accessibility tree) has no mark."""
    for el in page.locator(selector).all():
        # a list's option cannot hide a part of its text: a bot's keeps its mark
        tree = "\n".join(x for x in el.aria_snapshot().splitlines() if "- option " not in x)
        assert not any(m in tree for m in MARKS), (selector, tree)


@pytest.fixture
def tables(server: Server) -> dict[str, tuple[str, dict[int, str]]]:
    """The positions each language visits (each plays on, so each test gets its own)."""
    seats = ["human", "greedy", "greedy"]
    return {
        "lay": stored_table(server.db, "corsairs", seats, seed=4, stop=lay_down_that_matters),
        "round3": stored_table(
            server.db,
            "corsairs",
            seats,
            seed=1,
            stop=lambda s: s.current_player == 0 and s.observation(0)["round"] == 3,
        ),
        "over": stored_table(server.db, "corsairs", seats, seed=1),
        "piratatak_over": stored_table(server.db, "piratatak", ["human", "greedy"], seed=2),
        "piratatak": stored_table(
            server.db,
            "piratatak",
            ["human", "greedy"],
            seed=2,
            stop=lambda s: s.current_player == 0 and "draw" in map(str, s.legal_actions()),
        ),
    }


def spoken(page: Any, selector: str) -> list[str]:
    """The text of each element a screen reader reads (what aria-hidden hides left out)."""
    return list(
        page.evaluate(
            """(sel) => [...document.querySelectorAll(sel)].map((el) =>
              [...el.querySelectorAll('*'), el].filter((e) => !e.closest('[aria-hidden=true]'))
                .flatMap((e) => [...e.childNodes].filter((n) => n.nodeType === 3))
                .map((n) => n.textContent).join(''))""",
            selector,
        )
    )


def described(page: Any, selector: str) -> str:
    """An element's description, as aria-describedby gives it (the words of its ids)."""
    return str(
        page.evaluate(
            """(sel) => (document.querySelector(sel).getAttribute('aria-describedby') || '')
              .split(' ').filter(Boolean).map((i) => document.getElementById(i).textContent.trim())
              .join(' ')""",
            selector,
        )
    )


def ax_name(page: Any, selector: str) -> tuple[str, str]:
    """The name and description a screen reader is given for ``selector`` (Chromium's
    accessibility tree)."""
    cdp = page.context.new_cdp_session(page)
    try:
        root = cdp.send("DOM.getDocument")["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        (ax, *_) = cdp.send(
            "Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False}
        )["nodes"]
    finally:
        cdp.detach()
    return ax.get("name", {}).get("value", ""), ax.get("description", {}).get("value", "")


def said_twice(page: Any) -> list[tuple[str, str]]:
    """The role and name of every element whose description (a tooltip's ``title`` beside
    an ``aria-label``) repeats its name, or a part of it: some screen readers read both."""
    cdp = page.context.new_cdp_session(page)
    try:
        tree = cdp.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        cdp.detach()
    found = []
    for node in tree:
        name = node.get("name", {}).get("value", "").strip()
        description = node.get("description", {}).get("value", "").strip()
        if name and description and description in name:
            found.append((node.get("role", {}).get("value", ""), name))
    return found


LANDMARKS = {"banner", "complementary", "contentinfo", "form", "main", "navigation", "region"}


def landmark_names(page: Any) -> list[str]:
    """The names of the page's landmarks, as a screen reader's landmark list gives them."""
    cdp = page.context.new_cdp_session(page)
    try:
        tree = cdp.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        cdp.detach()
    return [
        n.get("name", {}).get("value", "")
        for n in tree
        if n.get("role", {}).get("value") in LANDMARKS and not n.get("ignored")
    ]


LAYOUT_ONLY = frozenset({"color-contrast"})
"""The rule whose verdict a language changes only through where its words lie (colours are
the stylesheet's): nine tenths of axe's time on a table. Run in English, and in French, whose
labels run longest (the most buttons and badges a longer word could overflow); Italian and
German run every other rule, all those that read names, labels and the page's language."""


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_every_screen_passes_axe(page: Any, server: Server, tables: Any, lang: str) -> None:
    page.add_init_script(f"localStorage.setItem('corsairs.lang', '{lang}')")
    skip = frozenset() if lang in ("en", "fr") else LAYOUT_ONLY
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    assert_accessible(page, "lobby", CORSAIRS_TOO, skip)
    # the page says its language (axe checks only that it names one that exists)
    assert page.evaluate("document.documentElement.lang") == lang
    assert_no_marks_read(page, ".topbar-title")
    assert_no_marks_read(page, "#companion-link")
    # the language menu is named in the page's language (it was "Language" on every page)
    words = {"en": "Language", "fr": "Langue", "it": "Lingua", "de": "Sprache"}
    assert page.get_attribute("#lang", "aria-label") == words[lang]
    if lang == "en":  # checks of the English lobby on a laptop: this page, not one each
        card_numbers_are_readable(page)
        lobby_boxes_are_targets_of_24_px(page)  # (it opens the lobby's details: the last)

    def open_table(key: str) -> None:
        table, tokens = tables[key]
        page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
        page.wait_for_selector("#turn", timeout=TIMEOUT)

    open_table("round3")
    assert_accessible(page, "table, draw", CORSAIRS_TOO, skip)
    assert page.evaluate("document.documentElement.lang") == lang
    # the log's panel held a region of its own name: "Game log" twice among the landmarks
    named = [n for n in landmark_names(page) if n]
    assert len(named) == len(set(named)), named
    # a table just opened: the first Tab goes to where play is (it went to the top links)
    inside = "(sel) => !!document.querySelector(sel)?.contains(document.activeElement)"
    page.keyboard.press("Tab")
    assert page.evaluate(inside, "#table"), page.evaluate("document.activeElement.outerHTML")
    # the hand's order chosen is said, not only shown by a button's colour
    pressed = [page.get_attribute(f"#sort-{k}", "aria-pressed") for k in ("colour", "number")]
    assert sorted(pressed, key=str) == ["false", "true"], pressed
    # M to the hand, L to the log and back to the play (Tab went a stop at a time)
    page.keyboard.press("m")
    assert page.evaluate(inside, "#hand-zone")
    page.keyboard.press("l")
    assert page.evaluate("document.activeElement.id") == "log-body"
    assert page.get_attribute("#log-body", "aria-keyshortcuts") == "l"  # said as it is reached
    page.keyboard.press("l")
    assert page.evaluate(inside, "#table")
    # shown to a keyboard beside where they go (said nowhere at the table), not read out
    for where, key in (("#hand-zone h2", "M"), ("#log-title", "L")):
        assert page.locator(f"{where} .kbd").is_visible(), where
        assert not ax_name(page, where)[0].endswith(key), ax_name(page, where)
    # each seat's "☠ 4" says what it counts (read out as "skull and crossbones 4")
    assert all(re.search(r"[^\W\d_]", said) for said in spoken(page, ".seat .badge.pen"))
    # a seat's heading is said as it reads: its green dot's title put "online" before every
    # name (an offline seat says so in words)
    for heading in page.locator(".seat h3").all():
        assert "]: " not in heading.aria_snapshot(), heading.aria_snapshot()
    # a screen reader's heading keys reach the player's hand (its title was bold text)
    assert page.locator("#hand-zone").get_by_role("heading", level=2).count() == 1
    # the penalty total is said once, by the meter that also says its marks (twice before)
    # (the snapshot reads French no-break spaces as spaces, as a screen reader does)
    total = (page.locator("#total-pen").text_content() or "?").replace("\u00a0", " ")
    assert page.locator(".status").aria_snapshot().count(total) == 1, total
    # parts of a line are parted by commas for the ear: "·" was read out, or (with less
    # punctuation read) not at all, the parts run together ("Hand (12) Penalty cards")
    assert "·" not in "".join(spoken(page, "#hand-zone")), spoken(page, "#hand-zone")
    assert "·" not in "".join(spoken(page, "#last-moves"))
    assert not said_twice(page), said_twice(page)  # a card's tooltip was its name again
    # nor heard as an empty item between commas: the comma, cut off by the screen reader's
    # text for a hidden span, was read "Your hand (12) , Penalty cards: 0"
    assert " , " not in page.locator("#hand-zone").aria_snapshot()
    if lang == "it":  # drawn by its key, the first card chosen by Home
        the_table_keys_are_shortcuts_not_words_of_the_names(page)
    else:
        page.click("#draw-stock")
        page.wait_for_selector("#hand .card.playable")
        if lang == "en":
            the_focused_card_stands_out_from_the_playable_ones(page)
        page.locator("#hand .card.playable").first.click()
    assert_accessible(page, "table, discard", CORSAIRS_TOO, skip)
    page.click("#open-sheet")
    assert_accessible(page, "score sheet", CORSAIRS_TOO, skip)
    assert_no_marks_read(page, "#sheet-table")  # who set sail is said in words
    page.click("#score-sheet [data-round='1']")
    assert_accessible(page, "round summary", CORSAIRS_TOO, skip)
    # at 200% zoom (640×400) its Continue, which has the focus, stays in sight at the
    # dialog's foot as the lay-down's buttons do: it lay below, in the dialog's scroll
    size = page.viewport_size
    page.set_viewport_size({"width": 640, "height": 400})
    foot = """() => { const b = document.activeElement.getBoundingClientRect();
      const d = document.getElementById('round-summary').getBoundingClientRect();
      return [document.activeElement.id, b.top >= d.top && b.bottom <= d.bottom]; }"""
    assert page.evaluate(foot) == ["summary-continue", True], page.evaluate(foot)
    # the site's header, dimmed and out of reach behind the dialog, gives it its room: the
    # table's bar (its Log) at the screen's top. The header's dimmed band and the bar took
    # 115 px of 400 above the dialog, its table cut to its heads
    two_frames(page)  # (the resize's event)
    assert page.evaluate("document.querySelector('.topbar').getBoundingClientRect().bottom") <= 0
    assert page.evaluate("document.getElementById('table-bar').getBoundingClientRect().top") == 0
    page.set_viewport_size(size)
    assert "·" not in "".join(spoken(page, "#round-summary"))
    assert " , " not in page.locator("#round-summary").aria_snapshot()
    # every column is named in words ("☠ +" was read out as "skull and crossbones plus")
    heads = spoken(page, "#round-summary thead th")
    assert all(re.search(r"[^\W\d_]", head) for head in heads), heads
    assert_no_marks_read(page, "#round-summary table")
    # a seat with no prisoners, nothing attached (...) says so: its empty cell was read "blank"
    cards = page.locator("#round-summary tbody td").evaluate_all(
        "cs => cs.map((c) => Boolean(c.querySelector('[role=img]')))"
    )
    cells = spoken(page, "#round-summary tbody td")
    assert not all(cards), cells  # (a round with a cell without cards)
    assert all(card or said.strip() for card, said in zip(cards, cells, strict=True)), cells
    assert not said_twice(page), said_twice(page)

    open_table("lay")
    page.wait_for_selector("#lay-dialog")
    assert_accessible(page, "lay-down dialog", CORSAIRS_TOO, skip)
    assert "·" not in "".join(spoken(page, "#lay-dialog"))
    assert " , " not in page.locator("#lay-dialog").aria_snapshot()
    assert_no_marks_read(page, ".seat h3")  # the seat that set sail: said in words
    assert not said_twice(page), said_twice(page)
    name, _ = ax_name(page, "#zone-crew .card")
    assert name and any(w.isdigit() for w in name.split())  # "grey 10", "10 gris"
    if lang == "en":
        focus_stays_in_the_dialog(page)  # (it resizes the page and moves a card)
        page.set_viewport_size({"width": 1280, "height": 900})

    open_table("over")
    page.wait_for_selector("#result")
    assert_accessible(page, "result", CORSAIRS_TOO, skip)
    # the winner is said as the dialog opens (its title and "Continue" were, the winner not)
    assert described(page, "#result").startswith(page.inner_text("#result p").strip())
    assert_no_marks_read(page, "#result")
    # no hint can be asked once the game is over: its badge ("Hints allowed") goes too
    assert page.locator("#hints-status").is_hidden() and page.locator("#hint-btn").is_hidden()
    # closed by its key on a page scrolled down (where the last lay-down left it), the
    # result gives the focus to the turn line ("Game over") in sight: it stayed above the
    # screen, where a keyboard player saw no focus
    size = page.viewport_size
    page.set_viewport_size({"width": 1280, "height": 560})
    assert page.evaluate("() => { scrollTo(0, 1e6); return scrollY; }") > 0  # (a table taller)
    page.keyboard.press("Enter")
    page.wait_for_selector("#result", state="detached")
    focused = page.wait_for_function(IN_SIGHT, timeout=3000).json_value()  # (a smooth scroll)
    assert focused == "turn", focused
    page.set_viewport_size(size)

    open_table("piratatak")
    assert_accessible(page, "piratatak", CORSAIRS_TOO, skip)
    # the seats met in the order they are seen (the player's own, shown last on a wide
    # screen, came first to Tab and to a screen reader: WCAG 2.4.3)
    boxes = page.evaluate(
        """[...document.querySelectorAll('.pt-seat')].map((e) => {
          const r = e.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.left)]; })"""
    )
    assert boxes == sorted(boxes), boxes
    # another's seat is no Tab stop but for a part to buy (its Spares, Gold and Cannons
    # were three, the same words at every seat); M goes to one's own
    stops = page.evaluate(
        """[...document.querySelectorAll('.pt-seat:not(.pt-own) :is(button, [tabindex])')]
          .filter((e) => e.tabIndex >= 0 && !e.disabled && !e.matches('.card')).map((e) => e.id)"""
    )
    assert not stops, stops
    page.keyboard.press("m")
    assert page.evaluate("document.activeElement.id") == "pt-seat-name-0"
    assert page.locator("#pt-seat-name-0 .kbd").inner_text() == "M"  # shown, not read out
    assert not ax_name(page, "#pt-seat-name-0")[0].endswith("M")
    # a window narrowed to a phone's width (or a phone turned) redraws the seats in their
    # new order: the focus on the heading was lost to the page's body
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function(
        "() => document.querySelector('.pt-own') === document.querySelector('.pt-seat')"
    )
    assert page.evaluate("document.activeElement.id") == "pt-seat-name-0"
    page.set_viewport_size({"width": 1280, "height": 900})
    page.wait_for_function(
        "() => document.querySelector('.pt-own') !== document.querySelector('.pt-seat')"
    )
    assert page.evaluate("document.activeElement.id") == "pt-seat-name-0"
    # nor does a move (the player's draw, by its key) take it on to the stock
    seq = page.get_attribute("#table", "data-seq")
    page.keyboard.press("d")
    page.wait_for_function(f"() => document.getElementById('table').dataset.seq !== '{seq}'")
    assert page.evaluate("document.activeElement.id") == "pt-seat-name-0"
    assert_no_marks_read(page, ".pt-seat .counters")
    # a bot's seat, its boat's missing parts and its spares said in words ("green 2 (—)",
    # "Spares —": a dash told nothing)
    assert_no_marks_read(page, ".pt-seat")
    assert "—" not in page.locator(".pt-seat").first.aria_snapshot()
    assert not said_twice(page), said_twice(page)  # a missing part's "blue 3" after its name
    open_table("piratatak_over")
    page.wait_for_selector("#result")
    assert described(page, "#result").startswith(page.inner_text("#result p").strip())
    assert_no_marks_read(page, "#result")  # the winner: said in words
    page.click("#result [data-autofocus]")
    assert_no_marks_read(page, ".pt-seat h3")

    table, _ = tables["over"]
    page.goto(f"{server.url}/replay/{table}")
    page.wait_for_selector("#log-body button.move")
    assert_accessible(page, "replay", CORSAIRS_TOO, skip)
    assert_no_marks_read(page, "#replay-bar")


COVERED = """() => { const e = document.activeElement, r = e.getBoundingClientRect();
  const x = r.left + r.width / 2;
  return [r.top + 3, r.top + r.height / 2, r.bottom - 3].some((y) => {
    const at = document.elementFromPoint(x, y); return !at || !e.contains(at); })
    ? (e.id || e.dataset.card || e.textContent) : null; }"""
"""The focused control's name if something lies over it (its middle, top or foot), else null."""


IN_SIGHT = """() => { const e = document.activeElement, r = e.getBoundingClientRect();
  return r.bottom > 0 && r.top < innerHeight ? e.id : null; }"""
"""The focused element's id if it lies on the screen, else null."""


def focus_stays_in_the_dialog(page: Any) -> None:
    """Focus stays inside the open lay-down dialog (checked on ``tables["lay"]``'s dialog in
    English, by test_every_screen_passes_axe, which has it open: one page, not two)."""
    # the button and the suggestions are named as sentences (not "Limit 22 , +5 penalty cards")
    assert re.fullmatch(r"Lay down with limit \d+, [a-z][^+]*", ax_name(page, "#confirm-lay")[0])
    assert re.fullmatch(r"Limit \d+, [a-z][^+]*", ax_name(page, "#lay-dialog .chip")[0])
    for _ in range(40):
        page.keyboard.press("Tab")
        assert page.evaluate("document.getElementById('overlay').contains(document.activeElement)")
    # nor does the dialog's foot (its buttons) cover what Tab reaches: the suggestions lay
    # 4 px under it at 640×400 (a laptop at 200%), the last cards on a phone
    page.emulate_media(reduced_motion="reduce")  # the log's column turns into a drawer at once
    for size in [(640, 400), (390, 844), (1280, 800)]:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.focus("#lay-dialog #confirm-lay")
        for _ in range(16):
            page.keyboard.press("Tab")
            assert page.evaluate(COVERED) is None, size
    for _ in range(5):
        page.keyboard.press("Shift+Tab")
        assert page.evaluate("document.getElementById('overlay').contains(document.activeElement)")
    # a card moved by keyboard says where it now lies (a screen reader heard "black 1" in
    # whichever group, and "not pressed", as if it were a switch)
    said = """() => { const e = document.activeElement;
      const ids = (e.getAttribute('aria-describedby') || '').split(' ').filter(Boolean);
      return [e.dataset.card, e.hasAttribute('aria-pressed'),
              ids.map((i) => document.getElementById(i)?.textContent).join(' ')]; }"""
    page.focus("#zone-crew .card")
    card, pressed, where = page.evaluate(said)
    assert not pressed and where.startswith("Crew"), (card, where)
    page.keyboard.press("Enter")
    page.wait_for_selector(f"#zone-crew [data-card='{card}']", state="detached")
    again, _, where = page.evaluate(said)
    assert again == card and where.startswith(("Attached", "Stowaways")), where


def _rgb(css: str) -> tuple[float, ...]:
    """The red, green and blue of a CSS ``rgb(...)`` or ``rgba(...)`` colour."""
    return tuple(float(x) for x in css[css.index("(") + 1 : -1].split(",")[:3])


def _luminance(rgb: tuple[float, ...]) -> float:
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def card_numbers_are_readable(page: Any) -> None:
    """Every band colour's number at a contrast of at least 4.5:1 on the card (checked on
    the lobby by test_every_screen_passes_axe[en], which has it open: one page, not two)."""
    colours = page.evaluate(
        """async () => { const ui = await import('/static/ui.js');
        return ui.COLOUR_CODES.map((code) => { const el = ui.cardEl(code + '7');
          document.body.append(el); const fg = getComputedStyle(el.querySelector('.num')).color;
          const bg = getComputedStyle(el).backgroundColor; el.remove();
          return [code, fg, bg]; }); }"""
    )
    for code, fg, bg in colours:
        hi, lo = sorted((_luminance(_rgb(fg)), _luminance(_rgb(bg))), reverse=True)
        assert (hi + 0.05) / (lo + 0.05) >= 4.5, (code, fg, bg)


def test_the_turn_coming_round_is_announced_once(page: Any, server: Server) -> None:
    """A screen reader heard each bot's move, then nothing: the player had to guess that
    the turn had come round. The moves, then "your turn", in the page's language."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=3, stop=my_turn("discard")
    )
    in_language(page, "fr")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#hand .card.playable")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("d")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    # (the bots' moves are said once what came before them is read: waited for)
    page.wait_for_function(
        "() => document.getElementById('announce').textContent.endsWith('À vous de jouer.')"
    )  # (the keys M and L: at the first turn only)
    said = page.locator("#announce").text_content() or ""
    assert said.count("À vous de jouer") == 1 and "défaussé" in said, said
    # each bot's move began "robot face" (the 🤖 the log shows): its name says it is a bot
    assert "\U0001f916" not in said and "Robot" in said, said
    page.keyboard.press("1")  # still this player's turn: said once, when it came
    page.wait_for_selector("#hand .card.playable")
    page.wait_for_function(
        "() => !document.getElementById('announce').textContent.includes('À vous')"
    )


def test_a_table_opened_on_ones_turn_says_so_and_what_to_do(page: Any, server: Server) -> None:
    """A blind player who opened (or reloaded) a table on their own turn heard nothing: the
    turn was announced only as it came round. Opened, it is said once with what to do, at a
    four-player table of either game."""
    bots = ["greedy"] * 3
    corsairs, tokens = stored_table(server.db, "corsairs", ["human", *bots], stop=my_turn("draw"))
    piratatak, pt_tokens = stored_table(
        server.db,
        "piratatak",
        ["human", *bots],
        seed=2,
        stop=lambda s: s.current_player == 0 and "draw" in map(str, s.legal_actions()),
    )
    # (a part to buy as well: a purchase has no key, and Tab reaching it is said)
    buy, buy_tokens = stored_table(
        server.db,
        "piratatak",
        ["human", *bots],
        seed=2,
        stop=lambda s: (
            s.current_player == 0 and any(str(a)[:4] == "buy " for a in s.legal_actions())
        ),
    )
    in_language(page, "de")
    said = "() => document.getElementById('announce').textContent"
    # a lay-down after another's sail: its dialog says what to do, the turn says why
    lay, lay_tokens = stored_table(server.db, "corsairs", ["human", *bots], stop=my_turn("lay"))
    # the keys M and L, which no button shows, were said nowhere at the table: said with the
    # first turn (not in the lay-down's dialog, where they do nothing)
    hand, seat = "M führt zu deiner Hand, L zum Spielverlauf", "M führt zu deinem Platz, L zum"
    opened = (
        (lay, lay_tokens[0], "musst du deine Karten auslegen", None),
        (piratatak, pt_tokens[0], "D Ziehen", seat),
        (buy, buy_tokens[0], "Mit Tab erreichst du es. Du kannst: D Ziehen", seat),
        (corsairs, tokens[0], "1 Abhebestapel", hand),
    )
    for table, token, task, keys in opened:
        page.goto(f"{server.url}/table/{table}#token={token}")
        for how in ("opened", "reloaded"):
            if how == "reloaded":
                page.reload()
            turn = "#announce:has-text('Du bist am Zug')"
            page.wait_for_selector(turn, state="attached", timeout=TIMEOUT)
            text = page.evaluate(said)
            assert text.count("Du bist am Zug") == 1 and task in text, (how, text)
            assert keys in text if keys else " L " not in text, (how, text)
    page.keyboard.press("1")  # not said again while the turn goes on (Corsairs' draw)
    page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
    page.wait_for_function(f"() => ({said})().includes('abgehoben')")
    assert "am Zug" not in page.evaluate(said) and "M führt" not in page.evaluate(said)


def test_a_pier_draw_that_changes_its_colour_says_the_new_one(page: Any, server: Server) -> None:
    """The pier's colour (its first card's: the colour of the prisoners) changes when its
    first card is taken; a sighted player sees it change, a blind one heard "Du hast die blaue 9
    von der Mole genommen" and nothing of the new colour."""
    from corsairs.games.corsairs.cards import COLOUR_OF, parse_card

    def two_colours(s: Any) -> bool:
        pier = s.observation(0)["pier"]
        return bool(
            my_turn("draw")(s)
            and len(pier) > 1
            and COLOUR_OF[parse_card(pier[0])] != COLOUR_OF[parse_card(pier[1])]
        )

    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy", "greedy"], stop=two_colours
    )
    in_language(page, "de")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#draw-pier:not([disabled])", timeout=TIMEOUT)
    colour = page.evaluate(
        """async () => { const ui = await import('/static/ui.js');
          const i18n = await import('/static/i18n.js');
          const second = document.querySelectorAll('.pier-cards .card')[1].dataset.card;
          return i18n.t(ui.COLOUR_NAMES[ui.COLOUR_CODES.indexOf(second[0])]); }"""
    )
    page.keyboard.press("3")
    page.wait_for_selector("#announce:has-text('von der Mole genommen')", state="attached")
    said = page.locator("#announce").text_content() or ""
    assert f"neue Molenfarbe: {colour}" in said, (colour, said)


HEARD = """window.heard = []; document.addEventListener('DOMContentLoaded', () => {
  new MutationObserver(() => { const said = document.getElementById('announce')?.textContent;
    if (said && said !== window.heard.at(-1)) window.heard.push(said);
  }).observe(document.body, { childList: true, characterData: true, subtree: true }); });"""
"""Every text the live region is given, kept in ``window.heard``: later moves replace it."""


def test_a_new_round_says_its_pier_colour(page: Any, server: Server) -> None:
    """A round's result was read out, then the next round's moves: the new pier's colour
    (the prisoners') was never said, only shown."""
    table, tokens = stored_table(
        server.db,
        "corsairs",
        ["human", "greedy", "greedy"],
        seed=1,
        moves=46,  # seat 0's lay-down, which ends round 1
    )
    in_language(page, "de")
    page.clock.install()  # the page's clock: a held result's time passes only when run
    page.add_init_script(HEARD)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.click("#confirm-lay", timeout=TIMEOUT)
    page.wait_for_function("() => window.heard.some((s) => s.includes('Ergebnis der Runde 1'))")
    colour = stored_state(server.db, table, 47).observation(0)["pier_colour"]
    word = page.evaluate(f"async () => (await import('/static/i18n.js')).t('{colour}')")
    said = [s for s in page.evaluate("window.heard") if "Ergebnis der Runde 1" in s]
    assert f"Runde 2: Molenfarbe {word}" in said[0], said
    # the next bot's moves, a moment later, replaced the result before a screen reader had
    # read it: it stays while it is read, what came meanwhile is said after it
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)  # the bot has played
    now = "() => document.getElementById('announce').textContent"
    assert "Ergebnis der Runde 1" in page.evaluate(now), page.evaluate("window.heard")
    page.clock.run_for(30_000)
    page.wait_for_function(f"() => ({now})().includes('Du bist am Zug')")
    assert "Ergebnis" not in page.evaluate(now), page.evaluate(now)
    # a round ended by the player's own lay-down, the next begun by them: "your turn" comes
    # with the result (it was said only as a turn came round from another player)
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=3, moves=32
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.click("#confirm-lay", timeout=TIMEOUT)
    page.wait_for_function(f"() => ({now})().includes('Ergebnis der Runde 1')")
    # (and the draw's keys: the first turn since the page opened, on the lay-down's dialog)
    text = page.evaluate(now)
    keys = "Heb eine Karte ab: 1 Abhebestapel, 2 Abgelegte Karten, 3 Mole."
    assert text.endswith(f"Du bist am Zug. {keys}"), text
    # the summary closed at 200% zoom, the draw's focus is in sight: it went to the stock,
    # under the table's bar where the lay-down had scrolled the piles (WCAG 2.4.11)
    page.set_viewport_size({"width": 640, "height": 400})
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay", state="detached")
    assert page.evaluate("document.activeElement.id") == "twin-stock"
    assert page.evaluate(COVERED) is None, page.evaluate(COVERED)


def to_a_forced_lay_down(page: Any, server: Server, lang: str) -> None:
    """Seat 0 discards black 7, which seat 1 takes to set sail (seed 7's greedy game): the
    lay-down dialog opens. The page is open before, so the turn's coming round is seen,
    whatever the bots' speed."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "greedy", "greedy"], moves=47)
    in_language(page, lang)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.click("#hand [data-card='N7']", timeout=TIMEOUT)
    page.keyboard.press("d")
    page.wait_for_selector("#lay-dialog", timeout=TIMEOUT)


def test_a_forced_lay_down_is_announced_and_its_dialog_says_what_it_is_for(
    page: Any, server: Server
) -> None:
    """When a bot set sail the only news was "Tocca a te": a blind player heard nothing of
    the sail, nor that a lay-down (no draw, no discard) was due and how to make it.

    And the lay-down's focus went straight to its button: a screen reader cut the turn's
    announcement short and read the title and "Karten auslegen (Grenze 9 ...)", never what
    the dialog asks nor the limit to beat. The dialog describes itself (read on entering
    it, before the focused button): how to divide, and the closer's limit. (One position,
    one page: the announcement in Italian, then the dialog in German, the language chosen
    in the page's menu.)"""
    to_a_forced_lay_down(page, server, "it")
    assert page.evaluate("() => document.activeElement.id") == "confirm-lay"
    page.wait_for_selector("#announce:has-text('Tocca a te')", state="attached", timeout=TIMEOUT)
    said = page.locator("#announce").text_content() or ""
    assert "ha deciso di salpare" in said and "devi calare le tue carte" in said, said
    assert "«Cala le carte»" in said, said
    page.select_option("#lang", "de")
    page.wait_for_selector("#lay-dialog:has-text('hat die Anker gelichtet')", timeout=TIMEOUT)
    assert page.evaluate("() => document.activeElement.id") == "confirm-lay"
    cdp = page.context.new_cdp_session(page)
    tree = cdp.send("Accessibility.getFullAXTree")["nodes"]
    (ax,) = [n for n in tree if n.get("role", {}).get("value") == "dialog"]
    name = ax["name"]["value"]
    description = ax.get("description", {}).get("value", "")
    assert "hat die Anker gelichtet" in name, name
    assert "Wähle eine Karte" in description and "Grenze von" in description, description


def test_sent_under_is_said_in_words_not_by_the_sign(page: Any, server: Server) -> None:
    """ "(5 ≤ 7)" in the round's lines was read "less-than or equal to", "less", or not at
    all, as the screen reader's punctuation setting chose: said in words, shown as the sign.
    On a phone held sideways (844×390), whose summary is then closed by its key."""
    table, tokens = stored_table(
        server.db,
        "corsairs",
        ["human", "greedy", "greedy"],
        seed=1,
        moves=46,  # seat 0's lay-down, which sends the closer under and ends round 1
    )
    in_language(page, "it")
    page.set_viewport_size({"width": 844, "height": 390})
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.click("#confirm-lay", timeout=TIMEOUT)
    page.wait_for_selector("#round-summary p.under", timeout=TIMEOUT)
    # the bots' moves of the next round redraw the summary and the log each time: read them
    # once the table waits for the player (an aria snapshot taken as an element was being
    # replaced came back empty, in CI)
    page.wait_for_selector("#turn.mine", timeout=TIMEOUT)
    page.click("#log-toggle")  # (a drawer at this width: the bar's Log opens it over the summary)
    page.wait_for_selector(".log.open")
    for where in ("#round-summary p.under", "#log li.round-end"):
        assert "≤" in page.locator(where).first.inner_text(), where  # shown
        heard = page.locator(where).first.aria_snapshot()  # what a screen reader reads
        assert "≤" not in heard and re.search(r"\d+ non più di \d+", heard), (where, heard)
    # the round's end as it is read out (the bots' next moves soon replace it there)
    said = page.evaluate(
        """async () => (await import('/static/i18n.js'))
          .unmarked(document.querySelector('#log li.round-end').textContent)"""
    )
    assert "≤" not in said and re.search(r"\d+ non più di \d+", said), said
    # the summary closed by its key gives the focus to the stock, whole in sight: the turn's
    # scroll to the hand, made under the summary (the focus in it), left the stock half
    # under the table's bar, which sticks at the screen's top here, and no moves dock
    page.keyboard.press("Escape")  # the log closed
    page.wait_for_selector(".log.open", state="detached")
    page.focus("#summary-continue")
    page.keyboard.press("Enter")
    page.wait_for_selector("#round-summary", state="detached")
    assert page.evaluate("document.activeElement.id") == "draw-stock"
    assert page.evaluate(COVERED) is None, page.evaluate(COVERED)


def test_the_lobbys_boxes_are_targets_of_24_px(phone: Any, server: Server) -> None:
    """The lobby's check boxes (hints, house rules) were 13 px on a laptop and 22 on a
    phone, the rules' radio buttons 18: WCAG 2.5.8 asks 24 px of a target (they passed
    only by the spacing around them). On a phone here; on a laptop on the English lobby
    that test_every_screen_passes_axe[en] has open."""
    phone.goto(server.url)
    lobby_boxes_are_targets_of_24_px(phone)


def lobby_boxes_are_targets_of_24_px(page: Any) -> None:
    """The lobby's check boxes and radio buttons, every details opened, are 24 px or more,
    and axe's target-size rule finds nothing."""
    page.wait_for_selector("#hints-choice", timeout=TIMEOUT)
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    boxes = page.evaluate(
        """[...document.querySelectorAll('input[type=checkbox], input[type=radio]')]
          .filter((e) => e.offsetParent)
          .map((e) => [e.id, e.getBoundingClientRect().width, e.getBoundingClientRect().height])"""
    )
    assert len(boxes) > 1 and all(w >= 24 and h >= 24 for _, w, h in boxes), boxes
    found = axe_violations(page, {"runOnly": {"type": "rule", "values": ["target-size"]}})
    assert not found, found


def the_table_keys_are_shortcuts_not_words_of_the_names(page: Any) -> None:
    """ "Scarta: rosso 5 D": the key letter shown on Discard and Set sail was read as the
    button's last word, and the piles' keys (1, 2, 3) only in a tooltip; a screen reader
    announces ``aria-keyshortcuts`` as the key, and the name keeps the button's words.
    (Checked on the Italian table at its draw that test_every_screen_passes_axe[it] has
    open: one page, not two. It draws, and chooses the first card.)"""
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    for pile, key in (("stock", "1"), ("pile", "2"), ("pier", "3")):
        assert page.locator(f"#draw-{pile}").get_attribute("aria-keyshortcuts") == key, pile
        # its description (the tooltip) says what it does, not its name again: "Tallone (17),
        # Tallone (17) (1)" was read after each round's summary, the focus on the stock
        name, description = ax_name(page, f"#draw-{pile}")
        assert name not in description, (pile, name, description)
    # the discard pile's name says the card on top, as the pier's first card is named (it
    # said "Scarti (3)": which card a draw would take was shown only)
    top = page.locator("#draw-pile .card").get_attribute("title")
    assert top and ax_name(page, "#draw-pile")[0].endswith(": " + top), top
    page.keyboard.press("1")
    page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
    page.keyboard.press("ArrowRight")
    for button, key in (("#discard", "d"), ("#sail", "s")):
        if not page.locator(button).count():
            continue  # no sail with this card
        assert page.locator(button).get_attribute("aria-keyshortcuts") == key, button
        name = page.locator(button).aria_snapshot()
        assert not re.search(rf"\b{key.upper()}\"?$", name), name
        assert not ax_name(page, button)[0].endswith(" "), name  # nor the key's space
    assert ax_name(page, "#hint-btn")[0] == "Consiglio"  # (it was "Suggerimento ")
    # Set sail is described by what the sail would do (Tab went from Discard to it, past
    # the limit and the stowaways written between them)
    preview = " ".join(page.inner_text("#sail-preview").split())
    assert ax_name(page, "#sail")[1] == preview, preview
    # Home and End choose the first and the last card (the arrows only stepped, thirteen
    # presses to the far end), and the hand's keys are said in words ("← →" was read as
    # "leftwards arrow" or not at all)
    cards = page.locator("#hand .card.playable")
    focused = "document.activeElement.dataset.card"
    page.keyboard.press("End")
    assert page.evaluate(focused) == cards.last.get_attribute("data-card")
    page.keyboard.press("Home")
    assert page.evaluate(focused) == cards.first.get_attribute("data-card")
    assert "Frecce" in described(page, "#hand .card.selected")


def test_the_last_stock_card_says_a_sail_is_due(page: Any, server: Server) -> None:
    """Drawing the stock's last card (after its warning), a blind player heard "Hai
    pescato …" and nothing of the sail it forces (a banner only shows it); D then said
    "Not with this card: choose another", as if another card could be discarded."""

    def last_card(s: Any) -> bool:
        o = s.observation(0)
        return bool(s.current_player == 0 and o["phase"] == "draw" and o["stock"] == 1)

    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=1, stop=last_card
    )
    in_language(page, "it")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    page.keyboard.press("1")
    page.wait_for_selector("#confirm-no:focus", timeout=TIMEOUT)  # warned: a sail follows
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
    page.wait_for_selector("#announce:has-text('devi salpare')", state="attached", timeout=TIMEOUT)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("d")
    toast = page.locator("#toast")
    toast.wait_for(timeout=TIMEOUT)
    assert "salpare" in toast.inner_text() and "S" in toast.inner_text(), toast.inner_text()


def the_focused_card_stands_out_from_the_playable_ones(page: Any) -> None:
    """Every playable card has a gold ring; the focus ring was gold too, drawn over it:
    a keyboard player could not tell which of thirteen cards had the focus. (Checked on
    the English table at its discard by test_every_screen_passes_axe[en], which has it
    open: one page, not two.)"""
    page.focus("#sort-number")
    page.keyboard.press("Shift+Tab")  # any key press: the focus shows as the keyboard's
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    ring = page.evaluate(
        """() => { const e = document.activeElement; const s = getComputedStyle(e);
        return [e.classList.contains('playable'), s.outlineStyle, s.outlineColor,
                parseFloat(s.outlineOffset), s.boxShadow]; }"""
    )
    playable, style, colour, offset, shadow = ring
    assert playable and style != "none", ring
    gold = shadow[shadow.index("rgb") : shadow.index(")") + 1]
    hi, lo = sorted((_luminance(_rgb(colour)), _luminance(_rgb(gold))), reverse=True)
    assert (hi + 0.05) / (lo + 0.05) >= 1.5, ring  # not the gold of the playable ring
    assert offset >= 4, ring  # clear of the 3 px ring, with the table showing between


def test_a_card_chosen_by_keyboard_stays_above_the_moves(page: Any, server: Server) -> None:
    """At 200% zoom (a 1280×800 screen is 640×400) the moves dock at the screen's foot once
    a card is chosen: chosen with a click the hand scrolled up above them, chosen with the
    arrow keys it stayed under them, the focused card hidden behind Discard and Set sail."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=3, stop=my_turn("discard")
    )
    page.set_viewport_size({"width": 640, "height": 400})
    page.emulate_media(reduced_motion="reduce")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#hand .card.playable")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector(".actions.dock")
    hand, dock = page.evaluate(
        """() => [document.getElementById('hand').getBoundingClientRect().bottom,
                  document.querySelector('.actions.dock').getBoundingClientRect().top]"""
    )
    assert hand <= dock, (hand, dock)
    # the turn come round again, the draw's focus is in sight: the turn's scroll to the hand
    # took the piles under the table's bar, the focused stock with them (WCAG 2.4.11); here
    # the stock's twin docked at the screen's foot has it, named as the stock is
    page.keyboard.press("d")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=20_000)
    two_frames(page)  # (the turn's scroll, in a frame)
    assert page.evaluate(COVERED) is None, page.evaluate("document.activeElement.outerHTML")
    assert page.evaluate("document.activeElement.id") == "twin-stock"
    assert ax_name(page, "#twin-stock")[0] == ax_name(page, "#draw-stock")[0]
    # a phone held sideways docks no moves: the stock itself comes whole out from under the
    # bar (it lay half under it at every draw), the hand's foot giving way
    page.set_viewport_size({"width": 844, "height": 390})
    page.keyboard.press("1")
    page.wait_for_selector("#hand .card.playable", timeout=20_000)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("d")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=20_000)
    two_frames(page)
    assert page.evaluate("document.activeElement.id") == "draw-stock"
    assert page.evaluate(COVERED) is None, page.evaluate(COVERED)
