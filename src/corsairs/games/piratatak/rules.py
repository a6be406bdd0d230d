"""The rule options of Piratatak. Defaults follow the rulebook and the project's
interpretations of it; each option is explained in docs/piratatak.md."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any, Literal

from corsairs.lang import _
from corsairs.options import check_choice, check_range
from corsairs.protocol import RuleConflict


@dataclass(frozen=True, slots=True)
class Rules:
    first_player: int | None = None
    """Seat of the first player; None = drawn at random from the seed."""
    purchase_price: int = 3
    """Gold coins paid for one boat card (rulebook: three)."""
    coins_to: Literal["seller", "discard"] = "seller"
    """Where the price goes (interpretation: to the seller; the rulebook is silent)."""
    pirate_loss: int = 3
    """Cards a player without a cannon gives back to a pirate (rulebook: three)."""
    cannon_optional: bool = False
    """Whether a player holding a cannon may give back cards instead of firing it
    (interpretation: no, the cannon is used whenever the player has one)."""
    foreign_card: Literal["spares", "discard"] = "spares"
    """Where a boat card goes that a player without a boat draws while another player
    builds its colour: to the drawer's spares (interpretation; the rulebook says only
    "Except if another player is already constructing a boat of that colour"), or to
    the discard pile."""
    cannons_given: bool = False
    """Whether a pirate may take cannons among the cards given back (interpretation: no,
    the rulebook lists "gold coins, boat parts of other players or even his own"). Only
    with ``cannon_optional``: otherwise a cannon holder always fires it."""
    spares_discard: bool = False
    """Whether a player may, at the start of a turn and instead of drawing or buying, put
    one spare boat card on the discard pile, which ends the turn (interpretation: no; the
    rulebook's "He will be able to get rid of them or sell them" names no such move)."""
    spares_join_boat: bool = True
    """When a player starts a boat, spare cards of that colour they hold join it
    (interpretation; with False they stay spares)."""
    spares_start_boat: bool = False
    """Whether a player without a boat who holds spares of a colour nobody builds starts
    that boat from them at the start of their turn (interpretation: no, a boat is
    started only by drawing a card; such spares can then never win)."""
    lost_boat: Literal["colour_free", "colour_kept"] = "colour_free"
    """What a pirate taking a boat's last part leaves: no boat, the colour free again
    for anyone (interpretation), or an empty boat whose colour the player keeps."""
    reshuffle: Literal["when_needed", "at_once"] = "when_needed"
    """When the discard pile becomes the new stock: at the next draw from an empty
    stock (interpretation), or as soon as the last stock card is drawn."""
    turn_limit: int | None = 2000
    """Safeguard, not in the rulebook: the game ends after this many turns."""
    limit_winners: Literal["most_parts", "nobody"] = "most_parts"
    """Who wins a game ended by the safeguard (interpretation, the rulebook has no such
    end): the seats with the most boat parts, or nobody."""

    def __post_init__(self) -> None:
        check_range("purchase_price", self.purchase_price, 1, 20)
        check_range("pirate_loss", self.pirate_loss, 0, 47)
        check_range("turn_limit", self.turn_limit, 1, none=True)
        check_choice("coins_to", self.coins_to, ("seller", "discard"))
        check_choice("foreign_card", self.foreign_card, ("spares", "discard"))
        if self.cannons_given and not self.cannon_optional:
            raise RuleConflict(
                _(
                    "cannons_given=true needs cannon_optional=true: otherwise a player with a"
                    " cannon always fires it and never gives cards back"
                ),
                "needs",
                option="cannons_given",
                value=True,
                needs="cannon_optional",
                needs_value=True,
            )
        check_choice("reshuffle", self.reshuffle, ("when_needed", "at_once"))
        check_choice("lost_boat", self.lost_boat, ("colour_free", "colour_kept"))
        check_choice("limit_winners", self.limit_winners, ("most_parts", "nobody"))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def card_rules(obs: Mapping[str, Any]) -> tuple[bool, bool]:
    """``(drops_foreign, spares_join)`` as an observation states them: whether a card of a
    colour another player builds is dropped (``foreign_card="discard"``) rather than kept
    as a spare while one has no boat, and whether spares join a new boat. An observation
    without them (made before they were added) reads as the rulebook's."""
    return obs.get("foreign_card") == "discard", obs.get("spares_join_boat", True) is not False
