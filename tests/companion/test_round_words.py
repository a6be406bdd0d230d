"""The companion's words for a round: its settlement's plurals, the division panel's title
and its way back to the best division, and the Italian round screen's "manche" (a Node
test: the page's own modules, no browser; these were browser cases of
test_corrections.py that only read the words, the division panel's clicks kept there in
German)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from companion_node import companion_said

BAD_SINGULARS = (
    "1 penalty cards",
    "1 cartes",
    "1 carte penalità",
    "1 Strafkarten",
    "1 Strafpunktekarten",
    "1 stowaways",
    "1 clandestins",
    "1 clandestini",
    "1 blinde Passagiere",
)

PLURALS = """return [1, 2].map(n => [
  m.t('out_under', {limit: 3, closer_limit: 5, closer: 'X', n}),
  m.t('out_keeps', {limit: 7, closer_limit: 5, n}),
  m.t('choice_closer', {limit: 5, n}),
]);"""


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "passes 1 card.", "passes 2 cards."),
        ("fr", "lui passe 1 carte.", "lui passe 2 cartes."),
        ("it", "passa 1 carta.", "passa 2 carte."),
        ("de", "gibt 1 Karte ab.", "gibt 2 Karten ab."),
    ],
)
def test_plurals(lang: str, one: str, two: str, tmp_path: Path) -> None:
    said = companion_said(PLURALS, lang, tmp_path)
    assert said[0][0].endswith(one) and said[1][0].endswith(two), said
    for s in [said[0][1], said[0][2]]:
        assert not any(w in s for w in BAD_SINGULARS), s


DIVISION = """return ["best", "division", "best_again"].map((k) => m.t(k));"""


@pytest.mark.parametrize(
    ("lang", "best", "moved", "again"),
    [
        ("en", "Best division", "Division", "Back to the best division"),
        ("de", "Beste Aufteilung", "Aufteilung", "Zurück zur besten Aufteilung"),
        ("it", "Divisione migliore", "Divisione", "Torna alla divisione migliore"),
    ],
)
def test_a_division_changed_by_hand_is_not_called_the_best(
    lang: str, best: str, moved: str, again: str, tmp_path: Path
) -> None:
    """After a card was moved the panel still said "Best division" over the division
    entered, and its "↺" button had no name (a screen reader read the arrow, a newcomer
    had to guess). Where the page shows these words (the title before and after a move,
    the button's name) is test_corrections.py's German settlement test, by its clicks."""
    assert companion_said(DIVISION, lang, tmp_path) == [best, moved, again]


ROUND_SCREEN = """const n = 1, name = "Anna";
return [m.t("round", { n }), m.t("deals", { name }), m.t("final_round"),
  m.t("plays_first", { name }), m.t("when_sail", { n }), m.t("enter_round", { n }),
  m.t("penalties"), m.t("dealer"), m.t("total", { n: 0 }), m.t("last_round_at", { last: 35 }),
  m.t("ends_at", { end: 45 }), m.t("history"), m.t("undo"), m.t("export"), m.t("new_game"),
  m.t("saved"), m.t("install")].join("\\n");"""
"""The words of the round screen (app.js's gameView) for round 1."""


def test_italian_calls_a_round_a_manche_as_the_table_does(tmp_path: Path) -> None:
    """The companion said "Mano 1", "Inserisci la mano 1" (round) beside "Una mano ha 12
    carte" (a hand), where the Italian table says "Manche 1": a round is a manche."""
    said = companion_said(ROUND_SCREEN, "it", tmp_path)
    assert "Manche 1" in said and "Inserisci la manche 1" in said, said
    assert not re.search(r"\b[Mm]ano \d|la mano\b|ultima mano", said), said
