"""Cards as a page says them, the browser's way (``cardName``/``cardNames`` in web/i18n.js):
"red 9", French "le 9 rouge", Italian "il 9 rosso" ("l'8 rosso"), German "die rote 9";
Piratatak's gold coins and cannons counted ("le 1 rouge et 2 pièces d'or").

The terminal says a card by the code a player types ("R9"), in every language; a page a
reader only reads (the review page ``corsairs review`` writes) says it in words. The words
that insert a card take it from :func:`card` or :func:`cards`, which give the code unless
:func:`in_words` is in force. Either way the value knows its grammatical forms, which a
template asks for by name as the browser's do: ``{card}`` the object of a verb,
``{card:dat}`` after German "mit" ("mit der roten 9"), ``{card:bare}`` after a label or a
colon ("rote 9", French "9 rouge"); a code is the same in every form."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

from corsairs.games.corsairs.cards import CODES, COLOURS, colour_name
from corsairs.lang import capitalised, listed, n_, p_, spoken

COLOUR_BY_CODE = dict(zip(CODES, COLOURS, strict=True))
"""The colour of a card's code letter (Piratatak's boat cards use the same letters)."""

GERMAN_STEMS = {
    "red": "rot",
    "orange": "orange",
    "yellow": "gelb",
    "green": "grün",
    "blue": "blau",
    "violet": "violett",
    "pink": "rosa",
    "brown": "braun",
    "grey": "grau",
    "black": "schwarz",
}
"""German colour adjectives before a card's number, declined as the rulebook does ("die
gelbe 7", "der orangen 9", "die orange 9"); "rosa" is not declined."""

COUNTED = ("gold", "cannon")
"""Piratatak's cards several of which are alike: counted when named together."""

_CODE = re.compile(r"([A-Z])(\d+)")

_words: ContextVar[bool] = ContextVar("card_words", default=False)


class CardWords(str):
    """A card (or cards) as said, with its other forms for a template that asks for one."""

    forms: dict[str, str]

    def __new__(cls, said: str, **forms: str) -> CardWords:
        out = super().__new__(cls, said)
        out.forms = forms
        return out

    def __format__(self, spec: str) -> str:
        if spec in ("dat", "bare"):
            return self.forms.get(spec, str(self))
        if spec == "cap":
            return capitalised(str(self))
        return format(str(self), spec)


@contextmanager
def in_words() -> Iterator[None]:
    """Say cards in words inside the block (this context and thread only)."""
    token = _words.set(True)
    try:
        yield
    finally:
        _words.reset(token)


def in_words_now() -> bool:
    """Whether cards are said in words here (inside :func:`in_words`)."""
    return _words.get()


def card(code: str) -> CardWords:
    """A card as the words around it say it: its code ("R9"), or in words in a page."""
    if not _words.get():
        return CardWords(code)
    return _named(code)


def cards(codes: Sequence[str], sentence: bool = False) -> CardWords:
    """Cards as a list: codes a space apart ("R1 R2"), or in words in a page, coins and
    cannons counted, joined as the language lists them (English's commas alone, as the
    browser's ``cardNames``, or with "and" in a ``sentence``, as its ``cardsInSentence``;
    German's bare form too, "rote 3, rote 4 und gelbe 1")."""
    if not _words.get():
        return CardWords(" ".join(codes))
    said: list[CardWords] = []
    counts: list[int] = []
    for code in codes:
        if said and code in COUNTED and code == _last_code(said):
            counts[-1] += 1
        else:
            said.append(_named(code))
            counts.append(1)
    said = [_counted(w, n) if n > 1 else w for w, n in zip(said, counts, strict=True)]
    if not said:
        return CardWords(p_("cards", "none"))
    if spoken() == "en":
        return CardWords(listed([str(w) for w in said]) if sentence else ", ".join(said))
    joined = listed([str(w) for w in said])
    if spoken() != "de":
        return CardWords(joined)
    return CardWords(
        joined,
        dat=listed([w.forms.get("dat", str(w)) for w in said]),
        bare=listed([w.forms.get("bare", str(w)) for w in said]),
    )


def _last_code(said: list[CardWords]) -> str:
    return said[-1].forms.get("code", "")


def _counted(one: CardWords, n: int) -> CardWords:
    code = one.forms.get("code", "")
    said = (
        n_("{n} gold coin", "{n} gold coins", n)
        if code == "gold"
        else n_("{n} cannon", "{n} cannons", n)
    )
    return CardWords(said.format(n=n), code=code)


def _named(code: str) -> CardWords:
    """One card in words, in the language spoken."""
    if m := _CODE.fullmatch(code):
        colour = COLOUR_BY_CODE.get(m[1])
        if colour is None:
            return CardWords(code, code=code)
        n, lang = m[2], spoken()
        if lang == "de":
            stem = GERMAN_STEMS[colour]
            e = stem if stem in ("rosa", "orange") else stem + "e"
            en = stem if stem == "rosa" else stem.removesuffix("e") + "en"
            return CardWords(f"die {e} {n}", dat=f"der {en} {n}", bare=f"{e} {n}", code=code)
        if lang in ("fr", "it"):
            bare = f"{n} {colour_name(colour)}"
            article = "le " if lang == "fr" else "l'" if n in ("1", "8", "11") else "il "
            return CardWords(article + bare, bare=bare, code=code)
        return CardWords(f"{colour_name(colour)} {n}", code=code)
    if code == "gold":
        said = p_("card named", "a gold coin")
        return CardWords(said, dat=_german_dative(said), code=code)
    if code == "cannon":
        said = p_("card named", "a cannon")
        return CardWords(said, dat=_german_dative(said), code=code)
    if code == "pirate":
        said = p_("card named", "a pirate")
        return CardWords(said, dat=_german_dative(said), code=code)
    return CardWords(code, code=code)


def _german_dative(said: str) -> str:
    """German "eine Goldmünze" after "mit": "einer Goldmünze", and "einen Piraten" "einem
    Piraten" (the browser's GERMAN_COUNTED; the pirate's "mit einen Piraten" was not German)."""
    if said.startswith("eine "):
        return "einer " + said[5:]
    return "einem " + said[6:] if said.startswith("einen ") else said
