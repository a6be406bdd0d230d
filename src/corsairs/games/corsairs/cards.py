"""Cards of Corsairs: 110 cards, numbers 1-11 in ten colours.

Inside the engine a card is a small int ``colour * 11 + (number - 1)`` and a
set of cards is an int bitmask over those 110 bits; :class:`Card` is the
readable form used at the public API. The notation of a card is its colour
code followed by its number: ``O9`` is orange 9, ``K11`` black 11.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from corsairs.lang import _
from corsairs.protocol import BadNotation

COLOURS: tuple[str, ...] = (
    "red",
    "orange",
    "yellow",
    "green",
    "blue",
    "violet",
    "pink",
    "brown",
    "grey",
    "black",
)
CODES: tuple[str, ...] = ("R", "O", "Y", "G", "B", "V", "P", "N", "A", "K")
"""One letter per colour: bla(K)ck as in CMYK, brow(N), (A)sh grey."""

NUMBERS = 11
DECK_SIZE = len(COLOURS) * NUMBERS
FULL_DECK = (1 << DECK_SIZE) - 1
NUMBER_MASK = (1 << NUMBERS) - 1

COLOUR_INDEX = {name: i for i, name in enumerate(COLOURS)}
_COLOUR_LOOKUP: dict[str, int] = {}
for _i, (_name, _code) in enumerate(zip(COLOURS, CODES, strict=True)):
    _COLOUR_LOOKUP[_name] = _i
    _COLOUR_LOOKUP[_code.lower()] = _i
_COLOUR_LOOKUP["gray"] = COLOUR_INDEX["grey"]
_COLOUR_LOOKUP["purple"] = COLOUR_INDEX["violet"]

CARD_TEXT: tuple[str, ...] = tuple(
    f"{CODES[i // NUMBERS]}{i % NUMBERS + 1}" for i in range(DECK_SIZE)
)
TEXT_CARD = {t: i for i, t in enumerate(CARD_TEXT)}
VALUE: tuple[int, ...] = tuple(i % NUMBERS + 1 for i in range(DECK_SIZE))
COLOUR_OF: tuple[int, ...] = tuple(i // NUMBERS for i in range(DECK_SIZE))
COLOUR_MASK: tuple[int, ...] = tuple(NUMBER_MASK << (c * NUMBERS) for c in range(len(COLOURS)))
NUMBERS_VALUE: tuple[int, ...] = tuple(
    sum(n + 1 for n in range(NUMBERS) if m >> n & 1) for m in range(1 << NUMBERS)
)
"""Sum of the numbers in an 11-bit number mask (bit n-1 = number n)."""

_CARD_RE = re.compile(r"^([a-z]+)[-_ ]?(\d+)$|^(\d+)[-_ ]?([a-z]+)$")


def colour_name(colour: str) -> str:
    """A colour ("red", the engine's word) in the language spoken; the card codes stay
    the English initials. The terminal's table and the coach's words both say it."""
    words = {
        "red": _("red"),
        "orange": _("orange"),
        "yellow": _("yellow"),
        "green": _("green"),
        "blue": _("blue"),
        "violet": _("violet"),
        "pink": _("pink"),
        "brown": _("brown"),
        "grey": _("grey"),
        "black": _("black"),
    }
    return words.get(colour, colour)


def card_index(colour: int, number: int) -> int:
    return colour * NUMBERS + number - 1


def codes_said() -> str:
    """Every colour's code and name in the language spoken: "R red, O orange, …"."""
    return ", ".join(f"{c} {colour_name(n)}" for c, n in zip(CODES, COLOURS, strict=True))


def parse_card(text: str) -> int:
    """``"O9"``, ``"9o"``, ``"orange9"`` or ``"orange-9"`` -> card index."""
    t = text.strip()
    hit = TEXT_CARD.get(t)
    if hit is not None:
        return hit
    m = _CARD_RE.match(t.lower())
    if not m:
        said = _("{text} is not a card (write colour code and number, e.g. O9)")
        raise BadNotation(said.format(text=repr(text)))
    word, digits = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    colour = _COLOUR_LOOKUP.get(word)
    if colour is None:
        said = _("{text}: unknown colour {word}; colours are {codes}")
        raise BadNotation(said.format(text=repr(text), word=repr(word), codes=codes_said()))
    number = int(digits)
    if not 1 <= number <= NUMBERS:
        said = _("{text}: numbers run from 1 to {n}")
        raise BadNotation(said.format(text=repr(text), n=NUMBERS))
    return card_index(colour, number)


def bits(mask: int) -> Iterator[int]:
    """Card indices in ``mask``, lowest first (colour order, then number)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


_NIBBLE_TEXT: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(
        tuple(CARD_TEXT[c * NUMBERS + n] for n in range(NUMBERS) if m >> n & 1)
        for m in range(1 << NUMBERS)
    )
    for c in range(len(COLOURS))
)
_SHIFT_TEXT = tuple((c * NUMBERS, _NIBBLE_TEXT[c]) for c in range(len(COLOURS)))


def mask_text(mask: int) -> list[str]:
    """Notation of the cards in ``mask``, sorted by colour then number."""
    if not mask:  # most of an observation's sets (penalties, stowaways, known cards)
        return []
    out: list[str] = []
    for sh, table in _SHIFT_TEXT:
        m = (mask >> sh) & NUMBER_MASK
        if m:
            out.extend(table[m])
    return out


# Cards whose number has bit k set, for k = 0..3 (numbers run to 11 < 16).
_VALUE_BITS = tuple(
    sum(1 << i for i in range(DECK_SIZE) if (i % NUMBERS + 1) >> k & 1) for k in range(4)
)


def mask_value(mask: int) -> int:
    """Sum of the numbers of the cards in ``mask``: four popcounts, one per bit of a number."""
    w0, w1, w2, w3 = _VALUE_BITS
    return (
        (mask & w0).bit_count()
        + 2 * (mask & w1).bit_count()
        + 4 * (mask & w2).bit_count()
        + 8 * (mask & w3).bit_count()
    )


def parse_mask(texts: Iterable[str]) -> int:
    m = 0
    for t in texts:
        i = parse_card(t)
        if m >> i & 1:
            raise BadNotation(f"card {CARD_TEXT[i]} is named twice")
        m |= 1 << i
    return m


@dataclass(frozen=True, slots=True)
class Card:
    """A card at the public API: ``Card("violet", 2)``. Sorts by colour, then number."""

    colour: str
    number: int

    def __post_init__(self) -> None:
        if self.colour not in COLOUR_INDEX:
            raise ValueError(f"unknown colour {self.colour!r}; colours: {', '.join(COLOURS)}")
        if (
            not isinstance(self.number, int)
            or isinstance(self.number, bool)
            or not 1 <= self.number <= NUMBERS
        ):
            raise ValueError(f"card numbers run from 1 to {NUMBERS}, not {self.number!r}")

    @property
    def index(self) -> int:
        return card_index(COLOUR_INDEX[self.colour], self.number)

    @property
    def code(self) -> str:
        return CARD_TEXT[self.index]

    @classmethod
    def from_index(cls, index: int) -> Card:
        return _CARDS[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        return _CARDS[parse_card(text)]

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __str__(self) -> str:
        return self.code


_CARDS: tuple[Card, ...] = tuple(
    Card(COLOURS[i // NUMBERS], i % NUMBERS + 1) for i in range(DECK_SIZE)
)


def cards_of(mask: int) -> tuple[Card, ...]:
    return tuple(_CARDS[i] for i in bits(mask))


def to_mask(cards: Iterable[Card | str | int]) -> int:
    """Accept Card objects, notation strings or indices; reject duplicates."""
    m = 0
    for c in cards:
        if isinstance(c, Card):
            i = c.index
        elif isinstance(c, str):
            i = parse_card(c)
        elif isinstance(c, int) and not isinstance(c, bool) and 0 <= c < DECK_SIZE:
            i = c
        else:
            raise ValueError(f"not a card: {c!r}")
        if m >> i & 1:
            raise ValueError(f"card {CARD_TEXT[i]} appears twice")
        m |= 1 << i
    return m
