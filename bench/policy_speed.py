"""Simulation speed of ``policy`` against ``greedy``, side by side in one run.

    python bench/policy_speed.py [--game corsairs] [--players 4] [--games 200] [--rounds 5]
                                 [--agents greedy,policy] [--json FILE]

The same simulation (``corsairs.sim.run.simulate`` in this process, the same
seeds) is played with every seat taken by each bot in turn, alternating bots
over ``--rounds`` rounds so that a busy shared machine slows both alike. The
figure is games per CPU-second of this process (and per wall second beside
it), and each bot's rate relative to the first one's. Issue 21 asks
``policy`` to reach at least 1.0x ``greedy`` in 4-player Corsairs.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from typing import Any

from _paths import output_file  # bench/ is the script's own folder

from corsairs.sim.run import make_spec, simulate


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="corsairs")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=200, help="games per bot per round")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--agents", default="greedy,policy")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", type=output_file, help="also write the figures to this file")
    args = ap.parse_args()
    bots = [b.strip() for b in args.agents.split(",") if b.strip()]
    cpu = dict.fromkeys(bots, 0.0)
    wall = dict.fromkeys(bots, 0.0)
    games = dict.fromkeys(bots, 0)
    load = os.getloadavg()[0]
    for r in range(args.rounds):
        for bot in bots if r % 2 == 0 else bots[::-1]:
            spec = make_spec(args.game, args.players, [bot], args.seed + r)
            c, w = time.process_time(), time.perf_counter()
            res = simulate([spec], args.games, workers=0)
            cpu[bot] += time.process_time() - c
            wall[bot] += time.perf_counter() - w
            games[bot] += res.games_played
    first = bots[0]
    out: dict[str, Any] = {"game": args.game, "players": args.players, "load_average": load}
    for bot in bots:
        rate = games[bot] / cpu[bot]
        out[bot] = {
            "games": games[bot],
            "games_per_cpu_second": round(rate, 2),
            "games_per_wall_second": round(games[bot] / wall[bot], 2),
            "relative_to_" + first: round(rate / (games[first] / cpu[first]), 3),
        }
        print(
            f"{bot:>10}: {rate:8.2f} games per CPU-second, {games[bot] / wall[bot]:8.2f} per wall "
            f"second ({games[bot]} games); {out[bot]['relative_to_' + first]:.2f}x {first}",
            flush=True,
        )
    if args.json:
        with open(args.json, "a") as f:
            f.write(json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
