"""German cards as the rulebook (seeds/003) writes them in a sentence: "die gelbe 7", "mit
der orangen 9", a list "2 violette, 2 graue"; the table said "blau 1" as a label says it,
without article or ending ("Bo hat blau 1 abgelegt", "mit orange 9")."""

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
    assert said["label"] == "violette 2"  # a chip, a card's name: no article
    assert said["give"] == "Zurückgeben: gelbe 1, 2 Goldmünzen"


def test_the_other_languages_name_a_card_as_before() -> None:
    """Only German declines: the forms a template may ask for fall back to the one name."""
    said = in_node(SAID, "en", table=True)
    assert said["discard"] == "Bo discarded yellow 7"
    assert said["pile"].startswith("Discard pile: 4 with orange 9 (then discard pink 3)")
    assert said["label"] == "violet 2"
