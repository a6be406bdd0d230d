"""The server under test, on SQLite and (when CORSAIRS_TEST_POSTGRES_URL is set) PostgreSQL."""

from __future__ import annotations

import os
import sys
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

warnings.filterwarnings("ignore", message=".*httpx.*", category=DeprecationWarning)

from fastapi.testclient import TestClient  # noqa: E402

from corsairs.server.app import create_app  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))  # for server_helpers

PG = os.environ.get("CORSAIRS_TEST_POSTGRES_URL")
BACKENDS = ["sqlite", *(["postgres"] if PG else [])]


@pytest.fixture(params=BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    from sqlalchemy import create_engine

    from corsairs.server.store import metadata, normalize_url

    assert PG is not None
    engine = create_engine(normalize_url(PG))
    metadata.drop_all(engine)  # each test starts from an empty database
    engine.dispose()
    return PG


@pytest.fixture
def make_client(db_url: str) -> Iterator[Callable[[], TestClient]]:
    """Open servers on the same database (a second one = a restart)."""
    opened: list[TestClient] = []

    def make() -> TestClient:
        client = TestClient(create_app(db_url, bot_delay=0.0, bots_in_workers=False))
        client.__enter__()
        opened.append(client)
        return client

    yield make
    for c in opened:
        c.__exit__(None, None, None)


@pytest.fixture
def client(make_client: Callable[[], TestClient]) -> TestClient:
    return make_client()
