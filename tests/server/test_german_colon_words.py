"""German after a colon (Node word tests: the page's and the companion's catalogues, no
browser). German writes the first word after a colon with a capital when a whole sentence
follows ("… der Mole: Wer sie nimmt, macht die Runde ungültig") and in lower case when a
piece of one does ("Strafpunkte: keine", "Kaufen: ja, von Bea"); the catalogues had "…
abgehoben: du musst die Anker lichten" and "… untergetaucht: deine Grenze 6 ist die
niedrigste" in the game log and the table's news."""

from __future__ import annotations

import sys
from pathlib import Path

from web_i18n import in_node

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "companion"))
from companion_node import companion_said

LOWER_AFTER_COLON = """const out = [];
for (const [k, v] of Object.entries(m.CATALOGUE.de)) {
  if (typeof v !== "string") continue;
  for (const x of v.matchAll(/:\\s+(\\p{Ll}\\p{L}*)/gu)) out.push(k + " " + x[1]);
}
return out;"""

PAGE_PIECES = {
    "lay_sweep keine",  # "alle Gegner match: keine blinden Passagiere!"
    "sheet_legend die",  # "In jedem Feld: die Grenze (…)"
    "draw_first vom",  # "Zuerst abheben: vom Abhebestapel, …"
    "pt_boat_wins alle",  # "…: alle sechs Teile, von 1 bis 6."
    "rs_back keine",  # "…: keine Strafpunkte."
    "rs_back_you keine",
    "hint_sweep_note deine",  # "Match: deine Chance, …"
    "hint_best_none keine",  # "Empfohlene Aufteilung: keine Mannschaft"
    "hint_src_stock im",  # "Abhebestapel: im Mittel etwa …"
    "hint_decided_still deine",  # "Was noch zählt: deine Strafpunkte. …"
    "hint_decided_still im",  # "… die wenigsten: im Mittel 3,2 (…)"
    "hint_decided_still_same deine",
    "hint_nearly_still deine",  # "Was noch zählt: deine Strafpunkte. …"
    "rv_given_best der",  # "nichts: der beste Zug"
    "rv_given_as_good so",  # "nichts: so gut wie der beste"
    "rv_given_call vorn",  # "nichts: vorn nach den Zahlen, zu knapp für ein Urteil"
    "rv_explain_call innerhalb",  # "Zu knapp für ein Urteil: innerhalb des doppelten …"
    "rv_ahead_left noch",  # "Die laufende Analyse: noch etwa 3 Minuten bei ihrem Tempo"
    "hint_col_note erwartete",
    "hint_out_keeps_one die",  # "…: die wenigsten blinden Passagiere, +1 Strafpunkt"
    "hint_out_keeps_other die",
    "hint_buy_yes ja",
    "hint_give_boat_each dein",  # "Rote 3 … zurückgeben: dein Boot 3/6 → 2/6"
    "hint_give_whole_each dein",
    "pt_since_earlier_one siehe",  # "3 Züge davor: siehe Verlauf"
    "pt_since_earlier_other siehe",
    "hint_buy_no jetzt",
    "hint_paused_max höchstens",
    "err_bad_name höchstens",  # "Dieser Name ist zu lang: höchstens 40 Zeichen."
    "leveldesc_beginner vernünftige",  # "Spielt wie ein Neuling: vernünftige Züge, …"
    "leveldesc_casual vernünftig",
    "leveldesc_strong ein",  # "…: ein echter Gegner."
    "leveldesc_expert der",  # "…: der stärkste Bot (…)."
    "rv_why_annul keine",
    "rv_explain die",  # "Gewinnchance: die Schätzung des Coachs, …" (twice)
    "rv_unlucky ein",  # "Pech, kein Fehler: ein richtiger Zug, der auf einen Piraten traf."
    "ro_bad_number eine",  # "{label}: eine ganze Zahl von 1 bis 9"
    "ro_bad_number_min eine",
    "ro_why_server_max höchstens",
    "roh_corsairs_sweep_wins ohne",
    # an option's label, its value after it: "Sicherung: eine Runde wird ungültig nach: 2 Zügen"
    "ro_corsairs_round_turn_limit eine",
    "ro_piratatak_turn_limit das",
}
COMPANION_PIECES = {
    "last_round_at noch",  # "35: noch eine Runde"
    "annulled_line ungültig",
    "annulled_saved keine",
    "err_fig_more_than_a_hand höchstens",
    "move_here antippen",
    "closer_swept match",
    "now_final noch",
    "err_marks ganze",  # "Hausregeln: ganze Zahlen von 1 bis 110, …", as ro_bad_number
}


def test_german_begins_a_whole_sentence_after_a_colon_with_a_capital(tmp_path: Path) -> None:
    # Every word in lower case after a colon begins a piece of a sentence, judged one by one;
    # a text added with one is judged here too.
    assert set(in_node(LOWER_AFTER_COLON, "de")) == PAGE_PIECES
    assert set(companion_said(LOWER_AFTER_COLON, "de", tmp_path)) == COMPANION_PIECES


def test_german_log_and_news_lines_after_a_colon() -> None:
    said = in_node(
        """return [m.t("must_sail"), m.t("not_under_you", { b: 6 }), m.t("warn_pier"),
        m.t("warn_stock"), m.t("known_hint"), m.t("dc_sweep_you")];""",
        "de",
    )
    assert said == [
        "Du hast die letzte Karte vom Abhebestapel abgehoben: Du musst die Anker lichten.",
        "Niemand hat dich untergetaucht: Deine Grenze 6 ist die niedrigste",
        "Das ist die letzte Karte der Mole: Wer sie nimmt, macht die Runde ungültig.",
        "Das ist die letzte Karte des Abhebestapels: Danach musst du die Anker lichten.",
        "Karten mit Punkt wurden offen genommen: Die anderen wissen, dass du sie hast.",
        # "ohne blinde Passagiere auslegen gewinnt das Spiel" had an infinitive for subject
        "Dein Match: Wer ohne blinde Passagiere auslegt, gewinnt das Spiel sofort.",
    ]


def test_a_closer_nobody_sent_under_is_told_whose_limit_without_a_gender() -> None:
    """ "Niemand hat Cid untergetaucht: Grenze 6 ist die niedrigste" left out whose limit,
    and "seine"/"ihre" would need the player's gender, which the table does not know: the
    name is said again, as a German player would ("Mit Grenze 6 hat Cid die niedrigste").
    English and Italian lacked the possessive too."""
    said = {
        lang: in_node('return m.t("not_under", { closer: "Cid", b: 6 });', lang)
        for lang in ("de", "en", "it")
    }
    assert said == {
        "de": "Niemand hat Cid untergetaucht: Mit Grenze 6 hat Cid die niedrigste",
        "en": "Nobody sent Cid under: their limit 6 is the lowest",
        "it": "Nessuno ha mandato sotto Cid: il suo limite 6 è il più basso",
    }
