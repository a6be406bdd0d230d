"""The FastAPI app: a small JSON API, the table WebSocket, and the static client."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from fastapi import FastAPI, HTTPException, Query, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from corsairs.agents import agent_names
from corsairs.protocol import BadOption, CorsairsError, IllegalAction
from corsairs.registry import game_class, game_names, load_game
from corsairs.server.store import Store
from corsairs.server.tables import (
    Connection,
    Hub,
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
    kind: Literal["human", "bot"]
    bot: str | None = Field(default=None, max_length=100)
    name: str | None = Field(default=None, max_length=40)


class TableIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(max_length=64)
    players: int = Field(ge=1, le=16)
    seats: list[SeatIn] = Field(min_length=1, max_length=16)
    rules: dict[str, Any] = Field(default_factory=dict)
    seed: int | None = Field(default=None, ge=0, lt=2**63)


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


def create_app(db_url: str, bot_delay: float = 0.8, bots_in_thread: bool = True) -> FastAPI:
    """The whole server; ``db_url`` is any SQLAlchemy URL (``sqlite:///…``, ``postgresql://…``)."""

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = Store(db_url)
        hub = Hub(store, bot_delay=bot_delay, bots_in_thread=bots_in_thread)
        app.state.hub = hub
        resumed = hub.resume_all()
        if resumed:
            log.info("resumed %d unfinished tables", resumed)
        try:
            yield
        finally:
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
            cls = game_class(name)  # a game that fails to import is an error, not hidden
            game = load_game(name, players=cls.min_players)
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

    @app.post("/api/tables", status_code=201)
    async def create_table(body: TableIn) -> dict[str, Any]:
        try:
            room, tokens = hub_of(app).create(
                body.game,
                body.players,
                [s.model_dump(exclude_none=True) for s in body.seats],
                rules=body.rules,
                seed=body.seed,
            )
        except (TableError, BadOption) as exc:
            raise HTTPException(400, str(exc)) from None
        room.schedule_bot()
        return {**room.summary(), "tokens": tokens}

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


def _actor(room: Room, step: int) -> int | None:
    if step == 0:
        return None
    st = replay(room.game, room.stored.seed, room.actions[: step - 1])
    return st.current_player


def make_game_record(room: Room) -> dict[str, Any]:
    """The engine's game record (``corsairs.record``) of a table."""
    from corsairs.record import make_record

    seats = [s.get("bot") or s["name"] for s in room.seats]
    return make_record(
        room.game, room.stored.seed, seats, list(room.actions), state=room.state, table=room.id
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
