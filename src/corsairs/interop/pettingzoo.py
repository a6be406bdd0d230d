"""Our games as PettingZoo AEC environments with action masks.

``aec_env("corsairs", players=4)`` gives an environment whose agents are
``player_0`` … ``player_<n-1>`` (the seats). Each observation is a dict:
``observation`` (the game's encoding, float32) and ``action_mask`` (int8, ones
on the legal indices of the agent to act, zeros for everyone else). Rewards are
the win shares, given when the game ends; an action that is not legal raises
``corsairs.IllegalAction`` and changes nothing. ``reset(seed=s)`` plays the
game ``game.new_state(seed=…)`` derived from ``s``, so equal seeds give equal games
(a whole number from 0, numpy integers too; anything else is ``BadOption``, as
Gymnasium's ``reset`` refuses it); ``reset(options={"game_seed": n})`` plays
``game.new_state(seed=n)`` itself, the deal a record or the arena names (another key
is ``BadOption`` naming the keys: a typo must not deal another game). ``max_cycles=N``
truncates every agent after N steps (a cycle is a step: one agent acts at a time), paying
nothing, as Gymnasium's ``TimeLimit`` cuts: the game is not over.

``env.state()`` is PettingZoo's global state for centralised critics: every
seat's observation tensor, seat 0 first (so all hands, nothing of the stock's
order), float32 of ``state_space``'s shape. The engine state is ``env.game_state``.

``parallel_env(...)`` is the same game behind PettingZoo's Parallel API, for libraries
that take only that: PettingZoo's ``turn_based_aec_to_parallel`` (one seat acts at a
time; ``infos[agent]["active_agent"]`` names it, from ``reset`` on; the others'
actions are ignored, their masks all zeros).
"""

from __future__ import annotations

import random
import sys
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]
from pettingzoo.utils.conversions import (  # type: ignore[import-untyped]
    turn_based_aec_to_parallel_wrapper,
)

from corsairs.interop.common import (
    adapter_game,
    chosen_game_seed,
    observation_array,
    observe,
    position_text,
    spaces_for,
    whole_number,
    whole_seed,
)
from corsairs.protocol import BadOption, IllegalAction, State
from corsairs.tensors import not_whole


class GameAEC(AECEnv):  # type: ignore[misc]
    """One of our games, all seats played by PettingZoo agents."""

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo's convention
        "render_modes": ["ansi", "human"],
        "name": "corsairs_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str = "corsairs",
        players: int | None = 4,
        render_mode: str | None = None,
        max_cycles: int | None = None,
        **rules: Any,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        parameters = ("game", "players", "render_mode", "max_cycles")
        self.game = adapter_game(game, players, rules, parameters)
        players = self.game.players  # None (or any default) resolved by the game
        self.encoding = self.game.encoding()
        cycles = self.encoding.max_game_length if max_cycles is None else whole_number(max_cycles)
        if cycles is None or cycles < 1:
            raise BadOption(not_whole("max_cycles", max_cycles, " from 1"))
        self.max_cycles: int = cycles  # the game's own bound still shares a longer game
        self.metadata = {**self.metadata, "name": f"{game}_v0"}
        self.render_mode = render_mode
        self.possible_agents = [f"player_{s}" for s in range(players)]
        self.agents = self.possible_agents[:]
        made = spaces_for(self.encoding)
        self.observation_spaces: dict[str, spaces.Space[Any]] = {
            a: made["observation"] for a in self.possible_agents
        }
        self.action_spaces: dict[str, spaces.Space[Any]] = {
            a: spaces_for(self.encoding)["action"] for a in self.possible_agents
        }
        size = self.encoding.observation_shape[0]
        self.state_space = spaces.Box(0.0, 1.0, (players * size,), np.float32)
        self._rng = random.Random()
        self.game_state: State = self.game.new_state(seed=self._rng.getrandbits(63))
        self._moves = 0
        self._start()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _start(self) -> None:
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._moves = 0
        self._select()

    def _select(self) -> None:
        seat = self.game_state.current_player
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        elif not hasattr(self, "agent_selection"):
            self.agent_selection = self.possible_agents[0]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: its seed derived from ``seed`` (or the last one), or the engine's
        seed itself with ``options={"game_seed": n}``; a bad value changes nothing."""
        chosen = chosen_game_seed(options)
        if seed is not None:
            self._rng = random.Random(whole_seed(seed))
        derived = self._rng.getrandbits(63)
        self.game_state = self.game.new_state(seed=derived if chosen is None else chosen)
        self._start()

    def state(self) -> np.ndarray[Any, Any]:
        """The global state: every seat's observation tensor, seat 0 first."""
        seats = range(len(self.possible_agents))
        return np.concatenate([observation_array(self.encoding, self.game_state, s) for s in seats])

    def observe(self, agent: str) -> dict[str, np.ndarray[Any, Any]]:
        if agent not in self.possible_agents:  # a KeyError, as the agents' dicts give
            known = ", ".join(self.possible_agents)
            raise KeyError(f"unknown agent {agent!r}; agents: {known}")
        return observe(self.encoding, self.game_state, self.possible_agents.index(agent))

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalAction(f"{agent} must act: None is only for finished agents")
        move = self.encoding.index_action(self.game_state, action)  # raises, changes nothing
        self._cumulative_rewards[agent] = 0.0
        self.game_state.apply(move)
        self._moves += 1
        self._clear_rewards()
        if self.game_state.is_over():
            for seat, share in enumerate(self.game_state.returns()):
                self.rewards[self.possible_agents[seat]] = share
            self.terminations = dict.fromkeys(self.agents, True)
        elif self._moves >= self.encoding.max_game_length:
            share = 1.0 / len(self.possible_agents)
            self.rewards = dict.fromkeys(self.agents, share)
            self.truncations = dict.fromkeys(self.agents, True)
        elif self._moves >= self.max_cycles:  # the caller's cut: the game is not over,
            self.truncations = dict.fromkeys(self.agents, True)  # so it pays nothing
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The position in a few lines: returned (``"ansi"``) or printed (``"human"``) on
        standard error, the terminal as well, as in the Gymnasium adapter: standard output
        is the caller's (``render_test`` renders every declared mode; a script's piped
        results)."""
        if self.render_mode is None:
            return None
        text = self._text()
        if self.render_mode == "human":
            print(text, file=sys.stderr)
            return None
        return text

    def _text(self) -> str:
        """The view of the agent to act (at the end, of ``player_0``), then the moves."""
        seat = self.game_state.current_player
        lines = [f"{self.game.title}, {self.game.players} players"]
        if seat is None:
            won = [self.possible_agents[w] for w in self.game_state.winners()]
            lines.append(f"over; winners: {', '.join(won) or 'nobody'}")
        else:
            legal = ", ".join(str(a) for a in self.game_state.legal_actions()[:12])
            lines.append(f"player_{seat} to act: {legal}")
        return position_text(self.game, self.game_state, seat or 0, lines, self.possible_agents)

    def close(self) -> None:
        pass


def aec_env(game: str = "corsairs", players: int | None = 4, **kwargs: Any) -> Any:
    """The environment with PettingZoo's order-enforcing wrapper (the usual way in).

    ``game`` (a registered name), ``players`` (None: the game's least count), and as
    keywords ``render_mode`` (``"ansi"`` or ``"human"``), ``max_cycles`` (the steps after
    which every agent is truncated, paying nothing: one agent acts per step, so a cycle is
    a step; default the encoding's ``max_game_length``, where a game is shared) and rule
    options (``pier_size=6``).
    """
    return wrappers.OrderEnforcingWrapper(GameAEC(game, players, **kwargs))


env = aec_env
"""PettingZoo's own name for it: an environment module offers ``env``, ``raw_env`` and
``parallel_env`` (``from pettingzoo.classic import leduc_holdem_v4; leduc_holdem_v4.env()``),
and a researcher reaching for ``env`` met an ImportError."""


def raw_env(game: str = "corsairs", players: int | None = 4, **kwargs: Any) -> GameAEC:
    """The environment without PettingZoo's wrapper; the arguments of :func:`aec_env`."""
    return GameAEC(game, players, **kwargs)


class TurnBasedParallel(turn_based_aec_to_parallel_wrapper):  # type: ignore[misc]
    """PettingZoo's turn-based Parallel wrapper, saying who acts from ``reset`` on and
    refusing a step without that agent's action in one sentence (not a ``KeyError``)."""

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        observations, infos = super().reset(seed=seed, options=options)
        active = self.aec_env.agent_selection
        return observations, {a: {**infos.get(a, {}), "active_agent": active} for a in infos}

    def step(self, actions: dict[str, Any]) -> Any:
        active = self.aec_env.agent_selection if self.agents else None
        if active is not None and (not isinstance(actions, dict) or active not in actions):
            raise IllegalAction(
                f"{active} is to act (infos[agent]['active_agent']): step takes a dict "
                f"holding its action index, not {actions!r}"
            )
        return super().step(actions)


def parallel_env(game: str = "corsairs", players: int | None = 4, **kwargs: Any) -> Any:
    """The environment behind PettingZoo's Parallel API (the arguments of :func:`aec_env`):
    one seat acts per step, named by ``infos[agent]["active_agent"]``; the others'
    actions are ignored. The same seed gives the same game as :func:`aec_env`."""
    return TurnBasedParallel(aec_env(game, players, **kwargs))
