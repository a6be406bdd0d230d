"""No secret in the server's logs (issue 19): over a whole game, with every logger at DEBUG
(SQLAlchemy's statements included), no line holds the deal's seed or salt, a bot's seed,
or a card hidden at the moment it was written. Tokens are checked in their own test."""

from __future__ import annotations

import logging
import re
from typing import Any

from fastapi.testclient import TestClient
from server_helpers import play_first_legal_to_the_end, seat_protocols, swap_bot

CARD = re.compile(r"\b([A-Z]\d{1,2})\b")


class Capture(logging.Handler):
    """Every log line, with the cards hidden at the table at the moment it was written."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[tuple[str, set[str]]] = []
        self.room: Any = None

    def emit(self, record: logging.LogRecord) -> None:
        text = self.format(record)
        hidden: set[str] = set()
        if self.room is not None:
            full = self.room.state.to_dict()
            hidden = set(full["stock"])
            for hand, known in zip(full["hands"], full["known"], strict=True):
                hidden |= set(hand) - set(known)
        self.lines.append((text, hidden))


def test_no_seed_salt_or_hidden_card_in_any_log_line(client: TestClient) -> None:
    from corsairs.agents import Agent

    class Broken(Agent):  # a bot that errs, so that the error paths log too
        name = "broken"

        def choose(self, observation: dict[str, Any], legal_actions: Any) -> Any:
            raise RuntimeError(f"bug in a bot holding {observation.get('hand')}")

    capture = Capture()
    capture.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))
    root, sql = logging.getLogger(), logging.getLogger("sqlalchemy")
    old_levels = root.level, sql.level
    root.addHandler(capture)
    root.setLevel(logging.DEBUG)
    sql.setLevel(logging.INFO)  # SQLAlchemy stays at WARNING unless asked: its statements
    try:
        seats = [
            {"kind": "human"},
            {"kind": "bot", "bot": "random"},
            {"kind": "bot", "bot": "greedy"},
        ]
        r = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": seats})
        t = r.json()
        hub: Any = client.app.state.hub  # type: ignore[attr-defined]
        room = capture.room = hub.rooms[t["id"]]
        swap_bot(client, room, 2, Broken(room.game, seed=0))
        with client.websocket_connect(
            f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
        ) as ws:
            ws.send_text("not json")
            play_first_legal_to_the_end(ws)
        secrets = {str(room.stored.seed), room.stored.salt}
        secrets |= {str(s["seed"]) for s in room.seats if "seed" in s}
    finally:
        root.removeHandler(capture)
        root.setLevel(old_levels[0])
        sql.setLevel(old_levels[1])
    assert room.state.is_over()
    assert any("at seat 3" in t and "failed" in t for t, _ in capture.lines)  # it ran
    assert any("INSERT INTO corsairs_tables" in text for text, _ in capture.lines)
    for text, hidden in capture.lines:
        assert not any(s in text for s in secrets), text
        assert not set(CARD.findall(text)) & hidden, text
