"""A report's plots drawn on the cores left idle: how many helpers, and the same PNGs."""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from corsairs.lang import speaking
from corsairs.sim import drawing, report
from corsairs.sim.drawing import plot_helpers  # the sim tests' conftest replaces drawing's
from corsairs.sim.run import RunResult, make_spec
from corsairs.sim.tally import Tally


@pytest.mark.parametrize(
    ("idle", "plots", "cores", "helpers"),
    [
        (1.0, 25, 2, 1),  # the other core idle while this process drew the first plot
        (0.3, 25, 2, 0),  # busy with others' work: drawn here
        (6.8, 25, 8, 4),  # no helper for fewer than six plots
        (6.8, 100, 8, 7),  # never more than the cores but this process's
        (1.0, 5, 2, 0),
    ],
)
def test_one_helper_per_idle_core_with_plots_enough_to_repay_its_start(
    monkeypatch: pytest.MonkeyPatch, idle: float, plots: int, cores: int, helpers: int
) -> None:
    """One after another, a report's 26 plots were most of the 10 to 12 s a stopped
    ``simulate --ray`` took to exit, while the cores its run had used stood idle."""
    monkeypatch.setattr(drawing, "idle_cores", lambda before: idle)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(cores)))
    monkeypatch.setattr(drawing, "cpu_quota", lambda: None)  # no container's quota
    assert plot_helpers(plots, None) == helpers


@pytest.mark.parametrize(
    ("own", "files", "cpus", "helpers"),
    [
        # cgroup v2: the parent's 1.5 CPUs bind its child's "max"; none to spare for a helper
        ("0::/box/run", {"box/cpu.max": "150000 100000", "box/run/cpu.max": "max 100000"}, 1.5, 0),
        ("0::/box", {"box/cpu.max": "250000 100000"}, 2.5, 1),
        ("0::/", {"cpu.max": "max 100000"}, 8.0, 7),  # no quota: the cores
        # cgroup v1, the container's own root
        (
            "4:cpu,cpuacct:/\n1:memory:/x",
            {"cpu,cpuacct/cpu.cfs_quota_us": "200000", "cpu,cpuacct/cpu.cfs_period_us": "100000"},
            2.0,
            1,
        ),
        ("4:cpu,cpuacct:/", {"cpu,cpuacct/cpu.cfs_quota_us": "-1"}, 8.0, 7),
    ],
)
def test_the_helpers_stay_within_the_containers_cpu_quota(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    own: str,
    files: dict[str, str],
    cpus: float,
    helpers: int,
) -> None:
    """Inside a container with a CPU quota ``/proc/stat`` shows the host's idle time: on
    8 idle cores a 1.5-CPU container started helpers that only took CPU from the plots."""
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text + "\n")
    (tmp_path / "self").write_text(own + "\n")
    monkeypatch.setattr(drawing, "CGROUP", str(tmp_path))
    monkeypatch.setattr(drawing, "OWN_CGROUP", str(tmp_path / "self"))
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(8)))
    monkeypatch.setattr(drawing, "idle_cores", lambda before: 7.6)
    assert drawing.usable_cpus() == cpus
    assert plot_helpers(100, None) == helpers


def test_the_idle_cores_are_read_from_the_machines_time() -> None:
    before = drawing.cpu_times()
    assert before is not None and before[1] > before[0] > 0  # Linux: /proc/stat
    assert 0 <= drawing.idle_cores((before[0] - 50, before[1] - 100)) <= 64


@pytest.mark.plots
def test_a_helper_draws_the_same_png_in_the_reports_language(tmp_path: Path) -> None:
    """A helper is a spawned Python: it starts in English, and must draw the French
    report's plot as this process does, byte for byte."""
    tally = Tally()
    tally.count("games", 30)
    tally.count("win.seat.0", 12)
    run = RunResult([make_spec("corsairs", 3, ["random"], 1)], 30, [tally], seconds=1.0)
    key = "win_by_seat"
    fig = next(f for s in report.compared_sections(run.specs) for f in s.figures if f.key == key)
    with speaking("fr"):
        shown = (f for s in report.compute(run)["sections"] for f in s["figures"])
        data = next(f for f in shown if f["key"] == key)
        job = (fig, data, ["base"])
        spawn = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(1, spawn, drawing._helper_ready, ("fr",)) as pool:
            pool.submit(drawing._helper_draws, 0, *job, tmp_path / "there.png", True).result(120)
        report._plot(*job, tmp_path / "here.png", True)
    assert (tmp_path / "there.png").read_bytes() == (tmp_path / "here.png").read_bytes()
