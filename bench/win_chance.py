"""Calibrate the Corsairs search's round-end value: win chances from penalty counts.

    python bench/win_chance.py [--players 2] [--games 1400] [--agent heuristic]
                               [--workers 2] [--seed 1] [--holdout 0.3]

ISMCTS rolls out to the end of a round and asks ``heuristic.evaluate`` how
likely each seat is to win the game from the penalty counts it reaches. This
plays ``--games`` games (every seat the same ``--agent`` spec, e.g. ``heuristic``
or the fast ``policy`` bot, or ``rollout`` for the search's own rollout policy),
notes the penalty counts at the start of every round and who won in the end, and
fits the value's four parameters (``heuristic.WIN_CHANCE``) by the least log loss
on the games outside the held-out share (``--holdout``, whole games, so a game's
rounds are never on both sides). It prints the fit, the log loss and Brier score of
the parameters in use and of the fit on the held-out positions, and a calibration
table there (predicted against observed win rate). A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

import corsairs
from corsairs.agents.registry import make_agent
from corsairs.games.corsairs import heuristic
from corsairs.games.corsairs.rules import Rules

Row = tuple[tuple[int, ...], tuple[float, ...]]

LAST_ROUND_AT = Rules().last_round_at
"""The games here are played by the default rules."""


def play(players: int, agent: str, seed: int) -> list[Row]:
    """One game's (penalties at a round's start, final returns) pairs."""
    game = corsairs.load_game("corsairs", players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    bots = (
        None
        if agent == "rollout"
        else [make_agent(agent, game, seed=seed * players + s) for s in range(players)]
    )
    starts: list[tuple[int, ...]] = []
    round_no = None
    while not state.is_over():
        if state.round != round_no:  # type: ignore[attr-defined]
            round_no = state.round  # type: ignore[attr-defined]
            starts.append(tuple(state.scores()))
        seat = state.current_player
        assert seat is not None
        if bots is None:
            action = heuristic.rollout_policy(state, rng)
        else:
            action = bots[seat].choose(state.observation(seat), state.legal_actions())
        state.apply(action)
    returns = tuple(state.returns())
    # The deal's own start (no penalties yet) says nothing about the value's shape.
    return [(s, returns) for s in starts if sum(s)]


def _play_many(args: tuple[int, str, list[int]]) -> list[Row]:
    players, agent, seeds = args
    rows: list[Row] = []
    for seed in seeds:
        rows.extend(play(players, agent, seed))
    return rows


def log_loss(params: Sequence[float], rows: list[Row]) -> float:
    """Mean cross-entropy of the returns (ties shared) under ``win_chances``."""
    total = 0.0
    for scores, returns in rows:
        chances = heuristic.win_chances(list(scores), LAST_ROUND_AT, params)
        for p, r in zip(chances, returns, strict=True):
            if r > 0:
                total -= r * math.log(max(p, 1e-12))
    return total / max(1, len(rows))


def brier(params: Sequence[float], rows: list[Row]) -> float:
    """Mean squared error of every seat's chance against its return (ties shared)."""
    total = 0.0
    for scores, returns in rows:
        chances = heuristic.win_chances(list(scores), LAST_ROUND_AT, params)
        total += sum((p - r) ** 2 for p, r in zip(chances, returns, strict=True))
    return total / max(1, len(rows))


def fit(rows: list[Row], start: Sequence[float]) -> tuple[list[float], float]:
    from scipy.optimize import minimize  # the dev extra

    found = minimize(
        lambda p: log_loss(p, rows), list(start), method="Nelder-Mead", options={"maxiter": 600}
    )
    return [round(float(x), 3) for x in found.x], float(found.fun)


def calibration(params: Sequence[float], rows: list[Row]) -> list[tuple[float, float, int]]:
    """(mean predicted, observed win rate, positions) per tenth of predicted chance."""
    bins: dict[int, list[float]] = {}
    for scores, returns in rows:
        for p, r in zip(
            heuristic.win_chances(list(scores), LAST_ROUND_AT, params), returns, strict=True
        ):
            b = bins.setdefault(min(9, int(p * 10)), [0.0, 0.0, 0])
            b[0] += p
            b[1] += r
            b[2] += 1
    return [(b[0] / b[2], b[1] / b[2], int(b[2])) for _, b in sorted(bins.items())]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--games", type=int, default=1400)
    ap.add_argument("--agent", default="heuristic", help="a bot spec, or 'rollout'")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--holdout", type=float, default=0.3, help="share of games held out")
    args = ap.parse_args()
    if args.games < 2 or args.workers < 1 or not 0 < args.holdout < 1:
        ap.error("--games must be at least 2, --workers at least 1, --holdout in (0, 1)")
    seeds = [args.seed * 1_000_003 + i for i in range(args.games)]
    cut = max(1, min(args.games - 1, round(args.games * args.holdout)))
    parts: list[list[Row]] = []
    for chosen in (seeds[cut:], seeds[:cut]):  # fitted on, then held out
        chunks = [
            (args.players, args.agent, chosen[i :: args.workers]) for i in range(args.workers)
        ]
        rows: list[Row] = []
        with ProcessPoolExecutor(args.workers) as pool:
            for part in pool.map(_play_many, chunks):
                rows.extend(part)
        parts.append(rows)
    train, test = parts
    in_use = heuristic.WIN_CHANCE[args.players]
    params, loss = fit(train, in_use)
    print(
        f"{args.games} games, {args.players} players, {args.agent}: {len(train)} round starts "
        f"fitted on, {len(test)} held out ({cut} games)"
    )
    print(f"fit    {params}: log loss {loss:.4f} on the fitted games")
    for name, ps in (("in use", list(in_use)), ("fit", params)):
        print(
            f"held out, {name} {ps}: log loss {log_loss(ps, test):.4f}, Brier {brier(ps, test):.4f}"
        )
    print("predicted  observed  positions (the fit, held out)")
    for pred, seen, n in calibration(params, test):
        print(f"  {pred:7.3f}  {seen:8.3f}  {n:9d}")


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
