"""What the table's live region says as a player's turn comes round (web/turn_words.js, run
by node): the keys of what to do now were said only to a page opened on the player's own
turn; a player whose first turn came later never heard them."""

from __future__ import annotations

import pytest
from web_i18n import in_node

TURNS = """const w = await import("./turn_words.js");
const c = await import("./games/corsairs.js");
const p = await import("./games/piratatak.js");
const draw = { observation: { phase: "draw" }, legal: ["draw stock", "draw pile", "draw pier"] };
const lay = { observation: { phase: "lay" }, legal: [] };
const pt = { observation: { phase: "draw" }, legal: ["draw"] };
const said = (game, views) => {
  const state = {};
  return views.map(([view, mine, moves]) =>
    w.announceTurn(state, moves, mine, null, () => game.turnTask(view, 0, m.t)));
};
return {
  // opened on a bot's turn; the turn comes round, goes, comes again
  later: said(c, [[draw, false, ""], [draw, true, "Bea drew."], [draw, false, "Ann drew."],
    [draw, true, "Bea drew."]]),
  // opened on the player's own draw: said then, not as it comes round again
  opened: said(c, [[draw, true, ""], [draw, false, "Ann drew."], [draw, true, "Bea drew."]]),
  // the first turn a lay-down (its dialog says what to do): the keys with the next draw
  lay: said(c, [[lay, false, ""], [lay, true, "Bea set sail."], [draw, false, ""],
    [draw, true, "Bea drew."]]),
  piratatak: said(p, [[pt, false, ""], [pt, true, "Bea stopped."]]),
};"""


@pytest.mark.parametrize(
    ("lang", "turn", "keys", "pt_keys"),
    [
        ("en", "Your turn.", "Draw a card: 1 Stock, 2 Discard pile, 3 Pier.", "You can: D Draw."),
        ("fr", "À vous de jouer.", "Piochez une carte", "Vous pouvez\u00a0: D"),
        ("it", "Tocca a te.", "Pesca una carta: 1 ", "Puoi: D "),
        ("de", "Du bist am Zug.", "Heb eine Karte ab: 1 ", "Du kannst: D "),
    ],
)
def test_the_keys_of_the_first_turn_are_said_whenever_it_comes(
    lang: str, turn: str, keys: str, pt_keys: str
) -> None:
    said = in_node(TURNS, lang, table=True)
    later, opened, lay, piratatak = said["later"], said["opened"], said["lay"], said["piratatak"]
    assert later[0] is None and later[2] is None, later  # others' turns: nothing of the turn
    assert later[1].startswith(f"Bea drew. {turn} {keys}"), later
    assert later[3] == f"Bea drew. {turn}", later  # once a table
    assert opened[0].startswith(f"{turn} {keys}") and opened[2] == f"Bea drew. {turn}", opened
    assert keys not in lay[1] and lay[3].startswith(f"Bea drew. {turn} {keys}"), lay
    assert piratatak[1].startswith(f"Bea stopped. {turn} {pt_keys}"), piratatak


WAITS = """const w = await import("./turn_words.js");
const state = {};
const said = (current, mine, person, name) => w.waitingWords(state, current, mine, person, name);
return [
  said(1, false, true, "Bea"),   // the page opens on Bea's turn: its turn line says it
  said(0, true, true, "Ann"),    // the viewer's own turn: "Your turn" says it
  said(1, false, true, "Bea"),   // the viewer moved, Bea is to play
  said(1, false, true, "Bea"),   // Bea drew: still hers
  said(2, false, false, "Bot"),  // a bot's turn: its move comes at once, named
  said(1, false, true, "Bea"),   // round again to Bea
  said(null, false, false, null),  // the game is over
];"""


@pytest.mark.parametrize(("lang", "waiting"), [("en", "Waiting for Bea"), ("de", "Warte auf Bea")])
def test_a_move_that_passes_the_turn_to_a_friend_says_whose_turn_it_is(
    lang: str, waiting: str
) -> None:
    """After one's move a screen reader said "You discarded brown 9" and nothing of whom the
    table now waited for (a friend may take minutes): it says so, once, for a person."""
    said = in_node(WAITS, lang, table=True)
    assert said == [None, None, waiting, None, None, waiting, None], said
