"""The order of the moves a hint and a review judge (the game's ``candidates``), best first
by the rule of thumb whatever their number: win chances that tie (a decided game's 100%)
keep that order, so it names the hint's recommendation, the review's best move and the
first of the moves "about as good" in the terminal and the browser. With four legal
moves or fewer, Corsairs' ``candidates`` returned them in the engine's order: the closer's
empty crew (every card a stowaway) first."""

from __future__ import annotations

import functools
from typing import Any

import corsairs
from corsairs.agents import make_agent
from corsairs.games.corsairs.cards import VALUE, mask_value
from corsairs.games.corsairs.heuristic import candidates, limit_of, stowaways
from corsairs.games.corsairs.state import CorsairsState


@functools.cache
def _first_few(players: int, seed: int, phase: int, **rules: Any) -> Any:
    """The first position of a greedy game where the seat to play has 2-4 legal moves in
    ``phase`` (1 a discard, 2 the closer's crew)."""
    game = corsairs.load_game("corsairs", players=players, **rules)
    state = game.new_state(seed=seed)
    assert isinstance(state, CorsairsState)
    agents = [make_agent("greedy", game, seed=seed + i) for i in range(players)]
    while not state.is_over():
        legal = state.legal_actions()
        if 2 <= len(legal) <= 4 and state.phase == phase:
            return state
        p = state.current_player
        assert p is not None
        state.apply(agents[p].choose(state.observation(p), legal))
    raise AssertionError("no such position in this game")


def test_a_closers_few_crews_come_least_limit_first() -> None:
    state = _first_few(2, 5, phase=2)  # four crews: none, yellow, yellow and black, black
    legal = state.legal_actions()
    hand, pc = state.hands[state.current], state.pier_colour
    ranked = candidates(state.clone(), legal)
    limits = [mask_value(stowaways(hand, a, pc)) for a in ranked]
    assert sorted(map(str, ranked)) == sorted(map(str, legal))  # all of them, pruned none
    assert limits == sorted(limits) and str(ranked[-1]) == "crew -", [str(a) for a in ranked]


def test_a_few_discards_come_in_the_order_of_the_limit_they_keep() -> None:
    # house rule hand_size=1: after the draw two cards, four moves (each discard, each
    # sail); either card alone is a crew (limit 0), so the higher number goes first
    state = _first_few(2, 0, phase=1, hand_size=1)
    hand, pc = state.hands[state.current], state.pier_colour
    moves = candidates(state.clone(), state.legal_actions())
    # as with more moves: the limit the discard keeps, then the higher number first
    rank = [(limit_of(hand & ~(1 << a.arg), pc), -VALUE[a.arg]) for a in moves]
    assert rank == sorted(rank), [str(a) for a in moves]
    # each card's discard, then its sail, as with more moves
    assert [str(a).split()[0] for a in moves] == ["discard", "sail", "discard", "sail"]
    assert moves[0].arg == moves[1].arg


def test_moves_that_tie_are_recommended_in_that_order(monkeypatch: Any) -> None:
    """Every rollout judged even (as in a game already decided): the hint names the
    closer's least-limit crew first, not the empty crew of the engine's order."""
    from corsairs.agents.ismcts import search_hooks as hooks
    from corsairs.coach import hint, search

    def even(game: Any) -> Any:
        policy, done, _, refine, prune, flag = hooks(game)
        return policy, done, lambda s: [0.5] * game.players, refine, prune, flag

    monkeypatch.setattr(search, "search_hooks", even)
    state = _first_few(2, 5, phase=2)
    advice = hint(state.game, state.observation(state.current), state.legal_actions(), samples=8)
    assert advice.recommended == "crew Y2 Y3 Y4 Y6 Y7 Y10 K5 K8 K9 K11"
    assert advice.moves[-1]["action"] == "crew -"  # last, not first
