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
