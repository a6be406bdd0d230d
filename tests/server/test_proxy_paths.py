"""Behind a reverse proxy at a path prefix (``https://host/corsairs/`` → the server's ``/``):
the page's addresses are all relative to its ``<base>``, which the server writes relative
to the page's own address. The browser check is tests/e2e/test_proxy.py."""

from __future__ import annotations

import re
from pathlib import Path

from fastapi.testclient import TestClient

WEB = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web"
# a root-absolute address in client code: "/api/…", `/static/…`, href="/…"
ABSOLUTE = re.compile(r"""(["'`])/(api|static|table|replay|review|rules|companion|ws)\b|href="/""")


def is_comment_or_app_path(line: str) -> bool:
    """Comments, and paths below the app's root (``appPath()`` strips the prefix)."""
    return line.lstrip().startswith(("//", "/*", "*")) or "appPath()" in line


def test_the_page_base_is_relative_to_its_own_address(client: TestClient) -> None:
    assert '<base href="./">' in client.get("/").text
    for page in ("/table/abc", "/replay/abc", "/review/abc?seat=1"):
        assert '<base href="../">' in client.get(page).text, page
    assert "base-uri 'self'" in client.get("/").headers["content-security-policy"]


def test_no_client_file_uses_a_root_absolute_address() -> None:
    found = [
        f"{path.relative_to(WEB)}:{n}: {line.strip()[:80]}"
        for path in sorted(WEB.rglob("*"))
        if path.suffix in (".js", ".html", ".json", ".css")
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if ABSOLUTE.search(line) and not is_comment_or_app_path(line)
    ]
    assert found == []
