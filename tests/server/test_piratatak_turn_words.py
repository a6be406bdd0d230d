"""Piratatak's words: another player's turn line reads as a sentence ("Gemütlicher Bot 3
hat Gold gezogen", not "Gemütlicher Bot 3: hat Gold gezogen"), and German says "ziehen"
throughout, its first button too (it said Corsairs' "Abheben" beside "Weiter ziehen")."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const p = await import("./games/piratatak.js");
const hint = await import("./hint.js");
const names = ["Ann", "Bot 3"];
const events = ["draw gold", "draw B2", "reshuffle", "draw R1"];
return { line: p.othersTurnLine(1, events, names, m.t, 0),
  first: hint.moveText("draw", { observation: { drawn: [] } }, names),
  again: hint.moveText("draw", { observation: { drawn: ["B2"] } }, names) };"""


@pytest.mark.parametrize(
    ("lang", "line", "first"),
    [
        ("en", "Bot 3 drew a gold coin and drew blue 2; ", "Draw"),
        ("fr", "Bot 3 a pioché une pièce d'or et pioché le 2 bleu\u00a0; ", "Piocher"),
        ("it", "Bot 3 ha pescato una moneta d'oro e pescato il 2 blu; ", "Pesca"),
        ("de", "Bot 3 hat eine Goldmünze gezogen und die blaue 2 gezogen; ", "Ziehen"),
    ],
)
def test_another_players_turn_reads_as_a_sentence(lang: str, line: str, first: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert said["line"].startswith(line)
    assert ":" not in said["line"].split(";")[0]
    assert "; Bot 3 " in said["line"]  # named again after the reshuffle
    # a reshuffle parted by semicolons, as in the log (a comma spliced two sentences); a
    # screen reader read "·" out, or ran the clauses together
    assert "·" not in said["line"]
    assert said["first"] == first
    if lang == "de":
        assert "zieh" in said["again"].lower()


def test_the_wording_a_newcomer_stumbled_on_is_gone() -> None:
    de = in_node('return [m.t("hint_option_help"), m.t("stock")]', "de")
    assert "hülfe" not in de[0]
    fr = in_node('return m.t("hint_col_reach")', "fr")
    assert fr != "Chaque adversaire à ou sous la limite"
