"""House rules: a table's rule options that differ from the defaults travel with its
summary (every seat and spectator is told), and ``/api/games`` describes each option a
lobby may offer (kind, choices, bounds, default), derived from the ``Rules`` dataclasses
and the server's own checks, never copied by hand."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

SEATS2 = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]


def create(client: TestClient, game: str, rules: dict[str, Any]) -> Any:
    return client.post(
        "/api/tables", json={"game": game, "players": 2, "seats": SEATS2, "rules": rules}
    )


def options_of(client: TestClient, game: str) -> dict[str, dict[str, Any]]:
    games = {g["name"]: g for g in client.get("/api/games").json()}
    return {o["name"]: o for o in games[game]["options"]}


def test_the_summary_names_only_the_rules_that_differ_from_the_defaults(
    client: TestClient,
) -> None:
    made = create(client, "corsairs", {"game_ends_at": 30, "sweep_wins": True}).json()
    assert made["house_rules"] == {"game_ends_at": 30}  # sweep_wins=True is the rulebook's
    assert client.get(f"/api/tables/{made['id']}").json()["house_rules"] == {"game_ends_at": 30}
    with client.websocket_connect(f"/ws/{made['id']}", subprotocols=["corsairs"]) as ws:
        welcome = ws.receive_json()
    assert welcome["table"]["house_rules"] == {"game_ends_at": 30}  # a spectator too


def test_a_table_at_the_rulebooks_rules_has_no_house_rules(client: TestClient) -> None:
    assert create(client, "piratatak", {}).json()["house_rules"] == {}
    assert create(client, "piratatak", {"pirate_loss": 3}).json()["house_rules"] == {}


def test_options_are_described_by_kind_with_the_engines_bounds(client: TestClient) -> None:
    corsairs = options_of(client, "corsairs")
    assert corsairs["game_ends_at"] == {
        "name": "game_ends_at",
        "kind": "int",
        "default": 45,
        "min": 1,
        "max": None,
        "none": False,
    }
    assert corsairs["sweep_wins"]["kind"] == "bool" and corsairs["sweep_wins"]["default"] is True
    assert corsairs["tie_break"]["kind"] == "choice"
    assert corsairs["tie_break"]["choices"] == ["share", "penalty_points"]
    assert corsairs["tie_break"]["default"] == "share"
    assert corsairs["hand_size"]["min"] == 1 and corsairs["hand_size"]["max"] == 20
    assert corsairs["max_rounds"]["none"] is True and corsairs["max_rounds"]["min"] == 1
    assert corsairs["first_dealer"]["kind"] == "seat" and corsairs["first_dealer"]["none"]
    pira = options_of(client, "piratatak")
    # the server's own bound (a give-back of 5+ cards is refused here), not the engine's 47
    assert (pira["pirate_loss"]["min"], pira["pirate_loss"]["max"]) == (0, 4)
    assert (pira["purchase_price"]["min"], pira["purchase_price"]["max"]) == (1, 20)
    assert pira["first_player"]["kind"] == "seat"
    assert pira["coins_to"]["choices"] == ["seller", "discard"]


def test_every_option_of_every_game_is_described(client: TestClient) -> None:
    from dataclasses import fields

    from corsairs.registry import game_names, load_game

    for name in game_names():
        rules = load_game(name).rules
        described = options_of(client, name)
        assert list(described) == [f.name for f in fields(rules)]
        for f in fields(rules):
            assert described[f.name]["default"] == getattr(type(rules)(), f.name)


def test_a_value_past_the_described_bound_is_refused_with_the_reason(
    client: TestClient,
) -> None:
    store = client.app.state.hub.store  # type: ignore[attr-defined]
    before = store.unfinished_ids()
    r = create(client, "piratatak", {"pirate_loss": 5})
    assert r.status_code == 400 and r.json()["code"] == "bad_options"
    assert "pirate_loss" in r.json()["detail"]
    assert store.unfinished_ids() == before  # no table made


def test_a_plugin_game_without_dataclass_rules_offers_no_options(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A plugin game whose rules are not a dataclass (the protocol asks none): its lobby
    entry raised a TypeError, and /api/games failed for every game."""
    from corsairs.games.piratatak.game import PiratatakGame
    from corsairs.server.rule_options import describe_options, house_rules

    class Plain(PiratatakGame):
        name = "plainrules"
        rules: Any  # a plain dict, where the game's own are its Rules

        def __init__(self, players: int, **rules: Any) -> None:
            super().__init__(players, **rules)
            self.rules = {"anything": 1}

        def rules_dict(self) -> dict[str, Any]:
            return dict(self.rules)

    monkeypatch.setattr("corsairs.server.rule_options.game_class", lambda name: Plain)
    monkeypatch.setattr("corsairs.server.rule_options.load_game", lambda n, players: Plain(players))
    describe_options.cache_clear()
    try:
        assert describe_options("plainrules") == []
        assert house_rules(Plain(2)) == {}
    finally:
        describe_options.cache_clear()
