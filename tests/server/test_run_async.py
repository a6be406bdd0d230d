"""The server tests' loop runner ends: a coroutine waiting for what never comes fails."""

from __future__ import annotations

import asyncio
import threading

import pytest
from server_helpers import run_async


async def _forever() -> None:
    await asyncio.Event().wait()


async def _answer() -> int:
    await asyncio.sleep(0)
    return 42


async def _broken() -> None:
    raise KeyError("seat")


def test_a_coroutine_that_never_ends_times_out_instead_of_hanging() -> None:
    """Cancelled in its loop at its timeout, not left running past the join's own limit
    (said "the loop did not stop"): told by the error, not by a clock a loaded machine
    slows (it was "under 5 s")."""
    with pytest.raises(TimeoutError) as caught:
        run_async(_forever(), timeout=0.2)
    assert "did not stop" not in str(caught.value)


def test_the_value_and_the_error_reach_the_caller() -> None:
    assert run_async(_answer()) == 42
    with pytest.raises(KeyError, match="seat"):
        run_async(_broken())


def test_it_runs_even_when_this_thread_has_a_running_loop() -> None:
    async def inside() -> int:
        return run_async(_answer())  # type: ignore[no-any-return]

    # In a thread of its own: the test worker's main thread may already run a loop
    # (Playwright's sync API keeps one for the session's browser), and asyncio.run
    # refuses to start inside one.
    got: list[int] = []
    worker = threading.Thread(target=lambda: got.append(asyncio.run(inside())))
    worker.start()
    worker.join(timeout=10)
    assert got == [42]
