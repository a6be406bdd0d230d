"""A round's log line says the viewer's part mid-sentence in lower case, as a sentence
goes on after a semicolon: "Bruno hat Anna untergetaucht (35 ≤ 37); Du hast Anna
untergetaucht" (and "; You sent", "; Vous avez coulé") read as a new sentence mid-line."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const r = { round: 3, annulled: false, closer: 0, limits: [37, 35, 34], sent_under_by: [1, 2],
  added: [26, 0, 0], penalties: [26, 0, 0], sweepers: [], final_round: false };
const obs = { thresholds: { last_round: 35, end: 45 }, over: false, rounds: [r] };
return c.narrate({ act: "round_end", round: 3 }, ["Anna", "Bruno", "Clara"], m.t, obs, 2);"""


@pytest.mark.parametrize(
    ("lang", "mine"),
    [
        ("en", "; you sent Anna under (34 ≤ 37)"),
        ("fr", "\u00a0; vous avez coulé Anna (34 ≤ 37)"),
        ("it", "; hai mandato sotto Anna (34 ≤ 37)"),
        ("de", "; du hast Anna untergetaucht (34 ≤ 37)"),
    ],
)
def test_the_viewers_part_of_a_round_line_goes_on_in_lower_case(lang: str, mine: str) -> None:
    line = in_node(SAID, lang, table=True)
    assert mine in line, line
    assert "Bruno" in line  # the other player's part keeps its name as written


CLOSER = SAID.replace("closer: 0", "closer: 2").replace(
    "sent_under_by: [1, 2]", "sent_under_by: [2, 2]"
)


@pytest.mark.parametrize(
    ("lang", "start", "penalties"),
    [
        ("en", "Round 3 result: you set sail (limit 34)", "; penalty cards: "),
        (
            "fr",
            "Bilan de la manche 3\u00a0: vous avez levé l'ancre",
            "\u00a0; cartes de pénalité\u00a0: ",
        ),
        ("it", "Esito della manche 3: hai deciso di salpare (limite 34)", "; carte penalità: "),
        ("de", "Ergebnis der Runde 3: Du hast die Anker gelichtet", "; Strafpunkte: "),
    ],
)
def test_the_viewers_own_sail_goes_on_after_the_colon(
    lang: str, start: str, penalties: str
) -> None:
    """ "Esito della manche 1: Hai deciso di salpare (…); Carte penalità: tu +16": a capital
    mid-line after the colon and the semicolon, where French and Italian go on in lower
    case (German starts a sentence after a colon with a capital, and its nouns keep it)."""
    line = in_node(CLOSER, lang, table=True)
    assert line.startswith(start) and penalties in line, line
