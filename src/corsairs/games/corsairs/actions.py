"""Corsairs actions and their notation.

=================================  =====================================
notation                           meaning
=================================  =====================================
``draw stock``                     draw the top card of the stock
``draw pile``                      draw the top card of the discard pile
``draw pier``                      draw the first card of the pier
``discard O9``                     discard orange 9; the turn passes
``sail O9``                        discard orange 9 and set sail
``crew O1 O2 V3``                  lay down with this crew (``crew -``: no crew)
``attach O9 crew G1 G2``           an opponent attaches orange 9 to the
                                   closer's crew, then lays down with this crew
=================================  =====================================

Bare ``stock``, ``pile`` and ``pier`` are accepted for draws. Prisoners and
stowaways follow from the crew (and the attachments), so they are not named.

``legal_actions()`` keeps the sailing choices compact: the closer is offered
no crew or the fullest crew for each choice of one or two colours (adding a
card of a new number to a crew only lowers the limit and closes a number to
attachments); an opponent is offered the divisions that no other beats on
both limit and stowaway count (the most attached and the fullest crew for
each colour choice, then the Pareto front), since nothing else about an
opponent's division affects anyone; plus, when the closer can be sent
under, one lay-down for every number of cards the opponent can pass him by
keeping crew or attached cards back (``lay_down.lay_down_choices``). Every
closer's crew has a different colour set; every opponent's lay-down a
different (stowaway count, sends under) class (``state.lay_down_class``).
``apply`` accepts any valid crew and attachment (see docs/research.md).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from corsairs.games.corsairs.cards import (
    CARD_TEXT,
    DECK_SIZE,
    NUMBERS,
    bits,
    parse_card,
    parse_mask,
)
from corsairs.lang import _
from corsairs.protocol import BadNotation

DRAW, DISCARD, SAIL, LAY = 0, 1, 2, 3
STOCK, PILE, PIER = 0, 1, 2
SOURCES = ("stock", "pile", "pier")


class Action(NamedTuple):
    """``kind`` is DRAW/DISCARD/SAIL/LAY; ``arg`` the source, the card, or the crew mask."""

    kind: int
    arg: int
    attach: int = 0

    def __str__(self) -> str:
        kind = self.kind
        if kind == DRAW:
            return "draw " + SOURCES[self.arg]
        if kind == DISCARD:
            return "discard " + CARD_TEXT[self.arg]
        if kind == SAIL:
            return "sail " + CARD_TEXT[self.arg]
        crew = " ".join(CARD_TEXT[i] for i in bits(self.arg)) or "-"
        if self.attach:
            return "attach " + " ".join(CARD_TEXT[i] for i in bits(self.attach)) + " crew " + crew
        return "crew " + crew

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


DRAWS = tuple(Action(DRAW, s) for s in range(3))
DISCARDS = tuple(Action(DISCARD, c) for c in range(DECK_SIZE))
SAILS = tuple(Action(SAIL, c) for c in range(DECK_SIZE))


_LONG_NUMBER = re.compile(r"[0-9]{7,}")


def _check_digits(text: str) -> None:
    """Card numbers are short ASCII numbers: ``\\d`` in the card pattern would read ``O٩``
    as O9, a card the player never typed, and ``int`` fails on thousands of digits."""
    if not text.isascii():
        for ch in text:
            if not ch.isascii() and (ch.isdigit() or ch.isnumeric()):
                said = _("{text}: write card numbers with the digits 0-9, not {char}")
                raise BadNotation(said.format(text=repr(text), char=repr(ch)))
    if _LONG_NUMBER.search(text):
        said = _("{text}…: card numbers run from 1 to {n}")
        raise BadNotation(said.format(text=repr(text[:40]), n=NUMBERS))


def parse_action(text: str) -> Action:
    if not isinstance(text, str):
        raise BadNotation(f"an action is written as text, not {type(text).__name__}")
    _check_digits(text)
    words = text.replace(",", " ").split()
    if not words:
        raise BadNotation(_("empty action; e.g. 'draw stock', 'discard O9', 'crew O1 O2'"))
    head = words[0].lower()
    if head == "draw":
        if len(words) != 2 or words[1].lower() not in SOURCES:
            where = _("say where from: 'draw stock', 'draw pile' or 'draw pier'")
            if len(words) > 1:
                where = _("cannot read {text}: {why}").format(text=repr(text.strip()), why=where)
            raise BadNotation(where)
        head, words = words[1].lower(), words[1:]
    if head in SOURCES and len(words) == 1:
        return DRAWS[SOURCES.index(head)]
    if head in ("discard", "sail"):
        if len(words) != 2:
            said = _("'{word}' takes exactly one card, e.g. '{word} O9'")
            raise BadNotation(said.format(word=head))
        card = parse_card(words[1])
        return (DISCARDS if head == "discard" else SAILS)[card]
    if head in ("crew", "attach"):
        return _parse_lay(words)
    said = _(
        "cannot read {text}: actions are 'draw stock|pile|pier', 'discard CARD', "
        "'sail CARD', 'crew CARDS' and 'attach CARDS crew CARDS'"
    )
    raise BadNotation(said.format(text=repr(text)))


def _parse_lay(words: list[str]) -> Action:
    attach_words: list[str] = []
    crew_words: list[str] = []
    target: list[str] | None = None
    for w in words:
        low = w.lower()
        if low == "attach":
            if attach_words or target is attach_words:
                raise BadNotation(_("'{word}' appears twice").format(word="attach"))
            target = attach_words
        elif low == "crew":
            if target is crew_words:
                raise BadNotation(_("'{word}' appears twice").format(word="crew"))
            target = crew_words
        elif target is None:
            raise BadNotation(_("unexpected {word}").format(word=repr(w)))
        else:
            target.append(w)
    if target is not crew_words and "crew" not in (w.lower() for w in words):
        raise BadNotation(_("name the crew after 'crew' (or 'crew -' for none)"))
    if not crew_words:
        # A bare "crew" would lay down nothing, every card a stowaway: say so explicitly.
        raise BadNotation(
            _("name the crew's cards after 'crew', e.g. 'crew O1 O2', or 'crew -' for none")
        )
    crew_cards = [w for w in crew_words if w != "-"]
    attach_cards = [w for w in attach_words if w != "-"]
    crew = parse_mask(crew_cards)
    attach = parse_mask(attach_cards)
    if crew & attach:
        raise BadNotation(_("a card cannot be both attached and in the crew"))
    return Action(LAY, crew, attach)
