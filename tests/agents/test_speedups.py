"""The bots' shortcuts agree with the plain computations they replace."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.agents import make_agent
from corsairs.agents.ismcts import sampler_hook
from corsairs.games.corsairs.determinize import shuffle
from corsairs.games.corsairs.heuristic import _analyse, analyse, limit_of, shed, worst_stowaway

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
