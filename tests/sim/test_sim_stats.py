"""Confidence intervals against published values and against their defining properties."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corsairs.sim.stats import count_mean, mean_ci, mover, newcombe, welch, wilson, z_value


def test_z_value_for_95_percent() -> None:
    assert z_value(0.95) == pytest.approx(1.959964, abs=1e-6)
    with pytest.raises(ValueError):
        z_value(1.0)


@pytest.mark.parametrize(
    ("s", "n", "low", "high"),
    [
        # Newcombe (1998), Statistics in Medicine 17:857, table I (method 3, Wilson score).
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
    ],
)
def test_wilson_matches_published_intervals(s: int, n: int, low: float, high: float) -> None:
    est = wilson(s, n)
    assert est.value == pytest.approx(s / n)
    assert est.low == pytest.approx(low, abs=1e-4)
    assert est.high == pytest.approx(high, abs=1e-4)


def test_newcombe_matches_published_difference() -> None:
    # Newcombe (1998b), Statistics in Medicine 17:873, example (a): 56/70 vs 48/80,
    # hybrid score interval (method 10) for p1 - p2 is 0.0524 to 0.3339.
    est = newcombe(48, 80, 56, 70)
    assert est.value == pytest.approx(56 / 70 - 48 / 80)
    assert est.low == pytest.approx(0.0524, abs=1e-4)
    assert est.high == pytest.approx(0.3339, abs=1e-4)


def test_wilson_agrees_with_scipy() -> None:
    stats = pytest.importorskip("scipy.stats")
    for s, n in [(3, 10), (500, 1000), (1, 100_000), (99_990, 100_000)]:
        ci = stats.binomtest(s, n).proportion_ci(0.95, method="wilson")
        est = wilson(s, n)
        assert est.low == pytest.approx(ci.low, abs=1e-9)
        assert est.high == pytest.approx(ci.high, abs=1e-9)


@given(st.integers(1, 10**6), st.floats(0, 1))
def test_wilson_contains_the_estimate_inside_zero_one(n: int, frac: float) -> None:
    s = round(frac * n)
    est = wilson(s, n)
    assert 0.0 <= est.low <= est.value <= est.high <= 1.0
    wider = wilson(s, n, level=0.99)
    assert wider.low <= est.low + 1e-12 and wider.high >= est.high - 1e-12


def test_wilson_rejects_impossible_counts_and_gives_nan_for_no_trials() -> None:
    with pytest.raises(ValueError):
        wilson(5, 4)
    with pytest.raises(ValueError):
        wilson(-1, 4)
    assert math.isnan(wilson(0, 0).value)


def test_mean_interval_by_hand() -> None:
    values = [2, 4, 4, 4, 5, 5, 7, 9]
    n, total, squares = len(values), sum(values), sum(v * v for v in values)
    est = mean_ci(n, total, squares)
    sd = math.sqrt(sum((v - 5) ** 2 for v in values) / (n - 1))
    half = 1.959964 * sd / math.sqrt(n)
    assert est.value == 5
    assert est.low == pytest.approx(5 - half, abs=1e-5)
    assert est.high == pytest.approx(5 + half, abs=1e-5)


def test_welch_difference_by_hand() -> None:
    a, b = [1, 2, 3, 4], [3, 5, 7, 9]
    va = sum((x - 2.5) ** 2 for x in a) / 3
    vb = sum((x - 6) ** 2 for x in b) / 3
    est = welch(4, sum(a), sum(x * x for x in a), 4, sum(b), sum(x * x for x in b))
    half = 1.959964 * math.sqrt(va / 4 + vb / 4)
    assert est.value == pytest.approx(3.5)
    assert (est.low, est.high) == pytest.approx((3.5 - half, 3.5 + half), abs=1e-5)


def test_count_means_are_right_at_and_near_zero() -> None:
    # None in 30 games, at most one a game: not "0 [0, 0]" but the Wilson bound z²/(n + z²).
    none = count_mean(30, 0, 0, at_most=1).scaled(1000)
    assert none.value == 0 and none.low == 0
    assert none.high == pytest.approx(1000 * 1.959964**2 / (30 + 1.959964**2), rel=1e-5)
    # 4 in 500 games, at most one a game: the Wilson interval, about [3.1, 20.4] per 1,000.
    four = count_mean(500, 4, 4, at_most=1).scaled(1000)
    assert (four.low, four.high) == pytest.approx((3.115, 20.387), abs=1e-3)


@given(st.lists(st.integers(0, 40), min_size=2, max_size=300))
def test_count_mean_interval_is_the_quasi_poisson_score_interval(values: list[int]) -> None:
    n, total, squares = len(values), sum(values), sum(v * v for v in values)
    est = count_mean(n, total, squares)
    mean = total / n
    assert est.value == pytest.approx(mean)
    assert 0 <= est.low <= est.value <= est.high
    # whatever the values seen (all 0 or 1 included): a count's support has no bound
    var = (squares - total * total / n) / (n - 1)
    phi = max(1.0, var / mean) if mean else 1.0
    z2 = z_value() ** 2
    for mu in (est.low, est.high):  # each end solves (mean - mu)² = z² phi mu / n
        if mu > 0:
            assert (mean - mu) ** 2 == pytest.approx(z2 * phi * mu / n, rel=1e-6, abs=1e-12)


def test_a_difference_of_rare_counts_is_not_symmetric_about_zero() -> None:
    none = count_mean(500, 0, 0, at_most=1)
    four = mover(none, count_mean(500, 4, 4, at_most=1))
    assert four.value == pytest.approx(0.008)
    assert four.low < 0 < four.high  # 4 in 500 against none: not yet a clear difference
    assert four.high - four.value > four.value - four.low  # skewed, as counts near 0 are
    twelve = mover(none, count_mean(500, 12, 12, at_most=1))
    assert twelve.low > 0  # 12 against none is


def _tally(name: str, values: list[int]):  # type: ignore[no-untyped-def]
    from corsairs.sim.tally import Tally

    t = Tally()
    for v in values:
        t.observe(name, v)
    return t


def test_a_count_that_can_exceed_one_is_no_proportion_even_when_every_game_saw_one() -> None:
    from corsairs.sim.figures import Distribution, Means

    # Rounds per game: a tiny game may end after one round every time, yet rounds
    # per game is a count, not a share: its interval is not capped at 1.
    rounds = _tally("rounds_per_game", [1] * 30)
    fig = Distribution("rounds_per_game", "Rounds per game", hist="rounds_per_game")
    mean = fig.rows([rounds], 0.95)[0]["estimates"][0]
    assert mean.value == 1.0
    assert mean.low < 1.0 < mean.high
    sweeps = Means("sweeps", "Sweeps", hists=(("sweeps", "sweeps"),))
    one_each = sweeps.rows([_tally("sweeps", [1] * 30)], 0.95)[0]["estimates"][0]
    assert one_each.high > 1.0
    # A figure declared at most one a game is a proportion: Wilson, within [0, 1].
    once = Means("won", "Games won", hists=(("won", "won"),), at_most=1)
    share = once.rows([_tally("won", [1] * 30)], 0.95)[0]["estimates"][0]
    assert (share.low, share.high) == pytest.approx(
        (wilson(30, 30).low, wilson(30, 30).high), abs=1e-12
    )


def test_one_game_gives_a_count_mean_without_an_interval() -> None:
    from corsairs.sim.figures import Distribution

    fig = Distribution("turns_per_game", "Turns per game", hist="turns_per_game")
    mean = fig.rows([_tally("turns_per_game", [135])], 0.95)[0]["estimates"][0]
    assert mean.value == 135
    assert math.isnan(mean.low) and math.isnan(mean.high)
    two = fig.rows([_tally("turns_per_game", [135, 120])], 0.95)[0]["estimates"][0]
    assert two.low < 127.5 < two.high


def test_the_chance_of_a_gap_is_read_off_the_interval_side_facing_the_reference() -> None:
    """An interval whose bound touches the reference is a gap chance gives 1 time in 20
    at 95%; twice as far, about 1 in 10,000 (z = 3.92); Wilson's skew is respected by
    reading the side that faces the reference."""
    from corsairs.sim.stats import gap_chance

    assert gap_chance(0.53, 0.50, 0.60, 0.5) == pytest.approx(0.05)
    assert gap_chance(0.47, 0.40, 0.50, 0.5) == pytest.approx(0.05)
    assert gap_chance(0.56, 0.53, 0.59, 0.5) == pytest.approx(8.9e-5, rel=0.05)
    assert gap_chance(0.5, 0.47, 0.53, 0.5) == 1.0
