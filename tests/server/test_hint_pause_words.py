"""Hints paused by the server's pace (``hint_rate_limited``): the panel says plainly, in
the viewer's language, that hints are paused and for how long (a toast saying "wait a
moment" closed the panel of a learner who asked fast)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const h = await import("./hint.js");
return [h.pausedText(25, 30), h.pausedText(1, 30), h.pausedText(40), m.t("hint_resumed")];"""


@pytest.mark.parametrize(
    ("lang", "paused", "seconds", "second"),
    [
        ("en", "paused", "25 seconds", "1 second."),
        ("fr", "en pause", "25\u00a0secondes", "1\u00a0seconde."),
        ("it", "in pausa", "25 secondi", "1 secondo."),
        ("de", "pausiert", "25 Sekunden", "1 Sekunde "),
    ],
)
def test_a_pause_says_for_how_long_in_four_languages(
    lang: str, paused: str, seconds: str, second: str
) -> None:
    many, one, unknown_pace, resumed = in_node(SAID, lang, table=True)
    assert paused in many and "30" in many and seconds in many
    assert second in one
    assert "40" in unknown_pace and paused not in unknown_pace  # no pace sent: the wait alone
    assert resumed and resumed not in many
