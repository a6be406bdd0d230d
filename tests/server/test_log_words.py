"""The log's words for draws, attachments, rounds and discards in four languages (a Node
test: the page's own modules, no browser): "drew pirate", "hat Pirat gezogen", "attached 1
cards", Italian "Mano" beside "Manche", French "Se défausser" beside "Écarter … et lever
l'ancre"."""

from __future__ import annotations

import pytest
from web_i18n import in_node

WORDING = """const pt = await import("./games/piratatak.js");
const cs = await import("./games/corsairs.js");
const t = m.t;
return { pirate: pt.eventText("draw pirate", ["Ann"], t),
  cannon: pt.eventText("draw cannon", ["Ann"], t),
  attach: cs.describe("attach R3 crew Y1 Y2 Y4", 0, ["Ann"], t), round: t("rv_col_round"),
  sail: t("sail_with", { card: "X" }), discard: t("discard"), note: t("hint_col_note") };"""


@pytest.mark.parametrize(
    "lang,want",
    [
        (
            "en",
            {"pirate": "drew a pirate", "cannon": "drew a cannon", "attach": "attached 1 card "},
        ),
        (
            "fr",
            {"pirate": "a pioché un pirate", "attach": "a attaché 1 carte ", "sail": "Défausser X"},
        ),
        (
            "it",
            {
                "pirate": "ha pescato un pirata",
                "attach": "ha attaccato 1 carta ",
                "round": "Manche",
            },
        ),
        (
            "de",
            {
                "pirate": "hat einen Piraten gezogen",
                "cannon": "hat eine Kanone gezogen",
                "attach": "hat 1 Karte ",
            },
        ),
    ],
)
def test_the_words_of_draws_attachments_rounds_and_discards(
    lang: str, want: dict[str, str]
) -> None:
    said = in_node(WORDING, lang, table=True)
    for key, text in want.items():
        assert text in said[key], (key, said[key])
    if lang == "it":
        assert "mano" not in said["note"].lower()
    if lang == "fr":
        assert said["sail"].startswith(said["discard"])  # one verb for the discard
