"""The bots' conformance kit, ``corsairs.testing.check_agent``: it passes our bots and
catches each broken promise of docs/bots.md, naming the check, seed and move."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

import corsairs
from corsairs import BadOption
from corsairs.agents import Agent
from corsairs.testing import ConformanceError, check_agent


@pytest.fixture
def own_bots(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Bots registered by a test stay in it."""
    from corsairs.agents import registry

    monkeypatch.setattr(registry, "GENERIC", dict(registry.GENERIC))
    monkeypatch.setenv("CORSAIRS_AGENTS", "")
    return registry.register_agent


class Counter(Agent):
    """Remembers how many moves it made: at a browser table it would play otherwise."""

    def __init__(self, game: Any, seed: int | None = None) -> None:
        super().__init__(game, seed)
        self.moves = 0

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        self.moves += 1
        return legal_actions[min(self.moves, len(legal_actions)) - 1]


class Gambler(Agent):
    """Draws from the random module, not from self.rng."""

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return random.choice(list(legal_actions))


class Typo(Agent):
    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return legal_actions[0] if observation["phase"] == "draw" else observation["hand_size"]


@pytest.mark.parametrize(("name", "spec"), [("corsairs", "greedy"), ("piratatak", "casual")])
def test_our_bots_keep_every_promise(name: str, spec: str) -> None:
    counts = check_agent(spec, corsairs.load_game(name, players=3), seeds=(0,))
    assert counts["games"] == 1 and counts["decisions"] > 10 and counts["slowest"] > 0


@pytest.mark.parametrize(
    ("bot", "check"),
    [
        (Counter, "no memory between moves (seed 0, move 2): the bot chose "),
        (Gambler, "same seed, same decisions (seed 0, move "),
        (Typo, "legal move (seed 0, move 2): bot 'suspect' at seat "),
    ],
)
def test_each_broken_promise_is_named(own_bots: Any, bot: type[Agent], check: str) -> None:
    """Moves are counted from 1, as the arena counts them: the counter and the typo break
    at their second move, the discard."""
    own_bots("suspect", bot)
    random.seed(7)  # the gambler's draws, so that the move it is caught at is always the same
    game = corsairs.load_game("corsairs", players=2, first_dealer=1)
    with pytest.raises(ConformanceError) as caught:
        check_agent("suspect", game, seeds=(0,))
    assert check in str(caught.value), caught.value
    if bot is Typo:
        assert "KeyError: 'hand_size' (test_agent_kit.py, line " in str(caught.value)


def test_a_bad_spec_is_a_bad_option() -> None:
    with pytest.raises(BadOption, match="unknown bot 'nosuch'"):
        check_agent("nosuch", corsairs.load_game("corsairs", players=2))


class Seedless(Agent):
    """A newcomer's bot whose ``__init__`` forgot ``seed=`` (its own option only)."""

    def __init__(self, game: Any, risk: float = 0.2) -> None:
        super().__init__(game)
        self.risk = risk

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return legal_actions[0]


def test_a_bot_whose_init_takes_no_seed_is_told_so(own_bots: Any) -> None:
    """Every surface makes a bot as ``Bot(game, seed=...)``: a bot without ``seed`` was
    refused with "bad options for bot 'seedless': Seedless.__init__() got an unexpected
    keyword argument 'seed'", blaming a spec that gave no option at all."""
    own_bots("seedless", Seedless)
    with pytest.raises(BadOption) as caught:
        check_agent("seedless", corsairs.load_game("piratatak", players=2), seeds=(0,))
    said = str(caught.value)
    assert said.startswith("bot 'seedless' cannot be made: its __init__ takes no seed"), said
    assert "Bot(game, seed=None, option=default, ...)" in said and "bad options" not in said


@pytest.mark.parametrize("draws", range(6))
def test_a_bot_drawing_from_the_random_module_is_not_blamed_for_memory(
    own_bots: Any, draws: int
) -> None:
    """In Piratatak a turn mostly offers two moves (draw, stop): two fresh bots drawing
    from the ``random`` module agree half the time, which was taken for memory."""
    own_bots("suspect", Gambler)
    random.seed(draws)
    with pytest.raises(ConformanceError) as caught:
        check_agent("suspect", corsairs.load_game("piratatak", players=2), seeds=(0,))
    assert str(caught.value).startswith("same seed, same decisions"), caught.value


@pytest.mark.usefixtures("unruly")
def test_a_bot_that_hangs_is_a_break_not_a_hung_test() -> None:
    """``check_agent`` asked a bot's move without a limit: a bot that sleeps hung its
    author's test run (no check failed). A move past ``move_limit`` is a break."""
    game = corsairs.load_game("piratatak", players=2)
    with pytest.raises(ConformanceError) as caught:
        check_agent("sleeper", game, seeds=(0,), move_limit=0.2)
    assert str(caught.value).startswith("move in time (seed 0, move 1): bot 'sleeper' at seat 0 ")
    assert str(caught.value).endswith("took more than 0.2 s for one move")
