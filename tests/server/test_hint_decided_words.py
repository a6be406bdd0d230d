"""A game decided (every move 0%, or 100%) in the hint panel: said once, why and what still
counts, in the four languages, instead of "about as good" beside every move (the coach's
page module in Node, no browser)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from web_i18n import in_node

LOST: dict[str, Any] = {
    "seat": 0,
    "recommended": "discard V11",
    "close": ["discard K9", "sail A11"],
    "only": False,
    "moves": [{"action": "discard V11", "win": 0.0}, {"action": "discard K9", "win": 0.0}],
    "details": {"kind": "discard"},
    "decided": {
        "outcome": "lost",
        "last_round": True,
        "leader": 1,
        "gap": 12,
        "penalty": 3.25,
        "penalty_most": 12.06,
    },
}


def said(lang: str, hint: dict[str, object]) -> list[str]:
    body = f"""const h = await import("./hint.js");
const hint = {json.dumps(hint)};
const view = {{ observation: {{}} }};
return [h.headline(hint, view, ["Ann", "Bea"]), ...h.decidedLines(hint, view, ["Ann", "Bea"])];"""
    out = in_node(body, lang, table=True)
    assert isinstance(out, list)
    return [str(x) for x in out]


@pytest.mark.parametrize(
    ("lang", "head", "why", "still"),
    [
        (
            "en",
            "Decided: no move changes the result (chance of winning 0% with every move)",
            "This is the game's last round, and Bea has 12 penalty cards fewer than you",
            "What still counts: your penalty cards. Discard violet 11 and wait gives you the "
            "fewest expected this round: 3.3 (up to 12.1 with another move)",
        ),
        ("fr", "C'est joué\u00a0: aucun coup", "Bea a 12 cartes de pénalité de moins", "3,3"),
        ("it", "È deciso: nessuna mossa", "Bea ha 12 carte penalità meno di te", "3,3"),
        ("de", "Entschieden: Kein Zug", "Bea hat 12 Strafpunkte weniger als du", "3,3"),
    ],
)
def test_a_decided_game_is_said_once_with_why(lang: str, head: str, why: str, still: str) -> None:
    lines = said(lang, LOST)
    assert lines[0] == lines[1] and lines[0].startswith(head), lines
    assert why in lines[2], lines
    if lang == "en":
        assert lines[3] == still, lines
    else:  # the figures as the language writes them
        assert still in lines[3] and "12,1" in lines[3], lines
    assert len(lines) == 4


def test_a_game_won_whatever_is_played_and_one_penalty_card() -> None:
    won = {
        **LOST,
        "moves": [{"action": "discard V11", "win": 1.0}],
        "decided": {**LOST["decided"], "outcome": "won", "gap": 1, "penalty_most": 3.25},
    }
    lines = said("en", won)
    assert lines[1] == "Decided: you win whatever you play (chance of winning 100% with every move)"
    assert lines[2] == (
        "This is the game's last round, and you have 1 penalty card fewer than anyone else"
    )
    assert lines[3] == (
        "What still counts: your penalty cards (3.3 expected this round, whatever you play)"
    )


def test_a_decided_lay_down_names_its_division_once() -> None:
    """The line of what still counts names the division: the reasons said it again in full
    ("Recommended division: crew yellow 2, … black 11 — the lowest limit, 4"), a phone's
    sheet long with two lists of ten cards."""
    best = {"crew": ["Y2", "Y3"], "attached": [], "outcome": "closer", "limit": 4}
    lay = {
        **LOST,
        "recommended": "crew Y2 Y3",
        "details": {"kind": "lay_down", "closer_limit": None, "best": best},
        "decided": {**LOST["decided"], "penalty": 0.0, "penalty_most": 21.46},
    }
    body = f"""const h = await import("./hint.js");
return h.reasonLines({json.dumps(lay)}, {{ observation: {{}} }}, ["Ann", "Bea"]);"""
    lines = in_node(body, "en", table=True)
    assert lines == ["The lowest limit, 4"], lines
    still = said("en", lay)[3]
    assert still.endswith("this round: 0.0 (up to 21.5 with another move)"), still


def test_piratatak_says_who_wins_the_games_played_out() -> None:
    pira = {
        "seat": 0,
        "recommended": "stop",
        "close": ["draw"],
        "only": False,
        "moves": [{"action": "stop", "win": 0.0}, {"action": "draw", "win": 0.0}],
        "details": {"kind": "turn"},
        "decided": {"outcome": "lost", "leader": 1},
    }
    lines = said("de", pira)
    assert lines[1].startswith("Entschieden: Kein Zug ändert das Ergebnis"), lines
    assert lines[2] == "Bea gewinnt jede von hier zu Ende gespielte Partie", lines


NEARLY_WON = {
    "seat": 0,
    "recommended": "discard R9",
    "close": ["discard B3", "sail R9"],
    "only": False,
    "moves": [
        {"action": "discard R9", "win": 0.99},
        {"action": "discard B3", "win": 0.985},
        {"action": "sail R9", "win": 0.97},
    ],
    "details": {"kind": "discard"},
    "decided": {
        "outcome": "won",
        "nearly": True,
        "low": 0.97,
        "high": 0.99,
        "last_round": False,
        "leader": 1,
        "gap": 9,
        "penalty": 2.5,
        "penalty_most": 4.0,
        "penalty_least": 1.25,
    },
}


@pytest.mark.parametrize(
    ("lang", "head", "still"),
    [
        (
            "en",
            "Nearly decided: every move keeps your chance of winning at 97% to 99%",
            "What still counts: your penalty cards. Discard red 9 and wait gives you 2.5 "
            "expected this round (1.3 to 4.0 with the moves judged)",
        ),
        ("fr", "Presque joué\u00a0: avec chaque coup, vos chances de gagner restent de 97", "2,5"),
        ("it", "Quasi deciso: con ogni mossa la tua probabilità di vincere resta tra 97", "2,5"),
        ("de", "Fast entschieden: Mit jedem Zug liegt deine Gewinnchance bei 97", "2,5"),
    ],
)
def test_a_nearly_won_game_is_said_once_with_its_band(lang: str, head: str, still: str) -> None:
    """A won game's last rounds gave some 20 hints in a row of "About as good … 0.4 ± 0.7
    points apart" at 97–100%: said once, nearly decided, with the band and what still counts
    (the recommended move's penalty cards among the moves', not "the fewest": it is not)."""
    lines = said(lang, NEARLY_WON)
    assert lines[0] == lines[1] and lines[0].startswith(head), lines
    assert len(lines) == 3 and still in lines[2], lines  # no "wins every game" line
    if lang == "en":
        assert lines[2] == still, lines
