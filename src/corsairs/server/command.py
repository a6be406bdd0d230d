"""``corsairs serve``: start the browser game with sensible defaults.

With no arguments it stores tables in SQLite in the user's data directory,
listens on localhost port 8000 and opens a browser. A taken port is an error
(``--port 0`` takes any free one), and so is a database another server uses.
Only Typer is imported at module level, so registering the command keeps the
CLI start fast; FastAPI and Uvicorn load when the server starts.
"""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Annotated

import typer


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
        raise typer.BadParameter(
            f"cannot listen on {host}:{port} ({exc.strerror}); is another server running "
            "there? Choose another --port, or --port 0 for any free port"
        ) from None
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


def command(
    host: Annotated[
        str, typer.Option(help="Address to listen on; 0.0.0.0 lets friends on your network join.")
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option(min=0, max=65535, help="Port; 0 takes any free port.")
    ] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            help="Database URL: sqlite:///path.sqlite3 or postgresql://user:pw@host/db "
            "(default: SQLite in your user data directory)."
        ),
    ] = None,
    open_browser: Annotated[
        bool, typer.Option("--open/--no-open", help="Open the lobby in a web browser.")
    ] = True,
    bot_delay: Annotated[
        float, typer.Option(min=0.0, max=10.0, help="Seconds a bot 'thinks' before it plays.")
    ] = 0.8,
    log_level: Annotated[str, typer.Option(help="Uvicorn log level.")] = "info",
    tables_per_minute: Annotated[
        float, typer.Option(min=0.0, help="New tables a client may create a minute (0: no limit).")
    ] = 10.0,
    max_open_tables: Annotated[
        int, typer.Option(min=0, help="Unfinished tables one client may have (0: no limit).")
    ] = 50,
    expire_days: Annotated[
        float,
        typer.Option(min=0.0, help="Delete unfinished tables idle this many days (0: never)."),
    ] = 30.0,
    bot_workers: Annotated[
        int, typer.Option(min=1, max=64, help="Processes the bots think in.")
    ] = 2,
    bot_cpu_cap: Annotated[
        float, typer.Option(min=0.5, max=600.0, help="CPU seconds a bot may spend on one move.")
    ] = 10.0,
    review_samples: Annotated[
        int,
        typer.Option(min=1, max=100000, help="Sampled deals per judged move of a browser review."),
    ] = 400,
) -> None:
    """Serve the card table in the browser: play Corsairs and Piratatak with friends and bots."""
    import threading
    import webbrowser

    import uvicorn

    from corsairs.server.app import create_app
    from corsairs.server.quotas import CreationQuota
    from corsairs.server.store import ServerLocked, Store

    url = db or default_db_url()
    check = Store(url)  # the clear message now, rather than a failed start-up in Uvicorn
    try:
        check.lock_server()
    except ServerLocked as exc:
        raise typer.BadParameter(str(exc)) from None
    finally:
        check.close()
    sock = listen(host, port)
    chosen = sock.getsockname()[1]
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    address = f"http://{shown}:{chosen}/"
    typer.echo(f"corsairs: tables stored in {url}")
    typer.echo(f"corsairs: open {address}  (Ctrl+C to stop)")
    if open_browser:
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
    )
    config = uvicorn.Config(
        app,
        host=host,
        port=chosen,
        log_level=log_level,
        ws_max_size=65536,
        ws_per_message_deflate=False,  # messages are a few kB; compressing them costs more CPU
    )
    uvicorn.Server(config).run(sockets=[sock])


def main() -> None:
    """Run ``command`` on its own (``python -m corsairs.server.command``)."""
    typer.run(command)


if __name__ == "__main__":
    main()
