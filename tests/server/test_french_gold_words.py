"""Piratatak's gold in French: "or" alone is the conjunction ("Carla rend or", "cartes à
droite, or ou canons"), so the browser names a gold card a "pièce d'or", as the terminal
does and as the rulebook (seeds/004) calls it, a «gold coin»."""

from __future__ import annotations

import re

from web_i18n import in_node


def test_a_gold_card_is_a_gold_coin_in_french() -> None:
    said = in_node(
        """return [m.cardName("gold"), m.cardNames(["R1", "gold"]), m.t("gold"),
        m.t("pirate_give_cannons_other", { n: 3 }), m.t("pirate_fire_or_give_one", { n: 1 })];""",
        "fr",
    )
    assert said[0] == "pièce d'or"
    for text in said:
        # "or" as a word of its own, not in "pièce d'or"
        assert not re.search(r"(?<!d')\b[Oo]r\b", text), text
