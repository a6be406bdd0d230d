"""The coach's browser surfaces after the s18 audit, in the four languages (the hint's
headline is checked in Node: tests/server/test_hint_headline_words.py, and the lay-down's
reason: tests/server/test_lay_down_reason_words.py)."""

from __future__ import annotations

from typing import Any

from e2e_helpers import Server

DISCARD = """([lang, d]) => { localStorage.setItem('corsairs.lang', lang);
  return import('/static/hint.js').then(m => m.discardBlock(d, 0, ['Ann', 'Bob'], {observation: {}})
    .map(n => n.textContent).join(' | ')); }"""


SWEEP = {"en": "Sweep", "fr": "Capot", "it": "Cappotto", "de": "Match"}


def test_the_discard_table_shows_the_sweep_chance_when_it_matters(
    page: Any, server: Server
) -> None:
    """In each language (one page: the module reads the language as it speaks)."""
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
    for lang, word in SWEEP.items():
        said = page.evaluate(DISCARD, [lang, d])
        assert word in said and "30" in said, (lang, said)
        said = page.evaluate(DISCARD, [lang, d | {"sweep_matters": False}])
        assert word not in said, (lang, said)


RECOMMENDED = """async () => {
  const m = await import('/static/hint.js');
  const hints = m.createHints(() => true);
  const view = (seq) => ({ seq, started: true, legal: ['give R1', 'give Y2'],
    observation: { over: false, drawn: [] } });
  const root = document.createElement('div');
  hints.update(view(5), { hints: true }, 0, ['Ann', 'Bob'], root);
  hints.ask();
  hints.answer({ seq: 5, hint: { recommended: 'give Y2', moves: [{ action: 'give Y2', win: 0.5 }],
    details: {}, close: [], samples: 8, seat: 0 } });
  // the table repaints a new position before the hints hear of it (app.js: ctx() then update)
  return [hints.recommended(view(5)), hints.recommended(view(6))];
}"""


UNSENT = """async () => {
  const m = await import('/static/hint.js');
  const hints = m.createHints(() => false);  // the connection is being replaced: nothing sent
  // before any position is heard the button is not offered (a tap then did nothing)
  const early = hints.dock.querySelector('#hint-btn').hidden;
  hints.update({ seq: 5, started: true, legal: ['draw'], observation: { over: false, drawn: [] } },
    { hints: true }, 0, ['Ann', 'Bob'], document.createElement('div'));
  hints.ask();
  return [early, hints.panel.hidden, hints.panel.querySelector('#hint-lost')?.textContent || '',
    hints.panel.querySelector('#hint-again') !== null, hints.canAsk()];
}"""


def test_the_advised_move_is_offered_only_for_its_own_position(page: Any, server: Server) -> None:
    """The table asks ``recommended()`` while it repaints, before the hints are told of the
    new position: the advice for the previous one was offered once more. It answers for the
    position being drawn. A hint asked while the connection is being replaced (it could not
    be sent) did nothing at all, the panel shut: it says the connection was interrupted and
    offers to ask again. Nor is the button offered before the first position is heard: a tap
    as the page opened asked nothing and said nothing (and tests clicked it too early)."""
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    assert page.evaluate(RECOMMENDED) == ["give Y2", None]
    early, hidden, said, again, can_ask = page.evaluate(UNSENT)
    assert early, "the Hint button was offered before the table's first position"
    assert not hidden and "interrupted" in said and again and can_ask, (hidden, said, again)
