"""One seat of our games as a Gymnasium environment, our bots in the other seats.

``SeatEnv("corsairs", players=4, seat=0, opponents="heuristic")`` (or a list
of spec strings, one per other seat, in seat order) is also registered as
``gymnasium.make("corsairs/Corsairs-v0")`` and ``"corsairs/Piratatak-v0"`` (a plugin
game's id: ``env_id(name)``).

Observation: a dict of ``observation`` (the game's encoding, float32) and
``action_mask`` (int8, ones on the legal indices). Action: an index of the
encoding. Reward: the learner's win share when the game ends, else 0; a game
cut at the practical length bound (``encoding.max_game_length``) is truncated
and pays 1/players, shared equally as in the other two adapters.

An index outside the action space raises ``corsairs.IllegalAction``. An index
inside it that is not legal now changes nothing: the step returns the same
observation, ``illegal_reward`` (default -1) and ``info["illegal_action"] =
True``, so that learners that ignore the mask get a signal rather than a crash.
The engine state is ``env.game_state``, as in PettingZoo.

``gymnasium.make_vec(id, num_envs)`` with no ``vectorization_mode`` builds ``vector_env``'s
vector environment (``asynchronous=True``: a worker process per game), which checks
reset's seeds and options before any game sees them; this module's ``make_vec`` takes
Gymnasium's call with ``wrappers=`` too (which Gymnasium refuses for such an id).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from copy import deepcopy
from functools import partial
from typing import Any, SupportsFloat

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AsyncVectorEnv, SyncVectorEnv
from gymnasium.vector.async_vector_env import AsyncState
from gymnasium.vector.utils import batch_space, iterate

from corsairs.agents import Agent, make_agent
from corsairs.agents.guard import ask
from corsairs.errors import seat_problem
from corsairs.interop.common import (
    adapter_game,
    chosen_game_seed,
    mask_array,
    observe,
    position_text,
    spaces_for,
    whole_number,
)
from corsairs.protocol import BadOption, IllegalAction, State
from corsairs.registry import game_class, game_names
from corsairs.tensors import not_whole

ObsDict = dict[str, Any]


class SeatEnv(gym.Env[ObsDict, np.int64]):
    """The learner plays ``seat``; ``opponents`` (agent specs) play the rest.

    ``game`` (a registered name), ``players`` (None: the game's least count), ``seat``
    (the learner's, from 0), ``opponents`` (one bot spec or level for every other seat,
    or one per other seat in seat order), ``illegal_reward`` (what a legal-looking index
    that is not legal now pays; nothing else changes), ``render_mode`` (``"ansi"`` or
    ``"human"``) and rule options as keywords (``pier_size=6``). See the module's
    docstring and docs/research.md ("Gymnasium").
    """

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 1}  # noqa: RUF012 - Gymnasium convention

    def __init__(
        self,
        game: str = "corsairs",
        players: int | None = 4,
        seat: int = 0,
        opponents: str | Sequence[str] = "random",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
        **rules: Any,
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        parameters = ("game", "players", "seat", "opponents", "illegal_reward", "render_mode")
        self.game = adapter_game(game, players, rules, parameters)
        players = self.game.players  # None (or any default) resolved by the game
        learner = whole_number(seat)  # numpy integers too
        if learner is None:
            raise BadOption(not_whole("seat", seat))
        if (problem := seat_problem(learner, players, "seat")) is not None:
            raise BadOption(problem)
        if isinstance(opponents, str):
            specs = [opponents] * (players - 1)
        elif isinstance(opponents, Sequence) and all(isinstance(s, str) for s in opponents):
            specs = list(opponents)
        else:
            raise BadOption(
                f"opponents: a bot spec or one per other seat ({players - 1}), "
                f"as strings, not {opponents!r}"
            )
        try:
            illegal = float(illegal_reward)
        except (TypeError, ValueError):
            raise BadOption(f"illegal_reward must be a number, not {illegal_reward!r}") from None
        if len(specs) != players - 1:
            raise BadOption(f"give one opponent spec per other seat ({players - 1}), not {specs}")
        self.seat = learner
        self.specs = specs
        others = [s for s in range(players) if s != learner]
        self.bots: dict[int, Agent] = {
            s: make_agent(spec, self.game, seed=s) for s, spec in zip(others, specs, strict=True)
        }
        self._spec_at = dict(zip(others, specs, strict=True))  # what a fault names
        self.encoding = self.game.encoding()
        self.illegal_reward = illegal
        self.render_mode = render_mode
        made = spaces_for(self.encoding)
        self.observation_space = made["observation"]
        self.action_space: ActionSpace = ActionSpace(self.encoding.num_actions)
        self.state: State | None = None
        self._moves = 0

    @property
    def game_state(self) -> State | None:
        """The engine state (None before the first ``reset``), by PettingZoo's name for it."""
        return self.state

    # -- helpers --------------------------------------------------------------------------

    def _obs(self) -> ObsDict:
        assert self.state is not None
        return observe(self.encoding, self.state, self.seat)

    def _play_bots(self) -> None:
        """Let our bots move until the learner is to act or the game is over."""
        assert self.state is not None
        self._moves = self._bots_play(self.state, self._moves, self.bots)

    def _bots_play(self, state: State, moves: int, bots: Mapping[int, Agent]) -> int:
        """``bots`` move in ``state`` until the learner is to act, the game is over or the
        length bound is reached; the moves played so far, ``moves`` counted in."""
        while True:
            seat = state.current_player
            if seat is None or seat == self.seat or moves >= self.encoding.max_game_length:
                return moves
            bot = bots[seat]  # a bot's fault (a plugin's) is named, not the learner's
            where = f"move {moves + 1}"  # counted from 1, as the arena and replay count
            state.apply(ask(bot, state, seat, self._spec_at[seat], where))
            moves += 1

    def _info(self) -> dict[str, Any]:
        assert self.state is not None
        return {"legal_actions": int(self._obs_mask_count()), "moves": self._moves}

    def _obs_mask_count(self) -> int:
        assert self.state is not None
        if self.state.current_player != self.seat:
            return 0
        return len(self.encoding.legal_indices(self.state))

    # -- the Gymnasium API ----------------------------------------------------------------

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[ObsDict, dict[str, Any]]:
        chosen = chosen_game_seed(options)  # a bad one is refused before anything changes
        if chosen is not None and (problem := self.game_seed_problem(chosen, seed)):
            raise BadOption(problem)  # found on copies: nothing has changed
        kept = self.state, self._moves
        # a refusal after the deal changes nothing: not the generator nor the bots either
        drawn = None
        if chosen is not None:
            drawn = deepcopy(self._np_random), self._np_random_seed, deepcopy(self.bots)
        super().reset(seed=seed)
        rng = self.np_random
        skipped: list[float] = []
        for _ in range(100):
            self.state, self._moves = self._deal(rng, chosen, self.bots)
            if self.state.current_player == self.seat:
                break
            if chosen is not None and drawn is not None:  # bots with a time budget can
                # play otherwise than the check's copies: that deal, or none
                self.state, self._moves = kept
                self._np_random, self._np_random_seed, self.bots = drawn
                raise BadOption(self._ends_early(chosen, seed))
            skipped.append(float(self.state.returns()[self.seat]))
        else:  # pragma: no cover - a game the learner never gets to play, a hundred times
            raise RuntimeError("the opponents kept finishing games before the learner's turn")
        # The deals that ended before the learner's first decision and were dealt again:
        # its share in each, so a mean over episodes can be made a share over all deals.
        return self._obs(), {**self._info(), "skipped_deals": skipped}

    def _deal(
        self, rng: np.random.Generator, chosen: int | None, bots: Mapping[int, Agent]
    ) -> tuple[State, int]:
        """A game dealt (``chosen``'s deal, else one of ``rng``'s), ``bots`` reseeded from
        ``rng`` and played up to the learner's first decision or the game's end."""
        derived = int(rng.integers(2**63 - 1))
        state = self.game.new_state(seed=derived if chosen is None else chosen)
        for bot in bots.values():
            bot.reset(int(rng.integers(2**63 - 1)))
        return state, self._bots_play(state, 0, bots)

    def game_seed_problem(self, game_seed: int, seed: int | None = None) -> str | None:
        """Why ``reset(seed=seed, options={"game_seed": game_seed})`` would be refused (None
        if it would not): that game ends before the learner's first decision with the
        bots' moves that ``seed`` (None: the environment's generator as it stands) gives
        them, so it is no episode, and another deal would not be the one asked. Played on
        copies (a generator and bots of its own): nothing here changes; vector
        environments ask each game this before any of them resets."""
        rng = seeding.np_random(seed)[0] if seed is not None else deepcopy(self.np_random)
        bots = {s: make_agent(spec, self.game, seed=s) for s, spec in self._spec_at.items()}
        state, _ = self._deal(rng, game_seed, bots)
        return None if state.current_player == self.seat else self._ends_early(game_seed, seed)

    def _ends_early(self, game_seed: int, seed: int | None) -> str:
        """The refusal of a ``game_seed`` whose game ends before the learner's first move."""
        with_seed = "" if seed is None else f" with seed {seed}"
        return (
            f"game_seed {game_seed}{with_seed}: the game ends before seat {self.seat} has a "
            "move, so it is no episode (the opponents' moves follow the seed): give another "
            "game_seed or seed"
        )

    def step(self, action: Any) -> tuple[ObsDict, SupportsFloat, bool, bool, dict[str, Any]]:
        if self.state is None:
            raise RuntimeError("call reset() before step()")
        if (problem := _index_problem(self.action_space, action)) is not None:
            raise IllegalAction(problem)
        if self.state.current_player != self.seat:
            raise RuntimeError("the episode is over: call reset()")
        try:
            move = self.encoding.index_action(self.state, int(action))
        except IllegalAction as exc:
            info = self._info()
            info.update(illegal_action=True, reason=str(exc))
            return self._obs(), self.illegal_reward, False, False, info
        self.state.apply(move)
        self._moves += 1
        self._play_bots()
        over = self.state.is_over()
        truncated = not over and self._moves >= self.encoding.max_game_length
        return self._obs(), self._reward(over, truncated), over, truncated, self._info()

    def action_masks(self) -> np.ndarray[Any, Any]:
        """The legal indices as booleans, what sb3-contrib's MaskablePPO asks for (the
        observation's ``action_mask`` as bool; all False once the episode is over)."""
        if self.state is None:
            raise RuntimeError("call reset() before action_masks()")
        return mask_array(self.encoding, self.state, self.seat).astype(bool)

    def _reward(self, over: bool, truncated: bool) -> float:
        """The learner's win share at the end; a game cut at the length bound is
        shared equally (1/n), as in the OpenSpiel and PettingZoo adapters."""
        assert self.state is not None
        if over:
            return float(self.state.returns()[self.seat])
        return 1.0 / self.game.players if truncated else 0.0

    def render(self) -> str | None:
        """The learner's view of the position, then who is to act with what: returned
        (``"ansi"``) or shown on the terminal (``"human"``: standard error, so that the
        caller's standard output holds only its own results; ``check_env`` renders every
        declared mode)."""
        if self.render_mode is None or self.state is None:
            return None
        s = self.state
        names = [f"seat {p}" for p in range(self.game.players)]
        if s.is_over():
            won = ", ".join(names[w] for w in s.winners()) or "nobody"
            line = f"{self.game.title}: over; winners: {won}"
        else:
            legal = ", ".join(str(a) for a in s.legal_actions()[:12])
            line = f"{self.game.title}: seat {s.current_player} to act ({legal})"
        text = position_text(self.game, s, self.seat, [line], names)
        if self.render_mode == "human":
            print(text, file=sys.stderr)
            return None
        return text


def _is_int(value: Any) -> bool:
    return whole_number(value) is not None


def _index_problem(space: spaces.Discrete, action: Any) -> str | None:
    """Why ``action`` is no index of ``space`` (None when it is one). Discrete takes True
    as 1; an index is no bool, as in PettingZoo and OpenSpiel."""
    if isinstance(action, bool) or not space.contains(
        np.int64(action) if _is_int(action) else action
    ):
        return f"action must be an index 0..{int(space.n) - 1}, not {action!r}"
    return None


class ActionSpace(spaces.Discrete):
    """The encoding's action indices: a ``Discrete`` that a vector environment batches
    as an ``ActionBatch``, so that its actions are checked before any game moves."""


class ActionBatch(spaces.MultiDiscrete):
    """The actions of a vector environment's games, one index each."""


@batch_space.register(ActionSpace)
def _batch_actions(space: ActionSpace, n: int = 1) -> ActionBatch:
    return ActionBatch(
        np.full((n,), space.n, dtype=space.dtype),
        dtype=space.dtype,
        seed=deepcopy(space.np_random),
        start=np.full((n,), space.start, dtype=space.dtype),
    )


def _iterate_actions(space: ActionBatch, items: Any) -> Iterator[Any]:
    """Every action of the batch checked here, in the main process, before a game sees
    one: a bad index found by its game would leave the sync vector env with the games
    before it stepped, and in ``AsyncVectorEnv`` kill that game's worker, its traceback
    logged by Gymnasium; now it is the single environment's ``IllegalAction``, naming
    the game, and nothing has changed."""
    actions = list(np.asarray(items, dtype=object).reshape(-1)) if np.ndim(items) else None
    games = len(space.nvec)
    if actions is None or np.ndim(items) != 1 or len(actions) != games:
        raise IllegalAction(f"give one action per game ({games}), not {items!r}")
    one = ActionSpace(int(space.nvec[0]))
    for game, action in enumerate(actions):
        if (problem := _index_problem(one, action)) is not None:
            raise IllegalAction(f"game {game}: {problem}")
    return iter(items)


iterate.register(ActionBatch, _iterate_actions)


def check_vector_reset(num_envs: int, seed: Any, options: Any) -> list[int | None] | None:
    """A vector environment's ``reset(seed=, options=)`` checked in the main process, as
    each game would check its part: in ``AsyncVectorEnv`` a game finds a bad one in its
    worker, which Gymnasium then logs and shuts down for good, and ``SyncVectorEnv``
    finds a bad seed late in the list after dealing the games before it again. The
    options' ``BadOption`` is the single environment's; a bad seed gets Gymnasium's
    own error, naming the game. Gymnasium's ``reset_mask`` key is Gymnasium's. Returns
    each game's seed (None: no seed given), or None when the list is the wrong length
    (Gymnasium says so, before any game resets)."""
    if isinstance(options, Mapping) and "reset_mask" in options:
        options = {k: v for k, v in options.items() if k != "reset_mask"}
    chosen_game_seed(options)
    if seed is None:
        return [None] * num_envs
    seeds: list[int | None]
    if isinstance(seed, int):
        seeds = [seed + game for game in range(num_envs)]  # what Gymnasium sends each
    elif isinstance(seed, Sequence | np.ndarray) and not isinstance(seed, str):
        seeds = list(seed)
    else:
        raise gym.error.Error(
            f"seed: a whole number from 0, or a list of one per game ({num_envs}), not {seed!r}"
        )
    if len(seeds) != num_envs:
        return None  # Gymnasium's own ValueError says so, before any game resets
    for game, one in enumerate(seeds):
        if one is not None:
            try:
                seeding.np_random(one)  # Gymnasium's check, as each game's reset makes it
            except gym.error.Error as exc:
                raise gym.error.Error(f"game {game}: {exc}") from None
    return seeds


def _game_seed_asks(
    seeds: list[int | None] | None, options: Any
) -> list[tuple[int, int, int | None]]:
    """``(game, game_seed, seed)`` for each game that ``reset(seed=, options=)`` would
    deal ``options["game_seed"]`` (those of ``reset_mask``, when given): the games to ask
    ``SeatEnv.game_seed_problem`` first (checked options)."""
    chosen = chosen_game_seed(
        {k: v for k, v in options.items() if k != "reset_mask"}
        if isinstance(options, Mapping)
        else options
    )
    if chosen is None or seeds is None:
        return []
    mask = options.get("reset_mask") if isinstance(options, Mapping) else None
    return [
        (game, chosen, one)
        for game, one in enumerate(seeds)
        if mask is None or bool(np.asarray(mask).reshape(-1)[game])
    ]


def _refuse_game_seed(problems: Sequence[tuple[int, str | None]]) -> None:
    """The first game whose ``game_seed`` is refused, named as the batch checks name it."""
    for game, problem in problems:
        if problem is not None:
            raise BadOption(f"game {game}: {problem}")


class SyncSeatVectorEnv(SyncVectorEnv):
    """Gymnasium's ``SyncVectorEnv`` with reset's seeds and options checked before any
    game is dealt again (``check_vector_reset``, and a ``game_seed`` that some game would
    end before the learner's first move: ``SeatEnv.game_seed_problem``)."""

    def reset(
        self, *, seed: int | list[int | None] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        seeds = check_vector_reset(self.num_envs, seed, options)
        _refuse_game_seed(
            [
                (game, self.envs[game].get_wrapper_attr("game_seed_problem")(chosen, one))
                for game, chosen, one in _game_seed_asks(seeds, options)
            ]
        )
        return super().reset(seed=seed, options=options)


class AsyncSeatVectorEnv(AsyncVectorEnv):
    """Gymnasium's ``AsyncVectorEnv`` with reset's seeds and options checked in the main
    process before they are sent to the workers (``check_vector_reset``; a ``game_seed``
    is put to each worker's ``SeatEnv.game_seed_problem``, which answers without raising):
    a bad one is one error and no worker is lost."""

    def reset_async(
        self, seed: int | list[int | None] | None = None, options: dict[str, Any] | None = None
    ) -> None:
        seeds = check_vector_reset(self.num_envs, seed, options)
        asks = _game_seed_asks(seeds, options)
        if asks and not self.closed and self._state == AsyncState.DEFAULT:  # else Gymnasium's
            for game, chosen, one in asks:
                self.parent_pipes[game].send(("_call", ("game_seed_problem", (chosen, one), {})))
            answers = [(game, self.parent_pipes[game].recv()) for game, _, _ in asks]
            self._raise_if_errors(
                [ok for _, (_, ok) in answers] + [True] * (self.num_envs - len(asks))
            )
            _refuse_game_seed([(game, problem) for game, (problem, _) in answers])
        super().reset_async(seed=seed, options=options)


def vector_env(
    num_envs: int = 1, *, asynchronous: bool = False, **kwargs: Any
) -> SyncSeatVectorEnv | AsyncSeatVectorEnv:
    """What ``gymnasium.make_vec(env_id(name), num_envs)`` builds when no
    ``vectorization_mode`` is given (the ids' ``vector_entry_point``): ``num_envs`` games
    made as ``gymnasium.make`` makes one, ``kwargs`` being ``SeatEnv``'s, in one process
    or, with ``asynchronous=True``, a worker process each; reset's seeds and options are
    checked first (an explicit mode gets Gymnasium's own classes, which do not)."""
    if not isinstance(asynchronous, bool | np.bool_):  # "sync" would be taken as true
        raise BadOption(f"asynchronous must be True or False, not {asynchronous!r}")
    spec = gym.spec(env_id(kwargs.get("game", "corsairs")))
    make_one = partial(gym.make, spec, **kwargs)  # a spec, not an id: a spawned worker
    fns = [make_one] * num_envs  # has not imported this module, which registers the ids
    return AsyncSeatVectorEnv(fns) if asynchronous else SyncSeatVectorEnv(fns)


def make_vec(
    id: str | gym.envs.registration.EnvSpec,  # Gymnasium's name for it
    num_envs: int = 1,
    vectorization_mode: str | None = None,
    vector_kwargs: dict[str, Any] | None = None,
    wrappers: Sequence[Callable[[gym.Env[Any, Any]], gym.Env[Any, Any]]] | None = None,
    **kwargs: Any,
) -> SyncSeatVectorEnv | AsyncSeatVectorEnv:
    """``gymnasium.make_vec`` for our ids, taking ``wrappers`` too: Gymnasium refuses
    ``wrappers=`` and ``vector_kwargs=`` for an id with a ``vector_entry_point`` before
    that entry point is called, and its own classes (an explicit mode) do not check
    reset's seeds and options. Here each game is ``gymnasium.make(id, **kwargs)`` with
    ``wrappers`` applied in order, in our checked vector env: ``"sync"`` (the default) or
    ``"async"`` (a worker process per game); ``vector_kwargs`` go to its constructor."""
    mode = getattr(vectorization_mode, "value", vectorization_mode)
    if mode not in (None, "sync", "async"):
        raise BadOption(f"vectorization_mode must be 'sync' or 'async', not {vectorization_mode!r}")
    spec = id if isinstance(id, gym.envs.registration.EnvSpec) else gym.spec(id)
    layers = list(wrappers or [])
    fns = [partial(_wrapped, spec, layers, kwargs)] * num_envs  # a spec: see vector_env
    cls = AsyncSeatVectorEnv if mode == "async" else SyncSeatVectorEnv
    return cls(fns, **(vector_kwargs or {}))


def _wrapped(
    spec: gym.envs.registration.EnvSpec,
    layers: Sequence[Callable[[gym.Env[Any, Any]], gym.Env[Any, Any]]],
    kwargs: Mapping[str, Any],
) -> gym.Env[Any, Any]:
    """One game of ``make_vec``: made from its spec, then wrapped in ``layers`` in order."""
    env = gym.make(spec, **kwargs)
    for layer in layers:
        env = layer(env)
    return env


def env_id(name: str) -> str:
    """The Gymnasium id of game ``name``: ``corsairs/<Title>-v0``, the title's words
    joined, each capitalised (a plugin's "High card" is ``corsairs/HighCard-v0``): an id
    holds no spaces or commas; a title with no word gives the game's name."""
    words = re.findall(r"[A-Za-z0-9]+", game_class(name).title)
    title = "".join(w[:1].upper() + w[1:] for w in words) or name
    return f"corsairs/{title}-v0"


def register() -> None:
    """``gymnasium.make(env_id(name))`` for every game of the registry (again for games
    registered later: ``corsairs/Corsairs-v0``, ``corsairs/Piratatak-v0``, ...)."""
    for name in game_names():
        made = env_id(name)
        if made not in gym.registry:
            gym.register(
                id=made,
                entry_point="corsairs.interop.gymnasium:SeatEnv",
                vector_entry_point="corsairs.interop.gymnasium:vector_env",
                kwargs={"game": name},
            )


register()
