"""The finished game says what ended it and why its winners won (result.js): the last round
after 35, 45 reached, a sweep among several, and a tie shared since the rulebooks name no
tie-break. Run by node on the page's own modules, with the page's words."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from companion_node import companion_said

SAID = """const S = await import(dir + "/scoring.js");
const { whyOver } = await import(dir + "/result.js");
return whyOver(S.standing(%s), m.t);"""


def stowed(colour: str, k: int) -> list[str]:
    """``k`` stowaways of one colour, numbers 2 and up (a limit above the closer's 1)."""
    return [f"{colour}{n}" for n in range(2, 2 + k)]


# Round 1: Anna sets sail with red 1 and nobody sends her under: 0, 9, 9, 9 penalty cards.
FIRST = {"closer": 0, "stowaways": [["R1"], stowed("O", 9), stowed("Y", 9), stowed("G", 9)]}


def game(*rounds: dict[str, Any], first: dict[str, Any] = FIRST) -> dict[str, Any]:
    return {"version": 1, "players": ["Anna", "Bruno", "Carla", "Dario"], "firstDealer": 0,
            "rounds": [first, *rounds]}  # fmt: skip


LAST_ROUND_TIED = game(
    {"closer": 1, "stowaways": [stowed("B", 5), ["R1"], ["V2"], ["K10", "K11"]]},  # 35 in all
    {"closer": 2, "stowaways": [stowed("P", 5), ["P8"], ["R1"], ["P9"]]},  # 10, 10, 10, 12
)
AT_45 = game({"closer": 1, "stowaways": [stowed("B", 10), ["R1"], stowed("V", 9), ["K11"]]})
# Bruno and Carla both sweep; Carla has one penalty card fewer
SWEEPERS = game(
    {"closer": 1, "stowaways": [["R5"], [], [], ["R6"]]},
    first={**FIRST, "stowaways": [["R1"], stowed("O", 9), stowed("Y", 8), stowed("G", 9)]},
)


def said(lang: str, played: dict[str, Any], tmp_path: Path) -> str:
    text: str = companion_said(SAID % json.dumps(played), lang, tmp_path)
    return text


@pytest.mark.parametrize(
    ("lang", "played", "why"),
    [
        (
            "it",
            LAST_ROUND_TIED,
            "La manche 3 era l'ultima (prima di essa si era arrivati a 35). Pari con meno carte "
            "penalità (10): il regolamento non prevede spareggi, vincono insieme.",
        ),
        (
            "fr",
            AT_45,
            "Manche 2\u00a0: 47 cartes de pénalité en tout, 45 ou davantage\u00a0: la partie se "
            "termine immédiatement. Le plus petit nombre de cartes de pénalité gagne\u00a0: 9.",
        ),
        (
            "en",
            SWEEPERS,
            "Round 2: a sweep ends the game at once, whatever the penalty cards. Several swept: "
            "of them, the fewest penalty cards win (8).",
        ),
    ],
)
def test_the_result_says_what_ended_the_game_and_why_they_won(
    lang: str, played: dict[str, Any], why: str, tmp_path: Path
) -> None:
    assert said(lang, played, tmp_path) == why


UNDER = """const { sentUnder } = await import(dir + "/result.js");
return sentUnder(%s, %s, m.t);"""


@pytest.mark.parametrize(
    ("lang", "names", "closer", "line"),
    [
        ("fr", ["Anna"], "Carla", "Anna a coulé Carla."),
        # two names are joined as the language joins them ("Anna, Carla" read as a slip)
        ("fr", ["Anna", "Carla"], "Bruno", "Anna et Carla ont coulé Bruno."),
        ("en", ["Anna", "Carla"], "Bruno", "Anna and Carla sent Bruno under."),
        ("en", ["Anna", "Carla", "Dario"], "Bruno", "Anna, Carla, and Dario sent Bruno under."),
        ("de", ["Anna", "Carla"], "Bruno", "Bruno wurde untergetaucht (von Anna und Carla)."),
        ("it", ["Anna", "Carla"], "Bruno", "Bruno va sotto per mano di Anna e Carla."),
    ],
)
def test_who_sent_the_closer_under_is_said_whatever_the_closers_gender(
    lang: str, names: list[str], closer: str, line: str, tmp_path: Path
) -> None:
    """The French settlement said "Carla coulé par Anna." (the participle agrees with a
    closer whose gender the page cannot know: "coulée"); active, it needs no agreement."""
    said = companion_said(UNDER % (json.dumps(names), json.dumps(closer)), lang, tmp_path)
    assert said == line


WORD = """return m.t(%s);"""


@pytest.mark.parametrize(("key", "word"), [("dealer", "distribue"), ("over_winner", "gagne")])
def test_the_french_badges_beside_a_name_need_no_gender(
    key: str, word: str, tmp_path: Path
) -> None:
    """ "Carla donneur", "Carla ★ gagnant": the badge beside a player's name was masculine
    whatever the name; a verb, as the status line's "Carla distribue", fits everyone."""
    assert companion_said(WORD % json.dumps(key), "fr", tmp_path) == word


SWEPT = """const names = ["Anna", "Carla"];
return [m.t("sweep_wins", { names: m.andList(names.slice(0, 1)), n: 1 }),
  m.t("sweep_wins", { names: m.andList(names), n: 2 })];"""


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "Anna made a sweep and wins!", "Anna and Carla made a sweep and share the win!"),
        ("fr", "Anna met les autres capot et gagne\u00a0!",
         "Anna et Carla mettent les autres capot et partagent la victoire\u00a0!"),
        ("it", "Anna fa cappotto e vince!", "Anna e Carla fanno cappotto e vincono a pari merito!"),
        ("de", "Anna macht die Gegner match und gewinnt!",
         "Anna und Carla machen die Gegner match und teilen sich den Sieg!"),
    ],
)  # fmt: skip
def test_two_sweepers_who_share_the_win_are_said_in_the_plural(
    lang: str, one: str, two: str, tmp_path: Path
) -> None:
    """Two sweepers tied on penalty cards share the win; the round said "Anna, Carla made a
    sweep and wins!" (one verb for two players, names joined by a comma)."""
    assert companion_said(SWEPT, lang, tmp_path) == [one, two]
