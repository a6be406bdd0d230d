"""``corsairs arena``: the command line of the arena (registered by corsairs.cli)."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from corsairs.agents.guard import MOVE_LIMIT
from corsairs.cli_lang import WritingLangOption
from corsairs.lang import _, listed, n_, number, p_, percent
from corsairs.protocol import CorsairsError
from corsairs.registry import game_names

DEFAULT_AGENTS = "casual,beginner"
"""A match without --agents: the ladder's first step, which a newcomer meets first. It
takes seconds and is close enough (about 4 to 1) to need its interval; heuristic
against random was a walkover (100%) with a bot no lobby offers, and strong against
casual takes minutes (the heuristic thinks 20 times longer)."""


def command(
    game: Annotated[
        str, typer.Option(metavar="NAME", help=f"One of: {', '.join(game_names())}.")
    ] = "corsairs",
    players: Annotated[int, typer.Option(metavar="N", help="Seats at the table.")] = 2,
    agents: Annotated[
        str,
        typer.Option(
            "--agents",
            "--bots",
            metavar="SPECS",
            help="Bot specs or levels (beginner, casual, strong, expert), comma-separated "
            "(e.g. ismcts:iterations=500,heuristic or expert,strong); "
            "extra seats take copies of the last bot.",
        ),
    ] = DEFAULT_AGENTS,
    games: Annotated[
        int, typer.Option(metavar="N", help="Games to play (rounded up to whole rotations).")
    ] = 100,
    seed: Annotated[
        int, typer.Option(metavar="N", help="Match seed: the same seed, the same results.")
    ] = 1,
    workers: Annotated[
        int,
        typer.Option(
            metavar="N",
            help="Local processes (0 or 1 = in this process); results do not depend on it.",
        ),
    ] = 1,
    json_output: Annotated[
        bool, typer.Option("--json", metavar="", help="Print the report as JSON.")
    ] = False,
    rules: Annotated[
        list[str] | None,
        typer.Option(
            "--rules",
            metavar="KEY=VALUE",
            help="Rule option (repeatable); corsairs rules --game NAME lists them.",
        ),
    ] = None,
    move_limit: Annotated[
        float,
        typer.Option(
            metavar="SECONDS",
            help="Stop the match when a bot takes longer for one move (0: no limit).",
        ),
    ] = MOVE_LIMIT,
    records: Annotated[
        str | None,
        typer.Option(
            metavar="DIR",
            help="Write each game's record (JSON) in this folder: game-0001.json, ... in "
            "schedule order, for corsairs replay and review; a game a bot failed in, as far "
            "as it went.",
        ),
    ] = None,
    language: WritingLangOption = None,
) -> None:
    """Pit bots against each other with seats rotated over paired deals.

    Ctrl-C (or SIGTERM) stops the match at once and reports the deals finished by
    then, marked partial; the exit status is then 130 (143 for SIGTERM). A bot that
    raises, chooses no legal action or takes longer than --move-limit for a move stops
    the match the same way, named in an error line (exit status 2).
    """
    from rich.console import Console
    from rich.markup import escape
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from corsairs.arena.core import prepare, run_arena
    from corsairs.errors import print_error
    from corsairs.options import parse_option_pairs
    from corsairs.sim.stopping import exit_code, signal_name, sigterm_as_interrupt

    err = Console(stderr=True, highlight=False)
    try:
        rule_options = parse_option_pairs(rules or [])
        specs, _game, jobs = prepare(game, players, agents, games, seed, workers, rule_options)
        total = len(jobs)
        with (
            sigterm_as_interrupt(),
            Progress(
                "[progress.description]{task.description}",
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                TimeRemainingColumn(),
                console=err,
                transient=json_output,
            ) as bar,
        ):
            said = n_("{game}, {n} player", "{game}, {n} players", players)
            task = bar.add_task(escape(said.format(game=game, n=players)), total=total)

            def step(_: dict[str, Any]) -> None:
                bar.advance(task)

            report = run_arena(
                game,
                players,
                specs,
                games,
                seed,
                workers=workers,
                rules=rule_options,
                progress=step,
                move_limit=move_limit or None,
                records=records,
            )
    except (CorsairsError, ValueError) as exc:
        print_error(err, str(exc))
        raise typer.Exit(2) from None
    except KeyboardInterrupt as exc:  # before the first game (a long schedule, say)
        name = signal_name(exc)
        said = _("Stopped ({signal}) before any game was played.").format(signal=name)
        err.print(f"\n[yellow]{escape(said)}[/]")
        raise typer.Exit(exit_code(name)) from None
    if "bot_fault" in report:
        print_error(err, report["bot_fault"])
        said = n_(
            "The report covers the {n} complete deal finished before it, {games}.",
            "The report covers the {n} complete deals finished before it, {games}.",
            report["deals"],
        )
        games_of = n_("{games} of {n} game", "{games} of {n} games", report["games_requested"])
        played = games_of.format(
            games=number(report["games"], 0), n=number(report["games_requested"], 0)
        )
        said = said.format(n=number(report["deals"], 0), games=played)
        err.print(escape(said), soft_wrap=True)
        if report.get("bot_fault_record"):
            where = _("The game it stopped, as far as it went: corsairs replay {path}")
            err.print(escape(where.format(path=report["bot_fault_record"])), soft_wrap=True)
        if report["games"] and not json_output:
            _print_table(report)
        elif json_output:
            typer.echo(json.dumps(report, indent=2))
        raise typer.Exit(2)
    if report["partial"]:
        # A new line first: the terminal echoed ^C where the progress bar ended.
        said = _("Stopped ({signal}):").format(signal=report["interrupted_by"])
        err.print(f"\n[yellow]{escape(said)}[/] {escape(covered(report))}")
    if json_output:
        typer.echo(json.dumps(report, indent=2))
    else:
        _print_table(report)
    if report["partial"]:
        raise typer.Exit(exit_code(report["interrupted_by"]))


def covered(report: dict[str, Any]) -> str:
    """What a stopped match's partial report covers, and the finished games it leaves out."""
    deals = n_("the {n} complete deal", "the {n} complete deals", report["deals"])
    games = n_("{games} of {n} game", "{games} of {n} games", report["games_requested"])
    left = report["games_left_out"]
    out = n_(
        " ({n} finished game of incomplete deals left out, so that every bot sits in every "
        "seat equally often)",
        " ({n} finished games of incomplete deals left out, so that every bot sits in every "
        "seat equally often)",
        left,
    )
    return _("the report covers {deals}, {games}{left}.").format(
        deals=deals.format(n=number(report["deals"], 0)),
        games=games.format(
            games=number(report["games"], 0), n=number(report["games_requested"], 0)
        ),
        left=out.format(n=number(left, 0)) if left else "",
    )


def verdict(report: dict[str, Any]) -> str:
    """What the match shows at 95% confidence: which bots win more (or less) than their fair
    share, or that it is too short to tell; a high win rate over a few games is no proof."""
    above = [a["agent"] for a in report["agents"] if a["ci95"][0] > a["fair_share"]]
    below = [a["agent"] for a in report["agents"] if a["ci95"][1] < a["fair_share"]]
    if not above and not below:
        return _(
            "No bot's win rate differs from its fair share at 95% confidence: "
            "more games (--games) would tell."
        )
    if above and below:
        more = n_(
            "At 95% confidence {names} wins more than its fair share",
            "At 95% confidence {names} win more than their fair share",
            len(above),
        ).format(names=listed(above))
        less = n_("{names} wins less", "{names} win less", len(below))
        return _("{more}; {less}.").format(more=more, less=less.format(names=listed(below)))
    names = above or below
    if above:
        said = n_(
            "At 95% confidence {names} wins more than its fair share.",
            "At 95% confidence {names} win more than their fair share.",
            len(names),
        )
    else:
        said = n_(
            "At 95% confidence {names} wins less than its fair share.",
            "At 95% confidence {names} win less than their fair share.",
            len(names),
        )
    return said.format(names=listed(names))


def format_wins(wins: float) -> str:
    """Wins with shared (tied) games: 4, 4.5, 4.33 — never 4.33333 (4,5 in French)."""
    return number(wins, 2)


def _print_table(report: dict[str, Any]) -> None:
    """The match as a table; a fair-share column when the bots hold unequal numbers of seats
    (otherwise the fair share, 1 / bots, is in the caption)."""
    from rich.console import Console
    from rich.table import Table

    partial = (
        " — " + _("partial (a bot failed)")
        if report.get("bot_fault")
        else " — " + _("partial (stopped)")
        if report.get("partial")
        else ""
    )
    shares = {a["fair_share"] for a in report["agents"]}
    unequal = len(shares) > 1
    fair = (
        "" if unequal else _("fair share {share}; ").format(share=percent(next(iter(shares), 0), 1))
    )
    named = [
        f"{a['agent']} = {a['plays']}"
        for a in report["agents"]
        if a.get("plays", a["spec"]) != a["spec"]
    ]
    levels = _("; ") + _("levels: {levels}").format(levels=", ".join(named)) if named else ""
    title = n_(
        "{game}, {players} players: {games} games ({deals} deal x {players} seatings), seed {seed}",
        "{game}, {players} players: {games} games ({deals} deals x {players} seatings), "
        "seed {seed}",
        report["deals"],
    ).format(
        game=report["game"],
        players=report["players"],
        games=number(report["games"], 0),
        deals=number(report["deals"], 0),
        seed=report["seed"],
    )
    caption = fair + _(
        "a k-way tie counts 1/k win to each winner; rating: openskill μ − 3σ "
        "(skill estimate μ less three times its uncertainty σ), μ in brackets"
    )
    table = Table(title=escape_markup(title + partial), caption=escape_markup(caption + levels))
    ci = _("95% CI")
    rating = _("rating (μ)")
    cols = [p_("arena column", "agent"), _("seats"), _("wins"), _("win rate"), ci]
    cols += [_("fair share")] if unequal else []
    cols += [_("mean {score}").format(score=_(report["score_name"])), rating]
    for i, col in enumerate(cols):
        table.add_column(
            escape_markup(col),
            justify="left" if i == 0 else "right",
            no_wrap=i == 0 or col in (ci, rating),
        )
    for a in report["agents"]:
        low, high = a["ci95"]
        row = [
            a["agent"],
            number(a["seats"], 0),
            format_wins(a["wins"]),
            percent(a["win_rate"], 1),
            f"{percent(low)}–{percent(high)}",
        ]
        row += [percent(a["fair_share"], 1)] if unequal else []
        row += [
            number(a["avg_score"], 2),
            f"{number(a['rating']['ordinal'], 2)} ({number(a['rating']['mu'], 1)})",
        ]
        table.add_row(*(escape_markup(str(c)) for c in row))
    console = Console()
    console.print(table)
    console.print(verdict(report), markup=False)
    if report.get("rating_caveat"):
        caveat = _("Caveat: {caveat}").format(caveat=_(report["rating_caveat"]))
        console.print(caveat, markup=False, soft_wrap=True)


def escape_markup(text: str) -> str:
    """Text shown as written in a Rich table (a bot spec's "[...]" is no markup)."""
    from rich.markup import escape

    return escape(text)
