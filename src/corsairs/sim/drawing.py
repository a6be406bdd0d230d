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
    each gets :data:`PLOTS_A_HELPER` plots, and never more than the CPUs the process may
    really use allow besides its own (:func:`usable_cpus`): inside a container with a CPU
    quota ``/proc/stat`` shows the host's idle time."""
    cores = int(usable_cpus())  # a helper wants a whole CPU: 1.5 of them start none
    idle = idle_cores(before)
    return max(0, min(cores - 1, round(idle), plots // PLOTS_A_HELPER))


def usable_cores() -> int:
    """The cores this process may run on (its affinity, else the machine's count)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def usable_cpus() -> float:
    """The CPUs this process may really use: its cores (:func:`usable_cores`), bounded by
    its cgroup's CPU quota (:func:`cpu_quota`), a container's limit that ``/proc/stat``
    and the core count do not show."""
    cores = float(usable_cores())
    quota = cpu_quota()
    return cores if quota is None else min(cores, quota)


CGROUP = "/sys/fs/cgroup"
"""Where the cgroup file systems are mounted."""
OWN_CGROUP = "/proc/self/cgroup"
"""The cgroups this process belongs to."""


def cpu_quota() -> float | None:
    """The CPUs this process's cgroup may use, or None where nothing limits them: cgroup
    v2's ``cpu.max`` ("150000 100000": 1.5 CPUs; "max 100000": no limit), the tightest
    along its cgroup's path up to the root (a parent's quota binds its children); cgroup
    v1's ``cpu.cfs_quota_us`` / ``cpu.cfs_period_us`` likewise (-1: no limit)."""
    try:
        with open(OWN_CGROUP, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError:  # not Linux
        return None
    quotas: list[float] = []
    files: tuple[str, ...]
    for line in lines:
        _, controllers, path = line.split(":", 2)
        if controllers == "":  # cgroup v2
            files, base = ("cpu.max",), CGROUP
        elif "cpu" in controllers.split(","):  # v1: its own hierarchy
            files, base = ("cpu.cfs_quota_us", "cpu.cfs_period_us"), f"{CGROUP}/{controllers}"
        else:
            continue
        parts = [p for p in path.strip("/").split("/") if p]
        for depth in range(len(parts), -1, -1):
            where = "/".join([base, *parts[:depth]])
            quota = _quota(where, files)
            if quota is not None:
                quotas.append(quota)
    return min(quotas) if quotas else None


def _quota(where: str, files: tuple[str, ...]) -> float | None:
    """The quota in ``where`` (a cgroup's directory): CPUs, or None for none or no file."""
    try:
        words: list[str] = []
        for name in files:
            with open(f"{where}/{name}", encoding="ascii") as fh:
                words += fh.read().split()
    except OSError:
        return None
    if len(words) != 2 or words[0] in ("max", "-1"):
        return None
    with contextlib.suppress(ValueError, ZeroDivisionError):
        quota = float(words[0]) / float(words[1])
        return quota if quota > 0 else None
    return None


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
