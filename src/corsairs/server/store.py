"""Durable tables: each is its rules, seed, seats and action log, never a state dump.

A table is rebuilt by replaying its log through the game protocol, so a
restart (or an engine upgrade that keeps the notation) resumes every table
exactly. SQLite by default; any SQLAlchemy URL (``postgresql://…``) works.
"""

from __future__ import annotations

import json
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
    Integer,
    MetaData,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.pool import PoolProxiedConnection

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
)

moves_t = Table(
    "corsairs_moves",
    metadata,
    Column("table_id", String(32), ForeignKey("corsairs_tables.id"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("action", Text, nullable=False),
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
        self.engine: Engine = create_engine(self.url, future=True)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        elif self.engine.dialect.name == "postgresql":
            event.listen(self.engine, "connect", _postgres_settings)
        metadata.create_all(self.engine)
        self._raw: PoolProxiedConnection | None = None
        self._insert_move = _DriverStatement(self.engine, insert(moves_t))
        self._finish = _DriverStatement(
            self.engine,
            update(tables_t)
            .where(tables_t.c.id == bindparam("tid"))
            .values(updated=bindparam("updated"), over=bindparam("over")),
        )

    def create(self, t: StoredTable) -> None:
        now = time.time()
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
                )
            )

    def append(self, table_id: str, number: int, action: str, over: bool) -> None:
        """Log move ``number`` (0-based) and commit; the primary key rejects a duplicate.

        The hot path of the server: one insert, compiled once, on a kept driver
        connection (the ORM/Core execution layers cost more than SQLite's commit),
        and the table row is touched only when the game ends, in the same transaction.
        """
        raw = self._writer()
        try:
            cur = raw.cursor()
            try:
                move = {"table_id": table_id, "number": number, "action": action}
                self._insert_move.run(cur, move)
                if over:
                    self._finish.run(cur, {"tid": table_id, "updated": time.time(), "over": True})
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
    )


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
