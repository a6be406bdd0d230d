"""The Corsairs game: player count and rule options, and the way into states."""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from corsairs.games.corsairs.actions import Action, parse_action
from corsairs.games.corsairs.cards import DECK_SIZE, FULL_DECK
from corsairs.games.corsairs.rules import PRESETS, Rules
from corsairs.games.corsairs.state import CorsairsState
from corsairs.lang import N_, _
from corsairs.options import build_rules, did_you_mean
from corsairs.protocol import BadOption, Game, Information, RuleConflict


class CorsairsGame(Game[Action]):
    name: ClassVar[str] = "corsairs"
    title: ClassVar[str] = N_("Corsairs")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    score_name: ClassVar[str] = N_("penalty cards")  # said by the terminal in the player's words
    lower_score_wins: ClassVar[bool] = True
    public_keys: ClassVar[frozenset[str]] = frozenset(
        {
            "game", "players", "phase", "current_player", "round", "dealer", "final_round",
            "round_turns", "draws", "pier", "pier_colour", "pile", "pile_seats", "stock",
            "known", "taken", "must_sail", "closer", "penalties", "penalty_cards",
            "total_penalties", "thresholds", "rounds", "winners", "over", "decided", "deck",
        }
    )  # fmt: skip
    """Not public: the hand, the card drawn (its source is), and under the house rule
    ``lay_down="simultaneous"`` the lay-downs still face down (``laid``, ``hand_sizes``)."""
    information: ClassVar[Information] = Information.IMPERFECT
    """Each seat sees its own hand."""

    def __init__(self, players: int, **options: Any) -> None:
        self.players = players
        options = dict(options)
        preset = options.pop("preset", None)
        if preset is not None:
            if preset not in PRESETS:
                said = _("unknown preset {name}{meant}; presets: {presets}")
                meant = did_you_mean(preset, PRESETS)
                raise BadOption(
                    said.format(name=repr(preset), meant=meant, presets=", ".join(PRESETS))
                )
            options = {**PRESETS[preset], **options}  # explicit options win
        self.rules: Rules = build_rules(Rules, options, also_known=("preset",))
        r = self.rules
        if r.first_dealer is not None and not 0 <= r.first_dealer < players:
            raise RuleConflict(
                _("{key} must be a seat 0..{last}").format(key="first_dealer", last=players - 1),
                "not_a_seat",
                option="first_dealer",
                players=players,
            )
        self.pier_size = r.pier_size or 5 + players
        self.deck = r.deck
        """The cards in play as a mask (all 110 unless the variant options shrink it)."""
        self.left_out = FULL_DECK & ~self.deck
        self.deck_counts = [self.deck >> c & 1 for c in range(DECK_SIZE)]
        need = players * r.hand_size + self.pier_size + 2
        if self.deck.bit_count() < need:
            counts = {
                "colours": r.colours,
                "numbers": r.numbers,
                "cards": self.deck.bit_count(),
                "players": players,
                "hand_size": r.hand_size,
                "pier_size": self.pier_size,
                "need": need,
            }
            raise RuleConflict(
                _(
                    "colours={colours} x numbers={numbers} make {cards} cards; {players} hands"
                    " of {hand_size}, a pier of {pier_size}, the discard and a stock need at"
                    " least {need}"
                ).format(**counts),
                "too_few_cards",
                **counts,
            )
        self._rules_dict = self.rules.to_dict()

    def new_state(self, seed: int | None = None) -> CorsairsState:
        if seed is None:
            seed = secrets.randbits(63)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadOption(f"seed must be a whole number, not {seed!r}")
        return CorsairsState(self, seed)

    def state_from_dict(self, data: Mapping[str, Any]) -> CorsairsState:
        from corsairs.games.corsairs.serial import load_state

        return load_state(self, data)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def rules_dict(self) -> dict[str, Any]:
        return dict(self._rules_dict)

    def effective_rules(self) -> dict[str, Any]:
        return {**self._rules_dict, "pier_size": self.pier_size}

    def determinize(self, observation: Mapping[str, Any], rng: random.Random) -> CorsairsState:
        from corsairs.games.corsairs.determinize import determinize

        return determinize(self, observation, rng)

    def agents(self) -> Mapping[str, Callable[..., Any]]:
        from corsairs.games.corsairs.bots import BOTS

        return BOTS
