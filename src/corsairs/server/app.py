"""The FastAPI app: a small JSON API, the table WebSocket, and the static client."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from fastapi import FastAPI, HTTPException, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from corsairs.agents import agent_names
from corsairs.protocol import BadOption, CorsairsError, IllegalAction
from corsairs.registry import game_class, game_names, load_game
from corsairs.server.quotas import CreationQuota, QuotaExceeded, client_key
from corsairs.server.store import Store
from corsairs.server.tables import (
    ClaimError,
    Connection,
    Hub,
    NotCreator,
    NotYourTurn,
    Room,
    SpectatorAction,
    StaleAction,
    TableError,
    replay,
)
from corsairs.server.wire import decode

log = logging.getLogger("corsairs.server")

WEB = Path(str(resources.files("corsairs.server") / "web"))
LANGS = ("en", "fr", "it", "de")
MAX_MESSAGE = 4096


class SeatIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["human", "invited", "bot"]
    bot: str | None = Field(default=None, max_length=100)
    name: str | None = Field(default=None, max_length=40)


class TableIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(max_length=64)
    players: int = Field(ge=1, le=16)
    seats: list[SeatIn] = Field(min_length=1, max_length=16)
    rules: dict[str, Any] = Field(default_factory=dict)
    seed: int | None = Field(default=None, ge=0, lt=2**63)


class ClaimIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    invite: str = Field(min_length=1, max_length=64)
    name: str | None = Field(default=None, max_length=40)


class StartIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str = Field(min_length=1, max_length=64)


class MineIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    class Entry(BaseModel):
        model_config = ConfigDict(extra="forbid")
        table: str = Field(max_length=32)
        token: str | None = Field(default=None, max_length=64)

    entries: list[Entry] = Field(max_length=200)


class ActIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["act"]
    seq: int
    action: str = Field(max_length=400)


class PingIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["ping"]


def create_app(
    db_url: str,
    bot_delay: float = 0.8,
    bots_in_workers: bool = True,
    *,
    quota: CreationQuota | None = None,
    expire_days: float = 30.0,
    bot_workers: int = 2,
    bot_cpu_cap: float = 10.0,
    bots_in_thread: bool | None = None,
) -> FastAPI:
    """The whole server; ``db_url`` is any SQLAlchemy URL (``sqlite:///…``, ``postgresql://…``).

    ``bots_in_workers`` False plays bots on the event loop (tests; ``bots_in_thread`` is
    its former name, still accepted). ``quota`` limits table creation per client (None:
    no limit; ``corsairs serve`` sets one); unfinished tables idle for ``expire_days``
    are deleted (0: never). Start-up replays nothing: a table is loaded when first
    touched. Raises ServerLocked (at start-up) when another server uses the database.
    """
    creation_quota = quota if quota is not None else CreationQuota(per_minute=0, max_open=0)
    if bots_in_thread is not None:
        bots_in_workers = bots_in_thread

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = Store(db_url)
        try:
            store.lock_server()
        except Exception:
            store.close()
            raise
        hub = Hub(
            store,
            bot_delay=bot_delay,
            bots_in_workers=bots_in_workers,
            bot_workers=bot_workers,
            bot_cpu_cap=bot_cpu_cap,
        )
        app.state.hub = hub
        sweeper = asyncio.get_running_loop().create_task(_sweep(hub, expire_days))
        try:
            yield
        finally:
            sweeper.cancel()
            with contextlib.suppress(BaseException):
                await sweeper
            await hub.shutdown()
            store.close()

    app = FastAPI(title="Corsairs", lifespan=lifespan, docs_url="/api/docs", redoc_url=None)

    def hub_of(request_app: Any) -> Hub:
        return request_app.state.hub  # type: ignore[no-any-return]

    def room_or_404(table_id: str) -> Room:
        try:
            return hub_of(app).get(table_id)
        except TableError as exc:
            raise HTTPException(404, str(exc)) from None

    @app.exception_handler(CorsairsError)
    async def corsairs_error(_request: Any, exc: CorsairsError) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=400)

    @app.get("/api/games")
    async def games() -> list[dict[str, Any]]:
        out = []
        for name in game_names():
            try:
                cls = game_class(name)
                game = load_game(name, players=cls.min_players)
            except (ImportError, AttributeError, CorsairsError):
                continue  # a game whose engine is not installed yet
            out.append(
                {
                    "name": name,
                    "title": cls.title,
                    "min_players": cls.min_players,
                    "max_players": cls.max_players,
                    "bots": agent_names(game),
                    "rules": game.rules_dict(),
                }
            )
        return out

    @app.post(
        "/api/tables",
        status_code=201,
        responses={429: {"description": "over the client's quota of new or unfinished tables"}},
    )
    async def create_table(body: TableIn, request: Request) -> dict[str, Any]:
        """A new table; ``tokens``, ``invites`` and ``creator_token`` are shown only here."""
        hub = hub_of(app)
        client = client_key(request.client.host if request.client else None)
        try:
            if creation_quota.max_open > 0:
                creation_quota.check_open(hub.store.open_tables_of(client))
            creation_quota.check_rate(client)
        except QuotaExceeded as exc:
            headers = {"Retry-After": str(int(exc.retry_after))} if exc.retry_after else None
            raise HTTPException(429, str(exc), headers=headers) from None
        try:
            room, secrets_ = hub.create(
                body.game,
                body.players,
                [s.model_dump(exclude_none=True) for s in body.seats],
                rules=body.rules,
                seed=body.seed,
                client=client,
            )
        except (TableError, BadOption) as exc:
            raise HTTPException(400, str(exc)) from None
        room.schedule_bot()
        return {**room.summary(), **secrets_}

    @app.post("/api/tables/{table_id}/claim")
    async def claim_seat(table_id: str, body: ClaimIn) -> dict[str, Any]:
        """Trade an invite code for the seat's own token (once); see ``Room.claim``."""
        room = room_or_404(table_id)
        try:
            seat, token = room.claim(body.invite, body.name)
        except ClaimError as exc:
            raise HTTPException(409, str(exc)) from None
        except TableError as exc:
            raise HTTPException(403, str(exc)) from None
        return {**room.summary(), "seat": seat, "token": token}

    @app.post("/api/tables/{table_id}/start")
    async def start_table(table_id: str, body: StartIn) -> dict[str, Any]:
        """The creator starts now; bots take the seats of friends who have not joined."""
        room = room_or_404(table_id)
        try:
            room.start(body.token)
        except NotCreator as exc:
            raise HTTPException(403, str(exc)) from None
        return room.summary()

    @app.delete("/api/tables/{table_id}", status_code=204)
    async def delete_table(table_id: str, body: StartIn) -> Response:
        """The creator deletes an unfinished table (body: ``{"token": creator_token}``)."""
        room = room_or_404(table_id)
        try:
            hub_of(app).delete(room, body.token)
        except NotCreator as exc:
            raise HTTPException(403, str(exc)) from None
        except TableError as exc:
            raise HTTPException(409, str(exc)) from None
        return Response(status_code=204)

    @app.get("/api/tables/{table_id}")
    async def get_table(table_id: str) -> dict[str, Any]:
        return room_or_404(table_id).summary()

    @app.post("/api/my-tables")
    async def my_tables(body: MineIn) -> list[dict[str, Any]]:
        """Summaries of the tables this browser remembers, with the seat each token holds."""
        out = []
        for e in body.entries:
            try:
                room = hub_of(app).get(e.table)
                seat = room.seat_of(e.token) if e.token else None
            except TableError:
                continue
            out.append({**room.summary(), "seat": seat})
            hub_of(app).release(room)
        return out

    @app.get("/api/tables/{table_id}/record")
    async def record(table_id: str) -> Response:
        room = room_or_404(table_id)
        if not room.state.is_over():
            raise HTTPException(409, "the record is available when the game is over")
        data = make_game_record(room)
        name = f"{room.game.name}-{room.id}"
        from corsairs.record import dumps

        return Response(
            dumps(data),
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{name}.json"'},
        )

    @app.get("/api/tables/{table_id}/replay")
    async def replay_step(
        table_id: str, step: int = Query(ge=0), seat: int | None = Query(default=None, ge=0)
    ) -> dict[str, Any]:
        """The position after ``step`` moves of a finished game, seen from ``seat``."""
        room = room_or_404(table_id)
        if not room.state.is_over():
            raise HTTPException(409, "a game can be replayed once it is over")
        if step > room.seq:
            raise HTTPException(400, f"the game has {room.seq} moves")
        if seat is not None and seat >= room.game.players:
            raise HTTPException(400, f"seats run from 0 to {room.game.players - 1}")
        st = replay(room.game, room.stored.seed, room.actions[:step])
        return {
            "step": step,
            "total": room.seq,
            "action": room.actions[step - 1] if step else None,
            "actor": _actor(room, step),
            "observation": st.observation(seat),
        }

    @app.websocket("/ws/{table_id}")
    async def table_socket(websocket: WebSocket, table_id: str) -> None:
        await websocket.accept()
        token = websocket.query_params.get("token") or None
        try:
            room = hub_of(app).get(table_id)
            seat = room.seat_of(token) if token else None
        except TableError as exc:
            await websocket.send_json({"type": "error", "code": "bad_table", "message": str(exc)})
            await websocket.close(code=4404)
            return
        await serve_connection(room, websocket, seat)

    @app.get("/rules/{lang}")
    async def rules_page(lang: str) -> FileResponse:
        if lang not in LANGS:
            raise HTTPException(404, f"rules are in {', '.join(LANGS)}")
        return FileResponse(WEB / "rules" / f"{lang}.html")

    @app.get("/")
    @app.get("/table/{table_id}")
    @app.get("/replay/{table_id}")
    async def index(table_id: str | None = None) -> FileResponse:
        return FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})

    app.mount("/static", StaticFiles(directory=WEB), name="static")
    return app


async def _sweep(hub: Hub, expire_days: float) -> None:
    """Expire abandoned tables a minute after start, then every hour."""
    if expire_days <= 0:
        return
    await asyncio.sleep(60)
    while True:
        try:
            await hub.expire(expire_days)
        except Exception:
            log.exception("expiring old tables failed; trying again in an hour")
        await asyncio.sleep(3600)


def _actor(room: Room, step: int) -> int | None:
    if step == 0:
        return None
    st = replay(room.game, room.stored.seed, room.actions[: step - 1])
    return st.current_player


def make_game_record(room: Room) -> dict[str, Any]:
    """The engine's game record (``corsairs.record``) of a table."""
    from corsairs.record import make_record

    seats = [s.get("bot") or s["name"] for s in room.seats]
    fair = room.fairness()
    return make_record(
        room.game,
        room.stored.seed,
        seats,
        list(room.actions),
        state=room.state,
        table=room.id,
        commitment=fair["commitment"],
        salt=fair["salt"],
        seed_chosen_by_creator=fair["seed_chosen_by_creator"],
    )


async def serve_connection(room: Room, ws: WebSocket, seat: int | None) -> None:
    """Greet, send the current view, then read actions until the socket closes."""
    conn = Connection(seat)
    writer = asyncio.get_running_loop().create_task(_writer(ws, conn))
    room.connections.add(conn)
    conn.send({"type": "welcome", "seat": seat, "table": room.summary()})
    room.broadcast()
    room.schedule_bot()
    try:
        while True:
            text = await ws.receive_text()
            reply = handle_message(room, conn, text)
            if reply is not None:
                conn.send(reply)
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        room.connections.discard(conn)
        conn.outbox.put_nowait(None)
        with contextlib.suppress(BaseException):
            await writer
        room.broadcast()
        room.hub.release(room)


def handle_message(room: Room, conn: Connection, text: str) -> dict[str, Any] | None:
    """Validate one client message and act on it; errors come back as messages."""
    if len(text) > MAX_MESSAGE:
        return _error("bad_message", "message too long", room)
    try:
        data = decode(text)
    except ValueError:
        return _error("bad_message", "messages are JSON objects", room)
    kind = data.get("type") if isinstance(data, dict) else None
    try:
        if kind == "ping":
            PingIn.model_validate(data)
            return {"type": "pong", "seq": room.seq}
        if kind == "act":
            msg = ActIn.model_validate(data)
        else:
            return _error("bad_message", "unknown message type; send 'act' or 'ping'", room)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return _error("bad_message", f"bad message: {where}: {first['msg']}", room)
    try:
        room.act(conn.seat, msg.seq, msg.action)
    except StaleAction as exc:
        return _error("stale", str(exc), room)
    except NotYourTurn as exc:
        return _error("not_your_turn", str(exc), room)
    except SpectatorAction as exc:
        return _error("spectator", str(exc), room)
    except IllegalAction as exc:
        return _error("illegal", str(exc), room)
    except Exception:
        log.exception("table %s: could not apply %r", room.id, msg.action)
        return _error("server", "the server could not save this move; try again", room)
    return None


def _error(code: str, message: str, room: Room) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message, "seq": room.seq}


async def _writer(ws: WebSocket, conn: Connection) -> None:
    while True:
        msg = await conn.outbox.get()
        if msg is None:
            return
        try:
            await ws.send_text(msg)
        except Exception:
            return
