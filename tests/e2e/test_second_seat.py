"""A friend seated at a table who opens another friend's invite link before the start
(sent to the wrong person, clicked by mistake) took that seat too: the table started and
the friend it was for could only watch. The page asks first, keeping to one's own seat
unless told that someone else plays the other seat on this device."""

from __future__ import annotations

from typing import Any

from e2e_helpers import Server
from test_browser import TIMEOUT, create_from_lobby


def test_a_friends_link_opened_where_one_has_a_seat_asks_first(
    browser: Any, server: Server
) -> None:
    host, friend = browser.new_context(), browser.new_context()
    try:
        a = host.new_page()
        create_from_lobby(a, server, "corsairs", ["me", "human", "human"])
        links = [a.locator(f".invite[data-invite='{i}']").inner_text() for i in (1, 2)]
        table = links[0].split("/table/")[1].split("#")[0]
        b = friend.new_page()
        b.goto(links[0])
        b.wait_for_selector("#hand .card", timeout=TIMEOUT)
        own = b.url.split("#token=")[1]
        b.goto("about:blank")
        b.goto(links[1])
        b.wait_for_selector("#second-seat", timeout=TIMEOUT)
        said = b.locator("#second-seat-text").inner_text()
        assert "You have a seat at this table already" in said and "Player 3" in said, said
        assert b.evaluate("document.activeElement.id") == "second-seat-keep"
        b.click("#second-seat-keep")
        b.wait_for_selector("#hand .card", timeout=TIMEOUT)
        assert b.url.endswith(f"#token={own}")
        seats = b.request.get(f"{server.url}/api/tables/{table}").json()["seats"]
        assert seats[2]["joined"] is False  # nothing taken: the link still waits for its friend
        # two people at one device: said so, the seat is taken
        b.goto("about:blank")
        b.goto(links[1])
        b.click("#second-seat-take", timeout=TIMEOUT)
        b.wait_for_selector("#hand .card", timeout=TIMEOUT)
        assert not b.url.endswith(f"#token={own}")
        seats = b.request.get(f"{server.url}/api/tables/{table}").json()["seats"]
        assert seats[2]["joined"] is True
    finally:
        host.close()
        friend.close()
