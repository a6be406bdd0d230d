"""Durable tables: each is its rules, seed, seats and action log, never a state dump.

A table is rebuilt by replaying its log through the game protocol, so a
restart (or an engine upgrade that keeps the notation) resumes every table
exactly. SQLite by default; any SQLAlchemy URL (``postgresql://…``) works.
Columns added since the first release are added to older databases on start
(``_migrate``); their tables have no deal commitment and say so.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    delete,
    event,
    func,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.pool import PoolProxiedConnection, StaticPool

from corsairs.lang import _

metadata = MetaData()

tables_t = Table(
    "corsairs_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("players", Integer, nullable=False),
    Column("rules", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("seats", JSON, nullable=False),
    Column("over", Boolean, nullable=False, default=False),
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
    # Added for fair deals (issue 19); NULL in tables stored before: see _migrate.
    Column("salt", String(64), nullable=True),
    Column("seed_chosen", Boolean, nullable=True),
    Column("started", Boolean, nullable=True),
    Column("creator", String(64), nullable=True),
    Column("client", String(64), nullable=True),
    # Hints allowed (issue 20); NULL: an older table, read as the default rule.
    Column("hints", Boolean, nullable=True),
    # The table its players started when this one was over ("Play again"), if any.
    Column("again", String(32), nullable=True),
)

# Creation quotas count a client's unfinished tables at every new table.
client_index = Index("ix_corsairs_tables_client", tables_t.c.client)

# Columns a database made by an older version lacks, with the SQL type to add them as.
ADDED_COLUMNS = {
    "salt": "VARCHAR(64)",
    "seed_chosen": "BOOLEAN",
    "started": "BOOLEAN",
    "creator": "VARCHAR(64)",
    "client": "VARCHAR(64)",
    "hints": "BOOLEAN",
    "again": "VARCHAR(32)",
}

moves_t = Table(
    "corsairs_moves",
    metadata,
    Column("table_id", String(32), ForeignKey("corsairs_tables.id"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("action", Text, nullable=False),
)


# Reviews of finished tables (corsairs.server.reviews): computed once, kept with the table.
# A new table, so metadata.create_all adds it to an older database on start.
reviews_t = Table(
    "corsairs_reviews",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("status", String(16), nullable=False),
    Column("done", Integer, nullable=False, default=0),
    Column("total", Integer, nullable=False, default=0),
    Column("result", JSON, nullable=True),
    Column("reason", Text, nullable=True),
    Column("client", String(64), nullable=True),
    Column("created", Float, nullable=False),
    Column("finished", Float, nullable=True),
)

# What the people at a table said to each other (corsairs.server.talk), kept with it and
# deleted with it. A new table, so metadata.create_all adds it to an older database.
talk_t = Table(
    "corsairs_talk",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("text", Text, nullable=False),
    Column("at", Float, nullable=False),
)


@dataclass
class StoredTable:
    """What the database keeps of a table."""

    id: str
    game: str
    players: int
    rules: dict[str, Any]
    seed: int
    seats: list[dict[str, Any]]
    actions: list[str] = field(default_factory=list)
    over: bool = False
    created: float = 0.0
    salt: str | None = None  # None: stored before deals were committed (no commitment)
    seed_chosen: bool = False  # the creator chose the seed (practice tables only)
    started: bool = True  # False while invited friends have not all joined
    creator: str | None = None  # hash of the creator's token (starts the table early)
    client: str | None = None  # hash of the creating client's address (quotas)
    updated: float = 0.0
    hints: bool | None = None  # None: stored before the option (the default rule applies)
    again: str | None = None  # the table "Play again" made from this one


class ServerLocked(RuntimeError):
    """Another server already runs on this database."""


def normalize_url(url: str) -> str:
    """Let users write ``postgresql://`` and get the psycopg 3 driver (the ``postgres`` extra)."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


class Store:
    """Tables and their move logs in one SQL database."""

    def __init__(self, url: str) -> None:
        self.url = normalize_url(url)
        # hide_parameters: SQL logs and database errors never show a seed, salt or seat
        options: dict[str, Any] = {}
        if self.url in ("sqlite://", "sqlite:///:memory:"):
            # One in-memory database shared by every thread (event loop, worker threads), so
            # no connection is left to be finalised by a thread that did not create it.
            options = {"poolclass": StaticPool, "connect_args": {"check_same_thread": False}}
        self.engine: Engine = create_engine(self.url, future=True, hide_parameters=True, **options)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        elif self.engine.dialect.name == "postgresql":
            event.listen(self.engine, "connect", _postgres_settings)
        metadata.create_all(self.engine)
        self._migrate()
        self._lock: Any = None
        self._raw: PoolProxiedConnection | None = None
        self._insert_move = _DriverStatement(self.engine, insert(moves_t))
        self._finish = _DriverStatement(
            self.engine,
            update(tables_t)
            .where(tables_t.c.id == bindparam("tid"))
            .values(updated=bindparam("updated"), over=bindparam("over")),
        )

    def _migrate(self) -> None:
        """Add the columns an older database lacks; its tables keep NULL there."""
        have = {c["name"] for c in inspect(self.engine).get_columns(tables_t.name)}
        missing = [(n, t) for n, t in ADDED_COLUMNS.items() if n not in have]
        if missing:
            with self.engine.begin() as c:
                for name, sql_type in missing:
                    c.execute(text(f"ALTER TABLE {tables_t.name} ADD COLUMN {name} {sql_type}"))
                client_index.create(c, checkfirst=True)

    def lock_server(self) -> None:
        """Hold this database for one server until ``close`` (or the process dies).

        PostgreSQL: a session advisory lock on a kept connection; SQLite: an exclusive
        ``flock`` on ``<database>.lock`` next to the file. Both vanish with the process, so
        a server killed with SIGKILL can be restarted at once. Raises ServerLocked.
        """
        taken = _("another corsairs server is already using this database ({place}); stop it first")
        if self.engine.dialect.name == "postgresql":
            conn = self.engine.raw_connection()
            cur = conn.cursor()
            cur.execute("SELECT pg_try_advisory_lock(%s)", (_LOCK_KEY,))
            row = cur.fetchone()
            cur.close()
            conn.commit()
            if not row or not row[0]:
                conn.close()
                raise ServerLocked(taken.format(place=self.engine.url.render_as_string()))
            self._lock = conn
        elif self.engine.dialect.name == "sqlite":
            path = self.engine.url.database
            if not path or path == ":memory:":
                return
            fd = os.open(path + ".lock", os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                raise ServerLocked(taken.format(place=path)) from None
            self._lock = fd

    def _unlock(self) -> None:
        lock, self._lock = self._lock, None
        if lock is None:
            return
        if isinstance(lock, int):
            os.close(lock)  # releases the flock
        else:
            # Unlock explicitly: a closed connection's lock is released only when its backend
            # has exited, a moment after the close returns, and a restart would find it taken.
            with contextlib.suppress(Exception):
                cur = lock.cursor()
                cur.execute("SELECT pg_advisory_unlock(%s)", (_LOCK_KEY,))
                cur.close()
                lock.commit()
            with contextlib.suppress(Exception):
                lock.close()

    def create(self, t: StoredTable) -> None:
        """Store a new table; ``t`` takes the time it was made (its room's summary says it:
        My tables showed no date for a table made since the server started)."""
        now = time.time()
        t.created = t.updated = now
        with self.engine.begin() as c:
            c.execute(
                insert(tables_t).values(
                    id=t.id,
                    game=t.game,
                    players=t.players,
                    rules=t.rules,
                    seed=t.seed,
                    seats=t.seats,
                    over=t.over,
                    created=now,
                    updated=now,
                    salt=t.salt,
                    seed_chosen=t.seed_chosen,
                    started=t.started,
                    creator=t.creator,
                    client=t.client,
                    hints=t.hints,
                )
            )

    def update_seats(
        self,
        table_id: str,
        seats: list[dict[str, Any]],
        started: bool,
        hints: bool | None = None,
    ) -> None:
        """Store a claim or an early start (seats and the started flag together), and
        ``hints`` when given (an older table's option, decided before its seats change)."""
        values: dict[str, Any] = {"seats": seats, "started": started, "updated": time.time()}
        if hints is not None:
            values["hints"] = hints
        with self.engine.begin() as c:
            c.execute(update(tables_t).where(tables_t.c.id == table_id).values(**values))

    def set_again(self, table_id: str, again: str) -> None:
        """Record the table this finished one was played again as."""
        with self.engine.begin() as c:
            c.execute(update(tables_t).where(tables_t.c.id == table_id).values(again=again))

    def open_tables_of(self, client: str) -> int:
        """How many unfinished tables a client (address hash) created."""
        with self.engine.connect() as c:
            n = c.execute(
                select(func.count())
                .select_from(tables_t)
                .where(tables_t.c.client == client, tables_t.c.over.is_(False))
            ).scalar_one()
            return int(n)

    def expire(
        self, idle_before: float, keep: set[str] | frozenset[str] = frozenset()
    ) -> list[str]:
        """Delete unfinished tables untouched since ``idle_before`` (epoch s), except
        ``keep``; returns their ids."""
        with self.engine.begin() as c:
            ids = [
                i
                for i in c.execute(
                    select(tables_t.c.id).where(
                        tables_t.c.over.is_(False), tables_t.c.updated < idle_before
                    )
                ).scalars()
                if i not in keep
            ]
            for i in range(0, len(ids), 500):
                chunk = ids[i : i + 500]
                c.execute(delete(moves_t).where(moves_t.c.table_id.in_(chunk)))
                c.execute(delete(talk_t).where(talk_t.c.table_id.in_(chunk)))
                c.execute(delete(tables_t).where(tables_t.c.id.in_(chunk)))
            return ids

    def delete(self, table_id: str) -> None:
        """Remove a table, its moves and its talk (its creator deleted it)."""
        with self.engine.begin() as c:
            c.execute(delete(moves_t).where(moves_t.c.table_id == table_id))
            c.execute(delete(talk_t).where(talk_t.c.table_id == table_id))
            c.execute(delete(tables_t).where(tables_t.c.id == table_id))

    def append(
        self, table_id: str, number: int, action: str, over: bool, touch: bool = False
    ) -> None:
        """Log move ``number`` (0-based) and commit; the primary key rejects a duplicate.

        The hot path of the server: one insert, compiled once, on a kept driver
        connection (the ORM/Core execution layers cost more than SQLite's commit),
        and the table row is touched only when the game ends or ``touch`` asks (the
        server does so once an hour per table, for expiry), in the same transaction.
        """
        raw = self._writer()
        try:
            cur = raw.cursor()
            try:
                move = {"table_id": table_id, "number": number, "action": action}
                self._insert_move.run(cur, move)
                if over or touch:
                    self._finish.run(cur, {"tid": table_id, "updated": time.time(), "over": over})
            finally:
                cur.close()
            raw.commit()
        except Exception:
            try:
                raw.rollback()
            except Exception:  # a dead connection: drop it, the next move reconnects
                raw.invalidate()
                self._raw = None
            raise

    def say(self, table_id: str, line: dict[str, Any]) -> None:
        """Keep one line of the table's talk; the primary key rejects a duplicate number."""
        row = {k: line[k] for k in ("seat", "text", "at")}
        with self.engine.begin() as c:
            c.execute(insert(talk_t).values(table_id=table_id, number=line["n"], **row))

    def talk(self, table_id: str, last: int, per_seat: int | None = None) -> list[dict[str, Any]]:
        """The table's newest ``last`` lines of talk, oldest first; with ``per_seat``, of
        each seat's newest ``per_seat`` lines (talk.py ``TALK_SEAT_KEPT``: a seat that
        flooded the talk does not push the others' lines out). One query either way: each
        line numbered from its seat's newest (a window function, SQLite 3.25 and PostgreSQL
        alike), not a query per seat."""
        cols = [talk_t.c.number, talk_t.c.seat, talk_t.c.text, talk_t.c.at]
        lines = select(*cols).where(talk_t.c.table_id == table_id)
        newest = talk_t.c.number.desc()
        if per_seat is not None:
            rank = func.row_number().over(partition_by=talk_t.c.seat, order_by=newest)
            ranked = select(*cols, rank.label("rank")).where(talk_t.c.table_id == table_id)
            kept = ranked.subquery()
            lines = select(kept.c.number, kept.c.seat, kept.c.text, kept.c.at).where(
                kept.c.rank <= per_seat
            )
            newest = kept.c.number.desc()
        with self.engine.connect() as c:
            rows = list(c.execute(lines.order_by(newest).limit(last)))
        return [{"n": r.number, "seat": r.seat, "text": r.text, "at": r.at} for r in reversed(rows)]

    def _writer(self) -> PoolProxiedConnection:
        if self._raw is None or not self._raw.is_valid:
            self._raw = self.engine.raw_connection()
        return self._raw

    def load(self, table_id: str) -> StoredTable | None:
        with self.engine.connect() as c:
            row = c.execute(select(tables_t).where(tables_t.c.id == table_id)).first()
            if row is None:
                return None
            moves = c.execute(
                select(moves_t.c.action)
                .where(moves_t.c.table_id == table_id)
                .order_by(moves_t.c.number)
            ).scalars()
            return _stored(row._mapping, list(moves))

    def unfinished_ids(self) -> list[str]:
        with self.engine.connect() as c:
            return list(
                c.execute(
                    select(tables_t.c.id)
                    .where(tables_t.c.over.is_(False))
                    .order_by(tables_t.c.created)
                ).scalars()
            )

    def close(self) -> None:
        self._unlock()
        if self._raw is not None:
            self._raw.close()
            self._raw = None
        self.engine.dispose()


class _DriverStatement:
    """A statement compiled once for the engine's dialect and run on a driver cursor
    with the driver's own parameter style (qmark for SQLite, pyformat for psycopg)."""

    def __init__(self, engine: Engine, statement: Any) -> None:
        compiled = statement.compile(dialect=engine.dialect)
        self.sql = str(compiled)
        self.order: list[str] | None = (
            list(compiled.positiontup or []) if compiled.positional else None
        )

    def run(self, cursor: Any, params: dict[str, Any]) -> None:
        if self.order is None:
            cursor.execute(self.sql, params)
        else:
            cursor.execute(self.sql, tuple(params[k] for k in self.order))


def _stored(row: Any, actions: list[str]) -> StoredTable:
    rules = row["rules"]
    seats = row["seats"]
    return StoredTable(
        id=row["id"],
        game=row["game"],
        players=row["players"],
        rules=json.loads(rules) if isinstance(rules, str) else rules,
        seed=row["seed"],
        seats=json.loads(seats) if isinstance(seats, str) else seats,
        actions=actions,
        over=bool(row["over"]),
        created=row["created"],
        salt=row["salt"],
        seed_chosen=bool(row["seed_chosen"]),
        started=row["started"] is None or bool(row["started"]),
        creator=row["creator"],
        client=row["client"],
        updated=row["updated"],
        hints=None if row["hints"] is None else bool(row["hints"]),
        again=row["again"],
    )


# The advisory lock's key: fixed, so that every corsairs server on a database competes.
_LOCK_KEY = int.from_bytes(hashlib.sha256(b"corsairs server").digest()[:8], "big", signed=True)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """WAL + NORMAL: a commit is durable against crashes of the server, and cheap."""
    cur = dbapi_connection.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


def _postgres_settings(dbapi_connection: Any, _record: Any) -> None:
    """Commit without waiting for the WAL flush: the same promise as SQLite's NORMAL.

    A server crash loses nothing; only a crash of the database machine can lose the
    last fraction of a second of moves. Each move costs a round trip, not an fsync.
    """
    cur = dbapi_connection.cursor()
    cur.execute("SET synchronous_commit TO OFF")
    cur.close()
    dbapi_connection.commit()
