"""What a turn is, per game, for the idle clock (absence.py): each turn gets a clock of
its own, even when the same seat plays two turns in a row (docs/server.md, "A turn that
waits")."""

from __future__ import annotations

from typing import Any

from corsairs.games.corsairs.state import P_DRAW, CorsairsState
from corsairs.games.piratatak.state import PiratatakState


def turn_mark(state: Any) -> tuple[int, ...]:
    """A value that changes exactly when a new turn begins.

    Corsairs: a turn is a draw and its discard (a sailor's discard and their lay-down are
    one turn), or one other player's lay-down; a new round (or an annulled one) begins a
    new turn even when its first player just laid down. Piratatak: a player's turn from
    their first action to its end (draws, a pirate's strike and its give-back). Another
    game: a turn lasts while the same seat is to play."""
    seat = state.current_player
    mark = -1 if seat is None else seat
    if isinstance(state, CorsairsState):
        drawn_turns = state.turns + (state.phase == P_DRAW)
        return (mark, state.round, drawn_turns, sum(state.laid))
    if isinstance(state, PiratatakState):
        return (mark, state.turns)
    return (mark,)
