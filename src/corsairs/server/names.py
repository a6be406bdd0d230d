"""Seat names: what every other seat reads in the seats, the log and the record.

A name is typed by a table's creator or by a friend claiming a seat, and shown to
everyone at the table, so it must be a plain visible name, one per seat: line breaks
and tabs become spaces; control and invisible format characters go (a right-to-left
override would flip the rest of a log line, a zero-width space makes a second "Ann"
that looks like the first, NUL and escape codes are nobody's name, Unicode's
default-ignorable characters and the braille blank show nothing); a name with nothing
visible left is no name (the seat keeps its default); a name that looks like another
seat's (compared NFKC-folded, casefolded, ignorables removed, and letters of other scripts
that look like Latin ones read as those: a Cyrillic "С", a Greek "Α", an "I" for an "l")
gets a number ("Bob 2").
Joiners and emoji presentation selectors stay inside a name: emoji sequences and some
scripts need them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

MAX_NAME = 40
"""Characters of a seat's name."""

JOINERS = frozenset("\u200c\u200d")
"""Format characters a name keeps: zero-width non-joiner and joiner (Persian, emoji)."""

EMOJI_MARKS = frozenset("\ufe0e\ufe0f") | frozenset(map(chr, range(0xE0020, 0xE0080)))
"""Ignorable characters that shape emoji and are kept inside a name: text/emoji
presentation selectors and the tag characters of subdivision flags."""

IGNORABLE_RANGES = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)  # fmt: skip
"""Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt): characters a
screen shows as nothing, among them the Hangul fillers that count as letters."""

BLANKS = frozenset("\u2800")
"""Characters shown as a blank that Unicode counts as visible: the braille blank."""

EMOJI_PLANE = range(0x1F000, 0x20000)
"""Where new emoji are assigned: an unassigned code point here is kept, since it is
most likely an emoji newer than Python's Unicode tables, and shown by the browser."""


def is_ignorable(ch: str) -> bool:
    """True for a character that a screen shows as nothing."""
    code = ord(ch)
    return any(lo <= code <= hi for lo, hi in IGNORABLE_RANGES)


def _kept(ch: str) -> bool:
    """True for a character a name may hold (whitespace aside)."""
    if ch in JOINERS or ch in EMOJI_MARKS:
        return True
    if is_ignorable(ch) or ch in BLANKS:
        return False
    category = unicodedata.category(ch)
    if category == "Cn":
        return ord(ch) in EMOJI_PLANE
    return category[0] != "C"  # Cc, Cf, Co go


def _visible(ch: str) -> bool:
    """True for a character that shows something on its own."""
    if ch in JOINERS or ch in EMOJI_MARKS:
        return False
    return unicodedata.category(ch)[0] in "LNSP" or ord(ch) in EMOJI_PLANE


BOT_MARK = "\U0001f916"
"""🤖: the page puts it before every bot's name (from the seat's kind, which the server
keeps), so no name may carry it: a person named "🤖 Casual bot 2" would pass for a bot."""


YOU_MARK = re.compile(r"\s*\(\s*(?:you|vous|tu|du)\s*\)\s*$", re.IGNORECASE)
"""The page's mark of the viewer's own seat, "Claire (vous)" (the ``you`` of web/i18n.js in
each language): a friend named "Claire (vous)" was, in Claire's own eyes, Claire herself
in the seats, the score sheet and the talk. No name ends with it, as none carries 🤖."""


def clean_name(typed: str | None) -> str | None:
    """The name as shown, or None when nothing visible is left of what was typed."""
    if not typed:
        return None
    line = visible_line(typed.replace(BOT_MARK, ""), MAX_NAME)
    while line is not None and YOU_MARK.search(line):
        line = visible_line(YOU_MARK.sub("", line), MAX_NAME)
    return line


def visible_line(typed: str, limit: int) -> str | None:
    """``typed`` as one line shown to everyone at a table (a name, a line of talk), at
    most ``limit`` characters, or None when nothing visible is left: the cleaning above."""
    kept = []
    for ch in unicodedata.normalize("NFC", typed):
        if ch.isspace():
            kept.append(" ")
        elif _kept(ch):
            kept.append(ch)
    line = _trim(" ".join("".join(kept).split())[:limit])
    return line if any(_visible(ch) for ch in line) else None


def _trim(name: str) -> str:
    """``name`` without spaces, joiners or emoji marks at its ends, stripped together
    until nothing changes ("Ann \u200d" is "Ann", not "Ann "); an emoji mark right
    after what it shapes stays (the selector of "❤\ufe0f")."""
    edges = " " + "".join(JOINERS)
    while True:
        before = name
        name = name.strip(edges).lstrip("".join(EMOJI_MARKS))
        while name and name[-1] in EMOJI_MARKS and (len(name) == 1 or name[-2] in edges):
            name = name[:-1]
        if name == before:
            return name


LOOK_ALIKES = str.maketrans(
    # Cyrillic
    "аевгкмнопрстухьіјѕԁһԛԝүӏѡ"
    # Greek
    "αβεζηικμνορτυχϲϳω"
    # Armenian, Latin variants, digits and a bar
    "օոսհցıɩɡ01|",
    # each read as
    "aebrkmhonpctyxbijsdhqwylw"
    # its Latin letter
    "abezhikmvoptuxcjw"
    # in the same order
    "onuhgiigoll",
)
"""Letters that a screen shows as Latin ones, each read as the Latin letter it passes for
(Unicode's confusables, TR 39, for the scripts a name at a table could pass with): a
friend renamed "Сlaire" with a Cyrillic С was a second Claire at the table. Compared after
case folding, so a capital's look decides (a Cyrillic "В" is a "b"); a look-alike counted
where none was meant costs a name its number, nothing more."""


def name_key(name: str) -> str:
    """What two names are compared by: two names that look alike have one key (in any
    case or width, with invisible characters, or letters of another script that look
    like Latin ones; an "I" looks like an "l" in the page's font, and "rn" like "m")."""
    # a capital I is an l before case folding makes it an i
    folded = unicodedata.normalize("NFKC", name).replace("I", "l").casefold()
    bare = "".join(ch for ch in folded if not is_ignorable(ch)).translate(LOOK_ALIKES)
    return " ".join(bare.replace("rn", "m").split())


def unique_name(name: str, taken: Iterable[str]) -> str:
    """``name``, or ``name 2``, ``name 3``... when another seat has one that looks alike
    (in any case, width or with invisible characters)."""
    used = {name_key(t) for t in taken}
    if name_key(name) not in used:
        return name
    n = 2
    while True:
        suffix = f" {n}"
        candidate = name[: MAX_NAME - len(suffix)].rstrip() + suffix
        if name_key(candidate) not in used:
            return candidate
        n += 1
