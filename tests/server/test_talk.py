"""Table talk (server/talk.py): friends at a table on different machines say a line to
each other; everyone at the table hears it, it outlives a restart, and nothing else can
speak, flood the table or slip markup or invisible characters into it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import new_table, receive_until, seat_protocols

from corsairs.server.talk import TALK_BURST, TALK_KEPT, TALK_LINE, Talk, TalkRefused


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
