"""A review's better move beside a sail of the same card says "and wait" (the page's modules
in Node, no browser): "You discarded red 10 and set sail; better: Discard red 10" read as the
move played, in the summary, the Better move column and the reason alike."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const why = await import("./review_why.js");
const view = { observation: {} };
const names = ["Ann", "Bea"];
return [
  why.moveBeside("discard R10", "sail R10", view, names),
  why.moveBeside("discard R10", "discard B3", view, names),
  why.moveBeside("sail R10", "discard R10", view, names),
  why.reasonText({ code: "sail_risk", limit: 26, under: [[1, 0.65]], sail_penalty: 8,
    sail_theirs: 1.9, wait_penalty: 2.2, wait_theirs: 2.1, kind: "blunder",
    better: "discard R10", worse: "sail R10" }, names),
];"""


@pytest.mark.parametrize(
    ("lang", "wait", "plain"),
    [
        ("en", "Discard red 10 and wait", "Discard red 10"),
        ("it", "Scarta il 10 rosso e aspetta", "Scarta il 10 rosso"),
    ],
)
def test_the_better_discard_beside_a_sail_says_and_wait(lang: str, wait: str, plain: str) -> None:
    beside, alone, sail, reason = in_node(SAID, lang, table=True)
    assert beside == wait and alone == plain, (beside, alone)
    assert "10" in sail and sail != wait
    assert wait in reason, reason
