"""One long-lived Node process per pytest process (tests/node_words.mjs) that runs the word
tests' modules: a Node start costs ~0.1 s of CPU and ~500 word tests each needed one.
Each module still runs as if alone (a fresh global object, fresh instances of the page's
modules) and answers as a finished ``node run.mjs ...`` would: exit code, stdout, stderr."""

from __future__ import annotations

import atexit
import json
import os
import select
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

SERVER = Path(__file__).with_name("node_words.mjs")
RUNS_PER_PROCESS = 60
"""Node keeps every finished run's modules (~1 MB each, vm contexts are not collected):
a fresh process after this many runs keeps it near 100 MB for ~1 ms a run."""


class _Node:
    """The running server, its unread output, and how many runs it has made."""

    def __init__(self, node: str) -> None:
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 (as long as the process; read if it dies)
        self.proc = subprocess.Popen(
            [node, "--experimental-vm-modules", "--no-warnings", str(SERVER)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log,
        )  # fmt: skip
        self.runs = 0
        self.rest = b""

    def ask(self, request: dict[str, Any], timeout: float) -> dict[str, Any] | None:
        """The answer to ``request``, or None if the server died first; raises
        TimeoutError when none came in time."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.runs += 1
        try:
            self.proc.stdin.write(json.dumps(request).encode() + b"\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            return None
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.rest:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise TimeoutError
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return None
            self.rest += chunk
        line, _, self.rest = self.rest.partition(b"\n")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def close(self) -> None:
        """Ends it as a finished run would: told there is nothing more, waited for."""
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=5)
        finally:
            self.stop()

    def died_saying(self) -> str:
        """What the server printed on its way out (it died during a run)."""
        self.proc.wait()
        self.log.seek(0)
        said = self.log.read().decode(errors="replace")
        self.stop()
        return said or f"node ended during the run (exit status {self.proc.returncode})"

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        for pipe in (self.proc.stdin, self.proc.stdout, self.log):
            if pipe is not None:
                pipe.close()


_node: _Node | None = None
_one_at_a_time = threading.Lock()  # one server, one run at a time: a test may ask from threads


@atexit.register
def _close() -> None:
    if _node is not None:
        _node.close()


def run_module(
    source: str, script: Path, args: list[str], timeout: float = 30
) -> subprocess.CompletedProcess[str]:
    """What ``node SCRIPT *args`` would exit with and print, were ``source`` written to
    ``script`` (its relative imports resolve from there; it need not exist); raises
    TimeoutExpired as subprocess.run would. The caller checks that node is installed."""
    node = shutil.which("node")
    assert node is not None
    with _one_at_a_time:
        return _run(node, source, script, args, timeout)


def _run(
    node: str, source: str, script: Path, args: list[str], timeout: float
) -> subprocess.CompletedProcess[str]:
    global _node
    if _node is not None and (_node.proc.poll() is not None or _node.runs >= RUNS_PER_PROCESS):
        _node.stop()
        _node = None
    if _node is None:
        _node = _Node(node)
    argv = [node, str(script), *args]
    try:
        answer = _node.ask({"url": script.as_uri(), "source": source, "argv": argv}, timeout)
    except TimeoutError:
        _node.stop()
        _node = None
        raise subprocess.TimeoutExpired(argv, timeout) from None
    if answer is None:  # it died on this run: say why, and start another next time
        said = _node.died_saying()
        _node = None
        return subprocess.CompletedProcess(argv, 1, "", said)
    return subprocess.CompletedProcess(argv, answer["code"], answer["stdout"], answer["stderr"])
