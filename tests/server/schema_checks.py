"""The app the schema fuzzing calls, and the checks every call of it passes
(``tests/server/test_schema_fuzz.py``, ``schema_walk.py``)."""

from __future__ import annotations

import atexit
import functools
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

import schemathesis
from fastapi import FastAPI
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)


@functools.cache
def fuzzed_app() -> FastAPI:
    """One app a process for every fuzzing test, made when the first of them runs: made at
    import, it cost every xdist worker ~0.9 CPU-s while collecting, for tests one worker runs."""
    from corsairs.server.app import create_app

    db = Path(tempfile.mkdtemp(prefix="corsairs-schema-")) / "tables.sqlite3"
    atexit.register(shutil.rmtree, db.parent, ignore_errors=True)
    return create_app(
        f"sqlite:///{db}", bot_delay=0.0, bots_in_thread=False, review_samples=2, hint_samples=2
    )


DOCUMENTED = set(
    re.findall(
        r"`([a-z]+(?:_[a-z]+)*)`",
        (Path(__file__).resolve().parents[2] / "docs" / "server.md").read_text(),
    )
)
"""The words docs/server.md writes as code: every error code among them."""


def specific_code(reply: object) -> str | None:
    """What is wrong with an error reply's ``code``, or None: it names its case (never the
    catch-all ``error``) with a code docs/server.md lists."""
    code = reply.get("code") if isinstance(reply, dict) else None
    if code is None:
        return None
    if code == "error" or code not in DOCUMENTED:
        return f"code {code!r}: not a specific, documented one"
    return None


@schemathesis.check
def error_code_is_specific(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: schemathesis.Case[Any]
) -> bool | None:
    if response.status_code < 400 or "json" not in response.headers.get("content-type", [""])[0]:
        return None
    said = specific_code(response.json())
    if said is not None:
        raise AssertionError(said)
    return None


CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    error_code_is_specific,
]
