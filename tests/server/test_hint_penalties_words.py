"""A hint that advises setting sail beside a wait that gives the player far fewer penalty
cards this round says why its table seems to argue against it (the s42 coach audit: a
last-round "Discard red 11 and set sail" at 8.1 penalty cards, 24%, above "Discard red 11 and
wait" at 3.0, 10%, and not a word)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from web_i18n import in_node

from corsairs.coach.hints import hint
from corsairs.coach.words import hint_lines
from corsairs.lang import speaking
from corsairs.registry import load_game

POSITION = Path(__file__).resolve().parents[1] / "data" / "hints" / "sail-against-penalties.json"
"""Move 25 of a one-round-rule Corsairs game against the casual bot, seat 0 to discard."""


def test_the_hint_says_its_penalty_cards_are_not_the_whole_story() -> None:
    case = json.loads(POSITION.read_text())
    game = load_game(case["game"], players=case["players"], **case["rules"])
    legal = [game.parse_action(t) for t in case["legal"]]
    found = hint(game, case["observation"], legal, samples=64)
    assert found.recommended.startswith("sail")
    assert found.details["against_penalties"] is True
    said = hint_lines(found, ["You", "Bot"])
    assert any(line.startswith("Those are this round's penalty cards alone") for line in said)
    with speaking("it"):
        said = hint_lines(found, ["Tu", "Bot"])
    assert any("carte penalità di questa manche" in line for line in said), said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Those are this round's penalty cards alone; the recommendation comes from your"),
        ("fr", "cartes de pénalité de cette manche\u00a0; la recommandation vient de vos chances"),
        ("it", "Sono solo le carte penalità di questa manche; il consiglio viene dalla tua"),
        ("de", "Das sind nur die Strafpunkte dieser Runde; die Empfehlung beruht auf deiner"),
    ],
)
def test_the_panel_says_it_too(lang: str, said: str) -> None:
    out = in_node(
        """const h = await import("./hint.js");
return [h.penaltiesWhy({ against_penalties: true }), h.penaltiesWhy({})];""",
        lang,
        table=True,
    )
    assert said in out[0] and out[1] == "", out
