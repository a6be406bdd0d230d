"""Finished records of bot games for the tests that replay, resume, verify or refuse one."""

from __future__ import annotations

from typing import Any

import corsairs
from corsairs import record as records


def greedy_record(game: str = "corsairs") -> tuple[Any, dict[str, Any]]:
    """A 2-player game and a finished record of its greedy bots, seed 3. Corsairs' is of one
    round (``max_rounds=1``: 20 moves, the whole game's first 20; a replay of the whole
    game's 436 cost about 0.45 CPU-s more): names, stand-ins, seats, a game over and a
    damaged field are all these tests read of it."""
    rules = {"max_rounds": 1} if game == "corsairs" else {}
    g = corsairs.load_game(game, players=2, **rules)
    return g, records.bot_game_record(g, ["greedy", "greedy"], seed=3)
