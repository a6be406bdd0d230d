"""Friends on their own machines, as an audit of invites found them (docs/server.md,
"Playing"). Each test failed on the table before its fix."""

from __future__ import annotations

from typing import Any

import httpx
from e2e_helpers import Server, in_language, my_turn, stored_table
from playwright.sync_api import expect
from test_browser import TIMEOUT

AT_ONCE = 4000
"""Milliseconds within which a page says its network went away or came back, told by the
browser: a page left to its keep-alive (a ping every 5 s, a new connection after 15 s of
silence) takes 5 s or more. It was 2 s (3 s back online), which a loaded machine's renderer
may spend on one frame."""


def test_a_friend_who_opens_the_invite_link_again_is_back_at_the_seat(
    browser: Any, server: Server
) -> None:
    """A friend who clicks the invite link in the chat a second time (a second tab, or
    the next evening) was told someone else had used it and shown the game as a
    spectator, though this browser holds the seat's token."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    made = httpx.post(
        f"{server.url}/api/tables", json={"game": "corsairs", "players": 2, "seats": seats}
    ).json()
    link = f"{server.url}/table/{made['id']}#invite={made['invites'][1]}"
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    try:
        first = ctx.new_page()
        first.goto(link)
        first.wait_for_selector("#hand .card", timeout=TIMEOUT)
        token = first.evaluate("location.hash")
        assert token.startswith("#token=")
        second = ctx.new_page()
        second.goto(link)
        second.wait_for_selector("#hand .card", timeout=TIMEOUT)
        assert second.evaluate("location.hash") == token
        assert second.locator("#toast:not([hidden])").count() == 0
    finally:
        ctx.close()


def test_one_invite_link_opened_twice_at_once_takes_one_seat(browser: Any, server: Server) -> None:
    """Two tabs of one browser opening the link within milliseconds: the second was at
    times told "someone has already used this invite link" and only watched, though its
    own browser had just taken the seat (1 run in 3). Now both are at the seat; from two
    machines, one seat and the other told plainly that someone has used the link."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    for machines in (1, 1, 2):
        made = httpx.post(
            f"{server.url}/api/tables", json={"game": "corsairs", "players": 2, "seats": seats}
        ).json()
        link = f"{server.url}/table/{made['id']}#invite={made['invites'][1]}"
        ctxs = [browser.new_context() for _ in range(machines)]
        try:
            tabs = [ctxs[0].new_page(), ctxs[-1].new_page()]
            for tab in tabs:
                tab.goto(f"{server.url}/api/games")  # on the server's origin: both start at once
            for tab in tabs:
                tab.evaluate("link => { location.href = link; }", link)
            for tab in tabs:
                tab.wait_for_selector("#hand .card, #link-note", timeout=TIMEOUT)
            seated = [tab.locator("#hand .card").count() > 0 for tab in tabs]
            if machines == 1:
                assert seated == [True, True]
                assert tabs[0].evaluate("location.hash") == tabs[1].evaluate("location.hash")
            else:
                assert sorted(seated) == [False, True]
                other = tabs[seated.index(False)]
                assert "Bob has already used this invite link" in other.inner_text("#link-note")
            assert httpx.get(f"{server.url}/api/tables/{made['id']}").json()["started"]
        finally:
            for ctx in ctxs:
                ctx.close()


LONG = "W" * 40  # the longest name a seat may have, with nowhere to break
RTL = "عليّ 2"  # a right-to-left name with the number a second "عليّ" gets


def test_friends_names_long_or_right_to_left_leave_the_phone_table_whole(
    phone: Any, server: Server
) -> None:
    """A friend named 40 W's pushed a phone's table to twice the screen's width (the hand
    and the moves scrolled sideways, for every player), and a right-to-left name was not
    set apart from the sentence around it: a number after it ("عليّ 12 cards", "+3")
    joined its right-to-left run and was shown before it."""
    names = ["Ann", LONG, RTL, "Cy"]
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "human", "human", "human"], moves=12, names=names
    )
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#hand .card", timeout=TIMEOUT)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    seat = phone.locator(".seat[data-seat='1'] h3")
    assert seat.bounding_box()["x"] + seat.bounding_box()["width"] <= 390
    # the name is set apart from the text around it, whichever way it reads
    heading = phone.locator(".seat[data-seat='2'] h3").inner_text()
    assert f"\u2068{RTL}\u2069" in heading, repr(heading)
    phone.click("#log-toggle")
    phone.wait_for_selector("#log li", timeout=TIMEOUT)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    lines = phone.locator("#log").inner_text()
    assert f"\u2068{RTL}\u2069" in lines and f"{LONG}" in lines


def test_a_phone_that_goes_offline_says_so_at_once_and_plays_the_move_once_back(
    phone: Any, server: Server
) -> None:
    """A friend's phone lost its network at their turn: the browser knew at once, but the
    page said nothing for up to 20 s (until its keep-alive gave up), the move tapped
    meanwhile seemingly ignored. (First a short loss, without a move: the reconnection.)"""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy"], seed=3, stop=my_turn("draw")
    )
    opened: list[Any] = []
    phone.on("websocket", lambda ws: opened.append(ws))
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    _a_phone_back_online_reconnects_at_once(phone, opened)
    seq = httpx.get(f"{server.url}/api/tables/{table}").json()["seq"]
    phone.context.set_offline(True)
    phone.wait_for_selector("#conn-banner:not([hidden])", timeout=AT_ONCE)
    for y in (0, 10_000):  # the page at its top, and scrolled (the bar stuck at the top)
        phone.evaluate("y => scrollTo({ top: y, behavior: 'instant' })", y)
        assert phone.evaluate(BAR_IN_REACH) == [], y
        if y == 0:
            phone.wait_for_function(TOP_CLEAR, timeout=3000)
    phone.click("#draw-stock")
    # the tap is not ignored: said to wait for the connection (it was tapped again and again)
    expect(phone.locator("#conn-banner")).to_contain_text("Your move is sent as soon as")
    phone.context.set_offline(False)
    phone.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)  # the draw was played
    phone.wait_for_selector("#conn-banner[hidden]", state="attached", timeout=TIMEOUT)
    assert httpx.get(f"{server.url}/api/tables/{table}").json()["seq"] == seq + 1


# While the connection is down, the table bar's buttons are in reach (the red banner lay
# over the bar, its Log button with it) and the banner is in sight below the bar.
BAR_IN_REACH = """async () => {
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));  // scrolled
  const problems = [];
  const bar = document.querySelector('#table-bar').getBoundingClientRect();
  const banner = document.querySelector('#conn-banner').getBoundingClientRect();
  for (const b of document.querySelectorAll('#table-bar button:not([hidden])')) {
    const r = b.getBoundingClientRect();
    if (!r.height) continue;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!b.contains(hit)) problems.push(`${b.id} covered at ${scrollY}`);
  }
  if (banner.top < bar.bottom - 0.5 || banner.bottom > innerHeight) {
    problems.push(`banner at ${banner.top}..${banner.bottom}, the bar's foot at ${bar.bottom}`);
  }
  return problems;
}"""

# At the page's top, "Connection lost" covers neither the header (a desktop's language) nor
# the status panel's first line, which it lay over on a phone. (Scrolled to the top in the
# check itself: polled until true, a scroll of the page's own under way is waited out.)
TOP_CLEAR = """() => {
  scrollTo({ top: 0, behavior: 'instant' });
  const banner = document.querySelector('#conn-banner').getBoundingClientRect();
  const head = document.querySelector('.topbar').getBoundingClientRect();
  const status = document.querySelector('#turn').closest('.panel').getBoundingClientRect();
  return scrollY === 0 && banner.top >= head.bottom - 0.5 && banner.bottom <= status.top + 0.5;
}"""


def _a_phone_back_online_reconnects_at_once(phone: Any, opened: list[Any]) -> None:
    """Back from a tunnel, the phone's old connection (on the network it lost) was kept
    and pinged: a dead one was only replaced once 15 s of silence had passed."""
    phone.context.set_offline(True)
    phone.wait_for_selector("#conn-banner:not([hidden])", timeout=AT_ONCE)
    phone.context.set_offline(False)
    phone.wait_for_function("() => true")  # let the page hear that it is online
    phone.wait_for_selector("#conn-banner[hidden]", state="attached", timeout=AT_ONCE)
    assert len(opened) == 2, "a new connection on the network found again"
    phone.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)


def test_a_long_name_leaves_the_lobby_and_the_creators_panel_whole(
    phone: Any, server: Server
) -> None:
    """The same name pushed the lobby's My tables ("Waiting for WWW…" would not wrap) and
    the creator's invite links to well past a phone's width."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": LONG}]
    made = httpx.post(
        f"{server.url}/api/tables", json={"game": "corsairs", "players": 2, "seats": seats}
    ).json()
    table = made["id"]
    phone.goto(f"{server.url}/")
    phone.evaluate(
        """([table, token, creator, invite]) => {
            localStorage.setItem("corsairs.tables", JSON.stringify([{ table, token }]));
            localStorage.setItem("corsairs.creator." + table, creator);
            localStorage.setItem("corsairs.invites." + table, JSON.stringify({ 1: invite }));
        }""",
        [table, made["tokens"][0], made["creator_token"], made["invites"][1]],
    )
    phone.reload()
    phone.wait_for_selector(".tables-list li", timeout=TIMEOUT)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    phone.goto(f"{server.url}/table/{table}#token={made['tokens'][0]}")
    phone.wait_for_selector("#invites [data-invite='1']", timeout=TIMEOUT)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    # while the table waits, the link to send is on the first screen (it was two screens
    # below the hand: the host had to scroll to find it)
    link = phone.locator(".invite[data-invite='1']").bounding_box()
    assert phone.evaluate("scrollY") == 0 and link["y"] + link["height"] <= 844, link


def test_a_friend_on_another_device_is_told_where_their_seat_is(
    browser: Any, server: Server
) -> None:
    """The friend who took the seat on the laptop and opens the link on the phone was told
    only that someone had used it: a stranger, for all they knew."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    made = httpx.post(
        f"{server.url}/api/tables", json={"game": "corsairs", "players": 2, "seats": seats}
    ).json()
    claim = f"{server.url}/api/tables/{made['id']}/claim"
    assert httpx.post(claim, json={"invite": made["invites"][1]}).is_success
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    try:
        pg = ctx.new_page()
        pg.goto(f"{server.url}/table/{made['id']}#invite={made['invites'][1]}")
        note = pg.wait_for_selector("#link-note", timeout=TIMEOUT).inner_text()
        assert "Bob has already used this invite link" in note
        assert "If it was you" in note and "My tables" in note, note
    finally:
        ctx.close()


def test_a_claim_whose_answer_is_lost_keeps_the_friends_seat(phone: Any, server: Server) -> None:
    """The server took the seat, the answer was lost on the phone's way: the page stayed
    blank, and opened again the link said someone had used it. Bob, locked out of his
    own seat for good, could only watch a table waiting for him."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    made = httpx.post(
        f"{server.url}/api/tables", json={"game": "corsairs", "players": 2, "seats": seats}
    ).json()
    lost: list[str] = []

    def lose_the_first_answer(route: Any) -> None:
        if lost:
            route.continue_()
            return
        lost.append(route.request.post_data)
        route.fetch()  # the server takes the seat...
        route.abort()  # ...and its answer never arrives

    phone.route("**/claim", lose_the_first_answer)
    phone.goto(f"{server.url}/table/{made['id']}#invite={made['invites'][1]}")
    phone.wait_for_selector("#hand .card", timeout=TIMEOUT)
    assert lost and phone.evaluate("location.hash").startswith("#token=")
    assert phone.locator("#seat-replaced, #link-note, #toast:has-text('already used')").count() == 0


def test_play_again_whose_answer_is_lost_takes_the_player_to_the_new_game(
    page: Any, server: Server
) -> None:
    """The server made the new table, the answer never arrived: pressing again said "you
    took your seat at the new game already", the player locked out of it."""
    table, tokens = stored_table(
        server.db, "piratatak", ["human", "human"], seed=2, names=["Ann", "Ben"]
    )
    lost: list[str] = []

    def lose_the_first_answer(route: Any) -> None:
        if lost:
            route.continue_()
            return
        lost.append(route.request.url)
        route.fetch()  # the server makes the new table...
        route.abort()  # ...and its answer never arrives

    page.route("**/again", lose_the_first_answer)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.click("#result-again", timeout=TIMEOUT)
    page.wait_for_url(lambda url: table not in url and "#token=" in url, timeout=TIMEOUT)
    again = page.url.split("/table/")[1].split("#")[0]
    assert lost and httpx.get(f"{server.url}/api/tables/{again}").json()["seats"][0]["joined"]
    page.wait_for_selector("#start-now", timeout=TIMEOUT)  # and it is the new game's creator


def test_a_long_name_leaves_the_final_result_whole(phone: Any, server: Server) -> None:
    """At the end the result (the winner's line, the standings), Piratatak's line of the
    last turn and the score sheet's columns went past a phone's width: the penalty
    cards, and the other players' columns, out of sight."""
    names = [LONG, "Ann", RTL]
    for game in ("corsairs", "piratatak"):
        table, tokens = stored_table(server.db, game, ["human"] * 3, seed=5, names=names)
        phone.goto(f"{server.url}/table/{table}#token={tokens[1]}")
        result = phone.wait_for_selector("#result", timeout=TIMEOUT)
        assert phone.evaluate("document.documentElement.scrollWidth") <= 390, game
        assert result.evaluate("e => e.scrollWidth <= e.clientWidth"), game
        if game == "corsairs":
            phone.click("#result-sheet")
            sheet = phone.wait_for_selector("#score-sheet .scroll-x", timeout=TIMEOUT)
            assert sheet.evaluate("e => e.scrollWidth <= e.clientWidth")


def test_two_seats_of_one_browser_play_again_each_with_its_own_token(
    browser: Any, server: Server
) -> None:
    """One browser holding two seats of a table (two tabs) kept one proposed *Play again*
    token per table: the second tab to press proposed the first tab's token, and the
    later of the two was refused ("this seat token is taken")."""
    table, tokens = stored_table(
        server.db, "piratatak", ["human", "human"], seed=2, names=["Ann", "Ben"]
    )
    ctx = browser.new_context()
    try:
        held: list[Any] = []

        def hold_the_first(route: Any) -> None:
            if held:
                route.continue_()
            else:
                held.append(route)  # Ann's request waits on the way...

        ctx.route("**/again", hold_the_first)
        ann, ben = ctx.new_page(), ctx.new_page()
        ann.goto(f"{server.url}/table/{table}#token={tokens[0]}")
        ben.goto(f"{server.url}/table/{table}#token={tokens[1]}")
        ann.click("#result-again", timeout=TIMEOUT)
        ann.wait_for_function(
            "() => Object.keys(localStorage).some(k => k.startsWith('corsairs.again'))"
        )
        ben.click("#result-again", timeout=TIMEOUT)  # ...while Ben's makes the new table
        ben.wait_for_url(lambda url: table not in url and "#token=" in url, timeout=TIMEOUT)
        held[0].continue_()
        ann.wait_for_url(lambda url: table not in url and "#token=" in url, timeout=TIMEOUT)
        again = ann.url.split("/table/")[1].split("#")[0]
        seats = httpx.get(f"{server.url}/api/tables/{again}").json()["seats"]
        assert [s["joined"] for s in seats] == [True, True]
    finally:
        ctx.close()


def test_an_answer_that_is_not_json_is_an_answer_not_a_lost_connection(
    page: Any, server: Server
) -> None:
    """A proxy's HTML error page (a 502, a 413) in answer to a claim was taken for a lost
    connection and asked again forever under "reconnecting"; it is an answer, said so."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    made = httpx.post(
        f"{server.url}/api/tables", json={"game": "corsairs", "players": 2, "seats": seats}
    ).json()
    asked: list[str] = []

    def bad_gateway(route: Any) -> None:
        asked.append(route.request.url)
        route.fulfill(status=502, content_type="text/html", body="<h1>502 Bad Gateway</h1>")

    page.route("**/claim", bad_gateway)
    page.goto(f"{server.url}/table/{made['id']}#invite={made['invites'][1]}")
    page.wait_for_selector("#link-note:has-text('could not be read')", timeout=5000)
    page.wait_for_timeout(700)  # time for a retry, were there one
    assert len(asked) == 1


def test_a_page_that_lost_the_server_does_not_show_the_others_online(
    browser: Any, server: Server
) -> None:
    """A friend whose phone lost its network (or whose host restarted the server) still saw
    every other player's dot green, "online", for as long as the page could not know. Then,
    the lay-down's dialog open: "Connection lost" lay over its title and first lines (the
    top 32 px of a dialog of the window's height), on a phone and on a desktop alike.
    The two friends play in two tabs of one browser (its storage shared): the first to
    close the round's summary took it from the other's next reload, still unread."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "human"], seed=3, stop=my_lay)
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    pages = []
    for token in tokens.values():
        pg = ctx.new_page()
        pg.goto(f"{server.url}/table/{table}#token={token}")
        pages.append(pg)
    phone = pages[0]
    dot = phone.locator(".seat[data-seat='1'] h3 .dot")
    green = "rgb(95, 211, 95)"
    phone.wait_for_function(
        "() => getComputedStyle(document.querySelector(\".seat[data-seat='1'] h3 .dot\"))"
        ".backgroundColor === 'rgb(95, 211, 95)'",
        timeout=TIMEOUT,
    )
    phone.context.set_offline(True)
    phone.wait_for_selector("#conn-banner:not([hidden])", timeout=TIMEOUT)  # (how soon: above)
    assert dot.evaluate("e => getComputedStyle(e).backgroundColor") != green
    for size in ({"width": 390, "height": 844}, {"width": 1280, "height": 800}):
        phone.set_viewport_size(size)
        phone.wait_for_function("() => true")  # laid out at the new size
        banner = phone.locator("#conn-banner").bounding_box()
        dialog = phone.locator("#lay-dialog").bounding_box()
        assert banner["y"] + banner["height"] <= dialog["y"], (size, banner, dialog)
        assert dialog["y"] + dialog["height"] <= size["height"], (size, dialog)
    phone.context.set_offline(False)
    # The other, on a desktop scrolled down: the log stuck at the window's top lay under it.
    other = pages[1]
    # (the two tabs share the context's network: both back online before it goes off again;
    # taken offline at once, the other's reconnection still under way hid its banner anew)
    for pg in pages:
        pg.wait_for_selector("#conn-banner[hidden]", state="attached", timeout=TIMEOUT)
    other.set_viewport_size({"width": 1280, "height": 600})
    other.evaluate("scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })")
    other.context.set_offline(True)
    other.wait_for_selector("#conn-banner:not([hidden])", timeout=TIMEOUT)
    other.wait_for_function("() => true")
    banner = other.locator("#conn-banner").bounding_box()
    log = other.locator("#log").bounding_box()
    assert banner["y"] + banner["height"] <= log["y"], (banner, log)
    other.wait_for_function(TOP_CLEAR, timeout=3000)  # the header's language was under it
    other.context.set_offline(False)
    phone.wait_for_selector("#conn-banner[hidden]", state="attached", timeout=TIMEOUT)
    # green again once the server says who is online (a message after the reconnection;
    # read at once under load, the dot was still being drawn anew)
    expect(dot).to_have_css("background-color", green, timeout=TIMEOUT)
    # The lay-down ends the round: Ben reads the summary and closes it, Ann reloads hers.
    phone.click("#lay-dialog #confirm-lay")
    for pg in pages:
        pg.wait_for_selector("#round-summary", timeout=TIMEOUT)
    other.click("#summary-continue")
    other.wait_for_selector("#round-summary", state="detached", timeout=TIMEOUT)
    phone.reload()
    phone.wait_for_selector("#round-summary", timeout=TIMEOUT)
    ctx.close()


def my_lay(state: Any) -> bool:
    """A ``stored_table`` stop: seat 0 is to lay down (the other has set sail)."""
    return bool(state.current_player == 0 and state.observation(0)["phase"] == "lay")


STILL = """() => { const w = window;
  if (w.stillY !== scrollY) { w.stillY = scrollY; w.stillFrames = 0; }
  return ++w.stillFrames >= 10; }"""
"""The page has stood still for ten animation frames (a smooth scroll moves it every frame)."""

# The new game's note lies whole between the foot of the table's bar and the docked moves.
NOTE_SEEN = """() => {
  const note = document.querySelector('#rematch-note').getBoundingClientRect();
  const bar = document.querySelector('#table-bar').getBoundingClientRect();
  const dock = document.querySelector('.actions.dock');
  const floor = dock ? dock.getBoundingClientRect().top : innerHeight;
  return note.top >= bar.bottom - 0.5 && note.bottom <= floor + 0.5;
}"""


HEARD = """window.heardNews = []; document.addEventListener('DOMContentLoaded', () => {
  let last = null;
  new MutationObserver(() => { const e = document.getElementById('table-news');
    const said = e ? e.textContent : '';
    if (said && said !== last) window.heardNews.push(said);
    last = said; }).observe(document.body, { childList: true, characterData: true, subtree: true });
});"""
"""Each text the table's news region (#table-news) comes to hold, in order, in window.heardNews."""
NEWS = "() => window.heardNews"
REGIONS_NOW = (
    "() => { window.regions = ['announce', 'table-news'].map((i) => document.getElementById(i)); }"
)
"""The page's live regions as they are now, in window.regions (are they the same later?)."""


def test_play_again_says_the_seats_are_those_of_the_game_just_played(
    page: Any, phone: Any, server: Server
) -> None:
    """After *Play again* another player was to move first, the seats looked moved to a
    friend, and nothing said why. The new table says, to each player who came by *Play
    again* or *Join the new game*, in their language, that everyone keeps their seat and
    who starts is drawn again; until their first turn is played, or they close it."""
    table, tokens = stored_table(
        server.db, "piratatak", ["human", "human"], seed=2, names=["Ann", "Ben"]
    )
    in_language(phone, "de")
    page.set_viewport_size({"width": 390, "height": 844})  # Ann on a phone too
    for player in (page, phone):
        player.add_init_script(HEARD)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.goto(f"{server.url}/table/{table}#token={tokens[1]}")
    page.wait_for_selector("#result-again", timeout=TIMEOUT)
    page.evaluate(REGIONS_NOW)
    page.click("#result-again")
    page.wait_for_url(lambda url: table not in url, timeout=TIMEOUT)
    expect(page.locator("#rematch-note")).to_contain_text(
        "everyone keeps their seat from the game just played", timeout=TIMEOUT
    )
    # the new table is said by the regions the page had before it opened: a region inserted
    # with the page and filled a moment later is not read out, and a screen reader, with no
    # page load to read, heard nothing of the new table (the focus on its Stock)
    assert page.evaluate("() => window.regions.every((r) => r.isConnected)")
    expect(page.locator("#table-news")).to_contain_text("everyone keeps their seat")
    # the player who pressed heard nothing of "a player" starting a new game (it was them)
    assert not [w for w in page.evaluate(NEWS) if "new game with" in w], page.evaluate(NEWS)
    # Ben hears who started it once, by name: not "Someone started a new game" first
    expect(phone.locator("#again-news")).to_contain_text("Ann hat", timeout=TIMEOUT)
    told = [w for w in phone.evaluate(NEWS) if "neues Spiel" in w]
    assert len(told) == 1 and "Ann hat" in told[0], told
    phone.click("#result-again", timeout=TIMEOUT)  # "Join the new game", in the result
    phone.wait_for_url(lambda url: table not in url, timeout=TIMEOUT)
    note = phone.locator("#rematch-note")
    expect(note).to_contain_text("Alle behalten ihren Platz aus dem letzten Spiel", timeout=TIMEOUT)
    # read out beside the turn's words, by a region in the page before it (a status region
    # inserted with its words in it, some screen readers said nothing; others its "Close")
    news = phone.locator("#table-news")
    expect(news).to_contain_text("Alle behalten ihren Platz aus dem letzten Spiel")
    assert note.get_attribute("role") is None and "Schließen" not in news.inner_text()
    assert "Alle behalten" not in (phone.locator("#announce").text_content() or "")
    # whoever starts (Ben's page opens on it, or Ann's waiting page comes to it), the turn's
    # scroll to the boat leaves the note in sight: it took it off a phone's screen
    for player in (page, phone):
        player.wait_for_selector("#turn", timeout=TIMEOUT)
        player.evaluate("() => { window.stillY = undefined; }")
        player.wait_for_function(STILL, polling="raf", timeout=TIMEOUT)
        assert player.evaluate(NOTE_SEEN), player.evaluate("scrollY")
    phone.click("#rematch-close")
    expect(note).to_have_count(0)
    phone.reload()
    phone.wait_for_selector("#turn", timeout=TIMEOUT)
    expect(note).to_have_count(0)  # closed is closed
    # Ann's first turn over (whoever starts: the deal is the server's), the note has said enough
    for _ in range(100):
        if not page.locator("#rematch-note").count():
            break
        for player in (page, phone):
            for move in (
                "[data-action^='give ']",
                "#pt-stop:not([disabled])",
                "#pt-draw:not([disabled])",
            ):
                if player.locator(move).count():
                    player.locator(move).first.click()
                    break
        page.wait_for_timeout(150)
    expect(page.locator("#rematch-note")).to_have_count(0)
    # A four-player Corsairs game that opens on Ann's draw (as if she came by Play again):
    # the turn's scroll to the hand took the note off her phone's screen; closed, the hand
    # comes up and the focus goes to the play (it was lost with the removed button)
    table, tokens = stored_table(
        server.db, "corsairs", ["human"] + ["greedy"] * 3, seed=5, stop=my_turn("draw")
    )
    page.evaluate(
        "([t, k]) => localStorage.setItem('corsairs.again_of.' + t, JSON.stringify({ [k]: 'x' }))",
        [table, tokens[0]],
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#rematch-note", timeout=TIMEOUT)
    page.wait_for_selector("#turn.mine", timeout=TIMEOUT)
    page.evaluate("() => { window.stillY = undefined; }")
    page.wait_for_function(STILL, polling="raf", timeout=TIMEOUT)
    assert page.evaluate(NOTE_SEEN), page.evaluate("scrollY")
    page.click("#rematch-close")
    page.wait_for_function(
        "() => { const d = document.querySelector('.actions.dock');"
        " return document.querySelector('#hand').getBoundingClientRect().bottom"
        " <= (d ? d.getBoundingClientRect().top : innerHeight) + 0.5; }",
        polling="raf",
        timeout=TIMEOUT,
    )
    assert page.evaluate("document.querySelector('#table').contains(document.activeElement)")
    # Two seats of one table in one browser (two tabs; two friends on one device): Ben's
    # *Join the new game* went to Ann's seat, his own awaited; and the note, kept per table,
    # went from both tabs when one closed it
    table, tokens = stored_table(
        server.db, "piratatak", ["human", "human"], seed=2, names=["Ann", "Ben"]
    )
    ben = page.context.new_page()
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    ben.goto(f"{server.url}/table/{table}#token={tokens[1]}")
    for player in (page, ben):
        player.click("#result-again", timeout=TIMEOUT)
        player.wait_for_url(lambda url: table not in url, timeout=TIMEOUT)
    assert ben.url != page.url  # each at their own seat
    for player in (page, ben):
        player.wait_for_selector("#rematch-note", timeout=TIMEOUT)
        expect(player.locator("#turn")).not_to_contain_text("to join", timeout=TIMEOUT)
    page.click("#rematch-close")
    ben.reload()
    ben.wait_for_selector("#turn", timeout=TIMEOUT)
    expect(ben.locator("#rematch-note")).to_have_count(1)  # Ben has not closed it
    ben.close()
