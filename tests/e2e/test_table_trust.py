"""A table friends can trust, as an audit of two friends (a French desktop, an Italian phone)
found it: a move lost with a dead connection, the revealed seed, invite refusals in the
player's language, the creator opening a friend's link, the keyboard, phones. Each test
failed on the table before its fix."""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
from e2e_helpers import (
    Server,
    goto_anew,
    in_language,
    lay_down_that_matters,
    my_turn,
    settled,
    stored_table,
)
from playwright.sync_api import expect
from test_browser import TIMEOUT, create_from_lobby

BIG_SEED = 7048845899175994624  # above 2**53: a JavaScript number rounds it


def _draw_phase_table(server: Server, seats: list[str] | None = None) -> tuple[str, dict[int, str]]:
    return stored_table(
        server.db, "corsairs", seats or ["human", "greedy"], seed=3, stop=my_turn("draw")
    )


def test_a_move_that_never_arrived_is_sent_again(page: Any, server: Server) -> None:
    """The first move sent is swallowed on its way (the connection stays up): the page
    used to wait on it for ever, every later click dropped as a double click."""
    table, tokens = _draw_phase_table(server)
    swallowed: list[str] = []

    def relay(ws: Any) -> None:
        upstream = ws.connect_to_server()

        def from_page(message: Any) -> None:
            if '"act"' in str(message) and not swallowed:
                swallowed.append(str(message))
                return
            upstream.send(message)

        ws.on_message(from_page)
        upstream.on_message(lambda message: ws.send(message))

    page.clock.install()
    page.route_web_socket(re.compile(r"/ws/"), relay)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    seq = int(page.locator("#table").get_attribute("data-seq"))
    page.click("#draw-stock")
    page.clock.run_for(5_500)  # the keep-alive's next ping (its 5 s, not waited for)
    # the keep-alive's pong comes back for the same position: the move is sent once more
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.seq) > {seq}", timeout=TIMEOUT
    )
    assert swallowed and json.loads(swallowed[0])["action"] == "draw stock"
    page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)


def test_a_silent_connection_is_replaced_and_the_banner_says_so(page: Any, server: Server) -> None:
    """A connection that dies without closing (the server's words stop coming) is replaced
    after its silence, and a banner says the table is reconnecting meanwhile."""
    table, tokens = _draw_phase_table(server)
    opened: list[Any] = []

    def relay(ws: Any) -> None:
        upstream = ws.connect_to_server()
        opened.append(ws)
        first = len(opened) == 1
        state = {"dead": False}

        def from_page(message: Any) -> None:
            if first and '"act"' in str(message):
                state["dead"] = True  # from here the first connection carries nothing
            if not state["dead"]:
                upstream.send(message)

        ws.on_message(from_page)
        upstream.on_message(lambda message: None if state["dead"] else ws.send(message))

    page.clock.install()
    page.route_web_socket(re.compile(r"/ws/"), relay)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    page.click("#draw-stock")
    page.clock.run_for(16_000)  # the keep-alive's silence limit passes
    page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
    assert len(opened) == 2
    assert page.locator("#conn-banner").is_hidden()


def test_the_revealed_seed_is_the_one_committed_to(page: Any, server: Server) -> None:
    """A 63-bit seed shown through a JavaScript number lost its last digits, so checking
    the commitment by hand failed."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "greedy"], seed=BIG_SEED)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#revealed", timeout=TIMEOUT)
    assert str(BIG_SEED) in page.locator("#revealed").inner_text()


def test_a_used_invite_is_refused_in_the_players_language(browser: Any, server: Server) -> None:
    """The refusal was the server's English in brackets inside the French toast."""
    made = httpx.post(
        f"{server.url}/api/tables",
        json={"game": "corsairs", "players": 2, "seats": [{"kind": "human"}, {"kind": "invited"}]},
    ).json()
    code = made["invites"][1]
    assert httpx.post(
        f"{server.url}/api/tables/{made['id']}/claim", json={"invite": code}
    ).is_success
    ctx = browser.new_context()
    try:
        pg = ctx.new_page()
        in_language(pg, "fr")
        pg.goto(f"{server.url}/table/{made['id']}#invite={code}")
        note = pg.wait_for_selector("#link-note", timeout=TIMEOUT).inner_text()
        # the seat nobody named is "Joueur 2", in French too
        assert note.startswith("Joueur 2 a déjà utilisé ce lien"), note
        assert "already" not in note and "(" not in note, note
        pg.select_option("#lang", "en")  # the page's language changed: the words follow
        expect(pg.locator("#link-note")).to_contain_text("Player 2 has already used this")
    finally:
        ctx.close()


def test_the_creator_is_asked_before_taking_a_friends_seat(page: Any, server: Server) -> None:
    """Opening one's own invite link (to test it, or by mistake) took the friend's seat
    silently and locked the friend out."""
    create_from_lobby(page, server, "corsairs", ["me", "human"])
    page.wait_for_selector(".invite[data-invite='1']", timeout=TIMEOUT)
    link = page.locator(".invite[data-invite='1']").inner_text()
    goto_anew(page, link)  # (the creator's page is at the table's address)
    page.wait_for_selector("#own-invite", timeout=TIMEOUT)
    assert "Player 2" in page.locator("#own-invite-text").inner_text()
    page.click("#own-invite-keep")
    page.wait_for_selector("#hand .card", timeout=TIMEOUT)  # back at the creator's own seat
    page.wait_for_selector("[data-joined='1']:has-text('not joined yet')", timeout=TIMEOUT)


def test_the_keyboard_stays_where_the_player_is(page: Any, server: Server) -> None:
    """A lobby choice redrew the form and dropped the focus; after a draw the focus went to
    the status line; after an arrow key to the page itself."""
    page.goto(server.url + "/")
    page.wait_for_selector("#players")
    page.focus("#players")
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.id") == "players"

    table, tokens = _draw_phase_table(server)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    page.focus("#draw-stock")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.matches('#hand .card.playable')",
        timeout=TIMEOUT,
    )
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.matches('#hand .card.selected')",
        timeout=TIMEOUT,
    )


def test_an_absent_friend_is_named_absent(page: Any, server: Server) -> None:
    """The only sign that a friend had lost the connection was a grey dot's tooltip."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "human"], seed=3, stop=lambda s: s.current_player == 1
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("[data-seat='1'] h3", timeout=TIMEOUT)
    assert "(offline)" in page.locator("[data-seat='1'] h3").inner_text()
    assert "(offline)" in page.locator("#turn").inner_text()
    # A friend waiting in another tab sees the turn come in the tab's title (as game sites
    # do); there was nothing but the game's name there, whoever was to play, and the
    # project's name after it said "Corsairs · Corsairs".
    assert page.title() == "Corsairs"
    goto_anew(page, f"{server.url}/table/{table}#token={tokens[1]}")  # the other seat
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    assert page.title() == "● Your turn · Corsairs"


def test_a_table_that_does_not_exist_says_so_once(page: Any, server: Server) -> None:
    page.goto(f"{server.url}/table/nosuchtable")
    page.wait_for_selector("#no-table", timeout=TIMEOUT)
    page.wait_for_timeout(300)
    assert page.locator("#toast").is_hidden()
    assert page.locator("#log-toggle").count() == 0
    # a friend's old link to an abandoned table: the link was right, the table expired
    assert "nobody played for weeks expires" in page.locator("#no-table").inner_text()


def test_the_phone_table_is_within_reach(phone: Any, server: Server) -> None:
    """On a phone the hand was off-screen when the turn came, the log drawer let the table
    show through, buttons were smaller than a thumb and the lay-down's main button sat
    below the fold."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=1, stop=my_turn("draw", 2)
    )
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#hand .card", timeout=TIMEOUT)
    phone.wait_for_function(
        "() => document.querySelector('#hand').getBoundingClientRect().bottom <= innerHeight",
        timeout=TIMEOUT,
    )
    height = phone.locator("#log-toggle").bounding_box()["height"]
    assert height >= 44, height
    phone.click("#log-toggle")
    settled(phone, "#log")
    colour = phone.evaluate("getComputedStyle(document.querySelector('#log')).backgroundColor")
    assert colour.startswith("rgb("), colour  # no alpha: nothing shows through

    laying, owner = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=4, stop=lay_down_that_matters
    )
    phone.goto(f"{server.url}/table/{laying}#token={owner[0]}")
    phone.wait_for_selector("#confirm-lay", timeout=TIMEOUT)
    box = phone.locator("#confirm-lay").bounding_box()
    assert box["y"] + box["height"] <= 844, box


def test_the_words_of_the_table(browser: Any, server: Server) -> None:
    """French spacing and sentence breaks, the Italian boat's gender, Piratatak's centre line
    naming who drew, and no "Last round!" once the game is over."""
    fr = browser.new_context()
    it = browser.new_context()
    try:
        a = fr.new_page()
        in_language(a, "fr")
        create_from_lobby(a, server, "corsairs", ["me", "human"])
        a.wait_for_selector("#waiting", timeout=TIMEOUT)
        waiting = a.locator("#turn").inner_text()
        assert re.search(r"Joueur 2\. Vous pouvez", waiting), waiting
        assert "Joueur 2\u00a0:" in a.locator("#invites").inner_text()

        table, tokens = stored_table(server.db, "piratatak", ["human", "greedy"], seed=5, moves=12)
        b = it.new_page()
        in_language(b, "it")
        b.goto(f"{server.url}/table/{table}#token={tokens[0]}")
        b.wait_for_selector(".pt-seat", timeout=TIMEOUT)
        boats = b.locator(".pt-seat .muted").all_inner_texts()
        assert any(re.match(r"Barca (rossa|gialla|verde|blu) \(\d/6\)", x) for x in boats), boats
        events = " ".join(b.locator("#turn-events").all_inner_texts())  # none: no turn yet
        assert not events or re.match(r"[^:]+ ha ", events), events  # who, then what

        over, owner = stored_table(server.db, "corsairs", ["human", "greedy"], seed=2)
        b.goto(f"{server.url}/table/{over}#token={owner[0]}")
        b.wait_for_selector("#revealed", timeout=TIMEOUT)
        assert "Ultima manche" not in b.locator(".status").inner_text()
    finally:
        fr.close()
        it.close()


def test_play_again_and_forget_a_table(page: Any, server: Server) -> None:
    """The end of a game offered no way to play again, and "My tables" only ever grew."""
    table, tokens = stored_table(
        server.db, "piratatak", ["human", "heuristic"], seed=2, names=["Ann", "Bot"]
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#result-again", timeout=TIMEOUT)  # in the result dialog
    assert page.locator("#play-again").count() == 1  # and below the table
    # a hundred tables remembered: the oldest goes with all the browser kept of it (a key or
    # two of every table played were kept for good)
    page.evaluate(
        """() => { const list = JSON.parse(localStorage.getItem('corsairs.tables'));
        for (let i = list.length; i < 100; i++) list.push({ table: 'old' + i, token: 't' + i });
        localStorage.setItem('corsairs.tables', JSON.stringify(list));
        for (const t of ['old98', 'old99']) localStorage.setItem(`corsairs.lay.${t}.0`, '{}'); }"""
    )
    page.click("#result-again")
    page.wait_for_url(lambda url: table not in url and "#token=" in url, timeout=TIMEOUT)
    again = page.url.split("/table/")[1].split("#")[0]
    assert page.evaluate("Object.keys(localStorage).filter((k) => k.includes('.old'))") == [
        "corsairs.lay.old98.0"
    ]
    page.evaluate(f"localStorage.setItem('corsairs.talk_muted.{again}.0', '[1]')")
    summary = httpx.get(f"{server.url}/api/tables/{again}").json()
    assert summary["game"] == "piratatak" and summary["over"] is False and summary["started"]
    assert [s["kind"] for s in summary["seats"]] == ["human", "bot"]
    assert summary["seats"][0]["name"] == "Ann" and summary["seats"][1]["bot"] == "heuristic"
    page.goto(server.url + "/")
    forget = page.locator(f"[data-forget='{again}']")
    forget.click()  # a game in progress asks first: its seat link lives only here
    assert forget.count() == 1 and "Sure?" in forget.inner_text()
    forget.click()
    assert page.locator(f"[data-forget='{again}']").count() == 0
    assert page.evaluate(f"Object.keys(localStorage).filter((k) => k.includes('{again}'))") == []
    page.reload()
    page.wait_for_selector(".tables-list", timeout=TIMEOUT)
    assert page.locator(f"[data-forget='{again}']").count() == 0
    page.click(f"[data-forget='{table}']")  # a finished one goes at once
    assert page.locator(f"[data-forget='{table}']").count() == 0


def test_friends_play_again_at_one_new_table(browser: Any, server: Server) -> None:
    """Each friend's "Play again" made a table of its own, each waiting for the other,
    and the lobby called a table that had not started "Your turn"."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "human", "greedy"], seed=2, names=["Ann", "Ben", "Bot"]
    )
    one, two = browser.new_context(), browser.new_context()
    try:
        a, b = one.new_page(), two.new_page()
        a.goto(f"{server.url}/table/{table}#token={tokens[0]}")
        b.goto(f"{server.url}/table/{table}#token={tokens[1]}")
        a.wait_for_selector("#result-again", timeout=TIMEOUT)
        a.click("#result-again")
        a.wait_for_url(lambda url: table not in url, timeout=TIMEOUT)
        new = a.url.split("/table/")[1].split("#")[0]
        assert "(not joined yet)" in a.locator("[data-seat='1'] h3").inner_text()
        b.wait_for_selector("#again-news", timeout=TIMEOUT)  # Ben's old page hears of it
        # from whom ("A player started a new game": the friends know each other by name)
        b.wait_for_selector("#again-news:has-text('Ann started a new game')", timeout=TIMEOUT)
        b.wait_for_selector("#result-again:has-text('Join the new game')", timeout=TIMEOUT)
        # the result says it beside its button, and who is in already (the button alone
        # said "Join the new game")
        b.wait_for_selector(
            "#result-again-news:text-is('Ann started a new game with the same players. "
            "Already in: Ann.')",
            timeout=TIMEOUT,
        )
        b.click("#result-again")
        b.wait_for_url(lambda url: new in url, timeout=TIMEOUT)
        b.wait_for_selector("#hand .card", timeout=TIMEOUT)
        seats = httpx.get(f"{server.url}/api/tables/{new}").json()["seats"]
        assert [s["joined"] for s in seats] == [True, True, True]
        b.goto(f"{server.url}/table/{table}#token={tokens[1]}")  # asked again: the same seat
        b.wait_for_selector("#play-again", timeout=TIMEOUT)
        assert b.locator("#play-again").inner_text() == "Join the new game"
        c = one.new_page()
        made = httpx.post(
            f"{server.url}/api/tables",
            json={
                "game": "corsairs",
                "players": 3,
                "seats": [{"kind": "human"}, {"kind": "invited"}, {"kind": "invited"}],
            },
        ).json()
        c.add_init_script(
            "localStorage.setItem('corsairs.tables', JSON.stringify("
            f"[{{table: '{made['id']}', token: '{made['tokens'][0]}'}}]))"
        )
        c.goto(server.url + "/")
        c.wait_for_selector(".tables-list .badge", timeout=TIMEOUT)
        # the names read as a sentence, with its "and" ("Player 2, Player 3" read as a list)
        said = c.locator(".tables-list .badge").inner_text()
        assert said == "Waiting for your friends to join: Player 2 and Player 3.", said
    finally:
        one.close()
        two.close()


def test_the_arrows_follow_the_hand_as_shown(page: Any, server: Server) -> None:
    """Sorted by number, the hand is shown by number but the arrows went by colour."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy"], seed=3, stop=my_turn("discard")
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
    page.click("#sort-number")
    shown = page.locator("#hand .card.playable").evaluate_all("els => els.map(e => e.dataset.card)")
    page.locator("#turn").focus()
    seen = []
    for _ in range(3):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector("#hand .card.selected", timeout=TIMEOUT)
        seen.append(page.locator("#hand .card.selected").get_attribute("data-card"))
    assert seen == shown[:3], (seen, shown)


def test_the_open_hint_leaves_the_hand_and_the_moves_in_reach(browser: Any, server: Server) -> None:
    """The hint panel covered the drawn card and the score sheet button on a desktop, and on a
    phone its sheet lay over the docked Discard and Set sail buttons."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=3, stop=my_turn("discard", 2)
    )
    hit = "([x, y, sel]) => document.elementFromPoint(x, y)?.closest(sel) !== null"
    for width, height, phone in ((1280, 900, False), (390, 844, True)):
        ctx = browser.new_context(
            viewport={"width": width, "height": height}, has_touch=phone, is_mobile=phone
        )
        try:
            page = ctx.new_page()
            page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
            page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
            page.locator("#hand .card.playable").first.click()
            page.wait_for_selector("#discard:not([disabled])", timeout=TIMEOUT)
            page.click("#hint-btn")
            page.wait_for_selector("#hint-best", timeout=TIMEOUT)
            settled(page, "#hint-panel")
            panel = page.locator("#hint-panel").bounding_box()
            targets = ["#discard", "#sail"] if phone else ["#hand .card >> nth=-1", "#open-sheet"]
            for sel in targets:
                loc = page.locator(sel)
                loc.scroll_into_view_if_needed()
                box = loc.bounding_box()
                point = [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2]
                css = sel.split(" >> ")[0]
                assert page.evaluate(hit, [*point, css]), (width, sel, box, panel)
        finally:
            ctx.close()


def test_play_again_over_http(server: Server) -> None:
    """One new table however many players ask, each their own seat once; only players of
    a finished table may ask; the link survives the old table leaving memory."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "human", "greedy"], seed=2)
    url = f"{server.url}/api/tables/{table}/again"
    first = httpx.post(url, json={"token": tokens[0]})
    assert first.status_code == 201 and "creator_token" in first.json()
    second = httpx.post(url, json={"token": tokens[1]}).json()
    assert second["id"] == first.json()["id"] and second["seat"] == 1
    assert "creator_token" not in second
    again = httpx.post(url, json={"token": tokens[0]})
    assert again.status_code == 409 and again.json()["code"] == "again_joined"
    assert httpx.post(url, json={"token": "nobody"}).status_code == 403
    running, mine = stored_table(server.db, "corsairs", ["human", "greedy"], seed=2, moves=5)
    refused = httpx.post(f"{server.url}/api/tables/{running}/again", json={"token": mine[0]})
    assert refused.status_code == 409 and refused.json()["code"] == "not_over"
    from corsairs.server.store import Store

    store = Store(server.db)  # the store keeps the link, so a restart keeps it too
    try:
        kept = store.load(table)
        assert kept is not None and kept.again == first.json()["id"]
    finally:
        store.close()
