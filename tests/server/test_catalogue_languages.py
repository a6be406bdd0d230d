"""Every word the browser can show in English has its own French, Italian and German
words: a key a language lacks (or leaves empty) falls back to English on its pages.

This is the part of tests/e2e/test_languages.py's whole games that depends on the
language: the rest (words written into the code, engine notation, the server's text) is
the same in every language, and a whole game in one of them checks it there."""

from __future__ import annotations

import re

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


# Entries whose words are the language's own and the same as English's: a word both
# languages write alike, a name. Any other entry identical to English is a copy, whose
# English words the missing-key check above counted as the language's.
SAME_AS_ENGLISH = {
    "fr": {
        "card_pirate": "pirate",
        "face_pirate": "pirate",
        "n_pirate": "{n} pirates",
        "suggestions": "Suggestions",
        "orange": "orange",
        "violet": "violet",
    },
    "it": {"bot": "Bot", "ro_no": "no"},
    "de": {
        "bot": "Bot",
        "name": "Name",
        "online": "online",
        "offline": "offline",
        "gold": "Gold",
        "orange": "orange",
        "rv_round_mark": "R{n}",  # Runde
    },
}


def wordless(text: str) -> bool:
    """No words to translate: placeholders, figures and signs only ("{name}: {text}", "«")."""
    return not re.search(r"[^\W\d_]", re.sub(r"\{[^}]*\}", "", text))


@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_no_entry_is_an_english_copy(lang: str) -> None:
    """An English sentence copied whole into another language's catalogue passed the check
    above (the key is there, not empty) and showed English on that language's pages."""
    same = in_node(
        f"""const en = m.CATALOGUE.en, own = m.CATALOGUE['{lang}'];
        return Object.fromEntries(Object.keys(en).filter((k) => own[k] === en[k])
                                  .map((k) => [k, en[k]]));""",
        lang,
    )
    copies = {k: v for k, v in same.items() if not wordless(v) and k not in SAME_AS_ENGLISH[lang]}
    assert not copies, copies
    # the list holds only what is still alike: a word translated since leaves it
    assert {k: v for k, v in same.items() if k in SAME_AS_ENGLISH[lang]} == SAME_AS_ENGLISH[lang]


def test_french_never_lets_a_line_break_before_its_double_punctuation() -> None:
    """French sets a space before : ; ! ? and » and after «, where the browser broke a line:
    a Piratatak win left "gagnez" at the end of one and its "!" alone at the start of the
    next. Every French text t() gives (every catalogue, web/i18n*.js) has a no-break space
    there, the catalogues' plain ones made so by one rule (companion/elision.js)."""
    said = in_node(
        """return Object.keys(m.CATALOGUE.fr).map((k) => m.t(k))
             .filter((s) => / [:;!?»]|« /.test(s));""",
        "fr",
    )
    assert said == [], said[:5]
    assert in_node("return m.t('winner', { names: 'Giulia' });", "fr") == "Giulia a gagné\u00a0!"
