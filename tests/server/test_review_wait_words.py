"""The review page while the review runs: how long is left at the pace seen, and a word when
the busy server judges nothing for a while (a bar creeping with no end in sight on a loaded
server: 38 decisions took 14 minutes). The page's own module in Node, no browser."""

from __future__ import annotations

from itertools import groupby

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
        (
            "en",
            "Starting the review of 45 decisions…",
            "of 1 decision…",
            "Decisions judged: 3 of 45…",
        ),
        (
            "fr",
            "L'analyse de 45 décisions commence…",
            "de 1 décision commence",
            "Décisions analysées\u00a0: 3 sur 45…",
        ),
        (
            "it",
            "Inizia l'analisi di 45 decisioni…",
            "di 1 decisione…",
            "Decisioni analizzate: 3 di 45…",
        ),
        (
            "de",
            "Die Analyse von 45 Entscheidungen beginnt…",
            "1 Entscheidung beginnt",
            "Analysierte Entscheidungen: 3 von 45…",
        ),
    ],
)
def test_a_review_begins_as_a_start_not_as_decision_0(
    lang: str, start: str, one: str, third: str
) -> None:
    """Each review began "Reviewing decision 0 of 45…", a count of nothing done. Under way,
    the count is of the decisions judged: "Reviewing decision 4 of 92…" named the fourth as
    the one being worked on when four were done."""
    said = in_node(STARTS, lang, table=True)
    assert said[0][0] == start and one in said[1][0], said
    assert said[2][0] == third and "0" not in said[0][0].replace("45", ""), said


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
            "Decisions judged by the review running now: 1 of 40",
            "starts by itself",
        ),
        (
            "fr",
            "une autre analyse",
            "2 analyses avant la vôtre",
            "environ 3 minutes",
            "Décisions évaluées par l'analyse en cours\u00a0: 1 sur 40",
            "d'elle-même",
        ),
        (
            "it",
            "un'altra analisi",
            "2 analisi prima della tua",
            "circa 3 minuti",
            "Decisioni valutate dall'analisi in corso: 1 di 40",
            "da sola",
        ),
        (
            "de",
            "eine andere Analyse",
            "2 Analysen vor deiner",
            "etwa 3 Minuten",
            "Von der laufenden Analyse bewertete Entscheidungen: 1 von 40",
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
    # no pace yet: how many of its decisions the running review has judged ("decision 1 of
    # 40" read as the one being worked on, or as a count of some other decisions)
    assert young[1] == early, young
    assert len(bare) == 1 and itself in bare[0], bare  # nothing running known: no estimate


PACES = """const rv = await import("./review.js");
const at = (pairs) => pairs.map(([done, at]) => ({ done, at }));
// a review's first decisions cost more (the worker warms up), as a page polling each second
// saw them: its first two 2.5 s each, then about 1.3 s (20 decisions, session 37) ...
const seen = at([[1, 5200], [2, 7500], [3, 9400], [5, 11600]]);
// ... and a warmer start: 8 s each, then 1 s each (60 decisions left)
const warm = at([[1, 8000], [2, 16000], [3, 17000], [4, 18000], [5, 19000], [6, 20000],
  [7, 21000], [8, 22000], [9, 23000], [10, 24000], [11, 25000], [12, 26000]]);
return [
  rv.leftText(seen.slice(0, 2), 70),  // one decision since the first seen: nothing yet
  rv.leftText(seen, 67),              // 1.6 s a decision: about 2 minutes (88 s were left)
  rv.leftText(warm, 60),              // 1 s a decision over the later ones: about a minute
  rv.waitLines({ status: "queued", position: 1, ahead: { done: 4, total: 74, seconds: 40 } })[1],
  rv.waitLines({ status: "queued", position: 1, ahead: { done: 12, total: 72, seconds: 26 } },
    warm)[1],
];"""


def test_the_time_left_is_not_said_long_from_the_first_decisions() -> None:
    """The first decisions of a review cost more than the later ones (the worker warms up),
    and the pace counted them from the page's first look (the server's, for a review running
    ahead, from its start, the worker's included): the page said minutes for what ended in
    seconds ("About 2 minutes" from 26 s for 12 decisions, 60 left, where the later ones took
    1 s each). The pace is the later half of the decisions the page saw judged, and nothing
    is said until three have been since the first seen; a review running ahead is timed
    alike, the server's pace only once ten decisions outweigh the worker's start."""
    none, early, later, young, ahead = in_node(PACES, "en", table=True)
    assert none == "", none
    assert early == "About 2 minutes left at this pace", early
    assert later == "About 1 minute left at this pace", later
    assert young == "Decisions judged by the review running now: 4 of 74", young
    assert ahead == "The review running now: about 1 minute left at its pace", ahead


STARTING = """const rv = await import("./review.js");
return [rv.waitLines({ status: "queued", position: 1, starting: true }),
  rv.waitLines({ status: "queued", position: 1 }),
  rv.waitLines({ status: "running", total: 0 })];"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_review_next_with_nothing_running_says_it_starts(lang: str) -> None:
    """ "Waiting for another review to finish" was said (and read aloud) of a review next in
    the queue while no other ran, until the worker took it: it is starting."""
    starting, waiting, running = in_node(STARTING, lang, table=True)
    assert starting == running, starting  # "The review is starting…"
    assert waiting != starting, waiting


STEADY = """const rv = await import("./review.js");
// the planted review of tests/coach/test_review_time_left.py: a lay-down costs four or five
// discards' time; the page sees each decision judged as it polls
const costs = Array(6).fill([9, 3, 2, 10, 2, 3, 11, 2, 2, 9, 3, 2, 8, 2, 3, 10, 2, 2, 9, 3]).flat();
const total = 120, points = [], kept = {}, raw = [], said = [];
let now = 6000;
for (let done = 1; done < total; done++) {
  points.push({ done, at: now });
  raw.push(rv.leftText(points, total - done, null, now));
  said.push(rv.leftText(points, total - done, kept, now));
  now += costs[done - 1] * 1000;
}
const ahead = { done: 40, total: 200, seconds: 1040 };  // 26 s a decision: 69 minutes
return [raw, said, rv.waitLines({ status: "queued", position: 1, ahead }, [], {}, 0)[1]];"""


def test_the_time_left_holds_steady_while_the_pace_wobbles_within_its_noise() -> None:
    """The page's time left swung with each decision's cost over the first decisions ("About 5
    minutes", 10, 9, 10, 8, 7, 10): it counts down and moves only when the new estimate leaves
    the pace's own spread around it, as the terminal's (``steady_end``); ten minutes and more
    in fives."""
    raw, said, ahead = in_node(STEADY, "en", table=True)
    first = [s for s in said if s][:10]
    early = [r for r in raw if r][:10]
    assert len(list(groupby(early))) - 1 >= 6, early  # the planted swing: changes of the figure
    assert len(list(groupby(first))) - 1 <= 2, first
    assert said[60] == "About 4 minutes left at this pace", said
    assert said[-1] == "Less than a minute left at this pace", said
    assert ahead == "The review running now: about 70 minutes left at its pace", ahead
