"""A discard hint naming moves "about as good", in the panel's words (the page's module in
Node, no browser): why any of them will do, and, when one keeps a lower limit than the
outlined card, that the limit is not the whole story, in the four languages. The panel said
nothing beside a table whose lower limit stood on another row than the outlined card."""

from __future__ import annotations

import json
from typing import Any

import pytest
from web_i18n import in_node

from corsairs.lang import _, speaking

HINT = {
    "seat": 0,
    "recommended": "discard Y9",
    "close": ["discard O8", "discard B10"],
    "only": False,
    "decided": None,
    "moves": [
        {"action": "discard Y9", "win": 0.495, "drop": 0, "drop_se": 0},
        {"action": "discard O8", "win": 0.489, "drop": 0.006, "drop_se": 0.005},
        {"action": "discard B10", "win": 0.487, "drop": 0.008, "drop_se": 0.006},
    ],
    "details": {
        "kind": "discard",
        "options": [],
        "lower_limit": {"action": "discard B10", "limit": 32, "against": 33},
    },
}


def said(lang: str, hint: dict[str, object]) -> str:
    body = f"""const h = await import("./hint.js");
return h.closeWhy({json.dumps(hint)});"""
    return str(in_node(body, lang, table=True))


@pytest.mark.parametrize(
    ("lang", "lower", "any_"),
    [
        (
            "en",
            "Discarding blue 10 keeps the lowest limit (32 against 33), but that is your limit "
            "alone: played out over whole rounds these moves come out the same, within the "
            "measurement error, so any of them will do",
            "Any of them will do: played out over whole rounds they come out the same, within "
            "the measurement error (the card outlined is no better than the others)",
        ),
        ("fr", "Défausser le 10 bleu garde la limite la plus basse (32 contre 33)",
         "N'importe lequel convient"),
        ("it", "Scartare il 10 blu tiene il limite più basso (32 contro 33)",
         "Va bene una qualsiasi"),
        ("de", "Die blaue 10 abzulegen hält deine Grenze am niedrigsten (32 statt 33)",
         "Du kannst jeden davon wählen: "),
    ],
)  # fmt: skip
def test_moves_about_as_good_say_why_any_will_do(lang: str, lower: str, any_: str) -> None:
    assert said(lang, HINT).startswith(lower)
    plain = {**HINT, "details": {**HINT["details"], "lower_limit": None}}  # type: ignore[dict-item]
    assert said(lang, plain).startswith(any_)


def test_one_move_recommended_says_nothing_of_it() -> None:
    assert said("en", {**HINT, "close": []}) == ""


CREW = {
    **HINT,
    "recommended": "discard Y9",
    "details": {
        "kind": "discard",
        "options": [
            {"action": "discard Y9", "card": "Y9", "sail": False, "limit": 33, "added": {}},
            {"action": "sail B9", "card": "B9", "sail": True, "limit": 20, "added": {},
             "under_chance": {"1": 0.2}, "crew": {"crew": ["B10", "A5", "A10"]}},
        ],
    },
}  # fmt: skip


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Crew if you discard blue 9 and set sail: blue 10, grey 5, grey 10"),
        ("it", "Ciurma se scarti il 9 blu e salpi: il 10 blu, il 5 grigio e il 10 grigio"),
        ("de", "Mannschaft, wenn du die blaue 9 ablegst und die Anker lichtest:"),
    ],
)
def test_the_crew_if_you_set_sail_names_its_discard(lang: str, line: str) -> None:
    """ "Crew if you set sail: blue 9, grey 5, grey 10" stood under "Discard blue 9 and set
    sail": the crew was the first sail's, whose discard it did not name (red 6), and read as
    a crew holding the card discarded."""
    body = f"""const h = await import("./hint.js");
return h.crewLine({json.dumps(CREW["details"])});"""
    said = str(in_node(body, lang, table=True))
    assert said.startswith(line), said


DRAW = {
    **HINT,
    "recommended": "draw pier",
    "close": ["draw stock"],
    "details": {
        "kind": "draw",
        "sources": [],
        "lower_limit": {"action": "draw stock", "limit": 54.2, "against": 60},
    },
}


@pytest.mark.parametrize(
    ("lang", "lower", "any_"),
    [
        (
            "en",
            "Drawing from the stock gives the lowest limit (about 54.2 on average, against 60), "
            "but that is your limit alone: played out over whole rounds these moves come out "
            "the same, within the measurement error, so any of them will do",
            "Any of them will do: played out over whole rounds they come out the same, within "
            "the measurement error (the one outlined is no better than the others)",
        ),
        ("fr", "Piocher dans le talon donne la limite la plus basse (environ 54,2 en moyenne",
         "N'importe lequel convient"),
        ("it", "Pescare dal tallone dà il limite più basso (circa 54,2 in media, contro 60), ma",
         "Va bene una qualsiasi"),
        ("de", "Vom Abhebestapel abzuheben gibt die niedrigste Grenze (im Schnitt etwa 54,2, "
               "statt 60)",
         "Du kannst jeden davon wählen: "),
    ],
)  # fmt: skip
def test_draw_sources_about_as_good_say_why_any_will_do(lang: str, lower: str, any_: str) -> None:
    """The pier outlined beside the stock's lower limit, both named about as good, and no word
    why (as the discard)."""
    assert said(lang, DRAW).startswith(lower)
    plain = {**DRAW, "details": {**DRAW["details"], "lower_limit": None}}  # type: ignore[dict-item]
    assert said(lang, plain).startswith(any_)


PILE = """const h = await import("./hint.js");
const src = (card, discard) => ({ source: "pile", limit: 36, card, discard });
const hint = (s) => ({ details: { kind: "draw", limit_now: 36, sources: [s] }, close: [] });
return [h.reasonLines(hint(src("K11", "K11")), {}, [])[1],
  h.reasonLines(hint(src("K11", "R9")), {}, [])[1]];"""


@pytest.mark.parametrize(
    ("lang", "back"),
    [
        ("en", "Discard pile: 36 with black 11, which would be your best discard at once: your "
         "hand stays as it is"),
        ("it", "Pila degli scarti: 36 con l'11 nero, che sarebbe subito il tuo scarto migliore"),
    ],
)  # fmt: skip
def test_a_pile_card_discarded_again_at_once_is_said_to_change_nothing(
    lang: str, back: str
) -> None:
    """ "Discard pile: 36 with black 11 (then discard black 11)": take it to throw it back, as
    if that were a plan; a draw that changes nothing is said so."""
    again, other = in_node(PILE, lang, table=True)
    assert again.startswith(back), again
    assert "(" in other and "11" in other and "9" in other, other


@pytest.mark.parametrize(
    ("lang", "lower"),
    [
        ("en", "Taking the discard gives the lowest limit (28 against about 31.1 on average from "
         "the stock), but"),
        ("fr", "Prendre l'écart donne la limite la plus basse (28 contre environ 31,1 en moyenne"),
        ("de", "Die abgelegte Karte zu nehmen gibt die niedrigste Grenze (28 statt im Schnitt "
         "etwa 31,1 vom Abhebestapel)"),
    ],
)  # fmt: skip
def test_the_stocks_average_against_a_lower_limit_is_said_as_an_average(
    lang: str, lower: str
) -> None:
    """ "(28 against 31.1)": the stock recommended, its average read as a limit; the stock's
    own line says "about 31.1 on average"."""
    stock = {
        **DRAW,
        "recommended": "draw stock",
        "close": ["draw pile"],
        "details": {
            "kind": "draw",
            "sources": [],
            "lower_limit": {
                "action": "draw pile",
                "limit": 28,
                "against": 31.1,
                "against_average": True,
            },
        },
    }
    assert said(lang, stock).startswith(lower), said(lang, stock)


def test_sources_about_as_good_drop_the_line_that_the_rounds_judge_otherwise() -> None:
    """ "…which judge otherwise" stood just above "…so any of them will do" (the pile and the
    pier named about as good, the pier's limit the lower): one line said the rounds judged
    against the limits, the next that they judged the moves alike. A draw named alone keeps it."""
    details = {**DRAW["details"], "limit_now": 60, "against_limits": True}  # type: ignore[dict-item]
    body = f"""const h = await import("./hint.js");
const hint = {json.dumps({**DRAW, "details": details})};
return [h.reasonLines(hint, {{}}, []), h.reasonLines({{ ...hint, close: [] }}, {{}}, [])];"""
    close, alone = in_node(body, "en", table=True)
    differ = "That is your limit alone; the recommendation comes from whole rounds played out"
    assert not any(line.startswith(differ) for line in close), close
    assert close[-1].endswith("so any of them will do"), close
    assert any(line.startswith(differ) for line in alone), alone


def test_the_terminal_says_any_will_do_as_the_browser() -> None:
    """German "Jeder davon ist recht" read as a translation; the terminal's coach says the
    browser's words."""
    with speaking("de"):
        said = _(
            "Any of them will do: played out over whole rounds they come out the same, within "
            "the measurement error (the first named is no better than the others)"
        )
    assert said.startswith("Du kannst jeden davon wählen: "), said


@pytest.mark.parametrize(
    ("lang", "lower"),
    [
        ("en", "Discarding blue 10 or orange 8 keeps the lowest limit (32 against 33), but"),
        ("fr", "Défausser le 10 bleu ou le 8 orange garde la limite la plus basse (32 contre 33)"),
        ("it", "Scartare il 10 blu o l'8 arancione tiene il limite più basso (32 contro 33)"),
        ("de", "Die blaue 10 oder die orange 8 abzulegen hält deine Grenze am niedrigsten"),
    ],
)
def test_a_lowest_limit_kept_by_two_cards_names_both(lang: str, lower: str) -> None:
    """ "Scartare il 10 rosso tiene il limite più basso (38 contro 39)" while the brown 10 kept
    38 too: a tie told as a lone best (the game's ``also``)."""
    details: dict[str, Any] = HINT["details"]  # type: ignore[assignment]
    tie = {**details, "lower_limit": {**details["lower_limit"], "also": ["O8"]}}
    assert said(lang, {**HINT, "details": tie}).startswith(lower)
