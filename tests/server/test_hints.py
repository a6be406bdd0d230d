"""Hints at a live table: the option (chosen, default rule, older tables), the WebSocket
request, its refusals, and that the answer reaches the asking seat only."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import new_table, receive_until, run_async, seat_protocols
from sqlalchemy import create_engine, update

from corsairs.coach.hints import compute_kept_hint
from corsairs.registry import load_game
from corsairs.server import hints as server_hints
from corsairs.server.hints import compute_hint, hints_by_default
from corsairs.server.store import normalize_url, tables_t

SAMPLES = 24
BOTS = [{"kind": "bot", "bot": "greedy"}]


def fast(client: TestClient) -> TestClient:
    client.app.state.hub.hint_samples = SAMPLES  # type: ignore[attr-defined]
    return client


def create(client: TestClient, seats: list[dict[str, Any]], **extra: Any) -> Any:
    return client.post(
        "/api/tables",
        json={"game": "corsairs", "players": len(seats), "seats": seats, "seed": 3, **extra},
    )


def my_turn(ws: Any) -> dict[str, Any]:
    return receive_until(ws, lambda m: m["type"] == "state" and bool(m["legal"]))


def play(ws: Any, view: dict[str, Any], action: str | None = None) -> dict[str, Any]:
    """Plays `action` (the first legal one by default); the seat's next view to act on, or
    the view of the game's end."""
    ws.send_json({"type": "act", "seq": view["seq"], "action": action or view["legal"][0]})
    view = receive_until(ws, lambda m: m["type"] == "state" and m["seq"] > view["seq"])
    return view if view["legal"] or view["observation"]["over"] else my_turn(ws)


def to_play(a: Any, b: Any) -> tuple[Any, Any, dict[str, Any]]:
    """Of two seats' sockets: the one to play, the other, and the first's view."""
    va = receive_until(a, lambda m: m["type"] == "state")
    vb = receive_until(b, lambda m: m["type"] == "state")
    return (a, b, va) if va["legal"] else (b, a, vb)


@pytest.mark.parametrize(
    ("kinds", "allowed"),
    [
        (["human", "bot", "bot"], True),
        (["human", "human", "bot"], False),
        (["human", "invited", "bot"], False),
        (["human", "human"], False),
    ],
)
def test_default_rule(client: TestClient, kinds: list[str], allowed: bool) -> None:
    seats = [{"kind": k, **({"bot": "greedy"} if k == "bot" else {})} for k in kinds]
    seed = {} if "invited" in kinds else {"seed": 3}
    r = client.post(
        "/api/tables",
        json={"game": "corsairs", "players": len(seats), "seats": seats, **seed},
    )
    assert r.status_code == 201, r.text
    assert r.json()["hints"] is allowed
    assert client.get(f"/api/tables/{r.json()['id']}").json()["hints"] is allowed
    assert hints_by_default(seats) is allowed


def test_the_creators_choice_is_kept_and_shown_to_every_seat_and_spectator(
    client: TestClient,
) -> None:
    r = create(client, [{"kind": "human"}, {"kind": "human"}], hints=True)
    assert r.status_code == 201
    t = r.json()
    for token in (*t["tokens"], None):
        protocols = seat_protocols(token) if token else ["corsairs"]
        with client.websocket_connect(f"/ws/{t['id']}", subprotocols=protocols) as ws:
            assert ws.receive_json()["table"]["hints"] is True
            assert receive_until(ws, lambda m: m["type"] == "state")["hints"] is True
    alone = create(client, [{"kind": "human"}, *BOTS], hints=False).json()
    assert alone["hints"] is False


@pytest.mark.parametrize("bad", ["yes", 1, 0, "true", [], {}])
def test_the_option_is_strict(client: TestClient, bad: Any) -> None:
    r = create(client, [{"kind": "human"}, *BOTS], hints=bad)
    assert r.status_code == 422
    assert r.json()["code"] == "bad_body"


def reopened_before_the_option(
    client: TestClient, make_client: Callable[[], TestClient], db_url: str
) -> TestClient:
    """The server stopped, its tables' ``hints`` set to NULL as a database from before the
    option stores them, and a new server on the same database."""
    client.__exit__(None, None, None)
    engine = create_engine(normalize_url(db_url))
    with engine.begin() as c:
        c.execute(update(tables_t).values(hints=None))
    engine.dispose()
    return make_client()


@pytest.mark.storage
def test_older_tables_follow_the_default_rule(
    make_client: Callable[[], TestClient], db_url: str
) -> None:
    client = make_client()
    alone = create(client, [{"kind": "human"}, *BOTS], hints=False).json()["id"]
    pair = create(client, [{"kind": "human"}, {"kind": "human"}], hints=True).json()["id"]
    again = reopened_before_the_option(client, make_client, db_url)
    assert again.get(f"/api/tables/{alone}").json()["hints"] is True
    assert again.get(f"/api/tables/{pair}").json()["hints"] is False


@pytest.mark.storage
def test_an_older_tables_hints_stay_as_they_were_when_a_seat_goes_to_a_bot(
    make_client: Callable[[], TestClient], db_url: str
) -> None:
    """A table stored before the option (``hints`` NULL) between two people had hints off
    by the default rule; giving the friend's seat to a bot made it a table of one person,
    whose default is on: the seat change switched hints on. It keeps what it had."""
    client = make_client()
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    t = create(client, seats, seed=None).json()
    client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]})
    again = reopened_before_the_option(client, make_client, db_url)
    assert again.get(f"/api/tables/{t['id']}").json()["hints"] is False
    body = {"token": t["creator_token"]}
    r = again.post(f"/api/tables/{t['id']}/seats/1/bot", json=body)
    assert r.status_code == 200, r.text
    assert r.json()["seats"][1]["kind"] == "bot" and r.json()["hints"] is False
    again.__exit__(None, None, None)
    third = make_client()
    assert third.get(f"/api/tables/{t['id']}").json()["hints"] is False  # stored
    third.__exit__(None, None, None)
    # a table whose friend's seat went to a bot before the option was stored: the people
    # who sat down decide, not the bot
    engine = create_engine(normalize_url(db_url))
    with engine.begin() as c:
        c.execute(update(tables_t).values(hints=None))
    engine.dispose()
    assert make_client().get(f"/api/tables/{t['id']}").json()["hints"] is False


def test_a_hint_goes_to_the_asking_seat_only_and_uses_only_its_observation(
    client: TestClient,
) -> None:
    fast(client)
    t = create(client, [{"kind": "human"}, {"kind": "human"}], hints=True).json()
    seat0, seat1 = (seat_protocols(tok) for tok in t["tokens"])
    url = f"/ws/{t['id']}"
    with (
        client.websocket_connect(url, subprotocols=seat0) as a,
        client.websocket_connect(url, subprotocols=seat1) as b,
        client.websocket_connect(url, subprotocols=["corsairs"]) as watcher,
    ):
        me, other, view = to_play(a, b)
        me.send_json({"type": "hint", "seq": view["seq"]})
        msg = receive_until(me, lambda m: m["type"] in ("hint", "error"))
        assert msg["type"] == "hint", msg
        assert msg["seq"] == view["seq"]
        h = msg["hint"]
        assert h["seat"] == view["observation"]["seat"]
        assert h["recommended"] in view["legal"]
        assert {m["action"] for m in h["moves"]} <= set(view["legal"])
        # the same as the coach gives from the seat's observation alone
        game = load_game("corsairs", players=2)
        legal = [game.parse_action(a) for a in view["legal"]]
        expected = compute_hint(game, view["observation"], legal, SAMPLES)

        assert h == json.loads(expected)
        # asking again for the same position: the same hint, nothing worked out again
        me.send_json({"type": "hint", "seq": view["seq"]})
        assert receive_until(me, lambda m: m["type"] in ("hint", "error"))["hint"] == h
        for ws in (other, watcher):  # a ping's pong comes after anything sent before it
            ws.send_json({"type": "ping"})
            seen = []
            while (m := ws.receive_json())["type"] != "pong":
                seen.append(m["type"])
            assert "hint" not in seen


def refusal(ws: Any, message: dict[str, Any]) -> dict[str, Any]:
    ws.send_json(message)
    return receive_until(ws, lambda m: m["type"] in ("hint", "error"))


def test_forbidden_at_a_table_of_two_people_by_default(client: TestClient) -> None:
    t = new_table(client, players=2, seats=[{"kind": "human"}, {"kind": "human"}])
    assert t["hints"] is False
    for token in t["tokens"]:
        with client.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(token)) as ws:
            view = receive_until(ws, lambda m: m["type"] == "state")
            err = refusal(ws, {"type": "hint", "seq": view["seq"]})
            assert err["type"] == "error"
            assert err["code"] == "hints_forbidden"


def test_refusal_codes(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    fast(client)
    t = create(client, [{"kind": "human"}, {"kind": "human"}], hints=True).json()
    url = f"/ws/{t['id']}"
    with (
        client.websocket_connect(url, subprotocols=seat_protocols(t["tokens"][0])) as a,
        client.websocket_connect(url, subprotocols=seat_protocols(t["tokens"][1])) as b,
        client.websocket_connect(url, subprotocols=["corsairs"]) as watcher,
    ):
        me, other, view = to_play(a, b)
        seq = view["seq"]
        receive_until(watcher, lambda m: m["type"] == "state")
        assert refusal(other, {"type": "hint", "seq": seq})["code"] == "not_your_turn"
        assert refusal(watcher, {"type": "hint", "seq": seq})["code"] == "spectator"
        assert refusal(me, {"type": "hint", "seq": seq + 1})["code"] == "hint_stale"
        for bad in (
            {"type": "hint", "seq": str(seq)},
            {"type": "hint"},
            {"type": "hint", "seq": 0, "x": 1},
        ):
            assert refusal(me, bad)["code"] == "bad_message"
        monkeypatch.setattr(server_hints, "HINTS_PER_MINUTE", 0)
        paused = refusal(me, {"type": "hint", "seq": seq})
        assert paused["code"] == "hint_rate_limited" and paused["retry_after"] == 60
        assert paused["per_minute"] == 0
        monkeypatch.setattr(server_hints, "HINTS_PER_MINUTE", 12)
        client.app.state.hub.hint_samples = 400  # type: ignore[attr-defined]
        me.send_json({"type": "hint", "seq": seq})
        assert refusal(me, {"type": "hint", "seq": seq})["code"] == "hint_busy"
        assert receive_until(me, lambda m: m["type"] in ("hint", "error"))["type"] == "hint"


def test_a_paced_out_seat_is_told_when_it_may_ask_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """The refusal said "wait a moment" and the browser closed the hint panel with a toast:
    a learner asking fast lost the panel and did not know when to ask again. It now carries
    the wait, from the ask whose minute must pass first."""
    from collections import deque

    desk = server_hints._SeatDesk(asked=deque([100.0, 110.0, 130.0]))
    monkeypatch.setattr(server_hints, "HINTS_PER_MINUTE", 2)
    assert server_hints._paused_for(desk, 145.0) == 25  # 110.0's minute ends at 170
    monkeypatch.setattr(server_hints, "HINTS_PER_MINUTE", 3)
    assert server_hints._paused_for(desk, 145.0) == 15  # 100.0's ends at 160
    assert server_hints._paused_for(desk, 159.5) == 1


def test_the_browser_and_the_terminal_give_the_same_hint_for_the_same_position(
    client: TestClient,
) -> None:
    """The browser's hints were seeded by the table's move number, the terminal's by 0:
    in a German game 21 of 49 decisions got other advice on the two surfaces (browser
    "discard V11", terminal "sail V11, about as good: discard N6, R9 or V11"). A hint's
    samples now follow from the position as the seat sees it, on every surface."""
    from corsairs.coach import hint

    fast(client)
    t = create(client, [{"kind": "human"}, *BOTS], hints=True).json()
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        view = my_turn(ws)
        view = play(ws, view)
        assert view["seq"] > 0
        ws.send_json({"type": "hint", "seq": view["seq"]})
        msg = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
    game = load_game("corsairs", players=2)
    legal = [game.parse_action(a) for a in view["legal"]]
    # what `corsairs play` prints at "?" for this position (cli._hint)
    terminal = hint(game, view["observation"], legal, samples=SAMPLES).to_dict()
    assert msg["hint"] == json.loads(json.dumps(terminal))


def test_a_hint_overtaken_by_a_move_is_not_sent(client: TestClient) -> None:
    fast(client)
    t = create(client, [{"kind": "human"}, *BOTS], hints=True).json()
    client.app.state.hub.hint_samples = 400  # type: ignore[attr-defined]
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        view = my_turn(ws)
        ws.send_json({"type": "hint", "seq": view["seq"]})
        ws.send_json({"type": "act", "seq": view["seq"], "action": view["legal"][0]})
        msg = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
        assert msg["type"] == "error" and msg["code"] == "hint_stale"


def test_a_hint_is_worked_out_in_a_bot_worker_under_its_cpu_cap() -> None:
    """The pool's worker gives the same hint as the coach in-process, counted as a search
    (so quick bots keep a worker), and the judgement behind it, for the game's review."""
    import asyncio
    import json

    from corsairs.server.botpool import BotPool

    game = load_game("piratatak", players=2)
    state = game.new_state(seed=2)
    seat = state.current_player
    obs = state.observation(seat)
    legal = state.legal_actions()
    payload = {
        "kind": "hint",
        "game": "piratatak",
        "players": 2,
        "rules": game.rules_dict(),
        "spec": "hint",
        "seed": 0,
        "samples": SAMPLES,
        "observation": obs,
        "legal": [str(a) for a in legal],
    }

    async def ask() -> tuple[tuple[str, Any], bool]:
        pool = BotPool(workers=2, cpu_cap=10.0)
        try:
            task = asyncio.ensure_future(pool.hint("t", payload))
            await asyncio.sleep(0)
            heavy = any(w.job is not None and w.job.heavy for w in pool.workers)
            return await task, heavy
        finally:
            await pool.close()

    # A loop of its own: a Playwright test in this worker may own this thread's loop.
    (text, judgement), heavy = run_async(ask())
    assert heavy
    here, judged_here = compute_kept_hint(game, obs, legal, SAMPLES, 0)
    assert json.loads(text) == json.loads(here)
    assert judgement == judged_here


def test_a_hint_short_of_time_answers_with_what_it_has_found() -> None:
    """On a machine so busy that the niced worker had a few per cent of a core, a hint's
    search outlasted the pool's wall-clock guard and failed (``BotFailed``, 25 times in
    one game at load 20). It answers with the samples it has judged instead: at half the
    guard's time on its own, at once when the server hurries it (a player has waited
    ``HINT_PATIENCE``), saying how many of its budget it took; the worker plays on."""
    import asyncio

    from corsairs.server.botpool import BotPool

    game = load_game("corsairs", players=2)
    state = game.new_state(seed=2)
    common: dict[str, Any] = {
        "game": "corsairs",
        "players": 2,
        "rules": game.rules_dict(),
        "observation": state.observation(state.current_player),
        "legal": [str(a) for a in state.legal_actions()],
    }
    # a budget no machine finishes within the guard: a busy machine's hint, sooner
    endless = {**common, "kind": "hint", "spec": "hint", "seed": 0, "samples": 10**6}

    async def go() -> tuple[list[dict[str, Any]], set[int], str]:
        pool = BotPool(workers=1, cpu_cap=10.0)
        try:
            await pool.choose("t", {**common, "spec": "greedy", "seed": 1})  # worker started
            pids = {w.process.pid for w in pool.workers}
            # the guard, once the worker has started (its imports take seconds on a busy
            # machine); the hint answers on its own at half of it, 3 s
            pool.wall_limit = 6.0
            alone = json.loads((await pool.hint("t", endless))[0])
            hurried = asyncio.ensure_future(pool.hint("t", endless))
            await asyncio.sleep(0)
            pool.hurry("t", asyncio.get_running_loop().time())
            said = json.loads((await hurried)[0])
            move = await pool.choose("t", {**common, "spec": "greedy", "seed": 1})
            return [alone, said], pids | {w.process.pid for w in pool.workers}, move
        finally:
            await pool.close()

    hints, pids, move = run_async(go())
    for said in hints:
        assert said["asked"] == 10**6 and 16 <= said["samples"] < 10**6
        assert said["recommended"] in common["legal"]
    assert len(pids) == 1 and move in common["legal"]  # one worker throughout


def test_a_hint_asked_for_answers_within_the_servers_patience(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player's wait starts the hint's patience (``HINT_PATIENCE``, here none): its
    search answers with the samples it has judged, saying so, instead of making the player
    wait for a budget the machine cannot give it now."""
    monkeypatch.setattr(server_hints, "HINT_PATIENCE", 0.0)
    t = create(client, [{"kind": "human"}, *BOTS], hints=True).json()
    client.app.state.hub.hint_samples = 10**6  # type: ignore[attr-defined]
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        view = my_turn(ws)
        ws.send_json({"type": "hint", "seq": view["seq"]})
        msg = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
    assert msg["type"] == "hint", msg
    assert msg["hint"]["asked"] == 10**6 and 16 <= msg["hint"]["samples"] < 10**6


def test_any_hint_message_is_answered_or_refused_and_changes_nothing(
    client: TestClient,
) -> None:
    """Whatever a seat sends as a hint request, it gets a hint or a known refusal, the
    table stays where it was, and the socket keeps answering."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from corsairs.server.messages import ERROR_CODES

    fast(client)
    t = create(client, [{"kind": "human"}, *BOTS], hints=True).json()
    values = st.one_of(
        st.integers(-3, 2**32), st.text(max_size=5), st.booleans(), st.none(), st.floats()
    )
    messages = st.fixed_dictionaries(
        {"type": st.sampled_from(["hint", "Hint", "hints"])},
        optional={"seq": values, "extra": values},
    )
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        view = my_turn(ws)

        @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
        @given(messages)
        def ask(message: dict[str, Any]) -> None:
            ws.send_json(message)
            reply = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
            if reply["type"] == "error":
                assert reply["code"] in ERROR_CODES
                assert reply["seq"] == view["seq"]
            else:
                assert reply["seq"] == view["seq"] == message["seq"]
            assert client.get(f"/api/tables/{t['id']}").json()["seq"] == view["seq"]

        ask()


def counted_hints(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The observations the server works hints out for, in order (compute_kept_hint spied on)."""
    seen: list[dict[str, Any]] = []

    def spy(
        game: Any, obs: Any, legal: Any, samples: Any, seed: Any = None, stop: Any = None
    ) -> Any:
        seen.append(json.loads(json.dumps(obs, default=str)))
        return compute_kept_hint(game, obs, legal, samples, seed, stop)

    monkeypatch.setattr(server_hints, "compute_kept_hint", spy)
    return seen


@contextlib.contextmanager
def learner(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[Any, Any, list[dict[str, Any]]]]:
    """A person against bots at a table that allows hints, the person's socket open: the
    socket, the table's room and the observations every hint was worked out for."""
    fast(client)
    seen = counted_hints(monkeypatch)
    t = create(client, [{"kind": "human"}, *BOTS], hints=True).json()
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        yield ws, client.app.state.hub.get(t["id"]), seen  # type: ignore[attr-defined]


def worked_out(ws: Any, desk: Any) -> None:
    """Until the hint being worked out ahead (if any) is done: pings answered meanwhile."""
    while getattr(desk, "working", None) is not None:
        ws.send_json({"type": "ping"})
        receive_until(ws, lambda m: m["type"] == "pong")


def test_once_a_seat_asked_its_next_decisions_are_worked_out_as_they_come(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hint was worked out only when asked for: on a busy machine a learner waited
    seconds at every click (half a second of CPU in a worker at nice 5). Once a seat has
    asked, each of its decisions is worked out as it comes, the same hint asking gives, and
    the ask is answered from it without working it out again."""
    with learner(client, monkeypatch) as (ws, room, seen):
        view = my_turn(ws)
        view = play(ws, view)
        assert seen == []  # a seat that never asked costs nothing
        ws.send_json({"type": "hint", "seq": view["seq"]})
        first = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
        assert first["type"] == "hint" and len(seen) == 1
        view = play(ws, view, first["hint"]["recommended"])
        while len(view["legal"]) < 2:  # a decision (a single move is worked out if asked)
            view = play(ws, view)
        desk = server_hints._desks[room][0]
        # worked out (or under way) before the seat asked
        under_way = getattr(desk, "working", None)
        assert view["seq"] in (under_way, (desk.answered or (None,))[0])
        ws.send_json({"type": "hint", "seq": view["seq"]})
        msg = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
    assert msg["type"] == "hint"
    assert len(seen) == 2 and seen[1] == json.loads(json.dumps(view["observation"]))
    game = load_game("corsairs", players=2)
    legal = [game.parse_action(a) for a in view["legal"]]
    assert msg["hint"] == json.loads(compute_hint(game, view["observation"], legal, SAMPLES))


def test_a_seat_that_stops_asking_stops_having_its_decisions_worked_out(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server_hints, "PREPARED_UNASKED", 2, raising=False)
    with learner(client, monkeypatch) as (ws, room, seen):
        view = my_turn(ws)
        ws.send_json({"type": "hint", "seq": view["seq"]})
        assert receive_until(ws, lambda m: m["type"] in ("hint", "error"))["type"] == "hint"
        desk = server_hints._desks[room][0]
        decisions = 0
        while decisions < 6 and not view["observation"]["over"]:
            worked_out(ws, desk)  # what is worked out ahead ends
            view = play(ws, view)
            decisions += len(view["legal"]) > 1
    assert len(seen) == 1 + 2


def test_a_hint_job_cancelled_while_it_runs_keeps_its_worker() -> None:
    """A hint worked out ahead is dropped when the seat moves: killing its worker mid-way
    would make the next bot move wait for a new worker to start (imports, a second on a
    busy machine); it ends unheard instead, and the same worker plays the next move."""
    import asyncio

    from corsairs.server.botpool import BotPool

    game = load_game("corsairs", players=2)
    state = game.new_state(seed=2)
    seat = state.current_player
    common = {
        "game": "corsairs",
        "players": 2,
        "rules": game.rules_dict(),
        "observation": state.observation(seat),
        "legal": [str(a) for a in state.legal_actions()],
    }
    # the hint is still under way when cancelled (cancelled at once, as its worker starts)
    hint_job = {**common, "kind": "hint", "spec": "hint", "seed": 0, "samples": SAMPLES}
    bot_job = {**common, "spec": "greedy", "seed": 1}

    async def go() -> tuple[int, int, str]:
        pool = BotPool(workers=1, cpu_cap=10.0)
        try:
            task = asyncio.ensure_future(pool.choose("t", hint_job))
            await asyncio.sleep(0)
            assert pool.workers and pool.workers[0].job is not None
            pid = pool.workers[0].process.pid
            task.cancel()
            await asyncio.sleep(0)
            move = await pool.choose("t", bot_job)
            return pid, pool.workers[0].process.pid, move
        finally:
            await pool.close()

    before, after, move = run_async(go())
    assert before == after
    assert game.parse_action(move) in state.legal_actions()


def test_a_seat_that_wants_hints_has_its_first_decision_worked_out_before_it_asks(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first hint of a game was paid in full: nothing was worked out until the seat
    asked once. ``{"type": "hint", "ahead": true}`` (the browser of a player who used hints
    before) starts on the seat's decisions at once; the ask is then answered from it."""
    with learner(client, monkeypatch) as (ws, room, seen):
        view = my_turn(ws)
        while len(view["legal"]) < 2:  # a decision (a single move is worked out if asked)
            view = play(ws, view)
        ws.send_json({"type": "hint", "seq": view["seq"], "ahead": True})
        ws.send_json({"type": "ping"})
        receive_until(ws, lambda m: m["type"] in ("pong", "error"))
        desk = server_hints._desks[room][0]
        worked_out(ws, desk)
        assert desk.answered is not None and desk.answered[0] == view["seq"]
        ws.send_json({"type": "hint", "seq": view["seq"]})
        msg = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
    assert msg["type"] == "hint" and len(seen) == 1


def test_hints_ahead_at_a_table_without_hints_is_refused(client: TestClient) -> None:
    t = create(client, [{"kind": "human"}, *BOTS], hints=False).json()
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        view = my_turn(ws)
        ws.send_json({"type": "hint", "seq": view["seq"], "ahead": True})
        msg = receive_until(ws, lambda m: m["type"] == "error")
    assert msg["code"] == "hints_forbidden"


def test_only_the_hints_a_seat_asks_for_count_towards_its_hints_a_minute(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The decisions worked out ahead counted towards the seat's hints a minute: a learner
    who had asked twice in a minute was paused ("Hints are paused"), the server's own work
    ahead having used the rest. Each position the seat asks about counts once (answered
    from the work ahead or not; asked again, free); the work ahead counts nothing."""
    monkeypatch.setattr(server_hints, "HINTS_PER_MINUTE", 2)

    def decision(view: dict[str, Any]) -> dict[str, Any]:
        worked_out(ws, server_hints._desks[room][0])  # what is worked out ahead ends
        view = play(ws, view)
        while len(view["legal"]) < 2 and not view["observation"]["over"]:
            view = play(ws, view)
        return view

    def ask(view: dict[str, Any]) -> dict[str, Any]:
        ws.send_json({"type": "hint", "seq": view["seq"]})
        return receive_until(ws, lambda m: m["type"] in ("hint", "error"))

    with learner(client, monkeypatch) as (ws, room, seen):
        view = my_turn(ws)
        assert ask(view)["type"] == "hint"  # the first of two
        for _ in range(3):  # decisions worked out ahead, not asked about
            view = decision(view)
        asked = ask(view)
        assert asked["type"] == "hint", asked  # the second: answered, not paused
        assert len(seen) == 1 + 3  # each decision worked out ahead, the pace aside
        assert ask(view)["type"] == "hint"  # the same position again: free
        view = decision(view)
        paused = ask(view)  # a third position in the minute
    assert paused["type"] == "error" and paused["code"] == "hint_rate_limited", paused


def test_kept_judgements_are_bounded_oldest_table_first_and_forgotten_once_reviewed() -> None:
    """A server keeps its hints' judgements for reviews within ``KEPT_BYTES``: beyond it the
    table whose judgements came first loses them (its review judges anew); a seat's are
    dropped once its review is stored."""
    from corsairs.coach.search import Judgement
    from corsairs.server.hints import KeptJudgements

    def judged(key: str) -> Judgement:
        return Judgement(key, ("a",), {"a": (bytes(8 * 64), (0.5, 0.5), {})})

    one = judged("k0").size()
    kept = KeptJudgements(limit=3 * one)
    kept.keep("t1", 0, judged("k1"))
    kept.keep("t2", 0, judged("k2"))
    kept.keep("t1", 0, judged("k1"))  # the same decision again: kept once
    kept.keep("t1", 0, judged("k3"))
    assert [j.key for j in kept.of("t1", 0)] == ["k1", "k3"] and kept.size == 3 * one
    kept.keep("t3", 1, judged("k4"))  # over the bound: t2's, the oldest table's, go
    assert kept.of("t2", 0) == [] and kept.size == 3 * one
    kept.keep("t3", 1, judged("k5"))  # t1 was the oldest then
    assert kept.of("t1", 0) == [] and [j.key for j in kept.of("t3", 1)] == ["k4", "k5"]
    kept.forget("t3", 1)
    assert kept.of("t3", 1) == [] and kept.size == 0


def test_the_only_move_is_told_at_once_without_a_search(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "The only move: Draw" (Piratatak's turn starts with a draw) ran a whole search, 8 to
    14 s on a busy server, for a figure that chose nothing: it is said at once (``forced``,
    the game's figures of the next card), and counts nothing towards the seat's pace."""
    fast(client)
    seen = counted_hints(monkeypatch)
    monkeypatch.setattr(server_hints, "HINTS_PER_MINUTE", 0)  # answered, not paused
    t = client.post(
        "/api/tables",
        json={"game": "piratatak", "players": 2, "seats": [{"kind": "human"}, *BOTS],
              "seed": 3, "hints": True},
    ).json()  # fmt: skip
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        view = my_turn(ws)
        assert view["legal"] == ["draw"], view["legal"]
        ws.send_json({"type": "hint", "seq": view["seq"]})
        msg = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
    assert msg["type"] == "hint", msg
    said = msg["hint"]
    assert said["only"] and said["recommended"] == "draw" and said["samples"] == 0, said
    assert said["details"]["cards_left"] > 0 and "pirate_chance" in said["details"], said
    assert seen == []  # no search


def test_a_hurried_hint_worked_out_ahead_is_worked_out_again_when_asked(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hint worked out ahead in a busy moment (hurried: fewer deals than its budget) stayed
    the position's answer when the player asked later on an idle server: asked, it is worked
    out again, whole if there is time (here, in a thread: at once)."""
    with learner(client, monkeypatch) as (ws, room, seen):
        view = my_turn(ws)
        ws.send_json({"type": "hint", "seq": view["seq"]})
        first = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
        view = play(ws, view, first["hint"]["recommended"])
        while len(view["legal"]) < 2:
            view = play(ws, view)
        desk = server_hints._desks[room][0]
        worked_out(ws, desk)
        assert desk.answered is not None
        seq, whole = desk.answered
        assert seq == view["seq"] and "asked" not in whole
        desk.answered = (seq, {**whole, "samples": 16, "asked": SAMPLES})  # as if hurried
        ws.send_json({"type": "hint", "seq": view["seq"]})
        msg = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
        assert msg["type"] == "hint" and msg["hint"] == whole, msg
        assert len(seen) == 3  # the first ask, the position ahead, and again when asked
        ws.send_json({"type": "hint", "seq": view["seq"]})  # asked again: the whole one, kept
        again = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
        assert again["hint"] == whole and len(seen) == 3
        # still busy when asked: hurried again, on fewer deals than ahead, the one ahead stays
        ahead = {**whole, "samples": 20, "asked": SAMPLES}
        desk.answered, desk.ahead = (seq, ahead), True
        worse = json.dumps({**whole, "samples": 16, "asked": SAMPLES})
        monkeypatch.setattr(server_hints, "compute_kept_hint", lambda *a: (worse, None))
        ws.send_json({"type": "hint", "seq": view["seq"]})
        busy = receive_until(ws, lambda m: m["type"] in ("hint", "error"))
    assert busy["hint"] == ahead, busy
