"""A Piratatak hint with no pirate left to draw says drawing again cannot cost anything, and
gives the value of drawing on without a pirate's cost (it said "a pirate would cost you about
0.3" beside "0 of 3 cards = 0%"): browser and terminal alike."""

from __future__ import annotations

import json

import pytest
from web_i18n import in_node

from corsairs.coach.hints import Hint
from corsairs.coach.words import hint_lines

DETAILS = {
    "kind": "turn",
    "pirate_chance": 0.0,
    "cards_left": 3,
    "pirates_left": 0,
    "draw_gain": 0.9,
    "pirate_cost": 0.3,
    "draw_on": True,
    "draw_value": "draw_clearly",
    "win_value": 20,
    "can_stop": True,
}
MOVES = [
    {"action": "draw", "win": 0.95, "se": 0.02, "drop": 0.0, "drop_se": 0.0, "grade": None},
    {"action": "stop", "win": 0.92, "se": 0.02, "drop": 0.031, "drop_se": 0.021, "grade": None},
]

SAID = """const d = %s;
const h = await import("./hint.js");
const said = (rec) => h.reasonLines({ recommended: rec, close: [], details: d },
  { observation: { drawn: ["Y3"] } }, ["you", "Bea"]);
return [said("draw"), said("stop"), m.t("hint_no_pirate"), m.t("hint_gain_differs")];"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_browser_says_drawing_again_costs_nothing(lang: str) -> None:
    draw, stop, no_pirate, differs = in_node(SAID % json.dumps(DETAILS), lang, table=True)
    assert no_pirate in draw and differs not in draw, draw
    assert not any("0,3" in line or "0.3" in line for line in draw), draw
    # stopping recommended beyond the noise: the next card only says otherwise
    assert no_pirate in stop and differs in stop, stop


def test_the_terminal_says_drawing_again_costs_nothing() -> None:
    h = Hint("piratatak", 0, "turn", "draw", MOVES, DETAILS, samples=8)
    said = hint_lines(h, ["you", "Bea"])
    assert any(line.startswith("No pirate can come") for line in said), said
    assert not any("a pirate would cost" in line for line in said), said
    # stopping recommended beyond the noise: the figure says what it counts ("That is the
    # next card alone" read as if the card were alone somewhere)
    stopped = hint_lines(Hint("piratatak", 0, "turn", "stop", MOVES, DETAILS, samples=8), ["you"])
    assert "That figure counts the next card only" in " ".join(stopped), stopped
