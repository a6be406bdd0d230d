"""The hint's other moves name a discard as the headline and the sail-or-wait table do: beside
a sail, "Discard blue 10 and wait" (a learner read "Discard blue 10 — 63%" under "Discard blue
10 and set sail — 83%" as the same move judged twice); four languages, Node, no browser."""

from __future__ import annotations

import json
from typing import Any

import pytest
from web_i18n import in_node

MOVES = [
    {"action": "sail B10", "win": 0.83},
    {"action": "discard R5", "win": 0.63},
    {"action": "discard B10", "win": 0.62},
]


def said(lang: str, hint: dict[str, Any]) -> list[str]:
    body = f"""const h = await import("./hint.js");
const hint = {json.dumps(hint)};
return [h.headline(hint, {{ observation: {{}} }}, ["Ann", "Bob"]),
        ...h.otherMoves(hint, {{ observation: {{}} }}, ["Ann", "Bob"])];"""
    return list(in_node(body, lang, table=True))


@pytest.mark.parametrize(
    ("lang", "wait"),
    [
        ("en", "Discard blue 10 and wait — 62%"),
        ("fr", "Défausser le 10 bleu et attendre — 62"),
        ("it", "Scarta il 10 blu e aspetta — 62"),
        ("de", "Die blaue 10 ablegen und abwarten — 62"),
    ],
)
def test_beside_a_sail_another_moves_discard_says_it_waits(lang: str, wait: str) -> None:
    hint = {"recommended": "sail B10", "close": [], "moves": MOVES, "details": {}}
    head, *others = said(lang, hint)
    assert len(others) == 2 and others[1].startswith(wait), others
    # the same card's sail and wait are told apart in the headline too
    assert "10" in head and wait.split(" — ")[0].lower() not in head.lower(), head


def test_a_recommended_discard_beside_a_sail_says_it_waits_and_without_one_does_not() -> None:
    hint = {"recommended": "discard R5", "close": [], "moves": MOVES[1:] + MOVES[:1]}
    head, *others = said("en", hint)
    assert head == "Recommended: Discard red 5 and wait", head
    assert others == ["Discard blue 10 and wait — 62%", "Discard blue 10 and set sail — 83%"]
    no_sail = {"recommended": "discard R5", "close": [], "moves": MOVES[1:]}
    assert said("en", no_sail) == ["Recommended: Discard red 5", "Discard blue 10 — 62%"]
