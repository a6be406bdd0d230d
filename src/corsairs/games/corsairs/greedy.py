"""A simple greedy Corsairs bot: it chases the lowest limit ``best_partition`` can find.

Meant as a readable baseline and terminal opponent, not a strong player;
the card-tracking ``heuristic`` and the searchers are stronger. ``suggest``
is also the terminal's suggested move (what Enter takes).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from corsairs.agents import option_words as words
from corsairs.agents.base import Agent
from corsairs.games.corsairs.actions import (
    DISCARD,
    DRAW,
    LAY,
    PIER,
    PILE,
    SAIL,
    STOCK,
    Action,
)
from corsairs.games.corsairs.cards import COLOUR_INDEX, COLOUR_OF, parse_card, parse_mask
from corsairs.games.corsairs.lay_down import best_lay_down, situation
from corsairs.games.corsairs.partition import least_limit
from corsairs.protocol import Game

SAIL_AT = 6
"""Greedy sets sail once its best limit is this low."""
DRAW_GAIN = 2
"""A pile or pier card is taken when it lowers the limit by at least this much."""


def best_limit_after_discard(
    hand: int, pier_colour: int, allowed: int | None = None
) -> tuple[int, int]:
    """(least limit, card to discard) over every discard from ``hand``; ``allowed``: a mask
    of the cards the table lets go (a house rule may keep the card just drawn)."""
    best = (10**9, -1)
    h = hand if allowed is None else hand & allowed
    while h:
        low = h & -h
        c = low.bit_length() - 1
        h ^= low
        lim = least_limit(hand ^ low, pier_colour)
        if lim < best[0]:
            best = (lim, c)
    return best


def suggest(
    obs: Mapping[str, Any],
    legal_actions: Sequence[Any],
    attach_numbers: str = "as_laid_down",
    sail_at: int = SAIL_AT,
) -> Any:
    """The greedy choice among ``legal_actions`` for the seat of ``obs``.

    Draw: a visible card that lowers the limit by ``DRAW_GAIN`` or more, else
    the stock. Discard: the card whose loss keeps the limit lowest, setting sail
    with it at ``sail_at`` or below (or when forced). Lay-down: the best
    division for the situation (``lay_down.best_lay_down``).
    """
    if not legal_actions:
        return None
    first: Action = legal_actions[0]
    hand = parse_mask(obs["hand"])
    pier_colour = COLOUR_INDEX[obs["pier_colour"]]
    if first.kind == DRAW:
        return _draw(hand, obs, pier_colour, legal_actions)
    if first.kind in (DISCARD, SAIL):
        # among the cards the legal moves let go: with ``discard_drawn_card=false`` the best
        # card was the one just drawn, and the move fell back to the first legal one (a
        # prisoner, as a wait where this rule sails)
        allowed = 0
        for a in legal_actions:
            allowed |= 1 << a.arg
        lim, card = best_limit_after_discard(hand, pier_colour, allowed)
        kind = SAIL if obs["must_sail"] or lim <= sail_at else DISCARD
        same = [a for a in legal_actions if a.arg == card]
        return next((a for a in same if a.kind == kind), same[0] if same else first)
    best = best_lay_down(**situation(obs, attach_numbers))
    return Action(LAY, best.crew, best.attached)


def _draw(hand: int, obs: Mapping[str, Any], pier_colour: int, legal_actions: Sequence[Any]) -> Any:
    """The stock, unless a visible card lowers the limit of a full hand enough.

    The hand holds its 12 cards now; after a draw it holds 13 and discards
    one, so the comparison is the 12-card limit now against the best limit of
    the 13 cards less one.
    """
    pier = obs["pier"]
    pile = obs["pile"]
    now = least_limit(hand, pier_colour)
    best_gain, best = 0, None
    for a in legal_actions:
        if a.kind != DRAW or a.arg == STOCK:
            continue
        if a.arg == PILE and pile:
            card = parse_card(pile[-1])
            colour = pier_colour
        elif a.arg == PIER and len(pier) > 1:
            card = parse_card(pier[0])
            colour = COLOUR_OF[parse_card(pier[1])]
        else:
            continue
        lim, _ = best_limit_after_discard(hand | 1 << card, colour)
        if now - lim > best_gain:
            best_gain, best = now - lim, a
    if best is not None and best_gain >= DRAW_GAIN:
        return best
    for a in legal_actions:
        if a.arg == STOCK:
            return a
    return best or legal_actions[0]


class GreedyAgent(Agent):
    """Draws what lowers its limit, discards what keeps it lowest, sails at ``sail_at``."""

    name = "greedy"

    def __init__(self, game: Game, seed: int | None = None, sail_at: int = SAIL_AT) -> None:
        super().__init__(game, seed)
        if not isinstance(sail_at, int) or sail_at < 0:
            raise ValueError(words.whole("sail_at", 0))
        self.sail_at = sail_at
        self.attach_numbers: str = getattr(
            getattr(game, "rules", None), "attach_numbers", "as_laid_down"
        )

    @property
    def spec(self) -> str:
        return f"greedy:sail_at={self.sail_at}"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return suggest(observation, legal_actions, self.attach_numbers, self.sail_at)
