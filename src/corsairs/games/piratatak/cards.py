"""Cards of Piratatak: 24 boat cards, 20 gold coins, 8 pirates, 3 cannons (55 in all).

Inside the engine a card is a small int. Boat cards are ``colour * 6 + part - 1``
(0-23) and a set of them is an int bitmask over those 24 bits; the identical
cards share one code each: ``GOLD`` (24), ``PIRATE`` (25), ``CANNON`` (26).

The rulebook does not name the four boat colours; the project calls them red,
yellow, green and blue. A boat card is written as its colour code and part,
``R1`` to ``B6``; the other cards are written ``gold``, ``pirate`` and ``cannon``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from corsairs.lang import _
from corsairs.protocol import BadNotation

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue")
CODES: tuple[str, ...] = ("R", "Y", "G", "B")


def colour_names() -> list[str]:
    """The boats' colours in the language spoken (the codes stay the English initials)."""
    return [_("red"), _("yellow"), _("green"), _("blue")]


def codes_said() -> str:
    """Every boat colour's code and name in the language spoken: "R=red, Y=yellow, …"."""
    return ", ".join(f"{c}={n}" for c, n in zip(CODES, colour_names(), strict=True))


PARTS = 6
BOAT_CARDS = len(COLOURS) * PARTS
GOLD, PIRATE, CANNON = BOAT_CARDS, BOAT_CARDS + 1, BOAT_CARDS + 2
KINDS = CANNON + 1
"""Distinct card codes: the 24 boat cards and the three identical kinds."""

GOLD_COINS, PIRATES, CANNONS = 20, 8, 3
DECK_SIZE = BOAT_CARDS + GOLD_COINS + PIRATES + CANNONS
COPIES: tuple[int, ...] = (1,) * BOAT_CARDS + (GOLD_COINS, PIRATES, CANNONS)
"""How many cards of each code the deck holds."""

ALL_BOATS = (1 << BOAT_CARDS) - 1
COLOUR_MASK: tuple[int, ...] = tuple(((1 << PARTS) - 1) << (c * PARTS) for c in range(len(COLOURS)))
COLOUR_OF: tuple[int, ...] = tuple(i // PARTS for i in range(BOAT_CARDS))

CARD_TEXT: tuple[str, ...] = (
    *(f"{CODES[i // PARTS]}{i % PARTS + 1}" for i in range(BOAT_CARDS)),
    "gold",
    "pirate",
    "cannon",
)
_EXACT: dict[str, int] = {t: i for i, t in enumerate(CARD_TEXT)}
_LOOKUP: dict[str, int] = {t.lower(): i for i, t in enumerate(CARD_TEXT)}
# "2 cannons", "2 coins": the counted words the terminal says a give in, read back
_LOOKUP.update({"coin": GOLD, "coins": GOLD, "$": GOLD, "g$": GOLD, "cannons": CANNON})
for _c, (_name, _code) in enumerate(zip(COLOURS, CODES, strict=True)):
    for _part in range(1, PARTS + 1):
        _LOOKUP[f"{_name}{_part}"] = _c * PARTS + _part - 1
        _LOOKUP[f"{_name}-{_part}"] = _c * PARTS + _part - 1
        _LOOKUP[f"{_part}{_code.lower()}"] = _c * PARTS + _part - 1
COLOUR_LOOKUP: dict[str, int] = {}
for _c, (_name, _code) in enumerate(zip(COLOURS, CODES, strict=True)):
    COLOUR_LOOKUP[_name] = _c
    COLOUR_LOOKUP[_code.lower()] = _c


def parse_card(text: str) -> int:
    """``"R3"``, ``"red3"``, ``"3r"``, ``"gold"`` (or ``coin``), ``"pirate"``, ``"cannon"``."""
    if type(text) is str:
        hit = _EXACT.get(text)
        if hit is not None:
            return hit
    elif not isinstance(text, str):
        raise BadNotation(
            _("a card is written as text, not {kind}").format(kind=type(text).__name__)
        )
    hit = _LOOKUP.get(text.strip().lower())  # a non-canonical spelling
    if hit is None:
        said = _(
            "{text} is not a card: boat cards are a colour code and a part 1-6 "
            "({codes}, e.g. R3); the others are 'gold', 'pirate' and 'cannon'"
        )
        raise BadNotation(said.format(text=repr(text), codes=codes_said()))
    return hit


def bits(mask: int) -> Iterator[int]:
    """Boat card indices in ``mask``, lowest first (colour order, then part)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


_TEXTS_BY_COLOUR: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(
        tuple(CARD_TEXT[c * PARTS + i] for i in range(PARTS) if m >> i & 1)
        for m in range(1 << PARTS)
    )
    for c in range(len(COLOURS))
)
"""The texts of every set of one colour's boat cards, by its 6-bit mask: every observation
writes each seat's boat and spares, and four look-ups cost a fraction of walking the bits
(simulations write tens of thousands of observations)."""


def mask_text(mask: int) -> list[str]:
    """The texts of the boat cards in ``mask``, lowest first (as ``bits`` gives them)."""
    if 0 <= mask <= ALL_BOATS:
        r, y, g, b = _TEXTS_BY_COLOUR
        return [*r[mask & 63], *y[mask >> 6 & 63], *g[mask >> 12 & 63], *b[mask >> 18]]
    return [CARD_TEXT[i] for i in bits(mask)]


def parse_boat_mask(texts: Iterable[str]) -> int:
    """Boat card names -> mask; other cards and repeats are refused."""
    m = 0
    for t in texts:
        i = parse_card(t)
        if i >= BOAT_CARDS:
            raise BadNotation(_("{text} is not a boat card").format(text=repr(t)))
        if m >> i & 1:
            raise BadNotation(_("boat card {card} is named twice").format(card=CARD_TEXT[i]))
        m |= 1 << i
    return m
