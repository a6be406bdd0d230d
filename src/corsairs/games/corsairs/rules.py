"""The rule options of Corsairs: rulebook defaults, each documented in docs/rules.md."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Literal


@dataclass(frozen=True, slots=True)
class Rules:
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
    last_round_at: int = 35
    """When all penalty cards together reach this, exactly one more round is played."""
    game_ends_at: int = 45
    """When all penalty cards together reach this, the game ends at once."""
    annulled_round_counts_as_last: bool = False
    """Whether an annulled round can be the one last round (interpretation: no)."""
    sweep_wins: bool = True
    """A player who sets sail with no stowaways wins the game at once."""
    round_turn_limit: int | None = 500
    """Safeguard, not in the rulebook: a round with this many turns is annulled."""

    def __post_init__(self) -> None:
        if not 1 <= self.hand_size <= 20:
            raise ValueError("hand_size must be 1..20")
        if self.pier_size is not None and not 1 <= self.pier_size <= 20:
            raise ValueError("pier_size must be 1..20 or None")
        if self.last_round_at < 1 or self.game_ends_at < 1:
            raise ValueError("last_round_at and game_ends_at must be at least 1")
        if self.round_turn_limit is not None and self.round_turn_limit < 1:
            raise ValueError("round_turn_limit must be at least 1 or None")
        if self.attach_numbers not in ("as_laid_down", "growing"):
            raise ValueError("attach_numbers must be 'as_laid_down' or 'growing'")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
