"""The suite's markers (tests/conftest.py): ``e2e`` is what opens the browser, so that
``-m "not e2e"`` runs every test that does not, wherever it lies."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

TESTS = Path(__file__).parent


class _Item:
    """As much of a collected test as the marking reads."""

    def __init__(self, path: str, fixtures: list[str]) -> None:
        self.path, self.fixturenames = TESTS / path, fixtures
        self.marks: list[str] = []

    def add_marker(self, mark: Any) -> None:
        self.marks.append(mark.name)

    def get_closest_marker(self, name: str) -> Any:
        return name if name in self.marks else None


def test_a_test_is_e2e_by_the_browser_it_opens(request: pytest.FixtureRequest) -> None:
    """By folder, the companion's tests of its scoring in Node and of its routes were e2e
    (``-m "not e2e"`` left them out), and a page opened elsewhere would not have been."""
    suite = next(
        p
        for p in request.config.pluginmanager.get_plugins()
        if getattr(p, "__file__", None) == str(TESTS / "conftest.py")
    )
    node = _Item("companion/test_route.py", ["run_js", "tmp_path"])
    page = _Item("companion/test_e2e.py", ["phone", "browser", "server"])
    elsewhere = _Item("server/test_x.py", ["page", "browser"])
    served = _Item("e2e/test_x.py", ["server"])  # a server, no browser
    suite.pytest_collection_modifyitems(request.config, [node, page, elsewhere, served])
    assert [("e2e" in i.marks) for i in (node, page, elsewhere, served)] == [
        False,
        True,
        True,
        False,
    ]
