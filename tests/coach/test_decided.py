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
        assert seat is not None
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
        assert seat is not None
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


def _nearly_lost_discard() -> Any:
    """The second discard of seat 0 in a short game's last round, 12 penalty cards behind:
    each move's win chance 0% or 2.5% (40 deals), only a sweep left to hope for."""
    game = corsairs.load_game("corsairs", players=2, last_round_at=8, game_ends_at=60)
    state = game.new_state(seed=2)
    bots = [make_agent("greedy", game, seed=2 + k) for k in range(2)]
    seen = 0
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        obs, legal = state.observation(seat), state.legal_actions()
        if seat == 0 and obs["final_round"] and obs["phase"] == "discard" and len(legal) > 1:
            seen += 1
            if seen == 2:
                return game, obs, legal
        state.apply(bots[seat].choose(obs, legal))
    raise AssertionError("no such position")


def test_a_nearly_lost_game_is_said_once_not_about_as_good() -> None:
    """A won (or lost) game's last rounds gave hint after hint of "About as good … 0.4 ± 0.7
    points apart" at 97–100%: every move within 5 points of 0% (or 100%) is said nearly
    decided, once, with the band and what still counts."""
    game, obs, legal = _nearly_lost_discard()
    h = hint(game, obs, legal, samples=40)
    wins = [m["win"] for m in h.moves]
    assert max(wins) <= 0.05 and max(wins) > 0, wins  # not all 0%: not decided outright
    assert h.decided is not None and h.decided["nearly"] and h.decided["outcome"] == "lost"
    assert (h.decided["low"], h.decided["high"]) == (min(wins), max(wins))
    lines = hint_lines(h, ["You", "Bea"])
    assert lines[0] == f"Nearly decided: every move leaves your win chance at 0% to {max(wins):.0%}"
    assert lines[1].startswith("This is the game's last round, and Bea has 12 penalty cards")
    assert lines[2].startswith("What still counts: your penalty cards."), lines
    assert not any("About as good" in line for line in lines), lines


def test_nearly_decided_is_a_band_of_five_points_at_either_end() -> None:
    from corsairs.coach.hints import nearly_decided

    def rows(*ws: float) -> list[dict[str, float]]:
        return [{"win": w} for w in ws]

    assert nearly_decided(rows(1.0, 0.97, 0.95)) == "won"
    assert nearly_decided(rows(0.05, 0.01, 0.0)) == "lost"
    assert nearly_decided(rows(1.0, 1.0)) is None  # decided outright, said as such
    assert nearly_decided(rows(1.0, 0.94)) is None  # a move 6 points behind may be a mistake
    assert nearly_decided(rows(0.97)) is None  # one move: nothing to compare


def test_nearly_won_names_the_recommended_moves_penalty_cards_within_the_moves_range() -> None:
    """Nearly decided, the moves are ordered by win chance: the recommended move need not be
    the one with the fewest penalty cards, and the hint must not say it is."""
    from corsairs.coach.hints import Hint

    h = Hint(
        game="corsairs",
        seat=0,
        phase="discard",
        recommended="discard R9",
        moves=[{"action": "discard R9", "win": 0.99}, {"action": "discard B3", "win": 0.97}],
        details={},
        close=["discard B3"],
        decided={"outcome": "won", "nearly": True, "low": 0.97, "high": 0.99, "last_round": False,
                 "leader": 1, "gap": 9, "penalty": 2.5, "penalty_most": 4.0, "penalty_least": 1.25},
    )  # fmt: skip
    lines = hint_lines(h, ["You", "Bea"])
    assert lines[0] == "Nearly decided: every move keeps your win chance at 97% to 99%"
    assert lines[1] == (
        "What still counts: your penalty cards. discard R9 gives you 2.5 cards expected this "
        "round (1.2 to 4 cards with the moves judged)"
    ), lines
    assert not any("About as good" in line for line in lines), lines
