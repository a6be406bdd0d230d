"""Bench scripts stop quietly when their reader goes away (``… | head``), as Unix tools do.

Python turns SIGPIPE into ``BrokenPipeError`` and a traceback; the default action
just ends the process. Windows has no SIGPIPE and needs nothing.
"""

from __future__ import annotations

import signal


def end_quietly_on_closed_pipe() -> None:
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
