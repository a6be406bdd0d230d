"""Every text a player sees in French, Italian and German is in that language: no word of
the English catalogue that the language does not share, and no engine notation.

A whole game of each is played in one language each (Corsairs in German, Piratatak in
Italian): the pages' own words are looked up in the catalogues whatever the language, so
what a game in one language finds wrong besides them (words written into the code, engine
notation, the server's text) it finds in the others; that every language has words of its
own for every key is checked by tests/server/test_catalogue_languages.py, without a browser
(the six whole games, one per language and game, cost about 40 s of the suite's time)."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from e2e_helpers import Server, in_language, shot, stored_table
from test_browser import create_from_lobby, piratatak_click
from test_whole_games import _corsairs_whole_game_by_pointer

TIMEOUT = 20_000
NOTATION = re.compile(r"\b[ROYGBVPNAK]\d{1,2}\b|\b(crew|attach|sail|discard|draw|give|buy)\b")
WORD = re.compile(r"[A-Za-zÀ-ÿ']{4,}")
SEEN = """() => [document.querySelector('main'), document.getElementById('overlay'),
  document.querySelector('.brand'), document.getElementById('rules-link')]
  .filter(Boolean).map(e => e.innerText).join('\\n')"""


def english_only(page: Any, lang: str) -> set[str]:
    """Words of the English catalogue that the language's catalogue never uses."""
    en, other = page.evaluate(
        """async (lang) => { const m = await import('/static/i18n.js');
        return [Object.values(m.CATALOGUE.en), Object.values(m.CATALOGUE[lang])]; }""",
        lang,
    )
    theirs = {w.lower() for v in other for w in WORD.findall(v)}
    return {w.lower() for v in en for w in WORD.findall(v)} - theirs


def check(text: str, english: set[str]) -> None:
    text = re.sub(r"https?://\S+", "", text)  # a link's path ("/table/…") is no English word
    found = {w for w in WORD.findall(text) if w.lower() in english}
    assert not found, (
        found,
        [ln for ln in text.split("\n") if any(w in ln.lower() for w in found)],
    )
    assert not NOTATION.search(text), (NOTATION.search(text), text)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de"])
def test_a_whole_corsairs_game_speaks_the_language(page: Any, server: Server, lang: str) -> None:
    """From the first deal to the score sheet (a two-round game: ``last_round_at=1``), every
    decision by mouse: test_whole_games.py's whole game by mouse (it checks both rounds
    were played, by the human too), the human setting sail from its third card on."""
    page.add_init_script(f"localStorage.setItem('corsairs.lang', '{lang}')")
    seen: dict[str, Any] = {"texts": 0}

    def look() -> None:
        if "english" not in seen:
            seen["english"] = english_only(page, lang)
        check(page.evaluate(SEEN), seen["english"])
        seen["texts"] += 1

    _corsairs_whole_game_by_pointer(page, server, touch=False, sail_after=2, look=look)
    look()  # the result
    page.click("#result-sheet")
    look()
    assert seen["texts"] >= 5


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["it"])
def test_a_whole_piratatak_game_speaks_the_language(page: Any, server: Server, lang: str) -> None:
    """Made in the lobby, then played to a win by mouse: test_browser.py's whole Piratatak
    game (it was played there in English too: the same clicks on the same page)."""
    page.add_init_script(f"localStorage.setItem('corsairs.lang', '{lang}')")
    create_from_lobby(page, server, "piratatak", ["me", "bot:casual"])
    english = english_only(page, lang)
    turn = {"draws": 0}
    shown = False
    deadline = time.monotonic() + 150
    while time.monotonic() < deadline:
        check(page.evaluate(SEEN), english)
        if page.locator("#result").count():
            break
        piratatak_click(page, turn)
        if turn["draws"] == 2 and not shown:  # once: each was a full page's picture
            shot(page, "piratatak-table")
            shown = True
    else:
        raise AssertionError("no winner within the time limit")
    assert "★" in page.locator("#result").inner_text()
    assert page.title().startswith("Piratatak")  # the game's name, not the project's
    shot(page, "piratatak-result")


# Server errors translated by their code: tests/server/test_error_words.py (Node).


def each_language(page: Any, url: str) -> Iterator[str]:
    """The table at ``url`` in each language in turn: opened in English, then the others
    chosen in its menu as a player does (the table is drawn anew in it; a new page for
    each cost a page load)."""
    in_language(page, "en")
    page.goto(url)
    yield "en"
    for lang in ("fr", "it", "de"):
        old = page.wait_for_selector("#table")
        page.select_option("#lang", lang)
        old.wait_for_element_state("hidden")  # gone: the table drawn anew in ``lang``
        yield lang


def test_the_phone_top_bar_has_room_for_every_language(phone: Any, server: Server) -> None:
    """The log button ("☰ Verlauf", wider than "☰ Log") covered the language menu on a
    390 px phone in French, Italian and German."""
    table, tokens = stored_table(server.db, "piratatak", ["human", "casual"], seed=5, moves=6)
    for lang in each_language(phone, f"{server.url}/table/{table}#token={tokens[0]}"):
        phone.wait_for_selector("#log-toggle")
        toggle = phone.locator("#log-toggle").bounding_box()
        menu = phone.locator("#lang").bounding_box()
        width = phone.evaluate("document.documentElement.scrollWidth")
        # the log button now lies in the table's bar, below the top bar: beside or below the menu
        beside = menu["x"] + menu["width"] <= toggle["x"]
        below = menu["y"] + menu["height"] <= toggle["y"]
        assert beside or below, (lang, menu, toggle)
        assert width <= 390, (lang, width)


def test_the_pier_row_names_the_pier_once(phone: Any, server: Server) -> None:
    """The German phone showed "Mole  Molenfarbe: braun": the row is the pier's already, so
    its colour is "Farbe", and the row stays on one line at 390 px."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "greedy"], seed=1, moves=0)
    for lang in each_language(phone, f"{server.url}/table/{table}#token={tokens[0]}"):
        phone.wait_for_selector("#pier-colour", timeout=15000)
        pier = phone.locator(".pier .row strong").inner_text().strip()
        colour = phone.locator("#pier-colour").inner_text()
        assert pier.lower() not in colour.lower(), (lang, pier, colour)
        row = phone.locator(".pier .row")
        box, name = row.bounding_box(), phone.locator(".pier .row strong").bounding_box()
        assert box and name and box["height"] < 2 * name["height"], (lang, box, name)
