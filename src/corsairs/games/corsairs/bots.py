"""Corsairs bots that live with the game; generic ones (random, ismcts) are in corsairs.agents."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from corsairs.games.corsairs.greedy import GreedyAgent

BOTS: dict[str, Callable[..., Any]] = {
    "greedy": GreedyAgent,
}
