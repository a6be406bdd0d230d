"""A command-line run in a test meets signals as at a terminal, and never outlives its test."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from collections.abc import Iterator


def terminal_signals() -> None:
    """A ``preexec_fn``: Ctrl-C as a terminal's foreground job gets it. A suite started in
    the background (``pytest &``) hands its children SIGINT ignored; the Ctrl-C case then
    failed, and its run went on playing after the test had given up on it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextlib.contextmanager
def own_session(args: list[str], **kw: object) -> Iterator[subprocess.Popen[str]]:
    """``args`` started in a session of its own (a terminal's job), killed with all its
    processes when the test ends, whether it passed or not."""
    proc: subprocess.Popen[str] = subprocess.Popen(  # type: ignore[call-overload]
        args,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=terminal_signals,
        **kw,
    )
    try:
        yield proc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()


def ctrl_c_after(monkeypatch: object, moves: int) -> None:
    """Ctrl-C while the random bot chooses its move number ``moves + 1`` (a bot thinking)."""
    from corsairs.agents.base import RandomAgent

    real = RandomAgent.choose
    calls = {"n": 0}

    def choose(self: RandomAgent, obs: object, legal: list[object]) -> object:
        calls["n"] += 1
        if calls["n"] > moves:
            raise KeyboardInterrupt
        return real(self, obs, legal)  # type: ignore[arg-type]

    monkeypatch.setattr(RandomAgent, "choose", choose)  # type: ignore[attr-defined]
