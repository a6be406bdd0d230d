"""Piratatak actions and their notation.

==========================  ==================================================
notation                    meaning
==========================  ==================================================
``draw``                    draw the top card of the stock (the first draw of
                            a turn, or drawing again after a boat card, gold
                            coin or cannon)
``stop``                    stop drawing; the turn passes
``buy R3 from 2``           instead of drawing, pay the price in gold to seat 2
                            for red part 3 from their spare cards; the turn
                            passes
``give R3 Y5 gold``         a pirate without a cannon: give back these cards
                            (boat cards and gold coins, ``gold`` once per coin;
                            ``give -`` gives nothing); the turn passes
``give R3 gold cannon``     with the rule option ``cannons_given``, cannons are
                            given back too (``cannon`` once per cannon)
``cannon``                  a pirate met with a cannon, when the rule option
                            ``cannon_optional`` makes that a choice
``pass``                    the stock and the discard pile are both empty and
                            the player does not buy
``discard R3``              with the rule option ``spares_discard``: instead of
                            drawing or buying, put this spare card on the
                            discard pile; the turn passes
==========================  ==================================================

Seats are numbered from 0, as everywhere in the protocol. Words are
case-insensitive; ``coin`` may stand for ``gold``, ``2 gold`` or ``gold x2`` for
two coins (and ``2 cannon`` for two cannons), and boat cards may be written
``red3`` or ``3r``. ``str(action)`` is the canonical form: boat cards in colour
and part order, then the coins, then the cannons. The words a game's rules do not
allow (a cannon given back without ``cannons_given``, ``discard`` without
``spares_discard``) are refused by ``parse_action`` unless its keywords say the
rules allow them.
"""

from __future__ import annotations

from typing import NamedTuple

from corsairs.games.piratatak.cards import (
    ALL_BOATS,
    BOAT_CARDS,
    CANNON,
    CARD_TEXT,
    GOLD,
    bits,
    parse_card,
)
from corsairs.lang import _
from corsairs.protocol import BadNotation

DRAW, STOP, BUY, GIVE, CANNON_FIRE, PASS, DISCARD = range(7)
KIND_NAMES = ("draw", "stop", "buy", "give", "cannon", "pass", "discard")


class Action(NamedTuple):
    """``kind`` as above. BUY: ``a`` card, ``b`` seller; GIVE: ``a`` boat mask, ``b`` coins,
    ``c`` cannons (only with the rule option ``cannons_given``); DISCARD: ``a`` card."""

    kind: int
    a: int = 0
    b: int = 0
    c: int = 0

    def __str__(self) -> str:
        kind = self.kind
        if kind == BUY:
            return f"buy {_card(self.a)} from {self.b}"
        if kind == DISCARD:
            return f"discard {_card(self.a)}"
        if kind == GIVE:
            if not 0 <= self.a <= ALL_BOATS or self.b < 0 or self.c < 0:
                # a hand-made, broken action
                return f"give <cards {self.a}> <coins {self.b}> <cannons {self.c}>"
            words = [_card(i) for i in bits(self.a)] + ["gold"] * self.b + ["cannon"] * self.c
            return "give " + (" ".join(words) if words else "-")
        return KIND_NAMES[kind] if 0 <= kind < len(KIND_NAMES) else f"<action kind {kind}>"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


def _card(i: int) -> str:
    """Card text, readable even for a hand-made action with a card out of range."""
    return CARD_TEXT[i] if 0 <= i < BOAT_CARDS else f"<card {i}>"


DRAW_ACTION = Action(DRAW)
STOP_ACTION = Action(STOP)
CANNON_ACTION = Action(CANNON_FIRE)
PASS_ACTION = Action(PASS)
_SIMPLE = {"draw": DRAW_ACTION, "stop": STOP_ACTION, "cannon": CANNON_ACTION, "pass": PASS_ACTION}

_EXAMPLES = "'draw', 'stop', 'buy R3 from 2', 'give R3 gold gold', 'cannon' or 'pass'"


def parse_action(text: str, *, cannons_given: bool = False, spares_discard: bool = False) -> Action:
    """Notation -> :class:`Action`; :class:`BadNotation` says what is wrong.

    ``cannons_given``, ``spares_discard``: the rule options that allow a cannon given
    back and ``discard`` (without them those are refused here, the option named)."""
    if not isinstance(text, str):
        said = _("an action is written as text, not {kind}")
        raise BadNotation(said.format(kind=type(text).__name__))
    _refuse_foreign_digits(text)
    words = text.replace(",", " ").split()  # case kept: errors quote what was typed
    if not words:
        raise BadNotation(_("empty action; actions are {examples}").format(examples=_EXAMPLES))
    head = words[0].lower()
    simple = _SIMPLE.get(head)
    if simple is not None:
        if len(words) != 1:
            said = _("'{head}' takes nothing after it, not {rest}")
            raise BadNotation(said.format(head=head, rest=repr(" ".join(words[1:]))))
        return simple
    if head == "buy":
        return _parse_buy(words)
    if head == "give":
        return _parse_give(words[1:], cannons_given)
    if head == "discard":
        return _parse_discard(words, spares_discard)
    said = _("cannot read {text}: actions are {examples}")
    raise BadNotation(said.format(text=repr(text), examples=_EXAMPLES))


_MAX_DIGITS = 6  # no count or seat needs more; int() of thousands of digits is slow or fails


def _is_number(word: str) -> bool:
    """ASCII digits only: ``str.isdigit`` also accepts ``²`` or ``٣``, which ``int`` refuses
    or reads differently from what the player sees."""
    return 0 < len(word) <= _MAX_DIGITS and word.isascii() and word.isdigit()


def _refuse_foreign_digits(text: str) -> None:
    """Numbers in notation are ASCII; a superscript or Arabic-Indic digit is a typo or a trick."""
    if not text.isascii():
        for ch in text:
            if not ch.isascii() and (ch.isdigit() or ch.isnumeric()):
                said = _("{text}: write numbers with the digits 0-9, not {char}")
                raise BadNotation(said.format(text=repr(text), char=repr(ch)))


def _parse_buy(words: list[str]) -> Action:
    if len(words) != 4 or words[2].lower() != "from":
        raise BadNotation(
            _("'buy' names one boat card and the seller's seat, e.g. 'buy R3 from 2'")
        )
    card = parse_card(words[1])
    if card >= GOLD:
        raise BadNotation(
            _("only boat cards are bought, not {card}").format(card=repr(CARD_TEXT[card]))
        )
    seat = words[3]
    if not _is_number(seat):
        raise BadNotation(_("the seller is a seat number, not {seat}").format(seat=repr(words[3])))
    return Action(BUY, card, int(seat))


def _parse_discard(words: list[str], allowed: bool) -> Action:
    if not allowed:
        raise BadNotation(
            _(
                "'discard' is not a move at these rules: spare cards leave only by a sale or to"
                " a pirate (the rule option spares_discard=true allows it)"
            )
        )
    if len(words) != 2:
        raise BadNotation(_("'discard' names one spare boat card, e.g. 'discard R3'"))
    card = parse_card(words[1])
    if card >= GOLD:
        said = _("only a spare boat card is discarded, not {card}")
        raise BadNotation(said.format(card=repr(CARD_TEXT[card])))
    return Action(DISCARD, card)


def _parse_give(words: list[str], cannons_given: bool = False) -> Action:
    if not words:
        raise BadNotation(_("'give' names the cards given back, e.g. 'give R3 gold' or 'give -'"))
    if words == ["-"]:
        return Action(GIVE, 0, 0)
    mask = 0
    coins = 0
    cannons = 0
    pending: int | None = None  # a count written before "gold" (or "cannon")
    i = 0
    while i < len(words):
        w = words[i]
        if _is_number(w):
            if pending is not None:
                raise BadNotation(_("two numbers in a row in 'give': {word}").format(word=repr(w)))
            pending = int(w)
            i += 1
            continue
        card = parse_card(w)
        if card == GOLD or (card == CANNON and cannons_given):
            count = 1 if pending is None else pending
            pending = None
            after = words[i + 1] if i + 1 < len(words) else ""
            if after[:1] in ("x", "X") and _is_number(after[1:]):
                count *= int(words[i + 1][1:])
                i += 1
            if card == GOLD:
                coins += count
            else:
                cannons += count
        elif pending is not None:
            said = _("a count goes only before 'gold', not before {word}")
            raise BadNotation(said.format(word=repr(w)))
        elif card == CANNON:
            raise BadNotation(
                _(
                    "a cannon is never given back at these rules: give boat cards and gold coins"
                    " (the rule option cannons_given=true lets a pirate take cannons)"
                )
            )
        elif card > GOLD:
            said = _("'{card}' is never given back: give boat cards and gold coins")
            raise BadNotation(said.format(card=CARD_TEXT[card]))
        elif mask >> card & 1:
            raise BadNotation(_("boat card {card} is named twice").format(card=CARD_TEXT[card]))
        else:
            mask |= 1 << card
        i += 1
    if pending is not None:
        raise BadNotation(_("a number in 'give' must be followed by 'gold', e.g. 'give 2 gold'"))
    return Action(GIVE, mask, coins, cannons)
