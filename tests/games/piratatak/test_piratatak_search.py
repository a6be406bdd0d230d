"""Piratatak's heuristic as the search and simulations use it: the rollouts play its own
moves, and its fast paths value positions exactly as its plain sums do."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.agents import make_agent
from corsairs.games.piratatak.actions import BUY, GIVE, Action
from corsairs.games.piratatak.cards import BOAT_CARDS, COLOUR_OF, bits, parse_boat_mask
from corsairs.games.piratatak.heuristic import (
    Valuer,
    rollout_policy,
    stock_counts,
    stock_of,
    tables_of,
)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_rollouts_play_the_heuristics_moves(seed: int, players: int) -> None:
    """A rollout that stops drawing sooner than the heuristic (the boldness was left out)
    values a position by a more timid game than either bot plays."""
    game = corsairs.load_game("piratatak", players=players)
    state = game.new_state(seed=seed)
    bot = make_agent("heuristic", game, seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        obs = json.loads(json.dumps(state.observation(seat)))
        want = bot.choose(obs, state.legal_actions())
        assert rollout_policy(state, rng) == want, (state.turns, want)
        state.apply(want)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_the_fast_paths_value_exactly_as_the_plain_sums(seed: int, players: int) -> None:
    """The heuristic's cheaper reading of an observation (issue 21: ``policy`` at greedy's
    speed) must not move a single decision: same tables, same draw value, same give-back
    costs to the last bit as the plain card-by-card sums."""
    game = corsairs.load_game("piratatak", players=players)
    state = game.new_state(seed=seed)
    bot = make_agent("heuristic", game, seed=seed)
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        obs = json.loads(json.dumps(state.observation(seat)))
        tables = tables_of(obs)
        for t, raw in zip(tables, obs["tables"], strict=True):
            assert (t.boat, t.spare) == (
                parse_boat_mask(raw["boat"]),
                parse_boat_mask(raw["spares"]),
            )
        val = Valuer(tables, seat, obs["price"], obs["pirate_loss"])
        stock = stock_of(obs)
        plain: dict[int, int] = {}
        for c in stock:
            key = COLOUR_OF[c] if c < BOAT_CARDS else c
            plain[key] = plain.get(key, 0) + 1
        counts, n = stock_counts(obs)
        assert (counts, n) == (plain, len(stock)) and list(counts) == list(plain)
        assert val.counted_gain(counts, n) == val.draw_gain(stock)
        for a in state.legal_actions():
            if a.kind == GIVE:
                assert val.give_cost(a) == _plain_give_cost(val, a)
        state.apply(bot.choose(obs, state.legal_actions()))


def _plain_give_cost(val: Valuer, action: Action) -> float:
    me = val.me
    cost = action.b * val.gold_value()
    lost = (action.a & me.boat).bit_count()
    if lost and lost == me.parts:
        cost += 2.0
    for c in bits(action.a):
        cost += 1.0 if me.boat >> c & 1 else 0.35 if COLOUR_OF[c] in val.built else 0.05
    return cost


def _buy_position(gold: int, cannons: int = 0, parts: int = 2) -> Any:
    from corsairs.games.piratatak.positions import position, seat_table

    boat = [f"R{i}" for i in range(1, parts + 1)]
    return position(
        2,
        tables=[
            seat_table("red", boat, gold=gold, cannons=cannons),
            seat_table("blue", ["B1", "B2"], spares=["R6"]),
        ],
    )


@pytest.mark.parametrize(
    ("gold", "cannons", "parts", "buys"),
    [
        (6, 0, 2, True),  # 3 coins left: a pirate takes coins, not parts
        (5, 0, 2, False),  # 2 left: the next pirate takes a part
        (3, 1, 2, True),  # a cannon guards instead
        (3, 0, 5, True),  # the purchase finishes the boat
    ],
)
def test_a_shielded_heuristic_keeps_coins_against_the_next_pirate(
    gold: int, cannons: int, parts: int, buys: bool
) -> None:
    state = _buy_position(gold, cannons, parts)
    legal = state.legal_actions()
    assert any(a.kind == BUY for a in legal)
    obs = state.observation(0)
    plain = make_agent("heuristic", state.game, seed=1).choose(obs, legal)
    shielded = make_agent("heuristic:shield=3", state.game, seed=1).choose(obs, legal)
    assert plain.kind == BUY  # the default buys whatever it may
    assert (shielded.kind == BUY) is buys


def test_shield_is_a_number_of_coins() -> None:
    game = corsairs.load_game("piratatak", players=2)
    for bad in ("-1", "true", "2.5", "x"):
        with pytest.raises(corsairs.BadOption):
            make_agent(f"heuristic:shield={bad}", game)
    assert make_agent("heuristic", game).spec == "heuristic:boldness=0.5"
    assert make_agent("heuristic:shield=3", game).spec.endswith(",shield=3")


def test_the_policy_takes_a_shield_too() -> None:
    state = _buy_position(gold=5)
    legal, obs = state.legal_actions(), state.observation(0)
    assert make_agent("policy:shield=3", state.game, seed=1).choose(obs, legal).kind != BUY
    assert make_agent("policy", state.game, seed=1).choose(obs, legal).kind == BUY
