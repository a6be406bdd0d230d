"""Property tests over random games: card conservation, hidden information, determinism,
clone independence, save round trips, determinization, and every game ends."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.protocol import State

players_st = st.integers(2, 4)
seeds_st = st.integers(2**40, 2**62)
options_st = st.fixed_dictionaries(
    {},
    optional={
        "cannon_optional": st.booleans(),
        "spares_join_boat": st.booleans(),
        "reshuffle": st.sampled_from(["when_needed", "at_once"]),
        "coins_to": st.sampled_from(["seller", "discard"]),
        "foreign_card": st.sampled_from(["spares", "discard"]),
        "cannons_given": st.booleans(),
        "spares_discard": st.booleans(),
        "pirate_loss": st.integers(0, 5),
        "purchase_price": st.integers(1, 4),
    },
).map(lambda d: {**d, "cannon_optional": True} if d.get("cannons_given") else d)
"""Rule options drawn for random games (``cannons_given`` needs ``cannon_optional``)."""


def play(state: State, rng: random.Random, max_actions: int = 5000) -> list[str]:
    """Random play to the end; returns the actions as text."""
    done: list[str] = []
    while not state.is_over() and len(done) < max_actions:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        done.append(str(action))
        state.apply(action)
    return done


@settings(max_examples=40, deadline=None)
@given(players=players_st, seed=seeds_st, policy=st.integers(0, 2**32), options=options_st)
def test_random_games_keep_every_invariant(
    players: int, seed: int, policy: int, options: dict[str, object]
) -> None:
    game = corsairs.load_game("piratatak", players=players, **options)
    state = game.new_state(seed=seed)
    rng = random.Random(policy)
    steps = 0
    while not state.is_over():
        assert state.audit() == []
        legal = state.legal_actions()
        assert legal, "a running game always offers an action"
        assert all(state.is_legal(a) for a in legal)
        action = legal[rng.randrange(len(legal))]
        if steps % (5 if steps < 100 else 97) == 0:
            check_views(state, seed, rng)
        state.apply(action)
        steps += 1
    assert state.audit() == []
    assert state.current_player is None and state.legal_actions() == []
    stats = state.statistics()
    json.dumps(stats)
    if stats["ended_by"] == "boat":
        (w,) = state.winners()
        assert state.scores()[w] == 6 and stats["winner"] == w
    assert abs(sum(state.returns()) - (1.0 if state.winners() else 0.0)) < 1e-9


def check_views(state: State, seed: int, rng: random.Random) -> None:
    game = state.game
    # Saves round-trip exactly, through JSON text.
    saved = state.to_dict()
    again = game.state_from_dict(json.loads(json.dumps(saved)))
    assert again.to_dict() == saved
    stock = saved["stock"]
    # The stock order is invisible: shuffle it and no seat can tell.
    shuffled = dict(saved, stock=random.Random(rng.random()).sample(stock, len(stock)))
    other = game.state_from_dict(shuffled)
    for seat in [None, *range(game.players)]:
        assert other.observation(seat) == state.observation(seat)
    for seat in [None, *range(game.players)]:
        obs = state.observation(seat)
        text = json.dumps(obs)
        assert json.loads(text) == obs
        # Nothing hidden leaks: no seed, no stock order.
        assert str(seed) not in text
        assert "seed" not in obs
        if seat is None:
            continue
        # Every card is public: all seats see the same table.
        assert {**obs, "seat": None} == {**state.observation(None), "seat": None}
        sample = game.determinize(obs, random.Random(rng.random()))
        assert sample.observation(seat) == obs
        assert sample.audit() == []
        assert sorted(sample.to_dict()["stock"]) == sorted(stock)


@settings(max_examples=25, deadline=None)
@given(players=players_st, seed=seeds_st, policy=st.integers(0, 2**32))
def test_same_seed_same_game(players: int, seed: int, policy: int) -> None:
    game = corsairs.load_game("piratatak", players=players)
    a, b = game.new_state(seed=seed), game.new_state(seed=seed)
    assert a.to_dict() == b.to_dict()
    moves = play(a, random.Random(policy))
    for m in moves:
        b.apply(m)
    assert a.to_dict() == b.to_dict() and a.statistics() == b.statistics()


@settings(max_examples=25, deadline=None)
@given(players=players_st, seed=seeds_st, policy=st.integers(0, 2**32), cut=st.integers(0, 60))
def test_clone_is_independent(players: int, seed: int, policy: int, cut: int) -> None:
    game = corsairs.load_game("piratatak", players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(policy)
    play(state, rng, max_actions=cut)
    copy = state.clone()
    before = state.to_dict()
    assert copy.to_dict() == before
    play(copy, random.Random(policy + 1))
    assert state.to_dict() == before
    assert state.audit() == [] and copy.audit() == []
    # ... and the clone plays exactly like the original from the same point.
    twin = state.clone()
    moves = play(state, random.Random(policy + 2))
    for m in moves:
        twin.apply(m)
    assert twin.to_dict() == state.to_dict()


def test_different_seeds_give_different_games() -> None:
    game = corsairs.load_game("piratatak", players=3)
    stocks = {tuple(game.new_state(seed=s).to_dict()["stock"]) for s in range(20)}
    assert len(stocks) == 20


def test_many_random_games_end_without_the_safeguard() -> None:
    """Random play ends by a completed boat, well before the turn limit."""
    for players in (2, 3, 4):
        game = corsairs.load_game("piratatak", players=players, turn_limit=None)
        for seed in range(60):
            state = game.new_state(seed=seed)
            play(state, random.Random(seed), max_actions=100_000)
            assert state.is_over() and state.statistics()["ended_by"] == "boat"


def test_determinize_draws_its_seed_from_rng() -> None:
    state = corsairs.load_game("piratatak", players=3).new_state(seed=99)
    obs = state.observation(1)
    a = state.game.determinize(obs, random.Random(5)).to_dict()
    b = state.game.determinize(obs, random.Random(5)).to_dict()
    c = state.game.determinize(obs, random.Random(6)).to_dict()
    assert a == b and (a["stock"], a["seed"]) != (c["stock"], c["seed"])
    assert a["seed"] != 99


@settings(max_examples=60, deadline=None)
@given(
    seed=seeds_st,
    steps=st.integers(0, 80),
    kind=st.integers(-1, 7),
    a=st.integers(-(2**30), 2**30),
    b=st.integers(-5, 25),
)
def test_any_hand_made_action_is_legal_or_refused_without_change(
    seed: int, steps: int, kind: int, a: int, b: int
) -> None:
    from corsairs.games.piratatak.actions import Action

    state = corsairs.load_game("piratatak", players=3).new_state(seed=seed)
    play(state, random.Random(seed), max_actions=steps)
    action = Action(kind, a, b)
    before = state.to_dict()
    legal = action in state.legal_actions()
    assert state.is_legal(action) == legal
    if legal:
        state.apply(action)
        assert state.audit() == []
    else:
        try:
            state.apply(action)
        except corsairs.IllegalAction:
            pass
        else:
            raise AssertionError(f"{action!r} was applied though not listed as legal")
        assert state.to_dict() == before
