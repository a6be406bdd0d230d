"""``corsairs verify RECORD``: check that a server game's deals were the ones committed to.

The server published ``commitment`` (a SHA-256 of a secret seed and salt) to every
seat before the first card was seen, and wrote the seed and salt into the record at
the end. The record is fair if the hash of its seed and salt is that commitment and
its moves replay from the seed's deals to the stated result: the deals (every
shuffle derives from the seed) were fixed before anybody played.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import typer

from corsairs import record as records
from corsairs.cli_lang import WritingLangOption
from corsairs.lang import _, n_
from corsairs.protocol import CorsairsError
from corsairs.server.fairness import SCHEME, commitment


class NotVerified(CorsairsError):
    """The record's deals do not match its commitment (or it has none to check)."""


@dataclass
class Verified:
    commitment: str
    seed: int
    moves: int
    seed_chosen_by_creator: bool


HEX64 = re.compile(r"[0-9a-fA-F]{64}")
"""A commitment as the server writes it: SHA-256, 64 hex digits (either case is read)."""


def verify_record(rec: records.Record) -> Verified:
    """Check a loaded record against its commitment; NotVerified says what is wrong."""
    data = rec.data
    promised = data.get("commitment")
    salt = data.get("salt")
    if promised is None or promised == "":
        raise NotVerified(
            _(
                "this record carries no deal commitment (a table stored before deals were "
                "committed, or not a server game): there is nothing to verify its deals against"
            )
        )
    if not isinstance(promised, str) or not HEX64.fullmatch(promised):
        said = _("the record's commitment is not a SHA-256 in hex: {value}")
        raise NotVerified(said.format(value=repr(promised)))
    if salt is None or salt == "":
        raise NotVerified(_("this record has a commitment but no salt: it was cut before the end"))
    if not isinstance(salt, str):
        raise NotVerified(_("the record's salt is not text: {value}").format(value=repr(salt)))
    got = commitment(rec.seed, salt)
    if got != promised.lower():
        said = _(
            "the seed and salt do not match the commitment: {scheme} is {got}, "
            "the record promised {promised}"
        )
        raise NotVerified(said.format(scheme=SCHEME, got=got, promised=promised))
    try:
        records.replay(rec)
    except CorsairsError as exc:
        said = _("the moves do not replay from the committed deal: {problem}")
        raise NotVerified(said.format(problem=exc)) from None
    return Verified(promised, rec.seed, len(rec.actions), bool(data.get("seed_chosen_by_creator")))


def command(
    file: Annotated[
        Path, typer.Argument(metavar="FILE", help="A game record from the server (JSON).")
    ],
    language: WritingLangOption = None,
) -> None:
    """Check that a server game's deals match the commitment shown when it started."""
    from corsairs.cli import console, fail

    try:
        rec = records.load(file)  # its errors name the file
    except CorsairsError as exc:
        raise fail(str(exc)) from None
    try:
        result = verify_record(rec)
    except CorsairsError as exc:  # NotVerified
        raise fail(records.at(file, exc)) from None
    said = n_(
        "[bold green]fair deal:[/] commitment {commitment} matches seed {seed} and its "
        "salt, and the {n} move replays from that deal",
        "[bold green]fair deal:[/] commitment {commitment} matches seed {seed} and its "
        "salt, and the {n} moves replay from that deal",
        result.moves,
    )
    console.print(said.format(commitment=result.commitment, seed=result.seed, n=result.moves))
    if result.seed_chosen_by_creator:
        console.print(
            _(
                "[yellow]practice table:[/] the seed was chosen by the table's creator, "
                "who could know every card"
            )
        )
