"""The lobby's bot levels are described as what the bot does ("Plays at ease…"), never
as "a relaxed player": the seat is a robot, and French "Un joueur détendu" for a robot
read wrong."""

from __future__ import annotations

import re

import pytest
from web_i18n import in_node

PLAYER = {"en": r"\bplayer\b", "fr": r"\bjoueur\b", "it": r"\bgiocatore\b", "de": r"\bSpieler\b"}


@pytest.mark.parametrize("lang", sorted(PLAYER))
def test_each_level_is_said_of_the_bot(lang: str) -> None:
    said = in_node(
        """return ["beginner", "casual", "strong", "expert"].map((l) => m.t("leveldesc_" + l));""",
        lang,
    )
    for text in said:
        assert not text.startswith("leveldesc_"), text
        assert not re.search(PLAYER[lang], text), text


@pytest.mark.parametrize(
    ("lang", "labels"),
    [
        ("en", ["Beginner bot", "Casual bot", "Strong bot", "Expert bot"]),
        ("fr", ["Robot débutant", "Robot intermédiaire", "Robot confirmé", "Robot expert"]),
        ("it", ["Bot principiante", "Bot intermedio", "Bot avanzato", "Bot esperto"]),
        ("de", ["Anfänger-Bot", "Gemütlicher Bot", "Starker Bot", "Experten-Bot"]),
    ],
)
def test_a_level_names_a_kind_of_bot_as_the_language_ranks_players(
    lang: str, labels: list[str]
) -> None:
    """French read "Robot : détendu" (a relaxed robot), Italian "Bot: tranquillo", German
    "Bot: gemütlich" beside "Bot: Anfänger": a level is named as the language's ladders of
    players are, on the bot it names, and the seat's name says the same."""
    said = in_node(
        """return ["beginner", "casual", "strong", "expert"].map((l) =>
          [m.botLabel(l), m.t("botname_" + l, { n: 2 })]);""",
        lang,
    )
    assert [label for label, _ in said] == labels
    assert [name for _, name in said] == [f"{label} 2" for label in labels]
