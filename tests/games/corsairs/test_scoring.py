"""settle_round against the rulebook's scoring paragraphs."""

from __future__ import annotations

import pytest

from corsairs.games.corsairs import settle_round


def test_higher_limit_keeps_own_stowaways() -> None:
    # "A player whose limit is more than that of the player closing keeps his/her stowaway
    # cards ... The number of cards ... corresponds to the number of penalties, irrespective
    # of how much the cards are really worth."
    r = settle_round(0, [["R1", "O1"], ["G11", "B2", "Y3"]], [0, 0])
    assert r.limits == (2, 16)
    assert r.penalties == (0, 3)  # three cards, not 16 points
    assert r.sent_under_by == ()


def test_closer_lowest_of_all_returns_own_stowaways_and_pays_nothing() -> None:
    # "If the limit of the player who closes is less than that of all the other players, he/she
    # ... does not even keep his/her own stowaways, which are put back into the pack"
    r = settle_round(1, [["R9"], ["O1", "O2"], ["G5"]], [4, 1, 2])
    assert [str(c) for c in r.returned_to_deck] == ["O1", "O2"]
    assert r.penalties == (5, 1, 3)


def test_equal_limit_sends_the_closer_under() -> None:
    # "If the limit of a player is less or equal to that of the player closing he/she has to
    # pass his/her stowaways to this player and makes him/her 'go under'."
    r = settle_round(0, [["R5"], ["O2", "O3"], ["G9"]], [0, 0, 0])
    assert r.sent_under_by == (1,)
    # The closer keeps his own and gets seat 1's; seat 2 keeps its own.
    assert r.penalties == (3, 0, 1)
    assert r.returned_to_deck == ()


def test_closer_sent_under_by_several() -> None:
    # "he/she is penalized and therefore besides keeping his/her stowaways he/she also gets
    # those of the players who made him/her 'go under'."
    r = settle_round(2, [["R1", "R2"], ["O3"], ["G6", "G1"], ["B8"]], [10, 0, 3, 0])
    assert r.sent_under_by == (0, 1)
    assert r.penalties == (10, 0, 3 + 2 + 2 + 1, 1)


def test_closer_sweep_wins() -> None:
    # "If the player who closes is able to set sail with no stowaways, he/she makes a sweep"
    r = settle_round(0, [[], ["O3"]], [20, 0])
    assert r.sweepers == (0,) and r.winners == (0,)


def test_opponent_sweep_sends_the_closer_under_and_wins() -> None:
    r = settle_round(0, [["R2"], []], [0, 9])
    assert r.sent_under_by == (1,)
    assert r.sweepers == (1,) and r.winners == (1,)
    assert r.penalties == (1, 9)


def test_two_sweepers_fewest_penalty_cards_wins_ties_share() -> None:
    # "in the very rare case that two players make a sweep simultaneously, the winner is the
    # player with the least penalty points"
    r = settle_round(0, [[], [], ["G4"]], [7, 3, 0])
    assert r.sweepers == (0, 1) and r.winners == (1,)
    r = settle_round(0, [[], [], ["G4"]], [3, 3, 0])
    assert r.winners == (0, 1)


def test_no_sweep_no_winners() -> None:
    assert settle_round(0, [["R1"], ["O5"]], [0, 0]).winners == ()


def test_bad_input_is_refused() -> None:
    with pytest.raises(ValueError, match="two seats"):
        settle_round(0, [["R1"], ["R1"]], [0, 0])
    with pytest.raises(ValueError, match="one entry per seat"):
        settle_round(0, [["R1"], ["O1"]], [0])
    with pytest.raises(ValueError, match="closer"):
        settle_round(5, [["R1"], ["O1"]], [0, 0])
