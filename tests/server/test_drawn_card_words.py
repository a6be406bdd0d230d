"""The discard's prompt names the card just drawn: a newcomer drew from the stock and the
card landed, sorted, among twelve others, the prompt saying only "Choose a card to
discard"; which one was new, nothing on the table said (the log, behind its button, did)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const obs = (seat, card) => ({ phase: "discard", current_player: seat,
  drawn: { seat, card, from: "stock" } });
return {
  mine: c.discardPrompt(obs(0, "V11"), 0, m.t),
  card: c.drawnCard(obs(0, "V11"), 0),
  theirs: c.drawnCard(obs(1, null), 0),
  plain: c.discardPrompt({ phase: "discard", current_player: 0 }, 0, m.t),
  before: c.drawnCard({ ...obs(0, "V11"), phase: "draw" }, 0),
};"""


@pytest.mark.parametrize(
    ("lang", "drew", "plain"),
    [
        ("en", "You drew violet 11. Choose a card", "Choose a card to discard"),
        ("fr", "Vous avez pioché le 11 violet. Choisissez", "Choisissez la carte"),
        ("it", "Hai pescato l'11 viola. Scegli", "Scegli la carta da scartare"),
        (
            "de",
            "Du hast die violette 11 abgehoben. Wähle",
            # a native's words: "zum Ablegen (oder zum Anker lichten)" read as a translation
            "Wähle die Karte, die du ablegst (oder mit der du die Anker lichtest).",
        ),
    ],
)
def test_the_discard_prompt_names_the_card_just_drawn(lang: str, drew: str, plain: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert said["mine"].startswith(drew), said["mine"]
    assert said["card"] == "V11"
    assert said["theirs"] is None and said["before"] is None
    assert said["plain"].startswith(plain), said["plain"]
