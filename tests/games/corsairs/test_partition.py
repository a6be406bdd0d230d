"""best_partition against the rulebook's example and a brute-force solver."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from corsairs.games.corsairs import Card, best_partition
from corsairs.games.corsairs.cards import CARD_TEXT, COLOURS, VALUE, bits
from corsairs.games.corsairs.partition import (
    attach_problem,
    best_division,
    closer_crews,
    crew_problem,
    division_options,
    opponent_front,
    pareto,
)

# Rulebook, figure 2: "6 yellow has been discarded, the three cards next to the pier are
# prisoners, 6 cards at the bottom (1,2,7,8 orange + 3 and 10 violet) are the crew, the 3
# remaining cards (2 violet, 2 grey and 1 green) on the right are stowaways ... Therefore
# the 'limit' is 2+2+1=5."  The pier is green in figure 1; the prisoners are not named, so
# this test uses three blue cards with a blue pier (see FIGURE2_PRISONERS).
FIGURE2_PRISONERS = [Card("blue", 4), Card("blue", 5), Card("blue", 11)]
FIGURE2_CREW = [Card("orange", n) for n in (1, 2, 7, 8)] + [Card("violet", 3), Card("violet", 10)]
FIGURE2_STOWAWAYS = [Card("violet", 2), Card("grey", 2), Card("green", 1)]
FIGURE2_HAND = FIGURE2_PRISONERS + FIGURE2_CREW + FIGURE2_STOWAWAYS


def test_rulebook_figure_2_limit_is_5() -> None:
    p = best_partition(FIGURE2_HAND, "blue")
    assert p.limit == 5
    assert sorted(p.prisoners) == sorted(FIGURE2_PRISONERS)
    assert sorted(p.crew) == sorted(FIGURE2_CREW)
    assert sorted(p.stowaways) == sorted(FIGURE2_STOWAWAYS)
    assert p.attached == ()


def test_rulebook_violet_2_is_a_stowaway_because_orange_2_is_in_the_crew() -> None:
    # "2 violets is considered a stowaway even if two colours of the crew is indeed violet"
    assert crew_problem(_mask([*FIGURE2_CREW, Card("violet", 2)]), 4) is not None
    assert "different number" in (crew_problem(_mask([*FIGURE2_CREW, Card("violet", 2)]), 4) or "")


def test_rulebook_opponent_may_attach_orange_9_not_violet_7() -> None:
    # "In the example an opponent could attach 9 orange but not 7 violet because the crew
    # already includes a number 7 card."
    crew = _mask(FIGURE2_CREW)
    assert attach_problem(_mask([Card("orange", 9)]), crew) is None
    why = attach_problem(_mask([Card("violet", 7)]), crew)
    assert why is not None and "7" in why
    hand = [Card("orange", 9), Card("violet", 7), Card("red", 9), Card("green", 9)]
    p = best_partition(hand, "blue", closer_crew=FIGURE2_CREW)
    assert p.attached == (Card("orange", 9),)
    assert Card("violet", 7) in p.crew and p.limit == 9


def test_rulebook_one_player_may_not_attach_orange_9_and_violet_9() -> None:
    # "one player alone cannot attach two identical cards (if he/she has both 9 orange and
    # 9 violet he/she can only attach one of the two cards)"
    crew = _mask(FIGURE2_CREW)
    assert attach_problem(_mask([Card("orange", 9), Card("violet", 9)]), crew) is not None
    p = best_partition([Card("orange", 9), Card("violet", 9)], "blue", closer_crew=FIGURE2_CREW)
    assert len(p.attached) == 1
    # The other 9 can still go into the opponent's own crew: limit 0.
    assert p.limit == 0


def test_attach_only_in_the_crews_colours() -> None:
    crew = _mask(FIGURE2_CREW)
    why = attach_problem(_mask([Card("red", 9)]), crew)
    assert why is not None and "colour" in why


def test_unknown_pier_colour_and_duplicate_cards_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown pier colour"):
        best_partition(FIGURE2_HAND, "purple-ish")
    with pytest.raises(ValueError, match="twice"):
        best_partition([Card("red", 1), Card("red", 1)], "blue")
    with pytest.raises(ValueError, match="objective"):
        best_partition(FIGURE2_HAND, "blue", objective="fun")  # type: ignore[arg-type]


def _mask(cards: list[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def brute_force(hand: int, pier: int, closer: int | None) -> tuple[int, int, int, int]:
    """(least limit, its count, least count, its limit) by trying every valid division.

    Every crew (at most two colours, different numbers) and every attachment
    (the closer's colours, open numbers, one card a number) is enumerated card
    by card, pruning only choices the rules forbid, so no division is missed.
    """
    cards = [c for c in bits(hand) if c // 11 != pier]
    closer_cols = {c // 11 for c in bits(closer)} if closer else set()
    closed = {c % 11 for c in bits(closer)} if closer else set()
    best_limit = (10**9, 10**9)
    best_count = (10**9, 10**9)

    def divide(i: int, colours: frozenset[int], crew_nums: int, att_nums: int, rest: int) -> None:
        nonlocal best_limit, best_count
        if i == len(cards):
            limit = sum(VALUE[c] for c in cards if rest >> c & 1)
            count = rest.bit_count()
            best_limit = min(best_limit, (limit, count))
            best_count = min(best_count, (count, limit))
            return
        c = cards[i]
        colour, number = divmod(c, 11)
        divide(i + 1, colours, crew_nums, att_nums, rest | 1 << c)  # a stowaway
        if not crew_nums >> number & 1 and len(colours | {colour}) <= 2:  # in the crew
            divide(i + 1, colours | {colour}, crew_nums | 1 << number, att_nums, rest)
        if colour in closer_cols and number not in closed and not att_nums >> number & 1:
            divide(i + 1, colours, crew_nums, att_nums | 1 << number, rest)  # attached

    divide(0, frozenset(), 0, 0, 0)
    return best_limit[0], best_limit[1], best_count[0], best_count[1]


def random_closer_crew(rng: random.Random, exclude: int, pier: int) -> int:
    cols = rng.sample([c for c in range(10) if c != pier], rng.randint(0, 2))
    crew = 0
    used = 0
    for c in cols:
        for n in rng.sample(range(11), rng.randint(1, 6)):
            card = c * 11 + n
            if not used >> n & 1 and not exclude >> card & 1:
                crew |= 1 << card
                used |= 1 << n
    return crew


@pytest.mark.parametrize("with_closer", [False, True])
def test_best_partition_matches_brute_force_on_thousands_of_hands(with_closer: bool) -> None:
    rng = random.Random(2024 + with_closer)
    size = 7 if with_closer else 11
    for _ in range(1500):
        # Few colours make the crew choices interesting.
        pool = [c for c in range(110) if c // 11 in rng.sample(range(10), 4)]
        hand = sum(1 << c for c in rng.sample(pool, size))
        pier = rng.randrange(10)
        closer = random_closer_crew(rng, hand, pier) if with_closer else None
        want_l, want_lc, want_c, want_cl = brute_force(hand, pier, closer)
        by_limit = best_division(hand, pier, closer, "limit")
        by_count = best_division(hand, pier, closer, "count")
        assert (by_limit.limit, by_limit.count) == (want_l, want_lc)
        assert (by_count.count, by_count.limit) == (want_c, want_cl)
        for d in (by_limit, by_count):
            assert crew_problem(d.crew, pier) is None
            if closer is not None:
                assert attach_problem(d.attached, closer) is None
            else:
                assert d.attached == 0
            assert d.crew | d.attached | d.prisoners | d.stowaways == hand
            assert sum(VALUE[c] for c in bits(d.stowaways)) == d.limit


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_every_listed_division_is_valid_and_one_per_colour_set(data: st.DataObject) -> None:
    cards = data.draw(st.lists(st.integers(0, 109), min_size=1, max_size=13, unique=True))
    hand = sum(1 << c for c in cards)
    pier = data.draw(st.integers(0, 9))
    crews = closer_crews(hand, pier)
    assert len({_colours(c) for c in crews}) == len(crews)
    for crew in crews:
        assert crew & ~hand == 0 and crew_problem(crew, pier) is None
    closer_pool = [c for c in range(110) if not hand >> c & 1]
    closer_cards = data.draw(st.lists(st.sampled_from(closer_pool), max_size=8, unique=True))
    closer = 0
    used = 0
    for c in closer_cards:  # keep it a valid crew: two colours, distinct numbers
        if c // 11 != pier and not used >> (c % 11) & 1 and len(_colours(closer | 1 << c)) <= 2:
            closer |= 1 << c
            used |= 1 << (c % 11)
    front = opponent_front(hand, pier, closer)
    assert [(f[2], f[3]) for f in front] == [
        (f[2], f[3]) for f in pareto(division_options(hand, pier, closer))
    ]
    assert len({_colours(f[0]) for f in front}) == len(front)
    for crew, att, limit, count in front:
        assert crew_problem(crew, pier) is None and attach_problem(att, closer) is None
        rest = hand & ~crew & ~att & ~(0x7FF << (11 * pier))
        assert (limit, count) == (sum(VALUE[c] for c in bits(rest)), rest.bit_count())


def _colours(mask: int) -> frozenset[int]:
    return frozenset(c // 11 for c in bits(mask))


def test_card_api() -> None:
    c = Card("violet", 2)
    assert str(c) == "V2" and Card.parse("v2") == c and Card.parse("violet-2") == c
    assert Card.from_index(c.index) == c
    assert [str(Card.from_index(i)) for i in range(110)] == list(CARD_TEXT)
    assert len(COLOURS) == 10
    with pytest.raises(ValueError):
        Card("violet", 12)
    with pytest.raises(ValueError):
        Card("turquoise", 3)
