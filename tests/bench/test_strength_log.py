"""bench/strength.py --log: a long match resumes from its log and survives a cut-short line."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

MATCH = "corsairs-heuristic-vs-random"


@pytest.fixture(scope="module")
def strength(bench_script: Callable[[str], ModuleType]) -> ModuleType:
    return bench_script("strength")


def _indices(log: Path) -> list[int]:
    out = []
    for line in log.read_text().splitlines():
        try:
            out.append(json.loads(line)["index"])
        except json.JSONDecodeError:
            continue
    return out


def test_a_resumed_match_plays_only_the_missing_games(strength: ModuleType, tmp_path: Path) -> None:
    log = tmp_path / "match.jsonl"
    whole = strength.run_logged(MATCH, 6, 1, 5, log)
    assert sorted(_indices(log)) == list(range(6))
    lines = log.read_text().splitlines()
    # Keep three games and cut the fourth line short, as a killed run leaves it.
    log.write_text("\n".join(lines[:3]) + "\n" + lines[3][: len(lines[3]) // 2])
    resumed = strength.run_logged(MATCH, 6, 1, 5, log)
    assert sorted(_indices(log)) == list(range(6))  # the cut game was played again
    assert len(log.read_text().splitlines()) == 7  # its broken half is left on a line of its own
    for key in ("games", "win_rate", "ci95", "avg_scores", "met"):
        assert resumed[key] == whole[key]


def test_lines_that_are_not_this_matchs_games_are_skipped(
    strength: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "match.jsonl"
    key = {"match": MATCH, "seed": 5, "games": 6}
    good = {**key, "index": 2, "result": {"index": 2, "returns": [1, 0]}}
    log.write_text(
        "\n".join(
            [
                json.dumps(good),
                "[1, 2, 3]",
                json.dumps({**key, "match": "another"}),
                json.dumps({**key, "index": 99, "result": {}}),
                json.dumps({**key, "index": 3}),
                "{not json",
                "",
            ]
        )
    )
    done = strength.read_log(log, key, 6)
    assert done == {2: good["result"]}
    said = capsys.readouterr().out
    assert ":4: not a finished game" in said and ":5: not a finished game" in said
    assert ":6: not a JSON line" in said


def test_a_finished_match_extends_to_more_games(strength: ModuleType, tmp_path: Path) -> None:
    log = tmp_path / "match.jsonl"
    strength.run_logged(MATCH, 4, 1, 5, log)
    longer = strength.run_logged(MATCH, 8, 1, 5, log)
    assert sorted(_indices(log)) == list(range(8))  # the first four were not played again
    at_once = strength.run_logged(MATCH, 8, 1, 5, tmp_path / "at-once.jsonl")
    for key in ("games", "win_rate", "ci95", "avg_scores"):
        assert longer[key] == at_once[key]
