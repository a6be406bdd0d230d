"""The final result's reason names the viewer "you": Bruno, who had swept, read "Bruno laid
down with no stowaways: a sweep wins the game at once" on his own page."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const obs = { decided: [{ by: "sweep", seats: [1] }] };
const names = ["Anna", "Bruno", "Clara"];
return [c.decidedText(obs, m.t, names, 1), c.decidedText(obs, m.t, names, 0)];"""


@pytest.mark.parametrize(
    ("lang", "mine"),
    [
        ("en", "You laid down with no stowaways"),
        ("fr", "Votre capot"),
        ("it", "Il tuo cappotto"),
        ("de", "Dein Match"),
    ],
)
def test_the_sweeper_is_told_their_sweep_won(lang: str, mine: str) -> None:
    own, other = in_node(SAID, lang, table=True)
    assert own.startswith(mine) and "Bruno" not in own, own
    assert "Bruno" in other, other
