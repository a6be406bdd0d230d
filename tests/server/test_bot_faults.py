"""A bot that fails at a browser table (its code raises, it chooses no legal move, it takes
too long): the table plays a random legal move for it and goes on, and the players are told
once a seat, with the kind of fault (they took the random moves for the bot's own)."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from server_helpers import new_table, receive_until, seat_protocols
from web_i18n import in_node

from corsairs.server import tables
from corsairs.server.botpool import BotFailed


@pytest.mark.usefixtures("unruly")
def test_the_players_are_told_once_that_a_bot_failed_and_how(
    client: Any, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host's log too says the fault once, then how often (every few faults here)."""
    monkeypatch.setattr(tables, "BOT_FAULTS_LOGGED_EVERY", 3, raising=False)
    caplog.set_level(logging.ERROR, logger="corsairs.server")
    t = new_table(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "raiser"}], players=2)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        told: list[dict[str, Any]] = []
        while True:  # the human's first legal moves, the bot failing at each of its own
            msg = receive_until(ws, lambda m: m["type"] in ("state", "bot_fault"))
            if msg["type"] == "bot_fault":
                told.append(msg)
            elif msg["seq"] >= 12 or msg["observation"]["over"]:
                break
            elif msg["legal"]:
                ws.send_json({"type": "act", "seq": msg["seq"], "action": msg["legal"][0]})
    room = client.app.state.hub.rooms[t["id"]]
    assert len(room.actions) >= 12  # the game went on, the bot's moves played at random
    assert [{k: m[k] for k in ("type", "seat", "fault")} for m in told] == [
        {"type": "bot_fault", "seat": 1, "fault": "error"}
    ]
    # the host's log names the bot in one line of one bracket ("the bot at seat 2
    # (raiser 2) (raiser)" read as two asides)
    failed = [r.getMessage() for r in caplog.records if " failed (" in r.getMessage()]
    assert len(failed) == 1, failed  # it failed at each of its moves: said once, whole
    assert f"table {t['id']}: bot 'raiser' at seat 2 (raiser 2) failed (" in failed[0], failed
    assert "the bot raised " in failed[0] and " at " in failed[0], failed  # where, in its code
    assert ") (" not in failed[0], failed
    again = [r.getMessage() for r in caplog.records if " failed again (" in r.getMessage()]
    assert again and again[0] == (
        f"table {t['id']}: bot 'raiser' at seat 2 (raiser 2) failed again (error, 3 times "
        "in all); it played at random"
    ), again
    # at the game's end (or the seat leaving its bot) the count not said yet, once
    tally = room.fault_tallies[1, "error"]
    room._log_fault_counts()
    room._log_fault_counts()
    again = [r.getMessage() for r in caplog.records if " failed again (" in r.getMessage()]
    assert again[-1].endswith(f"(error, {tally.count} times in all); it played at random")
    assert len(again) == tally.count // 3 + (tally.count % 3 > 0), again


class _StuckPool:
    """A bot pool whose every move fails with ``failure``: by default the wall-clock guard
    (a bot that sleeps: its CPU cap never comes), as ``BotPool`` reports it after
    ``wall_limit`` (40 s)."""

    def __init__(self, failure: BotFailed) -> None:
        self.asked = 0
        self.failure = failure

    async def choose(self, table: str, payload: dict[str, Any]) -> str:
        self.asked += 1
        raise self.failure

    def cancel(self, table: str) -> None:
        pass

    async def close(self) -> None:
        pass


@pytest.mark.parametrize(
    "failure",
    [
        BotFailed("the bot took too long", "slow"),
        BotFailed("the bot worker died", "error", died=True),  # os._exit, a native crash
    ],
    ids=["slow", "died"],
)
def test_a_bot_out_of_time_or_its_worker_is_asked_no_more_at_that_table(
    client: Any, failure: BotFailed
) -> None:
    """A bot that hangs made the table wait the pool's wall-clock guard (40 s) at each of its
    moves, for the whole game; one that ends its worker (``os._exit``) cost a new worker at
    each: after its first, its moves are played at random at once, the players told once."""
    pool = client.app.state.hub.pool = _StuckPool(failure)
    t = new_table(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}], players=2)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        told = []
        while True:
            msg = receive_until(ws, lambda m: m["type"] in ("state", "bot_fault"))
            if msg["type"] == "bot_fault":
                told.append(msg["fault"])
            elif msg["seq"] >= 12 or msg["observation"]["over"]:
                break
            elif msg["legal"]:
                ws.send_json({"type": "act", "seq": msg["seq"], "action": msg["legal"][0]})
    assert told == [failure.fault]
    assert pool.asked == 1


@pytest.mark.parametrize(
    ("lang", "start"),
    [
        ("en", "🤖 Lookout bot 2 failed (an error in its program): "),
        ("fr", "🤖 Robot Lookout 2 est tombé en panne (une erreur dans son programme)\u00a0: "),
        ("it", "🤖 Bot Lookout 2 si è bloccato (un errore nel suo programma): "),
        ("de", "🤖 Bot Lookout 2 ist ausgefallen (ein Fehler in seinem Programm): Der Tisch "),
    ],
)
def test_each_fault_is_said_with_the_bots_name_in_every_language(lang: str, start: str) -> None:
    said = in_node(
        """const seat = { kind: "bot", bot: "lookout", name: "lookout 2" };
        const name = m.seatName(seat, 1);
        return ["error", "illegal", "slow"].map((f) => m.t("bot_fault_" + f, { name }));""",
        lang,
    )
    assert said[0].startswith(start), said
    assert len(set(said)) == 3 and all("🤖 " in s and "bot_fault" not in s for s in said), said


def _play_until_told(ws: Any, moves: int = 12) -> list[str]:
    """Seat 0 plays its first legal moves until a bot's fault is told, or ``moves`` more
    actions went by: the faults told."""
    told: list[str] = []
    last = None
    while not told:
        msg = receive_until(ws, lambda m: m["type"] in ("state", "bot_fault"))
        if msg["type"] == "bot_fault":
            told.append(msg["fault"])
            continue
        last = msg["seq"] if last is None else last
        if msg["seq"] >= last + moves or msg["observation"]["over"]:
            break
        if msg["legal"]:
            ws.send_json({"type": "act", "seq": msg["seq"], "action": msg["legal"][0]})
    return told


def test_a_seats_fault_is_forgotten_when_the_seat_changes_hands(client: Any) -> None:
    """A bot out of time is asked no more at its table: its seat taken by its friend, late,
    then given to a bot again, the new bot is asked (and its faults told) afresh; it played
    at random for the whole game."""
    pool = client.app.state.hub.pool = _StuckPool(BotFailed("the bot took too long", "slow"))
    seats = [{"kind": "human"}, {"kind": "invited"}]
    r = client.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": seats})
    assert r.status_code == 201, r.text
    t = r.json()
    creator = {"token": t["creator_token"]}
    tid = t["id"]
    with client.websocket_connect(f"/ws/{tid}", subprotocols=seat_protocols(t["tokens"][0])) as ws:
        assert client.post(f"/api/tables/{tid}/seats/1/bot", json=creator).status_code == 200
        assert _play_until_told(ws) == ["slow"]
        r = client.post(f"/api/tables/{tid}/claim", json={"invite": t["invites"][1]})
        assert r.status_code == 200, r.text  # the friend comes, late: the seat is theirs
        assert client.post(f"/api/tables/{tid}/seats/1/bot", json=creator).status_code == 200
        assert _play_until_told(ws) == ["slow"]  # the new bot asked, its fault told
    assert pool.asked == 2


def test_a_table_that_never_answers_fails_its_test_with_a_message(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A test that waits for a move nobody makes (a bot's turn that never started, as a
    bot planted behind the server's back once left it) fails in ``WS_WAIT``, saying so:
    it waited for ever, until pytest-timeout ended its xdist worker (a 60 s test under
    load, its worker's other tests lost with it)."""
    import server_helpers

    monkeypatch.setattr(server_helpers, "WS_WAIT", 0.5)
    t = new_table(client, seats=[{"kind": "human"}] * 2, players=2)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as ws:
        receive_until(ws, lambda m: m["type"] == "state")
        with pytest.raises(AssertionError, match=r"the server sent nothing in 0\.5 s"):
            receive_until(ws, lambda m: False)  # a move nobody makes
