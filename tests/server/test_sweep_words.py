"""A closer's sweep is said as one in the lay-down dialog (games/corsairs.js): it wins
the game at once, which "0 stowaways" did not say."""

from __future__ import annotations

import pytest
from web_i18n import in_node


@pytest.mark.parametrize(
    ("lang", "sweep"),
    [("en", "a sweep: no stowaways!"), ("de", "alle Gegner match: keine blinden Passagiere!")],
)
def test_the_closers_sweep_is_a_sweep_in_the_lay_down_dialog(lang: str, sweep: str) -> None:
    """Seen in a German game: the closer's suggestion with no stowaways read "Grenze 0 ·
    0 blinde Passagiere" where the terminal said "Match: keine blinden Passagiere"."""
    said = in_node(
        """const c = await import("./games/corsairs.js");
        return [c.consequence({ count: 0, limit: 0 }, null, "Bo", m.t),
                c.consequence({ count: 2, limit: 5 }, null, "Bo", m.t)];""",
        lang,
        table=True,
    )
    assert said[0] == sweep
    assert said[1] != sweep
