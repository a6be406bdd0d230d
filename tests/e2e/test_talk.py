"""Table talk in the browser (web/talk.js): friends on their own machines say a line to
each other at the foot of the game log (server side: tests/server/test_talk.py)."""

from __future__ import annotations

from typing import Any

from e2e_helpers import Server, stored_table
from test_accessibility import assert_accessible
from test_browser import TIMEOUT


def test_friends_talk_across_a_desktop_and_a_phone(page: Any, phone: Any, server: Server) -> None:
    """Friends at a table on different machines had no way to say anything to each other."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "human"], seed=5, moves=0)
    phone.add_init_script("localStorage.setItem('corsairs.lang', 'it')")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.goto(f"{server.url}/table/{table}#token={tokens[1]}")
    phone.wait_for_selector("#hand .card", timeout=TIMEOUT)
    page.fill("#talk-input", "Good luck <b>all</b>!")
    page.keyboard.press("Enter")  # the game's keys are not taken from the input
    page.wait_for_selector("#talk-lines li[data-n='0']", timeout=TIMEOUT)
    assert page.input_value("#talk-input") == ""
    assert page.locator("#talk-lines li").inner_text() == "Player 1 (you): Good luck <b>all</b>!"
    assert page.locator("#talk-lines b").count() == 0  # text, never markup
    # The phone's log is a closed drawer: the line comes as a toast, in Italian around it.
    phone.wait_for_selector("#toast:has-text('Good luck')", timeout=TIMEOUT)
    assert phone.locator("#toast").inner_text() == "Giocatore 1: Good luck <b>all</b>!"
    assert phone.locator("#log-toggle.unread").text_content() == "☰ Diario • (nuovi messaggi)"
    phone.click("#log-toggle")
    phone.wait_for_selector("#talk-input", state="visible")
    assert phone.locator("#log-toggle.unread").count() == 0
    assert phone.locator("#talk-title").inner_text() == "Chat del tavolo"
    phone.fill("#talk-input", "Grazie!")
    phone.click("#talk-send")
    page.wait_for_selector("#talk-lines li[data-n='1']", timeout=TIMEOUT)
    assert page.locator("#announce").inner_text() == "Player 2: Grazie!"
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    assert_accessible(phone, "the talk in the phone's open log")
    # A reload keeps what was said; a spectator reads it and has nothing to write with.
    page.goto(f"{server.url}/table/{table}")
    page.wait_for_selector("#talk-lines li[data-n='1']", timeout=TIMEOUT)
    assert page.locator("#talk-form").is_hidden()


def test_a_table_alone_with_bots_has_no_talk(page: Any, server: Server) -> None:
    table, tokens = stored_table(server.db, "corsairs", ["human", "greedy"], seed=5, moves=0)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#hand .card", timeout=TIMEOUT)
    assert page.locator("#talk").is_hidden()
