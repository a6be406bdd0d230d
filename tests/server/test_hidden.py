"""Hidden information: over many random games, no message to a seat holds another seat's
hidden card or the stock order."""

from __future__ import annotations

import functools
import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from server_helpers import run_async as run

from corsairs.agents import make_agent
from corsairs.server.app import handle_message
from corsairs.server.store import Store
from corsairs.server.tables import Connection, Hub, Room

CARD = re.compile(r'"([A-Z]\d{1,2})"')


def drain(conn: Connection) -> list[str]:
    out = []
    while not conn.outbox.empty():
        msg = conn.outbox.get_nowait()
        if msg is not None:
            out.append(msg)
    return out


def corsairs_secrets(room: Room, seat: int | None) -> tuple[set[str], list[str]]:
    """Cards ``seat`` must not see (others' unrevealed cards, the stock) and the stock order."""
    full = room.state.to_dict()
    hidden = set(full["stock"])
    for s, hand in enumerate(full["hands"]):
        if s != seat:
            hidden |= set(hand) - set(full["known"][s])
    return hidden, full["stock"]


def check(room: Room, conns: dict[int | None, Connection]) -> int:
    checked = 0
    for seat, conn in conns.items():
        for text in drain(conn):
            if room.game.name == "corsairs":  # (Piratatak's long messages are read as text:
                msg = json.loads(text)  # parsing them was half of its run)
                hidden, stock = corsairs_secrets(room, seat)
                if msg.get("type") == "state":
                    msg["observation"].pop("rounds")  # past rounds: cards since reshuffled
                    now = msg["observation"]["round"]  # the log likewise (each move of it is
                    msg["history"] = [e for e in msg["history"] if e["round"] == now]  # checked
                    # when made in tests/server/test_seat_hints.py)
                seen = set(CARD.findall(json.dumps(msg)))
                assert not seen & hidden, (seat, seen & hidden)
            else:
                stock = room.state.to_dict()["stock"]
            head = stock[-8:]  # the next cards to come, in order
            if len(head) == 8 and len(set(head)) >= 3:
                assert json.dumps(head)[1:-1] not in text
            checked += 1
    return checked


async def play_games(game: str, games: int, players: int) -> int:
    hub = Hub(Store("sqlite://"), bot_delay=0.0, bots_in_workers=False)
    checked = 0
    for g in range(games):
        room, _ = hub.create(game, players, [{"kind": "human"}] * players, seed=1000 + g)
        conns: dict[int | None, Connection] = {s: Connection(s) for s in [None, *range(players)]}
        room.connections.update(conns.values())
        agents = [make_agent("random", room.game, seed=g * 10 + s) for s in range(players)]
        rng = random.Random(g)
        room.broadcast()
        while not room.state.is_over():
            p = room.state.current_player
            assert p is not None
            obs = room.state.observation(p)
            action = (
                agents[p].choose(obs, room.state.legal_actions())
                if rng.random() < 0.9
                else rng.choice(room.state.legal_actions())
            )
            room.act(p, room.seq, str(action))
            checked += check(room, conns)
    return checked


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "players", "games"), [("corsairs", 4, 40), ("corsairs", 2, 40), ("piratatak", 3, 10)]
)
def test_no_message_leaks_hidden_cards(game: str, players: int, games: int) -> None:
    """Piratatak's random games are long: 10 of them send about 8,000 messages."""
    checked = run(play_games(game, games, players))
    assert checked > 1000


messages = st.one_of(
    st.text(max_size=60),
    st.dictionaries(
        st.sampled_from(["type", "seq", "action", "token", "x"]),
        st.one_of(
            st.integers(-3, 3),
            st.text(max_size=20),
            st.none(),
            st.sampled_from(["act", "ping", "draw stock", "discard O9"]),
        ),
        max_size=4,
    ).map(json.dumps),
)


@functools.cache
def shared_store() -> Store:
    """One in-memory database for every example: making a database's schema was two thirds
    of an example's cost. Each example's table is a new one in it, never seen before."""
    return Store("sqlite://")


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=messages, seat=st.sampled_from([None, 0, 1]))
def test_any_message_either_plays_a_legal_move_or_changes_nothing(
    text: str, seat: int | None
) -> None:
    async def go() -> None:
        hub = Hub(shared_store(), bot_delay=0.0, bots_in_workers=False)
        room, _ = hub.create("corsairs", 2, [{"kind": "human"}] * 2, seed=5)
        before = room.state.to_dict()
        reply = handle_message(room, Connection(seat), text)
        if room.seq == 0:
            assert reply is not None and reply["type"] in ("error", "pong")
            assert room.state.to_dict() == before
        else:  # the message was a legal move for the seat to play
            assert reply is None and seat == room.game.new_state(5).current_player
            assert hub.store.load(room.id).actions == room.actions  # type: ignore[union-attr]

    run(go())
