"""English left over in a text meant to be French, Italian or German (the terminal's languages)."""

from __future__ import annotations

import re

ENGLISH = frozenset(
    """round rounds boat boats pirate pirates cannon cannons spares spare give gives gave back
    draw draws drew drawn player players card cards turn turns your you the and or of with
    to stock discard discards pile gold coins stop stops buy buys bought from over game wins
    win won nobody nothing fire fires previous final costs chance keep kept lost completes
    complete starts seat view limit crew sail pier stowaways penalty move moves played
    better best good why recommended only about judged also mistake mistakes blunder
    blunders inaccuracy inaccuracies decisions graded review winner deals sampled each
    others expected discarded penalties set winners saved choices choice left attached
    closer dealer empty colour record sweep number type illegal action actions seed stopped
    thinking""".split()  # noqa: SIM905
)
"""Words an untranslated text would show; names and card codes are none of them."""

SAME = {
    "fr": {"pirate", "pirates", "or", "pile", "chance", "final"},
    "it": set(),
    "de": {"gold", "also", "chance"},
}
"""English words that are also the language's own: French "pirate", "pile", "chance",
"final" and "or" (gold), German "Gold", "Chance" and "also" (so)."""


def english_left(text: str, lang: str) -> list[str]:
    """The English words in ``text``, as whole words, that ``lang`` does not share."""
    words = re.findall(r"[^\W\d_]+", text)
    return sorted({w for w in words if w.lower() in ENGLISH - SAME[lang]})
