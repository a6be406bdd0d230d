"""A Piratatak purchase from the viewer is said to them: "Robot 2 a acheté bleu 2 à Joueur 1"
named the viewer by a seat name they may never have typed (the lobby's "Player 1"), where
the viewer's own moves already say "you"."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const p = await import("./games/piratatak.js");
const names = ["Player 1", "Bot 2"];
const bought = { seat: 1, action: "buy B2 from 0", events: [[1, "buy B2 from 0"]] };
const other = { seat: 1, action: "buy B2 from 2", events: [[1, "buy B2 from 2"]] };
return [p.narrate(bought, names, m.t, null, 0), p.eventText("buy B2 from 0", names, m.t, false, 0),
        p.narrate(other, [...names, "Ann"], m.t, null, 0)];"""


@pytest.mark.parametrize(
    ("lang", "log", "line", "other"),
    [
        ("en", "Bot 2 bought blue 2 from you", "bought blue 2 from you", "from Ann"),
        ("fr", "Bot 2 vous a acheté le 2 bleu", "vous a acheté le 2 bleu", "à Ann"),
        ("it", "Bot 2 ti ha comprato il 2 blu", "ti ha comprato il 2 blu", "da Ann"),
        (
            "de",
            "Bot 2 hat die blaue 2 von dir gekauft",
            "hat die blaue 2 von dir gekauft",
            "von Ann",
        ),
    ],
)
def test_a_purchase_from_the_viewer_says_you(lang: str, log: str, line: str, other: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert said[:2] == [log, line]
    assert other in said[2]  # a purchase from another player names them
