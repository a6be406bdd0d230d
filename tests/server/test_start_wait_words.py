"""What the friends waiting for the start read of when they may start without the creator,
and what the creator reads of it. A creator who kept the tab open and walked away kept the
friends seated waiting for ever, with nothing saying how long (docs/server.md, "Nobody
holds a table hostage")."""

from __future__ import annotations

import re

from web_i18n import in_node

SAID = """const w = await import("./invites.js");
const now = Date.UTC(2026, 10, 30, 14, 0, 0);
return [w.startWaitWords(60, 300, false, m.t, now), w.startWaitWords(60, 300, true, m.t, now),
  w.startWaitWords(300, 300, false, m.t, now), w.startWaitWords(301, 300, true, m.t, now),
  w.startWaitWords(null, 300, false, m.t, now), w.startWaitWords(60, null, true, m.t, now),
  m.t("start_wait_over", { limit: "5 min" })];"""

TIME = r"\d\d:\d\d(\s?[AP]M)?"


def test_the_friends_seated_are_told_when_they_may_start_in_their_language() -> None:
    friend, maker, over, maker_over, nobody, never, banner = in_node(SAID, "en", table=True)
    # the wait over: the others' banner says it, with its button; the creator is told
    assert over is None and maker_over == (
        "The players already seated can now start the game themselves."
    )
    assert nobody is None and never is None  # nobody seated waits; --idle-minutes 0
    assert banner.startswith("The game has waited more than 5 min to start: you can start it")
    said = {"en": [friend, maker]} | {lang: in_node(SAID, lang, table=True) for lang in FORMS}
    assert said["de"][6].startswith("Das Spiel wartet seit über 5 min auf den Start: Du kannst")
    for lang, forms in (("en", EN), *FORMS.items()):
        for k, pattern in forms.items():
            assert re.fullmatch(pattern.format(time=TIME), said[lang][k]), (lang, said[lang][k])


EN = {
    0: "If the game has not started by {time}, you can start it yourself: a bot then plays "
    "each empty seat until its friend comes.",
    1: "If you have not started by {time}, the players already seated can start the game "
    "themselves.",
}
FORMS = {
    "fr": {
        0: "Si la partie n'a pas commencé à {time}, vous pourrez la lancer vous-même\u00a0: un "
        "robot jouera alors chaque place vide jusqu'à l'arrivée de son ami."
    },
    "it": {
        1: "Se non avvii la partita entro le {time}, i giocatori già seduti potranno avviarla "
        "da soli."
    },
    "de": {
        0: "Hat das Spiel um {time} noch nicht begonnen, kannst du es selbst starten: Ein Bot "
        "spielt dann jeden freien Platz, bis die eingeladene Person kommt."
    },
}
"""The sentences with a time in them, by language and by SAID's place."""
