"""A hint told to stop early (a busy server's patience) answers with the samples it has
judged, and a hint let run says what it said before the search went sample by sample."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from corsairs.coach.hints import hint
from corsairs.coach.search import MIN_SAMPLES, judge_moves
from corsairs.registry import load_game

BEFORE = Path(__file__).resolve().parents[1] / "data" / "hints" / "before-anytime.json"
"""Hints at 24 samples on nine decisions of bench/coach_games (each phase of both games:
a Corsairs draw with its follow-ups, discard, lay-down; a Piratatak draw, give-back, buy),
written by the code before the anytime search (commit 1a5cf760), with a digest of every
judged move's values."""


def _cases() -> list[dict[str, Any]]:
    return list(json.loads(BEFORE.read_text()))


def _position(case: dict[str, Any]) -> tuple[Any, list[Any]]:
    game = load_game(case["game"], players=case["players"], **case["rules"])
    return game, [game.parse_action(t) for t in case["legal"]]


def test_a_hint_let_run_says_what_it_said_before() -> None:
    """Same seeds, same advice: the sample-by-sample search (and a ``stop`` that never says
    stop) gives every figure the move-by-move one gave."""
    for case in _cases():
        game, legal = _position(case)
        found = hint(game, case["observation"], legal, samples=case["samples"], stop=lambda: False)
        said = json.loads(json.dumps(found.to_dict()))
        assert said == case["hint"], (case["game"], case["observation"]["phase"])
        assert found.judgement is not None
        digest = hashlib.sha256(repr(sorted(found.judgement.moves.items())).encode())
        assert digest.hexdigest() == case["judgement"]


def test_a_hint_stopped_early_is_a_smaller_budgets_hint_and_says_so() -> None:
    """Stopped three samples after ``MIN_SAMPLES``: every move judged on those, the very
    figures of a budget of that many, the hint marked with the budget it was asked for,
    and no judgement kept for the review (which judges on its whole budget)."""
    case = _cases()[3]  # a Corsairs draw: its follow-ups' choice reads every sample
    game, legal = _position(case)
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 3

    found = hint(game, case["observation"], legal, samples=40, stop=stop)
    small = hint(game, case["observation"], legal, samples=MIN_SAMPLES + 3)
    assert (found.samples, found.asked) == (MIN_SAMPLES + 3, 40)
    assert found.to_dict()["asked"] == 40 and found.judgement is None
    assert found.moves == small.moves and found.recommended == small.recommended
    moves, judgement = judge_moves(
        game, case["observation"], legal, samples=40, seed=1, stop=lambda: True
    )
    _, alone = judge_moves(game, case["observation"], legal, samples=MIN_SAMPLES, seed=1)
    assert judgement == alone  # its key names the budget its figures are of
    assert all(len(m.values) == MIN_SAMPLES for m in moves)
