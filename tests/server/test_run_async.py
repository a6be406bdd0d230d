"""The server tests' loop runner ends: a coroutine waiting for what never comes fails."""

from __future__ import annotations

import asyncio
import time

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
    begin = time.monotonic()
    with pytest.raises(TimeoutError):
        run_async(_forever(), timeout=0.2)
    assert time.monotonic() - begin < 5


def test_the_value_and_the_error_reach_the_caller() -> None:
    assert run_async(_answer()) == 42
    with pytest.raises(KeyError, match="seat"):
        run_async(_broken())


def test_it_runs_even_when_this_thread_has_a_running_loop() -> None:
    async def inside() -> int:
        return run_async(_answer())  # type: ignore[no-any-return]

    assert asyncio.run(inside()) == 42
