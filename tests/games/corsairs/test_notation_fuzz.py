"""Notation parsing under arbitrary text: a reading or IllegalAction, never another error.

Found by the server's fuzzing: ``str.isdigit`` and the regex ``\\d`` accept digits such
as ``²`` or ``٩``; a parser must refuse every non-ASCII digit with IllegalAction.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.protocol import IllegalAction

GAME = corsairs.load_game("corsairs", players=4)
STATE = GAME.new_state(seed=3)

# Unicode digits and numerals outside ASCII: superscripts, Arabic-Indic, full-width...
FOREIGN_DIGITS = st.characters(categories=["Nd", "No", "Nl"]).filter(lambda c: not c.isascii())
WORDS = st.sampled_from(
    ["draw", "stock", "pile", "pier", "discard", "sail", "crew", "attach", "-", "O9", "v1", "R11"]
)
NOTATION_LIKE = st.lists(
    st.one_of(
        WORDS, st.text(max_size=6), st.from_regex(r"[A-Za-z]{1,6}[0-9]{1,9}", fullmatch=True)
    ),
    max_size=6,
).map(" ".join)


def parses_or_refuses(text: str) -> None:
    try:
        action = GAME.parse_action(text)
    except IllegalAction:
        return
    assert GAME.parse_action(str(action)) == action


@pytest.mark.slow  # 5.3 s in CI
@settings(max_examples=300)
@given(st.one_of(st.text(max_size=40), NOTATION_LIKE))
def test_any_text_parses_or_is_refused_with_illegal_action(text: str) -> None:
    parses_or_refuses(text)


@settings(max_examples=200)
@given(
    legal=st.sampled_from([str(a) for a in STATE.legal_actions()] + ["discard O9", "crew O1 O2"]),
    digit=FOREIGN_DIGITS,
    where=st.integers(0, 40),
)
def test_a_foreign_digit_anywhere_is_refused(legal: str, digit: str, where: int) -> None:
    at = where % (len(legal) + 1)
    text = legal[:at] + digit + legal[at:]
    try:
        GAME.parse_action(text)
    except IllegalAction:
        return
    raise AssertionError(f"{text!r} was read as an action")


def test_digits_that_look_like_card_numbers_are_refused() -> None:
    for text in ("discard O٩", "sail O\uff19", "crew O1 O²", "discard O" + "9" * 5000):
        try:
            GAME.parse_action(text)
        except IllegalAction as exc:
            assert str(exc)
        else:
            raise AssertionError(text)


def test_a_bare_crew_is_refused_not_read_as_laying_down_nothing() -> None:
    """Typing ``crew`` alone (as the prompt's ``crew CARDS`` reads) laid down no crew at all,
    every card a stowaway; laying down nothing is written ``crew -``."""
    from corsairs.games.corsairs.actions import LAY, Action

    for text in ("crew", "crew,", "CREW ", "attach O9 crew"):
        try:
            GAME.parse_action(text)
        except IllegalAction as exc:
            assert "crew -" in str(exc), (text, str(exc))
        else:
            raise AssertionError(f"{text!r} was read as an action")
    assert GAME.parse_action("crew -") == Action(LAY, 0, 0)
    assert str(GAME.parse_action("attach O9 crew -")) == "attach O9 crew -"


def test_draw_without_a_source_says_where_from() -> None:
    """ "draw" alone, the likeliest thing to type at the draw prompt, got the whole notation."""
    for text in ("draw", "draw the stock", "draw stok"):
        try:
            GAME.parse_action(text)
        except IllegalAction as exc:
            assert "'draw stock', 'draw pile' or 'draw pier'" in str(exc), str(exc)
        else:
            raise AssertionError(text)
