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


@pytest.mark.slow
def test_cfr_tiny_prints_exploitabilities() -> None:
    """Issue 22: the solvable variant's example, on its one-turn cut (about 15 s of CPU; a
    bot's row costs as much as random's, so only random's is asked for)."""
    done = subprocess.run(
        [
            sys.executable,
            str(EXAMPLES / "cfr_tiny.py"),
            *("--rules", '{"preset": "tiny", "round_turn_limit": 1}'),
            *("--bots", "random", "--iterations", "1"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    rows = {}
    for line in done.stdout.splitlines()[2:-1]:
        *name, value, _seconds = line.split()
        rows[" ".join(name)] = float(value)
    assert "3864 information states" in done.stdout
    assert set(rows) == {"random", "CFR 1"}
    # Uniform random play is exploitable; CFR's first average policy is uniform too.
    assert rows["random"] == pytest.approx(0.025, abs=1e-4)
    assert rows["CFR 1"] == pytest.approx(rows["random"], abs=1e-4)
