"""A friend who arrives after a bot took the seat they never held (the creator pressed
*Start now*, or gave it to a bot while awaited) takes it from the bot with the seat's
invite link, as a player takes back a seat they held (docs/server.md, "A friend who
comes late"); a seat someone held stays theirs to take back."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from server_helpers import play_moves, receive_until, seat_protocols

from corsairs.record import check
from corsairs.server.app import make_game_record

SEATS = [
    {"kind": "human", "name": "Ann"},
    {"kind": "invited", "name": "Bob"},
    {"kind": "invited", "name": "Cy"},
]
PROPOSED = "p" * 20 + "-Cy-proposes-this-token"


def started_without_cy(client: TestClient) -> dict[str, Any]:
    r = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": SEATS})
    assert r.status_code == 201, r.text
    t: dict[str, Any] = r.json()
    bob = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
    t["bob"] = bob.json()["token"]
    r = client.post(f"/api/tables/{t['id']}/start", json={"token": t["creator_token"]})
    assert r.status_code == 200 and r.json()["seats"][2]["kind"] == "bot"
    assert r.json()["seats"][2]["late"] is True  # the creator's page keeps showing the link
    return t


def test_a_late_friend_takes_the_seat_from_the_bot_with_the_invite(client: TestClient) -> None:
    t = started_without_cy(client)
    room = play_moves(client, t["id"], 6)
    url = f"/api/tables/{t['id']}"
    with client.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(t["bob"])) as ws:
        receive_until(ws, lambda m: m["type"] == "state")
        r = client.post(f"{url}/claim", json={"invite": t["invites"][2], "token": PROPOSED})
        assert r.status_code == 200, r.text
        at = room.seq
        told = receive_until(ws, lambda m: m["type"] == "seat_back")
        assert told == {"type": "seat_back", "seat": 2, "name": "Cy", "seq": at, "late": True}
    seat = r.json()["seats"][2]
    assert (r.json()["seat"], r.json()["token"]) == (2, PROPOSED)
    assert seat["kind"] == "human" and seat["name"] == "Cy" and "late" not in seat
    assert 2 not in room.bots
    # the same claim asked again (its answer lost) is the same claim; nobody else's
    again = client.post(f"{url}/claim", json={"invite": t["invites"][2], "token": PROPOSED})
    assert again.status_code == 200 and again.json()["token"] == PROPOSED
    other = client.post(f"{url}/claim", json={"invite": t["invites"][2]})
    assert other.status_code == 409 and other.json()["code"] == "invite_used"
    with client.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(PROPOSED)) as ws:
        assert receive_until(ws, lambda m: m["type"] == "welcome")["seat"] == 2
    record = check(make_game_record(room))  # the bot's moves stay the bot's
    assert record.seats[2] == "Cy"
    spans = [(s.from_action, s.to_action) for s in record.stand_ins if s.seat == 2]
    assert spans == [(1, at)]


def test_a_seat_someone_held_is_not_taken_with_its_invite(client: TestClient) -> None:
    """Bob took his seat and went away: his invite link (the creator holds a copy) must
    not take the seat from the bot; only Bob's own link takes it back."""
    t = started_without_cy(client)
    url = f"/api/tables/{t['id']}"
    r = client.post(f"{url}/seats/1/bot", json={"token": t["creator_token"]})
    assert r.status_code == 200, r.text
    before = client.get(url).json()["seats"]
    late = client.post(f"{url}/claim", json={"invite": t["invites"][1]})
    assert late.status_code == 409 and late.json()["code"] == "invite_used"
    assert client.get(url).json()["seats"] == before
    assert "late" not in before[1]


def test_a_late_claim_that_cannot_be_honoured_changes_nothing(client: TestClient) -> None:
    t = started_without_cy(client)
    url = f"/api/tables/{t['id']}"
    before = client.get(url).json()
    # a token Bob's seat holds: one person would hold two seats
    r = client.post(f"{url}/claim", json={"invite": t["invites"][2], "token": t["bob"]})
    assert r.status_code == 409 and r.json()["code"] == "token_taken"
    # a browser that holds Bob's seat (sent Cy's link by mistake) says so: no second seat
    r = client.post(f"{url}/claim", json={"invite": t["invites"][2], "held": t["bob"]})
    assert r.status_code == 409 and r.json()["code"] == "seat_held"
    assert client.get(url).json()["seats"] == before["seats"]
    room = play_moves(client, t["id"], 10_000)  # to the end
    assert room.state.is_over()
    r = client.post(f"{url}/claim", json={"invite": t["invites"][2]})
    assert r.status_code == 409 and r.json()["code"] == "game_over"
    after = client.get(url).json()
    assert after["seats"][2]["kind"] == "bot" and after["seats"][1:] != []
    assert [s["name"] for s in after["seats"]] == [s["name"] for s in before["seats"]]


def test_a_player_late_for_play_again_takes_the_seat_from_the_bot(client: TestClient) -> None:
    """*Play again* started by its maker before Bob asked: Bob's old seat's token takes
    his seat at the new game from the bot (it said the game started without him)."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
    r = client.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": seats})
    t = r.json()
    play_moves(client, t["id"], 10_000)
    ann = client.post(f"/api/tables/{t['id']}/again", json={"token": t["tokens"][0]}).json()
    new = f"/api/tables/{ann['id']}"
    assert client.post(f"{new}/start", json={"token": ann["creator_token"]}).status_code == 200
    bob = client.post(f"/api/tables/{t['id']}/again", json={"token": t["tokens"][1]})
    assert bob.status_code == 201, bob.text
    assert bob.json()["seat"] == 1 and bob.json()["id"] == ann["id"]
    seat = client.get(new).json()["seats"][1]
    assert seat["kind"] == "human" and seat["name"] == "Bob"


def test_a_seat_started_without_its_friend_before_friends_were_kept_is_theirs_too(
    client: TestClient,
) -> None:
    """A table stored before a stand-in remembered its friend (only the bot's name and the
    seat's invite): the friend's link takes the seat, under the friend's name."""
    t = started_without_cy(client)
    room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    old = {k: v for k, v in room.seats[2].items() if k not in ("friend", "since", "why")}
    room.seats[2] = room.stored.seats[2] = old
    r = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][2]})
    assert r.status_code == 200, r.text
    assert r.json()["seats"][2]["name"] == "Cy" and r.json()["seats"][2]["kind"] == "human"


def test_the_creator_replaces_the_link_of_a_seat_a_bot_plays_until_its_friend_comes(
    client: TestClient,
) -> None:
    """The link, sent to the wrong person, now takes a seat from the bot in mid-game: the
    creator can still replace it (it was refused: a bot's seat gets no new link)."""
    t = started_without_cy(client)
    url = f"/api/tables/{t['id']}"
    r = client.post(f"{url}/seats/2/invite", json={"token": t["creator_token"]})
    assert r.status_code == 200, r.text
    old = client.post(f"{url}/claim", json={"invite": t["invites"][2]})
    assert old.status_code == 409 and old.json()["code"] == "invite_revoked"
    assert client.get(url).json()["seats"][2]["kind"] == "bot"
    new = client.post(f"{url}/claim", json={"invite": r.json()["invite"]})
    assert new.status_code == 200 and new.json()["seats"][2]["name"] == "Cy"
    # a seat someone held and lost to a bot gets no new link: its holder takes it back
    client.post(f"{url}/seats/1/bot", json={"token": t["creator_token"]})
    refused = client.post(f"{url}/seats/1/invite", json={"token": t["creator_token"]})
    assert refused.status_code == 409 and refused.json()["code"] == "seat_not_invited"
