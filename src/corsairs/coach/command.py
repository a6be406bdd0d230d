"""``corsairs review``: judge every decision of one seat in a finished game's record.

Registered by ``corsairs.cli`` (needs the ``sim`` extra for the graph: matplotlib).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from corsairs.coach.kept import read_kept, reused_line
from corsairs.coach.review import REVIEW_SAMPLES, NotFinished, ReviewRefused, review
from corsairs.errors import print_error, seat_problem
from corsairs.lang import (
    LANGUAGES,
    _,
    capitalised,
    check_language,
    language_from_environment,
    n_,
    os_reason,
    percent,
    speaking,
    spoken,
)
from corsairs.record import RecordError, load
from corsairs.termview import COLON_LABEL, Hanging, Screen

err = Screen(stderr=True, highlight=False, soft_wrap=True)


def _fail(message: str) -> typer.Exit:
    print_error(err, message)
    return typer.Exit(2)


REVIEW_FILES = ("index.html", "review.json")


def writable_dir(out: Path, force: bool = False) -> str | None:
    """Why ``out`` cannot take the review's files, or None: checked before any work.

    Without ``force`` an earlier review there is kept (it was replaced in silence;
    ``play --record`` refuses an existing file too)."""
    if out.exists() and not out.is_dir():
        return _("--out {out} is a file, not a folder").format(out=out)
    for name in REVIEW_FILES:  # a folder where a file of the review goes
        if (out / name).exists() and not (out / name).is_file():
            said = _("--out {out}: {path} is a folder, where a file of the review goes")
            return said.format(out=out, path=out / name)
    earlier = [out / name for name in REVIEW_FILES if (out / name).exists()]
    if earlier and not force:
        return _(
            "--out {out} already holds a review ({file}): a review is not written over "
            "another; name another folder, or add --force to write over it"
        ).format(out=out, file=earlier[0])
    return _probe(out)


def _probe(out: Path) -> str | None:
    """Why the review's folder ``out`` cannot be made and written, found by making it and
    a file in it, then removing what was made: asking ``os.access`` of the nearest
    folder said yes to root under /proc, and the review failed after minutes of work."""
    made: list[Path] = []
    folder = out
    while not folder.exists() and folder != folder.parent:
        made.append(folder)
        folder = folder.parent
    if folder.exists() and not folder.is_dir():
        return _("--out {out}: {path} is a file, not a folder").format(out=out, path=folder)
    try:
        out.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".corsairs-review-", dir=out)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return _("--out {out}: cannot write in it ({why})").format(out=out, why=os_reason(exc))
    finally:
        for d in made:  # innermost first; the review makes them again when it writes
            with contextlib.suppress(OSError):
                d.rmdir()
    return None


def command(
    record: Annotated[
        Path, typer.Argument(metavar="FILE", help="A finished game's record (JSON).")
    ],
    seat: Annotated[int, typer.Option(metavar="N", help="The seat to review, counted from 0.")] = 0,
    budget: Annotated[
        int | None,
        typer.Option(
            metavar="N",
            min=8,
            max=20000,
            help="Sampled deals per judged move: more is steadier and slower (default: a "
            f"hint's, {REVIEW_SAMPLES}, so that each decision is judged as its hint judged it; "
            "a 2-player Corsairs game in about two minutes).",
        ),
    ] = None,
    out: Annotated[
        Path | None, typer.Option(metavar="FOLDER", help="Folder for index.html and review.json.")
    ] = None,
    as_json: Annotated[
        bool,
        typer.Option("--json", metavar="", help="Print the review as JSON on standard output."),
    ] = False,
    seed: Annotated[int, typer.Option(metavar="N", help="Seed of the coach's samples.")] = 0,
    jobs: Annotated[
        int | None,
        typer.Option(
            metavar="N",
            min=1,
            max=64,
            help="Processes that judge decisions at once (default: 2, 1 on a one-core "
            "machine): the same review, sooner on a machine with idle cores.",
        ),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", metavar="", help="Write over a review already in --out.")
    ] = False,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            metavar="LANG",
            help=f"The review's language: {', '.join(LANGUAGES)} "
            "(default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG; English otherwise).",
        ),
    ] = None,
) -> None:
    """Grade every decision of one seat: win chance of the move played against the best found."""
    try:
        spoken = check_language(lang) if lang is not None else language_from_environment()
    except ValueError as exc:
        raise _fail(str(exc)) from None
    with speaking(spoken):
        _review(record, seat, budget, out, as_json, seed, force, jobs)


def _review(
    record: Path,
    seat: int,
    budget: int | None,
    out: Path | None,
    as_json: bool,
    seed: int,
    force: bool,
    jobs: int | None = None,
) -> None:
    """The command's work, in the language it speaks."""
    if jobs is None:
        jobs = min(2, os.cpu_count() or 1)
    if out is not None and (why := writable_dir(out, force)):
        raise _fail(why)
    try:
        rec = load(record)
        if why := seat_problem(seat, rec.game.players):
            raise _fail(why)
        quiet = not sys.stderr.isatty()
        # what the terminal's hints worked out during the game (coach/kept.py), taken again
        kept = read_kept(rec.game, rec.seed)
        if kept.said:
            err.print(escape(kept.said))
        with _Progress(quiet) as bar:
            done = review(
                rec,
                seat,
                samples=budget,
                seed=seed,
                progress=bar,
                workers=jobs,
                kept=kept.judgements,
            )
        result = done.to_dict()
        if done.reused:
            err.print(escape(reused_line(done.reused, len(done.decisions), kept.path)))
    except NotFinished as exc:  # a save (its bots named, a person's seat): finish it first
        left = rec.bots is not None and None in rec.bots
        from corsairs.cli import resume_command  # the language and plugins, as play says it

        then = (
            _("; finish it first: {command}").format(command=resume_command(record)) if left else ""
        )
        raise _fail(str(exc) + then) from None
    except (RecordError, ReviewRefused) as exc:
        raise _fail(str(exc)) from None
    except KeyboardInterrupt:  # Ctrl-C while the coach judges: it ended with not a word
        err.print(_("review stopped (Ctrl-C): nothing was written"))
        raise typer.Exit(130) from None
    if out is not None:
        _write(out, result)
    if not as_json or out is not None:
        _summary(result)
    if out is None and not as_json:
        err.print(_("Every decision, with the win-chance graph: add --out FOLDER (or --json)."))
    if as_json:
        sys.stdout.write(json.dumps(result, indent=1) + "\n")


DEFAULT_NAME = re.compile(r"Player ([0-9]+)")
"""The name a server gives a person's seat left unnamed, kept in English by its records."""


def _seat_name(name: str) -> str:
    """A record's seat name as the table said it in the player's language: the person's
    own seat of ``corsairs play`` ("You") and a server's unnamed seat ("Player 1"), which
    the German page said in English."""
    from corsairs.termview import shown

    unnamed = DEFAULT_NAME.fullmatch(name)
    return _("Player {n}").format(n=unnamed.group(1)) if unnamed else shown(name)


def _said(result: dict[str, Any]) -> dict[str, Any]:
    """The review with its seats named as the table named them (``review.json`` keeps
    the record's names)."""
    return {**result, "seats": [_seat_name(n) for n in result["seats"]]}


def _write(out: Path, result: dict[str, Any]) -> None:
    from corsairs.coach.html import review_html
    from corsairs.termview import is_you

    page = review_html(_said(result), own=is_you(result["seats"][result["seat"]]))
    data = json.dumps(result, indent=1) + "\n"
    try:
        out.mkdir(parents=True, exist_ok=True)
        (out / "review.json").write_text(data, encoding="utf-8")
        (out / "index.html").write_text(page, encoding="utf-8")
    except OSError as exc:
        rescue = Path(tempfile.mkdtemp(prefix="corsairs-review-"))
        (rescue / "review.json").write_text(data, encoding="utf-8")
        (rescue / "index.html").write_text(page, encoding="utf-8")
        raise _fail(
            _("could not write to {out} ({why}); saved in {folder}").format(
                out=out, why=os_reason(exc), folder=rescue
            )
        ) from None
    err.print(escape(_("review written to {file}").format(file=out / "index.html")))


def _summary(result: dict[str, Any]) -> None:
    """Counts by grade, the three graded moves that gave away the most win chance and the
    best moves found where every other was a mistake, each with its reason."""
    from corsairs.coach.html import grade_word, hooks_of
    from corsairs.coach.words import (
        best_said,
        better_named,
        move_words,
        reason_text,
        seen_told,
        stand_in_line,
        tally_line,
    )

    ds: list[dict[str, Any]] = result["decisions"]
    names: list[str] = _said(result)["seats"]
    hooks = hooks_of(result)
    said = move_words(result)  # a buy names its seller, as in play
    err.print(tally_line(result))
    if bot := stand_in_line(result):
        _line(bot)
    # the moves the grading blames, as the browser's review lists them (review.js costliest):
    # a drop it does not grade, listed after "no single move lost this game", contradicted it
    graded = [d for d in ds if d["grade"] and not d.get("ungraded")]
    worst = sorted(graded, key=lambda d: (-d["drop"], d["move"]))[:3]
    lost = result["seat"] not in result.get("winners", [result["seat"]])
    if lost and not worst:
        # where a lost game was lost with no move graded worse than good, as the browser's
        # review says it (review.js noCostText), but for its graph
        _line(
            _(
                "No single move lost this game: none of your decisions was graded an "
                "inaccuracy or worse. Your win chance fell with the cards and the other "
                "players' moves."
            )
        )
    if worst:
        err.print(_("Most win chance given away:"))
    for d in worst:
        line = "  " + _("move {n}: played {move} ({p})").format(
            n=d["move"], move=said(d["played"]), p=percent(d["win"], 1)
        )
        if better_named(d):
            line += f", {best_said(d, said)} ({percent(d['best_win'], 1)})"
        _line(f"{line} — {grade_word(d['grade'])}")
        _then(seen_told(d, names, hooks))
        _why(d, names, lambda why, names: reason_text(why, names, said))
    found = [d for d in ds if (d.get("why") or {}).get("kind") == "good"][:3]
    if found:
        err.print(_("Good moves (every other would have been a mistake):"))
    for d in found:
        said_good = _("move {n}: {move} ({p})").format(
            n=d["move"], move=said(d["played"]), p=percent(d["win"], 1)
        )
        _line("  " + said_good)
        _then(seen_told(d, names, hooks))
        _why(d, names, lambda why, names: reason_text(why, names, said))


def _line(text: str) -> None:
    """A line of the summary, taken literally: on a terminal it goes on two columns under
    its own start ("    why: …", under "why"), where the terminal broke it at its edge,
    mid-word ("Carla (Sta" / "rker Bot)"); to a file or a program, whole."""
    if err.is_terminal:
        err.print(Hanging(text, COLON_LABEL, deeper=2), soft_wrap=False)
    else:
        err.print(escape(text), soft_wrap=True)


def _then(told: str) -> None:
    """What the move showed the seat ("then: drew O7"): a draw's card, which it saw. German
    starts a whole sentence after a colon with a capital ("dann: Du ziehst B1")."""
    if told and spoken() == "de":
        told = capitalised(told)
    if told:
        _line("    " + _("then: {told}").format(told=told))


def _why(d: dict[str, Any], names: list[str], words: Any) -> None:
    if d.get("why"):
        why = _("why: {reason}").format(reason=words(d["why"], names))
        _line("    " + why)


PACE_FROM = 3
"""Decisions judged since the first one seen judged before the time left is said; the
review page's rule (``PACE_FROM`` in web/review.js), so both surfaces promise alike."""
PACE_SECONDS = 5.0
"""Seconds of judging the pace must span before it is trusted (the page's 5000 ms)."""


def pace_seen(points: Sequence[tuple[int, float]]) -> tuple[int, float] | None:
    """The pace seen, from ``points``: ``(decisions judged, seconds)`` at each moment the count
    moved (never the review's start, which includes the judges' own start). Over the later
    half of them, so that the first decisions, which cost more while the judges warm up,
    drop out as more are seen; over all of them when that half is too short to mean
    anything. ``(judged, seconds)``, or None until ``PACE_FROM`` decisions have been judged
    since the first seen (``paceSeen`` in web/review.js)."""
    if len(points) < 2:
        return None
    (first_done, first_at), (last_done, last_at) = points[0], points[-1]
    if last_done - first_done < PACE_FROM:
        return None
    from_done, from_at = points[(len(points) - 1) // 2]
    if last_done - from_done >= 2 and last_at - from_at >= PACE_SECONDS:
        return last_done - from_done, last_at - from_at
    return last_done - first_done, last_at - first_at


def seconds_left(points: Sequence[tuple[int, float]], left: int) -> tuple[float, int] | None:
    """The seconds ``left`` decisions take at the pace seen in ``points`` (:func:`pace_seen`),
    with the count of decisions that pace is from; None until that pace means something: no
    promise at the start, which the judges' start and warm-up would make wrong."""
    pace = pace_seen(points)
    if pace is None or left <= 0:
        return None
    judged, seconds = pace
    if judged < 2 or seconds < PACE_SECONDS:
        return None
    return seconds / judged * left, judged


STEADY_BAND = 0.2
"""The least share of the time left by which a new estimate's end must leave the one shown
before the figure moves (``STEADY_BAND`` in web/review.js)."""


def steady_end(shown: float | None, now: float, left: tuple[float, int] | None) -> float | None:
    """When the review is said to end, from the end ``shown`` so far and the new estimate
    ``left`` (:func:`seconds_left`) at ``now``: the shown end kept while the new one lies
    within the estimate's own spread of it (a pace from ``judged`` decisions is good to about
    1/sqrt(judged) of itself, never better than ``STEADY_BAND``), so that the figure counts
    down with the clock instead of swinging with each decision's cost ("about 11 minutes",
    "about 5", "about 9" over the first ten); a shown end already past is never kept."""
    if left is None:
        return None
    secs, judged = left
    end = now + secs
    if shown is None or shown <= now:
        return end
    band = max(STEADY_BAND, judged**-0.5) * secs
    return shown if abs(end - shown) <= band else end


def left_words(secs: float) -> str:
    """``secs`` in words, rounded to what an estimate can say: under a minute, whole minutes
    up to ten, then in fives ("about 15 minutes left": "about 13" claimed a precision no pace
    of a few decisions has); as the page's ``leftWords``."""
    if secs < 60:
        return _("less than a minute left")
    n = max(1, round(secs / 60)) if secs < 570 else 5 * round(secs / 300)
    return n_("about {n} minute left", "about {n} minutes left", n).format(n=n)


def time_left(points: Sequence[tuple[int, float]], left: int) -> str:
    """The time ``left`` decisions take at the pace seen in ``points`` (:func:`seconds_left`),
    in words ("about 3 minutes left", "less than a minute left"); "" until that pace means
    something."""
    said = seconds_left(points, left)
    return "" if said is None else left_words(said[0])


class _Progress:
    """A Rich progress bar over the decisions, as a ``progress(done, total)`` callback, with
    the time left in words once the pace seen can say it (:func:`time_left`): Rich's own
    estimate ran from the first decision, the judges' start in it, as digits."""

    def __init__(self, quiet: bool, clock: Callable[[], float] = time.monotonic) -> None:
        self.quiet = quiet
        self.bar: object | None = None
        self.clock = clock
        self.points: list[tuple[int, float]] = []
        """``(done, when)`` each time the count of decisions judged moved past 0."""
        self.end: float | None = None
        """When the time left said last puts the review's end (:func:`steady_end`)."""

    def left(self, total: int) -> str:
        """The time left in words, steady (:func:`steady_end`), or "" while it cannot be said
        honestly."""
        done = self.points[-1][0] if self.points else 0
        now = self.clock()
        self.end = steady_end(self.end, now, seconds_left(self.points, total - done))
        return "" if self.end is None else left_words(self.end - now)

    def __enter__(self) -> _Progress:
        if not self.quiet:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

            bar = Progress(
                TextColumn(_("decisions judged")),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[left]}", markup=False),
                console=err,
            )
            bar.start()
            bar.add_task("review", total=None, left="")
            self.bar = bar
        return self

    def __call__(self, done: int, total: int) -> None:
        if done and (not self.points or self.points[-1][0] != done):
            self.points.append((done, self.clock()))
        bar = self.bar
        if bar is not None:
            task = bar.tasks[0].id  # type: ignore[attr-defined]
            bar.update(task, completed=done, total=total, left=self.left(total))  # type: ignore[attr-defined]

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()  # type: ignore[attr-defined]
