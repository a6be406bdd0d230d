"""Reviews of finished tables, asked for in the browser and computed in the background.

A review (``corsairs.coach.review``) costs minutes of CPU, so reviews never run in the
bot workers nor on the event loop: one spawned worker process, at low priority
(``os.nice(10)``), computes ONE review at a time from a FIFO queue. Bots keep their
workers and their latency; reviews take the cores' leftovers (``workers`` processes judge
one review's decisions at once, ``corsairs serve --review-workers``). Each review is
stored in ``corsairs_reviews`` (status, progress, result) so it is computed once, and a
review queued or running when the server stopped is queued again on start-up. The decisions
a seat had hints for are not judged again: the judgements the hints made
(``corsairs.server.hints.KeptJudgements``) go to the worker with the record.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import signal
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import insert, select, update

from corsairs.coach.review import REVIEW_SAMPLES
from corsairs.server.review_worker import review_main
from corsairs.server.store import Store, reviews_t

if TYPE_CHECKING:
    from corsairs.server.hints import KeptJudgements

log = logging.getLogger("corsairs.server.reviews")

QUEUE_CAP = 20
"""Reviews waiting at most (queued, not counting the one running)."""
PER_CLIENT = 2
"""Reviews one client may have waiting or running at once."""
__all__ = [
    "PER_CLIENT",
    "QUEUE_CAP",
    "RETRY_AFTER",
    "REVIEW_SAMPLES",
    "ReviewBusy",
    "ReviewIn",
    "Reviews",
]

RETRY_AFTER = 60
"""Seconds a refused client is asked to wait (the Retry-After header)."""

Key = tuple[str, int]
RecordOf = Callable[[str], Awaitable[dict[str, Any]]]


class ReviewIn(BaseModel):
    """The body of ``POST /api/tables/{id}/reviews``."""

    model_config = ConfigDict(extra="forbid", strict=True)
    seat: int = Field(ge=0, le=15)


class ReviewBusy(Exception):
    """The queue is full, or this client already has its reviews waiting (HTTP 429)."""


@dataclass
class _Queue:
    keys: list[Key] = field(default_factory=list)
    clients: dict[Key, str | None] = field(default_factory=dict)
    running: Key | None = None
    progress: tuple[int, int] = (0, 0)
    since: float = 0.0
    """When the running review started (``time.monotonic``)."""


class Reviews:
    """The review queue of one server: submit, status, and one background worker."""

    def __init__(
        self,
        store: Store,
        record_of: RecordOf,
        *,
        samples: int | None = None,
        cap: int = QUEUE_CAP,
        per_client: int = PER_CLIENT,
        workers: int = 1,
        kept: KeptJudgements | None = None,
    ) -> None:
        self.store = store
        self.kept = kept
        """The judgements of the server's hints, taken again by the reviews of their seats."""
        self.record_of = record_of
        self.samples = samples
        self.workers = workers
        """Processes one review's decisions are judged in at once (all at nice 10)."""
        self.cap = cap
        self.per_client = per_client
        self.q = _Queue()
        self.wake = asyncio.Event()
        self.task: asyncio.Task[None] | None = None
        self.process: Any = None
        self.pipe: Connection | None = None

    # -- the API's side ----------------------------------------------------------------

    def start(self) -> None:
        """Queue again what was queued or running when the server stopped; start the runner."""
        with self.store.engine.connect() as c:
            rows = c.execute(
                select(reviews_t.c.table_id, reviews_t.c.seat, reviews_t.c.client)
                .where(reviews_t.c.status.in_(("queued", "running")))
                .order_by(reviews_t.c.created)
            ).all()
        for table_id, seat, client in rows:
            key = (table_id, int(seat))
            self.q.keys.append(key)
            self.q.clients[key] = client
        if rows:
            self._write(None, status="queued", done=0, where_running=True)
        self.task = asyncio.get_running_loop().create_task(self._run())
        if self.q.keys:
            self.wake.set()

    def submit(self, table_id: str, seat: int, client: str | None) -> dict[str, Any]:
        """Queue a review (a finished table's seat, checked by the caller); its status.

        A review already stored, queued or running is not asked again: its status comes
        back. A failed one is queued again. Raises ReviewBusy when the queue is full or
        the client has ``per_client`` reviews waiting."""
        key = (table_id, seat)
        row = self._row(key)
        if row is not None and row["status"] != "failed":
            return self.status(table_id, seat) or {}
        mine = sum(1 for k, c in self.q.clients.items() if c == client)
        if client is not None and mine >= self.per_client:
            raise ReviewBusy(f"you have {mine} reviews waiting; ask again when one is done")
        if len(self.q.keys) >= self.cap:
            raise ReviewBusy(f"{len(self.q.keys)} reviews are waiting; ask again later")
        now = time.time()
        with self.store.engine.begin() as c:
            if row is None:
                c.execute(
                    insert(reviews_t).values(
                        table_id=table_id,
                        seat=seat,
                        status="queued",
                        done=0,
                        total=0,
                        client=client,
                        created=now,
                    )
                )
            else:
                c.execute(
                    update(reviews_t)
                    .where(reviews_t.c.table_id == table_id, reviews_t.c.seat == seat)
                    .values(status="queued", done=0, total=0, reason=None, created=now)
                )
        self.q.keys.append(key)
        self.q.clients[key] = client
        self.wake.set()
        return self.status(table_id, seat) or {}

    def status(self, table_id: str, seat: int) -> dict[str, Any] | None:
        """``queued`` (position, 1 = next; ``starting`` when next and nothing runs),
        ``running`` (done/total decisions), ``done`` (the review) or ``failed`` (reason);
        None when never asked."""
        key = (table_id, seat)
        out: dict[str, Any] = {"table": table_id, "seat": seat}
        if key == self.q.running:
            done, total = self.q.progress
            return {**out, "status": "running", "done": done, "total": total}
        waiting = [k for k in self.q.keys if k != self.q.running]
        if key in waiting:
            position = waiting.index(key) + 1
            if position == 1 and self.q.running is None:
                # next, and nothing runs: the worker is taking it ("Waiting for another review
                # to finish" was said, and read aloud, of no other review)
                return {**out, "status": "queued", "position": 1, "starting": True}
            return {**out, "status": "queued", "position": position, **self._ahead()}
        row = self._row(key)
        if row is None:
            return None
        if row["status"] == "done":
            return {**out, "status": "done", "review": row["result"]}
        if row["status"] == "failed":
            return {**out, "status": "failed", "reason": row["reason"] or ""}
        # stored as waiting or running, yet not in the queue (its row outlived the runner's
        # hold on it): no one would compute it, so it joins the queue's end now
        self._requeue(key, row["client"])
        return self.status(table_id, seat)

    def _requeue(self, key: Key, client: str | None) -> None:
        """Queue a review again whose row says it waits (the queue's cap and the client's
        limit were met when it was first asked)."""
        self._write(key, status="queued", done=0, total=0)
        self.q.keys.append(key)
        self.q.clients[key] = client
        self.wake.set()

    def _ahead(self) -> dict[str, Any]:
        """The running review's progress and how long it has run, for a review waiting behind
        it: its page says how long it waits at that pace. Nothing before its total is known."""
        done, total = self.q.progress
        if self.q.running is None or not total:
            return {}
        ran = round(time.monotonic() - self.q.since, 1)
        return {"ahead": {"done": done, "total": total, "seconds": ran}}

    async def close(self) -> None:
        """Stop the worker at once; a review it was computing stays queued for next time."""
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(BaseException):
                await self.task
        self._kill()

    # -- the runner --------------------------------------------------------------------

    async def _run(self) -> None:
        while True:
            while not self.q.keys:
                self.wake.clear()
                await self.wake.wait()
            key = self.q.keys[0]
            self.q.running, self.q.progress, self.q.since = key, (0, 0), time.monotonic()
            self._write(key, status="running")
            try:
                kind, value = await self._compute(key)
            except asyncio.CancelledError:
                raise  # the server stops: the row stays "running" and is queued on start
            except Exception as exc:  # a table that cannot be loaded
                kind, value = "failed", str(exc) or type(exc).__name__
            self.q.keys.remove(key)
            self.q.clients.pop(key, None)
            self.q.running = None
            if kind == "done":
                self._write(key, status="done", result=value, finished=time.time())
                if self.kept is not None:
                    self.kept.forget(*key)
            else:
                # seats counted from 1, as the table and every other line of the log count them
                log.warning("table %s: the review of seat %d failed: %s", key[0], key[1] + 1, value)
                self._write(key, status="failed", reason=str(value), finished=time.time())

    async def _compute(self, key: Key) -> tuple[str, Any]:
        record = await self.record_of(key[0])
        pipe = self._worker()
        kept = self.kept.of(*key) if self.kept is not None else []
        pipe.send(
            {
                "record": record,
                "seat": key[1],
                "samples": self.samples,
                "workers": self.workers,
                "kept": kept,
            }
        )
        while True:
            try:
                await self._readable(pipe)
                # a result is larger than the pipe's buffer: read it whole in a thread
                msg = await asyncio.to_thread(pipe.recv)
            except (EOFError, OSError):
                self._kill()
                return "failed", "the review worker stopped"
            if msg[0] == "progress":
                self.q.progress = (msg[1], msg[2])
                self._write(key, done=msg[1], total=msg[2])
            elif msg[0] == "reused":
                log.info(
                    "table %s: the review of seat %d took %d of its %d decisions from hints",
                    key[0],
                    key[1] + 1,
                    msg[1],
                    msg[2],
                )
            else:
                return msg[0], msg[1]

    @staticmethod
    async def _readable(pipe: Connection) -> None:
        loop = asyncio.get_running_loop()
        ready = loop.create_future()
        fd = pipe.fileno()

        def wake() -> None:
            if not ready.done():
                ready.set_result(None)

        loop.add_reader(fd, wake)
        try:
            await ready
        finally:
            loop.remove_reader(fd)
            os.set_blocking(fd, True)  # uvloop's add_reader leaves it non-blocking

    def _worker(self) -> Connection:
        if self.pipe is not None and self.process is not None and self.process.is_alive():
            return self.pipe
        self._kill()
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self.process = ctx.Process(
            target=review_main, args=(child,), daemon=True, name="corsairs-review"
        )
        self.process.start()
        child.close()
        self.pipe = parent
        return parent

    def _kill(self) -> None:
        process, pipe = self.process, self.pipe
        self.process = self.pipe = None
        if process is not None:
            if process.exitcode is None:  # not yet reaped: its pid is still its own
                try:
                    # the worker leads its own process group: its judging processes go with it
                    os.killpg(process.pid, signal.SIGKILL)
                except (OSError, AttributeError):  # no group yet (just started), or none here
                    with contextlib.suppress(Exception):
                        process.kill()
            with contextlib.suppress(Exception):
                process.join(timeout=2)
        if pipe is not None:
            with contextlib.suppress(Exception):
                pipe.close()

    # -- the store ---------------------------------------------------------------------

    def _row(self, key: Key) -> dict[str, Any] | None:
        with self.store.engine.connect() as c:
            row = c.execute(
                select(reviews_t).where(reviews_t.c.table_id == key[0], reviews_t.c.seat == key[1])
            ).first()
        return None if row is None else dict(row._mapping)

    def _write(self, key: Key | None, *, where_running: bool = False, **values: Any) -> None:
        stmt = update(reviews_t)
        if where_running:
            stmt = stmt.where(reviews_t.c.status == "running")
        if key is not None:
            stmt = stmt.where(reviews_t.c.table_id == key[0], reviews_t.c.seat == key[1])
        with self.store.engine.begin() as c:
            c.execute(stmt.values(**values))
