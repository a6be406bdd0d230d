"""Helpers shared by the coach's tests (conftest puts this folder on sys.path)."""

from __future__ import annotations

from corsairs.agents import make_agent
from corsairs.protocol import Game, State


def to_decision(game: Game, seed: int, phase: str, skip: int = 0) -> State:
    """A seeded game played by greedy bots up to the ``skip``-th decision in ``phase``."""
    state = game.new_state(seed=seed)
    bots = [make_agent("greedy", game, seed=seed + k) for k in range(game.players)]
    seen = 0
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        legal = state.legal_actions()
        if obs["phase"] == phase and len(legal) > 1:
            if seen == skip:
                return state
            seen += 1
        state.apply(bots[seat].choose(obs, legal))
    raise AssertionError(f"no {phase} decision found")
