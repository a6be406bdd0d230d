"""Run a command and say the CPU time of it and of every process it started, however deep.

``/usr/bin/time`` counts only the children its command waited for: Chromium's renderers,
GPU and network processes outlive the browser's own wait and are handed to init, so a
browser test's ``/usr/bin/time`` missed a third to a half of its CPU. Here the command runs
under a child subreaper (Linux's ``PR_SET_CHILD_SUBREAPER``): every orphan comes back to
this process, which reaps it, and ``RUSAGE_CHILDREN`` then counts them all.

    python tools/tree_cpu.py python -m pytest -q -p no:cacheprovider -n 0 tests/e2e/test_log.py

The figure goes to stderr after the command's own output; the exit code is the command's.
"""

from __future__ import annotations

import ctypes
import os
import resource
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        print("tree_cpu: this system has no child subreaper (Linux only)", file=sys.stderr)
        return 2
    start = time.monotonic()
    command = subprocess.Popen(argv)
    code = 0
    while True:  # until every descendant, the orphans handed back here too, has ended
        try:
            pid, status = os.wait()
        except ChildProcessError:
            break
        if pid == command.pid:
            code = os.waitstatus_to_exitcode(status)
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(
        f"tree_cpu: {used.ru_utime + used.ru_stime:.1f} CPU-s (user {used.ru_utime:.1f},"
        f" system {used.ru_stime:.1f}), {time.monotonic() - start:.1f} s wall",
        file=sys.stderr,
    )
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
