"""An invited friend gives their own name: at the claim (the name the browser keeps) or
just after it (``POST /api/tables/<id>/name``), with the lobby's rules and limits; a bad
name is refused in the asker's language and changes nothing. See docs/server.md,
"Invited friend"."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

TOKEN = "f" * 43  # a seat token the friend's browser proposes (kept before asking)


def friends_table(client: TestClient) -> dict[str, Any]:
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "invited", "name": "Bob"}]
    seats.append({"kind": "bot", "bot": "random"})
    r = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": seats})
    assert r.status_code == 201, r.text
    table: dict[str, Any] = r.json()
    return table


def names(client: TestClient, table: str) -> list[str]:
    return [s["name"] for s in client.get(f"/api/tables/{table}").json()["seats"]]


def test_a_claim_asked_again_with_its_name_keeps_the_seat(client: TestClient) -> None:
    t = friends_table(client)
    claim = {"invite": t["invites"][1], "name": "Giulia", "token": TOKEN}
    first = client.post(f"/api/tables/{t['id']}/claim", json=claim)
    assert first.status_code == 200, first.text
    assert (first.json()["seat"], first.json()["token"]) == (1, TOKEN)
    # the answer lost on the way: the same claim again is answered the same
    again = client.post(f"/api/tables/{t['id']}/claim", json=claim)
    assert again.status_code == 200, again.text
    assert (again.json()["seat"], again.json()["token"]) == (1, TOKEN)
    assert names(client, t["id"])[:2] == ["Anna", "Giulia"]


def test_a_bad_name_is_refused_in_the_askers_language_and_changes_nothing(
    client: TestClient,
) -> None:
    t = friends_table(client)
    before = client.get(f"/api/tables/{t['id']}").json()
    claim = {"invite": t["invites"][1], "name": "G" * 41, "token": TOKEN}
    r = client.post(f"/api/tables/{t['id']}/claim?lang=it", json=claim)
    assert r.status_code == 422
    # what is wrong with the name, as the page says it (not the generic ``bad_body``)
    assert r.json()["code"] == "bad_name"
    assert r.json()["detail"] == "Questo nome è troppo lungo: al massimo 40 caratteri."
    # French's no-break space before the colon, as the page's own words (err_bad_name)
    r = client.post(f"/api/tables/{t['id']}/claim?lang=fr", json=claim)
    assert r.json()["detail"] == "Ce nom est trop long\u00a0: 40 caractères au plus."
    assert client.get(f"/api/tables/{t['id']}").json() == before
    # the link still takes its seat, with a good name
    r = client.post(f"/api/tables/{t['id']}/claim", json={**claim, "name": "Giulia"})
    assert r.status_code == 200, r.text


def test_a_friend_names_their_seat_just_after_joining(client: TestClient) -> None:
    t = friends_table(client)
    client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1], "token": TOKEN})
    with client.websocket_connect(f"/ws/{t['id']}") as ws:  # a spectator's page
        ws.receive_json()  # welcome
        ws.receive_json()  # state
        r = client.post(f"/api/tables/{t['id']}/name", json={"token": TOKEN, "name": " Giulia "})
        assert r.status_code == 200, r.text
        assert r.json()["seat"] == 1
        told = ws.receive_json()
        assert told["type"] == "state" and told["names"][1] == "Giulia"
    assert names(client, t["id"])[:2] == ["Anna", "Giulia"]
    # the lobby's rules: another seat's name gets a number, nothing visible changes nothing
    client.post(f"/api/tables/{t['id']}/name", json={"token": TOKEN, "name": "ANNA"})
    assert names(client, t["id"])[:2] == ["Anna", "ANNA 2"]
    client.post(f"/api/tables/{t['id']}/name", json={"token": TOKEN, "name": "\u200b "})
    assert names(client, t["id"])[:2] == ["Anna", "ANNA 2"]


def test_a_bad_new_name_or_a_strangers_token_changes_nothing(client: TestClient) -> None:
    t = friends_table(client)
    client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1], "token": TOKEN})
    before = client.get(f"/api/tables/{t['id']}").json()
    url = f"/api/tables/{t['id']}/name"
    r = client.post(url + "?lang=de", json={"token": TOKEN, "name": "G" * 41})
    assert r.status_code == 422 and r.json()["code"] == "bad_name"
    assert r.json()["detail"] == "Dieser Name ist zu lang: höchstens 40 Zeichen."
    assert [p["loc"] for p in r.json()["problems"]] == [["body", "name"]]
    raw = '{"token": "' + TOKEN + '", "name": "G\\ud800"}'  # (JSON's escape: httpx refuses it)
    r = client.post(url, content=raw, headers={"content-type": "application/json"})
    assert r.status_code == 422 and r.json()["code"] == "bad_name"
    assert r.json()["detail"] == "This name is not valid text (a lone surrogate)."
    # the name and something else: the request as a whole
    r = client.post(url, json={"token": "short", "name": "G" * 41})
    assert r.status_code == 422 and r.json()["code"] == "bad_body"
    r = client.post(url, json={"token": "s" * 43, "name": "Mallory"})
    assert r.status_code == 403 and r.json()["code"] == "not_your_seat"
    r = client.post(url, json={"token": TOKEN, "name": "Giulia", "seat": 0})
    assert r.status_code == 422  # strict: no field but the token and the name
    assert client.get(f"/api/tables/{t['id']}").json() == before


def test_a_seat_is_named_anew_at_a_players_pace_not_a_scripts(client: TestClient) -> None:
    """Each new name is told to every page, which draws the table anew: a script renaming a
    seat hundreds of times a second had every friend's page redraw as fast. A few names a
    minute are a person's pace; more wait (429 ``name_too_fast`` with ``Retry-After``)."""
    from corsairs.server.limits import RENAME_BURST

    t = friends_table(client)
    client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1], "token": TOKEN})
    url = f"/api/tables/{t['id']}/name"
    for i in range(RENAME_BURST):
        r = client.post(url, json={"token": TOKEN, "name": f"Giulia {i}"})
        assert r.status_code == 200, r.text
    # the same name again changes nothing and costs nothing (an answer lost, asked again)
    assert client.post(url, json={"token": TOKEN, "name": f"Giulia {i}"}).status_code == 200
    r = client.post(url + "?lang=fr", json={"token": TOKEN, "name": "Mallory"})
    assert r.status_code == 429 and r.json()["code"] == "name_too_fast", r.text
    assert 0 < int(r.headers["retry-after"]) <= 60
    assert names(client, t["id"])[1] == f"Giulia {i}"
    # another seat keeps its own pace
    r = client.post(url, json={"token": t["tokens"][0], "name": "Anna B."})
    assert r.status_code == 200, r.text
