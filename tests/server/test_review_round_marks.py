"""The review graph's round marks are written one way: "Runde 3" beside a bare "5" (a short
round) read as two kinds of mark; where one name does not fit, every mark is short."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const rv = await import("./review.js");
const wide = [{ round: 1, room: 200 }, { round: 2, room: 120 }];
const tight = [{ round: 1, room: 200 }, { round: 2, room: 30 }, { round: 3, room: 8 }];
return [rv.roundLabels(wide), rv.roundLabels(tight)];"""


@pytest.mark.parametrize(
    ("lang", "long", "short"),
    [("en", "Round 1", "R1"), ("de", "Runde 1", "R1"), ("fr", "Manche 1", "M1")],
)
def test_round_marks_are_all_long_or_all_short(lang: str, long: str, short: str) -> None:
    wide, tight = in_node(SAID, lang, table=True)
    assert wide[0] == long and wide[1] == long.replace("1", "2")
    assert tight == [short, short.replace("1", "2"), None]  # no room at all: no mark
