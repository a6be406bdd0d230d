"""At an empty Piratatak stock the next draw shuffles the discard pile into a new stock: the
hint's odds ("8 of 24 cards" beside a stock of 0) and the review's reason ("the 24 cards
left") say so in the four languages (the page's own modules in Node, no browser)."""

from __future__ import annotations

import json

import pytest
from web_i18n import in_node

TURN = {"kind": "turn", "pirate_chance": 8 / 24, "cards_left": 24, "pirates_left": 8}
WHY = {"code": "stop_now", "pirates": 8, "cards": 24, "wanted": 0, "finishers": 0,
       "parts": 2, "cannons": 0, "loss": 3, "better": "stop", "worse": "draw"}  # fmt: skip

SAID = """const h = await import("./hint.js");
const r = await import("./review_why.js");
const lines = (d) => h.reasonLines({ recommended: "stop", close: [], details: d },
  { observation: {} }, ["you", "Bea"])[0];
const why = (w) => r.reasonText(w, ["you", "Bea"], 2);
return [lines(%s), lines(%s), why(%s), why(%s)];"""


@pytest.mark.parametrize(
    ("lang", "stock", "discard"),
    [
        ("en", "new stock", "discard pile"),
        ("fr", "nouveau talon", "pile des écarts"),
        ("it", "nuovo tallone", "scarti"),
        ("de", "neuen Abhebestapel", "abgelegten Karten"),
    ],
)
def test_an_empty_stock_is_said_to_become_the_discard_pile(
    lang: str, stock: str, discard: str
) -> None:
    new = {**TURN, "reshuffle": True}
    args = [json.dumps(x) for x in (TURN, new, WHY, {**WHY, "reshuffle": True})]
    hint, hint_new, why, why_new = in_node(SAID % tuple(args), lang, table=True)
    for said in (hint_new, why_new):
        assert stock in said and discard in said and "24" in said, said
    for said in (hint, why):
        assert stock not in said, said
    assert "33" in hint_new and "8" in why_new, (hint_new, why_new)


@pytest.mark.parametrize(
    ("lang", "one", "seen"),
    [
        ("en", "the discard pile's only card is shuffled", "it was seen"),
        ("fr", "la pile des écarts (1 carte) est mélangée", "elle a été vue"),
        ("it", "la pila degli scarti (1 carta) viene mescolata", "è stata vista"),
        ("de", "Die abgelegte Karte wird", "sie wurde gesehen"),
    ],
)
def test_one_card_left_to_shuffle_is_said_as_one(lang: str, one: str, seen: str) -> None:
    """German said "Die 1 abgelegte Karte wird … gemischt", English "the discard pile's 1
    card is shuffled …; every one was seen"; one card is said as each language says one."""
    lone = {**TURN, "reshuffle": True, "cards_left": 1, "pirates_left": 0, "pirate_chance": 0}
    args = (json.dumps(lone), json.dumps(lone), json.dumps(WHY), json.dumps(WHY))
    hint = in_node(SAID % args, lang, table=True)[0]
    assert one in hint and seen in hint, hint
    assert "every one" not in hint and "Die 1 " not in hint, hint


@pytest.mark.parametrize(
    ("lang", "left", "shuffled"),
    [
        ("en", "Pirates in the only card left: 1", "Pirates in the discard pile's only card,"),
        (
            "fr",
            "Pirates dans la seule carte restante\u00a0: 1",
            "la seule carte de la pile des écarts, mélangée",
        ),
        ("it", "Pirati nell'unica carta rimasta: 1", "nell'unica carta della pila degli scarti,"),
        ("de", "Piraten in der einzigen verbleibenden Karte: 1", "der einzigen abgelegten Karte,"),
    ],
)
def test_the_reviews_reason_says_one_card_as_one(lang: str, left: str, shuffled: str) -> None:
    """The review's reason read "Pirates among the 1 cards left", "Piraten unter den 1
    verbleibenden Karten" when one card was left to draw."""
    one = {**WHY, "pirates": 1, "cards": 1}
    args = (
        json.dumps(TURN),
        json.dumps(TURN),
        json.dumps(one),
        json.dumps({**one, "reshuffle": True}),
    )
    why, why_new = in_node(SAID % args, lang, table=True)[2:]
    assert why.startswith(left), why
    assert shuffled in why_new, why_new


@pytest.mark.parametrize(
    ("lang", "finisher", "finishers", "lacking", "lacked"),
    [
        (
            "en",
            "1 card among them finishes your boat",
            "2 cards among them finish your boat",
            "1 card among them is a part your boat lacks",
            "2 cards among them are parts your boat lacks",
        ),
        (
            "fr",
            "1 carte parmi elles achève votre bateau",
            "2 cartes parmi elles achèvent votre bateau",
            "1 carte parmi elles manque à votre bateau",
            "2 cartes parmi elles manquent à votre bateau",
        ),
        (
            "it",
            "1 carta tra queste completa la tua barca",
            "2 carte tra queste completano la tua barca",
            "1 carta tra queste è una parte che manca alla tua barca",
            "2 carte tra queste sono parti che mancano alla tua barca",
        ),
        (
            "de",
            "1 Karte darunter vollendet dein Boot",
            "2 Karten darunter vollenden dein Boot",
            "1 Karte darunter ist ein Teil, der deinem Boot fehlt",
            "2 Karten darunter sind Teile, die deinem Boot fehlen",
        ),
    ],
)
def test_one_card_that_finishes_the_boat_is_said_as_one(
    lang: str, finisher: str, finishers: str, lacking: str, lacked: str
) -> None:
    """The review said "cards among them that finish your boat: 1" for a single card, in
    the browser and the terminal alike; one card is said as one on both surfaces."""
    from corsairs import lang as language
    from corsairs.coach.words import reason_text

    whys = [
        {**WHY, "finishers": 1},
        {**WHY, "finishers": 2},
        {**WHY, "wanted": 1},
        {**WHY, "wanted": 2},
    ]
    page = in_node(
        'const r = await import("./review_why.js");'
        f" return {json.dumps(whys)}.map((w) => r.reasonText(w, ['you', 'Bea'], 2));",
        lang,
        table=True,
    )
    with language.speaking(lang):
        terminal = [reason_text(w, ["you", "Bea"]) for w in whys]
    for said in (page, terminal):
        for text, words in zip(said, (finisher, finishers, lacking, lacked), strict=True):
            assert words in text, (said, words)
