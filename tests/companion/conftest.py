"""The companion page's JavaScript, run by node: skipped with the reason when node is absent."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCORING = ROOT / "src" / "corsairs" / "server" / "web" / "companion" / "scoring.js"
DRIVER = Path(__file__).with_name("driver.mjs")


@pytest.fixture(scope="session")
def run_js() -> Callable[[list[dict[str, Any]]], list[Any]]:
    """Feed cases to scoring.js (through driver.mjs) and return its answers."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the companion's JavaScript port cannot be checked")

    def run(cases: list[dict[str, Any]]) -> list[Any]:
        out = subprocess.run(
            [node, str(DRIVER), str(SCORING)],
            input=json.dumps(cases),
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
        answers: list[Any] = json.loads(out.stdout)
        return answers

    return run
