"""A real server on a free loopback port and Debian's Chromium driven by Playwright (the
session's ``server`` and ``browser`` are tests/conftest.py's, shared with the companion's tests)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # for e2e_helpers

from e2e_helpers import CHROMIUM

if not Path(CHROMIUM).exists():
    pytest.skip(
        "Debian's chromium (or chromium-headless-shell) is not installed", allow_module_level=True
    )


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = ctx.new_page()
    pg.set_default_timeout(10_000)
    yield pg
    ctx.close()


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    """A 390×844 touch screen, as a phone."""
    ctx = browser.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    )
    pg = ctx.new_page()
    pg.set_default_timeout(10_000)
    yield pg
    ctx.close()
