"""``corsairs serve``: start the browser game with sensible defaults.

With no arguments it stores tables in SQLite in the user's data directory,
listens on localhost port 8000 and opens a browser. A taken port is an error
(``--port 0`` takes any free one), and so is a database another server uses.
Only Typer and the language option are imported at module level, so registering the
command keeps the CLI start fast; FastAPI and Uvicorn load when the server starts. It
speaks the host's language (``--lang``, else the environment), as the other commands do.
"""

from __future__ import annotations

import errno
import logging
import re
import socket
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer

from corsairs.cli_lang import WritingLangOption
from corsairs.lang import _, os_reason


class LogLevel(StrEnum):
    """Uvicorn's log levels (a choice, so that a typo is refused before anything starts)."""

    critical = "critical"
    error = "error"
    warning = "warning"
    info = "info"
    debug = "debug"
    trace = "trace"


def default_db_url() -> str:
    """``sqlite:///<user data dir>/corsairs/tables.sqlite3``, creating the directory."""
    import platformdirs

    folder = Path(platformdirs.user_data_dir("corsairs", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'tables.sqlite3'}"


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port`` (0: any free port), handed to Uvicorn as is, so
    the port printed is the port served. A taken port is a clear error, never another port:
    a second server would otherwise start quietly next to the first."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    # as Uvicorn does: a port whose old connections linger in TIME_WAIT is free
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        if exc.errno in (errno.EADDRINUSE, errno.EACCES):
            raise typer.BadParameter(
                _(
                    "cannot listen on {host}:{port} ({reason}); is another server running "
                    "there? Choose another --port, or --port 0 for any free port"
                ).format(host=host, port=port, reason=os_reason(exc))
            ) from None
        raise typer.BadParameter(
            _(
                "--host {host}: cannot listen there ({reason}); give an address "
                "of this machine (127.0.0.1, 0.0.0.0 for every network)"
            ).format(host=host, reason=os_reason(exc))
        ) from None
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


def network_address() -> str | None:
    """This machine's IPv4 address on its network (the one friends' browsers open), or
    None without one. A UDP socket "connected" to a private address sends nothing; it
    only makes the system choose the outgoing interface."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            found = str(probe.getsockname()[0])
    except OSError:
        return None
    return None if found.startswith(("127.", "0.")) else found


def is_loopback(host: str) -> bool:
    """Whether listening on ``host`` serves this machine alone (localhost, 127.x, ::1)."""
    import ipaddress

    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def shown_url(url: str) -> str:
    """``url`` as the console may show it: the password hidden (the start line goes to
    a service's journal too)."""
    from sqlalchemy.engine import make_url

    from corsairs.server.store import normalize_url

    return make_url(normalize_url(url)).render_as_string(hide_password=True)


def open_store(url: str) -> Any:
    """The server's :class:`Store` at ``url``; a URL that names no usable database (an
    unknown dialect, a malformed URL, an SQLite file in a missing directory) is a
    ``BadParameter`` with the reason, the password hidden."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError, SQLAlchemyError

    from corsairs.server.store import Store

    try:
        shown = shown_url(url)
    except ArgumentError:
        said = _(
            "--db {url}: not a database URL (sqlite:///path.sqlite3 or "
            "postgresql://user:pw@host/db)"
        )
        raise typer.BadParameter(said.format(url=url)) from None
    if shown.startswith("sqlite") and make_url(url).database not in (None, "", ":memory:"):
        folder = Path(str(make_url(url).database)).parent
        if not folder.is_dir():
            said = _("--db {url}: the directory {folder} does not exist")
            raise typer.BadParameter(said.format(url=shown, folder=folder))
    try:
        return Store(url)
    except SQLAlchemyError as exc:
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        said = _("--db {url}: cannot open the database ({reason})")
        raise typer.BadParameter(said.format(url=shown, reason=reason)) from None


SEAT_IN_ADDRESS = re.compile(
    r"^/api/tables/[^/?]+/(?:seats|reviews)/(\d+)(?:[/?]|$)|[?&]seat=(\d+)"
)
"""A seat in an API address (``/seats/1/bot``, ``/reviews/1``, ``replay?seat=1``), from 0."""


class SeatNumbers(logging.Filter):
    """Uvicorn's access line says the seat its address names as the table and the server's
    own lines count it, from 1: ``"POST /api/tables/x/seats/1/bot HTTP/1.1" 200 OK (seat
    2)``. The API counts from 0, and the host read seat 1 there under "the creator gave
    seat 2 (Bob) to a bot"; the address itself is left as it was asked."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        m = (
            SEAT_IN_ADDRESS.search(str(args[2]))
            if isinstance(args, tuple) and len(args) == 5
            else None
        )
        record.seat_note = f" (seat {int(m.group(1) or m.group(2)) + 1})" if m else ""
        return True


def log_config(level: LogLevel) -> dict[str, Any]:
    """Uvicorn's logging, with the server's own loggers (``corsairs.*``: expired tables,
    seats given to bots, failing bots) on its console handler at the same level; left
    alone they had no handler and only their warnings reached the host. Access lines say
    the seat an address names, counted from 1 (``SeatNumbers``)."""
    import copy

    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    name = "DEBUG" if level is LogLevel.trace else level.value.upper()  # trace is Uvicorn's
    config["loggers"]["corsairs"] = {"handlers": ["default"], "level": name, "propagate": False}
    config.setdefault("filters", {})["seat_numbers"] = {"()": SeatNumbers}
    config["handlers"]["access"]["filters"] = ["seat_numbers"]
    config["formatters"]["access"]["fmt"] += "%(seat_note)s"
    return config


def command(
    host: Annotated[
        str,
        typer.Option(
            metavar="ADDRESS",
            help="Address to listen on; 0.0.0.0 lets friends on your network join.",
        ),
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option(metavar="PORT", min=0, max=65535, help="Port; 0 takes any free port.")
    ] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            metavar="URL",
            help="Database URL: sqlite:///path.sqlite3, or postgresql://HOST/DB with "
            "USER:PW@ before the host if it needs them; default: SQLite in your user data "
            "directory.",
        ),
    ] = None,
    no_open: Annotated[
        bool, typer.Option("--no-open", help="Do not open the lobby in a web browser.")
    ] = False,
    open_browser: Annotated[
        # the default, still taken; listed beside --no-open it took a column of the help,
        # and at 80 columns the options' names were cut ("--forwarded-allow-…")
        bool,
        typer.Option("--open", hidden=True, help="Open the lobby in a web browser."),
    ] = True,
    bot_delay: Annotated[
        float,
        typer.Option(
            metavar="SECONDS", min=0, max=10, help="Seconds a bot 'thinks' before it plays."
        ),
    ] = 0.8,
    log_level: Annotated[
        LogLevel, typer.Option(help="Uvicorn log level.", case_sensitive=False)
    ] = LogLevel.info,
    tables_per_minute: Annotated[
        float,
        typer.Option(
            metavar="N", min=0, help="New tables a client may create a minute (0: no limit)."
        ),
    ] = 10,
    max_open_tables: Annotated[
        int,
        typer.Option(
            metavar="N", min=0, help="Unfinished tables one client may have (0: no limit)."
        ),
    ] = 50,
    expire_days: Annotated[
        float,
        typer.Option(
            metavar="DAYS", min=0, help="Delete unfinished tables idle this many days (0: never)."
        ),
    ] = 30,
    bot_workers: Annotated[
        int, typer.Option(metavar="N", min=1, max=64, help="Processes the bots think in.")
    ] = 2,
    bot_cpu_cap: Annotated[
        float,
        typer.Option(
            metavar="SECONDS", min=0.5, max=600, help="CPU seconds a bot may spend on one move."
        ),
    ] = 10,
    forwarded_allow_ips: Annotated[
        str | None,
        typer.Option(
            metavar="ADDRESSES",
            help="Reverse proxies (addresses, comma-separated, or *) whose X-Forwarded-For "
            "and -Proto are believed, so quotas count each friend, not the proxy "
            "(default: this machine, 127.0.0.1 and ::1; or $FORWARDED_ALLOW_IPS).",
        ),
    ] = None,
    review_workers: Annotated[
        int,
        typer.Option(
            metavar="N",
            min=1,
            max=64,
            help="Processes that judge one browser review's decisions at once, at low "
            "priority after the bots (the same review, sooner where cores are idle).",
        ),
    ] = 2,
    review_samples: Annotated[
        int | None,
        typer.Option(
            metavar="N",
            min=1,
            max=100000,
            help="Sampled deals per judged move of a browser review (default: a hint's, "
            "so that the review judges each decision as the hint did).",
        ),
    ] = None,
    hint_samples: Annotated[
        int | None,
        typer.Option(
            metavar="N",
            min=1,
            max=100000,
            help="Sampled deals per judged move of a hint (default: each game's own, "
            "a hint within a second on 2 cores); fewer answer sooner on a slow machine.",
        ),
    ] = None,
    away_minutes: Annotated[
        float,
        typer.Option(
            metavar="MINUTES",
            min=0,
            max=1440,
            help="Minutes the table's creator may be away before the other players may "
            "start the table or give an away player's seat to a bot (0: never).",
        ),
    ] = 2,
    idle_minutes: Annotated[
        float,
        typer.Option(
            metavar="MINUTES",
            min=0,
            max=1440,
            help="Minutes a turn may wait before the other players may give the seat to a "
            "bot, and the start once a friend is seated before they may start the table "
            "(0: never).",
        ),
    ] = 5,
    language: WritingLangOption = None,
) -> None:
    """Serve the card table in the browser: play Corsairs and Piratatak with friends and bots."""
    import threading
    import webbrowser

    import uvicorn
    from rich.console import Console

    from corsairs.errors import print_error
    from corsairs.server.absence import AbsenceRules
    from corsairs.server.app import create_app
    from corsairs.server.quotas import CreationQuota
    from corsairs.server.store import ServerLocked

    err = Console(stderr=True, highlight=False)
    url = db or default_db_url()
    try:
        check = open_store(url)  # the clear message now, not a failed start-up in Uvicorn
        try:
            check.lock_server()
        except ServerLocked as exc:
            raise typer.BadParameter(str(exc)) from None
        finally:
            check.close()
        sock = listen(host, port)
    except typer.BadParameter as exc:
        print_error(err, exc.message)
        raise typer.Exit(2) from None
    chosen = sock.getsockname()[1]
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    address = f"http://{shown}:{chosen}/"
    typer.echo(_("corsairs: tables stored in {place}").format(place=shown_url(url)))
    typer.echo(_("corsairs: open {address}  (Ctrl+C to stop)").format(address=address))
    lan = network_address() if host in ("0.0.0.0", "::") else None
    friends = None if lan is None else f"http://{lan}:{chosen}/"
    if friends is not None:  # localhost is no address for a friend's phone
        typer.echo(_("corsairs: friends on your network: {address}").format(address=friends))
    elif is_loopback(host):
        # the default: a host who meant to invite friends' phones learns it now, not from
        # links that open nothing on theirs
        typer.echo(
            _(
                "corsairs: only this computer can open it; corsairs serve --host 0.0.0.0 lets "
                "friends on your network join"
            )
        )
    if open_browser and not no_open:
        threading.Timer(1.0, webbrowser.open, args=(address,)).start()
    quota = CreationQuota(
        per_minute=tables_per_minute, burst=max(1, int(tables_per_minute)), max_open=max_open_tables
    )
    app = create_app(
        url,
        bot_delay=bot_delay,
        quota=quota,
        expire_days=expire_days,
        bot_workers=bot_workers,
        bot_cpu_cap=bot_cpu_cap,
        review_samples=review_samples,
        review_workers=review_workers,
        hint_samples=hint_samples,
        absence=AbsenceRules(grace=away_minutes * 60, idle=idle_minutes * 60),
        warm_bots=True,
        friends_url=friends,
    )
    config = uvicorn.Config(
        app,
        host=host,
        port=chosen,
        log_config=log_config(LogLevel(log_level)),
        log_level=LogLevel(log_level).value,
        ws_max_size=65536,
        ws_per_message_deflate=False,  # messages are a few kB; compressing them costs more CPU
        ws_ping_interval=KEEPALIVE,
        ws_ping_timeout=KEEPALIVE,
        forwarded_allow_ips=forwarded_allow_ips,  # None: $FORWARDED_ALLOW_IPS or 127.0.0.1
    )
    try:
        uvicorn.Server(config).run(sockets=[sock])
    finally:  # Ctrl-C: Uvicorn says it shut down, not whether the friends' games are lost
        said = _(
            "corsairs: stopped; every table is kept in {place}: start the server again on "
            "it and the games go on (the players' pages reconnect by themselves)"
        )
        typer.echo(said.format(place=shown_url(url)))


KEEPALIVE = 10.0
"""Seconds between the server's WebSocket pings, and for each pong: a page whose network
went away (a phone in a tunnel, which cannot say goodbye) is let go within twice this, and
its seat shown offline to the others. Uvicorn's 20 s and 20 s left a friend's dot green
for 39 s after their network froze (measured through a proxy that stopped forwarding)."""


def main() -> None:
    """Run ``command`` on its own (``python -m corsairs.server.command``)."""
    typer.run(command)


if __name__ == "__main__":
    main()
