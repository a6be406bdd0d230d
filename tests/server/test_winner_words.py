"""Who won, said with no gender: French "Gagnant : Giulia" and German "Gewinner: Giulia"
are masculine nouns whatever the winner (a girl read them at her family's table); a verb
fits everyone ("Giulia a gagné !", "Giulia hat gewonnen!"), as the companion's badges do.
The table page's words (web/i18n.js) and the companion's (web/companion/i18n.js)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from web_i18n import WEB, in_node

from node_words import run_module

KEYS = ["winner", "winners", "mark_winner", "no_winner"]
MASCULINE = {"fr": re.compile(r"gagnant", re.I), "de": re.compile(r"gewinner\b", re.I)}
SAID = {
    "fr": ["Giulia a gagné\u00a0!", "Giulia, Luc ont gagné\u00a0!"],
    "de": ["Giulia hat gewonnen!", "Giulia, Luc haben gewonnen!"],
}

COMPANION_WORDS = """const [lang, keys] = [process.argv[2], JSON.parse(process.argv[3])];
globalThis.localStorage = { getItem: () => lang, setItem() {} };
globalThis.navigator ??= { language: lang };
const { t } = await import(process.argv[4] + "/i18n.js");
console.log(JSON.stringify(keys.map((k, i) => t(k, { names: i ? "Giulia, Luc" : "Giulia" }))));"""


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_table_says_who_won_with_no_gender(lang: str) -> None:
    named = "names: i ? 'Giulia, Luc' : 'Giulia'"
    said = in_node(f"return {json.dumps(KEYS)}.map((k, i) => m.t(k, {{ {named} }}));", lang)
    assert not [s for s in said if MASCULINE[lang].search(s)], said
    assert said[:2] == SAID[lang]


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_companion_says_who_won_with_no_gender(lang: str, tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the companion's words cannot be run")
    keys = json.dumps(["winner", "winners", "over_winner"])
    out = run_module(
        COMPANION_WORDS, tmp_path / "words.mjs", [lang, keys, (WEB / "companion").as_uri()]
    )
    out.check_returncode()
    said = json.loads(out.stdout)
    assert not [s for s in said if MASCULINE[lang].search(s)], said
    assert said[:2] == SAID[lang]


GENERIC_KEYS = [
    "human",
    "err_not_creator",
    "again_started",
    "again_started_replaced",
    "again_started_by",
    "again_started_you",
    "practice_seed",
    "err_talk_spectator",
]
FRENCH_MASCULINE = re.compile(r"\b(joueurs?|ami|créateur)\b", re.I)


def test_the_french_table_names_people_with_no_gender() -> None:
    # "Ami invité", "le créateur", "avec les mêmes joueurs", "Seuls les joueurs assis":
    # masculine whoever is meant; "personne", "quelqu'un" and "la tablée" fit everyone.
    said = in_node(
        f"return {json.dumps(GENERIC_KEYS)}.map((k) => m.t(k, {{ name: 'Giulia' }}));", "fr"
    )
    assert all(s and s not in GENERIC_KEYS for s in said), said
    assert not [s for s in said if FRENCH_MASCULINE.search(s)], said
