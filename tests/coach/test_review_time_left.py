"""``corsairs review`` while it works: the time left in words once the pace seen can say it
honestly, as the review page says it (``paceSeen`` in web/review.js,
tests/server/test_review_wait_words.py). The bar said "decision 2 of 48" and Rich's clock,
which ran from the first decision (the judges' start in it) in digits."""

from __future__ import annotations

import pytest

from corsairs.coach.command import _Progress, time_left
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
