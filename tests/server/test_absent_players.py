"""Nobody holds a table hostage: once the creator is away the other players may start the
table and give an away seat to a bot, and a seat whose turn has waited too long may be
given to a bot by the others. The server keeps the clocks (absence.py); docs/server.md,
"Friends who do not come"."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import receive_until, seat_protocols

from corsairs.server import tables
from corsairs.server.absence import AbsenceRules
from corsairs.server.app import create_app

CLOCK = 0.3  # the test server's grace and idle limit, in seconds


class Clock:
    """The server's absence clocks' time (``tables.time``), which a test may stop: what
    holds only within CLOCK of a moment ("the creator just left", "the turn has just
    begun") is asked with the clock stopped at that moment. Asked with real time, those
    checks raced the clock on a loaded machine, where the request after a page's close
    may come more than CLOCK later. Run on, it is the real ``time.monotonic``."""

    def __init__(self) -> None:
        self.at: float | None = None

    def monotonic(self) -> float:
        return time.monotonic() if self.at is None else self.at

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)

    def stop(self) -> None:
        self.at = time.monotonic()

    def go(self) -> None:
        self.at = None


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    made = Clock()
    monkeypatch.setattr(tables, "time", made)
    return made


@pytest.fixture
def quick(db_url: str) -> Iterator[TestClient]:
    """A server whose creator's grace and idle turn last CLOCK seconds."""
    app = create_app(
        db_url, bot_delay=0.0, bots_in_workers=False, absence=AbsenceRules(CLOCK, CLOCK)
    )
    with TestClient(app) as client:
        yield client


def post_table(client: TestClient, seats: list[dict[str, Any]]) -> dict[str, Any]:
    r = client.post("/api/tables", json={"game": "corsairs", "players": len(seats), "seats": seats})
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def claim(client: TestClient, t: dict[str, Any], seat: int) -> str:
    r = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][seat]})
    assert r.status_code == 200, r.text
    return r.json()["token"]  # type: ignore[no-any-return]


def ask(client: TestClient, t: dict[str, Any], what: str, token: str) -> Any:
    return client.post(f"/api/tables/{t['id']}/{what}", json={"token": token})


def test_players_finish_a_table_whose_creator_left(quick: TestClient, clock: Clock) -> None:
    t = post_table(
        quick, [{"kind": "human", "name": "Ann"}, {"kind": "invited"}, {"kind": "invited"}]
    )
    with quick.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])):
        time.sleep(CLOCK + 0.1)  # the creator is at the table however long it takes
        bob = claim(quick, t, 1)  # (a friend seated meanwhile waits for the start: below)
        r = ask(quick, t, "start", bob)
        assert r.status_code == 409 and r.json()["code"] == "creator_here"
        assert ask(quick, t, "seats/0/bot", bob).json()["code"] == "seat_online"
        clock.stop()  # the moment the creator leaves
    # the creator just left (a reload, a phone changing network): still theirs to decide
    r = ask(quick, t, "seats/0/bot", bob)
    assert r.status_code == 409 and r.json()["code"] == "creator_here"
    assert ask(quick, t, "start", "x" * 32).status_code == 403  # no player of this table
    clock.go()
    time.sleep(CLOCK + 0.1)
    assert ask(quick, t, "seats/1/bot", bob).json()["code"] == "own_seat"
    r = ask(quick, t, "start", bob)
    assert r.status_code == 200 and r.json()["started"] is True
    assert r.json()["seats"][2]["kind"] == "bot"  # the friend still awaited
    r = ask(quick, t, "seats/0/bot", bob)  # the creator's own seat, away
    assert r.status_code == 200 and r.json()["seats"][0]["kind"] == "bot"
    with quick.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        assert receive_until(ws, lambda m: m["type"] == "welcome")["seat"] is None
        assert receive_until(ws, lambda m: m["type"] == "error")["code"] == "seat_replaced"
    # the creator keeps the creator's token: their powers stay theirs too
    assert ask(quick, t, "seats/1/bot", t["creator_token"]).status_code == 200


def test_friends_seated_may_start_a_table_whose_creator_is_here_but_does_not_start(
    db_url: str,
) -> None:
    """s40: a creator who kept the tab open and walked away before the start kept the
    friends seated waiting for ever (``creator_here``: the creator counts as here, and the
    idle clock ran only once the game had started). The start is the table's first turn:
    once the first friend seated has waited the idle limit, any seated player may start."""
    app = create_app(db_url, bot_delay=0.0, bots_in_workers=False, absence=AbsenceRules(600, CLOCK))
    with TestClient(app) as client:
        t = post_table(
            client, [{"kind": "human", "name": "Ann"}, {"kind": "invited"}, {"kind": "invited"}]
        )
        with client.websocket_connect(
            f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
        ) as ws:
            view = receive_until(ws, lambda m: m["type"] == "state")
            assert view["absence"]["start_waited"] is None  # nobody waits for the start yet
            bob = claim(client, t, 1)
            view = receive_until(ws, lambda m: m["type"] == "state" and m["joined"][1])
            assert 0 <= view["absence"]["start_waited"] < CLOCK
            assert view["absence"]["idle"] == CLOCK  # the limit the pages count to
            r = ask(client, t, "start", bob)
            assert r.status_code == 409 and r.json()["code"] == "creator_here"
            time.sleep(CLOCK + 0.1)  # the creator's tab stays open; nobody starts
            r = ask(client, t, "start", bob)
            assert r.status_code == 200 and r.json()["started"] is True
            assert r.json()["seats"][2]["kind"] == "bot"  # its friend takes it when they come
            view = receive_until(ws, lambda m: m["type"] == "state" and m["started"])
            assert view["absence"]["start_waited"] is None


def test_a_seat_that_does_not_play_goes_to_a_bot_after_the_idle_limit(
    quick: TestClient, clock: Clock
) -> None:
    t = post_table(quick, [{"kind": "invited", "name": "Ann"}, {"kind": "invited", "name": "Bob"}])
    clock.stop()  # the turn begins, and is seen, at one moment
    tokens = [claim(quick, t, 0), claim(quick, t, 1)]
    first = quick.get(f"/api/tables/{t['id']}").json()["current_player"]
    other = 1 - first
    with (
        quick.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(tokens[first])) as a,
        quick.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(tokens[other])),
    ):
        view = receive_until(a, lambda m: m["type"] == "state")
        assert view["absence"]["idle"] == CLOCK and view["absence"]["turn_waited"] < CLOCK
        r = ask(quick, t, f"seats/{first}/bot", tokens[other])
        assert r.status_code == 409 and r.json()["code"] == "seat_online"
        clock.go()
        time.sleep(CLOCK + 0.1)
        # the other player, not on their turn, is no idle seat
        assert ask(quick, t, f"seats/{other}/bot", tokens[first]).json()["code"] in (
            "own_seat",
            "seat_online",
        )
        r = ask(quick, t, f"seats/{first}/bot", tokens[other])
        assert r.status_code == 200, r.text
        assert r.json()["seats"][first]["kind"] == "bot"
        # the idle player's page is told at once, and watches: its moves are refused
        told = receive_until(a, lambda m: m["type"] == "error")
        assert told["code"] == "seat_replaced"
        a.send_json({"type": "act", "seq": 0, "action": "draw stock"})
        assert receive_until(a, lambda m: m["type"] == "error")["code"] in ("spectator", "stale")


def test_a_seat_taken_back_on_its_idle_turn_keeps_the_turns_clock(db_url: str) -> None:
    """A player whose turn went to a bot for waiting too long took the seat back before
    the bot had moved and got a fresh clock: the idle limit again, and again after each
    take-back, so one player held the table for ever. The turn keeps its clock: the others
    may give the seat away again at once (a player who comes back from away, whose turn
    did not wait while they were there, still gets a fresh one)."""
    idle = 1.0
    app = create_app(  # the bot's pause outlasts the test: it never plays the turn
        db_url, bot_delay=60.0, bots_in_workers=False, absence=AbsenceRules(CLOCK, idle)
    )
    with TestClient(app) as client:
        t = post_table(client, [{"kind": "invited"}, {"kind": "invited"}])
        tokens = [claim(client, t, 0), claim(client, t, 1)]
        first = client.get(f"/api/tables/{t['id']}").json()["current_player"]
        other = 1 - first
        with (
            client.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(tokens[first])),
            client.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(tokens[other])),
        ):
            time.sleep(idle + 0.1)
            assert ask(client, t, f"seats/{first}/bot", tokens[other]).status_code == 200
            r = ask(client, t, f"seats/{first}/back", tokens[first])
            assert r.status_code == 200 and r.json()["seats"][first]["kind"] == "human"
            r = ask(client, t, f"seats/{first}/bot", tokens[other])  # the turn still waits
            assert r.status_code == 200, r.text


def test_the_clocks_are_in_every_view(quick: TestClient) -> None:
    t = post_table(quick, [{"kind": "human"}, {"kind": "invited"}])
    with quick.websocket_connect(f"/ws/{t['id']}") as ws:
        view = receive_until(ws, lambda m: m["type"] == "state")
    assert view["absence"]["grace"] == CLOCK
    assert view["absence"]["creator_away"] is not None  # nobody at the creator's seat
    assert view["absence"]["turn_waited"] is None  # not started: nobody's turn yet


def test_the_player_who_made_a_play_again_table_is_its_creator_at_the_table(
    quick: TestClient,
) -> None:
    """A *Play again* table's seats are all taken as friends' seats: the one who made it is
    marked, so that their presence holds the others back like any creator's."""
    t = post_table(quick, [{"kind": "invited"}, {"kind": "invited"}, {"kind": "invited"}])
    room = quick.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    room.take_again_seat(0, "m" * 32, creator=True)
    assert room.start_waited() is None  # nobody waits for the start on the creator
    room.take_again_seat(1, "o" * 32)
    assert room.creator_seats() == {0}
    assert room.start_waited() is not None  # a friend seated waits for it


def test_a_player_who_just_left_keeps_the_seat_a_while(quick: TestClient, clock: Clock) -> None:
    """A reload or a phone changing network is back within seconds: the others may give a
    seat whose player left only once it has been empty for the grace too."""
    t = post_table(quick, [{"kind": "invited"}, {"kind": "invited"}, {"kind": "invited"}])
    tokens = [claim(quick, t, i) for i in range(3)]
    to_play = quick.get(f"/api/tables/{t['id']}").json()["current_player"]
    gone, asker = [i for i in range(3) if i != to_play][:2]  # not an idle turn
    time.sleep(CLOCK + 0.1)  # the creator (no seat of theirs here) is away
    protocols = seat_protocols(tokens[gone])
    with quick.websocket_connect(f"/ws/{t['id']}", subprotocols=protocols) as ws:
        receive_until(ws, lambda m: m["type"] == "state")
        clock.stop()  # the moment the player leaves
    r = ask(quick, t, f"seats/{gone}/bot", tokens[asker])
    assert r.status_code == 409 and r.json()["code"] == "seat_just_left"
    clock.go()
    time.sleep(CLOCK + 0.1)
    assert ask(quick, t, f"seats/{gone}/bot", tokens[asker]).status_code == 200


def test_the_first_connection_leaves_the_other_seats_away_clocks_alone(
    quick: TestClient,
) -> None:
    """The review's finding: the first connection after a load set every other seat's
    away clock to 0, so the creator's seat, empty since the load, was "just left"."""
    t = post_table(
        quick, [{"kind": "human", "name": "Ann"}, {"kind": "invited"}, {"kind": "invited"}]
    )
    bob, _ = claim(quick, t, 1), claim(quick, t, 2)
    time.sleep(CLOCK + 0.1)  # nobody at the creator's seat since the table was made
    with quick.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(bob)) as ws:
        view = receive_until(ws, lambda m: m["type"] == "state")
        assert min(view["absence"]["seats_away"][i] for i in (0, 2)) >= CLOCK
        r = ask(quick, t, "seats/0/bot", bob)
        assert r.status_code == 200, r.text


def test_a_turn_of_several_actions_keeps_its_clock(quick: TestClient) -> None:
    """The review's finding: each action restarted the idle clock, so a player could keep
    their turn for ever by one cheap action (a draw) before the limit."""
    t = post_table(quick, [{"kind": "invited", "name": "Ann"}, {"kind": "invited", "name": "Bob"}])
    tokens = [claim(quick, t, 0), claim(quick, t, 1)]
    room = quick.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    first = room.state.current_player
    with quick.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(tokens[first])
    ) as ws:
        view = receive_until(ws, lambda m: m["type"] == "state")
        time.sleep(CLOCK / 2)
        ws.send_json({"type": "act", "seq": view["seq"], "action": "draw stock"})
        view = receive_until(ws, lambda m: m["type"] == "state" and m["seq"] > 0)
        assert room.state.current_player == first  # the same turn: a discard is to come
        assert view["absence"]["turn_waited"] >= CLOCK / 2


def test_zero_minutes_means_never_for_both_clocks() -> None:
    """The review's finding: ``--idle-minutes 0`` meant never and ``--away-minutes 0`` at
    once (every reload by the creator handed their powers to the others)."""
    never = AbsenceRules(grace=0, idle=0)
    assert not never.creator_gone(3600.0) and not never.idle_after(3600.0)
    assert AbsenceRules(grace=60, idle=60).creator_gone(60.0)


def test_a_creator_with_no_seat_watching_the_table_is_at_the_table(quick: TestClient) -> None:
    """Every seat invited: the creator's page is a spectator's with the creator's token
    (subprotocol ``corsairs.creator.<token>``); while it is open the creator is here."""
    t = post_table(quick, [{"kind": "invited"}, {"kind": "invited"}, {"kind": "invited"}])
    creator = ["corsairs", f"corsairs.creator.{t['creator_token']}"]
    with quick.websocket_connect(f"/ws/{t['id']}", subprotocols=creator) as ws:
        view = receive_until(ws, lambda m: m["type"] == "state")
        assert view["absence"]["creator_away"] is None
        time.sleep(CLOCK + 0.1)
        bob = claim(quick, t, 1)
        r = ask(quick, t, "start", bob)
        assert r.status_code == 409 and r.json()["code"] == "creator_here"
    time.sleep(CLOCK + 0.1)  # the creator closed the page: away after the grace
    assert ask(quick, t, "start", bob).status_code == 200


def test_a_wrong_creator_token_is_refused_not_taken_for_the_creator(quick: TestClient) -> None:
    t = post_table(quick, [{"kind": "invited"}, {"kind": "invited"}])
    wrong = ["corsairs", "corsairs.creator." + "x" * 32]
    with quick.websocket_connect(f"/ws/{t['id']}", subprotocols=wrong) as ws:
        told = receive_until(ws, lambda m: m["type"] == "error")
        assert told["code"] == "bad_table" and "creator" in told["message"]
    room = quick.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    assert room.creator_away() is not None


def test_a_player_alone_with_bots_is_not_told_of_an_idle_limit(quick: TestClient) -> None:
    """A newcomer playing bots read, after five minutes at their turn, "the other players
    may now give your seat to a bot": there are no other players, only bots. With nobody
    to give it, the views carry no idle limit (the page warns by it); a friend's seat
    brings it back (test_a_seat_that_does_not_play_goes_to_a_bot_after_the_idle_limit)."""
    t = post_table(quick, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}])
    with quick.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        view = receive_until(ws, lambda m: m["type"] == "state")
    assert view["absence"]["idle"] is None
