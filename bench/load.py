"""Load benchmark of the browser game server (issue 5).

Starts ``corsairs serve`` on loopback (bots' delay 0, a fresh SQLite file), creates
``--tables`` tables of four human seats, and connects one WebSocket client per
seat. Each client is a bot (``--bot``) that sees only its seat's messages, picks a
move from the legal actions it was sent and sends it back; every table plays a full
game. Reports actions per second, p50/p99 action round trip (send -> the state
with that move), peak server memory (RSS) and errors.

    python bench/load.py                 # 200 tables x 4 clients, Corsairs
    python bench/load.py --tables 20     # a quick run while developing
    python bench/load.py --think 1       # players who pause ~1 s per move
    python bench/load.py --think 0 0.25 0.5 1   # a sweep: one fresh server per think time

With ``--think 0`` every table always has a move in flight, so the round trip is
bounded by throughput (Little's law: 200 tables / actions per second).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Tally:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors: list[str] = []
        self.actions = 0
        self.games_over = 0
        self.start = 0.0
        self.full_load: tuple[float, int] | None = None  # (seconds, actions) at the first end

    def game_over(self) -> None:
        if self.full_load is None:
            self.full_load = (time.perf_counter() - self.start, self.actions)
        self.games_over += 1


def idle_view(raw: str | bytes) -> bool:
    """A state message with no move for us and the game not over, told without decoding it
    (the top-level ``legal`` comes after the observation, so it is the last one)."""
    if not isinstance(raw, str):
        return False
    at = raw.rfind('"legal":')
    return at >= 0 and raw.startswith('"legal":[]', at) and '"over":true' not in raw


async def seat_client(
    url: str,
    table: str,
    token: str,
    game_name: str,
    spec: str,
    seed: int,
    tally: Tally,
    think: float,
) -> None:
    import orjson
    import websockets
    from websockets.typing import Subprotocol

    from corsairs.agents import make_agent
    from corsairs.registry import load_game

    agent = None
    sent_seq = -1
    sent_at = 0.0
    try:
        # the seat token as a subprotocol, as the browser sends it (never in the URL)
        protocols = [Subprotocol("corsairs"), Subprotocol(f"corsairs.token.{token}")]
        async with websockets.connect(
            f"{url}/ws/{table}", subprotocols=protocols, max_size=2**22
        ) as ws:
            async for raw in ws:
                if sent_seq < 0 and idle_view(raw):
                    continue  # another seat's move, nothing to time: spare the shared CPU
                msg = orjson.loads(raw)
                kind = msg.get("type")
                if kind == "error":
                    tally.errors.append(f"{table}: {msg.get('code')}: {msg.get('message')}")
                    continue
                if kind == "welcome":
                    t = msg["table"]
                    game = load_game(game_name, players=t["players"], **t["rules"])
                    agent = make_agent(spec, game, seed=seed)
                    continue
                if kind != "state":
                    continue
                seq = msg["seq"]
                if sent_seq >= 0 and seq > sent_seq:
                    tally.latencies.append(time.perf_counter() - sent_at)
                    sent_seq = -1
                obs = msg["observation"]
                if obs.get("over"):
                    tally.game_over()
                    return
                if msg["legal"] and sent_seq < 0 and agent is not None:
                    legal = [agent.game.parse_action(a) for a in msg["legal"]]
                    action = agent.choose(obs, legal)
                    if think > 0:  # a player's pause; not part of the measured round trip
                        await asyncio.sleep(think * agent.rng.uniform(0.5, 1.5))
                    sent_seq, sent_at = seq, time.perf_counter()
                    out = {"type": "act", "seq": seq, "action": str(action)}
                    await ws.send(orjson.dumps(out).decode())
                    tally.actions += 1
    except Exception as exc:  # a dropped connection is an error of the run
        tally.errors.append(f"{table}: {type(exc).__name__}: {exc}")


async def watch_memory(pid: int, peak: list[int], stop: asyncio.Event) -> None:
    import psutil

    proc = psutil.Process(pid)
    while not stop.is_set():
        peak[0] = max(peak[0], proc.memory_info().rss)
        await asyncio.sleep(0.25)


async def run(args: argparse.Namespace, think: float) -> dict[str, Any]:
    import httpx

    load_before = os.getloadavg()[0]

    port = free_port()
    db = Path(tempfile.mkdtemp(prefix="corsairs-load-")) / "tables.sqlite3"
    db_url = args.db or f"sqlite:///{db}"
    server = None
    if args.url:
        port = int(args.url.rsplit(":", 1)[1].strip("/"))
    else:
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "corsairs.server.command",
                "--port",
                str(port),
                "--db",
                db_url,
                "--no-open",
                "--bot-delay",
                "0",
                "--log-level",
                "warning",
                *("--tables-per-minute", "0", "--max-open-tables", "0"),  # one client, many tables
            ],
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
    base = f"http://127.0.0.1:{port}"
    try:
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            for _ in range(300):
                try:
                    if (await http.get("/api/games")).status_code == 200:
                        break
                except httpx.HTTPError:
                    await asyncio.sleep(0.1)
            tables = []
            for i in range(args.tables):
                r = await http.post(
                    "/api/tables",
                    json={
                        "game": args.game,
                        "players": args.players,
                        "seed": args.seed + i,
                        "seats": [{"kind": "human", "name": f"c{s}"} for s in range(args.players)],
                    },
                )
                r.raise_for_status()
                tables.append(r.json())
        tally = Tally()
        peak = [0]
        stop = asyncio.Event()
        pid = server.pid if server else args.pid
        watcher = asyncio.create_task(watch_memory(pid, peak, stop))
        import psutil

        server_proc, client_proc = psutil.Process(pid), psutil.Process()
        server_cpu0 = sum(server_proc.cpu_times()[:2])
        client_cpu0 = sum(client_proc.cpu_times()[:2])
        ws_url = f"ws://127.0.0.1:{port}"
        start = tally.start = time.perf_counter()
        await asyncio.gather(
            *(
                seat_client(
                    ws_url,
                    t["id"],
                    tok,
                    args.game,
                    args.bot,
                    args.seed * 7 + i * 4 + s,
                    tally,
                    think,
                )
                for i, t in enumerate(tables)
                for s, tok in enumerate(t["tokens"])
            )
        )
        elapsed = time.perf_counter() - start
        stop.set()
        await watcher
        server_cpu = sum(server_proc.cpu_times()[:2]) - server_cpu0
        client_cpu = sum(client_proc.cpu_times()[:2]) - client_cpu0
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=30)
    lat = sorted(tally.latencies)

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000 if lat else float("nan")

    return {
        "tables": args.tables,
        "clients": args.tables * args.players,
        "game": args.game,
        "bot": args.bot,
        "db": "sqlite" if not args.db else args.db.split(":")[0],
        "think_seconds": think,
        "games_finished": tally.games_over // args.players,
        "actions": tally.actions,
        "seconds": round(elapsed, 2),
        "actions_per_second": round(tally.actions / elapsed, 1),
        # while every table still plays (until the first game ends): the steady load,
        # not diluted by the tail where only the longest games are left
        "actions_per_second_all_playing": (
            round(tally.full_load[1] / tally.full_load[0], 1) if tally.full_load else None
        ),
        "latency_ms_p50": round(pct(0.50), 2),
        "latency_ms_p99": round(pct(0.99), 2),
        "latency_ms_mean": round(statistics.fmean(lat) * 1000, 2) if lat else None,
        "server_peak_rss_mb": round(peak[0] / 2**20, 1),
        "server_cpu_seconds": round(server_cpu, 1),
        "server_cpu_ms_per_action": round(server_cpu * 1000 / max(1, tally.actions), 3),
        "clients_cpu_seconds": round(client_cpu, 1),
        "clients_cpu_ms_per_action": round(client_cpu * 1000 / max(1, tally.actions), 3),
        "errors": len(tally.errors),
        "first_errors": tally.errors[:5],
        "load_average_1m_before": round(load_before, 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--game", default="corsairs")
    ap.add_argument("--bot", default="greedy", help="the clients' bot spec")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--db", default=None, help="database URL (default: a fresh SQLite file)")
    ap.add_argument(
        "--think",
        type=float,
        nargs="+",
        default=[0.0],
        help="mean seconds each client pauses before a move (0 = flat out); "
        "several values run one after the other, each on a fresh server",
    )
    ap.add_argument("--url", default=None, help="use a running server (http://127.0.0.1:PORT)")
    ap.add_argument("--pid", type=int, default=0, help="its process id, for memory and CPU")
    ap.add_argument("--json", action="store_true", help="print JSON only")
    args = ap.parse_args()
    results = []
    for think in args.think:
        result = asyncio.run(run(args, think))
        results.append(result)
        if args.json:
            print(json.dumps(result), flush=True)
            continue
        for k, v in result.items():
            print(f"{k:>26}: {v}")
        print(flush=True)
    if len(results) > 1 and not args.json:
        print(SWEEP_HEAD)
        for r in results:
            print(sweep_row(r))


SWEEP_HEAD = (
    "| think s | actions/s (all tables playing) | p50 ms | p99 ms | server RSS MB "
    "| server ms CPU/action | errors | load avg before |\n"
    "|---|---|---|---|---|---|---|---|"
)


def sweep_row(r: dict[str, Any]) -> str:
    """One Markdown row of the sweep summary, ready for docs/server.md."""
    return (
        f"| {r['think_seconds']} | {r['actions_per_second']} "
        f"({r['actions_per_second_all_playing']}) | {r['latency_ms_p50']} "
        f"| {r['latency_ms_p99']} | {r['server_peak_rss_mb']} "
        f"| {r['server_cpu_ms_per_action']} | {r['errors']} | {r['load_average_1m_before']} |"
    )


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
