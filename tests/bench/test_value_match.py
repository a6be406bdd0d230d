"""bench/value_match.py refuses a bad search spec or value before playing a game."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pytest


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["--value", "in-use", "--spec", "ismcts:paired=maybe"],
            "--spec: bot 'ismcts': option paired takes true or false",
        ),
        (["--value", "in-use", "--spec", "nobody"], "--spec:"),
        (["--value", "1,2,3"], "four numbers"),
        (["--value", "1,2,3,4", "--spec", "ismcts:c=-1"], "--spec: bad options"),
    ],
)
def test_bad_options_are_refused_in_one_line(
    bench_script: Callable[[str], ModuleType],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    said: str,
) -> None:
    script = bench_script("value_match")
    before = dict(script.heuristic.WIN_CHANCE)
    monkeypatch.setattr("sys.argv", ["value_match.py", "--players", "3", *argv])
    with pytest.raises(SystemExit) as exc:
        script.main()
    assert exc.value.code == 2
    assert said in capsys.readouterr().err
    assert dict(script.heuristic.WIN_CHANCE) == before
