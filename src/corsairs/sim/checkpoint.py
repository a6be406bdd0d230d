"""A run's checkpoint: what ``simulate --resume`` continues from.

A long run stopped by Ctrl-C, a killed process or a reboot should not lose the
games it finished. While a run plays, ``DIR/checkpoint.json`` holds its settings,
the game ranges finished per rule set and their merged tallies; it is rewritten
(whole, through a temporary file) at most every few seconds, so a ``kill -9``
loses only the batches running then and the last seconds. Game *i* depends only
on the seed and *i*, and tallies add up exactly, so a resumed run's report equals
an uninterrupted one's. A finished run keeps its checkpoint, so that a larger
``--games`` adds games to it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from corsairs.lang import _, os_reason
from corsairs.protocol import BadOption, CorruptState
from corsairs.sim.ranges import Ranges
from corsairs.sim.run import RunResult, RunSpec
from corsairs.sim.tally import Tally

FILE = "checkpoint.json"
FORMAT = "corsairs-sim-checkpoint"
VERSION = 1
EVERY_SECONDS = 2.0
"""How often a running simulation rewrites its checkpoint (a few kB of JSON)."""


@dataclass
class Checkpoint:
    """An unfinished run as saved in ``DIR/checkpoint.json``."""

    options: dict[str, Any]
    """The command's options that define the run (game, players, bots, seed, rules…)."""
    specs: list[RunSpec]
    games: int
    done: list[Ranges]
    tallies: list[Tally]
    seconds: float = 0.0
    failed: int = 0
    """Batches that had failed by the last save (``--resume`` plays their games again)."""
    software: str | None = None
    """The software that started the run (None: a checkpoint from before it was said)."""
    resumed_with: list[str] = dataclasses.field(default_factory=list)
    """Other software that resumed it: its games mix versions' bots."""
    cpu_seconds: float | None = None
    """CPU time of the sessions so far, known once a session ends (None: unknown, as
    after ``kill -9`` or on Ray)."""

    @property
    def games_done(self) -> int:
        return sum(b - a for ranges in self.done for a, b in ranges)

    @property
    def finished(self) -> bool:
        """Every game of every rule set played (a larger ``--games`` may still add some)."""
        return self.games_done >= self.games * len(self.specs)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "options": self.options,
            "specs": [_spec_dict(s) for s in self.specs],
            "games": self.games,
            "done": [[list(r) for r in ranges] for ranges in self.done],
            "tallies": [t.to_dict() for t in self.tallies],
            "seconds": round(self.seconds, 3),
            "failed_batches": self.failed,
            "software": self.software,
            "resumed_with": self.resumed_with,
            "cpu_seconds": None if self.cpu_seconds is None else round(self.cpu_seconds, 3),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Checkpoint:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise CorruptState("not a simulation checkpoint")
        if data.get("version") != VERSION:
            raise CorruptState(f"checkpoint version {data.get('version')!r}, not {VERSION}")
        try:
            specs = [_spec_from(s) for s in data["specs"]]
            done = [[(int(a), int(b)) for a, b in ranges] for ranges in data["done"]]
            tallies = [Tally.from_dict(t) for t in data["tallies"]]
            saved = cls(
                options=dict(data["options"]),
                specs=specs,
                games=int(data["games"]),
                done=done,
                tallies=tallies,
                seconds=float(data.get("seconds", 0.0)),
                failed=int(data.get("failed_batches", 0)),
                software=None if data.get("software") is None else str(data["software"]),
                resumed_with=[str(v) for v in data.get("resumed_with", [])],
                cpu_seconds=None if data.get("cpu_seconds") is None else float(data["cpu_seconds"]),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CorruptState(f"not a simulation checkpoint: {exc!r}") from None
        saved.check()
        return saved

    def check(self) -> None:
        """Refuse a checkpoint that contradicts itself: resumed, its games "done" without
        their counts would vanish from the report, unannounced; a range outside the run
        would count games twice."""
        if self.games < 1 or not 1 <= len(self.specs) <= 2:
            raise CorruptState(f"{len(self.specs)} rule sets of {self.games} games")
        if not len(self.done) == len(self.tallies) == len(self.specs):
            raise CorruptState(
                f"{len(self.specs)} rule sets, {len(self.done)} lists of games done "
                f"and {len(self.tallies)} tallies"
            )
        for i, (ranges, tally) in enumerate(zip(self.done, self.tallies, strict=True)):
            if any(not 0 <= a < b <= self.games for a, b in ranges):
                raise CorruptState(f"games done outside 0..{self.games}: {ranges}")
            played = sum(b - a for a, b in ranges)
            if tally.get("games") != played:
                raise CorruptState(
                    f"rule set {i + 1}: {played} games done but {tally.get('games')} tallied"
                )


def _spec_dict(spec: RunSpec) -> dict[str, Any]:
    d = dataclasses.asdict(spec)
    d["rules"] = [list(kv) for kv in spec.rules]
    return d


def _spec_from(data: dict[str, Any]) -> RunSpec:
    d = dict(data)
    d["agents"] = tuple(d["agents"])
    d["plugins"] = tuple(d["plugins"])
    d["rules"] = tuple((str(k), v) for k, v in d["rules"])
    return RunSpec(**d)


def load(out: Path) -> Checkpoint | None:
    """The checkpoint in ``out``, None when there is none; a damaged one is a
    :class:`BadOption` that says so (the run cannot be resumed from it)."""
    path = Path(out) / FILE
    check_place(out)
    if not path.is_file():
        return None
    said = _(
        "--out {out}: {path} cannot be read ({reason}); the run cannot be resumed: "
        "start it again with --force"
    )
    try:
        return Checkpoint.from_dict(json.loads(path.read_text()))
    except (OSError, ValueError, CorruptState) as exc:
        raise BadOption(said.format(out=out, path=path, reason=os_reason(exc))) from None


def check_place(out: Path) -> None:
    """Refuse a folder, or anything but a plain file, where the checkpoint goes: the run
    would play on unable to save it (one warning, and nothing to resume after a stop)."""
    path = Path(out) / FILE
    if path.exists() and not path.is_file():
        said = _(
            "--out {out}: {path} is not a plain file (the run's checkpoint goes there); "
            "move it away or choose another --out"
        )
        raise BadOption(said.format(out=out, path=path))


def save(out: Path, checkpoint: Checkpoint) -> None:
    """Write the checkpoint whole or not at all (a temporary file, then a rename)."""
    path = Path(out) / FILE
    tmp = path.with_name(f".{FILE}.{os.getpid()}.tmp")
    try:
        tmp.write_text(json.dumps(checkpoint.to_dict()) + "\n")
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()


class Journal:
    """Saves the run's checkpoint as batches are merged: at most every
    :data:`EVERY_SECONDS`, and whenever :meth:`flush` is called. A save that fails (a
    full disk) is reported once through ``warn`` and does not stop the run."""

    def __init__(
        self,
        out: Path,
        options: dict[str, Any],
        seconds_before: float = 0.0,
        warn: Any = None,
        software: str | None = None,
        resumed_with: list[str] | None = None,
    ) -> None:
        self.software = software
        self.resumed_with = list(resumed_with or [])
        self.out = Path(out)
        self.options = options
        self.seconds_before = seconds_before
        self.warn = warn
        self.t0 = time.monotonic()
        self.last = 0.0
        self.broken = False
        self.saved = False
        """Whether the checkpoint on disk holds the run's latest state."""

    def __call__(self, result: RunResult, done: list[Ranges], force: bool = False) -> None:
        now = time.monotonic()
        if not any(done) or (not force and now - self.last < EVERY_SECONDS):
            return  # no game finished yet: nothing worth resuming, nothing written
        self.last = now
        checkpoint = Checkpoint(
            options=self.options,
            specs=list(result.specs),
            games=result.games,
            done=done,
            tallies=result.tallies,
            seconds=self.seconds_before + now - self.t0,
            failed=len(result.failures),
            software=self.software,
            resumed_with=self.resumed_with,
            # the workers' time is known once they are joined: at the end, not between
            cpu_seconds=result.cpu_seconds if force else None,
        )
        try:
            save(self.out, checkpoint)
            self.saved = True
        except OSError as exc:
            self.saved = False
            if not self.broken and self.warn is not None:
                said = _(
                    "cannot save the checkpoint in {out} ({reason}): the run goes on, but a "
                    "stopped run cannot be resumed"
                )
                self.warn(said.format(out=self.out, reason=os_reason(exc)))
            self.broken = True
