"""Corsairs as fixed-size tensors and action indices, for the research adapters.

Observation tensor (floats in [0, 1]), built from ``state.observation(seat)`` only,
so it holds exactly what that seat may know. Seats are *relative*: index 0 is the
observer, 1 the next player clockwise, and so on. Card planes have 110 entries,
one per card ``colour * 11 + number - 1`` (colours R O Y G B V P N A K).

==============  ===========  ==================================================
segment         size         content
==============  ===========  ==================================================
hand            110          own hand
drawn           110          the card just drawn, if this seat may see it
pier            110          cards on the pier
pier_next       110          the pier card a ``draw pier`` would take
pier_colour     10           colour of the pier (prisoners' colour)
pile            110          discard history: (k+1)/len for the k-th card from
                             the bottom, so the top card is 1.0, absent 0
pile_top        110          the card a ``draw pile`` would take
out             n×110        penalty cards of each seat (out of the game)
known           n×110        cards each seat took face up and still holds
                             (block 0: the observer's own, which all know)
crew            n×110        laid-down crews
attached        n×110        cards attached to the closer's crew
prisoners       n×110        laid-down prisoners
stowaways       n×110        laid-down stowaways
laid            n            seat has laid its hand down this round
penalties       n            penalty cards / game-end threshold (capped at 1)
hand_sizes      n            cards in hand / 21
phase           5            draw, discard, crew, lay, over
current         n            seat to act
dealer          n            dealer of the round
closer          n            seat that set sail (all 0 before)
flags           2            must sail now; this is the last round (the game
                             ends after it: penalties or ``max_rounds``)
round           1            round number / ``max_rounds`` (without: / 20),
                             capped at 1
round_turns     1            turns played this round / ``round_turn_limit``
                             (without: / 500), capped at 1
stock           1            cards in the stock / 110
total           1            all penalty cards / game-end threshold (capped)
pier_order      110          the pier's row: (len-k)/len for its k-th card from
                             the front (the next ``draw pier`` 1.0), absent 0
pile_seats      n×110        per seat: the pile's cards it discarded (the card
                             turned up at the deal is nobody's)
drawn_from      3            where the card just drawn came from: stock, pile,
                             pier (all 0 when no card is drawn); seen by every
                             seat, also when the card itself is not
==============  ===========  ==================================================

Action indices (323 in all):

* 0-2: ``draw stock``, ``draw pile``, ``draw pier``
* 3-112: ``discard`` card c at 3 + c; 113-222: ``sail`` card c at 113 + c
* 223-278: the closer's lay-down, by the *colour set of the crew*: 223 is the
  empty crew (``crew -``), 224 + c the crews of colour c alone, 234 onwards the
  45 two-colour crews in the order (R,O), (R,Y), ... (A,K). The closer is
  offered no crew or the fullest crew per colour choice (see actions.py), so
  the colour set names one listed crew.
* 279-322: an opponent's lay-down, by *what it does*: 279 + 2k + u for k
  stowaways (0-21), u = 1 if its limit sends the closer under (at or below
  his), 0 if it keeps them (279 itself is never legal: no stowaways is a
  sweep, which is under). Nothing else about an opponent's division affects
  anyone (his crew binds nobody; only the closer's limit decides who pays),
  so these 44 classes are the opponent's whole choice: the least limit, the
  fewest stowaways and, when he can send the closer under, every number of
  cards he can pass him (keeping crew or attached cards back on purpose).

``legal_indices`` lists one index per listed lay-down, and ``index_action``
plays exactly the listed one (``apply`` of an index succeeds iff the index is
listed). Canonical form: ``index_of`` maps any valid lay-down ``apply`` accepts
to the listed one of its colour set (the closer) or class (an opponent); a
lay-down the listing leaves out as strictly dominated (a closer's crew short of
the fullest of its colours, an opponent keeping more stowaways than he must)
maps to a listed one at least as good. ``action_index`` is state-free and so
names lay-downs by crew colour set only; an opponent's needs ``index_of``.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import TYPE_CHECKING, Any

from corsairs.games.corsairs.actions import (
    DISCARDS,
    DRAW,
    DRAWS,
    LAY,
    SAIL,
    SAILS,
    SOURCES,
    STOCK,
    Action,
)
from corsairs.games.corsairs.cards import (
    CARD_TEXT,
    CODES,
    COLOUR_INDEX,
    COLOUR_MASK,
    COLOURS,
    DECK_SIZE,
    NUMBER_MASK,
    NUMBERS,
    TEXT_CARD,
    mask_value,
    parse_mask,
)
from corsairs.protocol import IllegalAction, State
from corsairs.tensors import as_index, layout, not_legal, observing_seat

if TYPE_CHECKING:
    from corsairs.games.corsairs.game import CorsairsGame

N_COLOURS = len(COLOURS)
PHASES = ("draw", "discard", "crew", "lay", "over")
DISCARD_BASE = 3
SAIL_BASE = DISCARD_BASE + DECK_SIZE
LAY_BASE = SAIL_BASE + DECK_SIZE
COLOUR_SETS: tuple[tuple[int, ...], ...] = (
    (),
    *((c,) for c in range(N_COLOURS)),
    *combinations(range(N_COLOURS), 2),
)
SLOT_OF_SET = {cols: i for i, cols in enumerate(COLOUR_SETS)}
MAX_HAND = 21
ROUND_SCALE = 20
"""The round number's scale in the tensor without ``max_rounds`` (capped at 1)."""
OPPONENT_BASE = LAY_BASE + len(COLOUR_SETS)
NUM_ACTIONS = OPPONENT_BASE + 2 * (MAX_HAND + 1)


def class_index(count: int, under: int) -> int:
    """Index of an opponent's lay-down with ``count`` stowaways, ``under`` = sends under."""
    return OPPONENT_BASE + 2 * count + under


def crew_slot(crew: int) -> int:
    """Slot of a crew mask among the 56 colour sets."""
    cols = tuple(c for c in range(N_COLOURS) if (crew >> (c * NUMBERS)) & NUMBER_MASK)
    try:
        return SLOT_OF_SET[cols]
    except KeyError:
        raise IllegalAction("a crew has at most two colours") from None


class CorsairsEncoding:
    """The tensor layout and action indices of one Corsairs game (player count fixed)."""

    num_actions = NUM_ACTIONS

    def __init__(self, game: CorsairsGame) -> None:
        self.game = game
        n = game.players
        self.players = n
        cards = DECK_SIZE
        self.segments: list[tuple[str, int]] = [
            ("hand", cards),
            ("drawn", cards),
            ("pier", cards),
            ("pier_next", cards),
            ("pier_colour", N_COLOURS),
            ("pile", cards),
            ("pile_top", cards),
            ("out", n * cards),
            ("known", n * cards),
            ("crew", n * cards),
            ("attached", n * cards),
            ("prisoners", n * cards),
            ("stowaways", n * cards),
            ("laid", n),
            ("penalties", n),
            ("hand_sizes", n),
            ("phase", len(PHASES)),
            ("current", n),
            ("dealer", n),
            ("closer", n),
            ("flags", 2),
            ("round", 1),
            ("round_turns", 1),
            ("stock", 1),
            ("total", 1),
            # Last, so that the offsets of the segments before them stay as they were.
            ("pier_order", cards),
            ("pile_seats", n * cards),
            ("drawn_from", len(SOURCES)),
        ]
        self.offsets, self.size = layout(self.segments)
        self.observation_shape: tuple[int, ...] = (self.size,)
        limit = game.rules.round_turn_limit or 500
        self.turn_scale = limit
        self.round_scale = game.rules.max_rounds or ROUND_SCALE
        # Decisions per round: a draw and a discard per turn plus one lay per seat.
        per_round = 2 * limit + n
        self.max_game_length = max(10_000, 4 * per_round)
        """A practical bound the adapters enforce (games reach a few hundred moves)."""
        self.utility_sum: float | None = 1.0
        """What the returns sum to: every Corsairs game has a winner (ties share)."""

    # -- observations -----------------------------------------------------------------

    def observation_tensor(self, observation: Mapping[str, Any]) -> list[float]:
        """The tensor of ``state.observation(seat)`` for a real seat (not a spectator)."""
        n = self.players
        seat = observing_seat(observation, "corsairs", "Corsairs", n)
        t = [0.0] * self.size
        off = self.offsets

        def rel(s: int | None) -> int:
            return -1 if s is None or s < 0 else (s - seat) % n

        def cards_at(base: int, texts: list[str]) -> None:
            for text in texts:
                t[base + TEXT_CARD[text]] = 1.0

        cards_at(off["hand"], observation.get("hand", []))
        drawn = observation.get("drawn")
        if drawn:
            if drawn.get("card"):
                t[off["drawn"] + TEXT_CARD[drawn["card"]]] = 1.0
            # where it came from (a card from the pile may not go back under the house
            # rule rediscard_from_pile=false); an opponent's stock draw shows no card
            t[off["drawn_from"] + SOURCES.index(drawn["from"])] = 1.0
        pier = observation["pier"]
        cards_at(off["pier"], pier)
        if pier:
            t[off["pier_next"] + TEXT_CARD[pier[0]]] = 1.0
        for k, text in enumerate(pier):  # the row's order: its first card 1, its last 1/len
            t[off["pier_order"] + TEXT_CARD[text]] = (len(pier) - k) / len(pier)
        if observation.get("pier_colour"):
            t[off["pier_colour"] + COLOUR_INDEX[observation["pier_colour"]]] = 1.0
        pile = observation["pile"]
        for k, text in enumerate(pile):
            t[off["pile"] + TEXT_CARD[text]] = (k + 1) / len(pile)
        if pile:
            t[off["pile_top"] + TEXT_CARD[pile[-1]]] = 1.0
        # who discarded each pile card (None: turned up at the deal; an observation made
        # before ``pile_seats`` existed says nobody)
        for text, who in zip(
            pile, observation.get("pile_seats") or [None] * len(pile), strict=True
        ):
            if who is not None:
                t[off["pile_seats"] + rel(who) * DECK_SIZE + TEXT_CARD[text]] = 1.0
        for s, cards in enumerate(observation["penalty_cards"]):
            cards_at(off["out"] + rel(s) * DECK_SIZE, cards)
        for s, cards in enumerate(observation["known"]):
            cards_at(off["known"] + rel(s) * DECK_SIZE, cards)
        end = max(1, observation["thresholds"]["end"])
        for s in range(n):
            r = rel(s)
            part = observation["laid"][s]
            if part is not None:
                for name in ("crew", "attached", "prisoners", "stowaways"):
                    cards_at(off[name] + r * DECK_SIZE, part[name])
                t[off["laid"] + r] = 1.0
            t[off["penalties"] + r] = min(1.0, observation["penalties"][s] / end)
            t[off["hand_sizes"] + r] = min(1.0, observation["hand_sizes"][s] / MAX_HAND)
        t[off["phase"] + PHASES.index(observation["phase"])] = 1.0
        for name, who in (
            ("current", observation["current_player"]),
            ("dealer", observation["dealer"]),
            ("closer", observation["closer"]),
        ):
            r = rel(who)
            if r >= 0:
                t[off[name] + r] = 1.0
        t[off["flags"]] = 1.0 if observation["must_sail"] else 0.0
        t[off["flags"] + 1] = 1.0 if observation["final_round"] else 0.0
        t[off["round"]] = min(1.0, observation["round"] / self.round_scale)
        t[off["round_turns"]] = min(1.0, observation["round_turns"] / self.turn_scale)
        t[off["stock"]] = observation["stock"] / DECK_SIZE
        t[off["total"]] = min(1.0, observation["total_penalties"] / end)
        return t

    # -- what some seats do not see yet (lay_down="simultaneous") ---------------------------

    def sealed_seats(self, state: State, seat: int | None) -> list[int]:
        """Seats whose latest decision ``seat`` has not seen yet (None: the public, what
        every seat sees): opponents' face-down lay-downs under ``lay_down="simultaneous"``.
        The adapters show such a decision's action as unknown until it is revealed."""
        sealed: list[int] = state.sealed_lay_downs(seat)  # type: ignore[attr-defined]
        return sealed

    def public_observation(self, state: State) -> dict[str, Any]:
        """The view every seat shares: the spectator's without face-down lay-downs."""
        view: dict[str, Any] = state.public_observation()  # type: ignore[attr-defined]
        return view

    # -- perfect recall ------------------------------------------------------------------

    private_values = DECK_SIZE

    def private_event(self, state: State, seat: int) -> int:
        """What the decision just played showed ``seat`` alone: a card drawn from the
        stock (its index), else -1. Everything else a Corsairs decision shows is public."""
        s: Any = state
        if s.drawn >= 0 and s.drawn_src == STOCK and s.current == seat and not s.is_over():
            return int(s.drawn)
        return -1

    public_values = DECK_SIZE

    def public_event(self, state: State, seat: int, action: Action) -> int:
        """What the decision just played showed everyone that its index does not name:
        the card ``seat`` took face up from the pile or the pier, else -1. The card
        later leaves the pile or pier planes; the history keeps it (perfect recall)."""
        s: Any = state
        if action.kind == DRAW and action.arg != STOCK and s.drawn >= 0:
            return int(s.drawn)
        return -1

    # -- card-level chance (interop.openspiel, chance="cards") ----------------------------

    def draw_outcomes(self, state: State, action: Action) -> list[tuple[int, float]] | None:
        """If ``action`` draws from the stock: each card it may bring, with its probability.

        The stock holds exactly the cards of the deal nobody has seen yet, so each
        is equally likely. None for every other action (their cards are face up).
        """
        if action.kind != DRAW or action.arg != STOCK:
            return None
        stock = sorted(state.stock)  # type: ignore[attr-defined]
        return [(c, 1.0 / len(stock)) for c in stock]

    @staticmethod
    def chance_text(card: int) -> str:
        return CARD_TEXT[card]

    def stack_draw(self, state: State, card: int) -> None:
        """Put ``card`` on top of the stock, so that the next draw takes it."""
        stock: list[int] = state.stock  # type: ignore[attr-defined]
        i = stock.index(card)
        stock[i], stock[-1] = stock[-1], stock[i]

    def deal_number(self, state: State) -> int:
        """How many deals the state has made: a new number means a new deal to stack."""
        return int(state.deals)  # type: ignore[attr-defined]

    def deal_cards(self, state: State) -> list[int]:
        """The cards of the current deal (hands, pier, discard and stock), sorted."""
        s: Any = state
        dealt = sum(s.hands)
        for c in (*s.pier, *s.pile, *s.stock):
            dealt |= 1 << c
        return [c for c in range(DECK_SIZE) if dealt >> c & 1]

    def deal_size(self, state: State) -> int:
        """The cards chance picks one by one in a deal: the hands (one card at a time
        clockwise from the dealer's left), the pier, the first discard. The rest is
        the stock, whose cards are picked only when drawn."""
        return self.players * self.game.rules.hand_size + self.game.pier_size + 1

    def dealer_outcomes(self, state: State) -> list[int] | None:
        """The seats that may deal the first round, when chance picks the first dealer."""
        if self.game.rules.first_dealer is not None:
            return None
        return list(range(self.players))

    def stack_deal(self, state: State, cards: list[int], dealer: int | None = None) -> None:
        """Deal the round from ``cards`` (the top of the deck, in dealing order), the
        rest of the deal's cards below them; ``dealer`` sets the first round's dealer."""
        s: Any = state
        rest = [c for c in self.deal_cards(state) if c not in set(cards)]
        if dealer is not None:
            s.dealer = dealer
        s.stack_deal([*cards, *rest])

    # -- actions ----------------------------------------------------------------------

    def action_index(self, action: Any) -> int:
        """Index of an action (object or notation) in the fixed action space."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if type(action) is not Action:
            raise IllegalAction(f"not a Corsairs action: {action!r}")
        if action.kind == DRAW:
            return int(action.arg)
        if action.kind == LAY:
            return LAY_BASE + crew_slot(action.arg)
        base = SAIL_BASE if action.kind == SAIL else DISCARD_BASE
        return base + int(action.arg)

    def index_of(self, state: State, action: Any) -> int:
        """The index that plays ``action`` in ``state``, for bots that build their own crews;
        IllegalAction for an action that is not legal there.

        A listed action keeps its index; an opponent's lay-down gets the index
        of its class (listed for every class worth playing). A valid lay-down
        the listing leaves out maps to a listed one at least as good: for the
        closer, no higher limit and no more stowaways (one of its colours if
        there is one); for an opponent, no more penalty cards.
        """
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if type(action) is not Action or action.kind != LAY:
            if not state.is_legal(action):  # as a lay-down's below, and Piratatak's
                raise IllegalAction(f"{action} is not legal now")
            return self.action_index(action)
        listed = self._lay_actions(state)
        klass = self._class(state, action)
        index = class_index(*klass) if klass is not None else self.action_index(action)
        if listed.get(index) == action:
            return index
        if not state.is_legal(action):
            raise IllegalAction(f"{action} is not legal now")
        if klass is not None:
            if index in listed:
                return index

            # A division keeping more stowaways than it must: the listed one that costs
            # fewest penalty cards (passing the most, if it sends the closer under).
            def penalty(i: int) -> tuple[int, int]:
                count, under = divmod(i - OPPONENT_BASE, 2)
                return (0, -count) if under else (count, 0)

            return min(listed, key=penalty)
        obs = state.observation(state.current_player)
        hand = parse_mask(obs["hand"])
        prisoners = COLOUR_MASK[COLOUR_INDEX[obs["pier_colour"]]]

        def cost(a: Action) -> tuple[int, int]:
            stowaways = hand & ~prisoners & ~a.arg & ~a.attach
            return mask_value(stowaways), stowaways.bit_count()

        limit, count = cost(action)
        costs = {i: cost(a) for i, a in listed.items()}
        good = [i for i, (lim, cnt) in costs.items() if lim <= limit and cnt <= count]
        if index in good:
            return index
        return min(good or costs, key=lambda i: costs[i])

    @staticmethod
    def _class(state: State, action: Action) -> tuple[int, int] | None:
        klass: tuple[int, int] | None = state.lay_down_class(action)  # type: ignore[attr-defined]
        return klass

    def _lay_actions(self, state: State, acts: list[Action] | None = None) -> dict[int, Action]:
        """The listed lay-downs by index (the closer's by colour set, others' by class);
        ``acts``: ``state.legal_actions()``, when the caller has them already."""
        if acts is None:
            acts = state.legal_actions()
        by_index: dict[int, Action] = {}
        classes = state.lay_down_classes(acts)  # type: ignore[attr-defined]
        for action, klass in zip(acts, classes, strict=True):
            if action.kind == LAY:
                index = class_index(*klass) if klass else LAY_BASE + crew_slot(action.arg)
                by_index.setdefault(index, action)
        return by_index

    def legal_by_index(self, state: State) -> dict[int, Action]:
        """Every legal index with the action ``index_action`` gives for it, at once: an
        adapter that lists the indices keeps them for the move and the action's name."""
        acts = state.legal_actions()
        if acts and acts[0].kind == LAY:
            return self._lay_actions(state, acts)
        return {self.action_index(a): a for a in acts}

    def legal_indices(self, state: State) -> list[int]:
        """Sorted indices of the legal actions, one per listed action."""
        return sorted(self.legal_by_index(state))

    def index_action(self, state: State, index: int) -> Action:
        """The action of ``index`` in ``state``; IllegalAction if it is not legal there."""
        if not isinstance(index, int) or isinstance(index, bool):
            index = as_index(index)
        if not 0 <= index < NUM_ACTIONS:
            raise IllegalAction(f"action index {index} is outside 0..{NUM_ACTIONS - 1}")
        if index >= LAY_BASE:
            found = self._lay_actions(state).get(index)
            if found is None:
                raise not_legal(index, self.index_text(index))
            return found
        if index < DISCARD_BASE:
            action = DRAWS[index]
        elif index < SAIL_BASE:
            action = DISCARDS[index - DISCARD_BASE]
        else:
            action = SAILS[index - SAIL_BASE]
        if not state.is_legal(action):
            raise not_legal(index, action)
        return action

    def index_text(self, index: int) -> str:
        """A state-free name for an index (the closer's crews by colours, others' by class)."""
        if not 0 <= index < NUM_ACTIONS:
            raise IllegalAction(f"action index {index} is outside 0..{NUM_ACTIONS - 1}")
        if index < DISCARD_BASE:
            return "draw " + SOURCES[index]
        if index < SAIL_BASE:
            return "discard " + CARD_TEXT[index - DISCARD_BASE]
        if index < LAY_BASE:
            return "sail " + CARD_TEXT[index - SAIL_BASE]
        if index >= OPPONENT_BASE:
            count, under = divmod(index - OPPONENT_BASE, 2)
            stowaways = f"{count} stowaway" + ("" if count == 1 else "s")
            return f"lay {stowaways}, " + ("closer under" if under else "kept")
        cols = COLOUR_SETS[index - LAY_BASE]
        return "crew " + ("+".join(CODES[c] for c in cols) if cols else "-")


def make_encoding(game: CorsairsGame) -> CorsairsEncoding:
    return CorsairsEncoding(game)
