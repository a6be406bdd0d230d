"""A bot's move asked through the guard: the bot's fault is named, the state untouched."""

from __future__ import annotations

import time

import pytest

import corsairs
from corsairs.agents import Agent
from corsairs.agents.guard import BotFault, ask
from unruly_bots import Malformed, Nothing, Raiser, Sleeper, Stubborn, Wrecker


def _state():  # type: ignore[no-untyped-def]
    return corsairs.load_game("corsairs", players=2).new_state(seed=1)


@pytest.mark.parametrize(
    ("cls", "said"),
    [
        (Raiser, "failed: KeyError: 'no such key'"),
        (Nothing, "chose no action (None)"),
        (Malformed, "chose {'not': 'an action'}, which is not a legal action"),
    ],
)
def test_a_bots_fault_names_the_bot_its_seat_and_what_it_did(cls: type[Agent], said: str) -> None:
    state = _state()
    before = state.to_dict()
    seat = state.current_player
    with pytest.raises(BotFault) as caught:
        ask(cls(state.game, seed=1), state, seat, "mybot", where="game seed 1, move 0")
    assert str(caught.value) == f"bot 'mybot' at seat {seat} {said} (game seed 1, move 0)"
    assert (caught.value.bot, caught.value.seat) == ("mybot", seat)
    assert state.to_dict() == before


def test_a_text_move_and_a_listed_move_are_both_taken() -> None:
    state = _state()

    class Texter(Agent):
        def choose(self, observation, legal_actions):  # type: ignore[no-untyped-def]
            return "draw stock"

    assert str(ask(Texter(state.game), state, 0, "t")) == "draw stock"


def test_emptying_the_legal_list_changes_nothing_of_the_state() -> None:
    state = _state()
    action = ask(Wrecker(state.game), state, state.current_player, "w")
    assert action in state.legal_actions()


@pytest.mark.parametrize("cls", [Sleeper, Stubborn])
def test_a_move_past_its_time_limit_is_the_bots_fault(cls: type[Agent]) -> None:
    state = _state()
    start = time.monotonic()
    with pytest.raises(BotFault, match=r"bot 's' at seat \d took more than 0.2 s for one move"):
        ask(cls(state.game), state, state.current_player, "s", limit=0.2)
    assert time.monotonic() - start < 2


def test_a_fault_crosses_a_process_boundary_intact() -> None:
    import pickle

    fault = pickle.loads(pickle.dumps(BotFault("bot 'x' at seat 1 failed", "x", 1)))
    assert (str(fault), fault.bot, fault.seat) == ("bot 'x' at seat 1 failed", "x", 1)


def test_a_whole_game_of_timed_moves_keeps_no_timer_running_after_it() -> None:
    import signal

    from corsairs.agents import RandomAgent
    from corsairs.agents.guard import timed_moves

    state = _state()
    before = signal.getsignal(signal.SIGALRM)
    with timed_moves(5.0):
        while not state.is_over():
            seat = state.current_player
            state.apply(ask(RandomAgent(state.game, seed=1), state, seat, "r", limit=5.0))
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) is before


@pytest.mark.parametrize("limit", [float("inf"), 1e300])
def test_a_limit_too_long_for_any_timer_is_simply_never_reached(limit: float) -> None:
    from corsairs.agents import RandomAgent

    state = _state()
    assert ask(RandomAgent(state.game, seed=1), state, state.current_player, "r", limit=limit)
