"""The lay-down dialog's line on moving cards says what its owner can do: the closer moves
cards between crew and stowaways only, and an opponent also attaches, told what attaching
is (a newcomer who set sail read of "attached cards" she had none of, and a German one was
told to "angreifen", attack, with no word that it means laying cards on the closer's crew)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const names = ["Anna", "Bruno"];
return {
  closer: c.layHelp({ phase: "crew", closer: 0 }, names, m.t),
  opponent: c.layHelp({ phase: "lay", closer: 1 }, names, m.t),
};"""

ATTACHED = {"en": "attach", "fr": "attach", "it": "attacca", "de": "angegriffen"}
MEANS = {
    "en": "joins Bruno's crew",
    "fr": "rejoint l'équipage de Bruno",
    "it": "va alla ciurma di Bruno",
    "de": "an die Mannschaft von Bruno anzulegen",
}


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_the_closer_is_not_told_of_attached_cards(lang: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert ATTACHED[lang] not in said["closer"].lower(), said["closer"]
    assert ATTACHED[lang] in said["opponent"].lower(), said["opponent"]
    assert MEANS[lang] in said["opponent"], said["opponent"]
