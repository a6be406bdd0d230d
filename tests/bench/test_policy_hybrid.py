"""bench/policy_hybrid.py: its "heuristic's card" is the card the heuristic lets go."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from corsairs import load_game
from corsairs.agents import make_agent
from corsairs.games.corsairs.actions import DISCARD


def test_the_hybrid_card_is_the_heuristics(bench_script: Callable[[str], ModuleType]) -> None:
    """One deal's first 120 decisions hold 57 plain discards (three deals cost 3 times as
    much for no other kind of position)."""
    hybrid = bench_script("policy_hybrid")
    game = load_game("corsairs", players=4)
    compared = 0
    state = game.new_state(seed=0)
    bots = [make_agent("heuristic", game, seed=s) for s in range(4)]
    for _ in range(120):
        if state.is_over():
            break
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        obs = state.observation(seat)
        action = bots[seat].choose(obs, legal)
        # Every plain discard (a sail is a sampled decision, not a ranking).
        if action.kind == DISCARD:
            assert hybrid.heuristic_card(obs, legal) == action.arg
            compared += 1
        state.apply(action)
    assert compared > 50
