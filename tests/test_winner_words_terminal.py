"""Who won, said with no gender in the terminal, the terminal's result line and the review
page (gettext catalogues), as the browser already does (tests/server/test_winner_words.py):
French "gagnant" and German "Gewinner" are masculine whoever won."""

from __future__ import annotations

import re

import pytest

from corsairs.lang import _translations

MASCULINE = {"fr": re.compile(r"gagnant", re.I), "de": re.compile(r"gewinner\b", re.I)}
SINGULAR_PLURAL = [
    ("winner: {names}", "winners: {names}"),
    ("Game over — winner: {names}", "Game over — winners (tied): {names}"),
]


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_terminal_and_the_review_say_who_won_with_no_gender(lang: str) -> None:
    words = _translations(lang)
    said = [words.gettext("Winner: {names}.")]
    for one, many in SINGULAR_PLURAL:
        said += [words.ngettext(one, many, 1), words.ngettext(one, many, 2)]
    assert all("{names}" in s for s in said), said
    assert not [s for s in said if MASCULINE[lang].search(s)], said
    assert len({s.lower() for s in said}) > 1  # translated, not the English fallback
