"""The companion's first sentence names the game as its players do: French "joue aux
Corsaires imprimés" and Italian "gioca ai Corsari stampati" made printed pirates of the
game's title; German told the player what to do in the infinitive where the rest of the
page says "du" ("jede Runde eingeben"; "korrigieren, dann erneut speichern")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from companion_node import companion_said

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from web_i18n import in_node


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Pour une table qui joue à Corsaires avec les cartes imprimées"),
        ("it", "Per un tavolo che gioca a Corsari con le carte stampate"),
        ("de", "Für einen Tisch, der Korsaren mit den gedruckten Karten spielt: Gib jede"),
    ],
)
def test_the_lead_names_the_game_by_its_title(lang: str, said: str, tmp_path: Path) -> None:
    lead = companion_said('return m.t("lead");', lang, tmp_path)
    assert lead.startswith(said), lead


def test_german_asks_for_a_reopened_round_with_du(tmp_path: Path) -> None:
    said = companion_said('return m.t("undo_reopened", { n: 3 });', "de", tmp_path)
    assert said == "Runde 3 wieder geöffnet: Korrigiere sie und speichere sie dann erneut."


@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_house_rules_have_the_tables_name(lang: str, tmp_path: Path) -> None:
    """French "Règles de la maison" on the companion beside the lobby's "Règles maison":
    one name for one thing on both pages."""
    table = in_node('return m.t("ro_house_rules");', lang)
    said = companion_said('return [m.t("house_rules"), m.t("edit_names")];', lang, tmp_path)
    assert said[0] == table, (said, table)
    assert table.lower() in said[1].lower(), (said, table)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Piratatak has no points to count: the first player to complete their boat"),
        ("fr", "Piratatak n'a pas de points à compter\u00a0: le premier joueur qui complète"),
        ("it", "Piratatak non ha punti da contare: vince il primo giocatore che completa"),
        ("de", "Piratatak hat keine Punkte zu zählen: Wer zuerst sein Boot fertig hat"),
    ],
)
def test_a_piratatak_table_is_told_it_needs_no_counting(
    lang: str, said: str, tmp_path: Path
) -> None:
    """A family who bought Piratatak first opened the companion for it and found Corsairs'
    rounds and dealers, and nothing that said their game needs no page (its winner is the
    first complete boat, the rulebook's only end)."""
    line = companion_said('return m.t("lead_piratatak");', lang, tmp_path)
    assert line.startswith(said) and "6" in line, line


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_the_set_up_says_what_the_page_is_not_and_where_the_rules_are(
    lang: str, tmp_path: Path
) -> None:
    """The printed game's owner asked what the page does not do (does it deal? does the game
    go to a server?) and where the rules are: the page said neither. Its rules link is named
    as the table's own ("Rules of Corsairs"), one name for one page."""
    table = in_node('return m.t("read_rules", { game: m.t("brand") });', lang)
    said = companion_said('return [m.t("lead_not"), m.t("rules_link")];', lang, tmp_path)
    assert said[1] == table, (said, table)
    words = {
        "en": ("neither deals", "device"),
        "fr": ("ne distribue pas", "appareil"),
        "it": ("non distribuisce", "dispositivo"),
        "de": ("teilt keine Karten aus", "Gerät"),
    }
    assert all(w in said[0] for w in words[lang]), said[0]
