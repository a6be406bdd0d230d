"""A shared win names the viewer "you": Anna, who tied with Bruno, read "Anna and Bruno
tied on the fewest penalty cards …: they share the win" on her own page (and "Winners:
you, Bruno" above it), in every language, in both games. A single winner was already
"You …"; the others' pages still name her."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const ui = await import("./ui.js");
const names = ["Anna", "Bruno", "Clara"];
const reasons = [
  { by: "sweep", seats: [0, 1] },
  { by: "fewest_among_sweepers", seats: [0, 1, 2], cards: 3 },
  { by: "first_to_lay_down", seats: [0, 1], cards: 2 },
  { by: "penalty_points", seats: [0, 1], cards: 4, points: [31, 40] },
  { by: "penalty_points_equal", seats: [0, 1], cards: 4, points: [31, 31] },
];
const said = (me) => reasons.map((d) => c.decidedText({ decided: [d] }, m.t, names, me));
return { anna: said(0), clara: said(2), won: ui.winnersLine([0, 1], names, m.t, 0),
  seen: ui.winnersLine([0, 1], names, m.t, 2) };"""

YOU = {
    "en": ("You and Bruno", "You and Bruno win!"),
    "fr": ("Vous et Bruno", "Vous et Bruno avez gagné !"),
    "it": ("Tu e Bruno", "Tu e Bruno avete vinto!"),
    "de": ("Du und Bruno", "Du und Bruno habt gewonnen!"),
}


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_a_shared_win_says_you_to_its_winner(lang: str) -> None:
    said = in_node(SAID, lang, table=True)
    start, won = YOU[lang]
    for i, line in enumerate(said["anna"]):
        three = i == 1  # three sweepers: "You, Bruno and Clara"
        assert line.startswith(start.split()[0] + ", Bruno" if three else start), line
        assert "Anna" not in line, line
    assert "Clara" in said["anna"][1]
    assert said["won"].replace("\u00a0", " ") == won
    for line in [*said["clara"], said["seen"]]:
        assert "Anna" in line and "Bruno" in line, line
