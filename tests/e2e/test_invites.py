"""Invites in the browser (issues 18/19): the table waits for the invited friend, shows the
deal's commitment, the creator can start now, and a used invite link no longer plays."""

from __future__ import annotations

from typing import Any

from e2e_helpers import Server, shot
from test_browser import TIMEOUT, create_from_lobby


def test_waiting_table_then_start_now_and_a_used_invite(browser: Any, server: Server) -> None:
    host, friend, other = (browser.new_context() for _ in range(3))
    try:
        a = host.new_page()
        create_from_lobby(a, server, "corsairs", ["me", "human", "human"])
        a.wait_for_selector("#waiting #start-now", timeout=TIMEOUT)
        assert len(a.locator("#commitment").inner_text()) == 64
        assert a.locator("[data-joined='1']").inner_text() == "not joined yet"
        link = a.locator(".invite[data-invite='1']").inner_text()
        b = friend.new_page()
        b.goto(link)  # the friend claims seat 1 and gets a seat token of their own
        b.wait_for_selector("#hand .card", timeout=TIMEOUT)
        assert "#token=" in b.url
        a.wait_for_selector("[data-joined='1']:has-text('joined')", timeout=TIMEOUT)
        assert a.locator("#waiting").count() == 1  # seat 2 is still awaited
        shot(a, "invites-waiting")
        a.click("#start-now")
        a.wait_for_selector("#waiting", state="detached", timeout=TIMEOUT)
        c = other.new_page()  # the creator's copy of the used link, opened elsewhere
        c.goto(link)
        c.wait_for_selector("#toast:has-text('cannot take its seat')", timeout=TIMEOUT)
        c.wait_for_selector("#turn", timeout=TIMEOUT)
        assert c.locator("#hand").count() == 0  # only a spectator
    finally:
        for ctx in (host, friend, other):
            ctx.close()
