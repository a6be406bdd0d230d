"""The coach's Corsairs rollouts set sail when the ``heuristic`` bot would.

They model every seat after the judged move (the opponents, and the seat itself) with a
quick policy. The search's threshold sailed later than the bot from a round's sixth turn,
so that a hint's waiting looked safer than it is; the coach has its own threshold, fitted
to the bot, and the search keeps its own (its strength was measured with it).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import corsairs
from corsairs.agents import make_agent
from corsairs.agents.ismcts import search_hooks
from corsairs.coach.search import rollout_policy_of
from corsairs.games.corsairs import heuristic
from corsairs.games.corsairs.actions import SAIL

PROBES = 40


def _sail_chance(policy: Callable[[Any, random.Random], Any], state: Any) -> float:
    return float(sum(policy(state, random.Random(k)).kind == SAIL for k in range(PROBES)) / PROBES)


def test_the_coach_sails_as_the_heuristic_bot_does() -> None:
    game = corsairs.load_game("corsairs", players=2)
    coach, search = rollout_policy_of(game), heuristic.rollout_policy
    assert search is search_hooks(game)[0]  # the search's own, unchanged
    loss = {"coach": 0.0, "search": 0.0}
    late = {"bot": 0, "coach": 0.0, "search": 0.0}
    for g in range(6):
        state = game.new_state(seed=9000 + g)
        bots = [make_agent("heuristic", game, seed=g * 10 + i) for i in range(2)]
        while not state.is_over():
            seat = state.current_player
            assert seat is not None  # a game not over has a seat to play
            obs, legal = state.observation(seat), state.legal_actions()
            move = bots[seat].choose(obs, legal)
            if obs["phase"] == "discard" and not obs["must_sail"] and len(legal) > 1:
                sailed = move.kind == SAIL
                for name, policy in (("coach", coach), ("search", search)):
                    p = min(max(_sail_chance(policy, state), 0.02), 0.98)
                    loss[name] -= math.log(p if sailed else 1 - p)
                    if obs["round_turns"] >= 2 * 8:
                        late[name] += p
                if obs["round_turns"] >= 2 * 8:
                    late["bot"] += sailed
            state.apply(move)
    # closer to the bot's choices over the whole round, and late in a round above all
    assert loss["coach"] < 0.9 * loss["search"], loss
    assert abs(late["coach"] - late["bot"]) < abs(late["search"] - late["bot"]), late
