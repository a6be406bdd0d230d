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


def whole_number(value: Any, kinds: type | tuple[type, ...] | None = None) -> int | None:
    """``value`` as an int if it is a whole number: an int or anything with ``__index__``
    (numpy integers), never a bool (``True`` is no seed, seat or index), nor a float;
    ``kinds``, when given, the only types taken. The one check behind every research
    surface's seeds, seats and action indices."""
    if isinstance(value, bool) or (kinds is not None and not isinstance(value, kinds)):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def not_whole(what: str, value: Any, least: str = "") -> str:
    """The refusal of a value that is no whole number, in one wording: "seat must be a
    whole number, not True"; ``least`` adds the range ("from 0")."""
    return f"{what} must be a whole number{least}, not {value!r}"


def as_index(index: Any) -> int:
    """Accept ints and numpy integers (anything with ``__index__``); a float, a bool or
    anything else is not an index, as Gymnasium's ``Discrete`` space says too."""
    value = whole_number(index)
    if value is None:
        raise IllegalAction(not_whole("an action index", index))
    return value


def not_legal(index: int, text: object) -> IllegalAction:
    """The refusal of an action index not legal now, in one wording for every game and
    action: "action 5 (discard R3) is not legal now"; ``text`` names it (its notation in
    this state, or the encoding's ``index_text``)."""
    return IllegalAction(f"action {index} ({text}) is not legal now")
