"""A Hypothesis fuzz of the WebSocket protocol: random and mutated messages (wrong types,
sizes, encodings, binary frames, moves out of turn or from a spectator) from three
sockets of one table. After every message the sender and the two others still answer,
every error has a known code, and the table equals a replay of its stored log."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from server_helpers import new_table, seat_protocols

from corsairs.server.app import create_app
from corsairs.server.messages import ERROR_CODES
from corsairs.server.tables import replay

pytestmark = pytest.mark.slow  # each test takes several seconds

EXAMPLES = 100
PER_EXAMPLE = 20  # at least EXAMPLES * PER_EXAMPLE = 2,000 messages per run


class Table:
    """A two-seat table, both seats and a spectator connected; a new one when it ends."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self.sent = 0
        self.games = 0
        self.socks: list[Any] = []
        self.open()

    def open(self) -> None:
        self.close()
        t = new_table(self.client, players=2, seats=[{"kind": "human"}] * 2, seed=self.games)
        self.games += 1
        self.id = t["id"]
        self.ctx = [
            *(
                self.client.websocket_connect(f"/ws/{self.id}", subprotocols=seat_protocols(tok))
                for tok in t["tokens"]
            ),
            self.client.websocket_connect(f"/ws/{self.id}"),
        ]
        self.socks = [c.__enter__() for c in self.ctx]
        self.views: list[dict[str, Any]] = [{} for _ in self.socks]
        for i in range(len(self.socks)):
            self.sync(i)

    def close(self) -> None:
        for c in reversed(getattr(self, "ctx", [])):
            c.__exit__(None, None, None)
        self.ctx = []

    @property
    def room(self) -> Any:
        return self.client.app.state.hub.rooms[self.id]  # type: ignore[attr-defined]

    def sync(self, i: int) -> tuple[int, list[dict[str, Any]]]:
        """Ping socket ``i`` and read up to its pong: the table's seq and the errors seen."""
        ws = self.socks[i]
        ws.send_text('{"type": "ping"}')
        errors: list[dict[str, Any]] = []
        for _ in range(10_000):
            msg = ws.receive_json()
            if msg["type"] == "pong":
                return int(msg["seq"]), errors
            if msg["type"] == "state":
                self.views[i] = msg
            elif msg["type"] == "error":
                assert msg["code"] in ERROR_CODES and isinstance(msg["message"], str), msg
                assert len(msg["message"]) < 1000
                errors.append(msg)
        raise AssertionError("no pong")


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Table]:
    db = Path(tmp_path_factory.mktemp("fuzz")) / "tables.sqlite3"
    with TestClient(create_app(f"sqlite:///{db}", bot_delay=0.0, bots_in_thread=False)) as c:
        t = Table(c)
        yield t
        t.close()
    assert t.sent >= EXAMPLES * PER_EXAMPLE


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=10,
)
SEQ: st.SearchStrategy[Any] = st.one_of(
    st.just("current"),
    st.integers(-3, 3),
    st.integers(),
    st.sampled_from(["0", "1", 0.0, 1.0, True, False, None, [], {}, 2**64, -(2**63)]),
)
ACTION = st.one_of(
    st.just("legal"),
    st.sampled_from(
        [
            "draw stock",
            "draw pile",
            "discard O9",
            "sail O9",
            "crew O1 O2",
            "attach O9 crew -",
            "discard O٩",
            "discard O²",
            "buy R3 from ²",
            "give ² gold",
            "discard O" + "9" * 500,
            "",
            " ",
            "\x00",
            "draw\u200bstock",
            "ＤＲＡＷ stock",
            "x" * 401,
        ]
    ),
    st.text(max_size=30),
    JSON,
)
RAW = st.one_of(
    st.text(max_size=60),
    st.sampled_from(
        [
            "",
            "null",
            "{",
            "[]",
            "{}",
            '"act"',
            "1e999",
            '{"type":"act"}',
            '{"type":"ping","x":1}',
            '{"type":"act","seq":0,"action":"\\ud800"}',
            '{"type":"\\udc00"}',
            '{"type":"act","seq":0,"action":"draw stock","type":"ping"}',
            "x" * 5000,
            '{"type":"act","seq":0,"action":"' + "a" * 4000 + '"}',
        ]
    ),
)
MESSAGE = st.tuples(
    st.sampled_from([0, 1, 2]),  # seat 0, seat 1, the spectator
    st.one_of(
        st.tuples(st.just("legal"), st.integers(0, 50)),
        st.tuples(st.just("legal"), st.integers(0, 50)),
        st.tuples(
            st.just("act"),
            st.fixed_dictionaries(
                {"seq": SEQ, "action": ACTION},
                optional={"extra": JSON, "type": st.sampled_from(["act", "ACT", "", 1, None])},
            ),
        ),
        st.tuples(st.just("json"), JSON),
        st.tuples(st.just("text"), RAW),
        st.tuples(st.just("bytes"), st.binary(max_size=100)),
    ),
)


def frame(table: Table, sender: int, kind: str, body: Any) -> tuple[str | bytes, bool]:
    """The frame to send, and whether it is the sender's legal move now."""
    view = table.views[sender]
    legal = view.get("legal") or []
    seq = table.room.seq
    if kind == "legal":
        action = legal[body % len(legal)] if legal else "draw stock"
        return json.dumps({"type": "act", "seq": seq, "action": action}), bool(legal)
    if kind == "act":
        msg = {"type": "act", **body}
        if msg["seq"] == "current":
            msg["seq"] = seq
        if msg["action"] == "legal":
            msg["action"] = legal[0] if legal else "draw stock"
        return json.dumps(msg, ensure_ascii=False), False
    if kind == "json":
        return json.dumps(body), False
    if kind == "text":
        return body, False
    return body, False


def is_ping(data: str | bytes) -> bool:
    try:
        return bool(json.loads(data) == {"type": "ping"}) and isinstance(data, str)
    except ValueError:
        return False


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(messages=st.lists(MESSAGE, min_size=PER_EXAMPLE, max_size=PER_EXAMPLE + 5))
def test_any_message_leaves_a_consistent_table_and_live_sockets(
    table: Table, messages: list[tuple[int, tuple[str, Any]]]
) -> None:
    store = table.client.app.state.hub.store  # type: ignore[attr-defined]
    for sender, (kind, body) in messages:
        if table.room.state.is_over():
            table.open()
        before = table.room.seq
        data, is_legal_move = frame(table, sender, kind, body)
        ws = table.socks[sender]
        if isinstance(data, bytes):
            ws.send_bytes(data)
        else:
            ws.send_text(data)
        table.sent += 1
        seq, errors = table.sync(sender)
        if is_legal_move:
            assert seq == before + 1 and not errors, (data, errors)
        elif errors:
            assert seq == before, (data, errors)
        else:
            assert seq in (before, before + 1), data  # a mutated message may still be a move
        if kind in ("bytes", "json", "text") and not errors:
            assert is_ping(data), f"{data!r} was neither refused nor a ping"
        for other in range(len(table.socks)):
            if other != sender:
                assert table.sync(other)[0] == seq  # everyone else is still served
        stored = store.load(table.id)
        room = table.room
        assert len(stored.actions) == seq == room.seq
        assert replay(room.game, stored.seed, stored.actions).to_dict() == room.state.to_dict()
