"""The table's help: the sail preview of a selected card, the warning before the last
stock card, and cards that glide unless reduced motion is asked for."""

from __future__ import annotations

from typing import Any

from e2e_helpers import MOTION, Server, in_language, stored_table
from test_browser import corsairs_click

from corsairs.games.corsairs.lay_down import best_partition_for
from corsairs.protocol import State

TIMEOUT = 20_000
SEATS = ["human", "greedy", "greedy"]


def _my_discard(s: State[Any]) -> bool:
    phase: str = s.observation(0)["phase"]
    return s.current_player == 0 and phase == "discard"


def test_sail_preview_of_the_selected_card(page: Any, server: Server) -> None:
    table, tokens = stored_table(server.db, "corsairs", SEATS, seed=1, stop=_my_discard)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
    card = page.locator("#hand .card.playable").first
    text = card.get_attribute("data-card")
    card.click()
    hand = page.locator("#hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    pier = page.evaluate("document.getElementById('pier-colour').textContent")
    best = best_partition_for([c for c in hand if c != text], _pier_colour(server, table))
    preview = page.locator("#sail-preview").inner_text()
    assert f"limit {best.limit}, {best.count} stowaways" in preview, (preview, pier)
    # which cards: "5 stowaways" did not say which would be penalty cards if sent under
    stowaways = [str(c) for c in best.cards()["stowaways"]]
    named = page.evaluate(
        "async (cs) => (await import('/static/i18n.js')).cardLabels(cs)", stowaways
    )
    assert f"stowaways ({named})" in preview, preview


def _pier_colour(server: Server, table: str) -> str:
    from test_defects import _state

    return str(_state(server, table).observation(0)["pier_colour"])


def _at_the_last_stock_card(page: Any, server: Server, rules: dict[str, Any] | None = None) -> None:
    """Seat 0's table opened at its draw with one card left in the stock."""
    table, tokens = stored_table(
        server.db,
        "corsairs",
        SEATS,
        seed=1,
        rules=rules,
        stop=lambda s: (
            s.current_player == 0
            and s.observation(0)["phase"] == "draw"
            and s.observation(0)["stock"] == 1
        ),
    )
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)


def test_warning_before_the_last_stock_card(page: Any, server: Server) -> None:
    _at_the_last_stock_card(page, server)
    seq = page.locator("#table").get_attribute("data-seq")
    page.click("#draw-stock")
    page.wait_for_selector("#confirm")
    assert "last card of the stock" in page.locator("#confirm").inner_text()
    page.click("#confirm-no")
    page.wait_for_selector("#confirm", state="detached")
    assert page.locator("#table").get_attribute("data-seq") == seq
    page.keyboard.press("1")
    page.keyboard.press("Escape")  # cancels, as Cancel does; the focus back on the stock
    page.wait_for_selector("#confirm", state="detached", timeout=2000)
    assert page.evaluate("document.activeElement.id") == "draw-stock"
    assert page.locator("#table").get_attribute("data-seq") == seq
    page.keyboard.press("1")
    page.wait_for_selector("#confirm")
    # the whole-game helper takes the card asked about (it clicked the stock under the
    # dialog, again and again, until its test timed out)
    assert corsairs_click(page, {"n": 0}) == "draw"
    page.wait_for_function(
        "seq => document.getElementById('table').dataset.seq !== seq", arg=seq, timeout=TIMEOUT
    )
    page.wait_for_selector("#must-sail, .banner:not([hidden])", timeout=TIMEOUT)
    # the card drawn is marked among the others (it landed, sorted, among twelve)
    assert page.locator("#hand .card.drawn").count() == 1
    assert page.locator("#hand .card.drawn .new-tag").inner_text() == "new"


COUNT_GLIDES = """window.glides = 0; const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  window.glides++;
  return animate.apply(this, args);
};"""
"""Counts the glides started: the animations running once the hand is playable were none
when the 250 ms glides had ended by then (the whole suite on a quiet machine)."""


def _moves_animate(page: Any, server: Server) -> tuple[int, int]:
    """(glides started, animations still running) over a draw from the stock."""
    table, tokens = stored_table(
        server.db, "corsairs", SEATS, seed=1, stop=lambda s: s.current_player == 0
    )
    page.add_init_script(COUNT_GLIDES)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#draw-stock:not([disabled])", timeout=TIMEOUT)
    page.evaluate("window.glides = 0")
    page.click("#draw-stock")
    page.wait_for_selector("#hand .card.playable")
    return int(page.evaluate("window.glides")), int(
        page.evaluate("document.getAnimations().length")
    )


def test_cards_glide(page: Any, server: Server) -> None:
    page.emulate_media(reduced_motion=MOTION)  # (the tests' pages ask for none)
    assert _moves_animate(page, server)[0] > 0


def test_no_motion_when_reduced_motion_is_asked(page: Any, server: Server) -> None:
    page.emulate_media(reduced_motion="reduce")
    assert _moves_animate(page, server) == (0, 0)


def test_no_warning_where_a_house_rule_lifts_the_last_card_rule(page: Any, server: Server) -> None:
    """With the house rule that the last stock card forces no sail, the browser still
    warned "after drawing it you must set sail" (the terminal heeded the rule)."""
    _at_the_last_stock_card(page, server, rules={"last_stock_card_forces_sail": False})
    assert page.locator("#draw-stock").inner_text().endswith("(1)")
    seq = page.locator("#table").get_attribute("data-seq")
    page.click("#draw-stock")
    page.wait_for_function(
        "seq => document.getElementById('table').dataset.seq !== seq", arg=seq, timeout=TIMEOUT
    )
    assert not page.locator("#confirm").count()


def test_a_key_that_cannot_act_says_why(page: Any, server: Server) -> None:
    """A French player pressed D with no card chosen, then 1 after the draw: nothing
    happened and nothing was said. Now a notice (the live region) says why, and nothing
    is played."""
    table, tokens = stored_table(server.db, "corsairs", SEATS, seed=1, stop=_my_discard)
    in_language(page, "fr")
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#hand .card.playable", timeout=TIMEOUT)
    seq = page.locator("#table").get_attribute("data-seq")
    page.keyboard.press("d")
    assert page.inner_text("#toast").startswith("Choisissez d'abord une carte")
    page.keyboard.press("1")
    assert page.inner_text("#toast").startswith("Vous avez déjà pioché")
    assert page.get_attribute("#toast", "role") == "alert"
    assert page.locator("#table").get_attribute("data-seq") == seq


GLIDES_IN_A_SHIFTED_PANEL = """async () => {
  const ui = await import('/static/ui.js');
  const root = document.createElement('div');
  document.body.prepend(root);
  const CARD = 'display:inline-block;width:40px;height:60px';
  const seat = (s, cards) => ui.h('div', { class: 'seat', 'data-seat': s }, ui.h('p', {}, 'Spares'),
    ...cards.map((c) => ui.h('span', { 'data-card': c, style: CARD }, c)));
  const paint = (above, own, other) => root.replaceChildren(
    ui.h('p', { style: `height:${above}px` }, 'turn line'), seat(0, own), seat(1, other));
  paint(20, ['B6'], ['R1']);
  ui.withMotion(root, () => paint(80, ['B6'], ['R1', 'G2']));  // the line above grew
  const running = (c) => root.querySelector(`[data-card=${c}]`).getAnimations().length;
  const out = { stayed: running('B6'), other: running('R1'), arrived: running('G2') };
  ui.withMotion(root, () => paint(80, [], ['R1', 'G2', 'B6']));  // B6 goes to the other seat
  out.moved = running('B6');
  root.remove();
  return out;
}"""


def test_a_card_that_stays_in_its_seat_moves_with_the_seats_panel(
    page: Any, server: Server
) -> None:
    """A Piratatak spare flew across its seat's "Spares" label when a longer turn line
    above pushed the whole panel down: it glided from where it had been on the page. A
    card that stays in its panel now moves with it; one that changes seats still glides,
    and a new card still fades in."""
    page.emulate_media(reduced_motion=MOTION)  # (the tests' pages ask for none)
    page.goto(server.url + "/")
    got = page.evaluate(GLIDES_IN_A_SHIFTED_PANEL)
    assert got == {"stayed": 0, "other": 0, "arrived": 1, "moved": 1}, got
