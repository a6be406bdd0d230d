"""A shared win names the terminal's player "you" with their own verb: "Vous et Bruno
gagnent" (they win) and "… : they share the win" were said to the player who shared it,
in both games' terminal views (the browser's words: tests/server/test_shared_win_you_words.py)."""

from __future__ import annotations

import pytest

from corsairs.games.corsairs.terminal import decided_line
from corsairs.games.piratatak.terminal import result_line
from corsairs.lang import speaking
from corsairs.termview import YOU, you

SAID = {  # (Piratatak at the turn limit, Corsairs' tie with equal sums)
    "en": ("You and Bruno win with", "you share the win"),
    "fr": ("vous et Bruno gagnez", "vous vous partagez la victoire"),
    "it": ("vincete tu e Bruno con", "vi dividete la vittoria"),
    "de": ("du und Bruno gewinnt mit", "ihr teilt euch den Sieg"),
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_player_who_shares_a_win_is_you(lang: str) -> None:
    boats, tie = SAID[lang]
    tied = {"by": "penalty_points_equal", "seats": [0, 1], "cards": 4, "points": [31, 31]}
    with speaking(lang):
        pirates = result_line([YOU, "Bruno"], by_boat=False)
        corsairs = decided_line({"decided": [tied]}, [you(), "Bruno", "Clara"]) or ""
        others = decided_line({"decided": [tied]}, ["Anna", "Bruno", you()]) or ""
        me = you()
    assert boats.lower() in pirates.lower(), pirates
    assert tie.lower() in corsairs.lower() and corsairs.startswith(me), corsairs
    assert tie.lower() not in others.lower() and "Anna" in others, others


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "you, Bruno, and Carla win with"),
        ("fr", "vous, Bruno et Carla gagnez"),  # "vous et Bruno et Carla gagnez"
        ("it", "vincete tu, Bruno e Carla con"),
        ("de", "du, Bruno und Carla gewinnt mit"),
    ],
)
def test_a_win_shared_by_three_is_one_list(lang: str, said: str) -> None:
    with speaking(lang):
        line = result_line([YOU, "Bruno", "Carla"], by_boat=False)
        others = result_line(["Anna", "Bruno", "Carla"], by_boat=False)
    assert said in line, line
    assert ("Anna, Bruno" in others) and others.count(" und ") + others.count(" et ") <= 1, others
