"""A fast Corsairs policy for simulations: the heuristic's judgement at greedy's cost.

The card-tracking ``heuristic`` prices every sail decision over two dozen
sampled opponent hands, which costs milliseconds a move. Most of what that
buys is *when* to sail: below the limits the others are likely to hold by
now. This bot reads that from one cheap estimate instead (the opponents'
limits fall about geometrically with the turns they have played), and
otherwise plays the least limit, as the heuristic does: draws that lower it,
the discard that keeps it lowest (the memoized fast analysis of
``heuristic``), and at the lay-down ``lay_down.best_lay_down``.

The defaults (``start``, ``decay``, ``per_player``) are the sail threshold
that the search's rollouts use (``heuristic.sail_threshold`` without its
noise), which was fitted to how fast greedy hands shed value; greedy's
``draw_gain``. ``tools/tune_policy.py`` tunes them by self-play (seeded
cross-entropy); it has not been run to completion yet, so these are not its
result.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from typing import Any

from corsairs.agents import option_words as words
from corsairs.agents.base import Agent
from corsairs.games.corsairs.actions import DISCARD, DRAW, LAY, PIER, PILE, SAIL, STOCK, Action
from corsairs.games.corsairs.cards import COLOUR_INDEX, COLOUR_OF, DECK_SIZE, FULL_DECK, TEXT_CARD
from corsairs.games.corsairs.heuristic import analyse, limit_of, masks, shed
from corsairs.games.corsairs.lay_down import best_lay_down, situation
from corsairs.protocol import Game

START = 25.0
"""The limit the others are expected to beat before anyone has played (2 players)."""
DECAY = 0.8
"""How that limit shrinks with every turn each player has had."""
PER_PLAYER = 0.85
"""And with every player beyond two (more hands, a lower best one)."""
DRAW_GAIN = 2
"""A face-up card is taken when it lowers the limit by at least this much."""
ENDGAME_START: dict[int, float] = {3: 20.0, 4: 12.0}
"""Turns per player after which a stock left with one card may be drawn (3-4 players).

That card forces a sail with whatever it brings (``last_stock_card_forces_sail``).
With 3 and 4 players the heuristic never draws it: it trades face-up cards, so a
policy that drew it was the one forced to sail, and went under: in 40 4-player
games against three heuristics, 23 rounds ended that way, costing the policy 7.2
penalty cards each. So the policy now trades face-up cards too, and draws the last
card, or sets sail, once its limit is at or below ``endgame_rate`` times the turns
per player beyond this (about when the stock runs down if every draw came from it:
51 cards for 4 players, 64 for 3). That patience grows, so rounds among policies
still end (without it 25-30% of their 4-player rounds ran to the turn limit). 2
players: unchanged (its decisions were measured over 1,000 games)."""
ENDGAME_RATE = 1.0
"""How fast that patience grows: a limit this much higher per turn per player."""

HAND_SIZE = 12
"""The rulebook's hand, for which the numbers above were fitted."""
DEALS = 256
"""Hands dealt (a fixed sample) to price what a house rule does to the limits."""


@functools.lru_cache(maxsize=32)
def dealt_limit(deck: int, hand_size: int) -> float:
    """The mean least limit of a hand just dealt from ``deck`` (a fixed sample): what a
    house rule's hand size or deck does to every limit of a round, from its first."""
    cards = [c for c in range(DECK_SIZE) if deck >> c & 1]
    colours = sorted({COLOUR_OF[c] for c in cards})
    rng = random.Random(0)
    total = 0
    for _ in range(DEALS):
        hand = sum(1 << c for c in rng.sample(cards, hand_size))
        total += limit_of(hand, rng.choice(colours))
    return total / DEALS


def limit_scale(game: Game) -> float:
    """How much larger a hand's limits run under ``game``'s rules than with the rulebook's
    12 cards of 110 (1 exactly then): the sail threshold was fitted to those. 8-card
    hands start about half as high (18.7 against 34.5 on average), 16-card ones half
    again as high (50.2)."""
    rules = getattr(game, "rules", None)
    deck = getattr(game, "deck", FULL_DECK)
    hand = getattr(rules, "hand_size", HAND_SIZE)
    if deck == FULL_DECK and hand == HAND_SIZE:
        return 1.0
    return dealt_limit(deck, hand) / dealt_limit(FULL_DECK, HAND_SIZE)


def stock_scale(game: Game) -> float:
    """How much longer the stock lasts under ``game``'s rules than with the rulebook's
    hands and deck (1 exactly then): when its last card comes, in turns per player."""
    rules = getattr(game, "rules", None)
    players = getattr(game, "players", 2)
    deck = getattr(game, "deck", FULL_DECK)
    pier = getattr(game, "pier_size", 5 + players)
    hand = getattr(rules, "hand_size", HAND_SIZE)
    stock = deck.bit_count() - players * hand - pier
    rulebook = FULL_DECK.bit_count() - players * HAND_SIZE - (5 + players)
    return 1.0 if stock == rulebook else max(1, stock) / rulebook


class PolicyAgent(Agent):
    """Least-limit play that sails below an estimate of the others' limits by now."""

    name = "policy"

    def __init__(
        self,
        game: Game,
        seed: int | None = None,
        start: float = START,
        decay: float = DECAY,
        per_player: float = PER_PLAYER,
        draw_gain: int = DRAW_GAIN,
        endgame_rate: float = ENDGAME_RATE,
        scaled: bool = True,
    ) -> None:
        super().__init__(game, seed)
        numbers = (
            ("start", start),
            ("decay", decay),
            ("per_player", per_player),
            ("endgame_rate", endgame_rate),
        )
        for key, value in numbers:
            if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
                raise ValueError(words.positive(key))
        if isinstance(draw_gain, bool) or not isinstance(draw_gain, int) or draw_gain < 0:
            raise ValueError(words.whole("draw_gain", 0))
        if not isinstance(scaled, bool):
            raise ValueError(words.flag("scaled"))
        self.start = float(start)
        self.decay = float(decay)
        self.per_player = float(per_player)
        self.draw_gain = draw_gain
        rules = getattr(game, "rules", None)
        self.attach_numbers: str = getattr(rules, "attach_numbers", "as_laid_down")
        self.players: int = getattr(game, "players", 2)
        self.endgame_rate = float(endgame_rate)
        forced = getattr(rules, "last_stock_card_forces_sail", True)
        start_at = ENDGAME_START.get(self.players) if forced else None
        self.scaled = scaled
        # a house rule's hand size or deck: the limits and the stock's length the numbers
        # above were fitted to, scaled to this game's (1 with the rulebook's)
        self.scale = limit_scale(game) if scaled else 1.0
        # fewer cards: the limits start lower and fall faster turn by turn (each discard
        # sheds a larger share of them); measured, not derived, and only for fewer cards:
        # with 16 the faster fall lost to greedy (docs/bots.md)
        self.turn_decay = self.decay ** (1 / min(1.0, self.scale) ** 2)
        stock = stock_scale(game) if scaled else 1.0
        self.endgame_start = None if start_at is None else start_at * stock

    @property
    def spec(self) -> str:
        return (
            f"policy:start={self.start:g},decay={self.decay:g},"
            f"per_player={self.per_player:g},draw_gain={self.draw_gain},"
            f"endgame_rate={self.endgame_rate:g}" + ("" if self.scaled else ",scaled=false")
        )

    def threshold(self, round_turns: int) -> float:
        """The limit to sail at after ``round_turns`` turns of the round (all seats)."""
        turns = round_turns / self.players
        start = self.start * self.scale
        return float(start * self.turn_decay**turns * self.per_player ** (self.players - 2))

    def endgame_limit(self, obs: dict[str, Any]) -> float | None:
        """At the stock's last card (3-4 players): the limit at which that card may be
        drawn or the ship set sail; None when the stock has more, or with 2 players."""
        if self.endgame_start is None or obs["stock"] > 1:
            return None
        turns = obs["round_turns"] / self.players
        return max(0.0, float((turns - self.endgame_start) * self.endgame_rate * self.scale))

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        first: Action = legal_actions[0]
        if first.kind == DRAW:
            return self._draw(observation, legal_actions)
        if first.kind in (DISCARD, SAIL):
            return self._discard(observation, legal_actions)
        best = best_lay_down(**situation(observation, self.attach_numbers))
        return Action(LAY, best.crew, best.attached)

    def _draw(self, obs: dict[str, Any], legal: Sequence[Any]) -> Any:
        hand = masks(obs["hand"])
        pc = COLOUR_INDEX[obs["pier_colour"]]
        now = limit_of(hand, pc)
        patience = self.endgame_limit(obs) if obs["stock"] == 1 else None
        # Leaving the last card, any face-up card will do (the one that keeps the limit lowest).
        leave = patience is not None and now > patience
        best = now + 100 if leave else now - self.draw_gain
        pick = None
        pile, pier = obs["pile"], obs["pier"]
        for a in legal:
            if a.kind != DRAW:
                continue
            if a.arg == PILE and pile:
                lim = shed(hand | 1 << TEXT_CARD[pile[-1]], pc)[0]
            elif a.arg == PIER and len(pier) > 1:
                lim = shed(hand | 1 << TEXT_CARD[pier[0]], COLOUR_OF[TEXT_CARD[pier[1]]])[0]
            else:
                continue
            if lim <= best:
                best, pick = lim - 1, a  # ties go to the first; a later one must do better
        if pick is not None:
            return pick
        for a in legal:
            if a.arg == STOCK:
                return a
        return legal[0]

    def _discard(self, obs: dict[str, Any], legal: Sequence[Any]) -> Any:
        hand = masks(obs["hand"])
        pc = COLOUR_INDEX[obs["pier_colour"]]
        after, card = shed(hand, pc)
        allowed = {a.arg for a in legal}
        if card not in allowed:
            after, card = min((analyse(hand & ~(1 << c), pc)[0], c) for c in allowed)
        patience = self.endgame_limit(obs)
        limit = self.threshold(obs["round_turns"])
        if patience is not None:
            limit = max(limit, patience)
        sail = obs["must_sail"] or after <= limit
        want = SAIL if sail else DISCARD
        for a in legal:
            if a.kind == want and a.arg == card:
                return a
        return next(a for a in legal if a.arg == card)
