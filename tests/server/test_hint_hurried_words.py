"""A hint a busy server answered with what its search had found, on fewer deals than its
budget (``Hint.asked``), says so in the four languages: the panel had said "Judged over 40
deals" as of any hint, as sure as a whole one (the coach's page module in Node)."""

from __future__ import annotations

import pytest
from web_i18n import in_node


@pytest.mark.parametrize(
    ("lang", "hurried", "whole"),
    [
        ("en", "over 40 deals instead of 256. It is less sure than usual.", "Judged over 256"),
        ("fr", "sur 40 donnes au lieu de 256. Il est moins sûr", "Évalué sur 256 donnes"),
        ("it", "su 40 distribuzioni invece di 256. È meno sicuro del solito.", "Valutato su 256"),
        ("de", "über 40 statt 256 Verteilungen berechnet. Er ist weniger sicher", "über 256 Ver"),
    ],
)
def test_a_hurried_hint_says_it_is_less_sure(lang: str, hurried: str, whole: str) -> None:
    said = in_node(
        """const h = await import("./hint.js");
return [h.overText({ samples: 40, asked: 256 }), h.overText({ samples: 256, asked: 256 }),
  h.overText({ samples: 256 })];""",
        lang,
        table=True,
    )
    assert said[0]["hurried"] and hurried in said[0]["text"], said
    # a whole budget's hint (``asked`` said only of one cut short), as before
    assert said[1] == said[2] == {"hurried": False, "text": said[1]["text"]}
    assert whole in said[1]["text"], said
