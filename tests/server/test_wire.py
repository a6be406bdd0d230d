"""The wire encoding: what orjson sends is what the standard json module would have sent,
for every view of real games of both games, and each seat's view is encoded once."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from server_helpers import run_async

from corsairs.server.store import Store
from corsairs.server.tables import Connection, Hub
from corsairs.server.wire import decode, encode


@settings(max_examples=15, deadline=None)
@given(
    game=st.sampled_from(["corsairs", "piratatak"]),
    seed=st.integers(0, 2**31),
    moves=st.integers(0, 120),
)
def test_views_encode_as_the_standard_json_module_would(game: str, seed: int, moves: int) -> None:
    async def go() -> None:
        hub = Hub(Store("sqlite://"), bot_delay=0.0, bots_in_workers=False)
        room, _ = hub.create(game, 3, [{"kind": "human"}] * 3, seed=seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if room.state.is_over():
                break
            legal = room.state.legal_actions()
            room.act(room.state.current_player, room.seq, str(legal[rng.randrange(len(legal))]))
        for seat in (None, 0, 1, 2):
            view = room.view(seat)
            text = encode(view)
            assert decode(text) == json.loads(json.dumps(view))
            assert text == json.dumps(view, separators=(",", ":"), ensure_ascii=False)
        summary = room.summary()
        assert decode(encode(summary)) == json.loads(json.dumps(summary))
        hub.store.close()

    run_async(go())


def test_bad_json_is_a_value_error() -> None:
    for text in ["", "{", "{'type': 'act'}", "[1,]", "NaN"]:
        with pytest.raises(ValueError):
            decode(text)


def test_encode_refuses_what_json_cannot_carry() -> None:
    with pytest.raises(TypeError):
        encode({"x": object()})
    assert encode({"a": (1, 2), 3: frozenset()}) == '{"a":[1,2],"3":[]}'


def test_each_seat_view_is_built_once_and_shared_by_its_tabs() -> None:
    async def go() -> None:
        hub = Hub(Store("sqlite://"), bot_delay=0.0, bots_in_workers=False)
        room, _ = hub.create("corsairs", 2, [{"kind": "human"}] * 2, seed=1)
        tabs = [Connection(0), Connection(0), Connection(1), Connection(None), Connection(None)]
        room.connections.update(tabs)
        room.broadcast()
        texts = [c.outbox.get_nowait() for c in tabs]
        assert texts[0] is texts[1] and texts[3] is texts[4]  # encoded once per seat
        assert len({texts[0], texts[2], texts[3]}) == 3  # but each seat its own view
        assert all(decode(t)["online"] == [True, True] for t in texts if t is not None)
        hub.store.close()

    run_async(go())
