"""A few training steps of a simple learner on the Gymnasium environment.

    python examples/gymnasium_train.py --game corsairs --batches 5 --episodes 8

A linear softmax policy over the legal actions (numpy only), trained by
REINFORCE with a running baseline, in seat 0 against our bots (spec strings).
The gradient is the mean over the batch's decisions, so one learning rate fits both
games. Against ``random`` in 2-player Corsairs it goes from winning about half its
games to about nine in ten within 40 batches of 16 episodes (about 5 CPU-seconds):

    python examples/gymnasium_train.py --batches 40 --episodes 16

``--eval N`` measures a win-rate curve: before training and after every ``--every``
batches, the policy as it stands plays N games it never trains on (the same deals and
opponents' seeds each time, so the points differ by the policy alone), and the line
says its win rate with a 95 % interval:

    python examples/gymnasium_train.py --batches 200 --episodes 16 --eval 400 --every 25

House rules as ``corsairs arena`` takes them, ``--rules key=value`` once per option:

    python examples/gymnasium_train.py --players 4 --rules lay_down=simultaneous

Piratatak's games are hundreds of decisions long, with one reward at the end: a
linear policy learns little there in minutes. Needs the research extra:
pip install -e '.[research]'
"""

from __future__ import annotations

import argparse
import math
import sys

import gymnasium as gym
import numpy as np

import corsairs.interop.gymnasium  # noqa: F401  (registers corsairs/<Game>-v0)
from corsairs import BadOption
from corsairs.options import parse_option_pairs


def policy(weights: np.ndarray, obs: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """The legal indices and their probabilities: softmax of the linear scores over the
    legal actions. Only their rows are scored (a handful of Corsairs' 323): the whole
    matrix cost most of the run's time, and the other rows' probabilities are 0."""
    legal = np.flatnonzero(obs["action_mask"])
    scores = weights[legal] @ obs["observation"].astype(weights.dtype)
    scores -= scores.max()
    p = np.exp(scores)
    return legal, p / p.sum()


EVAL_SEEDS = 1_000_000
"""The evaluation games' seeds start here: no training episode (``seed * 10_000 + k``,
``--seed`` below 100) plays one of them."""


def evaluate(env: gym.Env, weights: np.ndarray, games: int, seed: int) -> tuple[float, float]:
    """The policy's mean win share over ``games`` held-out games, and its 95 % half-width.
    The same deals, opponents' seeds and sampling generator each time it is called."""
    rng = np.random.default_rng(EVAL_SEEDS + seed)
    shares = []
    for game in range(games):
        obs, _ = env.reset(seed=EVAL_SEEDS + seed * 10_000 + game)
        done = False
        reward = 0.0
        while not done:
            legal, p = policy(weights, obs)
            obs, reward, terminated, truncated, _ = env.step(int(legal[rng.choice(len(p), p=p)]))
            done = terminated or truncated
        shares.append(float(reward))
    mean = float(np.mean(shares))
    return mean, 1.96 * float(np.std(shares)) / math.sqrt(games)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="corsairs", choices=["corsairs", "piratatak"])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opponents", default="random")
    parser.add_argument("--batches", type=int, default=5)
    parser.add_argument("--episodes", type=int, default=8)
    parser.add_argument("--lr", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--eval", type=int, default=0, metavar="N", help="held-out games per curve point"
    )
    parser.add_argument("--every", type=int, default=10, help="batches between curve points")
    parser.add_argument(
        "--rules", action="append", default=[], metavar="KEY=VALUE", help="a house rule"
    )
    args = parser.parse_args(argv)
    if args.batches < 1 or args.episodes < 1 or args.seed < 0:
        parser.error("--batches and --episodes take 1 or more and --seed 0 or more")
    if args.seed >= 100:  # the evaluation games' seeds lie beyond the training ones
        parser.error(f"--seed takes 0 to 99, not {args.seed}")
    if args.eval < 0 or args.every < 1:
        parser.error("--eval takes 0 (no curve) or more games, --every 1 or more batches")
    if not math.isfinite(args.lr) or args.lr <= 0:  # nan would train the weights to nan
        parser.error(f"--lr takes a positive number, not {args.lr:g}")
    rules = parse_option_pairs(args.rules)
    env = gym.make(
        f"corsairs/{args.game.title()}-v0",
        players=args.players,
        opponents=args.opponents,
        **rules,
    )
    changed = ", ".join(f"{k}={v}" for k, v in rules.items()) or "the rulebook's"
    print(f"{args.game}, {args.players} players; rules: {changed}")
    rng = np.random.default_rng(args.seed)
    n_obs = env.observation_space["observation"].shape[0]
    weights = np.zeros((env.action_space.n, n_obs))
    baseline = 0.0
    episode = 0

    def point(batch: int) -> None:
        if args.eval:
            won, half = evaluate(env, weights, args.eval, args.seed)
            print(f"eval after batch {batch}: win rate {won:.3f} ± {half:.3f} ({args.eval} games)")

    point(0)
    for batch in range(args.batches):
        grad = np.zeros_like(weights)
        returns = []
        steps = 0
        for _ in range(args.episodes):
            obs, _ = env.reset(seed=args.seed * 10_000 + episode)
            episode += 1
            trail = []
            done = False
            ret = 0.0
            while not done:
                legal, p = policy(weights, obs)
                k = int(rng.choice(len(p), p=p))
                trail.append((obs["observation"], legal, p, k))
                obs, reward, terminated, truncated, _ = env.step(int(legal[k]))
                ret += float(reward)
                done = terminated or truncated
            advantage = ret - baseline
            for x, legal, p, k in trail:
                # d log softmax / d weights: (onehot(k) - p) outer x, on the legal rows
                # (the others' probabilities are 0, and so is their gradient)
                g = -p
                g[k] += 1.0
                grad[legal] += advantage * np.outer(g, x)
            returns.append(ret)
            steps += len(trail)
            baseline += 0.1 * (ret - baseline)
        # The mean over the batch's decisions: a Piratatak game has hundreds, a Corsairs
        # game a handful; a sum per episode would need a learning rate per game.
        weights += args.lr * grad / max(1, steps)
        print(
            f"batch {batch + 1}: mean return {np.mean(returns):.2f} over {args.episodes} "
            f"episodes, |w| = {np.linalg.norm(weights):.3f}"
        )
        if (batch + 1) % args.every == 0 or batch + 1 == args.batches:
            point(batch + 1)
    env.close()


if __name__ == "__main__":
    try:
        main()
    except BadOption as exc:  # a player count, bot or rule option the game refuses
        sys.exit(f"{sys.argv[0]}: error: {exc}")
