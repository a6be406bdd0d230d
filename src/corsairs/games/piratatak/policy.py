"""Piratatak's ``policy``: the heuristic's rules, keeping coins against pirates.

Unlike Corsairs' heuristic, Piratatak's samples nothing: every drawn card is
public, so the odds of the next draw are exact and its rules are a handful of
sums per move. It is therefore already the fast policy that simulations want
(measured beside greedy with ``bench/policy_speed.py``). ``policy`` is that
heuristic with ``shield=3`` (``heuristic.SHIELD``): it buys only what leaves
it three coins or a cannon, unless the purchase finishes its boat, which wins
more games than the plain heuristic with 2, 3 and 4 players (docs/bots.md).
"""

from __future__ import annotations

from corsairs.games.piratatak.heuristic import BOLDNESS, HeuristicAgent
from corsairs.protocol import Game

POLICY_SHIELD = 3
"""Coins kept against the next pirate: a pirate takes 3 cards (``pirate_loss``)."""


class PolicyAgent(HeuristicAgent):
    """The Piratatak heuristic with a coin shield, under the name simulations use."""

    name = "policy"

    def __init__(
        self,
        game: Game,
        seed: int | None = None,
        boldness: float = BOLDNESS,
        shield: int = POLICY_SHIELD,
    ) -> None:
        super().__init__(game, seed, boldness, shield)

    @property
    def spec(self) -> str:
        return super().spec.replace("heuristic", "policy", 1)
