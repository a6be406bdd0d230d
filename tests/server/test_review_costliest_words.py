"""The browser review's summary names the costliest moves, where the game was lost and what
was better, in the four languages (the page's module in Node, no browser): it gave counts and
an average, and left the moves to be found in a table of every decision (the terminal's
summary names its three costliest). Its points are said to be of win chance in every
language: "(93.8 points given away)" read to a learner as points of a score, the game having
none (French and Italian said "de chances", "di probabilità" already)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

DS = """[
  { index: 3, move: 4, grade: null, drop: 0.01, ungraded: false },
  { index: 8, move: 9, grade: "mistake", drop: 0.125, ungraded: false },
  { index: 15, move: 16, grade: null, drop: 0.3, ungraded: true },
  { index: 24, move: 25, grade: "inaccuracy", drop: 0.059, ungraded: false },
  { index: 28, move: 29, grade: "mistake", drop: 0.164, ungraded: false },
  { index: 40, move: 41, grade: "blunder", drop: 0.251, ungraded: false },
  { index: 44, move: 45, grade: "inaccuracy", drop: 0.07, ungraded: false },
]"""

SAID = f"""const rv = await import("./review.js");
const ds = {DS};
const worst = rv.costliest(ds);
return [worst.map((d) => d.move),
  rv.costText(worst[0], () => "You stopped", () => "Take from the pier: 5 black"),
  rv.costliest(ds.filter((d) => !d.grade)).length];"""


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "Move 41: You stopped; “Take from the pier: 5 black” was better"
            " (25.1 points of win chance given away)",
        ),
        (
            "fr",
            "Coup 41\u00a0: You stopped\u00a0; mieux valait"
            " «\u00a0Take from the pier: 5 black\u00a0» (25,1 points de chances perdus)",
        ),
        (
            "it",
            "Mossa 41: You stopped; era meglio «Take from the pier: 5 black»"
            " (25,1 punti di probabilità persi)",
        ),
        (
            "de",
            "Zug 41: You stopped; besser wäre „Take from the pier: 5 black“ gewesen"
            " (25,1 Punkte Gewinnchance verschenkt)",
        ),
    ],
)
def test_the_summary_names_the_costliest_moves(lang: str, line: str) -> None:
    # the better move is quoted as its button reads, inside the sentence: "meglio: Prendi dal
    # molo: 5 nero" had two colons in a row and a capital in mid-sentence
    order, said, none = in_node(SAID, lang, table=True)
    # graded moves only (a draw not graded is none), the most given away first, three
    assert order == [41, 29, 9], order
    assert said == line, said
    assert none == 0  # every move good: no such list


NONE = f"""const rv = await import("./review.js");
const ds = {DS};
const good = ds.filter((d) => !d.grade);
return [rv.noCostText(good, false), rv.noCostText(good, true), rv.noCostText(ds, false)];"""


@pytest.mark.parametrize(
    ("lang", "start"),
    [
        ("en", "No single move lost this game: none of your decisions was graded an inaccuracy"),
        ("fr", "Aucun coup à lui seul n'a perdu cette partie\u00a0: aucune de vos décisions"),
        ("it", "Nessuna mossa da sola ti ha fatto perdere questa partita: nessuna tua decisione"),
        ("de", "Kein einzelner Zug hat diese Partie verloren: Keine deiner Entscheidungen"),
    ],
)
def test_a_game_lost_without_a_costly_move_says_where_it_was_lost(lang: str, start: str) -> None:
    # a lost Piratatak game whose every move was good showed "Final result: lost" and nothing
    # of why; won, or with costly moves listed, it adds nothing
    lost, won, costly = in_node(NONE, lang, table=True)
    assert lost.startswith(start), lost
    assert won is None and costly is None
