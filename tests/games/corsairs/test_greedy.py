"""The greedy Corsairs bot: draws that pay, lay-downs that fit the situation."""

from __future__ import annotations

from collections.abc import Callable

import corsairs
from corsairs.agents import make_agent
from corsairs.games.corsairs.cards import COLOUR_INDEX, parse_card, parse_mask
from corsairs.games.corsairs.lay_down import best_lay_down, situation
from corsairs.games.corsairs.partition import least_limit
from corsairs.games.corsairs.state import CorsairsState

Builder = Callable[..., CorsairsState]

ORANGE_BUT_6 = ["O1", "O2", "O3", "O4", "O5", "O7", "O8", "O9", "O10", "O11"]


def greedy_choice(state: corsairs.State) -> str:
    agent = make_agent("greedy", state.game, seed=1)
    seat = state.current_player
    assert seat is not None
    return str(agent.choose(state.observation(seat), state.legal_actions()))


def test_greedy_takes_the_pile_card_that_completes_its_crew(make_state: Builder) -> None:
    # Limit 21 now (G10 and G11 or O10 and O11 are left over); with O6 from the pile
    # and G11 discarded it is 10.
    state = make_state(
        hands=[[*ORANGE_BUT_6, "G10", "G11"], []], pier=["K11", "R2"], pile=["Y3", "O6"]
    )
    assert greedy_choice(state) == "draw pile"


def test_greedy_keeps_drawing_from_the_stock_when_the_pile_card_is_no_gain(
    make_state: Builder,
) -> None:
    state = make_state(
        hands=[[*ORANGE_BUT_6, "G10", "G11"], []], pier=["K11", "R2"], pile=["O6", "Y11"]
    )
    assert greedy_choice(state) == "draw stock"


def test_greedy_sends_the_closer_under_passing_the_most_cards(make_state: Builder) -> None:
    # The closer (seat 1) sails with limit 9 (K4 K5); seat 0 could reach limit 3 (B1 B2
    # as stowaways), but breaking up its crew down to limit 9 passes more cards.
    state = make_state(
        hands=[
            ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "B1", "B2", "Y10", "Y11", "R9"],
            ["V8", "V9", "V10", "V11", "K4", "K5", "R3", "R4", "R5", "R6", "R7", "R8"],
        ],
        pier=["R1", "R2"],
        stock=["R10"],
        current=1,
    )
    for action in ("draw stock", "sail R10", "crew V8 V9 V10 V11"):
        state.apply(action)
    assert state.current_player == 0
    want = best_lay_down(**situation(state.observation(0)))
    assert want.outcome == "sends_under" and want.passes > 2
    got = state.game.parse_action(greedy_choice(state))
    assert (got.arg, got.attach) == (want.crew, want.attached)


def test_greedy_discards_among_the_cards_the_house_rule_lets_go(make_state: Builder) -> None:
    """With ``discard_drawn_card=false``, when the card just drawn was the best discard the
    greedy move fell back to the first legal one: "discard R1", a prisoner, and as a wait
    where its own rule (sail at a limit of 6 or less) sails. The terminal's Enter, the rule
    of thumb beside the hand's note, took that kind ("discard O5", wait) under a note of the
    limit it sails at. It now judges the cards the table lets go."""
    from corsairs.games.corsairs.terminal import default_action

    hand = ["R1", *(f"O{n}" for n in range(1, 11)), "Y11"]  # limit 0: O1-O10 and Y11
    rules = {"discard_drawn_card": False}
    state = make_state(hands=[hand, []], pier=["R2", "R3"], stock=["G5"], rules=rules)
    state.apply("draw stock")  # G5, whose discard alone keeps 0, must stay
    obs = state.observation(0)
    for move in (greedy_choice(state), default_action(obs, state.legal_actions(), state.game)):
        kind, card = str(move).split()
        assert kind == "sail" and card != "G5", move  # limit 5: at or below 6, it sails
        kept = parse_mask(obs["hand"]) & ~(1 << parse_card(card))
        assert least_limit(kept, COLOUR_INDEX["red"]) == 5, move
