"""A bot's move asked through the guard: the bot's fault is named, the state untouched."""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import corsairs
from corsairs.agents import Agent
from corsairs.agents.guard import BotFault, ask
from corsairs.protocol import State
from unruly_bots import Chatter, Malformed, Nothing, Raiser, Sleeper, Stubborn, Wrecker

STOPPED = 60
"""Seconds within which a move past its 0.2 s limit is stopped, for certain: the bots of
these tests would take 600 s or for ever, and a loaded machine (a load of 20 on two cores)
may take seconds where an idle one takes a fraction of one (the bound was 2 s and 3 s)."""


def _state() -> State[Any]:
    return corsairs.load_game("corsairs", players=2).new_state(seed=1)


def _to_move(state: State[Any]) -> int:
    seat = state.current_player
    assert seat is not None, "the game is over: no one to ask"
    return seat


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
    seat = _to_move(state)
    with pytest.raises(BotFault) as caught:
        ask(cls(state.game, seed=1), state, seat, "mybot", where="game seed 1, move 0")
    said_here = re.sub(r"\(unruly_bots\.py, line \d+; ", "(", str(caught.value))  # next test
    assert said_here == f"bot 'mybot' at seat {seat} {said} (game seed 1, move 0)"
    assert (caught.value.bot, caught.value.seat) == ("mybot", seat)
    assert state.to_dict() == before


def test_a_text_move_and_a_listed_move_are_both_taken() -> None:
    state = _state()

    class Texter(Agent):
        def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
            return "draw stock"

    assert str(ask(Texter(state.game), state, 0, "t")) == "draw stock"


def test_emptying_the_legal_list_changes_nothing_of_the_callers() -> None:
    state = _state()
    legal = state.legal_actions()
    listed = list(legal)
    action = ask(Wrecker(state.game), state, _to_move(state), "w", legal=legal)
    assert legal == listed and action in listed


@pytest.mark.parametrize("cls", [Sleeper, Stubborn])
def test_a_move_past_its_time_limit_is_the_bots_fault(cls: type[Agent]) -> None:
    state = _state()
    start = time.monotonic()
    with pytest.raises(BotFault, match=r"bot 's' at seat \d took more than 0.2 s for one move"):
        ask(cls(state.game), state, _to_move(state), "s", limit=0.2)
    assert time.monotonic() - start < STOPPED  # the bot sleeps 600 s


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
            seat = _to_move(state)
            state.apply(ask(RandomAgent(state.game, seed=1), state, seat, "r", limit=5.0))
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) is before


@pytest.mark.parametrize("limit", [float("inf"), 1e300])
def test_a_limit_too_long_for_any_timer_is_simply_never_reached(limit: float) -> None:
    from corsairs.agents import RandomAgent

    state = _state()
    assert ask(RandomAgent(state.game, seed=1), state, _to_move(state), "r", limit=limit)


class _Unprintable(Exception):
    def __str__(self) -> str:
        raise RuntimeError("no words")


class _SlowToSay(Exception):
    def __str__(self) -> str:
        time.sleep(600)
        return "at last"


class _Shapeless:
    def __repr__(self) -> str:
        raise ValueError("no shape")

    def __eq__(self, other: object) -> bool:
        raise ValueError("no match")

    __hash__ = object.__hash__


class _Endless:
    def __eq__(self, other: object) -> bool:
        while True:
            time.sleep(0.01)

    __hash__ = object.__hash__


def _bot(does: Any) -> type[Agent]:
    class Odd(Agent):
        def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
            return does()

    return Odd


def _raise(exc: BaseException) -> Any:
    raise exc


@pytest.mark.parametrize(
    ("does", "said"),
    [
        (lambda: _raise(_Unprintable()), "failed: _Unprintable: <_Unprintable>"),
        (_Shapeless, "chose <_Shapeless instance at "),
        (lambda: _raise(_SlowToSay()), "took more than 0.2 s for one move"),
        (_Endless, "took more than 0.2 s for one move"),
    ],
    ids=["unprintable error", "unprintable action", "slow error words", "endless comparison"],
)
def test_a_bots_objects_cannot_break_the_message_about_its_fault(does: Any, said: str) -> None:
    """The bot's own code ran outside the guard in its error's ``__str__``, its action's
    ``__repr__`` and ``__eq__``: a raw exception, or a hang, escaped the guard."""
    state = _state()
    start = time.monotonic()
    with pytest.raises(BotFault, match=re.escape(said)):
        ask(_bot(does)(state.game), state, _to_move(state), "odd", limit=0.2)
    assert time.monotonic() - start < STOPPED  # the slow words take 600 s


def test_another_threads_move_leaves_the_main_threads_clock_alone() -> None:
    """A thread asking with a limit while the main thread's timer ticks set and cleared
    the main thread's move clock: a tick then struck the main thread outside any move."""
    import threading

    from corsairs.agents import RandomAgent
    from corsairs.agents.guard import _Clock, timed_moves

    state = _state()
    with timed_moves(0.2):
        _Clock.started = sentinel = time.monotonic() + 3600  # the main thread's move
        t = threading.Thread(
            target=ask, args=(RandomAgent(state.game, seed=1), state.clone(), 0, "r"),
            kwargs={"limit": 0.2},
        )  # fmt: skip
        t.start()
        t.join()
        assert _Clock.started == sentinel
        _Clock.started = None


def test_a_callers_own_alarm_is_kept() -> None:
    """The guard's timer set the caller's pending ``alarm`` to 0 when it was done."""
    import signal

    state = _state()
    fired: list[int] = []
    previous = signal.signal(signal.SIGALRM, lambda *_: fired.append(1))
    signal.setitimer(signal.ITIMER_REAL, 30)
    try:
        ask(Raiserless(state.game), state, _to_move(state), "r", limit=5)
        assert signal.getitimer(signal.ITIMER_REAL)[0] > 25
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


class Raiserless(Agent):
    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return legal_actions[0]


class _OneMove:
    """A position with a single legal action whose observation must not be needed."""

    def __init__(self) -> None:
        self.shown = 0

    def legal_actions(self) -> list[str]:
        return ["the only move"]

    def observation(self, seat: int) -> dict[str, Any]:
        self.shown += 1
        return {}

    def is_legal(self, action: Any) -> bool:
        return bool(action == "the only move")


def test_a_forced_move_of_a_bot_that_takes_them_unseen_costs_no_observation() -> None:
    """Simulations build an observation for every move; a fifth of a Piratatak game's
    moves have one legal action, which the fast bots take without looking."""

    class Taker(Raiserless):
        takes_forced_moves = True

    state = _OneMove()
    game = corsairs.load_game("piratatak", players=2)
    assert ask(Taker(game), state, 0, "t") == "the only move"  # type: ignore[arg-type]
    assert state.shown == 0
    with pytest.raises(BotFault, match="failed: KeyError"):  # the others are still asked
        ask(Raiser(game), state, 0, "r")  # type: ignore[arg-type]
    assert state.shown == 1


def test_the_piratatak_fast_bots_take_forced_moves_unseen() -> None:
    game = corsairs.load_game("piratatak", players=2)
    for spec in ("policy", "heuristic", "strong"):
        assert corsairs.agents.make_agent(spec, game).takes_forced_moves
    assert not corsairs.agents.make_agent("random", game).takes_forced_moves


def test_a_bot_built_on_a_fast_one_with_its_own_choose_sees_forced_moves() -> None:
    """A plugin bot subclassing Piratatak's heuristic to count cards overrides ``choose``:
    it inherited ``takes_forced_moves`` and silently missed a fifth of the moves."""
    from corsairs.games.piratatak.heuristic import HeuristicAgent

    class Counter(HeuristicAgent):
        name = "counter"

        def __init__(self, game: Any, seed: int | None = None) -> None:
            super().__init__(game, seed)
            self.seen = 0

        def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
            self.seen += 1
            return super().choose(observation, legal_actions)

    class Quiet(HeuristicAgent):  # says so itself: still taken unseen
        name = "quiet"
        takes_forced_moves = True

        def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
            return super().choose(observation, legal_actions)

    game = corsairs.load_game("piratatak", players=2)
    state = _OneMove()
    counter = Counter(game)
    assert ask(counter, state, 0, "c") == "the only move"  # type: ignore[arg-type]
    assert counter.seen == 1 and state.shown == 1
    assert ask(Quiet(game), state, 0, "q") == "the only move"  # type: ignore[arg-type]
    assert state.shown == 1


def test_a_bots_error_names_the_line_of_the_bots_own_code_it_came_from() -> None:
    """A bare "KeyError: 'hand_size'" left a bot's author to guess where; the line of their
    own code is in the one line (a call into the engine or the standard library, as in
    ``rng.choice([])``, is followed back to the bot's line that made it)."""
    import unruly_bots

    state = _state()
    seat = _to_move(state)
    lines = Path(unruly_bots.__file__).read_text().splitlines()
    raiser_line = next(n for n, text in enumerate(lines, 1) if 'observation["no such key"]' in text)
    with pytest.raises(BotFault) as caught:
        ask(Raiser(state.game, seed=1), state, seat, "mybot", where="game seed 1, move 0")
    assert str(caught.value).endswith(
        f"failed: KeyError: 'no such key' (unruly_bots.py, line {raiser_line}; game seed 1, move 0)"
    ), caught.value

    class EmptyChoice(Agent):
        def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
            return self.rng.choice([])  # raised inside random.py, made here

    here = EmptyChoice.choose.__code__.co_firstlineno + 1
    with pytest.raises(BotFault) as caught:
        ask(EmptyChoice(state.game, seed=1), state, seat, "empty")
    assert str(caught.value).endswith(f"(test_guard.py, line {here})"), caught.value

    np = pytest.importorskip("numpy")

    class NumpyChoice(Agent):
        def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
            return np.random.default_rng(0).choice([])  # raised in numpy's compiled code

    here = NumpyChoice.choose.__code__.co_firstlineno + 1
    with pytest.raises(BotFault) as caught:
        ask(NumpyChoice(state.game, seed=1), state, seat, "np")
    assert str(caught.value).endswith(f"(test_guard.py, line {here})"), caught.value


def test_a_bot_that_returns_an_index_is_told_what_choose_returns() -> None:
    """A researcher's policy returns an index (numpy's too); "chose 0, which is not a
    legal action" left them to find out that ``choose`` returns an action or its notation."""
    np = pytest.importorskip("numpy")
    state = _state()
    seat = _to_move(state)
    for index in (1, np.int64(1)):

        class Indexer(Agent):
            def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
                return index  # noqa: B023 - the loop's value, called at once

        with pytest.raises(BotFault) as caught:
            ask(Indexer(state.game, seed=1), state, seat, "rl", where="move 0")
        assert str(caught.value) == (
            f"bot 'rl' at seat {seat} chose 1, an index: choose() returns one of its legal "
            "actions or its notation, such as 'draw stock' (move 0)"
        )


def test_a_bots_illegal_move_is_told_with_the_engines_reason() -> None:
    """A bare "chose 'discard R1', which is not a legal action" left the author to find why;
    the engine's reason is said too, as a player is told at the prompt."""
    state = _state()
    seat = _to_move(state)
    before = state.to_dict()

    class Hasty(Agent):
        def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
            return "discard " + observation["hand"][0]  # before drawing

    with pytest.raises(BotFault) as caught:
        ask(Hasty(state.game, seed=1), state, seat, "hasty", where="move 0")
    said = str(caught.value)
    assert said.startswith(f"bot 'hasty' at seat {seat} chose 'discard "), said
    assert "which is not a legal action: " in said and "first draw a card" in said, said
    assert said.endswith("(move 0)") and state.to_dict() == before


def test_a_tiny_limit_is_said_as_given_not_rounded_to_0() -> None:
    """'took more than 0 s' for --move-limit 0.0004: the limit rounded to 3 decimals."""
    state = _state()
    with pytest.raises(BotFault, match=r"took more than 0\.0004 s for one move"):
        ask(Sleeper(state.game), state, _to_move(state), "s", limit=0.0004)


def test_a_tick_where_python_cannot_raise_is_no_error_and_the_move_still_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The tiny limit's test above failed at a load of 31: a tick struck in Hypothesis's
    callback of a garbage collection (``gc.callbacks``, phase 'stop'), where Python cannot
    raise, so its ``_TimeUp`` was "Exception ignored in …" (pytest fails a test for it) and
    the callback was cut short. A collection's callback now runs whole and the next tick
    ends the move; one lost in a ``__del__`` is lost quietly."""
    import gc
    import sys

    ignored: list[Any] = []
    monkeypatch.setattr(sys, "unraisablehook", ignored.append)
    collected: list[str] = []
    whole: list[bool] = []

    def slow_collection(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            time.sleep(0.05)  # outlasts a tick (every 10 ms for this limit)
            collected.append(phase)

    class SlowToGo:
        def __del__(self) -> None:
            time.sleep(0.05)

    class Collector(Agent):
        def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
            collected.clear()  # (a collection of the test's own may have come first)
            gc.collect()
            whole.append(collected == ["start"])
            SlowToGo()
            time.sleep(600)

    state = _state()
    gc.callbacks.append(slow_collection)
    try:
        with pytest.raises(BotFault, match=r"took more than 0\.0004 s for one move"):
            ask(Collector(state.game), state, _to_move(state), "c", limit=0.0004)
    finally:
        gc.callbacks.remove(slow_collection)
    assert whole == [True] and not ignored, ignored
    assert sys.unraisablehook == ignored.append  # the caller's, put back


def test_a_bots_prints_go_to_standard_error_not_to_the_commands_output(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A bot's debugging prints went to standard output, into ``arena --json``'s JSON and
    between the lines of the terminal's table; they go to standard error, still seen."""
    state = _state()
    assert str(ask(Chatter(state.game), state, _to_move(state), "chatter")) == "draw stock"
    print("the command's own output")
    out, err = capsys.readouterr()
    assert out == "the command's own output\n"
    assert err == "chatter thinks draw stock\n"
