"""The review's tally in the page's language with each count's own number: "1 inaccuracies,
1 grobe Fehler" was said for one of each, in all four languages."""

from __future__ import annotations

import pytest
from web_i18n import in_node

TALLIES = """const r = await import("./i18n_review.js");
return [r.reviewCounts(15, {inaccuracy: 1, mistake: 0, blunder: 1}),
        r.reviewCounts(1, {inaccuracy: 2, mistake: 1, blunder: 2})];"""


@pytest.mark.parametrize(
    ("lang", "one_each", "more"),
    [
        (
            "en",
            "15 decisions: 1 inaccuracy, 0 mistakes, 1 blunder",
            "1 decision: 2 inaccuracies, 1 mistake, 2 blunders",
        ),
        (
            "fr",
            "15 décisions : 1 imprécision, 0 erreur, 1 gaffe",
            "1 décision : 2 imprécisions, 1 erreur, 2 gaffes",
        ),
        (
            "it",
            "15 decisioni: 1 imprecisione, 0 errori, 1 svista grave",
            "1 decisione: 2 imprecisioni, 1 errore, 2 sviste gravi",
        ),
        (
            "de",
            "15 Entscheidungen: 1 Ungenauigkeit, 0 Fehler, 1 grober Fehler",
            "1 Entscheidung: 2 Ungenauigkeiten, 1 Fehler, 2 grobe Fehler",
        ),
    ],
)
def test_the_review_tally_says_one_of_a_kind_in_the_singular(
    lang: str, one_each: str, more: str
) -> None:
    assert in_node(TALLIES, lang) == [one_each, more]
