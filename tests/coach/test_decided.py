"""A game already decided (every move's win chance 0%, or 100%): the hint says so once, why,
and what still counts, instead of naming every move "about as good" (docs/coach.md, *A game
decided*)."""

from __future__ import annotations

import functools
from typing import Any

import corsairs
from corsairs.agents import make_agent
from corsairs.coach import hint
from corsairs.coach.words import hint_lines


@functools.cache
def _last_round_discard() -> Any:
    """A discard of seat 0 in a short game's last round (a house rule: the last round from 8
    penalty cards in all), 12 penalty cards behind: every move loses the game."""
    game = corsairs.load_game("corsairs", players=2, last_round_at=8, game_ends_at=60)
    state = game.new_state(seed=2)
    bots = [make_agent("greedy", game, seed=2 + k) for k in range(2)]
    while not state.is_over():
        seat = state.current_player
        obs, legal = state.observation(seat), state.legal_actions()
        if seat == 0 and obs["final_round"] and obs["phase"] == "discard" and len(legal) > 1:
            return game, obs, legal
        state.apply(bots[seat].choose(obs, legal))
    raise AssertionError("no such position")


def test_a_lost_last_round_is_said_decided_with_why_and_the_penalty_cards() -> None:
    game, obs, legal = _last_round_discard()
    h = hint(game, obs, legal, samples=16)
    assert all(m["win"] == 0.0 for m in h.moves), h.moves
    assert h.decided is not None, h.to_dict()
    assert h.decided["outcome"] == "lost" and h.decided["last_round"]
    assert (
        h.decided["leader"] == 1 and h.decided["gap"] == obs["penalties"][0] - obs["penalties"][1]
    )
    # what still counts: the recommended move is the one with the fewest penalty cards
    mine = [o["added"][0] for o in h.details["options"]]
    rec = next(o for o in h.details["options"] if o["action"] == h.recommended)
    assert rec["added"][0] == min(mine), h.details["options"]
    assert h.decided["penalty"] == round(min(mine), 2)
    lines = hint_lines(h, ["You", "Bea"])
    assert lines[0] == "Decided: no move changes the result (win chance 0% with every move)"
    assert lines[1] == (
        f"This is the game's last round, and Bea has {h.decided['gap']} penalty cards fewer "
        "than you"
    )
    assert lines[2].startswith(
        f"What still counts: your penalty cards. {h.recommended} gives you the fewest"
    ), lines[2]
    assert not any("About as good" in line for line in lines), lines


def test_a_game_still_open_is_not_decided() -> None:
    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=3)
    h = hint(game, state.observation(state.current_player), state.legal_actions(), samples=8)
    assert h.decided is None and h.to_dict()["decided"] is None


def test_piratatak_says_who_wins_every_game_played_out() -> None:
    """Drawing and stopping both 100% (8 deals: a greedy game's winner near its end)."""
    game = corsairs.load_game("piratatak", players=2)
    state = game.new_state(seed=1)
    bots = [make_agent("greedy", game, seed=1 + k) for k in range(2)]
    while not state.is_over():
        seat = state.current_player
        obs, legal = state.observation(seat), state.legal_actions()
        if len(legal) > 1:
            h = hint(game, obs, legal, samples=8)
            if all(m["win"] == 1.0 for m in h.moves):
                assert h.decided == {"outcome": "won", "leader": seat}, h.to_dict()
                lines = hint_lines(h, ["You", "Bea"] if seat == 0 else ["Ann", "You"])
                assert lines[:2] == [
                    "Decided: you win whatever you play (win chance 100% with every move)",
                    "You win every game played out from here",
                ], lines
                return
        state.apply(bots[seat].choose(obs, legal))
    raise AssertionError("no position won whatever is played")
