"""A hint's "about as good" and a review's figures agree with the figures shown: the
grades' own test (``grading.within_noise`` on the tenth of a point shown), not the
unrounded drop, and never a recommendation between two moves shown at the same chance."""

from __future__ import annotations

from typing import Any

from corsairs.coach.grading import grade, shown
from corsairs.coach.hints import about_as_good, judged
from corsairs.coach.review import Decision
from corsairs.coach.search import MoveValue


def _row(action: str, win: float, drop: float, se: float) -> dict[str, Any]:
    return {"action": action, "win": win, "drop": drop, "drop_se": se}


BEST = _row("draw stock", 0.60, 0.0, 0.0)


def test_a_move_the_review_would_call_an_inaccuracy_is_not_about_as_good() -> None:
    """6.46 ± 3.24 points: within twice the unrounded error, so "about as good", while the
    review shows 6.5 ± 3.2 and grades it an inaccuracy."""
    row = _row("draw pile", 0.5354, 0.0646, 0.0324)
    assert grade(row["drop"], row["drop_se"]) == "inaccuracy"
    assert about_as_good([BEST, row]) == []


def test_a_move_the_review_cannot_tell_from_the_best_is_about_as_good() -> None:
    """6.44 ± 3.18 points: beyond twice the unrounded error, so the stock was
    "Recommended" over it, while the review shows 6.4 ± 3.2 and does not grade it."""
    row = _row("draw pile", 0.5356, 0.0644, 0.0318)
    assert grade(row["drop"], row["drop_se"]) is None
    assert about_as_good([BEST, row]) == ["draw pile"]


def test_moves_shown_at_the_same_win_chance_are_about_as_good() -> None:
    """ "Recommended: draw stock (win chance 48%) … Also judged: draw pile 48%": a
    measurable lead of 0.4 points the hint's whole percents do not show."""
    best = _row("draw stock", 0.482, 0.0, 0.0)
    row = _row("draw pile", 0.478, 0.004, 0.001)
    far = _row("draw pier", 0.474, 0.008, 0.001)  # 47%: shown apart, and beyond the noise
    assert about_as_good([best, row, far]) == ["draw pile"]


def test_judged_moves_and_decisions_carry_the_figures_shown() -> None:
    """A drop of 4.946 points was kept as 0.0495 and shown "5.0 ± 0.1" beside no grade
    (the grade saw 4.9): the data now holds the tenth of a point the grade used."""
    wins = (1.0,) * 600 + (0.0,) * 400
    worse = (1.0,) * 550 + (0.0,) * 450
    best = MoveValue("a", "a", wins, (0.6, 0.4))
    other = MoveValue("b", "b", worse, (0.55, 0.45))
    rows = judged([best, other])
    assert rows[1]["grade"] == grade(*other.drop_from(best))
    assert (rows[1]["drop"], rows[1]["drop_se"]) == tuple(map(shown, other.drop_from(best)))
    d = Decision(0, 1, "discard", "b", "a", 0.55, 0.6, 0.04946, 0.001, None, rows)
    out = d.to_dict()
    assert grade(0.04946, 0.001) is None
    assert f"{100 * out['drop']:.1f} ± {100 * out['drop_se']:.1f}" == "4.9 ± 0.1"


def test_a_value_of_drawing_on_against_one_named_move_is_no_contradiction() -> None:
    """ "About as good: Draw again or stop" over "Value of drawing on: -0.18" and "That figure
    counts the next card only; the recommendation comes from whole games played out, which judge
    otherwise": stop, which the value favours, is named too; there is no other judgement."""
    from corsairs.coach.hints import Hint
    from corsairs.coach.words import hint_lines

    d = {"kind": "turn", "pirate_chance": 0.15, "pirates_left": 8, "cards_left": 54,
         "draw_gain": -0.18, "draw_value": "stop_slightly", "pirate_cost": 3.0,
         "win_value": 20}  # fmt: skip
    rows = [_row("draw", 0.38, 0.0, 0.0), _row("stop", 0.33, 0.05, 0.03)]
    close = Hint("piratatak", 0, "turn", "draw", rows, d, 64, close=["stop"])
    assert not [x for x in hint_lines(close, ["You", "Bea"]) if "judge otherwise" in x]
    alone = Hint("piratatak", 0, "turn", "draw", rows, d, 64, close=[])
    assert [x for x in hint_lines(alone, ["You", "Bea"]) if "judge otherwise" in x]


def test_the_same_chance_as_either_surface_rounds_it() -> None:
    """48.5% reads "48%" in the terminal (Python rounds half to even) and "49%" in the
    browser (Intl rounds half up): moves shown alike on either are about as good."""
    from corsairs.coach.grading import same_chance_shown

    assert same_chance_shown(0.4851, 0.485)  # the browser: 49%, 49%
    assert same_chance_shown(0.485, 0.4849)  # the terminal: 48%, 48%
    assert not same_chance_shown(0.4851, 0.4849)  # 49% and 48% on both
