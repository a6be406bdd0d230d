"""The Python examples in the README and docs/ run as printed.

A researcher's first contact is a copied snippet: the PettingZoo loop ended in
``...`` and stopped at PettingZoo's own assertion, and a rules-page example
lacked its import. Each ```python block runs alone in a fresh interpreter.
docs/perf-log.md is left out: its blocks are measurement scripts taking
arguments, kept as the record of how a figure was made.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SKIPPED = {"perf-log.md"}


def _blocks() -> list[tuple[str, str]]:
    out = []
    for path in SOURCES:
        if path.name in SKIPPED:
            continue
        text = path.read_text(encoding="utf-8")
        for n, block in enumerate(re.findall(r"```python\n(.*?)```", text, re.S), 1):
            out.append((f"{path.relative_to(ROOT)}#{n}", block))
    return out


BLOCKS = _blocks()


def test_the_docs_have_examples_to_run() -> None:
    assert len(BLOCKS) >= 6, [name for name, _ in BLOCKS]


@pytest.mark.parametrize(("name", "code"), BLOCKS, ids=[name for name, _ in BLOCKS])
def test_the_example_runs_as_printed(name: str, code: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, f"{name} failed:\n{done.stderr[-2000:]}"
