"""The Review page: a finished game's review asked from the game-over screen, the replay or My
tables, its progress, then the graph and every decision graded, in four languages and on a phone."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest
from e2e_helpers import BACKGROUND, INFO, REVIEW_SAMPLES, Server, stored_table
from test_accessibility import assert_accessible
from test_languages import check, english_only
from test_newcomer import SMALL_TARGETS, THUMB

ENGINE = re.compile(r"\b[ROYGBVPNAK]\d{1,2}\b|\bdraw (stock|pile|pier)\b|\b(give|crew) -")
"""Engine notation on an English page (where "set sail" and "a crew" are words)."""
SAMPLES = REVIEW_SAMPLES
STEP = "n => document.getElementById('replay-step')?.dataset.step == n"
SEEN = "() => document.querySelector('main').innerText"
HEADS = "ts => ts.map(t => t.innerText)"
DRAWN_ANEW = """(before) => { const now = [...document.querySelectorAll('#review-list thead th')]
  .map((t) => t.innerText); return now.length > 0 && now.join('|') !== before.join('|')
  && document.querySelector('#review-list tbody tr') !== null; }"""
"""The review's table drawn anew in another language (its column heads changed)."""


@pytest.fixture
def rserver(server: Server) -> Server:
    """The session's server, whose reviews judge on a tiny budget (``REVIEW_SAMPLES``): a
    server of this module's own cost a start (~2 CPU-s) in each worker that ran its tests."""
    return server


_FINISHED: dict[tuple[str, str, int], tuple[str, str]] = {}


def finished(
    server: Server, game: str = "corsairs", seed: int = 1, *, shared: bool = False
) -> tuple[str, str]:
    """A finished game's table and seat 0's token; a new one, no review asked yet. A test
    that only reads a finished review takes the ``shared`` one of its game and seed, so
    each seat's review is computed once (the server stores it), not once per test: the
    shared Corsairs game is seed 1 (read as seat 0) and seed 5 (as seat 1), Piratatak's
    seed 1. Only a test that watches a review being asked needs a new table; the first
    such table of a game and seed is the shared one from then on (the game-over test's
    review of seed 1 as seat 0 was computed again for the same game on a table of its own).
    """
    key = (server.db, game, seed)
    if not shared or key not in _FINISHED:
        seats = ["human", "greedy", "greedy"] if game == "corsairs" else ["human", "greedy"]
        table, tokens = stored_table(server.db, game, seats, seed=seed, names=None)
        _FINISHED.setdefault(key, (table, tokens[0]))
        if not shared:
            return table, tokens[0]
    return _FINISHED[key]


def reviewed(page: Any) -> None:
    page.wait_for_selector("#review-list tbody tr", timeout=60_000)


def test_game_over_screen_review_button_to_graded_decisions(page: Any, rserver: Server) -> None:
    table, token = finished(rserver)
    page.goto(f"{rserver.url}/table/{table}#token={token}")
    page.click("#result .actions .btn:not(.secondary)")  # the result, then the table
    page.click("#review-link")
    page.wait_for_url(f"**/review/{table}?seat=0")
    page.wait_for_selector("#review-wait")  # queued or running: the queue's place or a bar
    reviewed(page)
    # a screen reader is told the review is ready, with its counts (it heard nothing: the
    # page changed under it, the waiting line's status region drawn anew at every poll)
    page.wait_for_function(
        "() => document.getElementById('review-live')?.textContent"
        " === document.getElementById('review-counts').textContent"
    )
    rows = page.locator("#review-list tbody tr")
    assert rows.count() > 10
    grades = set(
        page.eval_on_selector_all("#review-list tbody tr", "rs => rs.map(r => r.dataset.grade)")
    )
    assert grades <= {"good", "inaccuracy", "mistake", "blunder"}  # draws graded too
    assert page.locator("#review-graph circle").count() == rows.count()
    assert page.locator("#review-graph .rv-round").count() >= 2  # rounds marked
    the_graph_is_reached_and_read_by_keyboard(page)  # (before a point is picked by a click)
    page.locator("#review-graph circle").nth(3).click()
    assert page.inner_text("#review-point").strip()
    assert page.locator("#review-list tbody tr.picked").count() == 1
    text = page.evaluate(SEEN)
    assert not ENGINE.search(text), ENGINE.search(text)
    assert "decisions" in page.inner_text("#review-counts")
    assert "Round" in page.inner_text("#review-list thead")
    # "see" opens the replay just before that move, from the reviewed seat's view
    move = page.inner_text("#review-list tbody tr td")
    page.locator("#review-list tbody tr a").first.click()
    page.wait_for_function(STEP, arg=str(int(move) - 1))
    assert page.input_value("#view-as") == "0"


def the_graph_is_reached_and_read_by_keyboard(page: Any) -> None:
    """The graph's points answered only a click: a keyboard reached none, and a screen
    reader heard an image. It is one Tab stop, a slider whose arrow keys go from decision
    to decision, each said in words, its row marked in the table that it names. (Checked on
    the review test_game_over_screen_review_button_to_graded_decisions has open, seed 1's
    game as seat 0 on a laptop: one page, not two.)"""
    page.focus("#review-head a")
    # the summary's costliest moves (links to their rows) come first, then the graph
    for _ in range(1 + page.locator("#review-costliest a").count()):
        page.keyboard.press("Tab")
    graph = page.locator("#review-graph")
    assert page.evaluate("document.activeElement.id") == "review-graph"
    assert graph.get_attribute("role") == "slider"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    second = page.locator("#review-list tbody tr").nth(1)
    assert graph.get_attribute("aria-valuenow") == "2"
    said = graph.get_attribute("aria-valuetext") or ""
    assert said.startswith(f"Move {second.locator('td').first.inner_text()}:"), said
    assert "win chance" in said and page.inner_text("#review-point") == said
    assert "picked" in (second.get_attribute("class") or "")
    page.keyboard.press("End")
    assert graph.get_attribute("aria-valuenow") == str(page.locator("#review-graph circle").count())
    assert "Decisions" in (page.text_content("#review-graph-alt") or "")  # the table: every figure


def test_piratatak_review_from_the_replay(page: Any, rserver: Server) -> None:
    table, _ = finished(rserver, "piratatak", shared=True)
    page.goto(f"{rserver.url}/replay/{table}")
    page.click("#review-link")
    reviewed(page)
    assert not ENGINE.search(page.evaluate(SEEN))
    assert page.locator("#review-graph circle").count() > 0
    # Piratatak has no rounds: no "Round" column with a dash on every row
    heads = page.eval_on_selector_all("#review-list thead th", "ts => ts.map(t => t.innerText)")
    assert "Round" not in heads
    cells = page.locator("#review-list tbody tr").first.locator("td")
    assert cells.count() == len(heads)


def test_see_link_shows_the_position_before_the_move_for_the_seat(
    page: Any, rserver: Server
) -> None:
    """A "see" link of seat 1's review opens the replay before the move, as seat 1 saw it."""
    table, _ = finished(rserver, seed=5, shared=True)
    page.goto(f"{rserver.url}/review/{table}?seat=1")
    reviewed(page)
    # the focus where a keyboard or a screen reader starts reading: the page's heading, not
    # the body (the first Tab went to the site's links)
    assert page.evaluate("document.activeElement.id") == "review-title"
    row = page.locator("#review-list tbody tr").nth(2)
    move = int(row.locator("td").first.inner_text())
    href = row.locator("a").evaluate("a => new URL(a.href).pathname + new URL(a.href).search")
    assert href == f"/replay/{table}?step={move - 1}&seat=1"
    row.locator("a").click()
    page.wait_for_function(STEP, arg=str(move - 1))
    assert page.input_value("#view-as") == "1"


def test_review_speaks_the_language(page: Any, rserver: Server) -> None:
    """No English word on the review in French, nor in German chosen then in the page's
    menu (one page, the review drawn anew in the language chosen); on a phone and a tablet
    held upright, each decision a card of labelled lines."""
    table, _ = finished(rserver, seed=5, shared=True)
    page.add_init_script("localStorage.setItem('corsairs.lang', 'fr')")
    page.goto(f"{rserver.url}/review/{table}?seat=1")
    reviewed(page)
    page.evaluate("() => import('/static/i18n_review.js')")
    check(page.evaluate(SEEN), english_only(page, "fr"))
    french = page.eval_on_selector_all("#review-list thead th", HEADS)
    # on a phone each cell is labelled, French setting its no-break space before the colon
    # ("Coup: 5", "Verdict du coach: bon" beside the summary's "Résultat final : gagnée")
    wide = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    label = page.evaluate(
        "() => getComputedStyle(document.querySelector('#review-list td'), '::before').content"
    )
    assert label.endswith('\u00a0: "'), label
    # a tablet held upright (820 px) too: the table needed some 950, and each decision's
    # reason and its link to the position were past the panel's edge, behind a sideways scroll
    page.set_viewport_size({"width": 820, "height": 1180})
    box = page.eval_on_selector(".rv-scroll", "e => [e.scrollWidth, e.clientWidth]")
    assert box[0] <= box[1], box
    page.set_viewport_size(wide)
    page.select_option("#lang", "de")
    page.wait_for_function(DRAWN_ANEW, arg=french)
    check(page.evaluate(SEEN), english_only(page, "de"))


def test_phone_layout_graph_fits_and_list_scrolls(phone: Any, rserver: Server) -> None:
    table, _ = finished(rserver, shared=True)
    phone.goto(f"{rserver.url}/review/{table}?seat=0")
    reviewed(phone)
    graph = phone.locator("#review-graph").bounding_box()
    assert graph["x"] >= 0 and graph["x"] + graph["width"] <= 390
    # every axis label inside the graph: "100 %" lost its "1" at the left edge
    lefts = phone.locator("#review-graph .rv-axis").evaluate_all(
        "els => els.map(e => [e.textContent, e.getBoundingClientRect().left])"
    )
    assert all(left >= graph["x"] for _, left in lefts), (graph["x"], lefts)
    wide = phone.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 390, wide
    box = phone.eval_on_selector(".rv-scroll", "e => [e.scrollHeight, e.clientHeight]")
    assert box[0] > box[1]  # the decisions scroll inside their panel


def test_unfinished_table_has_no_review_button_and_is_refused(page: Any, rserver: Server) -> None:
    table, tokens = stored_table(rserver.db, "corsairs", ["human", "greedy", "greedy"], moves=4)
    page.add_init_script("localStorage.setItem('corsairs.lang', 'it')")
    page.goto(f"{rserver.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#turn")
    assert page.locator("#review-link").count() == 0
    page.goto(f"{rserver.url}/review/{table}?seat=0")
    page.wait_for_selector("#review-error")
    assert page.inner_text("#review-error") == "Si può analizzare solo una partita finita."


def test_my_tables_offers_review_for_finished_games_only(page: Any, rserver: Server) -> None:
    done, token = finished(rserver, seed=6)
    live, live_tokens = stored_table(rserver.db, "corsairs", ["human", "greedy", "greedy"], moves=4)
    entries = [{"table": done, "token": token}, {"table": live, "token": live_tokens[0]}]
    page.add_init_script(f"localStorage.setItem('corsairs.tables', '{json.dumps(entries)}')")
    page.goto(rserver.url + "/")
    page.wait_for_selector(".tables-list li")
    links = page.eval_on_selector_all(
        ".review-link", "as => as.map(a => new URL(a.href).pathname + new URL(a.href).search)"
    )
    assert links == [f"/review/{done}?seat=0"]


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_the_result_dialog_offers_the_review(page: Any, rserver: Server, game: str) -> None:
    """A player who has just finished sees Review beside the result, not only under the table."""
    table, token = finished(rserver, game, shared=True)
    page.goto(f"{rserver.url}/table/{table}#token={token}")
    page.click("#result #result-review")
    page.wait_for_url(f"**/review/{table}?seat=0")


def test_the_review_explains_its_numbers_and_names_the_better_move_as_advice(
    page: Any, rserver: Server
) -> None:
    """The page once showed win chances and grades unexplained, lacked the "given away"
    column, and wrote the better move in the past ("Lea discarded grey 8") beside "good".
    (This page is also the desktop review's accessibility check: one page opened for both.)"""
    table, _ = finished(rserver, shared=True)
    page.goto(f"{rserver.url}/review/{table}?seat=0")
    reviewed(page)
    said = page.inner_text("#review-explain")
    assert "Win chance" in said and "10 a mistake" in said and "±" in said
    heads = page.eval_on_selector_all("#review-list thead th", "ts => ts.map(t => t.innerText)")
    assert "Given away (points)" in heads
    col = heads.index("Better move")
    graded = "#review-list tbody tr"  # draws too (left ungraded before session 28)
    better = page.eval_on_selector_all(graded, f"rs => rs.map(r => r.cells[{col}].innerText)")
    # a best move within the noise is named "also good: ..." (or "too close to call: ..." where
    # that noise could hide 5 points), as advice all the same
    advice = [
        b.removeprefix("also good: ").removeprefix("too close to call: ")
        for b in better
        if b != "(the move played)"
    ]
    assert advice
    past = re.compile(r"\b(discarded|drew|took|laid|attached)\b")
    assert not [b for b in advice if past.search(b)], advice
    assert all(re.match(r"(Discard|Draw|Take|Set sail|Lay|Attach)", b) for b in advice), advice
    given = f"rs => rs.map(r => r.cells[{heads.index('Given away (points)')}].innerText)"
    cells = page.eval_on_selector_all(graded, given)
    # figures where something was given away; the best move played said in words, not "0.0 ± 0.0"
    assert all("±" in g or g.startswith("none: ") for g in cells), cells
    # (on the test's 2 deals the next move is often too close to call beside the one played)
    best = ("none: the best move", "none: first by the figures, too close to call")
    assert any(c in best for c in cells) and "0.0 ± 0.0" not in cells, cells
    # and the page passes axe (no serious or critical finding, a level-one heading)
    assert_accessible(page, "the review on a desktop")


def older_review(page: Any) -> None:
    """The page as it reads a review stored before draws were graded (session 28): each
    Corsairs draw marked ``ungraded``, with no grade."""

    def handle(route: Any) -> None:
        data = route.fetch().json()
        for d in (data.get("review") or {}).get("decisions", []):
            if d["phase"] == "draw":
                d.update(ungraded="draw", grade=None)
        route.fulfill(json=data)

    page.route(re.compile(r"/reviews(/0)?$"), handle)  # asked (POST) or polled


def test_piratatak_review_on_a_phone_shows_the_move_played(phone: Any, rserver: Server) -> None:
    """The phone layout hid the second cell, meant for Corsairs' Round: Piratatak has no Round
    column, so it hid "Played"."""
    table, _ = finished(rserver, "piratatak", shared=True)
    phone.goto(f"{rserver.url}/review/{table}?seat=0")
    reviewed(phone)
    first = phone.locator("#review-list tbody tr").first
    assert first.locator("td").nth(1).is_visible()
    assert first.locator("td").nth(1).get_attribute("data-label") == "Played"
    assert first.locator("td").nth(1).inner_text().strip()
    phone.focus("#review-graph")
    phone.keyboard.press("End")  # a point picked: the slider's value and the marked row
    assert_accessible(phone, "Piratatak's review on a phone")


def test_corsairs_review_on_a_phone_hides_only_the_round(phone: Any, rserver: Server) -> None:
    table, _ = finished(rserver, shared=True)
    phone.goto(f"{rserver.url}/review/{table}?seat=0")
    reviewed(phone)
    shown = phone.eval_on_selector_all(
        "#review-list tbody tr:first-child td",
        "ts => ts.filter(t => t.offsetParent !== null).map(t => t.dataset.label)",
    )
    assert "Round" not in shown and "Played" in shown, shown
    # each "position before" link and the seat's list are a thumb's size (they were 17 and 33 px)
    assert phone.evaluate(SMALL_TARGETS, THUMB) == []


CONTRAST = """e => {
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
  let n = e, bg = 'rgba(0, 0, 0, 0)';
  while (n && rgb(bg)[3] === 0) { bg = getComputedStyle(n).backgroundColor; n = n.parentElement; }
  const lum = (c) => { const v = rgb(c).slice(0, 3).map((x) => { x /= 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };
  const a = lum(getComputedStyle(e).color), b = lum(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


def test_not_graded_is_readable_and_wraps_on_a_phone(
    page: Any, phone: Any, rserver: Server
) -> None:
    """The "not graded" badge (of reviews stored before draws were graded) was dark ink on
    the dark panel (1.2:1), and overflowed on a phone; a draw not graded names no loss."""
    table, _ = finished(rserver, shared=True)
    older_review(page)
    older_review(phone)
    page.goto(f"{rserver.url}/review/{table}?seat=0")
    reviewed(page)
    badge = ".rv-grade.g-ungraded"
    assert page.eval_on_selector(badge, CONTRAST) >= 4.5
    heads = page.eval_on_selector_all("#review-list thead th", "ts => ts.map(t => t.innerText)")
    # what is seen (the words for a screen reader are kept from sight)
    given = (
        f"rs => rs.map(r => {{ const c = r.cells[{heads.index('Given away (points)')}];"
        " return [...c.querySelectorAll('*'), c].filter((e) => !e.closest('.sr-only'))"
        ".flatMap((e) => [...e.childNodes].filter((n) => n.nodeType === 3))"
        ".map((n) => n.textContent).join(''); })"
    )
    assert set(page.eval_on_selector_all("tr[data-grade=ungraded]", given)) == {"–"}
    # a screen reader is told in words what the dash means (it read "dash", or nothing)
    said = page.locator("tr[data-grade=ungraded]").first.aria_snapshot()
    assert "–" not in said and said.count("not graded") >= 3, said
    phone.goto(f"{rserver.url}/review/{table}?seat=0")
    reviewed(phone)
    assert phone.eval_on_selector(badge, CONTRAST) >= 4.5
    fits = phone.eval_on_selector(
        badge,
        "e => { const r = e.getBoundingClientRect(),"
        " c = e.closest('.rv-scroll').getBoundingClientRect();"
        " return e.scrollWidth <= e.clientWidth + 1 && r.right <= c.right + 1; }",
    )
    assert fits


def test_see_link_and_replay_say_the_position_is_before_the_move(
    page: Any, rserver: Server
) -> None:
    """Row "Move 12" opened the replay labelled "Move 11 of 99": the link now says it shows
    the position before move 12, and the replay counts the moves played (11)."""
    table, _ = finished(rserver, seed=5, shared=True)
    page.goto(f"{rserver.url}/review/{table}?seat=1")
    reviewed(page)
    row = page.locator("#review-list tbody tr").nth(3)
    move = int(row.locator("td").first.inner_text())
    link = row.locator("a")
    assert link.get_attribute("aria-label") == f"Position before move {move}"
    assert "before" in link.inner_text()
    link.click()
    page.wait_for_function(STEP, arg=str(move - 1))
    label = page.inner_text("#replay-step")
    assert label.startswith(f"Moves played: {move - 1} of "), label
    # the moment of the decision: the move list stops there (it showed the whole game),
    # and the address keeps the position through a reload and a shared link
    listed = (
        "() => [...document.querySelectorAll('#log-body button.move')].map(b => +b.dataset.step)"
    )
    assert max(page.evaluate(listed)) == move - 1
    total = int(label.split(" of ")[1])
    assert page.inner_text("#log-later") == f"Show the later moves ({total - move + 1})"
    page.click("#replay-next")
    page.wait_for_function(STEP, arg=str(move))
    assert page.url.endswith(f"/replay/{table}?step={move}&seat=1")
    page.reload()
    page.wait_for_function(STEP, arg=str(move))
    assert page.input_value("#view-as") == "1" and max(page.evaluate(listed)) == move
    page.click("#log-later")
    assert max(page.evaluate(listed)) == total and "moves=all" in page.url


def _show_decisions(
    page: Any, rserver: Server, table: str, moves: list[dict[str, Any]], winners: list[int]
) -> None:
    """The review page of ``table`` showing a review of the decisions ``moves`` (each its
    own row, ``#rv-d-<index>``)."""
    counts = dict.fromkeys(("inaccuracy", "mistake", "blunder"), 0)
    for move in moves:
        if move["grade"]:
            counts[move["grade"]] += 1
    review = {
        "seat": 0,
        "decisions": moves,
        "winners": winners,
        "samples": SAMPLES,
        "counts": counts,
    }
    done = json.dumps({"status": "done", "review": review})
    page.route(
        f"**/api/tables/{table}/reviews",
        lambda r: r.fulfill(status=200, body=done, content_type="application/json"),
    )
    page.goto(f"{rserver.url}/review/{table}?seat=0")
    reviewed(page)


def _decision(played: str, best: str, round_: int | None, **more: Any) -> dict[str, Any]:
    """A decision as the review lists it: judged even (0 given away) unless ``more`` says."""
    return {"played": played, "best": best, "round": round_, "grade": None, "ungraded": False,
            "win": 0.5, "best_win": 0.5, "drop": 0.0, "drop_se": 0.0, **more}  # fmt: skip


ONE_PER_ROW: dict[str, list[tuple[dict[str, Any], str, str, str]]] = {
    # (decision, its column, what the cell says (``=``: all it says), the defect)
    "piratatak": [
        (
            _decision(
                "draw",
                "buy G5 from 1",
                None,
                grade="mistake",
                win=0.4,
                best_win=0.6,
                drop=0.2,
                drop_se=0.01,
            ),
            "Better move",
            "for 3 gold",
            'the better move "Buy green 5 from Bea for 3 gold" read "... for  gold": the price'
            " was taken from a live position the review page does not have",
        ),
        (
            _decision("buy G1 from 1", "buy G5 from 1", None, win=0.975, best_win=0.975),
            "Better move",
            "=(the move played)",
            '"Better move: Buy green 5 from Bea for 3 gold (98%)" stood beside a purchase of'
            " green 1 judged at 98% too, 0 ± 0 given away: the coach's first of equal moves",
        ),
        (
            _decision("draw", "draw", None, seen={"events": [[0, "draw Y3"]]}),
            "Played",
            "drew yellow 3",
            '"Ann drew a card": the reviewed seat saw the card',
        ),
        (
            _decision(
                "buy R6 from 1",
                "draw",
                None,
                grade="blunder",
                ungraded=None,
                win=0.13,
                best_win=0.42,
                drop=0.292,
                drop_se=0.127,
                why={
                    "code": "rival",
                    "kind": "mistake",
                    "better": "draw",
                    "worse": "buy R6 from 1",
                    "seat": 1,
                    "better_chance": 0.54,
                    "worse_chance": 0.88,
                },
            ),
            "Why",
            "for 3 gold”",
            "the reason beside a blunder read \"“Buy red 6 from Cid for gold” raises Cid's win"
            " chance…\": only a purchase's own reason carried the price",
        ),
    ],
    "corsairs": [
        (
            _decision("draw stock", "draw stock", 1, seen={"card": "O7"}),
            "Played",
            "drew orange 7 from the stock",
            '"Ann drew from the stock": the reviewed seat saw the card',
        ),
        (
            _decision("draw pile", "draw pile", 1, seen={"card": "B3"}),
            "Played",
            "took blue 3 from the discard pile",
            "the card taken from the discard pile, which the seat saw, was not named",
        ),
        (
            _decision(
                "crew R7 R9 R10", "crew R7 R9 R10", 1, seen={"limit": 5, "stowaways": ["O2", "G3"]}
            ),
            "Played",
            "laid down the crew red 7, red 9, red 10: limit 5, stowaways: orange 2, green 3",
            "a lay-down's limit and stowaways, which the seat saw, were not said",
        ),
        (
            _decision(
                "attach O8 crew R7 R9",
                "attach O8 crew R7 R9",
                1,
                seen={"limit": 0, "stowaways": []},
            ),
            "Played",
            "attached orange 8 and laid down the crew red 7, red 9: limit 0, stowaways: none",
            "an attached card and an empty stowaways' list were not said",
        ),
        (
            _decision(
                "draw pier",
                "draw pile",
                1,
                grade="inaccuracy",
                ungraded=None,
                best_win=0.55,
                drop=0.058,
                drop_se=0.022,
                seen={"card": "G5"},
                best_takes={"card": "B3"},
            ),
            "Better move",
            "=Take the discard: blue 3 (55%)",
            '"Better move: Take the discard (55%)": the seat saw the card on the pile (a graded'
            " draw, as the pier's last card is: a draw not graded names no better move)",
        ),
    ],
}


@pytest.mark.parametrize("game", ["piratatak", "corsairs"])
def test_each_decision_names_the_cards_and_prices_the_seat_saw(
    page: Any, rserver: Server, game: str
) -> None:
    """Each row of a review (one page, a decision a row, each with a defect it once had):
    the moves in words with the cards the seat saw and the prices of the table's rules, and a
    move no better than the one played not called better."""
    table, _ = finished(rserver, game)
    rows = ONE_PER_ROW[game]
    moves = [dict(d, index=i, move=i + 1) for i, (d, *_) in enumerate(rows)]
    _show_decisions(page, rserver, table, moves, winners=[1])
    for i, (_, column, said, defect) in enumerate(rows):
        cell = page.inner_text(f"#rv-d-{i} td[data-label='{column}']").strip()
        if said.startswith("="):
            assert cell == said[1:], (defect, cell)
        else:
            assert said in cell, (defect, cell)


def test_each_reason_is_shown_beside_its_decision(page: Any, rserver: Server) -> None:
    """The review's reasons (``why``) in the Why column, in the viewer's language, with the
    figures the server computed; decisions without one leave the cell empty. (One page: in
    English, then in French chosen in the page's menu.)"""
    table, _ = finished(rserver, seed=1, shared=True)
    page.add_init_script("localStorage.setItem('corsairs.lang', 'en')")
    page.goto(f"{rserver.url}/review/{table}?seat=0")
    reviewed(page)
    data = page.evaluate(f"() => fetch('/api/tables/{table}/reviews/0').then(r => r.json())")
    ds = data["review"]["decisions"]
    assert any(d["why"] for d in ds)
    for lang, head, limit in (("en", "Why", "limit"), ("fr", "Pourquoi", "limite")):
        if lang != "en":
            english = page.eval_on_selector_all("#review-list thead th", HEADS)
            page.select_option("#lang", lang)
            page.wait_for_function(DRAWN_ANEW, arg=english)
        heads = page.eval_on_selector_all("#review-list thead th", HEADS)
        assert head in heads, (lang, heads)
        for d in ds:
            cell = page.inner_text(f"#rv-d-{d['index']} td.rv-why").strip()
            why = d["why"] if not d["ungraded"] else None  # a draw not graded gives no reason
            assert bool(cell) == bool(why), (lang, d, cell)
            if why and why["code"] == "limit":
                assert f"{limit} {why['better_limit']}" in cell.replace("à ", "").replace(
                    "at ", ""
                ), (lang, cell)
            if why and why["code"] in ("sail_risk", "sail_now"):
                assert f"{limit} {why['limit']}" in cell.replace("à la ", ""), (lang, cell)
            if lang == "en":
                assert not ENGINE.search(cell), cell


def test_the_review_says_the_house_rules_the_game_was_played_by(
    phone: Any, rserver: Server
) -> None:
    """A game played with house rules (the game ending at 8 penalty cards: one round, 52
    moves, where 30 made 266 moves to review twice) is reviewed by them, and the page now
    says so as the table and the replay do, in the page's language."""
    table, _ = stored_table(
        rserver.db, "corsairs", ["human", "greedy"], seed=3, rules={"game_ends_at": 8}
    )
    plain, _ = finished(rserver, shared=True)
    phone.add_init_script("localStorage.setItem('corsairs.lang', 'fr')")
    phone.goto(f"{rserver.url}/review/{table}?seat=0")
    told = phone.locator("#house-rules")
    told.wait_for()
    assert "Règles maison (1)" in told.inner_text()
    assert "Fin de partie quand les pénalités atteignent\u00a0: 8 au total" in told.inner_text()
    reviewed(phone)  # the review keeps it above, whatever the seat chosen
    phone.focus("#review-seat")
    phone.select_option("#review-seat", "1")
    reviewed(phone)
    assert phone.locator("#house-rules").count() == 1
    # the list chosen from keeps the focus (drawn anew at each choice, it dropped it to the
    # page's body: a keyboard or a screen reader lost its place), the title names the seat
    assert phone.evaluate("document.activeElement.id") == "review-seat"
    chosen = phone.locator("#review-seat option:checked").inner_text()
    assert chosen in phone.locator("#review-title").inner_text(), chosen
    phone.goto(f"{rserver.url}/review/{plain}?seat=0")
    reviewed(phone)
    assert phone.locator("#house-rules").count() == 0  # the rulebook's rules: nothing extra
    # each cell within the phone's list: "Chances perdues (points) : aucune : le meilleur coup"
    # ran off its right edge (a figures' cell kept on one line)
    over = phone.eval_on_selector_all(
        "#review-list tbody td",
        "tds => tds.filter(t => t.offsetParent !== null && t.scrollWidth > t.clientWidth + 1)"
        ".map(t => t.innerText)",
    )
    assert over == [], over


def test_the_summarys_counts_add_up_to_the_decisions_listed(page: Any, rserver: Server) -> None:
    """The summary said "107 decisions: 0 inaccuracies, 0 mistakes, 4 blunders" over a list
    whose 52 draws were "not graded", and averaged the win chance given away over those draws
    too (each valued with a quick bot's discard after it, the discard judged again)."""
    table, _ = finished(rserver, seed=1, shared=True)
    page.goto(f"{rserver.url}/review/{table}?seat=0")
    reviewed(page)
    grades = page.eval_on_selector_all(
        "#review-list tbody tr", "rs => rs.map(r => r.dataset.grade)"
    )
    heads = page.eval_on_selector_all("#review-list thead th", "ts => ts.map(t => t.innerText)")
    col = heads.index("Given away (points)")
    given = page.eval_on_selector_all(
        "#review-list tbody tr", f"rs => rs.map(r => r.cells[{col}].innerText)"
    )
    graded = [
        float(g.split("±")[0]) if "±" in g else 0.0  # "none: the best move"
        for g, k in zip(given, grades, strict=True)
        if k != "ungraded"
    ]
    counts = page.inner_text("#review-counts")
    n = {k: grades.count(k) for k in ("good", "inaccuracy", "mistake", "blunder", "ungraded")}
    assert n["ungraded"] == 0 and len(graded) == len(grades)  # draws graded too (session 28)
    assert counts.startswith(f"{len(graded)} decisions graded: {n['good']} good, ")
    assert f"{n['inaccuracy']} inaccurac" in counts and f"{n['blunder']} blunder" in counts
    assert "not graded" not in counts
    average = page.inner_text("#review-loss")
    assert "per graded decision" in average
    points = re.search(r"(\d+(\.\d)?) points", average)
    assert points, average
    shown = float(points.group(1))
    assert abs(shown - sum(graded) / len(graded)) <= 0.1, (shown, graded)


BUSY = {"detail": "20 reviews are waiting; ask again later", "code": "review_busy"}


def busy_for(page: Any, times: int, retry_after: str | None = "0") -> list[int]:
    """The server refuses the first ``times`` review requests as busy (Retry-After: 0, or
    none); the requests seen, counted."""
    asked: list[int] = []
    headers = {} if retry_after is None else {"Retry-After": retry_after}

    def answer(route: Any) -> None:
        asked.append(1)
        if route.request.method == "POST" and len(asked) <= times:
            route.fulfill(status=429, headers=headers, json=BUSY)
        else:
            route.continue_()

    page.route("**/api/tables/*/reviews", answer)
    return asked


def test_a_busy_reviewer_is_asked_again_with_a_note(page: Any, rserver: Server) -> None:
    """A "too many reviews waiting" answer was a dead end: the page now says it will ask
    again, in the player's language, and does, until the review comes."""
    table, _ = finished(rserver, shared=True)  # (its review asked or not: both are answered)
    asked = busy_for(page, 2)
    page.add_init_script("localStorage.setItem('corsairs.lang', 'fr')")
    page.goto(f"{rserver.url}/review/{table}?seat=0")
    # read at once, in the page: the note is drawn anew at each try (300 ms apart here), and
    # a handle to the first read '' as its colour once replaced (it flaked so under load)
    text, colour = page.wait_for_function(
        f"""() => {{ const e = document.getElementById('review-retry');
          return e && [e.innerText, ({BACKGROUND})(e)]; }}"""
    ).json_value()
    assert "redemand" in text
    assert colour == INFO  # news, not an error
    reviewed(page)
    assert len(asked) == 3


def test_a_busy_answer_without_retry_after_is_not_asked_again_at_once(
    page: Any, rserver: Server
) -> None:
    """The review's finding: a missing Retry-After (a proxy strips it) read as 0, and the
    five tries went in about 1.5 s; the page waits its default instead."""
    table, _ = finished(rserver, seed=8)
    asked = busy_for(page, 1000, retry_after=None)
    page.clock.install()
    page.goto(f"{rserver.url}/review/{table}?seat=0")
    page.wait_for_selector("#review-retry")
    page.clock.run_for(10_000)  # the page's clock: ten seconds of it at once
    page.wait_for_timeout(300)  # (real time: a request sent would reach the route)
    assert len(asked) == 1


def clock_until(page: Any, selector: str) -> None:
    """Run the page's clock (``page.clock.install()``d) until ``selector`` shows: the waits
    between the page's tries pass at once instead of in real time."""
    deadline = time.monotonic() + 20
    while not page.locator(selector).count():
        assert time.monotonic() < deadline, f"no {selector}"
        page.clock.run_for(300)


def test_a_reviewer_busy_for_long_is_given_up_clearly(page: Any, rserver: Server) -> None:
    table, _ = finished(rserver, seed=8)
    asked = busy_for(page, 1000)
    page.clock.install()
    page.goto(f"{rserver.url}/review/{table}?seat=0")
    clock_until(page, "#review-error")
    assert "stopped asking" in page.inner_text("#review-error")
    tries = len(asked)
    assert 2 < tries < 10
    page.clock.run_for(5_000)
    page.wait_for_timeout(300)  # (real time: a request sent would reach the route)
    assert len(asked) == tries  # asked again only when the player says so
    page.focus("#review-again")
    page.keyboard.press("Enter")
    page.wait_for_selector("#review-retry")
    # the button gone with the press, the focus is on the title (it fell to the page's body)
    assert page.evaluate("document.activeElement.id") == "review-title"
    clock_until(page, "#review-error")
    assert len(asked) == 2 * tries
