"""Does a browser review slow the bots down? (issue 20)

A ``greedy`` bot asks the server's bot pool for a move every half second, first alone,
then while the review queue's worker (``corsairs.server.reviews``, nice 10) reviews a
2-player Corsairs game at the default budget. Prints the greedy move's wait (queue +
thinking) p50/p95/max in both phases, and how far the review got.

    python bench/review_latency.py [--seconds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from typing import Any

from corsairs.coach.review import REVIEW_SAMPLES
from corsairs.record import bot_game_record
from corsairs.registry import load_game
from corsairs.server.botpool import BotPool
from corsairs.server.reviews import Reviews
from corsairs.server.store import Store


def job(seed: int) -> dict[str, Any]:
    game = load_game("corsairs", players=4)
    state = game.new_state(seed=seed)
    return {
        "game": "corsairs",
        "players": 4,
        "rules": game.rules_dict(),
        "spec": "greedy",
        "seed": seed,
        "observation": state.observation(state.current_player),
        "legal": [str(a) for a in state.legal_actions()],
    }


def a_game(seed: int = 5) -> dict[str, Any]:
    return bot_game_record(load_game("corsairs", players=2), ["heuristic", "greedy"], seed)


async def waits(pool: BotPool, seconds: float) -> list[float]:
    out = []
    end = time.monotonic() + seconds
    seed = 0
    while time.monotonic() < end:
        seed += 1
        t = time.monotonic()
        await pool.choose("greedy-table", job(seed))
        out.append(time.monotonic() - t)
        await asyncio.sleep(0.5)
    return out


def figures(xs: list[float]) -> dict[str, float]:
    xs = sorted(xs)
    return {
        "moves": len(xs),
        "p50_ms": round(statistics.median(xs) * 1000, 1),
        "p95_ms": round(xs[int(0.95 * (len(xs) - 1))] * 1000, 1),
        "max_ms": round(xs[-1] * 1000, 1),
    }


async def run(seconds: float) -> dict[str, Any]:
    pool = BotPool(workers=2)
    record = a_game()
    store = Store("sqlite://")

    async def record_of(_table: str) -> dict[str, Any]:
        return record

    reviews = Reviews(store, record_of, samples=REVIEW_SAMPLES)
    try:
        await pool.choose("warm-up", job(0))
        alone = await waits(pool, seconds)
        reviews.start()
        reviews.submit("bench", 1, None)
        while (reviews.status("bench", 1) or {}).get("total", 0) == 0:
            await asyncio.sleep(0.1)
        during = await waits(pool, seconds)
        got = reviews.status("bench", 1) or {}
    finally:
        await reviews.close()
        await pool.close()
        store.close()
    return {
        "alone": figures(alone),
        "during_review": figures(during),
        "review_progress": f"{got.get('done', '?')}/{got.get('total', '?')} ({got.get('status')})",
        "review_samples": REVIEW_SAMPLES,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=20.0)
    args = ap.parse_args()
    print(json.dumps(asyncio.run(run(args.seconds)), indent=2))


if __name__ == "__main__":
    main()
