"""Asking a bot for its move so that a bot's fault is reported as the bot's, never as a crash.

Bots come from anyone (plugins, research code). Whatever one does — raise, return
something that is no legal action, or think for ever — the arena, the simulations
and the terminal must say which bot failed, where, and how, and keep what was
finished; a traceback from a stranger's code is no message for a user.
"""

from __future__ import annotations

import gc
import numbers
import os
import reprlib
import signal
import sys
import sysconfig
import threading
import time
import traceback
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import FrameType
from typing import Any

from corsairs.lang import _, number
from corsairs.protocol import BadOption, CorsairsError, State

_MAIN = threading.main_thread().ident
"""The main thread, whose bots' prints are sent to standard error (``ask``)."""

MOVE_LIMIT: float = 60
"""Seconds one move may take at the terminal, and in the arena and simulations unless told
otherwise: far more than any bot of the ladder needs (its ``expert`` stops at 0.9 s), so
only a stuck bot meets it. Written whole, as ``--help`` shows it and a user types it."""


def check_limit(limit: float | None) -> float | None:
    """A move limit as the arena and the simulations take it: seconds above 0, or None."""
    if limit is not None and not limit > 0:
        raise BadOption(_("--move-limit must be a number of seconds above 0"))
    return limit


class BotFault(CorsairsError):
    """A bot raised, chose something that is not a legal action, or ran out of time.

    The message names the bot, its seat and what went wrong; ``bot`` and ``seat``
    are kept for callers that report it otherwise.
    """

    def __init__(self, message: str, bot: str = "", seat: int = -1) -> None:
        super().__init__(message)
        self.bot = bot
        self.seat = seat

    def __reduce__(self) -> tuple[Any, ...]:  # worker processes send it back pickled
        return (type(self), (str(self), self.bot, self.seat))


class _TimeUp(BaseException):
    """Raised in the bot's move when its time is up (a ``BaseException``, so that a bot's
    own ``except Exception`` cannot swallow it)."""


def timed_out(fault: BotFault) -> bool:
    """Whether ``fault`` is a move past its time limit (rather than an error or a move
    that is no legal action)."""
    return isinstance(fault.__context__, _TimeUp)


class _Clock:
    """The move under way, for the ticking timer of :func:`timed_moves` (main thread only)."""

    limit: float | None = None
    """The limit of the ticking timer, None when none ticks."""
    started: float | None = None
    """When the bot's move began (``time.monotonic``), None between moves."""
    thread: int | None = None
    """The thread whose moves the ticking timer times (the main thread's ident): ``ask``
    compares one ident per move instead of asking ``threading`` for the main thread."""


def _tick(signum: int, frame: FrameType | None) -> None:
    started = _Clock.started
    if started is not None and time.monotonic() - started > (_Clock.limit or 0.0):
        if _collecting(frame):  # the next tick ends the move, in the move's own code
            return
        raise _TimeUp


def _collecting(frame: FrameType | None) -> bool:
    """Whether the tick struck in a garbage collection's callback (``gc.callbacks``, such
    as Hypothesis's timing of collections under pytest): Python cannot raise out of one,
    so ``_TimeUp`` was swallowed there, said as "Exception ignored in …", and the callback,
    someone else's code, cut short. A collection that outlasts a tick meets one there: a
    large heap, or a loaded machine."""
    if not gc.callbacks:
        return False
    theirs = {getattr(callback, "__code__", None) for callback in gc.callbacks}
    while frame is not None:
        if frame.f_code in theirs:
            return True
        frame = frame.f_back
    return False


def _unraisable(hook: Any) -> Any:
    """``sys.unraisablehook`` without the ticks' own ``_TimeUp``: a tick that struck where
    Python cannot raise (a ``__del__``, a weak reference's callback) is lost quietly, and
    the next one, a quarter of the limit later, ends the move."""

    def said(unraisable: Any) -> None:
        if not (isinstance(unraisable.exc_type, type) and issubclass(unraisable.exc_type, _TimeUp)):
            hook(unraisable)

    return said


def _timeable() -> bool:
    """Whether moves can be timed here: ``SIGALRM`` exists and this is the main thread."""
    return hasattr(signal, "setitimer") and threading.get_ident() == threading.main_thread().ident


def _alarm_in_use() -> bool:
    """Whether the process's caller keeps a ``SIGALRM`` of its own (``signal.alarm``, a
    handler, pytest-timeout's signal method): moves then go untimed rather than cancel
    the caller's timer."""
    return signal.getitimer(signal.ITIMER_REAL) != (0.0, 0.0) or signal.getsignal(
        signal.SIGALRM
    ) not in (signal.SIG_DFL, None)


def _said(thing: object, as_repr: bool = False) -> str:
    """``str`` (or a short ``repr``) of something a bot made: its own ``__str__`` may
    fail, and the message about its fault must not."""
    try:
        return reprlib.repr(thing) if as_repr else str(thing)
    except Exception:
        return f"<{type(thing).__name__}>"


def _after(where: str) -> str:
    """The end of a fault's message: where it happened (written only for a fault)."""
    return f" ({where})" if where else ""


def _why_not(state: State[Any], action: object, legal: Sequence[Any]) -> str:
    """The engine's reason for refusing ``action`` (as a player is told it), for text and
    for the game's own actions; "" for anything else, whose methods are the bot's code."""
    if not (isinstance(action, str) or (legal and type(action) is type(legal[0]))):
        return ""
    try:
        state.clone().apply(action)
    except CorsairsError as exc:
        return str(exc)
    except Exception:  # a third-party game's own failure: the plain message then
        return ""
    return ""


def _an_index(action: object, legal: Sequence[Any]) -> bool:
    """Whether a bot returned a whole number where the game's actions are no numbers."""
    return (
        isinstance(action, numbers.Integral)
        and not isinstance(action, bool)
        and bool(legal)
        and not isinstance(legal[0], numbers.Integral)
    )


_NOT_THE_BOTS = tuple(
    os.path.normcase(os.path.join(os.path.abspath(path), ""))
    for path in (
        os.path.dirname(os.path.dirname(__file__)),  # the corsairs package: engine, guard
        *{sysconfig.get_paths()[key] for key in ("stdlib", "platstdlib", "purelib", "platlib")},
    )
)
"""Folders whose frames are not the bot's own code: the engine the bot called, the
standard library and installed packages (``random.choice([])`` raises in random.py,
numpy's in its compiled code, but the bot's line made it)."""


def _library(frame: traceback.FrameSummary) -> bool:
    """Whether a frame is in a library rather than in the bot's own code (a compiled
    module's frame has a relative name: ``numpy/random/_generator.pyx``)."""
    name = frame.filename
    return not os.path.isabs(name) or os.path.normcase(name).startswith(_NOT_THE_BOTS)


def raised_in(exc: BaseException) -> str:
    """``"mybots.py, line 67"``: the last line of the bot's own code in its error's
    traceback, so that its author need not guess where (an installed bot's: the last line
    in the file of its ``choose``); a file name only, as a one-line message wants, not the
    traceback meant for debugging."""
    frames = traceback.extract_tb(exc.__traceback__)[1:]  # [0] is the caller's own frame
    if not frames:
        return ""
    own = [f for f in frames if not _library(f)]
    entry = [f for f in frames if f.filename == frames[0].filename]
    frame = (own or entry)[-1]
    said = _("{file}, line {line}").format(file=os.path.basename(frame.filename), line=frame.lineno)
    return said


@contextmanager
def timed_moves(limit: float | None) -> Iterator[None]:
    """Within the block, a bot's move (through :func:`ask`) running past ``limit`` seconds
    is stopped: a timer ticks four times a limit and ends a move that began more than
    ``limit`` ago, so that a move costs one clock reading (setting a timer at every move
    cost 4 to 19 µs, a sixth of a simulation of random bots). Only in the main thread of a
    process with ``SIGALRM`` (the terminal, the arena and the simulations and their
    workers); elsewhere, or with None, no limit."""
    if limit is None or not _timeable() or _Clock.limit is not None or _alarm_in_use():
        yield
        return
    previous = signal.signal(signal.SIGALRM, _tick)
    _Clock.limit, _Clock.started, _Clock.thread = limit, None, threading.get_ident()
    period = min(max(limit / 4, 0.01), 3600.0)  # (a year or inf: the timer still ticks)
    hook = sys.unraisablehook
    sys.unraisablehook = quiet = _unraisable(hook)
    signal.setitimer(signal.ITIMER_REAL, period, period)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        _Clock.limit = _Clock.started = _Clock.thread = None
        signal.signal(signal.SIGALRM, previous)
        if sys.unraisablehook is quiet:  # unless the block set its own
            sys.unraisablehook = hook


def _seconds(limit: float) -> str:
    """A move limit as given: three decimals, more for a limit below a millisecond
    (0.0004 s was said "0 s")."""
    digits = 3
    while digits < 9 and 0 < limit < 10**-digits:
        digits += 1
    return number(limit, digits + 1 if digits > 3 else digits)


def ask(
    bot: Any,
    state: State[Any],
    seat: int,
    name: str,
    where: str = "",
    legal: Sequence[Any] | None = None,
    limit: float | None = None,
) -> Any:
    """The legal action ``bot`` (called ``name``) chooses for ``seat``; else :class:`BotFault`.

    The bot gets its own copy of the legal actions, so that changing the list changes
    nothing of the state's. ``where`` (a game seed, a move number) ends the message.
    With a ``limit``, a move past it is a fault too (cheapest inside :func:`timed_moves`).
    """
    if limit is not None and _Clock.limit is None and _timeable() and not _alarm_in_use():
        with timed_moves(limit):
            return ask(bot, state, seat, name, where, legal, limit)
    if legal is None:
        legal = state.legal_actions()
    if len(legal) == 1 and getattr(bot, "takes_forced_moves", False) is True:
        return legal[0]  # what the bot says it would choose, unseen (``Agent``)
    # This thread's ticking timer only: another thread's moves go untimed, and leave the
    # main thread's move clock alone.
    timed = (
        limit is not None and _Clock.limit is not None and threading.get_ident() == _Clock.thread
    )
    try:
        if timed:
            _Clock.started = time.monotonic()
        # A bot's prints (its author's debugging) go to standard error: on standard output
        # they broke ``arena --json`` and the terminal's table. The main thread's only: two
        # threads swapping in turn could leave standard output on standard error.
        printed = sys.stdout if threading.get_ident() == _MAIN else None
        try:
            if printed is not None:
                sys.stdout = sys.stderr
            action = bot.choose(state.observation(seat), list(legal))
        except (Exception, SystemExit) as exc:  # sys.exit() in a bot ends its move only
            after = _after(_("; ").join(part for part in (raised_in(exc), where) if part))
            said = _("bot {name} at seat {seat} failed: {error}: {why}{after}").format(
                name=repr(name), seat=seat, error=type(exc).__name__, why=_said(exc), after=after
            )
            raise BotFault(said, name, seat) from exc
        finally:
            if printed is not None:
                sys.stdout = printed
        if action is None:
            after = _after(where)
            said = _("bot {name} at seat {seat} chose no action (None){after}")
            raise BotFault(said.format(name=repr(name), seat=seat, after=after), name, seat)
        try:  # one of the listed actions (the usual case, and quick), else as the state judges
            legal_now = action in legal or state.is_legal(action)
        except Exception:  # something no parser takes (a dict, a number): not an action
            legal_now = False
        if not legal_now and _an_index(action, legal):
            after = _after(where)  # as a learner's policy gives (numpy's too)
            said = _(
                "bot {name} at seat {seat} chose {action}, an index: choose() returns one of "
                "its legal actions or its notation, such as {example}{after}"
            )
            example = repr(_said(legal[0])) if legal else "''"
            raise BotFault(
                said.format(
                    name=repr(name), seat=seat, action=int(action), example=example, after=after
                ),
                name,
                seat,
            )
        if not legal_now:
            after = _after(where)
            chose = _said(action, as_repr=True)
            why = _why_not(state, action, legal)
            said = (
                _(
                    "bot {name} at seat {seat} chose {action}, which is not a legal action: "
                    "{why}{after}"
                )
                if why
                else _(
                    "bot {name} at seat {seat} chose {action}, which is not a legal action{after}"
                )
            )
            raise BotFault(
                said.format(name=repr(name), seat=seat, action=chose, why=why, after=after),
                name,
                seat,
            )
        return action
    except _TimeUp:  # in the bot's move, or in its objects' own methods read after it
        _Clock.started = None  # before the next tick: this move is over
        took = _Clock.limit or limit or 0.0  # the ticking timer's, should another tick
        after = _after(where)
        said = _("bot {name} at seat {seat} took more than {seconds} s for one move{after}")
        raise BotFault(
            said.format(name=repr(name), seat=seat, seconds=_seconds(took), after=after),
            name,
            seat,
        ) from None
    finally:
        if timed:
            _Clock.started = None
