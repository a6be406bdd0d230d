"""Short ismcts matches with a chosen search value (``heuristic.WIN_CHANCE``) per player count.

    python bench/value_match.py --players 3 --value 2.911,13.239,0.011,0.281 --games 60
                                [--opponent heuristic] [--seed 1] [--log FILE]
                                [--spec ismcts:paired=true]

Plays one ``ismcts`` (or the search spec ``--spec``) against copies of
``--opponent`` (seats rotated over paired deals, ``corsairs.arena.run_arena``,
one process) with the value's four parameters replaced for the match, and
prints the win rate with its interval;
``--log`` appends the report as one JSON line. A benchmark, not a test: it is
how a fitted value (``bench/win_chance.py``) is played before it is shipped.
"""

from __future__ import annotations

import argparse
import json

from _paths import output_file  # bench/ is the script's own folder

from corsairs import BadOption, load_game
from corsairs.agents import make_agent
from corsairs.arena import run_arena
from corsairs.games.corsairs import heuristic


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ap.add_argument("--value", required=True, help="t0,t1,e0,e1 or 'in-use'")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--opponent", default="heuristic")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--log", type=output_file, help="append the report to this JSON-lines file")
    ap.add_argument("--spec", default="ismcts", help="the search bot (default: ismcts)")
    args = ap.parse_args()
    try:
        make_agent(args.spec, load_game("corsairs", players=args.players))
    except BadOption as exc:
        ap.error(f"--spec: {exc}")
    if args.value != "in-use":
        try:
            t0, t1, e0, e1 = (float(x) for x in args.value.split(","))
        except ValueError:
            ap.error("--value must be four numbers t0,t1,e0,e1 or 'in-use'")
        heuristic.WIN_CHANCE[args.players] = (t0, t1, e0, e1)
    value = list(heuristic.WIN_CHANCE[args.players])
    report = run_arena(
        "corsairs", args.players, [args.spec, args.opponent], args.games, args.seed, workers=1
    )
    first = report["agents"][0]
    line = {
        "players": args.players,
        "value": value,
        "opponent": args.opponent,
        "games": args.games,
        "seed": args.seed,
        "win_rate": first["win_rate"],
        "agent": first,
    }
    print(json.dumps(line))
    if args.log:
        with args.log.open("a") as f:
            f.write(json.dumps(line) + "\n")


if __name__ == "__main__":
    main()
