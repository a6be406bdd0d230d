"""A bot's pause and its thinking overlap: the move shows after the longer of the two."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Sequence
from typing import Any

import pytest
from server_helpers import run_async

from corsairs.server.store import Store
from corsairs.server.tables import Hub

PAUSE = 1.0


def _timeline(monkeypatch: pytest.MonkeyPatch, seed: int) -> tuple[float, float]:
    """Seconds from the bot's turn to the start of its thinking, and to its move."""

    monkeypatch.setattr(random, "uniform", lambda a, b: 1.0)  # the pause is PAUSE

    async def go() -> tuple[float, float]:
        loop = asyncio.get_running_loop()
        hub = Hub(Store("sqlite://"), bot_delay=PAUSE, bots_in_workers=False)
        room, _ = hub.create(
            "corsairs", 2, [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}], seed=seed
        )
        started: list[float] = []
        bot = next(iter(room.bots.values()))
        plain = bot.choose

        def slow(observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
            started.append(loop.time())
            return plain(observation, legal_actions)

        bot.choose = slow  # type: ignore[method-assign]
        # The human may be first, and a turn is several actions: play the human's turn
        # through (its last action starts the bot's turn), or start the bot's turn here.
        while room.state.current_player == 0:
            room.act(0, room.seq, str(room.state.legal_actions()[0]))
        seq, begin = room.seq, loop.time()
        room.schedule_bot()
        while room.seq == seq:
            await asyncio.sleep(0.01)
        moved = loop.time()
        hub.store.close()
        return started[0] - begin, moved - begin

    paces: tuple[float, float] = run_async(go())
    return paces


@pytest.mark.parametrize("seed", [0, 1])  # the human starts, the bot starts
def test_the_bot_thinks_during_its_pause_and_keeps_the_pace(
    monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    thinking_from, moved_at = _timeline(monkeypatch, seed)
    assert thinking_from < PAUSE / 2  # it began at once (it used to wait the whole pause)
    assert moved_at >= PAUSE - 0.05  # and still shows its move after the pause
