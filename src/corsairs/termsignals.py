"""Stopping a terminal game by signal: SIGTERM and SIGHUP (a closed terminal) end it as
Ctrl-C does, so that it is saved (``corsairs.savegames``) rather than lost."""

from __future__ import annotations

import os
import select
import signal
import threading
from types import FrameType
from typing import Any, TextIO

STOP_CODES = {"SIGINT": 130, "SIGHUP": 129, "SIGTERM": 143}
"""The shell's convention for a program ended by a signal: 128 + its number."""


class Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP (the terminal closed) during a game: stopped like Ctrl-C, saved."""

    def __init__(self, signame: str) -> None:
        super().__init__(signame)
        self.signame = signame


class StopSignals:
    """While inside, SIGTERM and SIGHUP (a closed terminal) raise :class:`Stopped`, so the
    game is saved as at Ctrl-C; after ``hold()``, while it is saved, they and Ctrl-C are
    ignored: a closed terminal hangs up more than once (the kernel, then the terminal
    program), and the second, with the handlers put back, killed the program mid-save.
    Main thread and POSIX only (elsewhere nothing changes)."""

    def __init__(self) -> None:
        self.old: dict[int, Any] = {}
        self.signame: str | None = None
        """The stop signal received, if any (its exception may be lost on the way out)."""

    def __enter__(self) -> StopSignals:
        if threading.current_thread() is threading.main_thread():
            for name in ("SIGTERM", "SIGHUP"):
                if hasattr(signal, name):
                    sig = getattr(signal, name)
                    self.old[sig] = signal.signal(sig, self._stop)
        return self

    def _stop(self, signum: int, frame: FrameType | None) -> None:
        if self.signame is None:  # once: the game is being saved from then on
            self.signame = signal.Signals(signum).name
            raise Stopped(self.signame)

    def hold(self) -> None:
        for sig in [*self.old, signal.SIGINT] if self.old else []:
            handler = signal.getsignal(sig)
            if handler is not None:  # None: set outside Python, could not be put back
                self.old.setdefault(sig, handler)
                signal.signal(sig, signal.SIG_IGN)

    def __exit__(self, *exc: object) -> None:
        for sig, handler in self.old.items():
            signal.signal(sig, handler)


WAKE = 0.25
"""Seconds at most between two looks for a stop signal while a typed line is waited for."""

_typed: dict[int, bytearray] = {}
"""What was read of each file descriptor past the lines already returned."""


def read_line(stream: TextIO) -> str:
    """The next line typed on ``stream`` ("" at the end of input), read so that a stop
    signal (Ctrl-C, SIGTERM, SIGHUP) always ends the wait.

    Python runs a signal's handler between two steps of Python code, and a read interrupted
    by the signal returns to do so; one that arrived after the last step and before the
    read began (the prompt just written) was noticed only once a line came, and the program
    waited on. The wait returns to Python every ``WAKE`` seconds instead. Elsewhere than
    POSIX, off the main thread or without a file descriptor, the stream's own ``readline``.
    """
    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation: a test's text
        return stream.readline()
    if os.name != "posix" or threading.current_thread() is not threading.main_thread():
        return stream.readline()
    typed = _typed.setdefault(fd, bytearray())
    while b"\n" not in typed:
        if not select.select([fd], [], [], WAKE)[0]:
            continue
        try:
            chunk = os.read(fd, 4096)
        except BlockingIOError:  # a descriptor left non-blocking: nothing there after all
            continue
        if not chunk:  # the end of input: the descriptor's number may serve another file
            del _typed[fd]
            break
        typed += chunk
    end = typed.find(b"\n") + 1 or len(typed)
    line = bytes(typed[:end])
    del typed[:end]
    # a byte no character (typed in another encoding): refused as a move, not a traceback
    return line.decode(stream.encoding or "utf-8", "replace")


def signal_name(exc: KeyboardInterrupt) -> str:
    """``"SIGTERM"``/``"SIGHUP"`` for :class:`Stopped`, ``"SIGINT"`` for a plain Ctrl-C."""
    return exc.signame if isinstance(exc, Stopped) else "SIGINT"
