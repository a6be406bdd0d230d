"""The coach's browser surfaces after the s18 audit: the hint's headline when moves are
within the sampling noise or at a lay-down, in the four languages."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_helpers import Server

HEADLINE = """([lang, hint]) => { localStorage.setItem('corsairs.lang', lang);
  return import('/static/hint.js')
    .then(m => m.headline(hint, {observation: {}}, ['Ann', 'Bob'])); }"""


@pytest.mark.parametrize(
    ("lang", "close", "lay"),
    [
        ("en", "About as good: Take from the pier or Draw from the stock", "Best division:"),
        ("fr", "À peu près aussi bons :", "Meilleure répartition :"),
        ("it", "Più o meno equivalenti:", "Divisione migliore:"),
        ("de", "Etwa gleich gut:", "Beste Aufteilung:"),
    ],
)
def test_hint_headline(page: Any, server: Server, lang: str, close: str, lay: str) -> None:
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    hint = {
        "recommended": "draw pier",
        "close": ["draw stock"],
        "only": False,
        "details": {"kind": "draw"},
    }
    said = page.evaluate(HEADLINE, [lang, hint])
    assert said.startswith(close), said
    lay_hint = {
        "recommended": "crew R1 R2",
        "close": [],
        "only": False,
        "details": {"kind": "lay_down"},
    }
    said = page.evaluate(HEADLINE, [lang, lay_hint])
    assert said.startswith(lay), said
