"""The rule options of Corsairs: rulebook defaults, each documented in docs/rules.md."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any, Literal

from corsairs.games.corsairs.cards import FULL_DECK
from corsairs.lang import _
from corsairs.options import check_choice, check_range
from corsairs.protocol import RuleConflict


@dataclass(frozen=True, slots=True)
class Rules:
    colours: int = 10
    """Variant, not in the rulebook: play with the first ``colours`` colours only
    (red, orange, yellow, ... in the order of ``cards.COLOURS``)."""
    numbers: int = 11
    """Variant, not in the rulebook: play with the numbers 1..``numbers`` only."""
    hand_size: int = 12
    """Cards dealt to each player."""
    pier_size: int | None = None
    """Cards in the pier; None = 5 + players (7/8/9 for 2/3/4 players)."""
    first_dealer: int | None = None
    """Seat of the first dealer; None = drawn at random from the seed."""
    discard_drawn_card: bool = True
    """The card just drawn may be discarded again (rulebook: allowed)."""
    rediscard_from_pile: bool = True
    """...even when it was taken from the discard pile (interpretation)."""
    last_pier_card_annuls: bool = True
    """Drawing the last pier card ends and annuls the round."""
    last_stock_card_forces_sail: bool = True
    """Drawing the last stock card obliges the player to set sail that turn."""
    attach_numbers: Literal["as_laid_down", "growing"] = "as_laid_down"
    """Which numbers block an attachment: the closer's crew as laid down
    (interpretation: different players may attach the same number), or the
    crew with everything attached so far."""
    attach_colours: Literal["crew", "up_to_two"] = "crew"
    """Which colours an opponent may attach: only the closer's crew colours
    (interpretation: a one-colour crew takes only its colour, an empty crew nothing),
    or any cards that make a valid crew (at most two colours) with the closer's."""
    lay_down: Literal["in_turn", "simultaneous"] = "in_turn"
    """Whether an opponent about to lay down sees the earlier opponents' lay-downs
    (interpretation: in turn, clockwise from the closer's left), or sees them only
    once every opponent has laid down."""
    last_round_at: int = 35
    """When all penalty cards together reach this, exactly one more round is played."""
    game_ends_at: int = 45
    """When all penalty cards together reach this, the game ends at once."""
    annulled_round_counts_as_last: bool = False
    """Whether an annulled round can be the one last round (interpretation: no)."""
    sweep_wins: bool = True
    """A player who sets sail with no stowaways wins the game at once."""
    tied_sweepers: Literal["share", "first_to_lay_down"] = "share"
    """Sweepers tied on penalty cards: they share the win (interpretation), or the
    first of them to lay down wins (the closer, then clockwise from his left)."""
    tie_break: Literal["share", "penalty_points"] = "share"
    """Players tied on fewest penalty cards at the end: they share the win
    (interpretation), or the lowest sum of their penalty cards' numbers wins."""
    round_turn_limit: int | None = 500
    """Safeguard, not in the rulebook: a round with this many turns is annulled."""
    max_rounds: int | None = None
    """Variant, not in the rulebook: the game ends after this many rounds (settled or
    annulled), whatever the penalty cards; 1 makes a one-round game. None = no limit."""

    def __post_init__(self) -> None:
        if not 2 <= self.colours <= 10:
            raise ValueError(_("colours must be 2..10 (the pier's colour and one for crews)"))
        check_range("numbers", self.numbers, 1, 11)
        check_range("max_rounds", self.max_rounds, 1, none=True)
        check_range("hand_size", self.hand_size, 1, 20)
        check_range("pier_size", self.pier_size, 1, 20, none=True)
        if self.last_round_at < 1 or self.game_ends_at < 1:
            raise ValueError(_("last_round_at and game_ends_at must be at least 1"))
        check_range("round_turn_limit", self.round_turn_limit, 1, none=True)
        check_choice("attach_numbers", self.attach_numbers, ("as_laid_down", "growing"))
        check_choice("attach_colours", self.attach_colours, ("crew", "up_to_two"))
        check_choice("lay_down", self.lay_down, ("in_turn", "simultaneous"))
        if self.lay_down == "simultaneous" and self.attach_numbers == "growing":
            raise RuleConflict(
                _(
                    "lay_down='simultaneous' needs attach_numbers='as_laid_down': an opponent"
                    " cannot be blocked by attachments he has not seen"
                ),
                "needs",
                option="lay_down",
                value="simultaneous",
                needs="attach_numbers",
                needs_value="as_laid_down",
            )
        check_choice("tied_sweepers", self.tied_sweepers, ("share", "first_to_lay_down"))
        check_choice("tie_break", self.tie_break, ("share", "penalty_points"))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def deck(self) -> int:
        """The cards in play as a mask over the 110 card indices (all of them by default)."""
        return deck_mask(self.colours, self.numbers)


def deck_mask(colours: int, numbers: int) -> int:
    """The cards of the first ``colours`` colours numbered 1..``numbers``."""
    return sum(((1 << numbers) - 1) << (11 * c) for c in range(colours))


def observed_deck(observation: Mapping[str, Any]) -> int:
    """The deck mask an observation plays with (its ``deck`` entry, present for a variant deck)."""
    deck = observation.get("deck")
    if deck is None:
        return FULL_DECK
    return deck_mask(deck["colours"], deck["numbers"])


PRESETS: dict[str, dict[str, Any]] = {
    "tiny": {
        "colours": 2,
        "numbers": 3,
        "hand_size": 1,
        "pier_size": 1,
        "first_dealer": 0,
        "max_rounds": 1,
        "round_turn_limit": 2,
    },
}
"""Named sets of rule options, given as the option ``preset`` (explicit options win).

``tiny`` is the solvable variant of docs/research.md: two colours numbered 1-3,
hands of 1, a pier of 1, one round of at most 2 turns, seat 0 dealing. With two
players and ``chance="cards"`` its OpenSpiel tree is small enough for CFR and an
exact exploitability in minutes."""
