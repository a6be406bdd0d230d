"""The cards shown under an opponent, taken face up from the pier or the pile, are said to
be in that player's hand: "Prese scoperte" (Italian card players' word for tricks won) and
"Taken face up" read as cards out of the game, not as cards everyone knows they hold."""

from __future__ import annotations

import pytest
from web_i18n import in_node


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "In hand, taken from the pier or the discard pile"),
        ("fr", "En main, prises au quai ou dans la pile des écarts"),
        ("it", "In mano, prese dal molo o dagli scarti"),
        ("de", "Auf der Hand, offen genommen"),
    ],
)
def test_an_opponents_cards_taken_face_up_are_said_to_be_in_hand(lang: str, said: str) -> None:
    assert in_node('return m.t("taken_face_up");', lang) == said
