"""The interface every bot implements: it sees an observation, never the state."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from corsairs.protocol import Game


class Agent(ABC):
    """A seeded player. ``choose`` gets ``state.observation(seat)`` and the legal actions.

    Subclasses take the game and a seed, plus their own keyword options, which
    spec strings such as ``ismcts:iterations=2000`` fill in.
    """

    name: str = "agent"
    """How the bot is called at the table and in its faults; a subclass that leaves it is
    called by the name it was registered under (``register_agent``)."""
    thinks: bool = False
    """Whether a decision may take long enough (tenths of a second: a search) that a
    player waiting on it should be told the bot is thinking."""
    games: tuple[str, ...] | None = None
    """The games (by registered name, ``("corsairs",)``) this bot plays; None: every game.
    A bot written for one game says so: it is then offered and made only for that game (a
    lobby of another game leaves it out, and ``make_agent`` refuses it there before any
    move, where it would fail at its first)."""
    takes_forced_moves: bool = False
    """Whether, given a single legal action, ``choose`` returns it without reading the
    observation or keeping anything of it: the guard then takes that move without
    building an observation (a fifth of a Piratatak game's moves). A subclass that
    defines its own ``choose`` is given False unless it says True itself
    (``__init_subclass__``): a plugin bot built on one of ours sees every move."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "choose" in cls.__dict__ and "takes_forced_moves" not in cls.__dict__:
            cls.takes_forced_moves = False  # a new ``choose`` may read forced moves

    def __init__(self, game: Game, seed: int | None = None) -> None:
        self.game = game
        self.seed = seed
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        """One of ``legal_actions``, or its notation (``"draw stock"``); not an index.

        ``observation`` is ``state.observation(seat)``, the bot's own copy (its keys:
        docs/rules.md and docs/piratatak.md, "What a seat sees"). Keep nothing of it for
        later moves: the browser table calls ``reset(seed)`` before each of them."""

    def reset(self, seed: int | None = None) -> None:
        """Start afresh, optionally with a new seed: before a game, and at the browser
        table before each move (a seed per move, so that a restarted server plays the same)."""
        self.seed = seed
        self.rng = random.Random(seed)

    @property
    def spec(self) -> str:
        return self.name


class RandomAgent(Agent):
    """Uniform over the legal actions: the baseline every bot must beat."""

    name = "random"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return legal_actions[self.rng.randrange(len(legal_actions))]
