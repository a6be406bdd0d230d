"""``corsairs review`` while it works: the time left in words once the pace seen can say it
honestly, as the review page says it (``paceSeen`` in web/review.js,
tests/server/test_review_wait_words.py). The bar said "decision 2 of 48" and Rich's clock,
which ran from the first decision (the judges' start in it) in digits."""

from __future__ import annotations

from itertools import groupby

import pytest

from corsairs.coach.command import STEADY_BAND, _Progress, left_words, seconds_left, time_left
from corsairs.lang import speaking


def test_the_time_left_is_said_once_the_pace_seen_means_something() -> None:
    now = [0.0]
    bar = _Progress(quiet=True, clock=lambda: now[0])
    bar(0, 48)  # the review starts: no decision judged, no promise
    said = []
    for done, at in [(1, 4.0), (2, 6.0), (3, 8.0), (4, 10.0), (4, 10.5), (5, 12.0)]:
        now[0] = at  # the first decision carried the judges' start; then 2 s each
        bar(done, 48)
        said.append(bar.left(48))
    # three decisions since the first seen before anything is said: 2 s each, 44 left
    assert said == ["", "", "", "about 1 minute left", "about 1 minute left", "about 1 minute left"]
    now[0] = 100.0
    for done in range(6, 47):
        now[0] += 2.0
        bar(done, 48)
    assert bar.left(48) == "less than a minute left"  # 2 left at 2 s each
    assert bar.points[0] == (1, 4.0) and len(bar.points) == 46  # once per count, never at 0


@pytest.mark.parametrize(
    ("lang", "soon", "minutes"),
    [
        ("en", "less than a minute left", "about 10 minutes left"),
        ("fr", "moins d'une minute restante", "environ 10 minutes restantes"),
        ("it", "meno di un minuto rimasto", "circa 10 minuti rimasti"),
        ("de", "noch weniger als eine Minute", "noch etwa 10 Minuten"),
    ],
)
def test_the_time_left_is_said_in_the_players_language(lang: str, soon: str, minutes: str) -> None:
    seen = [(1, 0.0), (2, 20.0), (3, 40.0), (4, 60.0), (5, 80.0)]  # 20 s a decision
    with speaking(lang):
        assert time_left(seen, 2) == soon
        assert time_left(seen, 30) == minutes
        assert time_left(seen, 0) == "" and time_left(seen[:3], 30) == ""


def test_the_time_left_holds_steady_while_the_pace_wobbles_within_its_noise() -> None:
    """The time left swung with each decision's cost ("about 5 minutes", 10, 9, 10, 8, 7, 10
    over the first decisions said): a player read a broken clock. The figure counts down and
    moves only when the new estimate leaves the pace's own spread around it (1/sqrt of the
    decisions it is from, at least ``STEADY_BAND``), so it is never further from the estimate
    than that spread; ten minutes and more are said in fives (``web/review.js`` alike)."""
    total = 120
    # a planted review: a lay-down costs four or five discards' time
    costs = [9, 3, 2, 10, 2, 3, 11, 2, 2, 9, 3, 2, 8, 2, 3, 10, 2, 2, 9, 3] * 6
    now = [6.0]  # the first decision, the judges' start in it
    bar = _Progress(quiet=True, clock=lambda: now[0])
    raw, said = [], []
    for done in range(1, total):
        bar(done, total)
        raw.append(time_left(bar.points, total - done))
        said.append(bar.left(total))
        estimate = seconds_left(bar.points, total - done)
        if estimate is not None and bar.end is not None:
            secs, judged = estimate
            spread = max(STEADY_BAND, judged**-0.5) * secs
            assert abs(bar.end - now[0] - secs) <= spread, (done, bar.end - now[0], secs)
        now[0] += costs[done - 1]
    first = [s for s in said if s][:10]
    moved = len(list(groupby(first))) - 1  # how often the figure said changed
    swung = len(list(groupby([r for r in raw if r][:10]))) - 1
    assert swung >= 6, raw[:14]  # the planted paces swing as the early ones did
    assert moved <= 2, first
    assert said[-1] == "less than a minute left" and said[60] == "about 4 minutes left", said
    with speaking("en"):
        assert left_words(13 * 60) == "about 15 minutes left"  # no precision it has not
        assert left_words(9 * 60) == "about 9 minutes left"
