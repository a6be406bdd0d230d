"""Simulation throughput and memory.

    python bench/sim.py speed  [--game corsairs] [--players 4] [--agents random] [--games 2000]
                               [--no-ray]
    python bench/sim.py memory [--games 100000] [--workers 2] [--agents random]
    python bench/sim.py progress [--games 2000] [--workers 2] [--agents greedy]

``speed`` plays the same games on 1 and 2 local worker processes and on a
local Ray instance with 2 CPUs, and prints games per second (wall clock) and
the scaling efficiency ``rate(2) / (2 * rate(1))``, and games per CPU-second
of the workers (pool processes, or Ray's worker processes). The machine's load
average is printed alongside: on a shared machine the wall-clock figures are
only comparable within one run, the CPU figures less affected.

``memory`` samples the resident memory of the driver process and of its
workers while a run goes on, and prints it against the number of games done,
with the slope over the second half of the run (bytes per game) and the
extrapolation to 1,000,000 games.

``progress`` records when the progress callback fires during a run (the
automatic batch size): the time to the first report, the longest gap between
two reports, and how far the time left estimated from the rate so far at 10%,
25% and 50% of the run was from the time actually left.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import threading
import time
from typing import Any

from _paths import output_file  # bench/ is the script's own folder

from corsairs.sim.run import make_spec, simulate


def worker_cpu() -> float:
    """CPU seconds used by this process's workers: finished pool processes and live Ray ones."""
    import resource

    import psutil

    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = used.ru_utime + used.ru_stime
    for proc in psutil.Process().children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if "default_worker" in " ".join(proc.cmdline()) or proc.name().startswith("ray::"):
                t = proc.cpu_times()
                total += t.user + t.system
    return total


def speed(args: argparse.Namespace) -> dict[str, Any]:
    spec = make_spec(args.game, args.players, [args.agents], args.seed)
    runs: dict[str, Any] = {}
    configs: list[tuple[str, dict[str, Any]]] = [
        ("1 worker", {"workers": 1}),
        ("2 workers", {"workers": 2}),
    ]
    if not args.no_ray:
        configs.append(("ray, 2 CPUs", {"workers": 2, "ray": "local"}))
    for name, kw in configs:
        if "ray" in kw:
            import ray

            ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
            simulate([spec], 4, batch_size=1, **kw)  # start the workers before timing
        load = os.getloadavg()[0]
        cpu0 = worker_cpu()
        res = simulate([spec], args.games, batch_size=args.batch_size, **kw)
        cpu = worker_cpu() - cpu0
        if "ray" in kw:
            ray.shutdown()
        runs[name] = {
            "games": res.games_played,
            "seconds": round(res.seconds, 2),
            "games_per_second": round(res.games_played / res.seconds, 3),
            "worker_cpu_seconds": round(cpu, 2),
            "games_per_worker_cpu_second": round(res.games_played / cpu, 3) if cpu else None,
            "load_average": round(load, 2),
            "batch_size": res.batch_size,
        }
        print(
            f"{name:>12}: {runs[name]['games_per_second']:9.3f} games/s wall, "
            f"{runs[name]['games_per_worker_cpu_second']} games per worker CPU-second "
            f"({res.games_played} games in {res.seconds:.1f} s, load {load:.1f})",
            flush=True,
        )
    one = runs["1 worker"]["games_per_second"]
    for name in list(runs):
        if name != "1 worker":
            runs[name]["scaling_efficiency"] = round(runs[name]["games_per_second"] / (2 * one), 3)
            print(f"scaling efficiency {name}: {runs[name]['scaling_efficiency']:.2f}")
    return {"game": args.game, "players": args.players, "agents": args.agents, "runs": runs}


def memory(args: argparse.Namespace) -> dict[str, Any]:
    import psutil

    me = psutil.Process()
    spec = make_spec(args.game, args.players, [args.agents], args.seed)
    samples: list[tuple[int, int, int]] = []  # (games done, driver RSS, workers' RSS)
    done = [0]
    stop = threading.Event()

    def rss_children() -> int:
        total = 0
        for child in me.children(recursive=True):
            with contextlib.suppress(psutil.Error):
                total += child.memory_info().rss
        return total

    trace = open(args.trace, "a") if args.trace else None  # noqa: SIM115 - lives with the run

    def sampler() -> None:
        t0 = time.perf_counter()
        while not stop.wait(args.every):
            sample = (done[0], me.memory_info().rss, rss_children())
            samples.append(sample)
            if trace is not None:  # a trace survives a run cut short
                trace.write(
                    json.dumps(
                        {
                            "t": round(time.perf_counter() - t0, 1),
                            "games": sample[0],
                            "driver": sample[1],
                            "workers": sample[2],
                        }
                    )
                    + "\n"
                )
                trace.flush()

    def progress(d: int, total: int) -> None:
        done[0] = d

    thread = threading.Thread(target=sampler, daemon=True)
    thread.start()
    res = simulate(
        [spec], args.games, workers=args.workers, batch_size=args.batch_size, progress=progress
    )
    stop.set()
    thread.join()
    # Least-squares slope of the driver's memory over the second half of the run.
    half = [s for s in samples if s[0] >= args.games // 2]
    slope = 0.0
    if len(half) >= 2:
        mx = sum(s[0] for s in half) / len(half)
        my = sum(s[1] for s in half) / len(half)
        sxx = sum((s[0] - mx) ** 2 for s in half)
        if sxx:
            slope = sum((s[0] - mx) * (s[1] - my) for s in half) / sxx
    samples.append((res.games_played, me.memory_info().rss, 0))
    mib = 1 / 2**20
    peak_driver = max(s[1] for s in samples)
    peak_total = max(s[1] + s[2] for s in samples)
    marks = {}
    for frac in (0.1, 0.25, 0.5, 0.75, 1.0):
        want = frac * args.games
        s = min(samples, key=lambda x: abs(x[0] - want))
        marks[f"{int(frac * 100)}%"] = {
            "games": s[0],
            "driver_mib": round(s[1] * mib, 1),
            "workers_mib": round(s[2] * mib, 1),
        }
    end = samples[-1][1]
    out = {
        "games": res.games_played,
        "workers": args.workers,
        "seconds": round(res.seconds, 1),
        "games_per_second": round(res.games_played / res.seconds, 3),
        "peak_driver_mib": round(peak_driver * mib, 1),
        "peak_driver_plus_workers_mib": round(peak_total * mib, 1),
        "driver_rss_by_progress": marks,
        "driver_slope_bytes_per_game_second_half": round(slope, 4),
        "extrapolated_driver_mib_at_1M": round(
            (end + slope * (1_000_000 - res.games_played)) * mib, 1
        ),
    }
    print(json.dumps(out, indent=1))
    return out


def progress(args: argparse.Namespace) -> dict[str, Any]:
    from corsairs.sim.command import observed_rate

    spec = make_spec(args.game, args.players, [args.agents], args.seed)
    seen: list[tuple[float, int]] = []
    t0 = time.perf_counter()
    res = simulate(
        [spec],
        args.games,
        workers=args.workers,
        batch_size=args.batch_size,
        progress=lambda d, t: seen.append((time.perf_counter() - t0, d)),
    )
    end = time.perf_counter() - t0
    moving = [(t, d) for t, d in seen if d > 0]
    times = [t for t, _ in moving]
    gaps = [b - a for a, b in itertools.pairwise(times)]
    estimates = {}
    for frac in (0.1, 0.25, 0.5):
        t, d = next((t, d) for t, d in moving if d >= frac * args.games)
        _, left = observed_rate(d, args.games, t)
        estimates[f"{int(frac * 100)}%"] = {
            "at_s": round(t, 1),
            "estimated_left": left,
            "actually_left_s": round(end - t, 1),
        }
    out = {
        "games": res.games_played,
        "workers": args.workers,
        "batch_size": res.batch_size,
        "seconds": round(end, 1),
        "load_average": round(os.getloadavg()[0], 1),
        "reports": len(moving),
        "first_report_s": round(times[0], 2) if times else None,
        "longest_gap_s": round(max(gaps), 2) if gaps else None,
        "time_left_estimates": estimates,
    }
    print(json.dumps(out, indent=1))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("what", choices=("speed", "memory", "progress"))
    ap.add_argument("--game", default="corsairs")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--agents", default="random")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=None)
    ap.add_argument("--every", type=float, default=0.5, help="memory sampling period (s)")
    ap.add_argument("--no-ray", action="store_true")
    ap.add_argument(
        "--trace", type=output_file, help="memory: append every sample to this JSON-lines file"
    )
    ap.add_argument("--json", type=output_file, help="also write the figures to this file")
    args = ap.parse_args()
    if args.games is None:
        args.games = 100_000 if args.what == "memory" else 2000
    result = {"speed": speed, "memory": memory, "progress": progress}[args.what](args)
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(result, fh, indent=1)


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
