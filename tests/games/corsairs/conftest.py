"""Building Corsairs positions card by card for rule tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

import corsairs
from corsairs.games.corsairs.cards import CARD_TEXT, parse_card
from corsairs.games.corsairs.state import CorsairsState

Builder = Callable[..., CorsairsState]


def build_state(
    players: int = 2,
    hands: Sequence[Sequence[str]] = (),
    pier: Sequence[str] = (),
    pile: Sequence[str] = (),
    stock: Sequence[str] | None = None,
    penalty: Sequence[Sequence[str]] | None = None,
    current: int = 0,
    dealer: int | None = None,
    phase: str = "draw",
    rules: dict[str, Any] | None = None,
    seed: int = 1,
    **extra: Any,
) -> CorsairsState:
    """A state in which the named cards are where the test says.

    Cards not named anywhere go to the bottom of the stock (or, when
    ``stock`` is given, the named stock is the top and the rest lies under it).
    """
    game = corsairs.load_game("corsairs", players=players, **(rules or {}))
    base = game.new_state(seed=seed).to_dict()
    hands = [list(h) for h in hands] + [[] for _ in range(players - len(hands))]
    piles = [list(p) for p in (penalty or [[] for _ in range(players)])]
    used = {c for h in hands for c in h} | set(pier) | set(pile) | {c for p in piles for c in p}
    named_stock = list(stock or [])
    used |= set(named_stock)
    rest = [CARD_TEXT[i] for i in range(110) if CARD_TEXT[i] not in used]
    # The stock's top is its last element; the named stock cards come first off it.
    stock_list = rest + list(reversed(named_stock)) if stock is not None else rest
    if extra.pop("only_stock", False):
        stock_list = list(reversed(named_stock))
        for c in rest:  # park every other card in the first penalty pile
            piles[0].append(c)
    for name in (*used, *stock_list):
        parse_card(name)
    d = dict(base)
    d.update(
        hands=[sorted(h, key=parse_card) for h in hands],
        pier=list(pier),
        pile=list(pile),
        pile_seats=[None] * len(pile),  # who discarded them: not said
        stock=stock_list,
        penalty=[sorted(p, key=parse_card) for p in piles],
        known=[[] for _ in range(players)],
        taken=[],
        current=current,
        dealer=(current - 1) % players if dealer is None else dealer,
        phase=phase,
        drawn=None,
        drawn_src=None,
        must_sail=False,
        closer=None,
        laid=[False] * players,
        crews=[[] for _ in range(players)],
        attached=[[] for _ in range(players)],
        prisoners=[[] for _ in range(players)],
        stowaways=[[] for _ in range(players)],
        round_turns=0,
    )
    d.update(extra)
    state = game.state_from_dict(d)
    assert isinstance(state, CorsairsState)
    return state


@pytest.fixture
def make_state() -> Builder:
    return build_state


def play_out(state: corsairs.State, seed: int = 0, limit: int = 100_000) -> None:
    """Finish a game with uniformly random legal actions."""
    import random

    rng = random.Random(seed)
    for _ in range(limit):
        if state.is_over():
            return
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("game did not end")
