"""Make the test plugin module (sim_plugins) importable here, in spawned workers and in Ray;
draw real figures only in the tests that look at them."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (HERE, os.environ.get("PYTHONPATH", "")) if p)


PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(autouse=True)
def _stand_in_figures(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """Matplotlib took two thirds of these tests' time (about 2 s a report). A test
    marked ``plots`` draws the real figures; the others, about the run, the command and the
    report's text, get each figure as a bare PNG signature at the path the page names.
    Every test draws in its own process: a helper process on an idle core would draw the
    real figures (and cost a CPU-second to start); test_sim_drawing.py tests the helpers."""
    use_stand_ins(monkeypatch, request.node.get_closest_marker("plots") is not None)
    yield


def use_stand_ins(mp: pytest.MonkeyPatch, plots: bool = False) -> None:
    """Every figure drawn in this process (no helper process), as a stand-in unless ``plots``."""
    from corsairs.sim import drawing, report

    mp.setattr(drawing, "plot_helpers", lambda plots, before: 0)
    if not plots:
        mp.setattr(report, "_plot", stand_in_plot)


def stand_in_plot(fig: Any, data: Any, labels: Any, path: Path, narrow: bool = False) -> None:
    """A figure as a bare PNG signature at the path the page names."""
    path.write_bytes(PNG)
