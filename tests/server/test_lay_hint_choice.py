"""The lay-down dialog outlines the division the hint advised (the page's module in Node, no
browser): the hint said "Best division: lay down the crew …" and the dialog's choices showed
nothing marked, so a learner could not find it; a division the hint judged that the server's
list leaves out is offered first, with its own limit and stowaways."""

from __future__ import annotations

import json
from typing import Any

from web_i18n import in_node

HAND = ["R5", "R7", "R10", "B3", "B4", "G2", "V9"]
OPTIONS = [
    {"crew": ["R5", "R7", "R10"], "attached": [], "limit": 9, "count": 2,
     "action": "crew R5 R7 R10"},
    {"crew": ["B3", "B4"], "attached": [], "limit": 24, "count": 3, "action": "crew B3 B4"},
]  # fmt: skip


def choices(hinted: str | None) -> list[dict[str, Any]]:
    options = [{**o, "text": o["action"]} for o in OPTIONS]
    body = f"""const c = await import("./games/corsairs.js");
return c.layChoices({json.dumps(options)}, {json.dumps(hinted)}, {json.dumps(HAND)}, "G");"""
    out = in_node(body, "en", table=True)
    assert isinstance(out, list)
    return out


def test_the_advised_division_is_marked_among_the_choices() -> None:
    shown = choices("crew B3 B4")
    assert [o["text"] for o in shown] == ["crew R5 R7 R10", "crew B3 B4"]
    assert [bool(o.get("hinted")) for o in shown] == [False, True]


def test_a_division_the_list_leaves_out_is_offered_first_with_its_limit() -> None:
    shown = choices("crew R10 R7 R5 V9")  # the engine's order need not be the page's
    assert shown[0]["hinted"] and shown[0]["text"] == "crew R5 R7 R10 V9", shown[0]
    # the pier is green: G2 is a prisoner, B3 and B4 stowaways (3 + 4)
    assert (shown[0]["limit"], shown[0]["count"]) == (7, 2), shown[0]
    assert [o["text"] for o in shown[1:]] == ["crew R5 R7 R10", "crew B3 B4"]


def test_no_advice_or_another_move_marks_nothing() -> None:
    for hinted in (None, "discard R5"):
        assert not any(o.get("hinted") for o in choices(hinted))
