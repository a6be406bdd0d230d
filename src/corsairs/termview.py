"""Pieces the games' terminal views share (they need the ``cli`` extra: Rich)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text

from corsairs.lang import _

YOU = "You"
"""The name ``corsairs play`` gives the person's own seat; records keep it in English, and
the table says it in the player's language (both spellings are the player)."""


def you() -> str:
    """The player's own name at the table (``YOU`` in the language spoken; written out for
    the catalogues, which read only literal texts)."""
    return _("You")


def is_you(name: str) -> bool:
    """Whether ``name`` is the person at the keyboard, addressed as "you"."""
    return name in (YOU, you())


def shown(name: str) -> str:
    """A seat's name as the table shows it: the person's own seat in their language."""
    return you() if is_you(name) else name


def seat_names(obs: dict[str, Any], names: Sequence[str] | None) -> list[str]:
    """The names the caller gave, or "Player 1", "Player 2", ..."""
    if names:
        return list(names)
    return [_("Player {n}").format(n=i + 1) for i in range(obs["players"])]


def card_row(texts: Sequence[str], draw: Callable[[str], Text], empty: str = "—") -> Text:
    """Cards drawn one by one with ``draw``, a space apart; ``empty`` when there are none."""
    if not texts:
        return Text(empty, style="dim")
    out = Text()
    for i, t in enumerate(texts):
        if i:
            out.append(" ")
        out.append_text(draw(t))
    return out
