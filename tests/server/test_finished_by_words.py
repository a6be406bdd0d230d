"""A finished game's result named a stand-in bot the winner of a seat its friend had
played half of ("Winner: 🤖 Bob (Casual bot)"): the seat is the friend's, the bot said as
the one that finished it, in every language; a seat its friend never played stays the bot's."""

from __future__ import annotations

import pytest
from web_i18n import in_node

NAMES = """const bob = { kind: "bot", bot: "casual", name: "Bob (casual)", friend: "Bob",
              since: 9 };
const back = { kind: "bot", bot: "strong", name: "Cy (strong)", friend: "Cy", since: 0,
               stood_in: [{ from: 2, to: 5, bot: "casual" }] };
const never = { kind: "bot", bot: "casual", name: "Player 3 (casual)", friend: "Player 3",
                since: 4, late: true };
const ann = { kind: "human", name: "Ann" };
return [bob, back, never, ann].map((s, i) => m.resultName(s, i));"""


@pytest.mark.parametrize(
    ("lang", "bob", "cy", "never"),
    [
        (
            "en",
            "Bob (🤖 Casual bot finished the game)",
            "Cy (🤖 Strong bot finished the game)",
            "🤖 Player 3 (Casual bot)",
        ),
        (
            "fr",
            "Bob (🤖 Robot intermédiaire a terminé la partie)",
            "Cy (🤖 Robot confirmé a terminé la partie)",
            "🤖 Joueur 3 (Robot intermédiaire)",
        ),
        (
            "it",
            "Bob (🤖 Bot intermedio ha finito la partita)",
            "Cy (🤖 Bot avanzato ha finito la partita)",
            "🤖 Giocatore 3 (Bot intermedio)",
        ),
        (
            "de",
            "Bob (🤖 Gemütlicher Bot hat zu Ende gespielt)",
            "Cy (🤖 Starker Bot hat zu Ende gespielt)",
            "🤖 Spieler 3 (Gemütlicher Bot)",
        ),
    ],
)
def test_a_seat_a_friend_played_and_a_bot_finished_is_the_friends(
    lang: str, bob: str, cy: str, never: str
) -> None:
    assert in_node(NAMES, lang) == [bob, cy, never, "Ann"]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Bob (you; 🤖 Casual bot finished the game)"),
        ("fr", "Bob (vous\u00a0; 🤖 Robot intermédiaire a terminé la partie)"),
        ("it", "Bob (tu; 🤖 Bot intermedio ha finito la partita)"),
        ("de", "Bob (du; 🤖 Gemütlicher Bot hat zu Ende gespielt)"),
    ],
)
def test_the_viewers_own_seat_a_bot_finished_is_theirs_as_you(lang: str, said: str) -> None:
    """Bob, watching the finished game from the seat a bot took over, read himself in the
    third person ("Bob (🤖 Casual bot finished the game)") where the log says "you"."""
    mine = NAMES.replace("m.resultName(s, i)", "m.resultName(s, i, 0)")
    bob, _cy, _never, ann = in_node(mine, lang)
    assert (bob, ann) == (said, "Ann")
