"""A bot's Corsairs turn, told to a screen reader once it is over, is one sentence with one
subject: Italian read "Bot 3 ha pescato dal tallone; ha scartato marrone 7", a clause
without its subject after a semicolon; it says "… ha pescato dal tallone e scartato
marrone 7", as a native would."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const hist = [{ n: 1, seat: 1, act: "draw", from: "stock" },
  { n: 2, seat: 1, act: "discard", card: "N7" },
  { n: 3, seat: 2, act: "draw", from: "pier", card: "R8" },
  { n: 4, seat: 2, act: "sail", card: "Y8" }];
const names = () => ["Ann", "Bo", "Cy"];
const [text] = c.turnNews(hist, 0, { current_player: 0, over: false }, names, m.t, 0);
return text;"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Bo drew from the stock and discarded brown 7. Cy took red 8 from the pier, "
               "discarded yellow 8, and set sail"),
        ("fr", "Bo a pioché dans le talon et défaussé le 7 marron. Cy a pris le 8 rouge au quai, "
               "défaussé le 8 jaune et levé l'ancre"),
        ("it", "Bo ha pescato dal tallone e scartato il 7 marrone. Cy ha preso l'8 rosso dal molo "
               "e scartato l'8 giallo per salpare"),
        ("de", "Bo hat vom Abhebestapel abgehoben und die braune 7 abgelegt. Cy hat die rote 8 "
               "von der Mole genommen, die gelbe 8 abgelegt und die Anker gelichtet"),
    ],
)  # fmt: skip
def test_a_bots_turn_is_one_sentence_with_one_subject(lang: str, said: str) -> None:
    """A sail after a draw is two moves of the turn's list: French read "… au quai et
    défaussé le 8 jaune et levé l'ancre", two "et" in a row (German two "und")."""
    assert in_node(SAID, lang, table=True) == said


BACK = """const c = await import("./games/corsairs.js");
const move = (n, seat, act, more = {}) => ({ n, seat, act, ...more });
const hist = [move(1, 0, "draw", { from: "stock" }), move(2, 0, "discard", { card: "N7" }),
  move(3, 1, "draw", { from: "stock" }), move(4, 1, "discard", { card: "R2" }),
  move(5, 0, "draw", { from: "pier", card: "O9" }), move(6, 0, "discard", { card: "V5" }),
  move(7, 1, "draw", { from: "pile", card: "V5" }), move(8, 1, "discard", { card: "G3" })];
// Ann away from move 5 to 6: a bot played her seat, and she took it back
const namesAt = (n) => [n >= 5 && n <= 6 ? "🤖 Ann (casual)" : "Ann", "Bo"];
const obs = { current_player: 0, over: false, rounds: [] };
const always = () => ["Ann", "Bo"];
return [c.movesSince(hist, obs, 0, namesAt, m.t), c.movesSince(hist, obs, 0, always, m.t)];"""


def test_a_friend_back_from_the_bot_is_told_what_the_bot_did() -> None:
    """Ann's phone lists the others' moves since her own (the log is a drawer): back from the
    bot that had her seat, she saw only Bo's last turn, nothing of what the bot had done with
    her hand. The bot's turn is another player's there, named as the bot."""
    back, always = in_node(BACK, "en", table=True)
    assert back == (
        "Bo drew from the stock and discarded red 2; 🤖 Ann (casual) took orange 9 from the"
        " pier and discarded violet 5; Bo took violet 5 from the discard pile and discarded"
        " green 3"
    ), back
    # her own turn (no bot) ends the list, as before
    assert always == "Bo took violet 5 from the discard pile and discarded green 3", always
