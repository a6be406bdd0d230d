"""The greedy Piratatak bot: values each card for its own boat and weighs the
gain of one more draw against what a pirate would take.

It looks only at the observation (every drawn card is public, so the stock's
contents are known, just not their order). ``suggest`` is also the terminal's
default action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from corsairs.agents.base import Agent
from corsairs.games.piratatak.actions import BUY, CANNON_FIRE, DRAW, GIVE, STOP, Action
from corsairs.games.piratatak.cards import (
    BOAT_CARDS,
    CANNON,
    COLOUR_OF,
    COLOURS,
    GOLD,
    PARTS,
    PIRATE,
    bits,
    parse_card,
)
from corsairs.games.piratatak.rules import card_rules
from corsairs.protocol import Game

WIN = 100.0
PART = 1.0
SPARE_SOLD = 0.15
"""A spare card another player builds: they may buy it from us."""
SPARE_IDLE = 0.05
FIRST_CANNON = 0.6
MORE_CANNON = 0.2


class View:
    """The bot's reading of an observation for one seat."""

    def __init__(self, obs: Mapping[str, Any], seat: int) -> None:
        tables = obs["tables"]
        me = tables[seat]
        self.colour = COLOURS.index(me["colour"]) if me["colour"] is not None else -1
        self.boat = {parse_card(t) for t in me["boat"]}
        self.spares = [parse_card(t) for t in me["spares"]]
        self.gold = int(me["gold"])
        self.cannons = int(me["cannons"])
        self.taken = {
            COLOURS.index(t["colour"])
            for s, t in enumerate(tables)
            if s != seat and t["colour"] is not None
        }
        self.finishing = {
            c
            for s, t in enumerate(tables)
            if s != seat and t["colour"] is not None and len(t["boat"]) == PARTS - 1
            for c in self.spares
            if COLOURS[COLOUR_OF[c]] == t["colour"]
        }
        """Our spares a rival's boat lacks as its last part: kept, the rival buys one and
        wins (the seller cannot refuse), so a pirate takes them first."""
        self.price = int(obs.get("price", 3))
        self.loss = int(obs.get("pirate_loss", 3))
        self.drops_foreign, self.spares_join = card_rules(obs)
        """A card of a colour another player builds goes to the discard pile, not to our
        spares, while we have no boat; our spares join a boat we start."""

    def boat_card_value(self, card: int) -> float:
        c = COLOUR_OF[card]
        if c == self.colour:
            return WIN if len(self.boat) == PARTS - 1 else PART
        if self.colour < 0 and c not in self.taken:
            joining = sum(1 for s in self.spares if COLOUR_OF[s] == c) if self.spares_join else 0
            return PART * (1 + joining)
        if c in self.taken:
            return 0.0 if self.colour < 0 and self.drops_foreign else SPARE_SOLD
        return SPARE_IDLE

    def gold_value(self) -> float:
        return PART / self.price * (1.0 if self.colour >= 0 else 0.5)

    def draw_value(self, card: int) -> float:
        if card < BOAT_CARDS:
            return self.boat_card_value(card)
        if card == GOLD:
            return self.gold_value()
        if card == CANNON:
            return FIRST_CANNON if self.cannons == 0 else MORE_CANNON
        return 0.0

    def held_values(self) -> list[float]:
        """What each card a pirate may take is worth to us, cheapest first."""
        vals = [PART] * len(self.boat)
        vals += [SPARE_SOLD if COLOUR_OF[s] in self.taken else SPARE_IDLE for s in self.spares]
        vals += [self.gold_value()] * self.gold
        return sorted(vals)

    def pirate_cost(self) -> float:
        if self.cannons:
            return FIRST_CANNON if self.cannons == 1 else MORE_CANNON
        return sum(self.held_values()[: self.loss])

    def give_cost(self, action: Action) -> float:
        cost = action.b * self.gold_value()
        if action.c:  # cannons_given: the last cannon given is the next pirate unguarded
            cost += action.c * MORE_CANNON
            if action.c >= self.cannons:
                cost += FIRST_CANNON - MORE_CANNON
        for c in bits(action.a):
            if c in self.boat:
                cost += PART
            elif c in self.finishing:
                cost -= WIN
            else:
                cost += SPARE_SOLD if COLOUR_OF[c] in self.taken else SPARE_IDLE
        return cost


def next_stock(obs: Mapping[str, Any]) -> list[int]:
    """The cards the next draw comes from: the stock, or the discard pile to be shuffled."""
    if obs["stock"]:
        sc = obs["stock_cards"]
        cards = [parse_card(t) for t in sc["boat"]]
        cards += [GOLD] * sc["gold"] + [PIRATE] * sc["pirate"] + [CANNON] * sc["cannon"]
        return cards
    return [parse_card(t) for t in obs["discard"]]


def draw_gain(obs: Mapping[str, Any], view: View) -> float:
    """Expected gain of one more draw, counting a pirate's cost as negative."""
    cards = next_stock(obs)
    if not cards:
        return -1.0
    total = 0.0
    for c in cards:
        total += -view.pirate_cost() if c == PIRATE else view.draw_value(c)
    return total / len(cards)


def suggest(obs: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
    """The greedy choice among ``legal_actions`` for the seat to play."""
    if not legal_actions:
        return None
    seat = obs.get("current_player")
    if seat is None:
        return None
    view = View(obs, seat)
    kinds = {a.kind for a in legal_actions}
    buys = [a for a in legal_actions if a.kind == BUY]
    if buys:
        # A bought card is one sure part; pay the seat with the smallest boat.
        parts = obs["scores"]
        return min(buys, key=lambda a: (parts[a.b], a.b, a.a))
    if GIVE in kinds or CANNON_FIRE in kinds:
        gives = [a for a in legal_actions if a.kind == GIVE]
        best = min(gives, key=lambda a: (view.give_cost(a), a.b, a.a)) if gives else None
        if CANNON_FIRE in kinds:
            cannon = next(a for a in legal_actions if a.kind == CANNON_FIRE)
            if best is None or view.give_cost(best) > view.pirate_cost():
                return cannon
        return best
    if DRAW in kinds and STOP in kinds:
        want = DRAW if draw_gain(obs, view) > 0 else STOP
        return next(a for a in legal_actions if a.kind == want)
    return legal_actions[0]


class GreedyAgent(Agent):
    """Buys whenever it can; draws again while the expected gain beats the pirate risk."""

    name = "greedy"

    def __init__(self, game: Game, seed: int | None = None) -> None:
        super().__init__(game, seed)

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        return suggest(observation, legal_actions)
