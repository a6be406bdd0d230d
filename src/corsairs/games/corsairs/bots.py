"""Corsairs bots that live with the game; generic ones (random, ismcts) are in corsairs.agents."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from corsairs.games.corsairs import heuristic
from corsairs.games.corsairs.determinize import sampler
from corsairs.games.corsairs.greedy import GreedyAgent
from corsairs.games.corsairs.heuristic import HeuristicAgent
from corsairs.games.corsairs.novice import NoviceAgent
from corsairs.games.corsairs.policy import PolicyAgent

BOTS: dict[str, Callable[..., Any]] = {
    "greedy": GreedyAgent,
    "heuristic": HeuristicAgent,
    "novice": NoviceAgent,
    "policy": PolicyAgent,
}

# The ladder for people choosing an opponent, weakest first; each level beats the
# one below it in 2-player games (docs/bots.md, "Levels", has the figures).
LEVELS: list[tuple[str, str]] = [
    ("beginner", "novice"),
    ("casual", "greedy"),
    ("strong", "heuristic"),
    # The paired search (common random numbers at the root): 70.1% of 400 games against
    # strong where the tree search won 65.7% of the same deals, 48.9% as one against
    # three heuristics (tree 41.8%), and a shorter move.
    ("expert", "ismcts:iterations=1000,time=0.9,paired=true"),
]

# Search hooks for corsairs.agents.ismcts (see its docstring).
SEARCH_HOOKS = {
    "rollout_policy": heuristic.rollout_policy,
    "rollout_done": heuristic.rollout_done,
    "evaluate": heuristic.evaluate,
    "refine": heuristic.refine,
    "candidates": heuristic.candidates,
    "sampler": sampler,
    # The seat's moves and candidates come from its own hand and public facts only.
    "root_fixed": True,
}
