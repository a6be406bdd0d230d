"""Suite-wide markers: every browser test is ``e2e``, so ``-m "not e2e"`` gives a quick run."""

from __future__ import annotations

from pathlib import Path

import pytest

BROWSER_DIRS = ("e2e", "companion")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    tests = Path(__file__).parent
    for item in items:
        try:
            top = Path(item.path).relative_to(tests).parts[0]
        except ValueError:
            continue
        if top in BROWSER_DIRS:
            item.add_marker(pytest.mark.e2e)
