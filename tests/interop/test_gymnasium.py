"""Gymnasium: one learner seat against our bots, passing Gymnasium's check_env."""

from __future__ import annotations

from typing import Any

import pytest

np = pytest.importorskip("numpy")
gym = pytest.importorskip("gymnasium")

from gymnasium import Env  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from gymnasium.wrappers import TransformReward  # noqa: E402

from corsairs import BadOption, IllegalAction  # noqa: E402
from corsairs.interop.gymnasium import AsyncSeatVectorEnv, SeatEnv, SyncSeatVectorEnv  # noqa: E402


@pytest.mark.parametrize(
    ("game", "players", "seat", "opponents"),
    [
        ("corsairs", 4, 0, "random"),
        ("corsairs", 3, 2, "heuristic"),
        ("piratatak", 2, 1, "greedy"),
        ("piratatak", 4, 3, "random"),
    ],
)
def test_check_env(game: str, players: int, seat: int, opponents: str) -> None:
    env = SeatEnv(game, players=players, seat=seat, opponents=opponents)
    check_env(env, skip_render_check=True)


@pytest.mark.parametrize("env_id", ["corsairs/Corsairs-v0", "corsairs/Piratatak-v0"])
def test_registered_ids(env_id: str) -> None:
    env = gym.make(env_id, players=3, opponents=["random", "random"])
    check_env(env.unwrapped, skip_render_check=True)
    obs, info = env.reset(seed=0)
    assert obs["action_mask"].sum() == info["legal_actions"] > 0


def run_episode(env: SeatEnv, seed: int) -> tuple[float, int]:
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    total, steps = 0.0, 0
    while True:
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, _ = env.step(action)
        total += float(reward)
        steps += 1
        if terminated or truncated:
            return total, steps


def test_episodes_end_with_the_learners_win_share() -> None:
    env = SeatEnv("corsairs", players=2, seat=0, opponents="random")
    returns = [run_episode(env, seed)[0] for seed in range(6)]
    assert set(returns) <= {0.0, 0.5, 1.0}
    assert 0 < sum(returns) < 6  # random against random: some wins, some losses


def test_same_seed_same_episode() -> None:
    a = SeatEnv("piratatak", players=3, opponents="greedy")
    b = SeatEnv("piratatak", players=3, opponents="greedy")
    assert run_episode(a, 11) == run_episode(b, 11)
    assert a.state is not None and b.state is not None
    assert a.state.to_dict() == b.state.to_dict()


def test_illegal_index_changes_nothing_and_is_penalised() -> None:
    env = SeatEnv("corsairs", players=2, illegal_reward=-0.5)
    obs, _ = env.reset(seed=3)
    assert env.state is not None
    before = env.state.to_dict()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs2, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-0.5, False, False, True)
    assert env.state.to_dict() == before
    assert (obs2["observation"] == obs["observation"]).all()
    for bad in (-1, env.action_space.n, 1.5, "draw stock", True, False):
        with pytest.raises(IllegalAction):  # True was index 1 here (Discrete takes it)
            env.step(bad)
    assert env.state.to_dict() == before
    legal = int(np.flatnonzero(obs["action_mask"])[0])
    assert "illegal_action" not in env.step(np.array(legal))[4]  # a 0-d array, as SB3 gives


def test_bad_settings_are_refused() -> None:
    with pytest.raises(BadOption):
        SeatEnv("corsairs", players=3, opponents="no_such_bot")
    # BadOption (a ValueError) like every other refused setting, the seat in the
    # wording `play --seat` uses
    with pytest.raises(BadOption, match="one opponent spec per other seat"):
        SeatEnv("corsairs", players=3, opponents=["random"])
    with pytest.raises(BadOption, match="seat 3: a 3-player game has seats 0 to 2"):
        SeatEnv("corsairs", players=3, seat=3)
    with pytest.raises(BadOption, match="seat must be a whole number"):
        SeatEnv("corsairs", players=3, seat="1")  # type: ignore[arg-type]
    with pytest.raises(BadOption):
        SeatEnv("corsairs", players=3, hand_size=0)
    # a mistyped keyword was "unknown rule option 'opponent'", the parameter unnamed
    with pytest.raises(BadOption, match=r"'opponent' \(did you mean opponents=, a parameter"):
        SeatEnv("corsairs", players=3, opponent="greedy")
    with pytest.raises(RuntimeError, match="reset"):
        SeatEnv("corsairs", players=2).step(0)


def test_numpy_seats_and_bad_opponents_or_rewards() -> None:
    """A numpy integer seat (from ``np.arange``) was refused as "not a whole number";
    ``opponents=5`` raised a bare TypeError and ``illegal_reward="x"`` float's ValueError."""
    assert SeatEnv("corsairs", players=2, seat=np.int64(1)).seat == 1
    with pytest.raises(BadOption, match="opponents: a bot spec or one per other seat"):
        SeatEnv("corsairs", players=2, opponents=5)  # type: ignore[arg-type]
    with pytest.raises(BadOption, match="illegal_reward must be a number"):
        SeatEnv("corsairs", players=2, illegal_reward="x")  # type: ignore[arg-type]


def test_numpy_integers_are_player_counts_and_rule_options() -> None:
    """A sweep built with numpy (``np.arange(2, 5)``, a grid's ``np.int64``) was refused
    with "players must be a whole number, not np.int64(3)" (and "rule option 'pier_size'
    must be a whole number or none, not np.int64(6)"): they are whole numbers, kept as
    ints, as seats, seeds and action indices already were. Bools stay refused."""
    from corsairs.interop.pettingzoo import aec_env

    env = SeatEnv("piratatak", players=np.int64(3), purchase_price=np.int32(2))
    assert env.game.players == 3 and env.game.rules_dict()["purchase_price"] == 2
    assert type(env.game.players) is int and type(env.game.rules_dict()["purchase_price"]) is int
    zoo = aec_env("corsairs", players=np.int64(4), pier_size=np.int64(6), hand_size=np.uint8(10))
    assert len(zoo.possible_agents) == 4
    assert zoo.unwrapped.game.rules_dict()["pier_size"] == 6
    env.reset(seed=1)
    numpy_bool = SeatEnv("corsairs", players=2, sweep_wins=np.bool_(False))
    assert numpy_bool.game.rules_dict()["sweep_wins"] is False  # a grid's np.bool_, a bool
    with pytest.raises(BadOption, match="players must be a whole number, not True"):
        SeatEnv("corsairs", players=True)
    with pytest.raises(BadOption, match=r"'hand_size' must be a whole number, not 10\.0"):
        aec_env("corsairs", players=2, hand_size=np.float64(10))


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_players_none_takes_the_games_default(name: str) -> None:
    """Audit s18 defect 12: ``players=None`` is the game's default, not a TypeError."""
    env = SeatEnv(name, players=None)
    assert len(env.bots) == env.game.players - 1
    obs, _ = env.reset(seed=1)
    assert obs["action_mask"].any()


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_the_length_cut_shares_the_game_equally(name: str) -> None:
    """Audit s18 defect 9: a truncated episode pays 1/n, as OpenSpiel and PettingZoo do."""
    env = SeatEnv(name, players=2)
    env.encoding.max_game_length = 3
    obs, _ = env.reset(seed=0)
    done = False
    while not done:
        action = int(np.flatnonzero(obs["action_mask"])[0])
        obs, reward, terminated, truncated, _ = env.step(action)
        done = terminated or truncated
    assert truncated and not terminated
    assert reward == pytest.approx(0.5)


def test_research_docs_state_the_defaults_and_the_time_budget_caveat() -> None:
    """Audit s18 defect 14: docs/research.md must say what ``SeatEnv`` does unasked
    (its signature's defaults, bots reseeded per reset) and that a time-capped level
    makes trajectories machine-dependent."""
    import inspect
    from pathlib import Path

    docs = (Path(__file__).parents[2] / "docs" / "research.md").read_text()
    gym_part = docs.split("## Gymnasium", 1)[1].split("\n## ", 1)[0]
    for name, param in inspect.signature(SeatEnv).parameters.items():
        if param.default is not inspect.Parameter.empty and name != "render_mode":
            assert f"{name}={param.default!r}".replace("'", '"') in gym_part, name
    assert "reseeded at every\n`reset()`" in gym_part
    assert "`expert`" in gym_part and "time budget" in gym_part
    assert "depend on the machine" in gym_part


def test_human_render_mode_prints(capsys: pytest.CaptureFixture[str]) -> None:
    """``"human"`` shows what ``"ansi"`` returns, on standard error (the terminal), leaving
    standard output to the caller (``check_env`` renders every declared mode)."""
    env = SeatEnv("corsairs", players=2, render_mode="human")
    env.reset(seed=1)
    assert env.render() is None
    said = capsys.readouterr()
    assert "to act" in said.err and said.out == ""


def test_action_masks_for_maskable_ppo() -> None:
    """sb3-contrib's MaskablePPO asks the environment for ``action_masks()`` (booleans);
    the mask was only inside the observation. Both say the same, after every step."""
    env = gym.make("corsairs/Piratatak-v0", players=2)
    obs, _ = env.reset(seed=2)
    for _ in range(5):
        masks = env.get_wrapper_attr("action_masks")()
        assert masks.dtype == np.bool_ and (masks == obs["action_mask"].astype(bool)).all()
        obs, *_ = env.step(int(np.flatnonzero(masks)[0]))


@pytest.mark.usefixtures("unruly")
def test_an_opponent_that_fails_is_named_not_blamed_on_the_learner() -> None:
    from corsairs.agents.guard import BotFault

    env = SeatEnv("corsairs", players=2, seat=0, opponents="nothing")
    # the opponent's first move is the game's third: moves are counted from 1, as the
    # arena and ``corsairs replay`` count them
    said = r"bot 'nothing' at seat 1 chose no action \(None\) \(move 3\)$"
    with pytest.raises(BotFault, match=said):
        obs, _ = env.reset(seed=1)
        for _ in range(10):  # the learner draws and discards; then the opponent's turn
            obs, *_ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_ansi_render_shows_the_learners_position(name: str) -> None:
    """``render()`` gave one line, the seat to act and its legal actions: no card of the
    position it promises (the learner's hand, the pier; the boats). It draws the learner's
    view as the terminal does, then the legal actions."""
    env = SeatEnv(name, players=3, seat=1, render_mode="ansi")
    env.reset(seed=3)
    text = env.render()
    assert isinstance(text, str) and env.state is not None
    view = env.state.observation(1)
    shown = view["hand"] + view["pier"] if name == "corsairs" else [f"{view['stock']} cards"]
    assert shown and all(card in text for card in shown)
    assert "(this view)" in text and "to act" in text


def test_the_engine_state_has_pettingzoos_name_too() -> None:
    """research.md names the engine state ``env.game_state`` in PettingZoo; the same name
    through Gymnasium's wrappers raised AttributeError (its state was an undocumented
    ``state``), so a researcher's check of rewards against ``winners()`` did not port."""
    env = gym.make("corsairs/Piratatak-v0", players=2)
    env.reset(seed=3)
    state = env.unwrapped.game_state
    assert state is env.unwrapped.state and state.current_player == 0
    assert env.get_wrapper_attr("game_state") is state


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_reset_can_play_the_engines_own_seed(game: str) -> None:
    """``options={"game_seed": n}`` deals ``game.new_state(seed=n)``, the game PettingZoo's
    ``game_seed`` and OpenSpiel's seed bytes give; ``seed`` still seeds the bots."""
    import corsairs

    env = SeatEnv(game, players=3, seat=2, opponents="greedy")
    env.reset(seed=0, options={"game_seed": 11})
    state = corsairs.load_game(game, players=3).new_state(seed=11)
    assert env.state is not None and env.state.to_dict()["seed"] == 11
    assert env.state.observation(2)["round" if game == "corsairs" else "turn"] == 1
    if game == "corsairs":  # no draw of the learner's yet: its hand is the deal's
        assert env.state.observation(2)["hand"] == state.observation(2)["hand"]
    before = env.state.to_dict()
    with pytest.raises(BadOption, match="game_seed must be a whole number from 0"):
        env.reset(options={"game_seed": -3})
    assert env.state.to_dict() == before


def test_rule_options_are_keywords_in_gymnasium_and_pettingzoo() -> None:
    """docs/research.md said how to give OpenSpiel the rule options, not the other two;
    both take them as keywords (the tiny variant for tabular learners) and refuse a bad
    one with ``BadOption``."""
    from corsairs.interop.pettingzoo import aec_env

    env = gym.make("corsairs/Corsairs-v0", players=2, preset="tiny")
    obs, _ = env.reset(seed=1)
    assert env.unwrapped.game_state.to_dict()["rules"]["colours"] == 2  # the tiny deck
    assert obs["observation"].shape == env.observation_space["observation"].shape
    zoo = aec_env("piratatak", players=2, purchase_price=2)
    zoo.reset(seed=1)
    assert zoo.unwrapped.game_state.observation(0)["price"] == 2
    with pytest.raises(BadOption, match="unknown rule option 'presett'"):
        gym.make("corsairs/Corsairs-v0", players=2, presett="tiny")


def test_reset_says_which_deals_ended_before_the_learner_decided() -> None:
    # In the 2-player tiny variant about a third of the deals end before seat 0's first
    # decision; reset deals again, and a learner's mean reward over episodes is then not
    # its share over all deals unless it can count those deals and their outcomes.
    env = gym.make("corsairs/Corsairs-v0", players=2, preset="tiny", opponents="random")
    skipped: list[float] = []
    for seed in range(60):
        _, info = env.reset(seed=seed)
        assert all(isinstance(x, float) and 0.0 <= x <= 1.0 for x in info["skipped_deals"])
        skipped += info["skipped_deals"]
        game = env.unwrapped.game_state
        assert game.current_player == 0  # the episode's own deal is one the learner plays
    assert 5 <= len(skipped) <= 60  # about a third of the deals (27 of 87 here)
    *_, info = env.step(int(np.flatnonzero(env.unwrapped.action_masks())[0]))
    assert "skipped_deals" not in info  # said once, at the reset


def test_an_unknown_reset_option_is_refused_naming_the_keys() -> None:
    """A typo in ``reset(options=...)`` (``game_sed``) dealt a random game without a word."""
    env = SeatEnv("piratatak", players=2)
    env.reset(seed=1)
    assert env.state is not None
    before = env.state.to_dict()
    for bad in ({"game_sed": 11}, {"seed": 3}, [("game_seed", 11)]):
        with pytest.raises(BadOption, match=r"^reset options: .*the keys are: game_seed"):
            env.reset(options=bad)  # type: ignore[arg-type]
        assert env.state.to_dict() == before
    env.reset(options={})  # what Gymnasium's check_env passes


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_vector_envs_refuse_a_bad_action_before_any_game_moves(mode: str) -> None:
    """A bad index in a batch was found by the game it was meant for: the async vector
    env's worker printed its traceback (Gymnasium's logger) and shut down, breaking the
    vector env; the sync one had stepped the games before it. The batch is now checked
    in the main process first, with the single environment's words and the game named."""
    import warnings

    envs = gym.make_vec(
        "corsairs/Corsairs-v0", num_envs=2, vectorization_mode=mode, players=2, opponents="random"
    )
    try:
        obs, _ = envs.reset(seed=0)
        before = [s.to_dict() for s in envs.get_attr("game_state")]
        legal = [int(np.flatnonzero(m)[0]) for m in obs["action_mask"]]
        bad_batches = [[legal[0], envs.single_action_space.n], [legal[0], -1]]
        if mode == "sync":  # the same check whichever mode; one suffices for the workers
            bad_batches += [[legal[0], 1.5], [legal[0], True], np.array([legal[0], 0.0])]
        for batch in bad_batches:
            with warnings.catch_warnings():
                warnings.simplefilter("error")  # Gymnasium logs a worker's traceback so
                with pytest.raises(IllegalAction, match=r"^game \d: action must be an index"):
                    envs.step(batch)
            assert [s.to_dict() for s in envs.get_attr("game_state")] == before
        *_, info = envs.step(np.array(legal))  # every game still plays
        assert info["moves"].min() >= 1
    finally:
        envs.close(terminate=True)  # no wait on a worker a failure left pending


@pytest.mark.parametrize("asynchronous", [False, True])
def test_vector_envs_refuse_bad_reset_options_and_seeds_before_any_game_resets(
    asynchronous: bool,
) -> None:
    """Reset's options and seeds reached each game in its own worker: in the async vector
    env a typo (``game_sed``) made every worker log its traceback (Gymnasium's logger)
    and shut down for good before our ``BadOption`` came back; in the sync one a bad seed
    late in the list was refused after the games before it had been dealt again.
    ``make_vec`` without a vectorization mode now builds our vector env, which checks
    them in the main process first: one error, nothing changed, the env still plays."""
    import warnings

    envs = gym.make_vec(
        "corsairs/Corsairs-v0", num_envs=2, players=2, opponents="random", asynchronous=asynchronous
    )
    try:
        kind = gym.vector.AsyncVectorEnv if asynchronous else gym.vector.SyncVectorEnv
        assert isinstance(envs, kind)  # Gymnasium's own, checked first
        envs.reset(seed=0)
        before = [s.to_dict() for s in envs.get_attr("game_state")]
        refused: list[tuple[dict[str, Any], type[Exception], str]] = [
            ({"options": {"game_sed": 3}}, BadOption, r"^reset options: unknown 'game_sed'"),
            ({"options": {"game_seed": -3}}, BadOption, "game_seed must be a whole number"),
            ({"seed": -1}, gym.error.Error, r"^game 0: Seed must be greater or equal to zero"),
            ({"seed": [5, -1]}, gym.error.Error, r"^game 1: Seed must be greater or equal"),
            ({"seed": [5, 1.5]}, gym.error.Error, r"^game 1: Seed must be a python integer"),
            ({"seed": np.int64(5)}, gym.error.Error, r"^seed: a whole number from 0, or a list"),
        ]
        for kwargs, error, words in refused:
            with warnings.catch_warnings():
                warnings.simplefilter("error")  # Gymnasium logs a worker's traceback so
                with pytest.raises(error, match=words):
                    envs.reset(**kwargs)
            assert [s.to_dict() for s in envs.get_attr("game_state")] == before
        obs, _ = envs.reset(seed=[5, 6], options={"game_seed": 11})  # every game still plays
        assert [s.to_dict()["seed"] for s in envs.get_attr("game_state")] == [11, 11]
        *_, info = envs.step(np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]]))
        assert info["moves"].min() >= 1
    finally:
        envs.close(terminate=True)
    with pytest.raises(BadOption, match="asynchronous must be True or False, not 'sync'"):
        gym.make_vec("corsairs/Corsairs-v0", num_envs=2, asynchronous="sync")


@pytest.mark.parametrize("asynchronous", [False, True])
def test_vector_envs_refuse_a_game_seed_that_ends_before_the_learner_moves(
    asynchronous: bool,
) -> None:
    """A ``game_seed`` whose game ends before the learner's first move (the 2-player tiny
    variant: seat 1 may sail at once) was found by dealing it in each game's reset: the
    async vector env's worker logged its traceback and shut down for good, and the sync
    one had dealt the games before it again. Each game is now asked first, on copies:
    one ``BadOption`` naming the game and the seeds, nothing changed, the env plays on."""
    import warnings

    envs = gym.make_vec(
        "corsairs/Corsairs-v0",
        num_envs=2,
        players=2,
        preset="tiny",
        opponents="random",
        asynchronous=asynchronous,
    )
    try:
        envs.reset(seed=0)
        before = [s.to_dict() for s in envs.get_attr("game_state")]
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # Gymnasium logs a worker's traceback so
            with pytest.raises(
                BadOption,
                match=r"^game 1: game_seed 0 with seed 4: the game ends before seat 0 has a move",
            ):
                envs.reset(seed=[5, 4], options={"game_seed": 0})
        assert [s.to_dict() for s in envs.get_attr("game_state")] == before
        _, info = envs.reset(seed=[5, 6], options={"game_seed": 0})  # a seed that plays it
        assert [s.to_dict()["seed"] for s in envs.get_attr("game_state")] == [0, 0]
        assert info["legal_actions"].min() >= 1
    finally:
        envs.close(terminate=True)
    env = SeatEnv("corsairs", players=2, preset="tiny", opponents="random")
    env.reset(seed=0)
    assert env.state is not None
    before_one = env.state.to_dict()
    with pytest.raises(BadOption, match=r"^game_seed 0 with seed 4: the game ends before seat 0"):
        env.reset(seed=4, options={"game_seed": 0})
    assert env.state.to_dict() == before_one
    assert env.game_seed_problem(0, seed=5) is None


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_make_vec_takes_wrappers_and_keeps_the_checks(mode: str) -> None:
    """``gymnasium.make_vec(id, wrappers=[...])`` without a mode is refused by Gymnasium
    ("Cannot use vector_entry_point ... with the wrappers argument") before our entry point
    is called, and an explicit mode gets Gymnasium's unchecked classes. Our ``make_vec``
    takes the same call: the wrappers applied to each game, reset still checked first."""
    import warnings

    from corsairs.interop.gymnasium import make_vec

    def shifted(env: Env[Any, Any]) -> Env[Any, Any]:
        return TransformReward(env, lambda r: float(r) + 10)

    with pytest.raises(gym.error.Error, match="wrappers argument"):  # Gymnasium's, unchanged
        gym.make_vec("corsairs/Corsairs-v0", num_envs=2, wrappers=[shifted])
    envs = make_vec(
        "corsairs/Corsairs-v0",
        num_envs=2,
        vectorization_mode=mode,
        wrappers=[shifted],
        players=2,
        preset="tiny",
    )
    try:
        assert isinstance(envs, AsyncSeatVectorEnv if mode == "async" else SyncSeatVectorEnv)
        obs, _ = envs.reset(seed=[5, 6])
        _, reward, *_ = envs.step(np.array([np.flatnonzero(m)[0] for m in obs["action_mask"]]))
        assert reward.min() >= 10  # each game's reward went through the wrapper
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            with pytest.raises(BadOption, match=r"^reset options: unknown 'game_sed'"):
                envs.reset(options={"game_sed": 3})
    finally:
        envs.close(terminate=True)
    with pytest.raises(BadOption, match="vectorization_mode must be 'sync' or 'async'"):
        make_vec("corsairs/Corsairs-v0", num_envs=2, vectorization_mode="vector_entry_point")


def test_a_refused_game_seed_leaves_the_generator_and_the_bots_as_they_were() -> None:
    """Bots with a time budget may play a deal otherwise than the check's copies, so reset
    refuses a ``game_seed`` late, after dealing it: the game was put back but the env's
    generator had drawn and its bots had been dealt in, so every later unseeded reset
    dealt other games than a run without the refused call. (The copies' check is stood in
    for here: it passes, as a time-budgeted copy's may, and the real deal ends early.)"""

    def run(refuse: bool) -> list[dict]:  # type: ignore[type-arg]
        env = SeatEnv("corsairs", players=2, preset="tiny", opponents="random")
        env.reset(seed=0)
        if refuse:
            env.game_seed_problem = lambda game_seed, seed=None: None  # type: ignore[method-assign]
            with pytest.raises(BadOption, match=r"^game_seed 0 with seed 4: the game ends"):
                env.reset(seed=4, options={"game_seed": 0})
        games = []
        for _ in range(3):
            obs, _ = env.reset()
            env.step(int(np.flatnonzero(obs["action_mask"])[0]))
            assert env.state is not None
            games.append(env.state.to_dict())
        return games

    assert run(refuse=True) == run(refuse=False)


def test_check_env_prints_nothing_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    """check_env renders every declared mode of a made env; "human" printed the board into
    the caller's standard output (a researcher's CI log, a script's piped results)."""
    env = gym.make("corsairs/Corsairs-v0", players=2)
    check_env(env.unwrapped)
    assert capsys.readouterr().out == ""


def test_the_render_of_a_finished_game_names_the_winning_seats() -> None:
    """The last line read "Piratatak: over, winners [1]" beside a board whose seats are
    "seat 0", "seat 1"...; it names them as the board does."""
    env = SeatEnv("piratatak", players=2, render_mode="ansi", turn_limit=3)
    obs, _ = env.reset(seed=1)
    done = False
    while not done:
        obs, _, terminated, truncated, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        done = terminated or truncated
    assert env.state is not None
    named = ", ".join(f"seat {s}" for s in env.state.winners()) or "nobody"
    text = env.render()
    assert isinstance(text, str)
    assert text.splitlines()[-1] == f"Piratatak: over; winners: {named}"
