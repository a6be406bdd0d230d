"""Piratatak bots that live with the game, by name (``make_agent`` looks here first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from corsairs.games.piratatak.greedy import GreedyAgent

BOTS: dict[str, Callable[..., Any]] = {
    "greedy": GreedyAgent,
}
