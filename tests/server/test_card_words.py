"""Cards as the rulebooks write them in a sentence: German (seeds/003) "die gelbe 7", "mit
der orangen 9"; French (001) "le 9 orange", "le 2 violet, le 2 gris et le 1 vert"; Italian
(002) "il 9 arancione". The table said "blau 1", "bleu 1", "blu 1" as a label says it, in
every sentence ("Bo hat blau 1 abgelegt", "Bo a défaussé bleu 1")."""

from __future__ import annotations

import json

from web_i18n import SWITCHABLE, in_node

SAID = """const c = await import("./games/corsairs.js");
const h = await import("./hint.js");
const names = ["Ann", "Bo"];
const pile = { n: 4, card: m.cardName("O9"), discard: m.cardName("P3") };
return {
  discard: c.describe("discard Y7", 1, names, m.t),
  sail: c.describe("sail K11", 0, names, m.t, null, 0),
  lay: c.describe("attach O9 crew R1 R2 G5", 1, names, m.t, { limit: 4, stowaways: ["P3", "A2"] }),
  sail_button: h.moveText("sail B1", {}, names),
  lay_hint: h.moveText("crew R1 R2", {}, names),
  pile: m.t("hint_src_pile", pile),
  preview: m.tn("sail_preview", 1, { card: m.cardName("N10"), limit: 3 }),
  stowaways: c.sailPreviewText("N10", { limit: 5, count: 2, stowaways: ["P3", "A2"] }, m.t)
    .join(""),
  label: m.cardLabel("V2"),
  give: h.moveText("give Y1 gold gold", {}, names),
  give_set: m.cardLabels(["R3", "R4", "Y1"]),
};"""


def test_german_cards_have_their_article_and_case_in_a_sentence() -> None:
    said = in_node(SAID, "de", table=True)
    assert said["discard"] == "Bo hat die gelbe 7 abgelegt"
    assert said["sail"] == "Du hast die schwarze 11 abgelegt und die Anker gelichtet"
    assert said["lay"] == (
        "Bo hat die orange 9 angegriffen und die Mannschaft aus der roten 1, der roten 2 und "
        "der grünen 5 ausgelegt: Grenze 4, blinde Passagiere: rosa 3 und graue 2"
    )
    assert said["sail_button"] == "Die blaue 1 ablegen und die Anker lichten"
    assert said["lay_hint"] == "Die Mannschaft aus der roten 1 und der roten 2 auslegen"
    assert said["pile"].startswith("Abgelegte Karten: 4 mit der orangen 9 (dann die rosa 3 ")
    assert said["preview"].startswith("Anker lichten nach dem Ablegen der braunen 10: ")
    # the stowaways named ("2 blinde Passagiere" did not say which cards would cost)
    assert said["stowaways"].endswith(": Grenze 5, 2 blinde Passagiere (rosa 3 und graue 2)")
    assert said["label"] == "violette 2"  # a chip, a card's name: no article
    # a hint's move: no colon, a sentence's articles and "und" ("Gelbe 1, 2 Goldmünzen")
    assert said["give"] == "Die gelbe 1 und 2 Goldmünzen zurückgeben"
    # a give-back set, a list read after "Zurückgeben:", with its "und" as every list's
    assert said["give_set"] == "rote 3, rote 4 und gelbe 1"


def test_english_names_a_card_as_before() -> None:
    """English has one form: those a template may ask for fall back to it."""
    said = in_node(SAID, "en", table=True)
    assert said["discard"] == "Bo discarded yellow 7"
    assert said["pile"].startswith("Discard pile: 4 with orange 9 (then discard pink 3)")
    assert said["label"] == "violet 2"
    assert said["stowaways"].endswith("limit 5, 2 stowaways (pink 3, grey 2)")


def test_french_and_italian_cards_have_their_number_first_and_article() -> None:
    fr = in_node(SAID, "fr", table=True)
    assert fr["discard"] == "Bo a défaussé le 7 jaune"
    assert fr["lay"] == (
        "Bo a attaché le 9 orange et abattu l'équipage avec le 1 rouge, le 2 rouge et le 5 "
        "vert\u00a0: limite 4, clandestins\u00a0: le 3 rose et le 2 gris"
    )
    assert fr["sail_button"] == "Défausser le 1 bleu et lever l'ancre"
    assert fr["label"] == "2 violet"
    assert fr["stowaways"].endswith("limite 5, 2 clandestins (le 3 rose et le 2 gris)")
    it = in_node(SAID, "it", table=True)
    assert it["discard"] == "Bo ha scartato il 7 giallo"
    assert it["sail"] == "Hai scartato l'11 nero per salpare"  # l'undici
    assert it["lay_hint"] == "Cala la ciurma con l'1 rosso e il 2 rosso"
    assert it["pile"].startswith("Pila degli scarti: 4 con il 9 arancione (poi scarti il 3 rosa)")


def test_german_lays_down_with_auslegen_not_the_discards_ablegen() -> None:
    """The lay-down's button said "Karten ablegen" and its turn line "deine Karten ablegen
    (kein Abheben, kein Abwerfen)": "ablegen" is the table's (and the rulebook's) discard,
    the log says "hat die Mannschaft ausgelegt"."""
    said = in_node(
        'return [m.t("confirm"), m.t("your_turn_lay", { name: "Bo" }), m.t("pier_why")];', "de"
    )
    assert said[0] == "Karten auslegen"
    assert "musst du deine Karten auslegen (ohne abzuheben oder abzulegen)" in said[1]
    assert "„Karten auslegen“" in said[1] and "Abwerfen" not in said[1]
    assert said[2].endswith("wenn du deine Karten auslegst.")


CARD_LISTS = [
    ["R1", "G2", "K11"],
    ["Y3", "gold", "gold"],
    ["B6", "gold", "cannon", "cannon"],
    ["gold"],
    ["A8", "pirate"],
]
"""Lists as the pages list them: "and" or commas, coins and cannons counted. (No list is
said empty: each caller words "none" itself, for its noun, ``c_none``, ``pt_give_none``.)"""

EVERY_CARD_SAID = (
    SWITCHABLE
    + """const form = (x, f) => (x.forms && x.forms[f]) || String(x);
const forms = (x) => ({ said: String(x), dat: form(x, "dat"), bare: form(x, "bare") });
const [cards, lists] = %s;
return ["en", "fr", "it", "de"].map((lang) => {
  m.setLang(lang);
  return { cards: cards.map((c) => forms(m.cardName(c))),
           alone: cards.map((c) => forms(m.cardNames([c]))),
           lists: lists.map((l) => forms(m.cardNames(l))),
           sentences: lists.map((l) => String(m.cardsInSentence(l))) };
});"""
)


def test_the_review_pages_cards_are_the_browsers_for_every_card() -> None:
    """card_words.py (the review page ``corsairs review`` writes) is a Python copy of the
    browser's ``cardName``/``cardNames``: a card said one way on the page and another at the
    table is a drift no other test sees. Every card of both games, each form a template asks
    for (``{card}``, ``{card:dat}``, ``{card:bare}``), and lists, in the four languages. A
    coin, a cannon or a pirate alone is said as a sentence says it, "a gold coin", as
    ``cardNames`` does (``cardName``'s "gold" is a chip's label)."""
    from corsairs import card_words
    from corsairs.games.corsairs.cards import CODES, NUMBERS
    from corsairs.games.piratatak.cards import CARD_TEXT
    from corsairs.lang import speaking

    every = sorted({f"{c}{n}" for c in CODES for n in range(1, NUMBERS + 1)} | set(CARD_TEXT))
    browser = in_node(EVERY_CARD_SAID % json.dumps([every, CARD_LISTS]))

    def forms(said: card_words.CardWords) -> dict[str, str]:
        return {"said": str(said), "dat": f"{said:dat}", "bare": f"{said:bare}"}

    for lang, page in zip(("en", "fr", "it", "de"), browser, strict=True):
        with speaking(lang), card_words.in_words():
            cards = [forms(card_words.card(code)) for code in every]
            lists = [forms(card_words.cards(codes)) for codes in CARD_LISTS]
            sentences = [str(card_words.cards(codes, sentence=True)) for codes in CARD_LISTS]
        pairs = zip(every, page["cards"], page["alone"], cards, strict=True)
        drift = [
            (code, alone, said)
            for code, one, alone, said in pairs
            if said != (alone if code in ("gold", "pirate", "cannon") else one)
        ]
        assert not drift, (lang, drift[:5])
        assert lists == page["lists"], lang
        assert sentences == page["sentences"], lang
