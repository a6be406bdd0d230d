"""Reviews asked for in the browser: queued, computed in a low-priority worker, stored once."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import given, settings
from hypothesis import strategies as st
from server_helpers import (
    play_first_legal_to_the_end,
    receive_until,
    run_async,
    seat_protocols,
    wait_for,
)

from corsairs.server.app import create_app

SEATS = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
SHORT = {"last_round_at": 1}


@pytest.fixture
def open_server(db_url: str) -> Iterator[Callable[..., TestClient]]:
    """Servers on one database (a second one = a restart), with a tiny review budget."""
    opened: list[TestClient] = []

    def make(samples: int = 4, workers: int = 1) -> TestClient:
        app = create_app(
            db_url,
            bot_delay=0.0,
            bots_in_workers=False,
            review_samples=samples,
            review_workers=workers,
        )
        client = TestClient(app)
        client.__enter__()
        opened.append(client)
        return client

    yield make
    for c in opened:
        with contextlib.suppress(Exception):  # a test may have stopped it already
            c.__exit__(None, None, None)


def finished_table(client: TestClient, game: str = "corsairs", seed: int = 3) -> str:
    rules = SHORT if game == "corsairs" else {}
    r = client.post(
        "/api/tables",
        json={"game": game, "players": 2, "seats": SEATS, "rules": rules, "seed": seed},
    )
    assert r.status_code == 201, r.text
    tid: str = r.json()["id"]
    with client.websocket_connect(
        f"/ws/{tid}", subprotocols=seat_protocols(r.json()["tokens"][0])
    ) as ws:
        play_first_legal_to_the_end(ws)
    return tid


def review_done(client: TestClient, tid: str, seat: int) -> dict[str, Any]:
    def done() -> dict[str, Any] | None:
        s: dict[str, Any] = client.get(f"/api/tables/{tid}/reviews/{seat}").json()
        assert s["status"] != "failed", s
        return s if s["status"] == "done" else None

    return wait_for(done)  # type: ignore[no-any-return]


@pytest.mark.storage
def test_a_finished_game_is_reviewed_in_the_background_and_served(
    open_server: Callable[..., TestClient],
) -> None:
    client = open_server()
    tid = finished_table(client)
    r = client.post(f"/api/tables/{tid}/reviews", json={"seat": 1})
    assert r.status_code == 202, r.text
    assert r.json()["status"] in ("queued", "running")
    review = review_done(client, tid, 1)["review"]
    assert review["format"] == "corsairs-review" and review["seat"] == 1
    assert review["samples"] == 4 and review["decisions"]
    assert all(
        d["grade"] in (None, "inaccuracy", "mistake", "blunder") for d in review["decisions"]
    )
    # asked again: the stored review, not a second computation
    again = client.post(f"/api/tables/{tid}/reviews", json={"seat": 1})
    assert again.json()["status"] == "done" and again.json()["review"] == review


def test_piratatak_is_reviewed_too(open_server: Callable[..., TestClient]) -> None:
    """Seed 7: the first legal moves end the game in 31 moves whatever the random bot does
    (seed 3's ran 100 to 2,000 moves, and their review up to 20 s)."""
    client = open_server()
    tid = finished_table(client, "piratatak", seed=7)
    client.post(f"/api/tables/{tid}/reviews", json={"seat": 0})
    review = review_done(client, tid, 0)["review"]
    assert review["game"] == "piratatak" and review["decisions"]


def test_an_unfinished_table_is_refused_with_its_code(
    open_server: Callable[..., TestClient],
) -> None:
    client = open_server()
    r = client.post(
        "/api/tables",
        json={"game": "corsairs", "players": 2, "seats": [{"kind": "human"}] * 2},
    )
    tid = r.json()["id"]
    refused = client.post(f"/api/tables/{tid}/reviews", json={"seat": 0})
    assert refused.status_code == 409
    assert refused.json()["code"] == "review_unfinished"
    assert client.get(f"/api/tables/{tid}/reviews/0").status_code == 404  # nothing queued


@pytest.mark.parametrize(
    "body", [{"seat": 2}, {"seat": -1}, {"seat": "0"}, {"seat": 0, "samples": 9}, {}]
)
def test_a_bad_seat_or_body_is_422_and_queues_nothing(
    open_server: Callable[..., TestClient], body: dict[str, Any]
) -> None:
    client = open_server()
    tid = finished_table(client)
    r = client.post(f"/api/tables/{tid}/reviews", json=body)
    assert r.status_code == 422, r.text
    assert client.app.state.reviews.q.keys == []  # type: ignore[attr-defined]


def test_unknown_table_is_404(open_server: Callable[..., TestClient]) -> None:
    client = open_server()
    assert client.post("/api/tables/nope/reviews", json={"seat": 0}).status_code == 404
    assert client.get("/api/tables/nope/reviews/0").json()["code"] == "not_found"


def test_the_queue_is_first_come_first_served_with_positions_and_a_cap(
    open_server: Callable[..., TestClient],
) -> None:
    client = open_server(samples=400)  # the first one keeps the worker busy
    reviews = client.app.state.reviews  # type: ignore[attr-defined]
    tid = finished_table(client)
    other = finished_table(client, seed=5)
    assert client.post(f"/api/tables/{tid}/reviews", json={"seat": 0}).status_code == 202
    assert client.post(f"/api/tables/{tid}/reviews", json={"seat": 1}).status_code == 202
    third = client.post(f"/api/tables/{other}/reviews", json={"seat": 0})
    assert third.status_code == 429 and third.headers["Retry-After"]  # two per client
    assert third.json()["code"] == "review_busy"
    reviews.per_client = 10
    reviews.cap = 3
    assert client.post(f"/api/tables/{other}/reviews", json={"seat": 0}).status_code == 202
    assert client.post(f"/api/tables/{other}/reviews", json={"seat": 1}).status_code == 429
    wait_for(lambda: client.get(f"/api/tables/{tid}/reviews/0").json()["status"] == "running")
    assert client.get(f"/api/tables/{tid}/reviews/1").json()["position"] == 1
    assert client.get(f"/api/tables/{other}/reviews/0").json()["position"] == 2
    progress = wait_for(
        lambda: (s := client.get(f"/api/tables/{tid}/reviews/0").json())["total"] and s
    )
    assert 0 <= progress["done"] <= progress["total"]
    # a review queued behind it is told how far the one running is and for how long it has
    # run, so that its page can say how long it waits ("starts next" said neither)
    ahead = client.get(f"/api/tables/{tid}/reviews/1").json()["ahead"]
    assert ahead["total"] == progress["total"] and 0 <= ahead["done"] <= ahead["total"]
    assert ahead["seconds"] >= 0


def test_a_bot_table_keeps_playing_while_a_review_runs(
    open_server: Callable[..., TestClient],
) -> None:
    # a review far longer than the test (the worker is stopped with the server): the bot
    # game below ends while it still runs, so the table was not kept waiting for it (a
    # wall-clock bound here had failed a loaded machine, and a short review could end first)
    client = open_server(samples=20_000)
    tid = finished_table(client)
    client.post(f"/api/tables/{tid}/reviews", json={"seat": 0})
    wait_for(lambda: client.get(f"/api/tables/{tid}/reviews/0").json()["status"] == "running")
    finished_table(client, seed=11)  # a whole bot game while the review computes
    assert client.get(f"/api/tables/{tid}/reviews/0").json()["status"] == "running"


@pytest.mark.storage
def test_stored_and_served_after_a_restart_without_recomputing(
    open_server: Callable[..., TestClient],
) -> None:
    first = open_server()
    tid = finished_table(first)
    first.post(f"/api/tables/{tid}/reviews", json={"seat": 0})
    review = review_done(first, tid, 0)["review"]
    first.__exit__(None, None, None)
    second = open_server()
    assert second.get(f"/api/tables/{tid}/reviews/0").json()["review"] == review
    assert second.post(f"/api/tables/{tid}/reviews", json={"seat": 0}).json()["status"] == "done"
    assert second.app.state.reviews.process is None  # type: ignore[attr-defined]


@pytest.mark.storage
def test_a_review_cut_by_a_shutdown_is_queued_again_on_start(
    open_server: Callable[..., TestClient],
) -> None:
    first = open_server(samples=400, workers=2)
    tid = finished_table(first)
    first.post(f"/api/tables/{tid}/reviews", json={"seat": 0})
    wait_for(lambda: first.get(f"/api/tables/{tid}/reviews/0").json()["status"] == "running")
    # the worker and the processes judging its decisions (a fork server and two judges)
    worker = first.app.state.reviews.process.pid  # type: ignore[attr-defined]
    wait_for(lambda: len(_group(worker)) >= 4)
    first.__exit__(None, None, None)  # the worker is stopped with the server
    wait_for(lambda: not _group(worker), limit=10)  # its judges too: none left running
    second = open_server(samples=4)
    assert second.get(f"/api/tables/{tid}/reviews/0").json()["status"] in ("queued", "running")
    assert review_done(second, tid, 0)["review"]["samples"] == 4


def _group(leader: int) -> list[int]:
    """The live processes of ``leader``'s process group (zombies awaiting a reaper aside)."""
    import psutil

    out = []
    for p in psutil.process_iter(["pid", "status"]):
        with contextlib.suppress(psutil.Error, OSError):
            if os.getpgid(p.pid) == leader and p.info["status"] != psutil.STATUS_ZOMBIE:
                out.append(p.pid)
    return out


@pytest.mark.storage
def test_an_older_database_gets_the_reviews_table_on_start(db_url: str) -> None:
    from sqlalchemy import inspect

    from corsairs.server.store import Store, reviews_t

    store = Store(db_url)
    reviews_t.drop(store.engine)  # as a database made before reviews
    store.close()
    store = Store(db_url)
    try:
        assert reviews_t.name in inspect(store.engine).get_table_names()
    finally:
        store.close()


def test_a_result_larger_than_the_pipe_arrives_whole_under_uvloop(tmp_path: Any) -> None:
    """Uvicorn runs on uvloop, whose add_reader leaves the pipe non-blocking: a review
    bigger than the pipe's buffer was read in part and taken for a dead worker."""
    import asyncio

    uvloop = pytest.importorskip("uvloop")
    from corsairs.record import make_record
    from corsairs.registry import load_game
    from corsairs.server.reviews import Reviews
    from corsairs.server.store import Store

    game = load_game("corsairs", players=2)
    state = game.new_state(seed=1)
    actions = []
    while not state.is_over():
        a = state.legal_actions()[0]
        actions.append(a)
        state.apply(a)
    record = make_record(game, 1, ["a", "b"], actions, state)

    async def record_of(_table: str) -> dict[str, Any]:
        return record

    async def main() -> dict[str, Any]:
        store = Store(f"sqlite:///{tmp_path / 'r.sqlite3'}")
        reviews = Reviews(store, record_of, samples=2)
        try:
            reviews.start()
            reviews.submit("t", 0, None)
            while (reviews.status("t", 0) or {})["status"] in ("queued", "running"):
                await asyncio.sleep(0.05)
            return reviews.status("t", 0) or {}
        finally:
            await reviews.close()
            store.close()

    # A thread of its own: an earlier test in this worker cut short inside a loop
    # (a timeout) leaves that loop marked running here, and asyncio.run refuses then.
    got = run_async(main(), timeout=120, runner=uvloop.run)
    assert got["status"] == "done", got
    assert len(repr(got["review"])) > 70_000  # more than a pipe holds at once


@given(
    st.lists(
        st.tuples(st.sampled_from(["a", "b", "c"]), st.integers(0, 3), st.sampled_from("xyz")),
        max_size=30,
    )
)
@settings(max_examples=40, deadline=None)
def test_queue_positions_are_first_come_first_served_and_caps_hold(
    asks: list[tuple[str, int, str]],
) -> None:
    """Whatever is asked: each review is queued once, positions follow the order of the
    first asking, at most ``cap`` wait and no client has more than ``per_client``."""
    from corsairs.server.reviews import ReviewBusy, Reviews
    from corsairs.server.store import Store

    async def never(_table: str) -> dict[str, Any]:
        raise AssertionError("the runner is not started here")

    store = Store("sqlite://")
    try:
        reviews = Reviews(store, never, cap=5, per_client=3)
        accepted: list[tuple[str, int]] = []
        for table, seat, client in asks:
            try:
                got = reviews.submit(table, seat, client)
            except ReviewBusy:
                assert (table, seat) not in accepted
                continue
            if (table, seat) not in accepted:
                accepted.append((table, seat))
            assert got["status"] == "queued"
        assert len(accepted) <= 5
        for n, (table, seat) in enumerate(accepted, start=1):
            assert reviews.status(table, seat) == {
                "table": table,
                "seat": seat,
                "status": "queued",
                "position": n,
                # the first, with nothing running (no runner here), is being taken: starting
                **({"starting": True} if n == 1 else {}),
            }
        per = [c for c in reviews.q.clients.values()]
        assert all(per.count(c) <= 3 for c in per)
    finally:
        store.close()


def test_a_review_next_with_nothing_running_is_starting_not_waiting() -> None:
    """The page said "Waiting for another review to finish" (and read it aloud) for the moment
    between a review's queueing and the worker taking it, when no other review ran."""
    from corsairs.server.reviews import Reviews
    from corsairs.server.store import Store

    async def never(_table: str) -> dict[str, Any]:
        raise AssertionError("the runner is not started here")

    store = Store("sqlite://")
    try:
        reviews = Reviews(store, never)
        reviews.submit("a", 0, "x")
        reviews.submit("b", 1, "y")
        first, second = reviews.status("a", 0) or {}, reviews.status("b", 1) or {}
        assert first["position"] == 1 and first.get("starting") is True, first
        assert second["position"] == 2 and "starting" not in second, second
        # the worker takes the first: the second, next, waits for it
        reviews.q.running = ("a", 0)
        second = reviews.status("b", 1) or {}
        assert second["position"] == 1 and "starting" not in second, second
    finally:
        store.close()


def test_a_review_takes_the_hints_judgements_again_and_says_the_same(
    open_server: Callable[..., TestClient], caplog: pytest.LogCaptureFixture
) -> None:
    """A player who asked a hint at every decision: the review takes each decision's
    judgement from the hint (the same key: the server's observation, budget and seed are
    the replay's) instead of judging it anew, and serves the review judged anew, unchanged."""
    import logging

    from corsairs.coach.review import review
    from corsairs.record import check
    from corsairs.server.hints import judgements

    client = open_server()
    hub = client.app.state.hub  # type: ignore[attr-defined]
    hub.hint_samples = 4  # the review's budget (open_server's): the same key
    r = client.post(
        "/api/tables",
        json={"game": "corsairs", "players": 2, "seats": SEATS, "rules": SHORT, "seed": 3},
    )
    tid, token = r.json()["id"], r.json()["tokens"][0]
    with client.websocket_connect(f"/ws/{tid}", subprotocols=seat_protocols(token)) as ws:
        while True:
            view = receive_until(ws, lambda m: m["type"] == "state")
            if view["observation"]["over"]:
                break
            if view["legal"]:
                ws.send_json({"type": "hint", "seq": view["seq"]})
                assert receive_until(ws, lambda m: m["type"] in ("hint", "error"))["type"] == "hint"
                ws.send_json({"type": "act", "seq": view["seq"], "action": view["legal"][0]})
    kept = judgements(hub).of(tid, 0)
    rec = check(client.get(f"/api/tables/{tid}/record").json())
    anew = review(rec, 0, samples=4)
    assert review(rec, 0, samples=4, kept=kept).reused == len(anew.decisions) > 3
    with caplog.at_level(logging.INFO, logger="corsairs.server.reviews"):
        client.post(f"/api/tables/{tid}/reviews", json={"seat": 0})
        served = review_done(client, tid, 0)["review"]
    assert served == anew.to_dict()
    n = len(anew.decisions)
    assert f"took {n} of its {n} decisions from hints" in caplog.text
    assert judgements(hub).of(tid, 0) == []  # the review is stored: they are of no more use


def test_a_stored_queued_review_missing_from_the_queue_is_queued_again_when_asked_about() -> None:
    """A review stored "queued" or "running" that the queue in memory does not hold (its
    row outlived the runner's: a write that failed after the review was taken off) was
    said to wait at position len + 1, and waited for ever: the page polled a review nobody
    would compute. Asked about, it joins the queue's end, and is computed in its turn."""
    from corsairs.server.reviews import Reviews
    from corsairs.server.store import Store

    async def never(_table: str) -> dict[str, Any]:
        raise AssertionError("the runner is not started here")

    store = Store("sqlite://")
    try:
        reviews = Reviews(store, never)
        for table in ("a", "b", "c"):
            reviews.submit(table, 0, table)
        reviews._write(("a", 0), status="running")
        for table in ("a", "b"):  # their rows stay, the queue lost them
            reviews.q.keys.remove((table, 0))
            reviews.q.clients.pop((table, 0))
        got = reviews.status("a", 0) or {}
        assert got["status"] == "queued" and ("a", 0) in reviews.q.keys, got
        assert reviews._row(("a", 0))["status"] == "queued"  # type: ignore[index]
        again = reviews.submit("b", 0, "b")  # the page asks again when it opens
        assert ("b", 0) in reviews.q.keys and again["position"] == 3, again
        positions = [(reviews.status(t, 0) or {}).get("position") for t in ("c", "a", "b")]
        assert positions == [1, 2, 3]
    finally:
        store.close()


def test_the_review_worker_is_killed_once_and_never_by_a_pid_it_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The server ends the worker's process group (the worker and its judges) once; the
    worker alone when it leads no group yet (just started); and no group at all by the pid
    of a worker already ended and reaped, which another process may hold by now (the
    group was signalled whatever the worker's state, and the worker killed again after)."""
    from corsairs.server.reviews import Reviews
    from corsairs.server.store import Store

    sent: list[tuple[str, int]] = []

    def killpg(pid: int, _sig: int) -> None:
        if pid == 3:  # no group led by that pid
            raise ProcessLookupError(pid)
        sent.append(("group", pid))

    class Worker:
        def __init__(self, pid: int, exitcode: int | None = None) -> None:
            self.pid, self.exitcode = pid, exitcode

        def kill(self) -> None:
            sent.append(("worker", self.pid))

        def join(self, timeout: float | None = None) -> None:
            pass

    async def never(_table: str) -> dict[str, Any]:
        raise AssertionError("the runner is not started here")

    monkeypatch.setattr(os, "killpg", killpg)
    store = Store("sqlite://")
    try:
        reviews = Reviews(store, never)
        for worker, then in (
            (Worker(1), [("group", 1)]),
            (Worker(2, exitcode=-9), []),
            (Worker(3), [("worker", 3)]),
        ):
            sent.clear()
            reviews.process = worker
            reviews._kill()
            assert sent == then and reviews.process is None, (worker.pid, sent)
    finally:
        store.close()
