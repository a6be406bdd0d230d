"""A Piratatak key (D, S, C, P) that cannot act says why, in the player's language, as a
Corsairs table's keys do: C with no pirate, or S before the first draw, did nothing and
said nothing, and a screen reader's user could not tell a refusal from a lost key."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const p = await import("./games/piratatak.js");
const at = (legal, current = 0) => ({ observation: { current_player: current }, legal });
const first = at(["draw"]);
const pirate = at(["give R1 Y2 gold", "give Y2 gold gold"]);
return { cannon: p.keyRefusal("c", first, 0, m.t), stop: p.keyRefusal("s", first, 0, m.t),
  give: p.keyRefusal("d", pirate, 0, m.t), other: p.keyRefusal("d", at(["draw"], 1), 0, m.t),
  ok: p.keyRefusal("d", first, 0, m.t), watching: p.keyRefusal("c", first, null, m.t),
  notKey: p.keyRefusal("x", first, 0, m.t),
  over: p.keyRefusal("d", { observation: { current_player: null, over: true }, legal: [] }, 0, m.t),
  turn: m.t("key_not_turn") };"""


@pytest.mark.parametrize(
    ("lang", "draw"),
    [("en", "D Draw"), ("fr", "D Piocher"), ("it", "D Pesca"), ("de", "D Ziehen")],
)
def test_a_piratatak_key_that_does_nothing_says_why(lang: str, draw: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert draw in said["cannon"] and said["cannon"] == said["stop"]  # what the keys can do
    assert said["give"] and "D " not in said["give"]  # no key acts: the moves offered
    assert said["other"] == said["turn"]
    # a key that acts, or is not the table's, or a spectator's, says nothing
    assert said["ok"] is None and said["notKey"] is None and said["watching"] is None
    assert said["over"] is None  # the game is over: no "wait for your turn"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_first_turn_that_can_buy_says_tab_reaches_the_part_once(lang: str) -> None:
    """A purchase has no key: a screen reader heard "Your turn. You can: D Draw" and never
    that a part could be bought. The first turn that can says how, once."""
    said = in_node(
        """const p = await import("./games/piratatak.js");
        const at = (legal) => ({ observation: { current_player: 0, phase: "turn" }, legal });
        const buy = at(["draw", "buy R5 from 1"]);
        return [p.turnWords(at(["draw"]), [], m.t), p.turnWords(buy, [], m.t),
                p.turnWords(buy, [], m.t), m.t("your_turn"), m.t("pt_buy_tab")];""",
        lang,
        table=True,
    )
    plain, first, again, turn, how = said
    assert plain is None and again is None  # no purchase possible; said before
    assert first == f"{turn}. {how}" and "Tab" in how


@pytest.mark.parametrize(("lang", "again"), [("en", "D Draw again"), ("de", "D Weiter ziehen")])
def test_the_keys_said_mid_turn_name_the_draw_as_its_button_does(lang: str, again: str) -> None:
    """A page opened (or reloaded) after the turn's first draw said "You can: D Draw, S
    Stop" beside a button that read "Draw again": the words and the key match the button."""
    said = in_node(
        """const p = await import("./games/piratatak.js");
        const view = { observation: { current_player: 0, phase: "drawing", drawn: ["Y3"] },
          legal: ["draw", "stop"] };
        const first = { observation: { current_player: 0, phase: "turn", drawn: [] },
          legal: ["draw"] };
        return { task: p.turnTask(view, 0, m.t), refused: p.keyRefusal("c", view, 0, m.t),
          opening: p.turnTask(first, 0, m.t), button: m.t("draw_again"), stop: m.t("stop") };""",
        lang,
        table=True,
    )
    assert said["button"] == again[2:]
    assert f"{again}, S {said['stop']}" in said["task"]
    assert f"{again}, S {said['stop']}" in said["refused"]
    assert "again" not in said["opening"] and "Weiter" not in said["opening"]  # before a draw
