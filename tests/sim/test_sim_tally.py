"""Tallies merge exactly and in any order, and refuse corrupt saves."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corsairs.protocol import CorruptState
from corsairs.sim.tally import Histogram, Tally

events = st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), st.integers(0, 300)), max_size=60)


def tally_of(items: list[tuple[str, int]]) -> Tally:
    t = Tally()
    for name, value in items:
        t.count(name)
        t.observe("h." + name, value, top=100)
    return t


@given(st.lists(events, min_size=1, max_size=6), st.randoms())
def test_merging_in_any_order_gives_the_same_tally(
    parts: list[list[tuple[str, int]]], rnd: random.Random
) -> None:
    whole = tally_of([e for part in parts for e in part])
    shuffled = parts[:]
    rnd.shuffle(shuffled)
    merged = Tally()
    for part in shuffled:
        merged.merge(tally_of(part))
    assert merged == whole
    assert Tally.from_dict(merged.to_dict()) == whole


def test_histogram_clamps_bins_but_keeps_exact_moments() -> None:
    h = Histogram(top=10)
    for v in (1, 5, 10, 50):
        h.add(v)
    assert h.bins == {1: 1, 5: 1, 10: 2}
    assert (h.n, h.total, h.squares) == (4, 66, 1 + 25 + 100 + 2500)
    assert h.mean == 16.5
    assert h.quantile(0.5) == 5
    assert h.quantile(1.0) == 10


def test_histogram_rejects_bad_values_and_mismatched_merges() -> None:
    h = Histogram(top=10)
    with pytest.raises(ValueError):
        h.add(-1)
    with pytest.raises(ValueError):
        h.merge(Histogram(top=20))
    assert h.n == 0


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"counts": {"a": "x"}, "hists": {}},
        {
            "counts": {},
            "hists": {"h": {"top": 5, "bins": {"1": 2}, "n": 3, "total": 2, "squares": 2}},
        },
        {"counts": [], "hists": {}},
    ],
)
def test_corrupt_tally_is_refused(data: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(CorruptState):
        Tally.from_dict(data)


@given(
    st.lists(st.tuples(st.integers(0, 40), st.integers(0, 40)), min_size=1, max_size=30),
    st.randoms(),
)
def test_game_moments_merge_in_any_grouping(
    games: list[tuple[int, int]], rnd: random.Random
) -> None:
    """The per-game moments of a share are counters: batches, workers and Ray add them up
    in any order and grouping to the tally of one long batch."""
    from corsairs.sim.tally import moment_names

    ratios: list[tuple[str, tuple[str, ...]]] = [("a", ("a", "b")), ("b", ("a", "b"))]

    def batch(part: list[tuple[int, int]]) -> Tally:
        t = Tally()
        for a, b in part:
            one = Tally()
            one.count("a", a)
            one.count("b", b)
            t.add_game_moments(one, ratios)
            t.merge(one)
        return t

    whole = batch(games)
    cuts = sorted(rnd.sample(range(len(games) + 1), min(3, len(games) + 1)))
    parts = [games[i:j] for i, j in zip([0, *cuts], [*cuts, len(games)], strict=True)]
    rnd.shuffle(parts)
    merged = Tally()
    for part in parts:
        merged.merge(batch(part))
    assert merged == whole
    yy, xx, xy = moment_names("a", ("a", "b"))
    assert whole.get(yy) == sum(a * a for a, _ in games)
    assert whole.get(xx) == sum((a + b) ** 2 for a, b in games)
    assert whole.get(xy) == sum(a * (a + b) for a, b in games)
