"""Pass-and-play: a family at one tablet, in French, plays Corsairs with a bot, two of its
seats on this device; a curtain between their turns, behind which the page holds no hand
(docs/server.md, "Pass-and-play")."""

from __future__ import annotations

import re
import time
from typing import Any

from e2e_helpers import Server, hidden_cards, in_language, shot
from test_accessibility import assert_accessible
from test_browser import corsairs_click

TIMEOUT = 20_000

HELD = """async () => {
  const app = await import(new URL("static/app.js", document.baseURI).href);
  const game = await import(new URL("static/games/corsairs.js", document.baseURI).href);
  const held = app.heldView();
  return { seat: held.seat, hand: held.view?.observation?.hand ?? null, cards: game.heldCards(),
    shown: [...document.querySelectorAll("[data-card]")].map((e) => e.dataset.card),
    text: document.body.innerText };
}"""
"""What the page holds: the view and its seat, the cards the game's drawing keeps, the cards
drawn on the page, and its text."""


def behind_the_curtain(page: Any, server: Server, table: str, names: list[str]) -> str:
    """The curtain is up: it names a seat of the device, has the focus, Esc leaves it up,
    and the page holds nothing of any hand. The name it says."""
    title = page.locator("#curtain-title").inner_text()
    name = next(n for n in names if n in title)
    assert title == f"Passez l'appareil à {name}"
    assert page.locator("#curtain-open").inner_text() == f"Je suis {name}"
    assert page.evaluate("document.activeElement.id") == "curtain-open"
    page.keyboard.press("Escape")
    assert page.locator("#curtain").count() == 1
    held = page.evaluate(HELD)
    seq = int(page.locator("#table").get_attribute("data-seq") or 0)
    secret = hidden_cards(server.db, table, seq)
    assert held["seat"] is None and held["hand"] is None and held["cards"] == []
    assert not set(held["shown"]) & secret, set(held["shown"]) & secret
    assert "Votre main" not in held["text"]
    return name


def test_a_family_plays_corsairs_at_one_tablet(browser: Any, server: Server) -> None:
    ctx = browser.new_context(
        viewport={"width": 768, "height": 1024}, has_touch=True, is_mobile=True
    )
    try:
        page = ctx.new_page()
        page.set_default_timeout(TIMEOUT)
        in_language(page, "fr")
        page.goto(server.url + "/")
        page.wait_for_selector("#create")
        page.select_option("#players", "3")
        page.fill("#name-0", "Maman")
        page.select_option("#seat-1", "here")
        assert not page.is_checked("#hints-choice")  # two people: no help for one of them
        assert "entre deux tours, un écran couvre la table" in page.inner_text("#here-about")
        page.click("#create")  # the curtain names who is next: a Here seat needs a name
        said = page.locator("#create-error").inner_text()
        assert "La place 2 joue ici, sur cet appareil" in said, said
        assert page.evaluate("document.activeElement.id") == "name-1"
        page.fill("#name-1", "Bea")
        page.select_option("#seat-2", "bot:casual")
        page.click("#house-rules-choice > summary")  # one round: the game's end comes soon
        page.fill("#rule-last_round_at", "1")
        page.fill("#rule-game_ends_at", "1")
        page.click("#create")
        page.wait_for_url(re.compile(r"/table/"))
        table = page.url.split("/table/")[1].split("#")[0]
        names = ["Maman", "Bea"]
        curtains: list[str] = []
        turns = {"n": 0}
        deadline = time.monotonic() + 150
        while time.monotonic() < deadline and not page.locator("#result").count():
            if page.locator("#curtain").count():
                curtains.append(behind_the_curtain(page, server, table, names))
                if len(curtains) == 1:
                    shot(page, "pass-and-play-curtain")
                    assert_accessible(page, "the curtain")
                if len(curtains) == 2:  # a reload opens on the curtain again, never a hand
                    page.reload()
                    page.wait_for_selector("#curtain")
                    assert behind_the_curtain(page, server, table, names) == curtains[-1]
                page.click("#curtain-open")
                page.wait_for_selector("#here-shown")
                shown = page.locator("#here-shown").inner_text()
                assert shown == f"Au tour de {curtains[-1]}"
                continue
            corsairs_click(page, turns, sail_after=5, past_summary=True)
        assert page.locator("#result").count(), "the game did not end"
        assert set(curtains) == {"Maman", "Bea"}
        result = page.locator("#result").inner_text()
        assert "(vous)" not in result and "Maman" in result and "Bea" in result
        assert page.locator("#result .result-review-seat").all_inner_texts() == [
            "Analyse de Maman",
            "Analyse de Bea",
        ]
        shot(page, "pass-and-play-result")
        page.click("#result [data-autofocus]")
        reviews = page.locator(".review-seat")
        assert reviews.all_inner_texts() == ["Analyse de Maman", "Analyse de Bea"]
        assert [reviews.nth(i).get_attribute("href") for i in range(2)] == [
            f"review/{table}?seat=0",
            f"review/{table}?seat=1",
        ]
        # Play again: both seats of the tablet at the new game, kept together again
        page.click("#play-again")
        page.wait_for_url(lambda url: "/table/" in url and table not in url)
        page.wait_for_selector("#curtain")
        again = page.url.split("/table/")[1].split("#")[0]
        group = page.evaluate(f"JSON.parse(localStorage.getItem('corsairs.here.{again}'))")
        assert sorted(group) == ["0", "1"]
    finally:
        ctx.close()
