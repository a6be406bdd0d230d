"""``corsairs simulate`` run in this process by Typer's test runner, for the tests of its
command line (importing this skips a test module where Typer, the ``cli`` extra, is absent)."""

from __future__ import annotations

from typing import Any

import pytest

typer = pytest.importorskip("typer")
from typer.testing import CliRunner  # noqa: E402

from corsairs.sim.command import command  # noqa: E402

app = typer.Typer()
app.command()(command)


def run(*args: str, **options: Any) -> Any:
    """The command's result for ``args`` (``options``: ``env``, ``catch_exceptions``...)."""
    return CliRunner().invoke(app, list(args), **options)
