"""Corsairs bots that live with the game; generic ones (random, ismcts) are in corsairs.agents."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from corsairs.games.corsairs.greedy import GreedyAgent
from corsairs.games.corsairs.heuristic import HeuristicAgent, evaluate, rollout_done, rollout_policy

BOTS: dict[str, Callable[..., Any]] = {
    "greedy": GreedyAgent,
    "heuristic": HeuristicAgent,
}

# Search hooks for corsairs.agents.ismcts: a fast rollout move, where a rollout stops, a value.
SEARCH_HOOKS = (rollout_policy, rollout_done, evaluate)
