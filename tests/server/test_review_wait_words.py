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


STARTS = """const rv = await import("./review.js");
return [rv.waitLines({ status: "running", done: 0, total: 45 }),
  rv.waitLines({ status: "running", done: 0, total: 1 }),
  rv.waitLines({ status: "running", done: 3, total: 45 })];"""


@pytest.mark.parametrize(
    ("lang", "start", "one", "third"),
    [
        ("en", "Starting the review of 45 decisions…", "of 1 decision…", "decision 3 of 45"),
        ("fr", "L'analyse de 45 décisions commence…", "de 1 décision commence", "3 sur 45"),
        ("it", "Inizia l'analisi di 45 decisioni…", "di 1 decisione…", "3 di 45"),
        ("de", "Die Analyse von 45 Entscheidungen beginnt…", "1 Entscheidung beginnt", "3 von 45"),
    ],
)
def test_a_review_begins_as_a_start_not_as_decision_0(
    lang: str, start: str, one: str, third: str
) -> None:
    """Each review began "Reviewing decision 0 of 45…", a count of nothing done."""
    said = in_node(STARTS, lang, table=True)
    assert said[0][0] == start and one in said[1][0], said
    assert third in said[2][0] and "0" not in said[0][0].replace("45", ""), said


QUEUED = """const rv = await import("./review.js");
const ahead = { done: 10, total: 40, seconds: 50 };  // 5 s a decision, 30 left: 2.5 minutes
return [rv.waitLines({ status: "queued", position: 1, ahead }),
  rv.waitLines({ status: "queued", position: 3, ahead }),
  rv.waitLines({ status: "queued", position: 1, ahead: { done: 1, total: 40, seconds: 3 } }),
  rv.waitLines({ status: "queued", position: 1 })];"""


@pytest.mark.parametrize(
    ("lang", "next_", "ahead", "left", "early", "itself"),
    [
        (
            "en",
            "Waiting for another review to finish",
            "2 reviews ahead of yours",
            "The review running now: about 3 minutes left at its pace",
            "The review running now: decision 1 of 40",
            "starts by itself",
        ),
        (
            "fr",
            "une autre analyse",
            "2 analyses avant la vôtre",
            "environ 3 minutes",
            "1 sur 40",
            "d'elle-même",
        ),
        (
            "it",
            "un'altra analisi",
            "2 analisi prima della tua",
            "circa 3 minuti",
            "1 di 40",
            "da sola",
        ),
        (
            "de",
            "eine andere Analyse",
            "2 Analysen vor deiner",
            "etwa 3 Minuten",
            "1 von 40",
            "von selbst",
        ),
    ],
)
def test_a_queued_review_says_what_it_waits_for_and_how_long(
    lang: str, next_: str, ahead: str, left: str, early: str, itself: str
) -> None:
    """A review queued behind another said "starts next" over an endless bar: what it waits
    for, the running review's time left at its pace (the server's ``ahead``), and that it
    starts by itself."""
    nxt, behind, young, bare = in_node(QUEUED, lang, table=True)
    assert next_ in nxt[0] and itself in nxt[0], nxt
    assert left in nxt[1], nxt
    assert ahead in behind[0] and itself in behind[0] and left in behind[1], behind
    assert early in young[1], young  # no pace yet: where the running review is
    assert len(bare) == 1 and itself in bare[0], bare  # nothing running known: no estimate
