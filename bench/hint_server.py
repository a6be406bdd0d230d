"""The server's hint answer time: from ``{"type":"hint"}`` sent to the hint received.

    python bench/hint_server.py [--hints 15] [--seed 1] [--think 0] [--hogs 0]
                                [--cases corsairs2,corsairs4,piratatak2] [--port 0]

Starts ``corsairs serve`` (bot workers, default CPU cap, default hint budget: the
test servers' small one would measure nothing) on a temporary database, and for
Corsairs with 2 and 4 players and Piratatak with 2 players sits one human against
greedy bots: on ``--hints`` of the human's decisions it looks at the table for
``--think`` seconds, asks for a hint, times the answer (wall clock, from the click to
the hint, as the player waits for it), then plays the recommended move. The first hint
of a run also starts a worker process and is the seat's first ask (none worked out
ahead): it is reported apart. A benchmark, not a test.

``--hogs N`` loads the machine as a busy server is: N processes spinning on the CPU
(``python -c "while 1: pass"``, at the server's priority) for the whole run. Each line then
counts the hints that failed (``hint_failed``: the worker's guard ended the search), those
answered on fewer deals than their budget (``hurried``: the search answered with what it had
found, ``Hint.asked``) and those answered in full; the times are of the answered ones.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "e2e"))
from e2e_helpers import Server

CASES = {"corsairs2": ("corsairs", 2), "corsairs4": ("corsairs", 4), "piratatak2": ("piratatak", 2)}

ANSWER_WAIT = 120.0
"""Seconds a hint is waited for (the server's guard ends a search long before)."""


async def run_case(
    url: str, game: str, players: int, count: int, seed: int, think: float, tally: dict[str, int]
) -> list[float]:
    """The answer times of ``count`` hints asked; ``tally`` counts each outcome (``full``,
    ``hurried``, the refusal's code)."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * (players - 1)
    times: list[float] = []
    g = 0
    while sum(tally.values()) < count:
        body = {"game": game, "players": players, "seats": seats, "seed": seed * 100 + g}
        g += 1
        table = httpx.post(url + "/api/tables", json=body, timeout=10).json()
        ws_url = url.replace("http", "ws") + f"/ws/{table['id']}"
        protocols: Any = ["corsairs", f"corsairs.token.{table['tokens'][0]}"]
        here = 0  # a new table (a new seat) every 10 hints: under a seat's hints a minute
        async with websockets.connect(ws_url, subprotocols=protocols, max_size=None) as ws:
            while sum(tally.values()) < count and here < 10:
                msg = json.loads(await ws.recv())
                if msg["type"] != "state":
                    continue
                if msg["observation"]["over"]:
                    break
                if not msg["legal"]:
                    continue
                move = msg["legal"][0]
                if len(msg["legal"]) > 1:
                    if sum(tally.values()):
                        await asyncio.sleep(think)
                    t = time.perf_counter()
                    await ws.send(json.dumps({"type": "hint", "seq": msg["seq"]}))
                    while True:
                        answer = json.loads(await asyncio.wait_for(ws.recv(), ANSWER_WAIT))
                        if answer["type"] in ("hint", "error"):
                            break
                    here += 1
                    if answer["type"] == "hint":
                        times.append(time.perf_counter() - t)
                        said = answer["hint"]
                        whole = said["samples"] >= said.get("asked", said["samples"])
                        tally["full" if whole else "hurried"] += 1
                        move = said["recommended"]
                    else:
                        tally[answer["code"]] = tally.get(answer["code"], 0) + 1
                        if answer["code"] != "hint_failed":
                            print("refused:", answer["code"], answer["message"])
                await ws.send(json.dumps({"type": "act", "seq": msg["seq"], "action": move}))
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hints", type=int, default=15)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think", type=float, default=0.0, help="seconds before each ask")
    ap.add_argument("--hogs", type=int, default=0, help="processes spinning on the CPU meanwhile")
    ap.add_argument("--cases", default=",".join(CASES), help="of " + ", ".join(CASES))
    ap.add_argument("--port", type=int, default=0, help="the server's (0: any free one)")
    args = ap.parse_args()
    cases = [CASES[c] for c in args.cases.split(",")]
    hogs: list[subprocess.Popen[bytes]] = []
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(f"sqlite:///{Path(tmp) / 'tables.sqlite3'}", hint_samples=None)
        server.port = args.port
        server.start()
        try:
            hogs = [
                subprocess.Popen([sys.executable, "-c", "while 1: pass"]) for _ in range(args.hogs)
            ]
            print(
                f"{'case':<16}{'first':>8}{'median':>8}{'mean':>8}{'p95':>8}{'worst':>8}  (wall s)"
                "   full hurried failed"
            )
            for game, players in cases:
                tally = {"full": 0, "hurried": 0, "hint_failed": 0}
                times = asyncio.run(
                    run_case(
                        server.url, game, players, args.hints + 1, args.seed, args.think, tally
                    )
                )
                first, rest = (times[0], sorted(times[1:])) if times else (math.nan, [])
                rest = rest or [math.nan]
                p95 = rest[min(len(rest) - 1, int(0.95 * len(rest)))]
                print(
                    f"{game + ' ' + str(players) + 'p':<16}{first:8.2f}"
                    f"{statistics.median(rest):8.2f}{statistics.mean(rest):8.2f}{p95:8.2f}{rest[-1]:8.2f}"
                    f"  {tally['full']:5d} {tally['hurried']:7d} {tally['hint_failed']:6d}"
                )
        finally:
            for hog in hogs:
                hog.kill()
                hog.wait()
            server.stop()


if __name__ == "__main__":
    main()
