"""A body the browser would never send (a script, a bot author's client, curl) is refused
in the requester's language, as ``{"detail": text, "code": "bad_body"}`` like every other
refusal: it was pydantic's English list ("Value should have at most 40 items")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from corsairs.lang import speaking
from corsairs.server.refusals import request_language

LONG_NAME = {
    "game": "corsairs",
    "players": 2,
    "seats": [{"kind": "human", "name": "A" * 41}, {"kind": "human"}],
}


@pytest.mark.parametrize(
    ("headers", "path", "expected"),
    [
        ({}, "/api/tables", "The request was refused: seats[0].name: at most 40 characters."),
        (
            {"Accept-Language": "it-IT,it;q=0.9,en;q=0.8"},
            "/api/tables",
            "Richiesta rifiutata: seats[0].name: al massimo 40 caratteri.",
        ),
        (
            {"Accept-Language": "it"},
            "/api/tables?lang=fr",
            # the no-break space French sets before a colon, as the browser's words have it
            "Requête refusée\u00a0: seats[0].name\u00a0: 40 caractères au plus.",
        ),
        (
            {"Accept-Language": "es-ES, de;q=0.5"},
            "/api/tables",
            "Anfrage abgelehnt: seats[0].name: höchstens 40 Zeichen.",
        ),
    ],
    ids=["english", "accept-language", "lang-parameter", "first-spoken"],
)
def test_an_over_long_name_is_refused_in_the_requesters_language(
    client: TestClient, headers: dict[str, str], path: str, expected: str
) -> None:
    r = client.post(path, json=LONG_NAME, headers=headers)
    assert r.status_code == 422
    body = r.json()
    assert body["detail"] == expected and body["code"] == "bad_body"
    first = expected.split()[0]
    assert r.headers["content-language"] == {"The": "en", "Richiesta": "it"}.get(
        first, {"Requête": "fr", "Anfrage": "de"}.get(first)
    )
    [problem] = body["problems"]  # where and what, for a program (pydantic's words)
    assert problem["loc"] == ["body", "seats", 0, "name"]
    assert problem["type"] == "string_too_long"  # pydantic said "at most 40 items"
    assert problem["msg"] == "String should have at most 40 characters"


def _bodies(table: dict[str, Any]) -> list[tuple[str, str, Any, str]]:
    """Every endpoint that takes a body, each with a body it refuses and the French words."""
    t = table["id"]
    return [
        ("POST", "/api/tables", {**LONG_NAME, "players": "2"}, "players : un nombre entier"),
        (
            "POST",
            f"/api/tables/{t}/claim",
            {"invite": "", "name": "B" * 41},  # (the name alone: ``bad_name``, test_invite_name)
            "name : 40 caractères au plus",
        ),
        ("POST", f"/api/tables/{t}/start", {}, "token : ce champ est obligatoire"),
        (
            "POST",
            f"/api/tables/{t}/name",
            {"token": "short", "name": "Bea"},
            "token : de 32 à 64 lettres A-Z et a-z, chiffres, _ et -",
        ),
        (
            "POST",
            f"/api/tables/{t}/seats/1/invite",
            {"token": "x", "also": True},
            "also : cette requête n'a pas ce champ",
        ),
        (
            "POST",
            f"/api/tables/{t}/seats/1/bot",
            {"token": 5},
            "token : du texte (une chaîne JSON)",
        ),
        ("POST", f"/api/tables/{t}/seats/1/back", {"token": ""}, "token : au moins 1 caractère"),
        (
            "POST",
            f"/api/tables/{t}/again",
            {"token": "x", "new_token": "short"},
            "new_token : de 32 à 64 lettres A-Z et a-z, chiffres, _ et -",
        ),
        ("DELETE", f"/api/tables/{t}", [], "le corps de la requête doit être un objet JSON"),
        (
            "POST",
            "/api/my-tables",
            {"entries": [{"table": "x"}] * 101},
            "entries : 100 entrées au plus",
        ),
        ("POST", f"/api/tables/{t}/reviews", {"seat": -1}, "seat : au moins 0"),
        ("POST", f"/api/tables/{t}/reviews", {"seat": 2}, "seat : moins de 2"),
    ]


def test_every_endpoint_with_a_body_refuses_in_the_requesters_language(
    client: TestClient,
) -> None:
    seats = [{"kind": "human"}, {"kind": "invited"}]
    table = client.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": seats})
    for method, path, body, words in _bodies(table.json()):
        r = client.request(method, path, json=body, headers={"Accept-Language": "fr-FR"})
        assert r.status_code == 422, (path, r.text)
        said = r.json()
        assert said["code"] == "bad_body" and isinstance(said["detail"], str), (path, said)
        assert said["detail"].startswith("Requête refusée\u00a0: "), (path, said)
        # no line of a client's may begin with a colon or a semicolon: every space before
        # one is a no-break space (the server's texts do not pass the browser's frenchSpaces)
        assert " :" not in said["detail"] and " ;" not in said["detail"], (path, said)
        assert words in said["detail"].replace("\u00a0", " "), (path, said)


UNKNOWN_OPTION = {
    "game": "corsairs",
    "players": 2,
    "seats": [{"kind": "human"}, {"kind": "human"}],
    "rules": {"nosuch": 1},
}


@pytest.mark.parametrize(
    ("server", "headers", "path", "lang", "start"),
    [
        # French with its no-break spaces: "; options connues :" began a client's line
        ("en", {"Accept-Language": "fr-FR"}, "/api/tables", "fr", "option de règle inconnue"),
        ("fr", {}, "/api/tables", "en", "unknown rule option 'nosuch'; known options: "),
        ("fr", {"Accept-Language": "fr"}, "/api/tables?lang=de", "de", "unbekannte Regeloption"),
        ("en", {"Accept-Language": "it"}, "/api/tables", "it", "opzione di regola sconosciuta"),
    ],
    ids=["french-asker", "english-asker", "lang-parameter", "italian-asker"],
)
def test_a_refused_rule_option_is_said_in_the_askers_language(
    make_client: Callable[[], TestClient],
    server: str,
    headers: dict[str, str],
    path: str,
    lang: str,
    start: str,
) -> None:
    """``bad_options`` as the 422 refusals: in the language the request asks for, not the
    server's (``serve --lang``), its French colons kept on their line."""
    with speaking(server):
        r = make_client().post(path, json=UNKNOWN_OPTION, headers=headers)
    said = r.json()
    assert r.status_code == 400 and said["code"] == "bad_options", said
    assert said["detail"].startswith(start), said
    assert r.headers["content-language"] == lang
    if lang == "fr":
        assert said["detail"].startswith(
            "option de règle inconnue 'nosuch'\u00a0; options connues\u00a0: "
        )
    assert " :" not in said["detail"] and " ;" not in said["detail"], said


def test_a_body_that_is_not_json_and_a_seat_out_of_range_are_said_too(client: TestClient) -> None:
    r = client.post(
        "/api/tables?lang=de", content=b"{nope", headers={"content-type": "application/json"}
    )
    assert r.json()["detail"] == "Anfrage abgelehnt: Der Inhalt der Anfrage ist kein gültiges JSON."
    r = client.get("/api/tables/x/replay?step=x&lang=it")
    assert r.status_code == 422
    assert r.json()["detail"] == "Richiesta rifiutata: step: un numero intero."


@pytest.mark.parametrize(
    ("query", "accept", "expected"),
    [
        ({}, None, "en"),
        ({}, "", "en"),
        ({}, "de-CH;q=0.5, fr;q=0.9", "fr"),
        ({}, "es, pt;q=0.9, it;q=0.1", "it"),
        ({}, "fr;q=0, de", "de"),
        ({}, "*", "en"),
        ({}, "fr;q=bad, it", "it"),
        ({"lang": "DE"}, "fr", "de"),
        ({"lang": "xx"}, "fr", "fr"),
    ],
)
def test_the_requests_language(query: dict[str, str], accept: str | None, expected: str) -> None:
    assert request_language(query, accept) == expected
