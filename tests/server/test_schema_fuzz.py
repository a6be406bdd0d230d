"""Schemathesis against the app's own OpenAPI schema: every endpoint, positive and
negative cases, no 500, every response matching the schema it documents."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, Phase, settings
from schema_checks import CHECKS, fuzzed_app, specific_code
from schemathesis.schemas import BaseSchema


@pytest.fixture
def fuzzed_api() -> BaseSchema:
    """The app's schema, loaded when the fuzzing runs: ``schema.parametrize()`` on a schema
    loaded at import built every operation's coverage cases and explicit examples while
    collecting, in every xdist worker (5.4 CPU-s of a worker's ~9.5 to collect the suite,
    docs/perf-log.md), for a test one worker runs. The same app, checks and settings: the
    same cases, each operation one subtest of one item."""
    return schemathesis.openapi.from_asgi("/openapi.json", fuzzed_app())


schema = schemathesis.pytest.from_fixture("fuzzed_api")
FUZZING = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
# No wall-clock deadline per call (schemathesis gives each call 10 s by default, and a
# call it cuts short fails the case): the app runs in this process, on the one event loop
# thread schemathesis shares between calls, so a loaded machine or a full garbage sweep
# of the worker's heap only delays the answer. A call that never ends is left to
# pytest-timeout.


def fuzzing(paths: str) -> Callable[..., None]:
    """A test of the operations whose path matches ``paths``: the 17 operations in one test
    cost ~24 CPU-s, which at a load of 15 on 2 cores passed pytest-timeout's 180 s and
    ended its worker (and 10 of them did so at a load of 20). In five tests of 2 to 4
    operations (the heaviest about a quarter of the whole) each has its own budget
    and xdist hands them to both workers; every operation keeps its cases (the same
    settings)."""

    @pytest.mark.slow  # the suite's longest tests outside a browser: handed out first
    @schema.include(path_regex=paths).parametrize()
    @FUZZING
    def keeps_to_its_schema(case: schemathesis.Case[Any]) -> None:
        case.call_and_validate(checks=CHECKS, timeout=None)

    test: Callable[..., None] = keeps_to_its_schema  # schemathesis' decorators are untyped
    return test


test_the_lobby_keeps_to_its_schema = fuzzing(r"^/api/(games|tables|my-tables)$")
test_a_table_keeps_to_its_schema = fuzzing(r"^/api/tables/\{table_id\}$")
test_the_seats_keep_to_their_schema = fuzzing(r"/seats/")
test_the_table_calls_keep_to_their_schema = fuzzing(r"/(claim|name|start|again)$")
test_the_records_and_reviews_keep_to_their_schema = fuzzing(r"/(record|replay|reviews)")


def test_the_refusals_of_a_real_table_are_in_the_schema(client: TestClient) -> None:
    """The fuzzing reached tables only with random ids (404), so the schema never had to
    list what a real table answers: a wrong creator or seat token (403 from ``start``,
    ``DELETE``, ``again``), an invite of no seat here (403 from ``claim``) and a client's
    reviews at the limit (429 ``review_busy``, tests/server/test_reviews.py) were
    undocumented statuses, which a client generated from the schema does not expect."""
    responses = {
        (method.upper(), path): set(op["responses"])
        for path, ops in client.get("/openapi.json").json()["paths"].items()
        for method, op in ops.items()
    }
    seats = [{"kind": "human"}, {"kind": "invited"}]
    made = client.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": seats})
    tid = made.json()["id"]
    asked = [
        ("POST", "/api/tables/{table_id}/start", {"token": "not-the-creator"}),
        ("POST", "/api/tables/{table_id}/claim", {"invite": "not-an-invite"}),
        ("POST", "/api/tables/{table_id}/again", {"token": "no-seat-here"}),
        ("DELETE", "/api/tables/{table_id}", {"token": "not-the-creator"}),
    ]
    for method, path, body in asked:
        got = client.request(method, path.format(table_id=tid), json=body)
        assert got.status_code in (403, 409), (path, got.text)
        assert str(got.status_code) in responses[method, path], (method, path, got.status_code)
        # "play again" with a token of no seat answered 403 with the catch-all "error"
        assert specific_code(got.json()) is None, (path, got.json())
    assert "429" in responses["POST", "/api/tables/{table_id}/reviews"]


def test_a_review_of_no_table_is_not_found_as_every_route_says_it(client: TestClient) -> None:
    """It answered ``review_none`` (no review asked), as if the table were there."""
    got = client.get("/api/tables/no-such-table/reviews/0")
    assert got.status_code == 404
    assert got.json()["code"] == "not_found", got.json()
    assert client.get("/api/tables/no-such-table").json()["code"] == "not_found"


def test_the_links_of_a_new_table_keep_to_the_schema() -> None:
    """The same app, walked as a client walks it (``schema_walk.py``): a table made, then the
    calls its answer's OpenAPI links lead to, on real tables."""
    from schema_walk import TableWorkflow

    # A small fixed walk (derandomized: the same 79 calls every run, a few seconds). Of
    # them 73 make tables; the others ask for a record, a seat's invite and its way back,
    # and claim a seat: it reaches neither start, DELETE, replay nor reviews (logged in
    # s39; another walk would need another seed or budget, docs/perf-log.md).
    TableWorkflow.run(
        settings=settings(
            max_examples=15,
            stateful_step_count=5,
            derandomize=True,
            deadline=None,
            phases=[Phase.generate],
            suppress_health_check=list(HealthCheck),
        )
    )
