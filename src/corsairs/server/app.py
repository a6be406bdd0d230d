"""The FastAPI app: a small JSON API, the table WebSocket, and the static client."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import html
import logging
import re
from collections import OrderedDict
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from fastapi import APIRouter, FastAPI, HTTPException, Query, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from pydantic import BaseModel, ConfigDict, Field, JsonValue, ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import HTTPConnection
from starlette.routing import BaseRoute

from corsairs.agents import added_bots, agent_names, default_bot, levels
from corsairs.lang import speaking
from corsairs.protocol import BadOption, CorsairsError, IllegalAction, RuleConflict
from corsairs.registry import game_class, game_names, load_game
from corsairs.server import invite_qr, limits
from corsairs.server.absence import AbsenceRules
from corsairs.server.api_docs import add_api_docs
from corsairs.server.caching import Revalidated, revalidated_file, revalidated_page
from corsairs.server.companion import mount_companion
from corsairs.server.headers import SecurityHeaders
from corsairs.server.hints import hints_ahead, judgements, request_hint
from corsairs.server.messages import (
    HTTP_CODES,
    BadBodyOut,
    BotSpec,
    ClientMessage,
    ErrorOut,
    MineIn,
    Name,
    Text,
    describe,
    error,
    refused,
    safe_errors,
)
from corsairs.server.quotas import CreationQuota, QuotaExceeded, client_key
from corsairs.server.refusals import bad_body, name_refusal, request_language
from corsairs.server.reviews import RETRY_AFTER, ReviewBusy, ReviewIn, Reviews
from corsairs.server.rule_options import describe_options
from corsairs.server.store import Store
from corsairs.server.tables import (
    ClaimError,
    Connection,
    Hub,
    NotCreator,
    NotYourTurn,
    RenameTooFast,
    Room,
    SeatReplaced,
    SpectatorAction,
    StaleAction,
    TableError,
    is_table_id,
    replay,
    token_seat,
)
from corsairs.server.talk import TALK_CODES, TalkRefused
from corsairs.server.wire import decode

log = logging.getLogger("corsairs.server")

WEB = Path(str(resources.files("corsairs.server") / "web"))
LANGS = ("en", "fr", "it", "de")
MAX_MESSAGE = limits.MAX_MESSAGE
BASE_HERE = '<base href="./">'
INDEX_PAGE = (WEB / "index.html").read_text(encoding="utf-8")
assert BASE_HERE in INDEX_PAGE


def page_at(path: str, status_code: int = 200, friends_url: str | None = None) -> HTMLResponse:
    """The page for an address ``path`` below the app's root, its ``<base>`` leading
    back to that root (``./``, ``../``, ...) whatever prefix a proxy adds above it;
    ``friends_url``, the address friends' browsers open (``create_app``), said in a
    ``<meta>`` for the links the page makes for them."""
    depth = path.count("/") - 1
    base = f'<base href="{"../" * depth or "./"}">'
    if friends_url is not None:
        base += f'\n<meta name="corsairs-friends-url" content="{html.escape(friends_url)}">'
    page = INDEX_PAGE.replace(BASE_HERE, base)
    return HTMLResponse(page, status_code=status_code, headers={"Cache-Control": "no-cache"})


class SeatIn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    kind: Literal["human", "invited", "bot"]
    bot: BotSpec | None = None
    name: Name | None = None


TABLE_EXAMPLES: list[JsonValue] = [
    {
        "game": "corsairs",
        "players": 2,
        "seats": [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "heuristic"}],
    },
    {
        "game": "piratatak",
        "players": 3,
        "seats": [
            {"kind": "human"},
            {"kind": "bot", "bot": "casual"},
            {"kind": "bot", "bot": "greedy"},
        ],
        "rules": {"turn_limit": 200},
        "seed": 7,
    },
]
"""Tables as a client asks for them (``/api/games`` lists the games, bots and rules): shown
by the API's docs, and the requests the schema's fuzzing starts from."""


def _operation(path: str, method: str) -> str:
    """An OpenAPI ``operationRef`` to ``method`` of ``path`` in this schema."""
    return f"#/paths/{path.replace('~', '~0').replace('/', '~1')}/{method}"


_ID = "$response.body#/id"
_CREATOR: JsonValue = {"token": "$response.body#/creator_token"}
_SEAT: JsonValue = {"token": "$response.body#/tokens/0"}
TABLE_LINKS: dict[str, JsonValue] = {
    name: {
        "operationRef": _operation(path, method),
        "parameters": {"table_id": _ID},
        **({"requestBody": body} if body is not None else {}),
        "description": about,
    }
    for name, path, method, body, about in (
        ("GetTable", "/api/tables/{table_id}", "get", None, "the table's summary"),
        ("StartTable", "/api/tables/{table_id}/start", "post", _CREATOR, "the creator starts"),
        ("NameSeat", "/api/tables/{table_id}/name", "post", _SEAT, "a seat named anew"),
        (
            "RenewInvite",
            "/api/tables/{table_id}/seats/{seat}/invite",
            "post",
            _CREATOR,
            "a new invite for a friend's seat",
        ),
        (
            "SeatToBot",
            "/api/tables/{table_id}/seats/{seat}/bot",
            "post",
            _CREATOR,
            "a seat given to a bot",
        ),
        (
            "TakeSeatBack",
            "/api/tables/{table_id}/seats/{seat}/back",
            "post",
            _SEAT,
            "a seat taken back from its bot",
        ),
        ("PlayAgain", "/api/tables/{table_id}/again", "post", _SEAT, "the table played again"),
        ("DeleteTable", "/api/tables/{table_id}", "delete", _CREATOR, "the creator deletes it"),
        ("GetRecord", "/api/tables/{table_id}/record", "get", None, "its record, once over"),
        ("GetReplay", "/api/tables/{table_id}/replay", "get", None, "its replay, once over"),
        ("AskReview", "/api/tables/{table_id}/reviews", "post", None, "a review, once over"),
    )
}
"""What a client does with a new table (``POST /api/tables``' answer): its ``id`` in the
address, its ``creator_token`` (or the first seat's token) in the body. In the API's docs,
and what lets the schema's stateful fuzzing reach real tables rather than random ids."""


def _list_games(schema: dict[str, JsonValue]) -> None:
    """``game``'s schema lists the registry's games when the schema is made."""
    schema["enum"] = list[JsonValue](game_names())


class TableIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid", strict=True, json_schema_extra={"examples": TABLE_EXAMPLES}
    )
    # the registry's games, listed in the schema when it is made (plugins included); the
    # check is the server's own (400 ``bad_options``), as for rules and bots
    game: Text = Field(max_length=64, json_schema_extra=_list_games)
    players: int = Field(ge=1, le=16)
    seats: list[SeatIn] = Field(min_length=1, max_length=16)
    rules: dict[str, Any] = Field(default_factory=dict)
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    hints: bool | None = None  # None: allowed unless two or more people sit at the table


PROPOSED_TOKEN = limits.PROPOSED_TOKEN


class ClaimIn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    invite: Text = Field(min_length=1, max_length=64)
    name: Name | None = None
    # the seat token the claimer proposes (random, kept before asking): the same claim
    # asked again, its answer lost on the way, is the same claim (see Room.claim)
    token: str | None = Field(default=None, pattern=PROPOSED_TOKEN)
    # the seat token this browser already holds at the table, if any: it takes no second
    # seat from a bot in mid-game (``seat_held``; Room.claim)
    held: str | None = Field(default=None, pattern=PROPOSED_TOKEN)
    # a second seat for this browser before the start, asked for (someone else plays it
    # on this device): without it a held seat's browser is refused (``second_seat``)
    also: bool = False


class StartIn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    token: Text = Field(min_length=1, max_length=64)


class QrIn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    token: Text = Field(min_length=1, max_length=64)
    link: Text = Field(min_length=1, max_length=invite_qr.MAX_LINK)


class NameIn(BaseModel):
    """A seat named anew by its player: ``token``, the seat's own; ``name``, as at a claim
    (the lobby's rules and limits; none: the seat's default)."""

    model_config = ConfigDict(extra="forbid", strict=True)
    token: str = Field(pattern=PROPOSED_TOKEN)
    name: Name | None = None


class TakeBackIn(StartIn):
    """*Take my seat back*: ``token``, the seat token the seat had before a bot took it."""


class AgainIn(StartIn):
    """*Play again*: the old seat's ``token``; the new seat's and, for the player who makes
    the new table, its creator's token, proposed (else the server makes them)."""

    new_token: str | None = Field(default=None, pattern=PROPOSED_TOKEN)
    new_creator_token: str | None = Field(default=None, pattern=PROPOSED_TOKEN)


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
    review_samples: int | None = None,
    hint_samples: int | None = None,
    absence: AbsenceRules | None = None,
    warm_bots: bool = False,
    review_workers: int = 1,
    friends_url: str | None = None,
) -> FastAPI:
    """The whole server; ``db_url`` is any SQLAlchemy URL (``sqlite:///…``, ``postgresql://…``).

    ``bots_in_workers`` False plays bots on the event loop (tests; ``bots_in_thread`` is
    its former name, still accepted). ``quota`` limits table creation per client (None:
    no limit; ``corsairs serve`` sets one); unfinished tables idle for ``expire_days``
    are deleted (0: never). Start-up replays nothing: a table is loaded when first
    touched. Raises ServerLocked (at start-up) when another server uses the database.
    ``review_samples``: sampled deals per judged move of a browser review (tests: few;
    None: a hint's, ``hint_samples`` or each game's own, so the review judges a decision
    as the hint did);
    ``hint_samples``, of a hint (None: each game's own budget, a hint within a second).
    ``absence``: when a creator away or a turn left waiting lets the others go on.
    ``warm_bots``: start a bot worker at start-up (``corsairs serve``), so the first bot
    move or hint does not wait for one to start.
    ``review_workers``: processes that judge one review's decisions at once (the same
    review, sooner where cores are idle; ``corsairs serve`` sets 2).
    ``friends_url``: the address friends' browsers open (``corsairs serve --host 0.0.0.0``
    names this machine's on its network): the links a page opened at localhost makes for
    friends (invites, spectators) name it, as localhost opens nothing on a friend's phone.
    """
    if bots_in_thread is not None:
        bots_in_workers = bots_in_thread

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        redact_tokens_in_logs()  # after Uvicorn configured its logging
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
            hint_samples=hint_samples,
            absence=absence,
        )
        app.state.hub = hub
        if warm_bots and hub.pool is not None:
            hub.pool.warm()
        budget = review_samples if review_samples is not None else hint_samples
        app.state.reviews = Reviews(
            store,
            functools.partial(review_record, hub),
            samples=budget,
            workers=review_workers,
            kept=judgements(hub),
        )
        app.state.reviews.start()
        sweeper = asyncio.get_running_loop().create_task(_sweep(hub, expire_days))
        try:
            yield
        finally:
            sweeper.cancel()
            with contextlib.suppress(BaseException):
                await sweeper
            await app.state.reviews.close()
            await hub.shutdown()
            store.close()

    app = FastAPI(
        title="Corsairs",
        lifespan=lifespan,
        docs_url=None,  # add_api_docs: Swagger UI from this server, not a CDN
        redoc_url=None,
        # relative to the schema's own address: the API is where the schema is, under
        # whatever path prefix a proxy adds (Swagger's "Try it out" called the root)
        servers=[{"url": "."}],
        max_body_size=limits.MAX_BODY,  # 413 before the body is parsed
        responses=API_RESPONSES,
    )
    app.add_middleware(SecurityHeaders)
    add_api_docs(app)
    app.state.quota = quota if quota is not None else CreationQuota(per_minute=0, max_open=0)
    app.state.finished = OrderedDict()  # summaries of finished tables (``my_tables``)
    app.state.friends_url = friends_url

    @app.exception_handler(CorsairsError)
    async def corsairs_error(_request: Any, exc: CorsairsError) -> JSONResponse:
        return JSONResponse({"detail": refused(str(exc)), "code": "bad_request"}, status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        """Every HTTP error as ``{"detail": text, "code": code}``, its text clipped."""
        headers = getattr(exc, "headers", None)
        if exc.status_code in (204, 304):
            return Response(status_code=exc.status_code, headers=headers)
        if exc.status_code == 404 and lost_browser(request):
            return page_at(request.url.path, status_code=404)
        detail = exc.detail
        extra: dict[str, Any] = {}
        if isinstance(detail, dict) and "code" in detail:
            code, text = str(detail["code"]), str(detail.get("detail", ""))
            extra = {k: detail[k] for k in ("why", "params", "yours") if k in detail}
        else:
            code, text = HTTP_CODES.get(exc.status_code, "error"), str(detail)
        # typeset in the language the refusal names (options_refusal's asker's), else the server's
        lang = (headers or {}).get("Content-Language")
        with speaking(lang) if lang else contextlib.nullcontext():
            said = refused(text)
        return JSONResponse(
            {"detail": said, "code": code, **extra},
            status_code=exc.status_code,
            headers=headers,
        )

    def lost_browser(request: Request) -> bool:
        """A browser sent to an address the server does not have (a mistyped or cut
        link): it gets the page, which says so in its player's language, not JSON."""
        path = request.url.path
        return (
            request.method == "GET"
            and "text/html" in request.headers.get("accept", "")
            and not path.startswith(("/api/", "/static/", "/ws/"))
        )

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        """422 in the requester's language, each problem's where and what in ``problems``;
        never the input (a 50 MB name came back whole)."""
        problems = safe_errors(exc)
        lang = asker_language(request)
        with speaking(lang):
            # a body refused for its name alone says what is wrong with the name
            named = name_refusal(exc.errors())
            said = (
                {"detail": refused(bad_body(exc.errors())), "code": "bad_body"}
                if named is None
                else {"detail": refused(named), "code": "bad_name"}
            )
        return JSONResponse(
            {**said, "problems": problems},
            status_code=422,
            headers={"Content-Language": lang, "Vary": "Accept-Language"},
        )

    # The API's routes are the same for every app (each reads its app's state): FastAPI
    # takes about 30 ms to build them, once per process rather than per server started.
    app.router.routes.extend(_routes())
    mount_companion(app)  # the companion page for a real table (static, works offline)
    app.mount("/static", Revalidated(directory=WEB), name="static")  # caching.py
    return app


API_RESPONSES: dict[int | str, dict[str, Any]] = {
    **{status: {"model": ErrorOut} for status in (400, 404, 409)},
    422: {"model": BadBodyOut, "description": "a body, address or parameter refused"},
}
"""The refusals every API route may answer, as its schema says."""


def hub_of(conn: HTTPConnection) -> Hub:
    """The tables of the server a request or a socket came to."""
    return conn.app.state.hub  # type: ignore[no-any-return]


async def open_room(hub: Hub, table_id: str) -> Room:
    """The table's room; one not in memory is loaded (its log replayed) in a worker
    thread, so a long game never stalls the event loop and everyone else's moves."""
    room = hub.rooms.get(table_id)
    if room is None:
        if not is_table_id(table_id):
            raise TableError("no such table")
        loaded = await asyncio.to_thread(_load_room, hub, table_id)
        room = hub.rooms.setdefault(table_id, loaded)  # a concurrent load may have won
    hub.looked_at(room)  # a finished one stays a while, not for good
    return room


async def open_room_or_404(conn: HTTPConnection, table_id: str) -> Room:
    try:
        return await open_room(hub_of(conn), table_id)
    except TableError as exc:
        raise HTTPException(404, str(exc)) from None


async def review_record(hub: Hub, table_id: str) -> dict[str, Any]:
    return make_game_record(await open_room(hub, table_id))


def table_refusal(status: int, exc: TableError) -> HTTPException:
    """The refusal with the case's own code when it has one (``invite_used``...)."""
    if exc.code is None:
        return HTTPException(status, str(exc))
    return HTTPException(status, {"code": exc.code, "detail": str(exc), **exc.extra})


def asker_language(request: Request) -> str:
    """The language a request asks for (``?lang=``, else ``Accept-Language``, else English)."""
    return request_language(request.query_params, request.headers.get("accept-language"))


def options_refusal(status: int, exc: BadOption, lang: str) -> HTTPException:
    """``bad_options`` with the reason in the asker's language ``lang`` (``exc`` raised while
    speaking it, and named in ``Content-Language``), as the 422 refusals, and for a
    :class:`RuleConflict` its ``why`` and ``params`` (a client words it in its player's
    language)."""
    out: dict[str, Any] = {"code": "bad_options", "detail": str(exc)}
    if isinstance(exc, RuleConflict):
        out.update(why=exc.why, params=exc.params)
    # the handler (http_error) sets the refusal's text in the language this names
    return HTTPException(status, out, headers={"Content-Language": lang, "Vary": "Accept-Language"})


def seat_refusal(exc: TableError) -> HTTPException:
    if isinstance(exc, NotCreator):
        return table_refusal(403, exc)
    return table_refusal(404 if exc.code == "no_seat" else 409, exc)


@functools.cache
def _routes() -> list[BaseRoute]:
    """The API, the table socket and the pages, built once: each route finds its server's
    tables, quota and reviews in ``request.app.state``, never in a closure."""
    router = APIRouter(responses=API_RESPONSES, max_body_size=limits.MAX_BODY)

    @router.get("/api/games")
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
                    "levels": [{"name": n, "spec": spec} for n, spec in levels(game)],
                    # bots the server's plugins add: the lobby offers them after the levels
                    "added_bots": added_bots(game),
                    # the bot a seat gets unchosen: casual on a ladder, else a plain bot
                    "default_bot": default_bot(game),
                    "rules": game.rules_dict(),
                    "options": describe_options(name),
                }
            )
        return out

    @router.post(
        "/api/tables",
        status_code=201,
        responses={
            201: {"description": "the new table", "links": TABLE_LINKS},
            429: {"description": "over the client's quota of new or unfinished tables"},
        },
    )
    async def create_table(body: TableIn, request: Request) -> dict[str, Any]:
        """A new table; ``tokens``, ``invites`` and ``creator_token`` are shown only here."""
        hub = hub_of(request)
        client = client_key(request.client.host if request.client else None)
        try:
            quota = request.app.state.quota
            if quota.max_open > 0:
                quota.check_open(hub.store.open_tables_of(client))
            quota.check_rate(client)
        except QuotaExceeded as exc:
            headers = {"Retry-After": str(int(exc.retry_after))} if exc.retry_after else None
            raise HTTPException(
                429, {"code": exc.code, "detail": str(exc)}, headers=headers
            ) from None
        lang = asker_language(request)
        try:
            with speaking(lang):  # a refused option in the asker's words (nothing stored is)
                room, secrets_ = hub.create(
                    body.game,
                    body.players,
                    [s.model_dump(exclude_none=True) for s in body.seats],
                    rules=body.rules,
                    seed=body.seed,
                    client=client,
                    hints=body.hints,
                )
        except BadOption as exc:  # a rule option or a bot the server does not offer
            raise options_refusal(400, exc, lang) from None
        except TableError as exc:
            raise table_refusal(400, exc) from None
        room.schedule_bot()
        return {**room.summary(), **secrets_}

    @router.post(
        "/api/tables/{table_id}/claim",
        responses={403: {"model": ErrorOut, "description": "an invite of another table"}},
    )
    async def claim_seat(table_id: str, body: ClaimIn, request: Request) -> dict[str, Any]:
        """Trade an invite code for the seat's own token (once); a seat a bot plays that its
        friend never took is taken from the bot (late: ``seat_back``); see ``Room.claim``."""
        room = await open_room_or_404(request, table_id)
        try:
            seat, token = room.claim(
                body.invite, body.name, token=body.token, held=body.held, also=body.also
            )
        except ClaimError as exc:
            raise table_refusal(409, exc) from None
        except TableError as exc:
            raise table_refusal(403, exc) from None
        return {**room.summary(), "seat": seat, "token": token}

    @router.post(
        "/api/tables/{table_id}/name",
        responses={
            403: {"model": ErrorOut, "description": "not a seat's token"},
            429: {
                "model": ErrorOut,
                "description": "the seat was named anew too often lately "
                "(``name_too_fast``; ``Retry-After``)",
            },
        },
    )
    async def name_seat(table_id: str, body: NameIn, request: Request) -> dict[str, Any]:
        """The player names their own seat anew (a friend seated under the name the creator
        gave): summary + ``seat``; every page is told. ``not_your_seat`` (403) for a token
        that holds no seat here, ``game_over`` (409) once over, ``name_too_fast`` (429) past
        a person's pace; see ``Room.rename``. A name the server refuses: 422 ``bad_name``."""
        room = await open_room_or_404(request, table_id)
        try:
            seat = room.rename(body.token, body.name)
        except RenameTooFast as exc:
            raise HTTPException(
                429,
                {"code": "name_too_fast", "detail": str(exc)},
                headers={"Retry-After": str(exc.retry_after)},
            ) from None
        except ClaimError as exc:
            raise table_refusal(409, exc) from None
        except TableError as exc:
            raise table_refusal(403, exc) from None
        return {**room.summary(), "seat": seat}

    @router.post(
        "/api/tables/{table_id}/start",
        responses={403: {"model": ErrorOut, "description": "not the creator's token"}},
    )
    async def start_table(table_id: str, body: StartIn, request: Request) -> dict[str, Any]:
        """The creator (or a seated player once the creator is away, or once the first
        friend seated has waited ``--idle-minutes`` for the start: ``creator_here`` before)
        starts now; bots take the seats of friends who have not joined."""
        room = await open_room_or_404(request, table_id)
        try:
            room.start(body.token)
        except NotCreator as exc:
            raise table_refusal(403, exc) from None
        except ClaimError as exc:
            raise table_refusal(409, exc) from None
        return room.summary()

    @router.post(
        "/api/tables/{table_id}/seats/{seat}/invite",
        responses={403: {"model": ErrorOut, "description": "not the creator's token"}},
    )
    async def renew_invite(
        table_id: str, seat: int, body: StartIn, request: Request
    ) -> dict[str, Any]:
        """A new invite link for a friend's seat still awaited (``{token: creator_token}``);
        the old link is refused from then on (``invite_revoked``). Summary + ``seat`` +
        ``invite``, shown once."""
        room = await open_room_or_404(request, table_id)
        try:
            code = room.renew_invite(body.token, seat)
        except TableError as exc:
            raise seat_refusal(exc) from None
        return {**room.summary(), "seat": seat, "invite": code}

    @router.post(
        "/api/tables/{table_id}/seats/{seat}/qr",
        response_class=Response,
        responses={
            200: {"content": {"image/svg+xml": {}}, "description": "the link's QR code"},
            400: {"model": ErrorOut, "description": "not an invite link of this table"},
            403: {"model": ErrorOut, "description": "not the creator's token"},
            409: {"model": ErrorOut, "description": "not the seat's open invite"},
        },
    )
    async def invite_qr_code(table_id: str, seat: int, body: QrIn, request: Request) -> Response:
        """An invite link as a QR code (SVG) for a phone to scan from the creator's screen
        (``{token: creator_token, link}``): only the creator, and only a link to this table
        with the seat's open invite, the one their page shows. Changes nothing."""
        room = await open_room_or_404(request, table_id)
        try:
            room.check_invite(body.token, seat, invite_qr.invite_code(body.link, table_id))
        except TableError as exc:
            if exc.code == "bad_link":
                raise table_refusal(400, exc) from None
            raise seat_refusal(exc) from None
        svg = invite_qr.qr_svg(body.link)
        return Response(svg, media_type="image/svg+xml", headers={"cache-control": "no-store"})

    @router.post(
        "/api/tables/{table_id}/seats/{seat}/bot",
        responses={403: {"model": ErrorOut, "description": "not the creator's token"}},
    )
    async def seat_to_bot(
        table_id: str, seat: int, body: StartIn, request: Request
    ) -> dict[str, Any]:
        """A seat to a bot. ``{token: creator_token}``: a friend awaited who never came, or
        one who took the seat and is away (not while connected). ``{token: seat token}``
        (another player): any person's seat not at the table once the creator is away
        (``creator_here`` before). Either: the seat whose turn has waited the idle limit."""
        room = await open_room_or_404(request, table_id)
        try:
            room.give_to_bot(body.token, seat)
        except TableError as exc:
            raise seat_refusal(exc) from None
        return room.summary()

    @router.post(
        "/api/tables/{table_id}/seats/{seat}/back",
        responses={403: {"model": ErrorOut, "description": "not this seat's former token"}},
    )
    async def take_seat_back(
        table_id: str, seat: int, body: TakeBackIn, request: Request
    ) -> dict[str, Any]:
        """The player whose seat went to a bot takes it back (``{token: their seat token}``,
        the one the seat had: ``not_your_seat`` (403) for any other). The seat is theirs
        from the next action on; a move the bot was thinking of is dropped; every page is
        told (``seat_back``). Summary + ``seat``. ``seat_not_replaced`` (409): no bot plays
        the seat; ``game_over``."""
        room = await open_room_or_404(request, table_id)
        try:
            room.take_back(body.token, seat)
        except TableError as exc:
            raise seat_refusal(exc) from None
        return {**room.summary(), "seat": seat}

    @router.post(
        "/api/tables/{table_id}/again",
        status_code=201,
        responses={403: {"model": ErrorOut, "description": "not a seat token of this table"}},
    )
    async def play_again(table_id: str, body: AgainIn, request: Request) -> dict[str, Any]:
        """A finished table played again (``{token: seat token}``): the first player to
        ask makes the new table (and gets its ``creator_token``); each player gets their
        own seat there: ``{id, seat, token}``."""
        room = await open_room_or_404(request, table_id)
        lang = asker_language(request)
        try:
            with speaking(lang):
                again, seat, token, creator = room.play_again(
                    body.token, body.new_token, body.new_creator_token
                )
        except BadOption as exc:  # a table made before the server refused its rules
            raise options_refusal(409, exc, lang) from None
        except ClaimError as exc:
            raise table_refusal(409, exc) from None
        except TableError as exc:
            raise table_refusal(409 if exc.code == "not_over" else 403, exc) from None
        out: dict[str, Any] = {"id": again, "seat": seat, "token": token}
        if creator is not None:
            out["creator_token"] = creator
        return out

    @router.delete(
        "/api/tables/{table_id}",
        status_code=204,
        responses={403: {"model": ErrorOut, "description": "not the creator's token"}},
    )
    async def delete_table(table_id: str, body: StartIn, request: Request) -> Response:
        """The creator deletes an unfinished table (body: ``{"token": creator_token}``)."""
        room = await open_room_or_404(request, table_id)
        try:
            hub_of(request).delete(room, body.token)
        except NotCreator as exc:
            raise table_refusal(403, exc) from None
        except TableError as exc:
            raise HTTPException(409, str(exc)) from None
        return Response(status_code=204)

    @router.get("/api/tables/{table_id}")
    async def get_table(table_id: str, request: Request) -> dict[str, Any]:
        return (await open_room_or_404(request, table_id)).summary()

    @router.post("/api/my-tables")
    async def my_tables(body: MineIn, request: Request) -> list[dict[str, Any]]:
        """Summaries of the tables this browser remembers, with the seat each token holds.

        Live tables answer from memory; a finished one is summarised once (replayed in a
        worker thread) and kept; repeated entries count once. Unknown tables and tokens
        that are not a seat of their table are left out; with ``gone``, a table this server
        no longer has (deleted, expired) is answered ``{"id": ..., "gone": true}``, and one
        it has but cannot load now (a plugin missing) is still left out."""
        hub = hub_of(request)
        finished = request.app.state.finished
        wanted = list(dict.fromkeys((e.table, e.token) for e in body.entries))
        missing = [
            t
            for t in dict.fromkeys(t for t, _ in wanted)
            if t not in hub.rooms and t not in finished
        ]
        loaded, gone = await asyncio.to_thread(_summaries, hub, missing) if missing else ({}, set())
        for table_id, (summary, seats) in loaded.items():
            if summary["over"]:
                finished[table_id] = (summary, seats)
                while len(finished) > limits.SUMMARY_CACHE:
                    finished.popitem(last=False)
        out = []
        for table_id, token in wanted:
            room = hub.rooms.get(table_id)
            if room is not None:
                summary, seats = room.summary(), room.seats
            elif table_id in finished:
                summary, seats = finished[table_id]
                finished.move_to_end(table_id)
            elif table_id in loaded:
                summary, seats = loaded[table_id]
            else:
                if body.gone and table_id in gone:
                    out.append({"id": table_id, "gone": True})
                    gone.discard(table_id)  # once, whatever the count of its entries
                continue
            # a friend whose seat went to a bot still finds the game (to watch, replay)
            seat, former = token_seat(seats, token) if token else (None, None)
            if token and seat is None and former is None:
                continue
            out.append({**summary, "seat": seat})
        return out

    @router.get("/api/tables/{table_id}/record")
    async def record(table_id: str, request: Request) -> Response:
        room = await open_room_or_404(request, table_id)
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

    @router.get("/api/tables/{table_id}/replay")
    async def replay_step(
        table_id: str,
        request: Request,
        step: int = Query(ge=0),
        seat: int | None = Query(default=None, ge=0),
        history: bool = Query(default=False),
    ) -> dict[str, Any]:
        """The position after ``step`` moves of a finished game, seen from ``seat``."""
        room = await open_room_or_404(request, table_id)
        if not room.state.is_over():
            raise HTTPException(409, "a game can be replayed once it is over")
        if step > room.seq:
            raise HTTPException(400, f"the game has {room.seq} moves")
        if seat is not None and seat >= room.game.players:
            raise HTTPException(400, f"seats run from 0 to {room.game.players - 1}")
        observation, actor = await asyncio.to_thread(_replay_step, room, step, seat)
        return {
            "step": step,
            "total": room.seq,
            "action": room.actions[step - 1] if step else None,
            "actor": actor,
            "observation": observation,
            **({"history": await asyncio.to_thread(room.public_history)} if history else {}),
        }

    @router.post(
        "/api/tables/{table_id}/reviews",
        status_code=202,
        responses={
            429: {
                "model": ErrorOut,
                "description": "this client's reviews waiting are at the limit "
                "(``review_busy``; ``Retry-After``)",
            }
        },
    )
    async def ask_review(table_id: str, body: ReviewIn, request: Request) -> dict[str, Any]:
        """Queue a review of one seat of a finished game (see corsairs.server.reviews)."""
        room = await open_room_or_404(request, table_id)
        if body.seat >= room.game.players:  # a bad body, said as the model's refusals are
            lt = room.game.players
            raise RequestValidationError(
                [
                    {
                        "type": "less_than",
                        "loc": ("body", "seat"),
                        "msg": f"seats run from 0 to {lt - 1}",
                        "ctx": {"lt": lt},
                    }
                ]
            )
        if not room.state.is_over():
            raise HTTPException(
                409, {"code": "review_unfinished", "detail": "only a finished game is reviewed"}
            )
        client = client_key(request.client.host if request.client else None)
        try:
            return request.app.state.reviews.submit(table_id, body.seat, client)  # type: ignore[no-any-return]
        except ReviewBusy as exc:
            raise HTTPException(
                429,
                {"code": "review_busy", "detail": str(exc)},
                headers={"Retry-After": str(RETRY_AFTER)},
            ) from None

    @router.get("/api/tables/{table_id}/reviews/{seat}")
    async def get_review(table_id: str, seat: int, request: Request) -> dict[str, Any]:
        """A review's status: queued (position), running (done/total), done, failed."""
        await open_room_or_404(request, table_id)  # no table: ``not_found``, as elsewhere
        found = request.app.state.reviews.status(table_id, seat) if 0 <= seat < 16 else None
        if found is None:
            raise HTTPException(404, {"code": "review_none", "detail": "no review asked"})
        return found  # type: ignore[no-any-return]

    @router.websocket("/ws/{table_id}")
    async def table_socket(websocket: WebSocket, table_id: str) -> None:
        """Seat tokens come as the subprotocol ``corsairs.token.<token>`` (next to
        ``corsairs``), never in the URL, where every access log would keep them."""
        offered = list(websocket.scope.get("subprotocols") or [])
        chosen = limits.WS_PROTOCOL if limits.WS_PROTOCOL in offered else None
        await websocket.accept(subprotocol=chosen)
        if "token" in websocket.query_params:
            await websocket.send_json(
                error(
                    "token_in_url",
                    "seat tokens are sent as the WebSocket subprotocol "
                    f"'{limits.WS_TOKEN_PREFIX}<token>', never in the URL",
                )
            )
            await websocket.close(code=limits.CLOSE_TOKEN_IN_URL)
            return
        tokens = [
            p[len(limits.WS_TOKEN_PREFIX) :]
            for p in offered
            if p.startswith(limits.WS_TOKEN_PREFIX)
        ]
        creators = [
            p[len(limits.WS_CREATOR_PREFIX) :]
            for p in offered
            if p.startswith(limits.WS_CREATOR_PREFIX)
        ]
        tokens = list(dict.fromkeys(t for t in tokens if t))
        notice, former = None, None
        held: set[int] = set()
        try:
            if len(tokens) > limits.WS_SEAT_TOKENS or len(creators) > 1:
                raise TableError(
                    f"at most {limits.WS_SEAT_TOKENS} seat tokens and one creator token "
                    "per connection"
                )
            room = await open_room(hub_of(websocket), table_id)
            if creators and not room.is_creator(creators[0]):
                raise TableError("this page's creator token does not belong to this table")
            # several seat tokens: one device, several players (pass-and-play); each must be
            # a seat of this table, and none is shown until the page asks (``look``)
            for token in tokens:
                try:
                    held.add(room.seat_of(token))
                except SeatReplaced as exc:  # a bot has the seat now: watch it, told why
                    if notice is None:
                        notice = error("seat_replaced", str(exc), room.seq)
                        notice["seat"] = former = exc.seat
        except TableError as exc:
            await websocket.send_json(error("bad_table", str(exc)))
            await websocket.close(code=limits.CLOSE_BAD_TABLE)
            return
        group = len(tokens) > 1
        seat = next(iter(held)) if held and not group else None
        await serve_connection(
            room,
            websocket,
            seat,
            notice,
            creator=bool(creators),
            former=former,
            held=frozenset(held),
            group=group,
        )

    # pages, not the API; HEAD answers as GET without the body (link checkers, curl -I)
    page = functools.partial(router.api_route, methods=["GET", "HEAD"], include_in_schema=False)

    @page("/rules")
    @page("/rules/")
    async def rules_in_your_language(request: Request) -> RedirectResponse:
        """The rules page in the reader's language (``?lang=``, else ``Accept-Language``):
        a reader who typed the address the companion and the lobby link to, cut to
        ``/rules/``, found "not found" there."""
        lang = asker_language(request)
        # relative, so that any prefix a reverse proxy puts the server under is kept
        to = lang if request.url.path.endswith("/") else f"rules/{lang}"
        return RedirectResponse(to, status_code=307, headers={"Vary": "Accept-Language"})

    @page("/rules/{lang}")
    async def rules_page(lang: str, request: Request) -> Response:
        """A rules page, kept by the browser and asked again at every use (caching.py):
        a reload after an upgrade gets the new rules, an unchanged page a 304."""
        if lang not in LANGS:
            raise HTTPException(404, f"rules are in {', '.join(LANGS)}")
        return revalidated_file(WEB / "rules" / f"{lang}.html", request.headers)

    @page("/")
    @page("/table/{table_id}")
    @page("/replay/{table_id}")
    @page("/review/{table_id}")
    async def index(request: Request, table_id: str | None = None) -> Response:
        """The page, its ``<base>`` relative to its own address (``./`` at the root,
        ``../`` one level down): every address the client uses is relative to it, so
        the app works under any path prefix a reverse proxy puts it at. A reload of an
        unchanged page is a 304 (caching.py)."""
        path = "/" if table_id is None else "/table/x"
        page = page_at(path, friends_url=request.app.state.friends_url)
        return revalidated_page(page, request.headers)

    return list(router.routes)


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


class RedactTokens(logging.Filter):
    """Seat and creator tokens travel in the ``Sec-WebSocket-Protocol`` header, which
    Uvicorn prints with every handshake at ``--log-level debug``: write them as
    ``<redacted>``."""

    PATTERN = re.compile("(" + "|".join(map(re.escape, limits.WS_SECRET_PREFIXES)) + r")[^\s,'\"]*")

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            text = record.getMessage()
        except Exception:
            return True
        if any(p in text for p in limits.WS_SECRET_PREFIXES):
            record.msg = self.PATTERN.sub(r"\1<redacted>", text)
            record.args = None
        return True


def redact_tokens_in_logs() -> None:
    """Put the filter on the loggers and handlers a server's log lines pass through."""
    names = ("", "uvicorn", "uvicorn.error", "uvicorn.access", "websockets", "corsairs")
    for name in names:
        logger = logging.getLogger(name)
        for target in (logger, *logger.handlers):
            if not any(isinstance(f, RedactTokens) for f in target.filters):
                target.addFilter(RedactTokens())


def _replay_step(room: Room, step: int, seat: int | None) -> tuple[dict[str, Any], int | None]:
    """The observation after ``step`` moves and who made the last one (in a worker thread)."""
    st = replay(room.game, room.stored.seed, room.actions[: step - 1] if step else [])
    actor = st.current_player if step else None
    if step:
        st.apply(room.game.parse_action(room.actions[step - 1]))
    return st.observation(seat), actor


class NoTable(TableError):
    """The store has no such table (deleted, expired, never made), not one it cannot load."""


def _load_room(hub: Hub, table_id: str) -> Room:
    """A room rebuilt from the store (in a worker thread; the caller registers it)."""
    if not is_table_id(table_id):
        raise NoTable("no such table")
    stored = hub.store.load(table_id)
    if stored is None:
        raise NoTable(f"no table {table_id!r} on this server")
    try:
        return Room(hub, stored)
    except CorsairsError as exc:  # e.g. a bot or rule option this version lacks
        raise TableError(f"table {table_id!r} cannot be loaded: {exc}") from exc


def _summaries(
    hub: Hub, table_ids: list[str]
) -> tuple[dict[str, tuple[dict[str, Any], list[dict[str, Any]]]], set[str]]:
    """Summaries and seats of stored tables not in memory (in a worker thread), and the
    tables the store does not have (deleted, expired, or never made)."""
    out = {}
    gone = set()
    for table_id in table_ids:
        try:
            room = _load_room(hub, table_id)
        except NoTable:
            gone.add(table_id)
            continue
        except TableError:
            continue
        out[table_id] = (room.summary(), room.seats)
    return out, gone


def make_game_record(room: Room) -> dict[str, Any]:
    """The engine's game record (``corsairs.record``) of a table. A person's seat a bot
    took over after the first move is named after the person, with a stand-in per bot
    interval saying which actions the bot played (to the end, or to the action before
    the person took the seat back); a bot from the start is named by its spec."""
    from corsairs.record import StandIn, make_record

    seats: list[str] = []
    stand_ins: list[StandIn] = []
    for i, s in enumerate(room.seats):
        since = s.get("since", 0)
        # the bot intervals closed by a take-back: actions ``from``+1 .. ``to`` (from 1)
        spans = [StandIn(i, x["bot"], x["from"] + 1, x["to"]) for x in s.get("stood_in", [])]
        if s["kind"] == "bot" and "friend" in s and (since > 0 or spans):
            spans.append(StandIn(i, s["bot"], since + 1))
        if spans:
            seats.append(s.get("friend") or s["name"])
            stand_ins.extend(spans)
        else:
            seats.append(s.get("bot") or s["name"])
    fair = room.fairness()
    return make_record(
        room.game,
        room.stored.seed,
        seats,
        list(room.actions),
        state=room.state,
        stand_ins=stand_ins,
        table=room.id,
        commitment=fair["commitment"],
        salt=fair["salt"],
        seed_chosen_by_creator=fair["seed_chosen_by_creator"],
    )


class Outbox(asyncio.Queue[str | None]):
    """A connection's queue of encoded messages, bounded in count and size: a client that
    stops reading would otherwise make the server keep every view it was sent. Past a
    bound the queue takes nothing more and ``overflow`` is called once."""

    def __init__(self, overflow: Any) -> None:
        super().__init__()
        self.chars = 0
        self.full_once = False
        self.overflow = overflow

    def put_nowait(self, item: str | None) -> None:
        if item is None:  # the close sentinel always fits
            super().put_nowait(None)
            return
        if self.full_once:
            return
        if self.qsize() >= limits.OUTBOX_MESSAGES or self.chars + len(item) > limits.OUTBOX_CHARS:
            self.full_once = True
            self.overflow()
            return
        self.chars += len(item)
        super().put_nowait(item)

    def get_nowait(self) -> str | None:
        item = super().get_nowait()
        if item is not None:
            self.chars -= len(item)
        return item


async def serve_connection(
    room: Room,
    ws: WebSocket,
    seat: int | None,
    notice: dict[str, Any] | None = None,
    creator: bool = False,
    former: int | None = None,
    held: frozenset[int] = frozenset(),
    group: bool = False,
) -> None:
    """Greet, send the current view, then read actions until the socket closes, or close
    it (4408) when the client falls too far behind; reconnecting resynchronises it.
    ``notice``: an error message sent after the greeting (why a seat link only watches);
    ``creator``: opened with the creator's token (the creator is at the table);
    ``former``: the seat the token held before a bot took it (the page may take it back);
    ``held``, ``group``: a pass-and-play page's seats (``Connection``)."""
    slow = asyncio.Event()
    conn = Connection(
        seat, outbox=Outbox(slow.set), creator=creator, former=former, held=held, group=group
    )
    loop = asyncio.get_running_loop()
    writer = loop.create_task(_writer(ws, conn, slow))
    reader = loop.create_task(_reader(room, ws, conn))
    watch = loop.create_task(slow.wait())
    room.connections.add(conn)
    room.seen()
    talk = list(room.talk.lines)
    conn.send({**conn.welcome(room.summary()), "talk": talk})
    if notice is not None:
        conn.send(notice)
    room.broadcast()
    room.schedule_bot()
    try:
        await asyncio.wait({reader, watch}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        room.connections.discard(conn)
        room.seen()
        for task in (reader, watch):
            task.cancel()
        if slow.is_set():
            writer.cancel()
            log.info(
                "table %s: closed a connection of %s that did not read its messages",
                room.id,
                room.seat_said(conn.seat),
            )
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(
                    ws.close(code=limits.CLOSE_SLOW_CONSUMER, reason="slow_consumer"), 2.0
                )
        else:
            conn.outbox.put_nowait(None)
        with contextlib.suppress(BaseException):
            await writer
        room.broadcast()
        room.hub.release(room)


async def _reader(room: Room, ws: WebSocket, conn: Connection) -> None:
    """Read frames until the client leaves; a binary frame is refused, the socket kept."""
    while True:
        try:
            message = await ws.receive()
        except RuntimeError:  # already disconnected
            return
        if message["type"] == "websocket.disconnect":
            return
        text = message.get("text")
        if text is None:
            conn.send(_error("bad_message", "messages are JSON text frames, not binary", room))
            continue
        reply = handle_message(room, conn, text)
        if reply is not None:
            conn.send(reply)


def handle_message(room: Room, conn: Connection, text: str) -> dict[str, Any] | None:
    """Validate one client message and act on it; errors come back as messages."""
    if len(text) > MAX_MESSAGE:
        return _error("bad_message", f"message too long (at most {MAX_MESSAGE} characters)", room)
    try:
        data = decode(text)
    except ValueError:
        return _error("bad_message", "messages are JSON objects", room)
    kind = data.get("type") if isinstance(data, dict) else None
    if kind not in ("act", "ping", "hint", "say", "look"):
        return _error(
            "bad_message", "unknown message type; send 'act', 'ping', 'hint', 'say' or 'look'", room
        )
    try:
        msg = ClientMessage.validate_python(data)
    except ValidationError as exc:
        return _error("bad_message", describe(exc), room)
    if msg.type == "ping":
        return {"type": "pong", "seq": room.seq}
    if msg.type == "hint":
        return hints_ahead(room, conn) if msg.ahead else request_hint(room, conn, msg.seq)
    if msg.type == "say":
        return say(room, conn, msg.text)
    if msg.type == "look":
        return look(room, conn, msg.seat)
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
        log.exception(
            "table %s: could not apply %r of %s", room.id, msg.action, room.seat_said(conn.seat)
        )
        return _error("server", "the server could not save this move; try again", room)
    return None


def look(room: Room, conn: Connection, seat: int | None) -> dict[str, Any]:
    """A pass-and-play page shows ``seat`` (one it holds) from now on, or none (``None``:
    its curtain is up): the view of it at once. A seat it does not hold is refused
    (``seat_not_held``), the page showing what it showed. Moves, hints and talk go on
    being the shown seat's alone: behind the curtain the page is a spectator."""
    if seat is not None and seat not in conn.held:
        return _error(
            "seat_not_held",
            "this page holds no token of that seat: it shows what it showed",
            room,
        )
    conn.seat = seat
    return room.view(seat)


def say(room: Room, conn: Connection, text: str) -> dict[str, Any] | None:
    """A line of table talk from ``conn``'s seat; the refusal goes to it alone."""
    try:
        room.say(room.speaker(conn), text)
    except TalkRefused as exc:
        return _error(exc.code, str(exc), room)
    except Exception:
        log.exception("table %s: could not keep a line of talk", room.id)
        return _error("talk_failed", TALK_CODES["talk_failed"], room)
    return None


def _error(code: str, message: str, room: Room) -> dict[str, Any]:
    return error(code, message, room.seq)


async def _writer(ws: WebSocket, conn: Connection, slow: asyncio.Event) -> None:
    """Send queued messages in order; a write that cannot finish counts as a slow client."""
    while True:
        msg = await conn.outbox.get()
        if msg is None:
            return
        try:
            await asyncio.wait_for(ws.send_text(msg), limits.SEND_TIMEOUT)
        except TimeoutError:
            slow.set()
            return
        except Exception:
            return
