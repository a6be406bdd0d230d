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


def test_a_house_rules_moves_are_counted_per_game(tmp_path: Path) -> None:
    """A designer comparing spares_discard could not tell whether the bots ever discarded
    a spare: a rule never used changes nothing. The game says which moves its rule options
    add; the report counts them per game, says "not in this rule set" for the base, and does
    not count the row among the figures that differ (it differs by construction)."""
    from corsairs.sim.report import compute

    base = make_spec("piratatak", 4, ["policy"], 2)
    variant = base.with_rules({"spares_discard": True})
    result = simulate([base, variant], 30, workers=0)
    summary = compute(result)
    (fig,) = [f for s in summary["sections"] for f in s["figures"] if f["key"] == "rule_moves"]
    (row,) = fig["rows"]
    assert row["label"].startswith("spares_discard: ")
    assert row["estimates"][1]["value"] > 0
    texts = [h["text"] for h in summary["highlights"]]
    said = [t for t in texts if t.startswith("Moves the rule options add")]
    assert said and "not in this rule set (base)" in said[0] and "per game (variant" in said[0]
    assert not any("rule options add" in t for t in texts if "figure row" in t)
    write_report(result, tmp_path / "rep")
    page = tmp_path / "rep" / "index.html"
    assert "discard a spare instead of drawing" in page.read_text()


def test_a_rule_set_without_the_option_reads_not_in_this_rule_set(tmp_path: Path) -> None:
    """The base of --compare spares_discard=true read "0.000 [0.000, 0.096]" discards a
    game, as if its players could discard and never did, and the difference stood in bold
    as a clear change. Every table says "not in this rule set" instead, with no number and
    no difference: the page, figures.csv, summary.json and --beside."""
    import csv

    from corsairs.sim.beside import text_beside

    base = make_spec("piratatak", 3, ["policy"], 1)
    result = simulate([base, base.with_rules({"spares_discard": True})], 12, workers=0)
    out = tmp_path / "rep"
    summary = write_report(result, out)
    (fig,) = [f for s in summary["sections"] for f in s["figures"] if f["key"] == "rule_moves"]
    (row,) = fig["rows"]
    assert row["estimates"][0]["absent"] and row["estimates"][0]["value"] is None
    assert not row["estimates"][1].get("absent") and row["estimates"][1]["value"] is not None
    assert row["diff"]["value"] is None
    page = (out / "index.html").read_text()
    cells = re.search(r"<tr><td>spares_discard: .*?</tr>", page)
    assert cells and re.findall(r"<td[^>]*>(.*?)</td>", cells[0])[1] == "not in this rule set"
    assert "class=clear" not in cells[0] and cells[0].endswith("<td>–</td></tr>")
    with (out / "figures.csv").open() as fh:
        lines = [r for r in csv.DictReader(fh) if r["figure"] == "rule_moves"]
    assert [(r["rule_set"], r["value"], r["low"]) for r in lines if not r["value"]] == [
        ("base", "", ""),
        ("difference (variant - base)", "", ""),
    ]
    beside = text_beside(out, out).splitlines()
    (line,) = [x for x in beside if x.strip().startswith("spares_discard: ")]
    assert line.count("not in this rule set") == 2 and line.rstrip().endswith("–")


def test_a_run_without_house_rules_has_no_house_rule_figure() -> None:
    """The figure names only rule options the run sets: a plain run shows no row of 0s."""
    from corsairs.sim.report import compute

    result = simulate([make_spec("piratatak", 2, ["random"], 1)], 3, workers=0)
    keys = [f["key"] for s in compute(result)["sections"] for f in s["figures"]]
    assert "rule_moves" not in keys and "win_by_seat" in keys
