"""A bot's pause and its thinking overlap: the move shows after the longer of the two."""

from __future__ import annotations

import asyncio
import concurrent.futures
from typing import Any

import pytest

from corsairs.server.store import Store
from corsairs.server.tables import Hub

PAUSE = 2.0


def _timeline(monkeypatch: pytest.MonkeyPatch) -> tuple[float, float]:
    """Seconds from the bot's turn to the start of its thinking, and to its move."""
    import corsairs.server.tables as tables

    monkeypatch.setattr(tables.random, "uniform", lambda a, b: 1.0)  # the pause is PAUSE

    async def go() -> tuple[float, float]:
        loop = asyncio.get_running_loop()
        hub = Hub(Store("sqlite://"), bot_delay=PAUSE, bots_in_workers=False)
        room, _ = hub.create("corsairs", 2, [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])
        started: list[float] = []
        bot = next(iter(room.bots.values()))
        plain = bot.choose

        def slow(obs: Any, legal: Any) -> Any:
            started.append(loop.time())
            return plain(obs, legal)

        bot.choose = slow  # type: ignore[method-assign]
        seq = room.seq
        begin = loop.time()
        if room.state.current_player != 1:  # the human plays first: make its move
            room.act(0, seq, str(room.state.legal_actions()[0]))
            seq, begin = room.seq, loop.time()
        room.schedule_bot()
        while room.seq == seq:
            await asyncio.sleep(0.01)
        moved = loop.time()
        hub.store.close()
        return started[0] - begin, moved - begin

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, go()).result()


def test_the_bot_thinks_during_its_pause_and_keeps_the_pace(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    thinking_from, moved_at = _timeline(monkeypatch)
    assert thinking_from < PAUSE / 2  # it began at once (it used to wait the whole pause)
    assert moved_at >= PAUSE - 0.05  # and still shows its move after the pause
