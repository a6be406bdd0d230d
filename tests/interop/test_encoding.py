"""The games' research encodings: tensors hold what a seat knows, indices round-trip."""

from __future__ import annotations

import random
import re
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs import BadOption, IllegalAction
from corsairs.games.corsairs.actions import LAY
from corsairs.games.corsairs.cards import COLOURS, TEXT_CARD
from corsairs.games.corsairs.encoding import (
    COLOUR_SETS,
    LAY_BASE,
    NUM_ACTIONS,
    OPPONENT_BASE,
    crew_slot,
)
from corsairs.protocol import Game, State

GAMES = [("corsairs", 2), ("corsairs", 4), ("piratatak", 2), ("piratatak", 4)]


def random_states(
    name: str, players: int, seed: int, limit: int = 400
) -> tuple[Game[Any], list[State[Any]]]:
    """Every state of one random game (clones), capped at ``limit`` moves."""
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    out = [state.clone()]
    while not state.is_over() and len(out) < limit:
        state.apply(rng.choice(state.legal_actions()))
        out.append(state.clone())
    return game, out


def test_segments_add_up_and_actions_are_counted() -> None:
    for name, n in GAMES:
        enc = corsairs.load_game(name, players=n).encoding()
        assert sum(size for _, size in enc.segments) == enc.observation_shape[0]
        assert len({name for name, _ in enc.segments}) == len(enc.segments)
    assert NUM_ACTIONS == 3 + 110 + 110 + 56 + 2 * 22
    assert len(COLOUR_SETS) == 1 + 10 + 45
    four = corsairs.load_game("piratatak", players=4).encoding()
    assert four.num_actions == 4 + 24 * 4 + (1 + 24 + 276 + 2024)


def test_encoding_is_cached_on_the_game() -> None:
    game = corsairs.load_game("corsairs", players=3)
    assert game.encoding() is game.encoding()


@pytest.mark.parametrize(("name", "players"), GAMES)
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_tensor_in_range_and_indices_round_trip(name: str, players: int, seed: int) -> None:
    game, states = random_states(name, players, seed, limit=150)
    enc = game.encoding()
    for state in states:
        for seat in range(players):
            t = enc.observation_tensor(state.observation(seat))
            assert len(t) == enc.observation_shape[0]
            assert all(0.0 <= x <= 1.0 for x in t)
        if state.is_over():
            assert enc.legal_indices(state) == []
            continue
        indices = enc.legal_indices(state)
        assert indices == sorted(set(indices)) and indices
        assert all(0 <= i < enc.num_actions for i in indices)
        for i in indices:
            action = enc.index_action(state, i)
            assert state.is_legal(action)
            assert enc.index_of(state, action) == i
            assert enc.index_of(state, str(action)) == i
        # Every listed action has its own index among the legal ones.
        listed = state.legal_actions()
        assert sorted(enc.index_of(state, a) for a in listed) == indices


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_tensor_shows_nothing_hidden(name: str, players: int) -> None:
    """A determinized world (hidden cards redealt) gives the seat the same tensor."""
    game, states = random_states(name, players, seed=7, limit=120)
    enc = game.encoding()
    rng = random.Random(1)
    for state in states[::5]:
        if state.is_over():
            continue
        for seat in range(players):
            obs = state.observation(seat)
            world = game.determinize(obs, rng)
            assert enc.observation_tensor(world.observation(seat)) == enc.observation_tensor(obs)


def test_tensor_needs_a_seat_of_the_right_game() -> None:
    game = corsairs.load_game("corsairs", players=3)
    state = game.new_state(seed=1)
    with pytest.raises(ValueError, match="seat"):
        game.encoding().observation_tensor(state.observation(None))
    other = corsairs.load_game("piratatak", players=3).new_state(seed=1)
    with pytest.raises(ValueError, match="Corsairs"):
        game.encoding().observation_tensor(other.observation(0))
    four = corsairs.load_game("corsairs", players=4).encoding()
    with pytest.raises(ValueError, match="4 players"):
        four.observation_tensor(state.observation(0))


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_illegal_index_raises_and_changes_nothing(name: str, players: int) -> None:
    game, states = random_states(name, players, seed=3, limit=60)
    enc = game.encoding()
    state = states[-1] if not states[-1].is_over() else states[-2]
    before = state.to_dict()
    legal = set(enc.legal_indices(state))
    illegal = next(i for i in range(enc.num_actions) if i not in legal)
    for bad in (illegal, -1, enc.num_actions, 2.5, "3", None):
        with pytest.raises(IllegalAction):
            enc.index_action(state, bad)  # type: ignore[arg-type]
    assert state.to_dict() == before


def test_numpy_integers_are_accepted() -> None:
    np = pytest.importorskip("numpy")
    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=5)
    enc = game.encoding()
    assert str(enc.index_action(state, np.int64(0))) == "draw stock"


def test_crew_colour_sets_and_classes_index_the_lay_actions() -> None:
    """The engine lists at most one closer's crew per colour set and one opponent's
    lay-down per class (stowaway count, sends under); the lay indices rest on it."""
    sailings = passing = 0
    for players in (2, 3, 4):
        for seed in range(60):
            _, states = random_states("corsairs", players, seed)
            for state in states:
                acts = state.legal_actions()
                if not acts or acts[0].kind != LAY:
                    continue
                sailings += 1
                classes = [state.lay_down_class(a) for a in acts]  # type: ignore[attr-defined]
                if classes[0] is None:
                    slots = [crew_slot(a.arg) for a in acts]
                    assert len(slots) == len(set(slots)), [str(a) for a in acts]
                else:
                    assert len(classes) == len(set(classes)), [str(a) for a in acts]
                    passing += sum(under for _, under in classes) > 1
                indices = state.game.encoding().legal_indices(state)
                assert len(indices) == len(acts)
                assert all(i >= OPPONENT_BASE for i in indices) == (classes[0] is not None)
    assert sailings > 300 and passing > 50


def test_lay_index_of_a_three_colour_crew_is_refused() -> None:
    game = corsairs.load_game("corsairs", players=2)
    enc = game.encoding()
    with pytest.raises(IllegalAction):
        enc.action_index("crew R1 O2 Y3")
    assert enc.action_index("crew -") == LAY_BASE
    assert enc.action_index("crew R1 O2") == LAY_BASE + 11
    assert enc.index_text(LAY_BASE + 11) == "crew R+O"


def test_piratatak_give_index_needs_a_small_pirate_loss() -> None:
    game = corsairs.load_game("piratatak", players=3, pirate_loss=5)
    with pytest.raises(BadOption, match="pirate_loss"):
        game.encoding()
    ok = corsairs.load_game("piratatak", players=3, pirate_loss=2).encoding()
    assert ok.num_actions == 4 + 24 * 3 + 1 + 24 + 276


def test_pile_order_is_in_the_tensor() -> None:
    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=11)
    rng = random.Random(2)
    while len(state.observation(0)["pile"]) < 3:
        acts = state.legal_actions()
        safe = [a for a in acts if not str(a).startswith(("sail", "draw pile"))]
        state.apply(rng.choice(safe or acts))
    enc = game.encoding()
    obs = state.observation(0)
    t = enc.observation_tensor(obs)
    base = enc.offsets["pile"]  # type: ignore[attr-defined]
    values = [t[base + TEXT_CARD[c]] for c in obs["pile"]]
    assert values == sorted(values) and values[-1] == 1.0
    assert all(a < b for a, b in pairwise(values))


def test_a_crew_the_listing_omits_maps_to_one_at_least_as_good() -> None:
    from corsairs.games.corsairs.actions import Action as CorsairsAction

    mapped = 0
    for seed in range(40):
        game, states = random_states("corsairs", 3, seed)
        enc = game.encoding()
        for state in states:
            acts = state.legal_actions()
            if not acts or acts[0].kind != LAY:
                continue
            hand = state.observation(state.current_player)
            bare = CorsairsAction(LAY, 0)  # no crew, nothing attached: always valid
            assert state.is_legal(bare)
            index = enc.index_of(state, bare)
            chosen = enc.index_action(state, index)
            assert chosen in acts
            if bare not in acts:
                mapped += 1
                pier = COLOURS.index(hand["pier_colour"])
                held = [TEXT_CARD[c] for c in hand["hand"] if TEXT_CARD[c] // 11 != pier]
                klass = state.lay_down_class(bare)  # type: ignore[attr-defined]
                if klass is None:  # the closer: no higher limit, no more stowaways
                    assert stowed(chosen, held)[0] <= stowed(bare, held)[0]
                    assert stowed(chosen, held)[1] <= stowed(bare, held)[1]
                else:  # an opponent: the same class, or fewer penalty cards
                    assert penalty(state, chosen) <= penalty(state, bare)
            for a in acts:
                assert enc.index_action(state, enc.index_of(state, a)) == a
    assert mapped > 0


def penalty(state: object, action: object) -> int:
    count, under = state.lay_down_class(action)  # type: ignore[attr-defined]
    return 0 if under else int(count)


def stowed(action: object, held: list[int]) -> tuple[int, int]:
    """(limit, count) of the stowaways a lay-down leaves from the non-prisoner cards."""
    used = action.arg | action.attach  # type: ignore[attr-defined]
    stow = [c for c in held if not (used >> c) & 1]
    return sum(c % 11 + 1 for c in stow), len(stow)


def _tries(state: object, probe: object) -> bool:
    twin = state.clone()  # type: ignore[attr-defined]
    try:
        twin.apply(probe)
    except IllegalAction:
        return False
    return True


@settings(max_examples=8, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), probe_seed=st.integers(0, 2**32))
def test_apply_succeeds_iff_listed_for_every_action_form(
    players: int, seed: int, probe_seed: int
) -> None:
    """Issue 22 defect 1: objects, notation and indices agree with the listing.

    Indices: ``index_action`` succeeds exactly for ``legal_indices``. Objects and
    text: every listed one applies; any lay-down that applies is listed up to the
    canonical form (its colour set for the closer, its class for an opponent) or is
    strictly dominated by a listed one (documented in encoding.py and actions.py).
    """
    from corsairs.games.corsairs.actions import Action as CorsairsAction

    game, states = random_states("corsairs", players, seed, limit=300)
    enc = game.encoding()
    lays = [s for s in states if s.legal_actions() and s.legal_actions()[0].kind == LAY]
    for state in [*states[::60], *lays[:5]]:
        listed = state.legal_actions()
        indices = set(enc.legal_indices(state))
        for i in range(enc.num_actions):
            try:
                enc.index_action(state, i)
                ok = True
            except IllegalAction:
                ok = False
            assert ok == (i in indices), i
        for a in listed:
            assert _tries(state, a) and _tries(state, str(a))
        if not listed or listed[0].kind != LAY:
            continue
        hand = state.hands[state.current_player]  # type: ignore[attr-defined]
        cards = [c for c in range(110) if hand >> c & 1]
        rng = random.Random(probe_seed)
        for _ in range(40):
            crew = sum(1 << c for c in rng.sample(cards, rng.randrange(7)))
            att = sum(1 << c for c in rng.sample(cards, rng.randrange(4)))
            probe = CorsairsAction(LAY, crew, att & ~crew)
            applied = _tries(state, probe)
            assert applied == state.is_legal(probe) == _tries(state, str(probe))
            if not applied or probe in listed:
                continue
            klass = state.lay_down_class(probe)  # type: ignore[attr-defined]
            if klass is not None:
                classes = {state.lay_down_class(a): a for a in listed}  # type: ignore[attr-defined]
                if klass not in classes:  # dominated: a listed one costs fewer penalty cards
                    assert klass[1] == 0
                    assert min(penalty(state, a) for a in listed) < klass[0]
            else:  # the closer: a listed crew (of its colours if listed) at least as good
                chosen = enc.index_action(state, enc.index_of(state, probe))
                pier = state.pier_colour  # type: ignore[attr-defined]
                held = [c for c in cards if c // 11 != pier]
                assert stowed(chosen, held)[0] <= stowed(probe, held)[0]
                assert stowed(chosen, held)[1] <= stowed(probe, held)[1]


def test_piratatak_buys_are_numbered_relative_to_the_buyer() -> None:
    """Issue 22 defect 8: like the tensors, a buy index names the seller relative to the buyer."""
    found = 0
    for seed in range(60):
        game, states = random_states("piratatak", 3, seed, limit=300)
        enc = game.encoding()
        for state in states:
            buys = [a for a in state.legal_actions() if str(a).startswith("buy")]
            for buy in buys:
                found += 1
                buyer = state.current_player
                index = enc.index_of(state, buy)
                card, rel = divmod(index - 4, 3)
                assert card == buy.a and rel == (buy.b - buyer) % 3 and rel != 0
                assert enc.index_action(state, index) == buy
        if found > 20:
            break
    assert found > 0
    with pytest.raises(IllegalAction, match="index_of"):
        enc.action_index("buy R3 from 1")


def _round_two_state(seed: int) -> corsairs.State | None:
    """A 3-player game with two rounds allowed, in round 2 after two turns, with two
    seats holding penalty cards (as in the audit's tensor_missing.py); or None."""
    game = corsairs.load_game(
        "corsairs", players=3, max_rounds=2, round_turn_limit=4, tie_break="penalty_points"
    )
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        obs = state.observation(None)
        owners = sum(1 for cards in obs["penalty_cards"] if cards)
        if obs["round"] == 2 and obs["round_turns"] >= 2 and owners >= 2:
            return state
        state.apply(rng.choice(state.legal_actions()))
    return None


def test_the_last_allowed_round_is_the_final_round() -> None:
    """Audit s18 defect 8: with ``max_rounds`` the observation said final_round False
    in the last round allowed (the engine ends the game by the round count)."""
    game = corsairs.load_game("corsairs", players=2, max_rounds=2)
    state = game.new_state(seed=3)
    rng = random.Random(3)
    seen = set()
    while not state.is_over():
        obs = state.observation(state.current_player)
        seen.add((obs["round"], obs["final_round"]))
        flag = game.encoding().offsets["flags"] + 1  # type: ignore[attr-defined]
        assert game.encoding().observation_tensor(obs)[flag] == float(obs["final_round"])
        state.apply(rng.choice(state.legal_actions()))
    assert (1, False) in seen and (2, True) in seen and (2, False) not in seen


def test_tensor_holds_the_round_its_turns_and_each_seats_penalty_cards() -> None:
    """Audit s18 defect 8: the round number and the turns of the round decide the game
    under ``max_rounds``/``round_turn_limit``, the penalty cards' owners under
    ``tie_break="penalty_points"``; the tensor held none of them."""
    state = next(filter(None, (_round_two_state(seed) for seed in range(300))))
    seat = state.current_player
    assert seat is not None
    enc = state.game.encoding()
    obs = state.observation(seat)
    base = enc.observation_tensor(obs)
    earlier = {**obs, "round": 1}
    assert enc.observation_tensor(earlier) != base
    assert enc.observation_tensor({**obs, "round_turns": 0}) != base
    cards = [list(c) for c in obs["penalty_cards"]]
    a, b = [s for s in range(3) if cards[s]][:2]
    cards[a][0], cards[b][0] = cards[b][0], cards[a][0]
    assert enc.observation_tensor({**obs, "penalty_cards": cards}) != base
    off = enc.offsets  # type: ignore[attr-defined]
    for s, held in enumerate(obs["penalty_cards"]):  # seat-relative planes, as the others
        r = (s - seat) % 3
        plane = base[off["out"] + 110 * r : off["out"] + 110 * (r + 1)]
        assert [i for i, v in enumerate(plane) if v] == sorted(TEXT_CARD[c] for c in held)


def test_a_lay_down_index_refused_now_is_said_in_a_sentence() -> None:
    """OpenSpiel, PettingZoo and Gymnasium said "no legal lay 21 stowaways, closer under
    now" for a lay-down index at a draw; the other indices say "discard R3 is not legal
    now". The index is named too, and one stowaway is one."""
    game = corsairs.load_game("corsairs", players=2)
    enc = game.encoding()
    state = game.new_state(seed=1)
    last = enc.num_actions - 1
    with pytest.raises(IllegalAction) as refused:
        enc.index_action(state, last)
    assert str(refused.value) == f"action {last} (lay 21 stowaways, closer under) is not legal now"
    with pytest.raises(IllegalAction, match=r"^action 223 \(crew -\) is not legal now$"):
        enc.index_action(state, LAY_BASE)
    assert enc.index_text(last - 40) == "lay 1 stowaway, closer under"


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_every_index_refused_now_is_said_in_one_wording(name: str) -> None:
    """Corsairs' lay-downs said "action 250 (…) is not legal now", its other indices and
    Piratatak's the notation alone ("discard R3 is not legal now"), and a Piratatak buy once
    the game was over "the game is over": one wording, index and name, for every index of
    both games, in play and after the end."""
    game = corsairs.load_game(name, players=2)
    enc = game.encoding()
    state = game.new_state(seed=3)
    rng = random.Random(3)
    for _ in range(2):  # in play, then after the end
        legal = set(enc.legal_indices(state))
        # every draw, discard, sail and buy; of the lay-downs and give-backs, a sample
        for index in [*range(200), *range(200, enc.num_actions, 13)]:
            if index in legal:
                continue
            with pytest.raises(IllegalAction) as refused:
                enc.index_action(state, index)
            said = re.fullmatch(rf"action {index} \((.+)\) is not legal now", str(refused.value))
            assert said, str(refused.value)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))


def test_the_corsairs_tensor_holds_the_piers_order() -> None:
    """Tensor recall: the pier is a face-up row, taken from the front, and its first card
    names the prisoners' colour, so every seat knows the order of all its cards (the
    observation lists them in order). The tensor held the pier as a set plus its first
    card: two rows that differ behind the first card gave every seat one tensor."""
    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=3)
    other = state.clone()
    other.pier[1:] = other.pier[:0:-1]  # type: ignore[attr-defined]  # the rest reversed
    enc = game.encoding()
    for seat in range(2):
        assert state.observation(seat)["pier"] != other.observation(seat)["pier"]
        assert enc.observation_tensor(state.observation(seat)) != enc.observation_tensor(
            other.observation(seat)
        )
    at = enc.offsets["pier_order"]  # type: ignore[attr-defined]
    row = state.observation(0)["pier"]
    plane = enc.observation_tensor(state.observation(0))[at : at + 110]
    assert [plane[TEXT_CARD[c]] for c in row] == [
        (len(row) - k) / len(row) for k in range(len(row))
    ]


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_an_index_is_a_whole_number_not_a_float_or_bool(name: str) -> None:
    """``as_index`` says "numpy integers; anything else is not an index", but took 0.0 and
    True (as 0 and 1): PettingZoo's ``step(True)`` played index 1 while Gymnasium's
    ``step`` refused it. Both forms are refused now, numpy integers still taken."""
    np = pytest.importorskip("numpy")
    game = corsairs.load_game(name, players=2)
    state = game.new_state(seed=1)
    enc = game.encoding()
    first = enc.legal_indices(state)[0]
    assert enc.index_action(state, np.int64(first)) == enc.index_action(state, first)
    wrong: tuple[Any, ...] = (float(first), True, False)  # not indices' type, on purpose
    for bad in wrong:
        with pytest.raises(IllegalAction, match="whole number"):
            enc.index_action(state, bad)


def test_a_seed_a_seat_and_an_index_are_whole_numbers_in_one_wording() -> None:
    """``as_index`` said "is a whole number", the seed and the seat "must be a whole number",
    each checked its own way; one check and one wording now, taking what each took."""
    np = pytest.importorskip("numpy")
    from corsairs.interop.common import whole_number, whole_seed
    from corsairs.protocol import BadOption
    from corsairs.tensors import as_index

    with pytest.raises(IllegalAction) as index:
        as_index(True)
    assert str(index.value) == "an action index must be a whole number, not True"
    with pytest.raises(BadOption) as seed:
        whole_seed(True)
    assert str(seed.value) == "seed must be a whole number from 0, not True"
    for taken in (3, np.int8(3), np.uint64(3)):
        assert as_index(taken) == whole_number(taken) == 3
    for refused in (True, np.bool_(True), 3.0, np.float64(3), "3", None):
        assert whole_number(refused) is None
        with pytest.raises(IllegalAction):
            as_index(refused)
    assert as_index(np.array(3)) == 3 and whole_number(np.array(3)) is None  # as before


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_index_of_refuses_an_action_that_is_not_legal_now(name: str) -> None:
    """Corsairs' ``index_of`` gave an index to any draw, discard or sail, legal or not
    (``discard R1`` before drawing, a card not in hand), where Piratatak's refused: a
    researcher turning a record into indices got a wrong one without a word."""
    game = corsairs.load_game(name, players=3)
    state = game.new_state(seed=1)
    enc = game.encoding()
    legal = {str(a) for a in state.legal_actions()}
    probes = ["discard R1", "sail R1", "draw stock"] if name == "corsairs" else ["stop", "draw"]
    for text in probes:
        if text in legal:
            assert enc.index_of(state, text) in enc.legal_indices(state)
        else:
            with pytest.raises(IllegalAction, match="not legal now"):
                enc.index_of(state, text)


@pytest.mark.parametrize("name", ["corsairs", "piratatak"])
def test_the_research_docs_list_the_tensor_segments_in_order(name: str) -> None:
    """docs/research.md's tables are how a researcher reads the tensor field by field:
    they name every segment of ``encoding.segments``, in order, with its offset's source."""
    from pathlib import Path

    docs = (Path(__file__).resolve().parents[2] / "docs" / "research.md").read_text()
    title = {"corsairs": "### Corsairs (", "piratatak": "### Piratatak ("}[name]
    table = docs[docs.index(title) :].split("\n\n")[2]
    rows = [line.split("|")[1].strip() for line in table.splitlines()[2:]]
    documented = [part.strip() for row in rows for part in row.split(",")]
    enc = corsairs.load_game(name, players=3).encoding()
    assert documented == [segment for segment, _ in enc.segments]
    assert list(enc.offsets) == documented  # type: ignore[attr-defined]


@settings(max_examples=6, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_the_corsairs_tensor_says_who_discarded_each_pile_card(players: int, seed: int) -> None:
    """Every seat sees who discards each card face up on the pile (the observation's
    ``pile_seats``), but the tensor held the pile's cards only: a learner could not tell
    which colours an opponent throws away. The ``pile_seats`` planes (one per relative seat,
    appended last) mark the pile's cards each seat discarded, the same for every seat up
    to the seats' order; the card turned up at the deal is nobody's."""
    game, states = random_states("corsairs", players, seed, limit=60)
    enc = game.encoding()
    at = enc.offsets["pile_seats"]  # type: ignore[attr-defined]
    assert dict(enc.segments)["pile_seats"] == players * 110
    assert at + players * 110 == enc.offsets["drawn_from"]  # type: ignore[attr-defined]
    assert at > enc.offsets["total"]  # type: ignore[attr-defined]  # appended: offsets stay
    for state in states:
        public = state.observation(None)
        who = public["pile_seats"]
        assert len(who) == len(public["pile"])
        for seat in range(players):
            obs = state.observation(seat)
            assert obs["pile_seats"] == who
            planes = enc.observation_tensor(obs)[at : at + players * 110]
            marked = {(i // 110, i % 110) for i, x in enumerate(planes) if x}
            assert all(planes[i] == 1.0 for i in range(len(planes)) if planes[i])
            want = {
                ((w - seat) % players, TEXT_CARD[c])
                for c, w in zip(public["pile"], who, strict=True)
                if w is not None
            }
            assert marked == want
