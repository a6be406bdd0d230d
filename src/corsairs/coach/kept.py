"""The terminal's hints kept for ``corsairs review``: what each hint worked out, in a file of
the game's own, so that the review of that game takes it again instead of judging anew.

A hint's judgement (``search.Judgement``: every judged move's win chance in every sampled
deal, ~12 KB) is what a review of the same decision would compute to the byte. The server
keeps its tables' in memory (``server.hints.KeptJudgements``); the terminal writes them to
``<save folder>/hints/``, one file a game, named from what deals and rules it (game, players,
rules, seed): the record ``corsairs review`` reads names the same, whatever file it was
written to (``play --record``, a save left and resumed, a copy), and a game continued from
its save adds to the same file. Not in the record itself (a shared, checked format: 12 KB a
decision would make a 5 KB record half a megabyte, and nobody else's review should trust
it), nor beside it (a record is written at the end, or not at all, or elsewhere when its
folder refuses it; a save is replaced at every resume).

The file is a cache, never trusted: a first line says what it is (format, version, the
corsairs version that wrote it, the game); each judgement is a line of its own with its
SHA-256, checked, its values decoded and bounded. A file of another game, another version or
no such file at all is ignored whole, a damaged line alone, each said in one line; a
judgement is taken only under the key the review computes for its own decision
(``search.judgement_key``). Losing it costs time, never a figure.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import hashlib
import json
import math
from array import array
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from corsairs.coach.search import Judgement, Kept
from corsairs.lang import _, n_, os_reason
from corsairs.protocol import Game

FORMAT = "corsairs-hints"
VERSION = 1

KEPT_FILES_BYTES = 64 * 2**20
"""The hints folder's size, at most: past it the files of the games whose hints came first are
removed when another game's file starts (a 2-player Corsairs game with a hint at every
decision keeps ~0.5 MB: 472 KB for 41 decisions)."""


def hints_dir() -> Path:
    """Where the terminal keeps its hints: ``hints`` in the save folder (``savegames``)."""
    from corsairs.savegames import save_dir

    return save_dir() / "hints"


def _game_id(game: Game, seed: int) -> dict[str, Any]:
    return {
        "game": game.name,
        "players": game.players,
        "rules": json.loads(json.dumps(game.rules_dict(), default=str)),
        "seed": seed,
    }


def hints_file(game: Game, seed: int, folder: Path | None = None) -> Path:
    """The file of the hints of the game dealt from ``seed`` with ``game``'s rules."""
    ident = json.dumps(_game_id(game, seed), sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(ident.encode("utf-8")).hexdigest()[:16]
    name = f"{game.name}-{game.players}p-seed{seed}-{digest}.jsonl"
    return (hints_dir() if folder is None else folder) / name


def _version() -> str:
    from corsairs import __version__

    return __version__


def _digest(body: Mapping[str, Any]) -> str:
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _line(judgement: Judgement) -> str:
    """A judgement as its line: its key, candidates, each move's values (float64, base64),
    every seat's mean and the game's figures, and the SHA-256 of all that."""
    moves: dict[str, Any] = {}
    for text, kept in judgement.moves.items():
        if kept is None:
            moves[text] = None
            continue
        values, seats, figures = kept
        moves[text] = [base64.b64encode(values).decode("ascii"), list(seats), dict(figures)]
    body = {"key": judgement.key, "candidates": list(judgement.candidates), "moves": moves}
    return json.dumps({**body, "sha256": _digest(body)}, separators=(",", ":")) + "\n"


class HintKeeper:
    """The terminal's keeper of one game's hints: ``keep`` appends a hint's judgement to the
    game's file. A file that cannot be written costs the review time only, never the game:
    the error is swallowed, and the keeper stops trying."""

    def __init__(self, game: Game, seed: int, folder: Path | None = None) -> None:
        self.game = game
        self.seed = seed
        self.path = hints_file(game, seed, folder)
        self.keys: set[str] = set()
        self.broken = False
        self.ident = (game, seed)

    def keep(self, judgement: Judgement | None) -> None:
        if judgement is None or self.broken or judgement.key in self.keys:
            return
        try:
            self._append(_line(judgement))
        except (OSError, ValueError, TypeError):
            self.broken = True
            return
        self.keys.add(judgement.key)

    def _append(self, line: str) -> None:
        folder = self.path.parent
        if not self.keys and self.path.exists() and _foreign(_first(self.path), *self.ident):
            # a file an older corsairs (or anything else) left under this game's name: its
            # hints would never be taken, nor these after them
            self.path.unlink()
        if not self.path.exists():
            folder.mkdir(parents=True, exist_ok=True)
            _prune(folder, keep=self.path)
            head = {"format": FORMAT, "version": VERSION, "written_by": _version()}
            head.update(_game_id(self.game, self.seed))
            # (another terminal playing the same deal may have begun it meanwhile)
            with contextlib.suppress(FileExistsError), open(self.path, "x", encoding="utf-8") as f:
                f.write(json.dumps(head, separators=(",", ":")) + "\n")
        # one write of one line, appended: a game killed meanwhile leaves at most that line
        # cut short, which the review reads as damaged and judges anew
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(line)


def forget_hints(game: Game, seed: int, folder: Path | None = None) -> None:
    """Remove the game's kept hints: it ended with no record, so nothing can review it (a
    game left before its end keeps them for its resume, which may still record it)."""
    with contextlib.suppress(OSError):
        hints_file(game, seed, folder).unlink(missing_ok=True)


def _prune(folder: Path, keep: Path, limit: int = KEPT_FILES_BYTES) -> None:
    """Remove the oldest files of ``folder`` until it holds ``limit`` bytes at most."""
    files: list[tuple[float, int, Path]] = []
    with contextlib.suppress(OSError):
        for p in folder.glob("*.jsonl"):
            with contextlib.suppress(OSError):
                st = p.stat()
                files.append((st.st_mtime, st.st_size, p))
    total = sum(size for _when, size, _path in files)
    for _when, size, p in sorted(files):
        if total <= limit:
            break
        if p != keep:
            with contextlib.suppress(OSError):
                p.unlink()
                total -= size


@dataclass
class Read:
    """A game's kept hints as the review found them: the judgements it may take, and what to
    tell the player about the file (a file ignored or damaged lines), or None."""

    path: Path
    judgements: list[Judgement]
    said: str | None = None


MOST_SAMPLES = 100_000
"""A judged move's values, at most (``corsairs serve --hint-samples``' bound): a line with more
is no hint's."""


def read_kept(game: Game, seed: int, folder: Path | None = None) -> Read:
    """The judgements the terminal's hints kept for this game (``hints_file``), each checked.
    A review at another budget or seed takes none of them (their keys differ), and says
    nothing: they are not damaged."""
    path = hints_file(game, seed, folder)
    try:
        with open(path, encoding="utf-8", errors="strict") as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return Read(path, [])
    except (OSError, UnicodeDecodeError) as exc:
        why = os_reason(exc) if isinstance(exc, OSError) else _("not text")
        unread = _(
            "{path}: the hints kept for this game cannot be read ({why}); every decision is "
            "judged anew"
        )
        return Read(path, [], unread.format(path=path, why=why))
    foreign = _foreign(lines[0] if lines else "", game, seed)
    if foreign is not None:
        return Read(path, [], foreign.format(path=path))
    out: list[Judgement] = []
    damaged = 0
    for text in lines[1:]:
        found = _judgement(text, game.players)
        if found is None:
            damaged += 1
        else:
            out.append(found)
    said: str | None = None
    if damaged:
        said = n_(
            "{path}: {n} hint kept for this game is damaged and not taken: its decision is "
            "judged anew",
            "{path}: {n} hints kept for this game are damaged and not taken: their decisions "
            "are judged anew",
            damaged,
        ).format(path=path, n=damaged)
    return Read(path, out, said)


def _first(path: Path) -> str:
    """A file's first line ("" for one it cannot read as text)."""
    try:
        with open(path, encoding="utf-8") as f:
            return f.readline()
    except (OSError, UnicodeDecodeError):
        return ""


def _foreign(head: str, game: Game, seed: int) -> str | None:
    """Why a file's first line is not that of this game's kept hints (a template with
    ``{path}``), or None."""
    try:
        data = json.loads(head)
    except ValueError:
        data = None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return _("{path} is not a file of kept hints: it is ignored, every decision is judged anew")
    if data.get("version") != VERSION or data.get("written_by") != _version():
        return _(
            "{path}: these hints were kept by another version of corsairs, whose coach may "
            "judge otherwise: they are ignored, every decision is judged anew"
        )
    ident = {k: data.get(k) for k in ("game", "players", "rules", "seed")}
    if ident != _game_id(game, seed):
        return _(
            "{path} holds the hints of another game: they are ignored, every decision is "
            "judged anew"
        )
    return None


def _number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def _judgement(text: str, players: int) -> Judgement | None:
    """A line's judgement, or None when anything in it is not as the keeper writes it."""
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict) or set(data) != {"key", "candidates", "moves", "sha256"}:
        return None
    body = {k: data[k] for k in ("key", "candidates", "moves")}
    if data["sha256"] != _digest(body):
        return None
    key, candidates, moves = body["key"], body["candidates"], body["moves"]
    if not isinstance(key, str) or not isinstance(candidates, list) or not isinstance(moves, dict):
        return None
    if not all(isinstance(c, str) for c in candidates):
        return None
    kept: dict[str, Kept] = {}
    for move, got in moves.items():
        if got is None:
            kept[move] = None
            continue
        one = _move(got, players)
        if one is None:
            return None
        kept[move] = one
    return Judgement(key, tuple(candidates), kept)


def _move(got: Any, players: int) -> Kept:
    if not isinstance(got, list) or len(got) != 3:
        return None
    encoded, seats, figures = got
    if not isinstance(encoded, str) or not isinstance(seats, list) or not isinstance(figures, dict):
        return None
    try:
        values = base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError):
        return None
    if len(values) % 8 or not 2 <= len(values) // 8 <= MOST_SAMPLES:
        return None
    wins = array("d", values)
    if not all(0.0 <= v <= 1.0 for v in wins):  # a win chance, NaN refused too
        return None
    if len(seats) != players or not all(_number(x) for x in seats):
        return None
    if not all(isinstance(k, str) and _number(x) for k, x in figures.items()):
        return None
    return values, tuple(float(x) for x in seats), {k: float(x) for k, x in figures.items()}


def reused_line(reused: int, total: int, path: Path) -> str:
    """What the review says when it took decisions from the hints kept (``Review.reused``);
    its verb agrees with those taken ("1 of 41 decisions was", "1 decisione su 41 era")."""
    return n_(
        "{k} of {n} decisions was judged already by your hints during the game (kept in "
        "{path}): the same figures, sooner",
        "{k} of {n} decisions were judged already by your hints during the game (kept in "
        "{path}): the same figures, sooner",
        reused,
    ).format(k=reused, n=total, path=path)


__all__ = [
    "HintKeeper",
    "Read",
    "forget_hints",
    "hints_dir",
    "hints_file",
    "read_kept",
    "reused_line",
]
