"""Live play over WebSockets: only your seat's view, and every bad message changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import new_table, receive_until, seat_protocols, swap_bot

pytestmark = pytest.mark.storage  # the whole module is about what is stored


def state_msg(ws: Any) -> dict[str, Any]:
    return receive_until(ws, lambda m: m["type"] == "state")


def error_msg(ws: Any) -> dict[str, Any]:
    return receive_until(ws, lambda m: m["type"] == "error")


def seq_of(client: TestClient, table_id: str) -> int:
    return int(client.get(f"/api/tables/{table_id}").json()["seq"])


def test_each_seat_sees_its_own_hand_and_spectators_none(client: TestClient) -> None:
    t = new_table(client, players=2, seats=[{"kind": "human"}] * 2)
    with (
        client.websocket_connect(
            f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
        ) as a,
        client.websocket_connect(f"/ws/{t['id']}") as spy,
    ):
        welcome = a.receive_json()
        assert welcome["type"] == "welcome" and welcome["seat"] == 0
        va = state_msg(a)
        assert va["observation"]["seat"] == 0 and len(va["observation"]["hand"]) == 12
        assert spy.receive_json()["seat"] is None
        vs = state_msg(spy)
        assert "hand" not in vs["observation"] and vs["legal"] == []


def test_bad_messages_get_errors_and_change_nothing(client: TestClient) -> None:
    t = new_table(client, players=2, seats=[{"kind": "human"}] * 2, seed=11)
    first = client.get(f"/api/tables/{t['id']}").json()["current_player"]
    other = 1 - first
    with (
        client.websocket_connect(
            f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][first])
        ) as me,
        client.websocket_connect(
            f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][other])
        ) as them,
        client.websocket_connect(f"/ws/{t['id']}") as spy,
    ):
        view = state_msg(me)
        assert view["legal"] and view["seq"] == 0
        cases: list[tuple[Any, str, str]] = [
            (me, "not json", "bad_message"),
            (me, '{"type": "dance"}', "bad_message"),
            (me, '{"type": "act", "seq": 0}', "bad_message"),
            (me, '{"type": "act", "seq": "0", "action": "draw stock", "x": 1}', "bad_message"),
            (me, '{"type": "act", "seq": 5, "action": "draw stock"}', "stale"),
            (me, '{"type": "act", "seq": 0, "action": "discard O9"}', "illegal"),
            (me, '{"type": "act", "seq": 0, "action": "fly away"}', "illegal"),
            (me, "x" * 5000, "bad_message"),
            (them, '{"type": "act", "seq": 0, "action": "draw stock"}', "not_your_turn"),
            (spy, '{"type": "act", "seq": 0, "action": "draw stock"}', "spectator"),
        ]
        for ws, text, code in cases:
            ws.send_text(text)
            err = error_msg(ws)
            assert err["code"] == code, (text, err)
            assert err["message"] and err["seq"] == 0
        assert seq_of(client, t["id"]) == 0
        me.send_json({"type": "act", "seq": 0, "action": "draw stock"})
        assert state_msg(me)["seq"] == 1
        me.send_json({"type": "act", "seq": 0, "action": "draw pile"})  # a repeat: stale
        assert error_msg(me)["code"] == "stale"
        assert seq_of(client, t["id"]) == 1
        me.send_json({"type": "ping"})
        assert receive_until(me, lambda m: m["type"] == "pong")["seq"] == 1


def test_wrong_token_or_table_is_refused(client: TestClient) -> None:
    t = new_table(client, players=2, seats=[{"kind": "human"}] * 2)
    other = new_table(client, players=2, seats=[{"kind": "human"}] * 2)
    for url, token in (
        (f"/ws/{t['id']}", "guess"),
        (f"/ws/{t['id']}", other["tokens"][0]),
        ("/ws/missing", t["tokens"][0]),
    ):
        with client.websocket_connect(url, subprotocols=seat_protocols(token)) as ws:
            err = ws.receive_json()
            assert err["type"] == "error" and err["code"] == "bad_table" and err["message"]
    assert seq_of(client, t["id"]) == 0


def play_some(client: TestClient, t: dict[str, Any], moves: int) -> dict[str, Any]:
    """Play ``moves`` actions, always the first legal one, with every seat connected."""
    socks = [
        client.websocket_connect(f"/ws/{t['id']}", subprotocols=seat_protocols(tok))
        for tok in t["tokens"]
    ]
    conns = [s.__enter__() for s in socks]
    try:
        views = [state_msg(c) for c in conns]
        for _ in range(moves):
            seat = next(i for i, v in enumerate(views) if v["legal"])
            conns[seat].send_json(
                {"type": "act", "seq": views[seat]["seq"], "action": views[seat]["legal"][0]}
            )
            want = views[seat]["seq"] + 1
            views = [
                receive_until(c, lambda m: m["type"] == "state" and m["seq"] == want)  # noqa: B023
                for c in conns
            ]
        return views[0]
    finally:
        for s in socks:
            s.__exit__(None, None, None)


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_restart_resumes_the_table_exactly(
    make_client: Callable[[], TestClient], game: str
) -> None:
    first = make_client()
    t = new_table(first, game=game, players=3, seats=[{"kind": "human"}] * 3, seed=21)
    before = play_some(first, t, 9)
    first.__exit__(None, None, None)  # the server stops
    second = make_client()  # ...and starts again on the same database
    with second.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        after = state_msg(ws)
    assert after["seq"] == before["seq"] == 9
    assert after["observation"] == before["observation"]
    later = play_some(second, t, 3)
    assert later["seq"] == 12


def test_bots_resume_after_restart(make_client: Callable[[], TestClient]) -> None:
    first = make_client()
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
    t = new_table(first, game="piratatak", players=2, seats=seats, seed=4)
    first.__exit__(None, None, None)
    second = make_client()
    with second.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        # whoever starts, the human gets to act: the bot moved on by itself if it was first
        view = receive_until(ws, lambda m: m["type"] == "state" and bool(m["legal"]))
        assert view["observation"]["current_player"] == 0


@pytest.mark.timeout(60)
def test_a_bot_that_errs_is_replaced_by_a_random_legal_move(client: TestClient) -> None:
    from corsairs.agents import Agent

    class Broken(Agent):
        name = "broken"

        def choose(self, observation: dict[str, Any], legal_actions: Any) -> Any:
            raise RuntimeError("bug in a bot")

    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    t = new_table(client, players=2, seats=seats, seed=2)
    hub: Any = client.app.state.hub  # type: ignore[attr-defined]
    room = hub.rooms[t["id"]]
    swap_bot(client, room, 1, Broken(room.game, seed=0))  # seed 2: the bot plays first
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        for _ in range(6):  # the human plays; the table never stalls on the bot
            view = receive_until(ws, lambda m: m["type"] == "state" and bool(m["legal"]))
            ws.send_json({"type": "act", "seq": view["seq"], "action": view["legal"][0]})
        assert receive_until(ws, lambda m: m["type"] == "state")["seq"] >= 6


def test_a_stored_log_that_no_longer_replays_is_reported_not_crashed(
    make_client: Callable[[], TestClient],
) -> None:
    first = make_client()
    t = new_table(first, players=2, seats=[{"kind": "human"}] * 2, seed=9)
    play_some(first, t, 2)
    hub: Any = first.app.state.hub  # type: ignore[attr-defined]
    with hub.store.engine.begin() as c:  # corrupt the log: move 2 becomes nonsense
        from sqlalchemy import update

        from corsairs.server.store import moves_t

        c.execute(update(moves_t).where(moves_t.c.number == 1).values(action="discard Z99"))
    first.__exit__(None, None, None)
    second = make_client()  # starts despite the bad table
    r = second.get(f"/api/tables/{t['id']}")
    assert r.status_code == 404 and "stored move 2" in r.json()["detail"]
    with second.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        err = ws.receive_json()
        assert err["code"] == "bad_table" and "stored move 2" in err["message"]
