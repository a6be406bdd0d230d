"""The seat advantage: the one figure that answers "is this rule set fair between seats?",
at the top of the terminal's lines, the page and ``--beside``, from known counts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from corsairs.lang import speaking
from corsairs.sim.fairness import advantage_texts, games_to_show, seat_advantage
from corsairs.sim.stats import newcombe, wilson


def _table(wins: list[list[float]], games: list[int], turn_order: bool = True) -> dict[str, Any]:
    """A win-rate table as ``summary.json`` holds it: ``wins[row][rule set]`` of ``games``."""
    rows = []
    for p, w in enumerate(wins):
        row: dict[str, Any] = {"label": f"position {p}", "events": w, "n": games}
        rows.append(row)
    fig: dict[str, Any] = {
        "key": "win_by_position",
        "title": "Win rate by playing position",
        "kind": "rates",
        "fair_share": 1 / len(wins),
        "rows": rows,
    }
    if turn_order:
        fig["turn_order"] = True
    return fig


def _summary(fig: dict[str, Any], labels: tuple[str, ...] = ("this run",)) -> dict[str, Any]:
    return {
        "rule_sets": [{"label": lab} for lab in labels],
        "confidence_level": 0.95,
        "agents": ["policy", "policy"],
        "sections": [{"title": "Seat order", "figures": [fig]}],
    }


def test_a_first_player_winning_600_of_1000_is_ten_points_more_than_fair() -> None:
    fig = _table([[600.0], [400.0]], [1000])
    adv = seat_advantage(fig, 0, 0.95)
    assert adv is not None and adv["clear"] and adv["row"] == "position 0"
    assert adv["gap"] == pytest.approx(0.1)
    own = wilson(600, 1000)  # two players: one test, the row's own 95% interval
    assert (adv["low"], adv["high"]) == pytest.approx((own.low - 0.5, own.high - 0.5))
    (text,) = advantage_texts(_summary(fig))
    assert text.startswith(
        "Seat advantage: position 0 (the first to play) wins 10.0 points more than a fair "
        "share of 50.0% (+10.0 points [+6.9, +13.0] at 95% confidence)."
    ), text
    with speaking("fr"):
        (said,) = advantage_texts(_summary(fig))
    said = said.replace("\N{NO-BREAK SPACE}", " ").replace("\N{NARROW NO-BREAK SPACE}", " ")
    assert said.startswith("Avantage de place : la position 0 (qui joue en premier) gagne 10,0")
    assert "[+6,9 ; +13,0] à 95 % de confiance" in said


def test_even_counts_say_no_advantage_and_how_large_one_could_hide() -> None:
    fig = _table([[250.0], [250.0], [250.0], [250.0]], [1000])
    adv = seat_advantage(fig, 0, 0.95)
    assert adv is not None and not adv["clear"] and adv["gap"] == 0
    (text,) = advantage_texts(_summary(fig))
    assert text.startswith("Seat advantage: no seat advantage detectable at this size"), text
    assert "for the 4 positions together" in text
    assert f"up to {100 * adv['unseen']:.1f} points could go unseen" in text
    assert 0.03 < adv["unseen"] < 0.04  # 250/1000 at 98.75%: about 3.4 points either way


def test_the_farthest_of_four_positions_is_judged_with_the_other_three() -> None:
    """220 of 1,000 is outside its own 95% interval around 25%, but the farthest of four
    rows is that one time in six with no edge at all: judged with the four together
    (98.75% each) it is not a clear advantage, and the verdict does not call it one."""
    fig = _table([[220.0], [260.0], [260.0], [260.0]], [1000])
    own = wilson(220, 1000)
    assert own.high < 0.25  # the table's own row would be flagged
    adv = seat_advantage(fig, 0, 0.95)
    assert adv is not None and not adv["clear"]
    assert adv["row"] == "position 0" and adv["gap"] == pytest.approx(-0.03)
    assert adv["low"] < own.low - 0.25 and adv["high"] > 0


def test_a_clear_shortfall_reads_less_and_the_fair_share_counts_games_without_winner() -> None:
    """Half the games without a winner: every position is below 1 / players, which is no
    seat advantage; the fair share is the positions' mean (25% here, not 50%)."""
    fig = _table([[150.0], [350.0]], [1000])
    adv = seat_advantage(fig, 0, 0.95)
    assert adv is not None and adv["fair_share"] == pytest.approx(0.25)
    assert adv["clear"] and adv["row"] == "position 1" and adv["gap"] == pytest.approx(0.1)
    fig = _table([[260.0], [240.0]], [2000])
    assert not seat_advantage(fig, 0, 0.95)["clear"]  # type: ignore[index]
    fig = _table([[400.0], [600.0]], [1000])
    (text,) = advantage_texts(_summary(fig))
    assert "position 1 wins 10.0 points more" in text


def test_a_comparison_says_each_rule_set_and_what_the_variant_changes() -> None:
    fig = _table([[600.0, 520.0], [400.0, 480.0]], [1000, 1000])
    fig["rows"][0]["diff"] = {"value": -0.08, "low": -0.123, "high": -0.036}
    texts = advantage_texts(_summary(fig, ("base", "variant: pier_size=6")))
    assert texts[0].startswith("Seat advantage (base): position 0 (the first to play) wins")
    assert texts[1].startswith(
        "Seat advantage (variant: pier_size=6): no seat advantage detectable at this size: "
        "the farthest from the fair share of 50.0% is position 0 (the first to play), +2.0"
    )
    assert texts[2] == (
        "Seat advantage, variant − base: position 0 (the first to play)'s win rate changes "
        "by -8.0 points [-12.3, -3.6], a clear change at 95% confidence."
    )
    fig["rows"][0]["diff"] = {"value": -0.02, "low": -0.06, "high": 0.02}
    assert "not a clear change" in advantage_texts(_summary(fig, ("base", "variant")))[2]


def test_different_bots_in_fixed_seats_give_no_seat_advantage() -> None:
    fig = _table([[600.0], [400.0]], [1000], turn_order=False)
    fig["key"] = "win_by_seat"
    summary = _summary(fig)
    summary["agents"] = ["greedy", "random"]
    (text,) = advantage_texts(summary)
    assert "not measured" in text and "--rotate" in text
    summary["rotate"] = True
    assert "wins 10.0 points more" in advantage_texts(summary)[0]


def _rigged(specs, games, **kw):  # type: ignore[no-untyped-def]
    """A finished 2-player Corsairs run whose first player won 70 of 100 games."""
    from corsairs.sim.run import RunResult
    from corsairs.sim.tally import Tally, share_units

    tallies = []
    for _ in specs:
        t = Tally()
        t.count("games", games)
        unit = share_units(2)
        t.count("win_position.0", 70 * unit)
        t.count("win_position.1", 30 * unit)
        t.count("win.seat.0", 50 * unit)
        t.count("win.seat.1", 50 * unit)
        tallies.append(t)
    return RunResult(list(specs), games, tallies, seconds=1.0)


@pytest.mark.plots
def test_the_verdict_heads_the_terminal_and_the_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import corsairs.sim.run as run_module
    from corsairs.cli import app

    monkeypatch.setattr(run_module, "simulate", _rigged)
    out = tmp_path / "rep"
    args = ["simulate", "--players", "2", "--games", "100", "--quiet", "--out", str(out)]
    res = CliRunner().invoke(app, [*args, "--lang", "de"])
    assert res.exit_code == 0, res.output
    lines = res.output.replace("\N{NO-BREAK SPACE}", " ").splitlines()
    assert lines[1].startswith(
        "= Platzvorteil: Position 0 (wer zuerst spielt) gewinnt 20,0 Prozentpunkte mehr"
    ), lines
    page = (out / "index.html").read_text().replace("\N{NO-BREAK SPACE}", " ")
    said = "Platzvorteil: Position 0 (wer zuerst spielt) gewinnt 20,0 Prozentpunkte mehr"
    assert said in page  # in German, as the whole page (s34; it was in English)
    assert page.index(said) < page.index("Was auffällt") < page.index("Der Lauf")
    verdict = "Seat advantage: position 0 (the first to play) wins 20.0 points more"
    res = CliRunner().invoke(app, ["simulate", "--beside", str(out), "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert f"A: {verdict}" in res.output and f"B: {verdict}" in res.output


def test_an_edge_clear_in_one_rule_set_only_is_not_read_as_a_change() -> None:
    """Base: +2.5 points, clear; variant: +0.1, not detectable; the change -2.6 points
    [-5.7, +0.5] holds 0. Read side by side, the two verdicts said "the house rule removes
    the first player's edge", which the change does not show: the line says so."""
    fig = _table([[1050.0, 998.0], [950.0, 1002.0]], [2000, 2000])
    fig["rows"][0]["diff"] = {"value": -0.026, "low": -0.057, "high": 0.005}
    texts = advantage_texts(_summary(fig, ("base", "variant")))
    assert "wins 2.5 points more" in texts[0] and "no seat advantage" in texts[1]
    assert "not a clear change" in texts[2]
    assert "clear in one rule set and not in the other is no evidence of a change" in texts[2]
    fig["rows"][0]["diff"] = {"value": -0.05, "low": -0.08, "high": -0.02}
    assert "no evidence" not in advantage_texts(_summary(fig, ("base", "variant")))[2]


def test_a_report_written_before_turn_order_still_reads_its_positions() -> None:
    """``--beside`` reads old summaries: without the flag, the seats' table (symmetric in
    Corsairs, whose first dealer is drawn) would have said no advantage."""
    positions = _table([[600.0], [400.0]], [1000], turn_order=False)
    seats = _table([[500.0], [500.0]], [1000], turn_order=False)
    seats["key"] = "win_by_seat"
    summary = _summary(positions)
    summary["sections"][0]["figures"] = [seats, positions]
    (text,) = advantage_texts(summary)
    assert "position 0 (the first to play) wins 10.0 points more" in text, text


def test_french_says_point_in_the_singular_under_two() -> None:
    """French writes the singular below 2 ("-1,8 point", "0,5 point"), English, Italian and
    German only for a whole 1 ("1.8 points", "1,0 Punkte"): the seat advantage, its change
    and a report's differences said "-1,8 points" in French."""
    from corsairs.sim.report import format_estimate

    fig = _table([[482.0, 500.0], [518.0, 500.0]], [1000, 1000])
    fig["rows"][1]["diff"] = {"value": -0.018, "low": -0.05, "high": 0.014}
    diff = {"value": -0.018, "low": -0.05, "high": 0.014}
    said = {}
    for lang in ("en", "fr", "it", "de"):
        with speaking(lang):
            texts = advantage_texts(_summary(fig, ("base", "variant")))
            said[lang] = (
                texts[0],
                texts[2],
                format_estimate(diff, share=True, decimals=1, diff=True)[0],
            )
    base, change, estimate = said["fr"]
    assert "+1,8 point [" in base and "jusqu'à 4,9 points pourrait" in base, base
    assert "change de -1,8 point [" in change, change
    assert estimate == "-1,8 point"
    base, change, estimate = said["en"]
    assert "+1.8 points [" in base and "by -1.8 points [" in change and estimate == "-1.8 points"
    assert "+1,8 punti [" in said["it"][0] and said["it"][2] == "-1,8 punti"
    assert "+1,8 Prozentpunkte [" in said["de"][0] and said["de"][2] == "-1,8 Punkte"
    with speaking("fr"):  # 2 and over: the plural
        assert (
            format_estimate({**diff, "value": 0.02}, share=True, decimals=1, diff=True)[0]
            == "+2,0 points"
        )


def test_a_verdict_that_sees_nothing_says_how_many_games_would() -> None:
    """'More games narrow it' left a designer to guess how many, and how to add them: a
    lone rule set's verdict says that four times the games halve the interval and the
    command that adds them; a change that is not clear, how many games a rule set would
    show one of its size (2,000 games, -2.6 points [-5.7, +0.5]: some 5,900)."""
    fig = _table([[250.0], [250.0], [250.0], [250.0]], [1000])
    (text,) = advantage_texts(_summary(fig))
    assert text.endswith(
        "Four times the games, 4,000 a rule set, halve an interval: corsairs simulate "
        "--resume --games 4000 with this --out adds them to the run."
    ), text
    fig = _table([[600.0], [400.0]], [1000])  # clear: nothing to add
    assert "Four times" not in advantage_texts(_summary(fig))[0]
    fig = _table([[1050.0, 998.0], [950.0, 1002.0]], [2000, 2000])
    fig["rows"][0]["diff"] = {"value": -0.026, "low": -0.057, "high": 0.005}
    texts = advantage_texts(_summary(fig, ("base", "variant")))
    assert texts[2].endswith(
        "If the change is real and about this size, some 5,900 games a rule set would show "
        "it clearly (in 4 runs of 5)."
    ), texts[2]
    assert not any("Four times" in t for t in texts)  # each verdict's own: not repeated
    with speaking("fr"):
        said = advantage_texts(_summary(fig, ("base", "variante")))[2]
    assert "environ 5\N{NARROW NO-BREAK SPACE}900 parties par jeu de règles" in said, said
    fig["rows"][0]["diff"] = {"value": 0.0, "low": -0.03, "high": 0.03}
    assert "If the change is real" not in advantage_texts(_summary(fig, ("base", "v")))[2]


@settings(max_examples=200, deadline=None)
@given(
    games=st.integers(20, 100_000),
    wins=st.tuples(st.floats(0.05, 0.95), st.floats(0.05, 0.95)),
    level=st.sampled_from([0.9, 0.95, 0.99]),
)
def test_the_games_to_show_a_change_are_more_than_the_games_that_did_not(
    games: int, wins: tuple[float, float], level: float
) -> None:
    """A change whose interval holds 0 is never promised to show with fewer games than
    the run already played (a skewed interval's far side would have promised that)."""
    a, b = (round(w * games) for w in wins)
    change = newcombe(a, games, b, games, level)
    need = games_to_show(change.to_dict(), level, games)
    if change.low > 0 or change.high < 0 or change.value == 0:
        return
    assert need is not None and need > games
