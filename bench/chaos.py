"""Chaos benchmark of the game server (issue 19): kill it hard, again and again.

Starts ``corsairs serve`` (bots in their worker processes, a bot delay like a
person's), keeps 50 tables in play (a scripted human and two bots, or two scripted
humans and a bot; a finished table is replaced by a new one) at human pace: each
scripted client waits 0.5-1.5 s before a move. Every 10 s the server gets SIGKILL and
is started again on the same port and database, 20 times; the clients reconnect by
themselves. It prints:

- acknowledged moves lost: a client saw the table at move n (the server sends a state
  only after the move is committed), yet the table later stood at fewer moves. Must be 0.
- tables that resumed: of the tables unfinished at a restart, how many made a move
  before the next kill (their bots and players carried on).
- reconnect time: from a client's socket dropping to its first state from the new
  server (p50 / p95 / max), how long the server took to accept connections, and from
  then to the clients' first state.
- a reconnection behind an acknowledged move: a new connection's first state lacks a
  move some client saw before the kill. Must be 0 too.

    python bench/chaos.py                                  # SQLite in a temporary folder
    python bench/chaos.py --db postgresql://corsairs:corsairs@localhost/corsairs_fair_chaos
    python bench/chaos.py --tables 10 --kills 3 --every 5  # a short run
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Tally:
    acked: dict[str, int] = field(default_factory=dict)  # table -> highest move seen
    regressions: list[str] = field(default_factory=list)  # a state below an acknowledged move
    floor: dict[str, int] = field(default_factory=dict)  # table -> move seen before the kill
    after_ready: list[float] = field(default_factory=list)  # server accepting -> first state
    ready_at: float = 0.0
    reconnects: list[float] = field(default_factory=list)
    moves: int = 0
    errors: list[str] = field(default_factory=list)
    over: set[str] = field(default_factory=set)
    progress: dict[str, float] = field(default_factory=dict)  # table -> time of its last move


class ServerProcess:
    def __init__(self, port: int, db: str, bot_delay: float) -> None:
        self.port, self.db, self.bot_delay = port, db, bot_delay
        self.proc: subprocess.Popen[bytes] | None = None
        self.starts: list[float] = []

    def start(self) -> None:
        import httpx

        began = time.perf_counter()
        cmd = [sys.executable, "-m", "corsairs.server.command", "--port", str(self.port)]
        cmd += ["--db", self.db, "--no-open", "--bot-delay", str(self.bot_delay)]
        cmd += ["--log-level", "warning", "--tables-per-minute", "0", "--max-open-tables", "0"]
        self.proc = subprocess.Popen(cmd, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited with {self.proc.returncode}")
            try:
                r = httpx.get(f"http://127.0.0.1:{self.port}/api/games", timeout=1)
                if r.status_code == 200:
                    self.starts.append(time.perf_counter() - began)
                    return
            except httpx.HTTPError:
                time.sleep(0.02)
        raise RuntimeError("the server did not start")

    def kill(self) -> None:
        if self.proc is not None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()
            self.proc = None

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=30)
            self.proc = None


async def seat_client(
    url: str, table: str, token: str, tally: Tally, stop: asyncio.Event, seed: int
) -> None:
    """One scripted person: a random legal move after a pause, reconnecting forever."""
    import websockets
    from websockets.typing import Subprotocol

    rng = random.Random(seed)
    dropped_at: float | None = None
    while not stop.is_set() and table not in tally.over:
        try:
            # the seat token as a subprotocol, as the browser sends it (never in the URL)
            protocols = [Subprotocol("corsairs"), Subprotocol(f"corsairs.token.{token}")]
            async with websockets.connect(
                f"{url}/ws/{table}",
                subprotocols=protocols,
                open_timeout=5,
            ) as ws:
                first = True
                async for raw in ws:
                    msg = json.loads(raw)
                    if msg.get("type") != "state":
                        continue
                    seq = msg["seq"]
                    now = time.perf_counter()
                    if dropped_at is not None:
                        tally.reconnects.append(now - dropped_at)
                        if tally.ready_at > dropped_at:
                            tally.after_ready.append(now - tally.ready_at)
                        dropped_at = None
                    # A new connection's first state is the new server's table: it must hold
                    # every move any client saw before the kill (each was committed first).
                    if first and seq < tally.floor.get(table, 0):
                        tally.regressions.append(f"{table}: saw {tally.floor[table]}, now {seq}")
                    first = False
                    if seq > tally.acked.get(table, 0):
                        tally.acked[table] = seq
                        tally.progress[table] = time.monotonic()
                    if msg["observation"].get("over"):
                        tally.over.add(table)
                        return
                    if msg["legal"] and msg.get("started", True):
                        await asyncio.sleep(rng.uniform(0.5, 1.5))
                        move = {"type": "act", "seq": seq, "action": rng.choice(msg["legal"])}
                        await ws.send(json.dumps(move))
                        tally.moves += 1
        except (TimeoutError, OSError, websockets.exceptions.WebSocketException):
            pass
        if dropped_at is None:
            dropped_at = time.perf_counter()
        await asyncio.sleep(0.05 + rng.uniform(0, 0.1))


async def run(args: argparse.Namespace) -> dict[str, Any]:
    import httpx

    port = free_port()
    db = args.db or f"sqlite:///{Path(tempfile.mkdtemp(prefix='corsairs-chaos-')) / 't.sqlite3'}"
    server = ServerProcess(port, db, args.bot_delay)
    server.start()
    base = f"http://127.0.0.1:{port}"
    tally = Tally()
    tables: list[str] = []
    stop = asyncio.Event()

    async def slot(i: int) -> None:
        """One of the tables in play: create it (through restarts), play it, start another."""
        two = i % 2 == 1
        seats: list[dict[str, Any]] = [{"kind": "human"}]
        seats += [{"kind": "human"}] if two else [{"kind": "bot", "bot": "greedy"}]
        seats += [{"kind": "bot", "bot": "random"}]
        body = {"game": "corsairs", "players": 3, "seats": seats}
        n = 0
        async with httpx.AsyncClient(base_url=base, timeout=10) as http:
            while not stop.is_set():
                try:
                    r = await http.post("/api/tables", json=body)
                    r.raise_for_status()
                except httpx.HTTPError:
                    await asyncio.sleep(0.2)
                    continue
                t = r.json()
                tables.append(t["id"])
                url = f"ws://127.0.0.1:{port}"
                await asyncio.gather(
                    *(
                        seat_client(url, t["id"], tok, tally, stop, hash((i, n, j)))
                        for j, tok in enumerate(t["tokens"])
                        if tok
                    )
                )
                n += 1

    clients = [asyncio.create_task(slot(i)) for i in range(args.tables)]
    resumed = unfinished = 0
    loop = asyncio.get_running_loop()
    last: tuple[float, list[str]] | None = None  # the previous restart: when, which tables

    def count(restart: tuple[float, list[str]], k: int) -> None:
        nonlocal resumed, unfinished
        killed_at, waiting = restart
        moved = sum(tally.progress.get(t, 0) > killed_at for t in waiting)
        resumed += moved
        unfinished += len(waiting)
        print(
            f"restart {k}/{args.kills}: {moved} of {len(waiting)} unfinished tables moved on; "
            f"{tally.moves} moves sent so far",
            flush=True,
        )

    for k in range(args.kills):
        await asyncio.sleep(args.every)
        if last is not None:
            count(last, k)
        await loop.run_in_executor(None, server.kill)
        last = (time.monotonic(), [t for t in tables if t not in tally.over])
        tally.floor = dict(tally.acked)
        await loop.run_in_executor(None, server.start)
        tally.ready_at = time.perf_counter()
    await asyncio.sleep(args.every)
    if last is not None:
        count(last, args.kills)
    stop.set()
    for c in clients:
        c.cancel()
    await asyncio.gather(*clients, return_exceptions=True)
    await asyncio.sleep(0.5)
    lost = 0
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        for t in tables:
            stored = (await http.get(f"/api/tables/{t}")).json()["seq"]
            lost += max(0, tally.acked.get(t, 0) - stored)
    server.stop()
    rec = sorted(tally.reconnects)
    return {
        "backend": db.split(":", 1)[0],
        "tables": args.tables,
        "kills": args.kills,
        "every_s": args.every,
        "moves_acknowledged": sum(tally.acked.values()),
        "acknowledged_moves_lost": lost,
        "reconnections_behind_an_acknowledged_move": len(tally.regressions),
        "tables_finished": len(tally.over),
        "tables_resumed_after_restarts": f"{resumed}/{unfinished}",
        "reconnect_p50_s": round(statistics.median(rec), 3) if rec else None,
        "reconnect_p95_s": round(rec[int(len(rec) * 0.95) - 1], 3) if rec else None,
        "reconnect_max_s": round(rec[-1], 3) if rec else None,
        "reconnects": len(rec),
        "first_state_after_server_ready_p50_s": _q(tally.after_ready, 0.5),
        "first_state_after_server_ready_p95_s": _q(tally.after_ready, 0.95),
        "load_average_1min_at_end": os.getloadavg()[0],
        "server_start_median_s": round(statistics.median(server.starts), 3),
    }


def _q(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[max(0, int(len(ordered) * q + 0.5) - 1)], 3)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--kills", type=int, default=20)
    ap.add_argument("--every", type=float, default=10.0, help="seconds between SIGKILLs")
    ap.add_argument("--bot-delay", type=float, default=0.8)
    ap.add_argument("--db", help="database URL (default: a fresh SQLite file)")
    args = ap.parse_args()
    result = asyncio.run(run(args))
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
