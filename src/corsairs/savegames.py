"""Terminal games stopped before their end: where they are kept and how they continue.

A save is an ordinary game record (:mod:`corsairs.record`) whose ``bots`` names the
bot spec of every bot seat and ``null`` for the player's: ``corsairs replay`` checks
it like any record, and ``corsairs resume`` rebuilds the position by replaying its
actions through the protocol. Saves live in one folder, ``$CORSAIRS_SAVE_DIR`` or
else the user's application folder (``typer.get_app_dir("corsairs")``: on Linux
``~/.config/corsairs``) ``/saves``; should that folder not take the file, the save
goes to the current folder or the temporary folder, as a ``--record`` does.
"""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from corsairs import record as records
from corsairs.lang import _, fill
from corsairs.protocol import CorsairsError, State

SAVE_DIR_ENV = "CORSAIRS_SAVE_DIR"


def save_dir() -> Path:
    """The folder saves go to (it may not exist yet)."""
    chosen = os.environ.get(SAVE_DIR_ENV)
    if chosen:
        return Path(chosen).expanduser()
    import typer

    return Path(typer.get_app_dir("corsairs")) / "saves"


def save_name(record: Mapping[str, Any], folder: Path) -> Path:
    """A new file in ``folder``, named so that a listing sorts by time: a save is never
    written over another."""
    stamp = _dt.datetime.now(_dt.UTC).strftime("%Y%m%d-%H%M%S")
    base = f"{record.get('game', 'game')}-{stamp}-seed{records.seed_in_name(record)}"
    path = folder / f"{base}.json"
    n = 2
    while _taken(path):
        path = folder / f"{base}-{n}.json"
        n += 1
    return path


def _taken(path: Path) -> bool:
    """Whether ``path`` exists; a path that cannot even be looked up (a name too long, a
    folder that is a file) is left to the save, which says so and saves elsewhere."""
    try:
        return path.exists()
    except OSError:
        return False


def save(record: Mapping[str, Any]) -> tuple[Path, str | None]:
    """Save a stopped game in the save folder, else where ``records.save_or_fallback``
    can; returns where and, if not in the save folder, why not. Raises RecordError
    naming every place tried when none worked."""
    folder = save_dir()
    with suppress(OSError):  # save_or_fallback names the folder's problem if it has one
        folder.mkdir(parents=True, exist_ok=True)
    return records.save_or_fallback(record, save_name(record, folder))


def saved_games() -> list[Path]:
    """The saves in the save folder, the most recent first."""
    folder = save_dir()
    dated: list[tuple[float, str, Path]] = []
    try:
        for p in folder.glob("*.json"):
            with suppress(OSError):  # gone meanwhile (another resume took it): not listed
                if p.is_file():
                    dated.append((p.stat().st_mtime, p.name, p))
    except OSError:
        return []
    return [p for *_, p in sorted(dated, reverse=True)]


def in_save_dir(path: Path) -> bool:
    """Whether ``path`` is a save of the save folder (consumed once its game continues),
    rather than a record kept elsewhere (never removed)."""
    try:
        return path.resolve().parent == save_dir().resolve()
    except OSError:
        return False


@dataclass
class Saved:
    """A save read back: its record, the position after its actions, who sits where."""

    path: Path
    record: records.Record
    state: State
    actions: list[Any]
    human: int
    bots: dict[int, str]


class NotResumable(records.RecordError):
    """A good record that cannot be continued (no bot specs, over already)."""


def open_save(path: Path) -> Saved:
    """The save at ``path``, replayed and checked; RecordError (one line, starting
    with the path) for a file that is no record, or an edited or corrupt one;
    NotResumable for a record that cannot be continued."""
    rec = records.load(path)
    if rec.bots is None:
        said = _(
            "{path}: the record does not name its bots (a record written before games "
            "were saved, or a browser table's): it can be replayed, not continued"
        )
        raise NotResumable(said.format(path=path))
    people = [s for s, b in enumerate(rec.bots) if b is None]
    if not people:
        said = _(
            "{path}: bots played every seat (a watched game): it can be replayed, not continued"
        )
        raise NotResumable(said.format(path=path))
    if len(people) > 1:
        said = _(
            "{path}: the record's 'bots' leaves {n} seats to people (null); "
            "the terminal continues a game with one"
        )
        raise NotResumable(said.format(path=path, n=len(people)))
    try:
        state = records.replay(rec)
    except CorsairsError as exc:
        raise records.RecordError(records.at(path, exc)) from None
    # the replay parsed and applied every action: parsing them again cannot fail
    actions = [rec.game.parse_action(text) for text in rec.actions]
    bots = {s: b for s, b in enumerate(rec.bots) if b is not None}
    return Saved(path, rec, state, actions, people[0], bots)


def hidden_seat(rec: records.Record, seat: int, over: bool) -> str | None:
    """Why ``--seat seat`` may not show ``rec``'s table, or None.

    A game left before its end is continued by its person: a replay from a bot's seat
    showed that bot's hand to the one who plays on against it. Until the game ends its
    replay shows the people's seats (``bots`` null) only; a finished game shows any seat,
    as do a record that does not say who played (a browser table's) and a watched game
    (bots in every seat: nobody plays on)."""
    if over or rec.bots is None or rec.bots[seat] is None or None not in rec.bots:
        return None
    people = [s for s, b in enumerate(rec.bots) if b is None]
    mine = _(" or ").join(f"--seat {s}" for s in people)
    return _(
        "--seat {seat}: {name} is a bot's seat and the game is not finished: "
        "its hand stays hidden until the game ends; {options} {whose}"
    ).format(seat=seat, name=rec.shown(rec.seats[seat]), options=mine, whose=_whose(rec, people))


def _whose(rec: records.Record, people: list[int]) -> str:
    """What the seats a replay may show show: "your table", or the seat's name's."""
    if len(people) == 1:
        name = rec.seats[people[0]]
        if name == "You":
            return _("shows your table")
        return fill(_("shows {name}'s table"), name=name)
    return _("shows a person's table")
