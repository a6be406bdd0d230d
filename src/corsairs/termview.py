"""Pieces the games' terminal views share (they need the ``cli`` extra: Rich)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text

from corsairs.bot_words import YOU, is_you, level_name, shown, you
from corsairs.lang import _

__all__ = ["YOU", "card_row", "is_you", "level_name", "seat_names", "shown", "you"]


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
