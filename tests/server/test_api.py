"""The JSON API: creating tables, bad requests changing nothing, records and replays."""

from __future__ import annotations

import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import new_table, play_first_legal_to_the_end, seat_protocols

from corsairs.record import loads, replay


def test_games_lists_both_games_with_their_bots(client: TestClient) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()}
    assert {"corsairs", "piratatak"} <= set(games)
    assert games["corsairs"]["min_players"] == 2 and games["corsairs"]["max_players"] == 4
    assert "random" in games["corsairs"]["bots"]


@pytest.mark.storage
def test_create_returns_tokens_only_for_human_seats(client: TestClient) -> None:
    t = new_table(
        client,
        seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}],
        players=2,
    )
    assert t["tokens"][1] is None and len(t["tokens"][0]) >= 30
    public = client.get(f"/api/tables/{t['id']}").json()
    assert "tokens" not in public and "token" not in str(public["seats"])
    assert public["seats"][0]["name"] == "Ann" and public["seats"][1]["kind"] == "bot"


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"game": "chess", "players": 2, "seats": [{"kind": "human"}] * 2}, 400, "unknown game"),
        ({"game": "corsairs", "players": 5, "seats": [{"kind": "human"}] * 5}, 400, "2 to 4"),
        ({"game": "corsairs", "players": 3, "seats": [{"kind": "human"}] * 2}, 400, "3 seats"),
        (
            {
                "game": "corsairs",
                "players": 2,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "nobody"}],
            },
            400,
            "unknown bot",
        ),
        (
            {"game": "corsairs", "players": 2, "seats": [{"kind": "bot", "bot": "random"}] * 2},
            400,
            "human seat",
        ),
        (
            {
                "game": "corsairs",
                "players": 2,
                "seats": [{"kind": "human"}] * 2,
                "rules": {"hand_size": 99},
            },
            400,
            "hand_size",
        ),
        ({"game": "corsairs", "players": 2, "seats": [{"kind": "alien"}] * 2}, 422, "kind"),
        (
            {"game": "corsairs", "players": 2, "seats": [{"kind": "human"}] * 2, "colour": "red"},
            422,
            "colour",
        ),
        (
            {"game": "corsairs", "players": 2, "seats": [{"kind": "human"}] * 2, "seed": -1},
            422,
            "seed",
        ),
    ],
)
@pytest.mark.storage
def test_bad_table_requests_get_a_clear_error_and_store_nothing(
    client: TestClient, body: dict[str, Any], status: int, words: str
) -> None:
    r = client.post("/api/tables", json=body)
    assert r.status_code == status
    assert words in r.text
    hub: Any = client.app.state.hub  # type: ignore[attr-defined]
    assert hub.store.unfinished_ids() == [] and hub.rooms == {}


def piratatak_table(loss: int) -> dict[str, Any]:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
    return {"game": "piratatak", "players": 2, "seats": seats, "rules": {"pirate_loss": loss}}


@pytest.mark.parametrize("loss", [5, 8, 24, 46])
def test_rules_whose_give_backs_run_to_megabytes_are_refused(client: TestClient, loss: int) -> None:
    """With pirate_loss 8 a seat's give-back list reached 600,000 sets (8.9 MB in one state
    message, over the 4 MB a connection may have queued, so the seat was cut off); the
    engine allows 0..47, the server refuses above 4 with a code of its own and the reason,
    and stores nothing."""
    r = client.post("/api/tables", json=piratatak_table(loss))
    assert r.status_code == 400, r.text
    assert r.json()["code"] == "bad_options"
    assert "pirate_loss" in r.json()["detail"] and "at most 4" in r.json()["detail"]
    hub: Any = client.app.state.hub  # type: ignore[attr-defined]
    assert hub.store.unfinished_ids() == [] and hub.rooms == {}


@pytest.mark.parametrize("loss", [0, 3, 4])
def test_the_rulebooks_give_back_and_its_neighbours_are_accepted(
    client: TestClient, loss: int
) -> None:
    r = client.post("/api/tables", json=piratatak_table(loss))
    assert r.status_code == 201, r.text
    assert r.json()["rules"]["pirate_loss"] == loss


def test_a_bad_rule_option_is_refused_as_bad_options(client: TestClient) -> None:
    body = {**piratatak_table(3), "rules": {"pirate_loss": 99}}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400 and r.json()["code"] == "bad_options", r.text


def test_unknown_table_is_404(client: TestClient) -> None:
    assert client.get("/api/tables/nope").status_code == 404
    assert client.get("/api/tables/nope/record").status_code == 404


@pytest.mark.storage
def test_record_and_replay_wait_for_the_end(client: TestClient) -> None:
    t = new_table(client)
    assert client.get(f"/api/tables/{t['id']}/record").status_code == 409
    assert client.get(f"/api/tables/{t['id']}/replay?step=0").status_code == 409


@pytest.mark.storage
def test_finished_game_record_replays_and_steps(client: TestClient) -> None:
    seats = [{"kind": "human"}, *[{"kind": "bot", "bot": "random"}] * 3]
    t = new_table(client, seats=seats, seed=3)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        msg = play_first_legal_to_the_end(ws)
    r = client.get(f"/api/tables/{t['id']}/record")
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    rec = loads(r.text)
    final = replay(rec)
    assert final.is_over() and final.winners() == msg["observation"]["winners"]
    assert len(rec.actions) == msg["seq"]
    last = client.get(f"/api/tables/{t['id']}/replay?step={msg['seq']}&seat=0").json()
    assert last["observation"]["over"] and last["action"] == rec.actions[-1]
    first = client.get(f"/api/tables/{t['id']}/replay?step=0").json()
    assert first["action"] is None and "hand" not in first["observation"]
    assert client.get(f"/api/tables/{t['id']}/replay?step={msg['seq'] + 1}").status_code == 400
    assert client.get(f"/api/tables/{t['id']}/replay?step=0&seat=9").status_code == 400
    mine = client.post(
        "/api/my-tables", json={"entries": [{"table": t["id"], "token": t["tokens"][0]}]}
    )
    assert mine.json()[0]["seat"] == 0 and mine.json()[0]["over"]


def test_my_tables_ignores_unknown_tables_and_wrong_tokens(client: TestClient) -> None:
    t = new_table(client)
    r = client.post(
        "/api/my-tables",
        json={
            "entries": [
                {"table": "nope", "token": "x"},
                {"table": t["id"], "token": "wrong"},
                {"table": t["id"], "token": t["tokens"][2]},
            ]
        },
    )
    assert [(e["id"], e["seat"]) for e in r.json()] == [(t["id"], 2)]


def test_my_tables_says_which_tables_are_gone_and_keeps_one_it_cannot_load(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """My tables kept a table deleted or expired for good, left out with no word: asked,
    the server names the tables it no longer has, once, and not one it has but cannot load
    now (a plugin missing), which the lobby must keep."""
    from corsairs.protocol import CorsairsError

    deleted, stored = new_table(client), new_table(client)
    gone = client.request(
        "DELETE", f"/api/tables/{deleted['id']}", json={"token": deleted["creator_token"]}
    )
    assert gone.status_code == 204
    hub = client.app.state.hub  # type: ignore[attr-defined]
    del hub.rooms[stored["id"]]  # not in memory: loaded from the store, which fails

    def unloadable(*_args: Any) -> None:
        raise CorsairsError("no bot 'kenji' here")

    monkeypatch.setattr("corsairs.server.app.Room", unloadable)
    entries = [
        {"table": deleted["id"], "token": deleted["tokens"][0]},
        {"table": deleted["id"], "token": deleted["tokens"][1]},
        {"table": "nope", "token": None},
        {"table": stored["id"], "token": stored["tokens"][0]},
    ]
    asked = client.post("/api/my-tables", json={"entries": entries, "gone": True}).json()
    assert asked == [{"id": deleted["id"], "gone": True}, {"id": "nope", "gone": True}]
    assert client.post("/api/my-tables", json={"entries": entries}).json() == []


def test_my_tables_says_when_a_table_made_since_the_start_was_made(client: TestClient) -> None:
    """My tables says when each table was made: a table made since the server started said
    nothing (its summary's ``created`` was 0 until a restart read the stored time)."""
    before = time.time()
    t = new_table(client)
    assert before - 1 <= t["created"] <= time.time() + 1
    mine = client.post("/api/my-tables", json={"entries": [{"table": t["id"], "token": None}]})
    assert mine.json()[0]["created"] == t["created"]


def test_pages_and_static_client_are_served(client: TestClient) -> None:
    assert "app.js" in client.get("/").text
    assert "app.js" in client.get("/table/abc").text
    for lang, word in (("en", "pier"), ("fr", "quai"), ("it", "molo"), ("de", "Mole")):
        page = client.get(f"/rules/{lang}")
        assert page.status_code == 200 and word in page.text
    assert client.get("/rules/xx").status_code == 404
    # the address cut to /rules/ (or typed so) opens the reader's language: it was not found
    for path, asked, to in (("/rules/", "it-IT,it;q=0.9", "it"), ("/rules", "de", "rules/de"),
                            ("/rules/?lang=fr", "de", "fr"), ("/rules/", "es", "en")):  # fmt: skip
        moved = client.get(path, headers={"accept-language": asked}, follow_redirects=False)
        assert moved.status_code == 307 and moved.headers["location"] == to, (path, moved)
    assert client.get("/static/games/corsairs.js").status_code == 200
    assert client.get("/static/games/piratatak.js").status_code == 200


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("each card is one penalty, whatever its number", "fewer penalty cards wins")),
        ("fr", ("chaque carte compte pour une pénalité", "deux capots dans la même manche")),
        ("it", ("ogni carta vale una penalità", "due cappotti nella stessa manche")),
        ("de", ("Jede Karte zählt als ein Strafpunkt", "machen zwei in derselben Runde match")),
    ],
)
def test_the_corsairs_rules_page_says_a_penalty_card_counts_one(
    client: TestClient, lang: str, words: tuple[str, ...]
) -> None:
    """A table scoring the printed game from the rules page (the companion links it) read
    "keeps his stowaways as penalty cards" beside "the sum of their numbers is the limit",
    and counted the limit: the rulebook says a card is one penalty whatever it is worth.
    Two sweeps in one round, which the rulebook settles, were not said either."""
    page = client.get(f"/rules/{lang}").text
    corsairs = page[: page.index('id="piratatak"')]
    missing = [w for w in words if w not in corsairs]
    assert not missing, missing


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("to the seller", "free again", "Playing here")),
        ("fr", ("au vendeur", "redevient libre", "Jouer ici")),
        ("it", ("al venditore", "torna libero", "Giocare qui")),
        ("de", ("der Verkäufer", "wieder frei", "Hier spielen")),
    ],
)
def test_the_piratatak_rules_page_says_how_this_table_reads_the_rulebook(
    client: TestClient, lang: str, words: tuple[str, ...]
) -> None:
    """A family player's boat vanished after a pirate took its last part, and nobody had
    said so: the page stated the rulebook only, not the readings the table plays by (where
    the price goes, a lost boat's colour) nor how to play here."""
    page = client.get(f"/rules/{lang}").text
    piratatak = page[page.index(">Piratatak</h1>") :]
    missing = [w for w in words if w not in piratatak]
    assert not missing, missing


@pytest.mark.storage
def test_finished_tables_leave_memory_and_reload_on_demand(client: TestClient) -> None:
    seats = [{"kind": "human"}, *[{"kind": "bot", "bot": "random"}] * 3]
    t = new_table(client, seats=seats, seed=3)
    hub: Any = client.app.state.hub  # type: ignore[attr-defined]
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        msg = play_first_legal_to_the_end(ws)
        assert t["id"] in hub.rooms  # still watched
    client.get("/api/games")  # let the server notice the closed socket
    assert t["id"] not in hub.rooms
    again = client.get(f"/api/tables/{t['id']}").json()
    assert again["over"] and again["seq"] == msg["seq"]


def test_a_plugin_game_without_a_table_view_is_refused_before_its_table_is_made(
    client: TestClient, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its table was made, and every WebSocket to it then failed with a TypeError."""
    from corsairs import registry

    (tmp_path / "tableless_plugin_mod.py").write_text(
        "from corsairs.games.corsairs.game import CorsairsGame\n"
        "class Tableless(CorsairsGame):\n    name = 'tableless'\n    title = 'Tableless'\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(registry._GAMES, "tableless", "tableless_plugin_mod:Tableless")
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    r = client.post("/api/tables", json={"game": "tableless", "players": 2, "seats": seats})
    assert r.status_code == 400, r.text
    assert "Tableless has no table view: a table.py" in r.json()["detail"]
