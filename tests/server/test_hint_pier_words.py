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
    # a pier card that is not the last (in lower case after the colon but in English)
    assert annuls not in more and take.lower() in more.lower()


KEPT = """const h = await import("./hint.js");
const pier = (kept) => ({ source: "pier", card: "Y4", limit: 12, discard: "R6",
  pier_colour_after: "yellow", pier_colour_kept: kept });
const said = (kept) => h.reasonLines({ details: { kind: "draw", limit_now: 18,
  sources: [pier(kept)] } }, { observation: {} }, []).join(" | ");
return [said(true), said(false)];"""


@pytest.mark.parametrize(
    ("lang", "stays", "becomes"),
    [("en", "stays yellow", "becomes yellow"), ("de", "bleibt gelb", "wird gelb")],
)
def test_a_pier_colour_that_does_not_change_is_said_to_stay(
    lang: str, stays: str, becomes: str
) -> None:
    """Of a yellow pier whose next card is yellow too, the hint said "the pier's colour
    becomes yellow" ("wird gelb"), which read as a change."""
    kept, changed = in_node(KEPT, lang, table=True)
    assert stays in kept and becomes not in kept
    assert becomes in changed
