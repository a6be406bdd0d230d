"""Piratatak table's words, checked in the page's own modules (Node, no browser): the
per-language cases of tests/e2e/test_piratatak_table.py, whose one browser case there
checks the screen (where it is said, that it goes and comes)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

TURN_NEWS = """const pt = await import("./games/piratatak.js");
const names = () => ['Ana', 'Bo', 'Cy'];
const hist = [{ n: 1, seat: 1, action: 'draw', events: [[1, 'draw B3']] },
  { n: 2, seat: 1, action: 'draw', events: [[1, 'draw gold']] },
  { n: 3, seat: 1, action: 'draw', events: [[1, 'draw G4']] },
  { n: 4, seat: 1, action: 'draw', events: [[1, 'draw gold']] }];
const said = [];
let told = 0;
const none = { boat: [], spares: [] };
const tables = [{ boat: ['Y1'], spares: ['R1'] }, none, none];
const tell = (current, over = false) => {
  const [text, upTo] = pt.turnNews(hist, told, { current, over, tables }, names, m.t, 0);
  told = upTo;
  said.push(text);
};
tell(1);  // Bo's turn goes on: nothing yet
hist.push({ n: 5, seat: 1, action: 'stop', events: [[1, 'stop']] });
hist.push({ n: 6, seat: 2, action: 'draw', events: [[2, 'draw pirate'], [2, 'cannon']] });
tell(0);  // Bo's turn and Cy's, each in one sentence
hist.push({ n: 7, seat: 0, action: 'draw', events: [[0, 'draw R1']] });
tell(0);  // the player's own draw, at once, and where it went (seen only, before)
hist.push({ n: 8, seat: 0, action: 'draw', events: [[0, 'draw Y2']] });
tables[0].boat.push('Y2');
tell(0);
const opened = pt.turnNews(hist.slice(0, 2), null, { current: 1, over: false }, names, m.t, 0);
return [said, opened];"""


@pytest.mark.parametrize(
    ("lang", "bo", "you", "boat"),
    [
        (
            "en",
            "Bo drew blue 3, green 4, and 2 gold coins. Bo stopped",
            "You drew red 1 (to your spares)",
            "You drew yellow 2 (on your boat: 2/6)",
        ),
        (
            "it",
            "Bo ha pescato il 3 blu, il 4 verde e 2 monete d'oro. Ha passato la mano",
            "Hai pescato l'1 rosso (tra le tue carte a destra)",
            "Hai pescato il 2 giallo (sulla tua barca: 2/6)",
        ),
    ],
)
def test_another_players_turn_is_told_in_one_sentence(
    lang: str, bo: str, you: str, boat: str
) -> None:
    """A screen reader heard every bot draw as it came, a line each: a flood between the
    player's turns. Another's turn is told once it is over, in short sentences, its draws in a
    row said together (a long turn read "drew gold" a card); the player's own moves at once."""
    said, opened = in_node(TURN_NEWS, lang, table=True)
    assert said[0] == "", said
    # Bo named again only where a list ended a sentence (Italian leaves it to the verb)
    assert said[1].startswith(bo + ". Cy ") and said[1].count("Bo") == bo.count("Bo"), said
    assert said[2:] == [you, boat], said
    assert opened == ["", 0], opened  # a page opened mid-turn tells that turn whole, later


WHOLE_BOAT = """const pt = await import("./games/piratatak.js");
const given = { action: "give R1 R2", seat: 0, events: [[0, "give R1 R2"], [0, "boat lost"]] };
return [m.t("give_loses_boat", { boat: m.t("boat_red") }), m.t("buy_how"),
  pt.narrate(given, ["Ann", "Bo"], m.t, {}, 0)];"""


def test_a_whole_boat_given_and_a_purchase_are_said_in_german() -> None:
    """German's words of tests/e2e/test_piratatak_table.py's English cases: the warning
    before one's whole boat is given to a pirate, the log's line after it, and the purchase
    made instead of drawing."""
    warn, buy, log = in_node(WHOLE_BOAT, "de", table=True)
    assert "verlierst du es" in warn and "wieder frei" in warn, warn
    assert "(seine Farbe ist wieder frei)" in log, log
    assert "statt zu ziehen" in buy, buy
