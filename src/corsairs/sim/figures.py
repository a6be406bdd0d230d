"""What a report shows, declared by each game's ``report.py`` and computed from tallies.

A figure reads counters and histograms out of one :class:`Tally` (or two,
when rule sets are compared) and gives rows of estimates with confidence
intervals; :mod:`corsairs.sim.report` turns them into tables, plots, JSON
and CSV. Pure Python: the games import this without pulling in numpy.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from corsairs.lang import N_
from corsairs.sim.stats import Estimate, count_mean, mover, newcombe, ratio_share, wilson
from corsairs.sim.tally import Histogram, Tally, hist_moment_names, moment_names

GAMES = "games"
"""The counter of finished games: a rate out of games has independent units."""
CUT_OFF = "games.cut_off"
"""The games among them still running at the action cap (``run.play_game``)."""


@dataclass(frozen=True, slots=True)
class Series:
    """One line of a rate table: ``events / scale`` out of ``units``."""

    label: str
    events: str
    units: str
    scale: int = 1
    safeguard: bool = False
    """These events are the safeguard turn limit (not in the rulebook): the report leads
    with them, because figures of a run that often hits it measure the safeguard."""
    safeguard_name: str = "turn limit"
    safeguard_option: str | None = None
    """The rule option that sets this limit, if one does: a rule set that sets it is
    playing a house rule on purpose, and the report says so instead of warning (unless
    the limit ends most of its units: ``report.HOUSE_LIMIT_DECIDES``)."""
    nobody_wins: bool = False
    """These events are units nobody wins (Corsairs' annulled rounds): a rule set whose
    units mostly end so is warned of (``report.NOBODY_WINS``)."""


@dataclass(frozen=True)
class Figure:
    key: str
    """File-name-safe identifier (the PNG is ``<key>.png``)."""
    title: str
    note: str = ""
    since: str = ""
    """A counter the game counts once for every finished game from the version that added
    this figure on: a tally whose count falls short of its finished games, a
    ``tally.json`` written before (none) or a run resumed across that version (some),
    shows no such figure, rather than zeros or shares of some of its games; a report
    re-rendered from an older one stays as it was."""

    kind = "figure"

    def counted_in(self, tallies: Sequence[Tally]) -> bool:
        """Whether every tally counted this figure for each of its finished games (see
        ``since``), and some finished one."""
        if not self.since:
            return True
        finished = [t.get(GAMES) - t.get(CUT_OFF) for t in tallies]
        return any(finished) and all(
            t.get(self.since) == n for t, n in zip(tallies, finished, strict=True)
        )

    def rows(self, tallies: Sequence[Tally], level: float) -> list[dict[str, Any]]:
        """One dict per label: ``estimates`` (one per tally), ``n``, and ``diff`` for two."""
        raise NotImplementedError

    def extra(self, tally: Tally) -> dict[str, Any]:
        """Kind-specific raw data for plots and JSON (histogram bins...)."""
        return {}


@dataclass(frozen=True)
class Rates(Figure):
    """Proportions with Wilson intervals, scaled by ``per`` (1 = a fraction, 1000 = per mille).

    A rate out of games gets the plain Wilson interval; one out of rounds, draws or
    turns (units that cluster within games) gets the game-level one of
    :func:`~corsairs.sim.stats.ratio_share` when the tally holds the games' moments.
    """

    series: tuple[Series, ...] = ()
    per: int = 1
    unit: str = ""
    fair_share: float | None = None
    """The rate every series would have if nobody had an edge (win rates: 1 / players);
    drawn as a reference line and used by the report's summary."""
    turn_order: bool = False
    """The rows are the order of play (position 0 plays first): the table the report's
    seat advantage reads (:mod:`corsairs.sim.fairness`), rather than the seats'."""
    ways: bool = False
    """The rows are the ways a unit ends (out of games: how a game ended), each unit
    counted in one: the report's top says how they split (``report._ways``)."""

    kind = "rates"

    def rows(self, tallies: Sequence[Tally], level: float) -> list[dict[str, Any]]:
        out = []
        for s in self.series:
            counts = [(t.get(s.events) / s.scale, t.get(s.units)) for t in tallies]
            raw = [share_estimate(t, s.events, (s.units,), level, s.scale) for t in tallies]
            ests = [e.scaled(self.per) for e in raw]
            row: dict[str, Any] = {
                "label": s.label,
                "estimates": ests,
                "n": [u for _, u in counts],
                "events": [e for e, _ in counts],
            }
            if s.safeguard:
                row["safeguard"] = s.units
                row["safeguard_name"] = s.safeguard_name
                if s.safeguard_option:
                    row["safeguard_option"] = s.safeguard_option
            if s.nobody_wins:
                row["nobody_wins"] = s.units
            if len(tallies) == 2:
                row["diff"] = share_difference(*raw).scaled(self.per)
            out.append(row)
        return out


@dataclass(frozen=True)
class Shares(Figure):
    """How a total splits over categories (counters), each share with its interval."""

    categories: tuple[tuple[str, str], ...] = ()
    """(label, counter name) pairs."""
    ways: bool = False
    """The categories are the ways a unit ends (how rounds end): the report's top says
    how they split, as for :class:`Rates`."""

    kind = "rates"

    def rows(self, tallies: Sequence[Tally], level: float) -> list[dict[str, Any]]:
        names = tuple(name for _, name in self.categories)
        totals = [sum(t.get(name) for name in names) for t in tallies]
        out = []
        for label, name in self.categories:
            ests = [share_estimate(t, name, names, level) for t in tallies]
            row: dict[str, Any] = {"label": label, "estimates": ests, "n": totals}
            if len(tallies) == 2:
                row["diff"] = share_difference(*ests)
            out.append(row)
        return out


@dataclass(frozen=True)
class Means(Figure):
    """Means of count histograms (e.g. sweeps per game), scaled by ``per``.

    Intervals are :func:`~corsairs.sim.stats.count_mean` (right at 0: no sweep in
    30 games is not "0 [0, 0]"), differences their MOVER combination.
    """

    hists: tuple[tuple[str, str], ...] = ()
    """(label, histogram name) pairs."""
    per: int = 1
    unit: str = ""
    at_most: int | None = None
    """The largest count a game can have, if known: 1 makes each mean a proportion
    (Wilson's interval). Not the largest seen: rounds per game may all be 1."""

    kind = "rates"

    def rows(self, tallies: Sequence[Tally], level: float) -> list[dict[str, Any]]:
        out = []
        for label, name in self.hists:
            hs = [t.hist(name) for t in tallies]
            ests = [hist_mean(h, level, self.at_most) for h in hs]
            row: dict[str, Any] = {
                "label": label,
                "estimates": [e.scaled(self.per) for e in ests],
                "n": [h.n for h in hs],
            }
            if len(hs) == 2:
                row["diff"] = mover(*ests).scaled(self.per)
            out.append(row)
        return out


@dataclass(frozen=True)
class Distribution(Figure):
    """A histogram: its mean with an interval, quantiles, and a plot of the frequencies."""

    hist: str = ""
    xlabel: str = ""
    at_most: int | None = None
    """The largest value a game can have, if known (as for :class:`Means`)."""
    turns_of: str = ""
    """The values count turns, one per player's turn, of each of these units ("rounds",
    "games"): when most units end before every player has had a turn, the deal and the
    order of play decide them, and the report warns (a house rule can do that)."""

    kind = "distribution"

    def rows(self, tallies: Sequence[Tally], level: float) -> list[dict[str, Any]]:
        hs = [t.hist(self.hist) for t in tallies]
        means = [
            hist_mean(h, level, self.at_most, hist_deff(t, self.hist))
            for h, t in zip(hs, tallies, strict=True)
        ]
        rows: list[dict[str, Any]] = [
            {"label": N_("mean"), "estimates": means, "n": [h.n for h in hs]}
        ]
        if len(hs) == 2:
            rows[0]["diff"] = mover(*means)
        for q, name in ((0.5, N_("median")), (0.9, N_("90th percentile"))):
            ests = []
            for h in hs:
                v = h.quantile(q)
                # A quantile in the top bin is only known to be at least the top.
                ests.append(Estimate(float(v) if h.n else math.nan, math.nan, math.nan, v >= h.top))
            rows.append({"label": name, "estimates": ests, "n": [h.n for h in hs]})
        capped = [sum(n for k, n in h.bins.items() if k >= h.top) for h in hs]
        if any(capped):
            rows.append(
                {
                    "label": f"share at or above {max(h.top for h in hs)}",
                    "estimates": [
                        _safe_wilson(c, h.n, level) for c, h in zip(capped, hs, strict=True)
                    ],
                    "n": [h.n for h in hs],
                    "share": True,
                }
            )
        return rows

    def extra(self, tally: Tally) -> dict[str, Any]:
        h = tally.hist(self.hist)
        return {"top": h.top, "bins": {str(k): v for k, v in sorted(h.bins.items())}}


@dataclass(frozen=True)
class RateByValue(Figure):
    """How often an event happens as a function of a value (e.g. going under, by limit).

    ``events`` and ``units`` are histograms over the same value: a unit at
    value v counts in ``units``; if the event happened, also in ``events``.
    Values are grouped in bins of ``width``; bins with fewer than ``min_units``
    units are left out of the plot (their intervals are too wide to read).
    """

    events: str = ""
    units: str = ""
    xlabel: str = ""
    width: int = 1
    min_units: int = 20

    kind = "by_value"

    def _bins(self, tally: Tally) -> dict[int, tuple[int, int]]:
        ev, un = tally.hist(self.events), tally.hist(self.units)
        out: dict[int, list[int]] = {}
        for v, n in un.bins.items():
            out.setdefault(v // self.width * self.width, [0, 0])[1] += n
        for v, n in ev.bins.items():
            out.setdefault(v // self.width * self.width, [0, 0])[0] += n
        return {k: (e, u) for k, (e, u) in sorted(out.items())}

    def rows(self, tallies: Sequence[Tally], level: float) -> list[dict[str, Any]]:
        per = [self._bins(t) for t in tallies]
        keys = sorted({k for b in per for k in b})
        rows = []
        for k in keys:
            counts = [b.get(k, (0, 0)) for b in per]
            label = str(k) if self.width == 1 else f"{k}-{k + self.width - 1}"
            row: dict[str, Any] = {
                "label": label,
                "value": k,
                "estimates": [_safe_wilson(e, u, level) for e, u in counts],
                "n": [u for _, u in counts],
            }
            if len(tallies) == 2:
                (e1, u1), (e2, u2) = counts
                row["diff"] = _safe_newcombe(e1, u1, e2, u2, level)
            rows.append(row)
        return rows


@dataclass(frozen=True)
class Section:
    """A heading with the figures under it."""

    title: str
    figures: tuple[Figure, ...] = field(default_factory=tuple)


def clustered_ratios(sections: Sequence[Section]) -> list[tuple[str, tuple[str, ...]]]:
    """The ``(events, units)`` ratios whose units are not games (rounds, draws, turns…):
    the driver counts their per-game moments (:meth:`Tally.add_game_moments`)."""
    out: dict[tuple[str, tuple[str, ...]], None] = {}
    for sec in sections:
        for fig in sec.figures:
            if isinstance(fig, Rates):
                for s in fig.series:
                    if s.units != GAMES:
                        out[(s.events, (s.units,))] = None
            elif isinstance(fig, Shares):
                names = tuple(name for _, name in fig.categories)
                for name in names:
                    out[(name, names)] = None
    return list(out)


def share_estimate(
    t: Tally, events: str, units: tuple[str, ...], level: float, scale: int = 1
) -> Estimate:
    """``events / scale`` out of ``units``: Wilson out of games, the game-level
    (clustered) interval out of anything else when the tally has the moments."""
    e, u = t.get(events) / scale, sum(t.get(x) for x in units)
    yy, xx, xy = moment_names(events, units)
    if units == (GAMES,) or xx not in t.counts or u <= 0:
        return _safe_wilson(e, u, level)
    return ratio_share(
        t.get(GAMES),
        e,
        u,
        t.get(yy) / scale**2,
        t.get(xx),
        t.get(xy) / scale,
        level,
    )


def share_difference(a: Estimate, b: Estimate) -> Estimate:
    """b - a from the two shares' own intervals (Newcombe's method for Wilson intervals)."""
    d = mover(a, b)
    return Estimate(d.value, max(-1.0, d.low), min(1.0, d.high))


def hist_mean(
    h: Histogram, level: float, at_most: int | None = None, deff: float = 1.0
) -> Estimate:
    """A histogram's exact mean with a count interval (histogram values are whole counts);
    ``at_most`` is the largest value the figure can take (None: no known bound)."""
    return count_mean(h.n, h.total, h.squares, at_most, level, deff)


def distribution_hists(sections: Sequence[Section]) -> list[str]:
    """The histograms of every :class:`Distribution`: the driver counts their per-game
    moments, so that a mean over rounds (several a game) gets a game-level interval."""
    out: dict[str, None] = {}
    for sec in sections:
        for fig in sec.figures:
            if isinstance(fig, Distribution):
                out[fig.hist] = None
    return list(out)


def hist_deff(t: Tally, hist: str) -> float:
    """The design effect of a histogram's mean: the ratio estimator's game-level variance
    of Σ values / Σ count over the plain variance of the mean, at least 1. A histogram of
    one value a game gets 1 (no clustering); one of a game's rounds gets more when its
    rounds move together. 1 when the tally lacks the moments (written before them)."""
    h = t.hist(hist)
    yy, xx, xy = hist_moment_names(hist)
    games = t.get(GAMES)
    if xx not in t.counts or games < 2 or h.n < 2:
        return 1.0
    r = h.total / h.n
    plain = (h.squares - h.total * h.total / h.n) / (h.n - 1) / h.n
    if plain <= 0:
        return 1.0
    resid = max(0.0, t.get(yy) - 2 * r * t.get(xy) + r * r * t.get(xx))
    clustered = games / (games - 1) * resid / (h.n * h.n)
    return max(1.0, clustered / plain)


def _safe_wilson(e: float, u: float, level: float) -> Estimate:
    return wilson(min(e, u), u, level) if u > 0 else Estimate(math.nan, math.nan, math.nan)


def _safe_newcombe(e1: float, u1: float, e2: float, u2: float, level: float) -> Estimate:
    if u1 <= 0 or u2 <= 0:
        return Estimate(math.nan, math.nan, math.nan)
    return newcombe(min(e1, u1), u1, min(e2, u2), u2, level)
