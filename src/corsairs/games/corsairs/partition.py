"""Dividing a hand at sailing: prisoners, crew, cards attached to the closer, stowaways.

Everything works on per-colour 11-bit number masks ("nibbles"), so the best
division over every choice of crew colours costs a few dozen bit operations
per colour set.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import repeat
from operator import and_
from typing import Literal

from corsairs.games.corsairs.cards import (
    COLOUR_INDEX,
    COLOURS,
    NUMBER_MASK,
    NUMBERS,
    NUMBERS_VALUE,
    Card,
    cards_of,
    to_mask,
)
from corsairs.lang import _

Objective = Literal["limit", "count"]
N_COLOURS = len(COLOURS)


def nibbles(hand: int) -> list[int]:
    return [(hand >> (c * NUMBERS)) & NUMBER_MASK for c in range(N_COLOURS)]


def lay_out(
    nib: list[int], crew_cols: tuple[int, ...], closer_cols: tuple[int, ...], attachable: int
) -> tuple[int, int, int, int]:
    """Best crew in ``crew_cols`` with the most attached to the closer's crew.

    Per number at most one crew card and one attached card, and they must be
    different cards. Returns (crew mask, attached mask, crew numbers,
    attached numbers); the division removes the most value and the most
    cards at once, since each number is matched independently.
    """
    att = 0
    att_nums = 0
    for x in closer_cols:
        if x not in crew_cols:
            m = nib[x] & attachable & ~att_nums
            if m:
                att |= m << (x * NUMBERS)
                att_nums |= m
    crew = 0
    crew_nums = 0
    for a in crew_cols:
        m = nib[a] & ~crew_nums
        if m:
            crew |= m << (a * NUMBERS)
            crew_nums |= m
    if closer_cols and attachable & ~att_nums:
        for x in closer_cols:
            if x in crew_cols:
                sh = x * NUMBERS
                in_crew = (crew >> sh) & NUMBER_MASK
                free = nib[x] & attachable & ~att_nums & ~in_crew
                if free:
                    att |= free << sh
                    att_nums |= free
                need = in_crew & attachable & ~att_nums
                for a2 in crew_cols:
                    if a2 == x or not need:
                        continue
                    alt = nib[a2] & need
                    if alt:
                        sh2 = a2 * NUMBERS
                        crew = (crew & ~(alt << sh)) | (alt << sh2)
                        att |= alt << sh
                        att_nums |= alt
                        need &= ~alt
    return crew, att, crew_nums, att_nums


def closer_numbers(crew: int) -> tuple[tuple[int, ...], int]:
    """Colours of a laid-down crew and the numbers still open for attaching."""
    cols = []
    used = 0
    # A crew has one or two colours: peel them off from the top instead of scanning ten.
    while crew:
        c = (crew.bit_length() - 1) // NUMBERS
        top = crew >> (c * NUMBERS)
        used |= top
        cols.append(c)
        crew ^= top << (c * NUMBERS)
    cols.reverse()
    return tuple(cols), NUMBER_MASK & ~used


@dataclass(frozen=True, slots=True)
class MaskDivision:
    crew: int
    attached: int
    prisoners: int
    stowaways: int
    limit: int
    count: int


SHIFTS = tuple(c * NUMBERS for c in range(N_COLOURS))


def hand_parts(hand: int, pier_colour: int) -> tuple[list[int], int, int, list[int]]:
    """Per-colour number masks, and the sum, count and colours of the non-pier cards."""
    nib = [(hand >> sh) & NUMBER_MASK for sh in SHIFTS]
    total = 0
    count = 0
    cols = []
    for c in range(N_COLOURS):
        if c != pier_colour and nib[c]:
            total += NUMBERS_VALUE[nib[c]]
            count += nib[c].bit_count()
            cols.append(c)
    return nib, total, count, cols


def closer_crews(hand: int, pier_colour: int) -> list[int]:
    """The closer's undominated crews: none, or the fullest crew for each colour choice.

    Within a choice of colours, adding a card with a new number lowers the
    limit and closes a number to attachments, so only the fullest crew per
    choice is worth listing. Numbers held in both colours go to the first.
    """
    nib = [(hand >> sh) & NUMBER_MASK for sh in SHIFTS]
    cols = [c for c in range(N_COLOURS) if c != pier_colour and nib[c]]
    out = [0]
    for i, a in enumerate(cols):
        na = nib[a]
        base = na << SHIFTS[a]
        out.append(base)
        for b in cols[i + 1 :]:
            extra = nib[b] & ~na
            if extra:
                out.append(base | extra << SHIFTS[b])
    return out


def division_options(
    hand: int, pier_colour: int, closer_crew: int | None = None
) -> list[tuple[int, int, int, int]]:
    """(crew, attached, limit, stowaway count) per choice of crew colours, deduplicated."""
    nib, total, count, cols = hand_parts(hand, pier_colour)
    if closer_crew is None:
        out = [(0, 0, total, count)]
        for i, a in enumerate(cols):
            na = nib[a]
            base = na << SHIFTS[a]
            out.append((base, 0, total - NUMBERS_VALUE[na], count - na.bit_count()))
            for b in cols[i + 1 :]:
                extra = nib[b] & ~na
                if extra:
                    u = na | extra
                    out.append(
                        (
                            base | extra << SHIFTS[b],
                            0,
                            total - NUMBERS_VALUE[u],
                            count - u.bit_count(),
                        )
                    )
        return out
    closer_cols, attachable = closer_numbers(closer_crew)
    # Crew colours apart from the closer's never compete with attaching: attach
    # greedily from the closer's colours once, then add the usual fullest crews.
    att0 = 0
    an0 = 0
    for x in closer_cols:
        m = nib[x] & attachable & ~an0
        if m:
            att0 |= m << SHIFTS[x]
            an0 |= m
    total0 = total - NUMBERS_VALUE[an0]
    count0 = count - an0.bit_count()
    res = [(0, att0, total0, count0)]
    seen = {(0, att0)}
    for i, a in enumerate(cols):
        na = nib[a]
        base = na << SHIFTS[a]
        a_free = a not in closer_cols
        if a_free:
            key = (base, att0)
            if key not in seen:
                seen.add(key)
                res.append((base, att0, total0 - NUMBERS_VALUE[na], count0 - na.bit_count()))
        else:
            _add_laid(res, seen, nib, (a,), closer_cols, attachable, total, count)
        for b in cols[i + 1 :]:
            if a_free and b not in closer_cols:
                extra = nib[b] & ~na
                if extra:
                    crew = base | extra << SHIFTS[b]
                    key = (crew, att0)
                    if key not in seen:
                        seen.add(key)
                        u = na | extra
                        res.append((crew, att0, total0 - NUMBERS_VALUE[u], count0 - u.bit_count()))
            else:
                _add_laid(res, seen, nib, (a, b), closer_cols, attachable, total, count)
    return res


def _add_laid(
    res: list[tuple[int, int, int, int]],
    seen: set[tuple[int, int]],
    nib: list[int],
    cset: tuple[int, ...],
    closer_cols: tuple[int, ...],
    attachable: int,
    total: int,
    count: int,
) -> None:
    crew, att, cn, an = lay_out(nib, cset, closer_cols, attachable)
    key = (crew, att)
    if key not in seen:
        seen.add(key)
        res.append(
            (
                crew,
                att,
                total - NUMBERS_VALUE[cn] - NUMBERS_VALUE[an],
                count - cn.bit_count() - an.bit_count(),
            )
        )


# An 11-bit number mask's value and card count packed as one int, value << 16 | count << 8:
# sums and differences of packed entries carry both at once, and the low byte is left
# for an id of the crew colours, so one sort of plain ints orders the candidates.
PACKED = tuple(v << 16 | m.bit_count() << 8 for m, v in enumerate(NUMBERS_VALUE))
_CLOSERS: dict[int, tuple[tuple[int, ...], int]] = {}


def _closer_view(closer_crew: int) -> tuple[tuple[int, ...], int]:
    """``closer_numbers``, kept: every opponent asks again about the same crew."""
    if len(_CLOSERS) > 4096:
        _CLOSERS.clear()
    view = _CLOSERS[closer_crew] = closer_numbers(closer_crew)
    return view


def _closer_colour_keys(
    nib: list[int],
    total: int,
    free: list[tuple[int, int, int]],
    held: list[int],
    closer_cols: tuple[int, ...],
    attachable: int,
    singles: bool,
) -> tuple[int, list[int]]:
    """``opponent_front``'s base for free crews and its candidates using a closer's colour.

    A crew colour that is also the closer's: a number counts twice when two
    colours of S ∪ X hold it. At most one closer colour lies outside S: its
    numbers are ``rest``.
    """
    packed = PACKED
    ux = 0
    x_two = 0  # numbers held in both closer colours
    for x in closer_cols:
        x_two |= ux & nib[x]
        ux |= nib[x]
    uxa = ux & attachable
    keys = []
    for a in held:
        na = nib[a]
        if singles:
            two = x_two & attachable & na
            keys.append(total - packed[na | uxa] - packed[two] + a * 11 + 10)
        rest = 0
        for y in closer_cols:
            if y != a:
                rest = nib[y]
        a11 = a * 11
        keys += [
            total
            - packed[(u := na | nb) | uxa]
            - packed[u & uxa & (na & nb | u & rest)]
            + (a11 + b if a < b else b11 + a)
            for nb, b11, b in free
        ]
    if len(held) == 2:
        a, b = held
        u = nib[a] | nib[b]
        keys.append(total - packed[u | uxa] - packed[u & uxa & nib[a] & nib[b]] + a * 11 + b)
    return total - packed[uxa], keys


def opponent_front(
    hand: int, pier_colour: int, closer_crew: int
) -> list[tuple[int, int, int, int]]:
    """``pareto(division_options(...))`` for an opponent, computed on numbers first.

    For crew colours S and the closer's colours X, a number n is removed
    from the stowaways once if some card of n can join the crew (n in U_S) or
    be attached (n in U_X and open), and twice if both are possible with two
    different cards, i.e. at least two of the colours S ∪ X hold n. So every
    colour choice is scored with a handful of bit operations, and card masks
    are built only for the few divisions on the front: this is the hot path of
    every sailing in simulations and searches.
    """
    closer_cols, attachable = _CLOSERS.get(closer_crew) or _closer_view(closer_crew)
    nib = [(hand >> sh) & NUMBER_MASK for sh in SHIFTS]
    if 0 <= pier_colour < N_COLOURS:
        nib[pier_colour] = 0  # prisoners take no part (and are never the closer's colour)
    packed = PACKED
    total = sum(map(packed.__getitem__, nib))
    # (numbers, 11 * colour, colour) of the hand's colours that the closer's crew lacks,
    # and the hand's colours that are also the closer's crew colours.
    free = [(n, 11 * c, c) for c, n in enumerate(nib) if n and c not in closer_cols]
    held = [x for x in closer_cols if nib[x]]
    # Candidates as ints: packed (limit, count) << 8 | colour-set id (11a + b; 11a + 10
    # for one colour; 255 for none). Free crew colours never compete with attaching.
    # With two colours or more, no crew of one colour (or none) can be on the front: a
    # pair holding that colour removes every number it removes, and has the lower id.
    singles = len(free) + len(held) < 2
    if held:
        base, keys = _closer_colour_keys(nib, total, free, held, closer_cols, attachable, singles)
    else:  # nothing to attach
        base, keys = total, []
    # Crews of colours the closer lacks: attaching is the same for all of them.
    keys += [
        base - packed[na | nb] + a + b
        for i, (na, a, _) in enumerate(free, 1)
        for nb, _, b in free[i:]
    ]
    if singles:
        keys += [base - packed[n] + a + 10 for n, a, _ in free]
        keys.append(base | 255)
    # The front: the least key, then ever fewer stowaways at a higher limit (rarely any).
    best = min(keys)
    front = [best]
    cap = best & 0xFF00
    if min(map(and_, keys, repeat(0xFF00))) < cap:  # rarely: checked in C first
        fewer = [k for k in keys if k & 0xFF00 < cap]
        fewer.sort()
        for key in fewer:
            if key & 0xFF00 < front[-1] & 0xFF00:
                front.append(key)
    out = []
    for key in front:
        sid = key & 0xFF
        if sid == 255:
            cset: tuple[int, ...] = ()
        else:
            a, b = divmod(sid, 11)
            cset = (a,) if b == 10 else (a, b)
        crew, att, _, _ = lay_out(nib, cset, closer_cols, attachable)
        out.append((crew, att, key >> 16, (key >> 8) & 0xFF))
    return out


def pareto(options: list[tuple[int, int, int, int]]) -> list[tuple[int, int, int, int]]:
    """The options no other beats on both limit and stowaway count (first of equals).

    For an opponent nothing else about a division matters: the penalty is
    nothing at or below the closer's limit and the stowaway count above it,
    and the own crew binds nobody.
    """
    best: list[tuple[int, int, int, int]] = []
    for opt in sorted(options, key=_by_limit):
        if not best or opt[3] < best[-1][3]:
            best.append(opt)
    return best


def divisions(hand: int, pier_colour: int, closer_crew: int | None = None) -> list[MaskDivision]:
    """One undominated division of ``hand`` per choice of crew colours."""
    prisoners = hand & (NUMBER_MASK << (pier_colour * NUMBERS))
    rest = hand & ~prisoners
    return [
        MaskDivision(crew, att, prisoners, rest & ~crew & ~att, limit, count)
        for crew, att, limit, count in division_options(hand, pier_colour, closer_crew)
    ]


def least_limit(hand: int, pier_colour: int) -> int:
    """The closer's least possible limit: a fast path for bots' inner loops."""
    nib, total, _, colours = hand_parts(hand, pier_colour)
    cols = [nib[c] for c in colours]
    best = 0
    for i, a in enumerate(cols):
        v = NUMBERS_VALUE[a]
        if v > best:
            best = v
        for b in cols[i + 1 :]:
            v = NUMBERS_VALUE[a | b]
            if v > best:
                best = v
    return total - best


def best_division(
    hand: int, pier_colour: int, closer_crew: int | None = None, objective: Objective = "limit"
) -> MaskDivision:
    if objective == "limit":
        key = _by_limit
    elif objective == "count":
        key = _by_count
    else:
        raise ValueError(f"objective must be 'limit' or 'count', not {objective!r}")
    crew, att, limit, count = min(division_options(hand, pier_colour, closer_crew), key=key)
    prisoners = hand & (NUMBER_MASK << (pier_colour * NUMBERS))
    return MaskDivision(crew, att, prisoners, hand & ~prisoners & ~crew & ~att, limit, count)


def _by_limit(d: tuple[int, int, int, int]) -> tuple[int, int]:
    return d[2], d[3]


def _by_count(d: tuple[int, int, int, int]) -> tuple[int, int]:
    return d[3], d[2]


@dataclass(frozen=True, slots=True)
class Partition:
    """A hand divided at sailing, as readable cards."""

    prisoners: tuple[Card, ...]
    crew: tuple[Card, ...]
    attached: tuple[Card, ...]
    stowaways: tuple[Card, ...]
    limit: int


def best_partition(
    hand: Iterable[Card | str],
    pier_colour: str,
    closer_crew: Iterable[Card | str] | None = None,
    objective: Objective = "limit",
) -> Partition:
    """The division of ``hand`` with the least limit (or fewest stowaways).

    With ``closer_crew`` the hand is an opponent's: cards attached to the
    closer's crew are chosen jointly with the own crew.
    """
    if pier_colour not in COLOUR_INDEX:
        raise ValueError(f"unknown pier colour {pier_colour!r}; colours: {', '.join(COLOURS)}")
    hand_mask = to_mask(hand)
    crew_mask = None if closer_crew is None else to_mask(closer_crew)
    if crew_mask is not None and crew_mask & hand_mask:
        raise ValueError("the closer's crew and the hand share a card")
    d = best_division(hand_mask, COLOUR_INDEX[pier_colour], crew_mask, objective)
    return Partition(
        prisoners=cards_of(d.prisoners),
        crew=cards_of(d.crew),
        attached=cards_of(d.attached),
        stowaways=cards_of(d.stowaways),
        limit=d.limit,
    )


def crew_problem(crew: int, pier_colour: int) -> str | None:
    """Why ``crew`` is not a valid crew, or None if it is."""
    nib = nibbles(crew)
    if nib[pier_colour]:
        said = _("{colour} is the pier's colour: those cards are prisoners")
        return said.format(colour=_(COLOURS[pier_colour]))
    cols = [c for c in range(N_COLOURS) if nib[c]]
    if len(cols) > 2:
        said = _("a crew has at most two colours, not {colours}")
        return said.format(colours=", ".join(_(COLOURS[c]) for c in cols))
    if len(cols) == 2 and nib[cols[0]] & nib[cols[1]]:
        dup = nib[cols[0]] & nib[cols[1]]
        nums = [str(n + 1) for n in range(NUMBERS) if dup >> n & 1]
        said = _("every crew member needs a different number; twice: {numbers}")
        return said.format(numbers=", ".join(nums))
    return None


def attach_problem(attached: int, closer_crew: int) -> str | None:
    """Why ``attached`` cannot be attached to ``closer_crew``, or None."""
    cols, open_numbers = closer_numbers(closer_crew)
    nib = nibbles(attached)
    seen = 0
    for c in range(N_COLOURS):
        if not nib[c]:
            continue
        if c not in cols:
            if len(cols) == 2:
                want = _("{first} or {last}").format(
                    first=_(COLOURS[cols[0]]), last=_(COLOURS[cols[1]])
                )
            elif cols:
                want = _(COLOURS[cols[0]])
            else:
                want = _("nothing (the crew is empty)")
            return _("only cards of the crew's colours can be attached: {colours}").format(
                colours=want
            )
        blocked = nib[c] & ~open_numbers
        if blocked:
            n = blocked.bit_length()
            return _("the closer's crew already has a {n}").format(n=n)
        if nib[c] & seen:
            n = (nib[c] & seen).bit_length()
            return _("one player may attach only one card numbered {n}").format(n=n)
        seen |= nib[c]
    return None
