"""``corsairs simulate``: play many games with bots and write a balance report.

The lead's cli registers :func:`command` with ``app.command("simulate")``.
Heavy imports (matplotlib, ray) happen only once a run starts.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Any

import typer

from corsairs.protocol import CorsairsError


def command(
    game: Annotated[str, typer.Option(help="Game to simulate: corsairs or piratatak.")] = (
        "corsairs"
    ),
    players: Annotated[int | None, typer.Option(help="Number of players.")] = None,
    agents: Annotated[
        list[str] | None,
        typer.Option(
            "--agents",
            "--agent",
            help="Bot spec, e.g. heuristic or ismcts:iterations=200. Once for every seat, "
            "or once per seat in seat order.",
        ),
    ] = None,
    games: Annotated[int, typer.Option(min=1, help="Games per rule set.")] = 1000,
    seed: Annotated[int, typer.Option(help="Run seed: game i is seeded from (seed, i).")] = 1,
    rules: Annotated[
        list[str] | None, typer.Option("--rules", "--rule", help="Rule option key=value.")
    ] = None,
    compare: Annotated[
        list[str] | None,
        typer.Option(help="Also play a variant with these key=value changes and compare."),
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option(
            min=0,
            help="Local worker processes (default: all cores; 0 = in this "
            "process). With --ray: CPUs of the local Ray instance.",
        ),
    ] = None,
    ray: Annotated[
        bool,
        typer.Option(
            "--ray",
            help="Run on Ray: alone, start a local instance; followed by an ADDRESS "
            "(auto, ray://head:10001), join that cluster.",
        ),
    ] = False,
    address: Annotated[
        str | None,
        typer.Argument(
            metavar="[ADDRESS]",
            show_default=False,
            help="The Ray cluster to join (only after --ray).",
        ),
    ] = None,
    batch_size: Annotated[
        int | None, typer.Option(min=1, help="Games per task (default: automatic).")
    ] = None,
    rotate: Annotated[
        bool, typer.Option(help="Rotate the bots round the seats from game to game.")
    ] = False,
    plugin: Annotated[
        list[str] | None,
        typer.Option(help="Module to import in every worker (registers extra games or bots)."),
    ] = None,
    level: Annotated[
        float, typer.Option(min=0.5, max=0.999, help="Confidence level of the intervals.")
    ] = 0.95,
    retries: Annotated[
        int, typer.Option(min=0, help="Times a batch is retried when its worker dies.")
    ] = 2,
    out: Annotated[Path, typer.Option(help="Directory for the report.")] = Path("report"),
    quiet: Annotated[bool, typer.Option(help="No progress bar.")] = False,
) -> None:
    """Simulate games between bots and write an HTML/PNG/JSON/CSV balance report."""
    from rich.console import Console

    from corsairs.options import parse_option_pairs
    from corsairs.registry import load_game
    from corsairs.sim.run import make_spec, simulate

    console = Console(stderr=True)
    if address is not None and not ray:
        console.print(
            f"[red]error:[/red] unexpected argument {address!r} (a cluster address follows --ray)"
        )
        raise typer.Exit(2)
    target = (address or "local") if ray else None
    try:
        base_rules = parse_option_pairs(rules or [])
        spec = make_spec(
            game,
            players,
            agents or ["random"],
            seed,
            base_rules,
            rotate=rotate,
            plugins=plugin or [],
        )
        specs = [spec]
        if compare:
            changes = parse_option_pairs(compare)
            variant = spec.with_rules(changes)
            make_spec(
                game, spec.players, spec.agents, seed, variant.rules_dict(), plugins=plugin or []
            )
            full = [
                load_game(game, players=s.players, **s.rules_dict()).rules_dict()
                for s in (spec, variant)
            ]
            if full[0] == full[1]:
                raise CorsairsError("--compare changes nothing: give a different value")
            specs.append(variant)
    except CorsairsError as exc:
        console.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from None

    n_workers = workers if workers is not None else (os.cpu_count() or 1)
    with _progress_bar(console, quiet) as progress:
        result = simulate(
            specs,
            games,
            workers=n_workers,
            batch_size=batch_size,
            ray=target,
            retries=retries,
            progress=progress,
        )

    from corsairs.sim.report import write_report

    summary = write_report(result, out, level)
    console.print(
        f"{result.games_played:,} games in {result.seconds:.1f} s "
        f"({summary['games_per_second']} games/s) → {out / 'index.html'}"
    )
    _print_headline(console, summary)
    if result.failures:
        console.print(
            f"[red]{len(result.failures)} batch(es) failed[/red]: {result.failures[0].error}"
        )
        raise typer.Exit(1)


class _progress_bar:
    """A rich progress bar as a ``progress(done, total)`` callback (a no-op when quiet)."""

    def __init__(self, console: Any, quiet: bool) -> None:
        self.console = console
        self.quiet = quiet
        self.bar: Any = None

    def __enter__(self) -> _progress_bar:
        if not self.quiet:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self.bar = Progress(
                TextColumn("games"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[rate]}"),
                TimeElapsedColumn(),
                TextColumn("left"),
                TimeRemainingColumn(),
                console=self.console,
            )
            self.bar.start()
            self.bar.add_task("games", total=None, rate="")
        return self

    def __call__(self, done: int, total: int) -> None:
        if self.bar is None:
            return
        task = self.bar.tasks[0]
        elapsed = task.elapsed or 0.0
        rate = f"{done / elapsed:,.0f} games/s" if elapsed > 0 else ""
        self.bar.update(task.id, completed=done, total=total, rate=rate)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()


def _print_headline(console: Any, summary: dict[str, Any]) -> None:
    """Win rate by seat in the terminal, so a quick run needs no browser."""
    for fig in summary["sections"][0]["figures"]:
        if fig["key"] != "win_by_seat":
            continue
        for row in fig["rows"]:
            cells = []
            for est in row["estimates"]:
                if est["value"] is None:
                    cells.append("–")
                else:
                    cells.append(f"{est['value']:.3f} [{est['low']:.3f}, {est['high']:.3f}]")
            console.print(f"  win rate {row['label']}: " + "  vs  ".join(cells))
