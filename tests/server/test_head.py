"""``HEAD`` on a page answers as ``GET`` does, without the body (link checkers, proxies'
health checks and ``curl -I`` ask so); it was 405 on the lobby, tables and rules."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

PAGES = ["/", "/table/abc", "/replay/abc", "/review/abc", "/rules/en", "/companion/"]


@pytest.mark.parametrize("path", [*PAGES, "/static/app.js"])
def test_head_answers_like_get_without_a_body(client: TestClient, path: str) -> None:
    got, head = client.get(path), client.head(path)
    assert head.status_code == got.status_code == 200, path
    assert head.content == b""
    assert head.headers["content-type"] == got.headers["content-type"]
    assert head.headers["content-length"] == got.headers["content-length"]
    assert head.headers["content-security-policy"] == got.headers["content-security-policy"]


def test_the_pages_files_are_checked_for_updates(client: TestClient) -> None:
    """A friend's browser kept the table's modules of the evening before: with no
    ``Cache-Control`` it may reuse a file for a tenth of the time since it last changed (days,
    for a file installed weeks ago), so after the host upgraded the server a page ran old
    modules beside new ones (seen: the creator's page without the button the server had just
    gained). Asked again each time (``no-cache``), a file unchanged costs a 304."""
    got = client.get("/static/games/corsairs.js")
    assert got.headers["cache-control"] == "no-cache"
    again = client.get("/static/games/corsairs.js", headers={"if-none-match": got.headers["etag"]})
    assert again.status_code == 304
