"""How long a player waits for the coach: a hint at each decision, and a whole review, for
three fixed recorded games, with a digest of what the coach said (the same digest before and
after a speed-up shows it changed no advice and no figure).

    python bench/coach_speed.py [--decisions N] [--review] [--kept] [--jobs N]
                                [--games corsairs2,corsairs4,piratatak2]

The games are in ``bench/coach_games/`` (heuristic self-play, seed 1: Corsairs with 2 and 4
players, Piratatak with 2), seat 0 judged. For each game: a hint (``corsairs.coach.hint``, its
default budget and seed, as the server's) at each of the seat's first ``--decisions``
decisions (all of them by default), their CPU seconds mean / worst; with ``--review``, the
whole review (``corsairs.coach.review.review``, the server's default budget), its wall seconds,
and with ``--jobs 1`` its CPU seconds and each decision's mean (``--jobs N``: judged in N
processes, as ``corsairs serve --review-workers``); with ``--kept`` the review takes again the
judgements the hints made (as the server does for a seat that asked for hints: the player
asked at every decision measured) and the line says what they weigh (``kept``: their bytes,
as pickled to the review's worker). ``digest`` is a SHA-256 of the hints' and the review's
JSON: the same with and without ``--kept``.

Session 37, the shared 2-core machine (CPU seconds of one process; load average 3 rising to 15):

    hints        corsairs2 0.351 mean / 0.689 worst (41 decisions), corsairs4 0.747 / 1.205
                 (31), piratatak2 0.511 / 0.848 (14)
    reviews      corsairs2 13.9 s (0.339 a decision), corsairs4 23.2 s (0.748),
                 piratatak2 7.1 s (0.509)

A review's wall time, judged in one process (the commit before) and in two (``--jobs 2``),
run in turn (A B A B ...) three times each, load average 15-18, digests equal:

    --decisions 1 --review --games corsairs2   one process 150.5 s (94.3-150.9),
                                               two 74.2 s (60.4-109.9): ratio 0.49 (0.40-1.17)
    --decisions 1 --review --games corsairs4   one process 160.6 s (132.0-210.9),
                                               two 121.2 s (86.0-184.9): ratio 0.92 (0.41-1.15)

Session 38, a review taking the hints' judgements again (``--kept``), the same load:

    --review --games corsairs2          the commit before 24.2 and 26.1 CPU s; --kept 0.1 CPU s
                                        (41 of 41 decisions from hints, 359 KB kept); digests equal

Session 39, the hints kept through the terminal's file (``--kept-file``: written as ``corsairs
play`` writes them, read back and checked as ``corsairs review`` reads them), load average ~17,
CPU seconds by ``/usr/bin/time`` of the whole run (hints, then the review):

    --review --jobs 1 --games corsairs2              46.1 CPU s (review 24.8)
    --review --jobs 1 --games corsairs2 --kept-file  24.7 CPU s (review 0.1: 41 of 41
                                                     decisions from the file, 472 KB)
    digest b30fbaa294638351 both

The machine that busy may give two processes little more CPU than one (Linux's autogroup
shares a session's time among its processes); idle cores give them twice.

Not a test: the timings depend on the machine. The digests do not, and are compared.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from corsairs.coach import hint
from corsairs.coach.kept import HintKeeper, read_kept
from corsairs.coach.review import decisions_of, review
from corsairs.record import check

GAMES = Path(__file__).resolve().parent / "coach_games"
NAMES = ("corsairs2", "corsairs4", "piratatak2")
SEAT = 0


def positions(name: str) -> tuple[Any, list[tuple[dict[str, Any], list[Any]]]]:
    """The game and, at each of the seat's decisions, its observation and legal moves."""
    rec = check(json.loads((GAMES / f"{name}.json").read_text()))
    wanted = set(decisions_of(rec, SEAT))
    state = rec.game.new_state(seed=rec.seed)
    out = []
    for i, text in enumerate(rec.actions):
        if i in wanted:
            out.append((state.observation(SEAT), state.legal_actions()))
        state.apply(rec.game.parse_action(text))
    return rec, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--decisions", type=int, default=0, help="hints at the first N (0: all)")
    ap.add_argument("--review", action="store_true", help="also the whole review of each game")
    ap.add_argument("--jobs", type=int, default=1, help="processes judging a review's decisions")
    ap.add_argument(
        "--kept", action="store_true", help="the review takes again the hints' judgements"
    )
    ap.add_argument(
        "--kept-file",
        action="store_true",
        help="as --kept, through the terminal's file: kept as corsairs play keeps them, read "
        "back as corsairs review reads them (corsairs.coach.kept)",
    )
    ap.add_argument("--games", default=",".join(NAMES))
    args = ap.parse_args()
    names = [n for n in args.games.split(",") if n]
    for name in names:
        if name not in NAMES:
            ap.error(f"unknown game {name!r}: one of {', '.join(NAMES)}")
    for name in names:
        rec, todo = positions(name)
        if args.decisions:
            todo = todo[: args.decisions]
        digest = hashlib.sha256()
        times = []
        kept = []
        folder = Path(tempfile.mkdtemp(prefix="coach-speed-"))
        keeper = HintKeeper(rec.game, rec.seed, folder) if args.kept_file else None
        for obs, legal in todo:
            t = time.process_time()
            h = hint(rec.game, obs, legal)
            times.append(time.process_time() - t)
            digest.update(json.dumps(h.to_dict(), sort_keys=True).encode())
            if h.judgement is not None:
                kept.append(h.judgement)
            if keeper is not None:
                keeper.keep(h.judgement)
        line = (
            f"{name}: hints {statistics.mean(times):.3f} mean / {max(times):.3f} worst CPU s "
            f"({len(times)} decisions)"
        )
        if args.review:
            t, w = time.process_time(), time.perf_counter()
            taken = kept if args.kept else []
            if keeper is not None:  # read back and checked, as corsairs review does
                read = read_kept(rec.game, rec.seed, folder)
                assert read.said is None, read.said
                taken = read.judgements
            r = review(rec, SEAT, workers=args.jobs, kept=taken)
            cpu, wall = time.process_time() - t, time.perf_counter() - w
            digest.update(json.dumps(r.to_dict(), sort_keys=True).encode())
            n = max(1, len(r.decisions))
            line += f"; review {wall:.1f} wall s"
            if args.jobs == 1:  # the judges' CPU is their own processes' beyond one
                line += f", {cpu:.1f} CPU s ({cpu / n:.3f} a decision)"
            line += f" ({len(r.decisions)} decisions)"
            if args.kept:
                weight = len(pickle.dumps(kept)) / 1024
                line += f", {r.reused} from hints (kept {weight:.0f} KB)"
            if keeper is not None:
                weight = keeper.path.stat().st_size / 1024
                line += f", {r.reused} from the hints' file ({weight:.0f} KB)"
        shutil.rmtree(folder, ignore_errors=True)
        print(f"{line}; digest {digest.hexdigest()[:16]}", flush=True)


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
