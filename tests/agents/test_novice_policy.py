"""The ladder's ``novice`` and the fast ``policy`` bots: legal, seeded, and what they claim."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.agents import make_agent
from corsairs.games.corsairs.actions import LAY, SAIL, Action
from corsairs.games.corsairs.cards import COLOUR_INDEX, parse_mask
from corsairs.games.corsairs.heuristic import limit_of
from corsairs.games.corsairs.lay_down import lay_down_choices, situation
from corsairs.protocol import BadOption

BOTS = ["novice", "policy"]


def _more_lay_downs(obs: dict[str, Any], legal: list[Any]) -> list[Any]:
    """``legal`` plus every division ``lay_down_choices`` knows (what a fuller list offers)."""
    extra = [Action(LAY, d.crew, d.attached) for d in lay_down_choices(**situation(obs))]
    return list(legal) + [a for a in extra if a not in legal]


def _play(game: corsairs.protocol.Game, specs: list[str], seed: int, widen: bool) -> list[str]:
    state = game.new_state(seed=seed)
    bots = [make_agent(specs[s % len(specs)], game, seed=seed + s) for s in range(game.players)]
    moves: list[str] = []
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        obs = json.loads(json.dumps(state.observation(seat)))
        if widen and game.name == "corsairs" and legal[0].kind == LAY:
            legal = _more_lay_downs(obs, legal)
        action = bots[seat].choose(obs, legal)
        assert state.is_legal(action), f"{specs[seat % len(specs)]} chose illegal {action}"
        state.apply(action)
        moves.append(str(action))
    return moves


@pytest.mark.parametrize(
    ("name", "players"), [("corsairs", 2), ("corsairs", 4), ("piratatak", 2), ("piratatak", 3)]
)
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), widen=st.booleans())
def test_novice_and_policy_choose_only_legal_actions(
    name: str, players: int, seed: int, widen: bool
) -> None:
    """Also when the lay-down list offers more divisions than today's ``legal_actions``."""
    game = corsairs.load_game(name, players=players)
    specs = [b for b in BOTS if b in game.agents()] + ["greedy"]
    assert _play(game, specs, seed, widen)


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
@pytest.mark.parametrize("bot", BOTS)
def test_the_same_seed_makes_the_same_moves(name: str, bot: str) -> None:
    game = corsairs.load_game(name, players=2)
    if bot not in game.agents():
        pytest.skip(f"no {bot} for {name}")
    assert _play(game, [bot, "greedy"], 11, False) == _play(game, [bot, "greedy"], 11, False)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**31))
def test_the_novice_sails_only_with_a_low_limit_unless_forced(seed: int) -> None:
    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=seed)
    bots = [make_agent("novice", game, seed=seed), make_agent("greedy", game, seed=1)]
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        action = bots[seat].choose(obs, state.legal_actions())
        if seat == 0 and action.kind == SAIL and not obs["must_sail"]:
            hand = parse_mask(obs["hand"]) & ~(1 << action.arg)
            assert limit_of(hand, COLOUR_INDEX[obs["pier_colour"]]) <= bots[0].sail_at  # type: ignore[attr-defined]
        state.apply(action)


def test_the_novice_is_plausible_but_makes_mistakes() -> None:
    """It keeps its penalty cards low against random play, yet does not play as greedy."""
    game = corsairs.load_game("corsairs", players=2)
    novice_cards = random_cards = differ = decisions = 0
    greedy = make_agent("greedy", game, seed=0)
    for seed in range(6):
        state = game.new_state(seed=seed)
        bots = [make_agent("novice", game, seed=seed), make_agent("random", game, seed=seed)]
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            obs, legal = state.observation(seat), state.legal_actions()
            action = bots[seat].choose(obs, legal)
            if seat == 0 and len(legal) > 1:
                decisions += 1
                differ += action != greedy.choose(obs, legal)
            state.apply(action)
        scores = state.scores()
        novice_cards += scores[0]
        random_cards += scores[1]
    assert novice_cards * 5 < random_cards
    assert 0.05 < differ / decisions < 0.6


@pytest.mark.parametrize(
    ("name", "spec"),
    [
        ("corsairs", "novice:noise=2"),
        ("corsairs", "novice:sail_at=-1"),
        ("corsairs", "novice:miss=yes"),
        ("corsairs", "policy:decay=-1"),
        ("corsairs", "policy:draw_gain=1.5"),
        ("piratatak", "novice:wobble=-0.1"),
        ("piratatak", "novice:noise=1.5"),
    ],
)
def test_bad_options_are_refused(name: str, spec: str) -> None:
    with pytest.raises(BadOption):
        make_agent(spec, corsairs.load_game(name, players=2))


def test_the_policy_sails_lower_as_the_round_goes_on() -> None:
    bot = make_agent("policy", corsairs.load_game("corsairs", players=2))
    thresholds = [bot.threshold(t) for t in range(0, 30, 2)]  # type: ignore[attr-defined]
    assert thresholds == sorted(thresholds, reverse=True)
    four = make_agent("policy", corsairs.load_game("corsairs", players=4))
    assert four.threshold(0) < bot.threshold(0)  # type: ignore[attr-defined]


def test_piratatak_policy_plays_the_heuristics_moves() -> None:
    """Piratatak's heuristic is already greedy-fast; ``policy`` must be exactly it."""
    game = corsairs.load_game("piratatak", players=3)
    assert _play(game, ["policy", "greedy"], 5, False) == _play(
        game, ["heuristic", "greedy"], 5, False
    )
    # Its options are the heuristic's, under its own name.
    assert _play(game, ["policy:shield=3", "greedy"], 5, False) == _play(
        game, ["heuristic:shield=3", "greedy"], 5, False
    )
    assert make_agent("policy:shield=3", game).spec == "policy:boldness=0.5,shield=3"


def test_the_policy_still_beats_greedy_with_a_house_rules_smaller_hands() -> None:
    """Its sail threshold was fitted to 12-card hands: with ``hand_size=8`` it began at 25,
    above most hands just dealt (18.7 on average), so it set sail early with whatever it
    held and won 17% of 2,000 games against greedy (73% with 12 cards). Its thresholds
    now follow the hands' limits (76% of 600 games); the rulebook's game keeps its
    numbers. 40 games tell 17% from 76% (7 wins expected against 30)."""
    from corsairs.arena import run_arena

    report = run_arena("corsairs", 2, "policy,greedy", 40, seed=1, rules={"hand_size": 8})
    policy = report["agents"][0]
    assert policy["agent"] == "policy" and policy["wins"] > 20, report["agents"]
    bot = make_agent("policy", corsairs.load_game("corsairs", players=2))
    assert bot.threshold(0) == 25.0 and bot.threshold(2) == 25.0 * 0.8  # type: ignore[attr-defined]
