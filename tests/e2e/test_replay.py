"""Replay: a move list to jump anywhere, round summaries that follow the position both
ways, by mouse, keys and touch."""

from __future__ import annotations

from typing import Any

from e2e_helpers import Server, settled, stored_table
from test_accessibility import assert_accessible

# `?.`: a page reloading has no step drawn yet (the predicate must not throw)
STEP = "n => document.getElementById('replay-step')?.dataset.step == n"


def _finished(server: Server) -> str:
    table, _ = stored_table(server.db, "corsairs", ["human", "greedy", "greedy"], seed=1)
    return table


def test_move_list_and_keys(page: Any, server: Server) -> None:
    table = _finished(server)
    page.goto(f"{server.url}/replay/{table}")
    page.wait_for_selector("#log-body button.move")
    end = page.locator("#log-body li.round-end button").first.get_attribute("data-step")
    page.click(f"#log-body li:not(.round-end) button[data-step='{end}']")
    page.wait_for_function(STEP, arg=end)
    page.wait_for_selector("#round-summary")
    assert page.locator("#log-body button[aria-current]").get_attribute("data-step") == end
    page.locator("#replay-next").focus()
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(STEP, arg=str(int(end) - 1))
    page.wait_for_selector("#round-summary", state="detached")
    page.keyboard.press("ArrowRight")
    page.wait_for_function(STEP, arg=end)
    page.wait_for_selector("#round-summary")
    page.keyboard.press("ArrowRight")
    page.wait_for_function(STEP, arg=str(int(end) + 1))
    page.wait_for_selector("#round-summary", state="detached")
    page.keyboard.press("End")
    page.wait_for_selector("#round-summary")
    page.keyboard.press("Home")
    page.wait_for_function(STEP, arg="0")
    assert not page.locator("#overlay").count()
    # the address keeps the position: a reload opens it again, the move list still whole
    page.keyboard.press("ArrowRight")
    page.wait_for_function(STEP, arg="1")
    page.reload()
    page.wait_for_function(STEP, arg="1")
    assert page.locator(f"#log-body li:not(.round-end) button[data-step='{end}']").count()
    assert not page.locator("#log-later").count()
    page.evaluate("localStorage.setItem('corsairs.lang', 'fr')")  # the same game, in French
    page.goto(f"{server.url}/replay/{table}")
    _stepping_by_keyboard_keeps_the_focus_and_says_the_move(page)


def test_move_list_by_touch(phone: Any, server: Server) -> None:
    table = _finished(server)
    phone.goto(f"{server.url}/replay/{table}")
    phone.wait_for_selector("#replay-step")
    phone.tap("#log-toggle")
    phone.wait_for_selector("#log.open")
    settled(phone, "#log")
    target = phone.locator("#log-body button.move[data-step='12']")
    target.scroll_into_view_if_needed()
    target.tap()
    phone.wait_for_function(STEP, arg="12")
    phone.wait_for_selector("#log.open", state="detached")
    phone.tap("#replay-next")
    phone.wait_for_function(STEP, arg="13")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    assert_accessible(phone, "a replay on a phone")


def test_a_replay_says_who_is_to_play_not_who_it_waits_for(page: Any, server: Server) -> None:
    """A replay's status read "Waiting for Player 1": a finished game waits for nobody."""
    for game in ("corsairs", "piratatak"):
        table, _ = stored_table(server.db, game, ["human", "greedy", "greedy"], seed=1)
        page.goto(f"{server.url}/replay/{table}")
        page.wait_for_selector("#replay-next")
        page.click("#replay-next")
        page.wait_for_function(STEP, arg="1")
        turn = page.inner_text("#turn")
        assert turn.endswith(" to play") and "Waiting" not in turn, (game, turn)
        if game == "piratatak":
            _the_piratatak_replay_names_the_card_drawn(page)


def _the_piratatak_replay_names_the_card_drawn(page: Any) -> None:
    """The replay bar said "Player 1 drew a card" while the move list beside it named the
    card: in Piratatak every drawn card is shown to all."""
    said = page.inner_text("#replay-said")
    assert said == page.inner_text("#log-body button[aria-current]"), said
    assert "drew a card" not in said


def test_a_dialog_is_not_hidden_under_the_replay_bar_on_a_phone(phone: Any, server: Server) -> None:
    """The replay's bar stays above its dialogs (stepping moves them along), but on a phone
    it wraps to a third of the screen and hid the result's title and winners: a dialog now
    opens below it."""
    table = _finished(server)
    phone.add_init_script("localStorage.setItem('corsairs.lang', 'de')")
    phone.goto(f"{server.url}/replay/{table}?step=100000")
    phone.tap("#summary-continue")  # the last round's summary, then the result
    phone.wait_for_selector("#result")
    bar = phone.locator("#replay-bar").bounding_box()
    dialog = phone.locator("#result").bounding_box()
    assert dialog["y"] >= bar["y"] + bar["height"], (bar, dialog)
    assert dialog["y"] + dialog["height"] <= 844 + 1
    phone.tap("#replay-prev")  # the bar still steps back, the dialog follows
    phone.wait_for_selector("#result", state="detached")


def _stepping_by_keyboard_keeps_the_focus_and_says_the_move(page: Any) -> None:
    """Enter on Next, or on a move in the list, drew the bar and the list anew: the focus
    fell to the page's top (the next Enter did nothing) and a screen reader heard nothing
    of the move, in a review's "position before" as in a replay (a replay at step 0)."""
    page.wait_for_selector("#log-body button.move")
    page.focus("#replay-next")
    page.keyboard.press("Enter")
    page.wait_for_function(STEP, arg="1")
    assert page.evaluate("document.activeElement.id") == "replay-next"
    said = page.locator("#replay-live").text_content() or ""
    move = (page.locator("#replay-said").text_content() or "?").replace("\U0001f916 ", "")
    assert said.startswith(move), said  # the move in words (bots' without their 🤖)
    assert "1 sur" in said, said
    page.keyboard.press("Enter")
    page.wait_for_function(STEP, arg="2")
    page.focus("#log-body li:not(.round-end) button[data-step='5']")
    page.keyboard.press("Enter")
    page.wait_for_function(STEP, arg="5")
    assert page.evaluate("document.activeElement.getAttribute('aria-current')") == "step"
