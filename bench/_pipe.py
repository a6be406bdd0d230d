"""Bench scripts stop quietly when their reader goes away (``… | head``), as Unix tools do.

Python ignores SIGPIPE so that sockets raise errors instead of killing the process
(``bench/load.py`` and the Ray runs need that), and a closed stdout then surfaces
as ``BrokenPipeError`` with a traceback. Only that case is quietened: a broken
socket still raises.
"""

from __future__ import annotations

import os
import select
import sys
from collections.abc import Callable


def run_quietly(main: Callable[[], None]) -> None:
    try:
        main()
        sys.stdout.flush()  # the last lines may be the ones that find the pipe closed
    except BrokenPipeError:
        if not _stdout_reader_gone():
            raise
        # Python flushes stdout once more at exit: send that to /dev/null.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(141)  # 128 + SIGPIPE: what a shell reports for a tool ended by a closed pipe


def _stdout_reader_gone() -> bool:
    """Whether stdout is a pipe with no reader left (poll reports an error on its end)."""
    if not hasattr(select, "poll"):
        return False
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        return False
    poller = select.poll()
    poller.register(fd, 0)
    return any(ev & (select.POLLERR | select.POLLNVAL) for _, ev in poller.poll(0))
