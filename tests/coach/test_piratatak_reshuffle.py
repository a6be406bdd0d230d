"""A Piratatak hint at an empty stock: the next draw first shuffles the discard pile into a
new stock (the rulebook; the engine's ``reshuffle="when_needed"``). The hint's odds were the
discard pile's, rightly, but said "Next card a pirate: 8 of 24 cards" beside a stock of 0
cards, with no word of where the 24 came from; the review's reason said "the 24 cards left"."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import corsairs
from corsairs.coach import hint
from corsairs.coach.search import MoveValue, coach_hooks
from corsairs.coach.words import _piratatak_lines, hint_lines, reason_text
from corsairs.games.piratatak.actions import DRAW, DRAW_ACTION, STOP_ACTION
from corsairs.lang import speaking
from corsairs.protocol import State


def _empty_stock() -> State:
    """A 2-player game played at random until a seat may draw from an empty stock."""
    game = corsairs.load_game("piratatak", players=2)
    state = game.new_state(seed=1)
    rng = random.Random(1)
    while True:
        obs, legal = state.observation(state.current_player), state.legal_actions()
        drawing = len(legal) > 1 and any(a.kind == DRAW for a in legal)
        if obs["stock"] == 0 and obs["discard"] and drawing:
            return state
        state.apply(rng.choice(legal))


def _move(action: object, win: float) -> MoveValue:
    return MoveValue(action, str(action), (win,) * 8, (win, 1 - win), {})


def test_at_an_empty_stock_the_odds_are_the_discard_piles_and_say_so() -> None:
    state = _empty_stock()
    game, seat = state.game, state.current_player
    obs = state.observation(seat)
    discard: Counter[str] = Counter(obs["discard"])
    h = hint(game, obs, state.legal_actions(), samples=8)
    d = h.details
    assert d["reshuffle"] is True
    assert (d["cards_left"], d["pirates_left"]) == (sum(discard.values()), discard["pirate"])
    # the engine: the draw shuffles exactly those cards into a new stock and takes one of them
    drawn = state.clone()
    drawn.apply(DRAW_ACTION)
    after = drawn.observation(seat)
    sc = after["stock_cards"]
    new_stock = Counter(sc["boat"]) + Counter({k: sc[k] for k in ("gold", "pirate", "cannon")})
    assert after["discard"] == [] and new_stock + Counter([after["drawn"][-1]]) == discard
    line = next(x for x in hint_lines(h, ["You", "Bea"]) if x.startswith("Next card a pirate"))
    assert "stock is empty" in line and "discard pile" in line and "new stock" in line, line
    hooks = coach_hooks(game)
    assert hooks is not None
    why = hooks.why(game, obs, _move(STOP_ACTION, 0.6), _move(DRAW_ACTION, 0.3))
    assert why is not None and why["reshuffle"] is True and why["cards"] == d["cards_left"]
    said = reason_text({**why, "better": "stop", "worse": "draw"}, ["You", "Bea"])
    assert "discard pile" in said and "new stock" in said, said


def test_with_cards_in_the_stock_the_hint_says_nothing_of_a_reshuffle() -> None:
    game = corsairs.load_game("piratatak", players=2)
    state = game.new_state(seed=3)
    obs = state.observation(state.current_player)
    h = hint(game, obs, state.legal_actions(), samples=8)
    assert h.details["cards_left"] == obs["stock"] and "reshuffle" not in h.details
    line = next(x for x in hint_lines(h, ["You", "Bea"]) if x.startswith("Next card a pirate"))
    assert "every draw is public" in line and "new stock" not in line, line


@pytest.mark.parametrize(
    ("lang", "one"),
    [
        ("en", "the discard pile's only card is shuffled into a new stock before you draw; it was"),
        ("fr", "la pile des écarts (1 carte) est mélangée"),
        ("it", "la pila degli scarti (1 carta) viene mescolata"),
        ("de", "Die abgelegte Karte wird"),
    ],
)
def test_one_card_left_to_shuffle_is_said_as_one(lang: str, one: str) -> None:
    """The terminal's hint said "Die 1 abgelegte Karte wird … gemischt" and "the discard
    pile's 1 card is shuffled …; every one was seen", as the browser did."""
    d = {"pirate_chance": 0.0, "cards_left": 1, "pirates_left": 0, "reshuffle": True}
    with speaking(lang):
        line = _piratatak_lines(d, ["You", "Bea"], ["stop"])[0]
    assert one in line, line
    assert "every one" not in line and "Die 1 " not in line, line


@pytest.mark.parametrize(
    ("lang", "left", "shuffled"),
    [
        ("en", "pirates in the only card left: 1", "pirates in the discard pile's only card,"),
        ("de", "Piraten in der einzigen verbleibenden Karte: 1", "der einzigen abgelegten Karte,"),
    ],
)
def test_the_reviews_reason_says_one_card_as_one(lang: str, left: str, shuffled: str) -> None:
    """The terminal's review read "pirates among the 1 cards left" when one card was left."""
    why = {"code": "stop_now", "pirates": 1, "cards": 1, "wanted": 0, "finishers": 0,
           "parts": 2, "cannons": 0, "loss": 3, "better": "stop", "worse": "draw"}  # fmt: skip
    with speaking(lang):
        said = reason_text(why, ["You", "Bea"])
        said_new = reason_text({**why, "reshuffle": True}, ["You", "Bea"])
    assert left in said, said
    assert shuffled in said_new, said_new
