"""``corsairs simulate --beside OTHER --out DIR``: two reports' figures side by side (3
players beside 4, one bot beside another), which a single run's --compare cannot give."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .sim_cli import run


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    from .conftest import use_stand_ins

    root = tmp_path_factory.mktemp("beside")
    with pytest.MonkeyPatch.context() as mp:
        use_stand_ins(mp)
        for players, name in (("3", "three"), ("4", "four")):
            res = run(
                *("--players", players, "--agents", "random", "--games", "30"),
                *("--workers", "0", "--quiet", "--out", str(root / name)),
            )
            assert res.exit_code == 0, res.output
    return root / "three", root / "four"


def test_two_reports_side_by_side_with_the_difference(reports: tuple[Path, Path]) -> None:
    three, four = reports
    before = {p: p.read_bytes() for d in reports for p in d.rglob("*") if p.is_file()}
    res = run("--beside", str(four), "--out", str(three))
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert f"A: {three}: corsairs, 3 players, bots random" in out
    assert f"B: {four}: corsairs, 4 players, bots random" in out
    block = out.split("\nTurns per game\n")[1]
    mean = block.splitlines()[1]
    assert mean.strip().startswith("mean") and mean.count("[") == 3  # A, B, B − A
    seat3 = [x for x in out.splitlines() if "seat 3" in x]
    assert seat3 and all("–" in x for x in seat3)  # only in B: no difference
    # 3 players beside 4: every win rate's B − A holds the fair shares' -8.3 points, and
    # read as the seats' own change (s38: "+46.7 points *", 33.3% beside 50.0%)
    seats = out.split("\nWin rate by seat\n")[1]
    assert seats.startswith(
        "Fair shares differ: 33.3% in A, 25.0% in B. B − A holds that difference too; "
        "a rate's edge is its distance from its own report's fair share.\n"
    ), seats[:300]
    assert "Fair shares differ" not in out.split("\nTurns per game\n")[1]
    assert "95% confidence" in out
    after = {p: p.read_bytes() for d in reports for p in d.rglob("*") if p.is_file()}
    assert after == before  # nothing written


def test_beside_refuses_what_cannot_be_set_side_by_side(
    reports: tuple[Path, Path], tmp_path: Path
) -> None:
    three, _four = reports
    res = run("--beside", str(tmp_path / "none"), "--out", str(three))
    assert res.exit_code == 2 and "no summary.json there" in res.output
    res = run("--beside", str(three), "--out", str(three), "--games", "5")
    assert res.exit_code == 2 and "leave out --games" in res.output


def test_reports_of_two_games_are_refused_in_their_own_words(
    reports: tuple[Path, Path], tmp_path: Path
) -> None:
    three, _four = reports
    other = tmp_path / "pira"
    other.mkdir()
    summary = json.loads((three / "summary.json").read_text())
    (other / "summary.json").write_text(json.dumps({**summary, "game": "piratatak"}))
    res = run("--beside", str(other), "--out", str(three))
    assert res.exit_code == 2
    assert "error: a corsairs report and a piratatak one have no figures in common" in res.output
    (other / "summary.json").write_text(json.dumps({"sections": []}))
    res = run("--beside", str(other), "--out", str(three))
    assert res.exit_code == 2 and "cannot be read side by side" in res.output


def test_reports_that_cannot_be_set_side_by_side_are_refused_in_french(
    reports: tuple[Path, Path], tmp_path: Path
) -> None:
    """Two games, two confidence levels, or a damaged summary: the refusal stayed English
    under --lang fr, beside the French of a missing summary.json."""
    three, _four = reports
    other = tmp_path / "other"
    other.mkdir()
    summary = json.loads((three / "summary.json").read_text())
    for changed, said in (
        ({"game": "piratatak"}, "un rapport de corsairs et un de piratatak n'ont aucun chiffre"),
        ({"confidence_level": 0.9}, "les intervalles des rapports sont à 95 % et 90 %"),
        ({"rule_sets": 7}, "les rapports ne peuvent pas être mis côte à côte"),
    ):
        (other / "summary.json").write_text(json.dumps({**summary, **changed}))
        res = run("--lang", "fr", "--beside", str(other), "--out", str(three))
        assert res.exit_code == 2
        assert said in res.output.replace("\N{NO-BREAK SPACE}", " "), res.output


def test_two_reports_side_by_side_speak_the_language_asked(reports: tuple[Path, Path]) -> None:
    """--lang fr said the seat advantage in French and everything else in English: the
    runs' settings, what the intervals are, every figure's title and row."""
    three, four = reports
    res = run("--lang", "fr", "--beside", str(four), "--out", str(three))
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert f"A : {three} : corsairs, 3 joueurs, robots random" in out, out[:600]
    assert "\nTaux de victoire par place\n" in out and "Win rate by seat" not in out
    assert "Intervals" not in out and "environ 1 sur 20" in out
    assert "  moyenne " in out and "  place 3 " in out
    assert "\nLes parts équitables diffèrent : 33,3\u00a0% dans A, 25,0\u00a0% dans B." in out


def test_the_chance_of_a_marked_difference_follows_the_level(
    reports: tuple[Path, Path], tmp_path: Path
) -> None:
    """At a 90% level, about 1 row in 10 is marked by chance, not 1 in 20."""
    from corsairs.sim.beside import text_beside

    dirs = []
    for report in reports:
        summary = json.loads((report / "summary.json").read_text(encoding="utf-8"))
        summary["confidence_level"] = 0.9
        (tmp_path / report.name).mkdir()
        (tmp_path / report.name / "summary.json").write_text(json.dumps(summary))
        dirs.append(tmp_path / report.name)
    text = text_beside(*dirs)
    assert "about 1 in 10 does by chance" in text and "1 in 20" not in text
