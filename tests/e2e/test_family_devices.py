"""A family at one online table, each on their own device: Giulia on a phone (Italian),
Luc on a tablet (French), and a bot. What they met there that a desk never shows."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_helpers import Server, in_language, my_turn, stored_table
from playwright.sync_api import expect

TIMEOUT = 20_000


@pytest.fixture
def tablet(browser: Any) -> Any:
    """A 768×1024 touch tablet, as Luc's."""
    ctx = browser.new_context(viewport={"width": 768, "height": 1024}, has_touch=True)
    pg = ctx.new_page()
    pg.set_default_timeout(10_000)
    yield pg
    ctx.close()


# What the bar at the top of the screen shows, and its height.
BAR = """() => { const b = document.querySelector('#table-bar');
  const note = b.querySelector('#bar-note');
  return { height: b.getBoundingClientRect().height,
           note: note && !note.hidden ? note.textContent : null }; }"""


@pytest.mark.parametrize(
    ("game", "lang", "device", "said"),
    [
        ("corsairs", "it", "phone", "Non è ancora il tuo turno: gioca Luc."),
        ("piratatak", "fr", "tablet", "Pas encore à vous\u00a0: c'est à Luc de jouer."),
    ],
)
def test_a_card_tapped_out_of_turn_says_whose_turn_it_is_in_the_bar(
    request: pytest.FixtureRequest, server: Server, game: str, lang: str, device: str, said: str
) -> None:
    """Giulia tapped her cards while Luc played: nothing happened and nothing said why
    (the keys did). The bar says it for a moment, covering no card, and keeps its height."""
    table, tokens = stored_table(
        server.db,
        game,
        ["human", "human", "greedy"],
        seed=5,
        stop=lambda s: s.current_player == 1 and bool(s.observation(0).get("hand", True)),
        names=["Giulia", "Luc", "Bot"],
    )
    page = request.getfixturevalue(device)
    in_language(page, lang)
    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    page.wait_for_selector("#turn", timeout=TIMEOUT)
    before = page.evaluate(BAR)
    assert before["note"] is None
    # the stock first: out of turn it is a disabled button, which gets no click
    page.locator("#table .pile").first.tap(force=True)
    page.wait_for_selector("#bar-note:not([hidden])", timeout=5000)
    assert page.evaluate(BAR)["note"] == said
    page.evaluate("document.querySelector('#bar-note').hidden = true")
    page.locator("#table .card").last.tap()
    page.wait_for_selector("#bar-note:not([hidden])", timeout=5000)
    after = page.evaluate(BAR)
    assert after["note"] == said
    assert after["height"] == before["height"]  # nothing moves under the finger
    assert page.locator("#toast").is_hidden()  # said once, in the bar


def _first_round_ended(state: Any) -> bool:
    return bool(state.observation(0)["rounds"])


def test_the_log_button_stays_in_reach_over_the_round_summary(phone: Any, server: Server) -> None:
    """With the round's summary open on a phone, the Log button hid under it: Giulia could
    not look up what the others had done in the round the summary sums up."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=3, stop=_first_round_ended
    )
    in_language(phone, "it")
    # the summary still to be read, as the page keeps it across a reload (a page opened
    # as a bot ended the round raced it: the round's end came before or with the page)
    phone.add_init_script(f"localStorage.setItem('corsairs.summary.{table}.0', '1')")
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#round-summary", timeout=TIMEOUT)
    toggle = phone.locator("#log-toggle")
    assert toggle.is_visible()
    # The finger's point: the button itself, not something over it (waited for, as the
    # dialog settles in; it never was, before).
    phone.wait_for_function(
        "() => { const r = document.querySelector('#log-toggle').getBoundingClientRect();"
        " return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)"
        "?.closest('#log-toggle') !== null; }",
        timeout=5000,
    )
    box = toggle.bounding_box()
    summary = phone.locator("#round-summary").bounding_box()
    assert summary["y"] >= box["y"] + box["height"]  # the dialog opens below the bar
    toggle.tap()
    phone.wait_for_selector("#log.open", timeout=5000)
    phone.locator("#log .log-close").tap()
    phone.locator("#summary-continue").tap()
    phone.wait_for_selector("#round-summary", state="detached", timeout=5000)


def test_every_line_refused_as_too_fast_comes_back_to_the_input(
    phone: Any, tablet: Any, server: Server
) -> None:
    """Giulia wrote eight short lines in a row; the table takes five in ten seconds, and of
    the three refused only the last came back to her input: the other two were lost. Mid-game
    (the log fills the drawer, the talk at its foot), the refusal's toast lay over the field
    it gives the lines back to, and over Send."""
    table, tokens = stored_table(
        server.db,
        "corsairs",
        ["human", "human", "greedy"],
        seed=5,
        moves=30,
        names=["Giulia", "Luc", "Bot"],
    )
    in_language(phone, "it")
    in_language(tablet, "fr")
    tablet.goto(f"{server.url}/table/{table}#token={tokens[1]}")
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.locator("#log-toggle").tap(timeout=TIMEOUT)
    phone.wait_for_selector("#talk-input", state="visible")
    # sent in one go, before the first answer comes (as a quick thumb does on a slow line)
    phone.evaluate("""() => { const input = document.querySelector('#talk-input');
      for (let n = 1; n <= 8; n++) { input.value = `riga ${n}`;
        document.querySelector('#talk-form').requestSubmit(); } }""")
    phone.wait_for_function(
        "() => document.querySelector('#talk-input').value === 'riga 6 riga 7 riga 8'",
        timeout=TIMEOUT,
    )
    phone.wait_for_selector("#toast:has-text('troppo in fretta')", timeout=TIMEOUT)
    told, field = (phone.locator(sel).bounding_box() for sel in ("#toast", "#talk-form"))
    assert told and field
    assert told["y"] + told["height"] <= field["y"] or told["y"] >= field["y"] + field["height"], (
        told,
        field,
    )
    # Luc's tablet got the five the table took (its log is a closed drawer there)
    tablet.wait_for_selector("#talk-lines li[data-n='4']", state="attached", timeout=TIMEOUT)
    assert tablet.locator("#talk-lines li").all_text_contents()[-1] == "Giulia\u00a0: riga 5"
    # given back together, they go as one line once the pace allows
    phone.evaluate("""() => {
      document.querySelector('#talk-input').value = 'x'.repeat(120) + ' ' + 'y'.repeat(100);
      document.querySelector('#talk-form').requestSubmit(); }""")
    phone.wait_for_selector("#toast:has-text('al massimo 200 caratteri')", timeout=5000)
    assert phone.input_value("#talk-input") == "x" * 120 + " " + "y" * 100


# Each seat's heading: does its first line of text begin beside the online dot?
DOT_BESIDE_NAME = """() => [...document.querySelectorAll('.seat h3')].map((h3) => {
  const dot = h3.querySelector('.dot').getBoundingClientRect();
  const text = [...h3.childNodes].find((n) => n.nodeType === 3 && n.textContent.trim());
  const range = document.createRange();
  range.selectNodeContents(text);
  const first = range.getClientRects()[0];
  const middle = (dot.top + dot.bottom) / 2;
  return middle >= first.top && middle <= first.bottom && first.left > dot.right;
})"""


@pytest.mark.parametrize(
    ("game", "seats"),
    [("piratatak", ["human", "greedy"]), ("corsairs", ["human", "greedy", "greedy", "greedy"])],
)
def test_a_long_bot_name_stays_beside_its_online_dot_on_a_tablet(
    tablet: Any, server: Server, game: str, seats: list[str]
) -> None:
    """Luc's tablet at game over: the bot's dot sat alone on a line, "Capitaine Barberousse
    le Terrible" on two lines below it and its ★ on a fourth, in a third of the row."""
    names = ["Luc"] + ["Capitaine Barberousse le Terrible"] * (len(seats) - 1)
    table, tokens = stored_table(server.db, game, seats, seed=4, names=names)
    in_language(tablet, "fr")
    tablet.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    tablet.wait_for_selector(".seat h3 .dot", timeout=TIMEOUT)
    assert all(tablet.evaluate(DOT_BESIDE_NAME))


def test_the_cards_a_finger_picks_on_a_phone_are_44_px_wide(phone: Any, server: Server) -> None:
    """Giulia's hand and the pier's first card were 40 px wide, two pixels apart: her taps
    took the neighbouring card. Every other tap target is 44 px at least."""
    table, tokens = stored_table(
        server.db, "corsairs", ["human", "greedy", "greedy"], seed=3, stop=my_turn("draw")
    )
    in_language(phone, "it")
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#draw-pier", timeout=TIMEOUT)
    boxes = phone.evaluate(
        "() => [...document.querySelectorAll('#hand .card, #draw-pier')].map((c) => {"
        " const r = c.getBoundingClientRect(); return [r.width, r.height]; })"
    )
    assert len(boxes) > 10
    assert all(w >= 44 and h >= 44 for w, h in boxes), boxes
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390


def test_the_news_of_a_new_game_is_not_in_a_warnings_red(tablet: Any, server: Server) -> None:
    """Giulia pressed Play again; Luc's tablet said so in the dark red of "You must set
    sail" and of errors, and he took the invitation for a fault."""
    from corsairs.server.store import Store

    table, tokens = stored_table(
        server.db, "corsairs", ["human", "human", "greedy"], seed=3, names=["Giulia", "Luc", "Bot"]
    )
    again, _ = stored_table(server.db, "corsairs", ["human", "human", "greedy"], moves=0)
    store = Store(server.db)
    try:
        store.set_again(table, again)
    finally:
        store.close()
    in_language(tablet, "fr")
    tablet.goto(f"{server.url}/table/{table}#token={tokens[1]}")
    news = tablet.locator("#again-news")
    news.wait_for(timeout=TIMEOUT)
    # Retried: the page may draw the banner again just after it first shows.
    expect(news).to_have_css("background-color", "rgb(49, 87, 107)")


def test_the_round_summary_shows_the_penalty_column_on_a_tablet(
    tablet: Any, server: Server
) -> None:
    """Mama's tablet, in German, at the round's summary: the last column, the penalty cards
    each player now has, lay past the dialog's edge ("Strafpun"), to be found by scrolling
    sideways; the headers' long words ("Angegriffene Karten", "Strafpunkte") made the table
    36 px wider than the dialog."""
    names = ["Mama", "Papa", "Gemütlicher Bot 3", "Anfänger-Bot 4"]
    seats = ["human", "greedy", "greedy", "greedy"]
    table, tokens = stored_table(
        server.db, "corsairs", seats, seed=3, stop=_first_round_ended, names=names
    )
    in_language(tablet, "de")
    tablet.add_init_script(f"localStorage.setItem('corsairs.summary.{table}.0', '1')")
    tablet.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    tablet.wait_for_selector("#round-summary table", timeout=TIMEOUT)
    wide = tablet.evaluate(
        "() => { const box = document.querySelector('#round-summary .scroll-x');"
        " return [box.scrollWidth, box.clientWidth]; }"
    )
    assert wide[0] <= wide[1], wide
