"""Whole-number rule options without an engine bound (``max_rounds``, ``game_ends_at``,
``turn_limit``...) as a stranger might fill them: a number past what a browser can hold
made a table that was stored and then could not be shown to anyone (every WebSocket
broke on it)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from server_helpers import seat_protocols

from corsairs.server.limits import MAX_RULE_NUMBER

SEATS2 = [{"kind": "human"}, {"kind": "bot", "bot": "casual"}]


@pytest.mark.parametrize(
    ("game", "option", "value"),
    [
        ("corsairs", "max_rounds", 2**64),
        ("corsairs", "game_ends_at", 10**30),
        ("corsairs", "round_turn_limit", MAX_RULE_NUMBER + 1),
        ("piratatak", "turn_limit", 2**63),
    ],
)
def test_a_rule_number_past_what_a_browser_holds_is_refused(
    client: TestClient, game: str, option: str, value: int
) -> None:
    body = {"game": game, "players": 2, "seats": SEATS2, "rules": {option: value}}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400, r.text
    refusal = r.json()
    assert (refusal["code"], refusal["why"]) == ("bad_options", "server_max")
    assert refusal["params"] == {"option": option, "max": MAX_RULE_NUMBER}


def test_the_largest_rule_number_makes_a_table_every_seat_can_see(client: TestClient) -> None:
    body = {"game": "corsairs", "players": 2, "seats": SEATS2}
    r = client.post("/api/tables", json={**body, "rules": {"max_rounds": MAX_RULE_NUMBER}})
    assert r.status_code == 201, r.text
    made = r.json()
    with client.websocket_connect(
        f"/ws/{made['id']}", subprotocols=seat_protocols(made["tokens"][0])
    ) as ws:
        assert ws.receive_json()["table"]["rules"]["max_rounds"] == MAX_RULE_NUMBER
        assert ws.receive_json()["type"] == "state"
