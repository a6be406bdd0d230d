"""How much a move's win chance falls short of the best move found, in words.

Thresholds are in win-chance points, as Lichess grades moves by the winning
chances they give away: small drops are inaccuracies, large ones blunders.
A drop within the measurement's own noise (two standard errors) is never
graded: the coach does not blame a move it cannot tell apart from the best.
"""

from __future__ import annotations

import math

GRADES: tuple[tuple[str, float], ...] = (
    ("blunder", 0.20),
    ("mistake", 0.10),
    ("inaccuracy", 0.05),
)
"""(grade, least drop in win chance), worst first."""


def shown(x: float) -> float:
    """A win chance (0..1) to the tenth of a point that the review shows ("5.0 ± 1.4"):
    grades are given on these figures, so that a drop shown as 5.0 is never "under 5"."""
    return round(x * 1000) / 1000


def within_noise(drop: float, noise: float) -> bool:
    """Whether a drop, as the review shows it, is within twice its standard error: the
    coach cannot tell it from the sampling noise, so it is no grade at all."""
    return shown(drop) <= 2.0 * shown(noise)


def surely_small(drop: float, noise: float) -> bool:
    """Whether a drop is under an inaccuracy's 5 points at the far end of its interval too
    (the drop plus twice its error, as the review shows them): whichever move is truly
    better, it is by less than the least grade, so the two are about as good."""
    return shown(drop) + 2.0 * shown(noise) < GRADES[-1][1] - 1e-9


def close_call(drop: float, noise: float) -> bool:
    """Whether a drop within the noise (``within_noise``: no grade) could still be an
    inaccuracy or worse: its interval reaches past 5 points. The deals judged cannot tell
    the two moves apart, and cannot say they are about as good either: at a small budget
    "about as good" had spanned 9 points (8.7 ± 4.7), and a review called "the best" a
    move the next one was within the noise of. Such moves are "too close to call"."""
    return within_noise(drop, noise) and not surely_small(drop, noise)


def grade(drop: float, noise: float = 0.0) -> str | None:
    """The grade of a move whose win chance is ``drop`` below the best move's.

    ``noise`` is the standard error of that drop; a drop below twice the noise
    is no grade at all. Both are taken as the review shows them (``shown``).
    """
    if within_noise(drop, noise):
        return None
    drop = shown(drop)
    for name, least in GRADES:
        if drop >= least - 1e-9:
            return name
    return None


def same_chance_shown(a: float, b: float) -> bool:
    """Whether two win chances read the same in a hint's whole percents ("48%", "48%"):
    the figures shown do not tell the two moves apart, so neither is recommended. The
    terminal rounds a half to even (Python), the browser up (Intl): either counts."""
    terminal = f"{100 * a:.0f}" == f"{100 * b:.0f}"
    return terminal or math.floor(100 * a + 0.5) == math.floor(100 * b + 0.5)


def as_good_as_shown(drop: float, noise: float, win: float, best_win: float) -> bool:
    """Whether a move is "about as good" as the best by the figures a player is shown: its
    drop within twice its error (``within_noise``: no grade in a review), or its win chance
    shown at the best's whole percent. Every surface that names such moves asks this."""
    return within_noise(drop, noise) or same_chance_shown(win, best_win)
