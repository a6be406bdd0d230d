"""The browser hint's words use the rulebooks' terms, as the rest of the table does
(web/i18n.js): FR attacher, IT attaccare and mandare sotto, DE angreifen, untertauchen and
Strafpunkte; and the Piratatak figures are named for what they are."""

from __future__ import annotations

import json
import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web"


def catalogue(lang: str) -> dict[str, str]:
    text = (WEB / "i18n_hint.js").read_text()
    block = re.search(rf"Object\.assign\(CATALOGUE\.{lang}, \{{(.*?)\n\}}\);", text, re.S)
    assert block, lang
    return {k: json.loads(v) for k, v in re.findall(r'(\w+): ("(?:[^"\\]|\\.)*")', block.group(1))}


def test_attaching_and_sending_under_in_the_rulebooks_words() -> None:
    fr, it, de = catalogue("fr"), catalogue("it"), catalogue("de")
    assert fr["hint_mv_attach"].startswith("Attacher") and "attacher" in fr["hint_best_attach"]
    assert it["hint_mv_attach"].startswith("Attacca") and "attacca" in it["hint_best_attach"]
    assert "manda sotto" in it["hint_out_under_other"] and "affonda" not in it["hint_out_under_one"]
    assert "angreifen" in de["hint_mv_attach"] and "angreifen" in de["hint_best_attach"]
    for key in ("hint_out_under_one", "hint_out_under_other"):  # counted: one card, or more
        assert "untergetaucht" in de[key] or "tauchst" in de[key]
        assert "geht unter" not in de[key] and "affonda" not in it[key]
    for key in ("hint_out_keeps_one", "hint_out_keeps_other"):
        assert "Straf" in de[key] and "Strafkarten" not in de[key], de[key]


def test_the_value_of_drawing_on_is_not_called_boat_parts() -> None:
    for lang, unit in (
        ("en", "boat parts"),
        ("fr", "parties de bateau"),
        ("it", "pezzi di barca"),
        ("de", "Bootsteile"),
    ):
        line = catalogue(lang)["hint_gain"]
        assert f"{{g}} {unit}" not in line and "{w}" in line, (lang, line)


def test_a_give_back_that_takes_no_boat_part_does_not_call_the_boat_whole() -> None:
    """'Your boat stays whole: 2/6' (German 'bleibt ganz') read as a finished boat; it meant
    that the give-back takes none of the boat's parts."""
    from corsairs.coach.words import _piratatak_lines

    lines = _piratatak_lines({"give": {"boat_of": 2, "boat_parts": 0}}, ["You", "Bea"], "give")
    assert lines == ["Your boat: 2/6, no part given back"], lines
    for lang, words in (
        ("en", "no part given back"),
        ("fr", "aucune carte rendue"),
        ("it", "nessun pezzo restituito"),
        ("de", "kein Teil zurückgegeben"),
    ):
        line = catalogue(lang)["hint_give_whole"]
        assert words in line and "{n}/6" in line, (lang, line)
        assert not re.search(r"whole|ganz|intact|intatt", line), (lang, line)


def test_the_discard_tables_column_of_the_others_penalties_names_the_opponents() -> None:
    """The column headed "Each other ☠" (French "Chaque autre", Italian "Ogni altro") was
    the penalty cards expected for each opponent; "each other" says something else."""
    for lang, words in (
        ("en", "Each opponent ☠"),
        ("fr", "Chaque adversaire ☠"),
        ("it", "Ogni avversario ☠"),
        ("de", "Jeder Gegner ☠"),
    ):
        assert catalogue(lang)["hint_col_others"] == words, lang
        # the limit column names the opponents too (French reworded: "Limite égalée ou
        # battue, par adversaire", where "Chaque adversaire à ou sous la limite" was clumsy)
        reach = catalogue(lang)["hint_col_reach"]
        assert words.removesuffix(" ☠").split()[-1].lower() in reach.lower(), (lang, reach)


def test_the_last_card_of_the_stock_is_one_card_not_one_cards() -> None:
    """'Next card a pirate: 0 of 1 cards = 0%' when one card was left to draw."""
    from corsairs.coach.words import _piratatak_lines

    d = {"pirate_chance": 0.0, "pirates_left": 0, "cards_left": 1}
    assert _piratatak_lines(d, ["You"], "draw")[0].startswith("Next card a pirate: 0 of 1 card =")
    d = {"pirate_chance": 0.25, "pirates_left": 1, "cards_left": 4}
    assert _piratatak_lines(d, ["You"], "draw")[0].startswith("Next card a pirate: 1 of 4 cards")
    for lang, one, other in (
        ("en", "{n} card =", "{n} cards ="),
        ("fr", "{n} carte =", "{n} cartes ="),
        ("it", "{n} carta =", "{n} carte ="),
        ("de", "{n} Karte =", "{n} Karten ="),
    ):
        words = catalogue(lang)
        assert one in words["hint_pirate_one"] and other in words["hint_pirate_other"], lang
    assert 'tn("hint_pirate", d.cards_left' in (WEB / "hint.js").read_text()
