"""Limits (issue 19): table creation quotas, loading tables when first touched, expiry of
abandoned tables, one server per database, and older databases migrated."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import new_table, play_first_legal_to_the_end, seat_protocols

from corsairs.server.app import create_app
from corsairs.server.quotas import CreationQuota, QuotaExceeded
from corsairs.server.store import ServerLocked, Store, tables_t
from corsairs.server.tables import Hub

TWO = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]


def test_table_creation_is_rate_limited_per_client(db_url: str) -> None:
    quota = CreationQuota(per_minute=1, burst=3, max_open=0)
    with TestClient(create_app(db_url, bot_delay=0, bots_in_workers=False, quota=quota)) as c:
        for _ in range(3):
            new_table(c, seats=TWO, players=2)
        r = c.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": TWO})
        assert r.status_code == 429 and "a minute" in r.json()["detail"]
        assert r.json()["code"] == "too_many"
        assert int(r.headers["retry-after"]) > 0
        assert len(c.app.state.hub.rooms) == 3  # type: ignore[attr-defined]


def test_two_servers_in_one_process_keep_their_own_tables_and_quota(tmp_path: Path) -> None:
    """Every app shares one set of routes (built once a process): each route must find its
    own server's tables and quota, never another's."""
    capped = CreationQuota(per_minute=0, max_open=1)
    a = create_app(f"sqlite:///{tmp_path / 'a.sqlite3'}", bot_delay=0, bots_in_workers=False)
    b = create_app(
        f"sqlite:///{tmp_path / 'b.sqlite3'}", bot_delay=0, bots_in_workers=False, quota=capped
    )
    with TestClient(a) as ca, TestClient(b) as cb:
        t = new_table(ca, seats=TWO, players=2)
        assert cb.get(f"/api/tables/{t['id']}").status_code == 404
        mine = [{"table": t["id"], "token": t["tokens"][0]}]
        assert [x["id"] for x in ca.post("/api/my-tables", json={"entries": mine}).json()] == [
            t["id"]
        ]
        assert cb.post("/api/my-tables", json={"entries": mine}).json() == []
        with cb.websocket_connect(f"/ws/{t['id']}") as ws:
            assert ws.receive_json()["code"] == "bad_table"
        new_table(cb, seats=TWO, players=2)
        refused = cb.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": TWO})
        assert refused.status_code == 429  # b's own cap of one unfinished table
        new_table(ca, seats=TWO, players=2)  # a has none


def test_unfinished_tables_per_client_are_capped(db_url: str) -> None:
    quota = CreationQuota(per_minute=0, max_open=2)
    with TestClient(create_app(db_url, bot_delay=0, bots_in_workers=False, quota=quota)) as c:
        first = new_table(c, seats=TWO, players=2)
        new_table(c, seats=TWO, players=2)
        r = c.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": TWO})
        assert r.status_code == 429 and "unfinished tables" in r.json()["detail"]
        # its own code: the browser must not say "try again in a minute" (waiting won't do)
        assert r.json()["code"] == "too_many_open" and "retry-after" not in r.headers
        with c.websocket_connect(
            f"/ws/{first['id']}", subprotocols=seat_protocols(first["tokens"][0])
        ) as ws:
            play_first_legal_to_the_end(ws)
        new_table(c, seats=TWO, players=2)  # a finished table frees a place


def test_the_bucket_refills_with_time() -> None:
    q = CreationQuota(per_minute=6, burst=1, max_open=0)
    q.check_rate("a", now=0.0)
    with pytest.raises(QuotaExceeded) as exc:
        q.check_rate("a", now=1.0)
    assert exc.value.retry_after == 9
    q.check_rate("b", now=1.0)  # another client has its own bucket
    q.check_rate("a", now=11.0)


def test_start_up_loads_no_table_until_it_is_touched(make_client: Callable[[], Any]) -> None:
    first = make_client()
    ids = [new_table(first, seats=TWO, players=2)["id"] for _ in range(3)]
    first.__exit__(None, None, None)
    second = make_client()
    hub = second.app.state.hub
    assert hub.rooms == {}
    assert second.get(f"/api/tables/{ids[1]}").status_code == 200
    assert set(hub.rooms) == {ids[1]}


@pytest.mark.storage
def test_abandoned_tables_expire_and_finished_ones_stay(client: TestClient) -> None:
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    old, fresh, done = (new_table(client, seats=TWO, players=2) for _ in range(3))
    with client.websocket_connect(
        f"/ws/{done['id']}", subprotocols=seat_protocols(done["tokens"][0])
    ) as ws:
        play_first_legal_to_the_end(ws)
    long_ago = time.time() - 31 * 86400
    with hub.store.engine.begin() as c:
        c.execute(tables_t.update().where(tables_t.c.id != fresh["id"]).values(updated=long_ago))
    assert client.portal.call(hub.expire, 30.0) == 1  # type: ignore[union-attr]
    assert client.get(f"/api/tables/{old['id']}").status_code == 404
    assert client.get(f"/api/tables/{fresh['id']}").status_code == 200
    assert client.get(f"/api/tables/{done['id']}/record").status_code == 200


@pytest.mark.storage
def test_a_second_server_on_the_same_database_is_refused(db_url: str) -> None:
    with (
        TestClient(create_app(db_url, bot_delay=0, bots_in_workers=False)),
        pytest.raises(ServerLocked, match="another corsairs server"),
        TestClient(create_app(db_url, bot_delay=0, bots_in_workers=False)),
    ):
        pass  # pragma: no cover
    with TestClient(create_app(db_url, bot_delay=0, bots_in_workers=False)) as again:
        assert again.get("/api/games").status_code == 200  # the lock went with the server


@pytest.mark.storage
def test_the_serve_command_refuses_a_database_in_use(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from corsairs.cli import app

    url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    holder = Store(url)
    holder.lock_server()
    try:
        r = CliRunner().invoke(app, ["serve", "--db", url, "--no-open", "--port", "0"])
    finally:
        holder.close()
    assert r.exit_code == 2 and "already using this database" in r.output


@pytest.mark.storage
def test_an_older_database_is_migrated_and_its_tables_say_they_have_no_commitment(
    tmp_path: Path,
) -> None:
    import sqlite3

    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)  # the schema and a table as the first release stored them
    db.executescript(
        """
        CREATE TABLE corsairs_tables (id VARCHAR(32) PRIMARY KEY, game VARCHAR(64) NOT NULL,
          players INTEGER NOT NULL, rules JSON NOT NULL, seed BIGINT NOT NULL,
          seats JSON NOT NULL, over BOOLEAN NOT NULL, created FLOAT NOT NULL,
          updated FLOAT NOT NULL);
        CREATE TABLE corsairs_moves (table_id VARCHAR(32) NOT NULL REFERENCES corsairs_tables(id),
          number INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (table_id, number));
        """
    )
    seats = '[{"kind":"human","name":"Ann","token":"x"},{"kind":"bot","bot":"random","name":"r"}]'
    db.execute(
        "INSERT INTO corsairs_tables VALUES ('old1','corsairs',2,'{}',5,?,0,?,?)",
        (seats, time.time(), time.time()),
    )
    db.commit()
    db.close()
    with TestClient(create_app(f"sqlite:///{path}", bot_delay=0, bots_in_workers=False)) as c:
        summary = c.get("/api/tables/old1").json()
        assert summary["started"] is True
        assert summary["fairness"]["legacy"] is True and summary["fairness"]["commitment"] is None
        room = c.app.state.hub.rooms["old1"]  # type: ignore[attr-defined]
        assert room.bot_seed(1) == 5 + 1  # the seed it always had, so it resumes as it was
        assert new_table(c, seats=TWO, players=2)["fairness"]["commitment"]
