"""The deal's commitment under a table is named with the verb its explanation uses: French
read "Donne engagée" and Italian "Distribuzione impegnata" (a pledge, not a fixed shuffle)
above "Le serveur a fixé le mélange…", "Il server ha fissato il mescolamento…"."""

from __future__ import annotations

import re

import pytest
from web_i18n import in_node


@pytest.mark.parametrize(
    ("lang", "label", "verb"),
    [("fr", "Donne fixée\u00a0:", "a fixé"), ("it", "Distribuzione fissata:", "ha fissato")],
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


@pytest.mark.parametrize(
    ("lang", "seed"),
    [
        ("en", "Deal: seed 7"),
        ("fr", "Donne\u00a0: graine 7"),
        ("it", "Distribuzione: valore di partenza 7"),
        ("de", "Austeilung: Startwert 7"),
    ],
)
def test_an_older_tables_seed_is_not_offered_to_a_check(lang: str, seed: str) -> None:
    """An older table's end said "This is an older table: its deal cannot be checked
    afterwards", then "Deal revealed: seed 7, salt — (check with corsairs verify)": a check
    offered just after it was said impossible, with a salt of "—". Its seed alone is said."""
    older, checked = in_node(
        """const ui = await import("./ui.js");
        return [ui.dealRevealed({ legacy: true, seed: 7, salt: null }),
                ui.dealRevealed({ legacy: false, seed: 7, salt: "ab" })];""",
        lang,
        table=True,
    )
    assert older == seed, older
    assert "verify" not in older and "—" not in older, older
    assert "corsairs verify" in checked and "ab" in checked, checked


def test_the_german_score_sheet_is_a_score_sheet() -> None:
    """German called the score sheet "Spielbericht", a match report; a card table keeps
    its points on a "Punkteliste". Its legend said "↓ hat ihn untergetaucht", a "him" with
    no one before it: the one sent under is the rulebook's "Schlussmacher"."""
    sheet, legend = in_node('return [m.t("score_sheet"), m.t("sheet_legend")];', "de")
    assert sheet == "Punkteliste"
    assert "↓ hat den Schlussmacher untergetaucht" in legend, legend
