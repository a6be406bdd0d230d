"""A browser sent to an address the server does not have (a mistyped or cut link) got
``{"detail":"Not Found","code":"not_found"}``, raw English JSON. It now gets the page
(404), which says so in the player's language with a way to the lobby; the API and
clients that do not ask for HTML keep the JSON reply."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

HTML = {"accept": "text/html,application/xhtml+xml,*/*;q=0.8"}


@pytest.mark.parametrize(
    ("path", "base"),
    [("/nothing", "./"), ("/nothing/here", "../"), ("/table/a/b", "../../"), ("/rules/es", "../")],
)
def test_a_browser_lost_on_the_server_gets_the_page(
    client: TestClient, path: str, base: str
) -> None:
    r = client.get(path, headers=HTML)
    assert r.status_code == 404
    assert r.headers["content-type"].startswith("text/html")
    assert f'<base href="{base}">' in r.text  # the page's files, found from any depth
    assert 'id="app"' in r.text


@pytest.mark.parametrize("path", ["/api/nothing", "/static/nothing.js", "/api/tables/nope"])
def test_the_api_and_files_keep_their_json(client: TestClient, path: str) -> None:
    r = client.get(path, headers=HTML)
    assert r.status_code == 404 and r.json()["code"] == "not_found", r.text


def test_a_client_that_does_not_ask_for_html_keeps_the_json(client: TestClient) -> None:
    r = client.get("/nothing/here")
    assert r.status_code == 404 and r.json() == {"detail": "Not Found", "code": "not_found"}
    assert client.post("/nothing", headers=HTML).status_code in (404, 405)
