"""A newcomer at Piratatak: the ladder's ``beginner`` level.

It knows what it wants (parts of its own boat) and draws on while that looks
worth the pirate risk, as the greedy bot does, but it misjudges the odds now
and then, pushing its luck a card too far or stopping a card too soon; it
buys from whichever seller it notices first rather than the one with the
smallest boat, and when a pirate strikes it sometimes hands back a dearer
card than it had to. Random play is no beginner; this bot gives a newcomer
a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from corsairs.agents import option_words as words
from corsairs.agents.base import Agent
from corsairs.games.piratatak.actions import BUY, CANNON_FIRE, DRAW, GIVE, STOP
from corsairs.games.piratatak.greedy import View, draw_gain, suggest
from corsairs.protocol import Game

NOISE = 0.35
"""How often a buy or give-back is not the considered one."""
WOBBLE = 0.6
"""Spread of the newcomer's misjudgement of one more draw (in boat parts)."""


class NoviceAgent(Agent):
    """Greedy play with a newcomer's mistakes (see the module docstring)."""

    name = "novice"

    def __init__(
        self, game: Game, seed: int | None = None, noise: float = NOISE, wobble: float = WOBBLE
    ) -> None:
        super().__init__(game, seed)
        if isinstance(noise, bool) or not isinstance(noise, int | float) or not 0 <= noise <= 1:
            raise ValueError(words.chance("noise"))
        if isinstance(wobble, bool) or not isinstance(wobble, int | float) or wobble < 0:
            raise ValueError(words.positive("wobble"))
        self.noise = float(noise)
        self.wobble = float(wobble)

    @property
    def spec(self) -> str:
        return f"novice:noise={self.noise:g},wobble={self.wobble:g}"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        kinds = {a.kind for a in legal_actions}
        seat = observation.get("current_player")
        buys = [a for a in legal_actions if a.kind == BUY]
        if buys and self.rng.random() < self.noise:
            return buys[self.rng.randrange(len(buys))]
        gives = [a for a in legal_actions if a.kind == GIVE]
        if gives and CANNON_FIRE not in kinds and len(gives) > 1 and self.rng.random() < self.noise:
            assert seat is not None
            view = View(observation, seat)
            ranked = sorted(gives, key=lambda a: (view.give_cost(a), a.b, a.a))
            return ranked[self.rng.randrange(1, min(3, len(ranked)))]
        if not buys and DRAW in kinds and STOP in kinds and seat is not None:
            gain = draw_gain(observation, View(observation, seat))
            want = DRAW if gain + self.rng.gauss(0.0, self.wobble) > 0 else STOP
            return next(a for a in legal_actions if a.kind == want)
        return suggest(observation, legal_actions)
