"""Piratatak positions from a description: what lies in front of each seat and which
cards come next. For tests, puzzles and bot studies; goes through ``state_from_dict``,
so a description that breaks the rules is refused with ``CorruptState``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import corsairs
from corsairs.games.piratatak.cards import CARD_TEXT, COPIES, KINDS, parse_card
from corsairs.games.piratatak.state import PiratatakState
from corsairs.protocol import CorruptState


def seat_table(
    colour: str | None = None,
    boat: Sequence[str] = (),
    spares: Sequence[str] = (),
    gold: int = 0,
    cannons: int = 0,
) -> dict[str, Any]:
    return {
        "colour": colour,
        "boat": list(boat),
        "spares": list(spares),
        "gold": gold,
        "cannons": cannons,
    }


def position(
    players: int = 3,
    *,
    tables: Sequence[dict[str, Any]] | None = None,
    top: Sequence[str] = (),
    discard: Sequence[str] = (),
    current: int = 0,
    phase: str = "turn",
    drawn: Sequence[str] = (),
    first_player: int | None = None,
    **rules: Any,
) -> PiratatakState:
    """A state: ``top`` are the next cards drawn, in order; every card not placed
    elsewhere lies in the stock below them (in a fixed order)."""
    game = corsairs.load_game("piratatak", players=players, **rules)
    base = game.new_state(seed=7).to_dict()
    tabs = [dict(t) for t in (tables or [seat_table() for _ in range(players)])]
    have = list(COPIES)
    for t in tabs:
        for c in [*t["boat"], *t["spares"]]:
            have[parse_card(c)] -= 1
        have[parse_card("gold")] -= t["gold"]
        have[parse_card("cannon")] -= t["cannons"]
    for c in [*top, *discard]:
        have[parse_card(c)] -= 1
    if min(have) < 0:
        raise CorruptState("the position uses more cards than the deck has")
    rest = [CARD_TEXT[c] for c in range(KINDS) for _ in range(have[c])]
    stock = rest + list(reversed(top))
    base.update(
        tables=tabs,
        stock=stock,
        discard=list(discard),
        current=current,
        first_player=current if first_player is None else first_player,
        phase=phase,
        drawn=list(drawn),
    )
    state = game.state_from_dict(base)
    assert isinstance(state, PiratatakState)
    return state
