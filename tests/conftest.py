"""Suite-wide markers: every browser test is ``e2e``, so ``-m "not e2e"`` gives a quick run."""

from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent / "e2e"))  # e2e_helpers, for every browser test
sys.path.insert(0, str(Path(__file__).parent))  # signals_helpers, for tests that run the CLI
# pytest-xdist's workers inherit COLUMNS=80, which Rich fixes as the CLI console's width
# when ``corsairs.cli`` is imported; without it a test's ``env={"COLUMNS": ...}`` holds
# under ``-n 2`` as it does in one process.
os.environ.pop("COLUMNS", None)

from hypothesis import settings

# No property test is timed: under Hypothesis's default deadline (200 ms an example), an
# example a loaded machine merely slows fails (DeadlineExceeded, or Flaky when the rerun
# keeps to it). Thirteen tests had no deadline=None; settings a test gives still hold.
settings.register_profile("corsairs", deadline=None)
settings.load_profile("corsairs")

from registry_kept import registry_kept  # noqa: E402
from unruly_bots import unruly  # noqa: F401, E402  (misbehaving bots, for any test)
from worker_end import pytest_sessionfinish  # noqa: F401, E402  (a worker's sweep, in time)


@pytest.fixture(autouse=True)
def _registries_restored() -> Iterator[None]:
    """Each test leaves the registries of games and bots, and ``CORSAIRS_PLUGINS`` and its
    kin in the environment, as it found them (``registry_kept``): the first autouse
    fixture, so the last torn down, after ``monkeypatch`` has undone its own."""
    with registry_kept():
        yield


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # e2e: what opens the browser (the session's Chromium, under every page a test asks
    # for), wherever the test lies: by folder, the companion's tests of its scoring in
    # Node and of its routes were e2e, and ``-m "not e2e"`` left them out
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.e2e)
    # The tests marked slow (5 to 15 s each on 2 cores) first, in their order: under
    # xdist one of them handed out near the end kept the run waiting on one worker while
    # the other sat idle; first, the many short tests after them even out the two ends.
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One Chromium per test process for every browser test (e2e and companion alike):
    Playwright's sync API allows one running instance per thread. A ``goto`` that would not
    load the page anew is refused meanwhile (``e2e_helpers.no_same_document_goto``), and
    its pages ask for reduced motion unless a test says otherwise (``still_by_default``)."""
    from e2e_helpers import chromium, no_same_document_goto, still_by_default

    with chromium() as b, no_same_document_goto():
        yield still_by_default(b)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One ``corsairs serve`` per test process for the browser tests (e2e and companion
    alike; each test makes its own tables): starting one costs seconds."""
    from e2e_helpers import Server

    srv = Server(f"sqlite:///{tmp_path_factory.mktemp('db') / 'tables.sqlite3'}")
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(autouse=True)
def _server_logging_restored() -> Iterator[None]:
    """``corsairs serve`` (as its tests run it) hands the ``corsairs`` loggers to Uvicorn's
    console handler, bound to the stream of that moment, without propagation: kept, they
    hid the server's lines from later tests' root handlers and wrote to closed streams."""
    import logging

    names = ("corsairs", "uvicorn", "uvicorn.error", "uvicorn.access")
    saved = {}
    for name in names:
        lg = logging.getLogger(name)
        saved[name] = (list(lg.handlers), lg.level, lg.propagate, lg.disabled)
    yield
    for name, (handlers, level, propagate, disabled) in saved.items():
        lg = logging.getLogger(name)
        lg.handlers[:] = handlers
        lg.setLevel(level)
        lg.propagate, lg.disabled = propagate, disabled


@pytest.fixture(scope="session")
def _saves(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The folder that holds each test's save folder, numbered by the test's order."""
    root = tmp_path_factory.mktemp("saves")
    yield root


_save_numbers = itertools.count()


@pytest.fixture(autouse=True)
def save_dir(_saves: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where a test's stopped terminal games are saved (``corsairs.savegames``): a folder
    of its own, never the user's application folder; subprocesses inherit it. Numbered
    here, not by ``tmp_path_factory.mktemp``, which lists the whole run's temporary folder
    to number a new one: a test late in a worker's run paid milliseconds for it, and each
    test's ``tmp_path`` a second listing as long."""
    folder = _saves / str(next(_save_numbers))
    folder.mkdir()
    monkeypatch.setenv("CORSAIRS_SAVE_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _english_terminal(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The terminal speaks the environment's language (``corsairs.lang``): every test hears
    English unless it asks for another, whatever the machine's LANG, and a test's --lang
    does not carry over to the next (the language is held in this thread's context)."""
    from corsairs import lang

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    lang.use("en")
    yield
    lang.use("en")
