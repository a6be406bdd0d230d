"""Piratatak's heuristic as the search and simulations use it: the rollouts play its own
moves, and its fast paths value positions exactly as its plain sums do."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.agents import make_agent
from corsairs.games.piratatak.actions import BUY, CANNON_ACTION, GIVE, Action
from corsairs.games.piratatak.cards import (
    BOAT_CARDS,
    CARD_TEXT,
    COLOUR_OF,
    COLOURS,
    PARTS,
    bits,
    parse_boat_mask,
)
from corsairs.games.piratatak.heuristic import (
    Table,
    Valuer,
    cheapest_three,
    give_choice,
    give_pick,
    outcome,
    rollout_policy,
    stock_counts,
    stock_of,
    tables_of,
)
from corsairs.games.piratatak.state import PiratatakState, give_choices


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_rollouts_play_the_heuristics_moves(seed: int, players: int) -> None:
    """A rollout that stops drawing sooner than the heuristic (the boldness was left out)
    values a position by a more timid game than either bot plays."""
    game = corsairs.load_game("piratatak", players=players)
    state = game.new_state(seed=seed)
    assert isinstance(state, PiratatakState)
    bot = make_agent("heuristic", game, seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        obs = json.loads(json.dumps(state.observation(seat)))
        want = bot.choose(obs, state.legal_actions())
        assert rollout_policy(state, rng) == want, (state.turns, want)
        state.apply(want)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_the_search_keys_a_draw_by_the_card_it_turns_up(seed: int, players: int) -> None:
    """The search's ``outcome`` hook names what every player then sees, and nothing else."""
    game = corsairs.load_game("piratatak", players=players)
    state: Any = game.new_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        action = rollout_policy(state, rng)
        seen = outcome(state, action, seat)
        refill = not state.stock
        state.apply(action)
        drawn = state.drawn
        events = state.events or state.last_events
        if str(action) != "draw":
            assert seen is None
        elif refill:
            assert seen is None  # the draw reshuffles first: the next card is not known
        else:
            draws = [e for e in events if e.startswith("draw ")]
            assert draws[-1] == "draw " + CARD_TEXT[seen], (seen, events)
            assert not drawn or drawn[-1] == seen


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_the_fast_paths_value_exactly_as_the_plain_sums(seed: int, players: int) -> None:
    """The heuristic's cheaper reading of an observation (issue 21: ``policy`` at greedy's
    speed) must not move a single decision: same tables, same draw value, same give-back
    costs to the last bit as the plain card-by-card sums."""
    game = corsairs.load_game("piratatak", players=players)
    state = game.new_state(seed=seed)
    bot = make_agent("heuristic", game, seed=seed)
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        obs = json.loads(json.dumps(state.observation(seat)))
        tables = tables_of(obs)
        for t, raw in zip(tables, obs["tables"], strict=True):
            assert (t.boat, t.spare) == (
                parse_boat_mask(raw["boat"]),
                parse_boat_mask(raw["spares"]),
            )
        val = Valuer(tables, seat, obs["price"], obs["pirate_loss"])
        stock = stock_of(obs)
        plain: dict[int, int] = {}
        for c in stock:
            key = COLOUR_OF[c] if c < BOAT_CARDS else c
            plain[key] = plain.get(key, 0) + 1
        counts, n = stock_counts(obs)
        assert (counts, n) == (plain, len(stock)) and list(counts) == list(plain)
        assert val.counted_gain(counts, n) == val.draw_gain(stock)
        for a in state.legal_actions():
            if a.kind == GIVE:
                assert val.give_cost(a) == _plain_give_cost(val, a)
        state.apply(bot.choose(obs, state.legal_actions()))


def _plain_give_cost(val: Valuer, action: Action) -> float:
    me = val.me
    cost = action.b * val.gold_value()
    lost = (action.a & me.boat).bit_count()
    if lost and lost == me.parts:
        cost += 2.0
    for c in bits(action.a):
        # A spare a rival's boat lacks as its last part: giving it gains (FINISHING).
        last = any(
            s != val.seat and t.colour == COLOUR_OF[c] and t.parts == PARTS - 1
            for s, t in enumerate(val.tables)
        )
        cost += (
            1.0
            if me.boat >> c & 1
            else -10.0
            if last
            else 0.35
            if COLOUR_OF[c] in val.built
            else 0.05
        )
    return cost


def _buy_position(gold: int, cannons: int = 0, parts: int = 2) -> Any:
    from corsairs.games.piratatak.positions import position, seat_table

    boat = [f"R{i}" for i in range(1, parts + 1)]
    return position(
        2,
        tables=[
            seat_table("red", boat, gold=gold, cannons=cannons),
            seat_table("blue", ["B1", "B2"], spares=["R6"]),
        ],
    )


@pytest.mark.parametrize(
    ("gold", "cannons", "parts", "buys"),
    [
        (6, 0, 2, True),  # 3 coins left: a pirate takes coins, not parts
        (5, 0, 2, False),  # 2 left: the next pirate takes a part
        (3, 1, 2, True),  # a cannon guards instead
        (3, 0, 5, True),  # the purchase finishes the boat
    ],
)
def test_a_shielded_heuristic_keeps_coins_against_the_next_pirate(
    gold: int, cannons: int, parts: int, buys: bool
) -> None:
    state = _buy_position(gold, cannons, parts)
    legal = state.legal_actions()
    assert any(a.kind == BUY for a in legal)
    obs = state.observation(0)
    plain = make_agent("heuristic", state.game, seed=1).choose(obs, legal)
    shielded = make_agent("heuristic:shield=3", state.game, seed=1).choose(obs, legal)
    assert plain.kind == BUY  # the default buys whatever it may
    assert (shielded.kind == BUY) is buys


def test_shield_is_a_number_of_coins() -> None:
    game = corsairs.load_game("piratatak", players=2)
    for bad in ("-1", "true", "2.5", "x"):
        with pytest.raises(corsairs.BadOption):
            make_agent(f"heuristic:shield={bad}", game)
    assert make_agent("heuristic", game).spec == "heuristic:boldness=0.5"
    assert make_agent("heuristic:shield=3", game).spec.endswith(",shield=3")


def test_the_policy_takes_a_shield_too() -> None:
    state = _buy_position(gold=5)
    legal, obs = state.legal_actions(), state.observation(0)
    assert make_agent("policy:shield=3", state.game, seed=1).choose(obs, legal).kind != BUY
    assert make_agent("policy", state.game, seed=1).choose(obs, legal).kind == BUY


@st.composite
def give_back_positions(draw: Any) -> tuple[list[Table], int, int, int]:
    """Random tables (cards dealt without repeats), a seat owing a give-back, a pirate's loss."""
    players = draw(st.integers(2, 4))
    free = list(draw(st.permutations(range(BOAT_CARDS))))
    tables = []
    for _ in range(players):
        colour = draw(st.integers(-1, len(COLOURS) - 1))
        boat = spare = 0
        for _ in range(draw(st.integers(0, 5 if colour >= 0 else 0))):
            mine = [c for c in free if COLOUR_OF[c] == colour]
            if mine:
                free.remove(mine[0])
                boat |= 1 << mine[0]
        for _ in range(draw(st.integers(0, 10))):
            if free:
                spare |= 1 << free.pop()
        gold, cannons = draw(st.integers(0, 7)), draw(st.integers(0, 2))
        tables.append(Table(colour, boat, spare, gold, cannons))
    seat = draw(st.integers(0, players - 1))
    # Losses past the rules' 3 and prices up to 20 (a coin then costs what a spare does).
    return tables, seat, draw(st.integers(0, 8)), draw(st.sampled_from([1, 2, 3, 4, 5, 10, 12, 20]))


def plain_give_choice(val: Valuer, legal: list[Any]) -> Any:
    """The heuristic's give-back by its definition: every set priced."""
    gives = [a for a in legal if a.kind == GIVE]
    best = min(gives, key=lambda a: (val.give_cost(a), a.b, a.a))
    if CANNON_ACTION in legal and val.give_cost(best) > 0.5 * val.unguarded_cost():
        return CANNON_ACTION
    return best


@pytest.mark.slow
@settings(max_examples=600, deadline=None)
@given(position=give_back_positions(), cannon=st.booleans())
def test_pricing_the_cheapest_shapes_picks_what_pricing_every_set_does(
    position: tuple[list[Table], int, int, int], cannon: bool
) -> None:
    """The search's rollouts price only the cheapest shapes of give-back (half its time went
    to pricing every set); the move and the three candidates must be the same, ties included."""
    tables, seat, loss, price = position
    me = tables[seat]
    k = min(loss, (me.boat | me.spare).bit_count() + me.gold)
    held, gold = me.boat | me.spare, min(me.gold, k)
    legal = ([CANNON_ACTION] if cannon else []) + list(give_choices(held, gold, k))
    want = plain_give_choice(Valuer(tables, seat, price, loss), legal)
    assert give_pick(Valuer(tables, seat, price, loss), held, gold, k, cannon) == want
    assert give_choice(Valuer(tables, seat, price, loss), legal) == want
    some = legal[: len(legal) // 2 + 1]  # not the rules' list: priced as given
    assert give_choice(Valuer(tables, seat, price, loss), some) == plain_give_choice(
        Valuer(tables, seat, price, loss), some
    )
    gives = [a for a in legal if a.kind == GIVE]
    plain = sorted(gives, key=Valuer(tables, seat, price, loss).give_cost)[:3]
    assert cheapest_three(Valuer(tables, seat, price, loss), legal) == plain
    # A list that is not the rules' own (fewer sets, or the same in another order) is
    # priced as given, ties in its order.
    for some in (gives[::2], gives[1:] + gives[:1]):
        plain = sorted(some, key=Valuer(tables, seat, price, loss).give_cost)[:3]
        assert cheapest_three(Valuer(tables, seat, price, loss), some) == plain


def test_shapes_that_cost_the_same_are_all_priced() -> None:
    """At a price of one coin a coin is worth a boat part, so three coins, two coins and a
    part, and a coin and two parts cost the same: the tie-break must see all of them."""
    ours = [c for c in range(BOAT_CARDS) if COLOUR_OF[c] == 0]
    boat = (1 << ours[0]) | (1 << ours[1]) | (1 << ours[2])
    tables = [Table(0, boat, 0, 5, 0), Table(1, 0, 1 << ours[3], 0, 0)]
    val = Valuer(tables, 0, 1, 3)
    assert val.gold_value() == val.give_cost(Action(GIVE, 1 << ours[0], 0))
    legal = list(give_choices(boat, 3, 3))
    want = plain_give_choice(Valuer(tables, 0, 1, 3), legal)
    assert give_choice(Valuer(tables, 0, 1, 3), legal) == want
    assert want.b == 1  # the tie-break: fewest coins among the cheapest
    assert give_pick(Valuer(tables, 0, 1, 3), boat, 3, 3, False) == want
    plain = sorted(legal, key=val.give_cost)[:3]
    assert cheapest_three(Valuer(tables, 0, 1, 3), legal) == plain


def test_the_give_back_memory_stays_bounded() -> None:
    """A bot worker lives for hours; every holding it met stayed in memory (1 GB)."""
    from corsairs.games.piratatak import state as piratatak_state

    for held in range(1, 3 * piratatak_state.GIVES_KEPT):
        give_choices(held << 4, 2, 3)
    assert len(piratatak_state._GIVES) <= piratatak_state.GIVES_KEPT
    assert give_choices(0b111, 0, 3) == (Action(GIVE, 0b111, 0),)


def test_sets_of_other_shapes_a_rounding_apart_are_all_priced() -> None:
    """A boat part and three spares, or a coin and three spares, cost the same at a price
    of one coin, but the two shapes' sums round apart (1.45 and 1.4500000000000002): both
    must be priced, or the three candidates are not the three cheapest in the rules'
    order (the rules list the sets with fewer coins first)."""
    tables = [
        Table(1, 576, 7128081, 2, 0),
        Table(-1, 0, 9576712, 0, 0),
        Table(0, 38, 71808, 3, 0),
        Table(-1, 0, 0, 5, 0),
    ]
    seat, price, loss = 2, 1, 4
    me = tables[seat]
    held = me.boat | me.spare
    k = min(loss, held.bit_count() + me.gold)
    gold = min(me.gold, k)
    legal = list(give_choices(held, gold, k))
    val = Valuer(tables, seat, price, loss)
    costs = sorted(val.give_cost(a) for a in legal)
    assert {a.b for a in legal if val.give_cost(a) == costs[1]} == {0, 1}  # two shapes tie
    plain = sorted(legal, key=val.give_cost)[:3]
    assert cheapest_three(Valuer(tables, seat, price, loss), legal) == plain


def test_giving_the_whole_boat_is_priced_as_such() -> None:
    """A boat of one part: giving it costs the boat itself. A shape that left that out
    would look cheap and crowd the cheaper sets out of the search's three candidates."""
    tables = [Table(1, 3328, 7397406, 4, 1), Table(3, 8388608, 524352, 8, 1)]
    seat, price, loss = 1, 1, 6
    me = tables[seat]
    assert me.boat.bit_count() == 1
    held = me.boat | me.spare
    k = min(loss, held.bit_count() + me.gold)
    gold = min(me.gold, k)
    legal = [CANNON_ACTION, *give_choices(held, gold, k)]
    want = plain_give_choice(Valuer(tables, seat, price, loss), legal)
    assert give_pick(Valuer(tables, seat, price, loss), held, gold, k, True) == want
    val = Valuer(tables, seat, price, loss)
    plain = sorted(legal[1:], key=val.give_cost)[:3]
    assert cheapest_three(Valuer(tables, seat, price, loss), legal) == plain


class _Watched(dict[str, Any]):
    """An observation that notes every key read from it."""

    def __init__(self, data: dict[str, Any]) -> None:
        super().__init__(data)
        self.read: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)


def _positions(players: int, moves: int, every: int) -> list[Any]:
    """Positions of a seeded heuristic game, one every ``every`` moves, and its end."""
    game = corsairs.load_game("piratatak", players=players)
    state = game.new_state(seed=5)
    bots = [make_agent("heuristic", game, seed=s) for s in range(players)]
    found = []
    for move in range(moves):
        if state.is_over():
            break
        if move % every == 0:
            found.append(state.clone())
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    return found


def test_determinize_reads_only_what_every_seat_sees() -> None:
    """Hidden-information honesty: ``determinize`` reads only keys the game declares public
    (``public_keys``, which the conformance kit holds equal in every seat's view), never the
    seat, and nothing a leak could add to the observation changes its sample."""
    from corsairs.games.piratatak.game import PiratatakGame

    game = corsairs.load_game("piratatak", players=3)
    for state in _positions(3, 120, 30):
        for seat in range(3):
            view = _Watched(state.observation(seat))
            sample = game.determinize(view, random.Random(seat))
            assert view.read <= PiratatakGame.public_keys - {"seat"}, view.read
            leaked = {**state.to_dict(), **state.observation(seat), "seat": (seat + 1) % 3}
            again = game.determinize(leaked, random.Random(seat))
            assert again.to_dict() == sample.to_dict()


def test_sampler_reads_the_observation_once_and_reorders_only_the_stock() -> None:
    """The search called ``determinize`` at every sample, parsing the observation as a save
    each time; the sampler reads it once. A sample is, draw for draw as determinize drew,
    the true state with its stock's cards (in code order) shuffled by ``rng`` and a fresh
    seed: the search's moves stay the same."""
    from corsairs.agents.ismcts import sampler_hook

    game = corsairs.load_game("piratatak", players=2)
    for number, state in enumerate(_positions(2, 200, 25)):
        seat = state.current_player if state.current_player is not None else 0
        view = state.observation(seat)
        sample = sampler_hook(game)(game, view)
        view.clear()  # read once: the samples need nothing more from it
        a, b = random.Random(number), random.Random(number)
        for _ in range(3):
            plain = state.clone()
            plain.stock = sorted(state.stock)
            b.shuffle(plain.stock)
            plain.seed = b.getrandbits(63)
            assert sample(a).to_dict() == plain.to_dict()
        assert a.random() == b.random()
