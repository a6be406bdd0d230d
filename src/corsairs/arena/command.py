"""``corsairs arena``: the command line of the arena (registered by corsairs.cli)."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from corsairs.agents.guard import MOVE_LIMIT
from corsairs.cli_words import counted
from corsairs.protocol import CorsairsError

DEFAULT_AGENTS = "casual,beginner"
"""A match without --agents: the ladder's first step, which a newcomer meets first. It
takes seconds and is close enough (about 4 to 1) to need its interval; heuristic
against random was a walkover (100%) with a bot no lobby offers, and strong against
casual takes minutes (the heuristic thinks 20 times longer)."""


def command(
    game: Annotated[str, typer.Option(metavar="NAME", help="corsairs or piratatak")] = "corsairs",
    players: Annotated[int, typer.Option(metavar="N", help="seats at the table")] = 2,
    agents: Annotated[
        str,
        typer.Option(
            "--agents",
            "--bots",
            metavar="SPECS",
            help="bot specs or levels (beginner, casual, strong, expert), comma-separated "
            "(e.g. ismcts:iterations=500,heuristic or expert,strong); "
            "extra seats take copies of the last bot",
        ),
    ] = DEFAULT_AGENTS,
    games: Annotated[
        int, typer.Option(metavar="N", help="games to play (rounded up to whole rotations)")
    ] = 100,
    seed: Annotated[
        int, typer.Option(metavar="N", help="match seed: the same seed, the same results")
    ] = 1,
    workers: Annotated[
        int, typer.Option(metavar="N", help="local processes; results do not depend on it")
    ] = 1,
    json_output: Annotated[
        bool, typer.Option("--json", metavar="", help="print the report as JSON")
    ] = False,
    rules: Annotated[
        list[str] | None,
        typer.Option(
            "--rules",
            metavar="KEY=VALUE",
            help="rule option (repeatable); corsairs rules --game NAME lists them",
        ),
    ] = None,
    move_limit: Annotated[
        float,
        typer.Option(
            metavar="SECONDS",
            help="stop the match when a bot takes longer for one move (0: no limit)",
        ),
    ] = MOVE_LIMIT,
) -> None:
    """Pit bots against each other with seats rotated over paired deals.

    Ctrl-C (or SIGTERM) stops the match at once and reports the deals finished by
    then, marked partial; the exit status is then 130 (143 for SIGTERM). A bot that
    raises, chooses no legal action or takes longer than --move-limit for a move stops
    the match the same way, named in an error line (exit status 2).
    """
    from rich.console import Console
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
        specs, _, jobs = prepare(game, players, agents, games, seed, workers, rule_options)
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
            task = bar.add_task(f"{game} {players}p games", total=total)

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
            )
    except (CorsairsError, ValueError) as exc:
        print_error(err, str(exc))
        raise typer.Exit(2) from None
    except KeyboardInterrupt as exc:  # before the first game (a long schedule, say)
        name = signal_name(exc)
        err.print(f"\n[yellow]Stopped ({name})[/] before any game was played.")
        raise typer.Exit(exit_code(name)) from None
    if "bot_fault" in report:
        print_error(err, report["bot_fault"])
        err.print(
            f"The report covers the {counted(report['deals'], 'complete deal')} finished "
            f"before it, {report['games']:,} of {counted(report['games_requested'], 'game')}."
        )
        if report["games"] and not json_output:
            _print_table(report)
        elif json_output:
            typer.echo(json.dumps(report, indent=2))
        raise typer.Exit(2)
    if report["partial"]:
        # A new line first: the terminal echoed ^C where the progress bar ended.
        err.print(f"\n[yellow]Stopped ({report['interrupted_by']}):[/] {covered(report)}")
    if json_output:
        typer.echo(json.dumps(report, indent=2))
    else:
        _print_table(report)
    if report["partial"]:
        raise typer.Exit(exit_code(report["interrupted_by"]))


def covered(report: dict[str, Any]) -> str:
    """What a stopped match's partial report covers, and the finished games it leaves out."""
    deals = report["deals"]
    left = report["games_left_out"]
    return (
        f"the report covers the {counted(deals, 'complete deal')}, {report['games']:,} of "
        f"{counted(report['games_requested'], 'game')}"
        + (
            f" ({counted(left, 'finished game')} of incomplete deals left out, "
            "so that every bot sits in every seat equally often)"
            if left
            else ""
        )
        + "."
    )


def verdict(report: dict[str, Any]) -> str:
    """What the match shows at 95% confidence: which bots win more (or less) than their fair
    share, or that it is too short to tell; a high win rate over a few games is no proof."""
    above = [a["agent"] for a in report["agents"] if a["ci95"][0] > a["fair_share"]]
    below = [a["agent"] for a in report["agents"] if a["ci95"][1] < a["fair_share"]]
    if not above and not below:
        return (
            "No bot's win rate differs from its fair share at 95% confidence: "
            "more games (--games) would tell."
        )
    said = []
    if above:
        said.append(f"{' and '.join(above)} {'win' if len(above) > 1 else 'wins'} more than")
    if below:
        said.append(f"{' and '.join(below)} {'win' if len(below) > 1 else 'wins'} less than")
    if len(said) == 2:
        return f"At 95% confidence {said[0]} {_share(above)}; {said[1].removesuffix(' than')}."
    return f"At 95% confidence {said[0]} {_share(above or below)}."


def _share(names: list[str]) -> str:
    return "their fair share" if len(names) > 1 else "its fair share"


def format_wins(wins: float) -> str:
    """Wins with shared (tied) games: 4, 4.5, 4.33 — never 4.33333."""
    return f"{wins:.2f}".rstrip("0").rstrip(".")


def _print_table(report: dict[str, Any]) -> None:
    """The match as a table; a fair-share column when the bots hold unequal numbers of seats
    (otherwise the fair share, 1 / bots, is in the caption)."""
    from rich.console import Console
    from rich.table import Table

    partial = (
        " — partial (a bot failed)"
        if report.get("bot_fault")
        else " — partial (stopped)"
        if report.get("partial")
        else ""
    )
    shares = {a["fair_share"] for a in report["agents"]}
    unequal = len(shares) > 1
    fair = "" if unequal else f"fair share {next(iter(shares), 0):.1%}; "
    named = [
        f"{a['agent']} = {a['plays']}"
        for a in report["agents"]
        if a.get("plays", a["spec"]) != a["spec"]
    ]
    levels = f"; levels: {', '.join(named)}" if named else ""
    table = Table(
        title=f"{report['game']}, {report['players']} players: {report['games']} games "
        f"({report['deals']} deal{'' if report['deals'] == 1 else 's'} x "
        f"{report['players']} seatings), seed {report['seed']}"
        f"{partial}",
        caption=f"{fair}a k-way tie counts 1/k win to each winner; rating: openskill μ − 3σ "
        "(skill estimate μ less three times its uncertainty σ), μ in brackets" + levels,
    )
    cols = ["agent", "seats", "wins", "win rate", "95% CI"]
    cols += ["fair share"] if unequal else []
    cols += [f"avg {report['score_name']}", "rating (μ)"]
    for col in cols:
        table.add_column(
            col,
            justify="left" if col == "agent" else "right",
            no_wrap=col in ("agent", "95% CI", "rating (μ)"),
        )
    for a in report["agents"]:
        low, high = a["ci95"]
        row = [
            a["agent"],
            str(a["seats"]),
            format_wins(a["wins"]),
            f"{a['win_rate']:.1%}",
            f"{low:.0%}–{high:.0%}",
        ]
        row += [f"{a['fair_share']:.1%}"] if unequal else []
        row += [
            f"{a['avg_score']:.2f}",
            f"{a['rating']['ordinal']:.2f} ({a['rating']['mu']:.1f})",
        ]
        table.add_row(*row)
    console = Console()
    console.print(table)
    console.print(verdict(report), markup=False)
    if report.get("rating_caveat"):
        console.print(f"Caveat: {report['rating_caveat']}", markup=False, soft_wrap=True)
