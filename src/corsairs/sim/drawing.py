"""Drawing a report's plots: in this process, and on the cores left idle, in helper processes.

A report draws two PNGs a figure (a desktop's and a phone's), 26 for Corsairs, a few
tenths of a CPU-second each; one after another they were most of the time between a
stopped run and its exit. The first plot is drawn here while the machine's idle time is
measured (``/proc/stat``; elsewhere the load average); then one helper process for each
core that stayed idle, if there is work enough to repay its start (about a CPU-second:
Python and matplotlib). Helpers take plots from the end of the list and this process from
its start, so that whoever is faster draws more. A plot is the same PNG wherever it is
drawn: the helper speaks the report's language and draws with the same ``_plot``.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

PLOTS_A_HELPER = 6
"""A helper process is started only for this many plots or more: it costs about a
CPU-second to start (Python, matplotlib), some six plots' drawing."""

PlotJob = tuple[Any, ...]
"""``report._plot``'s arguments: the figure, its data, the labels, the path, narrow."""


def draw_all(jobs: Sequence[PlotJob]) -> None:
    """Draw every plot of ``jobs``; the first error of a plot (a full disk) is raised."""
    from corsairs.sim import report

    if not jobs:
        return
    before = cpu_times()
    report._plot(*jobs[0])  # matplotlib imported meanwhile: the idle time is measured over it
    rest = list(jobs[1:])
    helpers = plot_helpers(len(rest), before)
    if not helpers:
        for job in rest:
            report._plot(*job)
        return
    _draw_shared(rest, helpers)


def _draw_shared(jobs: list[PlotJob], helpers: int) -> None:
    import multiprocessing

    from corsairs.lang import spoken
    from corsairs.sim import report
    from corsairs.sim.stopping import sigint_blocked, terminate_pool

    spawn = multiprocessing.get_context("spawn")
    # Each plot is claimed once, by this process or a helper (a cancelled future would do,
    # but Python 3.11's pool then printed a traceback of its own if a helper died).
    claims = spawn.Array("b", len(jobs))
    pool = ProcessPoolExecutor(helpers, spawn, _helper_ready, (spoken(), claims))
    try:
        with sigint_blocked():  # helpers start with Ctrl-C held back, as the run's workers
            futures = [pool.submit(_helper_draws, i, *jobs[i]) for i in reversed(range(len(jobs)))]
        for i, job in enumerate(jobs):  # the helpers begin at the end
            if _claim(claims, i, HERE):
                report._plot(*job)
        for fut in futures:
            with contextlib.suppress(Exception):  # but the disk's refusal: redrawn below
                fut.result()
        for i, job in enumerate(jobs):
            if claims[i] == THERE:  # a helper took it and failed (or died): drawn here
                report._plot(*job)
    except BaseException:  # Ctrl-C, a full disk: no helper left drawing
        terminate_pool(pool)
        raise
    pool.shutdown(wait=True)


FREE, HERE, THERE, DRAWN = 0, 1, 2, 3
"""A plot's claim: nobody's yet, this process's, a helper's, drawn by a helper."""

_claims: Any = None
"""In a helper: the run's shared claims."""


def _claim(claims: Any, i: int, who: int) -> bool:
    with claims.get_lock():
        if claims[i] != FREE:
            return False
        claims[i] = who
        return True


def _helper_ready(language: str, claims: Any = None) -> None:
    """A helper speaks the report's language and leaves Ctrl-C to the main process."""
    from corsairs.lang import use
    from corsairs.sim.stopping import exit_with_parent, ignore_interrupts

    global _claims
    ignore_interrupts()
    exit_with_parent()
    use(language)
    _claims = claims


def _helper_draws(i: int, *job: Any) -> None:
    """Draw plot ``i`` unless this process has claimed it first."""
    from corsairs.sim import report

    if _claims is None or _claim(_claims, i, THERE):
        report._plot(*job)
        if _claims is not None:
            _claims[i] = DRAWN


def plot_helpers(plots: int, before: tuple[float, float] | None) -> int:
    """How many helper processes to start for ``plots`` more plots: one per core that
    stayed idle since ``before`` (:func:`cpu_times`) while this process drew, as far as
    each gets :data:`PLOTS_A_HELPER` plots."""
    if hasattr(os, "sched_getaffinity"):
        cores = len(os.sched_getaffinity(0))
    else:  # pragma: no cover - macOS, Windows
        cores = os.cpu_count() or 1
    idle = idle_cores(before)
    return max(0, min(cores - 1, round(idle), plots // PLOTS_A_HELPER))


def cpu_times() -> tuple[float, float] | None:
    """The machine's idle and total CPU time so far (``/proc/stat``'s first line, in its
    ticks), or None where there is none."""
    try:
        with open("/proc/stat", encoding="ascii") as fh:
            fields = fh.readline().split()
    except OSError:
        return None
    if not fields or fields[0] != "cpu" or len(fields) < 5:
        return None
    ticks = [float(x) for x in fields[1:9]]  # guest time is counted in user time already
    return ticks[3] + (ticks[4] if len(ticks) > 4 else 0.0), sum(ticks)


def idle_cores(before: tuple[float, float] | None) -> float:
    """Cores left idle since ``before``: the idle share of the time since, times the
    machine's cores (this process, drawing meanwhile, keeps one of them busy); with no
    ``/proc/stat``, the cores the load average leaves, less this process's."""
    now = cpu_times()
    cores = os.cpu_count() or 1
    if before is not None and now is not None and now[1] > before[1]:
        return cores * (now[0] - before[0]) / (now[1] - before[1])
    with contextlib.suppress(OSError, AttributeError):  # no load average (Windows)
        return max(0.0, cores - os.getloadavg()[0] - 1)
    return 0.0
