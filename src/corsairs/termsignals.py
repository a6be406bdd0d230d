"""Stopping a terminal game by signal: SIGTERM and SIGHUP (a closed terminal) end it as
Ctrl-C does, so that it is saved (``corsairs.savegames``) rather than lost."""

from __future__ import annotations

import signal
import threading
from types import FrameType
from typing import Any

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


def signal_name(exc: KeyboardInterrupt) -> str:
    """``"SIGTERM"``/``"SIGHUP"`` for :class:`Stopped`, ``"SIGINT"`` for a plain Ctrl-C."""
    return exc.signame if isinstance(exc, Stopped) else "SIGINT"
