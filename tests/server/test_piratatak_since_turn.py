"""What a Piratatak phone lists of the turns since the player's own (the page's own module
in Node, no browser): a phone showed only the last turn, and a friend who looked away
between their turns missed the others' before it."""

from __future__ import annotations

from web_i18n import in_node

SINCE = """const pt = await import("./games/piratatak.js");
const names = ["Ann", "Bo", "Cy"];
const entry = (n, seat, turn, events) =>
  ({ n, seat, turn, action: "draw", events: events.map((e) => [seat, e]) });
const hist = [
  entry(1, 0, 1, ["draw Y3", "start yellow"]), entry(2, 0, 1, ["stop"]),
  entry(3, 1, 2, ["draw gold"]), entry(4, 1, 2, ["stop"]),
  entry(5, 2, 3, ["draw pirate", "give -"]),
  entry(6, 0, 4, ["draw gold"]),
];
const at = () => names;
const obs = (current, turnEvents) => ({ over: false, current, turn_events: turnEvents });
// Ann's turn under way (its draw is the pier's line): the two turns since her last one
const mine = pt.sinceOwnTurn(hist, obs(0, ["draw gold"]), 0, at, m.t);
// Bo's turn under way, seen by Cy: Ann's turn since Cy's, not Bo's half-made one
const cy = pt.sinceOwnTurn(hist.concat([entry(7, 0, 4, ["stop"]), entry(8, 1, 5, ["draw R1"])]),
  obs(1, ["draw R1"]), 2, at, m.t);
// the first two turns only, the one before them counted
const few = pt.sinceOwnTurn(hist, obs(0, ["draw gold"]), 0, at, m.t, null, 1);
// a spectator, and a friend who came late (no turn of theirs yet: from the start)
const none = pt.sinceOwnTurn(hist, obs(0, ["draw gold"]), null, at, m.t);
const late = pt.sinceOwnTurn(hist.slice(0, 4), obs(2, []), 2, at, m.t);
// a turn opened by the house rule spares_start_boat: its boat comes with the move before
const opened = pt.sinceOwnTurn([entry(1, 0, 1, ["draw Y3"]),
  { n: 2, seat: 0, turn: 1, action: "stop", events: [[0, "stop"], [1, "start red boat"]] },
  entry(3, 1, 2, ["draw gold"]), entry(4, 1, 2, ["stop"])], obs(0, []), 0, at, m.t);
return { mine, cy, few, none, late, opened, head: m.t("pt_since_yours"),
  earlier: m.tn("pt_since_earlier", 2) };"""


def test_a_phone_lists_every_turn_since_the_players_own() -> None:
    got = in_node(SINCE, "en", table=True)
    mine = ["Bo drew a gold coin and stopped", "Cy drew a pirate and had nothing to give back"]
    assert got["mine"] == {
        "lines": mine,
        "briefs": mine,  # short turns: each line is its own brief
        "earlier": 0,
        "first": False,
    }
    assert got["cy"]["lines"] == ["Ann drew a gold coin and stopped"]
    assert got["few"] == {
        "lines": mine[1:],
        "briefs": mine[1:],
        "earlier": 1,
        "first": False,
    }
    assert got["none"] == {"lines": [], "briefs": [], "earlier": 0}
    assert got["late"]["first"] and len(got["late"]["lines"]) == 2, got["late"]
    assert got["earlier"] == "2 turns before: see the Log"
    # one turn, one line: its opening boat (spares_start_boat) is not a turn of its own
    assert got["opened"]["lines"] == ["Bo started a red boat, drew a gold coin, and stopped"], got[
        "opened"
    ]


def test_the_list_speaks_the_pages_language() -> None:
    got = in_node(SINCE, "it", table=True)
    assert got["head"] == "Dal tuo ultimo turno"  # ("Dal tuo turno": "from your turn")
    assert got["mine"]["lines"][0].startswith("Bo ha pescato"), got["mine"]


LONG = """const pt = await import("./games/piratatak.js");
const names = ["Ann", "🤖 Bo"];
const entry = (n, seat, turn, events) =>
  ({ n, seat, turn, action: "draw", events: events.map((e) => [seat, e]) });
const draws = ["B4", "B1", "Y4", "G3", "R1", "R6", "gold", "gold", "cannon"]
  .map((c) => "draw " + c);
const hist = [
  entry(1, 0, 1, ["draw gold"]), entry(2, 0, 1, ["stop"]),
  entry(3, 1, 2, ["draw gold", "draw Y2", "start yellow", ...draws, "draw pirate", "cannon"]),
];
const obs = { over: false, current: 0, turn_events: [] };
return pt.sinceOwnTurn(hist, obs, 0, () => names, m.t);"""


def test_a_long_turn_is_told_in_brief_with_the_whole_line_kept() -> None:
    """A bot's turn of a dozen draws made one line of five on a phone, the list since the
    player's turn a screen high: its draws in a row are counted in brief ("drew 9 cards"),
    the whole line kept for a tap; a short turn's brief is its line."""
    got = in_node(LONG, "en", table=True)
    whole, brief = got["lines"][0], got["briefs"][0]
    assert whole.startswith(
        "🤖 Bo drew a gold coin and yellow 2. 🤖 Bo started a yellow boat and drew blue 4,"
    )
    assert brief == (
        "🤖 Bo drew a gold coin and yellow 2. 🤖 Bo started a yellow boat, drew 9 cards, drew a "
        "pirate, and fired the cannon"
    ), brief
    assert len(got["lines"]) == 1
    short = in_node(SINCE, "de", table=True)["mine"]
    assert short["briefs"] == short["lines"]
