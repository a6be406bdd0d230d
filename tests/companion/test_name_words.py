"""Names in the companion's French: "la main d'Anna", "d'Élodie", "d'Hugo", "d'Yves", but
"de Bruno" and "de Yann" (no elision before a consonant sound); Italian keeps "di Anna".
And a phone that refuses to store still switches language (a Node test, no browser)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from companion_node import companion_said

NAMES = ["Anna", "Élodie", "Hugo", "Yves", "Bruno", "Yann", "Carla"]

SAID = """const names = %s;
return names.map((name) => [
  m.t("err_elsewhere", { card: m.cardWords("blue", 3), name }),
  m.t("hand_of", { name }), m.t("closer_crew", { name }),
]);"""


def said(lang: str, tmp_path: Path) -> dict[str, list[str]]:
    rows = companion_said(SAID % json.dumps(NAMES), lang, tmp_path)
    return dict(zip(NAMES, rows, strict=True))


def test_french_elides_de_before_a_vowel_sound(tmp_path: Path) -> None:
    by = said("fr", tmp_path)
    assert by["Anna"] == [
        "Le 3 bleu est déjà dans la main d'Anna\u00a0: le jeu n'en a qu'une.",
        "Cartes d'Anna",
        "Équipage d'Anna",
    ]
    for name in ("Élodie", "Hugo", "Yves"):
        assert by[name][1] == f"Cartes d'{name}", by[name]
    for name in ("Bruno", "Yann", "Carla"):
        assert by[name][1] == f"Cartes de {name}", by[name]
        assert f"la main de {name}" in by[name][0]


@pytest.mark.parametrize(
    ("lang", "hand"), [("it", "Carte di Anna"), ("en", "Cards of Anna"), ("de", "Karten von Anna")]
)
def test_other_languages_keep_their_word(lang: str, hand: str, tmp_path: Path) -> None:
    assert said(lang, tmp_path)["Anna"][1] == hand


REFUSING = """globalThis.localStorage = { getItem: () => "en",
  setItem() { throw new DOMException("full", "QuotaExceededError"); } };
m.setLang("fr");
return m.t("start");"""


def test_a_phone_that_refuses_to_store_still_changes_language(tmp_path: Path) -> None:
    assert companion_said(REFUSING, "en", tmp_path) == "Commencer la partie"
