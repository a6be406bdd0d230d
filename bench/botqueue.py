"""How long a quick bot waits while other tables search (issue 19).

Six tables whose bots search at the largest budget a table may ask
(``ismcts:time=5``) play without pause in the server's bot pool, while a seventh
table's ``greedy`` bot asks for a move every second. Prints the greedy move's wait
(queue + thinking): p50, p95, max. Before the pool, with bots in threads, six tables
at ``time=30`` delayed such a move from 0.16 s to 26 s.

    python bench/botqueue.py [--seconds 30] [--workers 2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import time
from typing import Any

from corsairs.registry import load_game
from corsairs.server.botpool import BotPool


def job(spec: str, seed: int) -> dict[str, Any]:
    game = load_game("corsairs", players=4)
    state = game.new_state(seed=seed)
    return {
        "game": "corsairs",
        "players": 4,
        "rules": game.rules_dict(),
        "spec": spec,
        "seed": seed,
        "observation": state.observation(state.current_player),
        "legal": [str(a) for a in state.legal_actions()],
    }


async def run(seconds: float, workers: int, heavy_tables: int) -> dict[str, Any]:
    pool = BotPool(workers=workers, cpu_cap=10.0)
    stop = time.monotonic() + seconds
    searches = 0

    async def searcher(i: int) -> None:
        nonlocal searches
        while time.monotonic() < stop:
            await pool.choose(f"search{i}", job("ismcts:time=5", i))
            searches += 1

    waits: list[float] = []
    await pool.choose("quick", job("greedy", 0))  # start the workers before timing
    tasks = [asyncio.create_task(searcher(i)) for i in range(heavy_tables)]
    await asyncio.sleep(0.5)
    n = 0
    while time.monotonic() < stop:
        began = time.perf_counter()
        await pool.choose("quick", job("greedy", n))
        waits.append(time.perf_counter() - began)
        n += 1
        await asyncio.sleep(1.0)
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await pool.close()
    waits.sort()
    return {
        "workers": workers,
        "search_tables": heavy_tables,
        "greedy_moves": len(waits),
        "greedy_wait_p50_s": round(statistics.median(waits), 3),
        "greedy_wait_p95_s": round(waits[max(0, int(len(waits) * 0.95) - 1)], 3),
        "greedy_wait_max_s": round(waits[-1], 3),
        "search_moves": searches,
        "load_average_1min": os.getloadavg()[0],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--tables", type=int, default=6, help="tables whose bots search")
    args = ap.parse_args()
    print(json.dumps(asyncio.run(run(args.seconds, args.workers, args.tables)), indent=2))


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
