"""Who played which moves, for the game log: each time a seat went to a bot (and why) and
each time its person came (back), built from the table's stored seats alone, so that a
page loaded later, or after a restart, tells the same as the pages that saw it happen.

A change at ``n`` happened after ``n`` actions (0: before the first). A bot's interval
that played no action left no trace in the seats, and needs none in the log: nobody's
moves changed hands.
"""

from __future__ import annotations

from typing import Any


def seat_changes(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The seat changes in the order they happened (``to``: ``bot``, with the bot's
    ``bot`` spec and, when kept, ``why``: ``not_joined``, ``away`` or ``idle``; or
    ``person``, with ``late`` for a friend who never held the seat before)."""
    changes: list[dict[str, Any]] = []
    for seat, s in enumerate(seats):
        name = s.get("friend", s["name"])
        for span in s.get("stood_in", []):
            changes.append(_to_bot(span["from"], seat, span["bot"], name, span.get("why")))
            back = {"n": span["to"], "seat": seat, "to": "person", "name": name}
            changes.append({**back, "late": True} if span.get("late") else back)
        if s["kind"] == "bot" and "friend" in s:
            changes.append(_to_bot(int(s.get("since", 0)), seat, s["bot"], name, s.get("why")))
    return sorted(changes, key=lambda c: int(c["n"]))  # stable: a seat's own stay in order


def _to_bot(n: int, seat: int, bot: str, name: str, why: str | None) -> dict[str, Any]:
    change = {"n": n, "seat": seat, "to": "bot", "bot": bot, "name": name}
    return {**change, "why": why} if why is not None else change
