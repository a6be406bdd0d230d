"""Why a Corsairs game ended, said by the rule that ended it: after a last round called at
35 the result said "The penalty cards reached 61 in all (the game ends at 45)", a newcomer
reading that the 45 mark had ended it, where the round just played was the last one (the
rulebooks: from 35 "one last round is played"; 45 ends the game at once only when reached
before that round)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const obs = (total, final) => ({ total_penalties: total, thresholds: { last_round: 35, end: 45 },
  rounds: [{ round: 3, annulled: false, final_round: false },
    { round: 4, annulled: false, final_round: final }] });
return { last: c.plainEnd(obs(61, true), m.t), end: c.plainEnd(obs(47, false), m.t) };"""


@pytest.mark.parametrize(
    ("lang", "last", "end"),
    [
        ("en", "The penalty cards reached 35 in all, so that round was the last", "reached 47"),
        ("it", "Le carte penalità erano arrivate a 35 in tutto: quella manche era l'ultima", "47"),
        ("de", "Die Strafpunkte hatten insgesamt 35 erreicht: Diese Runde war die letzte", "47"),
    ],
)
def test_a_game_ended_by_its_last_round_says_so(lang: str, last: str, end: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert said["last"].startswith(last), said["last"]
    # the 45 mark reached before a last round was called still says the end's mark
    assert end in said["end"] and "45" in said["end"], said["end"]
