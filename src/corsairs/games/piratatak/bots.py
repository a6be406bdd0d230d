"""Piratatak bots that live with the game, by name (``make_agent`` looks here first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from corsairs.games.piratatak import heuristic
from corsairs.games.piratatak.greedy import GreedyAgent
from corsairs.games.piratatak.novice import NoviceAgent
from corsairs.games.piratatak.policy import PolicyAgent
from corsairs.games.piratatak.serial import sampler

BOTS: dict[str, Callable[..., Any]] = {
    "greedy": GreedyAgent,
    "heuristic": heuristic.HeuristicAgent,
    "novice": NoviceAgent,
    "policy": PolicyAgent,
}

# The ladder for people choosing an opponent, weakest first; each level beats the
# one below it in 2-player games (docs/bots.md, "Levels", has the figures).
LEVELS: list[tuple[str, str]] = [
    ("beginner", "novice"),
    ("casual", "novice:noise=0.1,wobble=0.15"),
    ("strong", "heuristic"),
    ("expert", "ismcts:iterations=2000,time=0.9"),
]

# Search hooks for corsairs.agents.ismcts (see its docstring).
SEARCH_HOOKS = {
    "rollout_policy": heuristic.rollout_policy,
    "rollout_done": heuristic.rollout_done,
    "evaluate": heuristic.evaluate,
    "candidates": heuristic.candidates,
    "outcome": heuristic.outcome,
    # the observation read once per move, then a shuffle per sample (determinize's draws)
    "sampler": sampler,
}
