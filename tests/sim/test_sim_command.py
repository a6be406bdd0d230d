"""``corsairs simulate``: a run writes its report; bad input exits with a clear message
and writes nothing."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from .sim_cli import run


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
    # what the run cost: the driver's and its joined workers' CPU time
    assert summary["cpu_seconds"] > 0 and " CPU-second" in res.output, res.output[:300]
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
        (["--rules", "nonsense"], "KEY=VALUE"),
        (["--compare", "no_such_rule=1"], "no_such_rule"),
        (["--compare", "hand_size=12"], "hand_size=12 changes nothing: the rules compared"),
        (["--compare", "pier_size=99"], "pier_size must be 1..20 or none"),  # as typed
        (["--players", "2", "--compare", "pier_size=7"], "changes nothing"),  # 5 + players
        (["--players", "3", "--rules", "pier_size=8", "--compare", "pier_size=none"], "nothing"),
        (["--compare", "pier_size=6", "--compare", "pier_size=5"], "given twice"),
        (["--rules", "hand_size=11", "--rules", "hand-size=12"], "given twice"),
        (["--agents", "nobody"], "nobody"),
        (["--players", "2", "--agents", "random,greedy", "--agents", "random"], "do not fit"),
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


def _no_games(monkeypatch: pytest.MonkeyPatch) -> None:
    import corsairs.sim.run as run_module

    def refuse(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("a game was played before the output path was checked")

    monkeypatch.setattr(run_module, "simulate", refuse)


def test_an_out_that_is_a_plain_file_is_refused_before_any_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _no_games(monkeypatch)
    plain = tmp_path / "notes.txt"
    plain.write_text("keep me")
    res = run("--games", "5", "--out", str(plain))
    assert res.exit_code == 2, res.output
    assert "not a directory" in res.output
    assert plain.read_text() == "keep me"
    res = run("--games", "5", "--out", str(plain / "rep"))
    assert res.exit_code == 2 and "cannot write" in res.output


def test_an_unwritable_out_is_refused_before_any_game(monkeypatch: pytest.MonkeyPatch) -> None:
    _no_games(monkeypatch)
    res = run("--games", "5", "--out", "/proc/x")
    assert res.exit_code == 2, res.output
    assert "/proc/x" in res.output and "Traceback" not in res.output
    assert not Path("/proc/x").exists()


def test_a_report_that_cannot_be_written_at_the_end_is_saved_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    import corsairs.sim.report as report_module

    real = report_module.write_report
    out = tmp_path / "rep"

    def disk_full(result, where, level=0.95):  # type: ignore[no-untyped-def]
        if Path(where) == out:
            raise OSError(28, "No space left on device")
        return real(result, where, level)

    monkeypatch.setattr(report_module, "write_report", disk_full)
    res = run("--games", "4", "--workers", "0", "--quiet", "--out", str(out))
    assert res.exit_code == 1
    assert "No space left on device" in res.output
    spare = Path(res.output.split("saved to ")[1].split(" instead")[0].replace("\n", ""))
    try:
        assert (spare / "summary.json").is_file()
        assert str(spare / "index.html") in res.stdout
    finally:
        shutil.rmtree(spare)


def test_bots_can_be_given_with_commas_and_the_summary_goes_to_stdout(tmp_path: Path) -> None:
    out = tmp_path / "rep"
    res = run(
        "--players", "3", "--agents", "greedy,random", "--agents", "random", "--games", "6",
        "--workers", "0", "--quiet", "--out", str(out),
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    assert json.loads((out / "summary.json").read_text())["agents"] == [
        "greedy",
        "random",
        "random",
    ]
    assert "win rate seat 0 (greedy)" in res.stdout
    assert str(out / "index.html") in res.stdout
    assert "win rate" not in res.stderr


def test_flags_take_no_value_in_the_help() -> None:
    res = run("--help", env={"COLUMNS": "200"})
    for flag in ("--quiet", "--rotate", "--ray"):
        line = next(ln for ln in res.stdout.splitlines() if flag in ln)
        assert "<bool>" not in line, line


def test_the_time_left_comes_from_the_observed_rate() -> None:
    from corsairs.sim.command import observed_rate

    assert observed_rate(0, 20_000, 30.0) == ("estimating…", "")
    assert observed_rate(100, 1000, 10.0) == ("10 games/s", "1:30 left")
    assert observed_rate(500, 20_000, 60.0)[1] == "39:00 left"
    assert observed_rate(1000, 1000, 10.0)[1] == "done"


def test_the_bar_knows_the_total_before_the_first_game() -> None:
    import io

    from rich.console import Console

    from corsairs.sim.command import _progress_bar

    with _progress_bar(Console(file=io.StringIO()), False, 20_000) as bar:
        task = bar.bar.tasks[0]
        assert task.total == 20_000 and task.fields["rate"] == "starting workers…"
        bar(0, 20_000)
        assert bar.bar.tasks[0].fields["rate"] == "estimating…"


def test_the_default_bot_is_policy() -> None:
    """Issue 21: simulations play ``policy`` unless told otherwise (it was ``random``)."""
    from corsairs.sim.command import bot_specs

    assert bot_specs(None) == ["policy"]
    assert bot_specs(["greedy,random"]) == ["greedy", "random"]


def _no_game_finished(monkeypatch: pytest.MonkeyPatch, interrupted: str | None) -> None:
    import corsairs.sim.run as run_module
    from corsairs.sim.run import Failure, RunResult
    from corsairs.sim.tally import Tally

    def nothing(specs, games, **kw):  # type: ignore[no-untyped-def]
        failures = [] if interrupted else [Failure(0, 0, games, "ValueError: boom")]
        return RunResult(
            list(specs), games, [Tally() for _ in specs], failures, 0.5, interrupted=interrupted
        )

    monkeypatch.setattr(run_module, "simulate", nothing)


@pytest.mark.parametrize(("interrupted", "code"), [("SIGINT", 130), ("SIGTERM", 143), (None, 1)])
def test_a_run_that_finished_no_game_writes_no_report_and_keeps_the_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, interrupted: str | None, code: int
) -> None:
    _no_game_finished(monkeypatch, interrupted)
    old = tmp_path / "old"
    old.mkdir()
    (old / "summary.json").write_text("the last good report")
    res = run("--games", "5", "--quiet", "--force", "--out", str(old))
    assert res.exit_code == code, res.output
    assert "no report" in res.output
    assert sorted(p.name for p in old.iterdir()) == ["summary.json"]
    assert (old / "summary.json").read_text() == "the last good report"
    new = tmp_path / "a" / "new"
    res = run("--games", "5", "--quiet", "--out", str(new))
    assert res.exit_code == code, res.output
    assert not (tmp_path / "a").exists()


@pytest.mark.parametrize("address", ["nonsense", "bogus:notaport"])
def test_a_bad_ray_address_is_one_clear_line_and_leaves_no_output(
    tmp_path: Path, address: str
) -> None:
    pytest.importorskip("ray")
    out = tmp_path / "rep"
    res = run("--games", "2", "--quiet", "--ray", address, "--out", str(out))
    assert res.exit_code == 2, res.output
    assert f"--ray {address}" in res.output and "Traceback" not in res.output
    assert not out.exists()


@pytest.mark.parametrize(
    ("args", "shown"),
    [
        (["--rules", "[bold]x=1"], "'[bold]x'"),  # was printed as 'x' in bold
        (["--rules", "[/oops]=1"], "[/oops]"),  # was a MarkupError traceback
        (["[/oops]"], "'[/oops]'"),  # an address without --ray
    ],
)
def test_user_text_in_an_error_is_shown_as_typed(
    tmp_path: Path, args: list[str], shown: str
) -> None:
    out = tmp_path / "rep"
    res = run("--games", "2", "--workers", "0", "--out", str(out), *args)
    assert res.exit_code == 2, res.output
    assert shown in res.output and "Traceback" not in res.output
    assert not out.exists()


@pytest.mark.parametrize(
    "name", ["index.html", "summary.json", "figures.csv", "tally.json", "img/win_by_seat.png"]
)
def test_a_directory_where_a_report_file_goes_is_refused_before_any_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    _no_games(monkeypatch)
    out = tmp_path / "rep"
    (out / name).mkdir(parents=True)
    before = sorted(p.relative_to(out) for p in out.rglob("*"))
    res = run("--games", "5", "--out", str(out))
    assert res.exit_code == 2, res.output
    assert res.output.count("\n") == 1, res.output
    assert f"{out / name} is a directory" in res.output
    assert sorted(p.relative_to(out) for p in out.rglob("*")) == before


def test_a_plain_file_where_the_image_directory_goes_is_refused_before_any_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _no_games(monkeypatch)
    out = tmp_path / "rep"
    out.mkdir()
    (out / "img").write_text("keep me")
    res = run("--games", "5", "--out", str(out))
    assert res.exit_code == 2, res.output
    assert f"{out / 'img'} is not a directory" in res.output
    assert (out / "img").read_text() == "keep me"
    assert [p.name for p in out.iterdir()] == ["img"]


def test_fewer_bots_than_seats_fill_the_rest_with_the_last_bot_as_in_the_arena(
    tmp_path: Path,
) -> None:
    out = tmp_path / "rep"
    res = run(
        "--players", "4", "--agents", "greedy,random", "--games", "4",
        "--workers", "0", "--quiet", "--out", str(out),
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    agents = ["greedy", "random", "random", "random"]
    assert json.loads((out / "summary.json").read_text())["agents"] == agents
    assert "win rate seat 3 (random)" in res.stdout


def test_the_help_gives_the_default_player_count() -> None:
    res = run("--help", env={"COLUMNS": "200"})
    line = next(ln for ln in res.stdout.splitlines() if "--players" in ln)
    assert "[default: (the game's minimum)]" in line, line


def test_one_game_is_counted_in_the_singular(tmp_path: Path) -> None:
    """'1 games in 0.0 s': the smallest run a newcomer tries first."""
    res = run("--games", "1", "--workers", "0", "--quiet", "--out", str(tmp_path / "one"))
    assert res.exit_code == 0, res.output
    assert res.output.startswith("1 game in "), res.output


def test_an_earlier_report_is_not_written_over_without_force(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second run with the same --out (the default "report" too) replaced the first
    report in silence; ``play --record`` refuses an existing file. Refused before any game,
    with the way out; --force writes over it."""
    out = tmp_path / "rep"
    out.mkdir()
    (out / "index.html").write_text("last week's report")
    _no_games(monkeypatch)
    res = run("--games", "5", "--quiet", "--out", str(out))
    assert res.exit_code == 2, res.output
    said = " ".join(res.output.split())
    assert f"{out} already holds a report" in said and "--force" in said, said
    assert (out / "index.html").read_text() == "last week's report"
    monkeypatch.undo()
    res = run("--games", "1", "--workers", "0", "--quiet", "--force", "--out", str(out))
    assert res.exit_code == 0, res.output
    assert (out / "index.html").read_text() != "last week's report"


def test_the_terminal_prints_win_rates_as_percentages_like_the_findings() -> None:
    """The findings above say "18.8% [13.9%, 24.7%]"; the seat lines must not switch
    to fractions (0.188) for the same figure."""
    from io import StringIO

    from rich.console import Console

    from corsairs.sim.command import _print_headline

    est = {"value": 0.1875, "low": 0.139, "high": 0.247}
    fig = {"key": "win_by_seat", "rows": [{"label": "seat 1 (policy)", "estimates": [est]}]}
    summary = {"highlights": [], "sections": [{"figures": [fig]}]}
    out = StringIO()
    _print_headline(Console(file=out, width=200), summary)
    assert out.getvalue().strip() == "win rate seat 1 (policy): 18.8% [13.9%, 24.7%]"


def test_rotated_bots_get_one_rate_each_over_the_seats_they_played(tmp_path: Path) -> None:
    """With --rotate the terminal printed only 'seat 0 (rotating) 35%' lines, which say
    nothing of the bots, and the report gave the two randoms a row each per slot
    ('bot 1: random 8.3%', 'bot 2: random 15.8%'), as if they were different bots.
    One row per bot, its wins over every seat it played; printed in the terminal too."""
    out = tmp_path / "rep"
    res = run(
        "--players", "3", "--agents", "greedy,random", "--rotate", "--games", "12",
        "--workers", "0", "--quiet", "--out", str(out),
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    summary = json.loads((out / "summary.json").read_text())
    figs = {f["key"]: f for f in summary["sections"][0]["figures"]}
    rows = figs["win_by_bot"]["rows"]
    assert [r["label"] for r in rows] == ["greedy", "random (2 seats a game)"]
    greedy, random = (r["estimates"][0]["value"] for r in rows)
    seats = sum(r["estimates"][0]["value"] for r in figs["win_by_seat"]["rows"])
    assert greedy + 2 * random == pytest.approx(seats)  # every win counted once
    assert "win rate greedy:" in res.stdout and "win rate random (2 seats a game):" in res.stdout


@pytest.mark.usefixtures("unruly")
def test_a_bot_stuck_in_its_move_is_named_and_the_run_ends(tmp_path: Path) -> None:
    res = run(
        "--players", "2", "--agents", "sleeper,random", "--games", "1", "--workers", "0",
        "--move-limit", "0.2", "--quiet", "--out", str(tmp_path / "r"),
    )  # fmt: skip
    assert res.exit_code == 1, res.output
    said = " ".join(res.output.split())
    assert "bot 'sleeper' at seat 0 took more than 0.2 s for one move (game 0, move 1)" in said
    assert "Traceback" not in res.output


def test_compared_win_rates_in_the_terminal_say_which_rule_set_is_which() -> None:
    """'seat 0: 23.5% [..]  vs  25.3% [..]' left the reader to guess which was the variant."""
    from io import StringIO

    from rich.console import Console

    from corsairs.sim.command import _print_headline

    est = {"value": 0.25, "low": 0.2, "high": 0.3}
    fig = {"key": "win_by_seat", "rows": [{"label": "seat 0 (policy)", "estimates": [est, est]}]}
    summary = {
        "highlights": [],
        "rule_sets": [{"label": "base"}, {"label": "variant: pier_size=6"}],
        "sections": [{"figures": [fig]}],
    }
    out = StringIO()
    _print_headline(Console(file=out, width=200), summary)
    lines = out.getvalue().strip().splitlines()
    assert lines[0].strip() == "win rates: base  vs  variant: pier_size=6"
    assert (
        lines[1].strip()
        == "win rate seat 0 (policy): 25.0% [20.0%, 30.0%]  vs  25.0% [20.0%, 30.0%]"
    )


def test_the_help_says_repeated_compare_options_make_one_variant() -> None:
    """'--compare KEY=VALUE (repeatable)' read as one variant per option; they all go
    into one variant, compared with the base."""
    res = run("--help")
    text = " ".join(res.output.replace("│", " ").split())
    assert "one variant with all the changes" in text, text


def test_a_resumed_run_rates_only_the_games_it_plays() -> None:
    from corsairs.sim.command import observed_rate

    assert observed_rate(150, 600, 10.0, already=100) == ("5 games/s", "1:30 left")
    assert observed_rate(100, 600, 10.0, already=100)[0] == "estimating…"


def test_an_option_left_without_its_value_is_named(tmp_path: Path) -> None:
    """``--compare --out rep`` (the value forgotten) took '--out' as the rule change and
    was refused for 'rep' "(a cluster address follows --ray)": a designer who never
    typed --ray could not tell what was wrong."""
    res = run("--games", "3", "--compare", "--out", str(tmp_path / "rep"))
    assert res.exit_code == 2
    assert "--compare took '--out' as its value" in res.output, res.output
    assert not (tmp_path / "rep").exists()


def test_an_empty_out_is_refused_not_the_current_folder(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``--out "$DIR"`` with DIR unset wrote the report's six files and img/ into the
    current folder: an empty --out names no folder."""
    monkeypatch.chdir(tmp_path)
    res = run("--games", "2", "--workers", "0", "--quiet", "--out", "")
    assert res.exit_code == 2, res.output
    assert "--out" in res.output and "empty" in res.output
    assert list(tmp_path.iterdir()) == []


def test_an_empty_out_is_explained_in_german(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``--lang de`` said only "'' ist kein zulässiger Wert": the explanation (an empty
    --out names no folder) was lost on the way to German."""
    from typer.testing import CliRunner

    from corsairs.cli import app

    monkeypatch.chdir(tmp_path)
    args = ["--lang", "de", "--games", "2", "--workers", "0", "--quiet", "--out", ""]
    res = CliRunner().invoke(app, ["simulate", *args])
    assert res.exit_code == 2, res.output
    assert "--out" in res.output and "leer" in res.output, res.output
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--compare", "hand_size=many"], "--compare: "),
        (["--compare", "no_such_rule=1"], "--compare: "),
        (["--compare", "nonsense"], "--compare: "),
    ],
)
def test_a_bad_compare_is_named(tmp_path: Path, args: list[str], message: str) -> None:
    """A bad value in --compare was said as a bad rule option, as one in --rules is: the
    designer could not tell which of the two options to mend."""
    res = run("--games", "2", "--workers", "0", "--quiet", *args, "--out", str(tmp_path / "r"))
    assert res.exit_code == 2, res.output
    assert message in res.output, res.output
    assert not (tmp_path / "r").exists()


@pytest.mark.parametrize(
    "args",
    [
        ["--rules", "hand_size=many"],
        ["--rules", "spares_discrd=true", "--game", "piratatak"],
        ["--rules", "nonsense"],
        ["--rules", "hand_size=11", "--rules", "hand-size=12"],
        ["--players", "4", "--rules", "colours=6", "--rules", "numbers=6"],
    ],
)
def test_a_bad_rules_option_is_named(tmp_path: Path, args: list[str]) -> None:
    """A bad --rules value was said as a bad rule option only ("unknown rule option
    'spares_discrd'"): beside --compare, the designer could not tell which option to
    mend. It names --rules, as a bad --compare names --compare."""
    res = run("--games", "2", "--workers", "0", "--quiet", *args, "--out", str(tmp_path / "r"))
    assert res.exit_code == 2, res.output
    assert "--rules: " in res.output and "--compare" not in res.output, res.output
    assert not (tmp_path / "r").exists()


def test_the_other_options_errors_do_not_blame_rules(tmp_path: Path) -> None:
    """A bad bot, game or player count beside a good --rules is said as before."""
    out = str(tmp_path / "r")
    for args, said in (
        (["--agents", "nobody"], "nobody"),
        (["--game", "chess"], "chess"),
        (["--players", "9"], "9"),
    ):
        res = run("--games", "2", "--rules", "hand_size=10", *args, "--out", out)
        assert res.exit_code == 2 and said in res.output, res.output
        assert "--rules" not in res.output, res.output


def test_a_bad_rules_option_is_named_in_french(tmp_path: Path) -> None:
    res = run(
        "--lang",
        "fr",
        "--games",
        "2",
        "--rules",
        "hand_size=beaucoup",
        "--out",
        str(tmp_path / "r"),
    )
    assert res.exit_code == 2 and "--rules : " in res.output, res.output
    assert "hand_size" in res.output and "erreur" in res.output, res.output


def test_a_bad_compare_is_named_in_german(tmp_path: Path) -> None:
    """The option is named in the player's language too, and "changes nothing" is said
    in German (it was English in a German refusal)."""
    out = str(tmp_path / "r")
    bad = run("--lang", "de", "--games", "2", "--compare", "hand_size=many", "--out", out)
    assert bad.exit_code == 2 and "--compare: " in bad.output, bad.output
    same = run("--lang", "de", "--games", "2", "--compare", "hand_size=12", "--out", out)
    assert same.exit_code == 2, same.output
    assert "ändert nichts" in same.output, same.output


def test_a_mistyped_worker_count_is_refused_before_any_process_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--workers 500`` for 50 on a 2-core machine started 500 processes and played
    nothing for minutes; more workers than a few per core play no faster."""
    _no_games(monkeypatch)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    res = run("--games", "5", "--workers", "500", "--out", str(tmp_path / "rep"))
    assert res.exit_code == 2, res.output
    assert "--workers 500" in res.output and "2 cores" in res.output and "at most 8" in res.output
    assert not (tmp_path / "rep").exists()
    res = run("--lang", "fr", "--games", "5", "--workers", "500", "--out", str(tmp_path / "rep"))
    assert res.exit_code == 2 and "2 cœurs" in res.output, res.output


def test_the_default_workers_are_the_cpus_the_run_may_really_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without --workers a run started os.cpu_count() workers: the host's 64 cores inside a
    container allowed 1.5 CPUs. It starts as many as its cores and CPU quota allow."""
    from corsairs.sim import command
    from corsairs.sim import run as sim_run

    seen: dict[str, int] = {}

    def played(*_args: object, workers: int, **_kw: object) -> None:
        seen["workers"] = workers
        raise RuntimeError("enough")

    monkeypatch.setattr(os, "cpu_count", lambda: 64)
    monkeypatch.setattr(command, "usable_cpus", lambda: 1.5, raising=False)
    monkeypatch.setattr(sim_run, "simulate", played)
    run("--games", "1", "--quiet", "--out", str(tmp_path / "rep"))
    assert seen == {"workers": 2}
