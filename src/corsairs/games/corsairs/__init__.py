"""Leo Colovini's Corsairs: rules engine, scoring helpers and notation."""

from corsairs.games.corsairs.actions import Action, parse_action
from corsairs.games.corsairs.cards import CODES, COLOURS, Card
from corsairs.games.corsairs.game import CorsairsGame
from corsairs.games.corsairs.lay_down import LayDown, best_lay_down, lay_down_choices
from corsairs.games.corsairs.partition import Partition, best_partition
from corsairs.games.corsairs.rules import Rules
from corsairs.games.corsairs.scoring import RoundResult, settle_round
from corsairs.games.corsairs.state import CorsairsState

__all__ = [
    "CODES",
    "COLOURS",
    "Action",
    "Card",
    "CorsairsGame",
    "CorsairsState",
    "LayDown",
    "Partition",
    "RoundResult",
    "Rules",
    "best_lay_down",
    "best_partition",
    "lay_down_choices",
    "parse_action",
    "settle_round",
]
