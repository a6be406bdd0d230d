"""Whole games to their end by keyboard alone and by touch on a 390×844 phone: Piratatak
from its first move, Corsairs from the start of its final round (earlier rounds played by
bots, so that the test stays short)."""

from __future__ import annotations

import time
from typing import Any

from e2e_helpers import Server, stored_table
from playwright.sync_api import Error as PlaywrightError

TIMEOUT = 20_000


def _final_round(server: Server) -> tuple[str, dict[int, str]]:
    return stored_table(
        server.db,
        "corsairs",
        ["human", "greedy", "heuristic"],
        seed=1,
        stop=lambda s: s.current_player == 0 and s.observation(0)["final_round"],
    )


def _focused(page: Any) -> str:
    return str(page.evaluate("document.activeElement?.id || ''"))


def _tab_to(page: Any, element_id: str, limit: int = 60) -> bool:
    """Press Tab until ``element_id`` has the focus (as a keyboard player would)."""
    for _ in range(limit):
        if _focused(page) == element_id:
            return True
        page.keyboard.press("Tab")
    return False


def test_corsairs_to_the_end_by_keyboard_alone(page: Any, server: Server) -> None:
    table, tokens = _final_round(server)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#turn", timeout=TIMEOUT)
    deadline = time.monotonic() + 40
    moves = 0
    while time.monotonic() < deadline:
        try:
            if page.locator("#result").count():
                break
            if page.locator("#confirm").count():
                page.keyboard.press("Tab")  # from Cancel to "Take it"
                page.keyboard.press("Enter")
            elif page.locator("#round-summary, #lay-dialog #confirm-lay:not([disabled])").count():
                page.keyboard.press("Enter")  # the dialog's main button has the focus
            elif page.locator("#draw-stock:not([disabled])").count():
                page.keyboard.press("1")
                moves += 1
            elif page.locator("#hand .card.playable").count():
                page.keyboard.press("ArrowRight")
                page.keyboard.press("s" if moves > 6 else "d")
                moves += 1
            page.wait_for_timeout(40)
        except PlaywrightError:
            continue
    else:
        raise AssertionError("the game did not end")
    assert moves >= 1  # the live bots may end the final round after a single turn of ours
    page.keyboard.press("Tab")
    assert _focused(page) in ("result-sheet", "")
    assert page.evaluate("document.getElementById('overlay').contains(document.activeElement)")


def test_piratatak_whole_game_by_keyboard_alone(page: Any, server: Server) -> None:
    table, tokens = stored_table(server.db, "piratatak", ["human", "greedy"], seed=4, moves=0)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#turn", timeout=TIMEOUT)
    deadline = time.monotonic() + 60
    draws = 0
    while time.monotonic() < deadline:
        try:
            if page.locator("#result").count():
                break
            target = None
            if page.locator("[data-action^='give ']").count():
                page.locator("[data-action^='give ']").first.evaluate("e => e.id = 'give-first'")
                target = "give-first"
            elif page.locator("#pt-draw").count() and (
                draws < 3 or not page.locator("#pt-stop").count()
            ):
                target, draws = "pt-draw", draws + 1
            elif page.locator("#pt-stop").count():
                target, draws = "pt-stop", 0
            elif page.locator("#pt-cannon").count():
                target = "pt-cannon"
            elif page.locator("#pt-pass").count():
                target = "pt-pass"
            if target and _tab_to(page, target):
                page.keyboard.press("Enter")
            page.wait_for_timeout(40)
        except PlaywrightError:
            continue
    else:
        raise AssertionError("no winner within the time limit")
    assert _focused(page) == "" or page.evaluate(
        "document.getElementById('overlay').contains(document.activeElement)"
    )


def test_corsairs_to_the_end_by_touch(phone: Any, server: Server) -> None:
    table, tokens = _final_round(server)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#turn", timeout=TIMEOUT)
    deadline = time.monotonic() + 40
    moves = 0
    while time.monotonic() < deadline:
        try:
            if phone.locator("#result").count():
                break
            if phone.locator("#confirm").count():
                phone.tap("#confirm-yes", timeout=2000)
            elif phone.locator("#round-summary").count():
                phone.tap("#summary-continue", timeout=2000)
            elif phone.locator("#confirm-lay:not([disabled])").count():
                phone.tap("#confirm-lay", timeout=2000)
            elif phone.locator("#draw-stock:not([disabled])").count():
                phone.tap("#draw-stock", timeout=2000)
            elif phone.locator("#hand .card.playable").count():
                phone.locator("#hand .card.playable").first.tap(timeout=2000)
                moves += 1
                phone.tap("#sail" if moves > 6 else "#discard", timeout=2000)
            else:
                phone.wait_for_timeout(40)
        except PlaywrightError:
            continue
    else:
        raise AssertionError("the game did not end")
    assert moves >= 1  # the live bots may end the final round after a single turn of ours
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390


def test_piratatak_whole_game_by_touch(phone: Any, server: Server) -> None:
    table, tokens = stored_table(server.db, "piratatak", ["human", "greedy"], seed=6, moves=0)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#turn", timeout=TIMEOUT)
    deadline = time.monotonic() + 60
    draws = 0
    while time.monotonic() < deadline:
        try:
            if phone.locator("#result").count():
                break
            if phone.locator("[data-action^='give ']").count():
                phone.locator("[data-action^='give ']").first.tap(timeout=2000)
            elif phone.locator("[data-action^='buy ']").count():
                phone.locator("[data-action^='buy ']").first.tap(timeout=2000)
            elif phone.locator("#pt-stock:not([disabled])").count() and (
                draws < 3 or not phone.locator("#pt-stop").count()
            ):
                phone.tap("#pt-stock", timeout=2000)  # the stock itself draws
                draws += 1
            elif phone.locator("#pt-stop").count():
                phone.tap("#pt-stop", timeout=2000)
                draws = 0
            elif phone.locator("#pt-cannon").count():
                phone.tap("#pt-cannon", timeout=2000)
            elif phone.locator("#pt-pass").count():
                phone.tap("#pt-pass", timeout=2000)
            else:
                phone.wait_for_timeout(40)
        except PlaywrightError:
            continue
    else:
        raise AssertionError("no winner within the time limit")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
