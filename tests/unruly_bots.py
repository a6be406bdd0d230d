"""Bots that misbehave each in one way, for the tests of how every surface reports them."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from corsairs.agents import Agent


class Raiser(Agent):
    """Fails with an error of its own (not one of the project's) on its first move."""

    name = "raiser"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return observation["no such key"]


class Nothing(Agent):
    """Forgets to return its move."""

    name = "nothing"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return None


class Malformed(Agent):
    """Returns something that is no action at all."""

    name = "malformed"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return {"not": "an action"}


class Sleeper(Agent):
    """Never answers (within any test's patience)."""

    name = "sleeper"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        time.sleep(600)
        return legal_actions[0]


class Stubborn(Sleeper):
    """Never answers and swallows every ``Exception`` meant to stop it."""

    name = "stubborn"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        while True:
            try:
                time.sleep(600)
            except Exception:
                continue


class Wrecker(Agent):
    """Empties the legal list it was given, then plays what was first in it."""

    name = "wrecker"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        first = legal_actions[0]
        if isinstance(legal_actions, list):
            legal_actions.clear()
        return first


class LateRaiser(Agent):
    """Plays its first move of every game, then fails in games whose seed is odd."""

    name = "lateraiser"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        if (self.seed or 0) % 7 == 3:
            raise RuntimeError("late failure")
        return legal_actions[0]


class Quitter(Agent):
    """Ends the program, as a script would."""

    name = "quitter"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        raise SystemExit(3)


class Killer(Agent):
    """Ends its process at once (``os._exit``): nothing in that process can report it."""

    name = "killer"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        os._exit(9)


class Chatter(Agent):
    """Prints its thoughts to standard output, as a bot being debugged does, then plays."""

    name = "chatter"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        print("chatter thinks", legal_actions[0])
        return legal_actions[0]


UNRULY = (
    Raiser, Nothing, Malformed, Sleeper, Stubborn, Wrecker, LateRaiser, Quitter, Killer, Chatter
)  # fmt: skip


@pytest.fixture
def unruly(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Registers the bots above by name for one test (worker processes find them too)."""
    from corsairs.agents import register_agent, registry

    monkeypatch.setenv(registry.AGENTS_ENV, os.environ.get(registry.AGENTS_ENV, ""))
    for cls in UNRULY:
        monkeypatch.setitem(registry.GENERIC, cls.name, cls)
        register_agent(cls.name, cls)
    yield
