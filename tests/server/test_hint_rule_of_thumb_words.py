""" "Recommended: Draw again" stood above "Value of drawing on: -0.19" and nothing said which
to believe: the value is the next card's alone, the advice whole games played out. Where
the move the value favours is named about as good, nothing contradicts it (the hint
panel's lines, from the page's own module in Node)."""

from __future__ import annotations

import functools
import json
from typing import Any

import pytest
from web_i18n import in_node

CASES = [
    ("draw", -0.19, [], True),
    ("stop", 0.4, [], True),
    ("draw", 0.39, [], False),
    ("stop", -0.2, [], False),
    ("draw", -0.19, ["stop"], False),  # "About as good: Draw again or stop"
    ("stop", 0.4, ["draw"], False),
]

GAIN_LINES = """const hint = await import("./hint.js");
return %s.map(([rec, gain, close]) => {
  const d = { kind: 'turn', pirate_chance: 0.16, pirates_left: 8, cards_left: 49,
    draw_gain: gain, pirate_cost: 3.05, win_value: 20, can_stop: true };
  const view = { observation: { drawn: ['G3'] } };
  return hint.reasonLines({ recommended: rec, details: d, close }, view, []);
});"""


@functools.cache
def _lines() -> list[list[str]]:
    """Every case's lines, from one run of node."""
    cases = [[rec, gain, close] for rec, gain, close, _ in CASES]
    return list(in_node(GAIN_LINES % json.dumps(cases), "en", table=True))


@pytest.mark.parametrize(("rec", "gain", "close", "differs"), CASES)
def test_a_rule_of_thumb_against_the_advice_says_so(
    rec: str, gain: float, close: list[str], differs: bool
) -> None:
    lines: Any = _lines()[CASES.index((rec, gain, close, differs))]
    assert any("Value of drawing on" in x for x in lines), lines
    assert any("the next card alone" in x for x in lines) == differs, lines
