"""Table talk in the browser (web/talk.js): friends on their own machines say a line to
each other at the foot of the game log (server side: tests/server/test_talk.py)."""

from __future__ import annotations

import re
from typing import Any

from e2e_helpers import Server, my_turn, stored_table
from playwright.sync_api import expect
from test_accessibility import assert_accessible
from test_browser import TIMEOUT

LONG = "Donaudampfschifffahrtsgesellschaftskapitänsmütze"
"""A German word longer than a phone's toast is wide."""


def test_friends_talk_across_a_desktop_and_a_phone(page: Any, phone: Any, server: Server) -> None:
    """Friends at a table on different machines had no way to say anything to each other.
    Then the desktop's player looks at a hint (the table allows them): the open panel lay
    over the whole log's column, the talk under it, and the friend's answer came unseen."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "human"], seed=5, moves=0, hints=True
    )
    phone.add_init_script("localStorage.setItem('corsairs.lang', 'it')")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.goto(f"{server.url}/table/{table}#token={tokens[1]}")
    phone.wait_for_selector("#hand .card", timeout=TIMEOUT)
    page.fill("#talk-input", f"Good luck <b>all</b>! {LONG}")
    page.keyboard.press("Enter")  # the game's keys are not taken from the input
    page.wait_for_selector("#talk-lines li[data-n='0']", timeout=TIMEOUT)
    assert page.input_value("#talk-input") == ""
    assert (
        page.locator("#talk-lines li").inner_text()
        == f"Player 1 (you): Good luck <b>all</b>! {LONG}"
    )
    assert page.locator("#talk-lines b").count() == 0  # text, never markup
    # The phone's log is a closed drawer: the line comes as a toast, in Italian around it.
    phone.wait_for_selector("#toast:has-text('Good luck')", timeout=TIMEOUT)
    assert phone.locator("#toast").inner_text() == f"Giocatore 1: Good luck <b>all</b>! {LONG}"
    # a long word wraps inside the toast (it ran out of the toast's box, off the screen)
    assert phone.locator("#toast").evaluate("e => e.scrollWidth <= e.clientWidth")
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
    # The desktop's player (to play) opens a hint: the talk stays in sight below the panel.
    page.click("#hint-btn")
    page.wait_for_selector("#hint-panel .hint-best", timeout=TIMEOUT)
    phone.fill("#talk-input", "Che dice il consiglio?")
    phone.click("#talk-send")
    page.wait_for_selector("#talk-lines li[data-n='2']", state="visible", timeout=TIMEOUT)
    panel = page.locator("#hint-panel").bounding_box()
    for sel in ("#talk-lines li[data-n='2']", "#talk-input"):
        box = page.locator(sel).bounding_box()
        assert box["y"] >= panel["y"] + panel["height"], (sel, box, panel)  # not under it
        assert box["y"] + box["height"] <= page.viewport_size["height"], (sel, box)
    page.fill("#talk-input", "Pier!")  # the input takes the typing, the panel stays open
    page.keyboard.press("Enter")
    phone.wait_for_selector("#talk-lines li[data-n='3']", timeout=TIMEOUT)
    assert page.locator("#hint-panel").is_visible()
    # Scrolled down to the links to send, the panel and the talk end at the table's foot:
    # fixed to the window's foot, they lay over the links (one could not use both).
    page.evaluate("scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })")
    assert page.evaluate(UNCOVERED, "#share")
    assert page.locator("#talk-input").is_visible() and page.locator("#hint-panel").is_visible()
    # The panel closed, in a short window: the log stops at the table's foot, and the talk
    # with its four lines kept its height and lay below the log, over the links.
    page.click("#hint-close")
    page.set_viewport_size({"width": 1280, "height": 400})
    page.evaluate("scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })")
    assert page.evaluate(UNCOVERED, "#share")
    # The phone mutes the desktop's player: their lines are hidden on the phone's page only,
    # neither shown nor read out, and a reload keeps it so (s40: one friend's 30 lines a
    # minute could not be silenced).
    phone.click("#talk-mute summary")
    phone.check("#talk-mute input[data-seat='0']")
    assert phone.locator("#talk-lines li[data-n='3']").count() == 0
    expect(phone.locator("#talk-muted")).to_have_text(
        "Messaggi nascosti su questa pagina: Giocatore 1."
    )
    page.fill("#talk-input", "Ciao?")
    page.keyboard.press("Enter")
    phone.fill("#talk-input", "Io ci sono")
    phone.click("#talk-send")
    page.wait_for_selector("#talk-lines li[data-n='5']", timeout=TIMEOUT)
    phone.wait_for_selector("#talk-lines li[data-n='5']", timeout=TIMEOUT)
    assert phone.locator("#talk-lines li[data-n='4']").count() == 0
    phone.reload()
    phone.wait_for_selector("#talk-lines li[data-n='5']", state="attached", timeout=TIMEOUT)
    assert phone.locator("#talk-lines li[data-n]").evaluate_all(
        "els => els.map((e) => e.dataset.n)"
    ) == ["1", "2", "5"]
    assert phone.locator("#talk-mute input[data-seat='0']").is_checked()
    # A reload keeps what was said; a spectator reads it and has nothing to write with.
    page.goto(f"{server.url}/table/{table}")
    page.wait_for_selector("#talk-lines li[data-n='1']", timeout=TIMEOUT)
    assert page.locator("#talk-form").is_hidden()


UNCOVERED = """async (sel) => {
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));  // scrolled
  const links = document.querySelector(sel);
  const box = links.getBoundingClientRect();
  const top = Math.max(box.top + 2, 0), bottom = Math.min(box.bottom - 2, innerHeight);
  for (let y = top; y < bottom; y += 8)
    for (let x = box.left + 16; x < box.right - 16; x += 24)  // clear of its rounded corners
      if (!links.contains(document.elementFromPoint(x, y))) return false;
  return bottom > top;
}"""
"""Nothing lies over the element ``sel`` where it is in the window (the talk, a hint's panel)."""


# A table alone with bots has no talk: asserted in test_log.py's
# test_the_bot_mark_in_a_seats_heading_is_its_glyph_from_the_first_view, at such a table.
# A line said never covers the phone player's moves: asserted on the way in
# test_a_turn_that_comes_while_the_phone_reads_the_talk_is_said_there (the same table).


def test_a_turn_that_comes_while_the_phone_reads_the_talk_is_said_there(
    page: Any, phone: Any, server: Server
) -> None:
    """Bruno read the talk in his phone's log drawer, which covers the table; Anna played and
    his turn came: nothing in the drawer said so, and the others waited on him. Then, his
    turn taken up: Anna wrote "Bruno, it's your turn!" just as Bruno, on his phone, chose a
    card: the line's toast lay over the docked Discard and Set sail for seconds, where his
    thumb was."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "human"], seed=3, stop=my_turn("discard")
    )
    phone.add_init_script("localStorage.setItem('corsairs.lang', 'de')")
    phone.goto(f"{server.url}/table/{table}#token={tokens[1]}")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#turn", timeout=TIMEOUT)
    phone.click("#log-toggle")
    phone.wait_for_selector("#talk-input", state="visible")
    assert phone.locator("#log-turn").count() == 0  # Anna's turn: nothing to say
    page.locator("#hand .card.playable").first.click(timeout=TIMEOUT)
    page.click("#discard")
    phone.wait_for_selector("#log-turn", state="visible", timeout=TIMEOUT)
    assert phone.locator("#log-turn").inner_text() == "● Du bist am Zug"
    # and Anna's screen reader, after her move, says whom the table waits for now
    expect(page.locator("#announce")).to_have_text(
        re.compile(r"discarded .*Waiting for Player 2\.$")
    )
    phone.click("#log-turn")
    phone.wait_for_selector("#log", state="hidden")
    assert phone.locator("#turn.mine").is_visible()

    # A line said never covers the phone player's moves: Bruno draws and chooses a card.
    phone.click("#draw-stock")
    phone.locator("#hand .card.playable").first.click(timeout=TIMEOUT)
    phone.wait_for_selector(".actions.dock #discard:not([disabled])", timeout=TIMEOUT)
    page.fill("#talk-input", "Bruno, it's your turn!")
    page.keyboard.press("Enter")
    phone.wait_for_selector("#toast:has-text('your turn')", timeout=TIMEOUT)
    said = phone.locator("#toast").bounding_box()
    dock = phone.locator(".actions.dock").bounding_box()
    assert said["y"] + said["height"] <= dock["y"], ("the toast over the dock", said, dock)
    phone.click("#discard", timeout=2000)  # nothing in the way of the thumb
    phone.wait_for_selector("#hand .card.playable", state="detached", timeout=TIMEOUT)
