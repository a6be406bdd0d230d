"""``corsairs serve`` serves the companion page, its service worker and its manifest."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from corsairs.server.app import LANGS, create_app
from corsairs.server.companion import COMPANION


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    return TestClient(create_app(f"sqlite:///{tmp_path / 't.sqlite3'}"))


def test_the_page_is_at_companion(client: TestClient) -> None:
    r = client.get("/companion", follow_redirects=False)
    assert r.status_code == 307 and r.headers["location"] == "companion/"
    page = client.get("/companion/")
    assert page.status_code == 200 and 'rel="manifest"' in page.text
    assert page.headers["cache-control"] == "no-cache"  # updates reach phones that are online


def test_the_service_worker_keeps_every_file_the_page_needs(client: TestClient) -> None:
    sw = client.get("/companion/sw.js")
    assert sw.status_code == 200 and "javascript" in sw.headers["content-type"]
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", sw.text).group(1))  # type: ignore[union-attr]
    for name in listed:
        assert client.get("/companion/" + name).status_code == 200, name
    # Every file of the page is in the list, so nothing is missing offline.
    shipped = {p.name for p in COMPANION.iterdir() if p.is_file() and p.name != "sw.js"}
    assert shipped <= set(listed)


def test_the_service_worker_keeps_the_rules_in_every_language(client: TestClient) -> None:
    """The page shows the rules from the site's rules page, outside its folder: a family
    without signal tapped *Rules* and got the browser's offline error."""
    sw = client.get("/companion/sw.js").text
    kept = json.loads(re.search(r"const RULES = (\[.*?\])\.map", sw).group(1))  # type: ignore[union-attr]
    assert sorted(kept) == sorted(LANGS) and "`../rules/${lang}`" in sw
    for lang in kept:
        assert 'id="corsairs"' in client.get(f"/rules/{lang}").text, lang
    assert "fetch(`../rules/${lang}`," in client.get("/companion/app.js").text


def test_the_manifest_makes_an_installable_app(client: TestClient) -> None:
    m = client.get("/companion/manifest.json").json()
    assert m["start_url"] == "./" and m["scope"] == "./" and m["display"] == "standalone"
    # a tablet standing in landscape on the table: it was locked to portrait (docs/server.md)
    assert m["orientation"] == "any"
    for icon in m["icons"]:
        assert client.get("/companion/" + icon["src"]).status_code == 200


def test_the_lobby_links_to_the_companion(client: TestClient) -> None:
    js = client.get("/static/app.js").text
    assert 'href: "companion/"' in js and "companion_link" in client.get("/static/i18n.js").text
