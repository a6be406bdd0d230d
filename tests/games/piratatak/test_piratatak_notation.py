"""Notation: every action prints and parses back; bad text gets a BadNotation that says why."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import corsairs
from corsairs.games.piratatak.actions import BUY, GIVE, Action, parse_action
from corsairs.games.piratatak.cards import BOAT_CARDS, CARD_TEXT, parse_card

GAME = corsairs.load_game("piratatak", players=4)


@pytest.mark.parametrize(
    "text",
    [
        "draw",
        "stop",
        "cannon",
        "pass",
        "buy R3 from 2",
        "give R3 Y5 gold",
        "give -",
        "give gold gold gold",
        "give B6",
    ],
)
def test_canonical_text_round_trips(text: str) -> None:
    assert str(GAME.parse_action(text)) == text


@given(
    kind=st.sampled_from(["buy", "give"]),
    card=st.integers(0, BOAT_CARDS - 1),
    seat=st.integers(0, 3),
    mask=st.integers(0, (1 << BOAT_CARDS) - 1),
    coins=st.integers(0, 20),
)
def test_every_action_round_trips(kind: str, card: int, seat: int, mask: int, coins: int) -> None:
    action = Action(BUY, card, seat) if kind == "buy" else Action(GIVE, mask, coins)
    assert parse_action(str(action)) == action
    assert parse_action(str(action).upper()) == action


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("  DRAW ", "draw"),
        ("Buy red3 from 1", "buy R3 from 1"),
        ("buy 3r from 1", "buy R3 from 1"),
        ("give coin Y5 R3", "give R3 Y5 gold"),
        ("give 2 gold R1", "give R1 gold gold"),
        ("give gold x3", "give gold gold gold"),
        ("give $, G2", "give G2 gold"),
    ],
)
def test_lenient_spellings(text: str, canonical: str) -> None:
    assert str(parse_action(text)) == canonical


def test_cards_parse() -> None:
    assert [CARD_TEXT[parse_card(t)] for t in ("r1", "blue-6", "4g", "Coin", "PIRATE")] == [
        "R1",
        "B6",
        "G4",
        "gold",
        "pirate",
    ]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "empty"),
        ("fly away", "cannot read"),
        ("draw twice", "takes nothing"),
        ("buy R3", "names one boat card and the seller"),
        ("buy R3 to 2", "names one boat card and the seller"),
        ("buy gold from 1", "only boat cards"),
        ("buy R3 from Anne", "seat number"),
        ("buy R7 from 1", "not a card"),
        ("buy X1 from 1", "not a card"),
        ("give", "names the cards"),
        ("give R3 R3", "named twice"),
        ("give pirate", "never given back"),
        ("give cannon", "never given back"),
        ("give 2 R3", "only before 'gold'"),
        ("give R3 2", "followed by 'gold'"),
        ("give 2 3 gold", "two numbers"),
    ],
)
def test_bad_notation_says_why(text: str, why: str) -> None:
    with pytest.raises(corsairs.BadNotation, match=why):
        GAME.parse_action(text)


def test_non_text_is_refused() -> None:
    with pytest.raises(corsairs.BadNotation, match="text"):
        parse_action(42)  # type: ignore[arg-type]


def test_legal_actions_print_parse_and_apply_as_text() -> None:
    state = GAME.new_state(seed=11)
    import random

    rng = random.Random(0)
    while not state.is_over():
        legal = state.legal_actions()
        assert len({str(a) for a in legal}) == len(legal)
        for a in legal:
            assert GAME.parse_action(str(a)) == a and state.is_legal(a)
        state.apply_text(str(legal[rng.randrange(len(legal))]))


def test_an_error_quotes_the_card_as_typed_and_case_does_not_matter() -> None:
    """ "give R9" was refused as "'r9' is not a card": the whole line was lowercased first."""
    import corsairs
    from corsairs.protocol import IllegalAction

    game = corsairs.load_game("piratatak", players=3)
    with pytest.raises(IllegalAction, match="'R9' is not a card"):
        game.parse_action("give R9")
    with pytest.raises(IllegalAction, match="not 'Bruno'"):
        game.parse_action("buy R3 from Bruno")
    assert str(game.parse_action("GIVE r3 Gold X2")) == "give R3 gold gold"
    assert str(game.parse_action("Buy r3 FROM 1")) == "buy R3 from 1"
