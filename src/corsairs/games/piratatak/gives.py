"""The cheapest give-backs without pricing every set.

A pirate's give-back is any ``k`` of the seat's boat cards and coins; with a
dozen cards that is a few hundred sets, and the heuristic priced every one of
them at each give-back of every search rollout (half the search's time). A
set's price is a sum over its cards, and a seat's cards take only a few
prices (a boat part, a spare an opponent needs, another spare), so the sets
fall into a few *shapes*: how many cards of each price, and how many coins.
Every set of a shape costs the same but for the last bits of the floating-point
sum, so only the sets of the cheapest shapes can be among the cheapest, and
only those are priced, each exactly as ``Valuer.give_cost`` prices it. The
result is the one pricing every set gives, to the bit (tests compare them).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import combinations, product

from corsairs.games.piratatak.actions import GIVE, Action
from corsairs.games.piratatak.cards import bits

EPS = 1e-9
"""Two shapes closer than this may swap places by rounding, so both are priced."""

Shape = tuple[float, int, tuple[int, ...]]
"""(ideal cost, coins, cards taken per price class)."""


@lru_cache(maxsize=4096)
def _shapes(
    sizes: tuple[int, ...],
    values: tuple[float, ...],
    boat_class: tuple[bool, ...],
    parts: int,
    gold: int,
    k: int,
    coin: float,
    whole_boat: float,
) -> tuple[Shape, ...]:
    """Every shape of a give-back, cheapest first (few: ``k`` is a pirate's 2 to 4 cards)."""
    out: list[Shape] = []
    least = max(0, k - gold)
    for counts in product(*(range(min(size, k) + 1) for size in sizes)):
        j = sum(counts)
        if j > k or j < least:
            continue
        coins = k - j
        cost = coins * coin + sum(n * v for n, v in zip(counts, values, strict=True))
        lost = sum(n for n, b in zip(counts, boat_class, strict=True) if b)
        if lost and lost == parts:
            cost += whole_boat
        out.append((cost, coins, counts))
    out.sort(key=lambda s: s[0])
    return tuple(out)


def cheapest_gives(
    held: int,
    boat: int,
    gold: int,
    k: int,
    losses: list[float],
    coin: float,
    whole_boat: float,
    price: Callable[[Action], float],
    n: int,
) -> list[tuple[float, Action]]:
    """At least the ``n`` cheapest of ``give_choices(held, gold, k)``, priced by ``price``.

    ``losses[c]`` is what giving card ``c`` costs, ``coin`` a coin, and
    ``whole_boat`` the extra for giving every part of the boat: the terms of
    ``price``, which is applied to every set returned. Sets tied with the
    ``n``-th are included, so any tie-break over the whole list can be applied.
    """
    classes: dict[tuple[float, bool], list[int]] = {}
    for c in bits(held):
        classes.setdefault((losses[c], bool(boat >> c & 1)), []).append(c)
    keys = list(classes)
    members = [classes[key] for key in keys]
    shapes = _shapes(
        tuple(len(m) for m in members),
        tuple(key[0] for key in keys),
        tuple(key[1] for key in keys),
        boat.bit_count(),
        gold,
        k,
        coin,
        whole_boat,
    )
    out: list[tuple[float, Action]] = []
    limit = None
    new = tuple.__new__
    for cost, coins, counts in shapes:
        if limit is not None and cost > limit:
            break
        picks = [combinations(m, c) for m, c in zip(members, counts, strict=True)]
        for parts in product(*picks):
            mask = 0
            for group in parts:
                for c in group:
                    mask |= 1 << c
            action = new(Action, (GIVE, mask, coins, 0))
            out.append((price(action), action))
        if limit is None and len(out) >= n:
            limit = cost + EPS
    return out
