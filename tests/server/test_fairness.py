"""Fair deals (issue 19): the server draws and commits to the seed, reveals it at the end,
only practice tables take a chosen seed, invites are single-use claims, bots have their
own secret seeds, and ``corsairs verify`` checks a record against its commitment."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import given, settings
from hypothesis import strategies as st
from server_helpers import play_first_legal_to_the_end, receive_until, seat_protocols
from typer.testing import CliRunner

from corsairs.cli import app as cli_app
from corsairs.record import loads
from corsairs.server.fairness import commitment
from corsairs.verify import NotVerified, verify_record

FRIENDS = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]


def post_table(client: TestClient, seats: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    body = {"game": "corsairs", "players": len(seats), "seats": seats, **extra}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def state_of(ws: Any) -> dict[str, Any]:
    return receive_until(ws, lambda m: m["type"] == "state")


def test_a_chosen_seed_is_refused_when_friends_are_invited(client: TestClient) -> None:
    r = client.post(
        "/api/tables", json={"game": "corsairs", "players": 2, "seats": FRIENDS, "seed": 7}
    )
    assert r.status_code == 400 and "practice" in r.json()["detail"]
    assert client.app.state.hub.rooms == {}  # type: ignore[attr-defined]


def test_the_deal_is_committed_and_revealed_only_at_the_end(client: TestClient) -> None:
    t = post_table(client, [{"kind": "human"}, {"kind": "human"}])
    fair = t["fairness"]
    assert len(fair["commitment"]) == 64 and fair["seed"] is None and fair["salt"] is None
    assert not fair["seed_chosen_by_creator"] and not fair["legacy"]
    assert "seed" not in json.dumps({k: v for k, v in t.items() if k != "fairness"})
    room = client.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    secret = room.stored.seed
    with (
        client.websocket_connect(
            f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
        ) as a,
        client.websocket_connect(
            f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][1])
        ) as b,
    ):
        first = state_of(a)
        assert first["fairness"]["commitment"] == fair["commitment"]
        assert str(secret) not in json.dumps(first)
        seats = {0: a, 1: b}
        latest: dict[Any, dict[str, Any]] = {ws: {"seq": -1, "observation": {}} for ws in (a, b)}
        while not room.state.is_over():  # the seat to play plays its first legal move
            ws, seq = seats[room.state.current_player], room.seq
            msg = latest[ws]
            if msg["seq"] != seq:
                msg = receive_until(ws, lambda m: m["type"] == "state" and m["seq"] == seq)  # noqa: B023
            ws.send_json({"type": "act", "seq": seq, "action": msg["legal"][0]})
            latest[ws] = receive_until(ws, lambda m: m["type"] == "state" and m["seq"] > seq)  # noqa: B023
        last = latest[a]
        if not last["observation"].get("over"):
            last = receive_until(a, lambda m: m["type"] == "state" and m["observation"]["over"])
    revealed = last["fairness"]
    assert revealed["seed"] == secret
    assert commitment(revealed["seed"], revealed["salt"]) == fair["commitment"]
    rec = loads(client.get(f"/api/tables/{t['id']}/record").text)
    assert verify_record(rec).seed == secret


def test_a_practice_table_says_its_seed_was_chosen(client: TestClient) -> None:
    t = post_table(client, [{"kind": "human"}, {"kind": "bot", "bot": "random"}], seed=7)
    assert t["fairness"]["seed_chosen_by_creator"] is True
    assert t["fairness"]["seed"] is None  # not even then: spectators would see every hand
    view = client.get(f"/api/tables/{t['id']}").json()
    assert view["fairness"]["seed_chosen_by_creator"] is True


def test_an_invited_table_waits_then_a_claim_starts_it(client: TestClient) -> None:
    t = post_table(client, FRIENDS)
    assert t["invites"][0] is None and t["tokens"][1] is None and t["invites"][1]
    assert t["started"] is False
    assert [s["joined"] for s in t["seats"]] == [True, False]
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        view = state_of(ws)
        assert view["started"] is False and view["legal"] == [] and view["joined"] == [True, False]
        ws.send_json({"type": "act", "seq": 0, "action": "draw stock"})
        err = receive_until(ws, lambda m: m["type"] == "error")
        assert "waiting for Bob" in err["message"]
        r = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
        assert r.status_code == 200 and r.json()["seat"] == 1 and r.json()["started"] is True
        after = receive_until(ws, lambda m: m["type"] == "state" and m["started"])
        assert after["joined"] == [True, True]
    token = r.json()["token"]
    again = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
    assert again.status_code == 409 and "already been used" in again.json()["detail"]
    # the creator's copy of the invite link no longer plays the friend's seat
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["invites"][1])
    ) as ws:
        assert ws.receive_json()["code"] == "bad_table"
    with client.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(token)) as ws:
        assert ws.receive_json()["seat"] == 1


def test_a_wrong_invite_is_refused_and_changes_nothing(client: TestClient) -> None:
    t = post_table(client, FRIENDS)
    r = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["creator_token"]})
    assert r.status_code == 403
    assert client.get(f"/api/tables/{t['id']}").json()["seats"][1]["joined"] is False


def test_the_creator_starts_now_and_bots_take_the_empty_seats(client: TestClient) -> None:
    t = post_table(client, [*FRIENDS, {"kind": "invited", "name": "Cy"}])
    url = f"/api/tables/{t['id']}"
    ok = client.post(f"{url}/claim", json={"invite": t["invites"][1], "name": "Bobby"})
    assert ok.json()["started"] is False  # Cy is still awaited
    # a seat's token is no creator's: a player starts only once the creator is away
    early = client.post(f"{url}/start", json={"token": t["tokens"][0]})
    assert early.status_code == 409 and early.json()["code"] == "creator_here"
    assert client.get(url).json()["started"] is False
    r = client.post(f"{url}/start", json={"token": t["creator_token"]})
    assert r.status_code == 200 and r.json()["started"] is True
    seats = r.json()["seats"]
    assert seats[1]["name"] == "Bobby" and seats[1]["kind"] == "human"
    assert seats[2]["kind"] == "bot" and seats[2]["name"].startswith("Cy")
    assert seats[2]["bot"] == "casual"  # the lobby's default level, not the medium heuristic
    assert seats[2]["late"] is True  # Cy's link may still take it (test_late_friend.py)


@pytest.mark.storage
def test_claims_and_starts_survive_a_restart(make_client: Callable[[], TestClient]) -> None:
    first = make_client()
    t = post_table(first, [*FRIENDS, {"kind": "invited"}])
    token = first.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]}).json()[
        "token"
    ]
    first.post(f"/api/tables/{t['id']}/start", json={"token": t["creator_token"]})
    first.__exit__(None, None, None)
    second = make_client()
    summary = second.get(f"/api/tables/{t['id']}").json()
    assert summary["started"] and [s["kind"] for s in summary["seats"]] == ["human", "human", "bot"]
    with second.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(token)) as ws:
        assert ws.receive_json()["seat"] == 1


@pytest.mark.storage
def test_bot_seeds_are_secret_and_resume_exactly(make_client: Callable[[], TestClient]) -> None:
    first = make_client()
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]
    t = post_table(first, seats, seed=11)
    room = first.app.state.hub.rooms[t["id"]]  # type: ignore[attr-defined]
    stored = [s["seed"] for s in room.seats[1:]]
    assert stored[0] != stored[1] and all(s != 11 % 2**32 + i for i, s in enumerate(stored, 1))
    with first.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        for _ in range(3):
            view = receive_until(ws, lambda m: m["type"] == "state" and bool(m["legal"]))
            ws.send_json({"type": "act", "seq": view["seq"], "action": view["legal"][0]})
        receive_until(ws, lambda m: m["type"] == "state" and bool(m["legal"]))
    played = list(room.actions)
    first.__exit__(None, None, None)
    # a second server replays the human's moves; its bots must choose exactly as before
    second = make_client()
    hub = second.app.state.hub  # type: ignore[attr-defined]
    with hub.store.engine.begin() as c:
        from sqlalchemy import delete

        from corsairs.server.store import moves_t

        c.execute(delete(moves_t).where(moves_t.c.table_id == t["id"]))
    humans = [i for i, _ in enumerate(played) if _seat_at(room, played, i) == 0]
    with second.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        for i in humans:
            view = receive_until(ws, lambda m: m["type"] == "state" and m["seq"] == i)  # noqa: B023
            assert view["legal"], "the bots did not replay to the human's turn"
            ws.send_json({"type": "act", "seq": i, "action": played[i]})
        receive_until(ws, lambda m: m["type"] == "state" and m["seq"] >= len(played))
    assert hub.rooms[t["id"]].actions[: len(played)] == played


def _seat_at(room: Any, actions: list[str], i: int) -> int | None:
    from corsairs.server.tables import replay

    return replay(room.game, room.stored.seed, actions[:i]).current_player


@pytest.mark.parametrize(
    ("bot", "words"),
    [
        ("ismcts:time=100000", "between"),
        ("ismcts:iterations=1000000000000", "between"),
        ("ismcts:max_rollout=100000", "not offered"),
        ("greedy:depth=3", "takes no options"),
        ("nobody", "unknown bot"),
    ],
)
def test_only_offered_bot_levels_are_accepted(client: TestClient, bot: str, words: str) -> None:
    r = client.post(
        "/api/tables",
        json={
            "game": "corsairs",
            "players": 2,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": bot}],
        },
    )
    assert r.status_code == 400 and words in r.json()["detail"]


def test_a_bounded_bot_option_is_accepted(client: TestClient) -> None:
    post_table(client, [{"kind": "human"}, {"kind": "bot", "bot": "ismcts:iterations=50"}])


def finished_record(client: TestClient) -> str:
    t = post_table(client, [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        play_first_legal_to_the_end(ws)
    return client.get(f"/api/tables/{t['id']}/record").text


@pytest.mark.storage
def test_verify_accepts_a_fair_record_and_catches_tampering(
    client: TestClient, tmp_path: Path
) -> None:
    text = finished_record(client)
    path = tmp_path / "game.json"
    path.write_text(text)
    ok = CliRunner().invoke(cli_app, ["verify", str(path)])
    assert ok.exit_code == 0 and "fair deal" in ok.output
    data = json.loads(text)
    for change, words in (
        ({"seed": data["seed"] + 1}, "do not match the commitment"),
        ({"salt": "00" * 16}, "do not match the commitment"),
        ({"commitment": None}, "no deal commitment"),
        ({"actions": [*data["actions"][:3], "discard Z99", *data["actions"][4:]]}, "replay"),
    ):
        path.write_text(json.dumps({**data, **change}))
        bad = CliRunner().invoke(cli_app, ["verify", str(path)])
        assert bad.exit_code == 2 and words in bad.output, bad.output


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), salt=st.text("0123456789abcdef", min_size=32, max_size=32))
def test_a_commitment_binds_one_seed(seed: int, salt: str) -> None:
    c = commitment(seed, salt)
    assert c == commitment(seed, salt) and len(c) == 64
    assert commitment(seed ^ 1, salt) != c and commitment(seed, salt[::-1] + "0") != c


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"commitment": 12345, "salt": "ab" * 16}, "commitment is not a SHA-256 in hex: 12345"),
        ({"commitment": "xyz", "salt": "ab" * 16}, "commitment is not a SHA-256 in hex: 'xyz'"),
        ({"commitment": "ab" * 32, "salt": 7}, "salt is not text: 7"),
    ],
)
def test_verify_names_a_malformed_commitment_or_salt(fields: dict[str, Any], words: str) -> None:
    """A commitment that is there but garbled was called missing ("carries no deal
    commitment"): a tampered or corrupt record must be named as such."""
    body = {"game": "corsairs", "players": 2, "seed": 3, "actions": [], **fields}
    with pytest.raises(NotVerified, match=re.escape(words)):
        verify_record(loads(json.dumps(body)))


def test_verify_raises_for_a_record_without_commitment() -> None:
    rec = loads(json.dumps({"game": "corsairs", "players": 2, "seed": 3, "actions": []}))
    with pytest.raises(NotVerified, match="no deal commitment"):
        verify_record(rec)


def test_the_creator_deletes_an_unfinished_table_and_its_bots_stop(client: TestClient) -> None:
    t = post_table(client, [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    url = f"/api/tables/{t['id']}"
    hub: Any = client.app.state.hub  # type: ignore[attr-defined]
    room = hub.rooms[t["id"]]
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        state_of(ws)
        assert client.request("DELETE", url, json={"token": t["tokens"][0]}).status_code == 403
        assert client.request("DELETE", url, json={"token": t["creator_token"]}).status_code == 204
        err = receive_until(ws, lambda m: m["type"] == "error")
        assert err["code"] == "bad_table" and "deleted" in err["message"]
    assert client.get(url).status_code == 404 and room.deleted
    assert room.bot_task is None or room.bot_task.done()


def test_a_finished_table_cannot_be_deleted(client: TestClient) -> None:
    t = post_table(client, [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        play_first_legal_to_the_end(ws)
    r = client.request("DELETE", f"/api/tables/{t['id']}", json={"token": t["creator_token"]})
    assert r.status_code == 409 and client.get(f"/api/tables/{t['id']}").status_code == 200


def test_tables_take_the_calibrated_levels_by_name(client: Any) -> None:
    """The bot ladder's levels are offered by /api/games and accepted as seats."""
    games = {g["name"]: g for g in client.get("/api/games").json()}
    names = [lv["name"] for lv in games["corsairs"]["levels"]]
    assert names[0] == "beginner" and "expert" in names
    seats = [
        {"kind": "human"},
        {"kind": "bot", "bot": "beginner"},
        {"kind": "bot", "bot": "expert"},
    ]
    r = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": seats})
    assert r.status_code == 201, r.text
    bad = [{"kind": "human"}, {"kind": "bot", "bot": "grandmaster"}]
    assert client.post(
        "/api/tables", json={"game": "corsairs", "players": 2, "seats": bad}
    ).status_code in (400, 422)
