"""The examples run (with small budgets) and print what they promise."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize(
    ("script", "args", "expect"),
    [
        ("openspiel_random.py", ["--games", "3", "--players", "3"], "python_piratatak: 3 random"),
        (
            "openspiel_ismcts.py",
            ["--games", "1", "--simulations", "10", "--ours", "ismcts:iterations=10"],
            "OpenSpiel ISMCTS (seat 0)",
        ),
        (
            "openspiel_ismcts.py",
            ["--game", "piratatak", "--games", "1", "--simulations", "5", "--ours", "greedy"],
            "piratatak, 1 games",
        ),
        ("pettingzoo_random.py", ["--games", "3", "--players", "2"], "piratatak: 3 games"),
        ("gymnasium_train.py", ["--batches", "2", "--episodes", "2"], "batch 2: mean return"),
        ("gymnasium_vector.py", ["--envs", "2", "--steps", "30"], "Corsairs x2 (sync"),
        (
            "gymnasium_vector.py",
            ["--envs", "2", "--steps", "20", "--mode", "async", "--game", "Piratatak"],
            "Piratatak x2 (async",
        ),
    ],
)
def test_example_runs(script: str, args: list[str], expect: str) -> None:
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / script), *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert expect in done.stdout
