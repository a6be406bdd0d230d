"""The player's own draw from the stock names the card, in the log and to screen readers:
"You drew from the stock" left a blind player to find the new card among thirteen."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const mine = { n: 5, act: "draw", from: "stock", seat: 0, round: 1 };
const earlier = { ...mine, n: 2 };
const theirs = { ...mine, n: 3, seat: 1 };
const view = { history: [earlier, theirs, mine],
  observation: { drawn: { seat: 0, card: "A5", from: "stock" }, rounds: [] } };
c.rememberDraw(view, 0);
const obs = { rounds: [] };
const names = ["Ann", "Bob"];
return [c.narrate(mine, names, m.t, obs, 0), c.narrate(earlier, names, m.t, obs, 0),
        c.narrate(theirs, names, m.t, obs, 0), c.narrate(mine, names, m.t, obs, null)];"""


@pytest.mark.parametrize(
    ("lang", "drew", "plain"),
    [
        ("en", "You drew grey 5 from the stock", "You drew from the stock"),
        ("fr", "Vous avez pioché le 5 gris dans le talon", "Vous avez pioché dans le talon"),
        ("it", "Hai pescato il 5 grigio dal tallone", "Hai pescato dal tallone"),
        (
            "de",
            "Du hast die graue 5 vom Abhebestapel abgehoben",
            "Du hast vom Abhebestapel abgehoben",
        ),
    ],
)
def test_the_own_draw_from_the_stock_names_the_card(lang: str, drew: str, plain: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert said[0] == drew
    assert said[1] == plain  # a draw before this page saw the card: not guessed
    assert "5" not in said[2] and "5" not in said[3]  # another's draw; a spectator's log
