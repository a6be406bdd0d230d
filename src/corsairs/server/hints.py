"""Hints at a live table: the table's option, and the coach's hint for the seat to play.

A hint is ``corsairs.coach.hint`` on the seat's own observation (never the state), so it
reveals nothing a bot could not see. It runs as a job of the bot pool (``botpool``): in a
worker process, under the pool's per-move CPU cap, queued fairly with the bots of every
table and counted as a search, so quick bots always keep a worker. Tests without workers
run it in a thread. The answer goes to the asking connection only.

One hint at a time per seat (``hint_busy``), one computation per position (asking again
gets the same hint back at no cost) and at most ``HINTS_PER_MINUTE`` positions asked about
per seat (the work ahead below counts nothing).
Once a seat has asked for a hint at a table (or said it wants them, ``hints_ahead``), each
of its later decisions is worked out as soon as it comes (``prepare``), while the player
looks at the table: a hint's half second
of CPU, on a busy machine several seconds in a worker at nice 5, is then ready or nearly so
when asked for. Only the seat to play's position is worked out; a move drops the rest.

Each hint's judgement (every judged move's values in every sample, ~12 KB) is kept with the
table and seat (``KeptJudgements``, in memory, at most ``KEPT_BYTES`` a server): the review
of the game takes it again for that decision instead of judging it anew, with the same
figures. A server restarted meanwhile has none: the review judges every decision then.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import time
import weakref
from collections import OrderedDict, deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from corsairs.coach.hints import (
    HINT_SAMPLES,
    compute_hint,
    compute_kept_hint,
    extra_moves,
    forced,
    only_move,
)
from corsairs.coach.search import Judgement
from corsairs.server.messages import error

if TYPE_CHECKING:
    from corsairs.server.tables import Connection, Hub, Room

__all__ = [
    "HINTS_PER_MINUTE",
    "HINT_SAMPLES",
    "KEPT_BYTES",
    "KeptJudgements",
    "compute_hint",
    "hints_ahead",
    "hints_by_default",
    "judgements",
    "prepare",
    "request_hint",
]

log = logging.getLogger("corsairs.server")

HINTS_PER_MINUTE = 30
"""Positions a seat may ask hints about per minute (a repeated ask for the same position is
free; what the server works out ahead counts only once asked about)."""

PEOPLE = ("human", "invited")

HINT_PATIENCE = 10.0
"""Seconds a player waits for a hint before its search answers with what it has found, on
fewer samples than its budget and saying so (``Hint.asked``), instead of running on until
the worker's guard ended it as failed (a machine so busy that the worker had a few per cent
of a core: 25 hints failed in one game). An idle server's hint takes about a second, a
loaded one's a few: it is answered in full, as before. Under the browser's 15 s after which
the panel says the hint is slow."""


def hints_by_default(seats: Sequence[Mapping[str, Any]]) -> bool:
    """The default option: hints help someone learn against bots, but between two or more
    people (creator's seats or invited friends) they would be help one player gets over
    another, so they are off unless the creator allows them."""
    return sum(1 for s in seats if s.get("kind") in PEOPLE) < 2


PREPARED_UNASKED = 8
"""A seat's decisions in a row worked out ahead and not asked about, after which the server
stops working them out ahead (until the seat asks again): a player who stopped asking does
not keep a worker busy."""


@dataclass
class _SeatDesk:
    """One seat's hints at one table: the one being worked out, who waits for it, the last
    answer, the pace, and whether the seat's positions are worked out ahead (``on``)."""

    on: bool = False
    """The seat asked for a hint at this table: from then on each of its decisions is
    worked out as soon as it comes, so that the next ask is answered at once."""
    unasked: int = 0
    working: int | None = None
    """The move number (``seq``) being worked out, if any."""
    waiters: list[Connection] = field(default_factory=list)
    answered: tuple[int, dict[str, Any]] | None = None
    ahead: bool = False
    """``answered`` was worked out ahead, nobody waiting for it (``prepare``)."""
    fallback: dict[str, Any] | None = None
    """A hurried answer worked out ahead, kept while the position is worked out again for
    the player who asked (``request_hint``): the answer if the second one fares no better."""
    asked: deque[float] = field(default_factory=deque)
    """When the seat asked about each position in the last minute (its pace)."""
    counted: int | None = None
    """The position (``seq``) last counted in ``asked``: asking again about it is free."""
    task: asyncio.Task[None] | None = None
    hurry_at: float | None = None
    """When the hint being worked out answers with what it has (the loop's clock): the
    first ask's ``HINT_PATIENCE`` later; None while nobody waits for it."""


_desks: weakref.WeakKeyDictionary[Room, dict[int, _SeatDesk]] = weakref.WeakKeyDictionary()


KEPT_BYTES = 64 * 2**20
"""Judgements a server keeps for reviews, at most, in bytes: a 2-player Corsairs game whose
player had a hint at every decision keeps about 0.5 MB (41 decisions at 256 samples, 12 KB
each), so some 120 such tables; beyond it the table whose judgements came first loses them
(its review judges anew, with the same figures, as after a restart)."""


class KeptJudgements:
    """A server's judgements from hints, by table and seat, for the review of the game.

    Only in memory: a review asked after a restart judges every decision, as before,
    and gives the same figures; storing ~0.5 MB a table for that rare case was not worth it.
    A seat's judgements are dropped once its review is stored (``forget``)."""

    def __init__(self, limit: int = KEPT_BYTES) -> None:
        self.limit = limit
        self.size = 0
        self.seats: OrderedDict[tuple[str, int], dict[str, Judgement]] = OrderedDict()

    def keep(self, table: str, seat: int, judgement: Judgement) -> None:
        kept = self.seats.setdefault((table, seat), {})
        if judgement.key in kept:
            return
        kept[judgement.key] = judgement
        self.seats.move_to_end((table, seat))
        self.size += judgement.size()
        while self.size > self.limit and self.seats:
            self._drop(next(iter(self.seats)))

    def of(self, table: str, seat: int) -> list[Judgement]:
        """The seat's judgements at the table, in the order they were made."""
        return list(self.seats.get((table, seat), {}).values())

    def forget(self, table: str, seat: int) -> None:
        """The seat's review is stored: its judgements are of no more use."""
        if (table, seat) in self.seats:
            self._drop((table, seat))

    def _drop(self, key: tuple[str, int]) -> None:
        self.size -= sum(j.size() for j in self.seats.pop(key).values())


_kept: weakref.WeakKeyDictionary[Hub, KeptJudgements] = weakref.WeakKeyDictionary()


def judgements(hub: Hub) -> KeptJudgements:
    """The judgements a server (``hub``) keeps from its tables' hints."""
    found = _kept.get(hub)
    if found is None:
        found = _kept[hub] = KeptJudgements()
    return found


def _paced(desk: _SeatDesk, now: float) -> bool:
    """Whether the seat may ask about one more position this minute."""
    while desk.asked and now - desk.asked[0] > 60:
        desk.asked.popleft()
    return len(desk.asked) < HINTS_PER_MINUTE


def _paused_for(desk: _SeatDesk, now: float) -> int:
    """Whole seconds until the seat may have another hint worked out (a paced-out seat's
    wait, sent with the refusal so that the panel can say when to ask again)."""
    over = len(desk.asked) - HINTS_PER_MINUTE
    if over < 0:
        return 0
    if HINTS_PER_MINUTE <= 0:
        return 60
    # the ask whose minute must pass before fewer than HINTS_PER_MINUTE remain in it
    return max(1, math.ceil(60 - (now - desk.asked[over])))


def _refused(room: Room, seat: int | None) -> dict[str, Any] | None:
    """The error for a connection that may not have hints at this table at all, or None."""
    if seat is None:
        return error("spectator", "spectators get no hints", room.seq)
    if not room.hints_allowed:
        return error("hints_forbidden", "hints are not allowed at this table", room.seq)
    return None


def _switch_on(room: Room, seat: int, *, asked: bool) -> _SeatDesk:
    """The seat's desk, with its decisions worked out as they come from now on. An ask
    (``asked``) restarts the count of positions worked out unasked; a wish for hints ahead
    only starts it when switching on (repeating the wish earns no more unasked work)."""
    desk = _desks.setdefault(room, {}).setdefault(seat, _SeatDesk())
    if asked or not desk.on:
        desk.unasked = 0
    desk.on = True
    return desk


def _tell_stale(conns: Sequence[Connection], room: Room) -> None:
    """Tell those waiting for a hint that the position moved on before it was ready."""
    for conn in conns:
        conn.send(error("hint_stale", "the position changed before the hint was ready", room.seq))


def request_hint(room: Room, conn: Connection, seq: int) -> dict[str, Any] | None:
    """Check a hint request and start working it out; an error message, or None (the hint
    follows as ``{"type": "hint", "hint": …, "seq": seq}`` to this connection only).

    A position already worked out ahead (``prepare``) is answered at once; one being worked
    out is answered when it is ready, without starting again. A position with one legal
    move is answered at once too, without a search (``coach.hints.forced``)."""
    seat = conn.seat
    refused = _refused(room, seat)
    if refused is not None:
        return refused
    st = room.state
    if st.is_over() or not room.started or room.deleted or st.current_player != seat:
        return error("not_your_turn", "a hint is for the seat to play, on its turn", room.seq)
    if seq != room.seq:
        return error(
            "hint_stale", f"the table is at move {room.seq}, the hint was for move {seq}", room.seq
        )
    assert seat is not None  # _refused turned spectators away
    desk = _switch_on(room, seat, asked=True)
    legal = st.legal_actions()
    if len(legal) == 1 and only_move(room.game, obs := st.observation(seat), legal):
        # one legal move: said at once, no search (a busy server took 8 to 14 s over "The
        # only move: Draw"), nor counted towards the seat's hints a minute
        return {"type": "hint", "hint": forced(room.game, obs, legal).to_dict(), "seq": seq}
    now = time.monotonic()
    if desk.answered is not None and desk.answered[0] == seq:
        _count(desk, seq, now)
        answer = desk.answered[1]
        if desk.ahead and hurried(answer):
            # worked out ahead in a busy moment, asked for now: worked out again, whole if
            # the server has the time now (the hurried one stayed the position's answer on
            # an idle server), else answered with whichever judged more deals
            desk.ahead, desk.answered, desk.fallback = False, None, answer
            _start(room, seat, seq, desk)
            desk.waiters.append(conn)
            _hurry(room, desk)
            return None
        return {"type": "hint", "hint": answer, "seq": seq}
    if desk.working == seq:
        if conn in desk.waiters:
            return error("hint_busy", "your previous hint is still being worked out", room.seq)
        _count(desk, seq, now)
        desk.waiters.append(conn)
        _hurry(room, desk)
        return None
    if not _paced(desk, now):
        wait = _paused_for(desk, now)
        refused = error(
            "hint_rate_limited",
            f"at most {HINTS_PER_MINUTE} hints a minute; ask again in {wait} s",
            room.seq,
        )
        refused.update(retry_after=wait, per_minute=HINTS_PER_MINUTE)
        return refused
    _count(desk, seq, now)
    _start(room, seat, seq, desk)
    desk.waiters.append(conn)
    _hurry(room, desk)
    return None


def hurried(answer: Mapping[str, Any]) -> bool:
    """Whether a hint's search was told to stop before its budget (``Hint.asked``)."""
    return int(answer.get("asked", 0)) > int(answer.get("samples", 0))


def _hurry(room: Room, desk: _SeatDesk) -> None:
    """Someone waits for the hint being worked out: it answers with what it has found by
    ``HINT_PATIENCE`` from the first ask (a hint worked out ahead had its time before)."""
    if desk.hurry_at is not None:
        return
    desk.hurry_at = asyncio.get_running_loop().time() + HINT_PATIENCE
    if room.hub.pool is not None:
        room.hub.pool.hurry(room.id, desk.hurry_at)


def _count(desk: _SeatDesk, seq: int, now: float) -> None:
    """The seat asked about position ``seq``: it counts towards its hints a minute, once.
    Only asks count: the positions worked out ahead (``prepare``) had used up a learner's
    minute, who was told "Hints are paused" after asking a few."""
    if desk.counted != seq:
        desk.asked.append(now)
        desk.counted = seq


def hints_ahead(room: Room, conn: Connection) -> dict[str, Any] | None:
    """``{"type": "hint", "ahead": true}``: the seat wants hints at this table before it
    has asked for one here (the browser sends it for a player who asked for hints before),
    so its decisions are worked out as they come from now on, the first one included: the
    first hint of a game was otherwise paid in full. Nothing is sent back; an error if the
    seat may not have hints. Bounded as after an ask (``PREPARED_UNASKED``)."""
    refused = _refused(room, conn.seat)
    if refused is not None:
        return refused
    assert conn.seat is not None
    _switch_on(room, conn.seat, asked=False)
    prepare(room)
    return None


def prepare(room: Room) -> None:
    """After a move: drop the work on positions that are gone, and start on the position of
    the seat to play if it asked for hints at this table (its decisions are then worked out
    as they come, so a hint is shown as soon as it is asked for; the same hint, seeded by
    the position, as asking would have computed)."""
    desks = _desks.get(room)
    if not desks:
        return
    for other in desks.values():
        if other.working is not None and other.working != room.seq and other.task is not None:
            _tell_stale(other.waiters, room)
            other.waiters.clear()
            other.task.cancel()  # a queued job leaves the queue; a running one ends unheard
            other.task = None
            other.working = None
            other.fallback = None
    st = room.state
    seat = st.current_player
    desk = desks.get(seat) if isinstance(seat, int) else None
    if (
        desk is None
        or not isinstance(seat, int)
        or not desk.on
        or desk.working is not None
        or desk.unasked >= PREPARED_UNASKED
        or not room.hints_allowed
        or st.is_over()
        or not room.started
        or room.deleted
        or (desk.answered is not None and desk.answered[0] == room.seq)
    ):
        return
    if len(st.legal_actions()) < 2 and not extra_moves(
        room.game, st.observation(seat), st.legal_actions()
    ):
        return  # one move (a turn's first draw): rarely asked about, worked out if asked
    if not _paced(desk, time.monotonic()):
        return  # a seat paused for asking fast has nothing worked out meanwhile
    desk.unasked += 1
    _start(room, seat, room.seq, desk)


def _start(room: Room, seat: int, seq: int, desk: _SeatDesk) -> None:
    desk.working = seq
    desk.hurry_at = None
    desk.task = asyncio.get_running_loop().create_task(_work(room, seat, seq, desk))


async def _work(room: Room, seat: int, seq: int, desk: _SeatDesk) -> None:
    obs = room.state.observation(seat)
    legal = room.state.legal_actions()
    samples = room.hub.hint_samples
    try:
        pool = room.hub.pool
        if pool is not None:
            payload = {
                "kind": "hint",
                "game": room.game.name,
                "players": room.game.players,
                "rules": room.stored.rules,
                "spec": "hint",
                "seed": None,  # from the position: the terminal's hint for it, too
                "samples": samples,
                "observation": obs,
                "legal": [str(a) for a in legal],
            }
            text, judgement = await pool.hint(room.id, payload, desk.hurry_at)
        else:
            clock = asyncio.get_running_loop().time  # monotonic, read from the thread

            def stop() -> bool:  # (a thread cannot be cancelled: a position gone stops it)
                at = desk.hurry_at
                return desk.working != seq or (at is not None and clock() >= at)

            text, judgement = await asyncio.to_thread(
                compute_kept_hint, room.game, obs, legal, samples, None, stop
            )
        answer = json.loads(text)
    except asyncio.CancelledError:  # the position is gone, or the table ended
        return
    except Exception as exc:  # over the CPU cap, a worker died: the player may ask again
        log.error(
            "table %s: a hint for %s failed (%s)", room.id, room.seat_said(seat), type(exc).__name__
        )
        if desk.fallback is not None and desk.working == seq:
            # worked out again after a hurried answer ahead: that one, rather than nothing
            answer, judgement = desk.fallback, None
        else:
            for conn in desk.waiters:
                conn.send(
                    error("hint_failed", "the hint could not be worked out; try again", room.seq)
                )
            desk.waiters.clear()
            if desk.working == seq:
                desk.working, desk.task = None, None
            return
    if isinstance(judgement, Judgement):  # a decision of the seat's, whatever came of it
        judgements(room.hub).keep(room.id, seat, judgement)
    if desk.working != seq:
        return
    waiters, desk.waiters = desk.waiters, []
    desk.working, desk.task = None, None
    fallback, desk.fallback = desk.fallback, None
    if room.seq != seq:
        _tell_stale(waiters, room)
        return
    if fallback is not None and int(fallback.get("samples", 0)) > int(answer.get("samples", 0)):
        answer = fallback  # hurried again, on fewer deals than the answer worked out ahead
    desk.answered = (seq, answer)
    desk.ahead = not waiters
    for conn in waiters:
        # a pass-and-play page that covered the seat since (``look``) is not told its hint
        if conn.seat == seat:
            conn.send({"type": "hint", "hint": answer, "seq": seq})
