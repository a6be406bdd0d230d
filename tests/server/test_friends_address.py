"""A host who served for the network (``corsairs serve --host 0.0.0.0``) made the table in
the browser the command opened, at ``http://localhost:…/``: its invite links and spectator
link named localhost, which opens nothing on a friend's phone. The server writes the
address friends open into the page, and a page opened on this machine's own name builds
the links for friends with it."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient
from web_i18n import SWITCHABLE, in_node

from corsairs.server.app import create_app

FRIENDS = "http://192.168.1.23:8000/"
META = f'<meta name="corsairs-friends-url" content="{FRIENDS}">'


def test_the_page_names_the_address_friends_open(tmp_path: Path, client: TestClient) -> None:
    app = create_app(
        f"sqlite:///{tmp_path / 't.sqlite3'}",
        bot_delay=0.0,
        bots_in_workers=False,
        friends_url=FRIENDS,
    )
    with TestClient(app) as lan:
        for page in ("/", "/table/abc"):
            assert META in lan.get(page).text, page
    assert "corsairs-friends-url" not in client.get("/table/abc").text  # none known: none said


LINKS = """const inv = await import("./invites.js");
const lan = "http://192.168.1.23:8000/";
return [
  inv.friendsUrl("table/T", "http://localhost:8000/", lan),
  inv.friendsUrl("table/T", "http://127.0.0.1:8000/", lan),
  inv.friendsUrl("table/T", "http://[::1]:8000/", lan),
  inv.friendsUrl("table/T", "http://192.168.1.23:8000/", lan),
  inv.friendsUrl("table/T", "https://cards.example/corsairs/", null),
  inv.friendsUrl("table/T", "http://localhost:8000/", null),
];"""


def test_links_for_friends_from_a_page_on_localhost_name_the_network_address() -> None:
    assert in_node(LINKS) == [
        "http://192.168.1.23:8000/table/T",
        "http://192.168.1.23:8000/table/T",
        "http://192.168.1.23:8000/table/T",
        "http://192.168.1.23:8000/table/T",  # opened at the network address: its own
        "https://cards.example/corsairs/table/T",  # behind a proxy: the page's own
        "http://localhost:8000/table/T",  # listening on this machine only: nobody else
    ]


NOTES = """const inv = await import("./invites.js");
return ["en", "fr", "it", "de"].map((lang) => { m.setLang(lang); return [
  inv.linksNote("http://127.0.0.1:8500/table/T", m.t),
  inv.linksNote("http://localhost:8000/table/T", m.t),
  inv.linksNote("http://192.168.1.23:8000/table/T", m.t),
]; });"""


def test_links_that_open_only_on_this_computer_say_how_to_invite_friends() -> None:
    """The default ``corsairs serve`` listens on this machine alone: an Italian host made a
    table for two friends' phones and was given links to 127.0.0.1, which open nothing on
    theirs, with no word of it. Such links now say so, and how to serve for the network."""
    said = in_node(SWITCHABLE + NOTES)
    for lang, (numbered, named, network) in zip(["en", "fr", "it", "de"], said, strict=True):
        assert numbered == named, lang
        assert "corsairs serve --host 0.0.0.0" in numbered, lang
        assert network is None, lang
    assert "only on this computer" in said[0][0]
    assert "solo su questo computer" in said[2][0]
