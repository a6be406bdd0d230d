"""Tune the Corsairs ``policy`` bot's numbers by the cross-entropy method, from a seed.

    python tools/tune_policy.py [--opponent heuristic:samples=8] [--rounds 4] [--population 8]
                                [--games 40] [--players 2] [--seed 1] [--workers 1]

Each round draws ``--population`` candidates (start, decay, per_player,
draw_gain) from a normal around the current mean, plays each ``--games``
arena games against ``--opponent`` on the same paired deals (so candidates
meet the same cards), keeps the best quarter and moves the mean and spread
to them. The data is the project's own self-play; the same seed gives the
same run. The best candidate's spec is printed at the end; put it in the
defaults of ``games/corsairs/policy.py`` only after an arena match of
≥ 1,000 games against ``heuristic`` confirms it.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics

from corsairs.arena import run_arena

NAMES = ("start", "decay", "per_player", "draw_gain")
MEAN = [25.0, 0.8, 0.85, 2.0]
SPREAD = [4.0, 0.05, 0.05, 0.7]
LOW = [5.0, 0.5, 0.5, 0.0]
HIGH = [45.0, 0.98, 1.0, 5.0]


def spec(x: list[float]) -> str:
    return f"policy:start={x[0]:.2f},decay={x[1]:.3f},per_player={x[2]:.3f},draw_gain={round(x[3])}"


def score(
    x: list[float], opponent: str, players: int, games: int, seed: int, workers: int
) -> float:
    """The candidate's win rate against the opponent (copies fill the other seats)."""
    report = run_arena("corsairs", players, [spec(x), opponent], games, seed, workers=workers)
    return float(report["agents"][0]["win_rate"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opponent", default="heuristic:samples=8")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--population", type=int, default=8)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    mean, spread = list(MEAN), list(SPREAD)
    best: tuple[float, list[float]] = (-1.0, mean)
    for r in range(args.rounds):
        pop = [mean] + [
            [min(HIGH[i], max(LOW[i], rng.gauss(mean[i], spread[i]))) for i in range(len(NAMES))]
            for _ in range(args.population - 1)
        ]
        deal_seed = args.seed * 1000 + r  # every candidate of a round meets the same deals
        scored = sorted(
            (
                (score(x, args.opponent, args.players, args.games, deal_seed, args.workers), x)
                for x in pop
            ),
            key=lambda t: -t[0],
        )
        elite = [x for _, x in scored[: max(2, args.population // 4)]]
        mean = [statistics.fmean(x[i] for x in elite) for i in range(len(NAMES))]
        spread = [max(statistics.pstdev(x[i] for x in elite), SPREAD[i] / 4) for i in range(4)]
        if scored[0][0] > best[0]:
            best = scored[0]
        print(
            json.dumps(
                {
                    "round": r,
                    "best": spec(scored[0][1]),
                    "win_rate": scored[0][0],
                    "mean": spec(mean),
                }
            ),
            flush=True,
        )
    print(json.dumps({"result": spec(mean), "best_seen": spec(best[1]), "win_rate": best[0]}))


if __name__ == "__main__":
    main()
