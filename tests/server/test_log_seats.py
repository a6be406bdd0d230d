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
from server_helpers import play_moves, run_async
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


def test_the_host_reads_a_tables_life_in_the_log(client: TestClient, caplog: Any) -> None:
    """A host who runs `corsairs serve` for friends read in the log a table's new invite
    links and bots, and nothing of the evening itself: no line when a table was made, a
    friend took their seat or named it, the game started or ended, was played again or
    deleted (only Uvicorn's "POST /api/tables/…/claim 200 OK", which names nobody)."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    with caplog.at_level("INFO", logger="corsairs.server"):
        body = {"game": "corsairs", "players": 2, "seats": seats, "rules": {"max_rounds": 1}}
        t = client.post("/api/tables", json=body).json()
        claim = {"invite": t["invites"][1], "name": "Bobby"}
        bob = client.post(f"/api/tables/{t['id']}/claim", json=claim).json()
        name = {"token": bob["token"], "name": "Bo"}
        assert client.post(f"/api/tables/{t['id']}/name", json=name).status_code == 200
        room = play_moves(client, t["id"], 10_000)
        assert room.state.is_over()
        again = client.post(f"/api/tables/{t['id']}/again", json={"token": t["tokens"][0]})
        other = post_table(client)
        gone = client.request(
            "DELETE", f"/api/tables/{other['id']}", json={"token": other["creator_token"]}
        )
        assert gone.status_code == 204
    said = [r.getMessage() for r in caplog.records if r.name == "corsairs.server"]
    new = again.json()["id"]
    winners = " and ".join(room.seat_said(w) for w in room.state.winners())
    for line in (
        f"table {t['id']}: new Corsairs table for 2: seat 1 (Ann), seat 2 (Bob) invited",
        f"table {t['id']}: seat 2 (Bobby) joined; every seat is taken: the game starts",
        f"table {t['id']}: seat 2 (Bobby) is now named Bo",
        f"table {t['id']}: the game is over after {room.seq} moves, won by {winners}",
        f"table {t['id']}: seat 1 (Ann) plays it again at table {new}",
        f"table {new}: seat 1 (Ann) joined",
        f"table {other['id']}: deleted by its creator",
    ):
        assert any(m.startswith(line) for m in said), (line, said)
    assert not any(t["invites"][1] in m or bob["token"] in m for m in said)
