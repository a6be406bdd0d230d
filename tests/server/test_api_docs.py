"""The API's Swagger page works at a LAN party without internet and under a proxy's path
prefix: it loaded its script and style from a CDN (a blank page offline) and named the
schema ``/openapi.json`` from the root (a 404 under ``https://example.org/corsairs/``)."""

from __future__ import annotations

import re
from urllib.parse import urljoin

import pytest
from fastapi.testclient import TestClient

PAGE = "http://testserver/api/docs"
REFS = re.compile(r"""(?:src|href)\s*=\s*["']([^"']+)["']|\burl\s*:\s*["']([^"']+)["']""")


def _refs(html: str) -> list[str]:
    return [a or b for a, b in REFS.findall(html)]


def test_the_docs_page_names_only_its_own_files_relative_to_itself(client: TestClient) -> None:
    r = client.get("/api/docs")
    assert r.status_code == 200
    refs = _refs(r.text)
    assert any(x.endswith(".js") for x in refs) and any(x.endswith(".css") for x in refs)
    assert any(x.endswith("openapi.json") for x in refs), refs
    # a link to the schema in the page itself, should the script not run
    assert re.search(r'<a href="[./]*openapi.json">', r.text), r.text
    for ref in refs:  # no host, and no path from the root: a prefix the server never saw
        assert "//" not in ref and not ref.startswith("/"), ref
        # under a proxy's /corsairs/ the same page resolves them under /corsairs/
        assert urljoin("https://example.org/corsairs/api/docs", ref).startswith(
            "https://example.org/corsairs/"
        ), ref


def test_the_docs_files_answer_and_the_page_allows_no_other_host(client: TestClient) -> None:
    r = client.get("/api/docs")
    for ref in _refs(r.text):
        got = client.get(urljoin(PAGE, ref))
        assert got.status_code == 200, ref
        assert len(got.content) > 100, ref
        if "docs-assets" in ref:  # kept, asked again at each use (caching.py)
            assert got.headers["cache-control"] == "no-cache", ref
    csp = r.headers["content-security-policy"]
    assert "http" not in csp and "cdn" not in csp, csp
    schema = next(x for x in _refs(r.text) if x.endswith("openapi.json"))
    assert client.get(urljoin(PAGE, schema)).json()["info"]["title"] == "Corsairs"


def test_without_the_swagger_files_the_page_says_where_the_schema_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from fastapi import FastAPI

    from corsairs.server import api_docs

    monkeypatch.setattr(api_docs, "swagger_files", lambda: None)
    app = FastAPI(docs_url=None)
    api_docs.add_api_docs(app)
    page = TestClient(app).get("/api/docs")
    assert page.status_code == 200
    assert "pip install" in page.text and '<a href="../openapi.json">' in page.text
    assert "<script" not in page.text


def test_the_docs_show_a_new_tables_request_and_each_one_makes_a_table(
    client: TestClient,
) -> None:
    """``POST /api/tables`` had no example: the docs page left a client to guess a body
    from the schema, and the schema's fuzzing never made a table (a random game name each
    time), so every endpoint that needs one was tried only with refusals."""
    examples = client.get("/openapi.json").json()["components"]["schemas"]["TableIn"]["examples"]
    assert {e["game"] for e in examples} == {"corsairs", "piratatak"}, examples
    for body in examples:
        r = client.post("/api/tables", json=body)
        assert r.status_code == 201, (body, r.text)
        assert r.json()["game"] == body["game"]
