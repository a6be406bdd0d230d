"""What the coach costs: a hint's answer time and a whole game's review, in CPU seconds.

    python bench/coach.py [--hints 60] [--reviews 2] [--seed 1]

Hints: at ``--hints`` decisions of greedy-played games (both games, 2 and 4
players), a hint at its default budget; prints the mean, 95th percentile and
worst CPU time. Reviews: ``--reviews`` heuristic-played games of each game with
2 and with 4 players, one seat reviewed at the default budget (0 skips a part). The targets:
a hint within 1 s, a 2-player Corsairs review within 2 minutes on the 2-core
machine. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import random
import time

import corsairs
from corsairs.agents import make_agent
from corsairs.coach import hint
from corsairs.coach.hints import hint_samples
from corsairs.coach.review import REVIEW_SAMPLES, review
from corsairs.record import bot_game_record, check


def hint_times(name: str, players: int, count: int, seed: int) -> list[float]:
    game = corsairs.load_game(name, players=players)
    rng = random.Random(seed)
    out: list[float] = []
    g = 0
    while len(out) < count:
        state = game.new_state(seed=seed * 1000 + g)
        g += 1
        bots = [make_agent("greedy", game, seed=g * 10 + k) for k in range(players)]
        while not state.is_over() and len(out) < count:
            seat = state.current_player
            obs = state.observation(seat)
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.25:
                t = time.process_time()
                hint(game, obs, legal)
                out.append(time.process_time() - t)
            state.apply(bots[seat].choose(obs, legal))
    return out


def review_time(name: str, players: int, seed: int) -> tuple[float, int, int]:
    game = corsairs.load_game(name, players=players)
    data = bot_game_record(game, ["heuristic"] * players, seed)
    t = time.process_time()
    r = review(check(data), 0)
    return time.process_time() - t, len(r.decisions), len(data["actions"])


GAMES = ("corsairs", "piratatak")


def print_hints(count: int, seed: int) -> None:
    print("hints at each game's default budget (CPU s): mean / 95th percentile / worst")
    for name in GAMES:
        for players in (2, 4):
            ts = sorted(hint_times(name, players, count, seed))
            p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
            print(
                f"  {name:9s} {players}p: {sum(ts) / len(ts):.3f} / {p95:.3f} / {ts[-1]:.3f}"
                f"  ({len(ts)} hints, {hint_samples(corsairs.load_game(name))} samples per move)"
            )


def print_reviews(count: int, seed: int) -> None:
    print(f"reviews of one seat at {REVIEW_SAMPLES} samples per move (CPU s)")
    for name in GAMES:
        for players in (2, 4):
            for k in range(count):
                cpu, decisions, actions = review_time(name, players, seed * 100 + k)
                print(
                    f"  {name:9s} {players}p game {k + 1}: {cpu:.1f} s for {decisions} "
                    f"decisions ({actions} moves in the game)"
                )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hints", type=int, default=60)
    ap.add_argument("--reviews", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.hints < 0 or args.reviews < 0:
        ap.error("--hints and --reviews count things to time: 0 or more")
    if args.hints:
        print_hints(args.hints, args.seed)
    if args.reviews:
        print_reviews(args.reviews, args.seed)


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
