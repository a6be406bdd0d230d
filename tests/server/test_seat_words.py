"""Seat names in the viewer's language: a bot that took a friend's seat is shown with
the friend's name and the bot's level in the page's language ("Bob (casual)" stayed
English on French, Italian and German pages)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

BOT = "\U0001f916"  # every bot's mark (test_names.py)

SEATS = """return [
  m.seatName({kind: "bot", bot: "casual", name: "Bob (casual)", invited: true}, 1),
  m.seatName({kind: "bot", bot: "casual", name: "Player 3 (casual)", invited: true}, 2),
  m.seatName({kind: "bot", bot: "casual", name: "casual 2"}, 1),
  m.seatName({kind: "human", name: "Bob (casual)"}, 1),
];"""


@pytest.mark.parametrize(
    ("lang", "level", "player"),
    [
        ("en", "Casual bot", "Player 3"),
        ("fr", "Robot intermédiaire", "Joueur 3"),
        ("it", "Bot intermedio", "Giocatore 3"),
        ("de", "Gemütlicher Bot", "Spieler 3"),
    ],
)
def test_a_friends_seat_given_to_a_bot_names_the_level_in_the_viewers_language(
    lang: str, level: str, player: str
) -> None:
    friend, unnamed, bot, person = in_node(SEATS, lang)
    assert friend == f"{BOT} Bob ({level})"
    assert unnamed == f"{BOT} {player} ({level})"
    assert bot != "casual 2"  # the server's default bot name, in words ("Robot intermédiaire 2")
    assert person == "Bob (casual)"  # a name a person chose is theirs


# Bob's seat, given to a bot after four moves: his own moves keep his name in the log
AT = """const bob = {kind: "bot", bot: "casual", name: "Bob (casual)", invited: true,
  friend: "Bob", since: 4};
const p2 = {kind: "bot", bot: "casual", name: "Player 2 (casual)", invited: true,
  friend: "Player 2", since: 0};
return [m.seatNameAt(bob, 1, 4), m.seatNameAt(bob, 1, 5), m.seatNameAt(p2, 1, 1),
  m.seatNameAt({kind: "human", name: "Ann"}, 0, 9)];"""


@pytest.mark.parametrize(
    ("lang", "level", "player"),
    [("en", "Casual bot", "Player 2"), ("fr", "Robot intermédiaire", "Joueur 2")],
)
def test_a_friends_own_moves_keep_the_friends_name(lang: str, level: str, player: str) -> None:
    """The log named Bob "Bob (Bot: casual)" for the moves he made himself, before the
    table's creator gave his seat to a bot."""
    assert in_node(AT, lang) == ["Bob", f"{BOT} Bob ({level})", f"{BOT} {player} ({level})", "Ann"]


# Carl's seat, played by a bot from move 3 to move 7 and after move 9: each place that names it
EVERYWHERE = """const seat = {kind: "bot", bot: "casual", name: "Carl (casual)", invited: true,
  friend: "Carl", since: 9, stood_in: [{from: 2, to: 7, bot: "casual"}]};
const r = await import("./review.js");
const log = await import("./seat_log.js");
return {
  seat: m.seatName(seat, 2),
  span: m.seatNameAt(seat, 2, 5),
  log: log.seatLine({seat: 2, name: "Carl", to: "bot", bot: "casual", n: 9}, 0),
  review: r.standInText({from_action: 3, to_action: 7, bot: "casual"}),
  lobby: m.botLabel("casual"),
  other: m.seatName({kind: "bot", bot: "greedy", name: "Carl (greedy)", invited: true}, 2),
  other_review: r.standInText({from_action: 3, bot: "greedy"}),
};"""


@pytest.mark.parametrize(
    ("lang", "kind", "greedy"),
    [
        ("en", "Casual bot", "Greedy bot"),
        ("fr", "Robot intermédiaire", "Robot glouton"),
        ("it", "Bot intermedio", "Bot ingordo"),
        ("de", "Gemütlicher Bot", "Gieriger Bot"),
    ],
)
def test_a_bot_played_seat_is_named_alike_everywhere(lang: str, kind: str, greedy: str) -> None:
    """English named a bot-played seat three ways: "Carl (Bot: casual)" on the table, "From
    here Casual bot plays for Carl" in the log, "(Bot: casual)" in the review. Each language
    now names the bot as its seats are named ("Casual bot 2"), in every place."""
    said = in_node(EVERYWHERE, lang, table=True)
    assert said["seat"] == said["span"] == f"{BOT} Carl ({kind})", said
    assert f"{BOT} {kind} " in said["log"] and "Carl" in said["log"], said
    assert f"({kind})" in said["review"], said
    assert said["lobby"] == kind, said
    assert said["other"] == f"{BOT} Carl ({greedy})", said
    assert f"({greedy})" in said["other_review"], said
