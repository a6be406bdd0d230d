"""A table's address as a stranger might mangle it: every endpoint says there is no such
table, on every database (PostgreSQL refuses a NUL in any text it is asked to compare,
and the refusal came back as a 500 and a dropped socket)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

pytestmark = pytest.mark.storage  # the database's own limits are what is tested

BAD_IDS = ["a%00b", "%00", "a%01b", "a%20b", "é", "x" * 33]


@pytest.mark.parametrize("table", BAD_IDS)
def test_a_mangled_table_id_is_no_table_anywhere(client: TestClient, table: str) -> None:
    base = f"/api/tables/{table}"
    answers = [
        client.get(base),
        client.get(f"{base}/record"),
        client.get(f"{base}/replay?step=0"),
        client.post(f"{base}/claim", json={"invite": "x"}),
        client.post(f"{base}/start", json={"token": "x"}),
        client.post(f"{base}/again", json={"token": "x"}),
        client.post(f"{base}/seats/1/invite", json={"token": "x"}),
        client.post(f"{base}/seats/1/bot", json={"token": "x"}),
        client.post(f"{base}/reviews", json={"seat": 0}),
        client.request("DELETE", base, json={"token": "x"}),
    ]
    for r in answers:
        assert (r.status_code, r.json()["code"]) == (404, "not_found"), (r.request.url, r.text)
    with client.websocket_connect(f"/ws/{table}", subprotocols=["corsairs"]) as ws:
        assert ws.receive_json()["code"] == "bad_table"


def test_my_tables_leaves_a_mangled_table_id_out(client: TestClient) -> None:
    entries = [{"table": "a\u0000b", "token": None}, {"table": "\u0001", "token": "x"}]
    r = client.post("/api/my-tables", json={"entries": entries})
    assert r.status_code == 200 and r.json() == []
