"""Each turn has its own idle clock, even when the same seat plays two turns in a row
(docs/server.md, "A turn that waits": what a turn is, per game)."""

from __future__ import annotations

import random
import time

from fastapi.testclient import TestClient

from corsairs.games.corsairs.state import CorsairsState
from corsairs.registry import load_game
from corsairs.server.tables import Room


def _room_at_play(client: TestClient, game: str, players: int) -> Room:
    hub = client.app.state.hub  # type: ignore[attr-defined]
    room, _ = hub.create(game, players, [{"kind": "human"} for _ in range(players)])
    return room  # type: ignore[no-any-return]


def test_a_round_begun_by_the_last_to_lay_down_is_a_new_turn(client: TestClient) -> None:
    """Two players: the last to lay down may begin the next round; their lay-down took the
    old clock, the new round's draw gets a fresh one."""
    rng = random.Random(3)
    seen = 0
    for _ in range(8):
        room = _room_at_play(client, "corsairs", 2)
        while not room.state.is_over() and seen < 2:
            assert isinstance(room.state, CorsairsState)
            seat, rnd = room.state.current_player, room.state.round
            room.turn_since = time.monotonic() - 100.0  # the turn has waited long
            action = rng.choice(room.state.legal_actions())
            room.act(seat, room.seq, str(action))
            if room.state.round != rnd and room.state.current_player == seat:
                seen += 1
                waited = room.turn_waited()
                assert waited is not None and waited < 50.0, "the new turn kept the old clock"
        if seen >= 2:
            return
    raise AssertionError("no round begun by the seat that ended the last one")


def test_what_a_turn_is_per_game() -> None:
    """Corsairs: a draw and its discard (a sail and the sailor's lay-down with it), or one
    lay-down; Piratatak: a player's turn from the first draw to the end of their turn."""
    g = load_game("corsairs", players=3)
    st = g.new_state(1)
    start = st.turn_mark()
    st.apply(st.legal_actions()[0])  # a draw: the turn goes on
    assert st.turn_mark() == start
    st.apply(next(a for a in st.legal_actions() if "sail" not in str(a)))
    assert st.turn_mark() != start
    p = load_game("piratatak", players=2).new_state(2)
    start, seat = p.turn_mark(), p.current_player
    while p.current_player == seat:  # draws (and any strike) of one turn: one mark
        assert p.turn_mark() == start
        p.apply(p.legal_actions()[0])
    assert p.turn_mark() != start


def test_a_game_that_says_nothing_has_a_turn_per_seat_to_play() -> None:
    """The protocol's default, for a third-party game: a turn lasts while one seat plays."""
    from corsairs.protocol import State

    st = load_game("corsairs", players=2).new_state(1)
    assert State.turn_mark(st) == st.current_player
