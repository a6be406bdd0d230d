"""Bots think in a few worker processes, never on the event loop or in its threads.

A table's bot move is a job: game set-up, bot spec, a per-move seed, the bot's
observation and the legal moves (as notation). A table has at most one job at a time
(its bots play one after another). The queue is fair across tables: the next job is
the one whose table has used the least bot CPU time lately (each table's use decays
by half every minute). Searching bots (``ismcts``) may hold at most all workers but
one, so a table of quick bots (random, greedy, heuristic: milliseconds a move) never
waits behind several seconds of search at other tables. Each move has a
CPU cap, enforced in the worker by ``RLIMIT_CPU`` (SIGXCPU interrupts the search) and
by the server with a wall-clock guard that kills a worker which stops answering. A job
is cancelled when its table ends, expires or the server stops: a waiting job leaves the
queue, a running one has its worker killed (threads cannot be interrupted; processes can),
except a coach's hint, which is left to end unheard (under a second) rather than make the
next move wait for a new worker.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import math
import multiprocessing
import os
import reprlib
import signal
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from multiprocessing.connection import Connection as Pipe
from typing import Any

from corsairs.agents import (
    agent_names,
    default_bot,
    generic_bots,
    make_agent,
    parse_spec,
    resolve_level,
)
from corsairs.agents.guard import raised_in
from corsairs.protocol import BadOption, Game
from corsairs.registry import load_game

log = logging.getLogger("corsairs.server")

# The options a table may give a bot, with their bounds: a bot's work per move is bounded
# by what the server offers, never by what a client asks.
MAX_ITERATIONS = 20_000
MAX_TIME = 5.0
BOUNDED_OPTIONS: dict[str, dict[str, tuple[float, float]]] = {
    "ismcts": {"iterations": (1, MAX_ITERATIONS), "time": (0.05, MAX_TIME)},
}


def check_level(spec: str, game: Game) -> str:
    """``spec`` if it names a bot the server offers for ``game`` with bounded options;
    otherwise BadOption saying what is allowed. A level (``beginner``…) stands for its
    calibrated spec, whose bot must be offered (its options are the project's own).
    Returns the spec as given."""
    resolved = resolve_level(spec, game)
    name, options = parse_spec(resolved)
    if name not in agent_names(game):
        if name in generic_bots():  # a bot of another game: make_agent says which it plays
            make_agent(spec, game, seed=0)
        raise BadOption(f"unknown bot {spec!r}; bots: {', '.join(agent_names(game))}")
    # A level's options are the project's calibration (Piratatak's casual is a novice
    # with noise), not a player's: only options people write are bounded here.
    allowed = BOUNDED_OPTIONS.get(name, {})
    for key, value in options.items() if resolved == spec else ():
        if key not in allowed:
            offered = ", ".join(f"{k} ({lo:g} to {hi:g})" for k, (lo, hi) in allowed.items())
            raise BadOption(
                f"bot option {key!r} is not offered for {name!r}"
                + (f"; options: {offered}" if offered else "; it takes no options")
            )
        lo, hi = allowed[key]
        if isinstance(value, bool) or not isinstance(value, int | float) or not lo <= value <= hi:
            raise BadOption(f"{name} {key} must be between {lo:g} and {hi:g}, not {value!r}")
    make_agent(spec, game, seed=0)  # the bot's own checks
    return spec


BOT_FAULTS = ("error", "illegal", "slow")
"""How a bot failed at a table (``BotFailed.fault``), as the players are told it: its code
raised (or its worker died), it chose no action the game can read, or it ran out of time."""


class BotFailed(RuntimeError):
    """The worker could not give a move (over its CPU cap, crashed, or the bot erred);
    ``fault`` is one of ``BOT_FAULTS``; ``died``: the bot's worker ended under it (a bot
    calling ``os._exit``, a crash in native code), which asking again would only repeat at
    the cost of a new worker each move."""

    def __init__(self, message: str, fault: str = "error", died: bool = False) -> None:
        super().__init__(message)
        self.fault = fault
        self.died = died


HALF_LIFE = 60.0  # seconds for a table's recorded bot CPU time to count half


def is_search(spec: str, game: str | None = None) -> bool:
    """A bot whose move can take seconds (its budget is time or iterations).

    A seat keeps its level's name (``expert``), so with ``game`` (its name) a level
    counts as the bot it stands for.
    """
    if game is not None:
        with contextlib.suppress(BadOption):  # a bad spec is the worker's to report
            spec = resolve_level(spec, _plain_game(game))
    return spec.partition(":")[0].strip().lower() == "ismcts"


@functools.cache
def _plain_game(name: str) -> Game:
    """The game by name with its default table, enough to read its ladder and bots."""
    return load_game(name)


@dataclass(eq=False)
class Job:
    table: str
    payload: dict[str, Any]
    future: asyncio.Future[Any]
    heavy: bool = False
    order: int = 0
    hurry_at: float | None = None
    """A hint's: when (the loop's clock) its search is told to answer with what it has."""
    hurried: bool = False


@dataclass(eq=False)
class _Worker:
    process: Any
    pipe: Pipe
    job: Job | None = None
    guard: asyncio.TimerHandle | None = None
    hurry: asyncio.TimerHandle | None = None
    fd: int = field(default=-1)


class BotPool:
    """``workers`` processes started on first use; ``cpu_cap`` seconds of CPU per move."""

    def __init__(self, workers: int = 2, cpu_cap: float = 10.0) -> None:
        self.size = max(1, workers)
        self.cpu_cap = cpu_cap
        # wall seconds a move may take before its worker is restarted (stuck outside Python
        # or starved of CPU); the CPU cap normally ends a long move well before
        self.wall_limit = cpu_cap * 3 + 10
        self.queue: deque[Job] = deque()
        self.workers: list[_Worker] = []
        self.closed = False
        self.used: dict[str, tuple[float, float]] = {}  # table -> (CPU s, when), decaying
        self._order = 0

    async def choose(self, table: str, payload: dict[str, Any]) -> str:
        """The notation of the bot's move; BotFailed if the worker could not give one.
        Cancelling the awaiting task cancels the job (and kills its worker if it runs)."""
        return str(await self._job(table, payload))

    async def hint(
        self, table: str, payload: dict[str, Any], hurry_at: float | None = None
    ) -> tuple[str, Any]:
        """A coach's hint (``payload["kind"]`` "hint") as JSON text, and the judgement
        behind it (``corsairs.coach.search.Judgement``, or None), which the server keeps
        for the review of the game. From ``hurry_at`` on (the loop's clock; ``hurry``
        brings it closer) the search answers with what it has found (``hint_patience``)."""
        text, judgement = await self._job(table, {**payload, "keep": True}, hurry_at)
        return str(text), judgement

    def hint_patience(self) -> float:
        """Wall seconds a hint's search may run before it answers with what it has found,
        whoever waits: well within the guard's ``wall_limit``, which on a machine so busy
        that the worker gets a few per cent of a core had ended the hint as failed."""
        return self.wall_limit / 2

    def hurry(self, table: str, at: float) -> None:
        """The table's hint, waiting or under way, answers with what it has found from
        ``at`` (the loop's clock) on, if not sooner: someone is waiting for it."""
        running = {id(w.job): w for w in self.workers if w.job is not None}
        for job in [*self.queue, *(w.job for w in self.workers if w.job is not None)]:
            if job.table != table or job.payload.get("kind") != "hint" or job.future.done():
                continue
            if job.hurry_at is None or at < job.hurry_at:
                job.hurry_at = at
                w = running.get(id(job))
                if w is not None:
                    self._hurry_later(w)

    def _hurry_later(self, w: _Worker) -> None:
        if w.hurry is not None:
            w.hurry.cancel()
            w.hurry = None
        job = w.job
        if job is not None and job.hurry_at is not None and not job.hurried:
            w.hurry = asyncio.get_running_loop().call_at(job.hurry_at, self._hurry_now, w)

    def _hurry_now(self, w: _Worker) -> None:
        """Tell the worker's hint to answer with what it has (it reads the word between two
        of its samples; its answer follows as any other)."""
        w.hurry = None
        job = w.job
        if job is None or job.hurried or job.payload.get("kind") != "hint":
            return
        job.hurried = True
        with contextlib.suppress(OSError, ValueError):
            w.pipe.send(HURRY)

    async def _job(self, table: str, payload: dict[str, Any], hurry_at: float | None = None) -> Any:
        if self.closed:
            raise BotFailed("the server is stopping")
        loop = asyncio.get_running_loop()
        self._order += 1
        heavy = is_search(payload["spec"], payload.get("game")) or payload.get("kind") == "hint"
        job = Job(table, payload, loop.create_future(), heavy, self._order, hurry_at)
        self.queue.append(job)
        self._dispatch()
        try:
            return await job.future
        except asyncio.CancelledError:
            self._drop(job)
            raise

    def warm(self) -> None:
        """Start a worker ahead of the first move (``corsairs serve``): it loads the games
        and the hint code while nobody waits, so the first bot move or hint of a server
        does not pay for a new process. Starts nothing once a worker runs."""
        if not self.closed and not self.workers:
            self._spawn()

    def cancel(self, table: str) -> None:
        """Forget every job of a table (it ended or was deleted)."""
        for job in [j for j in self.queue if j.table == table]:
            self._drop(job)
        for w in list(self.workers):
            if w.job is not None and w.job.table == table:
                self._drop(w.job)
        self.used.pop(table, None)

    def usage(self, table: str, now: float | None = None) -> float:
        """The table's bot CPU seconds, halved for every HALF_LIFE since recorded."""
        spent, when = self.used.get(table, (0.0, 0.0))
        now = time.monotonic() if now is None else now
        return float(spent * 0.5 ** ((now - when) / HALF_LIFE))

    def _charge(self, table: str, cpu: float) -> None:
        now = time.monotonic()
        self.used[table] = (self.usage(table, now) + cpu, now)
        if len(self.used) > 10_000:  # forget the tables that used least
            for key in sorted(self.used, key=lambda k: self.used[k][0])[:5_000]:
                del self.used[key]

    def next_job(self) -> Job | None:
        """The waiting job of the table that used least CPU lately (then the oldest), among
        those allowed to run now: search only while another worker stays free for quick bots."""
        heavy_running = sum(1 for w in self.workers if w.job is not None and w.job.heavy)
        heavy_ok = self.size == 1 or heavy_running < self.size - 1
        now = time.monotonic()
        ready = [j for j in self.queue if heavy_ok or not j.heavy]
        if not ready:
            return None
        return min(ready, key=lambda j: (self.usage(j.table, now), j.order))

    def busy(self) -> int:
        return sum(w.job is not None for w in self.workers)

    # -- internals ----------------------------------------------------------------------

    def _drop(self, job: Job) -> None:
        if not job.future.done():
            job.future.cancel()
        with contextlib.suppress(ValueError):
            self.queue.remove(job)
        for w in list(self.workers):
            if w.job is job and job.payload.get("kind") != "hint":
                self._kill(w)
            elif w.job is job:
                self._hurry_now(w)
        # A hint under way is left to end unheard (under a second of CPU, within the cap), told
        # to hurry (on a busy machine, a hint's whole search took the worker for half a
        # minute): killing its worker would make the next bot move wait for a new one to start.
        self._dispatch()

    def _spawn(self) -> _Worker:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        process = ctx.Process(target=_worker_main, args=(child,), daemon=True, name="corsairs-bot")
        process.start()
        child.close()
        w = _Worker(process, parent, fd=parent.fileno())
        self.workers.append(w)
        return w

    def _dispatch(self) -> None:
        if self.closed:
            return
        loop = asyncio.get_running_loop()
        while self.queue:
            for done in [j for j in self.queue if j.future.done()]:
                self.queue.remove(done)
            idle = next((w for w in self.workers if w.job is None), None)
            if idle is None and len(self.workers) >= self.size:
                return
            job = self.next_job()
            if job is None:
                return
            if idle is None:
                idle = self._spawn()
            self.queue.remove(job)
            sent = {**job.payload, "cpu_cap": self.cpu_cap}
            if job.payload.get("kind") == "hint":
                sent["patience"] = self.hint_patience()
            try:
                idle.pipe.send(sent)
            except (OSError, ValueError):
                self._kill(idle)
                self.queue.appendleft(job)
                continue
            idle.job = job
            self._hurry_later(idle)
            loop.add_reader(idle.fd, self._answer, idle)
            # the wall-clock guard: for a worker stuck outside Python or starved of CPU
            idle.guard = loop.call_later(self.wall_limit, self._timeout, idle)

    def _answer(self, w: _Worker) -> None:
        loop = asyncio.get_running_loop()
        loop.remove_reader(w.fd)
        if w.guard is not None:
            w.guard.cancel()
        if w.hurry is not None:
            w.hurry.cancel()
            w.hurry = None
        job, w.job = w.job, None
        died = False
        try:
            kind, value, cpu = w.pipe.recv()
        except (EOFError, OSError):
            kind, value, cpu = "error", "the bot worker died", self.cpu_cap
            died = True
            self._kill(w)
        if job is not None:
            self._charge(job.table, cpu)
        if job is not None and not job.future.done():
            if kind == "ok":
                job.future.set_result(value)
            else:
                job.future.set_exception(BotFailed(value, fault=kind, died=died))
        self._dispatch()

    def _timeout(self, w: _Worker) -> None:
        job = w.job
        log.error("a bot worker did not answer in time; it is restarted")
        self._kill(w)
        if job is not None and not job.future.done():
            job.future.set_exception(BotFailed("the bot took too long", fault="slow"))
        self._dispatch()

    def _kill(self, w: _Worker) -> None:
        with contextlib.suppress(ValueError, RuntimeError):
            asyncio.get_running_loop().remove_reader(w.fd)
        if w.guard is not None:
            w.guard.cancel()
        if w.hurry is not None:
            w.hurry.cancel()
        w.job = None
        with contextlib.suppress(ValueError):
            self.workers.remove(w)
        with contextlib.suppress(Exception):
            w.process.kill()
        with contextlib.suppress(Exception):
            w.pipe.close()
        with contextlib.suppress(Exception):
            w.process.join(timeout=1)

    async def close(self) -> None:
        self.closed = True
        for job in list(self.queue):
            job.future.cancel()
        self.queue.clear()
        for w in list(self.workers):
            if w.job is not None and not w.job.future.done():
                w.job.future.cancel()
            self._kill(w)


HURRY = {"kind": "hurry"}
"""What the server sends a worker whose hint is to answer with what it has found; a worker
that has already answered reads it before its next job and ignores it."""

HINT_CPU_SHARE = 0.5
"""The share of the per-move CPU cap after which a hint answers with what it has found,
rather than be ended over the cap with nothing (a hint takes about a CPU second)."""


def _hint_stop(pipe: Pipe, job: Mapping[str, Any], spent: float) -> Callable[[], bool]:
    """A hint's ``stop`` (``corsairs.coach.search.judge_moves``): the server said to hurry
    (someone has waited its patience), or the search has used its wall time (``patience``)
    or half its CPU cap."""
    started = time.monotonic()
    patience = float(job.get("patience", math.inf))
    cpu = job["cpu_cap"] * HINT_CPU_SHARE
    hurried = False

    def stop() -> bool:
        nonlocal hurried
        if not hurried and pipe.poll():
            pipe.recv()  # only a hurry comes while a job runs
            hurried = True
        return hurried or time.monotonic() - started > patience or _cpu() - spent > cpu

    return stop


class _OverBudget(Exception):
    pass


def _on_xcpu(_signum: int, _frame: Any) -> None:
    raise _OverBudget


def _cpu() -> float:
    import resource

    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


def _load_ahead() -> None:
    """Import what the first jobs need (each game with its bots, the hint search) before
    any job comes: a job arriving meanwhile waits in the pipe, no longer than it would."""
    from corsairs.registry import game_names

    with contextlib.suppress(Exception):
        import corsairs.coach.hints  # noqa: F401
    for name in game_names():
        with contextlib.suppress(Exception):  # a plugin's game that fails says so at its job
            game = load_game(name)
            make_agent(default_bot(game), game, seed=0)


def _unreadable(game: Game, chosen: Any, answer: str) -> tuple[str, str] | None:
    """An ``illegal`` reply for a bot's answer the game cannot read (None, a word that is no
    move: "stop" in Corsairs), else None: the table judged it, and logged "the bot raised
    BadNotation at game.py", an error the bot never raised. Whether a readable move is
    legal is the table's to judge."""
    if chosen is None:
        return ("illegal", "the bot chose no action (None)")
    try:
        game.parse_action(answer)
    except Exception:
        return ("illegal", f"the bot chose {reprlib.repr(answer)}, which is no action of the game")
    return None


def _worker_main(pipe: Pipe) -> None:
    """A worker: games and bots built once per set-up, reseeded for every move."""
    import resource

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C stops the server, which stops us
    signal.signal(signal.SIGXCPU, _on_xcpu)
    with contextlib.suppress(OSError):
        os.nice(5)  # moves and connections first; bots use what is left
    games: dict[str, Game] = {}
    agents: dict[tuple[str, str], Any] = {}
    _soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
    _load_ahead()
    while True:
        try:
            job = pipe.recv()
        except (EOFError, OSError):
            return
        if job == HURRY:  # for a hint answered meanwhile
            continue
        spent = _cpu()
        try:
            key = repr((job["game"], job["players"], sorted(job["rules"].items())))
            game = games.get(key)
            if game is None:
                game = games[key] = load_game(job["game"], players=job["players"], **job["rules"])
            is_hint = job.get("kind") == "hint"  # the coach's hint (server/hints.py)
            agent = None if is_hint else agents.get((key, job["spec"]))
            if agent is None and not is_hint:
                agent = agents[(key, job["spec"])] = make_agent(job["spec"], game, seed=0)
            if agent is not None:
                agent.reset(job["seed"])
            legal = [game.parse_action(t) for t in job["legal"]]
            limit = math.ceil(spent + job["cpu_cap"])
            if hard == resource.RLIM_INFINITY or limit < hard:
                resource.setrlimit(resource.RLIMIT_CPU, (limit, hard))
            answer: Any
            try:
                if agent is None:
                    from corsairs.coach.hints import compute_hint, compute_kept_hint

                    hint = compute_kept_hint if job.get("keep") else compute_hint
                    stop = _hint_stop(pipe, job, spent)
                    answer = hint(
                        game, job["observation"], legal, job["samples"], job["seed"], stop
                    )
                else:
                    chosen = agent.choose(job["observation"], legal)
                    answer = str(chosen)
            finally:
                resource.setrlimit(resource.RLIMIT_CPU, (hard, hard))
            reply: tuple[str, Any] = ("ok", answer)
            if agent is not None:
                reply = _unreadable(game, chosen, answer) or reply
        except _OverBudget:
            reply = ("slow", f"over its CPU cap of {job['cpu_cap']:g} s")
        except (Exception, SystemExit) as exc:  # a bug in a bot: the table plays at random
            # the kind of error and where in the bot's code: its message may quote the
            # bot's hand, and is logged. A bot's sys.exit (a script's habit) is its failure
            # too: the worker lives on (it ended, and was started again, at every move)
            reply = ("error", f"the bot raised {type(exc).__name__} at {raised_in(exc)}")
        try:
            pipe.send((*reply, max(0.0, _cpu() - spent)))
        except (EOFError, OSError):
            return
