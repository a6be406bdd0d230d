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

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from corsairs.games.corsairs.cards import (
    COLOUR_INDEX,
    NUMBER_MASK,
    NUMBERS,
    Card,
    cards_of,
    mask_value,
    parse_mask,
    to_mask,
)
from corsairs.games.corsairs.partition import division_options

# (number, mask of that number's cards in every colour), lowest number first.
_COLUMNS = tuple(
    (n + 1, sum(1 << (c * NUMBERS + n) for c in range(len(COLOUR_INDEX)))) for n in range(NUMBERS)
)
Outcome = Literal["closer", "sweep", "sends_under", "keeps"]
OUTCOMES: tuple[Outcome, ...] = ("closer", "sweep", "sends_under", "keeps")


@dataclass(frozen=True, slots=True)
class LayDown:
    """One division of a hand at sailing, with what it leads to for its owner.

    ``outcome`` is ``"sweep"`` for no stowaways at all (the closer's too: it wins the
    game at once), ``"closer"`` for the closer's other divisions (his fate waits on the
    others), ``"sends_under"`` when the limit is at or below the closer's (the
    stowaways pass to the closer), else ``"keeps"``.
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
    if count == 0:
        return "sweep", 0, 0
    if closer_limit is None:
        return "closer", 0, 0
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

    Candidates are compared as (limit, crew, kept) tuples and only the
    winners become :class:`LayDown` objects: the engine lists these choices
    at every opponent's lay-down, so this is on the simulations' hot path.
    """
    if closer_crew is not None and closer_limit is None:
        raise ValueError("an opponent's choices need the closer's limit")
    prisoners = hand & (NUMBER_MASK << (pier_colour * NUMBERS))
    choices = [
        _make(hand, prisoners, kept, closer_limit, crew)
        for _, _, kept, crew in choice_classes(
            hand, pier_colour, closer_crew, closer_limit
        ).values()
    ]
    choices.sort(key=lambda d: _rank(d))
    return choices


def choice_classes(
    hand: int,
    pier_colour: int,
    closer_crew: int | None = None,
    closer_limit: int | None = None,
) -> dict[tuple[int, bool], tuple[int, int, int, int]]:
    """``lay_down_choices`` before it builds :class:`LayDown` objects, for the engine.

    ``(stowaway count, sends under or sweeps) -> (limit, crew, kept, crew as
    built)``, where ``kept`` is the crew and attached cards together; one entry
    per division ``lay_down_choices`` returns. The engine lists these at every
    opponent's lay-down, so it skips the objects and the sort.
    """
    options = division_options(hand, pier_colour, closer_crew)
    # (count, sends under or sweeps) -> (limit, crew, kept, crew as given)
    by_key: dict[tuple[int, bool], tuple[int, int, int, int]] = {}
    opponent = closer_limit is not None

    def offer(kept: int, crew: int, limit: int, count: int) -> None:
        key = (count, opponent and limit <= closer_limit)  # type: ignore[operator]
        old = by_key.get(key)
        if old is None or limit < old[0] or (limit == old[0] and crew & kept < old[1]):
            by_key[key] = (limit, crew & kept, kept, crew)

    # The Pareto front on (limit, count).
    last_count = None
    for crew, att, limit, count in sorted(options, key=lambda o: (o[2], o[3])):
        if last_count is None or count < last_count:
            last_count = count
            offer(crew | att, crew, limit, count)
    if closer_limit is not None and closer_crew is not None:
        # From each division at or below the closer's limit, move the lowest-numbered
        # kept cards to the stowaways one by one while the limit stays at or below his:
        # that keeps the limit lowest for every count, so each count reachable under it
        # is found. Any part of a crew is a crew and any part of an attachment an
        # attachment, so every such division is legal.
        for crew, att, limit, count in options:
            if limit > closer_limit:
                continue
            offer(crew | att, crew, limit, count)
            for kept, lower in _moves_down(crew | att, limit, closer_limit):
                count += 1
                offer(kept, crew, lower, count)
    return by_key


def passing_counts(
    hand: int,
    pier_colour: int,
    closer_crew: int,
    closer_limit: int,
    front: list[tuple[int, int, int, int]] | None = None,
) -> dict[int, tuple[int, int]]:
    """One division ``(crew, attached)`` for every stowaway count that sends the closer under.

    The engine's listing (``legal_actions``) needs one lay-down per count, not
    the lowest-limit one that ``choice_classes`` finds for the browser, so this
    walks as few divisions as cover every count: each division at or below the
    closer's limit reaches an interval of counts (moving its lowest-numbered
    kept cards to the stowaways), every count in the union of those intervals is
    reachable, and taking the intervals by their start covers the union with a
    walk or two instead of one per colour choice. ``front`` (the engine's
    ``opponent_front``, which holds the fewest stowaways at or below the limit)
    lets the common case skip listing every colour choice: when the walk from
    that division already reaches the most stowaways possible, it is the answer.
    """
    prisoners = hand & (NUMBER_MASK << (pier_colour * NUMBERS))
    free = hand & ~prisoners
    # The most stowaways any division could have at or below the limit: the lowest cards.
    most = 0
    room = closer_limit
    for value, column in _COLUMNS:
        k = (free & column).bit_count()
        if k:
            t = min(k, room // value)
            most += t
            room -= t * value
            if t < k:
                break
    if front is not None:
        under = [d for d in front if d[2] <= closer_limit]
        if not under:
            return {}
        crew, att, limit, count = min(under, key=lambda d: d[3])
        out = _walk(crew, att, limit, count, closer_limit, {}, -1)
        if max(out) >= most:
            return out
    spans = [
        (count, -(count + (crew | att).bit_count()), limit, crew, att)
        for crew, att, limit, count in division_options(hand, pier_colour, closer_crew)
        if limit <= closer_limit
    ]
    spans.sort()
    out = {}
    covered = -1
    for count, neg_bound, limit, crew, att in spans:
        if covered >= most:
            break  # every count up to the most possible is already offered
        if -neg_bound <= covered:
            continue  # even moving all its kept cards reaches no new count
        _walk(crew, att, limit, count, closer_limit, out, covered)
        covered = max(covered, max(out))
    return out


def _walk(
    crew: int,
    att: int,
    limit: int,
    count: int,
    closer_limit: int,
    out: dict[int, tuple[int, int]],
    covered: int,
) -> dict[int, tuple[int, int]]:
    """Move the lowest-numbered kept cards to the stowaways one by one while the limit
    stays at or below the closer's, noting each new count above ``covered`` in ``out``."""
    if count > covered:
        out.setdefault(count, (crew, att))
    for kept, _ in _moves_down(crew | att, limit, closer_limit):
        count += 1
        if count > covered and count not in out:
            out[count] = (crew & kept, att & kept)
    return out


def _moves_down(kept: int, limit: int, closer_limit: int) -> Iterator[tuple[int, int]]:
    """(kept, limit) after each kept card moved to the stowaways, lowest numbers first
    (then lowest colours: number n's cards are one column), while the limit stays at or
    below the closer's. That keeps the limit lowest for every count reached."""
    for value, column in _COLUMNS:
        if limit + value > closer_limit:
            return
        m = kept & column
        while m and limit + value <= closer_limit:
            low = m & -m
            m ^= low
            kept ^= low
            limit += value
            yield kept, limit
        if m:
            return


def _rank(d: LayDown) -> tuple[int, int, int]:
    """Sort key, best first: sweep, then most cards passed, then fewest kept."""
    if d.outcome == "sweep":
        return (0, 0, d.limit)
    if d.outcome == "sends_under":
        return (1, -d.passes, d.limit)
    if d.outcome == "keeps":
        return (2, d.penalty, d.limit)
    return (0, d.limit, d.count)  # the closer: least limit, then fewest stowaways


def division_of(
    hand: int, pier_colour: int, crew: int, attached: int, closer_limit: int | None = None
) -> LayDown:
    """The division a player chose (a lay-down's crew and attached cards), with what it
    leads to: a review compares it with the best one."""
    prisoners = hand & (NUMBER_MASK << (pier_colour * NUMBERS))
    return _make(hand, prisoners, (crew | attached) & hand, closer_limit, crew)


def at_least_as_good(a: LayDown, b: LayDown) -> bool:
    """Whether division ``a`` is as good as ``b`` or better for its owner, by the order
    ``lay_down_choices`` gives them (a review's reason must not argue for the worse)."""
    return _rank(a) <= _rank(b)


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
