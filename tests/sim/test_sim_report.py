"""The report: every file written, every image the HTML names exists, figures add up."""

from __future__ import annotations

import csv
import html
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from corsairs.sim.figures import Section
from corsairs.sim.report import compute, write_report
from corsairs.sim.run import RunResult, make_spec, simulate
from corsairs.sim.stats import newcombe, wilson


@pytest.fixture(scope="module")
def compared() -> RunResult:
    base = make_spec("corsairs", 3, ["random"], 3)
    variant = base.with_rules({"last_stock_card_forces_sail": False})
    return simulate([base, variant], 80, workers=0)


def figure(summary: dict[str, Any], key: str) -> dict[str, Any]:
    for sec in summary["sections"]:
        for fig in sec["figures"]:
            if fig["key"] == key:
                found: dict[str, Any] = fig
                return found
    raise KeyError(key)


@pytest.mark.plots
def test_report_files_and_images(tmp_path: Path, compared: RunResult) -> None:
    summary = write_report(compared, tmp_path / "rep")
    out = tmp_path / "rep"
    for name in ("index.html", "summary.json", "figures.csv", "tally.json"):
        assert (out / name).stat().st_size > 0
    page = (out / "index.html").read_text()
    assert '<meta name=viewport content="width=device-width, initial-scale=1">' in page  # phones
    images = re.findall(r'<img src="([^"]+)"', page)
    keys = [f["key"] for sec in summary["sections"] for f in sec["figures"]]
    drawn = [f["image"] for sec in summary["sections"] for f in sec["figures"] if "image" in f]
    assert images == drawn and len(drawn) >= 10  # a figure that counted nothing has no plot
    for src in images:
        assert (out / src).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # The one plot, 855 pixels wide with its legend beside it, shrank on a 390-pixel phone
    # to words 4 pixels high. A phone gets its own drawing: at most 4.5 inches wide (a point
    # is then at least 1.1 CSS pixels at 360), sharp at 2 device pixels a CSS pixel.
    from PIL import Image

    for src in images:
        with Image.open(out / src.replace(".png", ".phone.png")) as im:
            assert im.width / im.info["dpi"][0] <= 4.5 and im.width >= 720, src
        with Image.open(out / src) as im:
            assert im.width in (630, 855), src  # the desktop's, as it was
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
        "variant: last_stock_card_forces_sail=false",
        "difference (variant - base)",
    }


def test_win_rates_and_their_intervals_come_from_the_tally(compared: RunResult) -> None:
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


def test_per_thousand_rates_and_the_forced_sailing_variant(compared: RunResult) -> None:
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


def synthetic(
    counts: dict[str, int], hists: dict[str, tuple[int, list[int]]], games: int
) -> RunResult:
    """A finished 3-player run with the given tally (no game played)."""
    from corsairs.sim.run import RunResult
    from corsairs.sim.tally import Tally

    t = Tally()
    t.count("games", games)
    for name, n in counts.items():
        t.count(name, n)
    for name, (top, values) in hists.items():
        for v in values:
            t.observe(name, v, top=top)
    return RunResult([make_spec("corsairs", 3, ["random"], 1)], games, [t], seconds=1.0)


def test_no_event_in_30_games_has_an_interval_above_zero() -> None:
    res = synthetic({}, {"sweeps_per_game": (50, [0] * 30)}, 30)
    row = figure(compute(res), "sweeps")["rows"][0]
    est = row["estimates"][0]
    assert est["value"] == 0 and est["low"] == 0
    assert est["high"] == pytest.approx(113.5, abs=0.1)  # per 1,000 games, not "0 [0, 0]"


def test_four_sweeps_in_500_games_get_the_wilson_interval() -> None:
    res = synthetic({}, {"sweeps_per_game": (50, [1] * 4 + [0] * 496)}, 500)
    est = figure(compute(res), "sweeps")["rows"][0]["estimates"][0]
    assert (est["low"], est["high"]) == pytest.approx((3.1, 20.4), abs=0.05)


def test_capped_quantiles_read_at_least_and_numbers_keep_one_format(tmp_path: Path) -> None:
    turns = [15_580 * 2] * 6 + [300] * 4  # most games run past the histogram's top of 2000
    res = synthetic({}, {"turns_per_game": (2000, turns)}, 10)
    summary = write_report(res, tmp_path)
    rows = {r["label"]: r for r in figure(summary, "turns_per_game")["rows"]}
    assert rows["median"]["estimates"][0] == {
        "value": 2000.0,
        "low": None,
        "high": None,
        "at_least": True,
    }
    assert rows["share at or above 2000"]["estimates"][0]["value"] == pytest.approx(0.6)
    page = (tmp_path / "index.html").read_text()
    assert "≥ 2,000" in page
    assert "e+0" not in page  # 18,816, not 1.882e+04
    assert "18,816 <span class=ci>[" in page
    csv_rows = list(csv.DictReader((tmp_path / "figures.csv").open()))
    median = next(r for r in csv_rows if r["figure"] == "turns_per_game" and r["label"] == "median")
    assert median["at_least"] == "true"


def test_the_safeguard_leads_the_report(tmp_path: Path) -> None:
    res = synthetic(
        {"rounds": 1000, "rounds.annulled": 883, "rounds.annulled.turn_limit": 883}, {}, 10
    )
    summary = write_report(res, tmp_path)
    first = summary["highlights"][0]
    assert first["kind"] == "warning"
    assert "883 of 1,000 rounds (88.3%)" in first["text"]
    page = (tmp_path / "index.html").read_text()
    assert page.index("What stands out") < page.index("883 of 1,000") < page.index("Who wins")


def test_win_rates_have_a_fair_share_and_the_summary_names_a_seat_edge(tmp_path: Path) -> None:
    # Seat 0 wins 60 of 90 games (shares in sixths for three players).
    res = synthetic({"win.seat.0": 60 * 6, "win.seat.1": 15 * 6, "win.seat.2": 15 * 6}, {}, 90)
    summary = write_report(res, tmp_path)
    fig = figure(summary, "win_by_seat")
    assert fig["fair_share"] == pytest.approx(1 / 3)
    texts = [h["text"] for h in summary["highlights"]]
    assert any("fair share of 33.3%" in t and "seat 0 (random) 66.7%" in t for t in texts)
    assert "dashed line" in (tmp_path / "index.html").read_text()


def test_compare_header_names_the_variant_once_and_lists_significant_differences(
    tmp_path: Path, compared: RunResult
) -> None:
    summary = write_report(compared, tmp_path)
    page = (tmp_path / "index.html").read_text()
    assert "variant: last_stock_card_forces_sail=false: " not in page
    assert page.count("<li>variant: last_stock_card_forces_sail=false") == 1
    diffs = [h["text"] for h in summary["highlights"] if "differ" in h["text"]]
    assert diffs and "rule sets" in diffs[-1]


def test_a_table_row_keeps_one_number_format() -> None:
    from corsairs.sim.report import format_estimate, row_decimals

    def est(v: float, lo: float, hi: float) -> dict[str, float]:
        return {"value": v, "low": lo, "high": hi}

    row: dict[str, Any] = {
        "estimates": [est(0, 0, 1.0), est(0, 0, 0.994)],
        "diff": est(0, -1.0, 0.99),
    }
    d = row_decimals(row)
    assert [format_estimate(e, decimals=d) for e in (*row["estimates"], row["diff"])] == [
        ("0.00", "[0.00, 1.00]"),
        ("0.00", "[0.00, 0.99]"),
        ("0.00", "[-1.00, 0.99]"),
    ]
    turns: dict[str, Any] = {
        "estimates": [est(91.4, 90.3, 92.6), est(97.0, 95.8, 98.2)],
        "diff": est(5.53, 3.85, 7.2),
    }
    assert format_estimate(turns["diff"], decimals=row_decimals(turns)) == ("5.5", "[3.9, 7.2]")
    assert format_estimate(est(15_580, 3855, 27_300)) == ("15,580", "[3,855, 27,300]")


def test_a_partial_run_says_so_first_even_when_a_rule_set_finished_nothing() -> None:
    from corsairs.sim.run import RunResult
    from corsairs.sim.tally import Tally

    base = make_spec("corsairs", 3, ["random"], 3)
    variant = base.with_rules({"hand_size": 10})
    done = simulate([base], 6, workers=0).tallies[0]
    res = RunResult([base, variant], 100, [done, Tally()], seconds=1.0, interrupted="SIGTERM")
    summary = compute(res)
    assert summary["partial"] is True and summary["interrupted_by"] == "SIGTERM"
    texts = [h["text"] for h in summary["highlights"]]
    assert texts[0].startswith("Partial report") and "6 of 200 games" in texts[0]
    assert "--resume" in texts[0]  # how to play the rest
    assert any("no finished game (variant: hand_size=10)" in t for t in texts)


@pytest.mark.plots
def test_the_first_round_position_table_has_a_fair_share_line_and_finding(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/simulation.md: every win-rate table, playing position included, gets the
    dashed fair-share line and a finding."""
    import matplotlib.axes

    import corsairs.sim.report as report_module

    lines: list[tuple[str, object]] = []
    drawing: list[str] = []
    real_line, real_plot = matplotlib.axes.Axes.axhline, report_module._plot

    def line(self: Any, y: float = 0, *args: Any, **kwargs: Any) -> Any:
        lines.append((drawing[-1], kwargs.get("label")))
        return real_line(self, y, *args, **kwargs)

    def plot(fig: Any, data: Any, labels: Any, path: Any, narrow: bool = False) -> Any:
        drawing.append(fig.key)
        return real_plot(fig, data, labels, path, narrow)

    monkeypatch.setattr(matplotlib.axes.Axes, "axhline", line)
    monkeypatch.setattr(report_module, "_plot", plot)
    res = synthetic(
        {"win_position.0": 60 * 6, "win_position.1": 15 * 6, "win_position.2": 15 * 6}, {}, 90
    )
    summary = write_report(res, tmp_path)
    fig = figure(summary, "win_by_position")
    assert fig["fair_share"] == pytest.approx(1 / 3)
    texts = [h["text"] for h in summary["highlights"]]
    assert any(
        t.startswith("Win rate by playing position") and "position 0 66.7%" in t for t in texts
    )
    assert ("win_by_position", "fair share") in lines


def clustered_draws(per_game: list[dict[str, int]]) -> RunResult:
    """A 3-player run whose games drew from the given sources, moments and all."""
    from corsairs.sim.figures import clustered_ratios
    from corsairs.sim.report import all_sections
    from corsairs.sim.run import RunResult
    from corsairs.sim.tally import Tally

    spec = make_spec("corsairs", 3, ["random"], 1)
    ratios = clustered_ratios(all_sections(spec))
    t = Tally()
    for draws in per_game:
        one = Tally()
        one.count("games")
        for src, n in draws.items():
            one.count("draws." + src, n)
        t.add_game_moments(one, ratios)
        t.merge(one)
    return RunResult([spec], len(per_game), [t], seconds=1.0)


def test_draws_that_cluster_within_games_get_a_game_level_interval() -> None:
    """A game decides all its draws together: 100 games of 50 draws are about 100
    units, not 5,000 (the Wilson interval over draws was far too narrow)."""
    extreme = clustered_draws([{"pile": 50} if i % 2 else {"stock": 50} for i in range(100)])
    pile = next(
        r for r in figure(compute(extreme), "draw_sources")["rows"] if r["label"] == "pile"
    )["estimates"][0]
    assert pile["value"] == pytest.approx(0.5)
    assert pile["high"] - pile["low"] > 0.18  # about 2 x 1.96 x sqrt(0.25 / 100)
    assert pile["high"] - pile["low"] > 5 * (lambda w: w.high - w.low)(wilson(2500, 5000))
    mixed = clustered_draws([{"pile": 1, "stock": 1} for _ in range(2500)])  # no clustering
    pile = next(r for r in figure(compute(mixed), "draw_sources")["rows"] if r["label"] == "pile")[
        "estimates"
    ][0]
    w = wilson(2500, 5000)
    assert (pile["low"], pile["high"]) == pytest.approx((w.low, w.high))


def test_clustered_rates_out_of_rounds_are_widened_but_rates_out_of_games_are_not() -> None:
    from corsairs.sim.figures import clustered_ratios
    from corsairs.sim.report import all_sections

    ratios = clustered_ratios(all_sections(make_spec("corsairs", 3, ["random"], 1)))
    assert ("rounds.forced", ("rounds",)) in ratios
    assert ("draws.pile", ("draws.stock", "draws.pile", "draws.pier")) in ratios
    assert all(units != ("games",) for _, units in ratios)


def test_rows_without_a_finished_game_are_never_called_consistent() -> None:
    from corsairs.sim.run import RunResult
    from corsairs.sim.tally import Tally

    spec = make_spec("corsairs", 3, ["random"], 3)
    res = RunResult([spec], 10, [Tally()], seconds=1.0, interrupted="SIGINT")
    texts = [h["text"] for h in compute(res)["highlights"]]
    assert not any("consistent" in t for t in texts), texts
    assert any(t.startswith("Win rate by seat: no finished game") for t in texts), texts


def test_failed_batches_are_a_warning_in_what_stands_out(tmp_path: Path) -> None:
    from corsairs.sim.run import Failure, RunResult

    base = make_spec("corsairs", 3, ["random"], 3)
    done = simulate([base], 6, workers=0).tallies[0]
    failures = [Failure(0, 6, 8, "ValueError: boom"), Failure(0, 8, 10, "ValueError: boom")]
    res = RunResult([base], 10, [done], failures, seconds=1.0)
    summary = write_report(res, tmp_path)
    first = summary["highlights"][0]
    assert first["kind"] == "warning"
    assert first["text"].startswith("4 of 10 games missing (2 failed batches)")
    assert "--resume" in first["text"]  # plays them again (a worker lost, a bot fixed)
    page = (tmp_path / "index.html").read_text()
    assert page.index("What stands out") < page.index("4 of 10 games missing")


def test_a_report_that_fails_half_way_leaves_the_old_one_whole(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    compared: RunResult,
) -> None:
    import corsairs.sim.report as report_module

    out = tmp_path / "rep"
    write_report(compared, out)
    before = {p: p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}

    def full(*args: Any, **kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(report_module, "_write_csv", full)
    res = simulate([make_spec("corsairs", 2, ["random"], 9)], 10, workers=0)
    with pytest.raises(OSError, match="No space"):
        write_report(res, out)
    after = {p: p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
    assert after == before  # every file as it was, and no temporary file left behind


def test_sweeps_are_a_proportion_only_while_a_sweep_ends_the_game() -> None:
    """With sweep_wins=false a game can have several sweeps: no Wilson interval capped
    at 1 a game, in that rule set or in a comparison with it."""
    from corsairs.sim.run import RunResult
    from corsairs.sim.tally import Tally

    def tally(values: list[int]) -> Tally:
        t = Tally()
        t.count("games", len(values))
        for v in values:
            t.observe("sweeps_per_game", v, top=50)
        return t

    base = make_spec("corsairs", 3, ["random"], 1)
    variant = base.with_rules({"sweep_wins": False})
    ones = [1] * 30
    for specs, tallies in (([variant], [tally(ones)]), ([base, variant], [tally(ones)] * 2)):
        res = RunResult(specs, 30, tallies, seconds=1.0)
        for est in figure(compute(res), "sweeps")["rows"][0]["estimates"]:
            assert est["value"] == 1000 and est["high"] > 1000
    alone = RunResult([base], 30, [tally(ones)], seconds=1.0)
    assert figure(compute(alone), "sweeps")["rows"][0]["estimates"][0]["high"] == 1000


def test_one_game_reads_as_a_mean_without_an_interval() -> None:
    res = synthetic({}, {"turns_per_game": (2000, [135]), "rounds_per_game": (100, [8])}, 1)
    summary = compute(res)
    mean = figure(summary, "turns_per_game")["rows"][0]["estimates"][0]
    assert (mean["value"], mean["low"], mean["high"]) == (135.0, None, None)
    texts = [h["text"] for h in summary["highlights"]]
    assert "Turns per game: mean 135, median 135." in texts, texts


def _summary(labels: list[str], figures: list[dict[str, Any]]) -> dict[str, Any]:
    """The least a summary needs for ``highlights``: rule sets, level and figures."""
    return {
        "rule_sets": [{"label": lab} for lab in labels],
        "confidence_level": 0.95,
        "partial": False,
        "failed_batches": [],
        "sections": [{"title": "t", "figures": figures}],
    }


def _est(v: float, lo: float, hi: float) -> dict[str, float]:
    return {"value": v, "low": lo, "high": hi}


def test_a_seat_edge_says_how_many_rates_are_outside_by_chance() -> None:
    """One seat of four outside its interval is what chance gives 1 time in 20 a rate:
    the finding says so, so that a designer does not read noise as a seat edge."""
    from corsairs.sim.report import highlights

    rows = [
        {"label": f"seat {s}", "estimates": [_est(v, v - 0.06, v + 0.06)]}
        for s, v in enumerate((0.188, 0.25, 0.26, 0.30))
    ]
    fig = {"key": "win_by_seat", "title": "Win rate by seat", "kind": "rates"}
    summary = _summary(["this run"], [{**fig, "fair_share": 0.25, "rows": rows}])
    (text,) = [h["text"] for h in highlights(summary)]
    assert "seat 0 18.8%" in text
    assert "1 of 4 rates" in text and "1 rate in 20" in text


def test_compared_rule_sets_say_how_many_rows_were_compared_and_chance_would_flag() -> None:
    from corsairs.sim.report import highlights

    def row(label: str, diff: dict[str, float]) -> dict[str, Any]:
        variant = _est(1 + diff["value"], 0, 2)
        return {"label": label, "estimates": [_est(1, 0, 2), variant], "diff": diff}

    rows = [row("a", _est(0.5, 0.1, 0.9))] + [row(f"r{i}", _est(0, -1, 1)) for i in range(39)]
    fig = {"key": "k", "title": "Things", "kind": "means", "rows": rows}
    texts = [h["text"] for h in highlights(_summary(["base", "variant"], [fig]))]
    (text,) = [t for t in texts if "rule sets" in t]
    assert text.startswith("1 of 40 figure rows differs between the rule sets")
    assert "about 2 of 40" in text and "row(s)" not in text


def test_the_by_limit_figure_says_its_plot_leaves_out_thin_rows() -> None:
    """The table shows 20-24 at 1.00 [0.21, 1.00] from 2 rounds while the plot stops
    at 15-19: the note must say why, or the reader thinks the plot is cut short."""
    res = synthetic({}, {"closer_limit": (40, [3] * 50 + [22] * 2)}, 30)
    fig = figure(compute(res), "went_under_by_limit")
    assert [r["label"] for r in fig["rows"]] == ["0-4", "20-24"]
    assert "fewer than 20" in fig["note"] and "table" in fig["note"]


class _Axes:
    """Records what a plot function draws (no matplotlib)."""

    def __init__(self) -> None:
        self.steps: list[tuple[list[float], list[float]]] = []
        self.ylabel = ""
        self.bottom: float | None = None

    def step(self, xs: Iterable[float], ys: Iterable[float], **kwargs: Any) -> None:
        self.steps.append((list(xs), list(ys)))

    def annotate(self, *args: Any, **kwargs: Any) -> None:
        pass

    def set_ylabel(self, text: str) -> None:
        self.ylabel = text

    def set_ylim(self, bottom: float | None = None, **kwargs: Any) -> None:
        self.bottom = bottom


def test_a_few_hundred_games_spread_over_400_turns_are_drawn_in_readable_bins() -> None:
    """200 games between 1 and 390 turns drawn one turn per step is a comb of spikes
    (docs/simulation.md's small runs); the plot groups values into bins shared by both
    rule sets, each share still out of all games."""
    from corsairs.sim.report import _plot_distribution

    base = {str(v): 1 for v in range(1, 391, 2)} | {"70": 5}  # 200 games
    variant = {str(v): 2 for v in range(3, 303, 3)}  # 200 games
    data = {"data": [{"top": 2000, "bins": base}, {"top": 2000, "bins": variant}]}
    ax = _Axes()
    _plot_distribution(ax, data, ["base", "variant"])
    (xs, ys), (xs2, ys2) = ax.steps
    assert 10 <= len(xs) <= 60 and xs2[1] - xs2[0] == xs[1] - xs[0]  # one bin width
    assert sum(ys) == pytest.approx(1) and sum(ys2) == pytest.approx(1)
    assert "bins of" in ax.ylabel


def test_a_short_range_keeps_one_bin_per_value() -> None:
    from corsairs.sim.report import _plot_distribution

    data = {"data": [{"top": 100, "bins": {"1": 10, "2": 30, "4": 60}}]}
    ax = _Axes()
    _plot_distribution(ax, data, ["this run"])
    ((xs, ys),) = ax.steps
    assert xs == [0, 1, 2, 3, 4] and ys == [0, 0.1, 0.3, 0, 0.6]


def test_a_variant_that_never_came_into_play_is_named_as_such() -> None:
    """``--game piratatak --compare turn_limit=none`` with games far below the limit plays
    the very same games: "no figure differs at 95%" undersells that; the finding says
    every figure is identical, so the rule never came into play."""
    from corsairs.sim.report import highlights

    same = {"label": "a", "estimates": [_est(1, 0, 2), _est(1, 0, 2)], "diff": _est(0, -1, 1)}
    fig = {"key": "k", "title": "Things", "kind": "means", "rows": [same]}
    texts = [h["text"] for h in highlights(_summary(["base", "variant: x=1"], [fig]))]
    assert any("identical" in t and "never came into play" in t for t in texts), texts
    # --game piratatak --compare spares_discard=true: the rule offers a choice that the
    # policy bots never take; the designer is told it may be the bots, not the rule
    (same_text,) = [t for t in texts if "identical" in t]
    assert "a choice these bots never took" in same_text
    other = {**same, "estimates": [_est(1, 0, 2), _est(1.1, 0, 2)]}
    fig2 = {**fig, "rows": [other]}
    texts = [h["text"] for h in highlights(_summary(["base", "variant: x=1"], [fig2]))]
    (text,) = [t for t in texts if t.startswith("No figure differs")]
    # no clear difference is not proof of none: a reader is told what could still hide
    assert text.startswith("No figure differs clearly between the rule sets at 95% confidence")
    assert "not proof" in text and "more games" in text


def test_rates_read_as_percentages_in_every_table_as_in_the_terminal(
    tmp_path: Path, compared: RunResult
) -> None:
    """The compared tables showed win rates as 0.388 [0.25, 0.54] while the terminal and
    'What stands out' said 38.8%: every fraction reads as a percentage; per-1,000 rates
    and means keep their own numbers."""
    summary = write_report(compared, tmp_path)
    for key in ("win_by_seat", "ties", "draw_sources", "went_under_by_limit"):
        assert all(row.get("share") for row in figure(summary, key)["rows"]), key
    for key in ("round_events", "rounds_per_game"):
        assert not any(row.get("share") for row in figure(summary, key)["rows"]), key
    page = (tmp_path / "index.html").read_text()
    seat0 = next(ln for ln in page.splitlines() if ln.startswith("<tr><td>seat 0"))
    assert seat0.count("%") == 3 * 2, seat0  # value and interval, both sets
    assert "points" in seat0  # the difference of two percentages


def test_the_run_names_its_workers_in_good_english(tmp_path: Path) -> None:
    """'local with 1 worker(s)', 'in-process with 0 worker(s)': the count is known, so is
    the word."""
    from corsairs.cli_words import counted

    write_report(simulate([make_spec("corsairs", 2, ["random"], 1)], 4, workers=0), tmp_path)
    page = (tmp_path / "index.html").read_text()
    assert "seed 1; played in this process, batches of" in page and "(s)" not in page
    assert [counted(n, "worker") for n in (1, 2)] == ["1 worker", "2 workers"]


def test_the_stored_reports_read_as_the_current_code_writes_them() -> None:
    """docs/reports' pages said "local with 2 worker(s)" after the report learnt to count
    ("2 workers"); they were rendered again from their summary.json (``_html``)."""
    import json
    from pathlib import Path

    from corsairs.sim.report import _where

    stored = sorted((Path(__file__).parents[2] / "docs" / "reports").glob("*/summary.json"))
    assert stored
    for path in stored:
        summary = json.loads(path.read_text(encoding="utf-8"))
        page = (path.parent / "index.html").read_text(encoding="utf-8")
        assert "worker(s)" not in page and f"; {_where(summary)}, " in page, path


def test_differences_of_percentages_read_in_points_and_clear_ones_stand_out(
    tmp_path: Path,
) -> None:
    """'15.9% → 11.3% (difference -4.6%)' reads as 4.6% fewer draws from the pier, not
    4.6 percentage points; and which of the table's differences are more than chance had
    to be worked out from each interval."""
    base = make_spec("corsairs", 3, ["random"], 3)
    summary = write_report(
        simulate([base, base.with_rules({"hand_size": 6})], 80, workers=0), tmp_path
    )
    page = (tmp_path / "index.html").read_text()
    seat0 = next(ln for ln in page.splitlines() if ln.startswith("<tr><td>seat 0"))
    diff_cell = seat0.rsplit("<td", 1)[1]
    assert "points" in diff_cell and "%" not in diff_cell, seat0
    clear = [
        (fig["key"], row["label"])
        for sec in summary["sections"]
        for fig in sec["figures"]
        if fig["kind"] != "by_value"  # descriptive, never bold
        for row in fig["rows"]
        if row.get("diff")
        and row["diff"]["low"] is not None
        and (row["diff"]["low"] > 0 or row["diff"]["high"] < 0)
    ]
    assert clear, "the fixture's variant changes something"
    assert page.count("<td class=clear>") == len(clear)
    assert "in bold" in page
    texts = [h["text"] for h in summary["highlights"] if "rule sets" in h["text"]]
    shares = re.findall(r"\d% → [\d.]+% \(difference ([^)]*)\)", texts[0])
    assert shares and all("points" in d and "%" not in d for d in shares), texts[0]


def test_every_plot_says_what_its_whiskers_and_bands_are(
    tmp_path: Path, compared: RunResult
) -> None:
    write_report(compared, tmp_path, level=0.9)
    page = (tmp_path / "index.html").read_text()
    after = page.split('<img src="img/win_by_seat.png"')[1].split("<h3>")[0]
    assert "90% confidence intervals" in after and "whiskers" in after.lower()
    after = page.split('<img src="img/went_under_by_limit.png"')[1].split("<h3>")[0]
    assert "shaded bands" in after.lower()


def test_percentages_keep_a_decimal_beside_100_percent() -> None:
    """'How games end, completed boat: 100% → 98% (difference -2 [-4, -1])' hid a 2.17-point
    change behind whole numbers because one cell read 100%."""
    from corsairs.sim.report import format_estimate, row_decimals

    row: dict[str, Any] = {
        "share": True,
        "estimates": [_est(1.0, 0.994, 1.0), _est(0.9783, 0.9633, 0.9893)],
        "diff": _est(-0.0217, -0.0367, -0.0107),
    }
    d = row_decimals(row)
    assert format_estimate(row["estimates"][1], share=True, decimals=d) == (
        "97.8%",
        "[96.3%, 98.9%]",
    )
    assert format_estimate(row["diff"], share=True, decimals=d, diff=True)[0] == "-2.2 points"
    assert format_estimate(_est(0.8333, 0.4365, 0.9699), share=True) == ("83.3%", "[43.6%, 97.0%]")


def test_a_plot_names_what_its_axis_counts_and_a_histogram_starts_at_zero() -> None:
    """'Events per game' plotted means per game over an axis called 'rate', and a
    distribution's axis began at its smallest share (2%), making small differences look
    large."""
    from corsairs.sim.figures import Means, Rates, Series, Shares
    from corsairs.sim.report import _plot_distribution, y_label

    means = Means("per_game", "Events per game", hists=(("Draws", "draws_per_game"),))
    assert y_label(means, {"unit": ""}) == "mean per game"
    assert y_label(Means("s", "Sweeps", unit="per 1,000 games"), {"unit": "per 1,000 games"}) == (
        "per 1,000 games"
    )
    wins = Rates("w", "Win rate", series=(Series("seat 0", "win.seat.0", "games"),))
    assert y_label(wins, {"unit": ""}) == "share of games"
    assert y_label(Shares("d", "Draws", categories=(("stock", "draws.stock"),)), {}) == "share"

    ax = _Axes()
    data = {"data": [{"top": 200, "bins": {"0": 2, "1": 5, "2": 12, "5": 33}}]}
    _plot_distribution(ax, data, ["this run"])
    assert ax.bottom == 0


def test_the_run_time_reads_in_tenths_of_a_second(tmp_path: Path) -> None:
    """'80.382 s (24.9 games/s)': milliseconds of a run are noise."""
    from corsairs.sim.run import RunResult

    res = simulate([make_spec("corsairs", 2, ["random"], 1)], 4, workers=0)
    write_report(RunResult(res.specs, 4, res.tallies, seconds=1080.38249), tmp_path)
    page = (tmp_path / "index.html").read_text()
    assert "; 1,080.4 s (" in page


def test_different_bots_in_fixed_seats_are_told_to_rotate() -> None:
    """'seat 0 (beginner) 18.1%, seat 1 (casual) 81.9%' mixes the bots' strength with any
    seat edge; nothing said that --rotate tells them apart."""
    from corsairs.sim.report import highlights

    rows = [{"label": "seat 0", "estimates": [_est(0.5, 0.4, 0.6)]}]
    fig = {"key": "win_by_seat", "title": "Win rate by seat", "kind": "rates", "rows": rows}
    for agents, rotate, told in (
        (["beginner", "casual"], False, True),
        (["beginner", "casual"], True, False),
        (["policy", "policy"], False, False),
    ):
        summary = {**_summary(["this run"], [fig]), "agents": agents, "rotate": rotate}
        texts = [h["text"] for h in highlights(summary)]
        assert any("--rotate" in t for t in texts) == told, (agents, rotate, texts)


def test_the_csv_says_which_numbers_are_fractions_and_which_are_per_1000(
    tmp_path: Path, compared: RunResult
) -> None:
    """figures.csv had 0.2347 for a win rate beside 159 for forced sailings per 1,000
    rounds, with nothing in the file telling them apart."""
    write_report(compared, tmp_path)
    rows = list(csv.DictReader((tmp_path / "figures.csv").open()))
    unit = {(r["figure"], r["rule_set"]): r["unit"] for r in rows}
    assert unit["win_by_seat", "base"] == "fraction"
    assert unit["win_by_seat", "difference (variant - base)"] == "fraction"
    assert unit["round_events", "base"] == "per 1,000 rounds"
    assert unit["turns_per_game", "base"] == ""


def test_every_figure_of_a_corsairs_report_is_explained(
    tmp_path: Path, compared: RunResult
) -> None:
    """'The closer's limit when setting sail', 'Turns per round', 'Penalty cards per
    settled round' came with no word of what they count, and a distribution's median and
    90th percentile were left to the statisticians."""
    summary = write_report(compared, tmp_path)
    bare = [
        fig["title"]
        for sec in summary["sections"]
        for fig in sec["figures"]
        if not fig["note"] and fig.get("fair_share") is None
    ]
    assert bare == [], bare
    page = (tmp_path / "index.html").read_text()
    assert page.count("half the cases are at or below it") == sum(
        fig["kind"] == "distribution" for sec in summary["sections"] for fig in sec["figures"]
    )


def test_a_few_games_at_the_safeguard_are_not_said_to_dominate_the_figures() -> None:
    """13 of 600 games (2.2%) at the safeguard turn limit read 'Figures of this rule set
    largely measure the safeguard, not the game': untrue at 2%, true at 54%."""
    from corsairs.sim.report import highlights

    def warning(events: int, n: int) -> str:
        row = {
            "label": "turn limit",
            "estimates": [_est(events / n, 0, 1)],
            "events": [events],
            "n": [n],
            "safeguard": "games",
        }
        fig = {"key": "endings", "title": "How games end", "kind": "rates", "rows": [row]}
        (text,) = [h["text"] for h in highlights(_summary(["this run"], [fig]))]
        return text

    few = warning(13, 600)
    assert "largely" not in few and "2.2%" in few and "partly" in few
    assert "largely measure the safeguard" in warning(470, 864)
    assert "partly" not in warning(3, 600) and "largely" not in warning(3, 600)  # 0.5%


def test_the_by_limit_curve_is_not_counted_among_the_differences() -> None:
    """Its intervals treat rounds as independent (too narrow where a game's rounds move
    together), so 'closer goes under at limits 0-4: 19.4% → 15.5%' was listed as one of
    the rule's clear effects on evidence the docs call descriptive."""
    from corsairs.sim.report import highlights

    row: dict[str, Any] = {
        "label": "0-4",
        "estimates": [_est(0.19, 0.17, 0.22), _est(0.15, 0.13, 0.18)],
    }
    row["diff"] = _est(-0.04, -0.07, -0.01)
    fig = {"key": "went_under_by_limit", "title": "By limit", "kind": "by_value", "rows": [row]}
    texts = [h["text"] for h in highlights(_summary(["base", "variant: x=1"], [fig]))]
    assert not any("By limit" in t for t in texts), texts


@pytest.mark.parametrize(
    ("game", "players", "rules", "option"),
    [
        ("piratatak", 2, {"turn_limit": 6}, "turn_limit=6"),
        ("corsairs", 2, {"round_turn_limit": 3}, "round_turn_limit=3"),
    ],
)
def test_a_turn_limit_the_designer_set_is_a_house_rule_not_a_safeguard(
    game: str, players: int, rules: dict[str, int], option: str
) -> None:
    """A designer trying 'the game ends after 6 turns' read that its games 'ended there,
    not by the rules' and that the figures 'largely measure the safeguard': the limit was
    the rule set's own rule. The default limit is still the safeguard it was."""
    from corsairs.sim.report import highlights

    def texts(rule_set: dict[str, int]) -> list[dict[str, str]]:
        res = simulate([make_spec(game, players, ["random"], 3, rule_set)], 12, workers=0)
        said = highlights(compute(res))  # not how games and rounds end: "penalty limit …"
        return [h for h in said if "limit" in h["text"] and not h["text"].startswith("How ")]

    (house,) = texts(rules)  # a warning or not by its share: see the test below
    assert house["text"].startswith(f"House rule {option}:")
    assert "not by the rules" not in house["text"] and "safeguard" not in house["text"]
    assert "ended at this limit" in house["text"]
    assert all("House rule" not in h["text"] for h in texts({}))


def test_a_variant_is_named_by_its_options_as_they_are_typed() -> None:
    """``--game piratatak --compare turn_limit=none`` read "variant: " (the option switched
    off matched a missing default and was dropped), and ``last_stock_card_forces_sail=false``
    read ``=False``: a designer copies the label back into --compare."""
    from corsairs.sim.report import run_labels

    base = make_spec("piratatak", 2, ["random"], 1)
    assert run_labels([base, base.with_rules({"turn_limit": None})])[1] == (
        "variant: turn_limit=none"
    )
    base = make_spec("corsairs", 2, ["random"], 1, {"round_turn_limit": None})
    variant = base.with_rules({"last_stock_card_forces_sail": False, "round_turn_limit": 500})
    assert run_labels([base, variant])[1] == (
        "variant: last_stock_card_forces_sail=false round_turn_limit=500"
    )
    from corsairs.sim.command import describe_run

    assert describe_run([base, variant]).endswith(
        "rules round_turn_limit=none, compared with "
        "last_stock_card_forces_sail=false round_turn_limit=500"
    )
    # in the language spoken: --resume's refusal said "4 players", "the rulebook's" and
    # "compared with" in English inside French (s40)
    from corsairs.lang import speaking

    with speaking("fr"):
        assert describe_run([base, variant]) == (
            "corsairs, 2 joueurs, robots random,random, graine 1, règles round_turn_limit=none, "
            "avec en variante last_stock_card_forces_sail=false round_turn_limit=500"
        )
        rulebook = make_spec("corsairs", 4, ["policy"], 1, {})
        assert "4 joueurs" in describe_run([rulebook]) and "livret" in describe_run([rulebook])


def test_a_comparison_says_how_much_longer_or_shorter_the_games_are() -> None:
    """ "Does the variant make games longer, by how much?" The lead gave both means with
    overlapping intervals (105 [98, 113] and 113 [105, 122]) and left the designer to
    guess; the difference and its interval were only in a table further down."""
    from corsairs.sim.report import highlights

    def finding(diff: dict[str, float]) -> str:
        mean = {
            "label": "mean",
            "estimates": [_est(105, 98, 113), _est(113, 105, 122)],
            "diff": diff,
        }
        median = {"label": "median", "estimates": [_est(77, None, None), _est(82, None, None)]}  # type: ignore[arg-type]
        fig = {"key": "turns_per_game", "title": "Turns per game", "kind": "distribution"}
        summary = _summary(["base", "variant: x=1"], [{**fig, "rows": [mean, median]}])
        (text,) = [h["text"] for h in highlights(summary) if h["text"].startswith("Turns")]
        return text

    unclear = finding(_est(8, -3, 20))
    assert "variant − base +8 [-3, +20]" in unclear
    assert "not a clear change at 95% confidence" in unclear and "longer" not in unclear
    longer = finding(_est(8, 2, 14))
    assert "variant − base +8 [+2, +14]: the variant's games are clearly longer" in longer
    assert "clearly shorter" in finding(_est(-8, -14, -2))
    # and by how much, relative to the base: -28 turns of 106 is a quarter
    assert "clearly longer (95% confidence), by about 7.6% of the base's mean" in longer
    assert "by about 7.6% of the base's mean" in finding(_est(-8, -14, -2))
    assert "base's mean" not in unclear


def test_a_difference_that_rounds_to_zero_has_no_minus_sign() -> None:
    """attach_numbers=growing changed rounds per game by -0.004: "-0.00 [-0.23, 0.23]"
    read as a (tiny) drop where the report shows none."""
    from corsairs.sim.report import format_estimate

    assert format_estimate(_est(-0.004, -0.23, 0.23), decimals=2, diff=True) == (
        "0.00",
        "[-0.23, +0.23]",
    )
    assert format_estimate(_est(-0.00001, -0.01, 0.0), True, 1, diff=True)[0] == "0.0 points"
    assert format_estimate(_est(-0.004, -0.23, -0.001), decimals=2)[1] == "[-0.23, 0.00]"


def test_a_report_says_how_to_play_its_games_again(tmp_path: Path) -> None:
    """A designer's report named "bots: casual, random" (what is casual? the ladder is
    recalibrated now and then), not the version that played, nor the command: nobody
    could play its games again to check or extend them."""
    from corsairs import __version__
    from corsairs.sim.rerender import load_run

    base = make_spec("corsairs", 3, ["casual", "random"], 7, {"pier_size": 6})
    variant = base.with_rules({"round_turn_limit": None})
    summary = write_report(simulate([base, variant], 2, workers=0), tmp_path)
    assert summary["levels"] == {"casual": "greedy"}
    assert summary["software"].startswith(f"corsairs {__version__}")  # and its commit, if any
    assert summary["command"] == (
        "corsairs simulate --game corsairs --players 3 --agents casual,random "
        "--games 2 --seed 7 --rules pier_size=6 --compare round_turn_limit=none"
    )
    page = html.unescape((tmp_path / "index.html").read_text(encoding="utf-8"))
    assert "casual: the greedy bot" in page
    again = f"played by {summary['software']} with <code>{summary['command']}</code>: the same"
    assert again in page
    # a report that did not say which software played it does not guess
    result = load_run(tmp_path)
    result.software = ""
    written = write_report(result, tmp_path)
    assert written["software"] is None and written["levels"] == {"casual": "greedy"}
    page = html.unescape((tmp_path / "index.html").read_text(encoding="utf-8"))
    assert "does not say which software played it" in page


def test_a_bot_that_searches_for_a_time_is_said_to_make_the_run_unrepeatable() -> None:
    """The figures depend only on the seed, the docs say; not with ``expert``, whose search
    stops after 0.9 s a move: how far it gets depends on the machine and its load."""
    from corsairs.sim.report import highlights

    spec = make_spec("corsairs", 2, ["greedy", "ismcts:iterations=5,time=0.05"], 1)
    summary = compute(simulate([spec], 1, workers=0))
    (said,) = [h for h in highlights(summary) if "time" in h["text"]]
    assert said["kind"] == "warning"
    assert said["text"].startswith("ismcts:iterations=5,time=0.05 stops its search after a time")
    assert "cannot be repeated exactly" in said["text"]
    spec = make_spec("corsairs", 2, ["greedy"], 1)
    found = highlights(compute(simulate([spec], 1, workers=0)))
    assert not [h for h in found if "time" in h["text"]]


def test_a_comparison_says_whether_the_variant_changes_a_seat_edge() -> None:
    """ "Position 0 wins 30%; does the house rule change that?" The lead judged each rule
    set against the fair share (base: 2 of 4 positions outside, variant: 4 of 4), which
    reads as "the variant deepens the edge", while no position's difference was clear."""
    from corsairs.sim.report import highlights

    def row(pos: int, a: float, b: float, d: tuple[float, float, float]) -> dict[str, Any]:
        return {
            "label": f"position {pos}",
            "estimates": [_est(a, a - 0.02, a + 0.02), _est(b, b - 0.02, b + 0.02)],
            "diff": _est(*d),
            "share": True,
        }

    fig: dict[str, Any] = {
        "key": "win_by_position",
        "title": "Win rate by playing position",
        "kind": "rates",
    }
    fig |= {"fair_share": 0.25}
    rows = [
        row(0, 0.302, 0.303, (0.001, -0.027, 0.029)),
        row(1, 0.263, 0.27, (0.007, -0.021, 0.034)),
    ]
    texts = [
        h["text"] for h in highlights(_summary(["base", "variant: x=1"], [{**fig, "rows": rows}]))
    ]
    (said,) = [t for t in texts if "variant − base" in t]
    assert said == (
        "Win rate by playing position, variant − base: no rate changes clearly at 95% "
        "confidence (the largest change: position 1 +0.7 points [-2.1, +3.4])."
    )
    rows[0] = row(0, 0.302, 0.27, (-0.032, -0.051, -0.009))
    texts = [
        h["text"] for h in highlights(_summary(["base", "variant: x=1"], [{**fig, "rows": rows}]))
    ]
    (said,) = [t for t in texts if "variant − base" in t]
    assert said == (
        "Win rate by playing position, variant − base: clear at 95% confidence for "
        "position 0 -3.2 points [-5.1, -0.9] (1 of 2 rates; even with no change, about 1 "
        "rate in 20 differs by chance)."
    )


def test_rule_sets_that_both_show_no_edge_say_it_once() -> None:
    """A 2-player comparison led with six win-rate lines, four of them "every rate is
    consistent with the fair share" once per rule set: said once for both."""
    from corsairs.sim.report import highlights

    rows = [
        {
            "label": f"seat {s}",
            "estimates": [_est(v, v - 0.06, v + 0.06), _est(w, w - 0.06, w + 0.06)],
            "diff": _est(w - v, w - v - 0.08, w - v + 0.08),
            "share": True,
        }
        for s, (v, w) in enumerate(((0.53, 0.52), (0.47, 0.48)))
    ]
    fig = {"key": "win_by_seat", "title": "Win rate by seat", "kind": "rates", "fair_share": 0.5}
    texts = [
        h["text"] for h in highlights(_summary(["base", "variant: x=1"], [{**fig, "rows": rows}]))
    ]
    seat = [t for t in texts if t.startswith("Win rate by seat")]
    assert seat[0] == (
        "Win rate by seat: every rate is consistent with the fair share of 50.0% at 95% "
        "confidence, in both rule sets."
    )
    assert len(seat) == 2 and seat[1].startswith("Win rate by seat, variant − base: no rate")


def test_a_per_round_mean_gets_a_game_level_interval() -> None:
    """Turns per round counted every round as independent: a game's rounds move together
    (measured with 300 four-player policy games: design effect 1.56), so the interval
    was about a fifth too narrow and a comparison flagged "Turns per round, mean: 30.5 →
    32.9 (difference 2.4 [0.1, 4.7])" as the one clear change of attach_numbers=growing.
    Here each game's three rounds are alike: the interval widens by about √3. A figure of
    one value a game keeps its interval."""
    from corsairs.sim.figures import Distribution, distribution_hists
    from corsairs.sim.stats import count_mean
    from corsairs.sim.tally import Tally

    fig = Distribution("turns_per_round", "Turns per round", hist="turns_per_round")
    per_game = Distribution("turns_per_game", "Turns per game", hist="turns_per_game")
    hists = distribution_hists([Section("s", (fig, per_game))])
    assert hists == ["turns_per_round", "turns_per_game"]
    tally = Tally()
    for g in range(40):
        one = Tally()
        one.count("games", 1)
        value = 10 + g % 2 * 40 + g % 3
        for _ in range(3):
            one.observe("turns_per_round", value)
        one.observe("turns_per_game", 3 * value)
        tally.add_game_moments(one, [], hists)
        tally.merge(one)
    h = tally.hist("turns_per_round")
    naive = count_mean(h.n, h.total, h.squares)
    (mean, *_rest) = fig.rows([tally], 0.95)
    est = mean["estimates"][0]
    assert est.value == naive.value
    widened = (est.high - est.low) / (naive.high - naive.low)
    assert 1.6 < widened < 1.8, widened  # √3 = 1.73
    games_hist = tally.hist("turns_per_game")
    (mean, *_rest) = per_game.rows([tally], 0.95)
    assert mean["estimates"][0] == count_mean(games_hist.n, games_hist.total, games_hist.squares)


def test_a_rate_consistent_with_the_fair_share_still_says_how_far_it_may_be() -> None:
    """300 two-player Corsairs games at the casual level answered "how much does the
    first player win?" with "every rate is consistent with the fair share of 50.0%"
    and no figure: a designer could not tell a 47.3% known to ±6 points from one known
    to ±1. The finding names the rate farthest from the fair share, with its interval."""
    from corsairs.sim.report import highlights

    rows = [
        {"label": f"position {s}", "estimates": [_est(v, lo, hi)]}
        for s, (v, lo, hi) in enumerate(((0.48, 0.425, 0.535), (0.527, 0.47, 0.582)))
    ]
    fig = {
        "key": "win_by_position",
        "title": "Win rate by playing position",
        "kind": "rates",
        "fair_share": 0.5,
        "rows": rows,
    }
    texts = [h["text"] for h in highlights(_summary(["base"], [fig]))]
    assert (
        "Win rate by playing position: every rate is consistent with the fair share of "
        "50.0% at 95% confidence (the farthest: position 1 52.7% [47.0%, 58.2%])." in texts
    ), texts


def test_a_figure_with_nothing_in_it_says_none_instead_of_an_empty_plot(tmp_path: Path) -> None:
    """Piratatak's "Shared wins and games without a winner" was drawn as an empty plot
    (no game tied, none without a winner, none cut off): a plot with no bar reads as a
    broken page. The table stays; the plot gives way to "None in these games", and a
    plot left from an earlier run in the same folder goes."""
    spec = make_spec("piratatak", 2, ["random"], 1)
    result = simulate([spec], 3, workers=0)
    out = tmp_path / "rep"
    (out / "img").mkdir(parents=True)
    (out / "img" / "ties.png").write_bytes(b"\x89PNG\r\n\x1a\n")  # from an earlier run
    summary = write_report(result, out)
    ties = figure(summary, "ties")
    assert not any(any(row["events"]) for row in ties["rows"])
    assert "image" not in ties
    page = (out / "index.html").read_text()
    assert 'src="img/ties.png"' not in page
    section = page.partition(ties["title"])[2].partition("<h")[0]
    assert "None in these games" in section and "<table>" in section
    assert not (out / "img" / "ties.png").exists()
    assert 'src="img/win_by_seat.png"' in page


def test_a_phone_sees_the_difference_column_and_can_open_a_plot(
    tmp_path: Path, compared: RunResult
) -> None:
    """On a 390-pixel phone "variant: last_stock_card_forces_sail=false" was one unbreakable word in
    every table's head: the table scrolled and hid its difference column. The label may
    break after "_" and "="; each plot, shrunk to the phone's width, opens whole when
    tapped."""
    write_report(compared, tmp_path)
    page = (tmp_path / "index.html").read_text()
    heads = re.findall(r"<th>(variant: [^<]*(?:<wbr>[^<]*)*)</th>", page)
    assert heads and all("=<wbr>" in h for h in heads), heads[:1]
    for src in re.findall(r'<img src="([^"]+)"', page):
        assert f'<a href="{src}"><picture>' in page
        phone = src.removesuffix(".png") + ".phone.png"
        assert f'<source media="(max-width: 40em)" srcset="{phone}"><img src="{src}"' in page
        assert (tmp_path / phone).is_file()


def test_a_clear_difference_never_shows_a_bound_of_zero() -> None:
    """'Where players draw from, pier: 15.8% → 15.5% (difference -0.4 points [-0.7, 0.0])'
    was listed among the rows that differ, its interval seemingly holding 0 (its top was
    -0.018 points). A clear difference's bounds take the decimals they need; one that
    holds 0 keeps the row's."""
    from corsairs.sim.report import format_estimate

    clear = {"value": -0.0036102, "low": -0.0070447, "high": -0.000180871}
    assert format_estimate(clear, share=True, decimals=1, diff=True) == (
        "-0.36 points",
        "[-0.70, -0.02]",
    )
    unclear = {"value": -0.0036102, "low": -0.0070447, "high": 0.000180871}
    assert format_estimate(unclear, share=True, decimals=1, diff=True) == (
        "-0.4 points",
        "[-0.7, 0.0]",
    )


def test_two_mirrored_rates_outside_are_one_finding_not_two() -> None:
    """With two players one position's gain is the other's loss: "2 of 2 rates; about 1
    rate in 20 falls outside by chance" read as two flags where chance gives one, as
    if the edge were twice as sure. The finding says they are one."""
    from corsairs.sim.report import highlights

    rows = [
        {"label": "position 0", "estimates": [_est(0.546, 0.515, 0.577)]},
        {"label": "position 1", "estimates": [_est(0.454, 0.423, 0.485)]},
    ]
    fig = {"key": "win_by_position", "title": "Win rate by playing position", "kind": "rates"}
    summary = _summary(["this run"], [{**fig, "fair_share": 0.5, "rows": rows}])
    (text,) = [h["text"] for h in highlights(summary)]
    assert "position 0 54.6%" in text and "2 of 2 rates" not in text, text
    assert "one's gain is the other's loss" in text and "1 time in 20" in text


def test_two_bots_at_a_bigger_table_are_one_finding_and_a_clear_edge_reads_clear() -> None:
    """policy against two greedy seats (3,000 three-player games): the by-bot table read
    "2 of 2 rates; even with no edge, about 1 rate in 20 falls outside its interval by
    chance", a caution beside a 3.7-point edge far beyond chance, because greedy's share
    of the same loss is smaller. Two bots' rates are one finding (one's gain is the
    other's loss), judged by the clearer."""
    from corsairs.sim.report import highlights

    def said(policy: tuple[float, float, float], greedy: tuple[float, float, float]) -> str:
        rows = [
            {"label": "policy", "estimates": [_est(*policy)]},
            {"label": "greedy (2 seats a game)", "estimates": [_est(*greedy)]},
        ]
        fig: dict[str, Any] = {"key": "win_by_bot", "title": "Win rate by bot", "kind": "rates"}
        fig |= {"fair_share": 1 / 3, "rows": rows}
        (text,) = [h["text"] for h in highlights(_summary(["this run"], [fig]))]
        return text

    clear = said((0.37, 0.353, 0.387), (0.315, 0.303, 0.327))
    assert "1 rate in 20" not in clear and "2 of 2 rates" not in clear, clear
    assert "one's gain is the other's loss" in clear and "less than 1 time in 1,000" in clear
    near = said((0.357, 0.340, 0.374), (0.321, 0.309, 0.333))  # just outside: one flag
    assert "about 1 time in 20" in near and "2 of 2 rates" not in near, near


def test_a_position_outside_its_own_interval_points_to_the_joint_verdict() -> None:
    """400 four-player games: positions 0 and 3 each outside their own 95% interval,
    while the seat advantage at the top, judging the four together, finds none
    detectable. The finding says which judges what, or the two read as a contradiction."""
    from corsairs.sim.report import highlights

    rows = [
        {"label": f"position {p}", "estimates": [_est(v, v - 0.043, v + 0.043)]}
        for p, v in enumerate((0.302, 0.25, 0.243, 0.205))
    ]
    fig: dict[str, Any] = {
        "key": "win_by_position",
        "title": "Win rate by position",
        "kind": "rates",
    }
    fig |= {"fair_share": 0.25, "turn_order": True, "rows": rows}
    (text,) = [h["text"] for h in highlights(_summary(["this run"], [fig]))]
    assert "2 of 4 rates" in text
    assert text.endswith("The seat advantage at the top judges the 4 positions together."), text


@pytest.mark.parametrize(
    ("game", "players", "hist", "values", "warned"),
    [
        # Corsairs 2 players with hand_size=9 measured 1.3 turns a round: 84% of the
        # rounds over at the first player's first turn, the second never drawing
        ("corsairs", 3, "turns_per_round", [1] * 50 + [2] * 20 + [9] * 30, "70 of 100 rounds"),
        ("corsairs", 3, "turns_per_round", [1] * 30 + [2] * 10 + [9] * 60, None),
        ("piratatak", 2, "turns_per_game", [1] * 12 + [30] * 8, "12 of 20 games"),
        ("piratatak", 2, "turns_per_game", [1] * 2 + [30] * 18, None),
    ],
)
def test_rounds_over_before_every_player_had_a_turn_are_a_warning(
    game: str, players: int, hist: str, values: list[int], warned: str | None
) -> None:
    """A house rule that ends most rounds (or games) before every player has had a turn
    makes the deal and the order of play decide them: the report said only "Turns per
    round: mean 1.3" among its findings, nothing about what that does to its figures."""
    from corsairs.sim.run import RunResult
    from corsairs.sim.tally import Tally

    t = Tally()
    t.count("games", 20)
    for v in values:
        t.observe(hist, v, top=600)
    summary = compute(RunResult([make_spec(game, players, ["random"], 1)], 20, [t], seconds=1))
    said = [h for h in summary["highlights"] if "players had a turn" in h["text"]]
    if warned is None:
        assert said == []
        return
    (item,) = said
    assert item["kind"] == "warning"
    assert warned in item["text"]
    assert f"before each of the {players} players had a turn" in item["text"]
    assert "decided by the deal and the order of play" in item["text"], item["text"]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", ["Tours par manche : 70 manches sur 100 (70,0\u00a0%)", "chacun des 3 joueurs"]),
        ("de", ["70 von 100 Runden (70,0\u00a0%)", "jeder der 3 Spieler", "Die Werte"]),
        # the table's word for a round, "manche", not "mani"
        ("it", ["70 manche su 100 (70,0%)", "decidono tali manche"]),
    ],
)
def test_rounds_over_before_every_player_had_a_turn_are_said_in_the_language(
    lang: str, words: list[str]
) -> None:
    """The short-rounds warning was English in a French or German report (and its mean
    had taken the name of the function that translates)."""
    from corsairs.lang import speaking
    from corsairs.sim.run import RunResult
    from corsairs.sim.tally import Tally

    t = Tally()
    t.count("games", 20)
    for v in [1] * 50 + [2] * 20 + [9] * 30:
        t.observe("turns_per_round", v, top=600)
    with speaking(lang):
        run = RunResult([make_spec("corsairs", 3, ["random"], 1)], 20, [t], seconds=1)
        texts = [h["text"] for h in compute(run)["highlights"] if h["kind"] == "warning"]
    said = [t for t in texts if words[0] in t]
    assert len(said) == 1, texts
    for w in words[1:]:
        assert w in said[0], said[0]


def _counted(
    game: str, players: int, rules: dict[str, Any], counts: dict[str, int]
) -> dict[str, Any]:
    """The report of a run whose tally holds only ``counts`` (and 20 games)."""
    from corsairs.sim.run import RunResult
    from corsairs.sim.tally import Tally

    t = Tally()
    t.count("games", 20)
    for name, n in counts.items():
        t.count(name, n)
    return compute(RunResult([make_spec(game, players, ["random"], 1, rules)], 20, [t], seconds=1))


@pytest.mark.parametrize(("ended", "kind"), [(12, "warning"), (10, "warning"), (9, "finding")])
def test_a_house_turn_limit_that_ends_most_games_is_a_warning(ended: int, kind: str) -> None:
    """``--rules turn_limit=30`` ending 12 of 20 Piratatak games was a finding ("ended at
    this limit"), beside warnings of far less: the limit, not a completed boat, decides
    such games. From half of them on it is a warning that says so and states the share."""
    summary = _counted("piratatak", 2, {"turn_limit": 30}, {"ended_by.turn_limit": ended})
    (item,) = [h for h in summary["highlights"] if "House rule turn_limit=30" in h["text"]]
    assert item["kind"] == kind, item
    assert f"{ended} of 20 games" in item["text"]
    if kind == "warning":
        assert "From 50% on the report warns: the limit, not the game's own ending" in item["text"]
        assert "decides most games" in item["text"]


@pytest.mark.parametrize(("annulled", "warned"), [(60, True), (50, True), (49, False)])
def test_rounds_mostly_annulled_are_a_warning(annulled: int, warned: bool) -> None:
    """A rule set whose rounds were mostly annulled (nobody wins them) showed only a rate
    per 1,000 rounds among the tables: the games are then decided by the few rounds played
    out. From half of them on the report warns, with the share and the threshold."""
    summary = _counted("corsairs", 3, {}, {"rounds": 100, "rounds.annulled": annulled})
    said = [h for h in summary["highlights"] if "nobody winning them" in h["text"]]
    if not warned:
        assert said == []
        return
    (item,) = said
    assert item["kind"] == "warning"
    assert item["text"].startswith(
        f"Annulled: {annulled} of 100 rounds ({annulled}.0%) ended with nobody winning them "
        "(a warning from 50% on)."
    ), item["text"]
    assert "decided by the few rounds that are played out" in item["text"]


@pytest.mark.parametrize(
    ("lang", "annulled", "limit"),
    [
        (
            "fr",
            "60 manches sur 100 (60,0\u00a0%) ont fini sans que personne",
            "décide alors de la plupart des parties",
        ),
        (
            "it",
            "60 manche su 100 (60,0%) sono finite senza che nessuno",
            "la maggior parte delle partite",
        ),
        (
            "de",
            "60 von 100 Runden (60,0\u00a0%) endeten, ohne dass jemand",
            "über die meisten Partien",
        ),
    ],
)
def test_the_annulled_and_house_limit_warnings_are_said_in_the_language(
    lang: str, annulled: str, limit: str
) -> None:
    """The two warnings of s35 in a French, Italian or German report, not in English."""
    from corsairs.lang import speaking

    with speaking(lang):
        rounds = _counted("corsairs", 3, {}, {"rounds": 100, "rounds.annulled": 60})
        games = _counted("piratatak", 2, {"turn_limit": 30}, {"ended_by.turn_limit": 12})
    warned = [
        h["text"] for h in rounds["highlights"] + games["highlights"] if h["kind"] == "warning"
    ]
    assert any(annulled in t for t in warned), warned
    assert any(limit in t for t in warned), warned


def test_a_limit_a_preset_sets_is_a_house_rule_not_a_safeguard() -> None:
    """``--rules preset=tiny`` (the solvable variant: two turns a round) read "Safeguard
    turn limit: 30 of 300 rounds (10.0%) ended there, not by the rules": the preset sets
    that limit on purpose. It is the rule set's own, named with the option that set it."""
    counts = {"rounds": 100, "rounds.annulled": 10, "rounds.annulled.turn_limit": 10}
    summary = _counted("corsairs", 2, {"preset": "tiny"}, counts)
    said = [h for h in summary["highlights"] if "limit" in h["text"]]
    assert [h["text"].split(":")[0] for h in said] == [
        "House rule round_turn_limit=2 (preset=tiny)"
    ], said
    assert "not by the rules" not in said[0]["text"] and said[0]["kind"] == "finding"
    plain = _counted("corsairs", 2, {}, counts)  # the default limit is still a safeguard
    assert any(h["text"].startswith("Safeguard") for h in plain["highlights"])


def test_a_clear_edge_is_not_undercut_by_the_chance_caution() -> None:
    """A 12-point first-player edge read "one finding, which even with no edge comes by
    chance about 1 time in 20", as if it were in doubt. Chance gives a gap that large far
    less often; the caution stays for an interval near the fair share."""
    from corsairs.sim.report import highlights

    def said(v: float, lo: float, hi: float) -> str:
        rows = [
            {"label": "position 0", "estimates": [_est(v, lo, hi)]},
            {"label": "position 1", "estimates": [_est(1 - v, 1 - hi, 1 - lo)]},
        ]
        fig = {"key": "win_by_position", "title": "Win rate by position", "kind": "rates"}
        (text,) = [
            h["text"]
            for h in highlights(_summary(["r"], [{**fig, "fair_share": 0.5, "rows": rows}]))
        ]
        return text

    clear = said(0.62, 0.589, 0.650)  # 1,000 games, a 12-point edge
    assert "1 time in 20" not in clear and "less than 1 time in 1,000" in clear, clear
    near = said(0.532, 0.501, 0.563)  # the same games, just outside
    assert "about 1 time in 20" in near and "1,000" not in near, near


def test_a_clear_seat_edge_among_four_is_not_undercut_either() -> None:
    from corsairs.sim.report import highlights

    def said(v: float) -> str:
        rows = [
            {"label": f"position {p}", "estimates": [_est(x, x - 0.019, x + 0.019)]}
            for p, x in enumerate((v, 0.25, 0.25, 0.5 - v))
        ]
        fig: dict[str, Any] = {
            "key": "win_by_position",
            "title": "Win rate by position",
            "kind": "rates",
        }
        fig |= {"fair_share": 0.25, "rows": rows}
        (text,) = [h["text"] for h in highlights(_summary(["r"], [fig]))]
        return text

    clear = said(0.37)
    assert "1 rate in 20" not in clear and "less than 1 time in 1,000" in clear, clear
    assert "about 1 rate in 20" in said(0.272)


def test_a_clear_change_of_a_seat_edge_is_not_undercut_by_the_chance_caution() -> None:
    from corsairs.sim.report import highlights

    def said(d: tuple[float, float, float]) -> str:
        rows = [
            {
                "label": f"position {p}",
                "estimates": [_est(0.5, 0.47, 0.53), _est(0.5 + s * d[0], 0.47, 0.53)],
                "diff": _est(*d) if s > 0 else _est(-d[0], -d[2], -d[1]),
                "share": True,
            }
            for p, s in enumerate((1, -1))
        ]
        fig: dict[str, Any] = {
            "key": "win_by_position",
            "title": "Win rate by position",
            "kind": "rates",
        }
        fig |= {"fair_share": 0.5, "rows": rows}
        texts = [h["text"] for h in highlights(_summary(["base", "variant: x=1"], [fig]))]
        (text,) = [t for t in texts if "variant − base" in t]
        return text

    clear = said((0.12, 0.077, 0.163))
    assert "1 rate in 20 differs" not in clear and "less than 1 time in 1,000" in clear, clear
    assert "about 1 rate in 20 differs by chance" in said((0.045, 0.002, 0.088))


def test_rows_that_differ_far_beyond_chance_are_told_from_a_handful_of_barely_differing_ones() -> (
    None
):
    from corsairs.sim.report import highlights

    def row(label: str, diff: dict[str, float]) -> dict[str, Any]:
        variant = _est(1 + diff["value"], 0, 2)
        return {"label": label, "estimates": [_est(1, 0, 2), variant], "diff": diff}

    rows = [row("a", _est(0.5, 0.4, 0.6)), row("b", _est(0.5, 0.45, 0.55))]
    rows += [row(f"r{i}", _est(0, -1, 1)) for i in range(38)]
    fig = {"key": "k", "title": "Things", "kind": "means", "rows": rows}
    texts = [h["text"] for h in highlights(_summary(["base", "variant"], [fig]))]
    (text,) = [t for t in texts if "rule sets" in t]
    assert "weak evidence" not in text and "less than 1 time in 1,000" in text, text
    rows[1] = row("b", _est(0.1, 0.01, 0.19))
    texts = [h["text"] for h in highlights(_summary(["base", "variant"], [fig]))]
    (text,) = [t for t in texts if "rule sets" in t]
    assert "weak evidence" in text and "1 of the 2" in text, text


def test_rates_far_beyond_chance_are_named_beside_ones_near_the_fair_share() -> None:
    """casual, beginner and policy at a 4-player table (2,000 games, seats rotating): the
    beginner's 6.6% against a fair 25% read "even with no edge, about 1 rate in 20 falls
    outside by chance" because casual's 22.0% was near the fair share. The caution stays,
    and the rates too far out for chance are named."""
    from corsairs.sim.report import highlights

    rows = [
        {"label": "casual", "estimates": [_est(0.22, 0.202, 0.239)]},
        {"label": "beginner", "estimates": [_est(0.066, 0.056, 0.078)]},
        {"label": "policy (2 seats a game)", "estimates": [_est(0.357, 0.336, 0.378)]},
    ]
    fig = {"key": "win_by_bot", "title": "Win rate by bot", "kind": "rates", "fair_share": 0.25}
    (text,) = [h["text"] for h in highlights(_summary(["r"], [{**fig, "rows": rows}]))]
    assert "about 1 rate in 20 falls outside its interval by chance" in text, text
    assert text.endswith(
        "Of these, beginner and policy (2 seats a game) are too far out for chance (with no "
        "edge, less than 1 time in 1,000, even among 3 rates)."
    ), text


def test_changes_far_beyond_chance_are_named_beside_ones_near_zero() -> None:
    from corsairs.sim.report import highlights

    def row(label: str, d: tuple[float, float, float]) -> dict[str, Any]:
        return {
            "label": label,
            "estimates": [_est(0.2, 0.18, 0.22), _est(0.2 + d[0], 0.18, 0.22)],
            "diff": _est(*d),
            "share": True,
        }

    rows = [row("casual", (0.034, 0.009, 0.059)), row("beginner", (0.12, 0.09, 0.15))]
    rows.append(row("policy", (-0.01, -0.03, 0.01)))
    fig = {"key": "win_by_bot", "title": "Win rate by bot", "kind": "rates", "fair_share": 0.25}
    texts = [
        h["text"] for h in highlights(_summary(["base", "variant: x=1"], [{**fig, "rows": rows}]))
    ]
    (text,) = [t for t in texts if "variant − base" in t]
    assert "about 1 rate in 20 differs by chance" in text, text
    assert text.endswith(
        "Of these, beginner is too large for chance (with no change, less than 1 time in "
        "1,000, even among 3 rates)."
    ), text


def test_a_report_says_what_the_run_cost_in_cpu_time(tmp_path: Path) -> None:
    """ "47.2 s (84.7 games/s)" on a machine shared with other work says little of what a
    run costs; the CPU time of the driver and its workers does (a designer budgets it)."""
    from corsairs.sim.checkpoint import Checkpoint
    from corsairs.sim.run import RunResult

    spec = make_spec("corsairs", 2, ["random"], 1)
    res = simulate([spec], 4, workers=0)
    assert res.cpu_seconds is not None and res.cpu_seconds > 0
    mine = RunResult(res.specs, 4, res.tallies, seconds=10.0, cpu_seconds=8.04)
    summary = write_report(mine, tmp_path)
    assert summary["cpu_seconds"] == 8.0
    page = (tmp_path / "index.html").read_text()
    assert "; 10 s (0.4 games/s); 8 CPU-seconds (0.5 games per CPU-second)" in page
    saved = Checkpoint({}, [spec], 4, [[(0, 4)]], res.tallies, cpu_seconds=8.04)
    assert Checkpoint.from_dict(saved.to_dict()).cpu_seconds == 8.04
    # Ray's workers, or a session killed before its end: the cost is unknown, not said
    summary = write_report(RunResult(res.specs, 4, res.tallies, seconds=10.0), tmp_path, level=0.9)
    assert "cpu_seconds" not in summary and "CPU" not in (tmp_path / "index.html").read_text()


def test_a_clear_edge_never_shows_a_bound_at_the_fair_share(tmp_path: Path) -> None:
    """3,000 two-player games: "differs from the fair share of 50.0%: position 0 51.8%
    [50.0%, 53.6%]" and "+1.8 points [+0.0, +3.6]" read as holding the fair share beside
    the word "differs" (the low bound was 50.03%). A clear edge's bounds take the decimals
    they need, as a clear difference's do."""
    from corsairs.sim.fairness import advantage_text
    from corsairs.sim.report import _html, highlights

    est = _est(0.5181667, 0.5002747, 0.5360121)
    rows: list[dict[str, Any]] = [
        {"label": "position 0", "estimates": [est], "share": True},
        {"label": "position 1", "estimates": [_est(1 - 0.5181667, 1 - 0.5360121, 1 - 0.5002747)]},
    ]
    rows[1]["share"] = True
    fig: dict[str, Any] = {
        "key": "win_by_position",
        "title": "Win rate by position",
        "kind": "rates",
    }
    fig |= {"fair_share": 0.5, "turn_order": True, "rows": rows, "unit": "", "note": ""}
    summary = _summary(["r"], [fig])
    (text,) = [h["text"] for h in highlights(summary)]
    assert "position 0 51.82% [50.03%, 53.60%]" in text, text
    adv = {"figure": "win_by_position", "row": "position 0", "index": 0, "kind": "position"}
    adv |= {"rows": 2, "rate": 0.5181667, "fair_share": 0.5, "gap": 0.0181667}
    adv |= {"low": 0.00027473, "high": 0.0360121, "clear": True, "unseen": 0.0360121}
    said = advantage_text(adv, 0.95)
    assert "wins 1.82 points more than a fair share of 50.0% (+1.82 points [+0.03, +3.60]" in said
    real = compute(simulate([make_spec("corsairs", 2, ["random"], 1)], 2, workers=0))
    figure(real, "win_by_position")["rows"] = rows
    page = _html(real, ["this run"])
    assert "51.82% <span class=ci>[50.03%, 53.60%]</span>" in page


def test_the_games_played_read_per_rule_set(compared: RunResult) -> None:
    """ "games played: 2,000, 2,000 of 2,000 per rule set" read as a list gone wrong."""
    from corsairs.sim.report import _html

    page = _html(compute(compared), ["base", "variant"])
    assert "<li>games played per rule set: 80 (base) and 80 (variant) of 80</li>" in page
    single = simulate([make_spec("corsairs", 2, ["random"], 1)], 2, workers=0)
    assert "<li>games played: 2 of 2</li>" in _html(compute(single), ["this run"])


def test_a_difference_says_its_sign_as_the_seat_advantage_at_the_top_does() -> None:
    """ "the largest change: seat 1 (policy) 3.3 points [-0.8, 7.4]" under "+1.8 points
    [-2.3, +5.8]" at the top, and "3.3 points" beside "-3.1 points" in a difference column:
    a rise read as a bare number. A difference is signed, its bounds too; 0 is not."""
    from corsairs.sim.report import _fmt, format_estimate

    assert format_estimate(_est(0.033, -0.008, 0.074), True, 1, diff=True) == (
        "+3.3 points",
        "[-0.8, +7.4]",
    )
    assert format_estimate(_est(-0.031, -0.072, 0.01), True, 1, diff=True) == (
        "-3.1 points",
        "[-7.2, +1.0]",
    )
    assert format_estimate(_est(0.0, -0.0188, 0.0188), True, 2, diff=True)[0] == "0.00 points"
    assert format_estimate(_est(2.5, 1.0, 4.0), decimals=1, diff=True) == ("+2.5", "[+1.0, +4.0]")
    assert format_estimate(_est(2.5, 1.0, 4.0), decimals=1) == ("2.5", "[1.0, 4.0]")
    # in the page's difference column, on one line (a phone broke "+3.3 / points")
    assert _fmt(_est(0.033, -0.008, 0.074), True, 1, diff=True).startswith("+3.3\u00a0points ")


@pytest.mark.plots
def test_a_phone_plot_keeps_its_words_inside_and_apart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a phone's plot a German title ran off the right edge ("Bootsteile des besten
    Verlierers am Ende"), and seven long slanted bar names squeezed the axes to a strip.
    Every word stays inside the picture, the bar names apart, the axes at least 40% high."""
    import copy
    import itertools

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from corsairs.sim.figures import Distribution, Rates, Series
    from corsairs.sim.report import _plot

    kept: list[object] = []
    close = plt.close
    monkeypatch.setattr(plt, "close", kept.append)  # looked at here, then closed
    labels = ["Basis", "Variante: purchase_price=2"]
    summary = compute(synthetic({"win.seat.0": 600}, {"rounds_per_game": (100, [5] * 30)}, 30))
    spread = copy.deepcopy(figure(summary, "rounds_per_game"))
    spread["data"] = spread["data"] * 2
    title = "Bootsteile des besten Verlierers am Ende"
    lengths = Distribution("rounds_per_game", title, hist="rounds_per_game", xlabel="Bootsteile")
    _plot(lengths, spread, labels, tmp_path / "d.png", narrow=True)

    bars = copy.deepcopy(figure(summary, "win_by_seat"))
    names = ["Piratenangriffe (ohne Kanone)", "An Piraten zurückgegebene Karten", "Käufe"]
    names += ["Neu gemischte abgelegte Karten", "An Piraten verlorene Boote", "Ziehen", "Abwehr"]
    rows = bars["rows"]
    bars["rows"] = [
        {**rows[i % 3], "label": name, "estimates": rows[i % 3]["estimates"] * 2}
        for i, name in enumerate(names)
    ]
    events = Rates(
        "per_game",
        "Ereignisse pro Partie",
        series=tuple(Series(n, f"k{i}", "games") for i, n in enumerate(names)),
    )
    _plot(events, bars, labels, tmp_path / "b.png", narrow=True)

    for f in kept:
        assert isinstance(f, matplotlib.figure.Figure)
        assert isinstance(f.canvas, FigureCanvasAgg)  # the Agg backend's: it has a renderer
        renderer = f.canvas.get_renderer()  # type: ignore[no-untyped-call]  # unannotated there
        box, ax = f.bbox, f.axes[0]
        lo, hi = sorted(ax.get_xlim())  # the ticks drawn, not those past the axes' ends
        shown = [
            t for t, x in zip(ax.get_xticklabels(), ax.get_xticks(), strict=True) if lo <= x <= hi
        ]
        words = [ax.title, ax.xaxis.label, ax.yaxis.label, *shown]
        words += [t for legend in f.legends for t in legend.get_texts()]
        for t in (t for t in words if t.get_text()):
            e = t.get_window_extent(renderer)
            assert e.x0 >= box.x0 - 1 and e.x1 <= box.x1 + 1, t.get_text()
            assert e.y0 >= box.y0 - 1 and e.y1 <= box.y1 + 1, t.get_text()
        assert ax.get_window_extent(renderer).height >= 0.4 * box.height, ax.get_title()
        close(f)
    ticks = [t.get_window_extent(renderer) for t in ax.get_xticklabels()]
    for a, b in itertools.pairwise(ticks):
        assert not a.overlaps(b), (a, b)


@pytest.mark.plots
def test_each_plot_is_drawn_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``savefig`` drew every plot twice, a pass for the layout and then the picture (a
    fifth of the plots' CPU time); the picture alone, whose own draw runs the phone's
    constrained layout, is the same PNG byte for byte (docs/perf-log.md)."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from corsairs.sim.report import _plot, compared_sections

    draws: list[object] = []
    draw = Figure.draw

    def counted_draw(f: Figure, r: Any) -> None:
        draws.append(f)
        draw(f, r)

    monkeypatch.setattr(Figure, "draw", counted_draw)
    run = synthetic({"win.seat.0": 10}, {}, 30)
    seats = next(f for s in compared_sections(run.specs) for f in s.figures)
    for narrow in (False, True):
        _plot(seats, figure(compute(run), seats.key), ["base"], tmp_path / "s.png", narrow)
        assert len(draws) == 1, narrow
        draws.clear()
