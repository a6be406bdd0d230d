"""Cards as the rulebooks write them in a sentence: German (seeds/003) "die gelbe 7", "mit
der orangen 9"; French (001) "le 9 orange", "le 2 violet, le 2 gris et le 1 vert"; Italian
(002) "il 9 arancione". The table said "blau 1", "bleu 1", "blu 1" as a label says it, in
every sentence ("Bo hat blau 1 abgelegt", "Bo a défaussé bleu 1")."""

from __future__ import annotations

from web_i18n import in_node

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
};"""


def test_german_cards_have_their_article_and_case_in_a_sentence() -> None:
    said = in_node(SAID, "de", table=True)
    assert said["discard"] == "Bo hat die gelbe 7 abgelegt"
    assert said["sail"] == "Du hast die schwarze 11 abgelegt und die Anker gelichtet"
    assert said["lay"] == (
        "Bo hat die orange 9 angegriffen und die Mannschaft aus der roten 1, der roten 2 und "
        "der grünen 5 ausgelegt: Grenze 4, blinde Passagiere: rosa 3, graue 2"
    )
    assert said["sail_button"] == "Die blaue 1 ablegen und die Anker lichten"
    assert said["lay_hint"] == "Die Mannschaft aus der roten 1 und der roten 2 auslegen"
    assert said["pile"].startswith("Abgelegte Karten: 4 mit der orangen 9 (dann die rosa 3 ")
    assert said["preview"].startswith("Anker lichten nach dem Ablegen der braunen 10: ")
    # the stowaways named ("2 blinde Passagiere" did not say which cards would cost)
    assert said["stowaways"].endswith(": Grenze 5, 2 blinde Passagiere (rosa 3, graue 2)")
    assert said["label"] == "violette 2"  # a chip, a card's name: no article
    # a hint's move: no colon, a sentence's articles and "und" ("Gelbe 1, 2 Goldmünzen")
    assert said["give"] == "Die gelbe 1 und 2 Goldmünzen zurückgeben"


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
