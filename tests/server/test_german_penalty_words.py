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
