"""The Corsairs policy at the stock's last card with 3-4 players (``policy.ENDGAME_START``).

The rulebook: drawing the last card of the stock obliges that player to set
sail in the same turn. The heuristic never draws it while a face-up card is
there; a policy that did was the one forced to sail, and went under.
"""

from __future__ import annotations

from typing import Any

import pytest

import corsairs
from corsairs.agents import make_agent
from corsairs.games.corsairs.actions import DRAW, SAIL, STOCK
from corsairs.games.corsairs.policy import PolicyAgent
from corsairs.games.corsairs.state import CorsairsState
from corsairs.protocol import BadOption


def _last_card_draws(
    players: int, games: int
) -> list[tuple[dict[str, Any], list[Any], PolicyAgent]]:
    """Draw decisions of a policy at the stock's last card, in games among policies (the
    heuristic's stand-in: 40 games give about 100 early such decisions in half a second,
    where 4 games against heuristics gave 11 in 7 s)."""
    game = corsairs.load_game("corsairs", players=players)
    found: list[tuple[dict[str, Any], list[Any], PolicyAgent]] = []
    for g in range(games):
        state = game.new_state(seed=300 + g)
        bots = [make_agent("policy", game, seed=g + s) for s in range(players)]
        first = bots[0]
        assert isinstance(first, PolicyAgent)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            legal = state.legal_actions()
            obs = state.observation(seat)
            if seat == 0 and legal[0].kind == DRAW and obs["stock"] == 1 and len(legal) > 1:
                found.append((obs, legal, first))
            state.apply(bots[seat].choose(obs, legal))
    return found


def test_with_four_players_the_policy_leaves_the_last_card_while_its_limit_is_high() -> None:
    found = _last_card_draws(4, 40)  # about 100 early decisions
    # Before 12 turns a player (ENDGAME_START) nothing makes it draw that card.
    early = [(o, lg, b) for o, lg, b in found if o["round_turns"] / 4 <= 12]
    assert early, "no early last-card decision in these games"
    for obs, legal, bot in early:
        assert bot.choose(obs, legal).arg != STOCK


def test_once_patience_runs_out_the_policy_draws_the_last_card_or_sails() -> None:
    game = corsairs.load_game("corsairs", players=4)
    bot = make_agent("policy", game)
    obs = {"stock": 1, "round_turns": 4 * 40}
    assert bot.endgame_limit(obs) == pytest.approx((40 - 12) * 1.0)  # type: ignore[attr-defined]
    assert bot.endgame_limit({"stock": 2, "round_turns": 400}) is None  # type: ignore[attr-defined]


def test_two_player_decisions_are_unchanged() -> None:
    bot = make_agent("policy", corsairs.load_game("corsairs", players=2))
    assert bot.endgame_limit({"stock": 1, "round_turns": 400}) is None  # type: ignore[attr-defined]


@pytest.mark.parametrize("players", [3, 4])
def test_rounds_among_policies_end_before_the_turn_limit(players: int) -> None:
    """Four policies that all left the last card would trade face-up cards for ever."""
    game = corsairs.load_game("corsairs", players=players)
    for g in range(8):
        state = game.new_state(seed=g)
        assert isinstance(state, CorsairsState)
        bots = [make_agent("policy", game, seed=g + s) for s in range(players)]
        turns, round_, sailed = 0, state.round, 0
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            action = bots[seat].choose(state.observation(seat), state.legal_actions())
            turns += action.kind == DRAW
            sailed += action.kind == SAIL
            state.apply(action)
            if state.round != round_ or state.is_over():
                assert sailed, f"game {g}: a round of {turns} turns ended without a sail"
                assert turns < 300
                turns, round_, sailed = 0, state.round, 0


def test_a_bad_endgame_rate_is_refused() -> None:
    with pytest.raises(BadOption):
        make_agent("policy:endgame_rate=-1", corsairs.load_game("corsairs", players=4))
