"""Adapter speed: random play through OpenSpiel, PettingZoo and Gymnasium beside the protocol.

    python bench/adapters.py [--game corsairs] [--players 4] [--seconds 5] [--seed 1]

For each game, uniformly random legal play of whole games for ``--seconds`` of
CPU time per way in, printing actions per second:

* native: ``state.legal_actions()`` and ``state.apply`` (the protocol);
* openspiel: ``state.legal_actions()`` and ``state.apply_action(index)`` on the
  ``python_<game>`` pyspiel state (chance moves not counted as actions);
* pettingzoo: ``env.last()`` (observation tensor and action mask) and
  ``env.step(index)`` on the AEC environment, every seat a random agent;
* gymnasium: ``env.step(index)`` with the learner random among the masked legal
  actions and our ``random`` bot in the other seats; every action counts, the
  bots' included (they do not build tensors, so this sits between the two).

The adapters build a tensor observation per step and map indices to actions,
so they are slower than the protocol; the gap is the price of the encoding.
Needs the research extra: pip install -e '.[research]'
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

import numpy as np

import corsairs


def timed(body: Callable[[int], int], seconds: float) -> tuple[int, int, float]:
    """Run ``body(game_number)`` (returns actions played) until ``seconds`` of CPU time pass."""
    actions = games = 0
    cpu0 = time.process_time()
    while time.process_time() - cpu0 < seconds:
        actions += body(games)
        games += 1
    return actions, games, time.process_time() - cpu0


def native(name: str, players: int, seed: int) -> Callable[[int], int]:
    game = corsairs.load_game(name, players=players)
    rng = random.Random(seed)

    def one(g: int) -> int:
        state = game.new_state(seed=seed + g)
        n = 0
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            n += 1
        return n

    return one


def openspiel(name: str, players: int, seed: int) -> Callable[[int], int]:
    from corsairs.interop import openspiel as ours

    game = ours.load(name, players=players)
    rng = random.Random(seed)

    def one(g: int) -> int:
        state = game.new_initial_state()
        n = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.randrange(256))
                continue
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            n += 1
        return n

    return one


def pettingzoo(name: str, players: int, seed: int) -> Callable[[int], int]:
    from corsairs.interop.pettingzoo import aec_env

    env = aec_env(name, players=players)
    rng = np.random.default_rng(seed)

    def one(g: int) -> int:
        env.reset(seed=seed + g)
        n = 0
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.integers(len(legal))]))
            n += 1
        return n

    return one


def gymnasium(name: str, players: int, seed: int) -> Callable[[int], int]:
    from corsairs.interop.gymnasium import SeatEnv

    env = SeatEnv(name, players=players, opponents="random")
    rng = np.random.default_rng(seed)

    def one(g: int) -> int:
        obs, info = env.reset(seed=seed + g)
        done = False
        while not done:
            legal = np.flatnonzero(obs["action_mask"])
            obs, _, terminated, truncated, info = env.step(int(legal[rng.integers(len(legal))]))
            done = terminated or truncated
        return int(info["moves"])

    return one


WAYS = {"native": native, "openspiel": openspiel, "pettingzoo": pettingzoo, "gymnasium": gymnasium}


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--game", action="append", help="game name (repeatable); default: all games")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    for name in args.game or corsairs.game_names():
        base = None
        for way, make in WAYS.items():
            actions, games, cpu = timed(make(name, args.players, args.seed), args.seconds)
            rate = actions / cpu
            base = base or rate
            print(
                f"{name:>10} {args.players}p {way:>10}: {rate:>9,.0f} actions/s "
                f"({rate / base:5.1%} of native; {games} games, {actions / games:.0f} actions/game)"
            )


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
