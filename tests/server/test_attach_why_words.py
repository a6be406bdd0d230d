"""The lay-down dialog says which attached card breaks the rule and why: a player who knows
the printed game moved yellow 3 among his attached cards, the closer's crew holding pink 3,
and read only "Attached cards need a colour of that crew, a number it lacks, and different
numbers"."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const crew = ["Y2", "Y5", "P1", "P3", "P6"];
return {
  number: c.attachWhy(["Y3", "P11"], crew, "crew", "Bruno", m.t),
  twice: c.attachWhy(["Y11", "P11"], crew, "crew", "Bruno", m.t),
  colour: c.attachWhy(["B4"], crew, "crew", "Bruno", m.t),
  colours: c.attachWhy(["B4", "G7"], ["R1"], "up_to_two", "Bruno", m.t),
  fine: c.attachWhy(["P11", "Y4"], crew, "crew", "Bruno", m.t),
};"""

WORDS = {
    "en": ("Yellow 3 cannot be attached: the crew of Bruno already has the number 3.",
           "You can attach only one 11.", "Blue 4 cannot", "Green 7 cannot"),
    "fr": ("Le 3 jaune ne peut pas être attaché\u00a0: l'équipage de Bruno a déjà un 3.",
           "Vous ne pouvez attacher qu'un seul 11.", "Le 4 bleu ne peut", "Le 7 vert ne peut"),
    "it": ("Il 3 giallo non si può attaccare: la ciurma di Bruno ha già un 3.",
           "Puoi attaccare un solo 11.", "Il 4 blu non si può", "Il 7 verde non si può"),
    "de": ("Die gelbe 3 kann nicht angegriffen werden: Die Mannschaft von Bruno hat schon eine 3.",
           "Du kannst nur eine 11 angreifen.", "Die blaue 4 kann nicht", "Die grüne 7 kann nicht"),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_the_attached_card_that_breaks_the_rule_is_named(lang: str) -> None:
    said = in_node(SAID, lang, table=True)
    number, twice, colour, colours = WORDS[lang]
    assert said["number"] == number
    assert said["twice"] == twice
    assert said["colour"].startswith(colour), said["colour"]
    assert said["colours"].startswith(colours), said["colours"]
    assert said["fine"] is None
