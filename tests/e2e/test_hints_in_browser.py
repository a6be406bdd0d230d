"""Hints in the browser: the Hint button and its panel (Corsairs draw and discard,
Piratatak), in four languages without English or notation, on a phone, accessible, and
the table option (two people: no hints by default, a forged request refused in words)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from e2e_helpers import (
    BACKGROUND,
    HINT_SAMPLES,
    INFO,
    WARNING,
    Server,
    in_language,
    large_text,
    my_turn,
    scroll_ended,
    stored_table,
)
from test_accessibility import assert_accessible
from test_languages import check, english_only

TIMEOUT = 20_000
PANEL = "#hint-panel"


def open_hint(page: Any, key: bool = False) -> str:
    """Ask for a hint (button or H) and wait for the advice; the panel's text."""
    page.wait_for_selector("#hint-btn:not([hidden]):not([disabled])", timeout=TIMEOUT)
    if key:
        page.locator("#turn").focus()
        page.keyboard.press("h")
    else:
        page.click("#hint-btn")
    page.wait_for_selector("#hint-best", timeout=TIMEOUT)
    return str(page.inner_text(PANEL))


def corsairs_page(page: Any, server: Server, seed: int = 7) -> None:
    table, tokens = stored_table(server.db, "corsairs", ["human", "greedy"], seed=seed, moves=0)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#turn", timeout=TIMEOUT)


def test_corsairs_hint_at_the_draw_and_the_discard(page: Any, server: Server) -> None:
    # seed 26: the draw's advice is clear of the noise on the shared server's few deals
    # (and is the full budget's advice); a hint's samples follow the position. The full
    # budget's hint, worked out by a niced bot worker, took up to 18 s under load. (Seed
    # 20's pile and stock came within the noise when the rollouts took the heuristic's
    # sail threshold, s35.)
    corsairs_page(page, server, seed=26)
    text = open_hint(page)
    assert "Recommended:" in text and "Stock: about" in text and "Your limit now" in text
    # on a desktop the panel takes the log's column exactly, from the table's top: it lay
    # over the Hint button and 50 px over the table, a sliver of the log beside it
    panel, log = page.locator(PANEL).bounding_box(), page.locator("#log").bounding_box()
    assert abs(panel["x"] - log["x"]) < 1 and abs(panel["width"] - log["width"]) < 1, (panel, log)
    button = page.locator("#hint-btn").bounding_box()
    assert button["y"] + button["height"] <= panel["y"] and abs(panel["y"] - log["y"]) < 1, panel
    hinted = page.locator(".hinted")
    assert hinted.count() == 1
    assert hinted.get_attribute("id") in ("draw-stock", "draw-pile", "draw-pier")
    assert page.get_attribute("#hint-live", "aria-live") == "polite"
    assert "Recommended:" in page.inner_text("#hint-live")
    hinted.click()  # play the advice: a new position closes the panel
    page.wait_for_selector(f"{PANEL}[hidden]", state="attached", timeout=TIMEOUT)
    text = open_hint(page, key=True)
    # (these discards are within the sampling noise of each other: "About as good: …", or
    # "Too close to call: …" where that noise could hide 5 points)
    assert (
        "Recommended:" in text or "About as good:" in text or "Too close to call:" in text
    ) and "penalty cards expected this round" in text
    card = page.locator("#hand .hinted")
    assert card.count() == 1
    assert page.evaluate("document.activeElement.id") == "hint-title"
    # Tab goes on from the panel into the table (from Close it left the page for the
    # browser's own bar), Shift+Tab back to the Hint button that opened it
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "hint-close"
    page.keyboard.press("Tab")
    assert page.evaluate(IN_TABLE), page.evaluate("document.activeElement.outerHTML")
    page.locator("#hint-close").focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "hint-btn"
    page.keyboard.press("h")  # the same position's advice, shown again
    page.wait_for_function("() => document.activeElement.id === 'hint-title'")
    page.keyboard.press("Escape")
    page.wait_for_selector(f"{PANEL}[hidden]", state="attached")
    assert page.evaluate("document.activeElement.id") == "hint-btn"


IN_TABLE = "() => !!document.activeElement.closest('#table')"


def piratatak_page(page: Any, server: Server) -> None:
    table, tokens = stored_table(server.db, "piratatak", ["human", "greedy"], seed=3, moves=0)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#turn", timeout=TIMEOUT)


def test_piratatak_hint(page: Any, server: Server) -> None:
    """On the shared server's budget (a server of its own judging on the game's 256 deals
    cost a start and ~1 s of CPU: that default is tests/server/test_hint_budget.py's)."""
    piratatak_page(page, server)
    text = open_hint(page)
    # A turn starts with a draw, the only move: said so at once, without a search (a busy
    # server spent 8 to 14 s on it) and so without a win chance or deals; the odds of a
    # pirate, but no value of drawing on: there is nothing to weigh it against.
    assert "Next card a pirate" in text and "Value of drawing on" not in text
    assert "The only move: Draw" in text and "Judged over" not in text
    assert "chance of winning" not in text
    assert page.locator(".hinted").count() == 1
    assert_accessible(page, "the hint panel open")


def test_hints_speak_the_language(page: Any, server: Server) -> None:
    """French, Italian and German at each of three decisions (Corsairs' draw and discard, a
    Piratatak turn), the language chosen in the page's menu: the page is drawn anew in it
    and the hint, asked again, is the server's answer already worked out."""
    page.add_init_script("localStorage.setItem('corsairs.lang', 'fr')")
    corsairs_page(page, server)
    english = {lang: english_only(page, lang) for lang in ("fr", "it", "de")}

    def each_language(where: str, dock: bool = False) -> None:
        for lang, words in english.items():
            page.evaluate("document.getElementById('table').dataset.stale = '1'")
            page.select_option("#lang", lang)
            page.wait_for_selector("#table:not([data-stale])", timeout=TIMEOUT)  # drawn anew
            try:
                if dock:
                    page.wait_for_selector("#hint-btn:not([hidden])", timeout=TIMEOUT)
                    check(page.inner_text("#hint-dock"), words)
                check(open_hint(page), words)
            except AssertionError as e:
                raise AssertionError((where, lang, *e.args)) from e

    each_language("Corsairs, draw", dock=True)
    page.locator(".hinted").click()
    page.wait_for_selector(f"{PANEL}[hidden]", state="attached", timeout=TIMEOUT)
    each_language("Corsairs, discard")
    piratatak_page(page, server)
    each_language("Piratatak")


def test_the_panel_is_a_bottom_sheet_on_a_phone(phone: Any, server: Server) -> None:
    corsairs_page(phone, server)
    # ``corsairs serve --hint-samples`` sets the budget the panel reports
    assert f"Judged over {HINT_SAMPLES} deals" in open_hint(phone)
    box = phone.locator(PANEL).bounding_box()
    assert box["y"] + box["height"] <= 844 + 1 and box["x"] <= 1 and box["width"] >= 388
    assert box["height"] <= 844 * 0.5
    # the advised source is brought above the sheet (it was under it), the turn line in view
    phone.wait_for_function(ABOVE_SHEET, timeout=5000)
    assert 0 <= phone.locator("#turn").bounding_box()["y"] < box["y"]


RECORD_SOCKET = """() => { const Native = window.WebSocket;
  window.WebSocket = function (...args) {
    const ws = new Native(...args); window.__ws = ws; return ws; };
  window.WebSocket.prototype = Native.prototype; Object.assign(window.WebSocket, Native); }"""


def test_two_people_get_no_hints_by_default_and_a_forged_request_is_refused(
    page: Any, server: Server
) -> None:
    r = httpx.post(
        server.url + "/api/tables",
        json={"game": "corsairs", "players": 2, "seats": [{"kind": "human"}] * 2, "seed": 5},
        timeout=10,
    )
    table = r.json()
    assert table["hints"] is False
    to_play = table["current_player"]
    page.add_init_script("localStorage.setItem('corsairs.lang', 'fr')")
    page.add_init_script(f"({RECORD_SOCKET})()")
    page.goto(f"{server.url}/table/{table['id']}#token={table['tokens'][to_play]}")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    assert page.inner_text("#hints-status") == "Pas de conseils à cette table"
    assert page.locator("#hint-btn").is_hidden()
    page.keyboard.press("h")
    page.evaluate("window.__ws.send(JSON.stringify({type: 'hint', seq: 0}))")
    page.wait_for_selector("#toast:not([hidden])")
    assert page.inner_text("#toast") == "Les conseils ne sont pas autorisés à cette table."
    assert page.locator("#hint-best").count() == 0


def test_the_option_chosen_at_creation_is_shown_to_a_second_seat(
    page: Any, browser: Any, server: Server
) -> None:
    page.goto(server.url + "/")
    page.select_option("#players", "2")
    page.select_option("#seat-1", "human")  # an invited friend: two people
    assert not page.is_checked("#hints-choice")  # the default rule
    page.select_option("#seat-1", "bot:casual")
    assert page.is_checked("#hints-choice")
    page.select_option("#seat-1", "human")
    assert not page.is_checked("#hints-choice")
    page.check("#hints-choice")
    page.click("#create")
    page.wait_for_selector("[data-invite]", timeout=TIMEOUT)
    assert page.inner_text("#hints-status") == "Hints allowed"
    link = page.inner_text("[data-invite='1']")
    friend = browser.new_context().new_page()
    try:
        friend.goto(link)
        friend.wait_for_selector("#turn", timeout=TIMEOUT)
        friend.wait_for_selector("#hints-status:has-text('Hints allowed')", timeout=TIMEOUT)
    finally:
        friend.context.close()


def test_the_hint_button_stays_in_reach_on_a_phone(phone: Any, server: Server) -> None:
    """The Hint button sat above the table and scrolled away while the player looked at
    the hand, docked at the bottom of a phone's screen."""
    table, tokens = stored_table(
        server.db,
        "corsairs",
        ["human", "greedy", "greedy", "greedy"],
        seed=3,
        stop=lambda s: s.current_player == 0 and s.observation(0)["phase"] == "discard",
    )
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
    phone.locator("#hand .card.playable").nth(1).tap()  # the hand scrolls above the dock
    phone.wait_for_function("() => window.scrollY > 200")
    scroll_ended(phone)  # (600 ms raced a loaded machine)
    box = phone.locator("#hint-btn").bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= 844, box
    on_top = phone.evaluate(
        "([x, y]) => document.elementFromPoint(x, y)?.closest('#hint-btn') !== null",
        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
    )
    assert on_top  # not under the Log button or the table
    phone.tap("#hint-btn")
    phone.wait_for_selector("#hint-best", timeout=TIMEOUT)


def test_the_sail_or_wait_table_fits_without_scrolling_sideways(
    browser: Any, server: Server
) -> None:
    """Its long headings ("Probabilità che ogni avversario lo raggiunga o scenda sotto")
    pushed the last column out of the panel, on a phone and on a desktop; with a sixth
    column, the chance of a sweep ("Match"), it still did on a German phone. Italian, then
    German chosen in the page's menu: the table is drawn anew in it and the hint, asked
    again, is the server's answer already worked out (a page for each cost a page load)."""
    seats = ["human", "greedy", "greedy", "greedy"]
    sailing = stored_table(server.db, "corsairs", seats, seed=5, stop=my_turn("discard", 2))
    # the first discard of this deal: a candidate has a chance of a sweep (seq 5's hint)
    sweeping = stored_table(server.db, "corsairs", seats[:3], seed=1, stop=my_turn("discard"))
    # one page per table, its hint asked once a language: the panel's layout follows the
    # viewport's width (CSS), so the desktop's panel is measured, then the same at a
    # phone's size
    desktop, phone = {"width": 1280, "height": 900}, {"width": 390, "height": 844}
    for (table, tokens), sweep in ((sailing, False), (sweeping, True)):
        ctx = browser.new_context(viewport=phone if sweep else desktop)
        try:
            page = ctx.new_page()
            in_language(page, "it")
            page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
            for lang in ("it", "de"):
                if lang != "it":
                    page.set_viewport_size(phone if sweep else desktop)
                    large_text(page, 16)
                    page.evaluate("document.getElementById('table').dataset.stale = '1'")
                    page.select_option("#lang", lang)
                    page.wait_for_selector("#table:not([data-stale])", timeout=TIMEOUT)
                page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
                open_hint(page)
                assert page.evaluate("document.documentElement.lang") == lang
                for size in (phone,) if sweep else (desktop, phone):
                    page.set_viewport_size(size)
                    columns = page.locator("#hint-options thead th").count()
                    assert columns == (6 if sweep else 5), (lang, columns)
                    wrap = page.locator("#hint-options").locator("xpath=..")
                    over = wrap.evaluate("e => e.scrollWidth - e.clientWidth")
                    assert over <= 1, (lang, size, sweep, over)
                    assert "☠" in page.inner_text(".hint-note")
                if sweep:  # a phone's text at 150%: it scrolls, and is a Tab stop to scroll it
                    large_text(page, 24)
                    page.wait_for_function(
                        "() => { const b = document.getElementById('hint-options').parentElement;"
                        " return b.scrollWidth > b.clientWidth && b.tabIndex === 0; }",
                        timeout=3000,
                    )
        finally:
            ctx.close()


@pytest.mark.parametrize("how", ["answer_lost", "socket_closed"])
def test_a_hint_lost_with_the_connection_can_be_asked_again(
    page: Any, server: Server, how: str
) -> None:
    """A hint asked just before the connection drops stayed on "Thinking…" (the button
    disabled) until the next move; it now stops waiting after the server's CPU budget and a
    margin, says the hint is slow (still being worked out), and can be asked again.
    Meanwhile the button keeps its size ("Thinking…" widened it and moved the bar). Hints
    paused by the server's pace (the answer asked again is turned into that refusal) keep
    the panel, which says for how long."""
    import json
    import re

    lost: list[str] = []
    answers: list[str] = []
    pings: list[str] = []  # the keep-alive's, and the server's answers: see _run_clock
    pongs: list[str] = []

    def relay(ws: Any) -> None:
        upstream = ws.connect_to_server()

        def from_page(message: Any) -> None:
            if '"ping"' in str(message):
                pings.append(str(message))
            if how == "socket_closed" and '"hint"' in str(message) and not lost:
                lost.append(str(message))
                ws.close()
                return
            upstream.send(message)

        def from_server(message: Any) -> None:
            msg = json.loads(message)
            if msg.get("type") == "pong":
                pongs.append(str(message))
            if how == "answer_lost" and msg.get("type") == "hint" and not lost:
                lost.append(str(message))
                return
            if how == "answer_lost" and msg.get("type") == "hint":
                answers.append(str(message))
                if len(answers) == 1:  # paced out: 30 s to wait
                    message = json.dumps(
                        {
                            "type": "error",
                            "code": "hint_rate_limited",
                            "message": "at most 30 hints a minute",
                            "seq": msg["seq"],
                            "retry_after": 30,
                            "per_minute": 30,
                        }
                    )
            ws.send(message)

        ws.on_message(from_page)
        upstream.on_message(from_server)

    page.clock.install()
    page.route_web_socket(re.compile(r"/ws/"), relay)
    corsairs_page(page, server)
    page.wait_for_selector("#hint-btn:not([hidden]):not([disabled])", timeout=TIMEOUT)
    box = "JSON.stringify(document.getElementById('hint-btn').getBoundingClientRect())"
    before = page.evaluate(f"() => {box}")
    page.focus("#hint-btn")  # asked by keyboard
    page.keyboard.press("Enter")
    # read as the button turns disabled: a closed socket's reconnection soon says "ask
    # again" there instead (under load before a later look)
    asked = page.wait_for_function(
        f"""() => document.getElementById('hint-btn').disabled
          && [{box}, ({LIVE_SAYING})('Thinking')]"""
    ).json_value()
    assert asked[0] == before  # "Thinking…" does not widen the button
    # said by one live region: the panel's line was a second one, "Thinking…" heard twice
    assert asked[1] == 1, asked
    for _ in range(TIMEOUT // 100):  # the answer is computed (or the socket has closed)
        if lost:
            break
        page.wait_for_timeout(100)
    assert lost
    _run_clock(page, 16_000, pings, pongs)
    # an answer not come in 15 s is slow, still being worked out (it had said "No answer
    # from the server"); one asked on a connection since replaced is lost: ask again
    said = "#hint-slow" if how == "answer_lost" else "#hint-lost"
    page.wait_for_selector(said, timeout=TIMEOUT)
    words = page.inner_text(said)
    assert ("still being worked out" if how == "answer_lost" else "ask again") in words, words
    assert "No answer" not in words, words
    # the focus is in the panel, on its title: the button pressed turned disabled, and the
    # focus fell to the page's body (the next Tab at the page's top), the panel drawn anew
    assert page.evaluate("document.activeElement.id") == "hint-title"
    assert page.evaluate(LIVE_SAYING, words) == 1  # said once, by the hint's live region
    if how != "answer_lost":  # lost is something gone wrong: not the calm of information
        assert page.locator("#hint-lost").evaluate(BACKGROUND) == WARNING
    assert page.is_enabled("#hint-btn")
    page.click("#hint-again")  # asked again, the answer comes this time (or the pause)
    if how == "answer_lost":
        page.wait_for_selector("#hint-paused", timeout=TIMEOUT)
        said = page.inner_text("#hint-paused")
        assert "paused" in said and "30 seconds" in said, said
        assert page.evaluate(LIVE_SAYING, "paused") == 1  # and the banner's countdown is not
        # a pause is information, not the red of something gone wrong
        assert page.locator("#hint-paused").evaluate(BACKGROUND) == INFO
        assert page.is_visible(PANEL) and page.is_disabled("#hint-again")
        assert not page.is_visible("#toast")  # said in the panel, not by a toast closing it
        _run_clock(page, 31_000, pings, pongs)
        page.wait_for_selector("#hint-again:not([disabled])", timeout=TIMEOUT)
        assert "ask for a hint again" in page.inner_text("#hint-paused")
        page.click("#hint-again")
    page.wait_for_selector("#hint-best", timeout=TIMEOUT)
    assert page.locator("#hint-lost, #hint-slow").count() == 0


def _run_clock(page: Any, ms: int, pings: list[str], pongs: list[str]) -> None:
    """Run the page's clock ``ms`` as time passes at a table: in steps shorter than the
    keep-alive's 5 s, each of its pings answered before the next step. Run at once, 16 s
    went by with no answer heard: the keep-alive took the connection for silent (over 15 s)
    and replaced it whenever one of its ticks fell late enough in the run (it depends on
    where the interval stood, so under load it flaked: the slow hint's panel turned into
    the lost one's between two looks)."""
    for _ in range(ms // 2000):
        page.clock.run_for(2000)
        for _ in range(100):  # the pong comes in real time (not waited past 5 s)
            if len(pongs) >= len(pings):
                break
            page.wait_for_timeout(50)
    page.clock.run_for(ms % 2000)


LIVE_SAYING = """(words) => [...document.querySelectorAll(
  '[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]')]
  .filter((e) => e.textContent.includes(words)).length"""
"""How many live regions (each read out as its words change) say ``words``."""


def _tab_on_and_escape_back(p: Any, onward: str, asker: str) -> None:
    """From the panel's Close, Tab goes on into ``onward`` (the decision's own controls);
    Escape closes the panel and gives the focus to ``asker``, the Hint button that asked."""
    p.locator("#hint-close").focus()
    p.keyboard.press("Tab")
    assert p.evaluate("s => !!document.activeElement.closest(s)", onward)
    p.locator("#hint-close").focus()
    p.keyboard.press("Escape")
    p.wait_for_selector(f"{PANEL}[hidden]", state="attached")
    assert p.evaluate("s => document.activeElement.matches(s)", asker)


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_hint_in_the_lay_down_dialog_by_click_or_tap(
    page: Any, phone: Any, server: Server, device: str
) -> None:
    """The lay-down dialog covered the Hint button (only the H key asked), and the answer's
    panel then covered the dialog's crew zones; the dialog marked none of its choices as the
    hint's division."""
    from e2e_helpers import lay_down_that_matters

    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=4, stop=lay_down_that_matters
    )
    p = page if device == "desktop" else phone
    p.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    p.wait_for_selector("#lay-dialog", timeout=TIMEOUT)
    button = p.locator("#lay-dialog #dialog-hint")
    button.wait_for(state="visible", timeout=TIMEOUT)
    if device == "phone":
        button.tap()
    else:
        button.click()
    p.wait_for_selector("#hint-best", timeout=TIMEOUT)
    panel = p.locator(PANEL).bounding_box()
    # the advised division is outlined among the dialog's choices (nothing was marked) and in
    # the dialog's view, above the sheet on a phone (the dialog showed its crew zones)
    hinted = p.locator("#lay-dialog .suggestions .chip.hinted")
    hinted.wait_for(timeout=TIMEOUT)
    assert hinted.count() == 1
    chip, dialog = hinted.bounding_box(), p.locator("#lay-dialog").bounding_box()
    assert dialog["y"] <= chip["y"] and chip["y"] + chip["height"] <= dialog["y"] + dialog["height"]
    if device == "desktop":
        for zone in ("#zone-crew", "#zone-stowaways", "#confirm-lay"):
            assert not _overlap(p.locator(zone).bounding_box(), panel), zone
        # the keyboard goes from the panel back into the dialog, never to the table under
        # it, and Escape gives the focus to the dialog's Hint button (it went to the table's)
        _tab_on_and_escape_back(p, "#lay-dialog", "#dialog-hint")
        button.click()
        p.wait_for_selector("#hint-best", timeout=TIMEOUT)
    else:
        dialog = p.locator("#lay-dialog").bounding_box()
        assert dialog["y"] + dialog["height"] <= panel["y"] + 1  # the dialog scrolls above
        p.locator("#zone-crew").scroll_into_view_if_needed()
        assert not _overlap(p.locator("#zone-crew").bounding_box(), panel)
    p.locator("#lay-dialog #confirm-lay").click()  # the dialog is still usable
    p.wait_for_selector("#lay-dialog", state="detached", timeout=TIMEOUT)


ABOVE_SHEET = """() => { const e = document.querySelector('.hinted'); if (!e) return false;
  const r = e.getBoundingClientRect();
  const p = document.getElementById('hint-panel').getBoundingClientRect();
  let row = e.parentElement, inRow = true;
  for (; row && row !== document.body; row = row.parentElement) {
    const b = row.getBoundingClientRect();
    const out = r.left < b.left - 1 || r.right > b.right + 1;
    if (row.scrollWidth > row.clientWidth + 1 && out) inRow = false;
  }
  const covered = r.bottom > p.top + 1 && r.top < p.bottom - 1;
  return inRow && !covered && r.top >= 0 && r.bottom <= innerHeight + 1
    && r.left >= 0 && r.right <= innerWidth + 1; }"""


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_the_sheet_does_not_cover_what_it_recommends(phone: Any, server: Server, game: str) -> None:
    """On a phone the sheet covered the recommended hand card, and Piratatak's give-back
    chip stayed out of sight in its sideways row."""
    if game == "corsairs":
        table, tokens = stored_table(
            server.db, "corsairs", ["human", "greedy"], seed=7, stop=my_turn("discard")
        )
    else:
        table, tokens = stored_table(
            server.db,
            "piratatak",
            ["human", "greedy"],
            seed=3,
            stop=lambda s: (
                s.current_player == 0 and any(str(a).startswith("give") for a in s.legal_actions())
            ),
        )
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#turn", timeout=TIMEOUT)
    if game == "piratatak":  # the row of sets scrolled to its end: the advised one out of sight
        phone.eval_on_selector("#pt-give-sets", "e => { e.scrollLeft = e.scrollWidth; }")
    open_hint(phone)
    assert phone.locator(".hinted").count() == 1
    phone.wait_for_function(ABOVE_SHEET, timeout=5000)


def test_a_hinted_give_back_beyond_the_offered_sets_can_be_tapped(
    page: Any, server: Server
) -> None:
    """A pirate's give-back offers twelve sets in one tap; the hint's advice (here the 24th of
    93 sets, "red 2, blue 4, gold") was none of them, so nothing was highlighted and the
    player had to pick its cards one by one. The advised set is offered too, highlighted.
    (The shared server's 32 deals give the full budget's advice here, for a ninth of its
    CPU: the full budget's 0.8 s, in a worker at nice 5, outlasted the wait under load.)"""
    give = lambda s: s.current_player == 0 and s.observation(0)["phase"] == "give"  # noqa: E731
    table, tokens = stored_table(
        server.db, "piratatak", ["human", "greedy", "greedy"], seed=36, stop=give
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-give-sets", timeout=TIMEOUT)
    assert page.locator("#pt-give-sets [data-action='give R2 B4 gold']").count() == 0
    assert "red 2, blue 4, and a gold coin" in open_hint(page)
    hinted = page.locator("#pt-give-sets .hinted")
    hinted.wait_for(timeout=5000)
    assert hinted.get_attribute("data-action") == "give R2 B4 gold"
    seq = page.locator("#table").get_attribute("data-seq")
    hinted.click()
    page.wait_for_function(f"() => document.getElementById('table').dataset.seq !== '{seq}'")


def second_move_made_close(page: Any, **figures: float) -> list[int]:
    """Relay the page's socket and make each hint with two moves or more name its second
    move about as good (with ``figures`` set on it): the server's own closeness depends on
    the deals. Returns, for each hint so changed, how many moves it had."""
    import json
    import re

    said: list[int] = []

    def relay(ws: Any) -> None:
        upstream = ws.connect_to_server()

        def from_server(message: Any) -> None:
            msg = json.loads(message)
            if msg.get("type") == "hint" and len(msg["hint"]["moves"]) >= 2:
                msg["hint"]["moves"][1].update(figures)
                msg["hint"]["close"] = [msg["hint"]["moves"][1]["action"]]
                said.append(len(msg["hint"]["moves"]))
                message = json.dumps(msg)
            ws.send(message)

        ws.on_message(lambda message: upstream.send(message))
        upstream.on_message(from_server)

    page.route_web_socket(re.compile(r"/ws/"), relay)
    return said


def test_a_move_named_about_as_good_is_listed_once_with_the_gap_and_its_error(
    page: Any, server: Server
) -> None:
    """The panel's headline named "About as good: A or B" and "Other moves" listed B again,
    with its figures: each move is listed once. "About as good: A or B — 42%, 33% (within
    the sampling noise)" left a learner wondering how 9 points can be as good: the panel
    gives the gap with its error, as the review's "given away" column does. (The answer is
    made close on its way.)"""
    import re

    said = second_move_made_close(page, drop=0.087, drop_se=0.047)
    corsairs_page(page, server)
    open_hint(page)
    assert said, "no hint with two moves"
    head = page.inner_text("#hint-best")
    # not "about as good" over a gap whose error reaches 5 points (grading.close_call)
    assert head.startswith("Too close to call:"), head
    assert "8.7 ± 4.7 points apart, within twice the measurement error: the deals" in head, head
    assert len(re.findall(r"\d+%", head)) == 2, head  # each named move's chance, once
    others = page.locator("#hint-panel .hint-others li").all_inner_texts()
    assert len(others) == min(3, said[0] - 2), others  # neither the advice nor the close one
    assert not [o for o in others if "about as good" in o], others


def test_the_odds_of_being_sent_under_are_written_as_french_writes_a_colon(
    page: Any, server: Server
) -> None:
    """'Robot glouton 2: 20 %' in the sail-or-wait table: French puts a (no-break) space
    before a colon, as everywhere else on the page ("Robot glouton 2 : 20 %")."""
    import re

    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=3, stop=my_turn("discard", 2)
    )
    page.add_init_script("localStorage.setItem('corsairs.lang', 'fr')")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#turn", timeout=TIMEOUT)
    open_hint(page)
    chances = page.inner_text("#hint-options")
    assert "glouton 2\u00a0: " in chances and not re.search(r"\S: ", chances), chances


def test_a_hint_asked_as_the_page_opens_brings_the_card_above_the_sheet(
    phone: Any, server: Server
) -> None:
    """Asked at once, before the turn's scroll to the hand had run its course, the advice
    left the recommended card below the screen's foot, under the move buttons' dock (four
    times in five): only a card under the sheet itself was brought up."""
    phone.add_init_script("localStorage.setItem('corsairs.lang', 'de')")
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=3, stop=my_turn("discard", 2)
    )
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#turn", timeout=TIMEOUT)
    phone.click("#hint-btn")
    phone.wait_for_selector("#hand .hinted", timeout=TIMEOUT)
    phone.wait_for_function(ABOVE_SHEET, timeout=5000)


IN_SIGHT = """() => [...document.querySelectorAll('#hint-btn, #dialog-hint')].some(b => {
  const r = b.getBoundingClientRect();
  return !b.hidden && r.width > 0 && r.top >= 0 && r.bottom <= innerHeight; })"""


def test_the_hint_is_at_hand_at_a_piratatak_give_back_on_a_desktop(
    page: Any, server: Server
) -> None:
    """At 1280×800 a pirate's give-back is scrolled into sight, and the Hint button (top
    of the page) was far above it: only the H key reached it. A Hint button stands with
    the give-back's own buttons."""
    page.set_viewport_size({"width": 1280, "height": 800})
    give = lambda s: s.current_player == 0 and s.observation(0)["phase"] == "give"  # noqa: E731
    seats = ["human", "greedy", "greedy", "greedy"]
    table, tokens = stored_table(server.db, "piratatak", seats, seed=36, stop=give)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pt-give", timeout=TIMEOUT)
    page.wait_for_function("() => scrollY > 0")  # the give-back brought into sight
    page.wait_for_function(IN_SIGHT, timeout=3000)
    page.locator("#pt-actions #dialog-hint").click()
    page.wait_for_selector("#hint-best", timeout=TIMEOUT)
    assert page.locator("#pt-give-sets .hinted").count() == 1
    # the keyboard goes on from the panel to the give-back's choices, and Escape back to
    # the Hint button that asked (the page's, far above, had it)
    _tab_on_and_escape_back(page, "#pt-actions", "#pt-actions #dialog-hint")


def test_a_player_who_used_hints_has_a_new_tables_first_hint_worked_out_ahead(
    page: Any, server: Server
) -> None:
    """The first hint of every game was paid in full (worked out only once asked). A
    browser whose player has asked for a hint says so at the next table (``ahead``), and
    the server starts on the seat's first decision before the Hint button is pressed."""
    import json

    sent: list[dict[str, Any]] = []
    page.on(
        "websocket",
        lambda ws: ws.on("framesent", lambda payload: sent.append(json.loads(payload))),
    )
    corsairs_page(page, server)
    open_hint(page)
    hints = [m for m in sent if m.get("type") == "hint"]
    assert [m.get("ahead", False) for m in hints] == [False], hints  # never used: not ahead
    sent.clear()
    corsairs_page(page, server, seed=8)
    open_hint(page)
    hints = [m for m in sent if m.get("type") == "hint"]
    assert [m.get("ahead", False) for m in hints] == [True, False], hints
