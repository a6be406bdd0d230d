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


def test_a_variants_games_are_logged_apart_from_the_matchs_own(
    strength: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--agents``: another bot on the match's deals; its games never count as the match's."""
    log = tmp_path / "match.jsonl"
    strength.run_logged(MATCH, 4, 1, 5, log)
    variant = {**strength.MATCHES[MATCH], "agents": ["greedy", "random"], "variant": True}
    monkeypatch.setitem(strength.MATCHES, MATCH, variant)
    res = strength.run_logged(MATCH, 4, 1, 5, log)
    assert res["agent"] == "greedy"
    lines = [json.loads(x) for x in log.read_text().splitlines()]
    assert [x.get("agents") for x in lines] == [None] * 4 + [["greedy", "random"]] * 4
    # Each reads its own four games back (nothing is played again).
    assert len(strength.read_log(log, {"match": MATCH, "seed": 5}, 4)) == 4
    assert (
        len(strength.read_log(log, {"match": MATCH, "seed": 5, "agents": variant["agents"]}, 4))
        == 4
    )


def test_a_recalibrated_levels_old_games_are_not_counted(
    strength: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ladder match names levels; when a level's spec changes, its logged games are
    another bot's (Piratatak's expert played 271 games before its search was fixed)."""
    import corsairs.games.corsairs.bots as bots

    name = "corsairs-ladder-casual-vs-beginner"
    log = tmp_path / "ladder.jsonl"
    strength.run_logged(name, 2, 1, 5, log)
    assert [json.loads(x)["specs"] for x in log.read_text().splitlines()] == [
        ["greedy", "novice"]
    ] * 2
    monkeypatch.setattr(bots, "LEVELS", [("beginner", "random"), *bots.LEVELS[1:]])
    strength.run_logged(name, 2, 1, 5, log)
    lines = [json.loads(x) for x in log.read_text().splitlines()]
    assert [x["specs"] for x in lines] == [["greedy", "novice"]] * 2 + [["greedy", "random"]] * 2
    # Lines logged before specs were recorded still count for the match.
    legacy = tmp_path / "legacy.jsonl"
    legacy.write_text(
        "\n".join(json.dumps({k: v for k, v in x.items() if k != "specs"}) for x in lines[:2])
    )
    key = {"match": name, "seed": 5}
    assert len(strength.read_log(legacy, key, 2, ["greedy", "random"])) == 2


def test_sigterm_stops_the_workers_with_the_match(tmp_path: Path) -> None:
    """A benchmark stopped by SIGTERM left its two workers playing on for an hour."""
    import signal
    import subprocess
    import sys
    import time

    script = Path(__file__).parents[2] / "bench" / "strength.py"
    proc = subprocess.Popen(
        [
            sys.executable,
            str(script),
            "--only",
            "corsairs-ismcts-vs-heuristic",
            "--games",
            "40",
            "--workers",
            "2",
            "--log",
            str(tmp_path / "m.jsonl"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )

    def children() -> list[int]:
        out = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                except (OSError, IndexError, ValueError):
                    continue
                if ppid == proc.pid:
                    out.append(int(entry.name))
        return out

    deadline = time.monotonic() + 60
    while len(children()) < 2 and time.monotonic() < deadline:
        time.sleep(0.2)
    workers = children()
    assert len(workers) >= 2, "the workers never started"
    time.sleep(1)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 143
    assert "stopped by SIGTERM" in err and "Traceback" not in err
    deadline = time.monotonic() + 10
    alive = workers
    while alive and time.monotonic() < deadline:
        alive = [w for w in alive if Path(f"/proc/{w}").exists() and _running(w)]
        time.sleep(0.2)
    assert not alive, f"workers left running: {alive}"


def _running(pid: int) -> bool:
    """A zombie (exited, not yet reaped) has stopped running."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_the_move_limit_is_the_callers(strength: ModuleType, tmp_path: Path) -> None:
    """A busy machine may lift the wall-clock guard; by default it stands."""
    from corsairs.arena.core import MatchFailed

    with pytest.raises(MatchFailed, match="took more than"):
        strength.run_logged(MATCH, 2, 1, 5, tmp_path / "guarded.jsonl", 1e-6)
    free = strength.run_logged(MATCH, 2, 1, 5, tmp_path / "free.jsonl", None)
    assert free["games"] == 2
