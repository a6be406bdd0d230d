"""Every reason the engine gives for a finished game (games/corsairs/outcome.py,
``decided``) has words in the four languages of the result dialog, and a count agrees
with its noun ("1 penalty cards each" was said)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from web_i18n import in_node

OUTCOME = Path(__file__).resolve().parents[2] / "src/corsairs/games/corsairs/outcome.py"
LANGS = ["en", "fr", "it", "de"]


def _reasons() -> set[str]:
    """The ``by`` values written in outcome.py (``"by": "x"`` and ``by = "x" if … else "y"``)."""
    text = OUTCOME.read_text()
    found = set(re.findall(r'"by": "(\w+)"', text))
    for line in re.findall(r"\bby = (.*)", text):
        found |= set(re.findall(r'"(\w+)"', line))
    return found


def test_the_engine_gives_the_reasons_this_test_knows() -> None:
    assert {
        "sweep",
        "fewest_among_sweepers",
        "penalty_points",
        "penalty_points_equal",
    } <= _reasons()


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_has_words(lang: str) -> None:
    keys = set(in_node(f"return Object.keys(m.CATALOGUE['{lang}']);", lang))
    missing = [
        r
        for r in sorted(_reasons())
        if f"dc_{r}" not in keys and not {f"dc_{r}_one", f"dc_{r}_other"} <= keys
    ]
    assert not missing, missing


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "with 1 penalty card each", "with 2 penalty cards each"),
        ("fr", "avec 0 carte de pénalité chacun", "avec 2 cartes de pénalité chacun"),
        ("it", "con 1 carta penalità ciascuno", "con 2 carte penalità ciascuno"),
        ("de", "mit je 1 Strafpunkt;", "mit je 2 Strafpunkten;"),
    ],
)
def test_tied_sweepers_count_their_cards_in_the_right_number(lang: str, one: str, two: str) -> None:
    n = 0 if lang == "fr" else 1  # French says 0 in the singular
    said = in_node(
        f"return [m.tn('dc_first_to_lay_down', {n}, {{names: 'A'}}),"
        " m.tn('dc_first_to_lay_down', 2, {names: 'A'})];",
        lang,
    )
    assert one in said[0] and two in said[1], said
