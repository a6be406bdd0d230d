"""The rules page's "where the rulebook leaves it open" names every choice a newcomer sees
happen at the table: a boat started while its colour's spare cards are held took them
on at once (a child's new boat jumped from nothing to 3/6) and the page said nothing."""

from __future__ import annotations

import re

import pytest
from web_i18n import WEB

from corsairs.registry import load_game


@pytest.mark.parametrize(
    ("lang", "joins", "alone"),
    [
        ("en", "spare cards of its colour join it", "Spare cards alone never start a boat"),
        ("fr", "vos cartes à droite de sa couleur le rejoignent", "ne commencent jamais"),
        ("it", "le tue carte a destra del suo colore la raggiungono", "non iniziano mai"),
        ("de", "kommen deine übrigen Karten seiner Farbe sofort dazu", "beginnen nie"),
    ],
)
def test_spares_joining_a_new_boat_are_named_where_the_rulebook_is_silent(
    lang: str, joins: str, alone: str
) -> None:
    rules = load_game("piratatak", players=2).rules
    assert rules.spares_join_boat and not rules.spares_start_boat  # the page's defaults
    page = (WEB / "rules" / f"{lang}.html").read_text(encoding="utf-8")
    piratatak = re.sub(r"<[^>]+>", "", page.split('id="piratatak"', 1)[1])
    assert joins in piratatak and alone in piratatak, lang
