"""A newcomer at Corsairs: the ladder's ``beginner`` level.

It plays like someone who has read the rules and understood the aim (a low
limit) but not yet the finer points: it keeps sensible hands and sails with
a low limit, yet it sometimes throws a slightly worse card than it could,
overlooks a useful card on the pile or the pier, sails at a fixed limit
whatever the others may hold, and at the lay-down sometimes just takes its
lowest limit instead of the division that passes the closer the most cards.
Random play is no beginner: it sails on its first discard and loses in two
or three rounds; this bot gives a newcomer a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from corsairs.agents import option_words as words
from corsairs.agents.base import Agent
from corsairs.games.corsairs.actions import DISCARD, DRAW, LAY, SAIL, STOCK, Action
from corsairs.games.corsairs.cards import COLOUR_INDEX, mask_value, parse_mask
from corsairs.games.corsairs.greedy import suggest
from corsairs.games.corsairs.heuristic import limit_of, stowaways
from corsairs.games.corsairs.lay_down import best_lay_down, situation
from corsairs.protocol import Game

SAIL_AT = 8
"""The newcomer sails once its limit is this low (greedy waits for 6)."""
NOISE = 0.35
"""How often a discard or a draw is not the best one the bot could see."""
MISS = 0.5
"""How often, at the lay-down, it takes its least limit instead of the best division."""


class NoviceAgent(Agent):
    """Greedy-like play with a newcomer's mistakes (see the module docstring)."""

    name = "novice"

    def __init__(
        self,
        game: Game,
        seed: int | None = None,
        sail_at: int = SAIL_AT,
        noise: float = NOISE,
        miss: float = MISS,
    ) -> None:
        super().__init__(game, seed)
        if isinstance(sail_at, bool) or not isinstance(sail_at, int) or sail_at < 0:
            raise ValueError(words.whole("sail_at", 0))
        for key, value in (("noise", noise), ("miss", miss)):
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
                raise ValueError(words.chance(key))
        self.sail_at = sail_at
        self.noise = float(noise)
        self.miss = float(miss)
        self.attach_numbers: str = getattr(
            getattr(game, "rules", None), "attach_numbers", "as_laid_down"
        )

    @property
    def spec(self) -> str:
        return f"novice:sail_at={self.sail_at},noise={self.noise:g},miss={self.miss:g}"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        first: Action = legal_actions[0]
        if first.kind == DRAW:
            return self._draw(observation, legal_actions)
        if first.kind in (DISCARD, SAIL):
            return self._discard(observation, legal_actions)
        return self._lay(observation, legal_actions)

    def _draw(self, obs: dict[str, Any], legal: Sequence[Any]) -> Any:
        """Greedy's draw, but a useful face-up card is sometimes overlooked."""
        pick = suggest(obs, legal, self.attach_numbers, self.sail_at)
        if pick.arg != STOCK and self.rng.random() < self.noise:
            for a in legal:
                if a.arg == STOCK:
                    return a
        return pick

    def _discard(self, obs: dict[str, Any], legal: Sequence[Any]) -> Any:
        """The card that keeps the limit lowest, or now and then the second or third best."""
        hand = parse_mask(obs["hand"])
        pc = COLOUR_INDEX[obs["pier_colour"]]
        cards = sorted({a.arg for a in legal if a.kind in (DISCARD, SAIL)})
        ranked = sorted((limit_of(hand & ~(1 << c), pc), c) for c in cards)
        choice = 0
        if len(ranked) > 1 and self.rng.random() < self.noise:
            choice = self.rng.randrange(1, min(3, len(ranked)))
        limit, card = ranked[choice]
        kind = SAIL if obs["must_sail"] or limit <= self.sail_at else DISCARD
        for a in legal:
            if a.kind == kind and a.arg == card:
                return a
        return next(a for a in legal if a.arg == card)

    def _lay(self, obs: dict[str, Any], legal: Sequence[Any]) -> Any:
        """The best division, or (a newcomer's habit) the listed one with the least limit."""
        if self.rng.random() < self.miss:
            hand = parse_mask(obs["hand"])
            pc = COLOUR_INDEX[obs["pier_colour"]]
            lays = [a for a in legal if a.kind == LAY]
            if lays:
                return min(
                    lays,
                    key=lambda a: (
                        mask_value(stowaways(hand, a, pc)),
                        stowaways(hand, a, pc).bit_count(),
                    ),
                )
        best = best_lay_down(**situation(obs, self.attach_numbers))
        return Action(LAY, best.crew, best.attached)
