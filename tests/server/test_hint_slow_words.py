"""A hint not answered within 15 s said "No answer from the server: try again.": a slow
hint (a busy server's queue, still worked out and shown when ready) read as none at all.
The panel now says it is slow and still being worked out, and what the player may do; a
hint lost with the connection says so and asks to ask again (the page's module in Node)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const h = await import("./hint.js");
return [h.waitText("slow"), h.waitText("lost")];"""


@pytest.mark.parametrize(
    ("lang", "slow", "ready", "play", "lost"),
    [
        ("en", "still being worked out", "when it is ready", "play your move", "connection"),
        ("fr", "encore en préparation", "dès qu'il sera prêt", "jouer votre coup", "connexion"),
        ("it", "ancora in preparazione", "appena sarà pronto", "la tua mossa", "connessione"),
        ("de", "wird noch berechnet", "sobald er fertig ist", "deinen Zug", "Verbindung"),
    ],
)
def test_a_slow_hint_is_said_slow_not_missing(
    lang: str, slow: str, ready: str, play: str, lost: str
) -> None:
    said_slow, said_lost = in_node(SAID, lang, table=True)
    for words in (slow, ready, play):
        assert words in said_slow, (lang, said_slow)
    assert lost in said_lost and lost not in said_slow, (lang, said_lost)
    for none in ("No answer", "Pas de réponse", "Nessuna risposta", "Keine Antwort"):
        assert none not in said_slow and none not in said_lost, (lang, said_slow, said_lost)
