"""The word tests' Node process (tests/node_words.py) answers each module as a Node started
for it alone would: nothing one run leaves behind is seen by the next, and a run that
fails, prints, hangs or ends Node says so the way ``node run.mjs`` did."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from node_words import run_module

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")

WEB = Path(__file__).resolve().parents[1] / "src" / "corsairs" / "server" / "web"
STATE = """const m = await import("./i18n.js");
const before = [typeof globalThis.left, m.CATALOGUE.en.discard, process.argv.slice(2)];
globalThis.left = 1;
m.CATALOGUE.en.discard = "changed";
console.log(JSON.stringify(before));"""


def test_a_run_sees_nothing_an_earlier_run_left() -> None:
    first = run_module(STATE, WEB / "run.mjs", ["en"])
    second = run_module(STATE, WEB / "run.mjs", ["fr", "x"])
    assert json.loads(first.stdout) == ["undefined", "Discard", ["en"]]
    assert json.loads(second.stdout) == ["undefined", "Discard", ["fr", "x"]]


def test_a_failing_or_printing_run_says_so_as_node_did(tmp_path: Path) -> None:
    thrown = run_module('throw new Error("no such card");', tmp_path / "run.mjs", [])
    assert thrown.returncode == 1 and "Error: no such card" in thrown.stderr
    assert str(tmp_path / "run.mjs") in thrown.stderr  # where, as node says it
    late = run_module('setTimeout(() => { throw new Error("late"); }, 5);', tmp_path / "a.mjs", [])
    assert late.returncode == 1 and "Error: late" in late.stderr
    dropped = run_module('Promise.reject(new Error("unheard"));', tmp_path / "b.mjs", [])
    assert dropped.returncode == 1 and "Error: unheard" in dropped.stderr
    printed = run_module(
        'console.log("a"); console.error("b"); process.exit(3);', tmp_path / "c.mjs", []
    )
    assert (printed.returncode, printed.stdout, printed.stderr) == (3, "a\n", "b\n")
    waited = run_module('setTimeout(() => console.log("later"), 20);', tmp_path / "d.mjs", [])
    assert (waited.returncode, waited.stdout) == (0, "later\n")


def test_a_run_that_hangs_or_ends_node_fails_alone(tmp_path: Path) -> None:
    with pytest.raises(subprocess.TimeoutExpired):
        run_module("while (true) {}", tmp_path / "run.mjs", [], timeout=0.5)
    assert run_module("console.log(1);", tmp_path / "run.mjs", []).stdout == "1\n"
    killed = run_module("process.kill(process.pid, 'SIGKILL');", tmp_path / "run.mjs", [])
    assert killed.returncode != 0
    assert run_module("console.log(2);", tmp_path / "run.mjs", []).stdout == "2\n"


def test_a_run_imports_nodes_own_modules(tmp_path: Path) -> None:
    source = """import { join } from "node:path";
    import fs from "fs";
    const { tmpdir } = await import("node:os");
    console.log(JSON.stringify([join("a", "b"), typeof fs.readFileSync, typeof tmpdir]));"""
    said = run_module(source, tmp_path / "run.mjs", [])
    assert json.loads(said.stdout) == ["a/b", "function", "function"], said.stderr
