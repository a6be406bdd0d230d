"""Moves named about as good are joined in one sentence: in German too the later ones are
written as mid-sentence words ("oder von der Mole nehmen"), a noun keeping its capital."""

from __future__ import annotations

from web_i18n import in_node

SAID = """const h = await import("./hint.js");
const draw = { observation: { phase: "draw" } }, turn = { observation: { drawn: ["G2"] } };
const draws = { recommended: "draw stock", close: ["draw pier", "draw pile"], details: {} };
return [h.headline(draws, draw, []),
        h.headline({ recommended: "crew B4 B9", close: ["crew B4 V9"], details: {} }, draw, []),
        h.headline({ recommended: "stop", close: ["cannon"], details: {} }, turn, [])];"""


def test_german_moves_about_as_good_are_written_mid_sentence() -> None:
    """A German hint read "Etwa gleich gut: Vom Stapel abheben oder Von der Mole nehmen
    oder Abgelegte Karte nehmen": capitals mid-sentence (the other languages lowered
    them; German kept them all, for its nouns). The first goes on after the colon in lower
    case too (tests/server/test_hint_headline_words.py)."""
    draws, crews, cannon = in_node(SAID, "de", table=True)
    assert draws == (
        "Etwa gleich gut: vom Abhebestapel abheben oder von der Mole nehmen oder abgelegte "
        "Karte nehmen"
    )
    assert crews == (
        "Etwa gleich gut: die Mannschaft aus der blauen 4 und der blauen 9 auslegen oder die "
        "Mannschaft aus der blauen 4 und der violetten 9 auslegen"
    )
    assert cannon == "Etwa gleich gut: aufhören oder Kanone abfeuern"  # a noun keeps its capital


NOTE = """const h = await import("./hint.js");
return [h.noteText({ sweep_matters: true }), h.noteText({ sweep_matters: false })];"""


def test_the_discard_tables_two_notes_are_two_sentences() -> None:
    """Under the sail-or-wait table the notes ran together: "☠: erwartete Strafpunkte in
    dieser Runde Match: deine Chance, …" read as one sentence."""
    both, one = in_node(NOTE, "de", table=True)
    assert both.startswith("☠: erwartete Strafpunkte in dieser Runde. Match: deine Chance")
    assert one == "☠: erwartete Strafpunkte in dieser Runde."
