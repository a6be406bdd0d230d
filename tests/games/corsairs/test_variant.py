"""Issue 22: the variant options (smaller deck, one-round game), the ``tiny`` preset and
``stack_deal`` (a deal from a deck chosen card by card)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.agents.registry import make_agent
from corsairs.games.corsairs.cards import DECK_SIZE, bits
from corsairs.games.corsairs.game import CorsairsGame
from corsairs.games.corsairs.rules import PRESETS
from corsairs.games.corsairs.state import CorsairsState
from corsairs.protocol import BadOption
from corsairs.testing import check_game

MEDIUM = {"colours": 4, "numbers": 6, "hand_size": 5, "pier_size": 3}


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"colours": 1}, "colours"),
        ({"colours": 11}, "colours"),
        ({"numbers": 0}, "numbers"),
        ({"numbers": 12}, "numbers"),
        ({"colours": "two"}, "colours"),
        ({"max_rounds": 0}, "max_rounds"),
        ({"preset": "huge"}, "preset"),
        ({"colours": 2, "numbers": 3}, "colours=2 x numbers=3"),  # 6 cards for 2 hands of 12
    ],
)
def test_bad_variant_options_are_refused_naming_the_option(
    options: dict[str, Any], named: str
) -> None:
    with pytest.raises(BadOption, match=named):
        corsairs.load_game("corsairs", players=2, **options)


def test_an_unknown_option_lists_preset_among_the_known_ones() -> None:
    # docs/rules.md names ``preset`` an option; the refusal's list of known options said
    # otherwise, and a newcomer reading it would not learn that presets exist.
    with pytest.raises(BadOption, match=r"known options: .*\bpreset\b"):
        corsairs.load_game("corsairs", players=2, colors=4)


def test_the_tiny_preset_expands_and_explicit_options_win() -> None:
    game = corsairs.load_game("corsairs", players=2, preset="tiny")
    rules = game.rules_dict()
    assert {k: rules[k] for k in PRESETS["tiny"]} == PRESETS["tiny"]
    assert "preset" not in rules  # saved as the options it stands for: it loads back
    again = corsairs.load_game("corsairs", players=2, **rules)
    assert again.rules_dict() == rules
    wider = corsairs.load_game("corsairs", players=2, preset="tiny", numbers=4)
    assert wider.rules.numbers == 4 and wider.rules.hand_size == 1


def _deck(options: dict[str, Any]) -> set[int]:
    colours, numbers = options["colours"], options["numbers"]
    return {11 * c + n for c in range(colours) for n in range(numbers)}


@pytest.mark.parametrize(("players", "options"), [(2, {"preset": "tiny"}), (3, MEDIUM)])
def test_a_variant_deals_only_its_cards(players: int, options: dict[str, Any]) -> None:
    game = corsairs.load_game("corsairs", players=players, **options)
    assert isinstance(game, CorsairsGame)
    rules = game.rules_dict()
    deck = _deck(rules)
    for seed in range(20):
        state = game.new_state(seed=seed)
        assert state.audit() == []
        dealt = set(state.pier) | set(state.pile) | set(state.stock)
        for hand in state.hands:
            assert hand.bit_count() == rules["hand_size"]
            dealt |= set(bits(hand))
        assert dealt == deck
        assert state.observation(0)["deck"] == {
            "colours": rules["colours"],
            "numbers": rules["numbers"],
        }
    assert "deck" not in corsairs.load_game("corsairs", players=2).new_state(1).observation(0)


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {"preset": "tiny"}), (3, {"preset": "tiny"}), (4, {**MEDIUM, "numbers": 8}), (2, MEDIUM)],
)
def test_variant_games_pass_the_conformance_kit(players: int, options: dict[str, Any]) -> None:
    """Includes observation secrecy: determinize deals only the variant's unseen cards."""
    game = corsairs.load_game("corsairs", players=players, **options)
    counts = check_game(game, seeds=(0, 1, 2, 3), secrecy_every=2)
    assert counts["games"] == 4 and counts["secrecy"] > 0


def test_max_rounds_ends_the_game_after_that_many_rounds() -> None:
    game = corsairs.load_game("corsairs", players=3, max_rounds=2, **MEDIUM)
    assert isinstance(game, CorsairsGame)
    rng = random.Random(5)
    for seed in range(10):
        state = game.new_state(seed=seed)
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        assert state.round <= 2 and len(state.round_dicts()) <= 2
    one = corsairs.load_game("corsairs", players=2, preset="tiny").new_state(seed=0)
    assert isinstance(one, CorsairsState)
    while not one.is_over():
        one.apply(one.legal_actions()[-1])
    assert len(one.round_dicts()) == 1


@pytest.mark.parametrize("bot", ["random", "greedy", "heuristic", "novice"])
@pytest.mark.parametrize(("players", "options"), [(2, {"preset": "tiny"}), (3, MEDIUM)])
def test_bots_play_the_variant_legally(bot: str, players: int, options: dict[str, Any]) -> None:
    game = corsairs.load_game("corsairs", players=players, **options)
    agents = [make_agent(bot, game, seed=seat) for seat in range(players)]
    for seed in range(4):
        state = game.new_state(seed=seed)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            action = agents[seat].choose(state.observation(seat), state.legal_actions())
            assert state.is_legal(action), action
            state.apply(action)
            assert state.audit() == []


def test_heuristic_counts_only_the_variant_cards_as_unseen() -> None:
    from corsairs.games.corsairs.heuristic import View

    game = corsairs.load_game("corsairs", players=2, preset="tiny")
    state = game.new_state(seed=3)
    view = View(state.observation(0))
    assert set(view.unseen) <= _deck(game.rules_dict())
    assert len(view.unseen) == 6 - 3  # own hand, pier and discard are seen


def test_stack_deal_deals_the_given_order_and_refuses_bad_decks() -> None:
    game = corsairs.load_game("corsairs", players=2, preset="tiny")
    assert isinstance(game, CorsairsGame)
    state = game.new_state(seed=0)
    cards = sorted(_deck(game.rules_dict()))
    state.stack_deal(cards)
    # Dealer 0: seat 1 gets the first card, seat 0 the second, then pier, discard, stock.
    assert state.hands == [1 << cards[1], 1 << cards[0]]
    assert state.pier == [cards[2]] and state.pile == [cards[3]]
    assert sorted(state.stock) == cards[4:] and state.stock[-1] == cards[-1]
    before = state.to_dict()
    for bad in ([*cards[:-1], cards[0]], cards[:-1], [*cards[:-1], 99], [*cards[:-1], -1]):
        with pytest.raises(ValueError):
            state.stack_deal(bad)
        assert state.to_dict() == before
    state.apply("draw stock")
    with pytest.raises(ValueError, match="before the round's first draw"):
        state.stack_deal(cards)


def test_default_rules_keep_the_full_deck() -> None:
    game = corsairs.load_game("corsairs", players=4)
    assert isinstance(game, CorsairsGame)
    assert game.left_out == 0 and game.deck.bit_count() == DECK_SIZE


@given(
    st.integers(2, 4),
    st.integers(0, 2**32),
    st.randoms(use_true_random=False),
)
@settings(max_examples=40, deadline=None)
def test_any_stacked_deck_deals_its_order_and_stays_sound(
    players: int, seed: int, rng: random.Random
) -> None:
    game = corsairs.load_game(
        "corsairs", players=players, colours=3, numbers=6, hand_size=3, pier_size=2
    )
    assert isinstance(game, CorsairsGame)
    state = game.new_state(seed=seed)
    deck = [*state.pier, *state.pile, *state.stock]
    for hand in state.hands:
        deck += bits(hand)
    rng.shuffle(deck)
    state.stack_deal(deck)
    assert state.audit() == []
    first = (state.dealer + 1) % players
    for i in range(players * 3):
        assert state.hands[(first + i) % players] >> deck[i] & 1
    k = players * 3 + game.pier_size
    assert state.pier == deck[players * 3 : k] and state.pile == [deck[k]]
    assert state.stock == deck[k + 1 :]
