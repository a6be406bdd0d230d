"""Every word the browser can show in English has its own French, Italian and German
words: a key a language lacks (or leaves empty) falls back to English on its pages.

This is the part of tests/e2e/test_languages.py's whole games that depends on the
language: the rest (words written into the code, engine notation, the server's text) is
the same in every language, and a whole game in one of them checks it there."""

from __future__ import annotations

import pytest
from web_i18n import in_node


@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_every_english_key_has_words_of_the_language(lang: str) -> None:
    """Over every catalogue (web/i18n*.js), as t() looks a key up."""
    lacking, extra = in_node(
        f"""const en = m.CATALOGUE.en, own = m.CATALOGUE['{lang}'];
        return [Object.keys(en).filter((k) => typeof own[k] !== 'string' || !own[k].trim()),
                // a "_you" form of an English key: the player's own move (tOwn), which
                // English says with the others' words ("You" as their subject)
                Object.keys(own).filter((k) => !(k in en)
                                        && !(k.endsWith('_you') && k.slice(0, -4) in en))];""",
        lang,
    )
    assert not lacking, lacking
    assert not extra, extra  # a key only this language has is a misspelt one
