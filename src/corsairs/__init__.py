"""corsairs: Leo Colovini's Corsairs and Piratatak, for players, bots and researchers."""

from corsairs.protocol import (
    BadNotation,
    BadOption,
    CorruptState,
    CorsairsError,
    Game,
    IllegalAction,
    Information,
    NoEncoding,
    State,
)
from corsairs.registry import game_names, load_game, register_game

__version__ = "0.1.0"

__all__ = [
    "BadNotation",
    "BadOption",
    "CorruptState",
    "CorsairsError",
    "Game",
    "IllegalAction",
    "Information",
    "NoEncoding",
    "State",
    "__version__",
    "game_names",
    "load_game",
    "register_game",
]
