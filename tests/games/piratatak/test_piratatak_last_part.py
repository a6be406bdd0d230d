"""A spare that a rival's boat lacks as its last part: the rule-based bots let it go.

The rulebook's purchase: "pay 3 gold coins … to another player in order to complete
his own boat", and the seller cannot refuse. Kept, that spare is the rival's win at
its next turn; given to a pirate it goes to the discard pile. The bots kept it (it
priced as a spare that sells for gold) and gave coins or cheaper spares instead.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from corsairs.agents import make_agent
from corsairs.games.piratatak.actions import BUY, DISCARD, DRAW, GIVE
from corsairs.games.piratatak.heuristic import cheapest_three, rollout_policy, state_valuer
from corsairs.games.piratatak.positions import position, seat_table


def _pirate_strikes(rival_gold: int = 3) -> Any:
    """Seat 0 draws a pirate holding green 5, the one part the green boat lacks."""
    state = position(
        2,
        tables=[
            seat_table("red", ["R1", "R2"], spares=["G5", "Y1", "Y2", "Y3"]),
            seat_table("green", ["G1", "G2", "G3", "G4", "G6"], gold=rival_gold),
        ],
        top=["pirate"],
    )
    state.apply("draw")
    assert all(a.kind == GIVE for a in state.legal_actions())
    return state


@pytest.mark.parametrize("bot", ["heuristic", "policy", "strong"])
def test_a_pirate_takes_the_rivals_last_part(bot: str) -> None:
    state = _pirate_strikes()
    choice = make_agent(bot, state.game, seed=1).choose(state.observation(0), state.legal_actions())
    assert str(choice).split()[1:].count("G5") == 1, choice


def test_the_search_rolls_out_and_weighs_giving_it() -> None:
    """``expert`` searches the three cheapest give-backs with the heuristic's rollouts."""
    state = _pirate_strikes()
    assert "G5" in str(rollout_policy(state, random.Random(1))).split()
    three = cheapest_three(state_valuer(state, 0), state.legal_actions())
    assert all("G5" in str(a).split() for a in three), three


def _turn_start(rival_gold: int, own: list[str], buyable: bool = False) -> Any:
    spares_of_rival = ["R6"] if buyable else []
    return position(
        2,
        tables=[
            seat_table("red", own, spares=["G5", "Y1"], gold=3 if buyable else 0),
            seat_table("green", ["G1", "G2", "G3", "G4", "G6"], spares_of_rival, rival_gold),
        ],
        top=["gold"],
        spares_discard=True,
    )


@pytest.mark.parametrize(
    ("rival_gold", "own", "buyable", "kind"),
    [
        (3, ["R1", "R2"], False, DISCARD),  # the rival can pay: discard green 5
        (2, ["R1", "R2"], False, DRAW),  # it cannot yet: keep the turn
        (3, ["R1", "R2", "R3", "R4", "R5"], True, BUY),  # our own last part wins first
    ],
)
def test_with_spares_discard_the_rivals_last_part_is_discarded(
    rival_gold: int, own: list[str], buyable: bool, kind: int
) -> None:
    state = _turn_start(rival_gold, own, buyable)
    for bot in ("heuristic", "policy"):
        choice = make_agent(bot, state.game, seed=1).choose(
            state.observation(0), state.legal_actions()
        )
        assert choice.kind == kind, (bot, choice)
        if kind == DISCARD:
            assert str(choice) == "discard G5"
    if kind != DRAW:
        assert rollout_policy(state, random.Random(1)).kind == kind


def test_the_terminals_rule_of_thumb_gives_it_back_too() -> None:
    """``corsairs play -g piratatak --lang fr --seed 5``: Enter took "rendre R1 R2 R3",
    keeping green 5; the strong bot bought it and won at once."""
    from corsairs.games.piratatak import terminal as view

    state = _pirate_strikes()
    obs = state.observation(0)
    assert "G5" in str(view.default_action(obs, state.legal_actions())).split()
    for bot in ("greedy", "beginner", "casual"):
        choice = make_agent(bot, state.game, seed=1).choose(obs, state.legal_actions())
        assert "G5" in str(choice).split(), (bot, choice)
