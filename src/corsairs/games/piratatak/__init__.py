"""Piratatak, the family push-your-luck card game: rules engine, notation and bots."""

from corsairs.games.piratatak.actions import Action, parse_action
from corsairs.games.piratatak.cards import CODES, COLOURS
from corsairs.games.piratatak.game import PiratatakGame
from corsairs.games.piratatak.rules import Rules
from corsairs.games.piratatak.state import PiratatakState

__all__ = [
    "CODES",
    "COLOURS",
    "Action",
    "PiratatakGame",
    "PiratatakState",
    "Rules",
    "parse_action",
]
