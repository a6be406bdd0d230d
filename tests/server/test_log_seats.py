"""The host reads one way of counting seats in the server's log, the table's: from 1, as
the lobby's *Seat 2* and the default *Player 2* count. The server's own lines said "seat 2"
for the second seat, the review worker's "seat 1", and Uvicorn's access line just under
"gave seat 2 to a bot" read "POST /api/tables/…/seats/1/bot"."""

from __future__ import annotations

import asyncio
import logging
import re
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from server_helpers import run_async
from test_seating import FRIENDS, new_invite, post_table, to_bot

SEAT = re.compile(r"\bseat (\d+)\b(?: \(([^)]*)\))?")


def test_the_servers_lines_count_seats_from_one_and_name_the_player(
    client: TestClient, caplog: Any
) -> None:
    t = post_table(client)
    with caplog.at_level("INFO", logger="corsairs.server"):
        assert new_invite(client, t, 1).status_code == 200
        assert to_bot(client, t, 2).status_code == 200
    said = [r.getMessage() for r in caplog.records if r.name.startswith("corsairs.server")]
    seats = [m for line in said for m in SEAT.finditer(line)]
    assert len(seats) >= 2, said
    for m in seats:  # "seat 2 (Bob)": the second seat, Bob's
        assert m.group(2) == FRIENDS[int(m.group(1)) - 1]["name"], said


def test_a_failed_review_names_the_seat_as_the_table_counts_it(tmp_path: Path, caplog: Any) -> None:
    from corsairs.server.reviews import Reviews
    from corsairs.server.store import Store

    async def record_of(_table: str) -> dict[str, Any]:
        raise ValueError("no such table")

    async def main() -> None:
        store = Store(f"sqlite:///{tmp_path / 'r.sqlite3'}")
        reviews = Reviews(store, record_of)
        try:
            reviews.start()
            reviews.submit("t", 1, None)  # the API's seat 1: the table's second seat
            while (reviews.status("t", 1) or {})["status"] in ("queued", "running"):
                await asyncio.sleep(0.01)
        finally:
            await reviews.close()
            store.close()

    with caplog.at_level("WARNING", logger="corsairs.server.reviews"):
        run_async(main())
    said = [r.getMessage() for r in caplog.records if r.name == "corsairs.server.reviews"]
    assert any("seat 2 failed" in m for m in said), said


def test_an_access_line_says_the_seat_its_address_names_from_one() -> None:
    from uvicorn.logging import AccessFormatter

    from corsairs.server.command import LogLevel, SeatNumbers, log_config

    config = log_config(LogLevel.info)
    assert config["handlers"]["access"]["filters"] == ["seat_numbers"]
    assert config["filters"]["seat_numbers"]["()"] is SeatNumbers
    form = AccessFormatter(config["formatters"]["access"]["fmt"], use_colors=False)

    def line(path: str, status: int = 200) -> str:
        args = ("127.0.0.1:5000", "POST", path, "1.1", status)
        msg = '%s - "%s %s HTTP/%s" %d'  # as Uvicorn logs a request
        record = logging.LogRecord("uvicorn.access", logging.INFO, __file__, 1, msg, args, None)
        assert SeatNumbers().filter(record)
        return form.format(record)

    assert line("/api/tables/abc/seats/1/bot").endswith('seats/1/bot HTTP/1.1" 200 OK (seat 2)')
    assert line("/api/tables/abc/reviews/0").endswith(" (seat 1)")
    assert line("/api/tables/abc/replay?step=4&seat=3").endswith(" (seat 4)")
    assert line("/api/tables/abc/replay?step=4", 409).endswith('" 409 Conflict')  # no seat
    assert line("/api/tables").endswith('"POST /api/tables HTTP/1.1" 200 OK')
