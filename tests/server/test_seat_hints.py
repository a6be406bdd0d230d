"""The lay-down choices a seat is sent: only to the seat to play, best first, all legal."""

from __future__ import annotations

from corsairs.agents import make_agent
from corsairs.games.corsairs.actions import parse_action
from corsairs.games.corsairs.lay_down import best_lay_down, situation
from corsairs.registry import load_game
from corsairs.server.tables import seat_hints


def test_lay_down_choices_go_to_the_seat_to_play_only() -> None:
    game = load_game("corsairs", players=3)
    state = game.new_state(seed=4)
    bots = [make_agent("greedy", game, seed=4 + i) for i in range(3)]
    seen = 0
    while not state.is_over():
        p = state.current_player
        obs = state.observation(p)
        for other in (None, *(s for s in range(3) if s != p)):
            assert seat_hints(game, state, other) == {}
        hints = seat_hints(game, state, p)
        if obs["phase"] in ("crew", "lay"):
            seen += 1
            choices = hints["lay_downs"]
            best = best_lay_down(**situation(obs)).to_dict()
            assert {k: v for k, v in choices[0].items() if k != "action"} == best
            assert all(state.is_legal(parse_action(c["action"])) for c in choices)
        else:
            assert hints == {}
        state.apply(bots[p].choose(obs, state.legal_actions()))
    assert seen >= 10


def test_piratatak_gets_no_hints() -> None:
    game = load_game("piratatak", players=2)
    state = game.new_state(seed=1)
    assert seat_hints(game, state, state.current_player) == {}
