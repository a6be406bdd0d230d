"""``corsairs simulate --rerender``: a report written again from its tallies is the report
the run itself wrote; bad input exits with one line and changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .sim_cli import run


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A compared run of 40 games a rule set, written once, with conftest's stand-in
    figures (its fixture is per test, so this module-wide one sets them itself)."""
    from .conftest import use_stand_ins

    out = tmp_path_factory.mktemp("rerender") / "rep"
    with pytest.MonkeyPatch.context() as mp:
        use_stand_ins(mp)
        res = run(
            *("--players", "3", "--games", "40", "--seed", "5", "--workers", "0"),
            *("--rules", "hand_size=11", "--compare", "sweep_wins=false", "--out", str(out)),
        )
    assert res.exit_code == 0, res.output
    return out


def _texts(out: Path) -> dict[str, str]:
    return {p: (out / p).read_text() for p in ("summary.json", "figures.csv", "index.html")}


def test_rerender_writes_the_same_report_the_run_wrote(report: Path, tmp_path: Path) -> None:
    """The docs promised tally.json to 're-render later', and nothing could: a report
    from an older version kept its old wording for ever."""
    before = _texts(report)
    summary = json.loads(before["summary.json"])
    summary["highlights"] = [{"kind": "finding", "text": "old wording"}]
    (report / "summary.json").write_text(json.dumps(summary))
    res = run("--rerender", "--out", str(report))
    assert res.exit_code == 0, res.output
    assert "The report of 80 games written again" in res.output
    assert _texts(report) == before  # every figure, the page and the CSV as the run wrote them


def test_rerender_at_another_level_widens_the_intervals(report: Path) -> None:
    res = run("--rerender", "--level", "0.99", "--out", str(report))
    assert res.exit_code == 0, res.output
    summary = json.loads((report / "summary.json").read_text())
    assert summary["confidence_level"] == 0.99 and summary["games_played"] == [40, 40]
    run("--rerender", "--out", str(report))  # back to 95% for the other tests


@pytest.mark.parametrize(
    ("args", "damage", "said"),
    [
        (("--games", "5"), None, "leave out --games"),
        (("--resume",), None, "leave out --resume"),
        ((), ("tally.json", "{"), "tally.json cannot be read"),
        ((), ("summary.json", '{"game": "corsairs"}'), "not a simulation report's"),
        ((), ("tally.json", '{"rule_sets": [], "tallies": []}'), "different runs"),
    ],
)
def test_bad_rerender_says_why_and_changes_nothing(
    report: Path, tmp_path: Path, args: tuple[str, ...], damage: tuple[str, str] | None, said: str
) -> None:
    import shutil

    out = tmp_path / "rep"
    shutil.copytree(report, out)
    if damage:
        (out / damage[0]).write_text(damage[1])
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    res = run("--rerender", "--out", str(out), *args)
    assert res.exit_code == 2
    assert said in res.output and "Traceback" not in res.output
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_rerender_of_a_folder_without_a_report_names_what_is_missing(tmp_path: Path) -> None:
    res = run("--rerender", "--out", str(tmp_path / "nothing"))
    assert res.exit_code == 2 and "no summary.json there" in res.output
    assert not (tmp_path / "nothing").exists()


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        ({"players": 9}, "Corsairs is for 2 to 4 players, not 9"),
        ({"game": "chess"}, "unknown game 'chess'"),
        ({"plugins": ["no_such_plugin_module"]}, "cannot import plugin module"),
    ],
)
def test_a_report_of_a_game_that_cannot_be_loaded_is_one_line(
    report: Path, tmp_path: Path, edit: dict[str, object], said: str
) -> None:
    """An edited summary.json (9 players, a game not installed) ended in a traceback,
    exit status 1, where every other damage is one line."""
    import shutil

    out = tmp_path / "rep"
    shutil.copytree(report, out)
    path = out / "summary.json"
    path.write_text(json.dumps({**json.loads(path.read_text()), **edit}))
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    res = run("--rerender", "--out", str(out))
    assert res.exit_code == 2, res.output
    assert said in res.output and "not a simulation report's" in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit)
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
