"""The server's limits in one place, so the docs, the tests and the code agree.

Each one bounds what a stranger at a table can make the server hold or do for them.
"""

from __future__ import annotations

MAX_BODY = 64 * 1024
"""Bytes of an HTTP request body; larger ones get 413 before any parsing (the largest
real body, a 16-seat table or 100 remembered tables, is under 10 kB)."""

MAX_MESSAGE = 4096
"""Characters of one WebSocket text message from a client."""

MAX_ACTION = 400
"""Characters of an action's notation in an ``act`` message."""

MAX_MY_TABLES = 100
"""Entries in one ``POST /api/my-tables``: as many as the browser client remembers."""

OUTBOX_MESSAGES = 64
"""Messages queued for one connection; a client this far behind is closed (4408)."""

OUTBOX_CHARS = 4 * 1024 * 1024
"""Characters (about bytes: the JSON is mostly ASCII) queued for one connection; the
same slow-consumer close past this."""

SEND_TIMEOUT = 20.0
"""Seconds one socket write may take before the connection is treated as dead."""

MAX_PIRATE_LOSS = 4
"""Piratatak's ``pirate_loss`` a table may have (the engine allows 0..47, the rulebook
says 3). A seat's give-back list is every choice of that many of its cards and coins,
sent in each state message on its turn: with casual bots the most seen was 988 sets
(17 kB) at 3, 2,517 (50 kB) at 4, 6,885 (160 kB) at 5, and 600,000 (8.9 MB, past
``OUTBOX_CHARS``) at 8. Above this the table is refused (``bad_options``)."""

SUMMARY_CACHE = 4096
"""Finished tables whose summaries are kept in memory for ``/api/my-tables``."""

PROPOSED_TOKEN = r"^[A-Za-z0-9_-]{32,64}$"
"""A token a browser proposes for itself (random, kept before it asks): the same request
asked again, its answer lost on the way, is the same request."""

ERROR_TEXT = 300
"""Characters of any text an error reply repeats from a request (names, keys...)."""

WS_PROTOCOL = "corsairs"
"""The WebSocket subprotocol clients offer; the server selects it."""

WS_TOKEN_PREFIX = "corsairs.token."
"""A seat token travels as the subprotocol ``corsairs.token.<token>``, never in the URL."""

WS_SEAT_TOKENS = 16
"""Seat tokens one WebSocket may present (pass-and-play: every seat of a table at one
device); more is refused (``bad_table``)."""

WS_CREATOR_PREFIX = "corsairs.creator."
"""The table creator's token, as the subprotocol ``corsairs.creator.<token>``: a creator
with no seat of their own, watching, is at the table (absence.py)."""

WS_SECRET_PREFIXES = (WS_TOKEN_PREFIX, WS_CREATOR_PREFIX)
"""The subprotocols that carry a secret, redacted from every log line."""

CLOSE_BAD_TABLE = 4404
"""Close code: no such table, or the token is not one of its seats."""

CLOSE_TOKEN_IN_URL = 4400
"""Close code: the seat token was put in the URL (where access logs keep it)."""

CLOSE_SLOW_CONSUMER = 4408
"""Close code: the client did not read its messages; reconnecting resynchronises it."""

MAX_RULE_NUMBER = 2**53 - 1
"""The largest whole number a rule option may have (``max_rounds``, ``turn_limit``...,
where the engine sets no bound): the largest a browser's JavaScript holds exactly. Past
2**64 the server could not even encode the table's rules for its WebSockets."""

RENAME_BURST = 5
RENAME_WINDOW = 60.0
"""A seat is named anew at most ``RENAME_BURST`` times in ``RENAME_WINDOW`` seconds: each
new name is told to every page at the table, which draws it anew, so a script renaming a
seat in a loop made every friend's page redraw as fast (a person renames once or twice)."""
