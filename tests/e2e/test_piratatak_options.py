"""Piratatak's rule options for the rulebook's silences, at the browser table: what the
engine did is said in every language (docs/piratatak.md)."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_helpers import Server

WORDS = """async ([lang]) => {
  const i18n = await import('/static/i18n.js');
  const pt = await import('/static/games/piratatak.js');
  i18n.setLang(lang);
  const t = i18n.t;
  return { drop: pt.eventText('drop G4', ['Ann'], t) };
}"""


@pytest.mark.parametrize(
    "lang,want",
    [
        ("en", {"drop": "put green 4 on the discard pile"}),
        ("fr", {"drop": "à la défausse"}),
        ("it", {"drop": "negli scarti"}),
        ("de", {"drop": "abgelegt"}),
    ],
)
def test_the_options_events_are_told_in_every_language(
    page: Any, server: Server, lang: str, want: dict[str, str]
) -> None:
    """A card dropped by ``foreign_card="discard"`` was shown as the engine's code."""
    page.goto(server.url + "/")
    said = page.evaluate(WORDS, [lang])
    for key, text in want.items():
        assert text in said[key], (key, said[key])
        assert "drop" not in said[key] or lang == "en", said[key]
