"""The creator manages friends' seats: a fresh invite link for a seat still awaited (the
old link then refused with its own code), and a bot for a friend who took a seat and
is away. See docs/server.md, "Friends who do not come"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import receive_until, seat_protocols

FRIENDS = [
    {"kind": "human", "name": "Ann"},
    {"kind": "invited", "name": "Bob"},
    {"kind": "invited", "name": "Cy"},
]


def post_table(client: TestClient, seats: list[dict[str, Any]] = FRIENDS) -> dict[str, Any]:
    body = {"game": "corsairs", "players": len(seats), "seats": seats}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def new_invite(client: TestClient, t: dict[str, Any], seat: int, token: str | None = None) -> Any:
    body = {"token": token or t["creator_token"]}
    return client.post(f"/api/tables/{t['id']}/seats/{seat}/invite", json=body)


def to_bot(client: TestClient, t: dict[str, Any], seat: int, token: str | None = None) -> Any:
    body = {"token": token or t["creator_token"]}
    return client.post(f"/api/tables/{t['id']}/seats/{seat}/bot", json=body)


def test_a_new_invite_link_replaces_the_old_one(client: TestClient) -> None:
    t = post_table(client)
    r = new_invite(client, t, 1)
    assert r.status_code == 200, r.text
    code = r.json()["invite"]
    assert code and code != t["invites"][1] and r.json()["seat"] == 1
    assert r.json()["seats"][1]["joined"] is False
    old = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
    assert old.status_code == 409 and old.json()["code"] == "invite_revoked"
    assert "new link" in old.json()["detail"]
    assert client.get(f"/api/tables/{t['id']}").json()["seats"][1]["joined"] is False
    ok = client.post(f"/api/tables/{t['id']}/claim", json={"invite": code})
    assert ok.status_code == 200 and ok.json()["seat"] == 1
    # once the seat is taken, the old link still says it was replaced, not "used"
    old = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
    assert old.json()["code"] == "invite_revoked"
    # the other friend's link was left alone
    cy = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][2]})
    assert cy.status_code == 200 and cy.json()["started"] is True


def test_only_the_creator_renews_and_only_an_unclaimed_seat(client: TestClient) -> None:
    t = post_table(client)
    refused = new_invite(client, t, 1, token=t["tokens"][0])  # a seat token is not the creator's
    assert refused.status_code == 403 and refused.json()["code"] == "not_creator"
    assert new_invite(client, t, 0).json()["code"] == "seat_not_invited"  # the creator's own
    assert new_invite(client, t, 7).status_code == 404
    client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
    taken = new_invite(client, t, 1)
    assert taken.status_code == 409 and taken.json()["code"] == "seat_joined"
    # nothing changed by the refusals: Cy's link still claims her seat
    assert client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][2]}).is_success


@pytest.mark.storage
def test_a_renewed_invite_survives_a_restart(make_client: Callable[[], TestClient]) -> None:
    first = make_client()
    t = post_table(first)
    code = new_invite(first, t, 2).json()["invite"]
    first.__exit__(None, None, None)
    second = make_client()
    old = second.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][2]})
    assert old.json()["code"] == "invite_revoked"
    assert second.post(f"/api/tables/{t['id']}/claim", json={"invite": code}).is_success


def test_an_absent_friend_is_replaced_by_a_bot_and_the_game_goes_on(client: TestClient) -> None:
    t = post_table(client, FRIENDS[:2])
    bob = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]}).json()
    assert bob["started"] is True
    with client.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(bob["token"])):
        online = to_bot(client, t, 1)  # Bob is at the table: his seat is not taken from him
        assert online.status_code == 409 and online.json()["code"] == "seat_online"
    assert to_bot(client, t, 0).json()["code"] == "seat_not_invited"  # the creator's own seat
    assert to_bot(client, t, 1, token=bob["token"]).json()["code"] == "own_seat"
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        receive_until(ws, lambda m: m["type"] == "state")
        r = to_bot(client, t, 1)
        assert r.status_code == 200, r.text
        seat = r.json()["seats"][1]
        assert seat["kind"] == "bot" and seat["bot"] == "casual" and seat["name"].startswith("Bob")
        view = receive_until(ws, lambda m: m["type"] == "state" and m["bots"][1])
        assert view["bots"] == [False, True]
        # the bot plays Bob's turns: Ann's moves are answered until the game ends
        while not view["observation"]["over"]:
            if view["legal"]:
                ws.send_json({"type": "act", "seq": view["seq"], "action": view["legal"][0]})
            view = receive_until(ws, lambda m: m["type"] == "state")
    # Bob's old seat link now watches, told why
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(bob["token"])
    ) as ws:
        welcome = ws.receive_json()
        assert welcome["type"] == "welcome" and welcome["seat"] is None
        note = receive_until(ws, lambda m: m["type"] == "error")
        assert note["code"] == "seat_replaced"
    # and his My tables still lists the game (to watch, replay, review), with no seat
    entries = [{"table": t["id"], "token": bob["token"]}]
    mine = client.post("/api/my-tables", json={"entries": entries}).json()
    assert [(m["id"], m["seat"]) for m in mine] == [(t["id"], None)]


def test_a_friend_who_never_claimed_can_be_given_a_bot_before_the_start(
    client: TestClient,
) -> None:
    t = post_table(client)
    client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
    r = to_bot(client, t, 2)  # Cy never came: her seat goes to a bot, which starts the table
    assert r.status_code == 200 and r.json()["started"] is True
    # asked again (two players pressed at once): done already, said so, nothing changes; the
    # second press was told "Only an invited friend's seat can be changed", of Cy's seat
    again = to_bot(client, t, 2)
    assert again.status_code == 200 and again.json()["seats"] == r.json()["seats"]
    assert to_bot(client, t, 0).json()["code"] == "seat_not_invited"  # Ann's own seat
    # Cy arrives late after all: her link takes the seat from the bot (test_late_friend.py)
    late = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][2]})
    assert late.status_code == 200 and late.json()["seats"][2]["kind"] == "human"


def test_a_finished_game_keeps_its_seats(client: TestClient) -> None:
    t = post_table(client, [{"kind": "human"}, {"kind": "invited"}])
    bob = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]}).json()
    room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]

    def finish() -> None:  # on the server's loop, as its connections would
        while not room.state.is_over():
            st = room.state
            room.act(st.current_player, room.seq, str(st.legal_actions()[0]))

    client.portal.call(finish)  # type: ignore[union-attr]
    assert bob["seat"] == 1
    r = to_bot(client, t, 1)
    assert r.status_code == 409 and r.json()["code"] == "game_over"


def test_the_host_sees_seat_changes_in_the_log_without_codes(
    client: TestClient, caplog: Any
) -> None:
    """A friend asks the host why a bot plays their seat: the log says when and which
    seat, never the new code or a token."""
    t = post_table(client)
    with caplog.at_level("INFO", logger="corsairs.server"):
        code = new_invite(client, t, 1).json()["invite"]
        to_bot(client, t, 2)
    said = [r.getMessage() for r in caplog.records if r.name == "corsairs.server"]
    assert any("seat 2" in m and "new invite link" in m and t["id"] in m for m in said), said
    assert any("seat 3" in m and "bot" in m for m in said), said
    assert not any(code in m or t["creator_token"] in m for m in said)


@pytest.mark.storage
def test_the_record_names_the_friend_and_the_move_the_bot_took_over_from(
    client: TestClient,
) -> None:
    """A bot given Bob's seat mid-game was named for the whole game in the record; now the
    seat is Bob's and ``stand_ins`` says from which action the bot played it."""
    from corsairs.record import loads, replay
    from corsairs.verify import verify_record

    t = post_table(client, FRIENDS[:2])
    client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
    room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]

    def play(until: Callable[[], bool]) -> None:  # on the server's loop, every seat's moves
        while not until():
            st = room.state
            room.act(st.current_player, room.seq, str(st.legal_actions()[0]))

    bob_moved = {"n": 0}

    def bob_played_twice() -> bool:
        bob_moved["n"] += room.state.current_player == 1 and room.seq > 0
        return bob_moved["n"] > 2 and room.state.current_player == 0

    client.portal.call(play, bob_played_twice)  # type: ignore[union-attr]
    took_over = room.seq
    assert to_bot(client, t, 1).status_code == 200
    # the page names Bob's own moves by his name, the bot's after them ("since": moves before)
    seat = client.get(f"/api/tables/{t['id']}").json()["seats"][1]
    assert (seat["friend"], seat["since"]) == ("Bob", took_over)
    client.portal.call(play, room.state.is_over)  # type: ignore[union-attr]
    text = client.get(f"/api/tables/{t['id']}/record").text
    rec = loads(text)
    assert rec.seats == ["Ann", "Bob"]
    assert rec.data["stand_ins"] == [{"seat": 1, "bot": "casual", "from_action": took_over + 1}]
    assert rec.player(1, took_over - 1) == "Bob"
    assert rec.player(1, took_over) == "Bob (casual)"
    replay(rec)  # the record replays as ever, and its deal checks against the commitment
    assert verify_record(rec).moves == room.seq


@pytest.mark.storage
def test_a_seat_given_to_a_bot_before_any_move_is_the_bots_in_the_record(
    client: TestClient,
) -> None:
    t = post_table(client, FRIENDS[:2])
    to_bot(client, t, 1)  # Bob never came: the bot played the whole game
    room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]

    def finish() -> None:
        while not room.state.is_over():
            st = room.state
            room.act(st.current_player, room.seq, str(st.legal_actions()[0]))

    client.portal.call(finish)  # type: ignore[union-attr]
    data = client.get(f"/api/tables/{t['id']}/record").json()
    assert data["seats"] == ["Ann", "casual"] and "stand_ins" not in data


def test_an_invite_link_as_a_qr_code_only_for_its_creator(client: TestClient) -> None:
    """A phone scans a friend's link from the tablet's screen: the code is drawn for the
    creator alone, and only for the link their page shows (the seat's open invite, to this
    table), never one they do not hold; every refusal says why and changes nothing."""
    import segno

    t = post_table(client)
    link = f"http://127.0.0.1/table/{t['id']}#invite={t['invites'][1]}"

    def qr(seat: int, link: str = link, token: str | None = None) -> Any:
        body = {"token": token or t["creator_token"], "link": link}
        return client.post(f"/api/tables/{t['id']}/seats/{seat}/qr", json=body)

    r = qr(1)
    assert r.status_code == 200 and r.headers["content-type"].startswith("image/svg+xml")
    assert r.text.startswith("<svg xmlns=") and "viewBox=" in r.text.split(">")[0]
    assert "no-store" in r.headers["cache-control"]
    drawn = segno.make(link, error="m").svg_inline(scale=1, border=4, omitsize=True)
    assert r.text.split('d="')[-1].strip() == drawn.split('d="')[-1]  # the link's own modules
    refused = {
        "not_creator": qr(1, token=t["tokens"][0]),  # a player's token is not the creator's
        "invite_other_seat": qr(2),  # Bob's link asked as Cy's seat
        "no_seat": qr(7),
        "bad_link": qr(1, link.replace(t["id"], "other")),
    }
    assert {k: (r.json()["code"], r.status_code) for k, r in refused.items()} == {
        "not_creator": ("not_creator", 403),
        "invite_other_seat": ("invite_other_seat", 409),
        "no_seat": ("no_seat", 404),
        "bad_link": ("bad_link", 400),
    }
    assert qr(1, "javascript:alert(1)#invite=x").status_code == 400
    assert qr(1, "x" * 3000).status_code == 422  # longer than any link the page makes
    assert new_invite(client, t, 1).is_success  # a link replaced is drawn no more
    assert qr(1).json()["code"] == "invite_revoked"
    client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][2]})
    cy = f"http://127.0.0.1/table/{t['id']}#invite={t['invites'][2]}"
    assert qr(2, cy).json()["code"] == "seat_joined"  # a seat taken needs no link
