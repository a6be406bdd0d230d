"""Bots against bots, fairly: seat rotation, paired deals, win rates with intervals, ratings.

Only the game protocol is used, so every game works. A match is a list of
jobs fixed in advance by the seed: deal ``d`` is played once per rotation of
the seats, always with the same game seed (paired deals: the same cards meet
every seating, which cancels much of the luck of the deal). Each job carries
its own seeds, so a job's result does not depend on which process plays it or
when, and the totals are the same for any number of workers.
"""

from __future__ import annotations

import contextlib
import math
import random
from collections.abc import Callable, Generator, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corsairs.agents import make_agent, resolve_level, split_agents
from corsairs.agents.guard import MOVE_LIMIT, BotFault, ask, check_limit, timed_moves
from corsairs.lang import N_, _, os_reason, speaking, spoken
from corsairs.protocol import BadOption, CorsairsError, Game, State
from corsairs.registry import load_game

Z95 = 1.959963984540054


ArenaError = BotFault
"""A bot misbehaved during a match (raised, chose no legal action, ran out of time)."""


class MatchStopped(KeyboardInterrupt):
    """Ctrl-C or SIGTERM during a match: the workers are stopped, finished games kept.

    A ``KeyboardInterrupt``, so callers that do not look at the partial results
    stop as before.
    """

    def __init__(self, results: list[dict[str, Any]], signame: str) -> None:
        super().__init__(signame)
        self.results = results
        self.signame = signame


class MatchFailed(CorsairsError):
    """A bot's fault stopped the match: the workers are stopped, finished games kept."""

    def __init__(self, results: list[dict[str, Any]], fault: BotFault) -> None:
        super().__init__(str(fault))
        self.results = results
        self.fault = fault


def lineup(n_agents: int, players: int) -> list[int]:
    """Agent index per lineup position: the agents in order, extra seats copy the last.

    Two agents at four seats give one against three copies of the other.
    """
    if n_agents < 1:
        raise BadOption(_("name at least one bot"))
    if n_agents > players:
        raise BadOption(
            _("{n} bots do not fit {players} seats").format(n=n_agents, players=players)
        )
    return list(range(n_agents)) + [n_agents - 1] * (players - n_agents)


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from the match seed and a job's coordinates (stable across runs)."""
    return random.Random(":".join(str(p) for p in ("arena", *parts))).getrandbits(63)


@dataclass(frozen=True, slots=True)
class Job:
    """One game of the match: which agent sits where, and every seed it needs."""

    index: int
    deal: int
    rotation: int
    seats: tuple[int, ...]
    """Agent index per seat."""
    game_seed: int
    agent_seeds: tuple[int, ...]


def schedule(n_agents: int, players: int, games: int, seed: int) -> list[Job]:
    """The match's games: ``ceil(games / players)`` deals, each once per seat rotation.

    Rotation ``r`` puts lineup position ``i`` at seat ``(i + r) % players``, so
    every agent sits in every seat equally often and meets the same deals there.
    """
    if not isinstance(games, int) or games < 1:
        raise BadOption(_("{key} must be at least {low}").format(key="--games", low=1))
    order = lineup(n_agents, players)
    deals = -(-games // players)
    jobs: list[Job] = []
    for d in range(deals):
        game_seed = derive_seed(seed, d)
        for r in range(players):
            seats = [0] * players
            for i, agent in enumerate(order):
                seats[(i + r) % players] = agent
            agent_seeds = tuple(derive_seed(seed, d, r, s) for s in range(players))
            jobs.append(Job(len(jobs), d, r, tuple(seats), game_seed, agent_seeds))
    return jobs


@dataclass(frozen=True, slots=True)
class Match:
    """What every worker needs to play any job."""

    game: str
    players: int
    specs: tuple[str, ...]
    rules: tuple[tuple[str, Any], ...] = ()
    move_limit: float | None = MOVE_LIMIT
    """Seconds a bot may take for one move (None: no limit)."""
    language: str = "en"
    """The language a bot's fault is worded in, where it happens (a worker process starts
    in English)."""
    records: str | None = None
    """The folder each game's record is written in (``--records``), None for none."""


def play_job(match: Match, job: Job) -> dict[str, Any]:
    """Play one game; the result holds per-seat returns and scores (no timing)."""
    game = load_game(match.game, players=match.players, **dict(match.rules))
    state = game.new_state(seed=job.game_seed)
    bots = [
        make_agent(match.specs[job.seats[s]], game, seed=job.agent_seeds[s])
        for s in range(match.players)
    ]
    moves = 0
    played: list[Any] = []
    with speaking(match.language), timed_moves(match.move_limit):
        place = _("game seed {seed}, move {n}")  # looked up once a game, filled in each move
        try:
            while not state.is_over():
                seat = state.current_player
                assert seat is not None
                action = ask(
                    bots[seat],
                    state,
                    seat,
                    match.specs[job.seats[seat]],
                    where=place.format(seed=job.game_seed, n=moves + 1),  # from 1, as replay
                    limit=match.move_limit,
                )
                state.apply(action)
                played.append(action)
                moves += 1
        except BotFault:  # the game a bot failed in, as far as it went: its position to see
            if match.records is not None:
                _save_record(match, job, game, played, state)
            raise
    if match.records is not None:
        _save_record(match, job, game, played, state)
    return {
        "index": job.index,
        "returns": state.returns(),
        "scores": state.scores(),
        "moves": moves,
    }


def record_name(job: Job) -> str:
    """The file of a job's record in ``--records``: games numbered from 1 in schedule order."""
    return f"game-{job.index + 1:04d}.json"


def _save_record(match: Match, job: Job, game: Game, played: list[Any], state: State) -> None:
    """The job's game as a record, seats named by their bots' specs (``bots`` too): what
    ``corsairs replay`` and ``review`` read."""
    from corsairs import record

    specs = [match.specs[job.seats[s]] for s in range(match.players)]
    done = record.make_record(game, job.game_seed, specs, played, state, bots=specs)
    if not state.is_over():
        done["result"] = record.result_of(state)  # over: false, the game a bot stopped
    record.save(done, Path(match.records or ".") / record_name(job))


def _unfinished(folder: str) -> str | None:
    """The record in ``folder`` of a game that did not end (the one a bot's fault stopped:
    no other game is written before its end), None if there is none."""
    for path in sorted(Path(folder).glob("game-*.json")):
        with contextlib.suppress(OSError):
            if '"over": false' in path.read_text(encoding="utf-8"):
                return str(path)
    return None


def check_records(folder: str | Path) -> str:
    """``--records``'s folder, made if missing, refused (BadOption) before any game when it
    cannot take the records or already holds a match's: an earlier match's games are never
    written over."""
    from corsairs.record import RecordError, check_writable

    path = Path(folder)
    if path.exists() and not path.is_dir():
        said = _("--records {folder}: it is a file; name a folder for the games' records")
        raise BadOption(said.format(folder=folder))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        said = _("--records {folder}: cannot make the folder: {why}")
        raise BadOption(said.format(folder=folder, why=os_reason(exc))) from None
    if any(path.glob("game-*.json")):
        said = _(
            "--records {folder} already holds a match's records: name another folder, or "
            "empty this one"
        )
        raise BadOption(said.format(folder=folder))
    try:
        check_writable(path / "game-0001.json")
    except RecordError as exc:
        raise BadOption(str(exc)) from None
    return str(path)


def run_jobs(
    match: Match,
    jobs: Sequence[Job],
    workers: int = 1,
    progress: Callable[[dict[str, Any]], None] | None = None,
) -> list[dict[str, Any]]:
    """Every job's result, in job order whatever the worker count.

    Ctrl-C (or SIGTERM turned into one) terminates the workers at once and
    raises :class:`MatchStopped` with the results finished by then; a bot's fault
    does the same with :class:`MatchFailed`.
    """
    check_worker_count(workers)
    results: list[dict[str, Any] | None] = [None] * len(jobs)
    position = {job.index: i for i, job in enumerate(jobs)}  # jobs may be part of a match
    late: list[dict[str, Any]] = []  # games that finished as the match was stopped
    playing = _results(match, jobs, workers, late)
    try:
        for res in playing:
            results[position[res["index"]]] = res
            if progress is not None:
                progress(res)
    except KeyboardInterrupt as exc:
        from corsairs.sim.stopping import signal_name

        with contextlib.suppress(BaseException):  # a second Ctrl-C: keep what is in hand
            playing.close()  # stopped in the progress: the running games are collected now
        for res in late:
            results[position[res["index"]]] = res
        raise MatchStopped([r for r in results if r is not None], signal_name(exc)) from None
    except BotFault as exc:
        raise MatchFailed([r for r in results if r is not None], exc) from None
    except BrokenProcessPool:
        died = BotFault(
            _(
                "a worker process died during the match (a bot may have ended its process, "
                "os._exit, or it ran out of memory)"
            )
        )
        raise MatchFailed([r for r in results if r is not None], died) from None
    return [r for r in results if r is not None]


def check_worker_count(workers: int) -> None:
    """0 or 1 plays in this process (0 as ``simulate`` says it: it answered "--workers must
    be at least 1" while ``simulate`` took 0), more starts local processes; a count far
    beyond the cores is refused as ``simulate`` refuses it (500 for 50)."""
    if not isinstance(workers, int) or isinstance(workers, bool) or workers < 0:
        raise BadOption(_("--workers must be 0 or more (0 plays in this process)"))
    from corsairs.sim.command import check_workers

    check_workers(workers, cluster=False)


def _results(
    match: Match, jobs: Sequence[Job], workers: int, late: list[dict[str, Any]] | None = None
) -> Generator[dict[str, Any], None, None]:
    """Results as games finish (any order with several workers: the progress never stalls
    behind one long game). Stopped (Ctrl-C, SIGTERM, or closed), it adds to ``late`` the
    games finished but not yet handed out, and those its workers finish within
    :data:`~corsairs.sim.stopping.HALT_GRACE` seconds, before ending the workers."""
    if workers <= 1:  # one process would play them one by one too: here, without starting it
        for job in jobs:
            yield play_job(match, job)
        return
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

    from corsairs.sim.stopping import HALT_GRACE, ignore_interrupts, sigint_blocked, terminate_pool

    ctx = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=ignore_interrupts)
    try:
        pending = list(jobs)[::-1]
        running: set[Future[dict[str, Any]]] = set()
        while pending or running:
            while pending and len(running) < 2 * workers:
                with sigint_blocked():  # workers start with Ctrl-C held back
                    running.add(pool.submit(play_job, match, pending.pop()))
            finished, running = wait(running, return_when=FIRST_COMPLETED)
            running.update(finished)  # handed out one by one: a stop between them keeps the rest
            failed = [f for f in finished if f.exception() is not None]
            for fut in finished:  # every game finished beside a fault counts
                if fut.exception() is None:
                    running.discard(fut)
                    yield fut.result()
            if failed:
                failed[0].result()  # raises it
    except BaseException as exc:
        if late is not None and isinstance(exc, (KeyboardInterrupt, GeneratorExit)):
            with contextlib.suppress(BaseException):  # a second Ctrl-C: end them now
                for fut in running:
                    fut.cancel()  # not started yet: nothing to wait for
                done, _ = wait(running, timeout=HALT_GRACE)
                late.extend(f.result() for f in done if not f.cancelled() and f.exception() is None)
        terminate_pool(pool)
        raise
    else:
        pool.shutdown(wait=True)


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a win rate (ties count as fractional wins)."""
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(slots=True)
class AgentStats:
    label: str
    spec: str
    seats: int
    """Seats this agent holds in every game."""
    games: int = 0
    wins: float = 0.0
    score_total: float = 0.0
    score_count: int = 0
    seat_games: list[int] = field(default_factory=list)
    rating_mu: float = 0.0
    rating_sigma: float = 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def avg_score(self) -> float:
        return self.score_total / self.score_count if self.score_count else 0.0

    @property
    def rating(self) -> float:
        """The conservative rating mu - 3 sigma (openskill's ordinal)."""
        return self.rating_mu - 3 * self.rating_sigma

    def to_dict(self, players: int) -> dict[str, Any]:
        low, high = self.ci
        return {
            "agent": self.label,
            "spec": self.spec,
            "seats": self.seats,
            "fair_share": self.seats / players,
            "games": self.games,
            "wins": round(self.wins, 6),
            "win_rate": round(self.win_rate, 6),
            "ci95": [round(low, 6), round(high, 6)],
            "avg_score": round(self.avg_score, 6),
            "games_per_seat": self.seat_games,
            "rating": {
                "mu": round(self.rating_mu, 4),
                "sigma": round(self.rating_sigma, 4),
                "ordinal": round(self.rating, 4),
            },
        }


def labels(specs: Sequence[str]) -> list[str]:
    """Readable, distinct names: a spec given twice gets #1, #2."""
    out = []
    for i, spec in enumerate(specs):
        same = [j for j, s in enumerate(specs) if s == spec]
        out.append(spec if len(same) == 1 else f"{spec}#{same.index(i) + 1}")
    return out


def summarize(
    specs: Sequence[str],
    players: int,
    jobs: Sequence[Job],
    results: Sequence[dict[str, Any]],
    lower_score_wins: bool = True,
) -> list[AgentStats]:
    """Per-agent wins, win rate, average score, and an openskill rating over the games in order."""
    order = lineup(len(specs), players)
    stats = [
        AgentStats(label, spec, order.count(i), seat_games=[0] * players)
        for i, (label, spec) in enumerate(zip(labels(specs), specs, strict=True))
    ]
    for job, res in zip(jobs, results, strict=True):
        for i, st in enumerate(stats):
            held = [s for s in range(players) if job.seats[s] == i]
            st.games += 1
            st.wins += sum(res["returns"][s] for s in held)
            for s in held:
                st.score_total += res["scores"][s]
                st.score_count += 1
                st.seat_games[s] += 1
    _rate(stats, players, jobs, results, lower_score_wins)
    return stats


def _rate(
    stats: list[AgentStats],
    players: int,
    jobs: Sequence[Job],
    results: Sequence[dict[str, Any]],
    lower_score_wins: bool,
) -> None:
    """openskill Plackett-Luce ratings; an agent's place in a game is its best seat's.

    An online rating follows the last games: in the order played, a bot that won 63 of
    100 games was rated below the loser when the loser's wins came last. The games are
    rated in the order played and in up to ``RATING_ORDERS - 1`` shuffled orders (fewer
    for long matches, where the order matters little), and the ratings averaged."""
    try:
        from openskill.models import PlackettLuce
    except ImportError as exc:  # pragma: no cover - the arena extra installs it
        raise BadOption(_("ratings need openskill: pip install 'corsairs[arena]'")) from exc
    model = PlackettLuce()
    sign = 1 if lower_score_wins else -1
    games: list[list[float]] = []
    for job, res in zip(jobs, results, strict=True):
        keys = [(-res["returns"][s], sign * res["scores"][s]) for s in range(players)]
        place = [sorted(set(keys)).index(k) for k in keys]
        games.append(
            [min(place[s] for s in range(players) if job.seats[s] == i) for i in range(len(stats))]
        )
    orders = max(1, min(RATING_ORDERS, RATING_UPDATES // max(1, len(games))))
    shuffler = random.Random(len(games))  # the same games, the same ratings
    mus = [0.0] * len(stats)
    sigmas = [0.0] * len(stats)
    for n in range(orders):
        ratings = [model.rating(name=st.label) for st in stats]
        for ranks in games:
            teams = model.rate([[r] for r in ratings], ranks=ranks)
            ratings = [t[0] for t in teams]
        for i, r in enumerate(ratings):
            mus[i] += float(r.mu) / orders
            sigmas[i] += float(r.sigma) / orders
        if n + 1 < orders:
            games = shuffler.sample(games, len(games))
    for st, mu, sigma in zip(stats, mus, sigmas, strict=True):
        st.rating_mu, st.rating_sigma = mu, sigma


RATING_ORDERS = 16
"""Orders of the games the ratings are averaged over (the first is the order played)."""
RATING_UPDATES = 50_000
"""At most this many rating updates a match (about a second): long matches get fewer
orders, and their ratings depend little on the order anyway."""


def rating_caveat(stats: Sequence[AgentStats]) -> str | None:
    """Why the ratings mislead when the bots hold unequal numbers of seats; None otherwise."""
    if len({st.seats for st in stats}) <= 1:
        return None
    return N_(  # English in the report's JSON; said with _() where printed
        "the bots hold unequal numbers of seats, and the rating places each bot by its "
        "best seat, which favours the bot with more seats: it can rank a weaker bot above "
        "a stronger one. Compare each win rate with its fair share instead."
    )


def prepare(
    game: str,
    players: int,
    agents: str | Sequence[str],
    games: int,
    seed: int,
    workers: int = 1,
    rules: dict[str, Any] | None = None,
) -> tuple[list[str], Game, list[Job]]:
    """Check every argument before any game is played: (specs, game, schedule)."""
    specs = split_agents(agents) if isinstance(agents, str) else list(agents)
    g = load_game(game, players=players, **(rules or {}))
    for spec in specs:
        make_agent(spec, g, seed=0)  # a bad spec fails here, before any game
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise BadOption(_("--seed must be a whole number"))
    check_worker_count(workers)
    if len(specs) > players >= 2:  # a bot author's "against the whole ladder"
        said = _("{n} bots do not fit {players} seats").format(n=len(specs), players=players)
        way = _(
            "A match gives each bot named a seat, the last bot the seats left; to meet "
            "several opponents one at a time, play a match against each: --agents "
            "{first},{second}, then --agents {first},{third}"
        )
        raise BadOption(f"{said}. " + way.format(first=specs[0], second=specs[1], third=specs[2]))
    if len(specs) < 2:
        # One bot in every seat: nothing to compare, and the rating needs two teams.
        bot = specs[0] if specs else "greedy"
        raise BadOption(
            _(
                "an arena compares at least two bots; to match a bot against itself, name it "
                "twice: --agents {bot},{bot}"
            ).format(bot=bot)
        )
    return specs, g, schedule(len(specs), players, games, seed)


def complete_deals(jobs: Sequence[Job], done: set[int]) -> list[Job]:
    """The jobs of the deals whose every seating finished: a stopped match keeps its seats
    balanced (every agent in every seat equally often, on the same deals)."""
    broken = {j.deal for j in jobs if j.index not in done}
    return [j for j in jobs if j.deal not in broken]


def run_arena(
    game: str,
    players: int,
    agents: str | Sequence[str],
    games: int,
    seed: int,
    workers: int = 1,
    rules: dict[str, Any] | None = None,
    progress: Callable[[dict[str, Any]], None] | None = None,
    move_limit: float | None = MOVE_LIMIT,
    records: str | Path | None = None,
) -> dict[str, Any]:
    """Play a whole match and return its report as JSON-safe data.

    ``records`` names a folder to write each game's record in (``game-0001.json``, ... in
    schedule order; see :func:`check_records`).

    Stopped by Ctrl-C or SIGTERM, the report covers the deals finished by then
    (``"partial": true``, ``"interrupted_by"``) instead of raising. A bot's fault
    (it raised, chose no legal action or took more than ``move_limit`` seconds for a
    move) ends the match the same way, with ``"bot_fault"`` saying what happened.
    """
    specs, g, jobs = prepare(game, players, agents, games, seed, workers, rules)
    check_limit(move_limit)
    rules_given = tuple(sorted((rules or {}).items()))
    folder = None if records is None else check_records(records)
    match = Match(game, players, tuple(specs), rules_given, move_limit, spoken(), folder)
    stopped = fault = None
    try:
        results = run_jobs(match, jobs, workers, progress)
    except (MatchStopped, MatchFailed) as exc:
        if isinstance(exc, MatchStopped):
            stopped = exc.signame
        else:
            fault = str(exc.fault)
        by_index = {r["index"]: r for r in exc.results}
        played = len(by_index)
        jobs = complete_deals(jobs, set(by_index))
        results = [by_index[j.index] for j in jobs]
    stats = summarize(specs, players, jobs, results, type(g).lower_score_wins)
    report = {
        "game": game,
        "players": players,
        "rules": g.rules_dict(),
        "seed": seed,
        "games": len(jobs),
        "deals": len(jobs) // players,
        "score_name": type(g).score_name,
        # A level's name says what it is called, "plays" what it was calibrated as today.
        "agents": [{**st.to_dict(players), "plays": resolve_level(st.spec, g)} for st in stats],
        "moves": sum(r["moves"] for r in results),
        "rating_caveat": rating_caveat(stats),
        "partial": stopped is not None or fault is not None,
    }
    if folder is not None:
        report["records"] = folder
    if fault is not None:
        report["bot_fault"] = fault
        if folder is not None:  # the game it stopped, kept as far as it went
            report["bot_fault_record"] = _unfinished(folder)
    if stopped is not None:
        report["interrupted_by"] = stopped
    if report["partial"]:
        report["games_requested"] = -(-games // players) * players
        report["games_left_out"] = played - len(jobs)
    return report
