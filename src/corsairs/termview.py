"""Pieces the games' terminal views share (they need the ``cli`` extra: Rich)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text

from corsairs.lang import _, p_

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


def level_name(level: str) -> str:
    """A bot level as a player reads it, in the browser lobby's words ("strong": French
    "fort", German "stark"); anything else (a spec, a plugin's bot) as it is typed. The
    level typed after ``--bots`` stays English in every language, as records keep it."""
    words = {
        "beginner": p_("bot level", "beginner"),
        "casual": p_("bot level", "casual"),
        "strong": p_("bot level", "strong"),
        "expert": p_("bot level", "expert"),
    }
    return words.get(level, level)


_LEVELLED = re.compile(r"(?P<who>.+) \((?P<level>beginner|casual|strong|expert)\)")
"""A bot's seat as play names it in records: "Bruno (strong)"."""


def shown(name: str) -> str:
    """A seat's name as the table shows it: the person's own seat and a bot's level
    ("Bruno (strong)", as records keep it) in the player's language."""
    if is_you(name):
        return you()
    if seat := _LEVELLED.fullmatch(name):
        return f"{seat['who']} ({level_name(seat['level'])})"
    return name


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
