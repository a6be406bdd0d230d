"""A server given no hint budget (``corsairs serve`` without --hint-samples, as players run
it) judges each game's hints on the game's own budget: the browser tests' servers all
judge on fewer deals (``e2e_helpers.HINT_SAMPLES``)."""

from __future__ import annotations

import inspect
import json

from fastapi.testclient import TestClient

import corsairs
from corsairs.coach.hints import compute_hint
from corsairs.games.piratatak import coach
from corsairs.server import command
from corsairs.server.app import create_app


def test_a_server_without_a_budget_judges_a_hint_on_the_games_own() -> None:
    """The page said "Judged over 256 deals" at a Piratatak turn's only move (two deals
    once showed "0%" there): checked here, without a server started for it."""
    assert inspect.signature(command.command).parameters["hint_samples"].default is None
    with TestClient(create_app("sqlite://", bot_delay=0.0, bots_in_thread=False)) as client:
        hub = client.app.state.hub  # type: ignore[attr-defined]  # TestClient.app: any ASGI app
        assert hub.hint_samples is None  # what server.hints computes with
    game = corsairs.load_game("piratatak", players=2)
    state = game.new_state(seed=3)
    seat = state.current_player
    assert seat is not None
    said = json.loads(compute_hint(game, state.observation(seat), state.legal_actions(), None))
    assert said["samples"] == coach.HINT_SAMPLES == 256
