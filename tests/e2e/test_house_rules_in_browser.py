"""House rules in the browser: a table's rules that differ from the rulebook are shown to
everyone at it, and the lobby chooses them (the server's refusal shown next to the form)."""

from __future__ import annotations

from typing import Any

import httpx
from e2e_helpers import (
    Server,
    in_language,
    large_text,
    load_stored,
    stored_state,
    stored_table,
)
from test_accessibility import assert_accessible
from test_languages import SEEN, check, english_only

SEATS = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]


def api_table(server: Server, rules: dict[str, Any]) -> str:
    body = {"game": "corsairs", "players": 2, "seats": SEATS, "rules": rules}
    made = httpx.post(server.url + "/api/tables", json=body, timeout=10)
    assert made.status_code == 201, made.text
    return str(made.json()["id"])


def unfinished(server: Server) -> list[str]:
    from corsairs.server.store import Store

    store = Store(server.db)
    try:
        return store.unfinished_ids()
    finally:
        store.close()


def test_a_spectator_is_told_the_house_rules_in_their_language(page: Any, server: Server) -> None:
    house = api_table(server, {"game_ends_at": 30, "sweep_wins": False})
    plain = api_table(server, {})
    in_language(page, "fr")
    page.goto(f"{server.url}/table/{house}")
    told = page.locator("#house-rules")
    told.wait_for()
    assert "Règles maison" in told.inner_text()
    assert "Fin de partie quand les pénalités atteignent\u00a0: 30 au total" in told.inner_text()
    assert "Un capot gagne aussitôt la partie\u00a0: non" in told.inner_text()
    check(told.inner_text(), english_only(page, "fr"))
    assert_accessible(page, "table with house rules")
    # the open section a group named by its title (an unnamed group said nothing of it)
    assert told.aria_snapshot().startswith('- group "Règles maison (2)"'), told.aria_snapshot()
    # M (to one's own hand) says why it goes nowhere: a spectator has none
    page.keyboard.press("m")
    assert "vous regardez" in page.locator("#toast").inner_text()
    # the game ends before the last round's 35: the meter shows the end's mark alone
    assert page.locator(".meter .mark").all_inner_texts() == ["30"]
    page.select_option("#lang", "en")  # the page's language changed: the words follow
    # a locator waits (wait_for_function's polling evaluates text, which the CSP forbids)
    page.locator("#house-rules summary", has_text="House rules").wait_for()
    assert "Game ends once penalty cards reach: 30 in all" in told.inner_text()
    page.goto(f"{server.url}/table/{plain}")
    page.wait_for_selector("#turn")
    assert page.locator("#house-rules").count() == 0  # the rulebook's rules: nothing extra


def test_the_lobby_makes_a_table_with_a_house_rule_and_refuses_a_bad_one(
    page: Any, server: Server
) -> None:
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    page.click("#house-rules-choice > summary")
    assert_accessible(page, "lobby, house rules open")
    # the open section a group named by its title (an unnamed group said nothing of it)
    section = page.locator("#house-rules-choice").aria_snapshot()
    assert section.startswith('- group "House rules"'), section[:80]
    before = unfinished(server)
    page.fill("#rule-game_ends_at", "0")
    page.click("#create")
    refused = page.locator("#create-error")
    refused.wait_for()  # the page's own words: a number out of bounds is never sent
    assert "Game ends once penalty cards reach: a whole number, 1 or more" in refused.inner_text()
    assert page.url == server.url + "/" and unfinished(server) == before  # nothing made
    page.fill("#rule-game_ends_at", "45")
    page.check("#rule-lay_down-1")  # simultaneous: needs attach as laid down
    page.check("#rule-attach_numbers-1")
    page.click("#create")
    # the server names the case (why, params): the page says it in its words, not
    # "lay_down='simultaneous' needs attach_numbers='as_laid_down'"
    said = page.locator("#create-error", has_text="goes only with")
    said.wait_for()
    text = said.inner_text()
    assert "“Numbers an opponent may attach: those the crew as laid down lacks”" in text
    assert "_" not in text
    assert page.url == server.url + "/" and unfinished(server) == before
    page.click("#house-rules-reset")  # back to the rulebook's: the section stays open
    assert page.input_value("#rule-game_ends_at") == "45"
    assert page.locator("#house-rules-count").inner_text() == ""
    page.fill("#rule-game_ends_at", "30")
    page.uncheck("#rule-sweep_wins")
    page.click("#create")
    page.wait_for_url("**/table/**")
    table = page.url.split("/table/")[1].split("#")[0]
    stored, _game = load_stored(server.db, table)
    assert stored.rules["game_ends_at"] == 30 and stored.rules["sweep_wins"] is False
    assert stored_state(server.db, table).observation(0)["thresholds"]["end"] == 30
    told = page.locator("#house-rules")
    told.wait_for()
    assert "Game ends once penalty cards reach: 30 in all" in told.inner_text()
    assert "A sweep wins the game at once: no" in told.inner_text()


# Every reading of a two-way house rule that cannot be read whole in the lobby: in a list
# (a select shows the chosen one, cut at its width) or beside a radio button (cut or wider
# than the screen). Returns [option, words] pairs.
CUT = """() => {
  const out = [];
  const pen = document.createElement('canvas').getContext('2d');
  for (const row of document.querySelectorAll('#house-rules-choice [data-option]')) {
    for (const s of row.querySelectorAll('select')) {
      const cs = getComputedStyle(s);
      pen.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
      for (const o of s.options) if (pen.measureText(o.textContent).width > room)
        out.push([row.dataset.option, o.textContent]);
    }
    for (const words of row.querySelectorAll('.rule-choice span')) {
      const r = words.getBoundingClientRect();
      if (words.scrollWidth > words.clientWidth + 1 || r.right > innerWidth || r.left < 0)
        out.push([row.dataset.option, words.textContent]);
    }
  }
  return out;
}"""


def _every_reading_of_a_house_rule_is_read_whole_on_a_phone(phone: Any, server: Server) -> None:
    """In a list, a phone cut the chosen reading short: "la barca è persa, il colore libero
    per tut", "ceux qui manquent à l'équipage avec tout ce qui…"; each reading is now a
    radio button whose words wrap, both in sight at once."""
    phone.goto(server.url + "/")
    for lang in ("it", "fr", "de"):
        phone.evaluate(f"localStorage.setItem('corsairs.lang', '{lang}')")
        phone.reload()
        phone.wait_for_selector("#create")
        for game in ("corsairs", "piratatak"):
            phone.select_option("#game", game)
            if not phone.locator("#house-rules-choice[open]").count():
                phone.locator("#house-rules-choice > summary").tap()
            phone.wait_for_selector("#house-rules-choice [data-option]")
            assert phone.evaluate(CUT) == [], (lang, game)


def test_house_rules_fit_a_phone(phone: Any, server: Server) -> None:
    """The lobby's house rules and a table's, on a phone in French; before that, every
    reading of a two-way rule read whole in Italian, French and German."""
    _every_reading_of_a_house_rule_is_read_whole_on_a_phone(phone, server)
    house = api_table(server, {"game_ends_at": 30, "tie_break": "penalty_points"})
    phone.evaluate("localStorage.setItem('corsairs.lang', 'fr')")  # (kept, as in_language's)
    phone.goto(server.url + "/")
    phone.wait_for_selector("#create")
    assert phone.evaluate("document.documentElement.lang") == "fr"
    phone.click("#house-rules-choice > summary")
    phone.check("#rule-attach_numbers-1")  # the longest words chosen
    width = "document.documentElement.scrollWidth"
    assert phone.evaluate(width) <= 390
    english = english_only(phone, "fr")
    check(phone.evaluate(SEEN), english)
    phone.select_option("#game", "piratatak")  # the section stays open, with its options
    phone.wait_for_selector("#rule-pirate_loss")
    assert phone.evaluate(width) <= 390
    check(phone.evaluate(SEEN), english)
    phone.goto(f"{server.url}/table/{house}")
    phone.wait_for_selector("#house-rules")
    assert phone.evaluate(width) <= 390


def test_the_penalty_bars_marks_fit_a_phone_with_a_low_last_round(
    phone: Any, server: Server
) -> None:
    """With ``last_round_at=1`` the mark's label stood left of its line, at the bar's left
    end: on a phone "letzte Runde 1" was cut to "de 1" at the screen's edge. Each label
    stays on the bar, clear of the other, in every language. With the last round at 43,
    its "43" crowding the end's "45", the "45" stood right of its line, past the bar's
    right end (by 25 px with the phone's text at 200%)."""
    table = api_table(server, {"last_round_at": 1})
    close = api_table(server, {"last_round_at": 43})  # the Italian page's (no load more)
    phone.goto(f"{server.url}/table/{table}")
    for lang, px in (("de", 16), ("fr", 16), ("en", 16), ("it", 16), ("it", 32)):
        phone.evaluate(f"localStorage.setItem('corsairs.lang', '{lang}')")
        if lang == "it" and px == 16:
            phone.goto(f"{server.url}/table/{close}")
        elif px == 16:
            phone.reload()
        else:  # the reader's text at 200%, fitted again at the resize (a reload undoes it)
            large_text(phone, px)
            phone.evaluate("dispatchEvent(new Event('resize'))")
        phone.wait_for_selector(".meter .mark-label")
        bar, labels = phone.evaluate(
            """() => { const box = (e) => { const r = e.getBoundingClientRect();
              return [r.left, r.right, e.textContent]; };
              return [box(document.querySelector('.meter')),
                      [...document.querySelectorAll('.meter .mark-label')].map(box)]; }"""
        )
        assert len(labels) == 2, labels
        for left, right, text in labels:
            assert bar[0] <= left and right <= bar[1] <= 390, (lang, text, left, right, bar)
        (_, first_right, _), (second_left, _, _) = sorted(labels)
        assert first_right + 4 <= second_left, (lang, labels)
    large_text(phone, 16)


def test_the_lobby_offers_only_rules_the_server_takes(page: Any, server: Server) -> None:
    """Ticking "cannons may be given back" alone was always refused (it needs "a cannon
    holder may give back cards instead"), and a number out of bounds or not whole went to
    the server, whose refusal read in English on a French page. The lobby now holds the
    option back until its prerequisite is ticked, and refuses a bad number itself, in the
    page's language, before anything is sent; and a second seat chosen as "Me"."""
    in_language(page, "fr")
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    page.select_option("#game", "piratatak")
    page.click("#house-rules-choice > summary")
    assert page.is_disabled("#rule-cannons_given")
    page.check("#rule-cannon_optional")
    assert page.is_enabled("#rule-cannons_given")
    page.check("#rule-cannons_given")
    page.uncheck("#rule-cannon_optional")  # the dependent option goes with it
    assert page.is_disabled("#rule-cannons_given") and not page.is_checked("#rule-cannons_given")
    before = unfinished(server)
    for bad in ("9", "1.5"):
        page.fill("#rule-pirate_loss", bad)
        page.click("#create")
        refused = page.locator("#create-error")
        refused.wait_for()
        said = refused.inner_text()
        assert "nombre entier de 0 à 4" in said and "pirate_loss" not in said, said
        assert page.evaluate("document.activeElement.id") == "rule-pirate_loss"
    # "Moi" for a mother and her daughter at one tablet: the second seat's token was kept by
    # no page, and the table waited for it until a bot took it
    # (said with the house rules folded: the reason was put inside them, beside their
    # Reset, and a folded section hid it; the page seemed to do nothing)
    page.fill("#rule-pirate_loss", "3")
    page.click("#house-rules-choice > summary")
    page.select_option("#seat-1", "me")
    page.click("#create")
    refused.wait_for()
    said = refused.inner_text()
    assert (
        "La place 2 est aussi «\u00a0Moi\u00a0»" in said
        and "«\u00a0Personne invitée\u00a0»" in said
    ), said
    assert "«\u00a0Ici, sur cet appareil\u00a0»" in said, said  # another person at this tablet
    assert page.evaluate("document.activeElement.id") == "seat-1"
    assert page.url == server.url + "/" and unfinished(server) == before


TIE = {"tie_break": "penalty_points"}


def tie_broken(players: int = 3) -> int:
    """A seed whose greedy game ends with players tied on the fewest penalty cards and one
    of them winning on the lower sum of their numbers (no sweep)."""
    from e2e_helpers import greedy_game

    from corsairs.games.corsairs.state import CorsairsState
    from corsairs.registry import load_game

    game = load_game("corsairs", players=players, **TIE)
    for seed in range(1, 60):
        state = game.new_state(seed=seed)
        assert isinstance(state, CorsairsState)
        for text in greedy_game("corsairs", players, seed, tuple(TIE.items())):
            state.apply(game.parse_action(text))
        counts = state.penalty_counts()
        tied = [s for s, c in enumerate(counts) if c == min(counts)]
        if len(tied) > 1 and len(state.winners()) == 1 and not state.round_dicts()[-1]["sweepers"]:
            return seed
    raise AssertionError("no such game")


def test_the_result_says_a_tie_was_broken_by_the_house_rules(
    page: Any, phone: Any, server: Server
) -> None:
    """Two players ended on as few penalty cards and one won on the lower sum of their
    numbers: the dialog named the winner but not why the other, with as many cards, lost."""
    names = ["Ann", "Bea", "Cid"]
    table, tokens = stored_table(
        server.db,
        "corsairs",
        ["human", "greedy", "greedy"],
        seed=tie_broken(),
        names=names,
        rules=TIE,
    )
    obs = stored_state(server.db, table).observation(0)
    counts = obs["penalties"]
    tied = [s for s, c in enumerate(counts) if c == min(counts)]
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    why = page.locator("#result #result-why")
    why.wait_for()
    said = why.inner_text()
    # seat 0 reads it: among the tied, it is told "you" ("You and Cid tied …: your numbers")
    whose = "your" if 0 in tied else "their"
    assert f"by the house rules the lower sum of {whose} numbers decides" in said, said
    shown = ["you" if s == 0 else names[s] for s in tied]
    assert all(f"{name} (" in said for name in shown), said  # "you (46), Cid (33)"
    assert f"({counts[tied[0]]})" in said, said
    in_language(phone, "fr")
    phone.goto(f"{server.url}/replay/{table}?step=100000")  # the replay's last move
    phone.tap("#summary-continue")  # the last round's summary, then the result
    phone.locator("#result #result-why", has_text="la plus petite somme").wait_for()
    check(phone.inner_text("#result"), english_only(phone, "fr"))
    # the replay's line for the last move ("Cid a attaché 1 carte et abattu un équipage de
    # 7 cartes") did not wrap: the page scrolled sideways on a French phone
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    plain, plain_tokens = stored_table(server.db, "corsairs", ["human", "greedy"], seed=3)
    page.goto(f"{server.url}/table/{plain}#token={plain_tokens[0]}")
    page.locator("#result").wait_for()
    # a plain win names no rule: only why the game stopped and what wins (for a newcomer)
    why = page.locator("#result-why").inner_text()
    assert why.startswith("The penalty cards reached") and "rule" not in why, why
