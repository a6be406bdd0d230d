"""A player whose seat went to a bot and who watches read their own earlier moves in the
third person ("Anna drew a gold coin and stopped") until they took the seat back: their own moves
are theirs ("You drew…"), the bot's at their seat are the bot's, another player's name
theirs."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const s = await import("./seat_log.js");
const p = await import("./games/piratatak.js");
const { seatNameAt } = await import("./i18n.js");
// Anna's seat went to a bot after move 3 (idle); she watches, her page told her former seat
const seats = [{ kind: "bot", bot: "casual", name: "Anna (casual)", friend: "Anna", since: 3,
                 joined: true },
               { kind: "human", name: "Bo", joined: true }];
const moves = [{ n: 2, seat: 0, action: "stop", events: [[0, "draw gold"], [0, "stop"]] },
               { n: 3, seat: 1, action: "stop", events: [[1, "draw gold"], [1, "stop"]] },
               { n: 5, seat: 0, action: "stop", events: [[0, "draw G1"], [0, "stop"]] }];
const line = (viewer) => moves.map((e) => {
  const names = seats.map((x, i) => seatNameAt(x, i, e.n));
  return p.narrate(e, names, m.t, null, s.lineViewer(e, names, viewer));
});
return [line(s.logViewer(seats, null, 0)), line(s.logViewer(seats, null, null)),
        line(s.logViewer(seats, 1))];"""


@pytest.mark.parametrize(
    ("lang", "own", "bo", "bot"),
    [
        (
            "en",
            "You drew a gold coin and stopped",
            "Bo drew a gold coin and stopped",
            "🤖 Anna (Casual bot) drew",
        ),
        ("fr", "Vous avez pioché une pièce d'or et passé la main", "Bo a pioché", "🤖 Anna (Robot"),
    ],
)
def test_a_replaced_player_watching_reads_their_own_moves_as_theirs(
    lang: str, own: str, bo: str, bot: str
) -> None:
    former, spectator, other = in_node(SAID, lang, table=True)
    assert former[0] == own  # Anna's own move, before the bot came
    assert former[1].startswith(bo)
    assert bot in former[2] and not former[2].startswith(own[:3])  # the bot's move is its own
    # a spectator and Bo read Anna's move with her name
    assert spectator[0].startswith("Anna ") and other[0].startswith("Anna ")
    assert other[1].startswith(own[:3])  # Bo's own move is his
