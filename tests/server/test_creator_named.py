"""The table's summary names the creator's seat, so that a friend waiting is told who may
start now ("Anna can also start now", not "the table's creator", a stranger at a *Play
again* table made by whoever pressed first) and who made the new game."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient


def new_table(client: TestClient, seats: list[dict[str, Any]]) -> dict[str, Any]:
    r = client.post("/api/tables", json={"game": "corsairs", "players": len(seats), "seats": seats})
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def test_the_summary_marks_the_creators_own_seat(client: TestClient) -> None:
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "invited", "name": "Bruno"}]
    t = new_table(client, seats)
    marks = [s.get("creator", False) for s in client.get(f"/api/tables/{t['id']}").json()["seats"]]
    assert marks == [True, False]


def test_the_summary_marks_who_made_a_play_again_table(client: TestClient) -> None:
    seats = [{"kind": "invited", "name": "Anna"}, {"kind": "invited", "name": "Bruno"}]
    t = new_table(client, seats)
    room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    room.take_again_seat(1, "b" * 32, creator=True)  # Bruno pressed Play again first
    room.take_again_seat(0, "a" * 32)
    marks = [s.get("creator", False) for s in client.get(f"/api/tables/{t['id']}").json()["seats"]]
    assert marks == [False, True]


def test_the_creators_seat_stays_named_once_a_bot_plays_it(client: TestClient) -> None:
    """A friend arriving once the creator's seat had gone to a bot read "An invite to a
    game of Corsairs": the summary still says whose seat it is (``maker``), and the
    friend's bot is no maker."""
    from corsairs.server.tables import _stand_in

    seats = [
        {"kind": "human", "name": "Anna"},
        {"kind": "invited", "name": "Bruno"},
        {"kind": "invited", "name": "Carla"},
    ]
    t = new_table(client, seats)
    room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    room.seats[0] = _stand_in(room.seats[0], "casual", 0, "away")
    room.seats[2] = _stand_in(room.seats[2], "casual", 0, "not_joined")
    got = client.get(f"/api/tables/{t['id']}").json()["seats"]
    assert [(s.get("creator", False), s.get("maker", False)) for s in got] == [
        (False, True),
        (False, False),
        (False, False),
    ]
    assert got[0]["friend"] == "Anna"
