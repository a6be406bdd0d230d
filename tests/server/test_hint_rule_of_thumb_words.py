""" "Recommended: Draw again" stood above "Value of drawing on: -0.19" and nothing said which
to believe: the value is the next card's alone, the advice whole games played out. Where
the move the value favours is named about as good, nothing contradicts it (the hint
panel's lines, from the page's own module in Node)."""

from __future__ import annotations

import functools
import json
from typing import Any

import pytest
from web_i18n import in_node

from corsairs.games.piratatak.coach import draw_value

CASES = [
    ("draw", -0.19, [], True),
    ("stop", 0.4, [], True),
    ("draw", 0.39, [], False),
    ("stop", -0.2, [], False),
    ("draw", -0.19, ["stop"], False),  # "About as good: Draw again or stop"
    ("stop", 0.4, ["draw"], False),
    ("draw", 0.01, [], True),  # "about even" beside a clear "Draw again" (the review: "by far")
    ("draw", 0.01, ["stop"], False),
]

GAIN_LINES = """const hint = await import("./hint.js");
return %s.map(([rec, gain, close, value]) => {
  const d = { kind: 'turn', pirate_chance: 0.16, pirates_left: 8, cards_left: 49,
    draw_gain: gain, draw_value: value, pirate_cost: 3.05, win_value: 20, can_stop: true };
  const view = { observation: { drawn: ['G3'] } };
  return hint.reasonLines({ recommended: rec, details: d, close }, view, []);
});"""


@functools.cache
def _lines() -> list[list[str]]:
    """Every case's lines, from one run of node."""
    cases = [[rec, gain, close, draw_value(gain)] for rec, gain, close, _ in CASES]
    return list(in_node(GAIN_LINES % json.dumps(cases), "en", table=True))


@pytest.mark.parametrize(("rec", "gain", "close", "differs"), CASES)
def test_a_rule_of_thumb_against_the_advice_says_so(
    rec: str, gain: float, close: list[str], differs: bool
) -> None:
    lines: Any = _lines()[CASES.index((rec, gain, close, differs))]
    assert any("Value of drawing on" in x for x in lines), lines
    assert any("the next card only" in x for x in lines) == differs, lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Value of drawing on: slightly in favour of drawing (a boat part counts 1, the "
         "part that wins 20; a pirate would cost you about 3.0)"),
        ("fr", "Valeur de continuer à piocher\u00a0: légèrement en faveur de piocher (une carte de "
         "votre bateau compte 1, celle qui fait gagner 20\u00a0; un pirate vous coûterait "
         "environ 3,0)"),
        ("it", "Valore di pescare ancora: leggermente a favore di pescare (un pezzo di barca "
         "conta 1, quello che fa vincere 20; un pirata ti costerebbe circa 3,0)"),
        ("de", "Wert des Weiterziehens: leicht für das Weiterziehen (ein Bootsteil zählt 1, das "
         "Teil zum Sieg 20; ein Pirat kostete dich etwa 3,0)"),
    ],
)  # fmt: skip
def test_the_value_of_drawing_on_is_said_in_words(lang: str, said: str) -> None:
    """ "+0,1" (one decimal) stood beside "-0,11" and a pirate's "2,05": a fraction of a boat
    part means nothing to a player. The value is said as the move it favours and how clearly
    (the game's ``draw_value``), the pirate's cost to one fixed decimal."""
    body = GAIN_LINES % json.dumps([["draw", 0.1, [], draw_value(0.1)]])
    lines = in_node(body.replace("pirate_cost: 3.05", "pirate_cost: 2.98"), lang, table=True)[0]
    assert said in lines, lines


def test_both_surfaces_say_the_value_of_drawing_on_by_one_rule() -> None:
    """A hint's details without the game's words for the value (``draw_value``) were said
    "about even" by the browser and computed again from ``draw_gain`` by the terminal:
    +0.8 of a boat part read "about even" on one surface, "clearly in favour of drawing"
    on the other. One rule: the value is said in the game's words, and not at all without
    them (the game's coach always gives both)."""
    from corsairs.coach.hints import Hint
    from corsairs.coach.words import hint_lines

    cases = [["draw", 0.8, ["stop"], None], ["draw", 0.8, ["stop"], draw_value(0.8)]]
    page = in_node(
        (GAIN_LINES % json.dumps(cases)).replace(
            "draw_value: value", "...(value ? { draw_value: value } : {})"
        ),
        "en",
        table=True,
    )
    terminal = []
    for _rec, gain, _close, value in cases:
        d = {"kind": "turn", "pirate_chance": 0.16, "pirates_left": 8, "cards_left": 49,
             "draw_gain": gain, "pirate_cost": 3.05, "win_value": 20}  # fmt: skip
        if value:
            d["draw_value"] = value
        moves = [{"action": "draw", "win": 0.4}, {"action": "stop", "win": 0.39}]
        h = Hint("piratatak", 0, "turn", "draw", moves, d, 64, close=["stop"])
        terminal.append(hint_lines(h, ["You", "Bea"]))
    for lines in (page, terminal):
        without, with_words = ([x for x in said if "Value of drawing on" in x] for said in lines)
        assert not without, lines
        assert len(with_words) == 1 and "clearly in favour of drawing" in with_words[0], lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("it", "Quel valore tiene conto solo della prossima carta; il consiglio viene da partite "
         "intere giocate fino in fondo, che giudicano diversamente"),
        ("fr", "Ce chiffre ne tient compte que de la carte suivante ; la recommandation vient de "
         "parties entières jouées jusqu'au bout, qui en jugent autrement"),
    ],
)  # fmt: skip
def test_the_value_of_drawing_on_is_said_to_weigh_the_next_card_alone(lang: str, said: str) -> None:
    """Italian "È la sola prossima carta" ("it is the only next card") and French "C'est la
    carte suivante seule" said not what is alone: the figure beside them weighs the next card
    and nothing after it. Page and terminal alike."""
    from corsairs.coach.hints import Hint
    from corsairs.coach.words import hint_lines
    from corsairs.lang import speaking

    page = in_node(GAIN_LINES % json.dumps([["draw", -0.19, [], draw_value(-0.19)]]), lang, True)
    d = {"kind": "turn", "pirate_chance": 0.16, "pirates_left": 8, "cards_left": 49,
         "draw_gain": -0.19, "draw_value": draw_value(-0.19), "pirate_cost": 3.05,
         "win_value": 20}  # fmt: skip
    moves = [{"action": "draw", "win": 0.4}, {"action": "stop", "win": 0.3}]
    with speaking(lang):
        terminal = hint_lines(Hint("piratatak", 0, "turn", "draw", moves, d, 64), ["Tu", "Bea"])
    # (the page sets French's no-break spaces, the terminal's Rich breaks as if it did)
    assert said in [line.replace("\u00a0", " ") for line in page[0]], page
    assert said in terminal, terminal
