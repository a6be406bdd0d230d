"""Random masked play in the PettingZoo AEC environments of both games.

    python examples/pettingzoo_random.py --games 20 --players 4

House rules as ``corsairs arena`` takes them, ``--rules key=value`` once per option, for
the game named by ``--game`` (a rule of one game is no rule of the other):

    python examples/pettingzoo_random.py --game corsairs --players 2 --rules hand_size=9

Needs the research extra: pip install -e '.[research]'
"""

from __future__ import annotations

import argparse
import sys

import numpy as np

from corsairs import BadOption
from corsairs.interop.pettingzoo import aec_env
from corsairs.options import parse_option_pairs


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--game", choices=["corsairs", "piratatak"], help="one game (else both)")
    parser.add_argument(
        "--rules", action="append", default=[], metavar="KEY=VALUE", help="a house rule"
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.seed < 0:
        parser.error("--games takes 1 or more and --seed 0 or more")
    if args.rules and args.game is None:
        parser.error("--rules needs --game: house rules belong to one game")
    rules = parse_option_pairs(args.rules)
    rng = np.random.default_rng(args.seed)
    for name in [args.game] if args.game else ["corsairs", "piratatak"]:
        env = aec_env(name, players=args.players, **rules)
        changed = ", ".join(f"{k}={v}" for k, v in rules.items()) or "the rulebook's"
        print(f"{name}, {args.players} players; rules: {changed}")
        totals: dict[str, float] = {}
        steps = 0
        for g in range(args.games):
            env.reset(seed=args.seed + g)
            for agent in env.agent_iter():
                obs, reward, terminated, truncated, _ = env.last()
                totals[agent] = totals.get(agent, 0.0) + float(reward)
                if terminated or truncated:
                    env.step(None)
                    continue
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
                steps += 1
        env.close()
        shares = {a: round(v, 2) for a, v in sorted(totals.items())}
        print(f"{name}: {args.games} games, {steps / args.games:.0f} steps a game, wins {shares}")


if __name__ == "__main__":
    try:
        main()
    except BadOption as exc:  # a player count, bot or rule option the game refuses
        sys.exit(f"{sys.argv[0]}: error: {exc}")
