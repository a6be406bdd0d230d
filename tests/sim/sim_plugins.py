"""Bots for the simulation tests, registered when a worker imports this plugin module.

``crashy`` kills its worker process once (the first time any worker plays it
while the marker file named by CORSAIRS_TEST_CRASH_MARKER does not exist yet);
``faulty`` raises in every game whose seat-0 seed is divisible by 5.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from typing import Any

from corsairs.agents import RandomAgent, register_agent


class CrashyAgent(RandomAgent):
    name = "crashy"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        marker = os.environ.get("CORSAIRS_TEST_CRASH_MARKER")
        if marker:
            try:
                fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                pass
            else:
                os.close(fd)
                os._exit(17)
        return super().choose(observation, legal_actions)


class FaultyAgent(RandomAgent):
    name = "faulty"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        if self.seed is not None and self.seed % 5 == 0:
            raise RuntimeError("faulty bot gives up")
        return super().choose(observation, legal_actions)


register_agent("crashy", CrashyAgent)
register_agent("faulty", FaultyAgent)


class SleepyAgent(RandomAgent):
    """A random bot that thinks for 5 ms a move: a batch lasts long enough to watch it."""

    name = "sleepy"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        time.sleep(0.005)
        return super().choose(observation, legal_actions)


register_agent("sleepy", SleepyAgent)
