"""``corsairs serve``: defaults that just work."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from corsairs.server.command import command, default_db_url, listen


def test_default_database_is_sqlite_in_the_user_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    url = default_db_url()
    assert url == f"sqlite:///{tmp_path / 'data' / 'corsairs' / 'tables.sqlite3'}"
    assert (tmp_path / "data" / "corsairs").is_dir()


def test_a_taken_port_is_an_error_and_port_0_takes_any_free_one() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        with pytest.raises(typer.BadParameter, match="--port 0"):
            listen("127.0.0.1", port)
    with listen("127.0.0.1", 0) as sock:
        assert sock.getsockname()[1] > 0


def test_serve_options() -> None:
    app = typer.Typer()
    app.command("serve")(command)
    app.command("other")(lambda: None)
    result = CliRunner().invoke(app, ["serve", "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    for option in ("--host", "--port", "--db", "--no-open", "--bot-delay"):
        assert option in result.output
    bad = CliRunner().invoke(app, ["serve", "--port", "-1"])
    assert bad.exit_code != 0
    # --open, the default, is still taken (not listed: see the 80-column test)
    still = CliRunner().invoke(app, ["serve", "--open", "--port", "-1"])
    assert still.exit_code == 2 and "No such option" not in still.output
    assert "--port" in still.output


@pytest.fixture(autouse=True)
def _other_handlers_left_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """``serve`` configures logging as Uvicorn does (``dictConfig``), which first closes
    every handler in the process. absl's handler (imported by the OpenSpiel tests in the
    same worker) then closes the stream it was made with: a test's capture file, and the
    rest of that worker's tests errored. The loggers serve configures are configured."""
    import logging.config

    monkeypatch.setattr(logging.config, "_clearExistingHandlers", lambda: None)


def _serve(*args: str):  # type: ignore[no-untyped-def]
    app = typer.Typer()
    app.command("serve")(command)
    app.command("other")(lambda: None)
    return CliRunner().invoke(app, ["serve", "--no-open", "--port", "0", *args])


@pytest.mark.parametrize(
    ("db", "said"),
    [
        ("nosuch://x", "nosuch"),
        ("sqlite:////nonexistent-dir/sub/x.sqlite3", "/nonexistent-dir/sub"),
        ("not a url", "not a url"),
    ],
)
def test_a_bad_database_url_is_one_clear_line(db: str, said: str) -> None:
    res = _serve("--db", db)
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    lines = [ln for ln in res.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: --db") and said in lines[0], lines


def test_a_bad_log_level_is_refused_before_anything_starts(tmp_path: Path) -> None:
    res = _serve("--db", f"sqlite:///{tmp_path / 't.sqlite3'}", "--log-level", "bogus")
    assert res.exit_code == 2, res.output
    assert "bogus" in res.output and "KeyError" not in res.output
    assert not (tmp_path / "t.sqlite3").exists()


def test_a_host_that_is_no_address_here_says_so(tmp_path: Path) -> None:
    res = _serve("--db", f"sqlite:///{tmp_path / 't.sqlite3'}", "--host", "999.1.1.1")
    assert res.exit_code == 2, res.output
    lines = [ln for ln in res.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and "--host 999.1.1.1" in lines[0], lines
    assert "another server" not in res.output


def test_the_start_line_hides_the_database_password(monkeypatch: pytest.MonkeyPatch) -> None:
    """``corsairs: tables stored in …`` goes to the console and to a service's journal:
    a PostgreSQL URL's password must not (the error lines hid it already)."""
    import uvicorn

    from corsairs.server import command as serve

    class Store:
        def lock_server(self) -> None: ...
        def close(self) -> None: ...

    monkeypatch.setattr(serve, "open_store", lambda url: Store())
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: None)
    res = _serve("--db", "postgresql://corsairs:s3cr3t-pw@localhost/tables")
    assert res.exit_code == 0, res.output
    assert "s3cr3t-pw" not in res.output
    assert "tables stored in postgresql+psycopg://corsairs:***@localhost/tables" in res.output


def test_a_proxy_elsewhere_can_be_trusted_for_forwarded_headers(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A reverse proxy on another machine (a container) sends X-Forwarded-For/-Proto:
    the host names it, so quotas count the real clients, not the proxy."""
    import uvicorn

    seen: list[Any] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: seen.append(self.config))
    db = f"sqlite:///{tmp_path / 't.sqlite3'}"
    res = _serve("--db", db, "--forwarded-allow-ips", "172.17.0.2")
    assert res.exit_code == 0, res.output
    assert seen[0].forwarded_allow_ips == "172.17.0.2" and seen[0].proxy_headers
    monkeypatch.delenv("FORWARDED_ALLOW_IPS", raising=False)
    assert _serve("--db", db).exit_code == 0
    assert seen[1].forwarded_allow_ips in ("127.0.0.1", "127.0.0.1,::1")  # Uvicorn: a proxy here


def test_a_page_whose_network_froze_is_let_go_within_twenty_seconds(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Luc's tablet lost its network: it cannot close its connection, and with Uvicorn's
    keep-alive (a ping every 20 s, 20 s for its pong) Giulia saw his dot green for 39 s."""
    import uvicorn

    seen: list[Any] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: seen.append(self.config))
    assert _serve("--db", f"sqlite:///{tmp_path / 't.sqlite3'}").exit_code == 0
    assert seen[0].ws_ping_interval + seen[0].ws_ping_timeout <= 20


def test_the_servers_own_lines_reach_the_hosts_console(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """'expired 3 tables', 'seat 2 given to a bot': the corsairs loggers go where Uvicorn's
    lines go, at the chosen level (they had no handler: only warnings got out)."""
    import logging

    import uvicorn

    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: None)
    root = logging.getLogger("corsairs")
    saved = (root.handlers[:], root.level, root.propagate)
    try:
        db = f"sqlite:///{tmp_path / 't.sqlite3'}"
        assert _serve("--db", db).exit_code == 0
        assert root.handlers and logging.getLogger("corsairs.server").isEnabledFor(logging.INFO)
        assert _serve("--db", db, "--log-level", "warning").exit_code == 0
        assert not logging.getLogger("corsairs.server").isEnabledFor(logging.INFO)
    finally:
        root.handlers[:], root.level, root.propagate = saved


def test_listening_for_the_network_names_the_address_friends_open(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``--host 0.0.0.0`` "lets friends on your network join", but the start lines named
    only ``http://localhost:…/``, which is no address for a friend's phone: they now name
    this machine's address on the network too (and only localhost when listening there)."""
    import uvicorn

    from corsairs.server import app as server_app
    from corsairs.server import command as serve

    made: dict[str, Any] = {}
    real = server_app.create_app
    monkeypatch.setattr(server_app, "create_app", lambda *a, **k: made.update(k) or real(*a, **k))
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: None)
    monkeypatch.setattr(serve, "network_address", lambda: "192.168.1.23")
    db = f"sqlite:///{tmp_path / 't.sqlite3'}"
    res = _serve("--db", db, "--host", "0.0.0.0", "--port", "0")
    assert res.exit_code == 0, res.output
    port = res.output.split("http://localhost:")[1].split("/")[0]
    assert f"friends on your network: http://192.168.1.23:{port}/" in res.output
    # ... and so do the invite links the host's page makes (tests/server/test_friends_address.py)
    assert made.get("friends_url") == f"http://192.168.1.23:{port}/"
    assert "only this computer" not in res.output
    res = _serve("--db", db, "--port", "0")
    assert res.exit_code == 0 and "friends on your network:" not in res.output
    assert made.get("friends_url") is None
    # the default listens here alone: a host inviting friends' phones is told how to serve them
    assert "only this computer can open it; corsairs serve --host 0.0.0.0" in res.output
    monkeypatch.setattr(serve, "network_address", lambda: None)  # no network: nothing to name
    res = _serve("--db", db, "--host", "0.0.0.0", "--port", "0")
    assert res.exit_code == 0 and "friends on your network" not in res.output


def test_the_network_address_is_one_of_this_machine_or_none() -> None:
    from corsairs.server.command import network_address

    found = network_address()
    assert found is None or (not found.startswith("127.") and found.count(".") == 3)


def test_the_help_is_whole_in_an_80_column_terminal() -> None:
    """At 80 columns ``serve --help`` cut ``--forwarded-allow-…``, the database examples
    and the variable's name: an option nobody could type from the help. ``--open`` (the
    default) is still taken but no longer listed beside ``--no-open``."""
    app = typer.Typer()
    app.command("serve")(command)
    app.command("other")(lambda: None)
    result = CliRunner().invoke(app, ["serve", "--help"], env={"COLUMNS": "80"})
    assert result.exit_code == 0
    assert "…" not in result.output, result.output
    assert "--forwarded-allow-ips" in result.output and "--no-open" in result.output
    assert max(len(line) for line in result.output.splitlines()) <= 80


def test_serve_warms_its_bot_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first bot move or hint waited for a worker process to start (tests/server/
    test_botpool.py has the pool's side): ``serve`` asks its app to start one ahead."""
    import uvicorn

    from corsairs.server import app as server_app
    from corsairs.server import command as serve

    made: dict[str, Any] = {}

    class Store:
        def lock_server(self) -> None: ...
        def close(self) -> None: ...

    real = server_app.create_app
    monkeypatch.setattr(serve, "open_store", lambda url: Store())
    monkeypatch.setattr(server_app, "create_app", lambda *a, **k: made.update(k) or real(*a, **k))
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: None)
    res = _serve()
    assert res.exit_code == 0, res.output
    assert made.get("warm_bots") is True


def test_stopping_says_the_tables_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """A host who stopped the server with Ctrl-C mid-game read Uvicorn's "Shutting down",
    "Finished server process" and nothing on whether the friends' games were lost: the
    last line says they are kept, where, and how to go on."""
    import uvicorn

    from corsairs.server import command as serve

    class Store:
        def lock_server(self) -> None: ...
        def close(self) -> None: ...

    monkeypatch.setattr(serve, "open_store", lambda url: Store())
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: None)  # Ctrl-C
    res = _serve("--db", "postgresql://corsairs:s3cr3t-pw@localhost/tables")
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[-1] == (
        "corsairs: stopped; every table is kept in "
        "postgresql+psycopg://corsairs:***@localhost/tables: start the server again on it "
        "and the games go on (the players' pages reconnect by themselves)"
    )
    res = _serve("--db", "postgresql://corsairs:s3cr3t-pw@localhost/tables", "--lang", "de")
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[-1].startswith("corsairs: Beendet; jeder Tisch bleibt in ")


def test_a_taken_port_is_refused_in_the_hosts_language(tmp_path: Path) -> None:
    """``serve`` said "cannot listen on … (Address already in use)" in English to a French
    host: it speaks ``--lang``, else the environment's language, as the other commands do."""
    app = typer.Typer()
    app.command("serve")(command)
    app.command("other")(lambda: None)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = str(busy.getsockname()[1])
        db = f"sqlite:///{tmp_path / 't.sqlite3'}"
        args = ["serve", "--no-open", "--db", db, "--port", port]
        fr = CliRunner().invoke(app, [*args, "--lang", "fr"])
        it = CliRunner().invoke(app, args, env={"LANGUAGE": "it"})
    assert fr.exit_code == 2, fr.output
    said = " ".join(fr.output.split())
    assert "impossible d'écouter sur le port " in said and " de 127.0.0.1 " in said, said
    assert "(l'adresse est déjà utilisée)" in said, said
    assert "--port 0" in said and "Address already in use" not in said
    assert it.exit_code == 2 and "l'indirizzo è già in uso" in " ".join(it.output.split())


@pytest.mark.parametrize(
    ("lang", "db", "said"),
    [
        ("fr", "not a url", "n'est pas une URL de base de données"),
        ("de", "sqlite:////nonexistent-dir/sub/x.sqlite3", "Den Ordner /nonexistent-dir/sub gibt"),
        ("it", "nosuch://x", "impossibile aprire il database"),
    ],
)
def test_a_bad_database_url_is_refused_in_the_hosts_language(lang: str, db: str, said: str) -> None:
    """The taken port was refused in the host's language, the --db beside it in English."""
    res = _serve("--db", db, "--lang", lang)
    assert res.exit_code == 2, res.output
    assert said in " ".join(res.output.split()), res.output


def test_a_database_another_server_holds_is_refused_in_the_hosts_language(
    tmp_path: Path,
) -> None:
    from corsairs.server.store import Store

    db = f"sqlite:///{tmp_path / 't.sqlite3'}"
    first = Store(db)
    first.lock_server()
    try:
        res = _serve("--db", db, "--lang", "de")
    finally:
        first.close()
    said = " ".join(res.output.split())
    assert res.exit_code == 2 and "Ein anderer corsairs-Server" in said, res.output
    assert str(tmp_path) in said and "another corsairs" not in said, res.output
