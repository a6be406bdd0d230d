"""Mergeable accumulators: the whole memory of a simulation run.

A :class:`Tally` holds integer counters and integer histograms with a fixed
top bin. Everything is an int, so merging is exact and order-independent:
the same games give the same tally on one worker, two, or a Ray cluster.
Its size depends on the game and the histogram tops, never on the number of
games played.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from corsairs.protocol import CorruptState

DEFAULT_TOP = 200


def moment_names(events: str, units: tuple[str, ...]) -> tuple[str, str, str]:
    """The counters of a ratio's per-game second moments: sums over games of y², x², x·y.

    ``y`` is a game's count of ``events``, ``x`` its count of ``units`` (the sum of
    several counters for a share of a total). With the plain counters (sums of y and
    x) and ``games`` they give the ratio estimator's game-level variance, and being
    counters they merge exactly, in any order, like everything else in a tally.
    """
    x = "+".join(units)
    return f"{events}^2", f"({x})^2", f"{events}*({x})"


def hist_moment_names(hist: str) -> tuple[str, str, str]:
    """The per-game moments of a histogram's mean (y a game's sum of values, x its number
    of values: several rounds a game), named as :func:`moment_names` names a ratio's."""
    return moment_names(f"{hist}.sum", (f"{hist}.n",))


def share_units(players: int) -> int:
    """Win shares are counted in 1/lcm(1..players): a k-way tie stays an integer."""
    return math.lcm(*range(1, players + 1))


@dataclass(slots=True)
class Histogram:
    """Counts of integer values; values above ``top`` share the top bin.

    ``n``, ``total`` and ``squares`` stay exact even for clamped values, so
    means and variances do not depend on the bin layout.
    """

    top: int = DEFAULT_TOP
    bins: dict[int, int] = field(default_factory=dict)
    n: int = 0
    total: int = 0
    squares: int = 0

    def add(self, value: int, weight: int = 1) -> None:
        if not isinstance(value, int) or value < 0:
            raise ValueError(f"histogram values are whole numbers >= 0, not {value!r}")
        key = value if value < self.top else self.top
        self.bins[key] = self.bins.get(key, 0) + weight
        self.n += weight
        self.total += value * weight
        self.squares += value * value * weight

    def merge(self, other: Histogram) -> None:
        if other.top != self.top:
            raise ValueError(f"cannot merge histograms with tops {self.top} and {other.top}")
        for k, v in other.bins.items():
            self.bins[k] = self.bins.get(k, 0) + v
        self.n += other.n
        self.total += other.total
        self.squares += other.squares

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else float("nan")

    @property
    def variance(self) -> float:
        """Sample variance (n - 1 in the denominator)."""
        if self.n < 2:
            return float("nan")
        return (self.squares - self.total * self.total / self.n) / (self.n - 1)

    def quantile(self, q: float) -> int:
        """The smallest value with at least ``q`` of the mass at or below it."""
        if not self.n:
            return 0
        need = q * self.n
        seen = 0
        for k in sorted(self.bins):
            seen += self.bins[k]
            if seen >= need:
                return k
        return max(self.bins)

    def to_dict(self) -> dict[str, Any]:
        return {
            "top": self.top,
            "bins": {str(k): v for k, v in sorted(self.bins.items())},
            "n": self.n,
            "total": self.total,
            "squares": self.squares,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Histogram:
        try:
            h = cls(top=int(data["top"]))
            h.bins = {int(k): int(v) for k, v in data["bins"].items()}
            h.n, h.total, h.squares = int(data["n"]), int(data["total"]), int(data["squares"])
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CorruptState(f"not a saved histogram: {exc}") from None
        if sum(h.bins.values()) != h.n:
            raise CorruptState("histogram bins do not add up to n")
        return h


@dataclass(slots=True)
class Tally:
    """Named counters and histograms; ``merge`` adds another tally into this one."""

    counts: dict[str, int] = field(default_factory=dict)
    hists: dict[str, Histogram] = field(default_factory=dict)

    def count(self, name: str, n: int = 1) -> None:
        self.counts[name] = self.counts.get(name, 0) + n

    def observe(self, name: str, value: int, top: int = DEFAULT_TOP) -> None:
        h = self.hists.get(name)
        if h is None:
            h = self.hists[name] = Histogram(top=top)
        h.add(value)

    def get(self, name: str) -> int:
        return self.counts.get(name, 0)

    def hist(self, name: str) -> Histogram:
        """The histogram ``name`` (empty if nothing was observed)."""
        return self.hists.get(name) or Histogram()

    def add_game_moments(
        self,
        game: Tally,
        ratios: list[tuple[str, tuple[str, ...]]],
        hists: Sequence[str] = (),
    ) -> None:
        """Count one game's second moments (:func:`moment_names`) of each ``(events,
        units)`` ratio; ``game`` is that game's own tally. Counted for every game, a zero
        included, so that the sums run over all of them. A histogram's mean is a ratio
        too, its values' sum over their number (:func:`hist_moment_names`)."""
        squared: set[str] = set()
        for name in hists:
            h = game.hist(name)
            yy, xx, xy = hist_moment_names(name)
            self.count(yy, h.total * h.total)
            self.count(xx, h.n * h.n)
            self.count(xy, h.n * h.total)
        for events, units in ratios:
            y, x = game.get(events), sum(game.get(u) for u in units)
            yy, xx, xy = moment_names(events, units)
            self.count(yy, y * y)
            self.count(xy, x * y)
            if xx not in squared:
                squared.add(xx)
                self.count(xx, x * x)

    def merge(self, other: Tally) -> None:
        for k, v in other.counts.items():
            self.counts[k] = self.counts.get(k, 0) + v
        for k, h in other.hists.items():
            mine = self.hists.get(k)
            if mine is None:
                mine = self.hists[k] = Histogram(top=h.top)
            mine.merge(h)

    def to_dict(self) -> dict[str, Any]:
        return {
            "counts": dict(sorted(self.counts.items())),
            "hists": {k: h.to_dict() for k, h in sorted(self.hists.items())},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Tally:
        try:
            counts = {str(k): int(v) for k, v in data["counts"].items()}
            hists = {str(k): Histogram.from_dict(v) for k, v in data["hists"].items()}
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CorruptState(f"not a saved tally: {exc}") from None
        return cls(counts=counts, hists=hists)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Tally):
            return NotImplemented
        return self.to_dict() == other.to_dict()
