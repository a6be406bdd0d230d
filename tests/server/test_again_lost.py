"""*Play again* whose answer is lost on the way: the server made the new table and gave
the player their seat there, the browser never heard; asking again said "you took your
seat at the new game already", so the player who made the new game was locked out of
it (and of its *Start now*). The browser proposes the new seat token and creator token
itself; asking again with them is the same request."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from server_helpers import new_table, play_first_legal_to_the_end, seat_protocols

SEAT = "s" * 12 + "-new-seat-token-of-Ann-123"
CREATOR = "c" * 12 + "-new-creator-token-of-Ann"


def finished(client: TestClient) -> dict[str, Any]:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    t = new_table(client, seats=seats, players=2, seed=4)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        play_first_legal_to_the_end(ws)
    return t


def test_play_again_asked_again_with_its_tokens_is_the_same_request(client: TestClient) -> None:
    t = finished(client)
    ask = {"token": t["tokens"][0], "new_token": SEAT, "new_creator_token": CREATOR}
    first = client.post(f"/api/tables/{t['id']}/again", json=ask)
    assert first.status_code == 201, first.text
    again = client.post(f"/api/tables/{t['id']}/again", json=ask)
    assert again.status_code == 201, again.text
    assert (
        first.json()
        == again.json()
        == {
            "id": first.json()["id"],
            "seat": 0,
            "token": SEAT,
            "creator_token": CREATOR,
        }
    )
    new = first.json()["id"]
    with client.websocket_connect(f"/ws/{new}", subprotocols=seat_protocols(SEAT)) as ws:
        assert ws.receive_json()["seat"] == 0
    started = client.post(f"/api/tables/{new}/start", json={"token": CREATOR})
    assert started.status_code == 200, started.text


def test_another_token_for_a_seat_taken_is_still_refused(client: TestClient) -> None:
    t = finished(client)
    ask = {"token": t["tokens"][0], "new_token": SEAT}
    assert client.post(f"/api/tables/{t['id']}/again", json=ask).status_code == 201
    for other in [{"new_token": "o" * 40}, {}]:
        r = client.post(f"/api/tables/{t['id']}/again", json={"token": t["tokens"][0], **other})
        assert (r.status_code, r.json()["code"]) == (409, "again_joined")
