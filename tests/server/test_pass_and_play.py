"""Pass-and-play: one socket holding several seats' tokens (a family at one tablet) shows
no seat until it asks (``look``), then that seat alone; behind its curtain it is a
spectator, and its seats are at the table (docs/server.md, "Pass-and-play")."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import (
    new_table,
    play_moves,
    receive_until,
    run_async,
    seat_protocols,
    wait_for,
)

from corsairs.server.absence import AbsenceRules
from corsairs.server.app import create_app
from corsairs.server.store import Store
from corsairs.server.tables import Hub


def group_protocols(*tokens: str) -> list[str]:
    """The subprotocols of a page holding several seats' tokens."""
    return ["corsairs", *(f"corsairs.token.{t}" for t in tokens)]


def state_msg(ws: Any) -> dict[str, Any]:
    return receive_until(ws, lambda m: m["type"] == "state")


def error_msg(ws: Any) -> dict[str, Any]:
    return receive_until(ws, lambda m: m["type"] == "error")


def test_a_covered_page_sees_the_public_table_and_shows_only_the_seat_asked(
    client: TestClient,
) -> None:
    t = new_table(client, players=3, seats=[{"kind": "human"}] * 3, seed=7)
    room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    first = room.state.current_player  # a seat of the family's (1 with this seed)
    assert first in (0, 1)
    other = 1 - first
    url = f"/ws/{t['id']}"
    with (
        client.websocket_connect(url, subprotocols=group_protocols(*t["tokens"][:2])) as tablet,
        client.websocket_connect(url, subprotocols=seat_protocols(t["tokens"][2])) as phone,
    ):
        welcome = receive_until(tablet, lambda m: m["type"] == "welcome")
        assert welcome["seat"] is None and welcome["held"] == [0, 1]
        covered = state_msg(tablet)
        assert covered["seat"] is None and covered["observation"]["seat"] is None
        assert "hand" not in covered["observation"] and covered["legal"] == []
        state_msg(phone)
        # both seats at the tablet are at the table, curtain up or not
        assert room.online() == [True, True, True]
        assert room.seat_away(0) == room.seat_away(1) == 0.0

        # behind the curtain the page can do nothing
        tablet.send_json({"type": "act", "seq": 0, "action": "draw stock"})
        assert error_msg(tablet)["code"] == "spectator"
        # a seat it does not hold: refused, and it still shows nothing
        tablet.send_json({"type": "look", "seat": 2})
        refused = error_msg(tablet)
        assert refused["code"] == "seat_not_held" and refused["seq"] == 0
        tablet.send_json({"type": "act", "seq": 0, "action": "draw stock"})
        assert error_msg(tablet)["code"] == "spectator"
        tablet.send_json({"type": "look", "seat": 16})
        assert error_msg(tablet)["code"] == "bad_message"
        assert room.seq == 0

        # the other held seat shown: its hand, no moves; a move for the one to play refused
        tablet.send_json({"type": "look", "seat": other})
        shown = state_msg(tablet)
        assert shown["seat"] == other == shown["observation"]["seat"]
        assert shown["observation"]["hand"] == room.state.observation(other)["hand"]
        assert shown["legal"] == []
        tablet.send_json({"type": "act", "seq": 0, "action": "draw stock"})
        assert error_msg(tablet)["code"] == "not_your_turn"
        assert room.seq == 0

        # the seat to play shown: it plays its turn; every view it gets is its own
        tablet.send_json({"type": "look", "seat": first})
        view = state_msg(tablet)
        hidden = room.state.observation(other)["hand"]
        while room.state.current_player == first:
            assert view["seat"] == first == view["observation"]["seat"]
            assert view["observation"]["hand"] != hidden
            tablet.send_json({"type": "act", "seq": view["seq"], "action": view["legal"][0]})
            seq = view["seq"]
            view = receive_until(tablet, lambda m: m["type"] == "state" and m["seq"] > seq)  # noqa: B023
        assert view["seat"] == first and view["legal"] == []
        # curtain up again: the public view at once, then every broadcast public too
        tablet.send_json({"type": "look", "seat": None})
        public = state_msg(tablet)
        assert public["seat"] is None and "hand" not in public["observation"]
        move = state_msg(phone)
        while not move["legal"]:
            move = state_msg(phone)
        phone.send_json({"type": "act", "seq": move["seq"], "action": move["legal"][0]})
        after = receive_until(tablet, lambda m: m["type"] == "state" and m["seq"] > move["seq"])
        assert after["seat"] is None and "hand" not in after["observation"]
    assert room.online() == [False, False, False]


def test_a_token_of_another_table_closes_the_group_socket(client: TestClient) -> None:
    t = new_table(client, players=2, seats=[{"kind": "human"}] * 2)
    elsewhere = new_table(client, players=2, seats=[{"kind": "human"}] * 2)
    tokens = (t["tokens"][0], elsewhere["tokens"][1])
    with client.websocket_connect(f"/ws/{t['id']}", subprotocols=group_protocols(*tokens)) as ws:
        refused = ws.receive_json()
        assert refused["type"] == "error" and refused["code"] == "bad_table"


CLOCK = 0.3  # the idle limit of the test's server, in seconds


def test_a_seat_of_the_device_given_to_a_bot_and_taken_back(db_url: str) -> None:
    """A friend on their own phone gives the family's idle seat to a bot: the tablet holds
    it no more (its other seat stays at the table), and holds it again once taken back,
    behind its curtain."""
    app = create_app(
        db_url, bot_delay=0.0, bots_in_workers=False, absence=AbsenceRules(CLOCK, CLOCK)
    )
    with TestClient(app) as client:
        r = client.post(
            "/api/tables",
            json={
                "game": "corsairs",
                "players": 3,
                "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "invited"}],
            },
        )
        t = r.json()
        cy = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][2]})
        cy_token = cy.json()["token"]
        room = play_moves(client, t["id"], 0)
        while room.state.current_player == 2:  # the turn to one of the family's seats
            play_moves(client, t["id"], 1)
        idle = room.state.current_player
        url = f"/ws/{t['id']}"
        with client.websocket_connect(url, subprotocols=group_protocols(*t["tokens"][:2])) as ws:
            receive_until(ws, lambda m: m["type"] == "welcome")
            time.sleep(CLOCK + 0.1)
            r = client.post(f"/api/tables/{t['id']}/seats/{idle}/bot", json={"token": cy_token})
            assert r.status_code == 200, r.text
            told = error_msg(ws)
            assert told["code"] == "seat_replaced" and told["seat"] == idle
            assert room.held() == {1 - idle}  # (the seat is a bot's: online as bots are)
            ws.send_json({"type": "look", "seat": idle})
            assert error_msg(ws)["code"] == "seat_not_held"
            back = client.post(
                f"/api/tables/{t['id']}/seats/{idle}/back", json={"token": t["tokens"][idle]}
            )
            assert back.status_code == 200, back.text
            again = receive_until(ws, lambda m: m["type"] == "welcome")
            assert again["seat"] is None and again["held"] == [0, 1]
            assert room.held() == {0, 1}


def test_a_hint_asked_for_a_seat_covered_since_is_not_delivered(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hint speaks of its seat's hand: one still being worked out as the page covers the
    seat (its turn was played, or the page reloaded) goes to nobody behind the curtain."""
    from corsairs.coach.hints import compute_kept_hint
    from corsairs.server import hints

    covered = threading.Event()
    worked = compute_kept_hint

    def after_the_curtain(*args: Any) -> Any:
        covered.wait(30)
        return worked(*args)

    monkeypatch.setattr(hints, "compute_kept_hint", after_the_curtain)
    client.app.state.hub.hint_samples = 4  # type: ignore[attr-defined]
    r = client.post(
        "/api/tables",
        json={"game": "corsairs", "players": 2, "seats": [{"kind": "human"}] * 2, "hints": True},
    )
    t = r.json()
    room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    p = room.state.current_player
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=group_protocols(*t["tokens"])
    ) as ws:
        state_msg(ws)
        ws.send_json({"type": "look", "seat": p})
        assert state_msg(ws)["seat"] == p
        ws.send_json({"type": "hint", "seq": 0})
        ws.send_json({"type": "look", "seat": None})
        assert state_msg(ws)["seat"] is None
        covered.set()
        desk = hints._desks[room][p]
        wait_for(lambda: desk.answered is not None, 30)
        ws.send_json({"type": "ping"})
        said: list[dict[str, Any]] = []
        while not said or said[-1]["type"] != "pong":
            said.append(ws.receive_json())
        assert [m for m in said if m["type"] == "hint"] == []


@pytest.mark.parametrize(("game", "private"), [("corsairs", True), ("piratatak", False)])
def test_whether_a_seat_hides_its_cards_is_the_games_declaration(
    game: str, private: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The curtain of a shared device says a seat's cards stay hidden when the game hides
    anything (``private`` in the table's summary). The summary, in every API answer, each
    table of *My tables* and the lobby's list, worked it out by building seat 0's
    observation each time; it is ``Game.information``, declared once by the game."""

    async def go() -> None:
        hub = Hub(Store("sqlite://"), bot_delay=0.0, bots_in_workers=False)
        room, _ = hub.create(game, 2, [{"kind": "human"}] * 2, seed=3)
        asked: list[int | None] = []
        shown = type(room.state).observation

        def counted(state: Any, seat: int | None) -> dict[str, Any]:
            asked.append(seat)
            return shown(state, seat)

        monkeypatch.setattr(type(room.state), "observation", counted)
        assert room.summary()["private"] is private
        assert asked == []
        hub.store.close()

    run_async(go())
