"""Vectorised Gymnasium environments: several games stepped at once, masked random actions.

    python examples/gymnasium_vector.py --envs 8 --steps 2000 --mode async

``gymnasium.make_vec`` builds a ``SyncVectorEnv`` (one process) or, with
``asynchronous=True``, an ``AsyncVectorEnv`` (a worker process per game) of
``corsairs/Corsairs-v0`` with our bots in the other seats (given no
``vectorization_mode``, it builds ours, which check reset's seeds and options before
any game sees them); each batch of observations carries every game's ``action_mask``,
from which a legal action is drawn per game. Prints learner steps per second (each
step also plays the bots' moves up to the learner's next turn).
PettingZoo's parallel wrapper does not apply: both games are turn-based (AEC), one
seat acts at a time, so the AEC environments are the PettingZoo interface.

House rules as ``corsairs arena`` takes them, ``--rules key=value`` once per option.

Needs the research extra: pip install -e '.[research]'
"""

from __future__ import annotations

import argparse
import sys
import time

import gymnasium
import numpy as np

import corsairs.interop.gymnasium  # noqa: F401  (registers corsairs/Corsairs-v0 and Piratatak-v0)
from corsairs import BadOption
from corsairs.options import parse_option_pairs


def masked_random(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One legal index per environment, uniformly among its mask's ones."""
    picks = np.empty(len(masks), np.int64)
    for i, mask in enumerate(masks):
        picks[i] = rng.choice(np.flatnonzero(mask))
    return picks


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # lower case as in the other examples and `corsairs --game`; "Piratatak" still works
    parser.add_argument(
        "--game", default="corsairs", type=str.lower, choices=["corsairs", "piratatak"]
    )
    parser.add_argument("--envs", type=int, default=4)
    parser.add_argument("--steps", type=int, default=500, help="vector steps")
    parser.add_argument("--mode", default="sync", choices=["sync", "async"])
    parser.add_argument("--opponents", default="random")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--rules", action="append", default=[], metavar="KEY=VALUE", help="a house rule"
    )
    args = parser.parse_args(argv)
    if args.envs < 1 or args.steps < 0 or args.seed < 0:
        parser.error("--envs takes 1 or more environments, --steps and --seed 0 or more")
    rules = parse_option_pairs(args.rules)
    title = args.game.capitalize()  # the environment ids: corsairs/Corsairs-v0, ...
    envs = gymnasium.make_vec(
        f"corsairs/{title}-v0",
        num_envs=args.envs,
        asynchronous=args.mode == "async",
        opponents=args.opponents,
        **rules,
    )
    changed = ", ".join(f"{k}={v}" for k, v in rules.items()) or "the rulebook's"
    print(f"{args.game}; rules: {changed}")
    rng = np.random.default_rng(args.seed)
    obs, _ = envs.reset(seed=args.seed)
    episodes = 0
    wins = 0.0
    start = time.perf_counter()
    for _ in range(args.steps):
        obs, reward, terminated, truncated, _ = envs.step(masked_random(obs["action_mask"], rng))
        done = terminated | truncated
        episodes += int(done.sum())
        wins += float(reward[done].sum())
        # Next-step autoreset: a finished game's next observation starts a new one,
        # and its mask is all zeros for that one step; act anyhow (the step is ignored).
        obs["action_mask"][~obs["action_mask"].any(axis=1)] = 1
    seconds = time.perf_counter() - start
    envs.close()
    steps = args.steps * args.envs
    print(
        f"{title} x{args.envs} ({args.mode}, opponents {args.opponents}): "
        f"{steps} learner steps in {seconds:.1f} s = {steps / seconds:,.0f} steps/s; "
        f"{episodes} games, learner's mean win share {wins / max(1, episodes):.3f}"
    )


if __name__ == "__main__":
    try:
        main()
    except BadOption as exc:  # a player count, bot or rule option the game refuses
        sys.exit(f"{sys.argv[0]}: error: {exc}")
