"""A review judged in several processes at once is the same review, decision for decision,
figure for figure: each decision is seeded by its own position, never by the order in which
it was judged (``corsairs.coach.review``, ``workers``; ``corsairs review --jobs``, the
server's ``--review-workers``)."""

from __future__ import annotations

import json
import signal
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import corsairs
from corsairs.cli import app
from corsairs.coach.review import review
from corsairs.record import bot_game_record, check, load

DATA = Path(__file__).parent.parent / "data"


@pytest.fixture(autouse=True)
def _judges_for_any_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests' reviews are small: judged in one process unless told (``PARALLEL_WORK``)."""
    monkeypatch.setattr("corsairs.coach.review.PARALLEL_WORK", 0)


def test_a_review_in_two_processes_is_the_review_in_one() -> None:
    path = DATA / "reviews" / "corsairs-2p-pile-draws.json"
    args = ["review", str(path), "--seat", "1", "--budget", "8", "--jobs", "2", "--json"]
    ran = CliRunner().invoke(app, args)
    assert ran.exit_code == 0, ran.stderr
    assert json.loads(ran.stdout) == review(load(path), 1, samples=8).to_dict()
    game = corsairs.load_game("piratatak", players=2)
    pira = check(bot_game_record(game, ["greedy", "greedy"], 3))
    seen: list[tuple[int, int]] = []
    apart = review(pira, 0, samples=4, workers=2, progress=lambda d, t: seen.append((d, t)))
    alone = review(pira, 0, samples=4)
    assert apart.to_dict() == alone.to_dict()
    total = len(alone.decisions)
    assert total > 2 and seen == [(k, total) for k in range(total + 1)]


def test_a_review_whose_judges_break_is_finished_in_its_own_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A judge that cannot start (a program read from standard input has no main module to
    import again) or is killed broke the pool: the review failed; the rest is judged here."""
    from corsairs.coach import review as module

    class Broken:
        def __init__(self, **_: object) -> None: ...

        def map(self, fn: Any, jobs: list[Any]) -> Iterator[Any]:
            yield fn(jobs[0])
            raise BrokenProcessPool("a judge died")

        def shutdown(self, **_: object) -> None: ...

    game = corsairs.load_game("piratatak", players=2)
    pira = check(bot_game_record(game, ["greedy", "greedy"], 3))
    alone = review(pira, 0, samples=4).to_dict()
    monkeypatch.setattr(module, "ProcessPoolExecutor", Broken)
    assert review(pira, 0, samples=4, workers=2).to_dict() == alone


def test_a_review_stopped_midway_ends_its_judges_at_once() -> None:
    """Ctrl+C in the terminal (here: the progress callback raising, as it would): the judges
    are ended, not waited for until the decisions they were judging are done (9 s on the
    busy shared machine, where one process stopped in 1.4 s)."""
    import multiprocessing

    judges: list[Any] = []
    others = set(multiprocessing.active_children())

    def interrupt(done: int, _total: int) -> None:
        if done == 1:
            judges.extend(set(multiprocessing.active_children()) - others)
            raise KeyboardInterrupt

    rec = load(DATA / "reviews" / "corsairs-2p-pile-draws.json")
    with pytest.raises(KeyboardInterrupt):
        review(rec, 1, samples=64, workers=2, progress=interrupt)
    assert judges and all(p.exitcode == -signal.SIGTERM for p in judges), judges


def test_the_terminal_review_judges_in_two_processes_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``corsairs review`` without ``--jobs``: two (one on a one-core machine)."""
    import os

    from corsairs.coach import command
    from corsairs.coach.review import ReviewRefused

    asked: list[int] = []

    def fake(*_: Any, workers: int = 1, **__: Any) -> Any:
        asked.append(workers)
        raise ReviewRefused("enough")

    monkeypatch.setattr(command, "review", fake)
    path = str(DATA / "reviews" / "corsairs-2p-pile-draws.json")
    for args, jobs in (([], min(2, os.cpu_count() or 1)), (["--jobs", "1"], 1)):
        ran = CliRunner().invoke(app, ["review", path, *args])
        assert ran.exit_code == 2 and "enough" in ran.stderr, ran.stderr
        assert asked.pop() == jobs
