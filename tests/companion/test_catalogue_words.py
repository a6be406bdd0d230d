"""The companion's catalogue (companion/i18n.js) in Node, no browser: every key in every
language, and no entry an English copy (its words counted as the language's, shown in
English on a French, Italian or German phone)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from companion_node import companion_said

# words the language writes as English does (tests/server/test_catalogue_languages.py)
SAME_AS_ENGLISH = {
    "fr": {"orange": "orange", "violet": "violet"},
    "it": {},
    "de": {"orange": "orange"},
}


def wordless(text: str) -> bool:
    """No words to translate: placeholders, figures and signs only ("+{n}")."""
    return not re.search(r"[^\W\d_]", re.sub(r"\{[^}]*\}", "", text))


@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_no_entry_is_an_english_copy(lang: str, tmp_path: Path) -> None:
    missing, same = companion_said(
        f"""const en = m.CATALOGUE.en, own = m.CATALOGUE['{lang}'];
        return [m.missingKeys().filter((k) => k.startsWith('{lang}.')),
                Object.fromEntries(Object.keys(en).filter((k) => own[k] === en[k])
                                   .map((k) => [k, en[k]]))];""",
        lang,
        tmp_path,
    )
    assert not missing, missing
    copies = {k: v for k, v in same.items() if not wordless(v) and k not in SAME_AS_ENGLISH[lang]}
    assert not copies, copies
    assert {k: v for k, v in same.items() if k in SAME_AS_ENGLISH[lang]} == SAME_AS_ENGLISH[lang]


PHONE = re.compile(r"\b(?:phone|smartphone|téléphone|telefon[oi]?|Telefons?|Handys?)\b", re.I)
"""A phone by name, in the four languages."""


def test_the_page_names_no_phone(tmp_path: Path) -> None:
    """The page is used on a tablet as often as on a phone (one lying on the table, within
    every player's reach), and said "Saved on this phone", "this phone has no connection"
    on it all the same: it says "this device" ("cet appareil", "questo dispositivo",
    "diesem Gerät"), in every language."""
    catalogue = companion_said("return m.CATALOGUE;", "en", tmp_path)
    named = {
        f"{lang}.{key}": text
        for lang, words in catalogue.items()
        for key, text in words.items()
        if isinstance(text, str) and PHONE.search(text)
    }
    assert not named, named
