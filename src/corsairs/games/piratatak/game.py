"""The Piratatak game: player count and rule options, and the way into states."""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from corsairs.games.piratatak.actions import DISCARD, GIVE, Action, parse_action
from corsairs.games.piratatak.rules import Rules
from corsairs.games.piratatak.state import PiratatakState
from corsairs.lang import N_, _
from corsairs.options import build_rules
from corsairs.protocol import BadOption, Game, Information, RuleConflict


class PiratatakGame(Game[Action]):
    name: ClassVar[str] = "piratatak"
    title: ClassVar[str] = N_("Piratatak")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    score_name: ClassVar[str] = N_("boat parts")  # said by the terminal in the player's words
    lower_score_wins: ClassVar[bool] = False
    public_keys: ClassVar[frozenset[str]] = frozenset(
        {
            "game", "players", "phase", "current", "first_player", "turn", "reshuffles",
            "tables", "discard", "drawn", "turn_events", "last_turn", "counts", "winners",
            "ended_by", "current_player", "stock", "stock_cards", "price", "coins_to",
            "pirate_loss", "cannons_given", "foreign_card", "spares_join_boat", "scores", "over",
        }
    )  # fmt: skip
    """Every key but ``seat``: Piratatak hides only the stock's order."""
    information: ClassVar[Information] = Information.PERFECT
    """Every card is on the table; the stock's order is hidden from everyone alike."""

    def __init__(self, players: int, **options: Any) -> None:
        self.players = players
        self.rules: Rules = build_rules(Rules, options)
        if self.rules.first_player is not None and not 0 <= self.rules.first_player < players:
            raise RuleConflict(
                _("{key} must be a seat 0..{last}").format(key="first_player", last=players - 1),
                "not_a_seat",
                option="first_player",
                players=players,
            )
        self._rules_dict = self.rules.to_dict()

    def new_state(self, seed: int | None = None) -> PiratatakState:
        if seed is None:
            seed = secrets.randbits(63)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadOption(f"seed must be a whole number, not {seed!r}")
        return PiratatakState(self, seed)

    def state_from_dict(self, data: Mapping[str, Any]) -> PiratatakState:
        from corsairs.games.piratatak.serial import load_state

        return load_state(self, data)

    def parse_action(self, text: str) -> Action:
        rules = self.rules
        return parse_action(
            text, cannons_given=rules.cannons_given, spares_discard=rules.spares_discard
        )

    def rules_dict(self) -> dict[str, Any]:
        return dict(self._rules_dict)

    def rule_moves(self) -> Mapping[str, str]:
        return {
            # English, as summary.json keeps them; the report says them in its language
            "spares_discard": N_("discard a spare instead of drawing"),
            "cannons_given": N_("cannons among the cards given to a pirate"),
        }

    def rule_move(self, action: Action) -> str | None:
        if action.kind == DISCARD:
            return "spares_discard"
        return "cannons_given" if action.kind == GIVE and action.c else None

    def agents(self) -> Mapping[str, Callable[..., Any]]:
        from corsairs.games.piratatak.bots import BOTS

        return BOTS

    def determinize(self, observation: Mapping[str, Any], rng: random.Random) -> PiratatakState:
        """Only the stock order is hidden: deal the unseen cards into it at random."""
        from corsairs.games.piratatak.serial import determinize

        return determinize(self, observation, rng)
