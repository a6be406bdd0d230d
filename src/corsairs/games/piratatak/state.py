"""The Piratatak game state: one position, mutated by ``apply``.

Every drawn card is shown to all players, so the only hidden thing is the
order of the stock (and the seed that fixes future shuffles). Each seat's boat
and spare cards are 24-bit masks, gold coins and cannons are counts, the stock
and the discard pile are short lists of card codes: ``clone`` copies a few
small lists.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import TYPE_CHECKING, Any

from corsairs.games.piratatak.actions import (
    BUY,
    CANNON_ACTION,
    CANNON_FIRE,
    DISCARD,
    DRAW,
    DRAW_ACTION,
    GIVE,
    PASS,
    PASS_ACTION,
    STOP,
    STOP_ACTION,
    Action,
)
from corsairs.games.piratatak.cards import (
    ALL_BOATS,
    BOAT_CARDS,
    CANNON,
    CARD_TEXT,
    COLOUR_MASK,
    COLOUR_OF,
    COLOURS,
    COPIES,
    GOLD,
    KINDS,
    PIRATE,
    bits,
    colour_names,
    mask_text,
)
from corsairs.lang import _, n_
from corsairs.protocol import IllegalAction, State, check_seat

if TYPE_CHECKING:
    from corsairs.games.piratatak.game import PiratatakGame

# Phases of a turn.
P_TURN, P_DRAWING, P_GIVE, P_OVER = range(4)
PHASES = ("turn", "drawing", "give", "over")
"""``turn``: buy, make the first draw (or, with ``spares_discard``, discard a spare);
``drawing``: draw again or stop;
``give``: choose the cards a pirate takes; ``over``."""

# Counters kept for statistics(), in this order.
STAT_NAMES = (
    "draws",
    "stops",
    "pirate_strikes",
    "cannon_defences",
    "give_backs",
    "cards_given_back",
    "purchases",
    "passes",
    "boats_started",
    "boats_lost",
)
(
    S_DRAWS,
    S_STOPS,
    S_STRIKES,
    S_DEFENCES,
    S_GIVE_BACKS,
    S_GIVEN,
    S_PURCHASES,
    S_PASSES,
    S_STARTED,
    S_LOST,
) = range(len(STAT_NAMES))

BUYS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action(BUY, card, seat) for seat in range(4)) for card in range(BOAT_CARDS)
)
DISCARDS: tuple[Action, ...] = tuple(Action(DISCARD, card) for card in range(BOAT_CARDS))


_GIVES: dict[tuple[int, int, int], tuple[Action, ...]] = {}
GIVES_KEPT = 2048
"""Holdings whose give-backs are remembered: a long-lived bot worker meets tens of
thousands (at 50,000 a search worker held 1 GB of them), and random play finds
even the larger memory's hits in under a quarter of its calls."""


def give_choices(held: int, gold: int, k: int) -> tuple[Action, ...]:
    """Every way to give ``k`` cards from the boat cards ``held`` and ``gold`` coins.

    Most boat cards first; memoised, as the same few holdings recur across games.
    """
    key = (held, gold, k)
    hit = _GIVES.get(key)
    if hit is not None:
        return hit
    single = [1 << c for c in bits(held)]  # distinct bits: their sum is their union
    new = tuple.__new__
    acts: list[Action] = []
    for j in range(min(k, len(single)), max(0, k - gold) - 1, -1):
        coins = k - j
        acts.extend(
            [new(Action, (GIVE, sum(combo), coins, 0)) for combo in combinations(single, j)]
        )
    if len(_GIVES) >= GIVES_KEPT:
        _GIVES.clear()
    hit = _GIVES[key] = tuple(acts)
    return hit


def shuffle_rng(seed: int, shuffle: int) -> random.Random:
    """The shuffle number ``shuffle`` (0 = the first stock): derived from the seed alone."""
    return random.Random(f"piratatak:{seed}:{shuffle}")


def first_player(seed: int, players: int) -> int:
    return random.Random(f"piratatak:{seed}:first").randrange(players)


class PiratatakState(State[Action]):
    game: PiratatakGame

    def __init__(self, game: PiratatakGame, seed: int) -> None:
        n = game.players
        self.game = game
        self.seed = seed
        self.reshuffles = 0
        stock = [c for c in range(KINDS) for _ in range(COPIES[c])]
        shuffle_rng(seed, 0).shuffle(stock)
        self.stock: list[int] = stock
        self.discard: list[int] = []
        self.colour = [-1] * n
        self.boat = [0] * n
        self.spare = [0] * n
        self.gold = [0] * n
        self.cannons = [0] * n
        first = game.rules.first_player
        self.current = first if first is not None else first_player(seed, n)
        self.first = self.current
        self.phase = P_TURN
        self.turns = 1
        self.drawn: list[int] = []
        self.events: list[str] = []
        self.last_seat = -1
        self.last_events: list[str] = []
        self.counts = [0] * len(STAT_NAMES)
        self.win: list[int] = []
        self.ended_by: str | None = None

    # -- the protocol -----------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.phase == P_OVER else self.current

    def is_over(self) -> bool:
        return self.phase == P_OVER

    def winners(self) -> list[int]:
        return list(self.win) if self.phase == P_OVER else []

    def scores(self) -> list[int]:
        """Boat parts per seat."""
        return [b.bit_count() for b in self.boat]

    def tie_break(self) -> list[int]:
        """Boats of one size behind the winner placed by their gold, the more the better
        (three coins buy a part); the rulebook ranks only the winner (docs/piratatak.md)."""
        return list(self.gold)

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == P_DRAWING:
            if self.stock or self.discard:
                return [DRAW_ACTION, STOP_ACTION]
            return [STOP_ACTION]
        if phase == P_TURN:
            acts = [DRAW_ACTION if self.stock or self.discard else PASS_ACTION]
            p = self.current
            col = self.colour[p]
            if col >= 0 and self.gold[p] >= self.game.rules.purchase_price:
                want = COLOUR_MASK[col]
                for s, sp in enumerate(self.spare):
                    if s != p and sp & want:
                        acts.extend(BUYS[c][s] for c in bits(sp & want))
            if self.game.rules.spares_discard:
                acts.extend(DISCARDS[c] for c in bits(self.spare[p]))
            return acts
        if phase == P_GIVE:
            return self._give_actions()
        return []

    def _give_count(self, p: int) -> int:
        held = (self.boat[p] | self.spare[p]).bit_count() + self.gold[p]
        if self.game.rules.cannons_given:
            held += self.cannons[p]
        return min(self.game.rules.pirate_loss, held)

    def give_terms(self) -> tuple[int, int, int, bool]:
        """The give-back the seat to move owes: (cards held, coins usable, how many, cannon?).

        The legal give-backs are ``give_choices`` of the first three, after the
        cannon if the last is true; a bot that prices sets itself starts here. (With the
        rule option ``cannons_given`` the sets with cannons follow: ``_give_actions``.)
        """
        p = self.current
        k = self._give_count(p)
        cannon = bool(self.game.rules.cannon_optional and self.cannons[p])
        return self.boat[p] | self.spare[p], min(self.gold[p], k), k, cannon

    def _give_actions(self) -> list[Any]:
        held, gold, k, cannon = self.give_terms()
        gives = list(give_choices(held, gold, k))
        if self.game.rules.cannons_given:
            # Then the sets with 1, 2, ... cannons (rule option cannons_given).
            for n in range(1, min(self.cannons[self.current], k) + 1):
                gives += [
                    Action(GIVE, g.a, g.b, n) for g in give_choices(held, min(gold, k - n), k - n)
                ]
        if cannon:
            return [CANNON_ACTION, *gives]
        return gives

    def _problem(self, action: Any) -> str | None:
        """Why ``action`` is illegal now, or None if it is legal."""
        if type(action) is not Action:
            return _("not a Piratatak action: {action}").format(action=repr(action))
        phase = self.phase
        if phase == P_OVER:
            return _("the game is over")
        kind = action.kind
        p = self.current
        if kind == DISCARD:
            return self._discard_problem(p, action)
        if (action.a or action.b) and kind != BUY and kind != GIVE:
            return _("a malformed action: only 'buy' and 'give' name cards")
        if action.c and kind != GIVE:
            return _("a malformed action: only 'give' names cannons")
        if phase == P_GIVE:
            if kind == CANNON_FIRE:
                if not self.cannons[p]:
                    return _("you have no cannon")
                return None
            if kind != GIVE:
                return _("a pirate! give back cards: e.g. 'give R3 gold gold'")
            mask, coins = action.a, action.b
            if not 0 <= mask <= ALL_BOATS:
                return _("not a set of boat cards")
            absent = mask & ~(self.boat[p] | self.spare[p])
            if absent:
                return _("you do not hold {cards}").format(cards=" ".join(mask_text(absent)))
            if coins < 0:
                return _("a number of gold coins cannot be negative")
            if coins > self.gold[p]:
                have = self.gold[p]
                said = n_("you have only {n} gold coin", "you have only {n} gold coins", have)
                return said.format(n=have)
            cannons = action.c
            if cannons:
                if not self.game.rules.cannons_given:
                    return _("cannons are never given back at these rules (option cannons_given)")
                if cannons < 0:
                    return _("a number of cannons cannot be negative")
                if cannons > self.cannons[p]:
                    have = self.cannons[p]
                    said = n_("you have only {n} cannon", "you have only {n} cannons", have)
                    return said.format(n=have)
            k = self._give_count(p)
            if mask.bit_count() + coins + cannons != k:
                return n_("give back exactly {n} card", "give back exactly {n} cards", k).format(
                    n=k
                )
            return None
        if kind == DRAW:
            if not (self.stock or self.discard):
                return _("the stock and the discard pile are both empty: buy or pass")
            return None
        if phase == P_DRAWING:
            if kind == STOP:
                return None
            return _("draw again ('draw') or stop ('stop')")
        # P_TURN
        if kind == PASS:
            if self.stock or self.discard:
                return _("you must draw at least once ('draw') or buy{or_discard}").format(
                    or_discard=self._or_discard()
                )
            return None
        if kind == BUY:
            card, seller = action.a, action.b
            n = self.game.players
            if not 0 <= seller < n or seller == p:
                said = _("the seller must be another seat (0..{last}), not {seller}")
                return said.format(last=n - 1, seller=seller)
            col = self.colour[p]
            if col < 0:
                return _("you have no boat yet: only a boat's owner buys cards for it")
            if not 0 <= card < BOAT_CARDS or COLOUR_OF[card] != col:
                said = _("your boat is {colour}: buy only {colour} cards")
                return said.format(colour=colour_names()[col])
            if not self.spare[seller] >> card & 1:
                said = _("seat {seller} has no {card} among their spare cards")
                return said.format(seller=seller, card=CARD_TEXT[card])
            price = self.game.rules.purchase_price
            if self.gold[p] < price:
                said = n_(
                    "a boat card costs {price} gold coins; you have {n}",
                    "a boat card costs {price} gold coins; you have {n}",
                    self.gold[p],
                )
                return said.format(price=price, n=self.gold[p])
            return None
        if kind == STOP:
            return _("draw at least once before you stop")
        return _("draw ('draw') or buy ('buy CARD from SEAT'){or_discard}").format(
            or_discard=self._or_discard()
        )

    def _or_discard(self) -> str:
        """The turn's other way, named in a refusal when the rule option allows it."""
        if not self.game.rules.spares_discard:
            return ""
        return _(", or discard a spare card ('discard R3')")

    def _discard_problem(self, p: int, action: Action) -> str | None:
        """Why a ``discard`` (rule option ``spares_discard``) is illegal now, or None."""
        if not self.game.rules.spares_discard:
            return _("there is no 'discard' at these rules (rule option spares_discard)")
        if action.b or action.c:
            return _("a malformed action: 'discard' names one card")
        if self.phase != P_TURN:
            return _("a spare card is discarded only at the start of your turn, instead of drawing")
        card = action.a
        if not 0 <= card < BOAT_CARDS or not self.spare[p] >> card & 1:
            what = CARD_TEXT[card] if 0 <= card < BOAT_CARDS else repr(card)
            return _("you have no {card} among your spare cards").format(card=what)
        return None

    def is_legal(self, action: Action | str) -> bool:
        if isinstance(action, str):
            try:
                action = self.game.parse_action(action)
            except IllegalAction:  # BadNotation: text that is not an action
                return False
        return self._problem(action) is None

    def apply(self, action: Action | str) -> None:
        if isinstance(action, str):
            action = self.game.parse_action(action)
        why = self._problem(action)
        if why is not None:
            said = _("illegal action {action}: {why}")
            raise IllegalAction(said.format(action=action, why=why))
        kind = action.kind
        p = self.current
        if kind == DRAW:
            self._draw(p)
        elif kind == STOP:
            self.counts[S_STOPS] += 1
            self.events.append("stop")
            self._end_turn()
        elif kind == GIVE:
            self._give(p, action.a, action.b, action.c)
            self._end_turn()
        elif kind == CANNON_FIRE:
            self._fire(p)
            self._end_turn()
        elif kind == BUY:
            self._buy(p, action.a, action.b)
        elif kind == DISCARD:
            self._discard_spare(p, action.a)
        else:
            self.counts[S_PASSES] += 1
            self.events.append("pass")
            self._end_turn()

    # -- the moves --------------------------------------------------------------------

    def _reshuffle(self) -> None:
        self.reshuffles += 1
        stock = self.discard
        shuffle_rng(self.seed, self.reshuffles).shuffle(stock)
        self.stock = stock
        self.discard = []
        self.events.append("reshuffle")

    def _draw(self, p: int) -> None:
        if not self.stock:
            self._reshuffle()
        card = self.stock.pop()
        if not self.stock and self.discard and self.game.rules.reshuffle == "at_once":
            self._reshuffle()
        self.counts[S_DRAWS] += 1
        self.drawn.append(card)
        self.events.append("draw " + CARD_TEXT[card])
        self.phase = P_DRAWING
        if card < BOAT_CARDS:
            self._place(p, card)
        elif card == GOLD:
            self.gold[p] += 1
        elif card == CANNON:
            self.cannons[p] += 1
        else:
            self._pirate(p)

    def _place(self, p: int, card: int) -> None:
        """A boat card goes on the boat, starts one, or joins the spares (or, with
        ``foreign_card="discard"``, a boatless player's card of a colour another player
        builds goes to the discard pile)."""
        c = COLOUR_OF[card]
        bit = 1 << card
        col = self.colour[p]
        if col == c:
            self.boat[p] |= bit
        elif col < 0 and c not in self.colour:
            self.colour[p] = c
            self.counts[S_STARTED] += 1
            self.events.append(f"start {COLOURS[c]} boat")
            self.boat[p] = bit
            if self.game.rules.spares_join_boat:
                join = self.spare[p] & COLOUR_MASK[c]
                self.spare[p] ^= join
                self.boat[p] |= join
                if join:
                    # said, or a boat started with one card showed three
                    cards = " ".join(CARD_TEXT[k] for k in range(BOAT_CARDS) if join >> k & 1)
                    self.events.append("join " + cards)
        elif col < 0 and self.game.rules.foreign_card == "discard":
            # Another player builds this colour: the option drops the card.
            self.discard.append(card)
            self.events.append("drop " + CARD_TEXT[card])
            return
        else:
            self.spare[p] |= bit
            return
        if self.boat[p] == COLOUR_MASK[c]:
            self._finish([p], "boat")

    def _pirate(self, p: int) -> None:
        self.discard.append(PIRATE)
        rules = self.game.rules
        if self.cannons[p]:
            if not rules.cannon_optional:
                self._fire(p)
                self._end_turn()
                return
        else:
            held = self.boat[p] | self.spare[p]
            k = self._give_count(p)
            if not held or k == held.bit_count() + self.gold[p]:
                # Only one way to pay: no choice to ask for.
                self._give(p, held if k else 0, k - held.bit_count() if k else 0)
                self._end_turn()
                return
        self.phase = P_GIVE

    def _fire(self, p: int) -> None:
        self.cannons[p] -= 1
        self.discard.append(CANNON)
        self.counts[S_DEFENCES] += 1
        self.events.append("cannon")

    def _give(self, p: int, mask: int, coins: int, cannons: int = 0) -> None:
        self.counts[S_STRIKES] += 1
        self.counts[S_GIVE_BACKS] += 1
        self.counts[S_GIVEN] += mask.bit_count() + coins + cannons
        self.events.append(str(Action(GIVE, mask, coins, cannons)))
        discard = self.discard
        discard.extend(bits(mask))
        discard.extend([GOLD] * coins)
        discard.extend([CANNON] * cannons)
        self.gold[p] -= coins
        self.cannons[p] -= cannons
        self.spare[p] &= ~mask
        if self.boat[p] & mask:
            self.boat[p] &= ~mask
            if not self.boat[p] and self.game.rules.lost_boat == "colour_free":
                self.colour[p] = -1
                self.counts[S_LOST] += 1
                self.events.append("boat lost")

    def _buy(self, p: int, card: int, seller: int) -> None:
        price = self.game.rules.purchase_price
        self.gold[p] -= price
        if self.game.rules.coins_to == "seller":
            self.gold[seller] += price
        else:
            self.discard.extend([GOLD] * price)
        self.spare[seller] ^= 1 << card
        self.boat[p] |= 1 << card
        self.counts[S_PURCHASES] += 1
        self.events.append(f"buy {CARD_TEXT[card]} from {seller}")
        c = self.colour[p]
        if self.boat[p] == COLOUR_MASK[c]:
            self._finish([p], "boat")
        else:
            self._end_turn()

    def _discard_spare(self, p: int, card: int) -> None:
        """Rule option ``spares_discard``: a spare card to the discard pile; the turn ends."""
        self.spare[p] ^= 1 << card
        self.discard.append(card)
        self.events.append("discard " + CARD_TEXT[card])
        self._end_turn()

    def _end_turn(self) -> None:
        if self.phase == P_OVER:
            return
        self.last_seat = self.current
        self.last_events = self.events
        self.events = []
        self.drawn = []
        limit = self.game.rules.turn_limit
        if limit is not None and self.turns >= limit:
            if self.game.rules.limit_winners == "most_parts":
                parts = self.scores()
                best = max(parts)
                self._finish([s for s, v in enumerate(parts) if v == best], "turn_limit")
            else:
                self._finish([], "turn_limit")
            return
        self.current = (self.current + 1) % self.game.players
        self.turns += 1
        self.phase = P_TURN
        if self.game.rules.spares_start_boat and self.colour[self.current] < 0:
            self._start_from_spares(self.current)

    def _start_from_spares(self, p: int) -> None:
        """House rule ``spares_start_boat``: a boatless player's spares of a free colour
        become their boat (the colour with the most spares, ties in colour order)."""
        best = -1
        most = 0
        for c in range(len(COLOURS)):
            held = (self.spare[p] & COLOUR_MASK[c]).bit_count()
            if held > most and c not in self.colour:
                best, most = c, held
        if best < 0:
            return
        join = self.spare[p] & COLOUR_MASK[best]
        self.spare[p] ^= join
        self.boat[p] = join
        self.colour[p] = best
        self.counts[S_STARTED] += 1
        self.events.append(f"start {COLOURS[best]} boat")
        if join == COLOUR_MASK[best]:
            self._finish([p], "boat")

    def _finish(self, winners: list[int], how: str) -> None:
        self.phase = P_OVER
        self.win = winners
        self.ended_by = how
        if how == "boat":
            self.events.append("win")

    # -- views ------------------------------------------------------------------------

    def tables(self) -> list[dict[str, Any]]:
        """Each seat's cards in front of them: boat colour and parts, spares, gold, cannons."""
        return [
            {
                "colour": COLOURS[colour] if colour >= 0 else None,
                "boat": mask_text(boat),
                "spares": mask_text(spare),
                "gold": gold,
                "cannons": cannons,
            }
            for colour, boat, spare, gold, cannons in zip(
                self.colour, self.boat, self.spare, self.gold, self.cannons, strict=True
            )
        ]

    def _public(self) -> dict[str, Any]:
        """What every seat knows: all of the state except the stock order and the seed."""
        return {
            "game": "piratatak",
            "players": self.game.players,
            "phase": PHASES[self.phase],
            "current": self.current,
            "first_player": self.first,
            "turn": self.turns,
            "reshuffles": self.reshuffles,
            "tables": self.tables(),
            "discard": list(map(CARD_TEXT.__getitem__, self.discard)),
            "drawn": list(map(CARD_TEXT.__getitem__, self.drawn)),
            "turn_events": list(self.events),
            "last_turn": (
                {"seat": self.last_seat, "events": list(self.last_events)}
                if self.last_seat >= 0
                else None
            ),
            "counts": dict(zip(STAT_NAMES, self.counts, strict=True)),
            "winners": list(self.win),
            "ended_by": self.ended_by,
        }

    def stock_contents(self) -> list[int]:
        """How many cards of each code the stock holds (public: every drawn card was shown)."""
        have = list(COPIES)
        for c in self.discard:
            have[c] -= 1
        for s in range(self.game.players):
            for c in bits(self.boat[s] | self.spare[s]):
                have[c] -= 1
            have[GOLD] -= self.gold[s]
            have[CANNON] -= self.cannons[s]
        return have

    def _stock_cards(self) -> dict[str, Any]:
        """``stock_contents`` as the observation writes it, from the masks in one pass.

        Every observation carries it, so it walks no card's bits; a state whose cards
        are not each in one place (which ``unaccounted`` refuses) is counted card by card.
        """
        discard = self.discard
        gold = COPIES[GOLD] - discard.count(GOLD)
        pirate = COPIES[PIRATE] - discard.count(PIRATE)
        cannon = COPIES[CANNON] - discard.count(CANNON)
        gone = 0  # the boat cards out of the stock: discarded or on a table
        if len(discard) > COPIES[GOLD] - gold + COPIES[PIRATE] - pirate + COPIES[CANNON] - cannon:
            for c in discard:
                if c < BOAT_CARDS:
                    if gone >> c & 1:
                        return self._stock_cards_counted()
                    gone |= 1 << c
        for s in range(self.game.players):
            held = self.boat[s] | self.spare[s]
            if gone & held:
                return self._stock_cards_counted()
            gone |= held
            gold -= self.gold[s]
            cannon -= self.cannons[s]
        return {
            "boat": mask_text(ALL_BOATS & ~gone),
            "gold": gold,
            "pirate": pirate,
            "cannon": cannon,
        }

    def _stock_cards_counted(self) -> dict[str, Any]:
        have = self.stock_contents()
        return {
            "boat": [CARD_TEXT[c] for c in range(BOAT_CARDS) if have[c]],
            "gold": have[GOLD],
            "pirate": have[PIRATE],
            "cannon": have[CANNON],
        }

    def observation(self, seat: int | None) -> dict[str, Any]:
        check_seat(seat, self.game.players)
        obs = self._public()
        rules = self.game.rules
        # One store a key (not ``update`` with keywords: every move of every bot asks).
        obs["seat"] = seat
        obs["current_player"] = self.current_player
        obs["stock"] = len(self.stock)
        obs["stock_cards"] = self._stock_cards()
        obs["price"] = rules.purchase_price
        # where the price goes: a seller told "bought yellow 6 from you" is told it was paid
        obs["coins_to"] = rules.coins_to
        obs["pirate_loss"] = rules.pirate_loss
        obs["cannons_given"] = rules.cannons_given
        # where a card goes that the player cannot build with (public, as the price)
        obs["foreign_card"] = rules.foreign_card
        obs["spares_join_boat"] = rules.spares_join_boat
        obs["scores"] = self.scores()
        obs["over"] = self.phase == P_OVER
        return obs

    def to_dict(self) -> dict[str, Any]:
        d = self._public()
        d["rules"] = self.game.rules_dict()
        d["seed"] = self.seed
        d["stock"] = [CARD_TEXT[c] for c in self.stock]
        return d

    def turn_mark(self) -> tuple[int, ...]:
        """A player's turn runs from their first action to its end: draws, a pirate's
        strike and its give-back."""
        seat = self.current_player
        return (-1 if seat is None else seat, self.turns)

    def statistics(self) -> dict[str, Any]:
        stats: dict[str, Any] = {
            "turns": self.turns,
            "first_player": self.first,
            "reshuffles": self.reshuffles,
        }
        stats.update(zip(STAT_NAMES, self.counts, strict=True))
        win = self.winners()
        stats["winners"] = win
        stats["winner"] = win[0] if len(win) == 1 else None
        stats["ended_by"] = self.ended_by
        stats["boat_parts"] = self.scores()
        return stats

    def audit(self) -> list[str]:
        problems = []
        why = unaccounted(self)
        if why:
            problems.append(why)
        n = self.game.players
        for s in range(n):
            col = self.colour[s]
            if col < 0:
                if self.boat[s]:
                    problems.append(f"seat {s} has boat cards but no boat")
                continue
            if self.colour.count(col) > 1:
                problems.append(f"two players build the {COLOURS[col]} boat")
            empty_ok = self.game.rules.lost_boat == "colour_kept"
            if (not self.boat[s] and not empty_ok) or self.boat[s] & ~COLOUR_MASK[col]:
                problems.append(f"seat {s}: boat cards do not match the {COLOURS[col]} boat")
            if self.game.rules.spares_join_boat and self.spare[s] & COLOUR_MASK[col]:
                problems.append(f"seat {s} keeps spares of their own colour")
            if self.gold[s] < 0 or self.cannons[s] < 0:
                problems.append(f"seat {s} has a negative count")
        if self.phase == P_OVER:
            if self.ended_by == "boat" and len(self.win) != 1:
                problems.append("a boat win has one winner")
        elif not 0 <= self.current < n:
            problems.append("no current player")
        return problems

    # -- copying ----------------------------------------------------------------------

    def clone(self) -> PiratatakState:
        new = object.__new__(PiratatakState)
        d = new.__dict__
        d.update(self.__dict__)
        d["stock"] = self.stock[:]
        d["discard"] = self.discard[:]
        d["colour"] = self.colour[:]
        d["boat"] = self.boat[:]
        d["spare"] = self.spare[:]
        d["gold"] = self.gold[:]
        d["cannons"] = self.cannons[:]
        d["drawn"] = self.drawn[:]
        d["events"] = self.events[:]
        d["last_events"] = self.last_events[:]
        d["counts"] = self.counts[:]
        d["win"] = self.win[:]
        return new


def unaccounted(state: PiratatakState) -> str | None:
    """Why the 55 cards of ``state`` are not each in exactly one place, or None."""
    count = [0] * KINDS
    for c in state.stock:
        count[c] += 1
    for c in state.discard:
        count[c] += 1
    for s in range(state.game.players):
        for c in bits(state.boat[s]):
            count[c] += 1
        for c in bits(state.spare[s]):
            count[c] += 1
        if (state.boat[s] | state.spare[s]) & ~ALL_BOATS:
            return f"seat {s} holds a card that is not a boat card"
        count[GOLD] += state.gold[s]
        count[CANNON] += state.cannons[s]
    if count == list(COPIES):
        return None
    wrong = [
        f"{CARD_TEXT[c]}: {count[c]} instead of {COPIES[c]}"
        for c in range(KINDS)
        if count[c] != COPIES[c]
    ]
    return "cards not accounted for exactly once: " + "; ".join(wrong)
