"""bench/engine.py: random play, the interpreter line, a quiet end under `| head`."""

from __future__ import annotations

import platform
import subprocess
import sys
from collections.abc import Callable
from types import ModuleType

import pytest


@pytest.fixture(scope="module")
def engine(bench_script: Callable[[str], ModuleType]) -> ModuleType:
    return bench_script("engine")


def test_run_plays_whole_games(engine: ModuleType) -> None:
    r = engine.run("corsairs", 4, 0.05, 1)
    assert r["games"] >= 1
    # Only finished games are counted, and each settled at least one round: a draw, a
    # sail and four lay-downs.
    assert r["actions"] >= 6 * r["games"]
    assert r["actions_per_game"] == r["actions"] / r["games"]


def test_interpreter_names_version_and_executable(engine: ModuleType) -> None:
    line = engine.interpreter()
    assert platform.python_version() in line
    assert platform.python_implementation() in line
    assert sys.executable in line


def test_openspiel_counts_player_actions_apart(engine: ModuleType) -> None:
    pytest.importorskip("pyspiel")
    o = engine.run_openspiel("gin_rummy", 0.05, 1)
    # Dealing is chance events, so fewer player actions than actions.
    assert 0 < o["player_actions_per_second"] < o["actions_per_second"]


@pytest.mark.skipif(sys.platform == "win32", reason="no SIGPIPE on Windows")
def test_output_cut_short_by_head_ends_without_a_traceback(engine: ModuleType) -> None:
    cmd = f"'{sys.executable}' '{engine.__file__}' --seconds 0.05 --game corsairs | head -c 1"
    done = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60)
    assert done.stdout == "C"  # the interpreter line begins the output
    assert "Traceback" not in done.stderr
    assert "BrokenPipeError" not in done.stderr


def test_a_broken_pipe_that_is_not_stdout_still_raises(
    bench_script: Callable[[str], ModuleType],
) -> None:
    pipe = bench_script("_pipe")

    def main() -> None:
        raise BrokenPipeError("a socket's peer went away")

    with pytest.raises(BrokenPipeError, match="socket"):
        pipe.run_quietly(main)
