"""The browser table behind a reverse proxy at a path prefix: the proxy maps
``/corsairs/…`` to the server's ``/…`` (nginx's ``location /corsairs/ { proxy_pass
http://127.0.0.1:8000/; }``), here an ASGI wrapper in front of the app on a real port."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from e2e_helpers import STARTED
from test_browser import TIMEOUT, create_from_lobby

from corsairs.server.app import create_app

PREFIX = "/corsairs"


def strip_prefix(app: Any) -> Any:
    """What the proxy does: ``/corsairs/x`` reaches the app as ``/x``; anything else is
    not the app's (404, or a closed WebSocket)."""

    async def proxied(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] in ("http", "websocket"):
            path = scope["path"]
            if not path.startswith(PREFIX + "/"):
                if scope["type"] == "http":
                    await send({"type": "http.response.start", "status": 404, "headers": []})
                    await send({"type": "http.response.body", "body": b"not behind the proxy"})
                else:
                    await receive()
                    await send({"type": "websocket.close", "code": 4404})
                return
            scope = {**scope, "path": path[len(PREFIX) :], "raw_path": path[len(PREFIX) :].encode()}
        await app(scope, receive, send)

    return proxied


@dataclass
class Proxied:
    url: str  # the app's root as the browser sees it (create_from_lobby adds "/")


@pytest.fixture
def proxied(tmp_path: Path) -> Iterator[Proxied]:
    import uvicorn

    app = create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", bot_delay=0.0, bots_in_workers=False)
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(strip_prefix(app), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + STARTED  # a limit for a stuck start, not a pause
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, "the proxied server did not start"
    yield Proxied(f"http://127.0.0.1:{sock.getsockname()[1]}{PREFIX}")
    server.should_exit = True
    thread.join(10)
    sock.close()


def test_a_table_is_played_under_a_path_prefix(page: Any, proxied: Proxied) -> None:
    table = create_from_lobby(page, proxied, "corsairs", ["me", "bot:casual"])
    assert f"{PREFIX}/table/{table}#token=" in page.url
    page.wait_for_selector("#hand .card", timeout=TIMEOUT)  # the WebSocket, under the prefix
    rules = page.locator("#rules-link").evaluate("a => a.href")
    assert rules == f"{proxied.url}/rules/en#corsairs"  # at the game on the table
    page.click(".brand")  # back to the lobby: My tables lists the table, under the prefix
    page.wait_for_selector(".tables-list li", timeout=TIMEOUT)
    link = page.locator(".tables-list li a").first.evaluate("a => a.href")
    assert link.startswith(f"{proxied.url}/table/{table}")
    page.goto(link)  # a full load of a deeper page: its base is "../"
    page.wait_for_selector("#hand .card", timeout=TIMEOUT)
    assert page.evaluate("document.baseURI") == proxied.url + "/"


def test_the_api_page_works_under_the_prefix_without_internet(page: Any, proxied: Proxied) -> None:
    """Swagger UI came from a CDN and named ``/openapi.json`` from the root: blank at a LAN
    party, a 404 behind the proxy. Its files come from the server, every address relative,
    and *Try it out* calls the API under the prefix."""
    elsewhere: list[str] = []

    def only_the_server(route: Any) -> None:
        if route.request.url.startswith(proxied.url + "/"):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    page.route("**/*", only_the_server)
    page.goto(proxied.url + "/api/docs")
    games = page.locator(".opblock", has_text="/api/games").first
    games.wait_for(timeout=TIMEOUT)
    games.locator(".opblock-summary").click()
    page.click(".try-out__btn")
    with page.expect_response(lambda r: "/api/games" in r.url) as told:
        page.click(".execute")
    assert told.value.url == proxied.url + "/api/games" and told.value.status == 200
    assert elsewhere == []
