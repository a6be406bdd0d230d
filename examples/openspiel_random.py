"""Random play through OpenSpiel: both games as ``pyspiel`` games, chance included.

    python examples/openspiel_random.py --games 20 --players 4

House rules as ``corsairs arena`` takes them, ``--rules key=value`` once per option, for
the game named by ``--game`` (OpenSpiel's ``rules`` parameter, as JSON):

    python examples/openspiel_random.py --game corsairs --players 2 --rules hand_size=9

Needs the research extra: pip install -e '.[research]'
"""

from __future__ import annotations

import argparse
import json
import random
import sys

import pyspiel

import corsairs.interop.openspiel  # noqa: F401  (registers python_corsairs, python_piratatak)
from corsairs import BadOption
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
    if args.games < 1:
        parser.error("--games takes 1 or more")
    if args.rules and args.game is None:
        parser.error("--rules needs --game: house rules belong to one game")
    rules = parse_option_pairs(args.rules)
    rng = random.Random(args.seed)
    for name in [args.game] if args.game else ["corsairs", "piratatak"]:
        game = pyspiel.load_game(
            f"python_{name}", {"players": args.players, "rules": json.dumps(rules)}
        )
        changed = ", ".join(f"{k}={v}" for k, v in rules.items()) or "the rulebook's"
        print(f"{name}, {args.players} players; rules: {changed}")
        name = f"python_{name}"
        wins = [0.0] * args.players
        moves = 0
        for _ in range(args.games):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    actions, probs = zip(*state.chance_outcomes(), strict=True)
                    state.apply_action(rng.choices(actions, probs)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    moves += 1
            wins = [w + r for w, r in zip(wins, state.returns(), strict=True)]
        print(
            f"{name}: {args.games} random games, {moves / args.games:.0f} moves a game, "
            f"win shares by seat {[round(w, 2) for w in wins]}; "
            f"{game.num_distinct_actions()} actions, tensor {game.observation_tensor_shape()}"
        )


if __name__ == "__main__":
    try:
        main()
    except BadOption as exc:  # a player count, bot or rule option the game refuses
        sys.exit(f"{sys.argv[0]}: error: {exc}")
