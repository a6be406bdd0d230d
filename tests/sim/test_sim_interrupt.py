"""Ctrl-C and SIGTERM stop ``corsairs simulate`` within seconds, keep the finished games in
a partial report, exit 130 / 143, and leave no worker process behind."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from signals_helpers import own_session

pytestmark = pytest.mark.slow  # each test takes several seconds

psutil = pytest.importorskip("psutil")

CLI = "from corsairs.cli import main; main()"
STAND_IN_FIGURES = (
    "from pathlib import Path; from corsairs.sim import drawing, report; "
    "report._plot = lambda fig, data, labels, path, narrow=False: "
    "Path(path).write_bytes(b'\\x89PNG\\r\\n\\x1a\\n'); "
    "drawing.plot_helpers = lambda plots, before: 0; "
)
"""The stand-in figures of conftest.py's ``_stand_in_figures``, in the ``simulate`` process:
these tests look at the partial report's text, and matplotlib drew its figures for ~2 s
of CPU a run."""


def start(out: Path) -> contextlib.AbstractContextManager[subprocess.Popen[str]]:
    """A run far too long to finish (two local workers), in its own process group."""
    args = [sys.executable, "-c", STAND_IN_FIGURES + CLI, "simulate", "--players", "2"]
    args += ["--agents", "random"]
    args += ["--games", "2000000", "--workers", "2", "--batch-size", "50", "--out", str(out)]
    return own_session(args, env={**os.environ, "COLUMNS": "200"})


def workers_of(proc: subprocess.Popen[str], want: int, timeout: float = 30) -> tuple[list, list]:  # type: ignore[type-arg]
    """(workers, all child processes) once ``want`` workers are up and have played a while."""
    me = psutil.Process(proc.pid)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        kids = me.children(recursive=True)
        try:
            busy = [k for k in kids if "spawn_main" in " ".join(k.cmdline())]
            if len(busy) >= want and all(k.cpu_times().user > 0.5 for k in busy):
                return busy, kids
        except (psutil.NoSuchProcess, psutil.ZombieProcess):
            pass  # a child that ended as it was listed (CI met a zombie here): look again
        time.sleep(0.2)
    proc.kill()
    raise AssertionError("the workers did not start")


@pytest.mark.parametrize(
    ("how", "code"),
    [("ctrl-c", 130), ("sigterm", 143)],
)
def test_a_stopped_run_stops_now_keeps_its_games_and_leaves_no_process(
    tmp_path: Path, how: str, code: int
) -> None:
    out = tmp_path / "rep"
    with start(out) as proc:
        _stop_and_check(proc, out, how, code)


def _stop_and_check(proc: subprocess.Popen[str], out: Path, how: str, code: int) -> None:
    workers, kids = workers_of(proc, 2)
    if how == "ctrl-c":  # the terminal sends SIGINT to the whole foreground group
        os.killpg(proc.pid, signal.SIGINT)
    else:  # a service manager sends SIGTERM to the main process only
        proc.send_signal(signal.SIGTERM)
    t0 = time.monotonic()
    _, alive = psutil.wait_procs(workers, timeout=3)
    stopped_in = time.monotonic() - t0
    for p in alive:
        p.kill()
    assert not alive, f"workers still running {stopped_in:.1f} s after the signal: {alive}"
    stdout, stderr = proc.communicate(timeout=60)
    _, alive = psutil.wait_procs(kids, timeout=5)  # the resource tracker follows its parent
    for p in alive:
        p.kill()
    assert not alive, f"left behind: {alive}"
    assert proc.returncode == code, stderr
    assert "Traceback" not in stderr
    summary = json.loads((out / "summary.json").read_text())
    assert summary["partial"] is True
    assert 0 < summary["games_played"][0] < 2_000_000
    assert "partial" in stdout and str(out / "index.html") in stdout
    assert "Partial report" in (out / "index.html").read_text()


ORPHAN = """
import multiprocessing, os, time
from corsairs.sim.run import _init_worker

def worker(ticks):
    _init_worker(ticks)  # as the run's pool starts a worker
    ticks.put("up")
    time.sleep(3600)  # an idle worker, waiting for its next batch: for good, but for its watch

if __name__ == "__main__":
    ctx = multiprocessing.get_context("spawn")
    ticks = ctx.Queue()
    child = ctx.Process(target=worker, args=(ticks,))
    child.start()
    print(child.pid, flush=True)
    ticks.get(timeout=60)
    os._exit(9)  # the main process dies without a word, as with kill -9
"""


def test_a_worker_ends_with_its_killed_main_process(tmp_path: Path) -> None:
    """kill -9 of ``simulate`` used to leave its workers (and their memory) behind for good.
    The worker ends once its watch (every 0.5 s) sees it orphaned: the test waits for that
    end, not a fixed 3 s a loaded machine could overrun; a worker left to wait for work
    would still be there after the 30 s, and fail it."""
    script = tmp_path / "orphan.py"
    script.write_text(ORPHAN)
    said = tmp_path / "said.txt"
    with said.open("w") as fh:  # not a pipe: the worker would hold it open
        done = subprocess.run([sys.executable, str(script)], stdout=fh, stderr=fh, timeout=60)
    assert done.returncode == 9, said.read_text()
    worker = psutil.Process(int(said.read_text().split()[0]))
    try:
        worker.wait(timeout=30)
    except psutil.TimeoutExpired:
        worker.kill()
        raise AssertionError("the worker outlived its killed main process") from None


def test_a_terminated_pool_leaves_no_manager_thread_to_race_at_exit() -> None:
    """A benchmark stopped by SIGTERM printed "OSError: Bad file descriptor" from
    concurrent.futures' exit hook under its report (once in a CI run): the pool's manager
    thread was still closing its wake-up pipe as the interpreter woke it. After
    ``terminate_pool`` that thread is gone."""
    import multiprocessing as mp
    import time
    from concurrent.futures import ProcessPoolExecutor

    from corsairs.sim.stopping import terminate_pool

    pool = ProcessPoolExecutor(1, mp_context=mp.get_context("spawn"))
    pool.submit(time.sleep, 30)
    pool.submit(time.sleep, 30)
    deadline = time.monotonic() + 20
    while not getattr(pool, "_processes", None) and time.monotonic() < deadline:
        time.sleep(0.05)
    # typeshed calls the manager a _ThreadWakeup; it is the thread that feeds the workers
    manager: threading.Thread | None = pool._executor_manager_thread  # type: ignore[assignment]
    assert manager is not None and manager.is_alive()
    terminate_pool(pool)
    assert not manager.is_alive()


def test_a_run_does_not_wait_for_its_own_ray_instance_to_end() -> None:
    """``ray.shutdown`` waits about 1.5 s for the local instance's processes to end
    gracefully; a stopped ``simulate --ray`` waited for it before drawing its report, and
    took 10 to 12 s to exit. The report is drawn meanwhile; a later Ray run in the same
    process, and the process's exit (the thread is not a daemon), wait for it."""
    import threading

    from corsairs.sim import run

    release = threading.Event()

    class Ray:
        def shutdown(self) -> None:
            release.wait(60)

    run._stop_ray_later(Ray())
    stopping = run._ray_stopping
    assert stopping is not None and stopping.is_alive() and not stopping.daemon
    release.set()
    run._ray_stopped()
    assert not stopping.is_alive()
