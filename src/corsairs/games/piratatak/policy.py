"""Piratatak's ``policy``: the heuristic's rules, which already cost what greedy costs.

Unlike Corsairs' heuristic, Piratatak's samples nothing: every drawn card is
public, so the odds of the next draw are exact and its rules are a handful of
sums per move. It is therefore already the fast, strong policy that
simulations want (measured beside greedy with ``bench/policy_speed.py``);
``policy`` names it so that ``--agents policy`` works for both games.
"""

from __future__ import annotations

from corsairs.games.piratatak.heuristic import HeuristicAgent


class PolicyAgent(HeuristicAgent):
    """The Piratatak heuristic under the name simulations use for their fast bot."""

    name = "policy"

    @property
    def spec(self) -> str:
        return super().spec.replace("heuristic", "policy", 1)
