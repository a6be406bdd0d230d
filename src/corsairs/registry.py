"""Games by name. Each game registers a factory; packages load lazily."""

from __future__ import annotations

import importlib
from typing import Any

from corsairs.protocol import BadOption, Game

_GAMES: dict[str, str] = {
    "corsairs": "corsairs.games.corsairs:CorsairsGame",
    "piratatak": "corsairs.games.piratatak:PiratatakGame",
}


def game_names() -> list[str]:
    return sorted(_GAMES)


def register_game(name: str, target: str) -> None:
    """Register ``"module.path:ClassName"`` under ``name`` (for third-party games)."""
    _GAMES[name] = target


def game_class(name: str) -> type[Game]:
    try:
        target = _GAMES[name]
    except KeyError:
        raise BadOption(f"unknown game {name!r}; known games: {', '.join(game_names())}") from None
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)  # type: ignore[no-any-return]


def load_game(name: str, players: int | None = None, **rules: Any) -> Game:
    """``load_game("corsairs", players=4, **rule_options)`` -> a :class:`Game`."""
    cls = game_class(name)
    if players is None:
        players = cls.min_players
    if not isinstance(players, int) or isinstance(players, bool):
        raise BadOption(f"players must be a whole number, not {players!r}")
    if not cls.min_players <= players <= cls.max_players:
        raise BadOption(
            f"{cls.title} is for {cls.min_players} to {cls.max_players} players, not {players}"
        )
    return cls(players, **rules)  # type: ignore[call-arg]
