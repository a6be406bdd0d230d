"""Piratatak as fixed-size tensors and action indices, for the research adapters.

Observation tensor (floats in [0, 1]) built from ``state.observation(seat)``.
Seats are relative: 0 is the observer, 1 the next player clockwise. Boat-card
planes have 24 entries, ``colour * 6 + part - 1`` (colours R Y G B). Piratatak
hides only the order of the stock; everything else is on the table.

==============  ===========  ==================================================
segment         size         content
==============  ===========  ==================================================
boat_colour     n×5          per seat: no boat yet, red, yellow, green, blue
boat            n×24         per seat: the parts of its boat
spares          n×24         per seat: other players' parts it holds
gold            n            per seat: gold coins / 20
cannons         n            per seat: cannons / 3
discard         27           discard pile: its boat cards, then gold / 20,
                             pirates / 8, cannons / 3
stock           27           what the stock holds, in the same form
stock_size      1            cards in the stock / 55
drawn           27           cards drawn this turn, in the same form
phase           4            turn (first choice), drawing, give, over
current         n            seat to act
turn            1            the turn number (1 in the first) / ``turn_limit``
==============  ===========  ==================================================

Action indices: 0 ``draw``, 1 ``stop``, 2 ``cannon``, 3 ``pass``; then
``buy`` part c from the seat r places after the buyer at 4 + c·n + r (seats
relative to the buyer, as in the tensors: r = 1 is the next player; r = 0 is
never legal); then ``give``: one
index per set of at most ``pirate_loss`` boat cards, in the combinatorial order
of the sets (by size, then lexicographic by card). The coins given are implied:
a pirate takes ``min(pirate_loss, cards held)``, so the coins are that count
minus the boat cards named. With the rulebook's three cards that is 2325 give
indices, 2425 actions for four players; the encoding supports ``pirate_loss``
up to 4. With the rule option ``spares_discard``, 24 more indices follow, one
per boat card: ``discard`` that spare card. It refuses the rule option
``cannons_given`` (``BadOption``): a
give-back's index implies how many coins it gives, which cannons given too would
leave open.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import TYPE_CHECKING, Any, cast

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
    BOAT_CARDS,
    CANNON,
    CARD_TEXT,
    COLOURS,
    COPIES,
    DECK_SIZE,
    GOLD,
    PIRATE,
    parse_card,
)
from corsairs.games.piratatak.state import P_GIVE
from corsairs.protocol import BadOption, IllegalAction, State
from corsairs.tensors import as_index, layout, not_legal, observing_seat

if TYPE_CHECKING:
    from corsairs.games.piratatak.game import PiratatakGame
    from corsairs.games.piratatak.state import PiratatakState

PHASES = ("turn", "drawing", "give", "over")
SIMPLE = (DRAW_ACTION, STOP_ACTION, CANNON_ACTION, PASS_ACTION)
SIMPLE_INDEX = {DRAW: 0, STOP: 1, CANNON_FIRE: 2, PASS: 3}
BUY_BASE = 4
MAX_LOSS = 4
KINDS = BOAT_CARDS + 3
"""Card-count planes: 24 boat cards, then gold, pirates, cannons."""


class PiratatakEncoding:
    """The tensor layout and action indices of one Piratatak game (player count fixed)."""

    def __init__(self, game: PiratatakGame) -> None:
        self.game = game
        n = game.players
        self.players = n
        loss = game.rules.pirate_loss
        if loss > MAX_LOSS:
            raise BadOption(
                f"the research encoding indexes give-backs of up to {MAX_LOSS} cards, "
                f"not pirate_loss={loss}"
            )
        if game.rules.cannons_given:
            raise BadOption(
                "the research encoding indexes give-backs of boat cards and coins only, "
                "not the cannons that cannons_given=true adds"
            )
        self.give_sets: list[int] = []
        for size in range(min(loss, BOAT_CARDS) + 1):
            for combo in combinations(range(BOAT_CARDS), size):
                mask = 0
                for c in combo:
                    mask |= 1 << c
                self.give_sets.append(mask)
        self.give_index = {mask: i for i, mask in enumerate(self.give_sets)}
        self._texts: dict[int, str] = {}  # index_text's, as they are asked for
        self.give_base = BUY_BASE + BOAT_CARDS * n
        self.discard_base = self.give_base + len(self.give_sets)
        """The first ``discard`` index (rule option ``spares_discard``: 24 follow)."""
        self.discards = game.rules.spares_discard
        self.num_actions = self.discard_base + (BOAT_CARDS if self.discards else 0)
        self.segments: list[tuple[str, int]] = [
            ("boat_colour", n * (len(COLOURS) + 1)),
            ("boat", n * BOAT_CARDS),
            ("spares", n * BOAT_CARDS),
            ("gold", n),
            ("cannons", n),
            ("discard", KINDS),
            ("stock", KINDS),
            ("stock_size", 1),
            ("drawn", KINDS),
            ("phase", len(PHASES)),
            ("current", n),
            ("turn", 1),
        ]
        self.offsets, self.size = layout(self.segments)
        self.observation_shape: tuple[int, ...] = (self.size,)
        limit = game.rules.turn_limit or 2000
        self.turn_limit = limit
        self.max_game_length = max(10_000, 20 * limit)
        """A practical bound the adapters enforce (random games take a few hundred moves)."""
        self.utility_sum: float | None = None if game.rules.limit_winners == "nobody" else 1.0
        """What the returns sum to: 1 (win shares), or None (general-sum) when a game cut
        by ``turn_limit`` may have no winner and pay nobody."""

    # -- observations -----------------------------------------------------------------

    def observation_tensor(self, observation: Mapping[str, Any]) -> list[float]:
        """The tensor of ``state.observation(seat)`` for a real seat (not a spectator)."""
        n = self.players
        seat = observing_seat(observation, "piratatak", "Piratatak", n)
        t = [0.0] * self.size
        off = self.offsets
        ncol = len(COLOURS) + 1
        for s, table in enumerate(observation["tables"]):
            r = (s - seat) % n
            colour = table["colour"]
            t[off["boat_colour"] + r * ncol + (COLOURS.index(colour) + 1 if colour else 0)] = 1.0
            for text in table["boat"]:
                t[off["boat"] + r * BOAT_CARDS + parse_card(text)] = 1.0
            for text in table["spares"]:
                t[off["spares"] + r * BOAT_CARDS + parse_card(text)] = 1.0
            t[off["gold"] + r] = min(1.0, table["gold"] / COPIES[GOLD])
            t[off["cannons"] + r] = min(1.0, table["cannons"] / COPIES[CANNON])
        self._counts(t, off["discard"], [parse_card(c) for c in observation["discard"]])
        self._counts(t, off["drawn"], [parse_card(c) for c in observation["drawn"]])
        stock = observation["stock_cards"]
        base = off["stock"]
        for text in stock["boat"]:
            t[base + parse_card(text)] = 1.0
        t[base + GOLD] = stock["gold"] / COPIES[GOLD]
        t[base + PIRATE] = stock["pirate"] / COPIES[PIRATE]
        t[base + CANNON] = stock["cannon"] / COPIES[CANNON]
        t[off["stock_size"]] = observation["stock"] / DECK_SIZE
        t[off["phase"] + PHASES.index(observation["phase"])] = 1.0
        cur = observation["current_player"]
        if cur is not None:
            t[off["current"] + (cur - seat) % n] = 1.0
        t[off["turn"]] = min(1.0, observation["turn"] / self.turn_limit)
        return t

    @staticmethod
    def _counts(t: list[float], base: int, cards: list[int]) -> None:
        for c in cards:
            t[base + c] += 1.0 / COPIES[c]

    # -- perfect recall ------------------------------------------------------------------

    public_values = KINDS

    def public_event(self, state: State, seat: int, action: Action) -> int:
        """The card a ``draw`` just brought (every draw is public; its index does not
        name the card), else -1: the OpenSpiel information state's history keeps it."""
        if action.kind != DRAW:
            return -1
        s: Any = state
        for event in reversed(s.last_events + s.events):
            if event.startswith("draw "):
                return parse_card(event[5:])
        return -1

    # -- card-level chance (the OpenSpiel adapter's ``chance="cards"``) ---------------------

    def draw_outcomes(self, state: State, action: Action) -> list[tuple[int, float]] | None:
        """If ``action`` draws a card: each card kind it may bring, with its probability.

        Every draw is public, so with draws as chance nodes Piratatak is a game of
        perfect information. The cards come from the stock, or from the discard
        pile when the stock is empty (it is reshuffled into a new stock first).
        """
        if action.kind != DRAW:
            return None
        s: Any = state
        pile = s.stock or s.discard
        counts: dict[int, int] = {}
        for card in pile:
            counts[card] = counts.get(card, 0) + 1
        return [(card, n / len(pile)) for card, n in sorted(counts.items())]

    @staticmethod
    def chance_text(card: int) -> str:
        return CARD_TEXT[card]

    def first_player_outcomes(self, state: State) -> list[int] | None:
        """The seats chance may pick to start (``chance="cards"``): every seat, or
        None when the rule ``first_player`` fixes it. With every draw a chance node,
        the first player is all the seed still decided."""
        if self.game.rules.first_player is not None:
            return None
        return list(range(self.players))

    def set_first_player(self, state: State, seat: int) -> None:
        """Make ``seat`` the first player of a game not yet begun."""
        s: Any = state
        s.current = s.first = seat

    def stack_draw(self, state: State, card: int) -> None:
        """Put ``card`` on top of the stock, so that the next draw takes it."""
        s: Any = state
        if not s.stock:
            s._reshuffle()  # the draw would reshuffle first: do it now, then stack
        i = len(s.stock) - 1 - s.stock[::-1].index(card)
        s.stock[i], s.stock[-1] = s.stock[-1], s.stock[i]

    # -- actions ----------------------------------------------------------------------

    def action_index(self, action: Any) -> int:
        """Index of an action (object or notation) in the fixed action space."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if type(action) is not Action:
            raise IllegalAction(f"not a Piratatak action: {action!r}")
        if action.kind in SIMPLE_INDEX:
            return SIMPLE_INDEX[action.kind]
        if action.kind == BUY:
            raise IllegalAction(
                f"the index of {action} depends on who buys (seats are relative to the "
                "buyer): use index_of(state, action)"
            )
        if action.kind == GIVE:
            i = self.give_index.get(action.a)
            if i is None:
                raise IllegalAction(f"no index for {action}: more cards than a pirate takes")
            return self.give_base + i
        if action.kind == DISCARD and self.discards and 0 <= action.a < BOAT_CARDS:
            return self.discard_base + action.a
        raise IllegalAction(f"no index for {action}")

    def index_of(self, state: State, action: Any) -> int:
        """The index that plays ``action`` in ``state``: every legal action is listed."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if not state.is_legal(action):
            raise IllegalAction(f"{action} is not legal now")
        if action.kind == BUY:
            buyer = state.current_player
            assert buyer is not None  # a legal action has a seat to play it
            return int(BUY_BASE + action.a * self.players + (action.b - buyer) % self.players)
        return self.action_index(action)

    def legal_indices(self, state: State) -> list[int]:
        return sorted({self.index_of(state, a) for a in state.legal_actions()})

    def index_action(self, state: State, index: int) -> Action:
        """The action of ``index`` in ``state``; IllegalAction if it is not legal there."""
        if not isinstance(index, int) or isinstance(index, bool):
            index = as_index(index)
        if not 0 <= index < self.num_actions:
            raise IllegalAction(f"action index {index} is outside 0..{self.num_actions - 1}")
        if index >= self.discard_base:
            action = Action(DISCARD, index - self.discard_base)
            if not state.is_legal(action):
                raise not_legal(index, action)
            return action
        if index >= self.give_base:
            piratatak = cast("PiratatakState", state)
            if piratatak.phase != P_GIVE:  # no give-back is legal but after a pirate: the
                # conformance kit's index sweep tries all 2325 sets at every seventh move
                raise not_legal(index, self.index_text(index))
            mask = self.give_sets[index - self.give_base]
            # The coins that make up the count owed: the one give-back this set can be
            # (one legality check, not one per coin count).
            owed = piratatak.give_terms()[2]
            give = Action(GIVE, mask, owed - mask.bit_count())
            if give.b >= 0 and state.is_legal(give):
                return give
            raise not_legal(index, self.index_text(index))
        if index < BUY_BASE:
            action = SIMPLE[index]
        else:
            card, rel = divmod(index - BUY_BASE, self.players)
            buyer = state.current_player
            if buyer is None:  # the game is over
                raise not_legal(index, self.index_text(index))
            action = Action(BUY, card, (buyer + rel) % self.players)
        if not state.is_legal(action):
            raise not_legal(index, action)
        return action

    def index_text(self, index: int) -> str:
        """A state-free name for an index (a give-back names its boat cards only).

        Kept once made: every refused give-back index is named, and the conformance kit's
        index sweep refuses most of them at every seventh move."""
        if not 0 <= index < self.num_actions:
            raise IllegalAction(f"action index {index} is outside 0..{self.num_actions - 1}")
        text = self._texts.get(index)
        if text is None:
            text = self._texts[index] = self._index_text(index)
        return text

    def _index_text(self, index: int) -> str:
        if index < BUY_BASE:
            return str(SIMPLE[index])
        if index < self.give_base:
            card, rel = divmod(index - BUY_BASE, self.players)
            return f"buy {CARD_TEXT[card]} from the seat {rel} after the buyer"
        if index >= self.discard_base:
            return f"discard {CARD_TEXT[index - self.discard_base]}"
        mask = self.give_sets[index - self.give_base]
        named = [CARD_TEXT[c] for c in range(BOAT_CARDS) if mask >> c & 1]
        if len(named) == self.game.rules.pirate_loss:  # a full set takes no coins besides
            return "give " + (" ".join(named) or "-")  # pirate_loss=0: "give -", nothing
        return "give " + (" ".join(named) + " (+ coins)" if named else "coins only")


def make_encoding(game: PiratatakGame) -> PiratatakEncoding:
    return PiratatakEncoding(game)
