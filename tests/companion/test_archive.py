"""Past games (archive.js): the finished games a family keeps on its phone, newest first, each
with its date, players and winner. *New game* threw the finished game away after offering to
share or export it, and families play the printed game for years. Run by node on the page's
own modules; the screens are checked in test_e2e.py's whole game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from companion_node import companion_said
from test_share_words import OVER, UNDER_WAY

KEPT = """const A = await import(dir + "/archive.js");
const over = %s, other = %s;
const first = A.keep([], over, new Date("2026-11-28T20:00:00Z"));
const both = A.keep(first.list, other, new Date("2026-11-29T20:00:00Z"));
const again = A.keep(both.list, over, new Date("2026-11-30T20:00:00Z"));
const size = JSON.stringify(both.list).length;
return {
  order: both.list.map((e) => e.kept),
  again: again.list.length,
  full: A.keep(first.list, other, new Date(), size - 1),
  fits: A.keep(first.list, other, new Date(), size).list.length,
  without: A.without(both.list, first.list[0].kept).map((e) => e.game.players.length),
  read: A.readList([...both.list, { kept: "soon", game: over },
                    { kept: "2026-11-01T00:00:00Z", game: { players: ["Anna"] } }, null])
    .map((e) => [e.kept, e.st.over, e.st.winners]),
  notList: A.readList("corsairs").length,
};"""


def test_a_finished_game_is_kept_first_once_and_never_past_the_budget(tmp_path: Path) -> None:
    other = {**OVER, "players": ["Anna", "Bruno", "Carla", "Dario"]}
    games = (json.dumps(OVER), json.dumps(other))
    said: dict[str, Any] = companion_said(KEPT % games, "en", tmp_path)
    assert said["order"] == ["2026-11-29T20:00:00.000Z", "2026-11-28T20:00:00.000Z"]  # newest first
    assert said["again"] == 2  # the same game put away from two pages of the phone: kept once
    # no room: refused, and nothing is dropped to make some (the table is asked instead)
    assert said["full"] == {"full": True} and said["fits"] == 2
    assert said["without"] == [4]
    # what cannot be read (a bad date, a game this page could not have recorded, no entry)
    # is left out of the list rather than failing it; Giulia won the game kept
    assert said["read"] == [
        ["2026-11-29T20:00:00.000Z", True, [0]],
        ["2026-11-28T20:00:00.000Z", True, [0]],
    ]
    assert said["notList"] == 0


DATED = """const A = await import(dir + "/archive.js");
const S = await import(dir + "/scoring.js");
const game = S.checkGame({ ...%s, started: "2026-11-28T19:30:00Z" });
let refused = null;
try { S.checkGame({ ...game, started: "Saturday" }); } catch (e) { refused = e.message; }
return [A.playedOn({ kept: "2026-11-30T08:00:00Z", game }, "%s"), game.started, refused,
  A.playedOn({ kept: "2026-11-30T08:00:00Z", game: { ...game, started: undefined } }, "%s"),
  m.t("past_title", { date: A.playedOn({ kept: "", game }, "%s") })];"""


@pytest.mark.parametrize(
    ("lang", "date", "title"),
    [
        ("en", "28 Nov 2026", "Game of 28 Nov 2026"),
        ("fr", "28 nov. 2026", "Partie du 28 nov. 2026"),
        ("it", "28 nov 2026", "Partita del 28 nov 2026"),
        ("de", "28.11.2026", "Spiel vom 28.11.2026"),
    ],
)
def test_a_past_game_is_dated_by_the_evening_it_was_played(
    lang: str, date: str, title: str, tmp_path: Path
) -> None:
    """The date it began, as the language writes a date (the page's English is British); a
    game begun before games were dated, by the day it was put away. An export keeps the date,
    and a file with a date that is none is refused, as any other field."""
    said = companion_said(DATED % (json.dumps(OVER), lang, lang, lang), lang, tmp_path)
    assert said[0] == date and said[1] == "2026-11-28T19:30:00Z"
    assert said[2] == "started"
    assert said[3] == date.replace("28", "30")
    assert said[4] == title


def test_a_game_under_way_keeps_no_date_it_was_not_given(tmp_path: Path) -> None:
    said = companion_said(
        f"""const S = await import(dir + "/scoring.js");
        return [S.checkGame({json.dumps(UNDER_WAY)}).started ?? null,
                S.newGame(["Anna", "Bruno"], 0, null, "2026-11-30T20:00:00Z").started];""",
        "en",
        tmp_path,
    )
    assert said == [None, "2026-11-30T20:00:00Z"]
