"""No seat token in any log line: a real ``corsairs serve`` process (Uvicorn's access and
error logs at ``info``) on a loopback port, through whole games played over WebSockets."""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import time
from pathlib import Path
from typing import Any

import httpx
import orjson
from e2e_helpers import child_of_this_process
from websockets.sync.client import connect
from websockets.typing import Subprotocol

ADDRESS = re.compile(rb"http://(?:localhost|127\.0\.0\.1):(\d+)/")


STARTED = 120.0
"""Seconds a server may take to start and answer (a limit for a stuck one, not a pause):
a load of 20 made one take 14 s to say its address and 8.6 s to answer its first request."""


def port_of(log_path: Path, proc: subprocess.Popen[bytes], timeout: float = STARTED) -> int:
    """The port a server started with ``--port 0`` chose, read from its log: the server
    binds it itself, so nothing can take it between a choice and the start."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        m = ADDRESS.search(log_path.read_bytes())
        if m:
            return int(m.group(1))
        assert proc.poll() is None, "the server stopped: " + log_path.read_text(errors="replace")
        time.sleep(0.05)
    raise AssertionError("the server did not say its address")


def test_no_token_in_any_log_line_of_whole_games(tmp_path: Path) -> None:
    """A whole game of each game on one server (starting one costs seconds of CPU)."""
    log_path = tmp_path / "server.log"
    # ends with this process, as the browser tests' server does: a worker pytest-timeout
    # ends runs no finally, and the server lived on holding its port
    cmd = child_of_this_process("corsairs.server.command", ["--port", "0"])
    cmd += ["--db", f"sqlite:///{tmp_path / 't.sqlite3'}", "--no-open", "--bot-delay", "0"]
    cmd += ["--log-level", "debug"]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with log_path.open("wb") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
        tables: dict[str, dict[str, Any]] = {}
        try:
            port = port_of(log_path, proc)
            http = f"http://127.0.0.1:{port}"
            deadline = time.monotonic() + STARTED
            while True:
                try:
                    if httpx.get(http + "/api/games", timeout=30).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.1)
            for game in ("corsairs", "piratatak"):
                tables[game] = play_a_whole_game(http, port, game)
        finally:
            proc.terminate()
            proc.wait(timeout=15)
    text = log_path.read_text(errors="replace")
    for game, t in tables.items():
        assert f"/ws/{t['id']}" in text, game  # the access log was on
        for tok in t["tokens"]:
            if tok:
                assert tok not in text, f"a seat token of the {game} table reached the server log"
        assert t["creator_token"] not in text, f"{game}: the creator's token reached the log"
        # the host reads the seat as the table counts it beside the API's address
        seat_1 = rf'/api/tables/{t["id"]}/replay\?step=1&seat=1 HTTP/1\.1" 200 OK \(seat 2\)$'
        assert re.search(seat_1, text, re.M), (game, text[-2000:])
        to_bot = rf'/api/tables/{t["id"]}/seats/1/bot HTTP/1\.1" 409 Conflict \(seat 2\)$'
        assert re.search(to_bot, text, re.M), game
    assert "/api/my-tables" in text  # the access log was on
    assert "corsairs.token.<redacted>" in text  # debug level prints handshake headers


def play_a_whole_game(http: str, port: int, game: str) -> dict[str, Any]:
    """A table of two humans and a bot, played to its end over WebSockets, its addresses
    asked as a page asks them, and sockets opened with a wrong and the creator's token;
    returns the table as made (its id and tokens)."""
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]
    # A Piratatak game whose players always draw on can run to hundreds of turns
    # (the bot's seed is the server's secret): the safeguard ends it by turn 30.
    rules = {"turn_limit": 30} if game == "piratatak" else {}
    body = {"game": game, "players": 3, "seats": seats, "seed": 5, "rules": rules}
    t: dict[str, Any] = httpx.post(http + "/api/tables", json=body).json()
    tokens = [tok for tok in t["tokens"] if tok]
    ws_url = f"ws://127.0.0.1:{port}"
    # the second human only watches from its seat; the first plays the whole game
    protocols = [Subprotocol("corsairs"), Subprotocol(f"corsairs.token.{tokens[1]}")]
    with connect(f"{ws_url}/ws/{t['id']}", subprotocols=protocols) as other:
        assert orjson.loads(other.recv())["seat"] == 1
        other.close()
    assert play_both_seats(ws_url, t["id"], tokens) > 10
    entries = [{"table": t["id"], "token": tok} for tok in tokens]
    assert httpx.post(http + "/api/my-tables", json={"entries": entries}).status_code == 200
    assert httpx.get(f"{http}/api/tables/{t['id']}/record").status_code == 200
    # addresses naming the API's seat 1, the table's second seat (counted from 1)
    replay = f"{http}/api/tables/{t['id']}/replay?step=1&seat=1"
    assert httpx.get(replay).status_code == 200
    to_bot = f"{http}/api/tables/{t['id']}/seats/1/bot"
    assert httpx.post(to_bot, json={"token": t["creator_token"]}).status_code == 409
    wrong = [Subprotocol("corsairs"), Subprotocol(f"corsairs.token.{tokens[0]}x")]
    with connect(f"{ws_url}/ws/{t['id']}", subprotocols=wrong) as ws:
        assert orjson.loads(ws.recv())["code"] == "bad_table"
    creator = [
        Subprotocol("corsairs"),
        Subprotocol(f"corsairs.creator.{t['creator_token']}"),
    ]
    with connect(f"{ws_url}/ws/{t['id']}", subprotocols=creator) as ws:
        assert orjson.loads(ws.recv())["type"] == "welcome"
    return t


def play_both_seats(url: str, table: str, tokens: list[str]) -> int:
    """One socket per human seat, each playing its first legal move, until the game is
    over; returns the number of moves."""
    with contextlib.ExitStack() as stack:
        socks = []
        for tok in tokens:
            protocols = [Subprotocol("corsairs"), Subprotocol(f"corsairs.token.{tok}")]
            ws_url = f"{url}/ws/{table}"
            socks.append(stack.enter_context(connect(ws_url, subprotocols=protocols)))
        acted: set[tuple[int, int]] = set()  # (socket, seq): a view can arrive twice per move
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            for i, ws in enumerate(socks):
                try:
                    msg: dict[str, Any] = orjson.loads(ws.recv(timeout=0.02))
                except TimeoutError:
                    continue
                assert msg["type"] != "error", msg
                if msg["type"] != "state":
                    continue
                if msg["observation"]["over"]:
                    return int(msg["seq"])
                if msg["legal"] and (i, msg["seq"]) not in acted:
                    acted.add((i, msg["seq"]))
                    act = {"type": "act", "seq": msg["seq"], "action": msg["legal"][0]}
                    ws.send(orjson.dumps(act).decode())
    raise AssertionError("the game did not end in time")
