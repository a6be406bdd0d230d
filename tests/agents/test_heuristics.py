"""The heuristics' judgement on small constructed positions."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs import record as records
from corsairs.agents.registry import make_agent
from corsairs.games.corsairs.actions import DISCARDS, DRAWS, LAY, PILE, STOCK, Action
from corsairs.games.corsairs.cards import CODES, COLOUR_INDEX, TEXT_CARD, mask_value, parse_mask
from corsairs.games.corsairs.heuristic import (
    analyse,
    best_discard,
    lay_against,
    limit_of,
    stowaways,
    went_round,
)
from corsairs.games.corsairs.partition import best_division, crew_problem, divisions
from corsairs.games.corsairs.state import CorsairsState
from corsairs.games.piratatak.cards import COLOURS as P_COLOURS
from corsairs.games.piratatak.cards import parse_boat_mask
from corsairs.games.piratatak.heuristic import Table, Valuer, buy_choice, give_choice
from corsairs.games.piratatak.state import give_choices
from corsairs.protocol import Game, State

RED = COLOUR_INDEX["red"]
POSITIONS = Path(__file__).parent.parent / "data" / "positions"


def _options(hand: int, closer_crew: int) -> list[Action]:
    return [Action(LAY, d.crew, d.attached) for d in divisions(hand, RED, closer_crew)]


def test_fast_limit_agrees_with_the_partition_module() -> None:
    rng = random.Random(0)
    for _ in range(3000):
        hand = 0
        for c in rng.sample(range(110), rng.randrange(0, 16)):
            hand |= 1 << c
        pier = rng.randrange(10)
        assert analyse(hand, pier)[0] == best_division(hand, pier).limit


def test_best_discard_sheds_the_dearest_stowaway() -> None:
    hand = parse_mask(["B1", "B2", "B3", "G4", "G5", "Y11"])
    lim, card = best_discard(hand, RED)
    assert lim == 0
    assert card == parse_mask(["Y11"]).bit_length() - 1
    assert limit_of(hand, RED) == 6  # crew yellow+green leaves B1 B2 B3


def test_opponent_sends_the_closer_under_with_as_many_cards_as_it_can() -> None:
    hand = parse_mask(["B1", "B2", "B3", "G5", "Y1"])
    crew = parse_mask(["K1", "K2"])  # nothing of ours attaches
    choice = lay_against(hand, RED, 6, _options(hand, crew))
    stow = stowaways(hand, choice, RED)
    assert mask_value(stow) <= 6  # still sends the closer (limit 6) under
    assert stow.bit_count() == 3  # Y1 plus B1 and B2 moved out of the crew
    assert crew_problem(choice.arg, RED) is None


def test_opponent_takes_a_sweep_over_passing_cards() -> None:
    hand = parse_mask(["B1", "B2", "G3", "R7"])
    choice = lay_against(hand, RED, 9, _options(hand, parse_mask(["K1"])))
    assert stowaways(hand, choice, RED) == 0


def test_opponent_that_cannot_send_under_keeps_the_fewest_cards() -> None:
    # The least limit (10) keeps three cards; four small cards (limit 12) would be worse:
    # penalty cards are counted, not summed.
    hand = parse_mask(["B1", "B2", "Y8", "G1", "V1"])
    options = _options(hand, parse_mask(["K5"]))
    choice = lay_against(hand, RED, 2, options)
    fewest = min(stowaways(hand, a, RED).bit_count() for a in options)
    assert stowaways(hand, choice, RED).bit_count() == fewest


def test_heuristic_sails_on_a_sweep() -> None:
    game = corsairs.load_game("corsairs", players=2)
    from corsairs.agents import make_agent

    # Find a real position, then hand the bot an observation whose hand sweeps.
    state = game.new_state(seed=1)
    state.apply("draw stock")
    obs = state.observation(state.current_player)
    pier_colour = obs["pier_colour"]
    colours = [c for c in COLOUR_INDEX if c != pier_colour][:2]
    hand = [f"{CODES[COLOUR_INDEX[colours[0]]]}{n}" for n in range(1, 12)]
    hand += [f"{CODES[COLOUR_INDEX[colours[1]]]}{n}" for n in (1, 2)]
    obs["hand"] = hand
    legal = [game.parse_action(f"{kind} {c}") for c in hand for kind in ("discard", "sail")]
    bot = make_agent("heuristic", game, seed=1)
    action = bot.choose(obs, legal)
    assert str(action).startswith("sail")


def _valuer(tables: list[Table], seat: int = 0) -> Valuer:
    return Valuer(tables, seat, price=3, loss=3)


def _table(
    colour: str | None, boat: list[str], spares: list[str], gold: int = 0, cannons: int = 0
) -> Table:
    return Table(
        P_COLOURS.index(colour) if colour else -1,
        parse_boat_mask(boat),
        parse_boat_mask(spares),
        gold,
        cannons,
    )


def test_piratatak_give_back_keeps_the_last_boat_part() -> None:
    me = _table("red", ["R1"], ["Y2"], gold=2)
    other = _table("yellow", ["Y1"], [])
    val = _valuer([me, other])
    gives = list(give_choices(me.boat | me.spare, me.gold, 3))
    choice = give_choice(val, gives)
    assert not choice.a & me.boat  # R1 stays: without it the boat is lost
    assert choice.b == 2


def test_piratatak_buys_the_winning_part_and_avoids_arming_a_seller() -> None:
    from corsairs.games.piratatak.actions import BUY
    from corsairs.games.piratatak.actions import Action as PAction

    r6 = parse_boat_mask(["R6"]).bit_length() - 1
    # Seat 1 needs only its last yellow part, which we hold as a spare.
    me = _table("red", ["R1", "R2"], ["Y6"], gold=3)
    seller = _table("yellow", ["Y1", "Y2", "Y3", "Y4", "Y5"], ["R6"])
    buy = PAction(BUY, r6, 1)
    assert buy_choice(_valuer([me, seller]), [me, seller], 0, [buy], 3) is None
    # With five parts of our own, the purchase wins the game: always made.
    me5 = _table("red", ["R1", "R2", "R3", "R4", "R5"], ["Y6"], gold=3)
    assert buy_choice(_valuer([me5, seller]), [me5, seller], 0, [buy], 3) == buy


def test_refined_samples_keep_every_card_once_and_the_cards_seen_taken() -> None:
    from corsairs.agents import make_agent
    from corsairs.games.corsairs.heuristic import refine

    game = corsairs.load_game("corsairs", players=3)
    rng = random.Random(5)
    checked = improved = 0
    for seed in range(6):
        state = game.new_state(seed=seed)
        bots = [make_agent("greedy", game, seed=s) for s in range(3)]
        for _ in range(40):
            if state.is_over():
                break
            seat = state.current_player
            assert seat is not None
            obs = state.observation(seat)
            sample = game.determinize(obs, rng)
            assert isinstance(sample, CorsairsState)
            before = list(sample.hands)
            refine(sample, seat, rng)
            assert sample.audit() == []
            assert sample.hands[seat] == before[seat]
            for p, known in enumerate(sample.known):
                assert known & ~sample.hands[p] == 0
            checked += 1
            pc = sample.pier_colour
            if pc >= 0 and sum(limit_of(h, pc) for h in sample.hands) < sum(
                limit_of(h, pc) for h in before
            ):
                improved += 1
            state.apply(bots[seat].choose(obs, state.legal_actions()))
    assert checked > 100
    assert improved > checked // 3  # the opponents' hands really were played forward


def test_refine_plays_each_opponent_forward_by_its_own_turns() -> None:
    """No turn played, no swap: a fresh deal's hands are uniform, and so are the samples'."""
    from corsairs.agents import make_agent
    from corsairs.games.corsairs.actions import DISCARDS, SAIL
    from corsairs.games.corsairs.heuristic import refine

    game = corsairs.load_game("corsairs", players=3)
    rng = random.Random(2)
    state = game.new_state(seed=4)
    seat = state.current_player
    assert seat is not None
    sample = game.determinize(state.observation(seat), rng)
    before = list(sample.hands)  # type: ignore[attr-defined]
    refine(sample, seat, rng)
    assert sample.hands == before  # type: ignore[attr-defined]
    # Later in a round each opponent has played: the samples' hands get better.
    bots = [make_agent("heuristic", game, seed=s) for s in range(3)]
    while state.round_turns < 12:  # type: ignore[attr-defined]
        p = state.current_player
        assert p is not None
        action = bots[p].choose(state.observation(p), state.legal_actions())
        if action.kind == SAIL:  # keep the round going
            action = DISCARDS[action.arg]
        state.apply(action)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    gain = 0
    for _ in range(20):
        sample = game.determinize(obs, rng)
        pc = sample.pier_colour  # type: ignore[attr-defined]
        before = list(sample.hands)  # type: ignore[attr-defined]
        refine(sample, seat, rng)
        assert sample.hands[seat] == before[seat]  # type: ignore[attr-defined]
        for p in range(3):
            if p != seat:
                gain += limit_of(before[p], pc) - limit_of(sample.hands[p], pc)  # type: ignore[attr-defined]
    assert gain > 20 * 2 * 5  # four turns each, about five swaps: limits fall well


def test_win_chances_are_a_distribution_that_favours_fewer_penalty_cards() -> None:
    from corsairs.games.corsairs.heuristic import WIN_CHANCE, win_chances

    for players, params in WIN_CHANCE.items():
        even = win_chances([7] * players, 35, params)
        assert all(abs(x - 1.0 / players) < 1e-12 for x in even)
        ahead = win_chances([3] + [9] * (players - 1), 35, params)
        assert abs(sum(ahead) - 1.0) < 1e-12
        assert ahead[0] > 1.0 / players > ahead[1]
        # The same lead counts for more as the end nears (less luck left to turn it).
        late = win_chances([23] + [29] * (players - 1), 35, params)
        assert late[0] > ahead[0]


def test_evaluate_is_the_result_once_the_game_is_over() -> None:
    from corsairs.games.corsairs.heuristic import evaluate, rollout_policy

    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=3)
    rng = random.Random(3)
    values = evaluate(state)
    assert abs(values[0] - 0.5) < 1e-12  # no penalties yet: even
    while not state.is_over():
        state.apply(rollout_policy(state, rng))
    assert evaluate(state) == state.returns()


def _stand_off(seed: int, players: int) -> tuple[Game, State]:
    """A Corsairs round run down to one stock card (each seat draws from the stock and
    discards the card drawn), then the pile's top card passed once round the table:
    each seat took it and discarded it again."""
    game = corsairs.load_game("corsairs", players=players)
    state = game.new_state(seed=seed)
    while state.observation(0)["stock"] > 1:
        state.apply(DRAWS[STOCK])
        drawn = state.observation(state.current_player)["drawn"]["card"]
        state.apply(DISCARDS[TEXT_CARD[drawn]])
    for _ in range(players):
        top = TEXT_CARD[state.observation(0)["pile"][-1]]
        state.apply(DRAWS[PILE])
        state.apply(DISCARDS[top])
    return game, state


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_the_heuristic_does_not_pass_a_card_round_the_table_again(seed: int, players: int) -> None:
    # The rulebook ends a round only by a sail, the stock's last card (a forced sail) or
    # the pier's last card (annulled); taking the pile's card and discarding it again
    # is allowed ("you are also allowed to discard the card you have just drawn"), so
    # a table of bots that all prefer that pass to the forced sail never ends the round.
    game, state = _stand_off(seed, players)
    assert went_round(state.observation(state.current_player))
    bot = make_agent("heuristic", game, seed=seed)
    choice = bot.choose(state.observation(state.current_player), state.legal_actions())
    assert choice != DRAWS[PILE]


def test_four_heuristics_end_a_stand_off_by_the_rules() -> None:
    # Recorded from four heuristics (game seed 1009, bots 90-93): one stock card left,
    # each seat has just taken the pile's P5 and discarded it again. Before, they went
    # on passing it until the 500-turn safeguard annulled the round (12 of 118 rounds
    # of 30 four-player games). Now the round ends as the rulebook ends rounds.
    rec = records.load(POSITIONS / "corsairs-4p-heuristic-stand-off.json")
    state = records.replay(rec)
    game = state.game
    bots = [make_agent("heuristic", game, seed=90 + k) for k in range(4)]
    start = state.observation(0)["round"]
    while not state.is_over() and state.observation(0)["round"] == start:
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    ended = state.observation(0)["rounds"][-1]
    assert ended.get("reason") != "turn_limit"
    assert ended["turns"] < 100
