"""Notation parsing under arbitrary text: a reading or IllegalAction, never another error.

``buy R3 from ²`` and ``give ² gold`` passed ``str.isdigit`` and then ``int`` failed
with ValueError (the server answered "could not save this move" and logged a traceback).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.protocol import IllegalAction

GAME = corsairs.load_game("piratatak", players=4)

FOREIGN_DIGITS = st.characters(categories=["Nd", "No", "Nl"]).filter(lambda c: not c.isascii())
WORDS = st.sampled_from(
    ["draw", "stop", "cannon", "pass", "buy", "from", "give", "gold", "x2", "-", "R3", "b6", "2"]
)
NOTATION_LIKE = st.lists(
    st.one_of(WORDS, st.text(max_size=6), st.from_regex(r"x?[0-9]{1,9}", fullmatch=True)),
    max_size=7,
).map(" ".join)


@pytest.mark.slow
@settings(max_examples=300)
@given(st.one_of(st.text(max_size=40), NOTATION_LIKE))
def test_any_text_parses_or_is_refused_with_illegal_action(text: str) -> None:
    try:
        action = GAME.parse_action(text)
    except IllegalAction:
        return
    assert GAME.parse_action(str(action)) == action


@settings(max_examples=200)
@given(
    legal=st.sampled_from(["buy R3 from 2", "give 2 gold", "give gold x3", "give R3 gold"]),
    digit=FOREIGN_DIGITS,
    where=st.integers(0, 40),
)
def test_a_foreign_digit_anywhere_is_refused(legal: str, digit: str, where: int) -> None:
    at = where % (len(legal) + 1)
    text = legal[:at] + digit + legal[at:]
    with pytest.raises(IllegalAction):
        GAME.parse_action(text)


@pytest.mark.parametrize(
    "text",
    [
        "buy R3 from ²",
        "give ² gold",
        "give gold x²",
        "buy R3 from ٢",
        "give 3 gold x" + "9" * 5000,
        "buy R3 from " + "1" * 5000,
    ],
    ids=[
        "superscript-seat",
        "superscript-count",
        "superscript-times",
        "arabic-seat",
        "huge-times",
        "huge-seat",
    ],
)
def test_unicode_and_huge_numbers_are_refused(text: str) -> None:
    with pytest.raises(IllegalAction, match=r"digits 0-9|not a card|seat number"):
        GAME.parse_action(text)
