"""Finished games looked at over HTTP (a summary, replay steps, a record): each was
loaded into memory and kept there for good, so a server up for months held every game
anyone had ever replayed. A few stay (a replay steps through one), the rest go."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import new_table, play_first_legal_to_the_end, seat_protocols

from corsairs.server import tables


def finished_table(client: TestClient, seed: int) -> str:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    t = new_table(client, seats=seats, players=2, seed=seed)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        play_first_legal_to_the_end(ws)
    return str(t["id"])


def test_finished_games_looked_at_do_not_pile_up_in_memory(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables, "IDLE_FINISHED_ROOMS", 1)
    hub: Any = client.app.state.hub  # type: ignore[attr-defined]
    ids = [finished_table(client, seed) for seed in (1, 2, 3)]
    client.get("/api/games")  # let the server notice the closed sockets
    for table in ids:
        r = client.get(f"/api/tables/{table}/replay?step=1")
        assert r.status_code == 200 and r.json()["total"] > 1
        assert client.get(f"/api/tables/{table}").json()["over"] is True
    assert [t for t in ids if t in hub.rooms] == ids[-1:]  # the latest looked at stays
