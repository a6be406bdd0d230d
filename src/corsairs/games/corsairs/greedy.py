"""A simple greedy Corsairs bot: it chases the lowest limit ``best_partition`` can find.

Meant as a readable baseline and terminal opponent, not a strong player;
the card-tracking ``heuristic`` and the searchers are stronger.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from corsairs.agents.base import Agent
from corsairs.games.corsairs.actions import DISCARD, DRAW, PIER, PILE, SAIL, STOCK, Action
from corsairs.games.corsairs.cards import (
    COLOUR_INDEX,
    COLOUR_OF,
    mask_value,
    parse_card,
    parse_mask,
)
from corsairs.games.corsairs.partition import least_limit
from corsairs.protocol import Game


def best_limit_after_discard(hand: int, pier_colour: int) -> tuple[int, int]:
    """(least limit, card to discard) over every discard from ``hand``."""
    best = (10**9, -1)
    h = hand
    while h:
        low = h & -h
        c = low.bit_length() - 1
        h ^= low
        lim = least_limit(hand ^ low, pier_colour)
        if lim < best[0]:
            best = (lim, c)
    return best


class GreedyAgent(Agent):
    """Draws what lowers its limit, discards what keeps it lowest, sails at ``sail_at``."""

    name = "greedy"

    def __init__(self, game: Game, seed: int | None = None, sail_at: int = 6) -> None:
        super().__init__(game, seed)
        if not isinstance(sail_at, int) or sail_at < 0:
            raise ValueError("sail_at must be a whole number ≥ 0")
        self.sail_at = sail_at

    @property
    def spec(self) -> str:
        return f"greedy:sail_at={self.sail_at}"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        first: Action = legal_actions[0]
        hand = parse_mask(observation["hand"])
        pier = [parse_card(c) for c in observation["pier"]]
        pier_colour = COLOUR_INDEX[observation["pier_colour"]]
        if first.kind == DRAW:
            return self._draw(hand, pier, observation["pile"], pier_colour, legal_actions)
        if first.kind in (DISCARD, SAIL):
            lim, card = best_limit_after_discard(hand, pier_colour)
            must = observation["must_sail"]
            kind = SAIL if must or lim <= self.sail_at else DISCARD
            for a in legal_actions:
                if a.kind == kind and a.arg == card:
                    return a
            return legal_actions[0]
        closer = observation["closer"]
        laid = observation["laid"]
        options = list(legal_actions)
        if closer is None or observation["seat"] == closer or laid[closer] is None:
            return min(options, key=lambda a: self._limit(hand, a, pier_colour))
        target = laid[closer]["limit"]
        scored = [
            (self._limit(hand, a, pier_colour), self._count(hand, a, pier_colour), a)
            for a in options
        ]
        under = [t for t in scored if t[0] <= target]
        if under:
            return min(under, key=lambda t: (t[0], t[1]))[2]
        return min(scored, key=lambda t: (t[1], t[0]))[2]

    def _draw(
        self,
        hand: int,
        pier: list[int],
        pile: list[str],
        pier_colour: int,
        legal_actions: Sequence[Any],
    ) -> Any:
        now, _ = best_limit_after_discard(hand, pier_colour)
        best_gain, best = 0, None
        for a in legal_actions:
            if a.kind != DRAW or a.arg == STOCK:
                continue
            if a.arg == PILE and pile:
                card = parse_card(pile[-1])
                colour = pier_colour
            elif a.arg == PIER and len(pier) > 1:
                card = pier[0]
                colour = COLOUR_OF[pier[1]]
            else:
                continue
            lim, _ = best_limit_after_discard(hand | 1 << card, colour)
            if now - lim > best_gain:
                best_gain, best = now - lim, a
        if best is not None and best_gain >= 2:
            return best
        for a in legal_actions:
            if a.arg == STOCK:
                return a
        return best or legal_actions[0]

    @staticmethod
    def _limit(hand: int, a: Action, pier_colour: int) -> int:
        return mask_value(hand & ~a.arg & ~a.attach & ~(0x7FF << (11 * pier_colour)))

    @staticmethod
    def _count(hand: int, a: Action, pier_colour: int) -> int:
        return (hand & ~a.arg & ~a.attach & ~(0x7FF << (11 * pier_colour))).bit_count()
