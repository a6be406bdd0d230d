"""Are the coach's win chances honest? Predicted chances against who really won.

    python bench/coach_calibration.py [--game corsairs] [--players 2] [--positions 1000]
                                      [--every 6] [--samples 256] [--workers 2] [--seed 1]
                                      [--plot docs/img/coach-calibration.png]

Plays games with the ``heuristic`` bot in every seat. At every ``--every``-th
decision (with more than one legal move) the coach judges the move the bot
made, from the bot's own observation, exactly as a review does; that win
chance is compared with the game's outcome for that seat (1 for a win, 1/k
for a k-way shared win, else 0). Prints the Brier score, the log loss and the
expected calibration error (ECE: the position-weighted gap between predicted
and observed win rates over ten bins), each beside the same score for the
fair-share guess 1/players, and the calibration table; ``--plot`` draws the
reliability diagram. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

import corsairs
from corsairs.agents import make_agent
from corsairs.coach import evaluate_moves
from corsairs.sim.stats import wilson as sim_wilson

Row = tuple[float, float]


def play(game_name: str, players: int, seed: int, every: int, samples: int) -> list[Row]:
    """(predicted win chance, outcome) for one game's judged positions."""
    game = corsairs.load_game(game_name, players=players)
    state = game.new_state(seed=seed)
    bots = [make_agent("heuristic", game, seed=seed * 10 + k) for k in range(players)]
    judged: list[tuple[int, float]] = []
    n = 0
    while not state.is_over():
        seat = state.current_player
        obs = state.observation(seat)
        legal = state.legal_actions()
        action = bots[seat].choose(obs, legal)
        if len(legal) > 1:
            n += 1
            if n % every == 0:
                moves = evaluate_moves(
                    game, obs, legal, samples=samples, seed=seed * 1000 + n, include=[action]
                )
                played = next(m for m in moves if m.action == action)
                judged.append((seat, played.win))
        state.apply(action)
    returns = state.returns()
    return [(p, returns[seat]) for seat, p in judged]


def scores(rows: list[Row], players: int) -> dict[str, float]:
    eps = 1e-6
    n = len(rows)
    brier = sum((p - y) ** 2 for p, y in rows) / n
    loss = (
        -sum(y * math.log(max(eps, p)) + (1 - y) * math.log(max(eps, 1 - p)) for p, y in rows) / n
    )
    fair = 1.0 / players
    brier0 = sum((fair - y) ** 2 for _, y in rows) / n
    loss0 = -sum(y * math.log(fair) + (1 - y) * math.log(1 - fair) for _, y in rows) / n
    return {
        "brier": brier,
        "log_loss": loss,
        "ece": ece(rows),
        "brier_fair": brier0,
        "log_loss_fair": loss0,
    }


def bins(rows: list[Row], k: int = 10) -> list[tuple[float, float, int]]:
    """(mean predicted, observed win rate, positions) per tenth of the predicted range."""
    out = []
    for b in range(k):
        lo, hi = b / k, (b + 1) / k
        inside = [(p, y) for p, y in rows if lo <= p < hi or (b == k - 1 and p == 1.0)]
        if inside:
            m = len(inside)
            out.append((sum(p for p, _ in inside) / m, sum(y for _, y in inside) / m, m))
    return out


def ece(rows: list[Row]) -> float:
    n = len(rows)
    return sum(m / n * abs(p - y) for p, y, m in bins(rows))


def wilson(k: float, n: int) -> tuple[float, float]:
    """The 95% Wilson interval of the simulations' statistics (``corsairs.sim.stats``)."""
    est = sim_wilson(k, n)
    return est.low, est.high


def plot(rows: list[Row], path: str, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    fig = Figure(figsize=(4.6, 4.4), dpi=110)
    ax = fig.add_subplot()
    ax.plot([0, 1], [0, 1], color="#999", linestyle=":", linewidth=1, label="perfect")
    table = bins(rows)
    xs = [p for p, _, _ in table]
    ys = [y for _, y, _ in table]
    lo_hi = [wilson(y * m, m) for _, y, m in table]
    ax.errorbar(
        xs,
        ys,
        yerr=[
            [y - lo for y, (lo, _) in zip(ys, lo_hi, strict=True)],
            [hi - y for y, (_, hi) in zip(ys, lo_hi, strict=True)],
        ],
        fmt="o-",
        color="#1f4e79",
        capsize=3,
        label="coach (95% interval)",
    )
    for x, y, (_, _, m) in zip(xs, ys, table, strict=True):
        ax.annotate(str(m), (x, y), textcoords="offset points", xytext=(6, -10), fontsize=7)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_xlabel("predicted win chance")
    ax.set_ylabel("observed win rate")
    ax.set_title(title, fontsize=9)
    ax.legend(loc="upper left", fontsize=8, frameon=False)
    fig.tight_layout()
    fig.savefig(path)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="corsairs", choices=["corsairs", "piratatak"])
    ap.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    ap.add_argument("--positions", type=int, default=1000)
    ap.add_argument("--every", type=int, default=6)
    ap.add_argument("--samples", type=int, default=256)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plot", default=None)
    args = ap.parse_args()
    if args.positions < 1 or args.every < 1 or args.samples < 2 or args.workers < 1:
        ap.error("--positions, --every, --workers must be ≥ 1 and --samples ≥ 2")
    start = time.perf_counter()
    cpu = time.process_time()
    rows: list[Row] = []
    games = 0
    seed = args.seed * 100_000
    with ProcessPoolExecutor(args.workers) as pool:
        while len(rows) < args.positions:
            batch = [seed + games + i for i in range(args.workers * 4)]
            games += len(batch)
            for part in pool.map(
                play,
                [args.game] * len(batch),
                [args.players] * len(batch),
                batch,
                [args.every] * len(batch),
                [args.samples] * len(batch),
            ):
                rows.extend(part)
    rows = rows[: args.positions]
    s = scores(rows, args.players)
    wall = time.perf_counter() - start
    print(
        f"{args.game}, {args.players} players, heuristic games: {len(rows)} positions from "
        f"{games} games, {args.samples} samples per move, {wall:.0f} s wall "
        f"({time.process_time() - cpu:.0f} s CPU in this process)"
    )
    print(
        f"Brier {s['brier']:.4f} (fair-share guess {s['brier_fair']:.4f}); "
        f"log loss {s['log_loss']:.4f} ({s['log_loss_fair']:.4f}); ECE {s['ece']:.4f}"
    )
    print("predicted  observed  95% interval    positions")
    for p, y, m in bins(rows):
        lo, hi = wilson(y * m, m)
        print(f"  {p:7.3f}  {y:8.3f}  [{lo:.3f}, {hi:.3f}]  {m:9d}")
    if args.plot:
        plot(
            rows,
            args.plot,
            f"{args.game}, {args.players} players: {len(rows)} positions, ECE {s['ece']:.3f}",
        )
        print(f"plot: {args.plot}")


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
