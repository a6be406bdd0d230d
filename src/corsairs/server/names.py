"""Seat names: what every other seat reads in the seats, the log and the record.

A name is typed by a table's creator or by a friend claiming a seat, and shown to
everyone at the table, so it must be a plain visible name, one per seat: line breaks
and tabs become spaces; control and invisible format characters go (a right-to-left
override would flip the rest of a log line, a zero-width space makes a second "Ann"
that looks like the first, NUL and escape codes are nobody's name, Unicode's
default-ignorable characters and the braille blank show nothing); a name with nothing
visible left is no name (the seat keeps its default); a name that looks like another
seat's (compared after NFKC, ignorables removed, as typed, in capitals and case-folded,
letters of other scripts that look like Latin ones read as those: a Cyrillic "С", a Greek
"Α", a Cherokee "Ꮯ", an "I" for an "l"; a letter of another script inside a Latin name
as any letter; every emoji as one empty box, as a machine without an emoji font draws
it) gets a number ("Bob 2").
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
    "АВЕКМНОРСТХЅІЈԚԜҮӀ"
    # Greek
    "αβεζηικμνορτυχϲϳω"
    "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ"
    # Armenian
    "օոսհցՕՍ"
    # Cherokee (a small letter as its capital's look, in small)
    "ᎪᏴᏟᎠᎬᏀᎻᎫᏦᏞᎷᏢᎡᏚᎢᏙᏔᏃᎳᎩᏏᏂᎥ"
    "ꭺꮯꭰꭼꮐꮋꭻꮶꮮꮇꮲꭱꮪꭲꮩꮤꮓꮃ"
    # Lisu
    "ꓐꓑꓓꓔꓖꓗꓙꓚꓜꓝꓟꓠꓡꓢꓣꓦꓧꓪꓫꓬꓮꓰꓲꓳꓴ"
    # Latin variants (small capitals, a dotless i, a click), digits and a bar
    "ᴄᴏᴠᴡᴢꜱɑıɩɡǀI01|",
    # each read as its Latin letter, in the same order
    "aebrkmhonpctyxbijsdhqwylw"
    "ABEKMHOPCTXSlJQWYl"
    "abezhikmvoptuxcjw"
    "ABEZHlKMNOPTYX"
    "onuhgOU"
    "ABCDEGHJKLMPRSTVWZWybhi"
    "acdeghjklmprstvwzw"
    "BPDTGKJCZFMNLSRVHWXYAElOU"
    "covwzsaiiglloll",
)
"""Letters that a screen shows as Latin ones, each read as the Latin letter it passes for
(Unicode's confusables, TR 39, for the scripts a name at a table could pass with: Cyrillic,
Greek, Armenian, Cherokee, Lisu, Latin's own small capitals; a capital I as an l, as the
page's sans-serif font draws it): a friend renamed "Сlaire" with a Cyrillic С was a second
Claire at the table. A look-alike counted where none was meant costs a name its number,
nothing more. What NFKC folds (fullwidth, mathematical letters, ligatures) needs no row."""

WILD = "\x00"
"""In a name's key, a letter of another script inside a Latin name that the table does not
know: it may pass for any Latin letter (no name holds this control character)."""

BESIDE_LATIN = frozenset(
    {"LATIN", "MODIFIER", "CJK", "HIRAGANA", "KATAKANA", "KATAKANA-HIRAGANA", "HANGUL",
     "BOPOMOFO", "IDEOGRAPHIC"}
)  # fmt: skip
"""Scripts (the first word of a letter's Unicode name) a name may mix with Latin letters
without any of them standing for a Latin letter: TR 39's "highly restrictive" sets (Latin
with Han and Japanese kana, with Bopomofo, with Hangul)."""


def _script(ch: str) -> str | None:
    """A letter's script, as the first word of its Unicode name; None for no letter."""
    if not unicodedata.category(ch).startswith("L"):
        return None
    return unicodedata.name(ch, "").split(" ", 1)[0] or None


PICTURE = "\ufffd"
"""In a name's key, a character of the emoji plane (``EMOJI_PLANE``): a machine without an
emoji font draws each as the same empty box (the page brings its own glyph for 🤖 alone),
so "🦜" and "🐙" are one name there, and the second seat gets a number ("🐙 2")."""


def _skeleton(text: str, mixed: bool) -> str:
    """``text`` read as the Latin letters it passes for (TR 39's skeleton, by the table);
    in a ``mixed`` name a letter of another script the table does not know is a WILD,
    an emoji a PICTURE."""
    out = []
    for ch in text:
        seen = PICTURE if ord(ch) in EMOJI_PLANE else ch.translate(LOOK_ALIKES)
        if mixed and seen == ch and _script(ch) not in BESIDE_LATIN and _script(ch):
            seen = WILD
        out.append(seen)
    return " ".join("".join(out).replace("rn", "m").split())


def name_keys(name: str) -> frozenset[str]:
    """What a name is compared by: its skeleton as typed, in capitals and case-folded
    (after NFKC, invisible characters removed). Two names look alike when one of their
    keys is one: "CLAlRE" is "CLAIRE" as typed, and "CLAIRE" is "Claire" in capitals,
    while an i is no l ("Elia" and "Ella" stay apart). A name that mixes Latin letters
    with letters of another script the table does not know (a Coptic letter in "Claire")
    is the mixed-script name TR 39 warns of: each such letter stands for any."""
    bare = "".join(ch for ch in unicodedata.normalize("NFKC", name) if not is_ignorable(ch))
    scripts = {_script(ch) for ch in bare} - {None}
    mixed = "LATIN" in scripts and not scripts <= BESIDE_LATIN
    folded = _skeleton(bare.casefold(), mixed).casefold()
    return frozenset({folded, _skeleton(bare, mixed), _skeleton(bare.upper(), mixed)})


def _alike(one: str, other: str) -> bool:
    """Whether two keys are one, a WILD standing for any letter."""
    if WILD not in one and WILD not in other:
        return one == other
    return len(one) == len(other) and all(
        a == b or WILD in (a, b) for a, b in zip(one, other, strict=True)
    )


def looks_alike(name: str, taken: Iterable[str]) -> bool:
    """Whether ``name`` passes for one of ``taken`` (in any case, width, with invisible
    characters, or letters of another script that look like Latin ones)."""
    keys = name_keys(name)
    return any(_alike(k, u) for t in taken for u in name_keys(t) for k in keys)


def unique_name(name: str, taken: Iterable[str]) -> str:
    """``name``, or ``name 2``, ``name 3``... when another seat has one that looks alike
    (in any case, width or with invisible characters)."""
    taken = list(taken)
    if not looks_alike(name, taken):
        return name
    n = 2
    while True:
        suffix = f" {n}"
        candidate = name[: MAX_NAME - len(suffix)].rstrip() + suffix
        if not looks_alike(candidate, taken):
            return candidate
        n += 1
