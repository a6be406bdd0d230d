"""The game log says who played which moves: when a seat went to a bot (and why) and when
its person came back (docs/server.md, "Seat changes in the game log"). It comes from the
table's stored seats, so a page loaded later, after a restart too, shows it."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from server_helpers import play_moves
from test_absent_players import quick  # noqa: F401
from test_take_back import _idle_seat_given

SEATS = [
    {"kind": "human", "name": "Ann"},
    {"kind": "invited", "name": "Bob"},
    {"kind": "invited", "name": "Cy"},
]


@pytest.mark.storage
def test_every_seat_change_is_in_the_log_after_a_restart(
    make_client: Callable[[], TestClient],
) -> None:
    client = make_client()
    t = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": SEATS}).json()
    url = f"/api/tables/{t['id']}"
    bob = client.post(f"{url}/claim", json={"invite": t["invites"][1]}).json()["token"]
    client.post(f"{url}/start", json={"token": t["creator_token"]})  # Cy has not come
    play_moves(client, t["id"], 4)
    away = client.post(f"{url}/seats/1/bot", json={"token": t["creator_token"]}).json()["seq"]
    play_moves(client, t["id"], 3)
    back = client.post(f"{url}/seats/1/back", json={"token": bob}).json()["seq"]
    play_moves(client, t["id"], 2)
    late = client.post(f"{url}/claim", json={"invite": t["invites"][2]}).json()["seq"]
    assert 0 < away < back < late
    client.__exit__(None, None, None)
    changes = make_client().get(url).json()["seat_changes"]  # a page loaded after a restart
    assert changes == [
        {"n": 0, "seat": 2, "to": "bot", "bot": "casual", "name": "Cy", "why": "not_joined"},
        {"n": away, "seat": 1, "to": "bot", "bot": "casual", "name": "Bob", "why": "away"},
        {"n": back, "seat": 1, "to": "person", "name": "Bob"},
        {"n": late, "seat": 2, "to": "person", "name": "Cy", "late": True},
    ]


def test_an_idle_seat_is_said_idle_and_a_table_of_bots_says_nothing(
    quick: TestClient,  # noqa: F811
) -> None:
    t, _, first, _ = _idle_seat_given(quick)
    time.sleep(0.05)
    changes = quick.get(f"/api/tables/{t['id']}").json()["seat_changes"]
    assert changes == [
        {
            "n": 0,
            "seat": first,
            "to": "bot",
            "bot": "casual",
            "name": ["Ann", "Bob"][first],
            "why": "idle",
        }
    ]
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "casual"}]
    r = quick.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": seats})
    assert r.json()["seat_changes"] == []  # a bot from the start: no change to tell
