"""Game records: one JSON object per game that replays it exactly.

A record holds the game, the rule options, the seed, who sat where (and, in
``stand_ins``, the seats a bot took over during the game and from which action) and
every action in the game's notation; chance comes from the seed, so nothing else is
needed to replay it. A terminal game's record also names, in ``bots``, the bot spec
of every bot seat and ``null`` for the player's own: what ``corsairs resume`` needs
to continue a game stopped before its end; and, in ``plugins``, the ``--plugin`` modules
its bots may come from. Records are how bugs get reported, so
reading one checks everything and names the bad field or the bad action (with its line
in the file).
"""

from __future__ import annotations

import datetime as _dt
import json
import os
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corsairs import lang
from corsairs.bot_words import bot_word, shown
from corsairs.lang import N_, _, os_reason
from corsairs.protocol import CorsairsError, Game, State
from corsairs.registry import load_game

FORMAT = "corsairs-record"
VERSION = 2
"""Raised only when an older program would read a record of this version wrongly.
Optional fields an older program ignores without harm (``stand_ins``, ``bots``, ``plugins``: it
still replays the game exactly) keep the version, so older programs keep reading the
records newer ones write. Version 2: a stand-in may end (``to_action``: the person took
the seat back) and a seat may have several; a record without such a stand-in is still
written as version 1."""


class RecordError(CorsairsError, ValueError):
    """A record that cannot be read or does not replay."""


def bot_game_record(game: Game, specs: Sequence[str], seed: int) -> dict[str, Any]:
    """A whole game played by the bots ``specs`` (seat ``k`` seeded ``seed + k``) from
    ``game.new_state(seed)``, as a record (``check`` it to read it): what the coach's
    benches, tools and tests review."""
    from corsairs.agents import make_agent

    state = game.new_state(seed=seed)
    bots = [make_agent(s, game, seed=seed + k) for k, s in enumerate(specs)]
    actions = []
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        action = bots[seat].choose(state.observation(seat), state.legal_actions())
        actions.append(action)
        state.apply(action)
    return make_record(game, seed, specs, actions, state)


def make_record(
    game: Game,
    seed: int,
    seats: Sequence[str],
    actions: Sequence[Any],
    state: State | None = None,
    stand_ins: Sequence[StandIn] = (),
    bots: Sequence[str | None] | None = None,
    **meta: Any,
) -> dict[str, Any]:
    """A record of ``actions`` played from ``game.new_state(seed)``.

    ``state`` (the position after the actions), when given, adds the result;
    ``stand_ins``, the bots that took seats over during the game; ``bots``, each
    seat's bot spec (None for a person's seat), so that the game can be continued.
    """
    if len(seats) != game.players:
        raise ValueError(f"seats must name {game.players} players")
    if bots is not None and len(bots) != game.players:
        raise ValueError(f"bots must name {game.players} seats")
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION if any(s.to_action is not None for s in stand_ins) else 1,
        "game": game.name,
        "players": game.players,
        "rules": game.rules_dict(),
        "seed": seed,
        "seats": [str(s) for s in seats],
        **({"stand_ins": [s.to_dict() for s in stand_ins]} if stand_ins else {}),
        **({"bots": list(bots)} if bots is not None else {}),
        "actions": [str(a) for a in actions],
    }
    if state is not None:
        record["result"] = result_of(state)
    record["created"] = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    # Shuffles derive from the seed by the engine's own method: name the version that made it.
    record["software"] = f"corsairs {_version()}"
    record.update(meta)
    return record


def _version() -> str:
    from corsairs import __version__

    return __version__


def result_of(state: State) -> dict[str, Any]:
    """The game's end as the record states it: ``places`` (s38, every seat's place by the
    game's rule, State.placings; empty while the game runs) is optional, older records lack it."""
    return {
        "over": state.is_over(),
        "winners": state.winners(),
        "scores": state.scores(),
        "places": state.placings(),
    }


def dumps(record: Mapping[str, Any]) -> str:
    """JSON text with one action per line, so that errors can name the line."""
    head = {k: v for k, v in record.items() if k != "actions"}
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    actions = [json.dumps(a, ensure_ascii=False) for a in record.get("actions", [])]
    if actions:
        lines.append('  "actions": [')
        lines.extend(f"    {a}," for a in actions[:-1])
        lines.append(f"    {actions[-1]}")
        lines.append("  ]")
    else:
        lines.append('  "actions": []')
    lines.append("}")
    return "\n".join(lines) + "\n"


def save(record: Mapping[str, Any], path: str | Path) -> None:
    """Write ``record`` at ``path`` whole or not at all: it is written beside it first and
    put in place once complete, so a full disk or a kill part way leaves the file that
    was there (a record written over with --force) and no half a record."""
    target = Path(path)
    text = dumps(record)
    beside = target.with_name(f".{target.name}.{os.getpid()}.part")
    try:
        beside.write_text(text, encoding="utf-8")
    except PermissionError:
        # a folder that takes no new file though the file itself may be written over
        with suppress(OSError):
            beside.unlink()
        target.write_text(text, encoding="utf-8")
        return
    except BaseException:
        with suppress(OSError):
            beside.unlink()
        raise
    try:
        os.replace(beside, target)
    except BaseException:
        with suppress(OSError):
            beside.unlink()
        raise


def check_writable(path: str | Path) -> None:
    """Raise RecordError unless a record can be written at ``path``.

    Checked by opening the file for appending (and removing it again if it did
    not exist), so that permissions, read-only disks and missing folders are
    all found before a game is played rather than after.
    """
    p = Path(path)
    if p.is_dir():
        said = _("cannot write a record to {path}: it is a folder; name a file in it")
        raise RecordError(said.format(path=path))
    if not p.parent.is_dir():
        folder = p.parent
        while not folder.exists() and folder != folder.parent:
            folder = folder.parent
        if folder.exists() and not folder.is_dir():  # "notes.txt/game.json"
            said = _("cannot write a record to {path}: {folder} is a file, not a folder")
            raise RecordError(said.format(path=path, folder=folder))
        said = _("cannot write a record to {path}: the folder {folder} does not exist")
        raise RecordError(said.format(path=path, folder=p.parent))
    existed = p.exists()
    try:
        with p.open("a", encoding="utf-8"):
            pass
    except OSError as exc:
        said = _("cannot write a record to {path}: {why}")
        raise RecordError(said.format(path=path, why=os_reason(exc))) from None
    if not existed:
        p.unlink(missing_ok=True)


def seed_in_name(record: Mapping[str, Any]) -> str:
    """The record's seed as a file name shows it: whole up to 20 characters, else its
    first and last digits (a 300-digit seed made a name longer than a disk takes, and
    the game was lost); the record itself keeps the whole seed."""
    seed = str(record.get("seed", 0))
    return seed if len(seed) <= 20 else f"{seed[:8]}...{seed[-8:]}"


def fallback_name(record: Mapping[str, Any]) -> str:
    """A file name for a record that could not be saved where asked."""
    stamp = _dt.datetime.now(_dt.UTC).strftime("%Y%m%d-%H%M%S")
    return f"{record.get('game', 'game')}-seed{seed_in_name(record)}-{stamp}.json"


def save_or_fallback(record: Mapping[str, Any], path: str | Path) -> tuple[Path, str | None]:
    """Save at ``path``; if that fails, in the current folder or the temporary folder.

    Returns where the record went and, when that is not ``path``, why ``path``
    failed, so the caller can say so; raises RecordError naming every place
    tried when none worked.
    """
    import tempfile

    target = Path(path)
    tried: list[str] = []
    name = fallback_name(record)
    for folder in (None, ".", tempfile.gettempdir()):
        where = target if folder is None else Path(folder).resolve() / name
        try:
            save(record, where)
        except OSError as exc:
            tried.append(f"{where} ({os_reason(exc)})")
            continue
        return where, (tried[0] if tried else None)
    said = _("the record could not be saved: {tried}")
    raise RecordError(said.format(tried=_("; ").join(tried)))


@dataclass(frozen=True)
class StandIn:
    """A bot that took ``seat`` over during the game (a person's seat given to a bot): it
    played the seat's actions from action ``from_action`` to ``to_action`` (numbered from
    1, both included; None: to the end). The record's ``seats`` names the person, who
    played the seat's other actions (a seat taken back has several stand-ins)."""

    seat: int
    bot: str
    from_action: int
    to_action: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "bot": self.bot, "from_action": self.from_action}
        if self.to_action is not None:
            out["to_action"] = self.to_action
        return out

    def covers(self, seat: int, index: int) -> bool:
        """Whether this bot played ``seat``'s action ``index`` (from 0)."""
        number = index + 1
        return (
            seat == self.seat
            and number >= self.from_action
            and (self.to_action is None or number <= self.to_action)
        )


@dataclass
class Record:
    """A checked record; ``lines[i]`` is the file line of action i+1 when known."""

    data: dict[str, Any]
    game: Game
    seed: int
    seats: list[str]
    actions: list[str]
    lines: list[int | None] = field(default_factory=list)
    stand_ins: list[StandIn] = field(default_factory=list)
    bots: list[str | None] | None = None
    """Each seat's bot spec, None for a person's seat; None when the record does not
    say (records before saved games, a browser table's)."""
    plugins: list[str] = field(default_factory=list)
    """The ``--plugin`` modules of the run that wrote it (its bots may come from them);
    ``corsairs resume`` names them when a bot is not known without them."""

    def player(self, seat: int, index: int) -> str:
        """Who played ``seat``'s action ``index`` (from 0): the seat's name, or "Bob (casual)"
        from the action a bot took the seat over."""
        for s in self.stand_ins:
            if s.covers(seat, index):
                return f"{self.seats[seat]} ({s.bot})"
        return self.seats[seat]

    def shown(self, name: str) -> str:
        """``name`` (a seat's, or ``player``'s) as the table shows it, its bot named by the
        record's own bots ("Bruno (kenji)" is "Bruno (Kenji bot)"), whether or not their
        plugin is loaded in this process."""
        known = {bot_word(b) for b in self.bots or () if b} | {
            bot_word(s.bot) for s in self.stand_ins
        }
        return shown(name, known)

    def where(self, index: int, seat: int | None = None) -> str:
        """ "action 4 ('discard V9', played by Ann), line 49": an engine's "your hand" then
        says whose."""
        line = self.lines[index] if index < len(self.lines) else None
        action = repr(self.actions[index])
        if seat is not None:
            said = _("action {n} ({action}, played by {name})").format(
                n=index + 1, action=action, name=self.shown(self.player(seat, index))
            )
        else:
            said = _("action {n} ({action})").format(n=index + 1, action=action)
        return _("{action}, line {line}").format(action=said, line=line) if line else said


def _json_reason(msg: str) -> str:
    """What json found wrong, in the language in use (its own words are English; some
    end in "at", waiting for the position, which the caller writes)."""
    msg = msg.removesuffix(" at")
    words = {
        "Expecting value": _("a value expected"),
        "Expecting property name enclosed in double quotes": _(
            "a property name in double quotes expected"
        ),
        "Expecting ':' delimiter": _("a ':' delimiter expected"),
        "Expecting ',' delimiter": _("a ',' delimiter expected"),
        "Unterminated string starting": _("a string left open, starting"),
        "Invalid control character": _("an invalid control character"),
        "Extra data": _("extra data"),
        "Illegal trailing comma before end of object": _(
            "a comma too many before the end of an object"
        ),
        "Illegal trailing comma before end of array": _(
            "a comma too many before the end of a list"
        ),
    }
    return words.get(msg, msg) if lang.spoken() != "en" else msg


def loads(text: str) -> Record:
    text = text.removeprefix("\ufeff")  # a byte order mark: saved again by Notepad
    try:
        data = json.loads(text)
    except RecursionError:
        raise RecordError(_("not valid JSON for a record: nested too deeply")) from None
    except json.JSONDecodeError as exc:
        cut = text.lstrip().startswith("{") and not text.rstrip().endswith("}")
        said = _("not valid JSON: {why} at line {line}, column {column}").format(
            why=_json_reason(exc.msg), line=exc.lineno, column=exc.colno
        )
        if cut:
            said += " " + _("(the file ends before the record does: cut short?)")
        raise RecordError(said) from None
    except ValueError:  # Python's limit on an integer's digits (4300)
        raise RecordError(_("not valid JSON for a record: a number too long to read")) from None
    rec = check(data)
    rec.lines = _action_lines(text, rec.actions)
    return rec


MAX_RECORD_BYTES = 64 * 2**20
"""A file larger than this is no record (the longest games write a few megabytes at most)
and is refused before it is read: a disk image named by mistake was read whole."""


def load(path: str | Path) -> Record:
    """The checked record in the file ``path``; every RecordError starts with the path."""
    with suppress(OSError):  # a file that cannot be read is said so below
        size = Path(path).stat().st_size
        if size > MAX_RECORD_BYTES and Path(path).is_file():
            said = _("{path}: {size} MB, far larger than a record: not read")
            raise RecordError(said.format(path=path, size=size // 2**20))
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(_("{path}: no such file").format(path=path)) from None
    except IsADirectoryError:
        raise RecordError(_("{path}: a folder, not a record file").format(path=path)) from None
    except UnicodeDecodeError:
        said = _("{path}: not a text file (a record is JSON text, UTF-8)")
        raise RecordError(said.format(path=path)) from None
    except OSError as exc:
        said = _("{path}: cannot read it ({why})")
        raise RecordError(said.format(path=path, why=os_reason(exc))) from None
    try:
        return loads(text)
    except RecordError as exc:
        raise RecordError(at(path, exc)) from None


def at(where: object, problem: object) -> str:
    """``problem`` found at ``where`` (a file, an action): "game.json: ...", in French
    "game.json : ..." (French sets a space before a colon; an f-string said it the English
    way in every language)."""
    return _("{where}: {problem}").format(where=where, problem=problem)


_JSON_KINDS = {
    bool: N_("true or false"),
    int: N_("an integer"),
    float: N_("a number"),
    str: N_("a string"),
    list: N_("a list"),
    dict: N_("an object"),
    type(None): N_("null"),
}


def json_kind(typ: type) -> str:
    """What a JSON value of Python type ``typ`` is, with its article ("an integer"), in
    the language spoken."""
    kind = _JSON_KINDS.get(typ)
    return _(kind) if kind is not None else _("a value of type {type}").format(type=typ.__name__)


def _wrong(key: str, expected: str, value: Any) -> RecordError:
    """The record's field ``key`` holds a value of the wrong kind: said with what it must
    be and what it is (a hand-edited record is read by a person, who fixes that field)."""
    said = _("the record's {key} must be {expected}, not {kind}")
    return RecordError(said.format(key=repr(key), expected=expected, kind=json_kind(type(value))))


def check(data: Any) -> Record:
    """Validate the fields of a record (not yet its actions)."""
    if not isinstance(data, dict):
        raise RecordError(_("a record is a JSON object"))
    if data.get("format", FORMAT) != FORMAT:
        said = _("not a corsairs record (format {format})")
        raise RecordError(said.format(format=json.dumps(data.get("format"))))
    version = data.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        said = _("the record's 'version' must be a whole number from 1, not {value}")
        raise RecordError(said.format(value=json.dumps(version)))
    if version > VERSION:
        wrote = data.get("software")
        by = (
            _(" (written by {software})").format(software=wrote)
            if isinstance(wrote, str) and wrote
            else ""
        )
        said = _(
            "record version {version}{by} is newer than this program reads "
            "(corsairs {software}, record version {known}): a newer corsairs reads it"
        )
        raise RecordError(said.format(version=version, by=by, software=_version(), known=VERSION))
    if (why := _other_file(data)) is not None:
        raise RecordError(why)
    for key, typ in (("game", str), ("players", int), ("seed", int), ("actions", list)):
        if key not in data:
            raise RecordError(_("the record has no {key}").format(key=repr(key)))
        if not isinstance(data[key], typ) or isinstance(data[key], bool):
            raise _wrong(key, json_kind(typ), data[key])
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise _wrong("rules", json_kind(dict), rules)
    try:
        game = load_game(data["game"], players=data["players"], **rules)
    except CorsairsError as exc:
        said = _("the record's game cannot be set up: {problem}")
        raise RecordError(said.format(problem=exc)) from None
    seats = data.get("seats", [f"seat {i}" for i in range(game.players)])
    if not isinstance(seats, list):
        raise _wrong("seats", json_kind(list), seats)
    if len(seats) != game.players:
        said = _("the record's 'seats' must list {players} players, not {n}")
        raise RecordError(said.format(players=game.players, n=len(seats)))
    if not all(isinstance(s, str) for s in seats):  # 5 or null read as "5", "None"
        said = _("the record's 'seats' must list {players} players' names, as text, not {value}")
        raise RecordError(said.format(players=game.players, value=json.dumps(seats)))
    if "result" in data:
        _check_result(data["result"])
    actions = data["actions"]
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            said = _("action {n} is not text: {value}")
            raise RecordError(said.format(n=i + 1, value=json.dumps(a)))
    stand_ins = _stand_ins(data.get("stand_ins", []), game.players, len(actions))
    bots = _bots(data.get("bots"), game.players)
    plugins = data.get("plugins", [])
    if not isinstance(plugins, list):
        raise _wrong("plugins", _("a list of module names"), plugins)
    for name in plugins:
        if not isinstance(name, str) or not name:  # a module's name, as --plugin takes it
            raise _wrong("plugins", _("a list of module names"), name)
    return Record(
        data, game, data["seed"], [str(s) for s in seats], list(actions), [], stand_ins, bots,
        list(plugins),
    )  # fmt: skip


def _check_result(result: Any) -> None:
    """The record's optional ``result``, its fields of the kinds the replay compares: a
    hand-edited "over": "yes" was said as "the record says the game is over, but ..."."""
    if not isinstance(result, dict):
        raise _wrong("result", json_kind(dict), result)
    for key, typ in (("over", bool), ("winners", list), ("scores", list), ("places", list)):
        if key in result and not isinstance(result[key], typ):
            said = _("the record's result's {key} must be {expected}, not {kind}")
            kind = json_kind(type(result[key]))
            expected = json_kind(typ)
            raise RecordError(said.format(key=repr(key), expected=expected, kind=kind))


def _other_file(data: dict[str, Any]) -> str | None:
    """What a JSON file that is no record is, when it is one of this program's other files:
    a saved position read as a record said "the record has no 'actions'"."""
    if "actions" in data or "format" in data:
        return None
    if isinstance(data.get("rounds"), list) and "firstDealer" in data:
        return _(
            "the companion page's export of a real table's rounds, not a record of a game "
            "played here: import it on the companion page (/companion/)"
        )
    if "game" in data and "phase" in data:
        return _(
            "a saved position (one moment of a game), not a record of its actions: a "
            "record replays a game from its deal (corsairs play --record writes one)"
        )
    return None


def _bots(value: Any, players: int) -> list[str | None] | None:
    """The record's optional ``bots``: one entry a seat, a bot spec or null."""
    if value is None:
        return None
    if (
        not isinstance(value, list)
        or len(value) != players
        or not all(b is None or (isinstance(b, str) and b.strip()) for b in value)
    ):
        said = _(
            "the record's 'bots' must list {players} seats, each a bot spec or null "
            "(a person's seat)"
        )
        raise RecordError(said.format(players=players))
    return list(value)


def _stand_ins(value: Any, players: int, actions: int) -> list[StandIn]:
    """The record's optional ``stand_ins``, checked: a seat's intervals do not overlap
    (only the last may run to the end)."""
    if not isinstance(value, list):
        raise _wrong("stand_ins", json_kind(list), value)
    out: list[StandIn] = []
    for i, s in enumerate(value):
        where = _("the record's stand_ins[{i}]").format(i=i)
        if not isinstance(s, dict) or set(s) - {"to_action"} != {"seat", "bot", "from_action"}:
            said = _(
                "{where} must be an object with 'seat', 'bot' and 'from_action' "
                "(and 'to_action' when the person took the seat back)"
            )
            raise RecordError(said.format(where=where))
        seat, bot, start, end = s["seat"], s["bot"], s["from_action"], s.get("to_action")
        if type(seat) is not int or not 0 <= seat < players:
            said = _("'seat' must be a seat from 0 to {last}").format(last=players - 1)
            raise RecordError(at(where, said))
        if not isinstance(bot, str) or not bot:
            raise RecordError(at(where, _("'bot' must name the bot")))
        if type(start) is not int or not 1 <= start <= actions + 1:
            raise RecordError(at(where, _("'from_action' must be an action number from 1")))
        if end is not None and (type(end) is not int or not start <= end <= actions):
            said = _("'to_action' must be an action number from 'from_action' to {n}")
            raise RecordError(at(where, said.format(n=actions)))
        for o in out:
            if o.seat == seat and o.from_action == start:
                said = _("seat {seat} is taken over twice").format(seat=seat)
                raise RecordError(at(where, said))
            if o.seat == seat and _overlap(o, start, end):
                said = _("{where} overlaps another stand-in of seat {seat}")
                raise RecordError(said.format(where=where, seat=seat))
        out.append(StandIn(seat, bot, start, end))
    return out


def _overlap(o: StandIn, start: int, end: int | None) -> bool:
    """Whether the actions ``start``..``end`` (None: to the end) meet ``o``'s."""
    o_end = o.to_action if o.to_action is not None else float("inf")
    return start <= o_end and o.from_action <= (end if end is not None else float("inf"))


def iter_replay(rec: Record) -> Iterator[tuple[int, Any, State]]:
    """Yield (index, action, state after it); a bad action raises RecordError."""
    state = rec.game.new_state(seed=rec.seed)
    for i, text in enumerate(rec.actions):
        if state.is_over():
            raise RecordError(_("{where}: the game was already over").format(where=rec.where(i)))
        seat = state.current_player
        try:
            action = rec.game.parse_action(text)
            state.apply(action)
        except CorsairsError as exc:
            raise RecordError(at(rec.where(i, seat), exc)) from None
        yield i, action, state


def replay(rec: Record) -> State:
    """The final state of the record, checked against the record's stated result."""
    state = rec.game.new_state(seed=rec.seed)
    for _index, _action, after in iter_replay(rec):
        state = after
    stated = rec.data.get("result")
    if isinstance(stated, dict):
        got = result_of(state)
        if "over" in stated and stated["over"] != got["over"]:
            n = len(rec.actions)
            if stated["over"]:
                said = _(
                    "the record says the game is over, but its {n} actions do not finish it "
                    "(actions missing?)"
                )
            else:
                said = _("the record says the game is not over, but its {n} actions finish it")
            raise RecordError(said.format(n=n))
        for key in ("winners", "scores", "places"):
            if key in stated and stated[key] != got[key]:
                said = _("the record says {key} = {stated}, the replay gives {got}")
                raise RecordError(
                    said.format(
                        key=repr(key), stated=json.dumps(stated[key]), got=json.dumps(got[key])
                    )
                )
    return state


def _action_lines(text: str, actions: list[str]) -> list[int | None]:
    """Best-effort file line of each action, for error messages."""
    start = text.find('"actions"')
    if start < 0:
        return []
    out: list[int | None] = []
    pos = start
    line = text.count("\n", 0, start) + 1
    for a in actions:
        needle = json.dumps(a, ensure_ascii=False)
        hit = text.find(needle, pos)
        if hit < 0:
            out.append(None)
            continue
        line += text.count("\n", pos, hit)
        out.append(line)
        pos = hit
    # a line several actions share ("line 1" for each action of a record saved on one
    # line) tells them no apart: the action's number says where
    seen = Counter(out)
    return [n if seen[n] == 1 else None for n in out]
