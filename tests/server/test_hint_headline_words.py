"""The hint's headline when moves are within the sampling noise or at a lay-down, in the
four languages (the coach's page module in Node, no browser; the s18 audit)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from web_i18n import in_node


def headline(lang: str, hint: dict[str, Any]) -> str:
    body = f"""const h = await import("./hint.js");
return h.headline({json.dumps(hint)}, {{ observation: {{}} }}, ["Ann", "Bob"]);"""
    return str(in_node(body, lang, table=True))


@pytest.mark.parametrize(
    ("lang", "close", "lay", "call"),
    [
        (
            "en",
            "About as good: Take from the pier or draw from the stock",
            "Best division:",
            "Too close to call: Take from the pier or draw from the stock",
        ),
        (
            "fr",
            "À peu près aussi bons\u00a0:",
            "Meilleure répartition\u00a0:",
            "Trop serré pour trancher\u00a0:",
        ),
        ("it", "Più o meno equivalenti:", "Divisione migliore:", "Troppo vicine per decidere:"),
        ("de", "Etwa gleich gut:", "Beste Aufteilung:", "Zu knapp für ein Urteil:"),
    ],
)
def test_hint_headline(lang: str, close: str, lay: str, call: str) -> None:
    hint = {
        "recommended": "draw pier",
        "close": ["draw stock"],
        "only": False,
        "details": {"kind": "draw"},
    }
    said = headline(lang, hint)
    assert said.startswith(close), said
    # a gap whose interval reaches 5 points is not "about as good" (grading.close_call)
    said = headline(lang, {**hint, "close_call": True})
    assert said.startswith(call), said
    lay_hint = {
        "recommended": "crew R1 R2",
        "close": [],
        "only": False,
        "details": {"kind": "lay_down"},
    }
    said = headline(lang, lay_hint)
    assert said.startswith(lay), said
    if lang == "en":  # beside a sail, a discard of the same card says it waits
        sail = {"recommended": "sail R7", "close": ["discard R7"], "only": False, "details": {}}
        said = headline(lang, sail)
        assert said == "About as good: Discard red 7 and set sail or discard red 7 and wait", said


@pytest.mark.parametrize(
    ("lang", "whole", "tenth"),
    [
        ("en", "3.0 ± 1.5", "2.0 ± 5.2"),
        ("fr", "3,0 ± 1,5", "2,0 ± 5,2"),
        ("it", "3,0 ± 1,5", "2,0 ± 5,2"),
        ("de", "3,0 ± 1,5", "2,0 ± 5,2"),
    ],
)
def test_too_close_to_call_writes_the_gap_and_its_error_to_the_same_tenth(
    lang: str, whole: str, tenth: str
) -> None:
    """A whole gap beside its error to the tenth ("3 ± 1,5" beside "2 ± 5,2") read as two
    precisions. Both are written to the tenth of a point, as the review's grades are given
    and as the language writes decimals."""
    said = in_node(
        """const h = await import("./hint.js");
return [h.closeGap([{ action: "draw", drop: 0.03, drop_se: 0.015 }]),
  h.closeGap([{ action: "draw", drop: 0.02, drop_se: 0.052 }])];""",
        lang,
        table=True,
    )
    assert whole in said[0] and tenth in said[1], said


@pytest.mark.parametrize(
    ("lang", "lay", "attach", "best"),
    [
        ("en", "Lay down no crew", "Attach violet 5 and lay down no crew", "division: no crew"),
        (
            "fr",
            "Ne poser aucun équipage",
            "et ne poser aucun équipage",
            "conseillée\u00a0: aucun équipage",
        ),
        (
            "it",
            "Non calare nessuna ciurma",
            "e non calare nessuna ciurma",
            "consigliata: nessuna ciurma",
        ),
        (
            "de",
            "Keine Mannschaft auslegen",
            "und keine Mannschaft auslegen",
            "Aufteilung: keine Mannschaft",
        ),
    ],
)
def test_an_empty_crew_is_said_as_no_crew(lang: str, lay: str, attach: str, best: str) -> None:
    """An empty crew (``crew -``) read "Die Mannschaft aus nichts auslegen" ("Lay down the
    crew nothing"), as an alternative and as the recommended division: a player says he lays
    down no crew."""
    best_hint = {
        "recommended": "crew -",
        "close": ["crew R1"],  # the division is said under "About as good", not in it
        "details": {
            "kind": "lay_down",
            "closer_limit": 9,
            "best": {"crew": [], "attached": [], "limit": 12, "outcome": "keeps", "penalty": 3},
        },
    }
    said = in_node(
        f"""const h = await import("./hint.js");
const view = {{ observation: {{}} }};
return [h.moveText("crew -", view, []), h.moveText("attach V5 crew -", view, []),
  h.reasonLines({json.dumps(best_hint)}, view, [])[0]];""",
        lang,
        table=True,
    )
    assert said[0] == lay and attach in said[1] and best in said[2], said
    assert not {"nothing", "rien", "niente", "nichts"} & set(" ".join(said).split()), said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "About as good: Give back red 1, red 2, and red 4 or give back blue 1 and 2 gold coins",
        ),
        (
            "fr",
            "À peu près aussi bons\u00a0: rendre le 1 rouge, le 2 rouge et le 4 rouge ou rendre "
            "le 1 bleu et 2 pièces d'or",
        ),
        (
            "it",
            "Più o meno equivalenti: restituisci l'1 rosso, il 2 rosso e il 4 rosso o "
            "restituisci l'1 blu e 2 monete d'oro",
        ),
        (
            "de",
            "Etwa gleich gut: die rote 1, die rote 2 und die rote 4 zurückgeben oder die blaue 1 "
            "und 2 Goldmünzen zurückgeben",
        ),
    ],
)
def test_give_backs_about_as_good_read_as_one_sentence(lang: str, said: str) -> None:
    """'Più o meno equivalenti: Restituisci: l'1 rosso … o restituisci: l'1 rosso …' (a
    phone game in Italian): each give-back named as the table's button, with its colon, made
    one sentence of three headings. And each list closed with "and", in English and German
    too, as the log says a give-back ("gave back red 1, red 2, and red 4"): the hint and the
    review's better move said "Give back red 1, red 2, red 4"."""
    hint = {
        "recommended": "give R1 R2 R4",
        "close": ["give B1 gold gold"],
        "only": False,
        "details": {"kind": "pirate"},
    }
    assert headline(lang, hint) == said


@pytest.mark.parametrize(
    ("lang", "close", "only"),
    [
        ("fr", "À peu près aussi bons\u00a0: prendre au quai ou piocher dans le talon",
         "Seul coup possible\u00a0: prendre au quai"),
        ("it", "Più o meno equivalenti: prendi dal molo o pesca dal tallone",
         "Unica mossa possibile: prendi dal molo"),
        ("de", "Etwa gleich gut: von der Mole nehmen oder vom Abhebestapel abheben",
         "Einziger möglicher Zug: von der Mole nehmen"),
    ],
)  # fmt: skip
def test_the_move_after_the_headlines_colon_goes_on_in_lower_case(
    lang: str, close: str, only: str
) -> None:
    """Italian read "Più o meno equivalenti: Scarta l'11 rosso o scarta il 10 arancione",
    French "Seul coup possible : Piocher": a capital after the colon, on the first move of
    a list whose others go on in lower case. French, Italian and German set the words after
    a colon in lower case where no sentence begins (German keeps a noun's capital)."""
    hint = {"recommended": "draw pier", "close": ["draw stock"], "only": False, "details": {}}
    assert headline(lang, hint) == close
    assert headline(lang, {**hint, "close": [], "only": True}) == only


FORCED = {
    "recommended": "draw",
    "moves": [{"action": "draw"}],
    "details": {"kind": "turn", "pirate_chance": 0.25, "cards_left": 8, "pirates_left": 2},
    "samples": 0,
    "only": True,
    "close": [],
    "decided": None,
}


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The only move: Draw"),
        ("fr", "Seul coup possible\u00a0: piocher"),
        ("it", "Unica mossa possibile: pesca"),
        ("de", "Einziger möglicher Zug: ziehen"),
    ],
)
def test_the_only_move_told_at_once_says_no_win_chance(lang: str, said: str) -> None:
    """A forced move (the server's ``forced``: no search, answered at once) is its headline
    alone: no "chance of winning" over no deals, no "Judged over 0 deals"."""
    body = f"""const h = await import("./hint.js");
const hint = {json.dumps(FORCED)};
return [h.headline(hint, {{ observation: {{}} }}, ["Ann", "Bob"]), h.winTail(hint),
  h.searched(hint), h.searched({{ ...hint, samples: 24 }})];"""
    assert in_node(body, lang, table=True) == [said, "", False, True]
