"""Helpers shared by the server tests (conftest puts this folder on sys.path)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient


def new_table(
    client: TestClient,
    game: str = "corsairs",
    seats: list[dict[str, Any]] | None = None,
    players: int = 4,
    seed: int = 7,
) -> dict[str, Any]:
    seats = seats or [{"kind": "human"}] * players
    r = client.post(
        "/api/tables", json={"game": game, "players": players, "seats": seats, "seed": seed}
    )
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def receive_until(
    ws: Any, want: Callable[[dict[str, Any]], bool], limit: int = 2000
) -> dict[str, Any]:
    for _ in range(limit):
        msg: dict[str, Any] = ws.receive_json()
        if want(msg):
            return msg
    raise AssertionError("the expected message never came")


def play_first_legal_to_the_end(ws: Any) -> dict[str, Any]:
    """Play a seat's first legal move every turn until the game is over; the last view."""
    while True:
        msg = receive_until(ws, lambda m: m["type"] == "state")
        if msg["observation"]["over"]:
            return msg
        if msg["legal"]:
            ws.send_json({"type": "act", "seq": msg["seq"], "action": msg["legal"][0]})


def seat_protocols(token: str) -> list[str]:
    """The WebSocket subprotocols that carry a seat token (never the URL: logs keep URLs)."""
    return ["corsairs", f"corsairs.token.{token}"]
