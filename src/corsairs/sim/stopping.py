"""Stopping a long run cleanly: Ctrl-C and SIGTERM alike, and no worker left behind.

The main process turns SIGTERM into :class:`Stopped` (a ``KeyboardInterrupt``),
so ``simulate`` and ``arena`` stop the same way for both: they terminate their
worker processes, keep what is finished, and exit with 130 (SIGINT) or 143
(SIGTERM). Workers never see Ctrl-C themselves (the terminal sends it to the
whole process group): they are started with SIGINT blocked and the main
process decides.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

EXIT_CODES = {"SIGINT": 130, "SIGTERM": 143}

HALT_GRACE = 2.0
"""Seconds a stopped run (``simulate``'s batches, ``arena``'s games) waits for the work its
workers have under way to hand back what it finished (each stops at its next move or game's
end; a ladder bot's move takes under a second) before it ends the workers anyway."""


class Stopped(KeyboardInterrupt):
    """SIGTERM arrived in the main process; handled exactly like Ctrl-C."""

    def __init__(self, signame: str = "SIGTERM") -> None:
        super().__init__(signame)
        self.signame = signame


_sigterm_seen = threading.Event()
"""Set when SIGTERM arrived inside :func:`sigterm_as_interrupt`: Ray hands the
:class:`Stopped` raised in ``ray.wait`` back as a bare ``KeyboardInterrupt``."""


def signal_name(exc: BaseException) -> str:
    """``"SIGTERM"`` for :class:`Stopped` (or SIGTERM seen, whatever became of it),
    ``"SIGINT"`` for a plain Ctrl-C."""
    if isinstance(exc, Stopped):
        return exc.signame
    return "SIGTERM" if _sigterm_seen.is_set() else "SIGINT"


def exit_code(signame: str) -> int:
    """The shell's convention: 128 + the signal number."""
    return EXIT_CODES.get(signame, 130)


@contextmanager
def sigterm_as_interrupt() -> Iterator[None]:
    """While inside, SIGTERM raises :class:`Stopped` in the main thread (elsewhere: no-op)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def raise_stopped(signum: int, frame: FrameType | None) -> None:
        _sigterm_seen.set()
        raise Stopped("SIGTERM")

    _sigterm_seen.clear()
    old = signal.signal(signal.SIGTERM, raise_stopped)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


@contextmanager
def sigint_blocked() -> Iterator[None]:
    """Hold Ctrl-C back (it is delivered on leaving) while worker processes are started.

    A process started meanwhile inherits the blocked signal mask, so Ctrl-C at
    the terminal never interrupts a worker half-way (no tracebacks from workers).
    """
    if threading.current_thread() is not threading.main_thread() or not hasattr(
        signal, "pthread_sigmask"
    ):  # not the main thread, or no POSIX signal masks (Windows)
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def ignore_interrupts() -> None:
    """In a worker: Ctrl-C is for the main process, which terminates the workers."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def exit_with_parent(poll: float = 0.5) -> None:
    """In a worker: exit once the main process is gone (``kill -9``, a crash), which gets
    no chance to terminate its workers; they would otherwise wait for work for good.

    A daemon thread notices the worker being handed to another parent (POSIX)."""
    import os

    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(poll)
        os._exit(1)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def terminate_pool(pool: Any, grace: float = 2.0) -> None:
    """Stop a ``ProcessPoolExecutor`` now: its workers are terminated, not waited for.

    ``shutdown`` alone would let running batches finish (minutes for slow games).
    """
    procs = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)
    for p in procs:
        if p.is_alive():
            p.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for p in procs:
        p.join(grace)
        if p.is_alive():
            p.kill()
            p.join(grace)
    # The pool's manager thread closes its wake-up pipe as it sees the workers gone; at
    # exit, Python 3.11 wakes that thread through the same pipe without a lock, and a close
    # in between printed "OSError: Bad file descriptor" under the run's own report. Waiting
    # for the thread here (its workers are dead: it ends at once) leaves nothing to race.
    if manager is not None and manager.is_alive():
        manager.join(grace)
