"""``corsairs serve``: defaults that just work."""

from __future__ import annotations

import socket
from pathlib import Path

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
    for option in ("--host", "--port", "--db", "--open", "--no-open", "--bot-delay"):
        assert option in result.output
    bad = CliRunner().invoke(app, ["serve", "--port", "-1"])
    assert bad.exit_code != 0
