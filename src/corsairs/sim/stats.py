"""Confidence intervals for the report: proportions, means and their differences.

Proportions use the Wilson score interval (good near 0 and 1, where the
rare events of a balance report live), widened by the game-level design effect
for events that cluster within games (``ratio_share``); a difference of two proportions uses
Newcombe's hybrid score interval built from the two Wilson intervals.
Means of counts (sweeps per game, turns per game) use a score interval too:
Wilson when every value is 0 or 1, otherwise a quasi-Poisson score interval
(right at and near 0, where a normal interval collapses to [0, 0]); their
differences combine the two intervals the same way (MOVER, as Newcombe's).
``mean_ci`` and ``welch`` (normal approximations) remain for other callers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist

NAN = float("nan")


def z_value(level: float = 0.95) -> float:
    """The two-sided normal quantile for a confidence ``level`` (1.95996... for 95%)."""
    if not 0 < level < 1:
        raise ValueError(f"confidence level must be between 0 and 1, not {level!r}")
    return NormalDist().inv_cdf(0.5 + level / 2)


def gap_chance(value: float, low: float, high: float, ref: float, level: float = 0.95) -> float:
    """How often, with no real gap, an estimate lands at least this far from ``ref``
    (two-sided), its standard error read off the interval's side that faces ``ref``.

    A normal approximation, only good enough to tell an interval that barely leaves out
    ``ref`` (about ``1 - level``) from one far beyond it: the report's caution about
    chance must fit the evidence, not undercut a 12-point edge."""
    near = low if value >= ref else high
    if value == ref:
        return 1.0
    if near == value:  # no spread on that side: nothing but this value is plausible
        return 0.0
    z = abs(value - ref) / (abs(value - near) / z_value(level))
    return 2 * (1 - NormalDist().cdf(z))


@dataclass(frozen=True, slots=True)
class Estimate:
    """A point estimate with its confidence interval."""

    value: float
    low: float
    high: float
    at_least: bool = False
    """The value is a lower bound (a quantile in a histogram's top, capped bin)."""

    def scaled(self, factor: float) -> Estimate:
        return Estimate(self.value * factor, self.low * factor, self.high * factor, self.at_least)

    def to_dict(self) -> dict[str, float | bool | None]:
        return {
            "value": _json(self.value),
            "low": _json(self.low),
            "high": _json(self.high),
            "at_least": self.at_least,
        }


def _json(x: float) -> float | None:
    return None if math.isnan(x) else x


def wilson(successes: float, trials: float, level: float = 0.95) -> Estimate:
    """Wilson score interval for ``successes`` out of ``trials``.

    ``successes`` may be fractional (win shares of tied games count 1/k each);
    for a variable in [0, 1] with mean p the variance is at most p(1 - p), so
    the interval is then slightly conservative.
    """
    if trials < 0 or successes < 0 or successes > trials:
        raise ValueError(f"need 0 <= successes <= trials, got {successes} of {trials}")
    if trials == 0:
        return Estimate(NAN, NAN, NAN)
    z = z_value(level)
    p = successes / trials
    z2 = z * z
    denom = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    # Clamp so that rounding never puts p outside its own interval (p = 0 or 1).
    return Estimate(p, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def ratio_share(
    n: int,
    events: float,
    units: float,
    events_sq: float,
    units_sq: float,
    cross: float,
    level: float = 0.95,
) -> Estimate:
    """A share of events that cluster within games (draws, rounds…): Σy / Σx over ``n``
    games, from the sums of y, x, y², x² and x·y over the games.

    The ratio estimator's game-level variance, ``n / (n - 1) · Σ(y - R x)² / (Σx)²``,
    sets a design effect ``deff = var / (R (1 - R) / Σx)``, floored at 1 (never less
    spread than independent events); the interval is Wilson's with the effective
    number of units ``Σx / deff``. Unclustered events give plain Wilson; a game that
    decides all its events together counts as about one unit. At R = 0 or 1 the
    clustering cannot be seen and it is Wilson over the events; with fewer than two
    games there is no interval.
    """
    if units <= 0:
        return Estimate(NAN, NAN, NAN)
    r = min(1.0, events / units)
    if n < 2:
        return Estimate(r, NAN, NAN)
    resid = max(0.0, events_sq - 2 * r * cross + r * r * units_sq)
    var = n / (n - 1) * resid / (units * units)
    binomial = r * (1 - r) / units
    deff = max(1.0, var / binomial) if binomial > 0 else 1.0
    eff = units / deff
    return wilson(r * eff, eff, level)


def newcombe(s1: float, n1: float, s2: float, n2: float, level: float = 0.95) -> Estimate:
    """Newcombe's hybrid score interval for p2 - p1 (the second minus the first)."""
    d = mover(wilson(s1, n1, level), wilson(s2, n2, level))
    return Estimate(d.value, max(-1.0, d.low), min(1.0, d.high))


def mover(a: Estimate, b: Estimate) -> Estimate:
    """b - a from the two estimates' own intervals (MOVER: Newcombe 1998, Zou & Donner 2008).

    It inherits the asymmetry of good single-sample intervals, so a difference
    between two rare events is not given a symmetric normal interval.
    """
    if any(math.isnan(x) for x in (a.value, a.low, a.high, b.value, b.low, b.high)):
        return Estimate(NAN, NAN, NAN)
    d = b.value - a.value
    low = d - math.sqrt((b.value - b.low) ** 2 + (a.high - a.value) ** 2)
    high = d + math.sqrt((b.high - b.value) ** 2 + (a.value - a.low) ** 2)
    return Estimate(d, low, high)


def count_mean(
    n: int,
    total: int,
    squares: int,
    at_most: int | None = None,
    level: float = 0.95,
    deff: float = 1.0,
) -> Estimate:
    """Mean of ``n`` whole counts >= 0 (sum ``total``, sum of squares ``squares``).

    ``at_most`` is the figure's known support, not what was observed: ``1`` when
    a count can only be 0 or 1 (then the mean is a proportion and its interval
    Wilson's, total out of n); ``None`` when it can exceed 1, even if every game
    so far saw at most one. Such a count gets the quasi-Poisson score interval:
    the mu with ``(mean - mu)**2 <= z**2 * phi * mu / n``, where the dispersion
    ``phi = max(1, variance / mean)`` never assumes less spread than a Poisson
    count. At mean 0 it gives [0, z**2 / n], not [0, 0]; for large counts it
    approaches the normal interval with the sample variance. With fewer than two
    counts the spread is unknown and there is no interval.

    ``deff`` (at least 1) is the design effect of counts that cluster within games
    (several rounds a game): the dispersion is multiplied by it, as if there were
    ``n / deff`` independent counts.
    """
    if n < 0 or total < 0:
        raise ValueError(f"need whole counts >= 0, got n={n}, total={total}")
    if n == 0:
        return Estimate(NAN, NAN, NAN)
    if at_most is not None and at_most <= 1:
        return wilson(min(total, n), n, level)
    mean = total / n
    if n < 2:
        return Estimate(mean, NAN, NAN)
    var = max(0.0, (squares - total * total / n) / (n - 1))
    phi = max(1.0, var / mean) if mean > 0 else 1.0
    c = z_value(level) ** 2 * phi * max(1.0, deff) / n
    half = math.sqrt(c * mean + c * c / 4)
    return Estimate(mean, max(0.0, min(mean, mean + c / 2 - half)), max(mean, mean + c / 2 + half))


def mean_ci(n: int, total: float, squares: float, level: float = 0.95) -> Estimate:
    """Mean with a normal-approximation interval, from n, sum and sum of squares."""
    if n == 0:
        return Estimate(NAN, NAN, NAN)
    mean = total / n
    if n < 2:
        return Estimate(mean, NAN, NAN)
    var = max(0.0, (squares - total * total / n) / (n - 1))
    half = z_value(level) * math.sqrt(var / n)
    return Estimate(mean, mean - half, mean + half)


def welch(
    n1: int,
    total1: float,
    squares1: float,
    n2: int,
    total2: float,
    squares2: float,
    level: float = 0.95,
) -> Estimate:
    """Difference of means (second minus first) with a normal (Welch) interval."""
    if n1 < 2 or n2 < 2:
        return Estimate(NAN, NAN, NAN)
    m1, m2 = total1 / n1, total2 / n2
    v1 = max(0.0, (squares1 - total1 * total1 / n1) / (n1 - 1))
    v2 = max(0.0, (squares2 - total2 * total2 / n2) / (n2 - 1))
    d = m2 - m1
    half = z_value(level) * math.sqrt(v1 / n1 + v2 / n2)
    return Estimate(d, d - half, d + half)
