"""Ctrl-C and SIGTERM stop ``corsairs arena`` at once: the finished deals are reported as a
partial result, the exit status is 130 / 143, and no worker process is left behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from signals_helpers import own_session

pytestmark = pytest.mark.slow  # each test takes several seconds

psutil = pytest.importorskip("psutil")

CLI = "from corsairs.cli import main; main()"


@pytest.mark.parametrize(("how", "code"), [("ctrl-c", 130), ("sigterm", 143)])
def test_a_stopped_match_reports_its_finished_deals(how: str, code: int) -> None:
    args = [sys.executable, "-c", CLI, "arena", "--agents", "random,greedy"]
    args += ["--games", "20000", "--workers", "2", "--json"]
    with own_session(args) as proc:
        _stop_and_check(proc, how, code)


def _stop_and_check(proc: subprocess.Popen[str], how: str, code: int) -> None:
    me = psutil.Process(proc.pid)
    deadline = time.monotonic() + 30
    workers: list = []  # type: ignore[type-arg]
    while time.monotonic() < deadline and not (
        len(workers) == 2 and all(w.cpu_times().user > 0.5 for w in workers)
    ):
        time.sleep(0.2)
        workers = [k for k in me.children() if "spawn_main" in " ".join(k.cmdline())]
    kids = me.children(recursive=True)
    if how == "ctrl-c":  # the terminal signals the whole foreground process group
        os.killpg(proc.pid, signal.SIGINT)
    else:
        proc.send_signal(signal.SIGTERM)
    _, alive = psutil.wait_procs(workers, timeout=3)
    for p in alive:
        p.kill()
    assert not alive, "workers still running 3 s after the signal"
    stdout, stderr = proc.communicate(timeout=30)
    _, alive = psutil.wait_procs(kids, timeout=5)
    for p in alive:
        p.kill()
    assert not alive, f"left behind: {alive}"
    assert proc.returncode == code, stderr
    assert "Traceback" not in stderr
    assert "Stopped" in stderr
    report = json.loads(stdout)
    assert report["partial"] is True
    assert report["games"] > 0 and report["games"] % 2 == 0  # whole deals only
    assert sum(a["games"] for a in report["agents"]) == 2 * report["games"]
    for a in report["agents"]:
        assert a["games_per_seat"][0] == a["games_per_seat"][1]
