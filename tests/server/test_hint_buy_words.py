"""A purchase the hint names about as good is not also told "not now": the panel said
"About as good: Draw or Buy yellow 3 … Buy: not now (another move is judged better)",
the line contradicting the headline above it (browser and terminal alike)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

from corsairs.coach.hints import Hint
from corsairs.coach.words import hint_lines

DETAILS = {
    "kind": "turn",
    "buys": [{"action": "buy Y3 from 1", "card": "Y3", "seller": 1}],
    "buy": None,
    "can_stop": False,
}
MOVES = [
    {"action": "draw", "win": 0.82, "se": 0.02, "drop": 0.0, "drop_se": 0.0, "grade": None},
    {
        "action": "buy Y3 from 1",
        "win": 0.82,
        "se": 0.02,
        "drop": 0.0,
        "drop_se": 0.01,
        "grade": None,
    },
]

SAID = """const h = await import("./hint.js");
const d = %s;
const said = (close) => h.reasonLines({ recommended: "draw", close, details: d },
  { observation: {} }, ["you", "Bea"]).join(" | ");
return [said(["buy Y3 from 1"]), said([]), m.t("hint_buy_no")];"""


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_browser_says_no_not_now_of_a_purchase_named_about_as_good(lang: str) -> None:
    import json

    close, alone, not_now = in_node(SAID % json.dumps(DETAILS), lang, table=True)
    assert not_now not in close
    assert not_now in alone  # a purchase judged worse is still "not now"


def test_the_terminal_says_no_not_now_of_a_purchase_named_about_as_good() -> None:
    def lines(close: list[str]) -> str:
        h = Hint("piratatak", 0, "turn", "draw", MOVES, DETAILS, samples=8, close=close)
        return " | ".join(hint_lines(h, ["you", "Bea"]))

    assert "not now" not in lines(["buy Y3 from 1"])
    assert "not now" in lines([])
