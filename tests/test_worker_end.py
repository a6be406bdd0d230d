"""The suite's own ending under xdist: a worker's last garbage sweep fits execnet's 5 s, and
a worker that dies leaves no server of its own running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

SLOW_SWEEPS = '''
import gc, time

def _walk(phase, info):
    """A full collection takes as long as its heap is large: the suite's workers hold
    hundreds of thousands of objects, seconds for pytest's five on a loaded machine. Just
    over a fifth of execnet's 5 s each: pytest's five then never fit (without the worker's
    own sweep the interrupt came in each of 3 runs), and the worker's own two sweeps cost
    2.2 s of the test's sleep, not 3 s."""
    if phase == "start" and info["generation"] == 2 and len(gc.get_objects(2)) > 20_000:
        time.sleep(1.1)

def test_the_last_test_of_a_worker():
    gc.callbacks.append(_walk)
'''


@pytest.mark.slow  # an inner run of pytest, and seconds of sleeping sweeps
def test_a_workers_slow_last_sweep_ends_without_an_interrupt(tmp_path: Path) -> None:
    """The last worker to finish was told to end and given 5 s; pytest's sweep took
    longer, execnet sent SIGINT, and the run ended with a KeyboardInterrupt "ignored in
    gc_callback" (PytestUnraisableExceptionWarning) in 3 of 5 runs of the suite."""
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "conftest.py").write_text(
        "from worker_end import pytest_sessionfinish  # noqa: F401  (as tests/conftest.py)\n"
    )
    (tmp_path / "test_last.py").write_text(SLOW_SWEEPS)
    tests = str(Path(__file__).parent)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([tests, os.environ.get("PYTHONPATH", "")])}
    args = [sys.executable, "-m", "pytest", "-n", "1", "-p", "no:cacheprovider", "-q"]
    args += ["--disable-plugin-autoload", "-p", "xdist.plugin", "-c", "pytest.ini"]
    run = subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    out = run.stdout + run.stderr
    assert run.returncode == 0, out
    assert "1 passed" in out, out
    assert "KeyboardInterrupt" not in out and "Unraisable" not in out, out


WORKER = """import subprocess, sys, time
sys.path.insert(0, sys.argv[1])
from e2e_helpers import child_of_this_process
server = child_of_this_process("http.server", ["0", "--bind", "127.0.0.1"])
print(subprocess.Popen(server, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).pid)
sys.stdout.flush()
time.sleep(120)
"""
"""A worker that starts a server, as the browser tests' session does, then waits."""


def _running(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead and not yet reaped by its new parent, does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(sys.platform != "linux", reason="PR_SET_PDEATHSIG is Linux's")
def test_a_dead_workers_server_ends_with_it() -> None:
    """A worker killed (pytest-timeout's ``os._exit``, the kernel's OOM killer) runs no
    finalizer: the session's server it started (``e2e_helpers.start_server``) lived on."""
    e2e = str(Path(__file__).parent / "e2e")
    worker = subprocess.Popen(
        [sys.executable, "-c", WORKER, e2e], stdout=subprocess.PIPE, text=True
    )
    assert worker.stdout is not None
    server = int(worker.stdout.readline())
    try:
        worker.kill()
        worker.wait()
        deadline = time.monotonic() + 10  # the kernel's signal: at once, on any load
        while _running(server) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _running(server), "the server outlived the worker that started it"
    finally:
        if _running(server):
            os.kill(server, signal.SIGKILL)
