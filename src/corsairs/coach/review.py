"""Reviewing a finished game: every decision of one seat judged against the best found.

Each decision is replayed from the record, the seat's observation taken, and
the moves judged by :func:`corsairs.coach.evaluate_moves` with the move played
always among them. A move is graded by how much win chance it gave away
(``corsairs.coach.grading``); the seat's win chance after each move makes the
graph of the game.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from multiprocessing.context import BaseContext
from multiprocessing.process import BaseProcess
from typing import Any

from corsairs.coach.grading import grade, shown
from corsairs.coach.hints import HINT_SAMPLES, hint_samples, judged, only_move, position_seed
from corsairs.coach.reasons import explain
from corsairs.coach.search import Judgement, MoveValue, coach_hooks, judge_moves, judgement_key
from corsairs.errors import seat_problem
from corsairs.lang import _
from corsairs.protocol import CorsairsError, Game
from corsairs.record import Record, RecordError, at

REVIEW_SAMPLES = HINT_SAMPLES
"""Sampled deals per judged move by default: a hint's (``hint_samples``: each game's own;
this is their common value, for help texts), each decision seeded as a hint seeds it
(``position_seed``), so that the review judges a decision exactly as the hint did at that
moment. With 400 samples and the move's number as the seed, the review named another best
move than the hint's at 19 of 50 decisions of bot games (session 28; all within the noise,
never grading the hint's move); seeded alike at one budget, at none. Only the move played
is added where no hint judged it."""

Progress = Callable[[int, int], None]


class ReviewRefused(CorsairsError):
    """A record that cannot be reviewed (unfinished, or no decision for the seat)."""


class NotFinished(ReviewRefused):
    """A record of a game not played to its end (a save can be continued first)."""


@dataclass
class Decision:
    """One decision of the reviewed seat."""

    index: int
    """The action's number in the record (0-based)."""
    round: int | None
    phase: str
    played: str
    best: str
    win: float
    """The seat's win chance after the move played."""
    best_win: float
    drop: float
    drop_se: float
    grade: str | None
    moves: list[dict[str, Any]]
    ungraded: str | None = None
    """Why a decision is not graded though judged: "draw" in reviews made before draws were
    graded (session 28; until then a draw was valued with the quick policy's discard after
    it). A draw is now judged with the better of waiting or sailing after it
    (``corsairs.coach.search``, the game's ``follow_ups``) and graded; pages still read
    the mark in older stored reviews."""
    why: dict[str, Any] | None = None
    """Why the better move is better (``corsairs.coach.reasons``): for a move that gave
    away win chance, and for a good move where every other would have been a mistake."""
    best_takes: dict[str, Any] | None = None
    """The card the best move takes that the seat saw before choosing (the game's coach
    ``takes``: the pile's top card), or None."""
    seen: dict[str, Any] | None = None
    """What the seat saw the move played do beyond its notation (the game's coach
    ``seen``: the card it drew), from the seat's own observations."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "move": self.index + 1,
            "round": self.round,
            "phase": self.phase,
            "played": self.played,
            "best": self.best,
            "win": round(self.win, 4),
            "best_win": round(self.best_win, 4),
            "drop": shown(self.drop),  # the tenth of a point the grade was given on
            "drop_se": shown(self.drop_se),
            "grade": self.grade,
            "moves": self.moves,
            "ungraded": self.ungraded,
            "why": self.why,
            "seen": self.seen,
            "best_takes": self.best_takes,
        }


@dataclass
class Review:
    game: str
    players: int
    seat: int
    seats: list[str]
    samples: int
    winners: list[int]
    decisions: list[Decision] = field(default_factory=list)
    stand_in: dict[str, Any] | None = None
    """The first bot that took the seat over mid-game (``{"bot", "from_action"}``, and
    ``to_action`` when the person took the seat back; the record's ``stand_ins``): its
    moves are not the player's, so they are not reviewed."""
    stand_ins: list[dict[str, Any]] = field(default_factory=list)
    """Every bot interval of the seat, in order (a seat taken back has several)."""
    reused: int = 0
    """Decisions judged from a kept judgement (``review``'s ``kept``), not part of the
    review: it is the same whether or not any was."""

    def counts(self) -> dict[str, int]:
        out = {"inaccuracy": 0, "mistake": 0, "blunder": 0}
        for d in self.decisions:
            if d.grade:
                out[d.grade] += 1
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": "corsairs-review",
            "version": 1,
            "game": self.game,
            "players": self.players,
            "seat": self.seat,
            "seats": self.seats,
            "samples": self.samples,
            "winners": self.winners,
            "counts": self.counts(),
            "decisions": [d.to_dict() for d in self.decisions],
            "stand_in": self.stand_in,
            "stand_ins": self.stand_ins,
        }


def _shown(moves: list[dict[str, Any]], played: str) -> list[dict[str, Any]]:
    """The best five moves, and the one played wherever it ranked."""
    top = moves[:5]
    if all(m["action"] != played for m in top):
        top += [m for m in moves if m["action"] == played]
    return top


def decisions_of(rec: Record, seat: int) -> list[int]:
    """Indices of the record's actions where ``seat`` chose among several moves: those a
    hint treats as a choice (``only_move``), a lay-down whose engine lists one division
    included (any valid division may be laid down; a worse one went unjudged)."""
    state = rec.game.new_state(seed=rec.seed)
    out = []
    for i, text in enumerate(rec.actions):
        if state.current_player == seat:
            legal = state.legal_actions()
            if len(legal) > 1 or not only_move(rec.game, state.observation(seat), legal):
                out.append(i)
        try:
            state.apply(rec.game.parse_action(text))
        except CorsairsError as exc:
            raise RecordError(at(rec.where(i), exc)) from None
    if not state.is_over():
        raise NotFinished(
            _("the game in this record is not finished: only a finished game can be reviewed")
        )
    return out


@dataclass(frozen=True)
class _Position:
    """One decision to judge, as the replay found it."""

    index: int
    observation: dict[str, Any]
    legal: list[Any]
    action: Any
    include: list[Any]
    seed: int
    after: dict[str, Any] | None
    """The seat's observation after its move (for the game's ``seen``), or None."""
    kept: Judgement | None = None
    """The decision's judgement kept from a hint (the same key), or None."""


PARALLEL_WORK = 1000
"""Sampled deals (per move, over the decisions) below which a review is judged in its own
process whatever ``workers`` says: starting the judges costs more than they save (a test's
review of 20 decisions at 4 deals took 1.9 s in two processes, 0.8 s in one)."""


Job = tuple[Game, dict[str, Any], list[Any], list[Any], int, int, Judgement | None]


def _judge(job: Job) -> list[MoveValue]:
    """One decision's judged moves (module level: a worker process runs it)."""
    game, obs, legal, include, samples, seed, kept = job
    moves, _ = judge_moves(game, obs, legal, samples=samples, seed=seed, include=include, kept=kept)
    return moves


def _context(game: Game) -> BaseContext:
    """The worker processes' start method: a fork server where there is one (it imports the
    coach once; a plain fork of a process with threads, a server's or a test runner's, may
    deadlock), else spawn."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload([__name__, type(game).__module__])
    return ctx


def _deaf() -> None:
    """A judge ignores Ctrl+C, which the terminal sends its whole process group: the review's
    own process stops them (each had printed its traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _judged(
    game: Game, positions: Sequence[_Position], samples: int, workers: int
) -> Iterator[list[MoveValue]]:
    """Each position's judged moves, in order. With ``workers`` > 1 they are judged in
    that many processes at once: every decision is seeded by its own position, so each
    gets exactly the figures it gets alone, and the review ends sooner where cores idle."""
    jobs: list[Job] = [
        (game, p.observation, p.legal, p.include, samples, p.seed, p.kept) for p in positions
    ]
    # a decision with a kept judgement is mostly judged already: no judge is started for it
    fresh = sum(1 for p in positions if p.kept is None)
    if workers <= 1 or fresh < 2 or samples * fresh < PARALLEL_WORK:
        yield from map(_judge, jobs)
        return
    others = set(multiprocessing.active_children())  # this process's children not judges
    pool = ProcessPoolExecutor(
        max_workers=min(workers, len(jobs)), mp_context=_context(game), initializer=_deaf
    )
    done, whole = 0, False
    try:
        for moves in pool.map(_judge, jobs):
            yield moves
            done += 1
        whole = True
    except BrokenProcessPool:
        # a judge that could not start (a program read from standard input has no main
        # module to import again) or was killed: the rest is judged here, as with one worker
        yield from map(_judge, jobs[done:])
        whole = True
    finally:
        if not whole:  # Ctrl+C or an error: the judges' work is of no use now
            _stop(set(multiprocessing.active_children()) - others)
        pool.shutdown(wait=True, cancel_futures=True)


def _stop(judges: Iterable[BaseProcess]) -> None:
    """End the judges at once: a review stopped by Ctrl+C waited for the decisions they
    were judging (9 s on the busy shared machine, against 1.4 s in one process). They are
    the children the pool started (``multiprocessing.active_children``), not read from the
    pool's private list (``terminate_workers`` comes with Python 3.14)."""
    for judge in judges:
        with contextlib.suppress(Exception):
            judge.terminate()


def review(
    rec: Record,
    seat: int,
    *,
    samples: int | None = None,
    seed: int = 0,
    progress: Progress | None = None,
    workers: int = 1,
    kept: Iterable[Judgement] = (),
) -> Review:
    """Judge every decision of ``seat`` in a finished game's record; ``samples``: sampled
    deals per judged move, by default a hint's for the game (``hint_samples``);
    ``workers``: processes judging decisions at once (the same review, sooner);
    ``kept``: judgements already made (the hints of the game, ``Hint.judgement``), taken
    again for the decisions whose key they have (the same budget, seed, rules and
    position), so that those decisions cost next to nothing: the same review, sooner."""
    game = rec.game
    if samples is None:
        samples = hint_samples(game)
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ReviewRefused(
            _("a seat is a number from 0 to {last}, not {seat}").format(
                last=game.players - 1, seat=repr(seat)
            )
        )
    if why := seat_problem(seat, game.players, name="seat"):
        raise ReviewRefused(why)
    known = {j.key: j for j in kept}
    wanted = set(decisions_of(rec, seat))
    bots = sorted((s for s in rec.stand_ins if s.seat == seat), key=lambda s: s.from_action)
    # a bot played the seat in its intervals: the person's moves are the others
    wanted = {i for i in wanted if not any(b.covers(seat, i) for b in bots)}
    spans = [{k: v for k, v in b.to_dict().items() if k != "seat"} for b in bots]
    hooks = coach_hooks(game)
    state = game.new_state(seed=rec.seed)
    out = Review(
        game=game.name,
        players=game.players,
        seat=seat,
        seats=list(rec.seats),
        samples=samples,
        winners=[],
        stand_in=spans[0] if spans else None,
        stand_ins=spans,
    )
    positions: list[_Position] = []
    for i, text in enumerate(rec.actions):
        action = game.parse_action(text)
        if i not in wanted:
            state.apply(action)
            continue
        obs = state.observation(seat)
        legal = state.legal_actions()
        extra = [action]
        if hooks is not None and hasattr(hooks, "extra_moves"):
            extra += list(hooks.extra_moves(game, obs, legal))
        state.apply(action)
        after = state.observation(seat) if hooks is not None and hasattr(hooks, "seen") else None
        # seeded as a hint is (``seed`` 0): the review judges what the hint judged
        at = position_seed(obs, game) + seed
        found = known.get(judgement_key(game, obs, legal, samples, at)) if known else None
        out.reused += found is not None
        positions.append(_Position(i, obs, legal, action, extra, at, after, found))
    out.winners = list(state.winners())
    total = len(positions)
    if progress is not None:
        progress(0, total)
    for done, (pos, moves) in enumerate(
        zip(positions, _judged(game, positions, samples, workers), strict=True), 1
    ):
        obs, action = pos.observation, pos.action
        played = next(m for m in moves if m.action == action)
        drop, noise = played.drop_from(moves[0])
        out.decisions.append(
            Decision(
                index=pos.index,
                round=obs.get("round") if isinstance(obs.get("round"), int) else None,
                phase=str(obs.get("phase", "")),
                played=str(action),
                best=moves[0].text,
                win=played.win,
                best_win=moves[0].win,
                drop=drop,
                drop_se=noise,
                grade=grade(drop, noise),
                moves=_shown(judged(moves), str(action)),
                why=explain(game, obs, moves, played),
                best_takes=(
                    hooks.takes(obs, moves[0].text)
                    if hooks is not None and hasattr(hooks, "takes")
                    else None
                ),
                seen=(
                    hooks.seen(obs, pos.after, str(action))
                    if hooks is not None and pos.after is not None
                    else None
                ),
            )
        )
        if progress is not None:
            progress(done, total)
    return out
