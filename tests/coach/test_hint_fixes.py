"""Hints that contradict themselves or mislabel their figures (the s18 coach audit)."""

from __future__ import annotations

from typing import Any

import corsairs
from corsairs.agents import make_agent
from corsairs.coach.search import MoveValue
from corsairs.coach.words import hint_lines
from corsairs.games.piratatak import coach as pira_coach
from corsairs.games.piratatak.actions import BUY, DRAW, GIVE, STOP
from corsairs.protocol import State


def _piratatak_until(players: int, stop: Any, seeds: range = range(1, 60)) -> tuple[Any, State]:
    game = corsairs.load_game("piratatak", players=players)
    for seed in seeds:
        state = game.new_state(seed=seed)
        bots = [make_agent("greedy", game, seed=seed + k) for k in range(players)]
        while not state.is_over():
            seat = state.current_player
            if stop(state):
                return game, state
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    raise AssertionError("no such decision")


def _mv(action: Any, win: float) -> MoveValue:
    return MoveValue(action=action, text=str(action), values=(win,) * 4, seats=(win, 1 - win))


def test_piratatak_buy_line_follows_the_judged_moves() -> None:
    """The audit's hint said "Recommended: Draw" and "Buy: yes, from Bea" (p2_buy.py): the
    buy line came from the rule of thumb, not from the moves the search judged."""
    game, state = _piratatak_until(
        3,
        lambda s: (
            any(a.kind == BUY for a in s.legal_actions())
            and any(a.kind == DRAW for a in s.legal_actions())
        ),
    )
    seat = state.current_player
    obs, legal = state.observation(seat), state.legal_actions()
    draw = next(a for a in legal if a.kind == DRAW)
    buy = next(a for a in legal if a.kind == BUY)
    # The search prefers drawing: no "Buy: yes" beside "Recommended: draw".
    d = pira_coach.details(game, obs, legal, [_mv(draw, 0.6), _mv(buy, 0.5)])
    assert d["buys"] and d["buy"] is None
    # The search prefers the buy: the line names it.
    d = pira_coach.details(game, obs, legal, [_mv(buy, 0.6), _mv(draw, 0.5)])
    assert d["buy"] == {"action": str(buy), "seller": buy.b}


def test_piratatak_value_of_drawing_only_where_a_draw_is_legal_and_not_in_boat_parts() -> None:
    """At a pirate give-back the hint said "Expected gain of drawing on: +2.31 boat parts":
    no draw is legal there, and the value counts the winning part as 20."""
    game, state = _piratatak_until(3, lambda s: any(a.kind == GIVE for a in s.legal_actions()))
    seat = state.current_player
    obs, legal = state.observation(seat), state.legal_actions()
    assert not any(a.kind == DRAW for a in legal)
    h = corsairs.coach.hint(game, obs, legal, samples=4)
    assert "draw_gain" not in h.details
    assert not [line for line in hint_lines(h, ["a", "b", "c"]) if "drawing on" in line]

    game, state = _piratatak_until(2, lambda s: {a.kind for a in s.legal_actions()} >= {DRAW, STOP})
    seat = state.current_player
    h = corsairs.coach.hint(game, state.observation(seat), state.legal_actions(), samples=4)
    assert "draw_gain" in h.details
    [line] = [x for x in hint_lines(h, ["a", "b"]) if "drawing on" in x]
    assert "boat parts" not in line and "20" in line, line
