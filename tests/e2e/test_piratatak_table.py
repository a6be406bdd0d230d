"""A Piratatak table on a phone: the moves dock in reach, and a pirate's give-back says how."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_helpers import (
    INFO,
    WARNING,
    Server,
    greedy_game,
    in_language,
    large_text,
    settled,
    stored_table,
)
from playwright.sync_api import expect
from test_accessibility import assert_accessible

from corsairs.registry import load_game

TIMEOUT = 20_000
SEATS = ["human", "greedy", "greedy"]


def _at(
    server: Server, want: str, seats: list[str] = SEATS, seeds: range = range(1, 40)
) -> tuple[str, str, Any]:
    """A table stopped at the human's first ``want`` decision (with a boat, for a give)."""
    me = seats.index("human")

    def stop(s: Any) -> bool:
        if s.current_player != me or not any(str(a).startswith(want) for a in s.legal_actions()):
            return False
        return want != "give" or bool(s.observation(me)["tables"][me]["boat"])

    game = load_game("piratatak", players=len(seats))
    for seed in seeds:  # the greedy game stored_table cuts, found before it is stored
        state = game.new_state(seed=seed)
        for text in greedy_game("piratatak", len(seats), seed):
            if stop(state):
                table, tokens = stored_table(server.db, "piratatak", seats, stop=stop, seed=seed)
                return table, tokens[me], state
            state.apply(game.parse_action(text))
    raise AssertionError("no seed reaches that decision")


def _in_view(page: Any, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    return bool(box) and box["y"] >= 0 and box["y"] + box["height"] <= 844


def test_a_pirate_give_back_says_how_and_stays_in_reach_on_a_phone(
    phone: Any, server: Server
) -> None:
    # German: the longest words, so the dock is at its tallest.
    phone.add_init_script("localStorage.setItem('corsairs.lang', 'de')")
    table, token, state = _at(server, "give")
    phone.goto(f"{server.url}/table/{table}#token={token}")
    phone.wait_for_selector("#pt-give-task", timeout=TIMEOUT)
    # Docked: the task and its button show without scrolling below the player's cards.
    assert phone.evaluate("getComputedStyle(document.getElementById('pt-actions')).position") == (
        "fixed"
    )
    for sel in ("#pt-give-task", "#pt-give"):
        assert _in_view(phone, sel), sel
    assert "Wähle sie an deinem Boot" in phone.inner_text("#pt-give-how")
    # what is asked, in the calm blue of information: a warning's red said something went wrong
    expect(phone.locator("#pt-give-task")).to_have_css("background-color", INFO)
    # Each bot's turn since the player's own, a line each, in place of the last turn alone
    # (a friend who looked away between their turns missed the one before it).
    since = phone.locator("#since-turn li").all_inner_texts()
    assert len(since) == 2 and "Bot 2 hat" in since[0] and "Bot 3 hat" in since[1], since
    # each turn a sentence, read back one after the other (the text ran "… aufgehört🤖 Bot 3")
    assert all(x.endswith(".") for x in since), since
    assert phone.locator("#since-turn ul").text_content() == " ".join(since)
    assert phone.inner_text("#since-turn strong").startswith("Seit deinem letzten Zug")
    assert phone.locator("#last-turn").is_hidden()
    # ... and the player's own cards scroll above the dock, every one in reach (a smooth
    # scroll: wait for it).
    phone.wait_for_function(
        "() => { const d = document.getElementById('pt-actions').getBoundingClientRect();"
        " const cards = [...document.querySelectorAll(\".pt-seat[data-seat='0'] .card.playable\")];"
        " return cards.length > 0 && cards.every((c) => { const b = c.getBoundingClientRect();"
        " return b.top >= 0 && b.bottom <= d.top; }); }",
        timeout=5000,
    )
    button = phone.locator("#pt-give")
    assert button.is_disabled() and "(0 von 3 gewählt)" in button.inner_text()
    # The one-tap sets keep the boat first (the engine's order began with boat parts).
    boat = set(state.observation(0)["tables"][0]["boat"])
    sets = [str(a).split()[1:] for a in state.legal_actions() if str(a).startswith("give ")]
    first = phone.locator("#pt-give-sets [data-action]").first.get_attribute("data-action")
    assert first is not None
    least = min(len(boat.intersection(s)) for s in sets)
    assert len(boat.intersection(first.split()[1:])) == least
    # a set's name says that a press gives it back, as the button does once cards are chosen
    # (it was the cards alone); the way to choose is said without its marks ("✦" was read)
    from test_accessibility import assert_no_marks_read, ax_name

    name = ax_name(phone, "#pt-give-sets [data-action]")[0]
    assert name.startswith("Zurückgeben: "), name
    # a set's label begins with a capital, as a button's does ("gelbe 1, …" read as words cut
    # out of a sentence)
    shown = phone.locator("#pt-give-sets [data-action]").all_inner_texts()
    assert shown and all(s[0].isupper() for s in shown), shown
    assert_no_marks_read(phone, "#pt-give-how")
    # Choosing a card counts it.
    phone.locator(".pt-seat[data-seat='0'] .card.playable").first.tap()
    phone.wait_for_function(
        "() => document.getElementById('pt-give').textContent.includes('(1 von 3 gewählt)')"
    )
    assert_accessible(phone, "a pirate's give-back on a phone")
    # with the phone's text at 150% the dock took 44% of the screen over the cards chosen
    # from: it lies in the page then, under the player's seat, and no set widens the page
    large_text(phone, 24)
    docked = """() => { const a = document.getElementById('pt-actions');
      return getComputedStyle(a).position === 'fixed' ? a.offsetHeight / innerHeight : 0; }"""
    phone.wait_for_function(f"() => ({docked})() <= 0.25", timeout=3000)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    large_text(phone, 16)


SINCE_IN_SIGHT = """() => {
  const box = (s) => document.querySelector(s).getBoundingClientRect();
  return box('#since-turn').top >= box('#table-bar').bottom
    && box('.pt-own .boat').bottom <= box('#pt-actions').top;
}"""

COVERED = """() => [...document.querySelectorAll('.pt-own .card.selected')].map((c) => {
  const label = c.closest('.row').previousElementSibling.getBoundingClientRect();
  return [c.getAttribute('data-card'), Math.round(c.getBoundingClientRect().top - label.bottom)];
})"""


@pytest.mark.parametrize("want", ["give", "buy"])
def test_the_cards_a_finger_picks_are_44_px_on_a_phone(
    phone: Any, server: Server, want: str
) -> None:
    """A pirate's give-back is chosen by tapping one's own boat and spares, a part bought by
    tapping it among another seat's spares: those cards were 40 and 34 px wide on a phone,
    where every other tap target (a Corsairs hand's cards too) is 44. The purchase: at a
    four-player table whose bots' turns since the player's own were long, where the turn's
    scroll to the player's boat took that list above the screen (seed 82, the first seat);
    the third seat's boat, two seats below the list, then stayed under the docked moves
    (seed 1)."""
    table, token, _ = (
        _at(server, want)
        if want == "give"
        else _at(server, want, ["greedy", "greedy", "human", "greedy"], range(1, 2))
    )
    phone.goto(f"{server.url}/table/{table}#token={token}")
    phone.wait_for_selector(".pt-seat button.card", timeout=TIMEOUT)
    sizes = phone.evaluate(
        """() => [...document.querySelectorAll('.pt-seat button.card')].map((e) =>
          [e.dataset.card || e.textContent, e.getBoundingClientRect().width,
           e.getBoundingClientRect().height])"""
    )
    assert sizes and all(w >= 44 and h >= 44 for _, w, h in sizes), sizes
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    if want == "buy":  # the turns since the player's own in sight, and their boat above the dock
        phone.wait_for_function(SINCE_IN_SIGHT, timeout=5000)
        # a bot's long turn in brief, its draws counted; the whole line a tap away
        brief = phone.locator("#since-turn .turn-brief summary").first
        assert brief.inner_text().endswith("drew 11 cards, drew a pirate, and fired the cannon.")
        brief.tap()
        assert "drew red 3, green 6, red 4, yellow 1, blue 1, blue 2, 4 gold coins" in (
            brief.inner_text()
        )


def test_cards_chosen_for_a_pirate_stay_above_the_grown_dock(phone: Any, server: Server) -> None:
    """Choosing the whole boat for a pirate adds a warning to the docked moves, which grew
    over the spares just chosen: the cards to tap again were under the dock. The seat
    comes up above it as it grows."""
    table, token, _ = _at(server, "give")
    in_language(phone, "fr")
    phone.emulate_media(reduced_motion="reduce")  # the scroll at once, not glided
    phone.goto(f"{server.url}/table/{table}#token={token}")
    phone.wait_for_selector("#pt-give-task", timeout=TIMEOUT)
    for card in phone.locator(".pt-own .boat button.card").all():
        card.tap()
    phone.wait_for_selector("#pt-give-warn")
    expect(phone.locator("#pt-give-warn")).to_have_css("background-color", WARNING)  # a warning
    phone.wait_for_function(
        """() => { const dock = document.getElementById('pt-actions').getBoundingClientRect();
          return [...document.querySelectorAll('.pt-own button.card')]
            .every((c) => c.getBoundingClientRect().bottom <= dock.top); }""",
        timeout=3000,
    )


def test_a_card_chosen_for_a_pirate_leaves_its_label_readable(phone: Any, server: Server) -> None:
    """A card chosen for a give-back rose 12 px, as in a Corsairs hand, over the line above
    it: "Barca gialla (1/6)" and "Carte a destra" were half hidden under the chosen cards."""
    table, token, _ = _at(server, "give")
    phone.goto(f"{server.url}/table/{table}#token={token}")
    phone.wait_for_selector("#pt-give-task", timeout=TIMEOUT)
    cards = phone.locator(".pt-own .card.playable")
    for i in range(min(cards.count(), 3)):
        cards.nth(i).tap()
    phone.wait_for_selector(".pt-own .card.selected")
    settled(phone, ".pt-own")
    gaps = phone.evaluate(COVERED)
    assert gaps and all(gap >= 0 for _, gap in gaps), gaps


def test_stop_is_in_reach_after_a_draw_on_a_phone(phone: Any, server: Server) -> None:
    table, token, _ = _at(server, "stop")
    phone.goto(f"{server.url}/table/{table}#token={token}")
    phone.wait_for_selector("#pt-stop", timeout=TIMEOUT)
    assert _in_view(phone, "#pt-stop") and _in_view(phone, "#pt-draw")
    # held sideways (or a 1280×800 screen at 200% zoom), the player's own boat and spares come
    # up above the docked moves, as a Corsairs hand does: the turn showed the stock alone
    phone.set_viewport_size({"width": 640, "height": 400})
    phone.emulate_media(reduced_motion="reduce")  # the scroll at once, not glided
    phone.reload()
    phone.wait_for_selector("#pt-stop", timeout=TIMEOUT)
    phone.wait_for_function(
        """() => { const own = document.querySelector('.pt-own').getBoundingClientRect();
        return own.top >= 0 && own.bottom <= document.getElementById('pt-actions')
          .getBoundingClientRect().top; }""",
        timeout=3000,
    )
    # ... and the keyboard's focus with it, in sight: it stayed on the stock, which that
    # scroll took under the table's bar (a keyboard user at 200% saw no focus after a draw)
    focused = phone.evaluate(
        """() => { const r = document.activeElement.getBoundingClientRect();
        const bar = document.getElementById('table-bar').getBoundingClientRect().bottom;
        return [document.activeElement.id, r.top >= bar && r.bottom <= innerHeight]; }"""
    )
    assert focused == ["pt-draw", True], focused
    # the turn line, where the focus waits through a bot's turn, lies under the bar now: its
    # focus shows on the bar's copy of it (the ring was under the bar)
    phone.keyboard.press("Escape")  # (a keyboard's focus, shown)
    phone.evaluate(
        """() => { const t = document.getElementById('turn');
        t.tabIndex = -1; t.focus({ preventScroll: true }); }"""
    )
    ring = phone.evaluate(
        "() => getComputedStyle(document.getElementById('bar-turn')).outlineStyle"
    )
    assert phone.locator("#bar-turn").is_visible() and ring == "solid", ring


def test_a_pirate_hint_says_what_its_give_back_leaves_of_the_boat(
    page: Any, server: Server
) -> None:
    """The hint named the search's give-back, then "Cheapest give-back:" another set."""
    table, token, state = _at(server, "give")
    page.goto(f"{server.url}/table/{table}#token={token}")
    page.wait_for_selector("#pt-give-task", timeout=TIMEOUT)
    # the log beside the table says the turns since the player's own: the last one only here
    assert page.locator("#since-turn").is_hidden() and page.locator("#last-turn").is_visible()
    page.click("#hint-btn")
    page.wait_for_selector("#hint-best", timeout=TIMEOUT)
    text = page.inner_text("#hint-panel")
    n = len(state.observation(0)["tables"][0]["boat"])
    # one line, or one per give-back named about as good ("Give back …: your boat 3/6 → 2/6")
    assert (
        f"Your boat: {n}/6, no part given back" in text
        or f"Your boat: {n}/6 → " in text
        or f": your boat {n}/6" in text
    ), text
    assert "Cheapest" not in text


def test_the_result_shows_every_boat_the_winners_first(phone: Any, server: Server) -> None:
    """The result named the winner only: nobody saw how close they came."""
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=5)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#result #standings", timeout=TIMEOUT)
    rows = phone.locator("#standings li")
    assert rows.count() == 3
    first = rows.first.inner_text()
    assert "6/6\u00a0★" in first, first  # the star kept with the line's words (it wrapped alone)
    parts = [int(r.split("/6")[0].split()[-1]) for r in rows.all_inner_texts() if "/6" in r]
    assert parts == sorted(parts, reverse=True)
    # Beside "Game over", the winning turn (it showed the turn before, another seat's).
    winner = first.split(" — ")[0].split(". ", 1)[-1].removesuffix(" (you)").strip()
    # one's own said to one; another's a sentence ("Bo drew…", not the label "Bo: drew…")
    said = "You " if "(you)" in first.split(" — ")[0] else f"{winner} "
    assert phone.inner_text("#last-turn").startswith(said), phone.inner_text("#last-turn")
    # the player finds their own line, as in Corsairs' result ("Giocatore 1" alone, in Italian)
    assert phone.inner_text("#standings li[data-seat='0']").split(" — ")[0].endswith("(you)")
    assert "(you)" not in phone.inner_text("#standings li[data-seat='1']")
    assert_accessible(phone, "Piratatak's result")
    _in_italian_the_result_says_a_finished_boat_won(phone)


def _in_italian_the_result_says_a_finished_boat_won(phone: Any) -> None:
    """The result named the winner beside "barca rossa 6/6" and never said why the game had
    ended: a newcomer who had not read the rules saw it stop at another player's turn (a
    game stopped by the turn limit says why; Corsairs' result does too). And Italian said
    "barca rosso": the colour is an adjective that agrees (German: in the keyboard's test
    of the same result)."""
    phone.evaluate("localStorage.setItem('corsairs.lang', 'it')")
    phone.reload()
    why = phone.locator("#result #result-why")
    assert why.inner_text(timeout=TIMEOUT) == (
        "Vince la prima barca completa: tutti e sei i pezzi, da 1 a 6."
    )
    assert "result-why" in (phone.locator("#result").get_attribute("aria-describedby") or "")
    _boats_agree(phone, "it", ["barca rossa 6/6", "barca gialla 3/6"])


def _boats_agree(page: Any, lang: str, boats: list[str]) -> None:
    """Italian said "barca rosso", German "rot Boot": the colour agrees with the boat."""
    text = page.locator("#standings").inner_text(timeout=TIMEOUT)
    assert all(b in text for b in boats), (lang, text)
    log = page.locator("#log").text_content() or ""
    started = {"it": "iniziato una barca gialla", "de": "ein gelbes Boot begonnen"}
    assert started[lang] in log, (lang, log)
    # German said "hat das Boot fertig" (no verb); the winner is the player, said to them
    finished = {"it": "completato la tua barca", "de": "dein Boot fertiggebaut"}
    assert finished[lang] in log, (lang, log)


def test_an_empty_boat_says_what_wins_until_it_is_started(page: Any, server: Server) -> None:
    """A newcomer's table opened on "Your turn" and a Draw button: what wins (the first
    finished boat) was said in the lobby and at the end, never at the table."""
    page.add_init_script("localStorage.setItem('corsairs.lang', 'de')")
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=5, moves=0)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    goal = page.locator(".pt-seat[data-seat='0'] #pt-goal")
    assert goal.inner_text(timeout=TIMEOUT) == (
        "Das erste fertige Boot gewinnt: alle sechs Teile, von 1 bis 6."
    )
    assert page.locator("#pt-goal").count() == 1  # one's own seat only
    table, tokens = stored_table(
        server.db, "piratatak", SEATS, seed=5, stop=lambda st: st.colour[0] >= 0
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector(".pt-seat[data-seat='0'] .boat", timeout=TIMEOUT)
    assert page.locator("#pt-goal").count() == 0


def test_keys_draw_and_stop_as_the_buttons_say(page: Any, server: Server) -> None:
    """Corsairs had keys for its moves; Piratatak's many draws needed a click each."""
    table, token, _ = _at(server, "stop")
    page.goto(f"{server.url}/table/{table}#token={token}")
    page.wait_for_selector("#pt-stop", timeout=TIMEOUT)
    assert page.locator("#pt-draw .kbd").inner_text() == "D"
    assert page.locator("#pt-stop .kbd").inner_text() == "S"
    drawn = page.locator("#drawn .card").count()
    page.keyboard.press("d")
    page.wait_for_function(
        f"() => document.querySelectorAll('#drawn .card').length !== {drawn}"
        " || !document.getElementById('pt-stop')"
    )
    if page.locator("#pt-stop").count():  # not a pirate: stop by key
        page.keyboard.press("s")
        page.wait_for_selector("#pt-stop", state="detached", timeout=TIMEOUT)


LABELS = """async () => {
  const i18n = await import('/static/i18n.js');
  const pt = await import('/static/games/piratatak.js');
  const out = [];
  for (const lang of ['en', 'fr', 'it', 'de']) {
    i18n.setLang(lang);
    for (const k of ['gold', 'pirate', 'cannon']) {
      const c = pt.pcard(k, {}, i18n.t);
      document.getElementById('app').append(c);
      const code = c.querySelector('.code');
      out.push([lang, code.textContent, code.scrollWidth, c.clientWidth]);
      c.remove();
    }
  }
  return out;
}"""


FACES = """async (lang) => {
  const i18n = await import('/static/i18n.js');
  const pt = await import('/static/games/piratatak.js');
  i18n.setLang(lang);
  const card = pt.pcard('gold', {}, i18n.t);
  document.body.append(card);
  const face = card.querySelector('.code');
  const range = document.createRange();
  range.selectNodeContents(face);
  const said = [face.textContent, range.getClientRects().length, face.className];
  card.remove();
  return [...said, card.getAttribute('title')];  // its name
}"""


def test_special_card_labels_fit_a_phone_card(phone: Any, server: Server) -> None:
    """German "Kanone", Italian "Cannone" (and English "cannon") ran over a 40 px card. The
    French gold card read "pièce / d'or" on two lines in the smallest letters of the table:
    its face says "or" (its name, "pièce d'or", stays in sentences and for the ear)."""
    phone.goto(server.url + "/")
    phone.wait_for_selector("#create")
    sizes = phone.evaluate(LABELS)
    assert len(sizes) == 12
    clipped = [s for s in sizes if s[2] > s[3]]
    assert not clipped, clipped
    # nor with a phone's large text (150%): "Kanone", "cannon" ran over the card, which
    # kept its size in pixels as the letters grew
    large_text(phone, 24)
    sizes = phone.evaluate(LABELS)
    clipped = [s for s in sizes if s[2] > s[3]]
    assert not clipped, clipped
    large_text(phone, 16)
    for lang in ("fr", "it", "de"):  # the gold card's face: one word, in the table's letters
        word, lines, kind, label = phone.evaluate(FACES, lang)
        assert lines == 1 and kind == "code", (lang, word, lines, kind)  # not "long", smaller
        if lang == "fr":
            assert (word, label) == ("or", "pièce d'or")


def _small_boat_give(s: Any) -> bool:
    """The human's give-back, with a boat small enough to give away whole."""
    if s.current_player != 0 or s.observation(0)["phase"] != "give":
        return False
    return 0 < len(s.observation(0)["tables"][0]["boat"]) < 3


def test_giving_away_the_whole_boat_is_said_before_it_is_done(page: Any, server: Server) -> None:
    """Choosing every part of one's own boat for a pirate said nothing: the boat was gone after
    the give-back ("lost the boat") and a family player did not know why. (German's words:
    tests/server/test_piratatak_table_words.py.)"""
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=3, stop=_small_boat_give)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-give-task", timeout=TIMEOUT)
    boat = page.locator(".pt-seat[data-seat='0'] .boat .card.playable")
    assert boat.count() and page.locator("#pt-give-warn").count() == 0
    for i in range(boat.count()):
        boat.nth(i).click()
    warn = page.inner_text("#pt-give-warn")
    assert "you lose it" in warn and "free again" in warn, warn
    boat.first.click()  # one part kept: no warning
    page.wait_for_selector("#pt-give-warn", state="detached")
    boat.first.click()
    while page.locator("#pt-give[disabled]").count():  # the boat is smaller than the loss
        page.click("#give-gold")
    page.click("#pt-give")  # given: the log says what became of the boat
    page.wait_for_function(
        "t => document.getElementById('log').innerText.includes(t)",
        arg="lost the boat (its colour is free again)",
    )


def _pirate_next(s: Any) -> bool:
    """The human's turn, whose next draw is a pirate asking for something back."""
    draw = [a for a in s.legal_actions() if str(a) == "draw"]
    if s.current_player != 0 or not draw:
        return False
    after = s.clone()
    after.apply(draw[0])
    phase: str = after.observation(0)["phase"]
    return after.current_player == 0 and phase == "give"


def test_a_pirates_give_back_takes_the_focus_with_its_task(page: Any, server: Server) -> None:
    """A screen reader heard "You drew a pirate" and nothing more: the give-back asked of
    the player was a banner it never reached, and the keys then refused. The task takes the
    focus, said as it comes; Tab goes on to the ways to give back."""
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=3, stop=_pirate_next)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-stock:not([disabled])", timeout=TIMEOUT)
    page.keyboard.press("d")
    page.wait_for_selector("#pt-give-task", timeout=TIMEOUT)
    page.wait_for_function("() => document.activeElement?.id === 'pt-give-task'", timeout=3000)
    assert page.inner_text("#pt-give-task").startswith("A pirate!")
    page.keyboard.press("Tab")
    assert page.evaluate("document.getElementById('pt-actions').contains(document.activeElement)")
    # L to the log and L back: to the task (it went to the give-back's Hint, or on a phone,
    # where that Hint is hidden, stayed on the Log button)
    page.keyboard.press("l")
    page.keyboard.press("l")
    assert page.evaluate("document.activeElement.id") == "pt-give-task"
    # with a phone's text at 200% the give-back lies in the page under a seat taller than the
    # screen: the task took the focus below the screen's foot, where nobody saw it went
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=3, stop=_pirate_next)
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(reduced_motion="reduce")  # the scroll at once, not glided
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-stock:not([disabled])", timeout=TIMEOUT)
    large_text(page, 32)  # (after the load: a page loaded anew has the browser's own size)
    page.keyboard.press("d")
    page.wait_for_function(
        """() => { const task = document.getElementById('pt-give-task');
          if (!task || document.activeElement !== task) return false;
          const r = task.getBoundingClientRect();
          const bar = document.getElementById('table-bar').getBoundingClientRect();
          return r.top >= bar.bottom && r.bottom <= innerHeight; }""",
        timeout=3000,
    )


def test_a_give_back_at_a_four_player_table_comes_into_view_on_a_laptop(
    page: Any, server: Server
) -> None:
    """At 1280×800 with four boats and a long turn, "A pirate! Give back 3 cards" and its
    button lay below the fold: the page said "Your turn" and showed no move to make."""
    page.set_viewport_size({"width": 1280, "height": 800})
    seats = ["human", "greedy", "greedy", "greedy"]
    give = lambda s: s.current_player == 0 and s.observation(0)["phase"] == "give"  # noqa: E731
    table, tokens = stored_table(server.db, "piratatak", seats, seed=4, stop=give)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-give-task", timeout=TIMEOUT)
    in_view = (
        "() => { const r = document.getElementById('pt-give').getBoundingClientRect();"
        " const s = document.querySelector(\".pt-seat[data-seat='0']\").getBoundingClientRect();"
        " return r.bottom <= innerHeight && s.top >= 0; }"
    )
    page.wait_for_function(in_view, timeout=3000)  # a smooth scroll: wait for it
    # given back by keyboard, the turn come round again: its focus is in sight, on Draw among
    # the moves the turn brings into sight (it was on the stock, above the screen where the
    # give-back had left the page: a keyboard player saw no focus)
    page.locator("#pt-give-sets button").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#pt-stock:not([disabled])", timeout=TIMEOUT)
    page.wait_for_function(
        """() => { const r = document.activeElement.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= innerHeight; }""",
        timeout=3000,
    )  # (the turn's smooth scroll)
    assert page.evaluate("document.activeElement.id") == "pt-draw"


def _big_seat_give(s: Any) -> bool:
    """The human's give-back with a boat and spares of six cards or more (a tall seat)."""
    if s.current_player != 0 or s.observation(0)["phase"] != "give":
        return False
    own = s.observation(0)["tables"][0]
    return len(own["boat"]) + len(own["spares"]) >= 6


def test_a_give_back_and_its_sets_come_into_view_with_a_tall_seat_on_a_laptop(
    page: Any, server: Server
) -> None:
    """At 1280×800 with four players, a boat of four and nine spares, the one-tap sets and
    even the Give back button lay below the fold: the player's seat was at the top of the
    grid, the moves under the next row of seats, and the two did not fit in one screen."""
    page.set_viewport_size({"width": 1280, "height": 800})
    seats = ["human", "greedy", "greedy", "greedy"]
    table, tokens = stored_table(server.db, "piratatak", seats, seed=2, stop=_big_seat_give)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-give-sets", timeout=TIMEOUT)
    in_view = (
        "() => { const r = document.getElementById('pt-give-sets').getBoundingClientRect();"
        " const s = document.querySelector(\".pt-seat[data-seat='0']\").getBoundingClientRect();"
        " return r.bottom <= innerHeight && s.top >= 0; }"
    )
    page.wait_for_function(in_view, timeout=3000)  # a smooth scroll: wait for it


def _cannon_or_give(s: Any) -> bool:
    """The human's pirate, met with a cannon that may be fired or kept (cannon_optional)."""
    return s.current_player == 0 and "cannon" in [str(a) for a in s.legal_actions()]


def test_a_pirate_met_with_an_optional_cannon_says_both_ways_first(
    phone: Any, server: Server
) -> None:
    """With the house rule cannon_optional, "Fire the cannon" stood above the pirate's
    news, which said only "Give back 3 cards": the choice was never put in words."""
    phone.add_init_script("localStorage.setItem('corsairs.lang', 'it')")
    rules = {"cannon_optional": True}
    table, tokens = stored_table(
        server.db, "piratatak", SEATS, seed=1, stop=_cannon_or_give, rules=rules
    )
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#pt-cannon", timeout=TIMEOUT)
    said = "Un pirata! Spara col cannone, o restituisci 3 carte"
    assert said in phone.inner_text("#pt-give-task")
    first = phone.evaluate(
        "() => !!(document.getElementById('pt-give-task').compareDocumentPosition("
        "document.getElementById('pt-cannon')) & Node.DOCUMENT_POSITION_FOLLOWING)"
    )
    assert first, "the pirate's news comes before the buttons"


def test_a_phone_shows_the_players_own_seat_first(phone: Any, server: Server) -> None:
    """The own seat moved under the others for a laptop's give-back: on a phone, where the
    moves are docked anyway, it went three seats down, under the dock at the turn's start."""
    seats = ["human", "greedy", "greedy", "greedy"]
    table, tokens = stored_table(server.db, "piratatak", seats, seed=3, moves=0)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#pt-draw", timeout=TIMEOUT)
    order = phone.evaluate(
        "() => [...document.querySelectorAll('.pt-seat')]"
        ".sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)"
        ".map((s) => s.dataset.seat)"
    )
    assert order[0] == "0", order
    dock = phone.locator("#pt-actions").bounding_box()
    own = phone.locator(".pt-seat[data-seat='0'] h3").bounding_box()
    assert dock and own and own["y"] + own["height"] <= dock["y"], (own, dock)


@pytest.mark.parametrize(
    ("limit_winners", "said"),
    [
        ("most_parts", "No boat was completed within the turn limit (1): the most boat parts win."),
        ("nobody", "No boat was completed within the turn limit (1): nobody wins."),
    ],
)
def test_a_game_ended_by_the_turn_limit_says_why_it_ended(
    page: Any, server: Server, limit_winners: str, said: str
) -> None:
    """A game stopped by the safeguard showed "Winner: Bea" beside "red boat 2/6" (or
    "Winner: " and nobody), and never said that no boat had been completed."""
    import httpx

    rules = {"turn_limit": 1, "first_player": 1, "limit_winners": limit_winners}
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
    body = {"game": "piratatak", "players": 2, "seats": seats, "seed": 3, "rules": rules}
    made = httpx.post(f"{server.url}/api/tables", json=body).json()
    page.goto(f"{server.url}/table/{made['id']}#token={made['tokens'][0]}")
    result = page.locator("#result")
    result.wait_for(timeout=TIMEOUT)
    assert said in result.inner_text()
    if limit_winners == "nobody":
        assert "Winner" not in result.inner_text()


def test_a_hint_after_a_draw_names_the_button_draw_again(page: Any, server: Server) -> None:
    """After a card the button says "Draw again" and the hint said "Recommended: Draw"."""
    table, token, _ = _at(server, "stop")
    page.goto(f"{server.url}/table/{table}#token={token}")
    page.wait_for_selector("#pt-stop", timeout=TIMEOUT)
    assert page.inner_text("#pt-draw").startswith("Draw again")
    page.click("#hint-btn")
    page.wait_for_selector("#hint-best", timeout=TIMEOUT)
    text = page.inner_text("#hint-panel")
    # ("About as good: Stop or draw again" when the two are close on the few test deals)
    assert "draw again" in text.lower() and "Draw —" not in text and "Draw\n" not in text, text


def test_a_one_tap_set_that_takes_the_whole_boat_says_so(page: Any, server: Server) -> None:
    """The warning before giving the whole boat came only for cards picked one by one: the
    set "yellow 2, yellow 3, gold" (the whole boat) was one tap, as plain as the others."""
    give = lambda s: s.current_player == 0 and s.observation(0)["phase"] == "give"  # noqa: E731
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=14, stop=give)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-give-sets", timeout=TIMEOUT)
    whole = page.locator("#pt-give-sets [data-action='give Y2 Y3 gold']").inner_text()
    assert "boat lost" in whole, whole
    kept = page.locator("#pt-give-sets [data-action='give Y2 G6 gold']").inner_text()
    assert "boat lost" not in kept, kept


def test_the_result_keeps_the_keyboard_inside_it(page: Any, server: Server) -> None:
    """Tab from the result's last button reached the dimmed page under it (Corsairs' result
    kept the focus in its dialog, Piratatak's did not), and Continue dropped it to the top."""
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=5)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#result #standings", timeout=TIMEOUT)
    inside = "document.getElementById('overlay').contains(document.activeElement)"
    buttons = page.locator("#result button, #result a[href]").count()
    for _ in range(buttons + 1):
        page.keyboard.press("Tab")
        assert page.evaluate(inside)
    for _ in range(buttons + 1):
        page.keyboard.press("Shift+Tab")
        assert page.evaluate(inside)
    # Continue by Enter: the focus goes back to the table (it fell to the page's top, as
    # Corsairs' result does not let it).
    page.focus("#result [data-autofocus]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay", state="detached")
    assert page.evaluate("document.activeElement.id") == "turn"
    page.evaluate("localStorage.setItem('corsairs.lang', 'de')")  # the same result in German
    page.reload()
    _boats_agree(page, "de", ["rotes Boot 6/6", "gelbes Boot"])


def test_a_purchase_says_it_takes_the_draws_place(page: Any, server: Server) -> None:
    """A purchase stood beside Draw as one more button: nothing said that it is made
    instead of drawing and ends the turn (the rulebook: "he does not draw any cards").
    (German's words: tests/server/test_piratatak_table_words.py.)"""
    table, token, _ = _at(server, "buy")
    page.goto(f"{server.url}/table/{table}#token={token}")
    page.wait_for_selector("[data-action^='buy ']", timeout=TIMEOUT)
    assert "instead of drawing" in page.inner_text("#pt-buy-how")
    # The card on the seller's seat buys too: its name alone (and a toggle's "not pressed")
    # told a keyboard or screen reader player nothing of the sale a press makes.
    chip = page.locator("[data-action^='buy ']").first
    card = chip.get_attribute("data-action").split()[1]
    button = page.locator(f".pt-seat button[data-card='{card}']")
    # the same words, the seller's 🤖 not read out ("robot face"), said once (no tooltip
    # read after the name as its description)
    from test_accessibility import ax_name

    name, description = ax_name(page, f".pt-seat button[data-card='{card}']")
    assert name == chip.inner_text().replace("\U0001f916 ", ""), name
    assert "\U0001f916" not in chip.aria_snapshot(), chip.aria_snapshot()
    assert button.get_attribute("aria-pressed") is None
    assert not description, description


NO_BOAT = """(words) => {
  const seats = [...document.querySelectorAll('.pt-seat')];
  return seats.length === 3 && seats.every((s) => {
    const label = s.querySelector('h3').nextElementSibling;  // then the spares' label
    return label.innerText === words && label.nextElementSibling.innerText !== words
      && label.getClientRects().length === 1 && label.offsetHeight < 30;  // one line
  });
}"""


def test_no_boat_yet_reads_as_one_line_in_every_language(page: Any, server: Server) -> None:
    """A seat without a boat said "Boat" on one line and "no boat yet" on the next, as if
    a label and its value were two things (desktop and phone, every language)."""
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=3, moves=0)
    said = {
        "en": "No boat yet",
        "fr": "Pas encore de bateau",
        "it": "Ancora nessuna barca",
        "de": "Noch kein Boot",
    }
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector(".pt-seat", timeout=TIMEOUT)
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        for lang, words in said.items():
            page.select_option("#lang", lang)
            page.wait_for_function(NO_BOAT, arg=words, timeout=3000)
    page.set_viewport_size({"width": 1280, "height": 800})  # German chosen last: its rules
    _the_rules_link_of_a_piratatak_table_opens_at_piratatak(page, server)


def _the_rules_link_of_a_piratatak_table_opens_at_piratatak(page: Any, server: Server) -> None:
    """ "Rules" at a Piratatak table opened the page at its top: the rules of Corsairs, with
    Piratatak's a long scroll below (the table, in German, opened already)."""
    page.wait_for_selector("#turn", timeout=TIMEOUT)
    href = page.locator("#rules-link").evaluate("a => a.href")  # resolved against <base>
    assert href == f"{server.url}/rules/de#piratatak", href
    page.goto(href)
    assert page.inner_text("#piratatak") == "Piratatak"
    page.goto(server.url + "/")  # the lobby: the whole page
    page.wait_for_selector("#create")
    assert page.locator("#rules-link").evaluate("a => a.href") == f"{server.url}/rules/de"
    # Piratatak chosen for a new table: its rules are the ones a newcomer opens next (the
    # link still opened Corsairs' rules, Piratatak's a long scroll below).
    page.select_option("#game", "piratatak")
    href = page.locator("#rules-link").evaluate("a => a.href")
    assert href == f"{server.url}/rules/de#piratatak", href
    page.select_option("#game", "corsairs")
    assert page.locator("#rules-link").evaluate("a => a.href") == f"{server.url}/rules/de"


def test_draw_again_or_stop_says_what_is_at_stake(page: Any, server: Server) -> None:
    """ "Draw again" beside "Stop": a newcomer was not told that a pirate takes cards, nor
    that stopping keeps them."""
    table, token, _ = _at(server, "stop")
    page.add_init_script("localStorage.setItem('corsairs.lang', 'fr')")
    page.goto(f"{server.url}/table/{table}#token={token}")
    risk = page.locator("#pt-actions #pt-risk").inner_text(timeout=TIMEOUT)
    # the first card drawn is all the player holds: a pirate takes "all that remain" (it
    # said 3 cards)
    assert "1 carte," in risk and "canon" in risk and "Passer la main" in risk, risk
    # and told to a screen reader with "Draw again", whose name ends with its words (Tab went
    # on to "Stop" past the stake, and both names ended with the hidden key's space)
    from test_accessibility import ax_name

    name, description = ax_name(page, "#pt-draw")
    assert " ".join(description.split()) == " ".join(risk.split()), description
    assert name == name.strip() and ax_name(page, "#pt-stop")[0].endswith("main"), name


def _give_with_spares(s: Any) -> bool:
    """The human's give-back with a boat and two spares or more."""
    if s.current_player != 0 or s.observation(0)["phase"] != "give":
        return False
    own = s.observation(0)["tables"][0]
    return bool(own["boat"]) and len(own["spares"]) >= 2


UNCOVERED = """(focus) => [...document.querySelectorAll(
    ".pt-seat[data-seat='0'] .card.playable, .pt-seat[data-seat='0'] .chip")].map((el) => {
  if (focus) el.focus();  // as Tab reaches it: the browser scrolls it into sight
  const r = el.getBoundingClientRect();
  const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return [el.dataset.card || el.id, !!at && el.contains(at)];
}).filter(([, seen]) => !seen)"""


def test_a_give_back_at_200_percent_zoom_leaves_every_choice_in_sight(
    page: Any, server: Server
) -> None:
    """At 200% zoom (1280×800 is 640×400) the docked give-back (its task, how-to, button
    and sets) took half the screen and covered the spares and coins chosen from."""
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=1, stop=_give_with_spares)
    page.set_viewport_size({"width": 640, "height": 400})
    page.emulate_media(reduced_motion="reduce")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-give-task", timeout=TIMEOUT)
    settled(page, "body")
    assert page.evaluate(UNCOVERED, False) == []  # as the turn comes: the seat in sight
    assert page.evaluate(UNCOVERED, True) == []
    # the coin's "+ ✦" is named in words ("plus black four pointed star" told nothing)
    assert page.get_attribute("#give-gold", "aria-label") == "+ gold"
    # pressed by keyboard until every coin is chosen, "+" goes: the focus goes to "−" (it
    # fell to the page's top, the next Tab starting the page over)
    page.focus("#give-gold")
    for _ in range(12):
        page.keyboard.press("Enter")
        if not page.locator("#give-gold").count():
            break
    focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert focused == "− gold", focused
    page.keyboard.press("Enter")  # one back: "+" again
    label = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert label in ("− gold", "+ gold"), label
    page.focus("#pt-give-sets .chip")  # the sets below, each in sight as Tab reaches it
    assert page.evaluate(
        "() => { const r = document.activeElement.getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= innerHeight; }"
    )
    # nor does the bar stuck at the screen's top cover what Shift+Tab reaches: the boat's
    # cards were focused under it
    from test_accessibility import COVERED

    for _ in range(60):  # to the page's top
        if page.evaluate("document.activeElement === document.body"):
            break
        assert page.evaluate(COVERED) is None
        page.keyboard.press("Shift+Tab")


def test_the_last_turn_of_another_reads_as_a_sentence(page: Any, server: Server) -> None:
    """Beside "Your turn" the turn before read "Greedy bot 3: drew a pirate", a label (in
    German "Bot 2: hat Gold gezogen", no sentence); it reads as the turn under way does."""
    mine = lambda s: s.current_player == 0 and "draw" in map(str, s.legal_actions())  # noqa: E731
    table, tokens = stored_table(server.db, "piratatak", SEATS, seed=2, stop=mine, moves=12)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    last = page.locator("#last-turn")
    last.wait_for(timeout=TIMEOUT)
    text = last.inner_text()
    assert "bot 3 drew" in text and ":" not in text, text


def test_no_empty_words_stand_by_the_pile_before_the_first_turn(page: Any, server: Server) -> None:
    """Before anyone had played, an empty bold line stood by the pile: nothing to see, but
    a screen reader's browse mode stopped on it (the last turn's line, drawn before any)."""
    table, tokens = stored_table(server.db, "piratatak", ["human", "greedy"], seed=2, moves=0)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-stock", timeout=TIMEOUT)
    empty = page.evaluate(
        "[...document.querySelectorAll('#app strong, #app b, #app em')]"
        ".filter((e) => !e.textContent.trim() && !e.closest('[hidden]')).map((e) => e.outerHTML)"
    )
    assert empty == [], empty
