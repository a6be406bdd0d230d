"""Nobody holds a table among friends hostage (docs/server.md, "Friends who do not come"):
the creator closes the tab, and once they have been away a while a friend starts the
table without the friend still awaited and gives the creator's seat to a bot; then a
friend who stays connected but does not play is warned, and the other gives that seat
to a bot, who takes it back from the same link. A server of its own, its clocks in
seconds."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from e2e_helpers import Server, in_language, shot, stored_table
from playwright.sync_api import expect
from test_browser import TIMEOUT, create_from_lobby

AWAY_S, IDLE_S = 1.0, 2.5
TURN_READABLE = """() => { const turn = document.getElementById('turn');
  const r = turn.getBoundingClientRect();
  const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const bar = document.getElementById('bar-turn');
  return (r.top >= 0 && !!at && turn.contains(at))
    || (!!bar && !bar.hidden && bar.textContent === turn.textContent); }"""
"""Whose turn it is can be read: the turn line shows, uncovered, or the phone's bar says it."""
IDLE_NOW = "not played for more than|pas joué depuis plus de"
"""The idle warning once the turn counts as idle, in English and French."""


@pytest.fixture
def quick_server(tmp_path: Path) -> Iterator[Server]:
    srv = Server(
        f"sqlite:///{tmp_path / 'tables.sqlite3'}",
        options=["--away-minutes", str(AWAY_S / 60), "--idle-minutes", str(IDLE_S / 60)],
    )
    srv.start()
    yield srv
    srv.stop()


def test_friends_go_on_without_a_creator_who_left_and_a_player_who_does_not_play(
    browser: Any, quick_server: Server
) -> None:
    host = browser.new_context()
    phone = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    desk = browser.new_context()
    try:
        a = host.new_page()
        create_from_lobby(a, quick_server, "corsairs", ["me", "human", "human", "human"])
        links = [a.locator(f".invite[data-invite='{i}']").inner_text() for i in (1, 2)]
        b, c = phone.new_page(), desk.new_page()
        in_language(b, "fr")
        for pg, link in ((b, links[0]), (c, links[1])):
            pg.goto(link)
            pg.wait_for_selector("#hand .card", timeout=TIMEOUT)
        assert b.locator("#creator-gone").count() == 0  # the creator is at the table
        # the address bar holds a seat: said where the links to send are, in each language
        warning = a.locator("#invites #address-warning")
        assert "whoever opens it plays as you" in warning.inner_text()
        said = b.locator("#share #address-warning").inner_text()
        assert "qui l'ouvre joue à votre place" in said
        # an invited friend has no links to send but the spectator's: "the links below" sent
        # them looking for invite links that were not there
        assert "le lien spectateur ci-dessous" in said and "les liens" not in said, said
        a.close()  # the creator leaves for good
        b.wait_for_selector("#creator-gone", timeout=TIMEOUT)
        assert "créateur de la table est absent" in b.locator("#creator-gone").inner_text()
        # the turn line agrees: this friend may start now (it said only the creator could)
        assert "Vous pouvez aussi commencer" in b.locator("#turn").inner_text()
        # on a phone: above the table, in the page's first screen, where a player looks
        top, bottom = b.evaluate(
            "() => { const r = document.getElementById('away').getBoundingClientRect();"
            " return [r.top + scrollY, r.bottom + scrollY]; }"
        )
        table = b.evaluate("document.getElementById('table').getBoundingClientRect().top + scrollY")
        assert top >= 0 and bottom <= table and bottom <= 844
        expect(b.locator("#table-news")).to_contain_text("créateur de la table est absent")  # said
        shot(b, "absent-creator-phone")
        b.click("#start-now-away")  # the fourth friend never came: a bot takes the seat
        b.wait_for_selector("[data-seat='3'] h3:has-text('(Robot')", timeout=TIMEOUT)
        b.click("#seat-bot-0")
        b.click("#seat-bot-0")  # it asks first
        b.wait_for_selector("[data-seat='0'] h3:has-text('(Robot')", timeout=TIMEOUT)
        # started, every away seat given: nothing is left to do, and the red banner goes
        b.wait_for_selector("#creator-gone", state="detached", timeout=TIMEOUT)
        # now whoever is to play waits: warned first, then the other may give the seat away
        pages = {1: b, 2: c}
        b.wait_for_selector("#idle-warning, [data-idle='2']", timeout=TIMEOUT + IDLE_S * 1000)
        idle_seat = 1 if b.locator("#idle-warning").count() else 2
        idle, other = pages[idle_seat], pages[3 - idle_seat]
        # the warning once the turn counts as idle: the page redraws the whole table as the
        # limit passes (2.5 s here), and a check of the warning before it raced that redraw
        # on a loaded machine (the hand it scrolled to was taken from the page under it)
        idle.wait_for_selector(f"#idle-warning:text-matches('{IDLE_NOW}')", timeout=TIMEOUT)
        idle.wait_for_function(  # at the hand: still in sight
            """() => { document.getElementById('hand').scrollIntoViewIfNeeded();
              const r = document.getElementById('idle-warning').getBoundingClientRect();
              return r.top >= 0 && r.bottom <= innerHeight; }""",
            timeout=TIMEOUT,
        )
        shot(idle, "absent-idle-warning")
        # cut off, the warning goes and the page's clock stops: nobody can act on it (the
        # clock counted on, and "if your turn waits …" came up on a page that could send
        # nothing); it is back with the server's clock once the page is heard again
        idle.context.set_offline(True)
        idle.wait_for_selector("#conn-banner:not([hidden])", timeout=TIMEOUT)
        expect(idle.locator("#idle-warning")).to_have_count(0)
        idle.context.set_offline(False)
        idle.wait_for_selector("#conn-banner[hidden]", state="attached", timeout=TIMEOUT)
        idle.wait_for_selector("#idle-warning", timeout=TIMEOUT)
        # whose turn it is stays readable with the warning in sight: on a phone the warning
        # stuck under the bar lay over the turn line, which the bar said only once under it
        # (scrolled there as the check is made: the page redraws at the new width, and on
        # news of the seats, after a scroll made once)
        idle.set_viewport_size({"width": 390, "height": 844})  # either friend: a phone
        idle.wait_for_function(
            f"""() => {{ const bar = document.getElementById('table-bar');
              scrollBy(0, document.getElementById('turn').getBoundingClientRect().top
                - bar.getBoundingClientRect().bottom - 4);
              return ({TURN_READABLE})(); }}""",
            timeout=TIMEOUT,
        )
        other.wait_for_selector(f"#seat-bot-{idle_seat}", timeout=TIMEOUT + IDLE_S * 1000)
        shot(other, "absent-idle-offer")
        # the offer stays in sight at the hand too (on a phone it lay at the page's top, the
        # bar saying only "Waiting for Bruno (offline)")
        other.set_viewport_size({"width": 390, "height": 844})
        other.wait_for_function(
            """() => { document.getElementById('hand').scrollIntoViewIfNeeded();
              const r = document.getElementById('idle-offer').getBoundingClientRect();
              const bar = document.getElementById('table-bar').getBoundingClientRect();
              return r.top >= bar.bottom - 0.5 && r.bottom <= innerHeight; }""",
            timeout=TIMEOUT,
        )
        seq = other.get_attribute("#table", "data-seq")  # the idle turn's position
        other.click(f"#seat-bot-{idle_seat}")
        other.click(f"#seat-bot-{idle_seat}")
        idle.wait_for_selector("#seat-replaced", timeout=TIMEOUT)  # told at once, watches
        # the giver's keyboard goes where play is (it fell with the pressed button to the body)
        other.wait_for_function(
            "() => document.getElementById('table').contains(document.activeElement)",
            timeout=5000,
        )
        # (the table as a watcher's may be drawn just after the news: waited for, not raced)
        expect(idle.locator("#hand")).to_have_count(0)
        expect(idle.locator("#idle-warning")).to_have_count(0)
        shot(idle, "absent-idle-replaced")
        # the bot plays for the seat (a seat taken back before the bot moved changes no
        # move's hands, and the log says nothing of it), then the player takes it back
        other.wait_for_selector(f"#table:not([data-seq='{seq}'])", timeout=TIMEOUT)
        idle.click("#take-back")
        idle.wait_for_selector("#hand .card", timeout=TIMEOUT)  # seated again
        assert idle.locator("#seat-replaced").count() == 0
        # the keyboard is where play is, not lost with the pressed button (on the page's body)
        idle.wait_for_function(
            "() => document.getElementById('table').contains(document.activeElement)",
            timeout=5000,
        )
        # the bot's move at the seat is the bot's in its player's log (it said "You drew…")
        after = "#log-body li.seat-change:text-matches('for you|pour vous') ~ li:not(.seat-change)"
        assert (idle.locator(after).first.text_content() or "").startswith("🤖")
        # told in the second person (it read "Bob took their seat back from the bot")
        idle.wait_for_selector(
            "#toast:text-matches('^(You took your seat back|Vous avez repris votre place)')",
            timeout=TIMEOUT,
        )
        # (the toast's words, then the game log's new line, read out: either says it)
        other.wait_for_selector(
            "#announce:text-matches('took their seat back|takes the seat back"
            "|a repris sa place|reprend sa place')",
            state="attached",
            timeout=TIMEOUT,
        )
        said = "takes the seat back from the bot|reprend sa place au robot"
        other.wait_for_selector(
            f"#log-body li.seat-change:text-matches('{said}')", state="attached"
        )
        assert "Robot" not in other.locator(f"[data-seat='{idle_seat}'] h3").inner_text()
        shot(other, "absent-seat-taken-back")
        _creator_is_offered_a_friend_who_left_on_their_turn(host, quick_server)
    finally:
        for ctx in (host, phone, desk):
            ctx.close()


def _creator_is_offered_a_friend_who_left_on_their_turn(host: Any, server: Server) -> None:
    """The creator at the table waits for Bo, who took his seat and left on his turn:
    once the grace has passed, Bo's seat is offered for a bot above the table, saying why
    (the button lay in the invite panel below it, the turn line said only "Waiting for Bo
    (offline)", and the idle limit's offer, minutes later, only that Bo had not played).
    Run by the test above, on its server with clocks in seconds."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bo"}]
    made = httpx.post(
        f"{server.url}/api/tables",
        json={"game": "corsairs", "players": 2, "seats": seats, "rules": {"first_dealer": 0}},
    ).json()  # Ann deals: Bo plays first
    claim = {"invite": made["invites"][1]}
    assert httpx.post(f"{server.url}/api/tables/{made['id']}/claim", json=claim).status_code == 200
    a = host.new_page()
    a.goto(f"{server.url}/api/games")  # the server's origin: its storage, as the lobby's
    a.evaluate(
        "([k, v]) => localStorage.setItem(k, v)",
        [f"corsairs.creator.{made['id']}", made["creator_token"]],
    )
    a.goto(f"{server.url}/table/{made['id']}#token={made['tokens'][0]}")
    offer = a.locator("#idle-offer [data-left='1']")
    offer.wait_for(timeout=TIMEOUT)
    words = "Bo has not been at the table for more than 1 s, and it is their turn"
    assert words in offer.inner_text()
    assert a.locator("#idle-offer [data-idle]").count() == 0  # one offer, not two
    offer.locator("button").click()
    offer.locator("button").click()  # it asks first
    a.wait_for_selector("[data-seat='1'] h3:has-text('🤖')", timeout=TIMEOUT)


def test_a_refused_take_back_says_why_and_may_be_asked_again(page: Any, server: Server) -> None:
    """The button stayed pressed for good after a refusal (or a lost connection threw):
    the refusal is said and the button can be pressed again."""
    import secrets

    from corsairs.server.store import Store, StoredTable
    from corsairs.server.tables import hash_token

    token, table_id = secrets.token_urlsafe(24), secrets.token_urlsafe(9)
    bot = {"kind": "bot", "bot": "casual", "name": "Ann (casual)", "friend": "Ann", "since": 0}
    # B is a person nobody plays: with two bots the game could end before the click (the
    # button goes with the game), as it did once in eight runs
    absent = {"kind": "human", "name": "B", "token": hash_token(secrets.token_urlsafe(24))}
    seats: list[dict[str, Any]] = [{**bot, "former": hash_token(token)}, absent]
    store = Store(server.db)
    try:
        store.create(StoredTable(table_id, "corsairs", 2, {}, 5, seats))
    finally:
        store.close()
    page.route(
        "**/seats/0/back",
        lambda route: route.fulfill(
            status=409,
            content_type="application/json",
            json={"detail": "the game is over", "code": "game_over"},
        ),
    )
    page.goto(f"{server.url}/table/{table_id}#token={token}")
    page.click("#take-back", timeout=TIMEOUT)
    page.wait_for_selector("#toast:not([hidden])", timeout=TIMEOUT)
    assert page.locator("#take-back").is_enabled()


def test_a_late_friend_takes_the_seat_from_the_bot_and_the_log_says_so(
    browser: Any, server: Server
) -> None:
    """The creator started without Cy; her link, opened later, takes the seat from the bot
    (it only watched), and the game log, loaded afresh in German, says from when the bot
    played for her and when she came. Bob, seated, opening her link takes no second seat."""
    from test_browser import corsairs_click, enabled

    host, friend, late = browser.new_context(), browser.new_context(), browser.new_context()
    try:
        a = host.new_page()
        create_from_lobby(a, server, "corsairs", ["me", "human", "human"])
        links = [a.locator(f".invite[data-invite='{i}']").inner_text() for i in (1, 2)]
        b = friend.new_page()
        b.goto(links[0])
        b.wait_for_selector("#hand .card", timeout=TIMEOUT)
        a.click("#start-now")
        # the bot plays for Cy from here; her link still takes the seat from it
        a.wait_for_selector("[data-joined='2']:has-text('a bot plays until they come')")
        assert a.locator(".invite[data-invite='2']").inner_text() == links[1]
        log = a.locator("#log-body li.seat-change")
        assert log.text_content() == "From here 🤖 Casual bot plays for Player 3 (not joined)"
        # a move is played while the bot holds the seat (by whoever is to play)
        deadline = time.monotonic() + TIMEOUT / 1000
        while a.locator("#table[data-seq='0']").count() and time.monotonic() < deadline:
            for pg in (a, b):
                if enabled(pg, "#draw-stock"):
                    pg.click("#draw-stock")
            time.sleep(0.1)
        a.wait_for_selector("#table:not([data-seq='0'])", timeout=TIMEOUT)
        # Bob was sent Cy's link by mistake: he stays at his seat, the bot at hers
        seat = b.url
        b.goto("about:blank")
        b.goto(links[1])
        b.wait_for_selector("#toast:has-text('You have a seat at this table already')")
        b.wait_for_selector("#hand .card", timeout=TIMEOUT)
        assert b.url == seat
        assert "🤖" in a.locator("[data-seat='2'] h3").inner_text()
        c = late.new_page()
        in_language(c, "de")
        c.goto(links[1])
        c.wait_for_selector("#hand .card", timeout=TIMEOUT)  # seated, not watching
        assert "#token=" in c.url
        lines = c.locator("#log-body li.seat-change").all_text_contents()
        assert lines == [  # her own seat: told to her as "du", as the table's moves are
            "Ab hier spielt 🤖 Gemütlicher Bot für dich (noch nicht da)",
            "Du kommst dazu und übernimmst deinen Platz vom Bot",
        ]
        a.wait_for_selector("#toast:has-text('has arrived and takes their seat')")
        a.wait_for_selector("#log-body li.seat-change:has-text('arrives and takes the seat')")
        assert "🤖" not in a.locator("[data-seat='2'] h3").inner_text()
        shot(a, "late-friend-log")
        # Cy never answers her arrival note: it goes once her first turn is played (it
        # stayed above the table all game)
        c.wait_for_selector("#joined-note #join-late", timeout=TIMEOUT)
        turns: dict[str, dict[str, int]] = {"a": {"n": 0}, "b": {"n": 0}, "c": {"n": 0}}
        deadline = time.monotonic() + 40
        while c.locator("#joined-note").count() and time.monotonic() < deadline:
            for name, pg in (("a", a), ("b", b), ("c", c)):
                corsairs_click(pg, turns[name], sail_after=99)
        assert c.locator("#joined-note").count() == 0
        assert turns["c"]["n"] >= 1  # gone with her turn, not before it
    finally:
        for ctx in (host, friend, late):
            ctx.close()


def _bob_left(server: Server, game: str, seats: list[str], stop: Any, since: Any) -> Any:
    """A table stored at ``stop``, whose seat 1 (Bob's) went to a casual bot after
    ``since(moved)`` moves (``moved``: the seat that made each move); Ann's seat token."""
    from corsairs.server.store import Store

    moved: list[int | None] = []

    def stopped(s: Any) -> bool:
        if stop(s, len(moved)):
            return True
        moved.append(s.current_player)
        return False

    table, tokens = stored_table(server.db, game, seats, stopped, seed=3)
    store = Store(server.db)
    try:
        stored = store.load(table)
        assert stored is not None
        seated = [dict(s) for s in stored.seats]
        bob = {"kind": "bot", "bot": "casual", "seed": 5, "name": "Bob (casual)"}
        former = seated[1]["token"]
        seated[1] = {**bob, "friend": "Bob", "since": since(moved), "former": former}
        store.update_seats(table, seated, started=True)
    finally:
        store.close()
    return f"{server.url}/table/{table}#token={tokens[0]}"


def test_a_phones_line_of_the_others_moves_names_a_friend_for_their_own_moves(
    phone: Any, server: Server
) -> None:
    """Bob drew, then left, and his seat went to a bot, which discarded: Ann's phone said
    "🤖 Bob (casual) drew from the stock; 🤖 Bob (casual) discarded …" for the moves Bob
    played himself, which the log names him for, and then "Bob … and discarded" for the
    bot's discard. Piratatak's line of the last turn said the same of Bob's draws."""

    def anns_turn_after_bobs(s: Any, n: int) -> bool:
        return n > 3 and s.current_player == 0 and s.observation(0)["phase"] == "draw"

    def bobs_discard(moved: list[int]) -> int:  # the moves before it: his draw was his own
        return max(i for i, seat in enumerate(moved) if seat == 1)

    phone.goto(
        _bob_left(
            server, "corsairs", ["human", "human", "greedy"], anns_turn_after_bobs, bobs_discard
        )
    )
    line = phone.locator("#last-moves")
    expect(line).to_contain_text("Bob", timeout=TIMEOUT)
    assert re.match(
        r"Bob took \S+ \d+ from the pier; 🤖 Bob \([^)]*\) discarded ", line.inner_text()
    )

    def bob_drew_twice(s: Any, n: int) -> bool:
        o = s.observation(None)
        return o["current"] == 1 and o["phase"] == "drawing" and len(o["turn_events"]) >= 2

    phone.goto(_bob_left(server, "piratatak", ["human", "human"], bob_drew_twice, len))
    last = phone.locator("#last-turn")
    expect(last).to_contain_text("🤖 Bob (", timeout=TIMEOUT)  # the bot ended Bob's turn
    assert re.match(r"Bob drew .*; 🤖 Bob \([^)]*\) \w", last.inner_text()), last.inner_text()

    # the replay of such a game: its bar names Bob for his move, and the turn line both
    begun: list[int] = []

    def whole_game(s: Any, n: int) -> bool:
        if not begun and bob_drew_twice(s, n):
            begun.append(n)
        return False

    table = _bob_left(server, "piratatak", ["human", "human"], whole_game, lambda _: begun[0])
    replay = table.split("#")[0].replace("/table/", "/replay/")
    phone.goto(f"{replay}?step={begun[0]}")
    expect(phone.locator("#replay-said")).to_contain_text("Bob drew", timeout=TIMEOUT)
    assert "🤖" not in phone.inner_text("#replay-said")
    phone.click("#replay-next")
    line = phone.locator("#turn-events:has-text('🤖'), #last-turn:has-text('🤖')")
    expect(line).to_contain_text("🤖 Bob (", timeout=TIMEOUT)
    assert re.match(r"Bob drew .*; 🤖 Bob \([^)]*\) \w", line.inner_text()), line.inner_text()
