"""How a draw's next decision is chosen in each sample (``corsairs.coach.search._chosen``)."""

from __future__ import annotations

import random

from corsairs.coach.search import _chosen, _End, _Run


def test_a_hand_few_samples_share_does_not_lose_the_better_follow_up_to_noise() -> None:
    """From the stock a hand is shared by a handful of samples (the card drawn), and the
    seat's wait-or-sail after it was chosen by the mean of two or three others alone: the
    worse one often enough that the stock's value fell 1.2-1.8 points short of the pile's
    and the pier's, grouped the same way (bench/stock_follow_ups.py). Here waiting wins 55%
    and sailing 25% whatever the hand; hands of three samples each."""
    rng = random.Random(3)
    truth = (0.55, 0.25)
    runs = []
    for j in range(300):
        ends = {
            b: _End(float(rng.random() < p), (0.0,), {})
            for b, p in zip(("discard", "sail"), truth, strict=True)
        }
        runs.append(_Run(j // 3, ends))
    chosen = _chosen(runs)
    slot = [
        next(i for i, x in enumerate(r.ends.values()) if x is e)
        for r, e in zip(runs, chosen, strict=True)
    ]
    worth = [truth[i] for i in slot]
    assert sum(worth) / len(worth) > 0.535  # the better one nearly always (0.55)
