"""The companion page in Debian's Chromium on a 390x844 touch screen, against a real server.

A whole 3-player game from the lobby link to the end at 45 (an annulled round, closers
sent under and not, an opponent's sweep), the same page offline after the first load,
bad input refused with the reason, and axe-core without serious violations.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1] / "e2e"))  # the browser tests' server helper

from e2e_helpers import CHROMIUM, Server, large_text
from scenario import (
    PHONE,
    PLAYERS,
    ROUNDS,
    engine_round,
    enter_cards,
    enter_hands,
    entered,
    set_up,
    start_round,
    to_settlement,
)

if not Path(CHROMIUM).exists():
    pytest.skip(
        "Debian's chromium (or chromium-headless-shell) is not installed", allow_module_level=True
    )
pytest.importorskip("playwright")


def no_serious_violations(page: Any) -> None:
    from test_accessibility import axe_violations  # axe-core injected once per document

    found = axe_violations(page)
    serious = [
        (v["id"], v["help"], len(v["nodes"]))
        for v in found
        if v["impact"] in ("serious", "critical")
    ]
    assert not serious, serious


def contrast(a: str, b: str) -> float:
    """The contrast ratio of two CSS colours given as ``rgb(r, g, b)``."""

    def luminance(rgb: str) -> float:
        channels = [float(x) / 255 for x in rgb[rgb.index("(") + 1 : -1].split(",")[:3]]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def penalties(page: Any) -> list[int]:
    return [int(page.text_content(f".score td.pen[data-seat='{s}']") or "") for s in range(3)]


# From the end of the closer's name to the " · " after it in the crew's heading, in px.
CREW_HEADING_GAP = """() => { const h = document.querySelector('.panel.closer h2');
  const name = document.createRange(); name.selectNodeContents(h.firstChild);
  return h.querySelector('.sep').getBoundingClientRect().left
    - name.getBoundingClientRect().right; }"""


def test_a_whole_game_from_the_lobby_to_45(server: Server, phone: Any) -> None:
    page = phone
    page.goto(server.url + "/")
    link = page.text_content("#companion-link") or ""
    assert "Corsairs" in link, f"the lobby's link names the game: {link!r}"
    page.click("#companion-link")
    page.wait_for_url("**/companion/")
    # a Piratatak table opening the page is told its game needs none
    assert "Piratatak has no points" in (page.text_content("#piratatak-lead") or "")
    no_serious_violations(page)
    set_up(page)
    assert "Anna deals" in page.text_content("#status")
    # each step's button goes with its view: the focus goes to the new view's lead (it fell
    # to the page's top, where a screen reader said nothing and Enter did nothing), and a
    # control drawn anew keeps it; the dealer's badge is a word of its own ("Annadealer")
    assert page.evaluate("document.activeElement.id") == "status"
    assert 'rowheader "Anna dealer"' in page.locator(".score").aria_snapshot()
    # the total is said once, with what its marks mean (twice, and the marks not at all)
    said = page.locator("section:has(.score)").aria_snapshot()
    assert said.count(page.text_content("#total") or "?") == 1 and "45: game over" in said, said
    page.click("#enter-round")
    assert page.evaluate("document.activeElement.id") == "pier-h"
    page.click("[data-colour=red]")
    assert page.evaluate("document.activeElement.dataset.colour") == "red"
    page.click("#cancel")

    # Round 1 is annulled: no penalties, the deal passes on; undo takes it back, nothing else.
    page.click("#enter-round")
    page.once("dialog", lambda d: d.accept())  # recording an annulled round asks first
    page.click("#annul")
    assert "Round 2" in page.text_content("#status") and "Bruno deals" in page.text_content(
        "#status"
    )
    page.click("#undo")
    assert "Round 1" in page.text_content("#status") and "Anna deals" in page.text_content(
        "#status"
    )
    page.click("#enter-round")
    page.once("dialog", lambda d: d.accept())  # recording an annulled round asks first
    page.click("#annul")

    before = [0, 0, 0]
    for number, r in enumerate(ROUNDS, start=2):
        lay, result = engine_round(r, before)
        dealer = PLAYERS[(number - 1) % 3]
        assert f"Round {number}" in page.text_content("#status")
        if not page.locator("#status.over").count():
            assert f"{dealer} deals" in page.text_content("#status")
        start_round(page, r)

        def check(seat: int, r: Any = r, lay: Any = lay, number: int = number) -> None:
            if number == 4 and seat == r.closer:  # the phone slept mid-round: reloaded
                page.reload()
                page.wait_for_selector(f"#limit-{seat}")
            # The page's best division is the engine's: same limit and stowaways.
            assert int(page.text_content(f"#limit-{seat}") or "") == lay[seat].limit
            stowed = page.locator("[data-group=stowaways] [data-card]").evaluate_all(
                "els => els.map(e => e.dataset.card)"
            )
            assert sorted(stowed) == sorted(lay[seat].to_dict()["stowaways"])
            if number == 2 and seat == 0:
                no_serious_violations(page)  # an opponent's hand with the closer's crew shown
                # the closer's crew heading reads as one line, "Carla's crew · limit 10": its
                # " · " stood alone in the middle of the phone's width, the limit at the right
                assert page.evaluate(CREW_HEADING_GAP) < 16

        def onward(seat: int, r: Any = r) -> None:
            # each Next goes on to the next hand's heading, saying whose it is (from one
            # opponent's hand to the next the focus stayed on Next, the new hand unsaid),
            # and to the settlement's line (the focus fell to the page's body)
            ahead = "#hand-h" if seat != (r.closer - 1) % 3 else "#app > .status"
            assert page.evaluate(f"document.activeElement.matches('{ahead}')"), (seat, ahead)

        enter_hands(page, r, check, onward)
        if number == 3:  # the phone locked on the settlement, woken, the page reloaded
            page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
            page.reload()
            page.wait_for_selector("#save-round")
        verdict = page.text_content("#verdict") or ""
        closer = PLAYERS[r.closer]
        if result.sent_under_by:
            names = " and ".join(PLAYERS[s] for s in result.sent_under_by)  # 3 seats: ≤ 2
            assert f"{names} sent {closer} under" in verdict
            for s in set(result.sent_under_by) - set(result.sweepers):  # (a sweep says so)
                # The badge names who went under: "sent under" alone read as if this
                # player had been.
                badge = page.locator(f".seat-result[data-seat='{s}'] .badge").inner_text()
                assert badge == f"sent {closer} under", badge
        else:
            assert f"Nobody sent {closer} under" in verdict
        if number == 2:
            no_serious_violations(page)
        page.click("#save-round")
        assert penalties(page) == list(result.penalties)
        before = list(result.penalties)
        total = sum(before)
        if number == 2:
            assert result.sent_under_by == (0,) and total < 35  # the closer Carla went under
        if number == 3:
            assert not result.sent_under_by and 35 <= total < 45
            assert "Last round" in page.text_content("#status")
        if number == 4:
            assert result.sweepers == (2,) and total >= 45
    # The end: past 45, in the last round, and Carla swept: she wins with 20 penalty cards.
    assert "Game over" in page.text_content("#status")
    assert "Winner: Carla" in page.text_content("#status")
    assert page.locator("#enter-round").count() == 0
    # the next game, the table's next step, is first under the result, on the phone's screen:
    # it was the last of the buttons under the rounds' list, below it
    box = page.locator("#new-game").bounding_box()
    assert box and box["y"] + box["height"] <= PHONE["viewport"]["height"], box
    assert f"All penalty cards: {sum(before)}" in page.text_content("#total")
    no_serious_violations(page)
    # the winner's ★ is not read out ("black star"), the rounds' lines are parted by
    # commas for the ear (the " · " was read "middle dot", or skipped: "Anna +8 Bruno +0")
    board = page.locator(".score").aria_snapshot()
    assert 'rowheader "Carla winner"' in board, board
    heard = page.locator("#app").aria_snapshot()
    assert "·" not in heard and "Anna +" in heard, heard

    # The scores shared as a text the friends can read (a JSON file was the only way out)
    page.evaluate("() => { navigator.share = async (d) => { window.shared = d.text; }; }")
    page.click("#share")
    shared = page.wait_for_function("() => window.shared").json_value()
    assert shared.startswith("Corsairs — Game over — Winner: Carla\n"), shared
    assert f"Carla {before[2]}" in shared and "Round 1: annulled" in shared, shared

    # Kept on the phone: a reload shows the same game; the export holds every round.
    page.reload()
    assert penalties(page) == before
    with page.expect_download() as download:
        page.click("#export")
    data = json.loads(Path(download.value.path()).read_text())
    assert (
        data["players"] == PLAYERS
        and len(data["rounds"]) == 4
        and data["rounds"][0] == {"annulled": True}
    )
    assert data["rounds"][3]["hands"][2]["stowaways"] == []

    # No room on the phone for it among the past games: New game asks before going on
    # without keeping it, and No changes nothing (nothing is dropped to make room)
    page.evaluate(NO_ROOM_FOR_PAST)
    answers, asked = iter([True, False]), []

    def answer(dialog: Any) -> None:
        asked.append(dialog.message)
        dialog.accept() if next(answers) else dialog.dismiss()

    page.on("dialog", answer)
    page.click("#new-game")
    page.remove_listener("dialog", answer)
    assert len(asked) == 2 and "no room left" in asked[1], asked
    assert page.locator("#status.over").count() == 1 and penalties(page) == before
    page.evaluate("() => { Storage.prototype.setItem = window.realSetItem; }")
    # A new game, then the export imported back: the same standings. A bad file changes nothing.
    page.once("dialog", lambda d: d.accept())
    page.click("#new-game")
    # the finished game is kept among the past games (New game threw it away): dated, its
    # players and winner listed; opened, as it ended, with nothing to change; deleted on ask
    page.click("#past-games")
    line = page.text_content(".past-game") or ""
    assert "Anna, Bruno, and Carla" in line and "Winner: Carla" in line, line
    page.click(".past-game")
    assert "Winner: Carla" in (page.text_content("#past-status") or "")
    assert penalties(page) == before
    assert page.locator("#undo, [data-correct], #enter-round, #new-game").count() == 0
    page.once("dialog", lambda d: d.accept())
    page.click("#past-delete")
    page.wait_for_selector("#past-h")  # back on the list, now empty, and said
    assert "No past games" in (page.text_content("#past-lead") or "")
    assert "is deleted" in (page.text_content("#alert") or "")
    page.go_back()  # the phone's Back: to the set-up, not out of the page
    page.wait_for_selector("#start")
    assert page.locator("#past-games").count() == 0
    bad = Path(download.value.path()).with_suffix(".bad.json")
    bad.write_text(json.dumps({**data, "players": ["Anna", "Anna"]}))
    page.set_input_files("#import-file", str(bad))
    # The file is read asynchronously: wait for the page's verdict, not a fixed moment.
    page.wait_for_function("() => (document.getElementById('alert').textContent || '').length > 0")
    assert "not a game exported by this page" in page.text_content("#alert")
    assert page.locator("#start").count() == 1
    # a round whose recorded hands disagree with its stowaways is named, nothing imported
    edited = json.loads(json.dumps(data))
    edited["rounds"][1]["hands"][0]["stowaways"].append("K11")
    lying = bad.with_suffix(".hands.json")  # another file: the same one fires no change
    lying.write_text(json.dumps(edited))
    page.evaluate("() => { document.getElementById('alert').textContent = ''; }")
    page.set_input_files("#import-file", str(lying))
    page.wait_for_function("() => (document.getElementById('alert').textContent || '').length > 0")
    assert "Round 2 of this file cannot have been played" in page.text_content("#alert")
    assert page.locator("#start").count() == 1
    page.set_input_files("#import-file", download.value.path())
    page.wait_for_selector("#status.over")
    assert penalties(page) == before


def test_bad_input_is_refused_with_the_reason_and_nothing_is_lost(
    server: Server, phone: Any
) -> None:
    page = phone
    page.goto(server.url + "/companion/")
    set_up(page)
    r = ROUNDS[0]  # pier blue, Carla sets sail
    start_round(page, r)
    # with a phone's larger text (150%) the colours ran past the panel's edge ("verde",
    # "grigio" cut off): they take fewer columns; at 200% the numbers past the screen's
    for px in (24, 32):
        large_text(page, px)
        out = page.evaluate(PAST_THE_EDGE)
        assert not out, (px, out)
    # and the title bar, four lines high at 200%, no longer stays stuck over the round
    bar = page.evaluate(
        "() => { const b = document.querySelector('.topbar');"
        " return [getComputedStyle(b).position, b.offsetHeight / innerHeight]; }"
    )
    assert bar[0] != "sticky" or bar[1] < 0.15, bar
    large_text(page, 16)
    # by keyboard the colours and the numbers are a Tab stop each, the arrow keys along them:
    # a card took up to 30 Tab presses, past every colour and number
    focused = "() => [document.activeElement.dataset.colour, document.activeElement.dataset.card]"
    page.focus("#hand-h")
    page.keyboard.press("Tab")
    assert page.evaluate(focused) == ["red", None]
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")  # orange
    page.keyboard.press("Tab")
    assert page.evaluate(focused) == [None, "O1"]
    page.keyboard.press("End")
    page.keyboard.press("Enter")
    assert page.evaluate(focused) == [None, "O11"]  # kept on it, drawn anew
    # the focus ring stands out from the page (3:1, WCAG 1.4.11): amber on sand was 1.5:1,
    # and the same amber as an orange card's border
    ring, ground = page.evaluate(
        "() => [getComputedStyle(document.activeElement).outlineColor,"
        " getComputedStyle(document.body).backgroundColor]"
    )
    assert contrast(ring, ground) >= 3, (ring, ground)
    assert page.locator(".hand [data-card=O11]").count() == 1
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(focused) == ["orange", None]
    page.click(".hand [data-card=O11]")  # taken out again
    carla = r.hands[2]
    enter_cards(page, carla)
    alert = page.locator("#alert")

    page.click(".swatches.compact [data-colour=violet]")
    page.click(".numbers [data-card=V7]")  # entered twice
    assert "Violet 7 is already in this hand" in alert.text_content()
    page.click(".numbers [data-card=V8]")  # a thirteenth card
    assert "A hand has 12 cards" in alert.text_content()
    assert page.text_content("#count") == "12 of 12 cards"
    limit = page.text_content("#limit-2")

    # A crew of three colours: orange 9 cannot join the red and yellow crew.
    page.click("[data-group=stowaways] [data-card=O9]")
    page.click("#to-crew")
    assert "A crew has at most two colours" in alert.text_content()
    assert page.text_content("#limit-2") == limit
    # A legal adjustment is taken: yellow 5 back to the stowaways raises the limit by 5.
    page.click("[data-group=crew] [data-card=Y5]")
    page.click("#to-stow")
    assert int(page.text_content("#limit-2") or "") == int(limit or "") + 5
    page.click("#best")
    assert page.text_content("#limit-2") == limit
    page.click("#next")

    # Anna: a card already in Carla's hand, then an impossible attachment.
    page.click(".swatches.compact [data-colour=red]")
    page.click(".numbers [data-card=R9]")
    assert "Red 9 is already in the hand of Carla" in alert.text_content()
    enter_cards(page, r.hands[0])
    page.click("[data-group=stowaways] [data-card=O1]")
    page.click("#to-attach")
    assert (
        "Only cards of the closer's crew colours can be attached: red and yellow"
        in alert.text_content()
    )
    assert page.locator("[data-group=attached] [data-card]").count() == 0
    page.click("[data-group=stowaways] [data-card=R1]")
    page.click("#to-attach")  # red 1 may be attached: the crew has no 1
    assert page.locator("[data-group=attached] [data-card=R1]").count() == 1

    # Nothing lost: the round in progress survives a reload, hand and adjustment included.
    page.reload()
    assert page.text_content("#count") == "12 of 12 cards"
    assert page.locator("[data-group=attached] [data-card=R1]").count() == 1
    page.click("#next")
    page.click("#next")
    assert "Cards of" not in (alert.text_content() or "")
    assert "Enter all 12 cards first (0 so far)" in alert.text_content()

    # A message on screen follows the language switched to ("d'Anna": French elides).
    page.click(".swatches.compact [data-colour=orange]")
    page.click(".numbers [data-card=O1]")  # Anna's
    assert "Orange 1 is already in the hand of Anna" in alert.text_content()
    page.select_option("#lang", "fr")
    assert "Le 1 orange est déjà dans la main d'Anna" in alert.text_content()
    page.select_option("#lang", "en")
    assert "Orange 1 is already in the hand of Anna" in alert.text_content()
    # Back to Anna's hand: its picker opens on the first colour, as Next opens one, not on
    # the orange tapped in Bruno's
    page.click("#back")
    assert page.get_attribute(".swatches.compact [aria-pressed=true]", "data-colour") == "red"


def test_it_works_offline_after_the_first_load(server: Server, browser: Any) -> None:
    ctx = browser.new_context(**PHONE)
    ctx.set_default_timeout(5000)
    page = ctx.new_page()
    try:
        page.goto(server.url + "/companion/")
        # The service worker takes control of the page once it has stored the files.
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=15000)
        ctx.set_offline(True)
        page.reload()
        # what the page links to opens offline too (both gave the browser's offline error):
        # the rules, kept by the worker and shown on a screen of the page that Back leaves,
        # and the lobby, which needs the site, says so
        page.click("#rules-link")
        page.wait_for_selector(".rules h3")
        rules = page.text_content(".rules") or ""
        assert "Scoring" in rules and "Playing here" not in rules, rules
        page.go_back()
        # rules not kept (the German ones, as on a phone that kept the page before the rules
        # were kept) are said to need a connection, and asked for again once it is back
        page.evaluate(DROP_KEPT, "de")
        page.select_option("#lang", "de")
        page.click("#rules-link")
        page.wait_for_selector("#rules-missing:has-text('keine Verbindung')")
        ctx.set_offline(False)
        page.go_back()
        page.click("#rules-link")
        page.wait_for_selector(".rules h3:has-text('Abrechnung')")
        ctx.set_offline(True)
        page.go_back()
        page.select_option("#lang", "en")
        page.click("#lobby-link")
        page.wait_for_selector("#alert:not([hidden])")
        assert "needs a connection" in (page.text_content("#alert") or "")
        assert page.url.endswith("/companion/")
        set_up(page)
        assert "Anna deals" in (page.text_content("#status") or "")
        # it says it works offline: it asked to be added to the home screen "to use it
        # without a network" when it already did, and asked the installed app all the same
        note = page.locator("#footnote")
        assert "Works offline" in (note.text_content() or ""), note.text_content()
        # the hands as tapping them in stores them (the whole game above taps every card)
        r = ROUNDS[0]
        _, result = engine_round(r, [0, 0, 0])
        entered(page, server.url, r)
        to_settlement(page)
        page.click("#save-round")
        assert penalties(page) == list(result.penalties)
        page.add_init_script(  # opened from the home screen, as an installed app
            "const mm = window.matchMedia; window.matchMedia = (q) =>"
            " (q.includes('standalone') ? { matches: true } : mm.call(window, q));"
        )
        page.reload()  # the installed app opens at /companion/, its start address
        assert penalties(page) == list(result.penalties)
        said = note.text_content() or ""
        assert "Works offline" in said and "home screen" not in said, said
    finally:
        ctx.close()


NO_ROOM_FOR_PAST = """() => { const set = window.realSetItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === "corsairs.companion.archive") throw new DOMException("full", "QuotaExceededError");
    return set.call(this, key, value); }; }"""
"""The phone's storage full for the past games (and only them)."""


DROP_KEPT = """async (lang) => { for (const k of await caches.keys())
  await (await caches.open(k)).delete(new URL(`../rules/${lang}`, location.href).href); }"""
"""Take the rules in ``lang`` out of what the service worker keeps."""


PAST_THE_EDGE = """() => [...document.querySelectorAll('.swatch, .num-btn')].filter((b) => {
  const r = b.getBoundingClientRect(), panel = b.closest('.panel').getBoundingClientRect();
  return r.right > Math.min(panel.right, innerWidth) + 0.5; }).map((b) => b.textContent)"""
"""The colours' and numbers' buttons that lie past their panel's edge, or the screen's."""


LABEL_LINES = """() => [...document.querySelectorAll('.name-row label')].map((label) => {
  const range = document.createRange();
  range.selectNodeContents(label);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
})"""


def test_four_languages(server: Server, phone: Any) -> None:
    page = phone
    page.goto(server.url + "/companion/")
    assert page.evaluate("import('./i18n.js').then(m => m.missingKeys())") == []
    # the reader's larger text (a browser's font size) makes the page's words larger, not
    # its headings alone (its words were 16 px whatever the reader chose)
    large_text(page, 24)
    size = "getComputedStyle(document.querySelector('.name-row label')).fontSize"
    assert page.evaluate(size) == "24px", page.evaluate(size)
    # at 200% a name field was a sliver beside its label and the remove button, and the
    # first dealer's list ran past the screen's edge
    large_text(page, 32)
    room = page.evaluate(
        "() => [document.getElementById('name-0').offsetWidth / innerWidth,"
        " document.documentElement.scrollWidth <= innerWidth]"
    )
    assert room[0] > 0.4 and room[1], room
    large_text(page, 16)
    for lang, start in (
        ("fr", "Commencer la partie"),
        ("it", "Inizia la partita"),
        ("de", "Spiel beginnen"),
    ):
        page.select_option("#lang", lang)
        assert page.text_content("#start") == start
        assert page.evaluate("document.documentElement.lang") == lang
        # the rules, in the page's language (the page named no rules anywhere)
        assert page.get_attribute("#rules-link", "href") == f"../rules/{lang}#corsairs"
        # a player's label keeps its number on a phone: Italian's "Giocatore / 1" wrapped its
        # number under the word, beside the name field
        assert page.evaluate(LABEL_LINES) == [1, 1, 1], f"a label wraps its number in {lang}"
    # A phone that refuses to store (private mode, storage full) says so in its language,
    # with what to do, on every screen; "Saved on this device" was said all the same.
    page.evaluate(
        """() => { window.realSetItem = Storage.prototype.setItem;
        Storage.prototype.setItem = () => {
          throw new DOMException("full", "QuotaExceededError"); }; }"""
    )
    set_up(page)
    banner = page.locator("#storage")
    assert "Nicht gespeichert" in (banner.text_content() or "") and banner.is_visible()
    assert "Auf diesem Gerät gespeichert" not in (page.text_content("main") or "")
    page.select_option("#lang", "fr")  # the language changes all the same, and the banner
    assert "Pas enregistré" in (banner.text_content() or "")
    page.select_option("#lang", "de")
    page.evaluate("() => { Storage.prototype.setItem = window.realSetItem; }")
    page.click("#enter-round")  # stored again: the game too, and said
    assert "Wieder auf diesem Gerät gespeichert" in (banner.text_content() or "")
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('corsairs.companion.game'))")
    assert stored["players"] == PLAYERS
    assert "Molenfarbe" in (page.text_content("main") or "")


def test_a_page_left_open_catches_up_with_what_another_page_of_the_phone_saved(
    server: Server, phone: Any
) -> None:
    """The scorekeeper's phone had the page open twice (a tab left under the installed app's
    window, the lobby's link tapped again): the page left behind, woken, kept the game as it
    had been, and a round recorded there overwrote the rounds the other page had saved."""
    page = phone
    entered(page, server.url, ROUNDS[0])
    to_settlement(page)
    other = page.context.new_page()
    other.goto(server.url + "/companion/")
    other.wait_for_selector("#save-round")
    page.click("#save-round")
    # the page left open follows at once: round 2 to enter, and why the page changed
    other.wait_for_selector("#enter-round")
    assert "Round 2" in (other.text_content("#status") or "")
    assert "changed in another tab or window" in (other.text_content("#alert") or "")
    # a page that heard nothing (kept asleep by the browser while another page entered a
    # round: a page hears no storage event of its own writes, so it makes the change here)
    # catches up when it is shown again
    other.evaluate(
        """localStorage.setItem('corsairs.companion.draft', JSON.stringify(
             { step: 'start', closer: null, pier: null, hands: {}, divisions: {} }))"""
    )
    assert other.locator("#enter-round").count() == 1
    other.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    other.wait_for_selector("#pier-h")
    other.close()
