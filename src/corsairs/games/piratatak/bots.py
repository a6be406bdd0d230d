"""Piratatak bots that live with the game, by name (``make_agent`` looks here first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from corsairs.games.piratatak import heuristic
from corsairs.games.piratatak.greedy import GreedyAgent

BOTS: dict[str, Callable[..., Any]] = {
    "greedy": GreedyAgent,
    "heuristic": heuristic.HeuristicAgent,
}

# Search hooks for corsairs.agents.ismcts (see its docstring).
SEARCH_HOOKS = {
    "rollout_policy": heuristic.rollout_policy,
    "rollout_done": heuristic.rollout_done,
    "evaluate": heuristic.evaluate,
    "candidates": heuristic.candidates,
}
