"""A claim whose answer is lost on the way (a phone on a train): the server took the seat
for the friend, but the friend's browser never learnt the token, and opening the link
again said someone had used it. The friend was locked out of their own seat for good.

The browser now proposes the seat token itself (random, kept before it asks), so asking
again with the same one is the same claim; nobody else knows it, the creator included."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import seat_protocols

MINE = "f" * 10 + "Bob-s_own-secret-token-1234"  # 37 characters of [A-Za-z0-9_-]


def friends_table(client: TestClient) -> dict[str, Any]:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    r = client.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": seats})
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def test_a_claim_asked_again_with_its_token_is_the_same_claim(client: TestClient) -> None:
    t = friends_table(client)
    claim = f"/api/tables/{t['id']}/claim"
    first = client.post(claim, json={"invite": t["invites"][1], "token": MINE})
    assert first.status_code == 200, first.text
    assert (first.json()["seat"], first.json()["token"]) == (1, MINE)
    again = client.post(claim, json={"invite": t["invites"][1], "token": MINE})
    assert again.status_code == 200, again.text
    assert (again.json()["seat"], again.json()["token"]) == (1, MINE)
    with client.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(MINE)) as ws:
        assert ws.receive_json()["seat"] == 1


def test_the_same_link_with_another_token_is_refused(client: TestClient) -> None:
    """The creator (who knows the invite code) or a stranger the link reached is not the
    friend: their claim after the friend's is refused as before."""
    t = friends_table(client)
    claim = f"/api/tables/{t['id']}/claim"
    assert client.post(claim, json={"invite": t["invites"][1], "token": MINE}).is_success
    for other in [{"token": "x" * 40}, {}]:
        r = client.post(claim, json={"invite": t["invites"][1], **other})
        assert (r.status_code, r.json()["code"]) == (409, "invite_used")


@pytest.mark.parametrize(
    "weak", ["short", "a" * 31, "has spaces in it and is long enough", "é" * 40]
)
def test_a_proposed_token_must_be_long_and_plain(client: TestClient, weak: str) -> None:
    t = friends_table(client)
    r = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1], "token": weak})
    assert r.status_code == 422, r.text
    assert client.get(f"/api/tables/{t['id']}").json()["seats"][1]["joined"] is False


def test_a_claim_without_a_token_still_gets_one(client: TestClient) -> None:
    t = friends_table(client)
    r = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
    assert r.status_code == 200 and len(r.json()["token"]) >= 32


def test_a_token_another_seat_holds_is_refused_with_its_code(client: TestClient) -> None:
    """Two friends' browsers proposing one token (one browser, two tabs): the second is
    told in its player's words, and its seat stays awaited."""
    seats = [{"kind": "human", "name": "Ann"}]
    seats += [{"kind": "invited", "name": n} for n in ("Bob", "Cy")]
    r = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": seats})
    t = r.json()
    claim = f"/api/tables/{t['id']}/claim"
    assert client.post(claim, json={"invite": t["invites"][1], "token": MINE}).is_success
    r = client.post(claim, json={"invite": t["invites"][2], "token": MINE})
    assert (r.status_code, r.json()["code"]) == (409, "token_taken")
    assert client.get(f"/api/tables/{t['id']}").json()["seats"][2]["joined"] is False
