"""One way to print an error line on the terminal, shared by the commands.

User text (a rule name, a path, an address) is escaped, so that ``[bold]`` or
``[/x]`` in it is shown as typed instead of being read as Rich markup, and the
line is not wrapped. Rich is imported only to print: the seat wording serves the
research adapters too, whose extra has no Rich.
"""

from __future__ import annotations

from typing import Any

from corsairs.lang import _


def print_error(console: Any, message: str) -> None:
    """``error: <message>`` in red on ``console``, ``message`` taken literally ("error" in
    the language spoken)."""
    from rich.markup import escape

    said = _("error:")
    console.print(f"[bold red]{said}[/] {escape(message)}", soft_wrap=True)


def seat_problem(seat: int, players: int, name: str = "--seat") -> str | None:
    """Why ``seat`` is no seat of a ``players``-player game, or None: one wording for every
    command that takes a seat (``name`` is how the caller calls it)."""
    if 0 <= seat < players:
        return None
    said = _("{option} {seat}: a {players}-player game has seats 0 to {last}")
    return said.format(option=name, seat=seat, players=players, last=players - 1)
