"""The examples run (with small budgets) and print what they promise."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def run_example(
    script: str, args: list[str], timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """``python examples/<script> <args>``, its output captured as text."""
    return subprocess.run(
        [sys.executable, str(EXAMPLES / script), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def run_here(
    script: str,
    args: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> str:
    """``examples/<script> <args>`` as ``__main__`` in this process: what it printed. Any
    exit or exception fails the test, as an exit status but 0 or a traceback would."""
    monkeypatch.setattr(sys, "argv", [str(EXAMPLES / script), *args])
    runpy.run_path(str(EXAMPLES / script), run_name="__main__")
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("script", "args", "expect"),
    [
        ("openspiel_random.py", ["--games", "3", "--players", "3"], "python_piratatak: 3 random"),
        (
            "openspiel_ismcts.py",
            [
                "--games",
                "1",
                "--players",
                "2",
                "--simulations",
                "10",
                "--ours",
                "ismcts:iterations=10",
            ],
            "'ismcts:iterations=10' (seat 1) won",  # was "(seats 1-1)"
        ),
        (
            "pettingzoo_random.py",
            [
                *("--games", "3", "--players", "2"),
                *("--game", "piratatak", "--rules", "purchase_price=2"),
            ],
            "piratatak, 2 players; rules: purchase_price=2\npiratatak: 3 games",
        ),
        (
            "gymnasium_train.py",
            ["--batches", "2", "--episodes", "2", "--eval", "2", "--every", "2"],
            "eval after batch 2: win rate",
        ),
        (
            "gymnasium_vector.py",
            ["--envs", "2", "--steps", "20", "--mode", "async", "--game", "Piratatak"],
            "Piratatak x2 (async",
        ),
    ],
)
def test_example_runs(script: str, args: list[str], expect: str) -> None:
    """Each script once as printed, in an interpreter of its own (2-3 s of imports each);
    its other runs are ``test_example_runs_again``'s."""
    done = run_example(script, args)
    assert done.returncode == 0, done.stderr
    assert expect in done.stdout


@pytest.mark.parametrize(
    ("script", "args", "expect"),
    [
        (
            "openspiel_ismcts.py",
            ["--game", "piratatak", "--games", "1", "--simulations", "5", "--ours", "greedy"],
            "piratatak, 1 game: OpenSpiel ISMCTS (seat 0) won",
        ),
        # a house rule, as the adapters take them and `corsairs arena --rules` writes them
        (
            "gymnasium_train.py",
            [
                *("--batches", "1", "--episodes", "1", "--players", "4"),
                *("--rules", "lay_down=simultaneous", "--rules", "last_round_at=20"),
            ],
            "corsairs, 4 players; rules: lay_down=simultaneous, last_round_at=20",
        ),
        ("gymnasium_vector.py", ["--envs", "2", "--steps", "30"], "Corsairs x2 (sync"),
        # --game as every other example and `corsairs` command spell it (was refused)
        (
            "gymnasium_vector.py",
            ["--envs", "1", "--steps", "5", "--game", "piratatak"],
            "Piratatak x1",
        ),
    ],
)
def test_example_runs_again(
    script: str,
    args: list[str],
    expect: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """More options of a script ``test_example_runs`` has started as printed, run in this
    process: a fresh interpreter per case cost a CPU-second of imports and checked nothing
    more (the async vector env, which starts worker processes, stays there)."""
    assert expect in run_here(script, args, monkeypatch, capsys)


@pytest.mark.slow
def test_cfr_tiny_prints_exploitabilities(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 22: the solvable variant's example, run as ``__main__`` in this process, on the
    smallest cut its options allow: one turn, five cards of five colours (1,320 information
    states, about 3 s of CPU; the tiny preset's one-turn cut cost 10 s, and its count is
    checked by test_openspiel's opt-in walk of it, CORSAIRS_FULL_TRAVERSAL=1). A bot's row
    costs as much as CFR's, so none is asked for: CFR's first average policy is uniform,
    whose exploitability here is 1/16."""
    cut = ["--rules", "round_turn_limit=1", "--rules", "colours=5", "--rules", "numbers=1"]
    out = run_here("cfr_tiny.py", [*cut, "--bots", "", "--iterations", "1"], monkeypatch, capsys)
    rows = {}
    for line in out.splitlines()[2:-1]:
        *name, value, _seconds = line.split()
        rows[" ".join(name)] = float(value)
    assert "1320 information states" in out
    assert set(rows) == {"CFR 1"}
    assert rows["CFR 1"] == pytest.approx(0.0625, abs=1e-4)  # uniform play is exploitable


@pytest.mark.parametrize(
    ("script", "args", "says"),
    [
        ("openspiel_random.py", ["--players", "9"], "2 to 4 players, not 9"),
        ("openspiel_ismcts.py", ["--ours", "foo"], "unknown bot 'foo'"),
        ("pettingzoo_random.py", ["--players", "7"], "2 to 4 players, not 7"),
        ("gymnasium_train.py", ["--opponents", "foo"], "unknown bot 'foo'"),
        ("gymnasium_vector.py", ["--envs", "0"], "--envs takes 1 or more"),
        ("gymnasium_vector.py", ["--seed", "-1"], "--seed 0 or more"),
        ("openspiel_random.py", ["--games", "0"], "--games takes 1 or more"),
        ("pettingzoo_random.py", ["--games", "0"], "--games takes 1 or more"),
        ("pettingzoo_random.py", ["--seed", "-1"], "--seed 0 or more"),
        ("gymnasium_train.py", ["--seed", "-1"], "--seed 0 or more"),
        ("gymnasium_train.py", ["--episodes", "0"], "--episodes take 1 or more"),
        ("gymnasium_train.py", ["--eval", "-1"], "--eval takes 0 (no curve) or more"),
        ("gymnasium_train.py", ["--seed", "100"], "--seed takes 0 to 99"),
        # a learning rate that is no positive finite number trained on garbage (nan weights)
        *(
            ("gymnasium_train.py", ["--lr", lr], f"--lr takes a positive number, not {lr}")
            for lr in ("nan", "inf", "0", "-1")
        ),
        ("gymnasium_train.py", ["--rules", "lay_down=simultanous"], "'in_turn' or 'simultaneous'"),
        ("gymnasium_train.py", ["--rules", "lay_down"], "is not of the form KEY=VALUE"),
        ("openspiel_ismcts.py", ["--simulations", "0"], "--simulations take 1 or more"),
        ("cfr_tiny.py", ["--rules", "preset"], "--rules: rule option 'preset' is not of the"),
        ("cfr_tiny.py", ["--rules", "colours=1"], "--rules: colours must be 2..10"),
        # every example takes house rules alike: --rules key=value, as `corsairs arena`
        *(
            (script, ["--game", "corsairs", "--rules", "lay_down=simultanous"], "'simultaneous'")
            for script in (
                "openspiel_random.py",
                "openspiel_ismcts.py",
                "pettingzoo_random.py",
                "gymnasium_vector.py",
            )
        ),
        ("pettingzoo_random.py", ["--rules", "hand_size=9"], "--rules needs --game"),
        ("openspiel_random.py", ["--rules", "hand_size=9"], "--rules needs --game"),
        ("cfr_tiny.py", ["--iterations", "x"], "--iterations takes whole numbers"),
        ("cfr_tiny.py", ["--bots", "foo"], "--bots: unknown bot 'foo'"),
    ],
)
def test_bad_input_is_one_line_not_a_traceback(
    script: str,
    args: list[str],
    says: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A researcher's typo gets the example's name and the reason, before any work.

    The script runs as ``__main__`` in this process, its name in ``argv[0]`` as
    ``python examples/<script>`` gives it: a fresh interpreter per case cost 2-3 s of
    imports, and ``test_example_runs`` already starts each script as printed. Any
    exception but the exit fails the test, as a traceback would."""
    with pytest.raises(SystemExit) as ended:
        run_here(script, args, monkeypatch, capsys)
    code = ended.value.code
    assert code not in (0, None)
    out, err = capsys.readouterr()
    if isinstance(code, str):  # sys.exit("..."): the interpreter prints it to stderr
        err += code + "\n"
    last = err.strip().splitlines()[-1]
    assert f"{script}: error: " in last and says in last, err
    assert out == ""


def test_cfr_tiny_prints_no_negative_zero() -> None:
    """``greedy`` and ``heuristic`` are unexploitable in the tiny variant, and
    ``pyspiel.exploitability`` returns them as -1e-17 or so: the table printed
    "-0.0000" where docs/research.md shows 0.0000."""
    row = runpy.run_path(str(EXAMPLES / "cfr_tiny.py"))["row"]
    assert row("greedy", -1.3e-17, 91.9) == f"{'greedy':<16}{'0.0000':>16}{'91.9':>10}"
    assert row("CFR 4", 0.01642, 3.0).split()[-2] == "0.0164"
