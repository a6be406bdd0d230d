"""What clients may send, as strict pydantic models, and the error codes they get back.

Strict: ``"seq": "0"``, ``0.0`` or ``true`` is not the integer 0, ``"seed": "42"`` is not
a seed. Every error has a stable machine ``code`` (the browser translates by code) and an
English ``message``; neither ever repeats more than a few hundred characters of input.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationError,
)

from corsairs.lang import french_spaces, spoken
from corsairs.server.limits import ERROR_TEXT, MAX_ACTION, MAX_MY_TABLES
from corsairs.server.talk import TALK_CODES, TALK_LINE

ERROR_CODES: dict[str, str] = {
    "bad_message": "not JSON, a binary frame, an unknown type, a missing, extra or "
    "wrongly typed field, or too long",
    "token_in_url": "the seat token was in the URL; send it as a WebSocket subprotocol",
    "bad_table": "unknown table, or a token that is not a seat of it (the socket closes)",
    "stale": "the move was for an earlier position (seq moved on)",
    "not_your_turn": "another seat is to play",
    "spectator": "a spectator connection tried to play",
    "illegal": "the engine refused the move (its reason in the message)",
    "server": "the move could not be stored; nothing changed",
    "slow_consumer": "the client did not read its messages; the socket closes, reconnect",
    "hints_forbidden": "hints are not allowed at this table (its creation option)",
    "hint_busy": "this seat's previous hint is still being worked out",
    "hint_stale": "the position changed before the hint was ready (seq moved on)",
    "hint_rate_limited": "too many hints asked for in a short time; wait a moment",
    "hint_failed": "the hint could not be worked out in its CPU budget",
    "seat_not_held": "``look`` asked for a seat whose token this connection did not present; "
    "it shows what it showed",
    "seat_replaced": "this seat was given to a bot while its player was away or did not "
    "play; the connection watches (sent after the welcome, or at once to a connection "
    "at the seat)",
    **TALK_CODES,
}
"""The WebSocket error codes (``{"type":"error","code":…}``), documented in docs/server.md."""

HTTP_CODES: dict[int, str] = {
    400: "bad_request",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "too_large",
    422: "bad_body",
    429: "too_many",
}
"""The ``code`` of an HTTP error reply, by status, when the endpoint names none."""


def _valid_unicode(text: str) -> str:
    """Lone surrogates (``"\\ud800"``) are valid JSON escapes but not text: no database,
    encoder or browser can hold them, so refuse them at the door."""
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("text must be valid Unicode (no lone surrogates)") from None
    return text


Text = Annotated[str, AfterValidator(_valid_unicode)]

NAME_LENGTH = 40
"""Characters of a seat's name as sent (``names.py`` cleans it further)."""

Name = Annotated[str, StringConstraints(max_length=NAME_LENGTH), AfterValidator(_valid_unicode)]
"""A seat's name: its bound on the text itself, so that an optional name too long is
"at most 40 characters", not pydantic's "at most 40 items" of a bound on the optional."""

BotSpec = Annotated[str, StringConstraints(max_length=100), AfterValidator(_valid_unicode)]
"""A bot seat's level or spec (``casual``, ``ismcts:time=1``), bounded as a name is."""


class Strict(BaseModel):
    """No extra fields, no coercion between types."""

    model_config = ConfigDict(extra="forbid", strict=True)


class ActIn(Strict):
    type: Literal["act"]
    seq: int = Field(ge=0, le=2**31)
    action: Text = Field(max_length=MAX_ACTION)


class PingIn(Strict):
    type: Literal["ping"]


class HintIn(Strict):
    """The seat to play asks the coach for a hint at position ``seq``. ``ahead``: no hint
    now, but work this seat's decisions out as they come (a player who uses hints, at a new
    table): its first hint is then ready when asked, as every later one is."""

    type: Literal["hint"]
    seq: int = Field(ge=0, le=2**31)
    ahead: bool = False


class SayIn(Strict):
    """A line of table talk from a seated player to everyone at the table (talk.py)."""

    type: Literal["say"]
    text: Text = Field(min_length=1, max_length=TALK_LINE)


class LookIn(Strict):
    """A pass-and-play page (several seat tokens on one socket) shows ``seat``, one of the
    seats it holds, from now on; None covers them all (the public view, its curtain up)."""

    type: Literal["look"]
    seat: int | None = Field(ge=0, le=15)


ClientMessage: TypeAdapter[ActIn | PingIn | HintIn | SayIn | LookIn] = TypeAdapter(
    Annotated[ActIn | PingIn | HintIn | SayIn | LookIn, Field(discriminator="type")]
)


class MineEntry(Strict):
    table: Text = Field(max_length=32)
    token: Text | None = Field(default=None, max_length=64)


class MineIn(Strict):
    entries: list[MineEntry] = Field(max_length=MAX_MY_TABLES)
    gone: bool = False
    """Also answer ``{"id": ..., "gone": true}`` for each table this server no longer has
    (deleted, expired): the lobby lets it go; a table left out otherwise is kept."""


class ErrorOut(BaseModel):
    """An HTTP error reply."""

    detail: str
    code: str


class Problem(BaseModel):
    """One problem of a refused body: where (``loc``), pydantic's words, its kind."""

    loc: list[str | int]
    msg: str
    type: str


class BadBodyOut(ErrorOut):
    """A 422 (``bad_body``): ``detail`` says every problem in the requester's language
    (``?lang=``, else ``Accept-Language``), ``problems`` lists them for a program."""

    problems: list[Problem]


def clip(text: str, limit: int = ERROR_TEXT) -> str:
    """Text safe to send back: bounded, and lone surrogates written as escapes."""
    if len(text) > limit:
        text = text[:limit] + f"… ({len(text)} characters)"
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def refused(text: str) -> str:
    """A refusal's text as the server sends it, the one path of every one (an HTTP refusal's
    ``detail``, a WebSocket ``error``'s ``message``): bounded (:func:`clip`), and in French
    with the space before ``: ; ! ?`` unbreakable, as the browser's words have it (``t()``
    sets it by ``frenchSpaces``; the server's texts do not pass through it, and a client's
    line began ": 40 caractères" or "; options connues :")."""
    said = clip(text)
    return french_spaces(said) if spoken() == "fr" else said


def error(code: str, message: str, seq: int | None = None) -> dict[str, Any]:
    """A WebSocket error message."""
    assert code in ERROR_CODES, code
    out: dict[str, Any] = {"type": "error", "code": code, "message": refused(message)}
    if seq is not None:
        out["seq"] = seq
    return out


def describe(exc: ValidationError) -> str:
    """The first problem of a validation error, in one line, without the input."""
    first = exc.errors(include_input=False, include_url=False)[0]
    where = ".".join(clip(str(p), 40) for p in first["loc"]) or "message"
    return f"bad message: {where}: {clip(first['msg'], 200)}"


def safe_errors(exc: Any) -> list[dict[str, Any]]:
    """FastAPI's 422 detail without ``input``/``ctx``: never echo what was sent."""
    out = []
    for e in exc.errors()[:20]:
        loc = [p if isinstance(p, int) else clip(str(p), 40) for p in e.get("loc", ())]
        out.append(
            {"loc": loc, "msg": clip(str(e.get("msg", "")), 200), "type": str(e.get("type"))}
        )
    return out
