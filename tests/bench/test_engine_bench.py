"""bench/engine.py: random play counts whole games, and says which interpreter ran."""

from __future__ import annotations

import importlib.util
import platform
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).parents[2] / "bench" / "engine.py"


@pytest.fixture(scope="module")
def engine() -> ModuleType:
    spec = importlib.util.spec_from_file_location("engine_bench", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_run_plays_whole_games(engine: ModuleType) -> None:
    r = engine.run("corsairs", 4, 0.05, 1)
    assert r["games"] >= 1
    # A game is counted only once over: at least one settled round of draw, sail and
    # four lay-downs.
    assert r["actions"] >= 6 * r["games"]
    assert r["actions_per_game"] == r["actions"] / r["games"]


def test_interpreter_names_version_and_executable(engine: ModuleType) -> None:
    line = engine.interpreter()
    assert platform.python_version() in line
    assert platform.python_implementation() in line


def test_openspiel_counts_player_actions_apart(engine: ModuleType) -> None:
    pytest.importorskip("pyspiel")
    o = engine.run_openspiel("gin_rummy", 0.05, 1)
    # Dealing is chance events, so fewer player actions than actions.
    assert 0 < o["player_actions_per_second"] < o["actions_per_second"]
