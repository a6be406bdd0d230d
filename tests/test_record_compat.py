"""Records saved by earlier versions still replay: the same seed gives the same game.

The files in tests/data/records were written by ``corsairs.record`` from bot games
(2026-11-26). Speed work on the engines must keep every deal, every legal list
and every outcome for a seed, or stored tables, bug reports and the strength
logs in bench/results stop meaning what they say. ``replay`` raises if any
action is illegal in the replay or the result differs from the stated one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from corsairs import record as records

RECORDS = sorted((Path(__file__).parent / "data" / "records").glob("*.json"))


def test_there_are_records_of_both_games_and_house_rules() -> None:
    loaded = [records.load(p) for p in RECORDS]
    assert {r.data["game"] for r in loaded} == {"corsairs", "piratatak"}
    assert any(r.data["rules"].get("attach_numbers") == "growing" for r in loaded)


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_a_saved_record_replays_to_its_stated_result(path: Path) -> None:
    rec = records.load(path)
    final = records.replay(rec)
    assert final.is_over()
    assert final.winners() == rec.data["result"]["winners"]
    assert final.scores() == rec.data["result"]["scores"]
