"""A round whose penalty cards take the total past the last-round mark says, in its summary
and in the log, that the next round is the last (the table said "Last round!" only once
the next round had begun); a round that ends the game says so."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const th = { last_round: 35, end: 45 };
const round = (n, pens, extra = {}) => ({ round: n, annulled: false, closer: 0, limits: [5, 9],
  sent_under_by: [], added: [2, 3], penalties: pens, sweepers: [], final_round: false, ...extra });
const before = round(3, [14, 16]), past = round(4, [17, 19]), end = round(5, [22, 24]);
const last = round(5, [18, 20], { final_round: true });
const obs = (r, over) => ({ thresholds: th, over, rounds: [r] });
const log = (r, over) => c.narrate({ act: "round_end", round: r.round }, ["Ann", "Bo"], m.t,
  obs(r, over), 1);
const next = (r, over) => c.roundNext(r, obs(r, over), m.t);
return { before: next(before, false), past: next(past, false), end: next(end, true),
  last: next(last, true), log: log(past, false) };"""


@pytest.mark.parametrize(
    ("lang", "next_last", "over"),
    [
        ("en", "the next round is the last", "game is over"),
        ("fr", "la prochaine manche est la dernière", "partie est finie"),
        ("it", "la prossima manche è l'ultima", "partita è finita"),
        ("de", "nächste Runde ist die letzte", "Spiel ist vorbei"),
    ],
)
def test_the_round_that_calls_the_last_round_says_so(lang: str, next_last: str, over: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert said["before"] == ""
    assert next_last in said["past"] and "35" in said["past"]
    assert over in said["end"] and "45" in said["end"]
    assert over in said["last"]
    assert next_last in said["log"]
