"""What a newcomer met on a first evening: controls too small for a thumb on a phone (the
lobby's lists and boxes, the rules' language links, the companion's way back), buttons that
looked like links, and a card chosen by keyboard that dropped the focus to the page's top."""

from __future__ import annotations

import re
from typing import Any

import httpx
from e2e_helpers import (
    Server,
    in_language,
    large_text,
    lay_down_that_matters,
    my_turn,
    scroll_ended,
    settled,
    stored_state,
    stored_table,
)
from playwright.sync_api import expect

from corsairs.protocol import State

THUMB = 44
"""The least height (and width, for a short link) of a tap target on a phone, in CSS px."""

SMALL_TARGETS = """(THUMB) => {
  const out = [];
  const size = (el) => el.getBoundingClientRect();
  const shown = (el) => { const r = size(el); return r.width > 0 && r.height > 0; };
  const controls = "select, input[type=text], input[type=number], summary, a, button";
  for (const el of document.querySelectorAll(controls.split(", ").map((c) => "main " + c).join())) {
    if (!shown(el)) continue;
    const r = size(el);
    if (r.height < THUMB) out.push([el.id || el.className || el.tagName, Math.round(r.height)]);
  }
  // a box is tapped with its label: the label is the target a thumb finds
  for (const box of document.querySelectorAll("main input[type=checkbox]")) {
    if (!shown(box)) continue;
    const label = document.querySelector(`label[for="${box.id}"]`);
    const h = label ? size(label).height : 0;
    if (h < THUMB) out.push([box.id + " (its label)", Math.round(h)]);
  }
  return out;
}"""


def test_the_lobby_is_thumb_sized_on_a_phone(phone: Any, server: Server) -> None:
    """The lobby of each game, then the rules' language links and the companion's way back
    (one phone's pages)."""
    in_language(phone, "de")  # the longest words
    for game in ("corsairs", "piratatak"):
        phone.goto(server.url + "/")
        phone.wait_for_selector("#create")
        phone.select_option("#game", game)
        phone.select_option("#seat-1", "human")  # a name field as well as a level's list
        phone.locator("#house-rules-choice > summary").tap()  # every house rule's control
        assert phone.evaluate(SMALL_TARGETS, THUMB) == [], game
    _my_tables_links_are_thumb_wide(phone, server)
    _the_rules_language_links_are_thumb_wide(phone, server)
    _the_companion_way_back_and_language_are_thumb_sized(phone, server)


def _my_tables_links_are_thumb_wide(phone: Any, server: Server) -> None:
    """My tables' links under the form: the Italian "Apri" (Open) was 32 px wide."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    asked = {"game": "corsairs", "players": 2, "seats": seats}
    body = httpx.post(server.url + "/api/tables", json=asked).json()
    mine = {"table": body["id"], "token": body["tokens"][0]}
    phone.evaluate("e => localStorage.setItem('corsairs.tables', JSON.stringify([e]))", mine)
    in_language(phone, "it")  # the shortest words
    phone.goto(server.url + "/")
    links = phone.locator(".tables-list a")
    links.first.wait_for()
    sizes = links.evaluate_all(
        "els => els.map(e => [e.textContent, Math.round(e.getBoundingClientRect().width)])"
    )
    assert sizes and all(w >= THUMB for _, w in sizes), sizes


def _the_rules_language_links_are_thumb_wide(phone: Any, server: Server) -> None:
    phone.goto(server.url + "/rules/de")
    widths = phone.locator(".topbar nav a").evaluate_all(
        "els => els.map(e => [e.textContent, Math.round(e.getBoundingClientRect().width)])"
    )
    assert len(widths) == 4 and all(w >= THUMB for _, w in widths), widths


def _the_companion_way_back_and_language_are_thumb_sized(phone: Any, server: Server) -> None:
    """The lobby link, the language and the set-up's rules link (a line of small text)."""
    phone.goto(server.url + "/companion/")
    phone.wait_for_selector("#start")
    for sel in ("#lobby-link", "#lang", "#rules-link"):  # the rules, alone on their line
        box = phone.locator(sel).bounding_box()
        assert box and box["height"] >= THUMB and box["width"] >= THUMB, (sel, box)
    # a pasted name over 24 characters is cut and said so (the field's maxlength cut it
    # without a word)
    phone.fill("#name-0", "")
    phone.focus("#name-0")
    phone.keyboard.insert_text("Bartholomew " * 3)
    expect(phone.locator("#alert")).to_have_text(
        "Un nome ha al massimo 24 caratteri: questo è stato accorciato."
    )
    assert phone.locator("#name-0").input_value() == "Bartholomew Bartholomew "


def test_a_link_dressed_as_a_button_is_not_underlined(page: Any, server: Server) -> None:
    """The result's Review and the finished table's Replay and Review are links: they were
    underlined beside real buttons, as if they were something else."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "greedy", "greedy"], seed=1)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#result-review")
    lines = page.locator("a.btn").evaluate_all(
        "els => els.map(e => [e.textContent, getComputedStyle(e).textDecorationLine])"
    )
    assert len(lines) >= 4 and all(line == "none" for _, line in lines), lines
    _the_result_says_why_the_game_ended(page)


def _the_result_says_why_the_game_ended(page: Any) -> None:
    """A game ended by the penalty cards' total (the plain rule) showed the winner and the
    standings with no word on why it stopped in that round, nor on what wins."""
    page.evaluate("localStorage.setItem('corsairs.lang', 'fr')")  # the same result, in French
    page.reload()
    why = page.locator("#result #result-why").inner_text()
    assert "pénalité" in why and "le moins" in why, why


def test_a_card_chosen_with_enter_keeps_the_focus(page: Any, server: Server) -> None:
    """Tab to a card, Enter chooses it: the focus stayed on nothing (the page's top), so the
    keyboard player had to Tab through the whole page again to reach Discard; then it
    stayed, but Discard was still a Tab per card of the hand away."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], stop=my_turn("discard")
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    card = page.locator("#hand .card.playable").nth(2)
    name = card.get_attribute("data-card")
    # the hand is one Tab stop: the keys that move in it are shown, and told to its card
    assert page.locator("#hand-keys").is_visible()
    stop = page.locator("#hand .card.playable:not([tabindex='-1'])")
    assert stop.count() == 1 and stop.get_attribute("aria-describedby") == "hand-keys"
    card.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#hand .card.selected")
    assert page.evaluate("document.activeElement.dataset.card") == name
    # the hand is one stop of the Tab order (arrows move in it): Discard is the next Tab,
    # where twelve more cards stood between
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "discard"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector(f"#hand .card.selected:not([data-card='{name}'])")
    assert page.evaluate("document.activeElement.classList.contains('selected')")
    for sort in ("#sort-number", "#sort-colour"):
        page.focus(sort)
        page.keyboard.press("Enter")
        assert page.evaluate("'#' + document.activeElement.id") == sort


def test_a_dialog_opened_with_enter_keeps_the_focus_inside_it(page: Any, server: Server) -> None:
    """Enter on Score sheet opened its dialog, and the focus kept for the table's redraw was
    put back on the button behind it: the next Tab reached the table under the dialog."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], stop=my_turn("draw", 2)
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#open-sheet")
    page.focus("#open-sheet")
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay")
    inside = "document.getElementById('overlay').contains(document.activeElement)"
    assert page.evaluate(inside)
    page.keyboard.press("Tab")
    assert page.evaluate(inside)
    # Escape closes it, as it closes any dialog that asks nothing (it did nothing), and the
    # focus goes back to the button that opened it
    page.keyboard.press("Escape")
    page.wait_for_selector("#overlay", state="detached", timeout=2000)
    assert page.evaluate("document.activeElement.id") == "open-sheet"


def test_a_piratatak_card_given_with_enter_keeps_the_focus(page: Any, server: Server) -> None:
    """A pirate's give-back chosen card by card with Enter: each choice dropped the focus."""
    from test_piratatak_table import _at

    table, token, _ = _at(server, "give")
    page.goto(f"{server.url}/table/{table}#token={token}")
    card = page.locator(".pt-seat .card.playable").first
    card.wait_for()
    name = card.get_attribute("data-card")
    card.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(".pt-seat .card.selected")
    assert page.evaluate("document.activeElement.dataset.card") == name


def test_the_newest_log_line_is_in_sight_on_a_laptop(browser: Any, server: Server) -> None:
    """On a 1280×800 screen the log ran 12 px below the window's foot: the newest move, the
    one a player looks for, was cut in half until the page was scrolled."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], stop=my_turn("draw", round_=2)
    )
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
        page.wait_for_selector("#log-body li.last")
        log = page.locator("#log").bounding_box()
        last = page.locator("#log-body li.last").bounding_box()
        assert log and last and log["y"] + log["height"] <= 800, log
        assert last["y"] + last["height"] <= 800, last
    finally:
        ctx.close()


LEVEL: list[tuple[str, int, dict[int, int]]] = [
    ("corsairs", 9, {0: 1, 2: 1, 1: 3}),  # two winners at 11 penalty cards each, then 22
    ("corsairs", 4, {1: 1, 0: 2, 2: 2}),  # the winner, then two players at 16 each
    ("piratatak", 2, {0: 1, 1: 2, 2: 2}),  # the winner's boat, then two boats of one part
]


def test_players_level_in_the_result_share_a_place(page: Any, server: Server) -> None:
    """Two winners with 11 penalty cards each were listed 1st and 2nd, as if one had lost.
    Piratatak's boats of one size are placed by their gold, said beside them."""
    for game, seed, places in LEVEL:
        table, tokens = stored_table(server.db, game, ["human", "greedy", "greedy"], seed=seed)
        page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
        page.wait_for_selector("#result #standings")
        shown = page.locator("#standings [data-seat]").evaluate_all(
            """rows => Object.fromEntries(rows.map(r => [r.dataset.seat,
                 r.tagName === 'LI' ? r.value : parseInt(r.querySelector('td').textContent)]))"""
        )
        assert shown == {str(s): p for s, p in places.items()}, (game, seed)
        if game == "piratatak":  # level on parts and on gold: the gold said, and the rule
            line = page.locator("#standings [data-seat='1']").inner_text()
            assert line.endswith("1/6, 1\u00a0gold coin"), line
            assert "more gold coins place higher" in page.locator("#standings-tie").inner_text()


def test_a_give_backs_coin_counters_stay_badges_on_a_phone(phone: Any, server: Server) -> None:
    """Beside the 44 px "+ ✦" button, the Gold and Cannons badges were stretched into tall
    dark blocks with their words at the top."""
    from test_piratatak_table import _at

    table, token, _ = _at(server, "give")
    phone.goto(f"{server.url}/table/{table}#token={token}")
    phone.wait_for_selector("#give-gold")
    chip = phone.locator("#give-gold").bounding_box()
    badges = phone.locator("#give-gold").evaluate(
        "b => [...b.parentElement.querySelectorAll('.badge')]"
        ".map(e => e.getBoundingClientRect().height)"
    )
    assert chip and badges and all(h < chip["height"] * 0.75 for h in badges), (chip, badges)


def test_the_round_summary_closed_by_keyboard_leaves_the_focus_on_a_pile(
    page: Any, server: Server
) -> None:
    """The last lay-down ends the round and the player draws first in the next: Enter on
    the summary's Continue put the focus on the line "Your turn", a Tab from the piles."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "greedy"], seed=2, moves=6)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.focus("#draw-pier")
    page.keyboard.press("Enter")
    page.focus("#hand .card[data-card='Y8'].playable")
    page.keyboard.press("Enter")
    page.keyboard.press("d")  # the focus goes to "Waiting for…"; the bot sails
    page.wait_for_selector("#confirm-lay:focus", timeout=20_000)
    page.keyboard.press("Enter")
    page.wait_for_selector("#summary-continue:focus", timeout=20_000)
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay", state="detached")
    assert page.evaluate("document.activeElement.matches('.pile.legal')")


def test_the_lobby_says_what_each_game_is_and_where_its_rules_are(
    page: Any, server: Server
) -> None:
    """Someone who has never heard of either game chose between two names: nothing said
    what Corsairs or Piratatak is, nor that the rules were behind "Rules" at the top."""
    in_language(page, "fr")
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    about = page.locator("#game-about")
    assert "pénalité" in about.inner_text()  # Corsairs: fewest penalty cards wins
    link = page.locator("#game-rules")
    assert link.get_attribute("href") == "rules/fr"
    page.select_option("#game", "piratatak")
    assert "bateau" in about.inner_text() and "pirate" in about.inner_text()
    assert link.get_attribute("href") == "rules/fr#piratatak"
    assert "Piratatak" in link.inner_text()
    # the player's own name, typed for one table, is offered for the next (a newcomer was
    # "Player 1" at their second table); the player's seat keeps it when chosen again
    # a pasted name over 40 characters is cut there and said so before the table is made
    # (the field's maxlength cut it without a word; the server refuses longer ones)
    page.fill("#name-0", "")
    page.focus("#name-0")
    page.keyboard.insert_text("Zoé " * 50)
    expect(page.locator("#name-cut-0")).to_have_text(
        "Un nom compte au plus 40\u00a0caractères\u00a0: le vôtre a été raccourci."
    )
    assert page.locator("#name-0").input_value() == ("Zoé " * 10)[:40]
    page.fill("#name-0", "Zoé")
    page.click("#create")
    page.wait_for_url(re.compile(r"/table/"))
    page.goto(server.url + "/")
    assert page.locator("#name-0").input_value() == "Zoé"
    page.select_option("#seat-0", "bot:casual")
    page.select_option("#seat-0", "me")
    assert page.locator("#name-0").input_value() == "Zoé"


def test_the_penalty_meters_marks_are_said_in_words(page: Any, server: Server) -> None:
    """The status line's meter had two bare numbers, 35 and 45, under its marks: a newcomer
    could not tell that they are the last round's and the game's end."""
    table, tokens = stored_table(server.db, "corsairs", ["human", "greedy"], seed=7, moves=0)
    in_language(page, "fr")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#turn")
    labels = page.locator("#table .meter .mark-label").all_inner_texts()
    assert labels == ["dernière manche 35", "fin 45"], labels
    said = page.locator("#table .meter").get_attribute("aria-label")
    # (in French words: "Toutes les pénalités" read as "All penalty cards" put word for word)
    assert said == "Cartes de pénalité au total\u00a0: 0 (dernière manche 35, fin 45)"


def test_the_deals_commitment_says_what_it_is_for(page: Any, server: Server) -> None:
    """Under the table, "Donne engagée :" and 64 hexadecimal digits, with no word on what
    they are or why a player would care."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    asked = {"game": "corsairs", "players": 2, "seats": seats}
    body = httpx.post(server.url + "/api/tables", json=asked).json()
    in_language(page, "fr")
    page.goto(f"{server.url}/table/{body['id']}#token={body['tokens'][0]}")
    page.wait_for_selector("#commitment")
    assert "vérifier" in page.inner_text("#fairness")


def test_a_phone_says_what_the_bots_did_since_the_players_move(
    phone: Any, page: Any, server: Server
) -> None:
    """On a phone the log is a drawer: when the turn came back, nothing on the screen said
    what the others had taken and discarded (Piratatak's status line says the last turn)."""
    seats = ["human", "greedy", "greedy"]
    table, tokens = stored_table(server.db, "corsairs", seats, seed=3, stop=my_turn("draw"))
    in_language(phone, "de")
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    since = phone.locator("#last-moves")
    said = since.inner_text()
    # each bot's turn one sentence: its discard goes on from its draw, the bot named once
    assert "die braune 9 abgelegt" in said and said.count("Gieriger Bot 3") == 1, said
    settled(phone, "#table")
    scroll_ended(phone)  # the turn's smooth scroll to the hand (300 ms raced a loaded machine)
    box = since.bounding_box()
    assert box and box["y"] >= 50 and box["y"] + box["height"] <= 844  # in sight, under the bar
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#log-body li")
    assert not page.locator("#last-moves").is_visible()  # the log is beside the table there


def _told_to_draw_first(phone: Any, server: Server, lang: str) -> Any:
    """A card of the hand tapped at the draw, in ``lang``: the toast that says why not."""
    seats = ["human", "greedy"]
    table, tokens = stored_table(server.db, "corsairs", seats, seed=7, stop=my_turn("draw"))
    in_language(phone, lang)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#draw-stock:not([disabled])")
    phone.locator("#hand .card").first.tap()
    toast = phone.locator("#toast")
    toast.wait_for()
    return toast


def test_a_hand_card_tapped_before_the_draw_says_to_draw_first(phone: Any, server: Server) -> None:
    """A newcomer taps a card of the hand to play it: nothing happened, and nothing said a
    turn begins with a draw. Then she taps the pier's third card, a 4 her crew needs:
    nothing happened, and nothing said that only the pier's first card can be drawn."""
    toast = _told_to_draw_first(phone, server, "fr")
    assert "Piochez d'abord" in toast.inner_text()
    phone.locator(".pier-cards .card").nth(2).tap()
    expect(toast).to_contain_text("Seule la première carte du quai")
    assert phone.locator("#draw-stock:not([disabled])").count() == 1  # nothing was drawn


def test_draw_first_goes_once_the_card_is_drawn(phone: Any, server: Server) -> None:
    """Told to draw first, the newcomer draws: "Draw first: ... then choose the card to
    discard" stayed over the hand for seconds, hiding the cards it now asked to choose from
    and saying what was no longer so."""
    toast = _told_to_draw_first(phone, server, "it")
    assert "Prima pesca" in toast.inner_text()
    phone.locator("#draw-stock").tap()
    phone.wait_for_function("() => document.querySelectorAll('#hand .card').length === 13")
    assert toast.is_hidden()


def a_part_i_cannot_afford(state: Any) -> bool:
    """Seat 0's turn begins with a boat, less gold than a part costs, and a part of its
    colour among another seat's spare cards."""
    o = state.observation(0)
    if state.current_player != 0 or o["phase"] != "turn":
        return False
    me = o["tables"][0]
    if not me["colour"] or me["gold"] >= o["price"]:
        return False
    code = me["colour"][0].upper()
    return any(c.startswith(code) for tb in o["tables"][1:] for c in tb["spares"])


def test_a_part_of_my_boat_tapped_without_the_gold_says_what_it_costs(
    phone: Any, server: Server
) -> None:
    """A child taps a part of her red boat among the bot's spare cards: nothing happened
    (she had no gold), and nothing said that a part costs 3 gold; nor, once she had drawn,
    that a part is bought instead of drawing."""
    seats = ["human", "greedy"]
    table, tokens = stored_table(server.db, "piratatak", seats, seed=1, stop=a_part_i_cannot_afford)
    in_language(phone, "de")
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#pt-draw:not([disabled])")
    part = phone.locator(".pt-seat[data-seat='1'] [data-card^='R']").first
    part.tap()
    toast = phone.locator("#toast")
    toast.wait_for()
    assert "kostet 3 Gold; du hast 0" in toast.inner_text()
    assert phone.locator("[data-action^='buy ']").count() == 0  # nothing on sale, nothing bought
    phone.click("#pt-draw")
    phone.wait_for_selector("#pt-stop:not([disabled])")
    phone.evaluate("document.getElementById('toast').hidden = true")
    part.tap()
    toast.wait_for()
    assert "Du hast schon gezogen" in toast.inner_text()
    # "Gold: 0", "Kanonen: 0" and "Übrige Karten" beside every boat: tapped, they said
    # nothing of what a coin, a cannon or a spare is for (the rules page did; the table only
    # once a part was on sale)
    for badge, said in (
        ("#pt-gold-0", "Mit Gold kaufst du ein Teil deines Boots aus den übrigen Karten eines "
         "Mitspielers: 3 Gold pro Teil, statt zu ziehen"),
        ("#pt-cannons-1", "Eine Kanone wehrt den nächsten Piraten ab, den du ziehst"),
        ("#pt-spares-1", "Bootskarten, die nicht an dein Boot passen. Wer ihre Farbe baut, "
         "kann eine für 3 Gold kaufen"),
    ):  # fmt: skip
        phone.evaluate("document.getElementById('toast').hidden = true")
        # a thumb's target, the badge drawn inside it (a 24 px badge: a child's tap missed it)
        box = phone.locator(badge).bounding_box()
        assert box and box["height"] >= THUMB, (badge, box)
        phone.locator(badge).tap()
        toast.wait_for()
        assert said in toast.inner_text(), toast.inner_text()
        # a keyboard or a screen reader reaches them too (they were badges no key could
        # open: the words were a tooltip only): buttons named by their words, which Enter
        # and Space say through the toast, an alert
        name = phone.locator(badge).aria_snapshot()
        assert "button" in name and "✦" not in name and "✹" not in name, name
        for key in ("Enter", " "):
            phone.evaluate("document.getElementById('toast').hidden = true")
            phone.locator(badge).focus()
            phone.keyboard.press(key)
            toast.wait_for()
            assert said in toast.inner_text(), (key, toast.inner_text())
    # said once: the words are not the buttons' description too (read on reaching each)
    from test_accessibility import ax_name

    assert not ax_name(phone, "#pt-gold-0")[1]
    # whose they are is said on reaching them: Tab met "Spares, Gold: 0, Cannons: 0" at each
    # seat in turn, alike; the seat is a group named by its heading
    seat = phone.locator(".pt-seat[data-seat='1']")
    assert seat.get_attribute("role") == "group"
    group = ax_name(phone, ".pt-seat[data-seat='1']")[0]
    assert group and group == ax_name(phone, ".pt-seat[data-seat='1'] h3")[0], group
    # a part the player cannot buy yet is a button that explains, not a switch "not pressed"
    assert part.get_attribute("aria-pressed") is None


def test_the_round_summary_marks_the_players_own_row(page: Any, server: Server) -> None:
    """The score sheet and the result say "(vous)" beside the player's name; the round's
    summary listed "Joueur 1" among the bots with nothing to find oneself by."""
    seats = ["human", "greedy", "greedy"]
    table, tokens = stored_table(server.db, "corsairs", seats, seed=1, stop=my_turn("draw", 2))
    in_language(page, "fr")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.click("#open-sheet")
    page.click("#score-sheet [data-round='1']")
    rows = page.locator("#round-summary tbody tr").all_inner_texts()
    assert [("(vous)" in row) for row in rows] == [True, False, False], rows
    # where the penalty cards came from: "+7" beside 4 stowaways said nothing of the 3 the
    # player passed on when sending the closer under, nor why another kept 6
    r = stored_state(server.db, table).observation(0)["rounds"][0]
    c, under = r["closer"], r["sent_under_by"]
    assert c == 1 and under == [0] and r["added"][2] == 6, r  # seat 2 kept 6: a higher limit
    why = page.locator("#round-summary #round-why li").all_inner_texts()
    own, passed = len(r["stowaways"][c]), len(r["stowaways"][0])
    assert f"Robot glouton {c + 1} garde ses clandestins ({own})" in why[0], why
    assert f"ceux qu'on lui passe ({passed})" in why[0], why
    assert why[0].endswith(f"+{own + passed}."), why
    assert why[1].endswith(f"+6 (limite {r['limits'][2]}, au-dessus de {r['limits'][c]})."), why


def test_the_meters_words_stand_apart_on_a_phone(phone: Any, server: Server) -> None:
    """From the second round the Score sheet button shares the status line: the meter
    shrank to 180 px on a phone, and "letzte Runde 35" ran into "Ende 45" (German, then
    French, at one table)."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=7, stop=my_turn("draw", 2)
    )
    # German first (in_language would set it again at the reload), then French
    phone.add_init_script(
        "if (!localStorage.getItem('corsairs.lang')) localStorage.setItem('corsairs.lang', 'de')"
    )
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    for lang in ("de", "fr"):
        if lang != "de":
            phone.evaluate("lang => localStorage.setItem('corsairs.lang', lang)", lang)
            phone.reload()
        phone.wait_for_selector("#open-sheet")
        phone.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        boxes = phone.locator("#table .meter .mark-label").evaluate_all(
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return [r.left, r.right]; })"
        )
        assert len(boxes) == 2, (lang, boxes)
        (_, last_right), (end_left, _) = boxes
        assert last_right + 4 <= end_left, (lang, boxes)  # a gap between the two words
    # nor with the phone's text at 200%: "dernière manche 35fin 45", one over the other
    large_text(phone, 32)  # (a reload would undo it: the page measures again at a resize)
    phone.evaluate("dispatchEvent(new Event('resize'))")
    boxes = phone.locator("#table .meter .mark-label").evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; })"
    )
    (_, last_right), (end_left, _) = boxes
    assert last_right + 4 <= end_left, boxes
    large_text(phone, 16)


def test_the_lay_down_says_what_the_closers_limit_decides(phone: Any, server: Server) -> None:
    """Another player set sail: the dialog showed "Limite di Bot 2: 4" and "Limite 5 · +2
    carte penalità" and never said why a limit above the closer's costs the stowaways, nor
    what one at most the closer's does (sends them under)."""
    seats = ["human", "greedy", "greedy"]
    table, tokens = stored_table(server.db, "corsairs", seats, seed=4, stop=lay_down_that_matters)
    in_language(phone, "it")
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    limit = phone.locator("#closer-limit").inner_text(timeout=20_000)
    n = limit.rsplit(": ", 1)[1]
    stakes = phone.locator("#closer-stakes").inner_text()
    assert stakes.startswith(f"Con un limite di {n} o meno mandi sotto "), stakes
    assert stakes.endswith(f"Sopra {n} li tieni come carte penalità."), stakes

    # Set sail and laid down, a friend still to lay down: "Si aspetta Luc" and the laid
    # cards said nothing of what the others may still do, nor when the round ends.
    def laid_waiting_for_luc(s: Any) -> bool:
        o = s.observation(0)
        return s.current_player == 1 and o["closer"] == 0 and o["laid"][0] is not None

    seats = ["human", "human", "greedy"]
    table, tokens = stored_table(server.db, "corsairs", seats, seed=3, stop=laid_waiting_for_luc)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    limit = stored_state(server.db, table).observation(0)["laid"][0]["limit"]
    next_ = phone.locator(".panel #lay-next").inner_text(timeout=20_000)
    assert "ognuno può prima attaccare carte alla tua ciurma" in next_, next_
    assert f"Chi ha un limite di {limit} o meno ti manda sotto" in next_, next_
    # and a screen reader is told it (it was only shown): once, as it appears
    said = phone.locator("#announce").text_content() or ""
    assert next_ in said, said


def test_the_sail_preview_says_who_sends_you_under(phone: Any, server: Server) -> None:
    """The newcomer chose a card and read "Salpando dopo aver scartato …: limite 42, 6
    clandestini" beside a red button: nothing said that a limit that high is one any other
    player can send under, nor what that costs."""

    def my_discard(s: State[Any]) -> bool:
        phase: str = s.observation(0)["phase"]
        return s.current_player == 0 and phase == "discard"

    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy"], seed=1, stop=my_discard
    )
    in_language(phone, "it")
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.locator("#hand .card.playable").first.tap(timeout=20_000)
    preview = phone.locator("#sail-preview").inner_text()
    limit = preview.split("limite ", 1)[1].split(",", 1)[0]
    assert f"Chi ha un limite di {limit} o meno ti manda sotto" in preview, preview


def test_the_pier_says_what_its_colour_does_in_the_first_round(page: Any, server: Server) -> None:
    """A newcomer saw "Pier · Colour: blue" and never learnt what the colour did until the
    lay-down dialog showed "Prisoners (blue)": the first round says it beside the pier."""
    in_language(page, "fr")
    table, tokens = stored_table(server.db, "corsairs", ["human", "greedy"], seed=3, moves=0)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    why = page.locator(".pier #pier-why")
    assert why.inner_text(timeout=10_000) == (
        "Les cartes de cette couleur dans votre main sont des prisonniers\u00a0: elles ne coûtent "
        "rien quand vous abattez."
    )
    # under the pier's cards as the stock's name is under the stock: it stood 5 px off
    # them, set apart from the cards it speaks of (the piles' names stand 3 px off)
    gaps = page.evaluate(
        """() => { const top = (s) => document.querySelector(s).getBoundingClientRect().top;
          const bottom = (s) => document.querySelector(s).getBoundingClientRect().bottom;
          return [top('#pier-why') - bottom('.pier-cards'),
                  top('#draw-stock > .muted') - bottom('#draw-stock > .card')]; }"""
    )
    assert abs(gaps[0] - gaps[1]) < 0.5, gaps
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy"], seed=3, stop=lambda st: st.round >= 2
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#pier-colour", timeout=10_000)
    assert page.locator("#pier-why").count() == 0  # said once, in the first round
