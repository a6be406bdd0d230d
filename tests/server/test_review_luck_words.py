"""A sound Piratatak draw that met a pirate is said to be bad luck, not a mistake, in the
review's Why (the page's modules in Node, no browser): "Best by far" stood beside "You drew
a pirate, gave back yellow 4, yellow 6 and a gold coin, and lost your boat", which a
newcomer read as the coach contradicting what happened."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const rv = await import("./review.js");
const pt = await import("./games/piratatak.js");
const met = { events: [[0, "draw pirate"], [0, "give Y4 Y6 gold"], [0, "boat lost"]] };
const why = (w) => "REASON";
const d = (grade, events, w = {}) => ({ grade, ungraded: false, seen: { events }, why: w });
return [
  rv.whyText(d(null, met.events), pt, 0, why),
  rv.whyText(d("mistake", met.events), pt, 0, why),
  rv.whyText(d(null, [[0, "draw Y3"]]), pt, 0, why),
  rv.whyText(d(null, [[1, "draw pirate"]], null), pt, 0, why),
];"""


@pytest.mark.parametrize(
    ("lang", "luck"),
    [
        ("en", "Bad luck, not a mistake: a sound draw that met a pirate."),
        ("fr", "Malchance, pas une erreur"),
        ("it", "Sfortuna, non un errore"),
        ("de", "Pech, kein Fehler"),
    ],
)
def test_a_sound_draw_that_met_a_pirate_is_bad_luck(lang: str, luck: str) -> None:
    good, graded, plain, theirs = in_node(SAID, lang, table=True)
    assert good.startswith(luck) and good.endswith(" REASON"), good
    assert graded == plain == "REASON"  # a graded move, or no pirate: the reason alone
    assert theirs == ""  # another seat's pirate is not this seat's luck
