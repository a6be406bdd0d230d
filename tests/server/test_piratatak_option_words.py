"""Piratatak's rule options for the rulebook's silences: what the engine did is said in
every language, in the table's own modules (Node, no browser; docs/piratatak.md)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

WORDS = """const pt = await import("./games/piratatak.js");
const t = m.t;
return { drop: pt.eventText("drop G4", ["Ann"], t),
  give: pt.eventText("give R1 gold cannon", ["Ann"], t),
  discard: pt.eventText("discard R3", ["Ann"], t),
  replay: pt.describe("discard R3", 0, ["Ann"], t) };"""


@pytest.mark.parametrize(
    "lang,want",
    [
        (
            "en",
            {
                "drop": "put green 4 on the discard pile",
                "give": "cannon",
                "discard": "discarded red 3",
                "replay": "Ann discarded red 3",
            },
        ),
        (
            "fr",
            {
                "drop": "sur la pile des écarts",
                "give": "canon",
                "discard": "a défaussé",
                "replay": "Ann",
            },
        ),
        ("it", {"drop": "negli scarti", "give": "cannone", "discard": "ha scartato"}),
        ("de", {"drop": "abgelegt", "give": "Kanone", "discard": "hat", "replay": "abgelegt"}),
    ],
)
def test_the_options_events_are_told_in_every_language(lang: str, want: dict[str, str]) -> None:
    """The events of the three options (a card dropped by ``foreign_card="discard"``, a
    cannon given back, a spare discarded) in words, not the engine's codes."""
    said = in_node(WORDS, lang, table=True)
    for key, text in want.items():
        assert text in said[key], (key, said[key])
        assert not said[key].startswith(("drop ", "discard ")), said[key]
