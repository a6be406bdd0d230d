"""A review's grades agree with the figures it shows, and its summary counts only graded
moves as good."""

from __future__ import annotations

from typing import Any

from corsairs.coach import command
from corsairs.coach.grading import grade


def test_a_drop_shown_as_five_points_is_graded_as_five_points() -> None:
    """'played discard P9 (29.7%), better sail P9 (34.7%) — not graded: under an
    inaccuracy's 5 points': the page showed 5.0 ± 1.4 given away, graded good, for a drop
    of 4.98 points."""
    assert grade(0.0498, 0.014) == "inaccuracy"  # shown 5.0 ± 1.4
    assert grade(0.0996, 0.01) == "mistake"  # shown 10.0 ± 1.0
    assert grade(0.1996, 0.01) == "blunder"  # shown 20.0 ± 1.0
    assert grade(0.0494, 0.01) is None  # shown 4.9: under 5 points
    assert grade(0.0602, 0.0301) is None  # shown 6.0 ± 3.0: within twice the error
    assert grade(0.0604, 0.0296) is None  # shown 6.0 ± 3.0 too


def _result(*decisions: dict[str, Any]) -> dict[str, Any]:
    counts = {"inaccuracy": 0, "mistake": 0, "blunder": 0}
    for d in decisions:
        if d["grade"]:
            counts[d["grade"]] += 1
    return {
        "game": "corsairs", "players": 3, "seat": 0, "seats": ["You", "Bruno", "Carla"],
        "samples": 64, "winners": [1], "counts": counts, "decisions": list(decisions),
    }  # fmt: skip


def _decision(move: int, phase: str, grade: str | None, ungraded: str | None) -> dict[str, Any]:
    return {
        "index": move - 1, "move": move, "round": 1, "phase": phase, "played": "draw pier",
        "best": "draw pier", "win": 0.3, "best_win": 0.3, "drop": 0.0, "drop_se": 0.0,
        "grade": grade, "moves": [], "ungraded": ungraded, "why": None,
    }  # fmt: skip


def test_the_summary_does_not_count_ungraded_draws_as_good(capsys: Any) -> None:
    """'Decisions judged: 64 — good 64' for a game of which 33 decisions were draws the
    review does not grade (the discard after each is graded instead)."""
    result = _result(
        _decision(1, "draw", None, "draw"),
        _decision(2, "discard", None, None),
        _decision(5, "draw", None, "draw"),
        _decision(6, "discard", "mistake", None),
    )
    command._summary(result)
    said = " ".join(capsys.readouterr().err.split())
    assert (
        "Decisions graded: 2 — good 1, inaccuracies 0, mistakes 1, blunders 0; "
        "draws not graded (the discard after each is): 2" in said
    ), said
