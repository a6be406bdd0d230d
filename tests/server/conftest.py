"""The server under test, on SQLite and (when CORSAIRS_TEST_POSTGRES_URL is set) PostgreSQL."""

from __future__ import annotations

import os
import shutil
import sys
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

warnings.filterwarnings("ignore", message=".*httpx.*", category=DeprecationWarning)

from fastapi.testclient import TestClient  # noqa: E402

from corsairs.server.app import create_app  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))  # for server_helpers

PG = os.environ.get("CORSAIRS_TEST_POSTGRES_URL")
BACKENDS = ["sqlite", "postgres"]
NO_PG = (
    "PostgreSQL not tested: set CORSAIRS_TEST_POSTGRES_URL to a database the tests may "
    "wipe (.ci/run starts one and sets it)"
)


def postgres_url(worker: str) -> str:
    """A database of its own for each xdist worker, created on first use.

    Tests wipe their database; two workers sharing one would wipe each other's.
    """
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    from corsairs.server.store import normalize_url

    assert PG is not None
    base = make_url(normalize_url(PG))
    name = f"{base.database}_{worker}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        found = conn.execute(text("select 1 from pg_database where datname = :n"), {"n": name})
        if found.first() is None:
            conn.execute(text(f'create database "{name}"'))
    admin.dispose()
    return base.set(database=name).render_as_string(hide_password=False)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Tests marked ``storage`` (what is stored, reloaded, locked or migrated) run on every
    backend; the rest of the server's behaviour does not depend on the database and runs
    on SQLite alone, which halves their cost and loses nothing PostgreSQL would catch."""
    if "db_url" in metafunc.fixturenames:
        storage = metafunc.definition.get_closest_marker("storage") is not None
        metafunc.parametrize("db_url", BACKENDS if storage else ["sqlite"], indirect=True)


@pytest.fixture(scope="session")
def _sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with the Store's tables and nothing in them, made once a process: a test's
    own is a copy (a byte copy costs about half of ``create_all`` on a new file, and hundreds
    of server tests open one)."""
    from corsairs.server.store import Store

    path = tmp_path_factory.mktemp("empty_db") / "empty.sqlite3"
    Store(f"sqlite:///{path}").engine.dispose()
    assert not path.with_name(path.name + "-wal").exists()  # the copy is the whole database
    return path


@pytest.fixture
def db_url(request: pytest.FixtureRequest, tmp_path: Path, _sqlite_template: Path) -> str:
    if request.param == "sqlite":
        shutil.copyfile(_sqlite_template, tmp_path / "tables.sqlite3")
        return f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    if PG is None:
        if os.environ.get("CI"):
            pytest.fail(NO_PG)  # CI must cover PostgreSQL: a missing server is a failure
        pytest.skip(NO_PG)
    from sqlalchemy import create_engine

    from corsairs.server.store import metadata

    url = postgres_url(os.environ.get("PYTEST_XDIST_WORKER", "main"))
    engine = create_engine(url)
    with engine.begin() as conn:
        # Each test starts with no server on its database: a server an earlier test left
        # open (a client not closed yet) would still hold the one-server-per-database lock.
        conn.exec_driver_sql(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    metadata.drop_all(engine)  # each test starts from an empty database
    engine.dispose()
    return url


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


@pytest.fixture(autouse=True)
def _websocket_receive_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """A test's ``receive_json`` (and the connection's accept) waits
    ``server_helpers.WS_WAIT`` seconds, then fails saying so: Starlette's test session
    waits for ever, and a table that never answered (a bot's turn that never started) held
    the test until pytest-timeout ended the whole xdist worker, its other tests with it,
    with a thread dump for message."""
    import anyio
    import server_helpers
    from starlette.testclient import WebSocketTestSession

    def receive(self: WebSocketTestSession) -> Any:
        wait = server_helpers.WS_WAIT

        async def bounded() -> Any:
            with anyio.fail_after(wait):
                return await self._send_rx.receive()

        try:
            return self.portal.call(bounded)
        except TimeoutError:
            raise AssertionError(
                f"the server sent nothing in {wait:g} s: the table waits for"
                " something that does not come"
            ) from None

    monkeypatch.setattr(WebSocketTestSession, "receive", receive)
