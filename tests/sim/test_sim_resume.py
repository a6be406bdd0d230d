"""``simulate --resume``: a run stopped by Ctrl-C or killed outright loses only its running
batches, and the resumed report's figures equal those of a run never stopped."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from corsairs.sim import checkpoint
from corsairs.sim import run as run_module
from corsairs.sim.ranges import add_range, remaining

from .sim_cli import run

RUN = ["--agents", "random", "--games", "12", "--seed", "7", "--batch-size", "3"]
RUN += ["--compare", "hand_size=11", "--workers", "0", "--quiet"]


def figures(out: Path) -> Any:
    return json.loads((out / "summary.json").read_text())["sections"]


def stop_at_batch(
    monkeypatch: pytest.MonkeyPatch, n: int, exc: Callable[[], BaseException]
) -> None:
    """The ``n``-th batch played raises ``exc()`` instead (a Ctrl-C, or the process dying)."""
    real = run_module.play_batch
    calls = {"n": 0}

    def play(*args: Any, **kw: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == n:
            raise exc()
        return real(*args, **kw)

    monkeypatch.setattr(run_module, "play_batch", play)


class Killed(BaseException):
    """The process dies between two batches: nothing after it runs (as with kill -9)."""


def test_the_games_left_are_the_ranges_not_done_in_batches() -> None:
    done = add_range(add_range([], 6, 9), 0, 3)
    assert done == [(0, 3), (6, 9)]
    assert add_range(done, 3, 6) == [(0, 9)]
    tasks = list(remaining(12, [done, [(0, 3)]], 2))
    first = [(0, 3, 5), (0, 5, 6), (0, 9, 11), (0, 11, 12)]
    second = [(1, 3, 5), (1, 5, 7), (1, 7, 9), (1, 9, 11), (1, 11, 12)]
    assert tasks == [t for pair in zip(first, second[:4], strict=True) for t in pair] + second[4:]


def test_a_stopped_run_resumes_to_the_report_of_a_run_never_stopped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = tmp_path / "whole"
    assert run(*RUN, "--out", str(whole)).exit_code == 0

    out = tmp_path / "rep"
    with monkeypatch.context() as m:
        stop_at_batch(m, 5, KeyboardInterrupt)
        res = run(*RUN, "--out", str(out))
    assert res.exit_code == 130, res.output
    assert json.loads((out / "summary.json").read_text())["partial"] is True
    assert "--resume" in res.output

    res = run(*RUN, "--out", str(out))  # the same command again, without --resume
    assert res.exit_code == 2 and "unfinished run" in res.output and "--resume" in res.output

    res = run("--resume", "--workers", "0", "--quiet", "--out", str(out))
    assert res.exit_code == 0, res.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["partial"] is False and summary["games_played"] == [12, 12]
    assert figures(out) == figures(whole)
    # the finished run, resumed with another seed: told "finished, give a larger --games",
    # which then met "other settings" (s40); the settings are judged first
    res = run(*RUN, "--seed", "8", "--resume", "--out", str(out))
    assert res.exit_code == 2 and "other settings" in res.output, res.output


def test_a_killed_run_keeps_its_finished_batches_for_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = tmp_path / "whole"
    assert run(*RUN, "--out", str(whole)).exit_code == 0
    out = tmp_path / "rep"
    with monkeypatch.context() as m:
        m.setattr(checkpoint, "EVERY_SECONDS", 0.0)
        stop_at_batch(m, 6, Killed)
        with pytest.raises(Killed):
            run(*RUN, "--out", str(out), catch_exceptions=False)
    assert not (out / "summary.json").exists()
    saved = checkpoint.load(out)
    assert saved is not None and saved.games_done == 15  # five batches of three

    res = run(*RUN, "--resume", "--out", str(out))  # the run's options may be given again
    assert res.exit_code == 0, res.output
    assert figures(out) == figures(whole)


def test_resume_refuses_other_settings_and_a_folder_with_nothing_to_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "rep"
    res = run("--resume", "--out", str(out))
    assert res.exit_code == 2 and "no run to continue" in res.output
    assert not out.exists()
    with monkeypatch.context() as m:
        stop_at_batch(m, 3, KeyboardInterrupt)
        assert run(*RUN, "--out", str(out)).exit_code == 130
    before = (out / checkpoint.FILE).read_text()
    res = run(*RUN, "--seed", "8", "--resume", "--out", str(out))
    assert res.exit_code == 2 and "other settings" in res.output and "seed 7" in res.output
    res = run("--games", "6", "--resume", "--out", str(out))
    assert res.exit_code == 2 and "12 games" in res.output
    assert (out / checkpoint.FILE).read_text() == before


def test_resume_with_more_games_extends_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    longer = [*RUN[:3], "15", *RUN[4:]]
    whole = tmp_path / "whole"
    assert run(*longer, "--out", str(whole)).exit_code == 0
    out = tmp_path / "rep"
    with monkeypatch.context() as m:
        stop_at_batch(m, 4, KeyboardInterrupt)
        assert run(*RUN, "--out", str(out)).exit_code == 130
    res = run("--games", "15", "--resume", "--workers", "0", "--quiet", "--out", str(out))
    assert res.exit_code == 0, res.output
    assert figures(out) == figures(whole)


def test_a_damaged_checkpoint_is_one_clear_line(tmp_path: Path) -> None:
    out = tmp_path / "rep"
    out.mkdir()
    (out / checkpoint.FILE).write_text('{"format": "corsairs-sim-checkpoint", "version": 1}')
    for args in (["--resume"], RUN):
        res = run(*args, "--out", str(out))
        assert res.exit_code == 2, res.output
        assert "cannot be read" in res.output and "Traceback" not in res.output
    assert run(*RUN, "--force", "--out", str(out)).exit_code == 0  # starts again
    saved = checkpoint.load(out)
    assert saved is not None and saved.finished


def test_a_finished_run_takes_more_games_to_narrow_its_intervals(tmp_path: Path) -> None:
    """A designer who ran 12 games and wants 15 had to play all 15 again."""
    longer = [*RUN[:3], "15", *RUN[4:]]
    whole = tmp_path / "whole"
    assert run(*longer, "--out", str(whole)).exit_code == 0
    out = tmp_path / "rep"
    assert run(*RUN, "--out", str(out)).exit_code == 0
    res = run(*RUN, "--out", str(out))  # the same run again
    assert res.exit_code == 2 and "already holds a report" in res.output
    res = run("--resume", "--out", str(out))
    assert res.exit_code == 2 and "finished" in res.output and "--games" in res.output
    res = run("--games", "15", "--resume", "--workers", "0", "--quiet", "--out", str(out))
    assert res.exit_code == 0, res.output
    assert json.loads((out / "summary.json").read_text())["games_played"] == [15, 15]
    assert figures(out) == figures(whole)


def test_force_starts_afresh_and_a_later_resume_never_continues_the_run_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The review's finding: a run started again with --force (another seed) and stopped
    before its first batch kept the earlier run's checkpoint, and --resume then quietly
    continued the earlier run into the folder whose report --force had replaced."""
    out = tmp_path / "rep"
    with monkeypatch.context() as m:
        m.setattr(checkpoint, "EVERY_SECONDS", 0.0)
        stop_at_batch(m, 3, KeyboardInterrupt)
        assert run(*RUN, "--out", str(out)).exit_code == 130
    assert checkpoint.load(out) is not None
    with monkeypatch.context() as m:
        stop_at_batch(m, 1, KeyboardInterrupt)  # the new run stops before any batch
        res = run(*RUN, "--seed", "8", "--force", "--out", str(out))
        assert res.exit_code == 130, res.output
    saved = checkpoint.load(out)
    assert saved is None or saved.specs[0].seed == 8  # never the run --force replaced
    res = run("--resume", "--out", str(out))
    assert res.exit_code == 2 and "no run to continue" in res.output, res.output


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: [d],  # not an object at all: a traceback
        lambda d: {**d, "tallies": []},  # the games "done" without their counts
        lambda d: {**d, "games": -3},  # every game played again, the figures doubled
        lambda d: {**d, "done": [[[0, 12]], [[0, 99]]]},  # more games done than the run has
        lambda d: {**d, "done": [[[0, 6]], [[0, 12]]]},  # ranges that disagree with the counts
    ],
)
def test_a_checkpoint_that_contradicts_itself_is_refused(
    tmp_path: Path, damage: Callable[[dict[str, Any]], Any]
) -> None:
    """A checkpoint whose games "done" had lost their tallies was resumed: the report
    counted only the new games and called them the run's, not partial (and a negative
    game count played every game again). Nothing is played, nothing changes."""
    out = tmp_path / "rep"
    assert run(*RUN, "--out", str(out)).exit_code == 0
    path = out / checkpoint.FILE
    path.write_text(json.dumps(damage(json.loads(path.read_text()))))
    before = {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()}
    res = run("--resume", "--games", "15", "--out", str(out))
    assert res.exit_code == 2, res.output
    assert "cannot be read" in res.output and "Traceback" not in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit)
    assert {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()} == before


def test_a_run_resumed_by_other_software_says_its_games_mix_two_versions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run stopped, the software updated (the policy bot retuned), then resumed: the
    report named one version, though half its games were the other's bots."""
    from corsairs.sim import report

    out = tmp_path / "rep"
    with monkeypatch.context() as m:
        m.setattr(report, "software_version", lambda: "corsairs 0.1.0, git aaaaaaa")
        stop_at_batch(m, 5, KeyboardInterrupt)
        assert run(*RUN, "--out", str(out)).exit_code == 130
    monkeypatch.setattr(report, "software_version", lambda: "corsairs 0.1.0, git bbbbbbb")
    res = run("--resume", "--workers", "0", "--quiet", "--out", str(out))
    assert res.exit_code == 0, res.output
    assert "git aaaaaaa" in res.output and "git bbbbbbb" in res.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["software"] == "corsairs 0.1.0, git aaaaaaa"
    assert summary["resumed_with"] == ["corsairs 0.1.0, git bbbbbbb"]
    (said,) = [h for h in summary["highlights"] if "git bbbbbbb" in h["text"]]
    assert said["kind"] == "warning" and "two versions" in said["text"]


def test_force_stopped_before_a_game_says_the_earlier_run_is_no_longer_resumable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--force, then Ctrl-C before any batch: "the report already there is left as it
    was", said the terminal, but --force had dropped that report's run, which could no
    longer be resumed or given more games."""
    out = tmp_path / "rep"
    assert run(*RUN, "--out", str(out)).exit_code == 0
    with monkeypatch.context() as m:
        stop_at_batch(m, 1, KeyboardInterrupt)
        res = run(*RUN, "--seed", "8", "--force", "--out", str(out))
    assert res.exit_code == 130, res.output
    assert "the report already there is left as it was" in res.output
    assert "--force dropped its run" in res.output
    empty = tmp_path / "empty"
    empty.mkdir()  # a folder without a report: no report is said to be left there
    with monkeypatch.context() as m:
        stop_at_batch(m, 1, KeyboardInterrupt)
        res = run(*RUN, "--out", str(empty))
    assert res.exit_code == 130 and "left as it was" not in res.output, res.output
