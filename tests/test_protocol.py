"""Protocol-level properties, checked the same way for every game.

Card conservation (``audit``), hidden information, determinism by seed, clone
independence, save/restore round trips, games that always end, and
determinizations that agree with what the seat has seen.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import corsairs
from corsairs import BadOption, CorruptState, IllegalAction

GAMES = corsairs.game_names()
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(
    name: str, players: int, seed: int, choices: random.Random, max_actions: int = 20_000
) -> tuple[corsairs.Game, corsairs.State, list[Any]]:
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    actions: list[Any] = []
    while not state.is_over():
        assert len(actions) < max_actions, "the game did not end"
        legal = state.legal_actions()
        assert legal, "a running game must offer an action"
        action = legal[choices.randrange(len(legal))]
        state.apply(action)
        actions.append(action)
    return game, state, actions


players_st = st.integers(2, 4)
seed_st = st.integers(0, 2**62)


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_invariants_hold_after_every_action(
    name: str, players: int, seed: int, choice_seed: int
) -> None:
    """Every card in exactly one place, at every step; random games always end."""
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(choice_seed)
    steps = 0
    assert state.audit() == []
    while not state.is_over():
        legal = state.legal_actions()
        assert all(state.is_legal(a) for a in legal)
        state.apply(legal[rng.randrange(len(legal))])
        assert state.audit() == []
        steps += 1
        assert steps < 20_000
    assert state.current_player is None and state.legal_actions() == []
    assert state.winners() and set(state.winners()) <= set(range(players))
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_same_seed_same_game(name: str, players: int, seed: int, choice_seed: int) -> None:
    _, a, actions = random_game(name, players, seed, random.Random(choice_seed))
    game = corsairs.load_game(name, players=players)
    b = game.new_state(seed=seed)
    for action in actions:
        b.apply(game.parse_action(str(action)))  # notation round trip too
    assert b.to_dict() == a.to_dict()


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_clone_and_save_restore(name: str, players: int, seed: int, choice_seed: int) -> None:
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(choice_seed)
    while not state.is_over():
        if rng.random() < 0.2:
            saved = state.to_dict()
            text = json.dumps(saved)  # JSON-safe
            restored = game.state_from_dict(json.loads(text))
            assert restored.to_dict() == saved
            assert restored.legal_actions() == state.legal_actions()
            twin = state.clone()
            legal = twin.legal_actions()
            twin.apply(legal[rng.randrange(len(legal))])
            assert state.to_dict() == saved, "a clone shares state with its original"
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    saved = state.to_dict()
    assert game.state_from_dict(saved).to_dict() == saved


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_observations_hide_what_they_must(
    name: str, players: int, seed: int, choice_seed: int
) -> None:
    """A seat's view is the same whatever the hidden cards are.

    ``determinize`` deals every card the seat has not seen afresh; if the
    observation leaked anything (another hand, the stock order, the seed), the
    resampled state's view would differ from the real one.
    """
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(choice_seed)
    while not state.is_over():
        for seat in range(players):
            obs = state.observation(seat)
            json.dumps(obs)
            sample = game.determinize(obs, random.Random(rng.random()))
            assert sample.audit() == []
            assert sample.observation(seat) == obs
            assert "seed" not in obs
        spectator = state.observation(None)
        assert "hand" not in spectator
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("name", GAMES)
def test_observation_does_not_contain_other_hands_or_stock(name: str) -> None:
    """Direct check on the saved state's hidden parts, for many random positions."""
    rng = random.Random(7)
    for seed in range(30):
        players = 2 + seed % 3
        game = corsairs.load_game(name, players=players)
        state = game.new_state(seed=seed)
        while not state.is_over():
            saved = state.to_dict()
            stock = saved.get("stock")
            for seat in range(players):
                text = json.dumps(state.observation(seat))
                assert str(saved["seed"]) not in text or saved["seed"] < 1000
                if isinstance(stock, list) and len(stock) > 3:
                    assert json.dumps(stock) not in text, "stock order leaked"
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("name", GAMES)
def test_illegal_actions_raise_and_change_nothing(name: str) -> None:
    game = corsairs.load_game(name, players=3)
    state = game.new_state(seed=11)
    rng = random.Random(11)
    for _ in range(200):
        if state.is_over():
            break
        before = state.to_dict()
        for bad in ("", "fly away", "discard", "crew Z9", 42, None):
            with pytest.raises(IllegalAction):
                state.apply(bad)
            assert state.to_dict() == before
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("name", GAMES)
def test_bad_options_and_saves_are_refused(name: str) -> None:
    with pytest.raises(BadOption):
        corsairs.load_game(name, players=9)
    with pytest.raises(BadOption):
        corsairs.load_game(name, players=2, no_such_rule=1)
    game = corsairs.load_game(name, players=2)
    saved = game.new_state(seed=1).to_dict()
    for broken in (
        {},
        {**saved, "game": "chess"},
        {**saved, "players": 3},
        {k: v for k, v in saved.items() if k != "stock"},
        {**saved, "stock": ["not a card"]},
        {**saved, "stock": saved["stock"][1:]},
    ):
        with pytest.raises(CorruptState):
            game.state_from_dict(broken)
    with pytest.raises(BadOption):
        corsairs.load_game("no such game")
    with pytest.raises(ValueError):
        game.new_state(seed=1).observation(5)


HOUSE_OPTIONS = {
    "corsairs": {
        "attach_colours": "up_to_two",
        "lay_down": "simultaneous",
        "tied_sweepers": "first_to_lay_down",
        "tie_break": "penalty_points",
    },
    "piratatak": {"lost_boat": "colour_kept", "spares_start_boat": True},
}
BAD_OPTION_VALUES = {
    "corsairs": {
        "attach_colours": "any",
        "lay_down": "at_once",
        "tied_sweepers": 1,
        "tie_break": "coin_toss",
    },
    "piratatak": {"lost_boat": "sunk", "spares_start_boat": "sometimes"},
}


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_house_options_keep_every_invariant(
    name: str, players: int, seed: int, choice_seed: int
) -> None:
    """The interpretations' alternatives play whole games: every card accounted for, every
    listed action legal, saves round-trip, observations determinize."""
    game = corsairs.load_game(name, players=players, **HOUSE_OPTIONS[name])
    state = game.new_state(seed=seed)
    rng = random.Random(choice_seed)
    steps = 0
    while not state.is_over():
        legal = state.legal_actions()
        assert legal and all(state.is_legal(a) for a in legal)
        if steps % 7 == 0:
            seat = state.current_player
            assert game.state_from_dict(state.to_dict()).to_dict() == state.to_dict()
            sample = game.determinize(state.observation(seat), random.Random(steps))
            assert sample.audit() == [] and sample.current_player == seat
        state.apply(legal[rng.randrange(len(legal))])
        assert state.audit() == []
        steps += 1
        assert steps < 20_000
    assert set(state.winners()) <= set(range(players))


@pytest.mark.parametrize("name", GAMES)
def test_bad_values_of_the_interpretation_options_are_refused(name: str) -> None:
    for key, value in BAD_OPTION_VALUES[name].items():
        with pytest.raises(BadOption, match=key):
            corsairs.load_game(name, players=2, **{key: value})
    game = corsairs.load_game(name, players=2, **HOUSE_OPTIONS[name])
    assert {k: game.rules.to_dict()[k] for k in HOUSE_OPTIONS[name]} == HOUSE_OPTIONS[name]


@pytest.mark.parametrize("name", GAMES)
def test_saves_from_before_an_option_existed_still_load(name: str) -> None:
    """A save lacking an option added later was played at its default; other rule
    options than the game's are still refused."""
    newest = next(iter(HOUSE_OPTIONS[name]))
    game = corsairs.load_game(name, players=3)
    saved = game.new_state(seed=5).to_dict()
    older = {**saved, "rules": {k: v for k, v in saved["rules"].items() if k != newest}}
    assert game.state_from_dict(older).to_dict() == saved
    house = corsairs.load_game(name, players=3, **{newest: HOUSE_OPTIONS[name][newest]})
    with pytest.raises(CorruptState, match="rule options"):
        house.state_from_dict(older)
