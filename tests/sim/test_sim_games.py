"""Every registered game reaches its report through Game.report_spec(), with no game
branches in the simulation code."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import corsairs
from corsairs.sim.report import write_report
from corsairs.sim.run import make_spec, simulate

SIM_SRC = Path(corsairs.__file__).parent / "sim"


@pytest.mark.plots  # every game's own figures, really drawn
@pytest.mark.parametrize("name", corsairs.game_names())
def test_each_game_simulates_and_reports(name: str, tmp_path: Path) -> None:
    game = corsairs.load_game(name)
    spec = make_spec(name, game.max_players, ["random"], 2)
    one = simulate([spec], 24, workers=0)
    two = simulate([spec], 24, workers=2, batch_size=5)
    assert one.tallies == two.tallies
    summary = write_report(two, tmp_path)
    page = (tmp_path / "index.html").read_text()
    for src in re.findall(r'<img src="([^"]+)"', page):
        assert (tmp_path / src).is_file()
    keys = {f["key"] for sec in summary["sections"] for f in sec["figures"]}
    assert "win_by_seat" in keys and len(keys) > 3
    seat_rows = next(
        f for sec in summary["sections"] for f in sec["figures"] if f["key"] == "win_by_seat"
    )["rows"]
    assert sum(r["estimates"][0]["value"] for r in seat_rows) == pytest.approx(
        1 - two.tallies[0].get("games.no_winner") / 24
    )


def test_the_simulation_package_names_no_game() -> None:
    for path in SIM_SRC.glob("*.py"):
        tree = ast.parse(path.read_text())
        strings = {
            n.value
            for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
        }
        for game in corsairs.game_names():
            assert game not in strings or (path.name == "command.py" and game == "corsairs"), (
                f"{path.name} mentions {game!r}"
            )
        imports = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
        assert not any(m.startswith("corsairs.games") for m in imports), path.name
