"""German penalty words as the rulebook (seeds/003) has them: "Strafpunkte" for the count
(one card, one point), "Strafpunktekarten" for the cards themselves; never "Strafkarten",
a word the rulebook does not use, which the table mixed with "Strafpunkte"."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web"
GERMAN = [
    "i18n.js",
    "i18n_hint.js",
    "i18n_review.js",
    "i18n_rules.js",
    "rules/de.html",
    "companion/i18n.js",
]


def test_the_table_says_penalties_in_the_rulebooks_words() -> None:
    found = {
        name: re.findall(r"\w*Strafkarte\w*", (WEB / name).read_text(encoding="utf-8"))
        for name in GERMAN
    }
    assert not any(found.values()), found


def test_the_count_is_in_points_and_the_cards_are_penalty_point_cards() -> None:
    text = (WEB / "i18n.js").read_text(encoding="utf-8")
    assert '"Strafpunkte insgesamt: {n}"' in text and '"+{n} Strafpunkte"' in text
    rules = (WEB / "rules" / "de.html").read_text(encoding="utf-8")
    assert "Strafpunktekarten scheiden aus dem Spiel aus" in rules


PIRATATAK_DRAWS = {
    "draw_again",
    "rv_why_draw_on",
    "p_draw",
    "buy_how",
    "about_piratatak",
    "hint_gain",
    "hint_gain_safe",  # no pirate left: its value without a pirate's cost
    "hint_no_pirate",
    "hint_gain_draw_clearly",  # its words: "leicht für das Weiterziehen"
    "hint_gain_draw_slightly",
    "hint_pirate_one",
    "hint_pirate_other",
    "hint_pirate_new_one",  # an empty stock: the discards shuffled before the draw
    "hint_pirate_new_other",
    "rv_why_pirate_new_one",
    "rv_why_pirate_new_other",
}
"""German keys of Piratatak's own draws ("Weiter ziehen"): the rulebook's "abheben" is
Corsairs' word; Piratatak has no German rulebook, and a family game draws ("ziehen")."""


def test_corsairs_draws_are_abheben_as_in_the_rulebook() -> None:
    """The table's buttons say "Abheben" (the rulebook's verb); the lobby ("Ziehe und lege
    ab"), the first turn's prompt, the hint, the review and two house rules said "ziehen"."""
    from web_i18n import in_node

    german = in_node("return m.CATALOGUE.de;")
    drawn = {
        key: text
        for key, text in german.items()
        if re.search(r"[Zz]ieh|gezogen", text)
        and not key.startswith(("pt_", "ro_piratatak", "roh_piratatak", "rov_piratatak"))
        and key not in PIRATATAK_DRAWS
    }
    assert not drawn, drawn
