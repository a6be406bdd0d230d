"""Pieces every game's tensor encoding (``Game.encoding()``) shares.

The layout of named tensor segments, the check that an observation is a
real seat's view of the right game, and reading an action index that may
come as a numpy integer from a research library.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from typing import Any

from corsairs.protocol import IllegalAction


def layout(segments: Sequence[tuple[str, int]]) -> tuple[dict[str, int], int]:
    """Offsets of the named segments laid end to end, and the total size."""
    offsets: dict[str, int] = {}
    at = 0
    for name, size in segments:
        offsets[name] = at
        at += size
    return offsets, at


def observing_seat(observation: Mapping[str, Any], game: str, title: str, players: int) -> int:
    """The seat whose view ``observation`` is; ValueError for a spectator or another game."""
    seat = observation.get("seat")
    if observation.get("game") != game or not isinstance(seat, int):
        raise ValueError(f"the tensor needs a {title} observation of a seat")
    if observation.get("players") != players:
        raise ValueError(f"this encoding is for {players} players")
    return seat


def as_index(index: Any) -> int:
    """Accept ints and numpy integers (anything with ``__index__``); a float, a bool or
    anything else is not an index, as Gymnasium's ``Discrete`` space says too."""
    if isinstance(index, bool):
        raise IllegalAction(f"an action index is a whole number, not {index!r}")
    try:
        return operator.index(index)
    except TypeError:
        raise IllegalAction(f"an action index is a whole number, not {index!r}") from None
