"""The companion page's JavaScript, run by node (skipped with the reason when node is
absent), and the browser tests' phone (their server is tests/conftest.py's)."""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenario import PHONE

from node_words import run_module

ROOT = Path(__file__).resolve().parents[2]
SCORING = ROOT / "src" / "corsairs" / "server" / "web" / "companion" / "scoring.js"
DRIVER = Path(__file__).with_name("driver.mjs")


@pytest.fixture(scope="session")
def run_js() -> Callable[[list[dict[str, Any]]], list[Any]]:
    """Feed cases to scoring.js (through driver.mjs) and return its answers."""
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the companion's JavaScript port cannot be checked")

    def run(cases: list[dict[str, Any]]) -> list[Any]:
        out = run_module(DRIVER.read_text(), DRIVER, [str(SCORING), json.dumps(cases)], 120)
        out.check_returncode()
        answers: list[Any] = json.loads(out.stdout)
        return answers

    return run


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    """A 390x844 touch page; a JavaScript error on it fails the test."""
    ctx = browser.new_context(**PHONE, accept_downloads=True)
    ctx.set_default_timeout(5000)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    ctx.close()
    assert not errors, errors
