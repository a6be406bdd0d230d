"""How long does a player wait for the review of a finished 2-player game while a table
plays on the same server?

The review queue's worker (``corsairs.server.reviews``, nice 10) reviews one seat of a
2-player Corsairs game (``strong`` against ``casual``, the player's seat ``casual``'s) at
the server's default budget, while a 4-player table of ``expert`` bots plays through the
server's bot pool (nice 5), a move after each 0.8 s pause as the table paces them. Prints
the wait from the request to the finished review, the decisions judged, and, every tenth
of the way, how long it had taken, what the review page would have said was left and what
in fact was. The page's estimate (``review.js``'s ``paceSeen`` and ``leftText``, mirrored by
``pace_seen`` here) polls every second, as the page does, and notes each moment the count of
decisions judged moved (never its first look nor the review's start, which includes the
worker's); from three decisions judged after the first moment it saw, it takes the pace over the
later half of those moments (over all of them while that half spans under two decisions or
five seconds), so that the first decisions, which cost more, drop out: ``page_left_s``, None
while the page says no time. ``from_start_left_s`` is the older estimate, elapsed since the
review started / done * left, for comparison.

    python bench/review_wait.py [--seed 1] [--no-table] [--workers 1]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from typing import Any

from corsairs.coach.review import REVIEW_SAMPLES
from corsairs.record import bot_game_record
from corsairs.registry import load_game
from corsairs.server.botpool import BotPool
from corsairs.server.reviews import Reviews
from corsairs.server.store import Store


async def table(pool: BotPool, stop: asyncio.Event, pause: float = 0.8) -> int:
    """A 4-player table of expert bots playing through the pool until ``stop``: moves made."""
    game = load_game("corsairs", players=4)
    moves, seed = 0, 100
    while not stop.is_set():
        state = game.new_state(seed=seed)
        while not state.is_over() and not stop.is_set():
            seat = state.current_player
            payload = {
                "game": "corsairs",
                "players": 4,
                "rules": game.rules_dict(),
                "spec": "expert",
                "seed": seed + moves,
                "observation": state.observation(seat),
                "legal": [str(a) for a in state.legal_actions()],
            }
            move = await pool.choose("bench-table", payload)
            state.apply(next(a for a in state.legal_actions() if str(a) == move))
            moves += 1
            await asyncio.sleep(pause)
        seed += 1
    return moves


POLL_S = 1.0
"""How often the page asks how far the review is (``review.js``'s ``POLL_MS``)."""

PACE_FROM = 3
"""Decisions judged after the first moment seen before the page says a time left."""


def pace_seen(points: list[tuple[int, float]]) -> tuple[int, float] | None:
    """(decisions judged, seconds) of the pace the page has seen from ``points``, (done, at)
    each time the count moved: over the later half of them, or over all while that half
    spans under two decisions or five seconds; None before ``PACE_FROM`` decisions (as
    ``review.js``'s ``paceSeen``)."""
    if len(points) < 2:
        return None
    first, last = points[0], points[-1]
    if last[0] - first[0] < PACE_FROM:
        return None
    mid = points[(len(points) - 1) // 2]
    use = mid if last[0] - mid[0] >= 2 and last[1] - mid[1] >= 5 else first
    return last[0] - use[0], last[1] - use[1]


def page_left(points: list[tuple[int, float]], left: int) -> float | None:
    """The seconds the page would say are left for ``left`` decisions (``remainingText``:
    none under two decisions or five seconds of pace)."""
    pace = pace_seen(points)
    if pace is None or pace[0] < 2 or left <= 0 or pace[1] < 5:
        return None
    return pace[1] / pace[0] * left


async def run(seed: int, with_table: bool, workers: int = 1) -> dict[str, Any]:
    record = bot_game_record(load_game("corsairs", players=2), ["strong", "casual"], seed)
    store = Store("sqlite://")
    pool = BotPool(workers=2)

    async def record_of(_table: str) -> dict[str, Any]:
        return record

    reviews = Reviews(store, record_of, samples=REVIEW_SAMPLES, workers=workers)
    stop = asyncio.Event()
    playing = asyncio.get_running_loop().create_task(table(pool, stop)) if with_table else None
    marks: list[dict[str, Any]] = []
    try:
        await asyncio.sleep(3 if with_table else 0)  # the table under way
        reviews.start()
        t0 = time.monotonic()
        reviews.submit("bench", 1, None)
        started = None
        seen = -1
        looked: int | None = None  # the count at the page's last look, once running
        points: list[tuple[int, float]] = []  # each moment the count moved, as the page notes
        while True:
            st = reviews.status("bench", 1) or {}
            now = time.monotonic() - t0
            if st.get("status") == "done":
                break
            done, total = st.get("done", 0), st.get("total", 0)
            if total and started is None:
                started = now
            if total:
                if looked is not None and done != looked:
                    points.append((done, now))
                looked = done
            if total and done != seen and done and (done * 10 // total) != (seen * 10 // total):
                ran = now - (started or now)
                said = page_left(points, total - done)
                marks.append(
                    {
                        "done": done,
                        "total": total,
                        "elapsed_s": round(now, 1),
                        "page_left_s": None if said is None else round(said, 1),
                        "from_start_left_s": round(ran / done * (total - done), 1),
                    }
                )
                print(json.dumps(marks[-1]), file=sys.stderr, flush=True)  # a long wait shows
            seen = done
            await asyncio.sleep(POLL_S)
        wait = time.monotonic() - t0
        decisions = len(st["review"]["decisions"])
    finally:
        stop.set()
        moves = await playing if playing is not None else 0
        await reviews.close()
        await pool.close()
        store.close()
    for m in marks:  # what the estimates said against what was in fact left
        m["actually_left_s"] = round(wait - m["elapsed_s"], 1)
    return {
        "wait_s": round(wait, 1),
        "decisions": decisions,
        "table_moves_meanwhile": moves,
        "load_average": [round(x, 1) for x in os.getloadavg()],
        "review_samples": REVIEW_SAMPLES,
        "marks": marks,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1, help="the reviewed game's (1: 148 moves)")
    ap.add_argument("--no-table", action="store_true", help="the review alone")
    ap.add_argument(
        "--workers", type=int, default=1, help="processes judging the review (serve's: 2)"
    )
    args = ap.parse_args()
    print(json.dumps(asyncio.run(run(args.seed, not args.no_table, args.workers)), indent=2))


if __name__ == "__main__":
    main()
