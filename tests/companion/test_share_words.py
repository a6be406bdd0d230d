"""The scores as a text the table can share or keep (result.js's scoresText, behind the game
screen's *Share the scores*): the export was the only way out of the phone, a JSON file that
nobody at the table could read. Run by node on the page's own modules, with its words."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from companion_node import companion_said

SAID = """const S = await import(dir + "/scoring.js");
const { scoresText } = await import(dir + "/result.js");
const game = %s;
return scoresText(game, S.standing(game), m.t);"""

# Round 1: Giulia sets sail with red 1, nobody sends her under (0, 3, 2, 1); round 2 is
# annulled; round 3: Marco sets sail at 9, Sara (3) and Luca (1) send him under, Giulia
# (11) keeps her two stowaways.
UNDER_WAY: dict[str, Any] = {
    "version": 1,
    "players": ["Giulia", "Marco", "Sara", "Luca"],
    "firstDealer": 0,
    "rounds": [
        {"closer": 0, "stowaways": [["R1"], ["O2", "O3", "O4"], ["Y5", "Y6"], ["G9"]]},
        {"annulled": True},
        {"closer": 1, "stowaways": [["B5", "B6"], ["V9"], ["P3"], ["N1"]]},
    ],
}
# Round 4: Luca sets sail at 50, Giulia and Sara send him under, Marco keeps 11 (36 in
# all: one more round); round 5: everyone sends Sara under, and Giulia wins with 2.
OVER = {
    **UNDER_WAY,
    "rounds": [
        *UNDER_WAY["rounds"],
        {
            "closer": 3,
            "stowaways": [
                ["A1"],
                [f"K{n}" for n in range(1, 12)],
                ["R5"],
                [f"V{n}" for n in range(1, 9)] + ["A2", "A3", "A4", "A5"],
            ],
        },
        {"closer": 2, "stowaways": [["P1"], ["P2"], ["P4", "P5"], ["P6"]]},
    ],
}


FIRST = "Giulia +0, Marco +3, Sara +2, Luca +1"  # round 1's cards, as each language says them


def said(lang: str, game: dict[str, Any], tmp_path: Path) -> str:
    text: str = companion_said(SAID % json.dumps(game), lang, tmp_path)
    return text


def test_italian_scores_under_way_read_as_the_table_says_them(tmp_path: Path) -> None:
    assert said("it", UNDER_WAY, tmp_path) == (
        "Corsari — Manche 4 — Distribuisce Luca\n"
        "\n"
        "Carte penalità\n"
        "Giulia 2\n"
        "Marco 6\n"
        "Sara 2\n"
        "Luca 1\n"
        "Carte penalità in tutto: 11\n"
        "\n"
        "Manche 1: Giulia +0, Marco +3, Sara +2, Luca +1\n"
        "Manche 2: a monte\n"
        "Manche 3: Giulia +2, Marco +3, Sara +0, Luca +0"
    )


@pytest.mark.parametrize(
    ("lang", "head", "line"),
    [
        ("en", "Corsairs — Game over — Winner: Giulia", f"Round 1: {FIRST}"),
        ("fr", "Corsaires — Partie terminée — Giulia a gagné\u00a0!", f"Manche 1\u00a0: {FIRST}"),
        ("it", "Corsari — Partita finita — Vince: Giulia", "Manche 2: a monte"),
        ("de", "Korsaren — Spiel vorbei — Giulia hat gewonnen!", f"Runde 1: {FIRST}"),
    ],
)
def test_a_finished_game_says_who_won_and_why(
    lang: str, head: str, line: str, tmp_path: Path
) -> None:
    text = said(lang, OVER, tmp_path)
    lines = text.split("\n")
    assert lines[0] == head, text
    assert "★ Giulia 2" in lines and line in lines, text
    assert "35" in lines[1], text  # why it ended: the round after 35


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("share", "export")),
        ("fr", ("partagez", "exportez")),
        ("it", ("condividila", "esportala")),
        ("de", ("Teile", "exportiere")),
    ],
)
def test_a_new_game_says_how_to_keep_the_one_it_deletes(
    lang: str, words: tuple[str, str], tmp_path: Path
) -> None:
    """*New game* deletes the game from the phone, and its question said only that: the
    evening's scores were lost by a table that wanted to keep them."""
    asked = companion_said('return m.t("confirm_new");', lang, tmp_path)
    assert all(w in asked for w in words), asked
