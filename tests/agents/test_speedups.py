"""The bots' shortcuts agree with the plain computations they replace."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.agents import make_agent
from corsairs.agents.ismcts import sampler_hook
from corsairs.games.corsairs.determinize import shuffle
from corsairs.games.corsairs.heuristic import _analyse, analyse, limit_of, shed, worst_stowaway
from corsairs.games.piratatak.state import PiratatakState

hands = st.sets(st.integers(0, 109), max_size=16).map(lambda cs: sum(1 << c for c in cs))
pier_colours = st.integers(-1, 9)


@given(hands, pier_colours)
@settings(max_examples=400, deadline=None)
def test_shed_is_the_worst_stowaway_and_the_limit_without_it(hand: int, pc: int) -> None:
    lim, card = worst_stowaway(hand, pc)
    after, shed_card = shed(hand, pc)
    assert shed_card == card
    if card >= 0:
        assert after == limit_of(hand & ~(1 << card), pc)
    assert lim == limit_of(hand, pc)


@given(hands, pier_colours)
@settings(max_examples=200, deadline=None)
def test_memoized_analysis_is_the_plain_one(hand: int, pc: int) -> None:
    assert analyse(hand, pc) == _analyse(hand, pc)
    assert analyse(hand, pc) == _analyse(hand, pc)  # a second, memoized, answer


@pytest.mark.parametrize("players", [2, 4])
def test_sampler_deals_what_determinize_deals(players: int) -> None:
    """One observation read once must give the same samples, draw for draw."""
    game = corsairs.load_game("corsairs", players=players)
    state = game.new_state(seed=5)
    bots = [make_agent("heuristic", game, seed=s) for s in range(players)]
    checked = 0
    while not state.is_over() and checked < 40:
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        # The next seat does not see a card drawn from the stock: samples guess it.
        for view in (obs, state.observation((seat + 1) % players)):
            sample = sampler_hook(game)(game, view)
            a, b = random.Random(checked), random.Random(checked)
            for _ in range(3):
                assert sample(a).to_dict() == game.determinize(view, b).to_dict()
            assert a.random() == b.random()  # the same number of draws from the generator
        checked += 1
        state.apply(bots[seat].choose(obs, state.legal_actions()))


@given(st.integers(0, 2**32), st.integers(0, 120))
@settings(max_examples=200, deadline=None)
def test_shuffle_is_random_shuffle(seed: int, size: int) -> None:
    mine, theirs = list(range(size)), list(range(size))
    a, b = random.Random(seed), random.Random(seed)
    shuffle(mine, a)
    b.shuffle(theirs)
    assert mine == theirs
    assert a.getrandbits(64) == b.getrandbits(64)


@given(st.integers(0, (1 << 27) - 1))
@settings(max_examples=300, deadline=None)
def test_piratatak_card_texts_by_colour_are_the_bits_walked(mask: int) -> None:
    from corsairs.games.piratatak.cards import CARD_TEXT, bits, mask_text

    assert mask_text(mask) == [CARD_TEXT[i] for i in bits(mask)]


def _piratatak_positions(rules: dict[str, object], games: int = 3) -> Iterator[Any]:
    """The states of a few seeded games of ``policy`` bots, one per decision."""
    game = corsairs.load_game("piratatak", players=4, **rules)
    for seed in range(games):
        state = game.new_state(seed=seed)
        bots = [make_agent("policy", game, seed=s) for s in range(4)]
        while (p := state.current_player) is not None:
            yield state
            state.apply(bots[p].choose(state.observation(p), state.legal_actions()))


PIRATATAK_RULES: list[dict[str, object]] = [
    {},
    {"foreign_card": "discard", "spares_join_boat": False},
    {"purchase_price": 1, "pirate_loss": 5},
    {"pirate_loss": 0, "cannon_optional": True, "cannons_given": True},
]


@pytest.mark.parametrize("rules", PIRATATAK_RULES)
def test_piratatak_stock_from_masks_is_the_stock_counted(rules: dict[str, object]) -> None:
    for state in _piratatak_positions(rules):
        assert state._stock_cards() == state._stock_cards_counted()


def test_piratatak_stock_of_cards_in_two_places_is_counted_card_by_card() -> None:
    """A state no game reaches (``unaccounted`` refuses it on load) is still written as before."""
    state = corsairs.load_game("piratatak", players=3).new_state(seed=1)
    assert isinstance(state, PiratatakState)
    state.boat[0] = state.spare[1] = 0b101  # R1 and R3 twice
    state.discard = [2, 24, 7]  # R3 a third time, a coin, Y2
    assert state._stock_cards() == state._stock_cards_counted()


@pytest.mark.parametrize("rules", PIRATATAK_RULES)
def test_piratatak_draw_gain_in_one_pass_is_the_valuers_to_the_bit(
    rules: dict[str, object],
) -> None:
    from corsairs.games.piratatak.heuristic import draw_gain_of, stock_counts, valuer_of

    for state in _piratatak_positions(rules):
        for seat in range(4):
            obs = state.observation(seat)
            plain = valuer_of(obs, seat).counted_gain(*stock_counts(obs))
            assert draw_gain_of(obs, seat) == plain


@pytest.mark.parametrize("spec", ["policy", "heuristic:boldness=0.2", "strong", "random"])
def test_a_bot_maker_builds_what_make_agent_builds(spec: str) -> None:
    from corsairs.agents import agent_maker

    game = corsairs.load_game("piratatak", players=3)
    made, plain = agent_maker(spec, game)(42), make_agent(spec, game, seed=42)
    assert (type(made), made.spec, made.seed) == (type(plain), plain.spec, plain.seed)
    assert made.rng.random() == plain.rng.random()


def test_a_bot_makers_bad_spec_is_refused_before_any_bot_is_made() -> None:
    from corsairs.agents import agent_maker
    from corsairs.protocol import BadOption

    game = corsairs.load_game("piratatak", players=3)
    with pytest.raises(BadOption, match="has no option 'depth'"):
        agent_maker("policy:depth=3", game)


@given(st.integers(0, (1 << 110) - 1) | st.just(0))
@settings(max_examples=200, deadline=None)
def test_corsairs_card_texts_are_the_bits_walked(mask: int) -> None:
    from corsairs.games.corsairs.cards import CARD_TEXT, bits, mask_text

    assert mask_text(mask) == [CARD_TEXT[i] for i in bits(mask)]
