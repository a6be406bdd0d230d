"""A player whose seat went to a bot takes it back from the same link (docs/server.md,
"Taking a seat back"): the server returns the seat from the next action on, tells every
page, and the bot stops; the record says which actions the bot played."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import receive_until, seat_protocols, wait_for
from test_absent_players import CLOCK, ask, claim, post_table, quick  # noqa: F401

from corsairs.record import check
from corsairs.server.absence import AbsenceRules
from corsairs.server.app import create_app, make_game_record


def _idle_seat_given(quick: TestClient) -> tuple[dict[str, Any], list[str], int, int]:  # noqa: F811
    t = post_table(quick, [{"kind": "invited", "name": "Ann"}, {"kind": "invited", "name": "Bob"}])
    tokens = [claim(quick, t, 0), claim(quick, t, 1)]
    first = quick.get(f"/api/tables/{t['id']}").json()["current_player"]
    time.sleep(CLOCK + 0.1)
    r = ask(quick, t, f"seats/{first}/bot", tokens[1 - first])
    assert r.status_code == 200, r.text
    assert r.json()["seats"][first]["kind"] == "bot"
    return t, tokens, first, 1 - first


def test_the_replaced_player_takes_the_seat_back(quick: TestClient) -> None:  # noqa: F811
    t, tokens, mine, other = _idle_seat_given(quick)
    with (
        quick.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(tokens[mine])) as me,
        quick.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(tokens[other])) as o,
    ):
        assert receive_until(me, lambda m: m["type"] == "welcome")["seat"] is None
        assert receive_until(me, lambda m: m["type"] == "error")["code"] == "seat_replaced"
        # the others, a spectator and a wrong token cannot take it
        assert ask(quick, t, f"seats/{mine}/back", tokens[other]).json()["code"] == "not_your_seat"
        assert ask(quick, t, f"seats/{mine}/back", t["creator_token"]).status_code == 403
        assert ask(quick, t, f"seats/{other}/back", tokens[other]).json()["code"] == (
            "seat_not_replaced"
        )
        time.sleep(0.2)  # the bot plays a few moves meanwhile (no bot delay here)
        r = ask(quick, t, f"seats/{mine}/back", tokens[mine])
        assert r.status_code == 200, r.text
        assert r.json()["seat"] == mine and r.json()["seats"][mine]["kind"] == "human"
        # the page that watched sits again at once; everyone is told
        assert receive_until(me, lambda m: m["type"] == "welcome")["seat"] == mine
        told = receive_until(o, lambda m: m["type"] == "seat_back")
        assert told == {
            "type": "seat_back",
            "seat": mine,
            "name": ["Ann", "Bob"][mine],
            "seq": told["seq"],
        }
        back_at = told["seq"]
        room = quick.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
        assert mine not in room.bots
        # asked again: the seat is the player's already
        assert ask(quick, t, f"seats/{mine}/back", tokens[mine]).json()["code"] == (
            "seat_not_replaced"
        )
    record = check(make_game_record(room))  # as the record will say at the game's end
    assert record.seats[mine] == ["Ann", "Bob"][mine]
    spans = [s for s in record.stand_ins if s.seat == mine]
    # the bot played the idle turn (no bot delay here): up to the take-back
    assert len(spans) == 1 and spans[0].from_action == 1 and spans[0].to_action == back_at
    assert record.data["version"] == 2
    assert record.player(mine, back_at) == ["Ann", "Bob"][mine]  # the next action is theirs


def test_the_bots_pending_move_does_not_land_after_the_take_back(quick: TestClient) -> None:  # noqa: F811
    """The bot is thinking (its pause) when the person takes the seat back: its move is
    dropped, and the turn, which went to the bot for waiting, keeps its idle clock (a
    fresh one at each take-back let one player hold the table for ever)."""
    quick.app.state.hub.bot_delay = 0.5  # type: ignore[attr-defined]
    t, tokens, mine, _ = _idle_seat_given(quick)
    room = quick.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    assert room.state.current_player == mine and room.bot_task is not None
    seq, asked, thinking = room.seq, time.monotonic(), room.bot_task
    assert ask(quick, t, f"seats/{mine}/back", tokens[mine]).status_code == 200
    # the bot's turn over, cancelled or run to its end (where its move would have landed):
    # 0.8 s of real time was no pause at all on a loaded machine, the move not due yet
    wait_for(thinking.done)
    assert room.seq == seq and room.state.current_player == mine
    waited = room.turn_waited()
    assert waited is not None and waited > time.monotonic() - asked  # the turn's own clock
    assert room.is_idle(mine)  # the others may give it away again at once


def test_given_away_and_taken_back_twice_the_record_has_two_intervals(
    quick: TestClient,  # noqa: F811
) -> None:
    t, tokens, mine, _ = _idle_seat_given(quick)
    room = quick.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    time.sleep(0.1)  # the bot plays the idle turn
    first = room.seq
    room.take_back(tokens[mine], mine)
    room.give_to_bot(t["creator_token"], mine)  # away again: the creator gives it again
    with quick.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(tokens[mine])):
        pass  # the same link still watches, and may take the seat back
    room.take_back(tokens[mine], mine)
    record = check(make_game_record(room))
    spans = [(s.from_action, s.to_action) for s in record.stand_ins]
    assert spans[0] == (1, first) and len(spans) <= 2
    assert all(a is not None and b is not None and a <= b for a, b in spans)


@pytest.fixture
def paced(db_url: str) -> Iterator[TestClient]:
    """``quick``'s clocks, with bots that pause between their actions (0.2-0.4 s), so that
    a test can act while a bot is inside its turn (without a pause the bot's whole turn
    was over before the test looked)."""
    app = create_app(
        db_url, bot_delay=0.3, bots_in_workers=False, absence=AbsenceRules(CLOCK, CLOCK)
    )
    with TestClient(app) as client:
        yield client


def _piratatak_bot_inside_its_turn(
    client: TestClient,
) -> tuple[dict[str, Any], list[str], int, Any]:
    """A Piratatak table of two friends whose first player's seat went to a bot, caught
    after the bot's first action while its turn goes on (a deal whose first action ends
    the turn is left for another)."""
    seats = [{"kind": "invited", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    for _ in range(5):
        r = client.post("/api/tables", json={"game": "piratatak", "players": 2, "seats": seats})
        assert r.status_code == 201, r.text
        t = r.json()
        tokens = [claim(client, t, 0), claim(client, t, 1)]
        first = client.get(f"/api/tables/{t['id']}").json()["current_player"]
        time.sleep(CLOCK + 0.1)
        assert ask(client, t, f"seats/{first}/bot", tokens[1 - first]).status_code == 200
        room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and room.seq == 0:  # the bot's first action
            time.sleep(0.01)
        if room.seq > 0 and room.state.current_player == first:
            return t, tokens, first, room
    raise AssertionError("five times the bot's turn was over before it could be caught")


def test_a_piratatak_seat_taken_back_mid_turn_plays_on_and_replays(paced: TestClient) -> None:
    """Piratatak's turns run over several actions (draws, a pirate's give-back): a seat
    taken back while its bot is inside a turn is the person's at once, their legal move is
    accepted, and the record replays with the bot's interval."""
    t, tokens, first, room = _piratatak_bot_inside_its_turn(paced)
    assert ask(paced, t, f"seats/{first}/back", tokens[first]).status_code == 200
    seq = room.seq
    assert room.state.current_player == first, room.actions  # still inside the bot's turn
    move = str(room.state.legal_actions()[0])  # the person plays on from where the bot was
    room.act(first, seq, move)
    assert room.actions[-1] == move
    record = check(make_game_record(room))
    spans = [s for s in record.stand_ins if s.seat == first]
    assert len(spans) == 1 and spans[0].to_action == seq
    assert record.data["version"] == 2
