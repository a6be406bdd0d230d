"""An xdist worker's garbage sweep done before it reports its session finished.

When the last worker reports, the controller tells it to end, and execnet gives it 5 s
before sending it SIGINT. Still to run then was pytest's own sweep for exceptions raised
in finalizers (five full garbage collections over a worker's whole heap, seconds on a
loaded 2-core machine): the SIGINT landed in the only Python code a collection runs,
Hypothesis's gc callback, and the run ended with a ``KeyboardInterrupt`` "ignored in
gc_callback" (PytestUnraisableExceptionWarning). Here the sweep runs while the
controller still waits for the worker, and what survives it is frozen, so that pytest's
own sweep afterwards only walks what was made since: nothing goes unswept.
"""

from __future__ import annotations

import gc

import pytest


@pytest.hookimpl(trylast=True)  # after the session's fixtures are torn down
def pytest_sessionfinish(session: pytest.Session) -> None:
    if not hasattr(session.config, "workerinput"):  # not an xdist worker: no deadline
        return
    for _ in range(5):  # as many as pytest's own sweep; a pass finding nothing ends it
        if not gc.collect():
            break
    gc.freeze()
