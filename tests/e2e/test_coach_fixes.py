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
        ("en", "About as good: Take from the pier or draw from the stock", "Best division:"),
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
    if lang == "en":  # beside a sail, a discard of the same card says it waits
        sail = {"recommended": "sail R7", "close": ["discard R7"], "only": False, "details": {}}
        said = page.evaluate(HEADLINE, [lang, sail])
        assert said == "About as good: Discard red 7 and set sail or discard red 7 and wait", said


DISCARD = """([lang, d]) => { localStorage.setItem('corsairs.lang', lang);
  return import('/static/hint.js').then(m => m.discardBlock(d, 0, ['Ann', 'Bob'], {observation: {}})
    .map(n => n.textContent).join(' | ')); }"""


@pytest.mark.parametrize(
    ("lang", "word"), [("en", "Sweep"), ("fr", "Capot"), ("it", "Cappotto"), ("de", "Match")]
)
def test_the_discard_table_shows_the_sweep_chance_when_it_matters(
    page: Any, server: Server, lang: str, word: str
) -> None:
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    option = {
        "action": "discard R1",
        "card": "R1",
        "sail": False,
        "limit": 9,
        "added": {"0": 1, "1": 2},
    }
    d = {
        "kind": "discard",
        "must_sail": False,
        "sweep_matters": True,
        "options": [option | {"sweep": 0.3}, option | {"card": "R2", "sweep": 0.02}],
    }
    said = page.evaluate(DISCARD, [lang, d])
    assert word in said and "30" in said, said
    said = page.evaluate(DISCARD, [lang, d | {"sweep_matters": False}])
    assert word not in said, said
