"""The best division for the situation, checked against a brute force over every division."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from corsairs.games.corsairs.cards import NUMBERS, mask_value
from corsairs.games.corsairs.lay_down import (
    best_lay_down,
    best_partition_for,
    lay_down_choices,
    situation,
)
from corsairs.games.corsairs.partition import attach_problem, crew_problem


def _subsets(cards: list[int]) -> list[int]:
    out = [0]
    for c in cards:
        out += [m | 1 << c for m in out]
    return out


def brute_force(hand: int, pier: int, target: int) -> list[tuple[int, int, int, int]]:
    """Every legal (crew, attached, limit, count) of an opponent's hand."""
    prisoners = hand & (((1 << NUMBERS) - 1) << (pier * NUMBERS))
    free = [i for i in range(110) if (hand & ~prisoners) >> i & 1]
    crews = [m for m in _subsets(free) if crew_problem(m, pier) is None]
    out = []
    for crew in crews:
        rest = [i for i in free if not crew >> i & 1]
        candidates = [i for i in rest if attach_problem(1 << i, target) is None]
        for att in _subsets(candidates):
            if attach_problem(att, target) is None:
                st_mask = hand & ~prisoners & ~crew & ~att
                out.append((crew, att, mask_value(st_mask), st_mask.bit_count()))
    return out


@st.composite
def situations(draw: st.DrawFn) -> tuple[int, int, int, int]:
    # Few colours so that hands share colours with the closer's crew and attach often.
    colours = draw(st.lists(st.integers(0, 9), min_size=3, max_size=4, unique=True))
    deck = [c * NUMBERS + n for c in colours for n in range(NUMBERS)]
    cards = draw(st.lists(st.sampled_from(deck), min_size=5, max_size=9, unique=True))
    hand = sum(1 << c for c in cards)
    pier = draw(st.sampled_from([*colours, 9 if 9 not in colours else 8]))
    left = [c for c in deck if c not in cards and c // NUMBERS != pier]
    crew_cols = draw(st.lists(st.sampled_from(colours), min_size=0, max_size=2, unique=True))
    crew_cols = [c for c in crew_cols if c != pier]
    pool = [c for c in left if c // NUMBERS in crew_cols]
    picked = draw(st.lists(st.sampled_from(pool), max_size=5, unique=True)) if pool else []
    crew, used = 0, 0
    for c in picked:
        if not used >> (c % NUMBERS) & 1:
            crew |= 1 << c
            used |= 1 << (c % NUMBERS)
    limit = draw(st.integers(0, 40))
    return hand, pier, crew, limit


@settings(max_examples=120, deadline=None)
@given(situations())
def test_an_opponents_best_division_is_the_brute_force_optimum(s: tuple[int, ...]) -> None:
    hand, pier, crew, closer_limit = s
    every = brute_force(hand, pier, crew)
    best = best_lay_down(hand, pier, crew, closer_limit)
    # The brute force's verdict: a sweep; else the most cards passed; else the fewest kept.
    if any(count == 0 for *_, count in every):
        assert best.outcome == "sweep"
    elif under := [count for _, _, limit, count in every if limit <= closer_limit]:
        assert best.outcome == "sends_under"
        assert best.passes == max(under)
    else:
        assert best.outcome == "keeps"
        assert best.penalty == min(count for *_, count in every)
    # Every stowaway count that sends the closer under is offered, and every choice is legal.
    choices = lay_down_choices(hand, pier, crew, closer_limit)
    under_counts = {count for _, _, limit, count in every if limit <= closer_limit and count}
    assert under_counts == {d.count for d in choices if d.outcome == "sends_under"}
    legal = {(c, a) for c, a, _, _ in every}
    for d in choices:
        assert (d.crew, d.attached) in legal
        assert d.limit == mask_value(d.stowaways)
        assert d.crew | d.attached | d.prisoners | d.stowaways == hand
    # The fewest stowaways and the least limit are always among the choices.
    assert min(d.count for d in choices) == min(count for *_, count in every)
    assert min(d.limit for d in choices) == min(limit for _, _, limit, _ in every)


def test_the_closer_gets_the_least_limit() -> None:
    hand = ["R1", "R2", "R3", "O9", "O10", "G4", "G5", "B11", "V2", "V3"]
    d = best_partition_for(hand, "yellow")
    assert d.outcome == "closer" and d.penalty == 0 and d.passes == 0
    every = brute_force(_mask(hand), 2, 0)  # an empty target: crews only
    least = min((limit, count) for _, _, limit, count in every)
    assert (d.limit, d.count) == least


def test_the_issues_example_passes_instead_of_keeping() -> None:
    """Closer's limit 20: fewest stowaways (6, +6) beats the least limit (51 with 7, +7)."""
    # An opponent's hand with no way under 20: the least limit keeps more cards.
    hand = ["R11", "R10", "R9", "O11", "O10", "O9", "G11", "G10", "B9", "B8", "V1", "V2"]
    d = best_partition_for(hand, "yellow", ["K1"], 20)
    assert d.outcome == "keeps"
    from corsairs.games.corsairs.partition import best_partition

    least = best_partition(hand, "yellow", ["K1"])
    fewest = best_partition(hand, "yellow", ["K1"], objective="count")
    assert d.penalty == len(fewest.stowaways) <= len(least.stowaways)


def test_sending_under_passes_the_most_cards() -> None:
    # Closer at 20; the least limit (crew R1..R5 B6 B7) leaves 6 in four cards, and moving
    # the crew's low cards to the stowaways passes more while staying at or below 20.
    hand = ["R1", "R2", "R3", "R4", "R5", "B6", "B7", "G1", "G2", "V1", "K2", "Y3"]
    d = best_partition_for(hand, "yellow", ["A1"], 20)
    assert d.outcome == "sends_under"
    assert d.limit <= 20
    every = brute_force(sum(1 << c for c in _idx(hand)), 2, _mask(["A1"]))
    assert d.passes == max(count for _, _, limit, count in every if limit <= 20)
    assert d.passes == 8  # G1 G2 V1 K2, then R1 R2 R3 R4 (limit 16)


def _idx(cards: list[str]) -> list[int]:
    from corsairs.games.corsairs.cards import parse_card

    return [parse_card(c) for c in cards]


def _mask(cards: list[str]) -> int:
    return sum(1 << c for c in _idx(cards))


def test_situation_reads_only_the_observation() -> None:
    import corsairs

    state = corsairs.load_game("corsairs", players=3).new_state(seed=11)
    while state.observation(0)["phase"] != "lay" and not state.is_over():
        legal = state.legal_actions()
        sails = [a for a in legal if str(a).startswith("sail")]
        state.apply(sails[0] if sails else legal[0])
    obs = state.observation(state.current_player)
    args = situation(obs)
    assert args["closer_limit"] == obs["laid"][obs["closer"]]["limit"]
    d = best_lay_down(**args)
    assert str(d.to_dict()["limit"]) == str(d.limit)
    assert d.outcome in ("sweep", "sends_under", "keeps")
