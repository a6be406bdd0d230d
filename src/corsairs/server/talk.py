"""Table talk: what the friends seated at a table say to each other, kept with the table.

Friends at a table on different machines had no way to say "well played" or "one
minute, the doorbell". Only a seat's own connection may speak (a spectator, a seat link
whose seat a bot plays, or a bot: no); a line is plain text (the browser never reads it
as markup), cleaned as a seat's name is (names.py: no control or invisible characters,
blanks made one space), of at most ``TALK_LINE`` characters; a seat says at most
``TALK_BURST`` lines in ``TALK_WINDOW`` seconds. A page that connects gets the newest
``TALK_KEPT`` lines, at most ``TALK_SEAT_KEPT`` of one seat's. A friend whose seat a bot
plays talks as that seat still (tables.py ``Room.speaker``). The rulebooks say nothing of
table talk; at a real table friends talk, so the table does not forbid it.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from corsairs.server.names import visible_line

TALK_LINE = 200
"""Characters of one line, after cleaning (a chat line, not a letter)."""

TALK_BURST = 5
TALK_WINDOW = 10.0
"""A seat says at most ``TALK_BURST`` lines in ``TALK_WINDOW`` seconds (a stuck key or a
paste loop cannot flood the table)."""

TALK_KEPT = 50
"""Lines a page gets when it connects (the rest stay in the database with the table)."""

TALK_SEAT_KEPT = TALK_KEPT // 2
"""Of those, at most this many of one seat's, its newest: a seat that floods the talk (30
lines a minute within its pace) pushes out its own older lines, not the others'."""

TALK_CODES: dict[str, str] = {
    "talk_spectator": "only a player seated at the table may talk there",
    "talk_empty": "nothing visible is left of the line once control characters are dropped",
    "talk_too_fast": f"at most {TALK_BURST} lines in {TALK_WINDOW:g} seconds; wait a moment",
    "talk_failed": "the line could not be stored; nothing was said, say it again",
}
"""The error codes a ``say`` message may get (``{"type":"error","code":…}``)."""


class TalkRefused(Exception):
    """A line the table does not take; nothing was said or stored."""

    def __init__(self, code: str) -> None:
        super().__init__(TALK_CODES[code])
        self.code = code


@dataclass
class Talk:
    """A table's newest lines and each seat's recent pace, in memory with its room."""

    next_number: int = 0
    _said_at: dict[int, deque[float]] = field(default_factory=dict)
    _by_seat: dict[int, deque[dict[str, Any]]] = field(default_factory=dict)

    @classmethod
    def of(cls, stored: list[dict[str, Any]]) -> Talk:
        """The talk as the database keeps it (oldest first)."""
        talk = cls()
        for line in stored:
            talk._kept_for(line["seat"]).append(line)
        talk.next_number = max(line["n"] for line in stored) + 1 if stored else 0
        return talk

    @property
    def lines(self) -> list[dict[str, Any]]:
        """What a page gets: each seat's newest ``TALK_SEAT_KEPT`` lines, of them the newest
        ``TALK_KEPT``, oldest first."""
        merged = sorted((line for kept in self._by_seat.values() for line in kept), key=_number)
        return merged[-TALK_KEPT:]

    def _kept_for(self, seat: int) -> deque[dict[str, Any]]:
        return self._by_seat.setdefault(seat, deque(maxlen=TALK_SEAT_KEPT))

    def line(self, seat: int | None, text: str, now: float | None = None) -> dict[str, Any]:
        """The line ``seat`` says, numbered and timed; raises ``TalkRefused``. The caller
        stores it, then ``keep``s it (a line the database refused was never said)."""
        if seat is None:
            raise TalkRefused("talk_spectator")
        said = visible_line(text, TALK_LINE)
        if said is None:
            raise TalkRefused("talk_empty")
        now = time.time() if now is None else now
        recent = self._said_at.setdefault(seat, deque(maxlen=TALK_BURST))
        if len(recent) == TALK_BURST and now - recent[0] < TALK_WINDOW:
            raise TalkRefused("talk_too_fast")
        return {"n": self.next_number, "seat": seat, "text": said, "at": round(now, 3)}

    def keep(self, line: dict[str, Any]) -> None:
        self._kept_for(line["seat"]).append(line)
        self.next_number = line["n"] + 1
        self._said_at.setdefault(line["seat"], deque(maxlen=TALK_BURST)).append(line["at"])


def _number(line: dict[str, Any]) -> int:
    return int(line["n"])
