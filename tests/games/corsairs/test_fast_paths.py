"""The engine's fast paths agree with their plain definitions.

The deal, the turn-ending moves, mask values and the closer's crew colours are
computed with tables and bit tricks for speed (bench/engine.py); each test here
restates the rule in the simplest code and checks the fast path against it. (The
opponents' listed lay-downs are checked against every division in test_partition.py.)
"""

from __future__ import annotations

import hashlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.games.corsairs.actions import DISCARD, DISCARDS, PILE, SAILS, Action
from corsairs.games.corsairs.cards import DECK_SIZE, NUMBER_MASK, NUMBERS, VALUE, mask_value
from corsairs.games.corsairs.game import CorsairsGame
from corsairs.games.corsairs.heuristic import best_discard
from corsairs.games.corsairs.partition import best_division, closer_numbers, least_limit
from corsairs.games.corsairs.state import ALL_CARDS, P_DISCARD, CorsairsState, cards_left, shuffled
from corsairs.protocol import IllegalAction

masks = st.integers(min_value=0, max_value=(1 << DECK_SIZE) - 1)


def plain_shuffle(cards: list[int], seed: int, deal: int) -> list[int]:
    """The documented deal: cards sorted by their 64-bit SHAKE-128 keys (ties by position)."""
    digest = hashlib.shake_128(f"corsairs:{seed}:{deal}".encode()).digest(8 * len(cards))
    keys = [int.from_bytes(digest[8 * i : 8 * i + 8], "little") for i in range(len(cards))]
    return [c for _, _, c in sorted(zip(keys, range(len(cards)), cards, strict=True))]


@given(seed=st.integers(min_value=0, max_value=2**63), deal=st.integers(0, 50), out=masks)
@settings(max_examples=150, deadline=None)
def test_the_deal_is_the_documented_shuffle_of_the_cards_left(
    seed: int, deal: int, out: int
) -> None:
    left = cards_left(out)
    assert left == [c for c in range(DECK_SIZE) if not out >> c & 1]
    assert shuffled(left, seed, deal) == plain_shuffle(left, seed, deal)
    assert shuffled(ALL_CARDS, seed, deal) == plain_shuffle(ALL_CARDS, seed, deal)


def test_tiny_decks_shuffle_too() -> None:
    for n in range(3):
        assert sorted(shuffled(list(range(5, 5 + n)), 1, 2)) == list(range(5, 5 + n))


@given(masks)
def test_mask_value_is_the_sum_of_the_numbers(mask: int) -> None:
    assert mask_value(mask) == sum(c % NUMBERS + 1 for c in range(DECK_SIZE) if mask >> c & 1)


@pytest.mark.parametrize(
    "rules",
    [{}, {"discard_drawn_card": False}, {"rediscard_from_pile": False}],
)
def test_turn_ending_moves_are_every_card_but_the_house_rules_exceptions(
    rules: dict[str, bool],
) -> None:
    game = corsairs.load_game("corsairs", players=3, **rules)
    assert isinstance(game, CorsairsGame)
    rng = random.Random(5)
    seen = 0
    for seed in range(40):
        s = game.new_state(seed=seed)
        while not s.is_over():
            if s.phase == P_DISCARD:
                hand = s.hands[s.current]
                keep = (
                    s.drawn
                    if (
                        not game.rules.discard_drawn_card
                        or (s.drawn_src == PILE and not game.rules.rediscard_from_pile)
                    )
                    else -1
                )
                cards = [c for c in range(DECK_SIZE) if hand >> c & 1 and c != keep]
                want = (
                    [SAILS[c] for c in cards]
                    if s.must_sail
                    else [a for c in cards for a in (DISCARDS[c], SAILS[c])]
                )
                assert s.legal_actions() == want
                seen += 1
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    assert seen > 100


def test_an_edited_legal_list_cannot_smuggle_in_a_move() -> None:
    """legal_actions() vets its own copy: appending to the returned list changes nothing."""
    s = corsairs.load_game("corsairs", players=2).new_state(seed=3)
    assert isinstance(s, CorsairsState)
    s.apply("draw stock")
    not_held = next(c for c in range(DECK_SIZE) if not s.hands[s.current] >> c & 1)
    legal = s.legal_actions()
    legal.append(Action(DISCARD, not_held))
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply(legal[-1])
    assert s.to_dict() == before


@given(st.lists(st.integers(0, DECK_SIZE - 1), max_size=16, unique=True), st.integers(0, 9))
def test_least_limit_is_the_best_divisions_limit(cards: list[int], pier: int) -> None:
    """The greedy bot and the heuristic rely on this shortcut for every possible discard."""
    hand = sum(1 << c for c in cards)
    assert least_limit(hand, pier) == best_division(hand, pier).limit


@given(
    st.lists(st.integers(0, DECK_SIZE - 1), max_size=16, unique=True),
    st.integers(-1, 9),
    st.integers(-1, DECK_SIZE - 1),
)
def test_best_discard_is_the_least_limit_over_every_card(
    cards: list[int], pier: int, keep: int
) -> None:
    """The heuristic samples opponents' hands through this shortcut (it works the limits
    out from the hand's colours once): the least limit of the hand without each card but
    ``keep``, ties to the higher number, then the lower card."""
    hand = sum(1 << c for c in cards)
    tried = [(least_limit(hand & ~(1 << c), pier), -VALUE[c], c) for c in cards if c != keep]
    if not tried:
        assert best_discard(hand, pier, keep) == (10**9, -1)
        return
    lim, _, card = min(tried)
    assert best_discard(hand, pier, keep) == (lim, card)


@given(masks)
def test_closer_numbers_are_the_crews_colours_and_its_missing_numbers(crew: int) -> None:
    """Opponents' fronts and attachment checks read the closer's crew through this shortcut."""
    per_colour = [crew >> (NUMBERS * c) & NUMBER_MASK for c in range(DECK_SIZE // NUMBERS)]
    used = 0
    for numbers in per_colour:
        used |= numbers
    colours = tuple(c for c, numbers in enumerate(per_colour) if numbers)
    assert closer_numbers(crew) == (colours, NUMBER_MASK & ~used)
