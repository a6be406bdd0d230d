"""Our ISMCTS against OpenSpiel's own (Python) ISMCTS, through the OpenSpiel adapter.

    python examples/openspiel_ismcts.py --game corsairs --games 2 --players 3

Seat 0 is OpenSpiel's ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` (random
rollouts, worlds sampled with ``resample_from_infostate``, i.e. our
``game.determinize``); the other seats are our bots, by spec string.
House rules as ``corsairs arena`` takes them, ``--rules key=value`` once per option.

Needs the research extra: pip install -e '.[research]'
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from corsairs import BadOption
from corsairs.agents import make_agent
from corsairs.interop import openspiel as ours
from corsairs.options import parse_option_pairs


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="corsairs", choices=["corsairs", "piratatak"])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--simulations", type=int, default=30, help="OpenSpiel ISMCTS budget")
    parser.add_argument("--ours", default="ismcts:iterations=30", help="our bot, a spec string")
    parser.add_argument(
        "--rules", action="append", default=[], metavar="KEY=VALUE", help="a house rule"
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.simulations < 1:
        parser.error("--games and --simulations take 1 or more")
    rules = parse_option_pairs(args.rules)
    game = ours.load(args.game, players=args.players, **rules)
    make_agent(args.ours, game.ours, seed=0)  # an unknown bot refused before any output
    changed = ", ".join(f"{k}={v}" for k, v in rules.items()) or "the rulebook's"
    print(f"{args.game}, {args.players} players; rules: {changed}")
    theirs = ismcts.ISMCTSBot(
        game=game,
        evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0)),
        uct_c=2.0,
        max_simulations=args.simulations,
        random_state=np.random.RandomState(1),
    )
    theirs.set_resampler(ours.seeded_resampler(2))
    totals = [0.0] * args.players
    for g in range(args.games):
        bots = [theirs] + [
            ours.AgentBot(make_agent(args.ours, game.ours, seed=100 * g + s), s)
            for s in range(1, args.players)
        ]
        returns = ours.play(game, bots, seed=g)
        totals = [t + r for t, r in zip(totals, returns, strict=True)]
        print(f"game {g + 1}: returns {returns}")
    games = f"{args.games} game" + ("" if args.games == 1 else "s")
    seats = "seat 1" if args.players == 2 else f"seats 1-{args.players - 1}"
    print(
        f"{args.game}, {games}: OpenSpiel ISMCTS (seat 0) won {totals[0]:.2f}, "
        f"our {args.ours!r} ({seats}) won {sum(totals[1:]):.2f}"
    )


if __name__ == "__main__":
    try:
        main()
    except BadOption as exc:  # a player count, bot or rule option the game refuses
        sys.exit(f"{sys.argv[0]}: error: {exc}")
