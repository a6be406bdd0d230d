"""A sail the last stock card forced is told as such (the rulebooks: "obliged to set sail at
once"): the round's summary, its log line, the lay-down's heading and the turn's words said
"Bot 4 decided to set sail" (Italian) beside a limit of 32, which a newcomer read as the
bot's blunder, where the terminal said "(forced: last stock card)"."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const names = ["Anna", "Bruno"];
const r = (forced) => ({ round: 2, annulled: false, closer: 1, forced, limits: [29, 32],
  sent_under_by: [0], added: [0, 9], penalties: [0, 9], sweepers: [], final_round: false,
  stowaways: [["R1"], ["B9"]] });
const obs = (must_sail) => ({ phase: "lay", closer: 1, must_sail, stock: must_sail ? 0 : 9 });
return {
  forced: c.roundWords(r(true), names, m.t, 0).closer,
  chosen: c.roundWords(r(false), names, m.t, 0).closer,
  mine: c.roundWords(r(true), names, m.t, 1).closer,
  line: c.narrate({ act: "round_end", round: 2 }, names, m.t,
    { thresholds: { last_round: 35, end: 45 }, over: false, rounds: [r(true)] }, 1),
  title: c.attachTitle(obs(true), names, m.t),
  plainTitle: c.attachTitle(obs(false), names, m.t),
  turn: c.turnWords({ observation: obs(true) }, names, m.t),
  plainTurn: c.turnWords({ observation: obs(false) }, names, m.t),
};"""

FORCED = {
    "en": ("Bruno drew the last card of the stock and had to set sail", "You drew the last"),
    "fr": ("Bruno a pioché la dernière carte du talon et a dû lever l'ancre", "Vous avez pioché"),
    "it": ("Bruno ha pescato l'ultima carta del tallone e ha dovuto salpare", "Hai pescato"),
    "de": (
        "Bruno hat die letzte Karte vom Abhebestapel abgehoben und musste die Anker lichten",
        "Du hast die letzte Karte",
    ),
}
CHOSEN = {
    "en": "Bruno set sail",
    "fr": "Bruno a levé l'ancre",
    "it": "Bruno ha deciso di salpare",
    "de": "Bruno hat die Anker gelichtet",
}


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_a_forced_sail_is_told_as_forced(lang: str) -> None:
    said = in_node(SAID, lang, table=True)
    forced, mine = FORCED[lang]
    assert said["forced"] == forced
    assert said["mine"].startswith(mine), said["mine"]
    # the round's log line, after its colon, in lower case but in German
    assert mine.lower()[:12] in said["line"].lower() and "(" in said["line"], said["line"]
    assert said["title"].startswith(forced), said["title"]
    assert forced in said["turn"], said["turn"]
    # a sail chosen keeps its words
    assert said["chosen"] == CHOSEN[lang]
    assert said["plainTitle"].startswith("Bruno") and forced not in said["plainTitle"]
    assert forced not in said["plainTurn"] and "Bruno" in said["plainTurn"]
