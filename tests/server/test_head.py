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
