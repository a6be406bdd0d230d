"""The bench scripts refuse an output file they cannot write when the command line is
read: a --json or --log was written only at the end, and minutes of figures were lost."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

SCRIPTS = [
    ("value_match", ["--value", "in-use", "--log"], "run_arena"),
    ("policy_speed", ["--json"], "simulate"),
    ("sim", ["speed", "--json"], "simulate"),
    ("sim", ["memory", "--trace"], "simulate"),
    ("strength", ["--log"], "run_logged"),
    ("round_ends", ["--json"], "count_round_ends"),
]
"""Each script, the arguments before the output path, and the call that starts its work."""


def _bad(tmp_path: Path) -> dict[str, Path]:
    afile = tmp_path / "notes.txt"
    afile.write_text("")
    places = {
        "a folder": tmp_path,
        "missing folder": tmp_path / "no" / "out.json",
        "under a file": afile / "out.json",
    }
    if Path("/proc/self").is_dir():
        places["/proc"] = Path("/proc/corsairs-x/out.json")
    return places


@pytest.mark.parametrize("place", ["a folder", "missing folder", "under a file", "/proc"])
@pytest.mark.parametrize(("name", "before", "work"), SCRIPTS)
def test_an_unwritable_output_is_refused_before_any_work(
    bench_script: Callable[[str], ModuleType],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    name: str,
    before: list[str],
    work: str,
    place: str,
) -> None:
    places = _bad(tmp_path)
    if place not in places:
        pytest.skip("no /proc here")
    script = bench_script(name)

    def no_work(*args: object, **kwargs: object) -> None:
        raise AssertionError("the work started before the output was checked")

    monkeypatch.setattr(script, work, no_work)
    monkeypatch.setattr("sys.argv", [f"{name}.py", *before, str(places[place])])
    with pytest.raises(SystemExit) as exc:
        script.main()
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert str(places[place]) in err and "Traceback" not in err, err
    assert sorted(os.listdir(tmp_path)) == ["notes.txt"]
