"""Bots in worker processes (issue 19): a per-move CPU cap, cancellation that really stops
the work, and a queue that serves tables in turn."""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest
from server_helpers import run_async as run

from corsairs.registry import load_game
from corsairs.server.botpool import BotFailed, BotPool, Job, is_search

pytestmark = pytest.mark.timeout(60)


def job(spec: str, seed: int = 1) -> dict[str, Any]:
    game = load_game("corsairs", players=2)
    state = game.new_state(seed=seed)
    return {
        "game": "corsairs",
        "players": 2,
        "rules": game.rules_dict(),
        "spec": spec,
        "seed": seed,
        "observation": state.observation(state.current_player),
        "legal": [str(a) for a in state.legal_actions()],
    }


def test_a_worker_plays_a_legal_move_the_same_for_the_same_seed() -> None:
    async def go() -> list[str]:
        pool = BotPool(workers=2)
        try:
            moves = [await pool.choose("t", job("ismcts:iterations=30", seed=3)) for _ in range(2)]
            return [
                *moves,
                *(await asyncio.gather(*(pool.choose(f"t{i}", job("greedy")) for i in range(4)))),
            ]
        finally:
            await pool.close()

    moves = run(go())
    assert moves[0] == moves[1] and moves[0] in job("greedy", seed=3)["legal"]
    assert all(m in job("greedy")["legal"] for m in moves[2:])


def test_a_warmed_pool_plays_its_first_move_on_the_worker_it_started_ahead() -> None:
    """The first bot move or hint of a server paid for starting a worker process and
    loading the games in it (about 10 s on a loaded machine, for a worker at nice 5):
    ``corsairs serve`` starts one ahead (``warm``), and the first move goes to it."""

    async def go() -> tuple[int, int, str]:
        pool = BotPool(workers=2)
        try:
            pool.warm()
            pool.warm()  # once is enough: a second call starts nothing more
            started = [w.process.pid for w in pool.workers]
            move = await pool.choose("t", job("greedy"))
            assert [w.process.pid for w in pool.workers] == started
            return len(started), started[0], move
        finally:
            await pool.close()

    count, pid, move = run(go())
    assert count == 1 and pid and move in job("greedy")["legal"]


@pytest.mark.slow
@pytest.mark.timeout(180)  # a loaded machine gives the niced worker little CPU
def test_a_move_over_its_cpu_cap_fails_fast_and_the_pool_carries_on() -> None:
    """A search of minutes is stopped by the CPU cap after about a second of CPU. Measured
    in the worker's CPU, not wall time: on a loaded machine the niced worker may take many
    wall seconds for one CPU second (so the wall-clock guard is widened here)."""

    async def go() -> tuple[float, str]:
        pool = BotPool(workers=1, cpu_cap=1.0)
        pool.wall_limit = 150  # the CPU cap must end the move, not the wall-clock guard
        try:
            await pool.choose("warm", job("random"))  # the worker started and imported
            with pytest.raises(BotFailed, match="over its CPU cap of 1 s"):
                await pool.choose("slow", job("ismcts:iterations=10000000"))
            spent = pool.used["slow"][0]  # the CPU the worker reported for the move
            return spent, await pool.choose("next", job("random"))
        finally:
            await pool.close()

    spent, move = run(go(), timeout=160)  # within the wall-clock guard above (150 s)
    # RLIMIT_CPU counts whole seconds: the cap of 1 s ends the move within 2 s of CPU
    assert 1.0 <= spent < 2.5 and move


def test_cancelling_a_table_kills_its_running_move_and_serves_the_next() -> None:
    async def go() -> tuple[str, bool]:
        pool = BotPool(workers=1, cpu_cap=60.0)
        try:
            slow = asyncio.ensure_future(pool.choose("big", job("ismcts:iterations=10000000")))
            waiting = asyncio.ensure_future(pool.choose("other", job("random")))
            await asyncio.sleep(1.0)
            assert pool.busy() == 1 and not waiting.done()  # queued behind the slow one
            pid = pool.workers[0].process.pid
            pool.cancel("big")
            move = await asyncio.wait_for(waiting, 20)
            return move, slow.cancelled() and all(w.process.pid != pid for w in pool.workers)
        finally:
            await pool.close()

    move, killed = run(go())
    assert move and killed


def test_quick_bots_never_wait_behind_search_at_other_tables() -> None:
    """With four searches queued, a quick bot's move goes at once to the worker that
    searches leave free, and is answered while the search still runs. Not timed: under
    load, starting that worker took 10 s (a wall-clock bound of 5 s failed in CI); a quick
    move queued behind the search would wait for its 30 s CPU cap instead."""

    async def go() -> tuple[list[str | None], list[str], str, bool]:
        pool = BotPool(workers=2, cpu_cap=30.0)
        try:
            await pool.choose("warm", job("random"))  # one worker started
            heavy = [
                asyncio.ensure_future(pool.choose(f"search{i}", job("ismcts:iterations=10000000")))
                for i in range(4)
            ]
            while not pool.busy():  # the first search reached the worker
                await asyncio.sleep(0)
            quick = asyncio.ensure_future(pool.choose("quick", job("greedy")))
            await asyncio.sleep(0)  # quick asked: dispatched now, or queued
            running = [w.job.table if w.job else None for w in pool.workers]
            waiting = [j.table for j in pool.queue]
            # queued behind the search, it would wait for a CPU cap: not awaited then
            move = await quick if "quick" in running else ""
            searching = not any(h.done() for h in heavy)
            for h in [*heavy, quick]:
                h.cancel()
            return running, waiting, move, searching
        finally:
            await pool.close()

    running, waiting, move, searching = run(go())
    # search holds one worker of two; the other is started for the quick bot
    assert running == ["search0", "quick"], running
    assert waiting == ["search1", "search2", "search3"], waiting
    assert move in job("greedy")["legal"] and searching


def test_the_table_that_used_least_cpu_is_served_first() -> None:
    async def go() -> list[str]:
        pool = BotPool(workers=1)
        loop = asyncio.get_running_loop()
        pool._charge("hog", 20.0)
        pool._charge("light", 0.5)
        for order, table in enumerate(["hog", "light", "new"]):
            pool.queue.append(Job(table, {}, loop.create_future(), False, order))
        served = []
        while (nxt := pool.next_job()) is not None:
            pool.queue.remove(nxt)
            served.append(nxt.table)
        return served

    assert run(go()) == ["new", "light", "hog"]


@pytest.mark.parametrize(
    ("spec", "searching"),
    [
        ("expert", True),
        ("level:expert", True),
        ("Expert", True),
        ("ismcts:iterations=5", True),
        ("strong", False),
        ("heuristic", False),
        ("casual", False),
    ],
)
def test_a_level_counts_as_the_bot_it_stands_for(spec: str, searching: bool) -> None:
    """A seat keeps its level's name: an expert seat searches, so it is a heavy job."""
    assert is_search(spec, "corsairs") is searching
    assert is_search(spec, "piratatak") is searching


def test_an_expert_seats_move_is_a_heavy_job() -> None:
    async def go() -> bool:
        pool = BotPool(workers=2)
        try:
            task = asyncio.ensure_future(pool.choose("t", job("expert")))
            await asyncio.sleep(0)
            jobs = [w.job for w in pool.workers if w.job is not None] + list(pool.queue)
            heavy = bool(jobs) and all(j.heavy for j in jobs)
            await task
            return heavy
        finally:
            await pool.close()

    assert run(go())


@pytest.mark.parametrize(
    ("spec", "game"),
    [("level:grandmaster", "corsairs"), ("expert:iterations=5", "corsairs"), ("expert", "chess")],
)
def test_a_bad_spec_or_game_is_left_for_the_worker_to_refuse(spec: str, game: str) -> None:
    """Sorting a job never raises: a spec that names no bot is the worker's to report."""
    assert is_search(spec, game) is False


@pytest.mark.usefixtures("unruly")
def test_a_bot_that_raises_is_logged_with_the_line_of_its_own_code() -> None:
    """The server logs the kind of a bot's error, not its words (they may quote its hand),
    and now where in the bot's code it came from: a plugin bot's author hosting a table had
    only "the bot raised KeyError"."""

    async def go() -> None:
        pool = BotPool(workers=1)
        try:
            with pytest.raises(
                BotFailed, match=r"the bot raised KeyError at unruly_bots\.py, line \d+$"
            ):
                await pool.choose("t", job("raiser"))
        finally:
            await pool.close()

    run(go())


@pytest.mark.parametrize("warm", [True, False])
def test_the_server_starts_a_bot_worker_ahead_only_when_asked(warm: bool, tmp_path: Any) -> None:
    """``corsairs serve`` warms its pool; an app made without ``warm_bots`` (the tests'
    many apps) starts no process until a bot plays."""
    from fastapi.testclient import TestClient

    from corsairs.server.app import create_app

    app = create_app(f"sqlite:///{tmp_path / 'db.sqlite'}", warm_bots=warm)
    with TestClient(app):
        assert len(app.state.hub.pool.workers) == int(warm)


def test_the_workers_load_the_games_and_the_coach_without_the_server() -> None:
    """A bot worker's start-up (``_load_ahead``) and the review worker's module imported
    pydantic and SQLAlchemy through the server's modules, about 0.1 s and 0.25 s of CPU a
    worker started, for nothing they use. Their imports are checked in a fresh process."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from corsairs.server import botpool, review_worker\n"
        "botpool._load_ahead()\n"
        "import corsairs.coach.review, corsairs.record\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'pydantic', 'sqlalchemy', "
        "'fastapi', 'starlette'}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.usefixtures("unruly")
@pytest.mark.parametrize(
    ("spec", "said"),
    [
        ("nothing", "the bot chose no action (None)"),
        ("malformed", "the bot chose \"{'not': 'an action'}\", which is no action of the game"),
    ],
)
def test_an_answer_the_game_cannot_read_is_the_bots_illegal_move(spec: str, said: str) -> None:
    """A bot's None went to the table as the move "None", and an answer no parser takes was
    logged as "the bot raised BadNotation at game.py", an error the bot never raised."""

    async def go() -> None:
        pool = BotPool(workers=1)
        try:
            with pytest.raises(BotFailed) as caught:
                await pool.choose("t", job(spec))
            assert (str(caught.value), caught.value.fault) == (said, "illegal")
        finally:
            await pool.close()

    run(go())


@pytest.mark.usefixtures("unruly")
def test_a_bot_that_ends_the_program_fails_as_an_error_and_its_worker_lives_on() -> None:
    """A bot's ``sys.exit`` (a script's habit) ended the worker at each of its moves, and a
    new one was started for the next: it is the bot's error, told where in its code, and
    the same worker serves on. ``os._exit`` nothing in the worker can report: the pool says
    the worker died, for the table to ask that bot no more."""

    async def go() -> None:
        pool = BotPool(workers=1)
        try:
            for _ in range(2):
                with pytest.raises(BotFailed) as caught:
                    await pool.choose("t", job("quitter"))
                assert re.fullmatch(
                    r"the bot raised SystemExit at unruly_bots\.py, line \d+", str(caught.value)
                )
                assert not caught.value.died
            (worker,) = pool.workers
            first = worker.process.pid
            assert await pool.choose("t", job("random"))
            assert [w.process.pid for w in pool.workers] == [first]
            with pytest.raises(BotFailed) as caught:
                await pool.choose("t", job("killer"))
            assert (caught.value.fault, caught.value.died) == ("error", True)
        finally:
            await pool.close()

    run(go())
