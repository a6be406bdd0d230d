"""Corsairs bots that live with the game (the strong ones are in corsairs.agents)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

BOTS: dict[str, Callable[..., Any]] = {}
