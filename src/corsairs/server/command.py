"""``corsairs serve``: start the browser game with sensible defaults.

With no arguments it stores tables in SQLite in the user's data directory,
listens on localhost port 8000 (or the next free one) and opens a browser.
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


def free_port(host: str, start: int, tries: int = 50) -> int:
    """``start`` if it is free on ``host``, else the next free port after it."""
    for port in range(start, start + tries):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            # as Uvicorn does: a port whose old connections linger in TIME_WAIT is free
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                s.bind((host, port))
            except OSError:
                continue
            return port
    raise typer.BadParameter(f"no free port in {start}..{start + tries - 1}")


def command(
    host: Annotated[
        str, typer.Option(help="Address to listen on; 0.0.0.0 lets friends on your network join.")
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option(min=1, max=65535, help="Port; if taken, the next free one is used.")
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
) -> None:
    """Serve the card table in the browser: play Corsairs and Piratatak with friends and bots."""
    import threading
    import webbrowser

    import uvicorn

    from corsairs.server.app import create_app

    url = db or default_db_url()
    chosen = free_port(host, port)
    if chosen != port:
        typer.echo(f"port {port} is taken; using {chosen}")
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    address = f"http://{shown}:{chosen}/"
    typer.echo(f"corsairs: tables stored in {url}")
    typer.echo(f"corsairs: open {address}  (Ctrl+C to stop)")
    if open_browser:
        threading.Timer(1.0, webbrowser.open, args=(address,)).start()
    app = create_app(url, bot_delay=bot_delay)
    uvicorn.run(
        app,
        host=host,
        port=chosen,
        log_level=log_level,
        ws_max_size=65536,
        ws_per_message_deflate=False,  # messages are a few kB; compressing them costs more CPU
    )


def main() -> None:
    """Run ``command`` on its own (``python -m corsairs.server.command``)."""
    typer.run(command)


if __name__ == "__main__":
    main()
