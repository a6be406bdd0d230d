"""The site's files are kept by the browser and asked for again at every use: a reload of an
unchanged file is a 304 without its body, a changed one is sent whole (caching.py). The
page's modules and the rules pages had no ``Cache-Control``, which lets a browser keep them
by a guess from their date, last version's modules after an upgrade; and Starlette's ETag
(the file's date and size) called an edited file of the same date and size unchanged."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from corsairs.server import app as app_module
from corsairs.server.caching import Revalidated

FILES = ["/static/app.js", "/static/style.css", "/rules/fr", "/companion/app.js", "/", "/table/x"]


def test_a_reload_asks_again_and_gets_a_304_while_nothing_changed(client: TestClient) -> None:
    for path in FILES:
        first = client.get(path)
        assert first.status_code == 200, path
        assert first.headers["cache-control"] == "no-cache", path  # kept, asked at every use
        assert "last-modified" not in first.headers, path  # the content is the version
        tag = first.headers["etag"]
        again = client.get(path, headers={"If-None-Match": tag})
        assert again.status_code == 304 and again.content == b"", path
        assert again.headers["etag"] == tag and again.headers["cache-control"] == "no-cache"
        other = client.get(path, headers={"If-None-Match": '"another", W/' + tag})
        assert other.status_code == 304, path  # a list, a weak tag: as a browser sends them
        stale = client.get(path, headers={"If-None-Match": '"last-version"'})
        assert stale.status_code == 200 and stale.content == first.content, path


def _same_date_and_size(path: Path, text: str) -> None:
    """``path`` rewritten with ``text`` (as long as before), its date set back."""
    was = path.stat()
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(was.st_atime_ns, was.st_mtime_ns))


def test_a_changed_file_is_sent_whole_even_with_its_date_and_size(tmp_path: Path) -> None:
    """An upgrade may keep a file's date (a Nix store, a reproducible build dates every file
    alike) and an edit its size: the browser asking with the old ETag, or an old date, got
    a 304 and kept last version's file."""
    (tmp_path / "app.js").write_text("export const v = 1;", encoding="utf-8")
    site = FastAPI()
    site.mount("/static", Revalidated(directory=tmp_path))
    client = TestClient(site)
    first = client.get("/static/app.js")
    _same_date_and_size(tmp_path / "app.js", "export const v = 2;")
    told = {
        "If-None-Match": first.headers["etag"],
        "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT",
    }
    after = client.get("/static/app.js", headers=told)
    assert after.status_code == 200 and after.text == "export const v = 2;"
    assert after.headers["etag"] != first.headers["etag"]
    assert (
        client.get(
            "/static/app.js", headers={"If-Modified-Since": told["If-Modified-Since"]}
        ).status_code
        == 200
    )


def test_a_changed_rules_page_is_sent_whole(
    client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "rules").mkdir()
    page = tmp_path / "rules" / "en.html"
    page.write_text("<h1>Corsairs</h1>", encoding="utf-8")
    monkeypatch.setattr(app_module, "WEB", tmp_path)
    first = client.get("/rules/en")
    assert first.text == "<h1>Corsairs</h1>"
    assert (
        client.get("/rules/en", headers={"If-None-Match": first.headers["etag"]}).status_code == 304
    )
    _same_date_and_size(page, "<h1>Corsaris</h1>")
    after = client.get("/rules/en", headers={"If-None-Match": first.headers["etag"]})
    assert after.status_code == 200 and after.text == "<h1>Corsaris</h1>"
