"""A game's rule options in the player's words, read from the browser's catalogue
(``server/web/i18n_rules.js``: the lobby's house-rules section and the table's "House rules"
line), so that ``corsairs rules`` names and explains an option as the lobby does, in every
language, with no second copy of the words to drift from the first.

The catalogue is read as the browser's ``t`` reads it: the language's entry, else
English's; the keys are those of ``ruleLabel``, ``ruleHelp`` and ``ruleValue`` there
(``ro_<game>_<option>``, ``roh_…``, ``rov_…_<value>``). Core: a file of the package read
once, no dependency; without it (a stripped install) every answer is None and the caller
says what it has."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

from corsairs.lang import spoken

WORDS = Path(__file__).resolve().parent / "server" / "web" / "i18n_rules.js"
"""The browser's words for rule options (served to the lobby and the table as they are)."""

_BLOCK = re.compile(r"^Object\.assign\(CATALOGUE\.(\w+), \{\n(.*?)\n\}\);$", re.S | re.M)
"""One language's entries: ``Object.assign(CATALOGUE.fr, { … });``."""

_ENTRY = re.compile(r'(?<![\w"])(\w+): "((?:[^"\\\n]|\\.)*)"')
"""One entry, ``key: "words"``; the words a JavaScript string literal, as JSON writes one."""


@functools.cache
def catalogue() -> dict[str, dict[str, str]]:
    """Every language's rule words by key, as ``i18n_rules.js`` assigns them (empty when the
    file is not there)."""
    try:
        text = WORDS.read_text(encoding="utf-8")
    except OSError:
        return {}
    out: dict[str, dict[str, str]] = {}
    for lang, body in _BLOCK.findall(text):
        words = out.setdefault(lang, {})
        for key, literal in _ENTRY.findall(body):
            words[key] = json.loads(f'"{literal}"')
    return out


def known(key: str, **fields: Any) -> str | None:
    """``key``'s words in the language spoken (English's where it has none), its ``{n}``…
    filled; None for a key the catalogue lacks (the browser's ``tKnown``)."""
    words = catalogue()
    said = words.get(spoken(), {}).get(key, words.get("en", {}).get(key))
    if said is None:
        return None
    for name, value in fields.items():
        said = said.replace(f"{{{name}}}", str(value))
    return said


def label(game: str, name: str) -> str | None:
    """The option's name as the lobby shows it ("Price of a boat card")."""
    return known(f"ro_{game}_{name}")


def explained(game: str, name: str) -> str | None:
    """The lobby's one line on what the option does, if it has one."""
    return known(f"roh_{game}_{name}")


def value_words(game: str, name: str, value: Any) -> str | None:
    """A value in words, as the table's "House rules" line says it (``ruleValue``): a choice
    ("to the seller"), no value ("drawn at random", "5 + the number of players"), yes or no,
    a number with its unit ("3 gold coins"); None where the catalogue has no words for it."""
    base = f"rov_{game}_{name}"
    if value is None:
        return known(f"{base}_none") or known("ro_random")
    if isinstance(value, bool):
        return known("ro_yes" if value else "ro_no")
    if isinstance(value, int):
        return (known(f"{base}_one") if value == 1 else None) or known(f"{base}_n", n=value)
    return known(f"{base}_{value}")
