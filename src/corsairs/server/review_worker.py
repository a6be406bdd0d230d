"""The review worker's process: it imports the coach alone, not the server.

A review runs in a spawned process (``corsairs.server.reviews``), which imports the
module of its target first: from the server's module that was pydantic and SQLAlchemy,
about 0.25 s of CPU before each worker's first decision, for nothing it uses.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
from multiprocessing.connection import Connection
from typing import Any


def review_main(pipe: Connection) -> None:
    """The worker: reviews one record at a time, reporting each decision judged."""
    from corsairs.coach.review import review
    from corsairs.protocol import CorsairsError
    from corsairs.record import check

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C stops the server, which stops us
    with contextlib.suppress(OSError):
        os.nice(10)  # after the server and the bot workers (nice 5)
    if hasattr(os, "setpgrp"):
        os.setpgrp()  # the server kills the group: this worker and its judging processes
    # The server started this worker as a daemon (ended with it); here, that flag would
    # forbid the processes that judge a review's decisions at once.
    multiprocessing.current_process().daemon = False
    while True:
        try:
            job = pipe.recv()
        except (EOFError, OSError):
            return
        try:
            rec = check(job["record"])
            result = review(
                rec,
                job["seat"],
                samples=job["samples"],
                workers=job.get("workers", 1),
                kept=job.get("kept", ()),
                progress=lambda done, total: pipe.send(("progress", done, total)),
            )
            if result.reused:  # said apart: the review itself is the same either way
                pipe.send(("reused", result.reused, len(result.decisions)))
            reply: tuple[str, Any] = ("done", result.to_dict())
        except CorsairsError as exc:
            reply = ("failed", str(exc))
        except Exception as exc:  # a bug in the coach: say which kind, keep serving
            reply = ("failed", f"the review raised {type(exc).__name__}")
        try:
            pipe.send(reply)
        except (EOFError, OSError):
            return
