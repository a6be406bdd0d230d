"""How strong is a player who plays exactly what the coach's hint recommends?

    python bench/coach_follow.py [--games 20] [--seed 1] [--against heuristic casual]
                                 [--seat-players coach strong expert] [--samples N]
                                 [--log FILE]
    python bench/coach_follow.py --summarize FILE   # the figures of a --log, even a cut-short one

One seat of a 2-player Corsairs game plays the hint's recommended move at every
decision (``corsairs.coach.hint``, the function the server's hint calls, at the
browser's default budget: the game's ``HINT_SAMPLES``, seeded from the position as the
server does); the other seat is an opponent (a bot spec or a ladder level). For
comparison the same deals, seats and opponents are played with a level (``strong``,
``expert``) in the follower's seat. Game ``g`` is dealt from ``seed * 1000 + g`` and the
follower sits in seat ``g % 2`` (paired deals, seats rotated). Prints each pairing's win
rate (ties shared) with its 95% Wilson interval and the mean penalty cards per round of
both seats. One process; a benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from _paths import output_file  # bench/ is the script's own folder

import corsairs
from corsairs.agents import make_agent
from corsairs.coach import hint
from corsairs.coach.hints import extra_moves
from corsairs.games.corsairs.actions import SAIL
from corsairs.protocol import Game
from corsairs.sim.stats import wilson

COACH = "coach"


class HintFollower:
    """Plays the hint's ``recommended`` move (its text names one of the judged moves)."""

    def __init__(self, game: Game, samples: int | None = None) -> None:
        self.game = game
        self.samples = samples
        self.hints = 0
        self.strong = make_agent("strong", game, seed=0)
        self.at_discard = {"decisions": 0, "hint_sails": 0, "strong_sails": 0, "agree": 0}
        """At the discard-or-sail: how often the hint and the ``strong`` level sail, and
        how often they name the same move (the heuristic's own choice is not played)."""

    def choose(self, observation: dict[str, Any], legal: list[Any]) -> Any:
        extra = extra_moves(self.game, observation, legal)
        if len(legal) == 1 and not extra:
            return legal[0]
        self.hints += 1
        h = hint(self.game, observation, legal, samples=self.samples)
        by_text = {str(a): a for a in [*legal, *extra]}
        choice = by_text[h.recommended]
        if observation["phase"] == "discard":
            theirs = self.strong.choose(observation, legal)
            d = self.at_discard
            d["decisions"] += 1
            d["hint_sails"] += choice.kind == SAIL
            d["strong_sails"] += theirs.kind == SAIL
            d["agree"] += theirs == choice
        return choice


def play(
    game: Game, seat_spec: str, opponent: str, g: int, seed: int, samples: int | None
) -> dict[str, Any]:
    """One game: ``seat_spec`` (``coach`` or a spec) in seat ``g % 2`` against ``opponent``."""
    me = g % 2
    deal = seed * 1000 + g
    mine: Any = (
        HintFollower(game, samples)
        if seat_spec == COACH
        else make_agent(seat_spec, game, seed=deal * 10 + 1)
    )
    other = make_agent(opponent, game, seed=deal * 10 + 2)
    bots = [mine, other] if me == 0 else [other, mine]
    state = game.new_state(seed=deal)
    cpu = time.process_time()
    while not state.is_over():
        seat = state.current_player
        assert seat is not None  # a game not over has a seat to play
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    obs = state.observation(me)
    rounds = len(obs["rounds"]) or 1
    scores = state.scores()
    winners = state.winners()
    return {
        "seat_player": seat_spec,
        "opponent": opponent,
        "game": g,
        "deal": deal,
        "seat": me,
        "win": (1.0 / len(winners)) if me in winners else 0.0,
        "rounds": rounds,
        "penalties": [scores[me], scores[1 - me]],
        "cpu": round(time.process_time() - cpu, 1),
        **({"at_discard": mine.at_discard} if isinstance(mine, HintFollower) else {}),
    }


def summary(rows: list[dict[str, Any]]) -> str:
    n = len(rows)
    wins = sum(r["win"] for r in rows)
    est = wilson(wins, n)
    rounds = sum(r["rounds"] for r in rows)
    mine = sum(r["penalties"][0] for r in rows) / rounds
    theirs = sum(r["penalties"][1] for r in rows) / rounds
    return (
        f"{rows[0]['seat_player']:>9} vs {rows[0]['opponent']:<10} {n:3d} games: "
        f"win {100 * wins / n:5.1f}% ({100 * est.low:.1f}-{100 * est.high:.1f}%), penalty cards "
        f"per round {mine:.2f} against {theirs:.2f}, {rounds / n:.1f} rounds a game, "
        f"{sum(r['cpu'] for r in rows) / n:.0f} CPU s a game"
    )


def paired(first: list[dict[str, Any]], other: list[dict[str, Any]]) -> str:
    """The seat's margin (opponent's penalty cards minus its own, a game) of ``first``'s
    seat player minus ``other``'s, on the games both played: paired deals and seats."""
    by_game = {r["game"]: r for r in other}
    diffs = [
        (r["penalties"][1] - r["penalties"][0])
        - (by_game[r["game"]]["penalties"][1] - by_game[r["game"]]["penalties"][0])
        for r in first
        if r["game"] in by_game
    ]
    n = len(diffs)
    mean = sum(diffs) / n
    se = statistics.stdev(diffs) / n**0.5 if n > 1 else float("nan")
    return (
        f"{first[0]['seat_player']} minus {other[0]['seat_player']} vs {first[0]['opponent']}: "
        f"margin {mean:+.1f} penalty cards a game (SE {se:.1f}), {n} paired games"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--against", nargs="+", default=["heuristic"])
    ap.add_argument("--seat-players", nargs="+", default=[COACH, "strong", "expert"])
    ap.add_argument("--samples", type=int, default=None, help="hint budget (default: the game's)")
    ap.add_argument("--log", type=output_file, default=None, help="append each game as JSON")
    ap.add_argument("--summarize", type=Path, default=None, help="only summarize a --log")
    args = ap.parse_args()
    if args.summarize is not None:
        logged: dict[tuple[str, str], list[dict[str, Any]]] = {}
        for line in args.summarize.read_text().splitlines():
            r = json.loads(line)
            logged.setdefault((r["opponent"], r["seat_player"]), []).append(r)
        for rows_of in logged.values():
            print(summary(rows_of))
        for opponent in dict.fromkeys(o for o, _ in logged):
            first, *others = [rs for (o, _), rs in logged.items() if o == opponent]
            for rs in others:
                print(paired(first, rs))
        return
    game = corsairs.load_game("corsairs", players=2)
    for opponent in args.against:
        rows: dict[str, list[dict[str, Any]]] = {s: [] for s in args.seat_players}
        # game by game, every seat player on it: a run cut short still compares paired deals
        for g in range(args.games):
            for seat_spec in args.seat_players:
                row = play(game, seat_spec, opponent, g, args.seed, args.samples)
                rows[seat_spec].append(row)
                if args.log is not None:
                    with Path(args.log).open("a") as f:
                        f.write(json.dumps(row) + "\n")
        for seat_spec in args.seat_players:
            print(summary(rows[seat_spec]), flush=True)
        for seat_spec in args.seat_players[1:]:
            print(paired(rows[args.seat_players[0]], rows[seat_spec]), flush=True)
    sys.exit(0)


if __name__ == "__main__":
    main()
