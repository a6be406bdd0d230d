"""Invites in the browser (issues 18/19): the table waits for the invited friend, shows the
deal's commitment, the creator can start now, and a used invite link no longer plays."""

from __future__ import annotations

from typing import Any

from e2e_helpers import INFO, Server, goto_anew, in_language, shot, stored_table
from playwright.sync_api import expect
from test_browser import TIMEOUT, create_from_lobby

REFUSE_STORAGE = """for (const name of ["localStorage", "sessionStorage"])
  Object.defineProperty(window, name, { configurable: true,
    get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });"""
"""A browser that refuses to store: reaching its storage throws, as Chromium's does when
the site's data is blocked."""


ROWS_FILLED = """() => {
  const form = document.querySelector('#joined-note form');
  const right = form.getBoundingClientRect().right;
  const rows = {};
  for (const e of form.children) {
    const r = e.getBoundingClientRect();
    if (e.classList.contains('sr-only') || !r.width) continue;
    rows[Math.round(r.top)] = Math.max(rows[Math.round(r.top)] ?? 0, r.right);
  }
  return Object.entries(rows).filter(([, end]) => right - end > 2);
}"""
"""The rows of the arrival note's form that end short of its right edge (a button alone)."""


def test_waiting_table_then_start_now_and_a_used_invite(browser: Any, server: Server) -> None:
    """Both pages learn the new seating from the server's state, without a reload: the
    claimed seat joins, and on "Start now" the unclaimed seat is a bot, named as one. The
    used link, opened elsewhere, only watches."""
    host, friend, other = (browser.new_context() for _ in range(3))
    # the creator's and the friend's browsers refuse to store (private browsing, site data
    # blocked): the creator's page stopped just after the server had made the table
    for ctx in (host, friend):
        ctx.add_init_script(REFUSE_STORAGE)
    # the creator's tablet has a share sheet (this Chromium has none): what it is handed
    host.add_init_script(
        "Object.defineProperty(navigator, 'share', { configurable: true,"
        " value: async (data) => { window.shared = data; } })"
    )
    try:
        a = host.new_page()
        create_from_lobby(a, server, "corsairs", ["me", "human", "human"])
        a.wait_for_selector("#waiting #start-now", timeout=TIMEOUT)
        # the keyboard starts where the creator acts while the table waits: at the invite
        # links (it started on the turn line, below them)
        assert a.evaluate("document.activeElement.closest('#invites') !== null")
        a.keyboard.press("Tab")
        assert a.evaluate("document.activeElement.closest('#invites') !== null")
        said = a.locator("#storage").inner_text()
        assert "does not store" in said and "“Start now” and the invite links" in said, said
        assert a.locator("#storage").evaluate("e => getComputedStyle(e).backgroundColor") == INFO
        assert len(a.locator("#commitment").inner_text()) == 64
        assert a.locator("[data-joined='1']").inner_text() == "not joined yet"
        # home and back within the page: a new page load would lose the creator's token
        a.click(".brand")
        a.wait_for_selector(".tables-list li", timeout=TIMEOUT)
        assert "keeps your tables only while" in a.locator("#storage").inner_text()
        a.click(".tables-list li a:has-text('Open')")
        a.wait_for_selector("#waiting #start-now", timeout=TIMEOUT)
        link = a.locator(".invite[data-invite='1']").inner_text()
        # sent by the tablet's share sheet: the family had copied it, then looked for where
        # to paste it to reach the phone beside the tablet
        a.click(".share[data-share='1']")
        a.wait_for_function("() => window.shared !== undefined")
        shared = a.evaluate("window.shared")
        assert shared == {"text": "A seat for you at my game of Corsairs:", "url": link}, shared
        # or shown as a QR code for the phone beside the tablet: large, named, Escape closes it
        a.click(".qr[data-qr='1']")
        a.wait_for_function("() => document.querySelector('#qr-code')?.naturalWidth > 0")
        assert a.locator("#qr-title").inner_text() == "Invite link for Player 2"
        assert (
            a.locator("#qr-code").get_attribute("alt") == "QR code of the invite link for Player 2"
        )
        assert a.locator("#qr-code").bounding_box()["width"] >= 250  # scanned from a tablet
        a.keyboard.press("Escape")
        expect(a.locator("#qr-overlay")).to_have_count(0)
        assert a.evaluate("document.activeElement.dataset.qr") == "1"  # back where it was
        a.click(".qr[data-qr='1']")  # shown again, it goes once the friend has scanned it
        a.wait_for_selector("#qr-code")
        b = friend.new_page()
        b.goto(link)  # the friend claims seat 1 and gets a seat token of their own
        b.wait_for_selector("#hand .card", timeout=TIMEOUT)
        assert "#token=" in b.url
        assert "back to your seat" in b.locator("#storage").inner_text()
        assert "invite links" not in b.locator("#storage").inner_text()  # not the creator
        a.wait_for_selector("[data-joined='1']:has-text('joined')", timeout=TIMEOUT)
        expect(a.locator("#qr-overlay")).to_have_count(0)
        assert a.locator("#waiting").count() == 1  # seat 2 is still awaited
        shot(a, "invites-waiting")
        # the friend, seated at once, reads whose game of what and may give their own name
        # (seated as "Player 2", nothing said which game it was)
        note = b.locator("#joined-note")
        expect(note.locator("#join-invited")).to_have_text(
            "Player 1 invited you to a game of Corsairs. 3 players, no bots."
        )
        expect(note.locator("#join-as")).to_have_text("You play as Player 2.")
        # told as a person says it: the name field's label ("Your name at this table") is
        # read on reaching the field, not run into the note's sentences
        assert note.get_attribute("data-told") == (
            "Player 1 invited you to a game of Corsairs. 3 players, no bots. You play as Player 2."
        )
        # the keyboard starts at the note, above the table (it started on the turn line)
        b.wait_for_function(
            "() => document.activeElement.closest('#joined-note') !== null", timeout=3000
        )
        # spaces alone are no name: said, the note stays (it closed, "Player 2" kept
        # without a word); a pasted name over 40 characters is cut and said so
        b.fill("#join-name", "   ")
        b.click("#join-change")
        why = note.locator("#join-refused")
        expect(why).to_have_text(
            "Type the new name first (spaces alone are no name), or keep your name."
        )
        b.fill("#join-name", "")
        b.focus("#join-name")
        b.keyboard.insert_text("Giulia " * 30)
        expect(why).to_have_text("Names have at most 40 characters: yours was shortened.")
        assert b.locator("#join-name").input_value() == ("Giulia " * 6)[:40]
        b.fill("#join-name", "Giulia")
        b.click("#join-change")
        expect(note).to_have_count(0)
        # everyone's page shows the new name, the creator's invite panel too
        expect(b.locator("#toast")).to_have_text("You play as Giulia now.")
        # the focus, on the note's button, went where play is (it dropped to the page's
        # body: a keyboard's or a screen reader's place lost), and stays as the name comes
        a.wait_for_selector(".seat[data-seat='1'] h3:has-text('Giulia')", timeout=TIMEOUT)
        assert b.evaluate("document.activeElement.id") == "turn"
        a.wait_for_selector(".seat[data-seat='1'] h3:has-text('Giulia')", timeout=TIMEOUT)
        a.wait_for_selector("#invites [data-seat='1'] strong:has-text('Giulia')", timeout=TIMEOUT)
        # the friend is told who may start: "the table's creator" named no one they know
        for pg, hint in ((a, "You can also start now."), (b, "Player 1 can also start now.")):
            turn = pg.locator("#turn").inner_text()
            assert "Player 3" in turn and hint in turn, turn  # who is awaited, not whose turn
            assert "Giulia" not in turn and "Player 1" not in turn.replace(hint, ""), turn
            assert pg.locator(".seat .badge:has-text('to play')").count() == 0
        assert b.locator("#waiting #start-now").count() == 0  # only the creator starts
        a.click("#start-now")
        for pg in (a, b):
            pg.wait_for_selector(
                "[data-seat='2'] h3:has-text('Player 3 (Casual bot)')", timeout=TIMEOUT
            )
            pg.wait_for_selector("#waiting", state="detached", timeout=TIMEOUT)
            assert "Waiting for your friends" not in pg.locator("#turn").inner_text()
        a.select_option("#lang", "de")  # kept by the address: a reload lost it
        a.reload()  # the seat comes back by the address; the creator's token was the page's
        a.wait_for_selector("#hand .card", timeout=TIMEOUT)
        assert a.evaluate("[document.documentElement.lang, location.search]") == ["de", "?lang=de"]
        a.select_option("#lang", "en")
        assert "invite links" not in a.locator("#storage").inner_text()
        a.click("#storage-close")  # a phone's screen is short: read, it goes
        assert a.locator("#storage").is_hidden()
        c = other.new_page()  # the creator's copy of the used link, opened elsewhere
        c.goto(link)
        # said above the table for as long as the page watches (a toast went after 12 s,
        # and the page then watched "Waiting for Player 2" without a word why)
        c.wait_for_selector(
            "#link-note:has-text('Giulia has already used this invite link')", timeout=TIMEOUT
        )
        c.wait_for_selector("#turn", timeout=TIMEOUT)
        assert c.locator("#hand").count() == 0  # only a spectator
        # read out, by the table's news region (the banner's own, inserted with its words
        # in it, was not read by some screen readers)
        expect(c.locator("#table-news")).to_contain_text("Giulia has already used this")
    finally:
        for ctx in (host, friend, other):
            ctx.close()


def test_the_waiting_line_in_every_language(page: Any, server: Server) -> None:
    """Before the start the turn line says who is awaited, in each language."""
    create_from_lobby(page, server, "piratatak", ["me", "human"])
    page.wait_for_selector("#waiting", timeout=TIMEOUT)
    seen = set()
    for lang, awaited in (
        ("en", "Player 2"),
        ("fr", "Joueur 2"),
        ("it", "Giocatore 2"),
        ("de", "Spieler 2"),
    ):
        page.select_option("#lang", lang)
        page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
        page.wait_for_selector(f"#turn:has-text('{awaited}')", timeout=TIMEOUT)
        turn = page.locator("#turn").inner_text()
        assert page.locator("#waiting p").count() == 0  # said once, on the turn line
        seen.add(turn)
    assert len(seen) == 4


def test_a_lost_link_is_renewed_and_an_absent_friend_given_to_a_bot(
    browser: Any, server: Server
) -> None:
    """The creator makes a new link for the friend's seat (two presses: it asks first); the
    old link then says, in the friend's language, that it was replaced; the new one
    seats the friend. The friend leaves, and the creator gives the seat to a bot."""
    host, friend = browser.new_context(), browser.new_context()
    try:
        a = host.new_page()
        create_from_lobby(a, server, "corsairs", ["me", "human"])
        old = a.locator(".invite[data-invite='1']").inner_text()
        assert a.locator("#to-bot-1").count() == 1  # an awaited seat: a new link, or a bot
        a.click("#new-link-1")
        assert "old link stops working" in a.locator("#new-link-1").inner_text()
        a.click("#new-link-1")
        a.wait_for_selector(f".invite[data-invite='1']:not(:has-text('{old}'))", timeout=TIMEOUT)
        new = a.locator(".invite[data-invite='1']").inner_text()
        b = friend.new_page()
        in_language(b, "fr")
        b.goto(old)
        b.wait_for_selector("#link-note:has-text('a remplacé ce lien')", timeout=TIMEOUT)
        assert b.locator("#hand").count() == 0  # the old link only watches
        goto_anew(b, new)  # (the old link's page is at the table's address)
        b.wait_for_selector("#hand .card", timeout=TIMEOUT)
        # on a phone the note's two answers share their rows (the second went to a row of
        # its own, ragged: "Garder ce nom", "Tieni questo nome"), and the note waits for an
        # answer in a new tab too (kept by the tab, it was gone when the phone opened the
        # seat anew)
        b.set_viewport_size({"width": 390, "height": 844})
        b.wait_for_selector("#joined-note #join-keep", timeout=TIMEOUT)
        assert b.evaluate(ROWS_FILLED) == [], b.evaluate(ROWS_FILLED)
        again = friend.new_page()
        again.goto(b.url)
        again.wait_for_selector("#joined-note #join-keep", timeout=TIMEOUT)
        again.click("#join-keep")  # Keep: the focus goes where play is, as after a new name
        again.wait_for_selector("#joined-note", state="detached")
        assert again.evaluate("document.activeElement.closest('#table') !== null")
        again.close()
        a.wait_for_selector("[data-joined='1']:has-text('joined')", timeout=TIMEOUT)
        assert a.locator("#new-link-1").count() == 0 and a.locator("#to-bot-1").count() == 0
        seat_link = b.url
        b.close()  # the friend is away: now the seat can go to a bot
        a.wait_for_selector("#to-bot-1", timeout=TIMEOUT)
        # the panel says why the button is there ("joined" alone read as if at the table)
        assert a.locator("[data-joined='1']").inner_text() == "joined, away now"
        a.click("#to-bot-1")
        a.click("#to-bot-1")
        a.wait_for_selector("[data-seat='1'] h3:has-text('(Casual bot)')", timeout=TIMEOUT)
        a.wait_for_selector("[data-joined='1']:has-text('a bot plays')", timeout=TIMEOUT)
        shot(a, "invites-seat-to-bot")
        back = friend.new_page()  # the friend comes back: told why a bot plays, and watches
        back.goto(seat_link)
        back.wait_for_selector("#seat-replaced:has-text('Votre place a été donnée à un robot')")
        # the keyboard starts at the way back to the seat (it started on the turn line below)
        back.wait_for_function("() => document.activeElement.id === 'take-back'", timeout=5000)
        assert back.locator("#hand").count() == 0
        # said once, above the table where the friend looks first (it was said twice: in a
        # toast, and in a banner under the table, out of sight on a phone)
        said = back.locator("#seat-replaced").bounding_box()
        assert said and said["y"] + said["height"] <= back.locator("#table").bounding_box()["y"]
        assert not back.locator("#toast").is_visible()
        # the creator ends the table (the host's way out of a table gone wrong: it was the
        # API's alone, with a token from the browser's storage), asked first; the friend's
        # page says the table is gone
        a.click("#end-table")
        assert "The game ends for everyone" in a.locator("#end-table").inner_text()
        a.click("#end-table")
        a.wait_for_selector("#create", timeout=TIMEOUT)  # back at the lobby
        back.wait_for_selector("#lost", timeout=TIMEOUT)
    finally:
        host.close()
        friend.close()


def test_a_friend_whose_seat_a_bot_took_is_not_told_the_new_game_has_the_same_players(
    page: Any, server: Server
) -> None:
    """Bob, whose seat the creator gave to a bot, read "A player started a new game with the
    same players": a bot has his seat in the new game, and the news says so."""
    from corsairs.server.store import Store

    table, tokens = stored_table(server.db, "corsairs", ["human", "human", "greedy"], seed=4)
    again, _ = stored_table(server.db, "corsairs", ["human", "greedy", "greedy"], moves=0)
    store = Store(server.db)
    try:
        stored = store.load(table)
        assert stored is not None
        seats = [dict(s) for s in stored.seats]
        bob = seats[1]
        seats[1] = {
            "kind": "bot",
            "bot": "casual",
            "seed": 5,
            "name": "Bob (casual)",
            "friend": "Bob",
            "since": 9,
            "former": bob["token"],
        }
        store.update_seats(table, seats, started=True)
        store.set_again(table, again)
    finally:
        store.close()
    page.goto(f"{server.url}/table/{table}#token={tokens[1]}")
    # the result names Bob's seat his, finished by the bot (it named the bot alone, the
    # winner of a seat it had played half of), and him "you" as the log does (it read
    # "Bob (🤖 Casual bot finished the game)", of himself)
    expect(page.locator("#result #standings tr[data-seat='1']")).to_contain_text(
        "Bob (you; 🤖 Casual bot finished the game)"
    )
    # seed 4: Bob's seat wins, and he reads so as "you" ("Winner: Bob (🤖 …)", of himself)
    expect(page.locator("#result-winners")).to_have_text("★ You win!")
    news = page.locator("#again-news")
    news.wait_for(timeout=TIMEOUT)
    assert "same players" not in news.inner_text()
    assert "a bot plays your former seat there" in news.inner_text()
    assert news.locator("a:has-text('Watch the new game')").count() == 1
    # watching, Bob reads his own moves before the bot's as his ("You drew …"), not "Bob drew"
    lines = page.locator("#log-body li:not(.seat-change)").all_text_contents()
    assert any(x.startswith("You ") for x in lines), lines
    assert not any(x.startswith("Bob ") for x in lines), lines
