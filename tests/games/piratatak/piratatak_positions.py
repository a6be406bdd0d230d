"""Building Piratatak positions for tests: say what is on the table and what comes next.

A plain module (not conftest) so that test files import it by name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import corsairs
from corsairs.games.piratatak.cards import CARD_TEXT, COPIES, KINDS, parse_card
from corsairs.games.piratatak.state import PiratatakState

Builder = Callable[..., PiratatakState]


def table(
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


def build(
    players: int = 3,
    *,
    tables: Sequence[dict[str, Any]] | None = None,
    top: Sequence[str] = (),
    discard: Sequence[str] = (),
    current: int = 0,
    phase: str = "turn",
    drawn: Sequence[str] = (),
    **rules: Any,
) -> PiratatakState:
    """A state through ``state_from_dict``: ``top`` are the next cards drawn, in order;
    every card not placed elsewhere lies in the stock below them."""
    game = corsairs.load_game("piratatak", players=players, **rules)
    base = game.new_state(seed=7).to_dict()
    tabs = [dict(t) for t in (tables or [table() for _ in range(players)])]
    have = list(COPIES)
    for t in tabs:
        for c in [*t["boat"], *t["spares"]]:
            have[parse_card(c)] -= 1
        have[parse_card("gold")] -= t["gold"]
        have[parse_card("cannon")] -= t["cannons"]
    for c in [*top, *discard]:
        have[parse_card(c)] -= 1
    assert min(have) >= 0, "the position uses more cards than the deck has"
    rest = [CARD_TEXT[c] for c in range(KINDS) for _ in range(have[c])]
    stock = rest + list(reversed(top))
    base.update(
        tables=tabs,
        stock=stock,
        discard=list(discard),
        current=current,
        phase=phase,
        drawn=list(drawn),
    )
    return game.state_from_dict(base)
