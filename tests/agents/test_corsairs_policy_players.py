"""Corsairs ``policy`` with 3 and 4 players: its player-count weights (issue 21)."""

from __future__ import annotations

from typing import Any

import pytest

import corsairs
from corsairs.agents import make_agent
from corsairs.games.corsairs.actions import DRAW, STOCK
from corsairs.games.corsairs.cards import COLOUR_INDEX, COLOUR_OF, TEXT_CARD
from corsairs.games.corsairs.heuristic import limit_of, masks, shed
from corsairs.protocol import BadOption


def _last_card_draws(players: int, games: int) -> list[tuple[dict[str, Any], list[Any]]]:
    """Draw decisions of policy self-play with one stock card left and a face-up card on
    the pile that lowers the limit by 1 (too little for a draw otherwise)."""
    game = corsairs.load_game("corsairs", players=players)
    found = []
    for seed in range(games):
        state = game.new_state(seed=seed)
        bots = [make_agent("policy", game, seed=seed) for _ in range(players)]
        while not state.is_over():
            seat = state.current
            obs, legal = state.observation(seat), state.legal_actions()
            if legal[0].kind == DRAW and obs["stock"] == 1 and obs["pile"]:
                hand, pc = masks(obs["hand"]), COLOUR_INDEX[obs["pier_colour"]]
                after = shed(hand | 1 << TEXT_CARD[obs["pile"][-1]], pc)[0]
                now = limit_of(hand, pc)
                pier = obs["pier"]
                if len(pier) > 1:  # a pier card that pays anyway is no test of the price
                    pier_colour = COLOUR_OF[TEXT_CARD[pier[1]]]
                    if shed(hand | 1 << TEXT_CARD[pier[0]], pier_colour)[0] <= now - 2:
                        continue
                if after == now - 1:
                    found.append((obs, legal))
            state.apply(bots[seat].choose(obs, legal))
    return found


def test_with_four_players_the_policy_leaves_the_last_stock_card() -> None:
    """It forces a sail with whatever it brings; a face-up card about as good is taken."""
    draws = _last_card_draws(4, 12)
    assert draws
    four = make_agent("policy", corsairs.load_game("corsairs", players=4))
    two = make_agent("policy", corsairs.load_game("corsairs", players=2))
    for obs, legal in draws:
        assert four.choose(obs, legal).arg != STOCK
        assert two.choose(obs, legal).arg == STOCK  # 2-player decisions unchanged


def test_the_last_card_price_follows_the_player_count_and_the_rules() -> None:
    assert "last_card=0" in make_agent("policy", corsairs.load_game("corsairs", players=2)).spec
    assert "last_card=1" in make_agent("policy", corsairs.load_game("corsairs", players=3)).spec
    assert "last_card=1" in make_agent("policy", corsairs.load_game("corsairs", players=4)).spec
    spec = make_agent("policy:last_card=2", corsairs.load_game("corsairs", players=4)).spec
    assert "last_card=2" in spec
    free = corsairs.load_game("corsairs", players=4, last_stock_card_forces_sail=False)
    assert "last_card=0" in make_agent("policy", free).spec  # nothing to avoid


@pytest.mark.parametrize(
    "spec", ["policy:last_card=-1", "policy:last_card=1.5", "policy:last_card=many"]
)
def test_a_bad_last_card_price_is_refused(spec: str) -> None:
    with pytest.raises(BadOption):
        make_agent(spec, corsairs.load_game("corsairs", players=4))


@pytest.mark.parametrize("players", [3, 4])
def test_policies_alone_at_the_table_finish_their_rounds(players: int) -> None:
    """Leaving the last stock card must not let policies trade pile cards forever
    (a round that hits ``round_turn_limit`` is annulled)."""
    game = corsairs.load_game("corsairs", players=players)
    for seed in range(6):
        state = game.new_state(seed=seed)
        bots = [make_agent("policy", game, seed=seed) for _ in range(players)]
        while not state.is_over():
            seat = state.current
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        annulled = [r for r in state.round_dicts() if r.get("reason") == "turn_limit"]
        assert not annulled
