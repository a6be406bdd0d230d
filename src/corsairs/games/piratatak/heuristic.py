"""The Piratatak heuristic: push your luck by expected value, with an eye on the race.

Every drawn card is public, so the stock's contents are known and only their
order is hidden: the chance of each card on the next draw is exact. Cards are
valued in boat parts (the sixth part of one's own boat is a win); a pirate
costs the cheapest cards one must give back, or a cannon. When an opponent is
a part or two from winning, losing cards matters less than finishing first, so
the bot draws on harder. Purchases that finish the boat always happen; others
happen unless the price would hand the seller the coins to buy its own last
part from us. Give-backs keep the boat's last part and the spares opponents
need (they must buy those from us).

``rollout_policy`` and ``evaluate`` are the search hooks for
``corsairs.agents.ismcts`` (a fast version of the same rules on a sampled state).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from corsairs.agents import option_words as words
from corsairs.agents.base import Agent
from corsairs.games.piratatak.actions import (
    BUY,
    CANNON_ACTION,
    CANNON_FIRE,
    DISCARD,
    DRAW,
    DRAW_ACTION,
    GIVE,
    STOP,
    STOP_ACTION,
    Action,
)
from corsairs.games.piratatak.cards import (
    BOAT_CARDS,
    CANNON,
    CARD_TEXT,
    COLOUR_MASK,
    COLOUR_OF,
    COLOURS,
    GOLD,
    PARTS,
    PIRATE,
    bits,
    parse_card,
)
from corsairs.games.piratatak.gives import cheapest_gives
from corsairs.games.piratatak.rules import card_rules
from corsairs.games.piratatak.state import P_GIVE, give_choices
from corsairs.protocol import Game, State

WIN = 20.0
PART = 1.0
WHOLE_BOAT = 2.0 * PART
"""What giving back every part of one's boat costs beyond the parts: its colour."""
FINISHING = 0.5 * WIN
"""What giving back a spare that a rival's boat lacks as its last part *gains*.

Kept, it waits in our spares for the rival to buy it (the seller cannot
refuse) and win at once; given to a pirate, it goes to the discard pile and
must come round the stock again. Any value above the other cards' makes it
the first card a give-back takes; a large one also gives boat parts with it
rather than fire an optional cannon and keep it."""
BOLDNESS = 0.5
"""Drawing also keeps the turn going, which the next card's value alone leaves out:
the bot draws while that value is above minus this (in boat parts). Measured
against the greedy bot, stopping at a value of 0 loses clearly; at 0.5 it stops
only when a pirate would cost dearly and pirates are thick in the stock."""


SHIELD = 0
"""Gold the bot keeps against a pirate when it buys (option ``shield``; 0: buys freely).

A seat without a cannon gives back cards of its choice to a pirate; gold given
is a boat part kept. A purchase that leaves fewer coins than a pirate takes
trades one part for the next pirate's: with ``shield=3``, a bot buys only what
finishes its boat, or what leaves it 3 coins or a cannon. Against plain
heuristics (``corsairs arena``, seed 1) it wins 51.9% of 4,000 2-player games,
36.6% of 6,000 3-player and 27.1% of 6,000 4-player games, each interval above
the fair share; but its games last longer (103 decisions a 4-player game against
89), so simulations with ``policy:shield=3`` run at about 0.8x greedy's games per
second, below the 1.0x that ``policy`` must keep. ``heuristic``, ``policy`` and
the ``strong`` level therefore keep 0 (the ladder's figures were made with it)."""


class Table:
    """One seat's cards, from the observation or from a state."""

    __slots__ = ("boat", "cannons", "colour", "gold", "spare")

    def __init__(self, colour: int, boat: int, spare: int, gold: int, cannons: int) -> None:
        self.colour = colour
        self.boat = boat
        self.spare = spare
        self.gold = gold
        self.cannons = cannons

    @property
    def parts(self) -> int:
        return self.boat.bit_count()


_BIT: dict[str, int] = {t: 1 << i for i, t in enumerate(CARD_TEXT[:BOAT_CARDS])}
"""A boat card's text -> its bit: observations write cards canonically, and a dict
look-up costs a fraction of ``parse_card`` (simulations decide tens of thousands of times)."""
_NCOL = len(COLOURS)
_KEY: dict[str, int] = {t: COLOUR_OF[i] for i, t in enumerate(CARD_TEXT[:BOAT_CARDS])}


_COLOUR: dict[str | None, int] = {c: i for i, c in enumerate(COLOURS)} | {None: -1}


def _mask(texts: Sequence[str]) -> int:
    """Boat card texts -> their bitmask (a seat's cards are distinct: the sum is the union)."""
    if not texts:
        return 0
    try:
        return sum(map(_BIT.__getitem__, texts))
    except KeyError:  # a non-canonical spelling
        m = 0
        for c in texts:
            m |= 1 << parse_card(c)
        return m


def tables_of(obs: Mapping[str, Any]) -> list[Table]:
    return [
        Table(_COLOUR[t["colour"]], _mask(t["boat"]), _mask(t["spares"]), t["gold"], t["cannons"])
        for t in obs["tables"]
    ]


def valuer_of(obs: Mapping[str, Any], seat: int, tables: list[Table] | None = None) -> Valuer:
    """The seat's ``Valuer`` from an observation, by the table's rules as it states them."""
    drops_foreign, spares_join = card_rules(obs)
    return Valuer(
        tables_of(obs) if tables is None else tables,
        seat,
        int(obs.get("price", 3)),
        int(obs.get("pirate_loss", 3)),
        drops_foreign=drops_foreign,
        spares_join=spares_join,
    )


def state_valuer(s: Any, seat: int, tables: list[Table] | None = None) -> Valuer:
    """The seat's ``Valuer`` on a (sampled) state, by its game's rules."""
    rules = s.game.rules
    return Valuer(
        _state_tables(s) if tables is None else tables,
        seat,
        rules.purchase_price,
        rules.pirate_loss,
        drops_foreign=rules.foreign_card == "discard",
        spares_join=rules.spares_join_boat,
    )


def stock_of(obs: Mapping[str, Any]) -> list[int]:
    """The cards the next draw comes from (the discard pile once the stock is empty)."""
    if obs["stock"]:
        sc = obs["stock_cards"]
        cards = [parse_card(t) for t in sc["boat"]]
        return cards + [GOLD] * sc["gold"] + [PIRATE] * sc["pirate"] + [CANNON] * sc["cannon"]
    out = []
    for t in obs["discard"]:
        if t == "pirate":
            out.append(PIRATE)
        elif t == "gold":
            out.append(GOLD)
        elif t == "cannon":
            out.append(CANNON)
        else:
            out.append(parse_card(t))
    return out


def count_stock(stock: Sequence[int]) -> tuple[dict[int, int], int]:
    """The next draw's cards counted by kind (boat cards by colour), and how many in all."""
    counts: dict[int, int] = {}
    for c in stock:
        # Boat cards of one colour are worth the same: count by colour.
        key = COLOUR_OF[c] if c < BOAT_CARDS else c
        counts[key] = counts.get(key, 0) + 1
    return counts, len(stock)


def stock_counts(obs: Mapping[str, Any]) -> tuple[dict[int, int], int]:
    """``count_stock(stock_of(obs))`` read straight from the observation's counts."""
    if not obs["stock"]:
        return count_stock(stock_of(obs))
    sc = obs["stock_cards"]
    counts: dict[int, int] = {}
    get = _KEY.get
    for t in sc["boat"]:
        key = get(t)
        if key is None:  # a non-canonical spelling
            key = COLOUR_OF[parse_card(t)]
        counts[key] = counts.get(key, 0) + 1
    n = len(sc["boat"])
    for code, k in ((GOLD, sc["gold"]), (PIRATE, sc["pirate"]), (CANNON, sc["cannon"])):
        if k:
            counts[code] = k
            n += k
    return counts, n


def draw_gain_of(obs: Mapping[str, Any], seat: int) -> float:
    """``valuer_of(obs, seat).counted_gain(*stock_counts(obs))``, read in one pass.

    Most of a game's decisions are draw or stop, and a simulation makes tens of
    thousands: this reads only what that call needs (no ``Table`` per seat, no
    ``Valuer``) and adds the same terms in the same order, so that the sum is the
    same to the bit (``tests/agents/test_speedups.py`` holds it to
    that). A change to ``Valuer``'s values must be made here too.
    """
    counts, n = stock_counts(obs)
    if not n:
        return -1.0
    tables = obs["tables"]
    me = tables[seat]
    colour = _COLOUR[me["colour"]]
    boat = _mask(me["boat"])
    spare = _mask(me["spares"])
    parts = boat.bit_count()
    want = COLOUR_MASK[colour] if colour >= 0 else 0
    built: set[int] = set()
    threat = 0
    buyable = False
    for s, t in enumerate(tables):
        if s != seat:
            c = _COLOUR[t["colour"]]
            if c >= 0:
                built.add(c)
            theirs = t["boat"]
            # Only a threat of PARTS - 2 or more changes ``risk``, and a list of cards
            # never has more parts than texts: a shorter one need not be read.
            if len(theirs) > PARTS - 3:
                p = _mask(theirs).bit_count()
                if p > threat:
                    threat = p
            if want and not buyable and _mask(t["spares"]) & want:
                buyable = True
    price = max(1, int(obs.get("price", 3)))
    gold_value = (0.5 if colour < 0 else 1.0 if buyable else 0.6) * PART / price
    unguarded = -1.0  # ``Valuer.unguarded_cost``, once needed
    total = 0.0
    for key, k in counts.items():
        if key < _NCOL:  # ``Valuer.boat_value``
            if key == colour:
                v = WIN if parts == PARTS - 1 else PART
            elif colour < 0 and key not in built:
                spares_join = obs.get("spares_join_boat", True) is not False
                joining = (spare & COLOUR_MASK[key]).bit_count() if spares_join else 0
                v = PART * (1 + joining) * 0.9
            elif key in built:
                v = 0.0 if colour < 0 and obs.get("foreign_card") == "discard" else 0.35
            else:
                v = 0.1 if colour < 0 else 0.05
        elif key == GOLD:
            v = gold_value
        else:  # a cannon or a pirate: what a pirate takes without a cannon
            if unguarded < 0:
                values = [PART * (3.0 if parts == 1 else 1.0)] * parts
                spare_value = 0.1 if colour < 0 else 0.05
                for c in range(_NCOL):
                    m = (spare & COLOUR_MASK[c]).bit_count()
                    if m:
                        values += [0.35 if c in built else spare_value] * m
                values += [gold_value] * me["gold"]
                values.sort()
                unguarded = sum(values[: int(obs.get("pirate_loss", 3))])
            cannons = me["cannons"]
            if key == CANNON:
                v = unguarded * (0.5 if cannons == 0 else 0.15)
            elif cannons:
                v = -(unguarded * (0.5 if cannons == 1 else 0.15))
            else:
                risk = 1.0 if threat <= PARTS - 3 else 0.6 if threat == PARTS - 2 else 0.3
                v = -(unguarded * risk)
        total += k * v
    return total / n


class Valuer:
    """What cards are worth to ``seat`` in boat parts, given every table."""

    def __init__(
        self,
        tables: list[Table],
        seat: int,
        price: int,
        loss: int,
        *,
        drops_foreign: bool = False,
        spares_join: bool = True,
    ) -> None:
        self.tables = tables
        self.seat = seat
        self.me = tables[seat]
        self.price = max(1, price)
        self.loss = loss
        self.drops_foreign = drops_foreign
        """Without a boat, a card of a colour another player builds is dropped
        (``foreign_card="discard"``)."""
        self.spares_join = spares_join
        built: set[int] = set()
        threat = 0
        finishing = 0
        for s, t in enumerate(tables):  # one pass: this runs at every decision
            if s != seat:
                if t.colour >= 0:
                    built.add(t.colour)
                parts = t.boat.bit_count()
                if parts > threat:
                    threat = parts
                if parts == PARTS - 1 and t.colour >= 0:
                    finishing |= COLOUR_MASK[t.colour] & ~t.boat & self.me.spare
        self.built = built
        self.finishing = finishing
        """Our spares that a rival's boat lacks as its last part (see ``FINISHING``)."""
        # Close to losing the race, cards kept matter less than parts gained.
        self.risk = 1.0 if threat <= PARTS - 3 else 0.6 if threat == PARTS - 2 else 0.3
        self._gold = self._gold_value()
        self._held: list[tuple[float, str, int]] | None = None
        self._unguarded: float | None = None
        self._card_losses: list[float] | None = None

    def buyable(self) -> bool:
        me = self.me
        if me.colour < 0:
            return False
        want = COLOUR_MASK[me.colour]
        return any(s != self.seat and t.spare & want for s, t in enumerate(self.tables))

    def gold_value(self) -> float:
        return self._gold

    def _gold_value(self) -> float:
        if self.me.colour < 0:
            return 0.5 * PART / self.price
        return (1.0 if self.buyable() else 0.6) * PART / self.price

    def boat_value(self, card: int) -> float:
        me = self.me
        c = COLOUR_OF[card]
        if c == me.colour:
            return WIN if me.parts == PARTS - 1 else PART
        if me.colour < 0 and c not in self.built:
            joining = (me.spare & COLOUR_MASK[c]).bit_count() if self.spares_join else 0
            return PART * (1 + joining) * 0.9
        if c in self.built:
            if me.colour < 0 and self.drops_foreign:
                return 0.0  # foreign_card="discard": it never reaches our spares
            return 0.35  # an opponent must buy it from us
        return 0.1 if me.colour < 0 else 0.05

    def draw_value(self, card: int) -> float:
        if card < BOAT_CARDS:
            return self.boat_value(card)
        if card == GOLD:
            return self.gold_value()
        if card == CANNON:
            return self.unguarded_cost() * (0.5 if self.me.cannons == 0 else 0.15)
        return -self.pirate_cost()

    def held(self) -> list[tuple[float, str, int]]:
        """Cards a pirate may take, as (value, kind, card), cheapest first."""
        if self._held is None:
            self._held = self._held_cards()
        return self._held

    def _held_cards(self) -> list[tuple[float, str, int]]:
        me = self.me
        out: list[tuple[float, str, int]] = []
        parts = me.parts
        for c in bits(me.boat):
            out.append((PART * (3.0 if parts == 1 else 1.0), "boat", c))
        for c in bits(me.spare):
            col = COLOUR_OF[c]
            v = 0.35 if col in self.built else 0.1 if me.colour < 0 else 0.05
            out.append((v, "spare", c))
        out += [(self.gold_value(), "gold", GOLD)] * me.gold
        out.sort(key=lambda t: t[0])
        return out

    def unguarded_cost(self) -> float:
        """What a pirate takes without a cannon: the ``loss`` cheapest cards held."""
        if self._unguarded is None:
            # The values alone, sorted as ``held`` sorts them: the same sum, to the bit.
            me = self.me
            parts = me.parts
            values = [PART * (3.0 if parts == 1 else 1.0)] * parts
            spare_value = 0.1 if me.colour < 0 else 0.05
            for c in range(_NCOL):
                n = (me.spare & COLOUR_MASK[c]).bit_count()
                if n:
                    values += [0.35 if c in self.built else spare_value] * n
            values += [self.gold_value()] * me.gold
            values.sort()
            self._unguarded = sum(values[: self.loss])
        return self._unguarded

    def pirate_cost(self) -> float:
        if self.me.cannons:
            return self.unguarded_cost() * (0.5 if self.me.cannons == 1 else 0.15)
        return self.unguarded_cost() * self.risk

    def draw_gain(self, stock: Sequence[int]) -> float:
        """Expected value of the next card, a pirate's cost included (exact odds)."""
        return self.counted_gain(*count_stock(stock))

    def counted_gain(self, counts: Mapping[int, int], n: int) -> float:
        """``draw_gain`` from the stock counted by ``count_stock`` or ``stock_counts``."""
        if not n:
            return -1.0
        total = 0.0
        boat_value, draw_value = self.boat_value, self.draw_value
        for key, k in counts.items():
            total += k * (boat_value(key * PARTS) if key < _NCOL else draw_value(key))
        return total / n

    def give_cost(self, action: Action) -> float:
        me = self.me
        lost_parts = (action.a & me.boat).bit_count()
        cost = action.b * self.gold_value()
        if lost_parts and lost_parts == me.parts:
            cost += WHOLE_BOAT  # the boat itself is gone, colour and all
        lose = self._card_losses
        if lose is None:
            lose = self._card_losses = self._losses()
        m = action.a
        while m:  # the cards lowest first, as ``bits`` gives them (the sum's order is kept)
            low = m & -m
            m ^= low
            cost += lose[low.bit_length() - 1]
        if action.c:  # cannons_given: the cannon would have met the next pirate
            cost += action.c * 0.5 * self.unguarded_cost()
        return cost

    def cheapest_gives(self, held: int, gold: int, k: int, n: int) -> list[tuple[float, Action]]:
        """At least the ``n`` cheapest sets of ``give_choices(held, gold, k)``, priced.

        The same prices as ``give_cost`` without pricing every set (see ``gives``).
        """
        lose = self._card_losses
        if lose is None:
            lose = self._card_losses = self._losses()
        return cheapest_gives(
            held, self.me.boat, gold, k, lose, self.gold_value(), WHOLE_BOAT, self.give_cost, n
        )

    def _losses(self) -> list[float]:
        """What giving each boat card costs (a give-back decision prices dozens of sets)."""
        boat, built, finishing = self.me.boat, self.built, self.finishing
        return [
            PART
            if boat >> c & 1
            else -FINISHING
            if finishing >> c & 1
            else 0.35
            if COLOUR_OF[c] in built
            else 0.05
            for c in range(BOAT_CARDS)
        ]


class HeuristicAgent(Agent):
    """Expected-value push-your-luck, race-aware, with careful purchases and give-backs."""

    name = "heuristic"
    takes_forced_moves = True  # ``choose``'s first line

    def __init__(
        self,
        game: Game,
        seed: int | None = None,
        boldness: float = BOLDNESS,
        shield: int = SHIELD,
    ) -> None:
        super().__init__(game, seed)
        if not isinstance(boldness, int | float) or isinstance(boldness, bool):
            raise ValueError(words.boldness())
        if not isinstance(shield, int) or isinstance(shield, bool) or shield < 0:
            raise ValueError(words.shield())
        self.boldness = float(boldness)
        self.shield = shield

    @property
    def spec(self) -> str:
        extra = f",shield={self.shield}" if self.shield != SHIELD else ""
        return f"heuristic:boldness={self.boldness}{extra}"

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        if (
            len(legal_actions) == 2
            and DRAW_ACTION in legal_actions
            and STOP_ACTION in legal_actions
        ):
            # Draw or stop, nothing else: most decisions (a shortcut of the rules below).
            gain = draw_gain_of(observation, observation["seat"])
            return DRAW_ACTION if gain + self.boldness > 0 else STOP_ACTION
        seat = observation["seat"]
        tables = tables_of(observation)
        val = valuer_of(observation, seat, tables)
        kinds = {a.kind for a in legal_actions}
        if GIVE in kinds or CANNON_FIRE in kinds:
            return give_choice(val, legal_actions)
        buys = [a for a in legal_actions if a.kind == BUY]
        price = int(observation.get("price", 3))
        if DISCARD in kinds:
            shed = discard_choice(val, tables, legal_actions, price)
            if shed is not None:
                return shed
        if buys:
            pick = buy_choice(val, tables, seat, buys, price, self.shield)
            if pick is not None:
                return pick
        if DRAW in kinds and STOP in kinds:
            gain = val.counted_gain(*stock_counts(observation))
            return DRAW_ACTION if gain + self.boldness > 0 else STOP_ACTION
        for a in legal_actions:
            if a.kind == DRAW:
                return a
        return legal_actions[0]


def give_pick(val: Valuer, held: int, gold: int, k: int, cannon: bool) -> Any:
    """``give_choice`` of every legal give-back (``PiratatakState.give_terms``), fast."""
    best_cost, best = min(
        val.cheapest_gives(held, gold, k, 1), key=lambda t: (t[0], t[1].b, t[1].a)
    )
    return CANNON_ACTION if cannon and _rather_fire(val, best_cost) else best


def _rather_fire(val: Valuer, cheapest: float) -> bool:
    """Fire the cannon (when the rules let one choose) if every give-back costs this much."""
    return cheapest > 0.5 * val.unguarded_cost()


def _owed(val: Valuer, gives: list[Any]) -> tuple[int, int, int] | None:
    """(cards held, coins usable, how many) if ``gives`` is the rules' own list, in its order.

    Only then may the cheapest shapes stand for the whole list (``give_choices``).
    """
    me = val.me
    k = gives[0].a.bit_count() + gives[0].b
    held, gold = me.boat | me.spare, min(me.gold, k)
    return (held, gold, k) if tuple(gives) == give_choices(held, gold, k) else None


def give_choice(val: Valuer, legal: Sequence[Any]) -> Any:
    """The cheapest give-back, or the cannon when every give-back costs dearly."""
    gives = [a for a in legal if a.kind == GIVE]
    cannon = next((a for a in legal if a.kind == CANNON_FIRE), None)
    if not gives:
        return cannon if cannon is not None else legal[0]
    owed = _owed(val, gives)
    if owed is not None:
        return give_pick(val, *owed, cannon is not None)
    best = min(gives, key=lambda a: (val.give_cost(a), a.b, a.a))
    if cannon is not None and _rather_fire(val, val.give_cost(best)):
        return cannon
    return best


def discard_choice(val: Valuer, tables: list[Table], legal: Sequence[Any], price: int) -> Any:
    """With ``spares_discard``: discard a spare a rival's boat lacks as its last part
    when that rival can pay for it now, else None (keep every spare: it sells).

    Kept, the rival buys it at its next turn and wins (the seller cannot refuse);
    the turn spent discarding is cheaper than the game. A winning purchase of our
    own comes first (None: ``buy_choice`` makes it)."""
    if not val.finishing:
        return None
    if val.me.parts == PARTS - 1 and any(a.kind == BUY for a in legal):
        return None
    for t in tables:
        if t is not val.me and t.gold >= price and t.colour >= 0:
            wanted = COLOUR_MASK[t.colour] & val.finishing
            for a in legal:
                if a.kind == DISCARD and wanted >> a.a & 1:
                    return a
    return None


def buy_choice(
    val: Valuer, tables: list[Table], seat: int, buys: list[Any], price: int, shield: int = SHIELD
) -> Any | None:
    """The purchase to make, or None to draw instead (``shield``: see ``SHIELD``)."""
    me = tables[seat]
    if me.parts == PARTS - 1:
        return min(buys, key=lambda a: (tables[a.b].parts, a.b, a.a))
    if me.gold - price < shield and not me.cannons:
        return None
    safe = []
    for a in buys:
        seller = tables[a.b]
        # Coins that let the seller buy its own last part from us are a gift of the game.
        danger = (
            seller.colour >= 0
            and seller.parts == PARTS - 1
            and me.spare & COLOUR_MASK[seller.colour]
        )
        if not danger:
            safe.append(a)
    if not safe:
        return None
    return min(safe, key=lambda a: (tables[a.b].parts, a.b, a.a))


# -- search hooks ------------------------------------------------------------------------


def _state_tables(s: Any) -> list[Table]:
    return [
        Table(s.colour[p], s.boat[p], s.spare[p], s.gold[p], s.cannons[p])
        for p in range(s.game.players)
    ]


def rollout_policy(state: State, rng: random.Random) -> Any:
    """The heuristic's rules on a sampled state, cheaply (all tables are public)."""
    s: Any = state
    p = s.current
    rules = s.game.rules
    if s.phase == P_GIVE:
        val = state_valuer(s, p)
        if rules.cannons_given:  # sets with cannons: priced from the legal list
            return give_choice(val, state.legal_actions())
        # Without listing every give-back (hundreds of sets with a dozen cards).
        held, gold, k, cannon = s.give_terms()
        return give_pick(val, held, gold, k, cannon)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    tables = _state_tables(s)
    val = state_valuer(s, p, tables)
    kinds = {a.kind for a in legal}
    buys = [a for a in legal if a.kind == BUY]
    if DISCARD in kinds:
        shed = discard_choice(val, tables, legal, rules.purchase_price)
        if shed is not None:
            return shed
    if buys:
        # No shield: the rollouts play the heuristic the search meets (shielded rollouts
        # measured worse, docs/bots.md).
        pick = buy_choice(val, tables, p, buys, rules.purchase_price)
        if pick is not None:
            return pick
    if DRAW in kinds and STOP in kinds:
        stock = s.stock or s.discard
        return DRAW_ACTION if val.draw_gain(stock) + BOLDNESS > 0 else STOP_ACTION
    return legal[0]


def evaluate(state: State) -> list[float]:
    """Win chances: the result when over, else a softmax over parts (gold counts a little)."""
    if state.is_over():
        return state.returns()
    s: Any = state
    price = max(1, s.game.rules.purchase_price)
    score = [
        b.bit_count() + 0.5 * g / price + 0.2 * min(1, c)
        for b, g, c in zip(s.boat, s.gold, s.cannons, strict=True)
    ]
    top = max(score)
    w = [math.exp(1.2 * (x - top)) for x in score]
    total = sum(w)
    return [x / total for x in w]


def candidates(state: State, legal: list[Any]) -> list[Any]:
    """The moves worth searching: the heuristic's clear calls are taken as they are.

    Draw or stop is searched only when the next card's value is near the
    heuristic's threshold; a give-back among the three cheapest; a purchase
    against drawing. Two near-equal moves and a few hundred noisy rollouts
    otherwise make a coin toss of an easy call. With the rule option
    ``spares_discard``, one discard is weighed, the cheapest spare's (a rival's
    last part first, priced as a gain): it is the turn's way to draw nothing from
    a stock full of pirates.
    """
    s: Any = state
    if not s.game.rules.spares_discard:
        return _searched(s, legal)
    discards = [a for a in legal if a.kind == DISCARD]
    moves = _searched(s, [a for a in legal if a.kind != DISCARD])
    if discards:
        val = state_valuer(s, s.current)
        moves.append(min(discards, key=lambda a: val.give_cost(Action(GIVE, 1 << a.a, 0))))
    return moves


def _searched(state: Any, legal: list[Any]) -> list[Any]:
    """``candidates`` among moves other than a discard."""
    if len(legal) <= 1:
        return legal
    s = state
    p = s.current
    rules = s.game.rules
    tables = _state_tables(s)
    val = state_valuer(s, p, tables)
    kinds = {a.kind for a in legal}
    if GIVE in kinds or CANNON_FIRE in kinds:
        return [a for a in legal if a.kind == CANNON_FIRE] + cheapest_three(val, legal)
    if DRAW in kinds and STOP in kinds:
        gain = val.draw_gain(s.stock or s.discard) + BOLDNESS
        if gain > CLEAR:
            return [DRAW_ACTION]
        if gain < -CLEAR:
            return [STOP_ACTION]
        return [DRAW_ACTION, STOP_ACTION]
    buys = [a for a in legal if a.kind == BUY]
    if buys:
        pick = buy_choice(val, tables, p, buys, rules.purchase_price)
        rest = [a for a in legal if a.kind != BUY]
        return rest + ([pick] if pick is not None else [])
    return legal


def cheapest_three(val: Valuer, legal: list[Any]) -> list[Any]:
    """The three cheapest give-backs in ``legal``, ties in its order (as a stable sort)."""
    gives = [a for a in legal if a.kind == GIVE]
    owed = _owed(val, gives)
    if owed is None:
        # Not the rules' own list: price what was given.
        return sorted(gives, key=val.give_cost)[:3]
    priced = val.cheapest_gives(*owed, 3)
    priced.sort(key=lambda t: (t[0], t[1].b))
    cut = priced[min(2, len(priced) - 1)]
    top = [t for t in priced if (t[0], t[1].b) <= (cut[0], cut[1].b)]
    # ``give_choices`` lists most cards first, each count's sets in ``combinations`` order.
    top.sort(key=lambda t: (t[0], t[1].b, list(bits(t[1].a))))
    return [a for _, a in top[:3]]


CLEAR = 0.3
"""How far from the threshold (in boat parts) a draw-or-stop call counts as clear."""

HORIZON = 60
"""Turns per player a rollout may take before ``evaluate`` judges the tables.

Rollouts play to the end of the game: a Piratatak game is short (a few dozen
turns) and every drawn card is public, so a whole game costs about what three
turns and a guess did, and its result is a true win or loss instead of a
softmax over parts that knows nothing of the stock or of the spares. With
three turns the search gained little over the heuristic it rolls out with.
This cap only guards against a game that never ends."""


def outcome(state: State, action: Any, seat: int) -> Any:
    """The card a draw turns face up in this sample (every drawn card is public), else None."""
    if action.kind != DRAW:
        return None
    s: Any = state
    return s.stock[-1] if s.stock else None


def rollout_done(start: State, state: State) -> bool:
    """The end of the game (or the ``HORIZON`` cap, which games do not reach)."""
    s: Any = state
    return state.is_over() or s.turns >= getattr(start, "turns", 0) + HORIZON * s.game.players


__all__ = [
    "HeuristicAgent",
    "candidates",
    "evaluate",
    "outcome",
    "rollout_done",
    "rollout_policy",
]
