"""Seat names: what every other seat reads in the seats, the log and the record.

A name is typed by a table's creator or by a friend claiming a seat, and shown to
everyone at the table, so it must be a plain visible name, one per seat: line breaks
and tabs become spaces; control and invisible format characters go (a right-to-left
override would flip the rest of a log line, a zero-width space makes a second "Ann"
that looks like the first, NUL and escape codes are nobody's name); a name with nothing visible
left is no name (the seat keeps its default); a name another seat has gets a number
("Bob 2"). Joiners stay: emoji sequences and some scripts need them.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

MAX_NAME = 40
"""Characters of a seat's name."""

JOINERS = frozenset("\u200c\u200d")
"""Format characters a name keeps: zero-width non-joiner and joiner (Persian, emoji)."""


def clean_name(typed: str | None) -> str | None:
    """The name as shown, or None when nothing visible is left of what was typed."""
    if not typed:
        return None
    kept = []
    for ch in unicodedata.normalize("NFC", typed):
        if ch.isspace():
            kept.append(" ")
        elif unicodedata.category(ch)[0] != "C" or ch in JOINERS:  # Cc, Cf, Co, Cn go
            kept.append(ch)
    name = " ".join("".join(kept).split())[:MAX_NAME].strip().strip("".join(JOINERS))
    visible = any(unicodedata.category(ch)[0] in "LNSP" for ch in name)
    return name if visible else None


def unique_name(name: str, taken: Iterable[str]) -> str:
    """``name``, or ``name 2``, ``name 3``... when another seat has it (in any case)."""
    used = {t.casefold() for t in taken}
    if name.casefold() not in used:
        return name
    n = 2
    while True:
        suffix = f" {n}"
        candidate = name[: MAX_NAME - len(suffix)].rstrip() + suffix
        if candidate.casefold() not in used:
            return candidate
        n += 1
