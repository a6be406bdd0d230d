"""The lobby offers the game's ladder (``levels`` in /api/games) by localised name with a
one-line description, and tables with level bots name them in the viewer's language."""

from __future__ import annotations

from typing import Any

from e2e_helpers import Server
from test_accessibility import ax_name
from test_browser import create_from_lobby

TIMEOUT = 20_000
LEVELS = ["beginner", "casual", "strong", "expert"]


def has_names(page: Any, names: list[str]) -> None:
    """Seats 2, 3… show these names (a seat's heading also holds its "to play" badge)."""
    for i, name in enumerate(names, 1):
        page.wait_for_selector(f"[data-seat='{i}'] h3:has-text('{name}')", timeout=TIMEOUT)


def test_the_lobby_offers_the_ladder_with_casual_first(page: Any, server: Server) -> None:
    page.add_init_script("localStorage.setItem('corsairs.lang', 'fr')")
    for game in ("corsairs", "piratatak"):
        page.goto(server.url + "/")
        page.wait_for_selector("#create")
        page.select_option("#game", game)
        # a lobby with no seat "Here, on this device" showed the word "null" under the seats
        # (an absent note given to replaceChildren is written as text)
        assert "null" not in page.locator("#app").inner_text().split(), "null in the lobby"
        values = page.locator("#seat-1 option").evaluate_all("els => els.map(e => e.value)")
        assert values == ["me", "here", "human"] + [f"bot:{x}" for x in LEVELS], values
        labels = page.locator("#seat-1 option").all_inner_texts()[3:]
        assert labels == [
            "Robot débutant",
            "Robot intermédiaire",
            "Robot confirmé",
            "Robot expert",
        ]
        # A newcomer's first opponent is the casual level, described in one line.
        assert page.locator("#seat-1").input_value() == "bot:casual"
        assert "première partie" in page.locator("#level-desc-1").inner_text()
        # and told to a screen reader with the choice (it heard "Robot intermédiaire" alone,
        # the line under it met only by reading on past the next seat's label)
        assert "première partie" in ax_name(page, "#seat-1")[1]
        page.select_option("#seat-1", "bot:expert")
        assert "le robot le plus fort" in page.locator("#level-desc-1").inner_text()
        assert "le robot le plus fort" in ax_name(page, "#seat-1")[1]

    # A bot a plugin adds (``corsairs --plugin mybots serve``: ``added_bots``) comes after
    # the levels, by its own name and said to be no level (it was offered through the API only)
    def with_added(route: Any) -> None:
        games = route.fetch().json()
        route.fulfill(json=[{**g, "added_bots": ["lookout"]} for g in games])

    page.route("**/api/games", with_added)
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    values = page.locator("#seat-1 option").evaluate_all("els => els.map(e => e.value)")
    assert values[-1] == "bot:lookout", values
    page.select_option("#seat-1", "bot:lookout")
    assert page.locator("#seat-1 option:checked").inner_text() == "Robot Lookout"
    assert "hors des niveaux" in page.locator("#level-desc-1").inner_text()

    # A plugin's game with no ladder (no ``LEVELS``) offered no bot at all: its plain bots,
    # the server's default for it chosen, each said to be the game's own
    def no_ladder(route: Any) -> None:
        games = route.fetch().json()
        plain = {"levels": [], "added_bots": [], "default_bot": "heuristic"}
        route.fulfill(json=[{**g, **plain} for g in games])

    page.unroute("**/api/games")
    page.route("**/api/games", no_ladder)
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    values = page.locator("#seat-1 option").evaluate_all("els => els.map(e => e.value)")
    assert {"bot:random", "bot:greedy", "bot:heuristic"} <= set(values), values
    assert page.locator("#seat-1").input_value() == "bot:heuristic"
    assert page.locator("#seat-1 option:checked").inner_text() == "Robot compteur"
    assert "pas de niveaux" in page.locator("#level-desc-1").inner_text()


def test_a_table_with_each_level_in_two_languages(page: Any, server: Server) -> None:
    """Every level at a table (one human seat each), seat names in English then German."""
    create_from_lobby(page, server, "piratatak", ["me", "bot:beginner", "bot:casual", "bot:strong"])
    has_names(page, ["Beginner bot 2", "Casual bot 3", "Strong bot 4"])
    page.select_option("#lang", "de")
    has_names(page, ["Anfänger-Bot 2", "Gemütlicher Bot 3", "Starker Bot 4"])
    page.select_option("#lang", "en")
    create_from_lobby(page, server, "piratatak", ["me", "bot:expert"])
    has_names(page, ["Expert bot 2"])
    page.select_option("#lang", "de")
    has_names(page, ["Experten-Bot 2"])


def test_old_tables_keep_their_bot_names(page: Any, server: Server) -> None:
    """Tables made before the ladder (seats "greedy", "heuristic", "ismcts:…") still read well,
    by the bots' own names: they were "Easy", "Medium" and "Strong bot", words the ladder
    gives other bots (its "strong" level is the heuristic)."""
    import httpx

    seats = [
        {"kind": "human", "name": None},
        {"kind": "bot", "bot": "greedy"},
        {"kind": "bot", "bot": "heuristic"},
        {"kind": "bot", "bot": "ismcts:iterations=400"},
    ]
    body = httpx.post(
        f"{server.url}/api/tables", json={"game": "piratatak", "players": 4, "seats": seats}
    ).json()
    page.goto(f"{server.url}/table/{body['id']}#token={body['tokens'][0]}")
    # named by their play, in the viewer's words ("Robot greedy 3" mixed French and code)
    has_names(page, ["Greedy bot 2", "Card-counting bot 3", "Monte Carlo bot 4"])
    page.select_option("#lang", "fr")
    has_names(page, ["Robot glouton 2", "Robot compteur 3", "Robot Monte-Carlo 4"])
    page.select_option("#lang", "it")
    has_names(page, ["Bot ingordo 2", "Bot contacarte 3", "Bot Monte Carlo 4"])
    page.select_option("#lang", "de")
    has_names(page, ["Gieriger Bot 2", "Kartenzähler-Bot 3", "Monte-Carlo-Bot 4"])


def test_a_levels_description_sits_under_its_choice_on_a_phone(phone: Any, server: Server) -> None:
    """On a 390-pixel screen the description took the label's narrow column, a word a line."""
    phone.add_init_script("localStorage.setItem('corsairs.lang', 'it')")
    phone.goto(server.url + "/")
    phone.wait_for_selector("#create")
    phone.select_option("#seat-1", "bot:expert")
    choice = phone.locator("#seat-1").bounding_box()
    desc = phone.locator("#level-desc-1").bounding_box()
    assert abs(desc["x"] - choice["x"]) < 2 and desc["y"] > choice["y"]
    assert desc["height"] < 3 * 24  # three lines at most, not a column of single words
