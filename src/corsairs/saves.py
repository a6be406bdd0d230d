"""Reading saved states back: the field checks every game's ``state_from_dict`` shares.

(A saved *state* is one position, ``State.to_dict``; a terminal game left before its end
is kept as a record of its moves, by :mod:`corsairs.savegames`.)

Each helper raises :class:`CorruptState` naming the bad field, so a corrupt
or hand-edited save gets a clear message instead of a traceback.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from corsairs.protocol import CorruptState, Game


def check_header(data: Any, game: Game) -> None:
    """The save is a JSON object of this game, player count and rule options."""
    if not isinstance(data, Mapping):
        raise CorruptState("a saved state is a JSON object")
    if data.get("game") != game.name:
        raise CorruptState(f"not a {game.title} state (game = {data.get('game')!r})")
    n = game.players
    if data.get("players") != n:
        raise CorruptState(f"saved for {data.get('players')!r} players, this game has {n}")
    rules = data.get("rules")
    if isinstance(rules, Mapping) and rules.keys() < game.rules_dict().keys():
        # Options added since the save was made were played at their defaults.
        from corsairs.registry import load_game

        rules = {**load_game(game.name, players=n).rules_dict(), **rules}
    if rules != game.rules_dict():
        raise CorruptState("saved with other rule options ('rules'); load the game with its own")


def field(data: Mapping[str, Any], key: str, typ: type | tuple[type, ...]) -> Any:
    """``data[key]``, which must exist and be of ``typ`` (a bool is not an int)."""
    if key not in data:
        raise CorruptState(f"saved state has no {key!r}")
    value = data[key]
    if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
        raise CorruptState(f"saved state: {key!r} has the wrong type ({type(value).__name__})")
    return value


def seat(value: Any, players: int, key: str, allow_none: bool = False) -> int:
    """A seat number 0..players-1 (or None as -1 where allowed)."""
    if value is None and allow_none:
        return -1
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise CorruptState(f"saved state: {key!r} is not a seat 0..{players - 1}: {value!r}")
    return value
