"""The Corsairs game state: one position, mutated by ``apply``.

Hands, penalty piles and laid-down parts are int bitmasks over the 110 cards;
the pier, the discard pile and the stock are short lists of card indices.
``clone`` copies a handful of ints and three small lists.
"""

from __future__ import annotations

import hashlib
import sys
from array import array
from collections.abc import Sequence
from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from corsairs.games.corsairs.actions import (
    DISCARD,
    DISCARDS,
    DRAW,
    DRAWS,
    LAY,
    PIER,
    PILE,
    SAIL,
    SAILS,
    SOURCES,
    STOCK,
    Action,
)
from corsairs.games.corsairs.cards import (
    CARD_TEXT,
    COLOUR_OF,
    COLOURS,
    DECK_SIZE,
    NUMBER_MASK,
    NUMBERS_VALUE,
    bits,
    mask_text,
    mask_value,
)
from corsairs.games.corsairs.lay_down import passing_counts
from corsairs.games.corsairs.outcome import decided
from corsairs.games.corsairs.partition import (
    attach_problem,
    closer_crews,
    closer_numbers,
    crew_problem,
    lay_out,
    nibbles,
    opponent_front,
    pareto,
)
from corsairs.games.corsairs.past_rounds import PastRounds, copy_round
from corsairs.games.corsairs.scoring import Settlement, settle_masks
from corsairs.lang import _
from corsairs.protocol import IllegalAction, State, check_seat

if TYPE_CHECKING:
    from corsairs.games.corsairs.game import CorsairsGame


class SettledRound(NamedTuple):
    """A settled round as masks; ``as_dict`` is its public JSON form."""

    round: int
    dealer: int
    closer: int
    forced: bool
    pier_colour: int
    turns: int
    draws: tuple[int, ...]
    settlement: Settlement
    prisoners: tuple[int, ...]
    crews: tuple[int, ...]
    attached: tuple[int, ...]
    stowaways: tuple[int, ...]
    final_round: bool

    def as_dict(self) -> dict[str, Any]:
        s = self.settlement
        return {
            "round": self.round,
            "dealer": self.dealer,
            "annulled": False,
            "closer": self.closer,
            "forced": self.forced,
            "pier_colour": COLOURS[self.pier_colour],
            "turns": self.turns,
            "draws": dict(zip(SOURCES, self.draws, strict=True)),
            "limits": list(s.limits),
            "prisoners": [mask_text(m) for m in self.prisoners],
            "crews": [mask_text(m) for m in self.crews],
            "attached": [mask_text(m) for m in self.attached],
            "stowaways": [mask_text(m) for m in self.stowaways],
            "sent_under_by": list(s.sent_under_by),
            "went_under": bool(s.sent_under_by),
            "returned_to_deck": mask_text(s.returned_to_deck),
            "added": list(s.added),
            "penalties": list(s.penalties),
            "sweepers": list(s.sweepers),
            "final_round": self.final_round,
        }


_new_action = tuple.__new__  # builds an Action without NamedTuple's argument handling
ALL_CARDS = list(range(DECK_SIZE))
BIT = tuple(1 << c for c in range(DECK_SIZE))
_DECK_FORMAT = f"0{DECK_SIZE}b"
_OUT_FLAGS = bytes.maketrans(b"01", b"\x01\x00")  # a card in the mask is left out

# A turn's ending moves per colour and number mask: ``discard``/``sail`` for each card
# in card order (``sail`` only, after the stock ran out), filled in as hands come up.
_DISCARDS_AND_SAILS: dict[int, tuple[Action, ...]] = {}
_SAILS_ONLY: dict[int, tuple[Action, ...]] = {}
_COLOUR_SHIFTS = tuple((11 * c, c << 11) for c in range(len(COLOURS)))


def _turn_ends(table: dict[int, tuple[Action, ...]], key: int) -> tuple[Action, ...]:
    base = 11 * (key >> 11)
    cards = [base + n for n in range(11) if key >> n & 1]
    if table is _SAILS_ONLY:
        acts = tuple(SAILS[c] for c in cards)
    else:
        acts = tuple(a for c in cards for a in (DISCARDS[c], SAILS[c]))
    table[key] = acts
    return acts


# Phases of a round.
P_DRAW, P_DISCARD, P_CREW, P_LAY, P_OVER = range(5)
PHASES = ("draw", "discard", "crew", "lay", "over")


def shuffled(cards: list[int], seed: int, deal: int) -> list[int]:
    """The shuffle of deal number ``deal``, derived from the seed alone.

    Each card gets a 64-bit key from SHAKE-128 of (seed, deal) and the deck
    is sorted by key: uniform, the same on every platform, and several times
    faster than seeding a Mersenne Twister for every deal.
    """
    keys = array("Q", hashlib.shake_128(f"corsairs:{seed}:{deal}".encode()).digest(8 * len(cards)))
    if sys.byteorder == "big":
        keys.byteswap()
    order = sorted(range(len(cards)), key=keys.tolist().__getitem__)
    if cards is ALL_CARDS:
        return order
    if len(order) < 2:  # itemgetter of one index returns the item, not a tuple
        return [cards[i] for i in order]
    return list(itemgetter(*order)(cards))


def cards_left(out: int) -> list[int]:
    """The cards not in ``out``, in card order (a deal without the penalty cards)."""
    flags = format(out, _DECK_FORMAT).encode().translate(_OUT_FLAGS)[::-1]
    return list(compress(ALL_CARDS, flags))


def first_dealer(seed: int, players: int) -> int:
    digest = hashlib.shake_128(f"corsairs:{seed}:dealer".encode()).digest(8)
    return int.from_bytes(digest, "little") % players


class CorsairsState(State[Action]):
    game: CorsairsGame

    def __init__(self, game: CorsairsGame, seed: int) -> None:
        n = game.players
        self.game = game
        self.seed = seed
        self.deals = 0
        self.round = 0
        r = game.rules
        self.dealer = r.first_dealer % n if r.first_dealer is not None else first_dealer(seed, n)
        self.penalty = [0] * n
        self.final_round = False
        self.rounds: list[dict[str, Any] | SettledRound] = []
        self.win: list[int] = []
        self.turns = 0
        self._deal()

    # -- dealing and round bookkeeping ------------------------------------------------

    def _deal(self) -> None:
        out = self.game.left_out  # 0 with the full deck
        for p in self.penalty:
            out |= p
        cards = cards_left(out) if out else ALL_CARDS
        self.deals += 1
        self.round += 1
        self._deal_from(shuffled(cards, self.seed, self.deals - 1))

    def stack_deal(self, deck: list[int]) -> None:
        """Deal the round just dealt again, from ``deck`` (top card first) instead of the shuffle.

        For card-level chance (``chance="cards"`` in interop.openspiel), where chance
        picks the cards of a deal one by one. Only before the round's first draw, and
        ``deck`` must hold exactly the cards of this deal; otherwise ValueError and
        nothing changes.
        """
        if self.phase != P_DRAW or self.round_turns or self.drawn >= 0:
            raise ValueError("a deal can be stacked only before the round's first draw")
        if not all(type(c) is int and 0 <= c < DECK_SIZE for c in deck):
            raise ValueError("a stacked deck holds card indices 0..109")
        dealt = sum(self.hands) | sum(map(BIT.__getitem__, (*self.pier, *self.pile, *self.stock)))
        if len(deck) != dealt.bit_count() or sum(map(BIT.__getitem__, set(deck))) != dealt:
            raise ValueError("a stacked deck must hold exactly the cards of this deal")
        self._deal_from(list(deck))

    def _deal_from(self, deck: list[int]) -> None:
        """Deal the round from ``deck``, top card first (ends the game if it is too short)."""
        g = self.game
        n = g.players
        need = n * g.rules.hand_size + g.pier_size + 1
        if len(deck) < need + 1:
            # Too few cards for another deal (only with extreme rule options): the game ends.
            self.hands = [0] * n
            self.pier: list[int] = []
            self.pile: list[int] = []
            self.pile_seats: list[int] = []
            self.stock: list[int] = deck
            self._reset_round_fields()
            self._finish_game()
            return
        hands = [0] * n
        first = (self.dealer + 1) % n
        size = g.rules.hand_size
        # Cards are dealt one at a time clockwise from the dealer's left.
        for i in range(n):
            # Distinct powers of two: their sum is the hand's bitmask.
            hands[(first + i) % n] = sum(map(BIT.__getitem__, deck[i : n * size : n]))
        k = n * size
        self.hands = hands
        self.pier = deck[k : k + g.pier_size]
        k += g.pier_size
        self.pile = [deck[k]]
        self.pile_seats = [-1]  # who discarded each pile card; -1: turned up at the deal
        self.stock = deck[k + 1 :]
        self._reset_round_fields()
        self.current = first
        self.phase = P_DRAW

    def _reset_round_fields(self) -> None:
        n = self.game.players
        self.known = [0] * n  # face-up cards taken, still in that hand: public
        self.taken: list[tuple[int, int, int]] = []  # (seat, card, source) this round
        self.drawn = -1
        self.drawn_src = -1
        self.must_sail = False
        self.closer = -1
        self.crews = [0] * n
        self.attached = [0] * n
        self.prisoners = [0] * n
        self.stowaways = [0] * n
        self.laid = [False] * n
        self._vetted: list[Action] | None = None
        self.round_turns = 0
        self.draw_counts = [0, 0, 0]
        self.empty_pier_colour = -1  # house rule without annulment: the pier ran out

    def _finish_game(self) -> None:
        self.phase = P_OVER
        self.current = -1
        if not self.win:
            low = min(self.penalty_counts())
            self.win = [s for s, c in enumerate(self.penalty_counts()) if c == low]
            if len(self.win) > 1 and self.game.rules.tie_break == "penalty_points":
                points = {s: mask_value(self.penalty[s]) for s in self.win}
                least = min(points.values())
                self.win = [s for s in self.win if points[s] == least]

    def penalty_counts(self) -> list[int]:
        return [p.bit_count() for p in self.penalty]

    def _annul(self, reason: str) -> None:
        self.rounds.append(
            {
                "round": self.round,
                "dealer": self.dealer,
                "annulled": True,
                "reason": reason,
                "turns": self.round_turns,
                "draws": dict(zip(SOURCES, self.draw_counts, strict=True)),
                "penalties": self.penalty_counts(),
            }
        )
        if self.final_round and self.game.rules.annulled_round_counts_as_last:
            self._finish_game()
        else:
            self._next_deal()

    def _last_allowed_round(self) -> bool:
        """Variant ``max_rounds``: this round is the last one allowed (the game ends after
        it by the count, which ``final_round`` alone did not say)."""
        limit = self.game.rules.max_rounds
        return limit is not None and self.round >= limit

    def _next_deal(self) -> None:
        limit = self.game.rules.max_rounds
        if limit is not None and self.round >= limit:
            self._finish_game()  # variant: the last of the rounds allowed was played
            return
        self.dealer = (self.dealer + 1) % self.game.players
        self._deal()

    # -- the protocol -----------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.phase == P_OVER else self.current

    @property
    def pier_colour(self) -> int:
        """The colour of the pier's first card; an emptied pier keeps its last colour."""
        return COLOUR_OF[self.pier[0]] if self.pier else self.empty_pier_colour

    def is_over(self) -> bool:
        return self.phase == P_OVER

    def winners(self) -> list[int]:
        return list(self.win) if self.phase == P_OVER else []

    def scores(self) -> list[int]:
        return self.penalty_counts()

    def tie_break(self) -> list[int] | None:
        """Under the house rule ``tie_break="penalty_points"``, players level on penalty
        cards behind the winners are placed by their cards' numbers too, the lower sum the
        better, as the rule parts tied winners (docs/rules.md); else None: level players
        share a place. The penalty cards are public (``penalty_cards``): the browser places
        alike."""
        if self.game.rules.tie_break != "penalty_points":
            return None
        return [-mask_value(p) for p in self.penalty]

    def penalties(self) -> list[int]:
        """Penalty-card counts per seat."""
        return self.penalty_counts()

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == P_DRAW:
            acts = []
            if self.stock:
                acts.append(DRAWS[STOCK])
            if self.pile:
                acts.append(DRAWS[PILE])
            if self.pier:
                acts.append(DRAWS[PIER])
        elif phase == P_DISCARD:
            hand = self.hands[self.current]
            rules = self.game.rules
            if self.drawn >= 0 and (
                not rules.discard_drawn_card
                or (self.drawn_src == PILE and not rules.rediscard_from_pile)
            ):
                hand &= ~(1 << self.drawn)  # house rules: the drawn card stays
            table = _SAILS_ONLY if self.must_sail else _DISCARDS_AND_SAILS
            acts = []
            for sh, colour in _COLOUR_SHIFTS:
                m = (hand >> sh) & 0x7FF
                if m:
                    acts += table.get(colour | m) or _turn_ends(table, colour | m)
        elif phase == P_CREW:
            crews = closer_crews(self.hands[self.current], self.pier_colour)
            acts = [_new_action(Action, (LAY, c, 0)) for c in crews]
        elif phase == P_LAY:
            hand = self.hands[self.current]
            target = self._attach_target()
            if self.game.rules.attach_colours == "up_to_two" and len(closer_numbers(target)[0]) < 2:
                opts = self._front_up_to_two(hand, target)
            else:
                opts = opponent_front(hand, self.pier_colour, target)
            acts = [_new_action(Action, (LAY, crew, att)) for crew, att, _, _ in opts]
            closer_limit = mask_value(self.stowaways[self.closer])
            if opts[0][2] <= closer_limit:
                acts += _passing_lay_downs(hand, self.pier_colour, target, closer_limit, opts)
        else:
            return []
        # apply() need not re-check these; a copy, so that a caller's edits cannot slip in.
        self._vetted = acts[:]
        return acts

    def lay_down_class(self, action: Action) -> tuple[int, int] | None:
        """What an opponent's lay-down does: (stowaway count, 1 if it sends the closer under).

        Nothing else about an opponent's division affects the round: at or
        below the closer's limit its stowaways pass to him, above it they are
        kept, and none at all is a sweep. Two lay-downs of one class are the
        same move (``legal_actions`` lists one of each class worth having).
        None outside an opponent's lay-down.
        """
        return self.lay_down_classes([action])[0]

    def lay_down_classes(self, actions: Sequence[Any]) -> list[tuple[int, int] | None]:
        """``lay_down_class`` of each action, the hand and the closer's limit read once
        (the research encoding classes every listed lay-down of a position)."""
        if self.phase != P_LAY:
            return [None] * len(actions)
        hand = self.hands[self.current]
        held = hand & ~(hand & (0x7FF << (11 * self.pier_colour)))  # the prisoners aside
        limit = mask_value(self.stowaways[self.closer])
        classes: list[tuple[int, int] | None] = []
        for action in actions:
            if type(action) is not Action or action.kind != LAY:
                classes.append(None)
                continue
            stowaways = held & ~action.arg & ~action.attach
            classes.append((stowaways.bit_count(), int(mask_value(stowaways) <= limit)))
        return classes

    def _attach_target(self) -> int:
        """The crew whose numbers block attachments, per the rule option."""
        crew = self.crews[self.closer]
        if self.game.rules.attach_numbers == "growing":
            for a in self.attached:
                crew |= a
        return crew

    def _front_up_to_two(self, hand: int, target: int) -> list[tuple[int, int, int, int]]:
        """``opponent_front`` under ``attach_colours="up_to_two"`` for a crew of fewer
        than two colours: the attached cards may bring in the missing colour(s)."""
        pier = self.pier_colour
        cols, _ = closer_numbers(target)
        nib = nibbles(hand)
        if 0 <= pier < len(nib):
            nib[pier] = 0
        free = [c for c, n in enumerate(nib) if n and c not in cols]
        if cols:
            # A card of colour x at a number the crew already holds adds x to the
            # crew's colours without closing a number: the usual front then applies.
            low = (target >> (11 * cols[0])) & -(target >> (11 * cols[0]))
            shift = low.bit_length() - 1
            opts = opponent_front(hand, pier, target)
            for x in free:
                opts += opponent_front(hand, pier, target | 1 << (11 * x + shift))
            return pareto(opts)
        # An empty crew: the attached cards may be any crew of the hand's colours.
        total = sum(NUMBERS_VALUE[n] for n in nib)
        count = sum(n.bit_count() for n in nib)
        sets: list[tuple[int, ...]] = [()]
        for i, a in enumerate(free):
            sets.append((a,))
            sets += [(a, b) for b in free[i + 1 :]]
        opts = []
        for attach_cols in sets:
            for crew_cols in sets:
                crew, att, cn, an = lay_out(nib, crew_cols, attach_cols, NUMBER_MASK)
                value = NUMBERS_VALUE[cn] + NUMBERS_VALUE[an]
                opts.append((crew, att, total - value, count - cn.bit_count() - an.bit_count()))
        return pareto(opts)

    def _attach_why(self, att: int) -> str | None:
        """Why ``att`` cannot be attached to the closer's crew now, or None."""
        target = self._attach_target()
        if self.game.rules.attach_colours == "up_to_two" and len(closer_numbers(target)[0]) < 2:
            why = crew_problem(target | att, self.pier_colour)
            if why:
                said = _("the closer's crew with the attached cards must be a crew: {why}")
                return said.format(why=why)
            return None
        return attach_problem(att, target)

    def _problem(self, action: Any) -> str | None:
        """Why ``action`` is illegal now, or None if it is legal."""
        if type(action) is not Action:
            return f"not a Corsairs action: {action!r}"
        phase = self.phase
        kind = action.kind
        if phase == P_OVER:
            return _("the game is over")
        p = self.current
        if phase == P_DRAW:
            if kind != DRAW:
                return _("first draw a card: 'draw stock', 'draw pile' or 'draw pier'")
            src = action.arg
            if src == STOCK and not self.stock:
                return _("the stock is empty")
            if src == PILE and not self.pile:
                return _("the discard pile is empty")
            if src == PIER and not self.pier:
                return _("the pier is empty")
            if src not in (STOCK, PILE, PIER):
                return "unknown draw source"
            return None
        if phase == P_DISCARD:
            if kind not in (DISCARD, SAIL):
                return _("discard a card ('discard CARD') or set sail ('sail CARD')")
            c = action.arg
            if not (0 <= c < DECK_SIZE and self.hands[p] >> c & 1):
                said = _("{card} is not in your hand")
                return said.format(card=CARD_TEXT[c] if 0 <= c < DECK_SIZE else c)
            if kind == DISCARD and self.must_sail:
                return _("you drew the last card of the stock: you must set sail ('sail CARD')")
            rules = self.game.rules
            if c == self.drawn:
                if not rules.discard_drawn_card:
                    return _("house rule: the card just drawn may not be discarded")
                if self.drawn_src == PILE and not rules.rediscard_from_pile:
                    return _("house rule: a card taken from the discard pile may not go back")
            return None
        if kind != LAY:
            return _("lay down your hand: 'crew CARDS' (opponents: 'attach CARDS crew CARDS')")
        hand = self.hands[p]
        crew, att = action.arg, action.attach
        if (crew | att) & ~hand:
            missing = mask_text((crew | att) & ~hand)
            return _("not in your hand: {cards}").format(cards=" ".join(missing))
        if crew & att:
            return _("a card cannot be both attached and in the crew")
        why = crew_problem(crew, self.pier_colour)
        if why:
            return why
        if att:
            if phase == P_CREW:
                return _("the closer attaches nothing")
            why = self._attach_why(att)
            if why:
                return why
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
        vetted = self._vetted
        self._vetted = None
        # ``in`` on a short list finds the very object legal_actions() handed out first.
        if vetted is None or type(action) is not Action or action not in vetted:
            why = self._problem(action)
            if why is not None:
                said = _("illegal action {action}: {why}")
                raise IllegalAction(said.format(action=action, why=why))
        phase = self.phase
        p = self.current
        if phase == P_DRAW:
            src = action.arg
            self.draw_counts[src] += 1
            self.round_turns += 1
            self.turns += 1
            if src == STOCK:
                c = self.stock.pop()
                if not self.stock and self.game.rules.last_stock_card_forces_sail:
                    self.must_sail = True
            else:
                if src == PILE:
                    c = self.pile.pop()
                    self.pile_seats.pop()
                else:
                    c = self.pier.pop(0)
                self.known[p] |= 1 << c
                self.taken.append((p, c, src))
            self.hands[p] |= 1 << c
            self.drawn = c
            self.drawn_src = src
            if src == PIER and not self.pier:
                if self.game.rules.last_pier_card_annuls:
                    self._annul("pier")
                    return
                self.empty_pier_colour = COLOUR_OF[c]
            self.phase = P_DISCARD
            return
        if phase == P_DISCARD:
            c = action.arg
            bit = 1 << c
            self.hands[p] &= ~bit
            self.known[p] &= ~bit
            self.pile.append(c)
            self.pile_seats.append(p)
            self.drawn = -1
            if action.kind == SAIL:
                self.closer = p
                self.phase = P_CREW
                return
            self.current = (p + 1) % self.game.players
            self.phase = P_DRAW
            limit = self.game.rules.round_turn_limit
            if limit is not None and self.round_turns >= limit:
                self._annul("turn_limit")
            return
        # P_CREW or P_LAY: lay the hand down.
        hand = self.hands[p]
        pier_bits = hand & (0x7FF << (11 * self.pier_colour))
        self.crews[p] = action.arg
        self.attached[p] = action.attach
        self.prisoners[p] = pier_bits
        self.stowaways[p] = hand & ~pier_bits & ~action.arg & ~action.attach
        self.hands[p] = 0
        self.known[p] = 0
        self.laid[p] = True
        nxt = (p + 1) % self.game.players
        if nxt == self.closer:
            self._settle()
        else:
            self.current = nxt
            self.phase = P_LAY

    # -- settling ---------------------------------------------------------------------

    def _settle(self) -> None:
        rules = self.game.rules
        closer = self.closer
        before = self.penalty_counts()
        s = settle_masks(closer, self.stowaways, before, rules.sweep_wins)
        shown = self.stowaways
        kept = 0
        for seat, keeps in enumerate(s.keeps):
            self.penalty[seat] |= keeps
            kept |= keeps
        # Stowaways that became penalty cards leave the table; the closer's returned
        # ones stay laid down until the next deal shuffles them back in.
        self.stowaways = [m & ~kept for m in shown]
        total = sum(s.penalties)
        # Kept as masks; written out as card text only when someone looks (see round_dicts).
        self.rounds.append(
            SettledRound(
                self.round,
                self.dealer,
                closer,
                self.must_sail,
                self.pier_colour,
                self.round_turns,
                tuple(self.draw_counts),
                s,
                tuple(self.prisoners),
                tuple(self.crews),
                tuple(self.attached),
                tuple(shown),
                self.final_round,
            )
        )
        if s.winners:
            self.win = list(s.winners)
            if len(self.win) > 1 and rules.tied_sweepers == "first_to_lay_down":
                n = self.game.players
                self.win = [min(self.win, key=lambda seat: (seat - closer) % n)]
            self._finish_game()
        elif total >= rules.game_ends_at or self.final_round:
            self._finish_game()
        else:
            if total >= rules.last_round_at:
                self.final_round = True
            self._next_deal()

    # -- views ------------------------------------------------------------------------

    def round_dicts(self) -> list[dict[str, Any]]:
        """The summaries of the rounds played so far, as public JSON."""
        rounds = self.rounds
        for i, r in enumerate(rounds):
            if type(r) is SettledRound:
                rounds[i] = r.as_dict()
        return list(rounds)  # type: ignore[arg-type]

    def round_copies(self) -> list[dict[str, Any]]:
        """The summaries of the rounds played so far, each the caller's own (a save's)."""
        return [copy_round(r) for r in self.round_dicts()]

    def sealed_lay_downs(self, seat: int | None) -> list[int]:
        """Seats whose lay-down ``seat`` has not seen yet (None: some seat has not).

        House rule ``lay_down="simultaneous"``: an opponent's lay-down stays face
        down to the others until all opponents have laid down (the round settles).
        """
        if self.phase != P_LAY or self.game.rules.lay_down != "simultaneous":
            return []
        return [
            s for s in range(self.game.players) if self.laid[s] and s not in (seat, self.closer)
        ]

    def observation(self, seat: int | None) -> dict[str, Any]:
        check_seat(seat, self.game.players)
        return self._view(seat, self.sealed_lay_downs(seat) if seat is not None else [])

    def public_observation(self) -> dict[str, Any]:
        """What every seat sees: the spectator's view without the lay-downs still face
        down (``sealed_lay_downs(None)``), for the research adapters' public observer.
        ``observation(None)``, the spectators' and the server's, shows them."""
        return self._view(None, self.sealed_lay_downs(None))

    def _view(self, seat: int | None, sealed: list[int]) -> dict[str, Any]:
        n = self.game.players
        over = self.phase == P_OVER
        hand_sizes = [h.bit_count() for h in self.hands]
        laid: list[dict[str, Any] | None] = []
        for s in range(n):
            if s in sealed:
                # House rule: another opponent's lay-down stays face down until all
                # opponents have laid down; to this seat he still holds his cards.
                hand_sizes[s] = (
                    self.prisoners[s] | self.crews[s] | self.attached[s] | self.stowaways[s]
                ).bit_count()
                laid.append(None)
            elif self.laid[s]:
                laid.append(
                    {
                        "prisoners": mask_text(self.prisoners[s]),
                        "crew": mask_text(self.crews[s]),
                        "attached": mask_text(self.attached[s]),
                        "stowaways": mask_text(self.stowaways[s]),
                        "limit": mask_value(self.stowaways[s]),
                    }
                )
            else:
                laid.append(None)
        obs: dict[str, Any] = {
            "game": "corsairs",
            "players": n,
            "seat": seat,
            "phase": PHASES[self.phase],
            "current_player": self.current_player,
            "round": self.round,
            "dealer": self.dealer,
            "final_round": self.final_round or self._last_allowed_round(),
            "round_turns": self.round_turns,
            "draws": dict(zip(SOURCES, self.draw_counts, strict=True)),
            "pier": [CARD_TEXT[c] for c in self.pier],
            "pier_colour": COLOURS[self.pier_colour] if self.pier_colour >= 0 else None,
            "pile": [CARD_TEXT[c] for c in self.pile],
            "pile_seats": [None if w < 0 else w for w in self.pile_seats],
            "stock": len(self.stock),
            "hand_sizes": hand_sizes,
            "known": [mask_text(k) for k in self.known],
            "taken": [
                {"seat": s, "card": CARD_TEXT[c], "from": SOURCES[src]} for s, c, src in self.taken
            ],
            "must_sail": self.must_sail,
            "closer": self.closer if self.closer >= 0 else None,
            "laid": laid,
            "penalties": self.penalty_counts(),
            "penalty_cards": [mask_text(p) for p in self.penalty],
            "total_penalties": sum(self.penalty_counts()),
            "thresholds": {
                "last_round": self.game.rules.last_round_at,
                "end": self.game.rules.game_ends_at,
            },
            "rounds": PastRounds(self.round_dicts()),
            "winners": self.winners(),
            "over": over,
            # what decided the game where fewest penalty cards do not say it (outcome.py)
            "decided": decided(self) if over else None,
        }
        if self.game.left_out:  # variant deck: say which cards are in play
            obs["deck"] = {"colours": self.game.rules.colours, "numbers": self.game.rules.numbers}
        if seat is not None:
            obs["hand"] = mask_text(self.hands[seat])
        if self.drawn >= 0:
            visible = seat == self.current or self.drawn_src != STOCK
            obs["drawn"] = {
                "seat": self.current,
                "card": CARD_TEXT[self.drawn] if visible else None,
                "from": SOURCES[self.drawn_src],
            }
        return obs

    def audit(self) -> list[str]:
        problems = []
        why = unaccounted(self)
        if why:
            problems.append(why)
        rules = self.game.rules
        for seat in range(self.game.players):
            if self.known[seat] & ~self.hands[seat]:
                problems.append(f"seat {seat}: a known card is not in the hand")
            size = self.hands[seat].bit_count()
            if self.phase == P_DRAW and size != rules.hand_size:
                problems.append(f"seat {seat} holds {size} cards before drawing")
            if self.phase == P_DISCARD:
                want = rules.hand_size + (seat == self.current)
                if size != want:
                    problems.append(f"seat {seat} holds {size} cards, expected {want}")
        if len(self.pile_seats) != len(self.pile):
            problems.append("the pile's discarders do not match its cards")
        if self.phase in (P_DRAW, P_DISCARD) and not self.pier and rules.last_pier_card_annuls:
            problems.append("the pier is empty during a round")
        return problems

    def turn_mark(self) -> tuple[int, ...]:
        """A turn is a draw and its discard (a sailor's discard and their lay-down are one
        turn), or one other player's lay-down; a new round (or an annulled one) begins a new
        turn even when its first player just laid down."""
        seat = self.current_player
        drawn_turns = self.turns + (self.phase == P_DRAW)
        return (-1 if seat is None else seat, self.round, drawn_turns, sum(self.laid))

    def statistics(self) -> dict[str, Any]:
        return {
            "rounds": self.round_dicts(),
            "turns": self.turns,
            "penalties": self.penalty_counts(),
            "winners": self.winners(),
        }

    # -- copying and saving -----------------------------------------------------------

    def clone(self) -> CorsairsState:
        new = object.__new__(CorsairsState)
        d = new.__dict__
        d.update(self.__dict__)
        d["hands"] = self.hands[:]
        d["pier"] = self.pier[:]
        d["pile"] = self.pile[:]
        d["pile_seats"] = self.pile_seats[:]
        d["stock"] = self.stock[:]
        d["penalty"] = self.penalty[:]
        d["known"] = self.known[:]
        d["taken"] = self.taken[:]
        d["crews"] = self.crews[:]
        d["attached"] = self.attached[:]
        d["prisoners"] = self.prisoners[:]
        d["stowaways"] = self.stowaways[:]
        d["laid"] = self.laid[:]
        d["draw_counts"] = self.draw_counts[:]
        d["rounds"] = self.rounds[:]
        d["win"] = self.win[:]
        return new

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "corsairs",
            "players": self.game.players,
            "rules": self.game.rules_dict(),
            "seed": self.seed,
            "deals": self.deals,
            "round": self.round,
            "dealer": self.dealer,
            "phase": PHASES[self.phase],
            "current": self.current if self.phase != P_OVER else None,
            "final_round": self.final_round,
            "turns": self.turns,
            "round_turns": self.round_turns,
            "draw_counts": list(self.draw_counts),
            "hands": [mask_text(h) for h in self.hands],
            "pier": [CARD_TEXT[c] for c in self.pier],
            "pile": [CARD_TEXT[c] for c in self.pile],
            "pile_seats": [None if w < 0 else w for w in self.pile_seats],
            "stock": [CARD_TEXT[c] for c in self.stock],
            "penalty": [mask_text(p) for p in self.penalty],
            "known": [mask_text(k) for k in self.known],
            "taken": [[s, CARD_TEXT[c], SOURCES[src]] for s, c, src in self.taken],
            "drawn": CARD_TEXT[self.drawn] if self.drawn >= 0 else None,
            "drawn_src": SOURCES[self.drawn_src] if self.drawn_src >= 0 else None,
            "must_sail": self.must_sail,
            "closer": self.closer if self.closer >= 0 else None,
            "empty_pier_colour": (
                COLOURS[self.empty_pier_colour] if self.empty_pier_colour >= 0 else None
            ),
            "laid": list(self.laid),
            "crews": [mask_text(m) for m in self.crews],
            "attached": [mask_text(m) for m in self.attached],
            "prisoners": [mask_text(m) for m in self.prisoners],
            "stowaways": [mask_text(m) for m in self.stowaways],
            "rounds": self.round_copies(),
            "winners": list(self.win),
        }

    def cards_everywhere(self) -> list[int]:
        """Every card's count over all places; 1 everywhere when the state is sound."""
        counts = [0] * DECK_SIZE
        masks = [*self.hands, *self.penalty, *self.crews, *self.attached, *self.prisoners]
        masks += self.stowaways
        for m in masks:
            for c in bits(m):
                counts[c] += 1
        for seq in (self.pier, self.pile, self.stock):
            for c in seq:
                counts[c] += 1
        return counts


def _passing_lay_downs(
    hand: int,
    pier_colour: int,
    target: int,
    closer_limit: int,
    front: list[tuple[int, int, int, int]],
) -> list[Action]:
    """The lay-downs that send the closer under passing another number of cards.

    An opponent may keep crew or attached cards back as stowaways on purpose,
    so long as his limit stays at or below the closer's: each one is a penalty
    card for the closer. ``lay_down.passing_counts`` finds every such count (the
    same classes ``lay_down_choices`` ranks); those the front already offers
    (same count, same outcome) are left out.
    """
    seen = {count for _, _, limit, count in front if limit <= closer_limit}
    counts = passing_counts(hand, pier_colour, target, closer_limit, front)
    # Best first, as lay_down_choices ranks them: the most cards passed first.
    return [
        _new_action(Action, (LAY, *counts[k]))
        for k in sorted(counts, reverse=True)
        if k not in seen
    ]


def unaccounted(state: CorsairsState) -> str | None:
    """Why the cards of ``state`` are not each in exactly one place, or None."""
    counts = state.cards_everywhere()
    want = state.game.deck_counts
    if counts == want:
        return None
    missing = [CARD_TEXT[c] for c in range(DECK_SIZE) if counts[c] < want[c]]
    twice = [CARD_TEXT[c] for c in range(DECK_SIZE) if counts[c] > 1]
    stray = [CARD_TEXT[c] for c in range(DECK_SIZE) if counts[c] and not want[c]]
    why = f"cards missing: {missing}; cards in two places: {twice}"
    return why + (f"; cards not in this deck: {stray}" if stray else "")
