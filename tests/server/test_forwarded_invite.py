"""A friend forwards the invite link they already used (Clara sends hers to Anna): Anna's
browser, which holds a seat of its own at the table, went silently back to that seat; the
only trace was a 409 in the console. The refusal now names who took the link's seat and
whether it is the asker's own (``yours``), so the page can say what happened in the
player's words, and a page with no seat learns whose seat it is."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from web_i18n import in_node

ANNA = "a" * 10 + "Anna-s_own-secret-token-1234"
CLARA = "c" * 10 + "Clara-s-own-secret-token-123"


def friends_table(client: TestClient) -> dict[str, Any]:
    seats = [{"kind": "invited", "name": n} for n in ("Anna", "Bruno", "Clara")]
    r = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": seats})
    assert r.status_code == 201, r.text
    t: dict[str, Any] = r.json()
    claim = f"/api/tables/{t['id']}/claim"
    assert client.post(claim, json={"invite": t["invites"][0], "token": ANNA}).is_success
    assert client.post(claim, json={"invite": t["invites"][2], "token": CLARA}).is_success
    return t


def test_someone_elses_used_link_says_whose_seat_it_took(client: TestClient) -> None:
    t = friends_table(client)
    claim = f"/api/tables/{t['id']}/claim"
    before = client.get(f"/api/tables/{t['id']}").json()["seats"]
    r = client.post(claim, json={"invite": t["invites"][2], "held": ANNA})
    assert r.status_code == 409, r.text
    body = r.json()
    assert (body["code"], body["params"], body["yours"]) == (
        "invite_used",
        {"name": "Clara", "seat": 2},
        False,
    )
    # with no seat here: the same words of whose seat it is, not the asker's
    r = client.post(claim, json={"invite": t["invites"][2]})
    assert (r.json()["params"]["name"], r.json()["yours"]) == ("Clara", False)
    assert client.get(f"/api/tables/{t['id']}").json()["seats"] == before


def test_ones_own_used_link_is_said_to_be_ones_own(client: TestClient) -> None:
    """Clara clicks her own link again the next evening: back to her seat, nothing said."""
    t = friends_table(client)
    r = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][2], "held": CLARA})
    assert (r.status_code, r.json()["code"], r.json()["yours"]) == (409, "invite_used", True)


SAY = """const w = await import("./invites.js");
const used = { code: "invite_used", params: { name: "Clara", seat: 2 }, yours: false };
const unnamed = { code: "invite_used", params: { name: "Player 3", seat: 2 }, yours: false };
return [w.usedInviteWords(used, true, m.t), w.usedInviteWords(used, false, m.t),
  w.usedInviteWords({ ...used, yours: true }, true, m.t),
  w.usedInviteWords(unnamed, false, m.t)];"""


def test_the_page_says_whose_seat_the_link_took_in_each_language() -> None:
    for lang, back, watch, player in [
        ("en", "back at your own seat", "you can watch", "Player 3"),
        ("fr", "de retour à votre place", "vous pouvez regarder", "Joueur 3"),
        ("it", "di nuovo al tuo posto", "puoi guardare", "Giocatore 3"),
        ("de", "wieder an deinem Platz", "kannst du hier zuschauen", "Spieler 3"),
    ]:
        seated, watching, own, unnamed = in_node(SAY, lang, table=True)
        assert "Clara" in seated and back in seated, seated
        assert "Clara" in watching and watch in watching, watching
        assert own is None
        # a seat nobody named is named in the page's language ("Player 3" was English)
        assert unnamed.startswith(player), unnamed


def test_a_second_seat_before_the_start_is_asked_for_not_taken(client: TestClient) -> None:
    """Bruno, seated, opened Clara's link before she claimed it (a link sent to the wrong
    friend, clicked by mistake): his browser took her seat too, the table started, and
    Clara was told her link was used. A browser that holds a seat here takes another only
    when it says so (``also``: someone else plays it on this device); else nothing
    changes and the refusal names the seat."""
    seats = [{"kind": "invited", "name": n} for n in ("Anna", "Bruno", "Clara")]
    t = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": seats}).json()
    claim = f"/api/tables/{t['id']}/claim"
    assert client.post(claim, json={"invite": t["invites"][0], "token": ANNA}).is_success
    before = client.get(f"/api/tables/{t['id']}").json()
    r = client.post(claim, json={"invite": t["invites"][2], "held": ANNA})
    assert r.status_code == 409, r.text
    assert (r.json()["code"], r.json()["params"]) == ("second_seat", {"name": "Clara", "seat": 2})
    assert client.get(f"/api/tables/{t['id']}").json() == before
    # said so: the same browser takes it (two people at one device), and Clara's link is used
    r = client.post(claim, json={"invite": t["invites"][2], "held": ANNA, "also": True})
    assert r.is_success, r.text
    assert client.get(f"/api/tables/{t['id']}").json()["seats"][2]["kind"] == "human"
    # a claim from a browser with no seat here is not asked anything
    assert client.post(claim, json={"invite": t["invites"][1]}).is_success
