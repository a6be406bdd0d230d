"""Why a better move is better: the reason a review gives beside a grade.

A review says a move gave away win chance; a learner also wants to know *why*. For a
graded move the reason compares the best move found with the move played; for a
notable good move (every other move judged would have been a mistake or worse) it
compares the move played with the best of the others. The figures come from the game's
``coach`` module (``why``: limits, odds, divisions, the stock's exact counts), from the
seat's observation and the moves' rollout averages only, like a hint: two positions
that look the same to the seat get the same reason. Where the game's figures do not tell
the two moves apart, the reason names the opponent the worse move helps most.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from corsairs.coach.grading import grade
from corsairs.coach.search import MoveValue, coach_hooks
from corsairs.protocol import Game

NOTABLE = ("mistake", "blunder")
"""A good move is worth a reason when the best other move would have been graded so."""
RIVAL_SHOWN = 0.01
"""An opponent's gain in win chance below this is not named as the reason."""


def pair(moves: Sequence[MoveValue], played: MoveValue) -> tuple[MoveValue, MoveValue, str] | None:
    """(better, worse, "mistake" or "good") to explain, or None when nothing needs a why.

    A move that gave away win chance beyond the measurement's noise (what a grade needs)
    against the best; or the move played, best or as good, when the best of the others
    would have been a mistake or a blunder.
    """
    best = moves[0]
    graded = grade(*played.drop_from(best))
    if played is not best and graded is not None:
        return best, played, "mistake"
    if graded is None:
        others = [m for m in moves if m is not played and m.text != played.text]
        if others:
            runner = others[0]
            if grade(*runner.drop_from(played)) in NOTABLE:
                return played, runner, "good"
    return None


def explain(
    game: Game, observation: Mapping[str, Any], moves: Sequence[MoveValue], played: MoveValue
) -> dict[str, Any] | None:
    """The reason for this decision (see ``pair``), as data each surface words: the
    game's ``code`` and figures, ``better`` and ``worse`` (moves in notation) and ``kind``
    ("mistake" or "good")."""
    chosen = pair(moves, played)
    if chosen is None:
        return None
    better, worse, kind = chosen
    hooks = coach_hooks(game)
    out = None
    if hooks is not None and hasattr(hooks, "why"):
        out = hooks.why(game, observation, better, worse)
    out = out or rival(observation["seat"], better, worse)
    if out is None:
        return None
    return {**out, "kind": kind, "better": better.text, "worse": worse.text}


def rival(seat: int, better: MoveValue, worse: MoveValue) -> dict[str, Any] | None:
    """The opponent whose win chance the worse move raises the most, if by 1 point or more."""
    gains = [(worse.seats[k] - better.seats[k], k) for k in range(len(better.seats)) if k != seat]
    if not gains:
        return None
    gain, k = max(gains)
    if gain < RIVAL_SHOWN:
        return None
    return {
        "code": "rival",
        "seat": k,
        "better_chance": round(better.seats[k], 3),
        "worse_chance": round(worse.seats[k], 3),
    }
