"""Friends on their own machines, as an audit of invites found them (docs/server.md,
"Playing"). Each test failed on the table before its fix."""

from __future__ import annotations

from typing import Any

import httpx
from e2e_helpers import Server
from test_browser import TIMEOUT


def test_a_friend_who_opens_the_invite_link_again_is_back_at_the_seat(
    browser: Any, server: Server
) -> None:
    """A friend who clicks the invite link in the chat a second time (a second tab, or
    the next evening) was told someone else had used it and shown the game as a
    spectator, though this browser holds the seat's token."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    made = httpx.post(
        f"{server.url}/api/tables", json={"game": "corsairs", "players": 2, "seats": seats}
    ).json()
    link = f"{server.url}/table/{made['id']}#invite={made['invites'][1]}"
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    try:
        first = ctx.new_page()
        first.goto(link)
        first.wait_for_selector("#hand .card", timeout=TIMEOUT)
        token = first.evaluate("location.hash")
        assert token.startswith("#token=")
        second = ctx.new_page()
        second.goto(link)
        second.wait_for_selector("#hand .card", timeout=TIMEOUT)
        assert second.evaluate("location.hash") == token
        assert second.locator("#toast:not([hidden])").count() == 0
    finally:
        ctx.close()
