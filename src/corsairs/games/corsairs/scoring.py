"""Settling a round: who sends the closer under, who keeps what, who sweeps."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress
from operator import add, not_
from typing import NamedTuple

from corsairs.games.corsairs.cards import Card, cards_of, mask_value, to_mask


class Settlement(NamedTuple):
    """The outcome of one round (indices are seats); a tuple, cheap to build once a round."""

    penalties: tuple[int, ...]
    """Penalty-card counts per seat after the round."""
    added: tuple[int, ...]
    """Penalty cards each seat received this round."""
    limits: tuple[int, ...]
    sent_under_by: tuple[int, ...]
    """Opponents whose limit was at or below the closer's."""
    returned_to_deck: int
    """Mask of the closer's stowaways when the closer was lowest of all."""
    keeps: tuple[int, ...]
    """Mask of the cards each seat puts on its penalty pile."""
    sweepers: tuple[int, ...]
    winners: tuple[int, ...]
    """Sweep winners (fewest penalty cards among sweepers); empty when nobody swept."""


_new_settlement = tuple.__new__


def settle_masks(
    closer: int,
    stowaways: Sequence[int],
    penalties_before: Sequence[int],
    sweeps_win: bool = True,
) -> Settlement:
    """Apply the rulebook's scoring to stowaway masks (one per seat, as many as penalties)."""
    limits = tuple(map(mask_value, stowaways))
    closer_limit = limits[closer]
    keeps = list(stowaways)  # everyone above the closer's limit keeps their own
    under = tuple([s for s, limit in enumerate(limits) if limit <= closer_limit and s != closer])
    returned = 0
    if under:
        sent = 0
        for seat in under:
            sent |= keeps[seat]
            keeps[seat] = 0
        keeps[closer] |= sent
    else:
        returned = keeps[closer]
        keeps[closer] = 0
    added = tuple(map(int.bit_count, keeps))
    after = tuple(map(add, penalties_before, added))
    sweepers = tuple(compress(range(len(keeps)), map(not_, stowaways)))
    winners: tuple[int, ...] = ()
    if sweeps_win and sweepers:
        low = min([after[s] for s in sweepers])
        winners = tuple([s for s in sweepers if after[s] == low])
    # Positional and without NamedTuple's argument handling: this runs once every round.
    return _new_settlement(
        Settlement, (after, added, limits, under, returned, tuple(keeps), sweepers, winners)
    )


@dataclass(frozen=True, slots=True)
class RoundResult:
    """``settle_round``'s answer, in readable cards."""

    penalties: tuple[int, ...]
    returned_to_deck: tuple[Card, ...]
    sent_under_by: tuple[int, ...]
    sweepers: tuple[int, ...]
    winners: tuple[int, ...]
    limits: tuple[int, ...]


def settle_round(
    closer: int,
    stowaways: Sequence[Sequence[Card | str]],
    penalties_before: Sequence[int],
) -> RoundResult:
    """Score a round from the stowaways each seat shows.

    ``penalties_before`` are the counts before the round; the answer gives
    them after it. Ties at the closer's limit send the closer under.
    """
    n = len(stowaways)
    if len(penalties_before) != n:
        raise ValueError("stowaways and penalties_before must have one entry per seat")
    if not 0 <= closer < n:
        raise ValueError(f"closer must be a seat 0..{n - 1}")
    masks = [to_mask(s) for s in stowaways]
    seen = 0
    for m in masks:
        if m & seen:
            raise ValueError("a card is shown by two seats")
        seen |= m
    s = settle_masks(closer, masks, penalties_before)
    return RoundResult(
        penalties=s.penalties,
        returned_to_deck=cards_of(s.returned_to_deck),
        sent_under_by=s.sent_under_by,
        sweepers=s.sweepers,
        winners=s.winners,
        limits=s.limits,
    )
