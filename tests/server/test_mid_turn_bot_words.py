"""A bot that takes a friend's seat mid-turn is credited with its own moves only: Piratatak's
turn line said "🤖 Bob (casual) drew a gold coin, drew blue 3, and stopped" for a turn whose draws
Bob made before his seat went to the bot, and the screen reader's news said the same.
Corsairs' news and the phone's line of the others' moves group a turn's moves the same way."""

from __future__ import annotations

from web_i18n import in_node

# Bob (seat 1) drew a gold coin and blue 3 (moves 1 and 2), then went away: after 2 moves his seat
# went to a casual bot, which drew green 4 and stopped (moves 3 and 4). Ann is seat 0.
PIRATATAK = """const p = await import("./games/piratatak.js");
const seats = [{ kind: "human", name: "Ann" },
  { kind: "bot", bot: "casual", name: "Bob (casual)", friend: "Bob", since: 2 }];
const namesAt = (n) => seats.map((s, i) => m.seatNameAt(s, i, n));
const hist = [{ n: 1, seat: 1, events: [[1, "draw gold"]] },
  { n: 2, seat: 1, events: [[1, "draw B3"]] }, { n: 3, seat: 1, events: [[1, "draw G4"]] },
  { n: 4, seat: 1, events: [[1, "stop"]] }];
const events = ["draw gold", "draw B3", "draw G4", "stop"];
const taken = [{ kind: "human", name: "Ann" },
  { kind: "human", name: "Bob", stood_in: [{ from: 0, to: 2, bot: "casual" }] }];
const takenAt = (n) => taken.map((s, i) => m.seatNameAt(s, i, n));
return {
  line: p.turnLine(1, events, p.turnMoves(hist, 4), namesAt, m.t, 0),
  // the turn under way ("after" its events, the last turn's come before them)
  last: p.turnLine(1, events.slice(0, 3), p.turnMoves(hist, 3, 1), namesAt, m.t, 0),
  news: p.turnNews(hist, 0, { current: 0, over: false }, namesAt, m.t, 0)[0],
  // Bob took his seat back after the bot's two draws: to him, only his own are "you"
  back: p.turnLine(1, events, p.turnMoves(hist, 4), takenAt, m.t, 1),
  backNews: p.turnNews(hist, 0, { current: 0, over: false, tables: [] }, takenAt, m.t, 1)[0],
};"""


def test_piratatak_credits_each_draw_to_whoever_made_it() -> None:
    said = in_node(PIRATATAK, "en", table=True)
    bot = "🤖 Bob (Casual bot)"
    assert said["line"] == f"Bob drew blue 3 and a gold coin; {bot} drew green 4 and stopped"
    assert said["last"] == f"Bob drew blue 3 and a gold coin; {bot} drew green 4", said
    assert said["news"] == f"Bob drew blue 3 and a gold coin. {bot} drew green 4 and stopped"
    assert said["back"] == f"{bot} drew blue 3 and a gold coin; You drew green 4 and stopped"
    assert said["backNews"].startswith(f"{bot} drew blue 3 and a gold coin. You drew green 4")


def test_piratatak_credits_each_draw_to_whoever_made_it_in_french() -> None:
    said = in_node(PIRATATAK, "fr", table=True)
    assert said["line"].startswith("Bob a pioché le 3 bleu et une pièce d'or\u00a0; 🤖 Bob ("), said
    assert said["line"].endswith("a pioché le 4 vert et passé la main"), said


CORSAIRS = """const c = await import("./games/corsairs.js");
const seats = [{ kind: "human", name: "Ann" },
  { kind: "bot", bot: "casual", name: "Bob (casual)", friend: "Bob", since: 1 }];
const namesAt = (n) => seats.map((s, i) => m.seatNameAt(s, i, n));
const hist = [{ n: 1, seat: 1, act: "draw", from: "stock" },
  { n: 2, seat: 1, act: "discard", card: "N7" }];
return c.turnNews(hist, 0, { current_player: 0, over: false }, namesAt, m.t, 0)[0];"""


def test_corsairs_news_credits_the_draw_and_the_discard_apart() -> None:
    said = in_node(CORSAIRS, "en", table=True)
    assert said == "Bob drew from the stock. 🤖 Bob (Casual bot) discarded brown 7", said
