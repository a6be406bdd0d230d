"""When a table may go on without someone: a creator away, a player who does not play.

Nobody can hold a table hostage. The creator's powers that finish a game (*Start now*,
*Give the seat to a bot*) pass to the other seated players once the creator has been
away for ``grace`` seconds; and a seat whose turn has waited ``idle`` seconds may be
given to a bot by any other player, connected or not (its holder is warned first, in
the page, ``IDLE_WARNING`` seconds before). The server keeps the clocks: a page only
shows them (docs/server.md, "Friends who do not come").
"""

from __future__ import annotations

from dataclasses import dataclass

CREATOR_GRACE = 120.0
"""Seconds the creator may be away (no connection on a seat of theirs) before the others
may start the table or give an away seat to a bot: a reload or a phone changing network
comes back within seconds, a closed tab does not."""

IDLE_TURN = 300.0
"""Seconds a turn may wait before the others may give the seat to a bot: a Corsairs or
Piratatak turn takes seconds, a hard lay-down a minute or two."""

IDLE_WARNING = 60.0
"""The player to move is warned this long before their turn counts as idle."""


@dataclass(frozen=True)
class AbsenceRules:
    """A server's clocks (``corsairs serve --away-minutes / --idle-minutes``)."""

    grace: float = CREATOR_GRACE  # 0: the creator never leaves their powers to the others
    idle: float = IDLE_TURN  # 0: a turn never counts as idle

    def idle_after(self, waited: float) -> bool:
        return self.idle > 0 and waited >= self.idle

    def creator_gone(self, away: float | None) -> bool:
        """Whether a creator away for ``away`` seconds (None: at the table) has left the
        finishing powers to the others."""
        return self.grace > 0 and away is not None and away >= self.grace
