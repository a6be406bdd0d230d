"""A hint that recommends the pier's last card says in its headline that taking it annuls
the round: "Recommended: Take from the pier" hid what the move does."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const h = await import("./hint.js");
const view = { observation: { pier: ["R4"], phase: "draw" } };
const last = { kind: "draw", limit_now: 9,
  sources: [{ source: "pier", card: "R4", annuls: true }] };
const more = { kind: "draw", limit_now: 9, sources: [{ source: "pier", card: "R4", limit: 5,
  discard: "B2", pier_colour_after: "red" }] };
return [h.headline({ recommended: "draw pier", details: last }, view, []),
        h.headline({ recommended: "draw pier", close: ["draw stock"], details: last }, view, []),
        h.headline({ recommended: "draw pier", details: more }, view, []), m.t("draw_pier")];"""


@pytest.mark.parametrize(
    ("lang", "annuls"),
    [("en", "annul"), ("fr", "annul"), ("it", "a monte"), ("de", "ungültig")],
)
def test_the_pier_last_card_in_a_hint_headline_says_it_annuls(lang: str, annuls: str) -> None:
    last, close, more, take = in_node(SAID, lang, table=True)
    assert annuls in last and annuls in close
    assert annuls not in more and take in more  # a pier card that is not the last
