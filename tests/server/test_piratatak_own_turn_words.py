"""The viewer's own Piratatak turn names its subject in every clause where the language
needs one: French read "Vous avez pioché un pirate ; avez tiré au canon" and German "Du
hast einen Piraten gezogen; hast …", a clause without its subject (English drops it as
English does; Italian's verb carries the person)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const p = await import("./games/piratatak.js");
const names = ["Player 1", "Bot 2"];
const turn = { seat: 0, action: "cannon", events: [[0, "draw pirate"], [0, "cannon"]] };
return [p.narrate(turn, names, m.t, null, 0),
        p.ownTurnLine(["draw pirate", "cannon"], names, m.t)];"""


@pytest.mark.parametrize(
    ("lang", "log", "line"),
    [
        ("en", "You drew a pirate; fired the cannon", "You drew a pirate, fired the cannon"),
        (
            "fr",
            "Vous avez pioché un pirate\u00a0; vous avez tiré au canon",
            "Vous avez pioché un pirate, vous avez tiré au canon",
        ),
        ("it", "Hai pescato un pirata; hai sparato col cannone", None),
        ("de", "Du hast einen Piraten gezogen; du hast", "Du hast einen Piraten gezogen, du hast"),
    ],
)
def test_each_clause_of_ones_own_turn_has_its_subject(
    lang: str, log: str, line: str | None
) -> None:
    said = in_node(SAID, lang, table=True)
    assert said[0].startswith(log), said
    if line is not None:
        assert said[1].startswith(line), said
