"""The lay-down that is best for the situation, and the choices worth showing a player.

An opponent's division matters to nobody but through two numbers: its limit
against the closer's, and its stowaway count. At or below the closer's limit
he pays nothing and passes his stowaways to the closer, so there *more*
stowaways are better (each is a penalty card for the closer); above it he
keeps them, so fewer are better; with none at all he sweeps. The closer,
whose fate depends on lay-downs still to come, wants the least limit.

One module answers this for every surface — the browser's lay-down dialog,
the terminal's suggestion, the bots, hints and the companion page — so that
they can never disagree.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from corsairs.games.corsairs.cards import (
    COLOUR_INDEX,
    NUMBER_MASK,
    NUMBERS,
    Card,
    bits,
    cards_of,
    mask_value,
    parse_mask,
    to_mask,
)
from corsairs.games.corsairs.partition import division_options

Outcome = Literal["closer", "sweep", "sends_under", "keeps"]
OUTCOMES: tuple[Outcome, ...] = ("closer", "sweep", "sends_under", "keeps")


@dataclass(frozen=True, slots=True)
class LayDown:
    """One division of a hand at sailing, with what it leads to for its owner.

    ``outcome`` is ``"closer"`` for the closer (his fate waits on the others),
    ``"sweep"`` for no stowaways at all, ``"sends_under"`` when the limit is at
    or below the closer's (the stowaways pass to the closer), else ``"keeps"``.
    ``penalty`` is what the division alone costs its owner this round (0 for
    the closer, whose cost depends on the others); ``passes`` the cards it
    passes to the closer.
    """

    crew: int
    attached: int
    prisoners: int
    stowaways: int
    limit: int
    count: int
    outcome: Outcome
    penalty: int
    passes: int

    def cards(self) -> dict[str, tuple[Card, ...]]:
        return {
            "prisoners": cards_of(self.prisoners),
            "crew": cards_of(self.crew),
            "attached": cards_of(self.attached),
            "stowaways": cards_of(self.stowaways),
        }

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe, with cards in notation: what the browser and hints show."""
        out: dict[str, Any] = {k: [str(c) for c in v] for k, v in self.cards().items()}
        out.update(
            limit=self.limit,
            count=self.count,
            outcome=self.outcome,
            penalty=self.penalty,
            passes=self.passes,
        )
        return out


def _outcome(limit: int, count: int, closer_limit: int | None) -> tuple[Outcome, int, int]:
    if closer_limit is None:
        return "closer", 0, 0
    if count == 0:
        return "sweep", 0, 0
    if limit <= closer_limit:
        return "sends_under", 0, count
    return "keeps", count, 0


def _make(hand: int, prisoners: int, kept: int, closer_limit: int | None, crew: int) -> LayDown:
    """A division from the cards kept out of the stowaways (crew and attached)."""
    crew &= kept
    attached = kept & ~crew
    stowaways = hand & ~prisoners & ~kept
    limit = mask_value(stowaways)
    count = stowaways.bit_count()
    outcome, penalty, passes = _outcome(limit, count, closer_limit)
    return LayDown(crew, attached, prisoners, stowaways, limit, count, outcome, penalty, passes)


def _passing(
    hand: int, prisoners: int, crew: int, attached: int, closer_limit: int
) -> list[tuple[int, int]]:
    """From one full division, each stowaway count at or below ``closer_limit``.

    Returns (count, kept mask) pairs: the crew and attached cards not moved to
    the stowaways. Moving the lowest-numbered kept cards first keeps the limit
    lowest for every count, so each count reachable under the limit is found.
    Any part of a crew is a crew and any part of an attachment an attachment,
    so every such division is legal.
    """
    kept = crew | attached
    stowaways = hand & ~prisoners & ~kept
    limit = mask_value(stowaways)
    if limit > closer_limit:
        return []
    out = [(stowaways.bit_count(), kept)]
    # Lowest numbers first (card index = colour * NUMBERS + number - 1).
    for i in sorted(bits(kept), key=lambda i: i % NUMBERS):
        limit += i % NUMBERS + 1
        if limit > closer_limit:
            break
        kept &= ~(1 << i)
        out.append((out[-1][0] + 1, kept))
    return out


def lay_down_choices(
    hand: int,
    pier_colour: int,
    closer_crew: int | None = None,
    closer_limit: int | None = None,
) -> list[LayDown]:
    """The strategically distinct divisions of ``hand``, best first.

    For the closer (``closer_crew`` None): the divisions no other beats on
    both limit and stowaway count. For an opponent: those, plus — when the
    closer can be sent under — one division for every stowaway count that
    still sends him under (each passes a different number of cards).
    ``closer_crew`` is the crew whose numbers block attachments (with the
    ``growing`` rule, the closer's crew with earlier attachments).
    """
    if closer_crew is not None and closer_limit is None:
        raise ValueError("an opponent's choices need the closer's limit")
    prisoners = hand & (NUMBER_MASK << (pier_colour * NUMBERS))
    options = division_options(hand, pier_colour, closer_crew)
    by_key: dict[tuple[int, bool], LayDown] = {}

    def offer(kept: int, crew: int) -> None:
        d = _make(hand, prisoners, kept, closer_limit, crew)
        key = (d.count, d.outcome == "sends_under" or d.outcome == "sweep")
        old = by_key.get(key)
        if old is None or (d.limit, d.crew) < (old.limit, old.crew):
            by_key[key] = d

    # The Pareto front on (limit, count).
    front: list[tuple[int, int, int, int]] = []
    for opt in sorted(options, key=lambda o: (o[2], o[3])):
        if not front or opt[3] < front[-1][3]:
            front.append(opt)
    for crew, att, _, _ in front:
        offer(crew | att, crew)
    if closer_limit is not None and closer_crew is not None:
        for crew, att, _, _ in options:
            for _, kept in _passing(hand, prisoners, crew, att, closer_limit):
                offer(kept, crew)
    choices = list(by_key.values())
    choices.sort(key=lambda d: _rank(d))
    return choices


def _rank(d: LayDown) -> tuple[int, int, int]:
    """Sort key, best first: sweep, then most cards passed, then fewest kept."""
    if d.outcome == "sweep":
        return (0, 0, d.limit)
    if d.outcome == "sends_under":
        return (1, -d.passes, d.limit)
    if d.outcome == "keeps":
        return (2, d.penalty, d.limit)
    return (0, d.limit, d.count)  # the closer: least limit, then fewest stowaways


def best_lay_down(
    hand: int,
    pier_colour: int,
    closer_crew: int | None = None,
    closer_limit: int | None = None,
) -> LayDown:
    """The best division for the situation.

    The closer: the least limit (then the fewest stowaways). An opponent: a
    sweep if he can; else, if he can get at or below the closer's limit, the
    division that sends him under passing the most cards; else the fewest
    stowaways, since each is a penalty card.
    """
    return lay_down_choices(hand, pier_colour, closer_crew, closer_limit)[0]


def situation(obs: Mapping[str, Any], attach_numbers: str = "as_laid_down") -> dict[str, Any]:
    """The arguments of ``best_lay_down`` for the seat of an observation at sailing.

    Uses only the observation: the seat's hand, the pier's colour and what is
    laid down. ``attach_numbers`` is the game's rule option of that name.
    """
    hand = parse_mask(obs["hand"])
    pier_colour = COLOUR_INDEX[obs["pier_colour"]]
    closer = obs.get("closer")
    laid = obs.get("laid") or []
    if closer is None or closer == obs["seat"] or laid[closer] is None:
        return {"hand": hand, "pier_colour": pier_colour}
    target = parse_mask(laid[closer]["crew"])
    if attach_numbers == "growing":
        for entry in laid:
            if entry is not None:
                target |= parse_mask(entry["attached"])
    return {
        "hand": hand,
        "pier_colour": pier_colour,
        "closer_crew": target,
        "closer_limit": laid[closer]["limit"],
    }


def best_partition_for(
    hand: Iterable[Card | str],
    pier_colour: str,
    closer_crew: Iterable[Card | str] | None = None,
    closer_limit: int | None = None,
) -> LayDown:
    """``best_lay_down`` on readable cards, for scripts and the companion page."""
    if pier_colour not in COLOUR_INDEX:
        raise ValueError(f"unknown pier colour {pier_colour!r}")
    hand_mask = to_mask(hand)
    crew_mask = None if closer_crew is None else to_mask(closer_crew)
    if crew_mask is not None and crew_mask & hand_mask:
        raise ValueError("the closer's crew and the hand share a card")
    if crew_mask is not None and closer_limit is None:
        raise ValueError("an opponent's division needs the closer's limit")
    return best_lay_down(hand_mask, COLOUR_INDEX[pier_colour], crew_mask, closer_limit)
