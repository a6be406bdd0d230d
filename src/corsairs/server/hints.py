"""Hints at a live table: the table's option, and the coach's hint for the seat to play.

A hint is ``corsairs.coach.hint`` on the seat's own observation (never the state), so it
reveals nothing a bot could not see. It runs as a job of the bot pool (``botpool``): in a
worker process, under the pool's per-move CPU cap, queued fairly with the bots of every
table and counted as a search, so quick bots always keep a worker. Tests without workers
run it in a thread. The answer goes to the asking connection only.

One hint at a time per seat (``hint_busy``), one computation per position (asking again
gets the same hint back at no cost) and at most ``HINTS_PER_MINUTE`` computed per seat.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
import weakref
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from corsairs.coach.hints import HINT_SAMPLES, hint
from corsairs.protocol import Game
from corsairs.server.messages import error

if TYPE_CHECKING:
    from corsairs.server.tables import Connection, Room

__all__ = ["HINTS_PER_MINUTE", "HINT_SAMPLES", "compute_hint", "hints_by_default", "request_hint"]

log = logging.getLogger("corsairs.server")

HINTS_PER_MINUTE = 30
"""Hints a seat may have worked out per minute (a repeated ask for the same position is free)."""

PEOPLE = ("human", "invited")


def hints_by_default(seats: Sequence[Mapping[str, Any]]) -> bool:
    """The default option: hints help someone learn against bots, but between two or more
    people (creator's seats or invited friends) they would be help one player gets over
    another, so they are off unless the creator allows them."""
    return sum(1 for s in seats if s.get("kind") in PEOPLE) < 2


def compute_hint(
    game: Game,
    observation: Mapping[str, Any],
    legal: Sequence[Any],
    samples: int | None,
    seed: int | None = None,
) -> str:
    """The hint as JSON text (what a worker sends back through its pipe); its samples
    follow from the position unless ``seed`` says otherwise, as the terminal's do."""
    return json.dumps(hint(game, observation, legal, samples=samples, seed=seed).to_dict())


@dataclass
class _SeatDesk:
    """One seat's hints at one table: the one being worked out, the last answer, the pace."""

    busy: bool = False
    answered: tuple[int, dict[str, Any]] | None = None
    asked: deque[float] = field(default_factory=deque)
    task: asyncio.Task[None] | None = None


_desks: weakref.WeakKeyDictionary[Room, dict[int, _SeatDesk]] = weakref.WeakKeyDictionary()


def request_hint(room: Room, conn: Connection, seq: int) -> dict[str, Any] | None:
    """Check a hint request and start working it out; an error message, or None (the hint
    follows as ``{"type": "hint", "hint": …, "seq": seq}`` to this connection only)."""
    seat = conn.seat
    if seat is None:
        return error("spectator", "spectators get no hints", room.seq)
    if not room.hints_allowed:
        return error("hints_forbidden", "hints are not allowed at this table", room.seq)
    st = room.state
    if st.is_over() or not room.started or room.deleted or st.current_player != seat:
        return error("not_your_turn", "a hint is for the seat to play, on its turn", room.seq)
    if seq != room.seq:
        return error(
            "hint_stale", f"the table is at move {room.seq}, the hint was for move {seq}", room.seq
        )
    desk = _desks.setdefault(room, {}).setdefault(seat, _SeatDesk())
    if desk.answered is not None and desk.answered[0] == seq:
        return {"type": "hint", "hint": desk.answered[1], "seq": seq}
    if desk.busy:
        return error("hint_busy", "your previous hint is still being worked out", room.seq)
    now = time.monotonic()
    while desk.asked and now - desk.asked[0] > 60:
        desk.asked.popleft()
    if len(desk.asked) >= HINTS_PER_MINUTE:
        return error(
            "hint_rate_limited",
            f"at most {HINTS_PER_MINUTE} hints a minute; wait a moment",
            room.seq,
        )
    desk.asked.append(now)
    desk.busy = True
    desk.task = asyncio.get_running_loop().create_task(_work(room, conn, seat, seq, desk))
    return None


async def _work(room: Room, conn: Connection, seat: int, seq: int, desk: _SeatDesk) -> None:
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
            text = await pool.choose(room.id, payload)
        else:
            text = await asyncio.to_thread(compute_hint, room.game, obs, legal, samples)
        answer = json.loads(text)
    except asyncio.CancelledError:  # the table ended or was deleted
        return
    except Exception as exc:  # over the CPU cap, a worker died: the player may ask again
        log.error("table %s: a hint failed (%s)", room.id, type(exc).__name__)
        conn.send(error("hint_failed", "the hint could not be worked out; try again", room.seq))
        return
    finally:
        desk.busy = False
        desk.task = None
    if room.seq != seq:
        conn.send(error("hint_stale", "the position changed before the hint was ready", room.seq))
        return
    desk.answered = (seq, answer)
    conn.send({"type": "hint", "hint": answer, "seq": seq})
