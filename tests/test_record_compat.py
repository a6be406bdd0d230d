"""Records saved by earlier versions still replay: the same seed gives the same game.

The files in tests/data/records were written by ``corsairs.record`` from bot games
(2026-11-26). Speed work on the engines must keep every deal, every legal list
and every outcome for a seed, or stored tables, bug reports and the strength
logs in bench/results stop meaning what they say. ``replay`` raises if any
action is illegal in the replay or the result differs from the stated one.

The legal lists along each record are compared with those of 2026-11-26 (digests
below). On purpose (issue 22), Corsairs opponents' lay-downs since list more: every
number of cards they can pass to a closer they send under. So draws, discards and
sails are compared whole, the lay-down lists by the part they had then, which is
still their head (the closer's crews are unchanged; new entries only follow).
"""

from __future__ import annotations

import hashlib
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


# sha256 (first 16 hex digits) of the legal lists before every draw, discard or sail;
# of the first k entries of every lay-down list, with k its length on 2026-11-26.
LISTINGS = {
    "corsairs-2p-house-rules": (
        "d2827dd6e50f030d",
        "3adff951e86528d1",
        [13, 1, 19, 1, 10, 1, 11, 1, 13, 1, 7, 1, 11, 2, 10, 1, 10, 2, 7, 1],
    ),
    "corsairs-3p-heuristic": (
        "86426ff27f161e02",
        "f042aaa24eed44b4",
        [6, 1, 1, 11, 2, 1, 10, 1, 1, 10, 2, 1, 14, 2, 1],
    ),
    "corsairs-4p-greedy": (
        "c736c0c17acc3fc8",
        "82d9168c09ff2954",
        [10, 1, 1, 1, 15, 1, 1, 1, 25, 1, 1, 1],
    ),
    "piratatak-3p-greedy": ("a76d5f39f5755bcd", "e3b0c44298fc1c14", []),
}


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_the_legal_lists_along_a_record_are_those_it_was_played_with(path: Path) -> None:
    want_turns, want_lays, lengths = LISTINGS[path.stem]
    rec = records.load(path)
    state = rec.game.new_state(seed=rec.seed)
    turns, lays = hashlib.sha256(), hashlib.sha256()
    k = iter(lengths)
    for text in rec.actions:
        legal = [str(a) for a in state.legal_actions()]
        if legal and legal[0].startswith(("crew", "attach")):
            head = next(k)
            lays.update(("|".join(legal[:head]) + "\n").encode())
        else:
            turns.update(("|".join(legal) + "\n").encode())
        state.apply(text)
    assert next(k, None) is None
    assert turns.hexdigest()[:16] == want_turns
    assert lays.hexdigest()[:16] == want_lays
