"""A Piratatak boat started with one card showed three when the player's spares of its
colour joined it (rule option ``spares_join_boat``), and the line said only "started a red
boat": the spares that joined are said with it, to the player and to the others."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const p = await import("./games/piratatak.js");
const names = ["Player 1", "Bo"];
const events = ["draw R3", "start red boat", "join R2 R4"];
const turn = { seat: 1, action: "draw", events: events.map((e) => [1, e]) };
return [p.ownTurnLine(events, names, m.t), p.othersTurnLine(1, events, names, m.t, 0),
        p.narrate(turn, names, m.t, null, 0)];"""


@pytest.mark.parametrize(
    ("lang", "own", "other"),
    [
        (
            "en",
            "You drew red 3, started a red boat, and added red 2 and red 4 from your spares to it",
            "Bo drew red 3, started a red boat, and added red 2 and red 4 from their spares to it",
        ),
        (
            "fr",
            "Vous avez pioché le 3 rouge, commencé un bateau rouge et y avez ajouté le 2 rouge "
            "et le 4 rouge de vos cartes à droite",
            "Bo a pioché le 3 rouge, commencé un bateau rouge et y a ajouté le 2 rouge et le 4 "
            "rouge de ses cartes à droite",
        ),
        (
            "it",
            "Hai pescato il 3 rosso, iniziato una barca rossa e ci hai aggiunto il 2 rosso e il "
            "4 rosso dalle tue carte a destra",
            "Bo ha pescato il 3 rosso, iniziato una barca rossa e ci ha aggiunto il 2 rosso e il "
            "4 rosso dalle sue carte a destra",
        ),
        (
            "de",
            "Du hast die rote 3 gezogen, ein rotes Boot begonnen und die rote 2 und die rote 4 "
            "aus deinen übrigen Karten dazugelegt",
            "Bo hat die rote 3 gezogen, ein rotes Boot begonnen und die rote 2 und die rote 4 "
            "aus den übrigen Karten dazugelegt",
        ),
    ],
)
def test_spares_that_joined_a_new_boat_are_said(lang: str, own: str, other: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert said == [own, other, other]
