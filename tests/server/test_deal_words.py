"""The deal's commitment under a table is named with the verb its explanation uses: French
read "Donne engagée" and Italian "Distribuzione impegnata" (a pledge, not a fixed shuffle)
above "Le serveur a fixé le mélange…", "Il server ha fissato il mescolamento…"."""

from __future__ import annotations

import re

import pytest
from web_i18n import in_node


@pytest.mark.parametrize(
    ("lang", "label", "verb"),
    [("fr", "Donne fixée :", "a fixé"), ("it", "Distribuzione fissata:", "ha fissato")],
)
def test_the_commitment_is_named_as_its_explanation_says(lang: str, label: str, verb: str) -> None:
    said = in_node('return [m.t("deal_committed"), m.t("deal_why")]', lang)
    assert said[0] == label, said
    assert verb in said[1], said


# the seed's word in each language, as the terminal's catalogues say it (tests/test_lang.py)
SEED = {"en": "seed", "fr": "graine", "it": "valore di partenza", "de": "Startwert"}
SALT = {"en": "salt", "fr": "sel", "it": "sale", "de": "Salz"}


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_the_seed_is_named_in_the_readers_own_word(lang: str) -> None:
    """German said "legt er den Seed offen" (an English word beside the terminal's
    "Startwert"), Italian "seme", which an Italian card player reads as a suit."""
    why, revealed, practice = in_node(
        'return [m.t("deal_why"), m.t("deal_revealed", {seed: 7, salt: "ab"}),'
        ' m.t("practice_seed")]',
        lang,
    )
    for said in (why, revealed, practice):
        assert SEED[lang] in said, said
        assert not re.search(r"\bSeed\b|\bsem[ei]\b", said) or lang == "en", said
    # German said "Salt" (English) beside "Startwert", where French says "sel"
    assert f"{SALT[lang]} ab" in revealed, revealed


@pytest.mark.parametrize(
    ("lang", "checked"),
    [
        ("en", "cannot be checked"),
        ("fr", "ne peut pas être vérifiée"),
        ("it", "non si può verificare"),
        ("de", "nicht prüfen"),
    ],
)
def test_an_older_table_says_its_deal_cannot_be_checked(lang: str, checked: str) -> None:
    """ "Cette table ancienne n'a pas d'engagement de donne" was jargon: what it means for
    the player is that this deal cannot be checked afterwards."""
    said = in_node('return m.t("no_commitment")', lang)
    assert checked in said, said
    assert not re.search(r"commitment|engagement|impegno|Festlegung", said), said
