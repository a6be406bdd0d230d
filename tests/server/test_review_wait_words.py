"""The review page while the review runs: how long is left at the pace seen, and a word when
the busy server judges nothing for a while (a bar creeping with no end in sight on a loaded
server: 38 decisions took 14 minutes). The page's own module in Node, no browser."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const rv = await import("./review.js");
return [
  rv.remainingText(1, 40, 60000),    // one decision: no pace yet
  rv.remainingText(4, 40, 4000),     // under five seconds: none either
  rv.remainingText(10, 2, 20000),    // 4 s a decision, 2 left: under a minute
  rv.remainingText(10, 40, 20000),   // 2 s a decision, 40 left: 80 s
  rv.remainingText(5, 30, 100000),   // 20 s a decision, 30 left: 10 minutes
  rv.remainingText(5, 0, 100000),    // nothing left
  rv.stalledText(29000), rv.stalledText(45000),
];"""


@pytest.mark.parametrize(
    ("lang", "soon", "one", "ten", "stalled"),
    [
        (
            "en",
            "Less than a minute left at this pace",
            "About 1 minute left at this pace",
            "About 10 minutes left at this pace",
            "The server is busy: no decision judged for 45 s.",
        ),
        ("fr", "Moins d'une minute", "Environ 1 minute restante", "Environ 10 minutes", "45 s"),
        ("it", "Meno di un minuto", "Circa 1 minuto rimasto", "Circa 10 minuti", "45 s"),
        ("de", "weniger als eine Minute", "Noch etwa 1 Minute", "Noch etwa 10 Minuten", "45 s"),
    ],
)
def test_the_time_left_is_said_from_the_pace_seen(
    lang: str, soon: str, one: str, ten: str, stalled: str
) -> None:
    none1, none2, under, minute, minutes, done, quiet, busy = in_node(SAID, lang, table=True)
    assert none1 == none2 == done == "" and quiet == ""
    assert soon in under and one in minute and ten in minutes, (under, minute, minutes)
    assert stalled in busy, busy
