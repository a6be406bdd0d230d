"""The simulation driver: plays games in batches on local processes or Ray, merges tallies.

Game ``i`` of a run is seeded from the run seed and ``i`` alone, its bots
from that game seed and their seat; a batch returns a :class:`Tally` of
integers, and integer tallies add up the same in any order. So a run's
figures depend on the seed and the game count, never on the worker count,
the batch size or the order in which batches come back.

Only a bounded number of batches is in flight at any time and each is
merged as soon as it arrives, so memory stays flat however many games are
played. A batch whose worker dies is retried (``retries`` times); one that
raises is reported as failed; batches already merged are never lost.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import logging
import threading
import time
from collections import Counter, deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from corsairs.agents import Agent, agent_maker, make_agent
from corsairs.agents.guard import MOVE_LIMIT, BotFault, ask, check_limit, timed_moves
from corsairs.arena.core import lineup
from corsairs.lang import N_, _, os_reason, speaking, spoken
from corsairs.protocol import BadOption, Game
from corsairs.registry import import_plugin, load_game
from corsairs.sim.figures import (
    Means,
    Rates,
    Section,
    Series,
    clustered_ratios,
    distribution_hists,
)
from corsairs.sim.ranges import Ranges, Task, add_range, remaining
from corsairs.sim.stopping import HALT_GRACE
from corsairs.sim.tally import Tally, share_units

Checkpointer = Callable[["RunResult", list[Ranges], bool], None]
"""``save(result, done, force)``: after every merged batch (``force`` at the end), the
run so far and the games finished per rule set, for ``simulate --resume``."""

Progress = Callable[[int, int], None]
"""``progress(games_done, games_total)``: after every merged batch and, while batches
run, at least every second with the games finished inside them (local runs)."""

TICK_SECONDS = 0.25
"""How often a worker reports the games it has finished inside its batch."""

_ticks: Any = None
"""In a local worker process: the queue for ``(variant, start, games)`` progress ticks."""

_halting = False
"""In a local worker process: the run is being stopped; the batch returns the games it
finished (set by a thread that waits on the run's halt event)."""


@dataclass(frozen=True)
class RunSpec:
    """Everything a worker needs to play a batch: picklable, small."""

    game: str
    players: int
    agents: tuple[str, ...]
    """One bot spec per seat."""
    seed: int
    rules: tuple[tuple[str, Any], ...] = ()
    rotate: bool = False
    """Game ``i`` seats bot ``(seat + i) % players`` at each seat (seat effects cancel out)."""
    plugins: tuple[str, ...] = ()
    """Modules imported in each worker first (they may register games or bots)."""
    max_actions: int = 100_000
    """The driver's safeguard: a game still running after this many actions is ended
    and counted as cut off (a rule set without any turn limit may never end)."""
    move_limit: float | None = MOVE_LIMIT
    """Seconds a bot may take for one move; past it the batch fails, naming the bot."""

    def rules_dict(self) -> dict[str, Any]:
        return dict(self.rules)

    def with_rules(self, extra: dict[str, Any]) -> RunSpec:
        merged = {**self.rules_dict(), **extra}
        return replace(self, rules=tuple(sorted(merged.items())))


def make_spec(
    game: str,
    players: int | None,
    agents: Sequence[str] | str,
    seed: int,
    rules: dict[str, Any] | None = None,
    rotate: bool = False,
    plugins: Sequence[str] = (),
    move_limit: float | None = MOVE_LIMIT,
) -> RunSpec:
    """Check the options once, in the caller, so that workers never meet a bad one.

    ``agents``: one bot spec (a string) for every seat, or a list in seat order, extra
    seats taking copies of the last, as ``--agents`` takes them."""
    _import_plugins(plugins)
    g = load_game(game, players=players, **(rules or {}))
    given = [agents] if isinstance(agents, str) else list(agents) or ["random"]  # one spec
    # as in the arena: the bots in seat order, extra seats copy the last; more is refused
    specs = [given[i] for i in lineup(len(given), g.players)]
    for s in set(specs):
        make_agent(s, g, seed=0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise BadOption(f"seed must be a whole number, not {seed!r}")
    check_limit(move_limit)
    return RunSpec(
        game=g.name,
        players=g.players,
        agents=tuple(specs),
        seed=seed,
        rules=tuple(sorted((rules or {}).items())),
        rotate=rotate,
        plugins=tuple(plugins),
        move_limit=move_limit,
    )


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from the parts' text, the same on every machine and Python."""
    text = ":".join(str(p) for p in parts).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1


class BatchFault(BotFault):
    """A bot's fault part-way through a batch: the games finished before it are kept.

    ``done`` is their tally (``Tally.to_dict``, as Ray returns tallies), ``at`` the game
    that failed; the batch's failure covers ``at`` to its end."""

    def __init__(
        self, message: str, bot: str = "", seat: int = -1, done: Any = None, at: int = 0
    ) -> None:
        super().__init__(message, bot, seat)
        self.done = done or {}
        self.at = at

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self), self.bot, self.seat, self.done, self.at))


def failed(result: RunResult, merge: Callable[[Task, Tally], None], task: Task, exc: Any) -> None:
    """Record a batch that raised; a bot's fault keeps the games finished before it."""
    v, a, b = task
    if isinstance(exc, BatchFault) and a < exc.at <= b:
        merge((v, a, exc.at), Tally.from_dict(exc.done))
        a = exc.at
    result.failures.append(Failure(v, a, b, describe(exc)))


def describe(exc: BaseException) -> str:
    """A failed batch's error: a bot's fault says itself whose it is; anything else is named
    by its type (a bug of a game or of the driver)."""
    return str(exc) if isinstance(exc, BotFault) else f"{type(exc).__name__}: {exc}"


def _import_plugins(plugins: Sequence[str]) -> None:
    """The run's plugins, here and in each worker (which the run's spec names): not
    ``registry.load_plugins``, which also hands them to every later child process."""
    for name in plugins:
        import_plugin(name)


def seating(spec: RunSpec, index: int) -> list[int]:
    """Which bot (index into ``spec.agents``) sits at each seat in game ``index``."""
    n = spec.players
    if spec.rotate:
        return [(seat + index) % n for seat in range(n)]
    return list(range(n))


SEATS_A_GAME = N_(
    "A bot in several seats a game counts every seat it played: its rate is its wins "
    "over its seats' games, so that every row has the same fair share."
)


def bot_row(agents: Sequence[str], slot: int) -> int:
    """The first slot with the same bot as ``slot``: the wins of a bot in several seats
    (``greedy,random,random``) add up in one row, whichever seat it held."""
    return agents.index(agents[slot])


def play_game(
    spec: RunSpec,
    game: Game,
    index: int,
    tally: Tally,
    report: Any,
    makers: Sequence[Callable[[int | None], Agent]] | None = None,
    halted: Callable[[], bool] | None = None,
) -> None:
    """Play game ``index`` of the run and add it to ``tally``.

    ``makers`` (``agent_maker`` of each of ``spec.agents``, made once a batch) build the
    bots; without them each bot's spec is read again. ``halted()`` is asked before each
    move: once true, the game is abandoned (:class:`Halted`) and adds nothing.
    """
    gseed = derive_seed("game", spec.seed, index)
    who = seating(spec, index)
    if makers is None:
        makers = [agent_maker(a, game) for a in spec.agents]
    bots = [makers[who[s]](derive_seed(gseed, "seat", s)) for s in range(game.players)]
    state = game.new_state(seed=gseed)
    added = dict.fromkeys(game.rule_moves(), 0)  # the moves rule options add, played
    place = _("game {index}, move {n}")  # looked up once a game, filled in at each move
    for move in range(spec.max_actions):
        p = state.current_player
        if p is None:
            break
        if halted is not None and halted():
            raise Halted
        where = place.format(index=index, n=move + 1)  # the game's index; moves from 1
        action = ask(bots[p], state, p, spec.agents[who[p]], where, limit=spec.move_limit)
        if added and (option := game.rule_move(action)) is not None:
            added[option] += 1
        state.apply(action)
    tally.count("games")
    for option, played in added.items():
        tally.observe(f"rule_move.{option}", played, top=2000)
    if state.current_player is not None:  # cut off: no winner, in no game figure
        tally.count("games.cut_off")
        return
    n = game.players
    winners = state.winners()
    if len(winners) > 1:
        tally.count("games.tied")
    elif not winners:
        tally.count("games.no_winner")
    unit = share_units(n) // len(winners) if winners else 0
    for w in winners:
        tally.count(f"win.seat.{w}", unit)
        tally.count(f"win.bot.{bot_row(spec.agents, who[w])}", unit)
    report.record(tally, state.statistics(), game)


class Halted(Exception):
    """The run is being stopped: the game under way is abandoned (its batch keeps the
    games finished before it)."""


def play_batch(
    spec: RunSpec,
    start: int,
    stop: int,
    on_game: Callable[[], None] | None = None,
    halted: Callable[[], bool] | None = None,
) -> Tally:
    """Games ``start`` .. ``stop - 1`` of the run, as one tally (what a worker does).

    ``on_game()`` is called after each game, for progress only: the tally is the
    same with or without it. Once ``halted()`` is true the batch ends early: its tally
    holds games ``start`` .. ``start + games - 1`` (``games``, the tally's count). A
    ``KeyboardInterrupt`` inside it (a run in this process) carries those games as
    ``kept``.
    """
    _import_plugins(spec.plugins)
    game = load_game(spec.game, players=spec.players, **spec.rules_dict())
    report = game.report_spec()
    sections = generic_sections(spec) + list(report.sections(game))
    ratios = clustered_ratios(sections)
    hists = distribution_hists(sections)
    tally = Tally()
    makers = [agent_maker(a, game) for a in spec.agents]
    with timed_moves(spec.move_limit):
        try:
            for i in range(start, stop):
                one = Tally()
                try:
                    play_game(spec, game, i, one, report, makers, halted)
                except BotFault as exc:  # the games before it are kept
                    raise BatchFault(str(exc), exc.bot, exc.seat, tally.to_dict(), i) from None
                except Halted:
                    break
                tally.add_game_moments(one, ratios, hists)
                tally.merge(one)
                if on_game is not None:
                    on_game()
        except KeyboardInterrupt as exc:  # Ctrl-C in this process: the finished games go along
            exc.kept = tally  # type: ignore[attr-defined]
            raise
    return tally


def _init_worker(ticks: Any, language: str = "en", halt: Any = None) -> None:
    """A local worker: it speaks the run's language (a bot's fault, "partie 3, coup 12", is
    worded where it happens; a spawned process starts in English), and once the run's
    ``halt`` event is set its batch hands back the games it finished."""
    import threading

    from corsairs.lang import use
    from corsairs.sim.stopping import exit_with_parent, ignore_interrupts

    global _ticks
    ignore_interrupts()
    exit_with_parent()
    use(language)
    _ticks = ticks
    if halt is not None:

        def watch() -> None:
            global _halting
            halt.wait()
            _halting = True

        threading.Thread(target=watch, name="halt-watch", daemon=True).start()


def _halting_now() -> bool:
    return _halting


def _play_batch_ticking(spec: RunSpec, variant: int, start: int, stop: int) -> Tally:
    """``play_batch`` in a local worker, telling the main process about finished games."""
    pending = 0
    last = time.monotonic()

    def on_game() -> None:
        nonlocal pending, last
        pending += 1
        now = time.monotonic()
        if _ticks is not None and now - last >= TICK_SECONDS:
            _ticks.put((variant, start, pending))
            pending, last = 0, now

    return play_batch(spec, start, stop, on_game, _halting_now)


class RayDesk:
    """The run's desk on Ray (an actor using no CPU): the batches running on the cluster
    tell it the games they finished, for the progress bar, and learn from it that the run
    is being stopped, so that they hand back their finished games as local workers do."""

    def __init__(self) -> None:
        self.halted = False
        self.ticks: list[tuple[int, int, int]] = []

    def tick(self, variant: int, start: int, games: int) -> bool:
        """``games`` more finished in batch ``(variant, start)``; whether to stop."""
        if games:
            self.ticks.append((variant, start, games))
        return self.halted

    def take(self) -> list[tuple[int, int, int]]:
        ticks, self.ticks = self.ticks, []
        return ticks

    def halt(self) -> None:
        self.halted = True


def _play_batch_dict(
    spec: RunSpec,
    start: int,
    stop: int,
    language: str = "en",
    desk: Any = None,
    variant: int = 0,
) -> dict[str, Any]:
    """``play_batch`` with a JSON-like answer (what travels back from Ray), in the run's
    language (a bot's fault is worded on the Ray worker). With the run's ``desk`` (a
    :class:`RayDesk` handle), a thread tells it the games finished every
    :data:`TICK_SECONDS` and stops the batch, its finished games kept, once the run is
    stopped; a ``KeyboardInterrupt`` in the worker (Ctrl-C reaching the cluster's own
    processes, or a gentle ``ray.cancel``) keeps them too."""
    import threading

    finished = 0
    halted = threading.Event()
    over = threading.Event()

    def on_game() -> None:
        nonlocal finished
        finished += 1

    def watch() -> None:
        import ray

        told = 0
        while not over.wait(TICK_SECONDS):
            now = finished
            try:
                if ray.get(desk.tick.remote(variant, start, now - told)):
                    halted.set()
            except Exception:  # the desk is gone (the run ended): nothing more to say
                return
            told = now

    if desk is not None:
        threading.Thread(target=watch, name="ray-desk", daemon=True).start()
    try:
        with speaking(language):
            return play_batch(spec, start, stop, on_game, halted.is_set).to_dict()
    except KeyboardInterrupt as exc:
        kept = getattr(exc, "kept", None)
        if kept is None:
            raise
        return kept.to_dict()  # type: ignore[no-any-return]
    finally:
        over.set()


def generic_sections(spec: RunSpec) -> list[Section]:
    """The figures every game gets: win rate by seat (and by bot when they differ)."""
    n = spec.players
    units = share_units(n)
    rotating = spec.rotate and len(set(spec.agents)) > 1  # one bot everywhere: named
    figs = [
        Rates(
            "win_by_seat",
            N_("Win rate by seat"),
            note=N_("Ties share the win (a k-way tie counts 1/k to each winner)."),
            fair_share=1 / n,
            series=tuple(
                Series(
                    f"seat {s} ({'rotating' if rotating else spec.agents[s]})",
                    f"win.seat.{s}",
                    "games",
                    units,
                )
                for s in range(n)
            ),
        )
    ]
    if len(set(spec.agents)) > 1:
        copies = Counter(spec.agents)
        figs.append(
            Rates(
                "win_by_bot",
                N_("Win rate by bot (seats rotate)") if spec.rotate else N_("Win rate by bot"),
                note=SEATS_A_GAME if max(copies.values()) > 1 else "",
                fair_share=1 / n,
                series=tuple(
                    Series(
                        a + (f" ({copies[a]} seats a game)" if copies[a] > 1 else ""),
                        f"win.bot.{i}",
                        "games",
                        units * copies[a],
                    )
                    for i, a in enumerate(spec.agents)
                    if bot_row(spec.agents, i) == i
                ),
            )
        )
    figs.append(
        Rates(
            "ties",
            N_("Shared wins and games without a winner"),
            note=N_(
                "Tied: several players won together (they share the win). No winner: "
                "nobody won by the rules. Cut off: still running at the action cap, a "
                "safeguard of the simulation, not a rule."
            ),
            series=(
                Series(N_("tied"), "games.tied", "games"),
                Series(N_("no winner"), "games.no_winner", "games"),
                Series(
                    N_("cut off by the action cap"),
                    "games.cut_off",
                    "games",
                    safeguard=True,
                    safeguard_name=N_("action cap"),
                ),
            ),
        )
    )
    return [Section(N_("Who wins"), tuple(figs))]


def rule_move_sections(specs: Sequence[RunSpec]) -> list[Section]:
    """How often the moves of the rule options the run sets (``--rules``, ``--compare``)
    were played: a house rule whose move is never chosen changed nothing."""
    game = load_game(specs[0].game, players=specs[0].players, **specs[0].rules_dict())
    moves = game.rule_moves()
    given = {key for s in specs for key in s.rules_dict()}
    hists = tuple(
        (f"{option}: {what}", f"rule_move.{option}")
        for option, what in moves.items()
        if option in given
    )
    if not hists:
        return []
    note = N_(
        'How often a move that a rule option adds was played, per game: "not in this '
        'rule set" for a rule set without the option (nor any difference), and 0 where '
        "the bots never chose it."
    )
    return [
        Section(
            N_("House rules in play"),
            (
                Means(
                    "rule_moves",
                    N_("Moves the rule options add"),
                    note=note,
                    hists=hists,
                    unit=N_("per game"),
                ),
            ),
        )
    ]


@dataclass
class Failure:
    variant: int
    start: int
    stop: int
    error: str


@dataclass
class RunResult:
    """What a run produced: one tally per rule set, and any batches that failed."""

    specs: list[RunSpec]
    games: int
    tallies: list[Tally]
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0
    backend: str = "local"
    workers: int = 1
    batch_size: int = 0
    retried: int = 0
    interrupted: str | None = None
    """``"SIGINT"`` or ``"SIGTERM"`` when the run was stopped: the tallies hold the
    games finished by then (a partial run)."""
    software: str | None = None
    """The version that played the games, as a re-rendered report read it ("" when the
    report did not say); None: this version, which just played them."""
    resumed_with: list[str] = field(default_factory=list)
    """Other software that resumed the run: its games mix versions' bots."""
    levels: dict[str, str] | None = None
    """The bot spec each level played, as a re-rendered report read it; None: this
    version's ladder, which just played them."""
    cpu_seconds: float | None = None
    """CPU time of this process and its local workers, every session added up: what the
    run cost on a machine shared with other work, where its wall time says little. None
    when unknown (Ray's workers; a session killed before its end)."""

    @property
    def games_played(self) -> int:
        return sum(t.get("games") for t in self.tallies)


def auto_batch_size(games: int, workers: int) -> int:
    """Big enough that scheduling is cheap, small enough that a run killed outright
    (``kill -9``: running batches are lost) keeps most of its games: at most 200 games,
    seconds for greedy bots."""
    return max(1, min(200, games // max(1, 8 * workers)))


def simulate(
    specs: Sequence[RunSpec],
    games: int,
    *,
    workers: int = 1,
    batch_size: int | None = None,
    ray: str | None = None,
    retries: int = 2,
    progress: Progress | None = None,
    done: Sequence[Ranges] | None = None,
    tallies: Sequence[Tally] | None = None,
    seconds_before: float = 0.0,
    checkpoint: Checkpointer | None = None,
    cpu_before: float | None = 0.0,
    background_ray_shutdown: bool = False,
) -> RunResult:
    """Play ``games`` games for every spec (rule set) and tally them.

    ``workers = 0`` plays in this process; ``ray`` is None for local
    processes, ``"local"`` to start (or reuse) a local Ray instance with
    ``workers`` CPUs, or the address of a cluster. A Ray instance the run started
    itself has ended when this returns (``ray.init()`` may follow at once), unless
    ``background_ray_shutdown``: it then ends in a thread, which a later Ray run and the
    process's exit wait for (the command draws its report meanwhile). A resumed run
    passes the games already ``done`` per rule set, their ``tallies`` and the time they
    took; only the other games are played.
    """
    if not specs:
        raise BadOption("nothing to simulate")
    if not isinstance(games, int) or games < 1:
        raise BadOption(f"games must be a whole number >= 1, not {games!r}")
    if not isinstance(workers, int) or workers < 0:
        raise BadOption(f"workers must be a whole number >= 0, not {workers!r}")
    if batch_size is not None and (not isinstance(batch_size, int) or batch_size < 1):
        raise BadOption(f"batch size must be a whole number >= 1, not {batch_size!r}")
    if ray is not None and (not isinstance(ray, str) or not ray.strip()):
        raise BadOption(
            "ray: 'local' or the address of a Ray cluster ('auto', 'ray://head:10001'), "
            f"not {ray!r}"
        )
    size = batch_size or auto_batch_size(games, max(1, workers))
    finished: list[Ranges] = [list(r) for r in done] if done else [[] for _ in specs]
    tasks = remaining(games, finished, size)
    start = [Tally.from_dict(t.to_dict()) for t in tallies] if tallies else None
    result = RunResult(
        list(specs), games, start or [Tally() for _ in specs], batch_size=size, workers=workers
    )
    meter = _Meter(games * len(specs), progress)
    meter.done = sum(b - a for ranges in finished for a, b in ranges)

    def merge(task: Task, tally: Tally) -> None:
        result.tallies[task[0]].merge(tally)
        finished[task[0]] = add_range(finished[task[0]], task[1], task[2])
        meter.merged(task)
        if checkpoint is not None:
            checkpoint(result, finished, False)

    t0, cpu0 = time.perf_counter(), cpu_used()
    try:
        if ray is not None:
            result.backend = "ray"
            try:
                _run_ray(specs, tasks, result, merge, meter, ray, workers, retries)
            finally:
                if not background_ray_shutdown:
                    _ray_stopped()
        elif workers == 0:
            result.backend = "in-process"
            for task in tasks:
                v, a, b = task
                try:
                    merge(task, play_batch(specs[v], a, b, functools.partial(meter.tick, v, a, 1)))
                except KeyboardInterrupt as exc:  # the batch's finished games are kept
                    kept = getattr(exc, "kept", None)
                    if kept is not None:
                        keep_finished(merge, task, kept)
                    raise
                except Exception as exc:  # a bot or game bug: report it, finish the rest
                    failed(result, merge, task, exc)
        else:
            _run_local(specs, tasks, result, merge, meter, workers, retries)
    except KeyboardInterrupt as exc:  # Ctrl-C, or SIGTERM turned into Stopped
        from corsairs.sim.stopping import signal_name

        if remaining(games, finished, size):  # after the last game (workers shutting
            result.interrupted = signal_name(exc)  # down), the run is whole: no partial
    result.seconds = seconds_before + time.perf_counter() - t0
    cpu1 = cpu_used()  # local workers are joined by now, so their time is counted
    if ray is None and None not in (cpu_before, cpu0, cpu1):
        result.cpu_seconds = cpu_before + cpu1 - cpu0  # type: ignore[operator]
    if checkpoint is not None:
        checkpoint(result, finished, True)
    if result.interrupted is None:
        meter.finish()
    return result


def keep_finished(merge: Callable[[Task, Tally], None], task: Task, tally: Tally) -> None:
    """Merge the games a stopped batch finished: the first ``games`` of its range."""
    v, a, _b = task
    if tally.get("games"):
        merge((v, a, a + tally.get("games")), tally)


def cpu_used() -> float | None:
    """CPU seconds (user and system) of this process and of its children it has waited
    for; None where the system does not say (no ``resource`` module)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    me, children = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


class _Meter:
    """Games done for the progress callback: merged batches plus games finished inside
    running ones (ticks), never going backwards, reported at most every 0.1 s."""

    def __init__(self, total: int, progress: Progress | None) -> None:
        self.total = total
        self.progress = progress
        self.done = 0
        self.partial: dict[tuple[int, int], int] = {}
        self.closed: set[tuple[int, int]] = set()
        self.shown = 0
        self.last = 0.0

    def tick(self, variant: int, start: int, games: int) -> None:
        key = (variant, start)
        if key not in self.closed:  # a late tick of a merged batch adds nothing
            self.partial[key] = self.partial.get(key, 0) + games
        self.show()

    def restart(self, task: Task) -> None:
        """A batch is retried: the games its dead worker reported no longer count."""
        self.partial.pop((task[0], task[1]), None)

    def merged(self, task: Task) -> None:
        key = (task[0], task[1])
        self.partial.pop(key, None)
        self.closed.add(key)
        self.done += task[2] - task[1]
        self.show(force=True)

    def show(self, force: bool = False) -> None:
        if self.progress is None:
            return
        now = time.monotonic()
        if not force and now - self.last < 0.1:
            return
        self.last = now
        self.shown = max(self.shown, min(self.total, self.done + sum(self.partial.values())))
        self.progress(self.shown, self.total)

    def finish(self) -> None:
        if self.progress is not None:
            self.progress(self.total, self.total)


def _run_local(
    specs: Sequence[RunSpec],
    tasks: deque[Task],
    result: RunResult,
    merge: Callable[[Task, Tally], None],
    meter: _Meter,
    workers: int,
    retries: int,
) -> None:
    import multiprocessing
    import queue
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    from corsairs.sim.stopping import sigint_blocked, terminate_pool

    # spawn: no fork of a process that runs a progress-bar thread; plugins are
    # re-imported by every batch, so a spawned worker sees the same registrations.
    ctx = multiprocessing.get_context("spawn")
    ticks = ctx.Queue()
    halt = ctx.Event()
    attempts: dict[Task, int] = {}
    window = 2 * workers

    def drain() -> None:
        while True:
            try:
                v, a, n = ticks.get_nowait()
            except queue.Empty:
                return
            meter.tick(v, a, n)

    try:
        while tasks:
            broken = False
            pool = ProcessPoolExecutor(
                max_workers=workers,
                mp_context=ctx,
                initializer=_init_worker,
                initargs=(ticks, spoken(), halt),
            )
            running: dict[Future[Tally], Task] = {}
            try:
                while tasks or running:
                    while tasks and len(running) < window and not broken:
                        task = tasks[0]
                        try:
                            with sigint_blocked():  # workers start with Ctrl-C held back
                                fut = pool.submit(
                                    _play_batch_ticking, specs[task[0]], task[0], task[1], task[2]
                                )
                        except BrokenProcessPool:  # a worker died before we noticed
                            broken = True
                            break
                        running[fut] = tasks.popleft()
                    if not running:
                        break
                    finished, _pending = wait(running, timeout=0.5, return_when=FIRST_COMPLETED)
                    drain()
                    meter.show()
                    for fut in finished:
                        task = running.pop(fut)
                        try:
                            tally = fut.result()
                        except BrokenProcessPool:
                            broken = True
                            meter.restart(task)
                            attempts[task] = attempts.get(task, 0) + 1
                            if attempts[task] > retries:
                                result.failures.append(Failure(*task, "worker died"))
                            else:
                                result.retried += 1
                                tasks.appendleft(task)
                        except Exception as exc:  # deterministic: retrying would fail again
                            failed(result, merge, task, exc)
                        else:
                            merge(task, tally)
                    if broken and not running:
                        break
                pool.shutdown(wait=True)  # stopped meanwhile, its workers are ended below
            except BaseException:  # Ctrl-C or SIGTERM: the running batches stop at their next
                halt.set()  # move and hand back their finished games, then the workers end
                with contextlib.suppress(BaseException):  # a second Ctrl-C: end them now
                    _keep_halted(running, result, merge)
                terminate_pool(pool)
                raise
    finally:
        ticks.close()
        ticks.cancel_join_thread()


def _keep_halted(
    running: dict[Any, Task], result: RunResult, merge: Callable[[Task, Tally], None]
) -> None:
    """The finished games of the batches running as the run was stopped (local workers),
    as far as they answer within :data:`HALT_GRACE` seconds."""
    from concurrent.futures import wait

    done, _late = wait(list(running), timeout=HALT_GRACE)
    for fut in done:
        task = running.pop(fut)
        exc = fut.exception()
        if exc is None:
            keep_finished(merge, task, fut.result())
        elif isinstance(exc, Exception) and not isinstance(exc, OSError):
            failed(result, merge, task, exc)  # a bot's fault: the games before it are kept


def _run_ray(
    specs: Sequence[RunSpec],
    tasks: deque[Task],
    result: RunResult,
    merge: Callable[[Task, Tally], None],
    meter: _Meter,
    address: str,
    workers: int,
    retries: int,
) -> None:
    import os

    _ray_stopped()  # an earlier run's own instance, still ending
    # Ray reads some of its connection timeouts on import, others in ray.init.
    env = {} if address == "local" else _unset(RAY_CONNECT_ENV)
    os.environ.update(env)
    try:
        try:
            import ray
        except ImportError:
            raise BadOption(_("--ray needs Ray: pip install 'corsairs[ray]'")) from None
        started = False
        if not ray.is_initialized():
            _ray_init(ray, address, workers)
            started = True
    finally:
        for k in env:
            os.environ.pop(k, None)
    try:
        cpus = int(ray.cluster_resources().get("CPU", 1))  # type: ignore[no-untyped-call]
        result.workers = cpus
        remote = ray.remote(num_cpus=1, max_retries=retries, retry_exceptions=False)(
            _play_batch_dict
        )
        desk: Any = ray.remote(num_cpus=0)(RayDesk).remote()
        spec_refs = [ray.put(s) for s in specs]
        window = 2 * cpus
        running: dict[Any, Task] = {}
        try:
            while tasks or running:
                while tasks and len(running) < window:
                    task = tasks.popleft()
                    ref = remote.remote(
                        spec_refs[task[0]], task[1], task[2], spoken(), desk, task[0]
                    )
                    running[ref] = task
                ready, _waiting = ray.wait(list(running), num_returns=1, timeout=1.0)
                with contextlib.suppress(ray.exceptions.RayError):  # the desk lost: no ticks
                    for v, a, n in ray.get(desk.take.remote(), timeout=10):
                        meter.tick(v, a, n)
                meter.show()
                _merge_ray(ray, ready, running, result, merge)
        except BaseException:  # Ctrl-C or SIGTERM: the running batches stop at their next
            with contextlib.suppress(BaseException):  # move and hand back their finished
                desk.halt.remote()  # games; a second Ctrl-C: cancel them now
                _keep_halted_ray(ray, running, result, merge)
            for ref in running:  # those that did not answer in time
                ray.cancel(ref, force=True)
            raise
    finally:
        if started:
            _stop_ray_later(ray)


_ray_stopping: threading.Thread | None = None
"""The thread ending the last run's own local Ray instance, if any."""


def _stop_ray_later(ray: Any) -> None:
    """End the run's own local Ray instance in a thread: ``ray.shutdown`` waits about 1.5 s
    for its processes to end gracefully, which the report need not wait for (a stopped
    run took 10 to 12 s to exit). Not a daemon: the process waits for it at its exit, and
    a later Ray run in this process before it starts (:func:`_ray_stopped`)."""
    global _ray_stopping
    _ray_stopping = threading.Thread(target=ray.shutdown, name="ray-shutdown")
    _ray_stopping.start()


def _ray_stopped() -> None:
    """Wait for the last run's own Ray instance to have ended."""
    if _ray_stopping is not None:
        _ray_stopping.join()


RAY_CONNECT_ENV = {
    "RAY_gcs_server_port_wait_time_s": "2",
    "RAY_gcs_rpc_server_connect_timeout_s": "3",
    "RAY_py_gcs_connect_timeout_s": "3",
}
"""Joining a cluster gives up after about 20 s, not minutes, when nobody answers
(unless these are set in the environment already; Ray reads them on import)."""


def _unset(env: dict[str, str]) -> dict[str, str]:
    import os

    return {k: v for k, v in env.items() if k not in os.environ}


RAY_AUTH_LOGGER = "ray._private.authentication.authentication_token_setup"


@contextlib.contextmanager
def _quiet_token_notice(quiet: bool) -> Iterator[None]:
    """Starting its own local instance, Ray says "Token authentication is enabled for this
    Ray cluster…" amid the run's output: the instance (token included) is the run's own and
    gone after it, so the notice is noise there. Joining a cluster keeps Ray's words, which
    may matter (a cluster without a token)."""
    logger = logging.getLogger(RAY_AUTH_LOGGER)
    level = logger.level
    if quiet:
        logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


def _ray_init(ray: Any, address: str, workers: int) -> None:
    """Start a local Ray instance or join ``address``; a bad or unreachable address is
    a :class:`BadOption` with Ray's reason, not a traceback."""
    if address == "local":
        kwargs: dict[str, Any] = {"num_cpus": workers or None, "include_dashboard": False}
        said = _("--ray: cannot start a local Ray instance ({reason})")
    else:
        kwargs = {"address": address}
        said = _("--ray {address}: cannot join that Ray cluster ({reason})")
    import signal
    import threading

    main = threading.current_thread() is threading.main_thread()
    sigterm = signal.getsignal(signal.SIGTERM) if main else None
    try:
        with _quiet_token_notice(address == "local"):
            ray.init(log_to_driver=False, configure_logging=False, **kwargs)
    # OSError: ConnectionError and TimeoutError too, and Ray's temporary folder refused
    except (OSError, ValueError, RuntimeError) as exc:
        raise BadOption(said.format(address=address, reason=_ray_reason(exc))) from None
    finally:
        if sigterm is not None:  # Ray's own handler aborts the driver (exit 134, no report)
            signal.signal(signal.SIGTERM, sigterm)


def _ray_reason(exc: Exception) -> str:
    """Ray's reason in one line; a plain system error (Ray's temporary folder refused)
    in the user's language."""
    if isinstance(exc, OSError) and exc.errno is not None:
        return os_reason(exc)
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _keep_halted_ray(
    ray: Any, running: dict[Any, Task], result: RunResult, merge: Callable[[Task, Tally], None]
) -> None:
    """The finished games of the batches running on Ray as the run was stopped, as far as
    they answer within :data:`HALT_GRACE` seconds (as :func:`_keep_halted` locally)."""
    if not running:
        return
    done, _late = ray.wait(list(running), num_returns=len(running), timeout=HALT_GRACE)
    for ref in done:
        task = running.pop(ref)
        try:
            data = ray.get(ref)
        except ray.exceptions.RayTaskError as exc:  # a bot's fault: the games before it
            failed(result, merge, task, exc.cause if exc.cause is not None else exc)
        except ray.exceptions.RayError:
            continue
        else:
            keep_finished(merge, task, Tally.from_dict(data))


def _merge_ray(
    ray: Any,
    ready: list[Any],
    running: dict[Any, Task],
    result: RunResult,
    merge: Callable[[Task, Tally], None],
) -> None:
    for ref in ready:
        task = running.pop(ref)
        try:
            data = ray.get(ref)
        except ray.exceptions.RayTaskError as exc:
            cause = exc.cause if exc.cause is not None else exc
            failed(result, merge, task, cause)
        except ray.exceptions.RayError as exc:  # worker or node died after retries
            result.failures.append(Failure(*task, f"{type(exc).__name__}: worker lost"))
        else:
            merge(task, Tally.from_dict(data))
