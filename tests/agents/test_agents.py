"""Bots choose only legal actions, repeat themselves under a seed, and see observations only."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.agents import Agent, make_agent, parse_spec
from corsairs.protocol import BadOption, Game


def _game(name: str, players: int) -> Game:
    return corsairs.load_game(name, players=players)  # a load error fails, never skips


def bots_for(game: Game) -> list[str]:
    specs = ["random", "ismcts:iterations=8"]
    if "heuristic" in game.agents():
        specs.append("heuristic:samples=4" if game.name == "corsairs" else "heuristic")
    return specs


def play(game: Game, specs: list[str], seed: int, max_moves: int = 5000) -> list[str]:
    """Play a game, checking every chosen action; returns the moves as notation."""
    state = game.new_state(seed=seed)
    bots = [make_agent(specs[s % len(specs)], game, seed=seed * 7 + s) for s in range(game.players)]
    moves: list[str] = []
    while not state.is_over() and len(moves) < max_moves:
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        obs = json.loads(json.dumps(state.observation(seat)))
        action = bots[seat].choose(obs, legal)
        assert state.is_legal(action), f"{specs} chose illegal {action} at move {len(moves)}"
        state.apply(action)
        moves.append(str(action))
    return moves


GAMES = [("corsairs", 2), ("corsairs", 3), ("corsairs", 4), ("piratatak", 2), ("piratatak", 4)]


@pytest.mark.parametrize(("name", "players"), GAMES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_agents_choose_only_legal_actions(name: str, players: int, seed: int) -> None:
    game = _game(name, players)
    specs = bots_for(game)
    rng = random.Random(seed)
    lineup = [specs[rng.randrange(len(specs))] for _ in range(players)]
    moves = play(game, lineup, seed)
    assert moves


@pytest.mark.parametrize(("name", "players"), [("corsairs", 2), ("corsairs", 4), ("piratatak", 3)])
def test_same_seed_same_decisions(name: str, players: int) -> None:
    game = _game(name, players)
    specs = bots_for(game)
    assert play(game, specs, 11) == play(game, specs, 11)


def test_different_agent_seeds_can_differ() -> None:
    """The seed reaches the bot: random bots with other seeds play other games."""
    game = _game("corsairs", 2)
    a = play(game, ["random"], 3)
    state = game.new_state(seed=3)
    bots = [make_agent("random", game, seed=1000 + s) for s in range(2)]
    b = []
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        action = bots[seat].choose(state.observation(seat), state.legal_actions())
        state.apply(action)
        b.append(str(action))
    assert a != b


@pytest.mark.parametrize("spec", ["heuristic", "ismcts:iterations=20", "random"])
def test_agent_needs_only_the_observation(spec: str) -> None:
    """A bot built on a fresh game object, given a JSON copy of one observation, moves legally.

    Nothing links it to the real state, so it cannot read hidden cards; and two
    states that look the same to the seat get the same move.
    """
    game = _game("corsairs", 3)
    state = game.new_state(seed=21)
    # Play into the middle of a round.
    bots = [make_agent("heuristic", game, seed=s) for s in range(3)]
    for _ in range(17):
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    seat = state.current_player
    assert seat is not None
    obs = json.loads(json.dumps(state.observation(seat)))
    legal = state.legal_actions()
    other_game = corsairs.load_game("corsairs", players=3)
    first = make_agent(spec, other_game, seed=5).choose(obs, legal)
    assert state.is_legal(first)
    # A different deal of the hidden cards, seen the same way by this seat.
    twin = game.determinize(obs, random.Random(99))
    twin_obs = json.loads(json.dumps(twin.observation(seat)))
    assert twin_obs["hand"] == obs["hand"]
    assert twin.hands != state.hands  # type: ignore[attr-defined]
    second = make_agent(spec, other_game, seed=5).choose(twin_obs, twin.legal_actions())
    assert second == first


def test_spec_strings() -> None:
    game = _game("corsairs", 2)
    assert parse_spec("ismcts:iterations=2000,c=0.5") == ("ismcts", {"iterations": 2000, "c": 0.5})
    assert parse_spec("ismcts:time=0.5") == ("ismcts", {"time": 0.5})
    agent = make_agent("ismcts:iterations=30", game, seed=1)
    assert isinstance(agent, Agent)
    assert agent.spec.startswith("ismcts:iterations=30")
    assert make_agent("heuristic", game).name == "heuristic"


@pytest.mark.parametrize(
    "spec",
    [
        "nosuchbot",
        "ismcts:iterations=0",
        "ismcts:iterations=abc",
        "ismcts:time=-1",
        "ismcts:bogus=1",
        "ismcts:rollout=smart",
        "heuristic:samples=0",
        "ismcts:iterations",
        "",
    ],
)
def test_bad_specs_raise_bad_option(spec: str) -> None:
    game = _game("corsairs", 2)
    with pytest.raises(BadOption):
        make_agent(spec, game, seed=1)


def test_a_class_named_as_module_colon_class_says_how_to_load_it() -> None:
    """A bot author naming her class as ``register_agent``'s targets are written
    (``--agents mybots:Sharp``) heard "bot option 'Sharp' in 'mybots:Sharp' is not
    key=value": the spec's colon starts a bot's options. The refusal now says how her bot is
    named (``--plugin mybots``, then the name it registers), in the language spoken; a bot's
    option without a value (``ismcts:paired``) is told as before."""
    from corsairs.agents import split_agents
    from corsairs.lang import speaking

    with pytest.raises(BadOption) as refused:
        split_agents("mybots:Sharp,casual")
    said = str(refused.value)
    assert "'Sharp' in 'mybots:Sharp' is not KEY=VALUE" in said, said
    assert "--plugin mybots" in said and "registers" in said, said
    with pytest.raises(BadOption) as flag:
        parse_spec("ismcts:paired")
    assert "--plugin" not in str(flag.value), flag.value
    with speaking("fr"), pytest.raises(BadOption) as french:
        parse_spec("mypkg.bots:Sharp")
    assert "--plugin mypkg.bots" in str(french.value) and "enregistre" in str(french.value)


class _PierWatcher(Agent):
    """A plugin's Corsairs bot: it reads the pier, which Piratatak has not."""

    games = ("corsairs",)

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return legal_actions[len(observation["pier"]) % len(legal_actions)]


def test_a_bot_for_one_game_is_neither_offered_nor_made_for_another(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A bot author's Corsairs bot was offered in every Piratatak lobby seat beside it
    (``added_bots``) and made for a Piratatak match, to fail at its first move (``KeyError:
    'pier'``, the match stopped). ``Agent.games`` names the games a bot plays: elsewhere it is
    not listed, and ``make_agent`` refuses it before any move, saying which game it plays."""
    from corsairs.agents import added_bots, agent_names, registry
    from corsairs.lang import speaking

    monkeypatch.setitem(registry.GENERIC, "pierwatcher", _PierWatcher)
    ours, other = _game("corsairs", 2), _game("piratatak", 2)
    assert "pierwatcher" in added_bots(ours) and "pierwatcher" in agent_names(ours)
    assert "pierwatcher" not in added_bots(other) and "pierwatcher" not in agent_names(other)
    make_agent("pierwatcher", ours, seed=1)
    with pytest.raises(BadOption) as refused:
        make_agent("pierwatcher", other, seed=1)
    assert "plays corsairs only, not piratatak" in str(refused.value), refused.value
    with speaking("de"), pytest.raises(BadOption) as german:
        make_agent("pierwatcher", other, seed=1)
    assert "Der Bot 'pierwatcher' spielt nur corsairs" in str(german.value), german.value
