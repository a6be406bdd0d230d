"""The lay-down hint's headline named the best division and the reason below named it
again; the reason now says only why, unless the headline named two divisions about as
good (the hint panel's lines, from the page's own module in Node)."""

from __future__ import annotations

import json

import pytest
from web_i18n import in_node

BEST = {"crew": ["R1", "R2"], "attached": [], "limit": 4, "outcome": "closer"}
HINT = {
    "recommended": "crew R1 R2",
    "close": [],
    "only": False,
    "details": {"kind": "lay_down", "best": BEST},
}
REASONS = """const hint = await import("./hint.js");
return [%s, %s].map((h) => hint.reasonLines(h, { observation: {} }, ["Ann", "Bob"]));"""


@pytest.mark.parametrize(
    ("lang", "division", "why"),
    [
        # under "About as good: A or B", A's division is the recommended one, not "best"
        ("en", "Recommended division:", "The lowest limit, 4"),
        ("fr", "Répartition conseillée\u00a0:", "La limite la plus basse, 4"),
    ],
)
def test_a_lay_down_hint_names_its_division_once(lang: str, division: str, why: str) -> None:
    alone, close = in_node(
        REASONS % (json.dumps(HINT), json.dumps(HINT | {"close": ["crew R1"]})), lang, table=True
    )
    assert alone == [why], alone
    assert len(close) == 1 and close[0].startswith(division), close
