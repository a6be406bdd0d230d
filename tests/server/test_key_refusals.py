"""A key the table cannot act on says why, in the player's language: D with no card
chosen, or 1/2/3 when that draw is not allowed, did nothing and said nothing."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const obs = (phase, extra = {}) => ({ phase, current_player: 0, hand: ["R3", "B5"], stock: 20,
  pile: ["G2"], pier: ["Y1", "R2"], ...extra });
const at = (phase, legal, extra) => ({ observation: obs(phase, extra), legal });
const discard = at("discard", ["discard R3", "sail R3", "discard B5", "sail B5"]);
const draw = at("draw", ["draw stock", "draw pier"], { pile: [] });
const say = (k, view, me = 0, sel = null) => { const key = c.keyRefusal(k, view, me, sel);
  return key ? m.t(key) : null; };
return { d: say("d", discard), s: say("s", discard), chosen: say("d", discard, 0, "R3"),
  one: say("1", discard), pile: say("2", draw), drawD: say("d", draw), ok: say("1", draw),
  other: say("1", at("draw", [], { current_player: 1 })), watching: say("1", draw, null),
  arrow: say("arrowright", discard), first: m.t("draw_first"),
  over: say("1", at("draw", [], { current_player: null, over: true })) };"""


@pytest.mark.parametrize(
    ("lang", "pick", "drawn", "empty", "turn"),
    [
        (
            "en",
            "Choose a card",
            "You have drawn already",
            "pile is empty",
            "not your turn",
        ),
        (
            "fr",
            "Choisissez d'abord",
            "Vous avez déjà",
            "écarts est vide",
            "pas à vous",
        ),
        ("it", "Prima scegli una carta", "Hai già pescato", "scarti è vuota", "non tocca a te"),
        (
            "de",
            "Wähle zuerst",
            "Du hast schon",
            "keine abgelegte",
            "nicht dran",
        ),
    ],
)
def test_a_key_that_does_nothing_says_why(
    lang: str, pick: str, drawn: str, empty: str, turn: str
) -> None:
    said = in_node(SAID, lang, table=True)
    assert said["d"].startswith(pick) and said["s"].startswith(pick)
    assert said["one"].startswith(drawn)
    assert empty in said["pile"]
    assert said["drawD"] == said["first"]  # D before the draw: "Draw first…"
    assert turn in said["other"]
    # a key that acts, or is not the table's, or a spectator's, says nothing
    assert said["chosen"] is None and said["ok"] is None
    assert said["watching"] is None and said["arrow"] is None
    assert said["over"] is None  # the game is over: no "wait for your turn"
