"""What an honest coach says of two moves its deals cannot tell apart (``grading.close_call``).

Within twice its error a drop is never graded; but "about as good" spanned gaps of 8.7 ± 4.7
points at a small budget, and a review called "the best move" a give-back judged above the
hint's three by 48 deals' noise. Two moves are "about as good" only when their gap is under an
inaccuracy's 5 points at the far end of its error too; else they are "too close to call", in
the hint and the review, the terminal and the browser alike."""

from __future__ import annotations

import json
from typing import Any

import pytest
from web_i18n import in_node

from corsairs.coach.grading import close_call, surely_small
from corsairs.coach.hints import Hint
from corsairs.coach.html import given_text
from corsairs.coach.words import best_said, hint_lines
from corsairs.lang import speaking


def test_a_gap_within_the_noise_is_about_as_good_only_if_it_is_surely_small() -> None:
    assert surely_small(0.01, 0.015) and not close_call(0.01, 0.015)  # 1.0 ± 1.5: at most 4
    assert close_call(0.02, 0.016)  # 2.0 ± 1.6: up to 5.2 points
    assert close_call(0.087, 0.047)  # the hint's "about as good" over 8.7 ± 4.7
    assert not close_call(0.087, 0.02)  # beyond the noise: told apart, graded
    assert close_call(0.0, 0.025) and not close_call(0.0, 0.024)


def _hint(drop: float, se: float) -> Hint:
    rows: list[dict[str, Any]] = [
        {"action": "stop", "win": 0.48, "se": 0.03, "drop": 0.0, "drop_se": 0.0, "grade": None},
        {"action": "draw", "win": 0.48 - drop, "se": 0.03, "drop": drop, "drop_se": se},
    ]
    return Hint(
        game="piratatak",
        seat=0,
        phase="drawing",
        recommended="stop",
        moves=rows,
        samples=48,
        close=["draw"],
        close_call=close_call(drop, se),
    )


def test_the_hint_says_too_close_to_call_where_the_gap_could_be_a_grade() -> None:
    wide = hint_lines(_hint(0.087, 0.047), ["You", "Bea"])[0]
    assert wide.startswith("Too close to call: stop or draw (win chance 48%, 39%: 8.7 ± 4.7")
    assert "cannot tell which is better" in wide and "About as good" not in wide
    narrow = hint_lines(_hint(0.01, 0.008), ["You", "Bea"])[0]
    assert narrow == "About as good: stop or draw (win chance 48%, 47%; within the sampling noise)"
    with speaking("de"):
        said = hint_lines(_hint(0.087, 0.047), ["Du", "Bea"])[0]
    assert said.startswith("Zu knapp für ein Urteil: stop oder draw"), said


def _decision(
    played: str, best: str, drop: float, se: float, nxt: tuple[float, float]
) -> dict[str, Any]:
    return {
        "move": 7,
        "played": played,
        "best": best,
        "win": 0.5 - drop,
        "best_win": 0.5,
        "drop": drop,
        "drop_se": se,
        "grade": None,
        "moves": [
            {"action": best, "win": 0.5, "drop": 0.0, "drop_se": 0.0},
            {"action": "other", "win": 0.5 - nxt[0], "drop": nxt[0], "drop_se": nxt[1]},
        ],
    }


@pytest.mark.parametrize(
    ("lang", "small", "wide"),
    [
        ("en", "1.5 ± 1.8 points apart", "0.5 ± 2.5 points apart"),
        ("fr", "1,5 ± 1,8 point d'écart", "0,5 ± 2,5 points d'écart"),
        ("it", "1,5 ± 1,8 punti di scarto", "0,5 ± 2,5 punti di scarto"),
        ("de", "1,5 ± 1,8 Punkte Abstand", "0,5 ± 2,5 Punkte Abstand"),
    ],
)
def test_a_close_calls_gap_takes_its_plural_as_the_language_writes_decimals(
    lang: str, small: str, wide: str
) -> None:
    """French says a figure under 2 in the singular ("1,5 point"): "1,5 ± 1,8 points d'écart"
    was plural. The form is the larger figure's, both being of the noun after them ("0,5 ±
    2,5 points"); English, Italian and German say any decimal in the plural. The terminal's
    hint and the browser's (``closeGap``) alike."""
    with speaking(lang):
        said = [
            hint_lines(_hint(g, se), ["You", "Bea"])[0]
            for g, se in ((0.015, 0.018), (0.005, 0.025))
        ]
    browser = in_node(
        """const h = await import("./hint.js");
return [h.closeGap([{ action: "draw", drop: 0.015, drop_se: 0.018 }]),
  h.closeGap([{ action: "draw", drop: 0.005, drop_se: 0.025 }])];""",
        lang,
        table=True,
    )
    assert small in said[0] and wide in said[1], said
    assert browser[0].startswith(small) and browser[1].startswith(wide), browser


def test_the_review_calls_no_move_the_best_or_as_good_within_a_wide_noise() -> None:
    # the move played came first, the next one 3.0 ± 2.0 below: not "the best move"
    first = _decision("give R3", "give R3", 0.0, 0.0, (0.03, 0.02))
    assert given_text(first) == "none: first by the figures, too close to call"
    told = _decision("give R3", "give R3", 0.0, 0.0, (0.09, 0.02))
    assert given_text(told) == "none: the best move"
    # any move too close to call beside it, as the hint's close_call: not the next one alone
    third = _decision("give R3", "give R3", 0.0, 0.0, (0.01, 0.005))
    third["moves"].append({"action": "third", "win": 0.46, "drop": 0.04, "drop_se": 0.025})
    assert given_text(third) == "none: first by the figures, too close to call"
    # the best found 4.0 ± 2.5 above the move played: neither "better" nor "also good"
    assert best_said(_decision("draw", "stop", 0.04, 0.025, (0.04, 0.025))) == (
        "too close to call: stop"
    )
    assert best_said(_decision("draw", "stop", 0.01, 0.006, (0.01, 0.006))) == "also good: stop"
    assert best_said(_decision("draw", "stop", 0.09, 0.02, (0.09, 0.02))) == "“stop” was better"


@pytest.mark.parametrize(
    ("lang", "better"),
    [
        ("en", "“draw” was better"),
        ("fr", "mieux valait « piocher »"),
        ("it", "era meglio «pesca»"),
        ("de", "besser wäre „ziehen“ gewesen"),
    ],
)
def test_the_terminal_names_a_better_draw_as_the_browser_does(lang: str, better: str) -> None:
    """The terminal's summary said "better draw", "meilleur : piocher", "besser: ziehen",
    where the browser's says "“Draw” was better", "mieux valait « Piocher »" (``rv_cost``,
    session 40): the same sentence, the move quoted as the terminal lists it to be typed."""
    from corsairs.coach.words import move_words

    said = move_words({"game": "piratatak", "players": 2, "seats": ["You", "Bea"]})
    with speaking(lang):
        told = best_said(_decision("stop", "draw", 0.5, 0.189, (0.5, 0.189)), said)
    assert told == better


@pytest.mark.parametrize(
    ("lang", "first", "call"),
    [
        ("en", "none: first by the figures, too close to call", "too close to call: "),
        ("fr", "aucune\u00a0: premier selon les chiffres, trop serré pour trancher", "trop serré"),
        ("it", "nessuna: prima secondo le cifre, troppo vicine per decidere", "troppo vicine"),
        ("de", "nichts: vorn nach den Zahlen, zu knapp für ein Urteil", "zu knapp"),
    ],
)
def test_the_browsers_review_says_it_alike(lang: str, first: str, call: str) -> None:
    ds = [
        _decision("give R3", "give R3", 0.0, 0.0, (0.03, 0.02)),
        _decision("give R3", "give R3", 0.0, 0.0, (0.09, 0.02)),
        _decision("draw", "stop", 0.04, 0.025, (0.04, 0.025)),
        _decision("draw", "stop", 0.01, 0.006, (0.01, 0.006)),
    ]
    said = in_node(
        f"""const rv = await import("./review.js");
        const ds = {json.dumps(ds)};
        return [rv.givenCell(ds[0]), rv.givenCell(ds[1]),
          rv.bestCell(ds[2], (d) => d.best), rv.bestCell(ds[3], (d) => d.best)];""",
        lang,
        table=True,
    )
    assert said[0] == first
    assert said[1] != first and "0" not in said[1]  # the best move, in words
    assert said[2].startswith(call) and "stop" in said[2]
    assert not said[3].startswith(call) and "stop" in said[3]


def test_the_marks_and_reasons_beside_a_close_call_say_it_too() -> None:
    """The list marked the moves "(about as good)", and "Any of them will do: … they come out
    the same" stood under a headline saying the deals cannot tell which is better."""
    from corsairs import cli

    call, alike = _hint(0.087, 0.047), _hint(0.01, 0.008)
    said = cli._hinted_numbers(["stop", "draw"], "stop", call, cli.RECOMMENDED)
    assert said == "The hint's move is choice 1 (Enter takes it); too close to call: 2."
    said = cli._hinted_numbers(["stop", "draw"], "stop", alike, cli.RECOMMENDED)
    assert said.endswith("about as good: 2.")
    why = in_node(
        """const h = await import("./hint.js");
        const hint = { details: { kind: "discard" }, close: ["discard R7"],
          recommended: "discard B7" };
        return [h.closeWhy(hint), h.closeWhy({ ...hint, close_call: true })];""",
        table=True,
    )
    assert why[0].startswith("Any of them will do") and why[1] == ""
