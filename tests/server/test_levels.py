"""Every level of every game's ladder makes a table (the lobby offers them all)."""

from __future__ import annotations

from typing import Any

import pytest

from corsairs.agents import levels


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_every_level_is_accepted_as_a_seat(client: Any, game: str) -> None:
    """Piratatak's casual level (a novice with options) was refused: "bot option 'noise'
    is not offered for 'novice'", because a level's own spec was bounded like a player's."""
    for name, _ in levels(game):
        seats = [{"kind": "human"}, {"kind": "bot", "bot": name}]
        r = client.post("/api/tables", json={"game": game, "players": 2, "seats": seats})
        assert r.status_code == 201, (name, r.text)


def test_options_people_write_are_still_bounded(client: Any) -> None:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "novice:noise=0.1"}]
    r = client.post("/api/tables", json={"game": "piratatak", "players": 2, "seats": seats})
    assert r.status_code in (400, 422) and "noise" in r.text


@pytest.mark.usefixtures("unruly")
def test_the_bots_a_plugin_adds_are_offered_beside_the_levels(client: Any) -> None:
    """A server started with ``--plugin mybots`` offers its bots in the lobby (they could
    be seated through the API alone), and never the project's own bots there."""
    for game in client.get("/api/games").json():
        assert "raiser" in game["added_bots"] and "sleeper" in game["added_bots"]
        assert not {"random", "ismcts", "greedy", "heuristic"} & set(game["added_bots"])
        assert game["default_bot"] == "casual"  # the seat's bot unchosen, on the ladder


def test_a_bot_for_another_game_is_refused_saying_which_game_it_plays(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plugin's Corsairs bot (``Agent.games``) asked for a Piratatak seat through the API
    was "unknown bot": it is known, and the refusal says which game it plays."""
    from corsairs.agents import Agent, registry

    class PierWatcher(Agent):
        games = ("corsairs",)

        def choose(self, observation: dict[str, Any], legal_actions: Any) -> Any:
            return legal_actions[0]

    monkeypatch.setitem(registry.GENERIC, "pierwatcher", PierWatcher)
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "pierwatcher"}]
    r = client.post("/api/tables", json={"game": "piratatak", "players": 2, "seats": seats})
    assert r.status_code in (400, 422) and "plays corsairs only" in r.text, r.text
    r = client.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": seats})
    assert r.status_code == 201, r.text
