"""Piratatak's result past the winner: a family wants second, third and fourth. The rulebook
ranks only the winner; the project places the others by boat parts, then by gold coins
(three buy a part), and only then shares a place (docs/piratatak.md). Two boats of 3/6 were
both "2." whatever gold their players held."""

from __future__ import annotations

import json
from typing import Any

from web_i18n import in_node

SEATS = [  # (boat parts, gold)
    (6, 2),  # the winner
    (3, 1),
    (3, 4),
    (1, 0),
]


def _placings(seats: list[tuple[int, int]], winners: list[int], lang: str = "en") -> dict[str, Any]:
    tables = [{"boat": ["R1"] * parts, "gold": gold} for parts, gold in seats]
    obs = {"tables": tables, "winners": winners}
    placings: dict[str, Any] = in_node(
        f"""const pt = await import("./games/piratatak.js");
        const p = pt.placings({json.dumps(obs)});
        return {{ order: p.order, place: p.place, byGold: p.byGold,
                  gold: m.tn("pt_standing_gold", 1), tie: m.t("pt_tie_gold") }};""",
        lang,
        table=True,
    )
    return placings


def test_boats_of_one_size_are_placed_by_their_gold() -> None:
    got = _placings(SEATS, [0])
    assert got["order"] == [0, 2, 1, 3]
    assert got["place"] == [1, 3, 2, 4]
    assert got["byGold"] == [1, 2]  # the lines that say their gold


def test_level_on_parts_and_gold_still_share_a_place_and_winners_share_the_win() -> None:
    level = _placings([(6, 2), (3, 2), (3, 2), (1, 5)], [0])
    assert level["place"] == [1, 2, 2, 4]
    # the turn limit's shared win: the most parts win together whatever their gold
    limit = _placings([(4, 0), (4, 6), (2, 1), (2, 3)], [0, 1])
    assert limit["place"] == [1, 1, 4, 3]
    assert limit["byGold"] == [2, 3]


def test_the_tie_break_is_said_in_each_language() -> None:
    said = {lang: _placings(SEATS, [0], lang) for lang in ("fr", "de")}
    assert said["fr"]["gold"] == "1\u00a0pièce d'or"  # kept on one line
    assert said["de"]["gold"] == "1\u00a0Goldmünze"
    assert "or" in said["fr"]["tie"] and "Goldmünzen" in said["de"]["tie"]
