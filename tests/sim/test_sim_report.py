"""The report: every file written, every image the HTML names exists, figures add up."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

from corsairs.sim.report import compute, write_report
from corsairs.sim.run import make_spec, simulate
from corsairs.sim.stats import newcombe, wilson


@pytest.fixture(scope="module")
def compared():  # type: ignore[no-untyped-def]
    base = make_spec("corsairs", 3, ["random"], 3)
    variant = base.with_rules({"last_stock_card_forces_sail": False})
    return simulate([base, variant], 80, workers=0)


def figure(summary: dict, key: str) -> dict:  # type: ignore[type-arg]
    for sec in summary["sections"]:
        for fig in sec["figures"]:
            if fig["key"] == key:
                return fig  # type: ignore[no-any-return]
    raise KeyError(key)


def test_report_files_and_images(tmp_path: Path, compared) -> None:  # type: ignore[no-untyped-def]
    summary = write_report(compared, tmp_path / "rep")
    out = tmp_path / "rep"
    for name in ("index.html", "summary.json", "figures.csv", "tally.json"):
        assert (out / name).stat().st_size > 0
    page = (out / "index.html").read_text()
    images = re.findall(r'<img src="([^"]+)"', page)
    keys = [f["key"] for sec in summary["sections"] for f in sec["figures"]]
    assert len(images) == len(keys) >= 10
    for src in images:
        assert (out / src).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    for needed in (
        "win_by_seat",
        "rounds_per_game",
        "turns_per_round",
        "round_events",
        "sweeps",
        "closer_limit",
        "went_under_by_limit",
        "penalties_per_round",
        "draw_sources",
    ):
        assert needed in keys
    assert json.loads((out / "summary.json").read_text())["games_played"] == [80, 80]
    rows = list(csv.DictReader((out / "figures.csv").open()))
    assert {r["rule_set"] for r in rows} >= {
        "base",
        "variant: last_stock_card_forces_sail=False",
        "difference (variant - base)",
    }


def test_win_rates_and_their_intervals_come_from_the_tally(compared) -> None:  # type: ignore[no-untyped-def]
    summary = compute(compared)
    fig = figure(summary, "win_by_seat")
    t0, t1 = compared.tallies
    total = 0.0
    for seat, row in enumerate(fig["rows"]):
        wins0 = t0.get(f"win.seat.{seat}") / 6
        wins1 = t1.get(f"win.seat.{seat}") / 6
        assert row["estimates"][0] == wilson(wins0, 80).to_dict()
        assert row["diff"] == newcombe(wins0, 80, wins1, 80).to_dict()
        total += row["estimates"][0]["value"]
    assert total == pytest.approx(1.0)


def test_per_thousand_rates_and_the_forced_sailing_variant(compared) -> None:  # type: ignore[no-untyped-def]
    fig = figure(compute(compared), "round_events")
    forced = next(r for r in fig["rows"] if r["label"] == "forced sailing")
    t0 = compared.tallies[0]
    assert forced["estimates"][0]["value"] == pytest.approx(
        1000 * t0.get("rounds.forced") / t0.get("rounds")
    )
    assert forced["estimates"][1]["value"] == 0.0  # nobody is forced in the variant
    shares = figure(compute(compared), "draw_sources")
    assert sum(r["estimates"][0]["value"] for r in shares["rows"]) == pytest.approx(1.0)


def test_a_single_run_has_no_difference_column(tmp_path: Path) -> None:
    res = simulate([make_spec("corsairs", 2, ["random"], 1)], 20, workers=0)
    summary = write_report(res, tmp_path)
    assert all(
        "diff" not in row
        for sec in summary["sections"]
        for f in sec["figures"]
        for row in f["rows"]
    )
    assert "difference" not in (tmp_path / "index.html").read_text()
