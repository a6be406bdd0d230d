"""``corsairs simulate``: a run writes its report; bad input exits with a clear message
and writes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

typer = pytest.importorskip("typer")
from typer.testing import CliRunner  # noqa: E402

from corsairs.sim.command import command  # noqa: E402

app = typer.Typer()
app.command()(command)


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(app, list(args))


def test_simulate_and_compare_writes_the_report(tmp_path: Path) -> None:
    out = tmp_path / "rep"
    res = run(
        "--players",
        "3",
        "--games",
        "30",
        "--seed",
        "4",
        "--workers",
        "2",
        "--rules",
        "hand_size=11",
        "--compare",
        "sweep_wins=false",
        "--out",
        str(out),
    )
    assert res.exit_code == 0, res.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["games_played"] == [30, 30]
    assert [r["rules"] for r in summary["rule_sets"]] == [
        {"hand_size": 11},
        {"hand_size": 11, "sweep_wins": False},
    ]
    assert "win rate seat 0" in res.output
    assert "games/s" in res.output  # the progress bar


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rules", "hand_size=many"], "hand_size"),
        (["--rules", "nonsense"], "key=value"),
        (["--compare", "no_such_rule=1"], "no_such_rule"),
        (["--compare", "hand_size=12"], "changes nothing"),
        (["--agents", "nobody"], "nobody"),
        (["--players", "3", "--agents", "random", "--agents", "greedy"], "every seat"),
        (["--game", "chess"], "chess"),
    ],
)
def test_bad_input_exits_with_a_message_and_writes_nothing(
    tmp_path: Path, args: list[str], message: str
) -> None:
    out = tmp_path / "rep"
    res = run("--games", "5", "--workers", "0", "--out", str(out), *args)
    assert res.exit_code == 2
    assert message in res.output
    assert not out.exists()


def test_a_bad_number_of_games_is_refused(tmp_path: Path) -> None:
    res = run("--games", "0", "--out", str(tmp_path / "rep"))
    assert res.exit_code != 0
    assert not (tmp_path / "rep").exists()


class _Parsed(Exception):
    """Raised by the stand-in for ``simulate``: the arguments were parsed, no game is needed."""


def test_ray_takes_an_optional_address(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the parsing is checked: no game is played and no report written."""
    import corsairs.sim.run as run_module

    seen: list[object] = []

    def fake(specs, games, **kw):  # type: ignore[no-untyped-def]
        seen.append(kw["ray"])
        raise _Parsed

    monkeypatch.setattr(run_module, "simulate", fake)
    for args, want in (
        (["--ray"], "local"),
        (["--ray", "ray://head:10001"], "ray://head:10001"),
        (["--ray", "--workers", "2"], "local"),
        (["--workers", "2", "--ray", "auto"], "auto"),
        ([], None),
    ):
        res = run("--games", "3", "--quiet", "--out", str(tmp_path / "rep"), *args)
        assert isinstance(res.exception, _Parsed), res.output
        assert seen.pop() == want
    assert not (tmp_path / "rep" / "summary.json").exists()


def test_an_address_without_ray_is_refused(tmp_path: Path) -> None:
    res = run("--games", "3", "--out", str(tmp_path / "rep"), "auto")
    assert res.exit_code == 2
    assert "follows --ray" in res.output
    assert not (tmp_path / "rep").exists()
