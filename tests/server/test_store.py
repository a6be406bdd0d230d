"""The move log: a move is stored and committed before anyone hears of it, a duplicate
or a failed write changes nothing, and a dead database connection is replaced."""

from __future__ import annotations

from typing import Any

import pytest
from server_helpers import run_async

from corsairs.server.app import handle_message
from corsairs.server.store import Store, StoredTable
from corsairs.server.tables import Connection, Hub

pytestmark = pytest.mark.storage  # the whole module is about what is stored


def table(table_id: str = "t1") -> StoredTable:
    return StoredTable(
        id=table_id, game="corsairs", players=2, rules={}, seed=3, seats=[{"kind": "human"}] * 2
    )


@pytest.fixture
def store(db_url: str) -> Any:
    s = Store(db_url)
    s.create(table())
    yield s
    s.close()


def test_moves_are_committed_and_seen_by_a_new_server(store: Store, db_url: str) -> None:
    store.append("t1", 0, "draw stock", over=False)
    store.append("t1", 1, "discard O9", over=False)
    other = Store(db_url)  # another process after a restart, on its own connection
    try:
        loaded = other.load("t1")
        assert loaded is not None and loaded.actions == ["draw stock", "discard O9"]
        assert not loaded.over and other.unfinished_ids() == ["t1"]
    finally:
        other.close()


def test_a_duplicate_move_number_is_refused_and_changes_nothing(store: Store) -> None:
    store.append("t1", 0, "draw stock", over=False)
    with pytest.raises(Exception, match=r"(?i)unique|duplicate"):
        store.append("t1", 0, "discard O9", over=True)
    loaded = store.load("t1")
    assert loaded is not None and loaded.actions == ["draw stock"] and not loaded.over
    store.append("t1", 1, "discard O9", over=False)  # the connection is still usable
    assert store.load("t1").actions == ["draw stock", "discard O9"]  # type: ignore[union-attr]


def test_the_last_move_finishes_the_table_in_the_same_commit(store: Store) -> None:
    store.create(table("t2"))
    store.append("t1", 0, "draw stock", over=True)
    loaded = store.load("t1")
    assert loaded is not None and loaded.over and loaded.actions == ["draw stock"]
    assert store.unfinished_ids() == ["t2"]


def test_a_dead_connection_fails_one_move_then_is_replaced(store: Store) -> None:
    store.append("t1", 0, "draw stock", over=False)
    raw: Any = store._writer()
    raw.driver_connection.close()  # the database went away under the server
    with pytest.raises(Exception):  # noqa: B017 - the driver's own error type
        store.append("t1", 1, "discard O9", over=False)
    store.append("t1", 1, "discard O9", over=False)
    assert store.load("t1").actions == ["draw stock", "discard O9"]  # type: ignore[union-attr]


def test_a_move_that_cannot_be_stored_is_not_played_nor_sent(db_url: str) -> None:
    async def go() -> None:
        hub = Hub(Store(db_url), bot_delay=0.0, bots_in_workers=False)
        room, _ = hub.create("corsairs", 2, [{"kind": "human"}] * 2, seed=5)
        seat = room.state.current_player
        conns = [Connection(seat), Connection(None)]
        room.connections.update(conns)
        before = room.state.to_dict()
        move = str(room.state.legal_actions()[0])

        def broken(*_args: Any, **_kwargs: Any) -> None:
            raise OSError("disk full")

        hub.store.append = broken  # type: ignore[method-assign]
        reply = handle_message(room, conns[0], f'{{"type":"act","seq":0,"action":"{move}"}}')
        assert reply is not None and reply["code"] == "server"
        assert room.state.to_dict() == before and room.seq == 0
        assert all(c.outbox.empty() for c in conns)  # nobody heard of the move
        hub.store.close()

    run_async(go())
