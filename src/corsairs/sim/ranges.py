"""Which games of a run are finished, as ranges: what a resumed run still has to play."""

from __future__ import annotations

from collections import deque

Task = tuple[int, int, int]
"""A batch: ``(rule set, first game, stop)``."""

Ranges = list[tuple[int, int]]
"""Finished games of one rule set as sorted, disjoint ``[start, stop)`` ranges."""


def add_range(ranges: Ranges, start: int, stop: int) -> Ranges:
    """``ranges`` with ``[start, stop)`` added, touching ranges joined."""
    out: Ranges = []
    for a, b in sorted([*ranges, (start, stop)]):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def remaining(games: int, done: list[Ranges], batch_size: int) -> deque[Task]:
    """The batches still to play: every game below ``games`` of each rule set not in its
    ``done`` ranges, in game order with the rule sets interleaved (as ``run.plan``)."""
    per_variant: list[list[Task]] = []
    for v, ranges in enumerate(done):
        tasks: list[Task] = []
        at = 0
        for a, b in [*ranges, (games, games)]:
            for start in range(at, min(a, games), batch_size):
                tasks.append((v, start, min(start + batch_size, a, games)))
            at = max(at, b)
        per_variant.append(tasks)
    out: deque[Task] = deque()
    for i in range(max((len(t) for t in per_variant), default=0)):
        out.extend(t[i] for t in per_variant if i < len(t))
    return out
