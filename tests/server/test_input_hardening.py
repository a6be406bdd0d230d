"""Issue 19's findings about messages and input, each one replayed against the server:
tokens out of URLs, strict schemas, size limits, no echo, binary frames, slow readers,
lone surrogates, replays off the event loop, security headers."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import (
    new_table,
    play_first_legal_to_the_end,
    receive_until,
    seat_protocols,
)
from server_helpers import (
    run_async as _run,
)
from starlette.websockets import WebSocketDisconnect

import corsairs.server.tables as tables_module
from corsairs.server import limits
from corsairs.server.app import Outbox, serve_connection
from corsairs.server.messages import ERROR_CODES
from corsairs.server.talk import Talk


def state_msg(ws: Any) -> dict[str, Any]:
    return receive_until(ws, lambda m: m["type"] == "state")


def error_msg(ws: Any) -> dict[str, Any]:
    msg = receive_until(ws, lambda m: m["type"] == "error")
    assert msg["code"] in ERROR_CODES and msg["message"]
    return msg


def seq_of(client: TestClient, table_id: str) -> int:
    return int(client.get(f"/api/tables/{table_id}").json()["seq"])


def two_seats(client: TestClient, seed: int = 11) -> tuple[dict[str, Any], int]:
    t = new_table(client, players=2, seats=[{"kind": "human"}] * 2, seed=seed)
    return t, client.get(f"/api/tables/{t['id']}").json()["current_player"]


# -- 4: seat tokens never in a URL ----------------------------------------------------------


def test_the_seat_token_travels_as_a_subprotocol(client: TestClient) -> None:
    t, first = two_seats(client)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][first])
    ) as ws:
        assert ws.accepted_subprotocol == "corsairs"  # the token is never echoed
        assert ws.receive_json()["seat"] == first
        assert state_msg(ws)["legal"]


def test_a_token_in_the_url_is_refused_and_seats_nobody(client: TestClient) -> None:
    t, first = two_seats(client)
    with client.websocket_connect(f"/ws/{t['id']}?token={t['tokens'][first]}") as ws:
        err = ws.receive_json()
        assert err["type"] == "error" and err["code"] == "token_in_url"
        assert t["tokens"][first] not in err["message"]
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == limits.CLOSE_TOKEN_IN_URL


def test_more_tokens_than_seats_on_one_connection_are_refused(client: TestClient) -> None:
    """Several seat tokens are a pass-and-play page's (test_pass_and_play.py), at most
    ``WS_SEAT_TOKENS``; two creator tokens are never one page's."""
    t, _ = two_seats(client)
    many = [f"corsairs.token.{i:032d}" for i in range(limits.WS_SEAT_TOKENS + 1)]
    creators = [f"corsairs.creator.{t['creator_token']}", f"corsairs.creator.{'x' * 32}"]
    for offered in (many, creators):
        with client.websocket_connect(f"/ws/{t['id']}", subprotocols=["corsairs", *offered]) as ws:
            assert ws.receive_json()["code"] == "bad_table"


# -- 5: my-tables from memory or a cached summary, never a replay on the event loop --------


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[bool]]:
    """Each replay of a stored log, recorded as whether it ran on the event loop."""
    seen: list[bool] = []
    real = tables_module.replay

    def counting(*args: Any, **kwargs: Any) -> Any:
        try:
            asyncio.get_running_loop()
            seen.append(True)
        except RuntimeError:
            seen.append(False)
        return real(*args, **kwargs)

    monkeypatch.setattr(tables_module, "replay", counting)
    yield seen


def finished_table(client: TestClient) -> dict[str, Any]:
    seats = [{"kind": "human"}, *[{"kind": "bot", "bot": "random"}] * 3]
    t = new_table(client, seats=seats, seed=3)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        play_first_legal_to_the_end(ws)
    client.get("/api/games")  # the server forgets the finished table
    assert t["id"] not in client.app.state.hub.rooms  # type: ignore[attr-defined]
    return t


def test_my_tables_summarises_a_finished_table_once_off_the_loop(
    client: TestClient, replays: list[bool]
) -> None:
    t = finished_table(client)
    replays.clear()
    entry = {"table": t["id"], "token": t["tokens"][0]}
    r = client.post("/api/my-tables", json={"entries": [entry] * limits.MAX_MY_TABLES})
    assert r.status_code == 200
    assert [(s["id"], s["seat"], s["over"]) for s in r.json()] == [(t["id"], 0, True)]
    assert replays == [False]  # one replay, in a worker thread
    again = client.post("/api/my-tables", json={"entries": [entry, {"table": t["id"]}]})
    assert [s["seat"] for s in again.json()] == [0, None]
    assert replays == [False]  # from the cache
    assert t["id"] not in client.app.state.hub.rooms  # type: ignore[attr-defined]


def test_my_tables_caps_the_entries(client: TestClient) -> None:
    entries = [{"table": "x"}] * (limits.MAX_MY_TABLES + 1)
    r = client.post("/api/my-tables", json={"entries": entries})
    assert r.status_code == 422 and r.json()["code"] == "bad_body"


@pytest.mark.storage
def test_loading_a_stored_table_and_stepping_a_replay_run_off_the_loop(
    client: TestClient, replays: list[bool]
) -> None:
    t = finished_table(client)
    replays.clear()
    assert client.get(f"/api/tables/{t['id']}").json()["over"]
    step = client.get(f"/api/tables/{t['id']}/replay?step=5&seat=0").json()
    assert step["step"] == 5 and step["actor"] is not None
    assert replays and not any(replays)


@pytest.mark.storage
def test_a_replay_step_shows_the_same_position_as_a_fresh_replay(client: TestClient) -> None:
    t = finished_table(client)
    room = client.app.state.hub.get(t["id"])  # type: ignore[attr-defined]
    for step in (0, 1, 7, room.seq):
        got = client.get(f"/api/tables/{t['id']}/replay?step={step}&seat=1").json()
        st = tables_module.replay(room.game, room.stored.seed, room.actions[:step])
        assert got["observation"] == json.loads(json.dumps(st.observation(1)))
        if step:
            before = tables_module.replay(room.game, room.stored.seed, room.actions[: step - 1])
            assert got["actor"] == before.current_player


# -- 6: body limit and no echo --------------------------------------------------------------


def test_a_large_body_gets_413_before_parsing(client: TestClient) -> None:
    name = "n" * (limits.MAX_BODY + 1)
    body = {"game": "corsairs", "players": 2, "seats": [{"kind": "human", "name": name}] * 2}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 413 and len(r.content) < 500  # Starlette's plain "Content Too Large"


def test_a_chunked_body_is_cut_at_the_limit(client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"entries": ['
        for _ in range(10_000):
            yield b'{"table": "xxxxxxxxxxxxxxxx"},'
        yield b"]}"

    r = client.post(
        "/api/my-tables", content=chunks(), headers={"content-type": "application/json"}
    )
    assert r.status_code == 413 and r.json()["code"] == "too_large"


def test_validation_errors_never_echo_the_input(client: TestClient) -> None:
    name = "N" * 40_000
    body = {"game": "corsairs", "players": 2, "seats": [{"kind": "human", "name": name}] * 1}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 422 and r.json()["code"] == "bad_body"
    assert "NNNN" not in r.text and len(r.content) < 2000
    key = "K" * 30_000
    r = client.post("/api/my-tables", json={"entries": [], key: 1})
    assert r.status_code == 422 and len(r.content) < 2000


# -- 9: binary frames -----------------------------------------------------------------------


def test_a_binary_frame_gets_bad_message_and_the_socket_stays(client: TestClient) -> None:
    t, first = two_seats(client)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][first])
    ) as ws:
        view = state_msg(ws)
        ws.send_bytes(json.dumps({"type": "act", "seq": 0, "action": view["legal"][0]}).encode())
        assert error_msg(ws)["code"] == "bad_message"
        ws.send_bytes(b"\xff\x00" * 100)
        assert error_msg(ws)["code"] == "bad_message"
        ws.send_json({"type": "ping"})
        assert receive_until(ws, lambda m: m["type"] == "pong")["seq"] == 0


# -- 11, 12: strict types, lone surrogates ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '{"type": "act", "seq": "0", "action": "draw stock"}',
        '{"type": "act", "seq": 0.0, "action": "draw stock"}',
        '{"type": "act", "seq": false, "action": "draw stock"}',
        '{"type": "act", "seq": 0, "action": ["draw stock"]}',
        '{"type": "act", "seq": -1, "action": "draw stock"}',
        '{"type": "act", "seq": 0, "action": "draw \\ud800stock"}',
        '{"type": "ping", "seq": 0}',
        '{"type": ["act"]}',
        "[1, 2]",
        '"act"',
    ],
    ids=[
        "seq-str",
        "seq-float",
        "seq-bool",
        "action-list",
        "seq-neg",
        "surrogate",
        "ping-extra",
        "type-list",
        "array",
        "string",
    ],
)
def test_wrongly_typed_messages_are_refused(client: TestClient, text: str) -> None:
    t, first = two_seats(client)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][first])
    ) as ws:
        state_msg(ws)
        ws.send_text(text)
        assert error_msg(ws)["code"] == "bad_message"
        assert seq_of(client, t["id"]) == 0


def test_true_is_not_seat_or_move_one(client: TestClient) -> None:
    t, first = two_seats(client)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][first])
    ) as ws:
        view = state_msg(ws)
        ws.send_json({"type": "act", "seq": 0, "action": view["legal"][0]})
        assert state_msg(ws)["seq"] == 1  # a draw: the same seat discards next
        ws.send_text('{"type": "act", "seq": true, "action": "draw stock"}')
        assert error_msg(ws)["code"] == "bad_message"
        assert seq_of(client, t["id"]) == 1


@pytest.mark.parametrize(
    "change",
    [
        {"seed": "42"},
        {"seed": 42.0},
        {"players": "2"},
        {"players": True},
        {"seats": [{"kind": "human", "name": 7}] * 2},
        {"game": 1},
    ],
    ids=["seed-str", "seed-float", "players-str", "players-bool", "name-int", "game-int"],
)
def test_table_bodies_are_strict(client: TestClient, change: dict[str, Any]) -> None:
    body = {"game": "corsairs", "players": 2, "seats": [{"kind": "human"}] * 2, **change}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 422 and r.json()["code"] == "bad_body", r.text


@pytest.mark.parametrize(
    "raw",
    [
        '{"game": "corsairs", "players": 2, "seats": [{"kind": "human", "name": "\\ud800"}, '
        '{"kind": "human"}]}',
        '{"game": "corsairs", "players": "\\ud800", "seats": []}',
        '{"game": "corsairs", "players": 2, "seats": [], "\\udc00": 1}',
        '{"entries": [{"table": "\\ud800"}]}',
    ],
    ids=["name", "players", "key", "my-tables"],
)
def test_lone_surrogates_get_422_not_500(client: TestClient, raw: str) -> None:
    path = "/api/my-tables" if "entries" in raw else "/api/tables"
    r = client.post(path, content=raw, headers={"content-type": "application/json"})
    assert r.status_code == 422, r.text
    assert r.json()["code"] == "bad_body"


def test_lone_surrogate_rules_get_a_clear_400(client: TestClient) -> None:
    raw = '{"game": "corsairs", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}], '
    raw += '"rules": {"\\ud800": 1}}'
    r = client.post("/api/tables", content=raw, headers={"content-type": "application/json"})
    assert r.status_code in (400, 422) and r.json()["detail"]


# -- 7: bounded outboxes -------------------------------------------------------------------


def test_an_outbox_takes_at_most_its_bound_and_reports_once() -> None:
    calls: list[int] = []

    async def fill() -> Outbox:
        box = Outbox(lambda: calls.append(1))
        for _ in range(limits.OUTBOX_MESSAGES * 3):
            box.put_nowait("x" * 10)
        box.put_nowait(None)  # the close sentinel still fits
        return box

    box = _run(fill())
    assert calls == [1] and box.qsize() == limits.OUTBOX_MESSAGES + 1
    big = Outbox(lambda: calls.append(2))
    big.put_nowait("y" * limits.OUTBOX_CHARS)
    big.put_nowait("y")
    assert calls == [1, 2] and big.qsize() == 1
    assert big.get_nowait() and big.chars == 0


class StalledSocket:
    """A WebSocket whose client never reads (writes block) and never writes."""

    def __init__(self) -> None:
        self.closed: tuple[int, str] | None = None
        self.sent = 0

    async def receive(self) -> dict[str, Any]:
        await asyncio.Event().wait()
        raise AssertionError

    async def send_text(self, _text: str) -> None:
        self.sent += 1
        await asyncio.Event().wait()

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.closed = (code, reason)


class QuietRoom:
    """Just enough of a Room for one connection."""

    id = "quiet"
    seq = 0

    def __init__(self) -> None:
        self.connections: set[Any] = set()
        self.hub = self
        self.talk = Talk()

    def summary(self) -> dict[str, Any]:
        return {"id": self.id}

    def broadcast(self) -> None:
        for conn in self.connections:
            conn.send({"type": "state", "seq": self.seq, "pad": "p" * 1000})

    def schedule_bot(self) -> None:
        pass

    def seen(self) -> None:  # the creator's away clock (absence.py)
        pass

    def seat_said(self, seat: int | None) -> str:  # the log's words for a seat
        return "a spectator" if seat is None else f"seat {seat + 1}"

    def release(self, _room: Any) -> None:
        pass


def test_a_client_that_never_reads_is_closed_as_a_slow_consumer() -> None:
    async def scenario() -> StalledSocket:
        room, ws = QuietRoom(), StalledSocket()
        serving = asyncio.create_task(serve_connection(room, ws, None))  # type: ignore[arg-type]
        await asyncio.sleep(0)
        for _ in range(limits.OUTBOX_MESSAGES + 5):
            room.broadcast()
        await asyncio.wait_for(serving, 5)
        assert not room.connections
        return ws

    ws = _run(scenario())
    assert ws.closed == (limits.CLOSE_SLOW_CONSUMER, "slow_consumer")


def test_a_reconnect_resynchronises(client: TestClient) -> None:
    t, first = two_seats(client)
    protocols = seat_protocols(t["tokens"][first])
    with client.websocket_connect(f"/ws/{t['id']}", subprotocols=protocols) as ws:
        view = state_msg(ws)
        ws.send_json({"type": "act", "seq": 0, "action": view["legal"][0]})
        state_msg(ws)
    with client.websocket_connect(f"/ws/{t['id']}", subprotocols=protocols) as ws:
        assert ws.receive_json()["type"] == "welcome"
        assert state_msg(ws)["seq"] == 1 == seq_of(client, t["id"])


# -- 14: security headers, error codes --------------------------------------------------------


@pytest.mark.parametrize("path", ["/", "/static/app.js", "/api/games", "/api/tables/nope"])
def test_security_headers(client: TestClient, path: str) -> None:
    r = client.get(path)
    csp = r.headers["content-security-policy"]
    assert "default-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert "unsafe-inline" not in csp
    assert r.headers["x-content-type-options"] == "nosniff"
    assert r.headers["referrer-policy"] == "no-referrer"


def test_http_errors_carry_a_code(client: TestClient) -> None:
    assert client.get("/api/tables/nope").json()["code"] == "not_found"
    r = client.post(
        "/api/tables", json={"game": "chess", "players": 2, "seats": [{"kind": "human"}]}
    )
    assert r.status_code == 400 and r.json()["code"] == "bad_options"  # a game not offered
    assert client.get("/api/tables/x/replay").json()["code"] == "bad_body"
