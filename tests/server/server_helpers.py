"""Helpers shared by the server tests (conftest puts this folder on sys.path)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Coroutine
from typing import Any

from fastapi.testclient import TestClient


def run_async(
    coro: Coroutine[Any, Any, Any],
    timeout: float = 60.0,
    runner: Callable[[Coroutine[Any, Any, Any]], Any] = asyncio.run,
) -> Any:
    """Run ``coro`` in a loop of its own, on a thread of its own, for at most ``timeout``.

    A thread of its own: Playwright's sync API or an earlier test cut short may have left
    a loop marked running in this thread. At most ``timeout``: the coroutine is cancelled
    inside its loop, so a test waiting for something that never comes fails instead of
    hanging the suite (pytest-timeout cannot end a join on a pool's worker thread: a CI
    run once hung 90 minutes that way).
    """
    out: dict[str, Any] = {}

    def main() -> None:
        try:
            out["value"] = runner(asyncio.wait_for(coro, timeout))
        except BaseException as exc:  # handed to the caller's thread
            out["error"] = exc

    thread = threading.Thread(target=main, name="run_async", daemon=True)
    thread.start()
    thread.join(timeout + 10)
    if thread.is_alive():
        raise TimeoutError(f"the loop did not stop {timeout + 10:.0f} s after it began")
    if "error" in out:
        raise out["error"]
    return out.get("value")


def wait_for(what: Callable[[], Any], limit: float = 60.0) -> Any:
    """``what()``'s first true answer, asked every 50 ms for at most ``limit`` seconds: a
    test waits for the state it asserts, however slow a loaded machine makes it."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        found = what()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError("waited in vain")


def new_table(
    client: TestClient,
    game: str = "corsairs",
    seats: list[dict[str, Any]] | None = None,
    players: int = 4,
    seed: int = 7,
) -> dict[str, Any]:
    seats = seats or [{"kind": "human"}] * players
    r = client.post(
        "/api/tables", json={"game": game, "players": players, "seats": seats, "seed": seed}
    )
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


WS_WAIT = 30.0
"""Seconds a server test waits for the server's next WebSocket message (the autouse
``_websocket_receive_bounded``): at a load of 30 one comes within a second or two, a bot's
move included."""


def receive_until(
    ws: Any, want: Callable[[dict[str, Any]], bool], limit: int = 2000
) -> dict[str, Any]:
    for _ in range(limit):
        msg: dict[str, Any] = ws.receive_json()
        if want(msg):
            return msg
    raise AssertionError("the expected message never came")


def play_first_legal_to_the_end(ws: Any) -> dict[str, Any]:
    """Play a seat's first legal move every turn until the game is over; the last view."""
    while True:
        msg = receive_until(ws, lambda m: m["type"] == "state")
        if msg["observation"]["over"]:
            return msg
        if msg["legal"]:
            ws.send_json({"type": "act", "seq": msg["seq"], "action": msg["legal"][0]})


def seat_protocols(token: str) -> list[str]:
    """The WebSocket subprotocols that carry a seat token (never the URL: logs keep URLs)."""
    return ["corsairs", f"corsairs.token.{token}"]


def play_moves(client: TestClient, table_id: str, moves: int) -> Any:
    """``moves`` actions played at a live table, on the server's loop as its connections
    would (a person's seat by its first legal move, a bot's by its bot), or up to the
    game's end; the table's room."""
    room = client.app.state.hub.rooms[table_id]  # type: ignore[attr-defined]

    def go() -> None:
        for _ in range(moves):
            st = room.state
            if st.is_over():
                return
            if st.current_player in room.bots:
                bot = room.bots[st.current_player]
                room._commit(bot.choose(st.observation(st.current_player), st.legal_actions()))
            else:
                room.act(st.current_player, room.seq, str(st.legal_actions()[0]))

    client.portal.call(go)  # type: ignore[union-attr]
    return room


def swap_bot(client: Any, room: Any, seat: int, agent: Any) -> None:
    """Seat ``agent`` as ``seat``'s bot behind the server's back, as a test does to plant a
    failing bot. A move the old bot had begun (the table's first move may be a bot's, begun
    as the table was made) is dropped when it ends, as after a take-back, and nothing would
    start the new bot's turn: the table would stall (a worker died so, at the test's
    timeout, when the swap landed while that move was in flight). So wait for that move to
    end, then start the turn, on the server's event loop."""

    async def restart() -> None:
        if room.bot_task is not None:
            await asyncio.wait([room.bot_task])
        room.schedule_bot()

    room.bots[seat] = agent
    client.portal.call(restart)
