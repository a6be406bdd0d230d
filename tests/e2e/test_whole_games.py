"""Whole games to their end by keyboard alone and by touch on a 390×844 phone, every
decision of the human seat made in the browser from the first deal to the result. Corsairs
is played with house-rule thresholds (``last_round_at=1``: the first round's penalty cards
make the second round the last), so that a whole game is two rounds and the test short."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from e2e_helpers import Server, load_stored, shot, stored_table
from playwright.sync_api import Error as PlaywrightError

TIMEOUT = 20_000
SHORT = {"last_round_at": 1}  # round 1 always hands out penalty cards: round 2 is the last


def _short_corsairs(server: Server) -> tuple[str, str]:
    """A new two-round Corsairs table (the human, two bots); its id and the human's token."""
    r = httpx.post(
        server.url + "/api/tables",
        json={
            "game": "corsairs",
            "players": 3,
            "seats": [
                {"kind": "human"},
                {"kind": "bot", "bot": "greedy"},
                {"kind": "bot", "bot": "heuristic"},
            ],
            "rules": SHORT,
            # a fixed deal (a practice table): a server-drawn one could let the bots end
            # both rounds before the human had four turns
            "seed": 1,
        },
        timeout=10,
    )
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["seq"] == 0 and body["started"]
    return str(body["id"]), str(body["tokens"][0])


def _rounds_played(server: Server, table: str) -> tuple[bool, int, int]:
    """Is the game over, how many rounds it had, and how many moves the human seat made."""
    stored, game = load_stored(server.db, table)
    state = game.new_state(seed=stored.seed)
    mine = 0
    for text in stored.actions:
        mine += state.current_player == 0
        state.apply(game.parse_action(text))
    return state.is_over(), int(state.observation(None)["round"]), mine


def _seq(page: Any) -> str:
    return str(page.evaluate("document.getElementById('table')?.dataset.seq ?? ''"))


def _moved(page: Any, seq: str) -> None:
    """Wait until the table shows the position after our move (not the one we acted on),
    so that the next look does not act on a control about to be disabled."""
    page.wait_for_function(
        "s => (document.getElementById('table')?.dataset.seq ?? '') !== s", arg=seq, timeout=5000
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


def test_corsairs_whole_game_by_keyboard_alone(page: Any, server: Server) -> None:
    table, token = _short_corsairs(server)
    page.goto(f"{server.url}/table/{table}#token={token}")
    page.wait_for_selector("#turn", timeout=TIMEOUT)
    deadline = time.monotonic() + 40
    moves = 0
    reviews = []  # each summary seen: did it offer the review?
    while time.monotonic() < deadline:
        try:
            if page.locator("#result").count():
                break
            if page.locator("#confirm").count():
                page.keyboard.press("Tab")  # from Cancel to "Take it"
                page.keyboard.press("Enter")
            elif page.locator("#round-summary, #lay-dialog #confirm-lay:not([disabled])").count():
                if page.locator("#round-summary").count():
                    reviews.append(page.locator("#round-summary #summary-review").count())
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
    over, rounds, mine = _rounds_played(server, table)
    assert over and rounds == 2 and mine >= 4, (over, rounds, mine)  # both rounds, by us
    # the last round's summary, over the finished table's Review link, offers the review
    # beside Continue (Enter above still continued); the first round's does not
    assert reviews and reviews[-1] == 1 and 0 in reviews, reviews
    page.keyboard.press("Tab")
    assert _focused(page) in ("result-sheet", "")
    assert page.evaluate("document.getElementById('overlay').contains(document.activeElement)")


def test_piratatak_whole_game_by_keyboard_alone(page: Any, server: Server) -> None:
    # a short deal whose game has a pirate's give-back: nine decisions of the player
    # (the deal played before, 4, asked for 24 and never a give-back)
    table, tokens = stored_table(server.db, "piratatak", ["human", "greedy"], seed=119, moves=0)
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


def _corsairs_whole_game_by_pointer(
    page: Any,
    server: Server,
    touch: bool,
    sail_after: int = 6,
    look: Callable[[], None] | None = None,
) -> None:
    """Every decision of a short whole game (two rounds) by taps or by mouse clicks; the
    human sets sail from its ``sail_after``-th card played on; ``look`` is called after
    each step taken (test_languages.py reads the page there). Without the cards' glide and
    the smooth scroll to the hand (the player's reduced-motion setting): each tap waited for
    them to settle, half of the game's time; every browser test's page asks for it since
    (``e2e_helpers.still_by_default``), and tests/e2e/test_helpers_ui.py checks the motion."""
    page.emulate_media(reduced_motion="reduce")
    table, token = _short_corsairs(server)
    page.goto(f"{server.url}/table/{table}#token={token}")
    page.wait_for_selector("#turn", timeout=TIMEOUT)

    def press(target: Any, timeout: int = 2000) -> None:
        locator = page.locator(target) if isinstance(target, str) else target
        if touch:
            locator.tap(timeout=timeout)
        else:
            locator.click(timeout=timeout)

    deadline = time.monotonic() + 40
    moves = 0
    while time.monotonic() < deadline:
        try:
            if page.locator("#result").count():
                break
            seq = _seq(page)
            if page.locator("#confirm").count():
                press("#confirm-yes")
                _moved(page, seq)
            elif page.locator("#round-summary").count():
                press("#summary-continue")
            elif page.locator("#confirm-lay:not([disabled])").count():
                press("#confirm-lay")
                _moved(page, seq)
            elif page.locator("#draw-stock:not([disabled])").count():
                press("#draw-stock")
                _moved(page, seq)
            elif page.locator("#hand .card.playable").count():
                press(page.locator("#hand .card.playable").first)
                moves += 1
                sail = moves > sail_after and page.locator("#sail:not([disabled])").count()
                press("#sail" if sail else "#discard")
                _moved(page, seq)
            else:
                page.wait_for_timeout(40)
                continue
            if look is not None:
                look()
        except PlaywrightError:
            continue
    else:
        shot(page, "corsairs-pointer-stuck")
        raise AssertionError("the game did not end: " + page.locator("#app").inner_text()[:1500])
    over, rounds, mine = _rounds_played(server, table)
    assert over and rounds == 2 and mine >= 4, (over, rounds, mine)  # both rounds, by us


@pytest.mark.slow
def test_corsairs_whole_game_by_touch(phone: Any, server: Server) -> None:
    _corsairs_whole_game_by_pointer(phone, server, touch=True)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390


# The whole Corsairs game by mouse is tests/e2e/test_languages.py's, played in German (it
# was played here in English too: the same clicks on the same page).


def test_piratatak_whole_game_by_touch(phone: Any, server: Server) -> None:
    # a short deal (eleven decisions) with a purchase and a pirate's give-back to tap (the
    # deal played before, 6, was as short but had no give-back)
    table, tokens = stored_table(server.db, "piratatak", ["human", "greedy"], seed=62, moves=0)
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
