"""PettingZoo: an AEC environment per game passing PettingZoo's api_test and seed_test."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, parallel_api_test, seed_test  # noqa: E402

from corsairs import BadOption, IllegalAction  # noqa: E402
from corsairs.interop.pettingzoo import aec_env, parallel_env, raw_env  # noqa: E402

CASES = [("corsairs", 2), ("corsairs", 4), ("piratatak", 2), ("piratatak", 4)]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_api_test(game: str, players: int) -> None:
    """It passes, with PettingZoo's two warnings for observations that are dicts with an
    action mask (it spares its own such games by name) and no other: every UserWarning
    was silenced, so a warning of ours (a space, a reward) would have gone unseen."""
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        api_test(aec_env(game, players=players), num_cycles=200)
    assert {str(w.message) for w in said} <= set(API_TEST_MASK_WARNINGS)


API_TEST_MASK_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
)
"""What PettingZoo 1.27's ``api_test`` says of every environment whose observations are
dicts with an action mask, but for the classic games it lists by name (docs/research.md)."""


@pytest.mark.parametrize(("game", "players"), CASES)
def test_seed_test(game: str, players: int) -> None:
    seed_test(lambda: aec_env(game, players=players), num_cycles=100)


def play_out(env, seed: int):  # type: ignore[no-untyped-def]
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return totals


def test_a_whole_game_pays_the_win_shares() -> None:
    env = raw_env("corsairs", players=3)
    totals = play_out(env, seed=5)
    assert sum(totals.values()) == pytest.approx(1.0)
    assert sorted(totals.values())[-1] > 0


def test_same_seed_same_game_other_seed_other_game() -> None:
    a, b, c = (raw_env("piratatak", players=3) for _ in range(3))
    a.reset(seed=1)
    b.reset(seed=1)
    c.reset(seed=2)
    assert a.game_state.to_dict() == b.game_state.to_dict()
    assert a.game_state.to_dict() != c.game_state.to_dict()


def test_masks_only_for_the_agent_to_act() -> None:
    env = raw_env("corsairs", players=4)
    env.reset(seed=3)
    for agent in env.possible_agents:
        mask = env.observe(agent)["action_mask"]
        assert mask.dtype == np.int8
        assert (mask.sum() > 0) == (agent == env.agent_selection)


def test_illegal_action_raises_and_changes_nothing() -> None:
    env = raw_env("corsairs", players=2)
    env.reset(seed=9)
    before = env.game_state.to_dict()
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    for bad in (illegal, -1, 10_000, None):
        with pytest.raises(IllegalAction):
            env.step(bad)
    assert env.game_state.to_dict() == before


def test_bad_options_are_refused() -> None:
    with pytest.raises(BadOption):
        raw_env("corsairs", players=9)
    with pytest.raises(BadOption):
        raw_env("corsairs", players=2, no_such_rule=1)
    with pytest.raises(BadOption, match=r"'player' \(did you mean players=, a parameter"):
        raw_env("corsairs", player=2)  # was "unknown rule option 'player'", players unnamed
    with pytest.raises(ValueError, match="render_mode"):
        raw_env("corsairs", players=2, render_mode="rgb_array")


def test_ansi_render_names_the_player_to_act() -> None:
    env = raw_env("piratatak", players=2, render_mode="ansi")
    env.reset(seed=4)
    text = env.render()
    assert isinstance(text, str)
    assert env.agent_selection in text


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_global_state_for_centralised_critics(name: str) -> None:
    """Issue 22 defect 6: ``env.state()`` is the global state, not the engine's."""
    env = aec_env(name, players=3)
    env.reset(seed=4)
    glob = env.state()
    assert glob.shape == env.unwrapped.state_space.shape
    assert env.unwrapped.state_space.contains(glob)
    size = env.unwrapped.encoding.observation_shape[0]
    for seat in range(3):
        own = env.observe(f"player_{seat}")["observation"]
        assert (glob[seat * size : (seat + 1) * size] == own).all()
    assert env.unwrapped.game_state.current_player is not None


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_players_none_takes_the_games_default(name: str) -> None:
    """Audit s18 defect 12: ``players=None`` is the game's default, not a TypeError."""
    env = raw_env(name, players=None)
    assert len(env.possible_agents) == env.game.players
    env.reset(seed=1)
    assert env.state().shape == env.state_space.shape


def test_reset_takes_whole_seeds_as_gymnasium_does() -> None:
    """A numpy integer seed (what ``rng.integers`` gives) raised random's TypeError about
    seed types; a float, a string or a negative number was taken silently. Now any whole
    number from 0 seeds the game, anything else is refused, as Gymnasium's ``reset``."""
    env = raw_env("piratatak", players=2)
    env.reset(seed=np.int64(3))
    seeded = env.game_state.to_dict()
    env.reset(seed=3)
    assert env.game_state.to_dict() == seeded
    wrong: tuple[Any, ...] = (-1, 1.5, "3", True)  # not seeds, on purpose
    for bad in wrong:
        with pytest.raises(BadOption, match="seed must be a whole number from 0"):
            env.reset(seed=bad)
        assert env.game_state.to_dict() == seeded


def test_pettingzoo_render_test_and_human_mode(capsys: pytest.CaptureFixture[str]) -> None:
    """PettingZoo's ``render_test`` makes every environment with ``render_mode="human"``
    first; only ``"ansi"`` was offered, so it failed on our ValueError. ``"human"``
    prints the ansi text and returns None, as PettingZoo expects: on standard error (the
    terminal as well), leaving standard output to the caller, as Gymnasium's does."""
    from pettingzoo.test import render_test

    render_test(lambda render_mode=None: raw_env("piratatak", 2, render_mode=render_mode))
    said = capsys.readouterr()
    assert "player_" in said.err and said.out == ""


def test_an_unknown_agent_is_named() -> None:
    """``observe("player_9")`` raised list.index's "'player_9' is not in list"."""
    env = raw_env("corsairs", players=2)
    with pytest.raises(KeyError, match="unknown agent 'player_9'; agents: player_0, player_1"):
        env.observe("player_9")


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_ansi_render_shows_the_position_of_the_agent_to_act(name: str) -> None:
    """``render()`` named the agent to act and its legal actions, not the position."""
    env = raw_env(name, players=2, render_mode="ansi")
    env.reset(seed=4)
    text = env.render()
    assert isinstance(text, str)
    seat = env.game_state.current_player
    view = env.game_state.observation(seat)
    shown = view["hand"] if name == "corsairs" else [f"{view['stock']} cards"]
    assert shown and all(card in text for card in shown)
    assert env.agent_selection in text and "(this view)" in text


@pytest.mark.parametrize(("game", "players"), CASES)
def test_parallel_api_test(game: str, players: int) -> None:
    """The docs said PettingZoo's Parallel API did not apply to turn-based games; its
    turn-based wrapper does, and libraries that take only Parallel environments need it."""
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        parallel_api_test(parallel_env(game, players=players), num_cycles=200)
    assert {str(w.message) for w in said} <= set(API_TEST_MASK_WARNINGS)


@pytest.mark.parametrize(("game", "players"), [("corsairs", 3), ("piratatak", 2)])
def test_parallel_seed_test_with_masks(game: str, players: int) -> None:
    """PettingZoo's ``parallel_seed_test`` steps with actions sampled without the masks,
    which a game with illegal moves refuses (``IllegalAction`` at its first step).
    Wrapped in PettingZoo's ``TerminateIllegalWrapper`` it passes, but only because the
    first unmasked sample ends the game: it then compares one step. This is its check
    with the active agent's action sampled with its mask: two environments reset with
    one seed, their action spaces seeded alike, give the same observations, rewards,
    ends and infos at every step of whole games."""
    from gymnasium.utils.env_checker import data_equivalence

    envs = [parallel_env(game, players=players) for _ in range(2)]
    for seed in (42, 7):
        (obs1, infos1), (obs2, infos2) = (env.reset(seed=seed) for env in envs)
        for env in envs:
            for i, agent in enumerate(env.agents):
                env.action_space(agent).seed(seed + i)
        assert data_equivalence(obs1, obs2) and data_equivalence(infos1, infos2)
        steps = 0
        while envs[0].agents:
            active = infos1[envs[0].agents[0]]["active_agent"]
            picked = [
                {a: env.action_space(a).sample(mask=o[a]["action_mask"]) for a in [active]}
                for env, o in zip(envs, (obs1, obs2), strict=True)
            ]
            assert data_equivalence(picked[0], picked[1])
            obs1, rew1, term1, trunc1, infos1 = envs[0].step(picked[0])
            obs2, rew2, term2, trunc2, infos2 = envs[1].step(picked[1])
            assert data_equivalence(
                (obs1, rew1, term1, trunc1, infos1), (obs2, rew2, term2, trunc2, infos2)
            )
            steps += 1
        assert steps > 10 and not envs[1].agents


@pytest.mark.parametrize(("game", "players"), [("corsairs", 4), ("piratatak", 3)])
def test_state_test_with_masks(game: str, players: int) -> None:
    """PettingZoo's ``state_test`` samples unmasked actions too (``IllegalAction`` at the
    first illegal one). Its space and parallel checks run as they are; its walk runs here
    with the masks, over whole games: ``state()`` stays in ``state_space``, float32,
    finite, one shape, and is every seat's observation tensor, seat 0 first."""
    from pettingzoo.test.state_test import test_parallel_env, test_state_space

    test_state_space(aec_env(game, players=players))
    test_parallel_env(parallel_env(game, players=players))
    env = aec_env(game, players=players)
    size = env.unwrapped.encoding.observation_shape[0]
    for seed in (0, 1):
        env.reset(seed=seed)
        for agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            mask = obs["action_mask"]
            env.step(None if terminated or truncated else env.action_space(agent).sample(mask))
            glob = env.state()
            assert glob.dtype == np.float32 and env.state_space.contains(glob)
            for seat in range(players):
                own = env.unwrapped.observe(f"player_{seat}")["observation"]
                assert (glob[seat * size : (seat + 1) * size] == own).all()
        assert env.unwrapped.game_state.is_over()


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_the_parallel_game_is_the_aec_game(game: str) -> None:
    """Same seed, same moves: the same game and win shares as in the AEC environment; the
    agent to act is named from reset on, and the others' actions are ignored."""
    aec = raw_env(game, players=3)
    aec_totals = play_out(aec, seed=4)
    env = parallel_env(game, players=3)
    obs, infos = env.reset(seed=4)
    rng = np.random.default_rng(4)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    while env.agents:
        active = infos[env.agents[0]]["active_agent"]
        assert all(obs[a]["action_mask"].any() == (a == active) for a in env.agents)
        index = int(rng.choice(np.flatnonzero(obs[active]["action_mask"])))
        actions = {a: (index if a == active else 10_000) for a in env.agents}
        obs, rewards, _, _, infos = env.step(actions)
        for agent, reward in rewards.items():
            totals[agent] += reward
    assert totals == aec_totals
    assert env.unwrapped.game_state.to_dict() == aec.game_state.to_dict()


def test_a_parallel_step_without_the_acting_agents_action_is_refused() -> None:
    env = parallel_env("corsairs", players=2)
    _, infos = env.reset(seed=2)
    active = infos["player_1"]["active_agent"]
    before = env.unwrapped.game_state.to_dict()
    others = {a: 0 for a in env.agents if a != active}
    for bad in (others, 0, None):
        with pytest.raises(IllegalAction, match=f"^{active} is to act"):
            env.step(bad)
    assert env.unwrapped.game_state.to_dict() == before


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_reset_can_play_the_engines_own_seed(game: str) -> None:
    """``reset(seed=s)`` derives a game seed from ``s``, as Gymnasium does in its own way, so
    the same number gave three different deals in the three adapters and none was the one
    a record, the arena or ``corsairs play --seed`` names; ``game_seed`` plays that one."""
    import corsairs

    env = raw_env(game, players=3)
    env.reset(seed=5, options={"game_seed": 11})
    assert env.game_state.to_dict() == corsairs.load_game(game, players=3).new_state(11).to_dict()
    before = env.game_state.to_dict()
    for bad in (-1, 1.5, "11", True):
        with pytest.raises(BadOption, match="game_seed must be a whole number from 0"):
            env.reset(options={"game_seed": bad})
        assert env.game_state.to_dict() == before


def test_an_unknown_reset_option_is_refused_naming_the_keys() -> None:
    """``reset(options=...)`` ignored every key but ``game_seed``: a typo (``game_sed``)
    dealt a random game without a word. PettingZoo's own ``api_test`` passes
    ``{"options": 1}`` to see that ``reset`` takes the argument: that key alone is let by."""
    env = raw_env("piratatak", players=2)
    env.reset(seed=1)
    before = env.game_state.to_dict()
    for bad in ({"game_sed": 11}, {"game_seed": 11, "seat": 0}, ["game_seed", 11], "game_seed"):
        with pytest.raises(BadOption, match=r"^reset options: .*the keys are: game_seed"):
            env.reset(options=bad)  # type: ignore[arg-type]
        assert env.game_state.to_dict() == before
    for quiet in env, parallel_env("piratatak", players=2):
        quiet.reset(seed=0, options={"options": 1})  # as api_test and parallel_api_test do


def test_the_module_offers_pettingzoos_usual_names() -> None:
    """A PettingZoo environment module offers ``env``, ``raw_env`` and ``parallel_env``;
    ``from corsairs.interop.pettingzoo import env`` was an ImportError (it is ``aec_env``)."""
    from corsairs.interop import pettingzoo as module

    made = module.env("piratatak", players=2)
    made.reset(seed=1)
    same = module.aec_env("piratatak", players=2)
    same.reset(seed=1)
    assert made.unwrapped.game_state.to_dict() == same.unwrapped.game_state.to_dict()
    assert type(made) is type(same)
    assert callable(module.raw_env) and callable(module.parallel_env)


def test_max_cycles_truncates_every_agent_at_that_many_steps() -> None:
    """PettingZoo's environments take ``max_cycles`` for shorter episodes; ours refused it
    as an unknown rule option, and a random Piratatak game runs to hundreds of steps (the
    only cut was the practical bound, 40,000). One agent acts per step here, so a cycle is
    a step: at the ``max_cycles``-th every agent is truncated, paying nothing (the game
    is not over: a learner bootstraps from the position, as after Gymnasium's
    ``TimeLimit``); in the Parallel form too. A bad value is refused."""
    env = aec_env("piratatak", players=2, max_cycles=5)
    env.reset(seed=1)
    steps, paid = 0, dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        paid[agent] += reward
        if terminated or truncated:
            assert truncated and not terminated
            env.step(None)
            continue
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        steps += 1
    assert steps == 5 and paid == {"player_0": 0.0, "player_1": 0.0}
    par = parallel_env("piratatak", players=2, max_cycles=3)
    obs, infos = par.reset(seed=1)
    for _ in range(3):
        active = infos["player_0"]["active_agent"]
        obs, rewards, _, truncations, infos = par.step(
            {active: int(np.flatnonzero(obs[active]["action_mask"])[0])}
        )
    assert all(truncations.values()) and rewards == {"player_0": 0, "player_1": 0}
    for bad in (0, -2, 2.5, "10"):
        with pytest.raises(BadOption, match="max_cycles"):
            aec_env("piratatak", players=2, max_cycles=bad)
    with pytest.raises(BadOption, match="did you mean max_cycles="):
        aec_env("piratatak", players=2, max_cycle=5)


def test_the_render_of_a_finished_game_names_the_winners_as_agents() -> None:
    """The last line read "over; winners: [2]", seat numbers beside a board that names the
    agents ``player_0``...; it names them as the environment does."""
    env = raw_env("piratatak", players=3, render_mode="ansi", turn_limit=3)
    env.reset(seed=1)
    while not env.game_state.is_over():
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    named = ", ".join(f"player_{s}" for s in env.game_state.winners()) or "nobody"
    text = env.render()
    assert isinstance(text, str)
    assert text.splitlines()[-1] == f"over; winners: {named}"
