"""The game log: every move narrated, grouped by round with the results, on the side on a
desktop and in a drawer on a phone; screen readers hear only the new lines."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_helpers import Server, in_language, settled, stored_table, two_frames

TIMEOUT = 20_000
NAMES = ["Ann", "Bea", "Cid"]


def _table(server: Server) -> tuple[str, dict[int, str]]:
    return stored_table(
        server.db,
        "corsairs",
        ["human", "greedy", "greedy"],
        seed=1,
        names=NAMES,
        stop=lambda s: s.current_player == 0 and s.observation(0)["round"] == 2,
    )


def test_log_narrates_rounds_and_announces_only_new_lines(page: Any, server: Server) -> None:
    table, tokens = _table(server)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#log-body li", timeout=TIMEOUT)
    assert page.locator("#log").is_visible()
    heads = page.locator("#log-body h3").all_inner_texts()
    assert heads[:2] == ["Round 1", "Round 2"]
    result = page.locator("#log-body li.round-end").inner_text()
    assert "set sail" in result and "limit" in result.lower()
    assert result.startswith("Round 1 result: ") and "summary" not in result
    lines = page.locator("#log-body li").all_inner_texts()
    assert any(line.startswith("\U0001f916 Bea discarded") for line in lines)
    assert any(line.startswith("\U0001f916 Cid drew from the stock") for line in lines)
    # opened, the log's lines are not read out: only the turn, and what to do
    opened = page.evaluate("document.getElementById('announce').textContent")
    assert opened == (
        "Your turn. Draw a card: 1 Stock, 2 Discard pile, 3 Pier."
        " M goes to your hand, L to the log and back."  # once, at the first turn
    ), opened
    page.click("#draw-stock")
    page.wait_for_selector("#hand .card.playable")
    page.locator("#hand .card.playable").first.click()
    page.click("#discard")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    # (the bots' moves are said once what came before them is read: waited for)
    page.wait_for_function(
        "() => document.getElementById('announce').textContent.endsWith('Your turn.')"
    )
    said = page.evaluate("document.getElementById('announce').textContent")
    assert said and "Round" not in said and len(said) < 300, said
    last = page.locator("#log-body li.last").inner_text().replace("\U0001f916 ", "")
    # the bot's turn in one sentence, named once, without its 🤖
    assert said.endswith(last.removeprefix("Cid ") + ". Your turn."), (said, last)
    assert said.count("Cid") == 1 and "\U0001f916" not in said, said
    assert page.locator("#log-body li.last").inner_text().startswith("\U0001f916 Cid")
    assert page.locator(".seat.last-move[data-seat='2']").count() == 1


def test_phone_log_is_a_drawer(phone: Any, server: Server) -> None:
    table, tokens = _table(server)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#turn", timeout=TIMEOUT)
    assert not phone.locator("#log").is_visible()
    # the pier's first card, taller than the rest, with its 7 px ring (style.css .card.first)
    # clear of the "Pier. Colour: …" line above it: they covered its lower edge
    assert phone.evaluate(PIER_ROOM) >= 7, phone.evaluate(PIER_ROOM)
    # its mark is shown, not read out ("trigram for heaven, Log")
    assert "☰" not in phone.locator("#log-toggle").aria_snapshot()
    phone.tap("#log-toggle")
    phone.wait_for_selector("#log.open")
    settled(phone, "#log")
    box = phone.locator("#log").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 391
    assert phone.locator("#log-body li").count() > 10
    assert phone.evaluate(MODAL) == []
    phone.mouse.click(12, 600)  # the table beside the drawer: nothing there answers a tap...
    phone.wait_for_selector("#log", state="hidden")  # ...but the drawer closes
    phone.tap("#log-toggle")
    phone.wait_for_selector("#log.open")
    settled(phone, "#log")
    phone.tap("#log .log-close")
    phone.wait_for_selector("#log", state="hidden")  # visibility goes when the slide ends
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    assert phone.locator("[inert]").count() == 0
    assert phone.evaluate("document.activeElement.id") == "log-toggle"
    # opened by its key from the stock, closed by Escape: the focus is back on the stock
    stock = phone.locator("#draw-stock")
    stock.focus()
    assert stock.evaluate("e => e === document.activeElement")
    phone.keyboard.press("l")
    phone.wait_for_selector("#log.open")
    assert phone.evaluate(MODAL) == []
    phone.keyboard.press("Escape")
    assert stock.evaluate("e => e === document.activeElement")
    assert phone.locator("[inert]").count() == 0
    # a friend's lay-down ends the round while the drawer is open: the round's summary (a
    # dialog, modal as the drawer is) opened under it, made inert, its focus lost to the body
    table, tokens, last = _a_friend_ends_the_round(server)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#turn", timeout=TIMEOUT)
    phone.keyboard.press("l")
    phone.wait_for_selector("#log.open")
    phone.evaluate(FRIEND_PLAYS, [table, tokens[1], *last[:2]])
    phone.wait_for_selector("#round-summary", timeout=TIMEOUT)
    phone.wait_for_selector("#log", state="hidden")  # the drawer made way
    assert phone.evaluate("document.getElementById('overlay').contains(document.activeElement)")
    assert phone.locator("[inert]").count() == 0
    # each seat's lay-down, whose columns the phone's table leaves out, a tap away: the crew
    # that ended the round in sight, the Continue still at the dialog's foot
    lay_downs = phone.locator("#round-summary details.lay-downs")
    lay_downs.locator("summary").tap()
    assert lay_downs.locator(".lay-down .card").first.is_visible()
    assert lay_downs.locator(".lay-down").count() == 2
    assert (
        phone.evaluate("document.getElementById('summary-continue').getBoundingClientRect().bottom")
        <= 844
    )
    # the drawer opened over the summary (to read the round's moves) keeps it under it, and
    # the focus, as the friend's next move draws the summary anew (it took the focus, inert)
    phone.tap("#log-toggle")
    phone.wait_for_selector("#log.open")
    phone.evaluate(FRIEND_PLAYS, [table, tokens[1], last[0] + 1, last[2]])
    phone.wait_for_function(
        f"() => document.getElementById('table').dataset.seq === '{last[0] + 2}'"
    )
    assert phone.evaluate(MODAL) == []
    assert phone.locator("#overlay").evaluate("e => e.inert")
    assert phone.locator("#round-summary details.lay-downs[open]").count() == 1  # kept open


PIER_ROOM = """() => document.querySelector('#draw-pier .card.first').getBoundingClientRect().top
  - document.getElementById('pier-colour').getBoundingClientRect().bottom"""
"""How far the pier's first card lies below the pier's colour, in px."""


FRIEND_PLAYS = """([table, token, seq, action]) => new Promise((done, fail) => {
  const ws = new WebSocket(`ws://${location.host}/ws/${table}`,
    ['corsairs', 'corsairs.token.' + token]);
  setTimeout(() => { ws.close(); fail(new Error('no answer')); }, 10000);
  ws.onopen = () => ws.send(JSON.stringify({ type: 'act', seq, action }));
  ws.onmessage = (e) => { const m = JSON.parse(e.data);
    if (m.type === 'error') { ws.close(); fail(new Error(m.code)); }
    if (m.seq > seq) { ws.close(); done(); } }; })"""
"""The other player's move ``action`` at position ``seq``, sent on a connection of their own
(refused, or unanswered for 10 s: an error)."""


def _a_friend_ends_the_round(server: Server) -> tuple[str, dict[int, str], tuple[int, str, str]]:
    """A two-player table stopped at the second player's move that ends a round, whose
    next move is theirs too: the table, its tokens, the move's position and the two moves."""
    from e2e_helpers import greedy_game

    from corsairs.registry import load_game

    game = load_game("corsairs", players=2)
    state = game.new_state(seed=7)
    moves = greedy_game("corsairs", 2, 7)
    for n, text in enumerate(moves):
        seat, round_ = state.current_player, state.observation(0)["round"]
        state.apply(game.parse_action(text))
        if seat == 1 and state.observation(0)["round"] > round_ and state.current_player == 1:
            table, tokens = stored_table(server.db, "corsairs", ["human", "human"], moves=n)
            return table, tokens, (n, text, moves[n + 1])
    raise AssertionError("the second player ends no round and begins the next")


# A phone's open log drawer is modal: the focus in it, the page behind it inert (a swiping
# screen reader went on from the drawer into the table it covers). Returns the problems.
MODAL = """() => {
  const log = document.getElementById('log');
  const problems = [];
  if (!log.contains(document.activeElement)) problems.push('the focus is outside the drawer');
  if (log.closest('[inert]')) problems.push('the drawer is inert');
  for (const sel of ['#table', '#table-bar', '#log-toggle', '.topbar', '#hand .card']) {
    const el = document.querySelector(sel);
    if (el && !el.closest('[inert]')) problems.push(`${sel} can be reached`);
  }
  return problems;
}"""


EDGE = """() => {
  const head = document.querySelector('#log .log-head');
  const title = document.getElementById('log-title').getBoundingClientRect();
  const body = document.getElementById('log-body').getBoundingClientRect();
  return { line: parseFloat(getComputedStyle(head).borderBottomWidth),
           gap: body.top - title.bottom };
}"""
"""The line under the log's heading, and the room between the heading and its lines."""

# The log's box against the table's column in sight: from the table's top (or the window's
# top, scrolled past it) to the table's foot (or the window's foot), 8 px from the edges.
FILL = """() => {
  const log = document.getElementById('log').getBoundingClientRect();
  const table = document.getElementById('table').getBoundingClientRect();
  return { y: scrollY, top: log.top - Math.max(table.top, 8),
           bottom: log.bottom - Math.min(table.bottom, innerHeight - 8) };
}"""


@pytest.mark.parametrize("height", [800, 600])
def test_the_log_fills_the_tables_column_in_sight_as_the_page_scrolls(
    page: Any, server: Server, height: int
) -> None:
    """The log's height was measured at each repaint for an unscrolled page: once scrolled it
    stopped short of the window's foot, and where it was taller than the table it lengthened
    the page (which then scrolled only for it). In the lower window, scrolled to its last
    lines, the log's heading keeps an edge above them."""
    table, tokens = _table(server)
    page.set_viewport_size({"width": 1280, "height": height})
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#log-body li", timeout=TIMEOUT)
    if height == 600:
        # Scrolled, the log's first visible line (half cut) touched its heading "Game log".
        page.wait_for_function("() => document.getElementById('log-body').scrollTop > 0")
        edge = page.evaluate(EDGE)
        assert edge["line"] >= 1 and edge["gap"] >= 6, ("the log heading's edge", edge)
    end = page.evaluate("document.documentElement.scrollHeight - innerHeight")
    for y in (0, end // 2, end):
        # the page fits the log at the scroll's event, dispatched with the next frame (a
        # 50 ms pause raced a loaded machine, where frames come seldom)
        page.evaluate(f"scrollTo({{ top: {y}, behavior: 'instant' }})")
        two_frames(page)
        fit = page.evaluate(FILL)
        assert abs(fit["top"]) <= 2 and abs(fit["bottom"]) <= 2, fit
    # a repaint (the player's draw) keeps the page where it is and the log in its place
    page.click("#draw-stock")
    page.wait_for_selector("#hand .card.playable")
    fit = page.evaluate(FILL)
    assert fit["y"] == end and abs(fit["top"]) <= 2 and abs(fit["bottom"]) <= 2, fit


def test_the_log_drawer_takes_and_keeps_the_keyboard(page: Any, server: Server) -> None:
    """In a window under 900 px the log is a drawer: Enter on *Log* left the focus on the
    button (the drawer was still hidden when the focus was given), so Tab went on into the
    table under it and Escape did not close it; and each move redrew the drawer, dropping
    the focus out of it."""
    from e2e_helpers import my_turn

    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], stop=my_turn("draw", 2)
    )
    page.set_viewport_size({"width": 800, "height": 800})
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#draw-stock:not([disabled])")
    page.focus("#log-toggle")
    page.keyboard.press("Enter")
    in_log = "document.getElementById('log').contains(document.activeElement)"
    assert page.evaluate(in_log)
    seq = page.locator("#table").get_attribute("data-seq")
    page.keyboard.press("1")  # a draw redraws the drawer while it has the focus
    page.wait_for_function(
        "s => document.getElementById('table').dataset.seq !== s", arg=seq, timeout=TIMEOUT
    )
    assert page.evaluate(in_log)
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.id") == "log-toggle"
    assert "open" not in (page.locator("#log").get_attribute("class") or "")


OWN_LINES = """() => [...document.querySelectorAll('#log-body li')].map(li => li.innerText)"""


@pytest.mark.parametrize(
    ("game", "lang", "you", "third"),
    [("corsairs", "fr", "Vous avez ", "Ann a "), ("piratatak", "de", "Du hast ", "Ann hat ")],
)
def test_the_players_own_moves_are_said_to_them(
    page: Any, server: Server, game: str, lang: str, you: str, third: str
) -> None:
    """The log said "Ann drew…" of the player's own moves, as of a stranger's: they are
    now "You drew…" in the player's language; the others' moves keep their names."""
    seats = ["human", "greedy", "greedy"]
    table, tokens = stored_table(server.db, game, seats, seed=1, names=NAMES, moves=12)
    in_language(page, lang)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#log-body li", timeout=TIMEOUT)
    lines = page.evaluate(OWN_LINES)
    assert any(line.startswith(you) for line in lines), lines
    assert not any(line.startswith(third) for line in lines), lines
    assert any(line.startswith("🤖 Bea ") for line in lines), lines  # a bot, marked
    page.goto(f"{server.url}/table/{table}")  # a spectator has no "you"
    page.wait_for_selector("#log-body li", timeout=TIMEOUT)
    assert any(line.startswith(third) for line in page.evaluate(OWN_LINES))


def test_the_bot_mark_in_a_seats_heading_is_its_glyph_from_the_first_view(
    page: Any, server: Server
) -> None:
    """The seat's heading of a bot, drawn before the page's bot-mark font had loaded, kept
    an empty box for the whole game (Chromium keeps a text's shaping: the same heading
    redrawn later, "🤖 Casual bot 2", was never shaped again), at every friend's table on a
    machine without an emoji font. Measured: the box is half the glyph's width. The page's
    font for the mark is checked here too, and a table alone with a bot has no talk."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "casual"], seed=1, moves=0)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector(".seat[data-seat='1'] h3", timeout=TIMEOUT)
    widths = page.evaluate(
        """async () => {
            await document.fonts.ready;
            const h3 = document.querySelector(".seat[data-seat='1'] h3");
            const walk = document.createTreeWalker(h3, NodeFilter.SHOW_TEXT);
            let text = walk.nextNode();  // (the mark is kept from screen readers in a span)
            while (text && !text.data.startsWith("\\u{1F916}")) text = walk.nextNode();
            const range = document.createRange();
            range.setStart(text, 0);
            range.setEnd(text, 2);
            const canvas = document.createElement("canvas").getContext("2d");
            canvas.font = getComputedStyle(h3).font;
            return [range.getBoundingClientRect().width, canvas.measureText("\\u{1F916}").width];
        }"""
    )
    assert abs(widths[0] - widths[1]) < 1, widths
    # The bot mark has a glyph without an emoji font: 🤖 before a bot's name was an empty
    # box on a machine with no emoji font (this browser has none): the page (the lobby's and
    # the table's alike) brings the one glyph, after the system's colour emoji.
    faces = page.evaluate(
        """async () => (await document.fonts.load('16px "Corsairs bot mark"', '\\u{1F916}'))
            .map((f) => [f.family, f.status])"""
    )
    assert faces == [['"Corsairs bot mark"', "loaded"]] or faces == [
        ["Corsairs bot mark", "loaded"]
    ], ("the bot mark's font", faces)
    stack = page.evaluate("getComputedStyle(document.body).fontFamily")
    assert stack.index("Noto Color Emoji") < stack.index("Corsairs bot mark"), stack
    # The same table, a player alone with a bot, has no talk (test_talk_in_browser.py's
    # friends do): no one to talk to. Its table drawn (the hand) the talk has learnt who sits
    # there.
    page.wait_for_selector("#hand .card", timeout=TIMEOUT)
    assert page.locator("#talk").is_hidden(), "a table alone with bots has no talk"


# What the log and its news say of a round's result and of a bot's turn, in each language,
# is tests/server/test_log_news_words.py's (the page's own modules in Node, no browser).
