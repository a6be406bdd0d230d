"""``corsairs arena``: the command line of the arena (registered by corsairs.cli)."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from corsairs.protocol import CorsairsError


def command(
    game: Annotated[str, typer.Option(help="corsairs or piratatak")] = "corsairs",
    players: Annotated[int, typer.Option(help="seats at the table")] = 2,
    agents: Annotated[
        str,
        typer.Option(
            help="bot specs, comma-separated (e.g. ismcts:iterations=500,heuristic); "
            "extra seats take copies of the last bot"
        ),
    ] = "heuristic,random",
    games: Annotated[int, typer.Option(help="games to play (rounded up to whole rotations)")] = 100,
    seed: Annotated[int, typer.Option(help="match seed: the same seed, the same results")] = 1,
    workers: Annotated[int, typer.Option(help="local processes; results do not depend on it")] = 1,
    json_output: Annotated[bool, typer.Option("--json", help="print the report as JSON")] = False,
    rules: Annotated[
        list[str] | None, typer.Option("--rules", help="rule option key=value (repeatable)")
    ] = None,
) -> None:
    """Pit bots against each other with seats rotated over paired deals."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    from corsairs.arena.core import prepare, run_arena
    from corsairs.options import parse_option_pairs

    err = Console(stderr=True, highlight=False)
    try:
        rule_options = parse_option_pairs(rules or [])
        specs, _, jobs = prepare(game, players, agents, games, seed, workers, rule_options)
        total = len(jobs)
        with Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=err,
            transient=json_output,
        ) as bar:
            task = bar.add_task(f"{game} {players}p", total=total)

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
            )
    except (CorsairsError, ValueError) as exc:
        err.print(f"[bold red]error:[/] {exc}")
        raise typer.Exit(2) from None
    if json_output:
        typer.echo(json.dumps(report, indent=2))
        return
    _print_table(report)


def _print_table(report: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(
        title=f"{report['game']}, {report['players']} players: {report['games']} games "
        f"({report['deals']} deals x {report['players']} seatings), seed {report['seed']}"
    )
    for col in (
        "agent",
        "seats",
        "wins",
        "win rate",
        "95% CI",
        f"avg {report['score_name']}",
        "rating (mu-3σ)",
    ):
        table.add_column(col, justify="left" if col == "agent" else "right")
    for a in report["agents"]:
        low, high = a["ci95"]
        table.add_row(
            a["agent"],
            str(a["seats"]),
            f"{a['wins']:g}",
            f"{a['win_rate']:.1%}",
            f"{low:.1%} – {high:.1%}",
            f"{a['avg_score']:.2f}",
            f"{a['rating']['ordinal']:.2f} ({a['rating']['mu']:.2f})",
        )
    Console().print(table)
