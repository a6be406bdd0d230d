"""Table talk (server/talk.py): friends at a table on different machines say a line to
each other; everyone at the table hears it, it outlives a restart, and nothing else can
speak, flood the table or slip markup or invisible characters into it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import new_table, receive_until, seat_protocols

from corsairs.server.talk import (
    TALK_BURST,
    TALK_KEPT,
    TALK_LINE,
    TALK_SEAT_KEPT,
    Talk,
    TalkRefused,
)


def said(ws: Any) -> dict[str, Any]:
    return receive_until(ws, lambda m: m["type"] in ("said", "error"))


def welcome(ws: Any) -> dict[str, Any]:
    return receive_until(ws, lambda m: m["type"] == "welcome")


@pytest.mark.storage
def test_a_line_reaches_everyone_at_the_table_and_outlives_a_restart(
    make_client: Callable[[], TestClient],
) -> None:
    first = make_client()
    t = new_table(first, players=3, seats=[{"kind": "human"}] * 3)
    url = f"/ws/{t['id']}"
    with (
        first.websocket_connect(url, subprotocols=seat_protocols(t["tokens"][0])) as anna,
        first.websocket_connect(url, subprotocols=seat_protocols(t["tokens"][1])) as bruno,
        first.websocket_connect(url) as spy,
    ):
        assert welcome(anna)["talk"] == []
        anna.send_json({"type": "say", "text": "  Good   luck,\nall! \u202e"})
        heard = [said(ws)["line"] for ws in (anna, bruno, spy)]
        assert heard[0] == heard[1] == heard[2]
        assert heard[0]["seat"] == 0 and heard[0]["text"] == "Good luck, all!"
        bruno.send_json({"type": "say", "text": "Grazie 🙂"})
        assert said(anna)["line"]["text"] == "Grazie 🙂"
    first.__exit__(None, None, None)
    second = make_client()
    with second.websocket_connect(url, subprotocols=seat_protocols(t["tokens"][2])) as clara:
        talk = welcome(clara)["talk"]
    assert [(line["n"], line["seat"], line["text"]) for line in talk] == [
        (0, 0, "Good luck, all!"),
        (1, 1, "Grazie 🙂"),
    ]


def test_what_cannot_be_said_is_refused_and_nobody_hears_it(client: TestClient) -> None:
    t = new_table(client, players=2, seats=[{"kind": "human"}] * 2)
    url = f"/ws/{t['id']}"
    with (
        client.websocket_connect(url, subprotocols=seat_protocols(t["tokens"][0])) as anna,
        client.websocket_connect(url) as spy,
    ):
        cases = [
            (spy, {"type": "say", "text": "hello"}, "talk_spectator"),
            (anna, {"type": "say", "text": "\u200b \u202e\t"}, "talk_empty"),
            (anna, {"type": "say", "text": ""}, "bad_message"),
            (anna, {"type": "say", "text": "x" * (TALK_LINE + 1)}, "bad_message"),
            (anna, {"type": "say", "text": 5}, "bad_message"),
            (anna, {"type": "say", "text": "hi", "seat": 1}, "bad_message"),
        ]
        for ws, message, code in cases:
            ws.send_json(message)
            reply = said(ws)
            assert reply["type"] == "error" and reply["code"] == code, (message, reply)
        # the table heard none of it: the next line anyone hears is the first one said
        anna.send_json({"type": "say", "text": "ok"})
        assert said(spy)["line"] == {**said(anna)["line"], "n": 0}
    with client.websocket_connect(url) as late:
        assert [line["text"] for line in welcome(late)["talk"]] == ["ok"]


def test_a_seat_that_talks_too_fast_is_told_to_wait() -> None:
    talk = Talk()
    for k in range(TALK_BURST):
        talk.keep(talk.line(0, f"line {k}", now=100.0 + k))
    with pytest.raises(TalkRefused) as refused:
        talk.line(0, "one more", now=100.0 + TALK_BURST)
    assert refused.value.code == "talk_too_fast"
    assert talk.line(1, "another seat may", now=100.0 + TALK_BURST)["seat"] == 1
    assert talk.line(0, "later", now=111.0)["n"] == TALK_BURST  # the window has passed


def test_a_page_gets_the_newest_lines_and_numbers_go_on_from_the_stored_ones() -> None:
    stored = [{"n": n, "seat": n % 2, "text": str(n), "at": float(n)} for n in range(80)]
    talk = Talk.of(stored)
    assert [line["n"] for line in talk.lines] == list(range(80 - TALK_KEPT, 80))
    assert talk.line(0, "next", now=1000.0)["n"] == 80
    assert Talk.of([]).line(0, "first", now=0.0)["n"] == 0


def test_one_seat_flooding_the_talk_does_not_push_the_others_lines_out() -> None:
    """s40: at 5 lines in 10 s one friend could say 30 lines a minute and push everyone
    else's out of the 50 a page gets. A page gets each seat's newest lines, none more than
    half the lines kept: the flooder pushes out their own older lines."""
    talk = Talk()
    talk.keep(talk.line(1, "well played", now=0.0))
    for k in range(80):
        talk.keep(talk.line(0, f"spam {k}", now=10.0 * k))
    kept = list(talk.lines)
    assert kept[0]["text"] == "well played" and len(kept) == TALK_SEAT_KEPT + 1
    assert [line["n"] for line in kept] == sorted(line["n"] for line in kept)
    assert talk.line(1, "next", now=1000.0)["n"] == 81
    stored = [{"n": 0, "seat": 1, "text": "hi", "at": 0.0}] + [
        {"n": n, "seat": 0, "text": str(n), "at": float(n)} for n in range(1, 80)
    ]
    assert [line["n"] for line in Talk.of(stored).lines] == [0, *range(80 - TALK_SEAT_KEPT, 80)]


@pytest.mark.storage
def test_the_store_gives_each_seat_its_newest_lines(client: TestClient) -> None:
    """After a reload or a restart too: the lines a page gets are read per seat, in one
    query (it was one per seat that had talked, each table opened)."""
    from sqlalchemy import event

    t = new_table(client, players=2, seats=[{"kind": "human"}] * 2)
    store = client.app.state.hub.store  # type: ignore[attr-defined]
    store.say(t["id"], {"n": 0, "seat": 1, "text": "hi", "at": 0.0})
    for n in range(1, 60):
        store.say(t["id"], {"n": n, "seat": 0, "text": str(n), "at": float(n)})
    queries: list[str] = []

    def count(conn: object, cursor: object, statement: str, *rest: object) -> None:
        queries.append(statement)

    event.listen(store.engine, "before_cursor_execute", count)
    try:
        kept = store.talk(t["id"], TALK_KEPT, per_seat=TALK_SEAT_KEPT)
    finally:
        event.remove(store.engine, "before_cursor_execute", count)
    assert [line["n"] for line in kept] == [0, *range(60 - TALK_SEAT_KEPT, 60)]
    assert len(queries) == 1, queries
    assert len(store.talk(t["id"], TALK_KEPT)) == TALK_KEPT  # the newest, whoever said them


def test_a_friend_whose_seat_a_bot_plays_still_talks_as_themselves(client: TestClient) -> None:
    """s40: a friend whose seat went to a bot (away a while) watched from their own link and
    could not say a word: "talk_spectator". They talk as the seat they hold back a claim on,
    under their own name (the page names a bot's seat after its friend)."""
    t = client.post(
        "/api/tables",
        json={
            "game": "corsairs",
            "players": 2,
            "seats": [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}],
        },
    ).json()
    bob = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]}).json()
    r = client.post(f"/api/tables/{t['id']}/seats/1/bot", json={"token": t["creator_token"]})
    assert r.status_code == 200, r.text
    url = f"/ws/{t['id']}"
    with (
        client.websocket_connect(url, subprotocols=seat_protocols(t["tokens"][0])) as ann,
        client.websocket_connect(url, subprotocols=seat_protocols(bob["token"])) as watching,
    ):
        assert welcome(watching)["seat"] is None
        told = receive_until(watching, lambda m: m["type"] == "error")
        assert told["code"] == "seat_replaced"  # why it watches
        watching.send_json({"type": "say", "text": "back in five"})
        reply = said(watching)  # to every page, or refused to this one
        assert reply["type"] == "said", reply
        line = said(ann)["line"]
        assert line["seat"] == 1 and line["text"] == "back in five"
    with client.websocket_connect(url) as spy:  # a spectator still only reads
        spy.send_json({"type": "say", "text": "hello"})
        assert said(spy)["code"] == "talk_spectator"


@pytest.mark.storage
def test_a_deleted_table_takes_its_talk_with_it(client: TestClient) -> None:
    t = new_table(client, players=2, seats=[{"kind": "human"}] * 2)
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][0])
    ) as anna:
        anna.send_json({"type": "say", "text": "bye"})
        said(anna)
    store = client.app.state.hub.store  # type: ignore[attr-defined]
    assert store.talk(t["id"], 10)
    r = client.request("DELETE", f"/api/tables/{t['id']}", json={"token": t["creator_token"]})
    assert r.status_code < 300, r.text
    assert store.talk(t["id"], 10) == []
