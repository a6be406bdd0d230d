"""How often two search values make ``ismcts`` choose another move, against its own noise.

    python bench/value_diff.py --players 4 --value 2.425,10.237,-0.002,-0.005 --games 24
    python bench/value_diff.py --players 4 --control --games 24 [--iterations 1000]

One ``ismcts`` plays copies of ``heuristic`` (seats rotated, deals from
``--seed``). At each of its decisions with a choice, two fresh searches are asked
from its observation: with the value in use and with ``--value`` on the same
search seed, or (``--control``) with the value in use on two different seeds.
The first search's move is played, so both runs meet the same positions. Prints,
per kind of decision, how many and what share of the two moves differ, and the
sail-or-discard pairs. A diagnosis, not a test: docs/bots.md gives what it measured.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import Any

from corsairs import load_game
from corsairs.agents import make_agent
from corsairs.games.corsairs import heuristic
from corsairs.games.corsairs.actions import DISCARD, DRAW, LAY, SAIL

KINDS = {DRAW: "draw", DISCARD: "discard", SAIL: "sail", LAY: "lay"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4, choices=(3, 4))
    ap.add_argument("--value", help="t0,t1,e0,e1 of the second search")
    ap.add_argument("--control", action="store_true", help="the value in use, another seed")
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--iterations", type=int, default=1000, help="each search's budget")
    args = ap.parse_args()
    if args.control == bool(args.value):
        ap.error("give --value or --control")
    in_use = heuristic.WIN_CHANCE[args.players]
    other = in_use
    if args.value:
        try:
            t0, t1, e0, e1 = (float(x) for x in args.value.split(","))
        except ValueError:
            ap.error("--value must be four numbers t0,t1,e0,e1")
        other = (t0, t1, e0, e1)
    n = args.players
    game = load_game("corsairs", players=n)
    asked: Counter[str] = Counter()
    differ: Counter[str] = Counter()
    sails: Counter[str] = Counter()
    k = 0
    for g in range(args.games):
        me = g % n
        state = game.new_state(seed=args.seed + g // n)
        bots = [make_agent("heuristic", game, seed=g * 10 + s) for s in range(n)]
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            legal = state.legal_actions()
            obs = state.observation(seat)
            if seat != me or len(legal) == 1:
                state.apply(bots[seat].choose(obs, legal))
                continue
            k += 1
            picks: list[Any] = []
            for j, value in enumerate((in_use, other)):
                heuristic.WIN_CHANCE[n] = value
                seed = 100_000 + k + (777_777 * j if args.control else 0)
                search = make_agent(f"ismcts:iterations={args.iterations}", game, seed=seed)
                picks.append(search.choose(obs, legal))
            heuristic.WIN_CHANCE[n] = in_use
            kind = KINDS[legal[0].kind] if legal[0].kind != SAIL else "discard"
            asked[kind] += 1
            differ[kind] += picks[0] != picks[1]
            if kind == "discard":
                sails[f"{KINDS[picks[0].kind]}/{KINDS[picks[1].kind]}"] += 1
            state.apply(picks[0])
    line = {
        "players": n,
        "second": "control" if args.control else list(other),
        "games": args.games,
        "iterations": args.iterations,
        "decisions": {k: [asked[k], differ[k], round(differ[k] / asked[k], 3)] for k in asked},
        "discard_kinds": dict(sails),
    }
    print(json.dumps(line))


if __name__ == "__main__":
    main()
