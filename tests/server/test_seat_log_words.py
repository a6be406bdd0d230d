"""The log's seat changes say "you" to the player whose seat it is, as its moves and round
results do: "Anna takes the seat back from the bot" was said to Anna herself."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const s = await import("./seat_log.js");
const away = { n: 4, seat: 0, to: "bot", bot: "casual", name: "Anna", why: "away" };
const back = { n: 7, seat: 0, to: "person", name: "Anna" };
const late = { n: 0, seat: 0, to: "person", name: "Anna", late: true };
return [s.seatLine(away, 0), s.seatLine(back, 0), s.seatLine(late, 0), s.seatLine(back, 1),
        s.seatLine(back)];"""


@pytest.mark.parametrize(
    ("lang", "away", "back", "late"),
    [
        ("en", "plays for you (away)", "You take your seat back", "You arrive and take your seat"),
        ("fr", "joue pour vous (absence)", "Vous reprenez votre place", "Vous arrivez"),
        ("it", "gioca per te (assenza)", "Ti riprendi il posto", "Arrivi e prendi"),
        ("de", "für dich (abwesend)", "Du nimmst deinen Platz", "Du kommst dazu"),
    ],
)
def test_the_viewers_own_seat_change_says_you(lang: str, away: str, back: str, late: str) -> None:
    said = in_node(SAID, lang, table=True)
    assert away in said[0]
    assert said[1].startswith(back)
    assert said[2].startswith(late)
    assert said[3].startswith("Anna") and said[4].startswith("Anna")  # others, spectators
