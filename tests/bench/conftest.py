"""The bench scripts are not a package: tests load them by path."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).parents[2] / "bench"


def _load(name: str) -> ModuleType:
    if str(BENCH) not in sys.path:  # a script imports its folder's helpers, as when run
        sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location(f"{name}_bench", BENCH / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def bench_script() -> Callable[[str], ModuleType]:
    """``bench_script("engine")`` is bench/engine.py as a module."""
    return _load
