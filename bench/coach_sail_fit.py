"""Fit the coach's model of when the ``heuristic`` bot sets sail (Corsairs).

The coach's rollouts play the opponents as a fast policy; it sails when the limit left after
its discard is at or below a threshold, uniform within ``HEURISTIC_SAIL_SPREAD`` of
``start * decay ** (turns a player)``. This script records every discard of heuristic
self-play where the bot could sail or wait (not a forced sail), fits ``(start, decay)`` by
likelihood on a grid, and prints, turn by turn, how often the bot sailed beside the search's
threshold (``sail_threshold``) and the coach's (``HEURISTIC_SAIL``): the figures of
docs/coach.md ("Measured at the bot's discards…").

    python bench/coach_sail_fit.py --players 2 --games 150     # the fit of HEURISTIC_SAIL[2]
    python bench/coach_sail_fit.py --players 4 --games 60      # ... of HEURISTIC_SAIL[4]

Deals are seeds 9000, 9001, …; the bots' seeds follow from them: a run is reproducible.
"""

from __future__ import annotations

import argparse
import math
from collections import defaultdict
from dataclasses import dataclass

import corsairs
from corsairs.agents import make_agent
from corsairs.games.corsairs import heuristic as H
from corsairs.games.corsairs.actions import SAIL


@dataclass(frozen=True)
class Discard:
    """One choice of the bot's between sailing and waiting."""

    turns: float  # the round's turns a player so far
    after: int  # the least limit the hand keeps after a discard
    sailed: bool


def discards(players: int, games: int) -> list[Discard]:
    """Every sail-or-wait choice of ``games`` heuristic self-play games."""
    game = corsairs.load_game("corsairs", players=players)
    out: list[Discard] = []
    for g in range(games):
        state = game.new_state(seed=9000 + g)
        bots = [make_agent("heuristic", game, seed=g * 10 + i) for i in range(players)]
        while not state.is_over():
            seat = state.current_player
            view, legal = state.observation(seat), state.legal_actions()
            action = bots[seat].choose(view, legal)
            can_sail = any(a.kind == SAIL for a in legal)
            if view["phase"] == "discard" and not view["must_sail"] and can_sail and len(legal) > 1:
                after, _card = H.shed(state.hands[seat], state.pier_colour)
                out.append(Discard(state.round_turns / players, after, action.kind == SAIL))
            state.apply(action)
    return out


def sail_chance(threshold: float, spread: float, after: int) -> float:
    """The chance a rollout sails at limit ``after``: its threshold is uniform in
    ``threshold ± spread`` and it sails when the limit is at or below it."""
    return min(max((threshold + spread - after) / (2 * spread), 0.0), 1.0)


def log_likelihood(rows: list[Discard], start: float, decay: float, spread: float) -> float:
    """How well ``(start, decay)`` explains the bot's choices (chances kept off 0 and 1)."""
    total = 0.0
    for r in rows:
        p = min(max(sail_chance(start * decay**r.turns, spread, r.after), 0.01), 0.99)
        total += math.log(p if r.sailed else 1 - p)
    return total


def fit(rows: list[Discard], spread: float) -> tuple[float, float, float]:
    """The grid's best ``(start, decay)`` and its log-likelihood."""
    best = (-math.inf, 0.0, 0.0)
    for i in range(23):  # start 15 … 26 by halves
        start = 15 + i / 2
        for j in range(10):  # decay 0.70 … 0.88
            decay = 0.70 + j / 50
            ll = log_likelihood(rows, start, decay, spread)
            if ll > best[0]:
                best = (ll, start, decay)
    return best[1], best[2], best[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=150)
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be at least 1")
    rows = discards(args.players, args.games)
    if not rows:
        parser.error("no sail-or-wait choice in these games: play more")
    spread = H.HEURISTIC_SAIL_SPREAD
    start, decay, ll = fit(rows, spread)
    search = 25 * 0.85 ** (args.players - 2)  # sail_threshold's limit at the deal
    print(f"{args.players} players, {args.games} heuristic games: {len(rows)} sail-or-wait choices")
    print(f"fitted (spread {spread}): start {start}, decay {decay:.2f} (log-likelihood {ll:.1f})")
    print(
        f"search's threshold: start {search:.2f}, decay 0.80, spread 2 "
        f"(log-likelihood {log_likelihood(rows, search, 0.8, 2.0):.1f})"
    )
    coach = H.HEURISTIC_SAIL[args.players]
    print(
        f"coach's HEURISTIC_SAIL[{args.players}]: start {coach[0]}, decay {coach[1]} "
        f"(log-likelihood {log_likelihood(rows, coach[0], coach[1], spread):.1f})"
    )
    by_turn: dict[int, list[float]] = defaultdict(lambda: [0, 0, 0.0, 0.0])
    for r in rows:
        row = by_turn[min(int(r.turns), 12)]
        row[0] += 1
        row[1] += r.sailed
        row[2] += sail_chance(search * 0.8**r.turns, 2.0, r.after)
        row[3] += sail_chance(coach[0] * coach[1] ** r.turns, spread, r.after)
    print("turn a player  choices  bot sails  search's  coach's")
    for turn in sorted(by_turn):
        n, bot, srch, cch = by_turn[turn]
        label = f"{turn}+" if turn == 12 else str(turn)
        print(f"{label:>13}  {int(n):7d}  {bot / n:9.1%}  {srch / n:8.1%}  {cch / n:7.1%}")


if __name__ == "__main__":
    main()
