"""Schemathesis against the app's own OpenAPI schema: every endpoint, positive and
negative cases, no 500, every response matching the schema it documents."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from corsairs.server.app import create_app

DB = Path(tempfile.mkdtemp(prefix="corsairs-schema-")) / "tables.sqlite3"
atexit.register(shutil.rmtree, DB.parent, ignore_errors=True)
APP = create_app(f"sqlite:///{DB}", bot_delay=0.0, bots_in_thread=False)
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]


@schema.parametrize()
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_endpoint_keeps_to_its_schema(case: schemathesis.Case) -> None:
    # No wall-clock deadline per call (schemathesis gives each call 10 s by default, and
    # a call it cuts short fails the case): the app runs in this process, on the one event
    # loop thread schemathesis shares between calls, so a loaded machine or a full garbage
    # sweep of the worker's heap only delays the answer. A call that never ends is left
    # to pytest-timeout.
    case.call_and_validate(checks=CHECKS, timeout=None)
