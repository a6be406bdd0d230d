"""``corsairs simulate``: play many games with bots and write a balance report.

The lead's cli registers :func:`command` with ``app.command("simulate")``.
Heavy imports (matplotlib, ray) happen only once a run starts.
"""

from __future__ import annotations

import contextlib
import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

from corsairs.agents.guard import MOVE_LIMIT
from corsairs.cli_lang import WritingLangOption
from corsairs.errors import print_error
from corsairs.lang import _, n_, number, os_reason
from corsairs.protocol import BadOption, CorsairsError
from corsairs.sim.drawing import usable_cores, usable_cpus


def _out_dir(text: str) -> Path:
    """``--out``'s folder; an empty one (``--out "$DIR"`` with DIR unset) is refused, not
    taken for the current folder, where the report would land among other files."""
    if not str(text).strip():
        raise typer.BadParameter(_("is empty: name the folder for the report"))
    return Path(text)


def command(
    ctx: typer.Context,
    game: Annotated[
        str, typer.Option(metavar="NAME", help="Game to simulate: corsairs or piratatak.")
    ] = ("corsairs"),
    players: Annotated[
        int | None,
        typer.Option(metavar="N", help="Number of players.", show_default="the game's minimum"),
    ] = None,
    agents: Annotated[
        list[str] | None,
        typer.Option(
            "--agents",
            "--agent",
            "--bots",
            metavar="SPEC",
            help="Bot spec, e.g. heuristic or ismcts:iterations=200: one for every seat, "
            "or one per seat in seat order (extra seats copy the last), comma-separated "
            "or the option repeated (default: policy, the fast bot that plays as well "
            "as heuristic).",
        ),
    ] = None,
    games: Annotated[int, typer.Option(metavar="N", min=1, help="Games per rule set.")] = 1000,
    seed: Annotated[
        int, typer.Option(metavar="N", help="Run seed: game i is seeded from (seed, i).")
    ] = 1,
    rules: Annotated[
        list[str] | None,
        typer.Option(
            "--rules",
            "--rule",
            metavar="KEY=VALUE",
            help="Rule option (repeatable); corsairs rules --game NAME lists them with their "
            "values and meaning.",
        ),
    ] = None,
    compare: Annotated[
        list[str] | None,
        typer.Option(
            metavar="KEY=VALUE",
            help="Also play a variant with this rule change and compare it with the base; "
            "repeated, one variant with all the changes.",
        ),
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option(
            metavar="N",
            min=0,
            help="Local worker processes (default: the CPUs this process may use, its "
            "cores within any container's CPU quota; 0 = in this process). With --ray: CPUs "
            "of the local Ray instance.",
        ),
    ] = None,
    ray: Annotated[
        bool,
        typer.Option(
            "--ray",
            metavar="",
            help="Run on Ray: alone, start a local instance; followed by an ADDRESS "
            "(auto, ray://head:10001), join that cluster.",
        ),
    ] = False,
    address: Annotated[
        str | None,
        typer.Argument(
            metavar="ADDRESS",
            show_default=False,
            help="The Ray cluster to join (only after --ray).",
        ),
    ] = None,
    batch_size: Annotated[
        int | None, typer.Option(metavar="N", min=1, help="Games per task (default: automatic).")
    ] = None,
    rotate: Annotated[
        bool,
        typer.Option(
            "--rotate", metavar="", help="Rotate the bots round the seats from game to game."
        ),
    ] = False,
    plugin: Annotated[
        list[str] | None,
        typer.Option(
            metavar="MODULE",
            help="Module to import in every worker (registers extra games or bots).",
        ),
    ] = None,
    level: Annotated[
        float,
        typer.Option(metavar="P", min=0.5, max=0.999, help="Confidence level of the intervals."),
    ] = 0.95,
    retries: Annotated[
        int, typer.Option(metavar="N", min=0, help="Times a batch is retried when its worker dies.")
    ] = 2,
    move_limit: Annotated[
        float,
        typer.Option(
            min=0,
            metavar="SECONDS",
            help="A bot taking longer for one move fails its batch (0: no limit).",
        ),
    ] = MOVE_LIMIT,
    out: Annotated[
        Path,
        typer.Option(
            metavar="DIR",
            parser=_out_dir,
            help="Directory for the report (checked before any game).",
        ),
    ] = Path("report"),
    force: Annotated[
        bool, typer.Option("--force", metavar="", help="Write over a report already in --out.")
    ] = False,
    quiet: Annotated[bool, typer.Option("--quiet", metavar="", help="No progress bar.")] = False,
    resume: Annotated[
        bool,
        typer.Option(
            "--resume",
            metavar="",
            help="Continue the run in --out (stopped, killed or with failed batches; or "
            "finished, with a larger --games): its settings are read from there; only its "
            "missing games are played.",
        ),
    ] = False,
    rerender: Annotated[
        bool,
        typer.Option(
            "--rerender",
            metavar="",
            help="Write the report in --out again from its tally.json, with this version's "
            "report and --level; plays no game.",
        ),
    ] = False,
    beside: Annotated[
        Path | None,
        typer.Option(
            "--beside",
            metavar="OTHER",
            help="Print the figures of the report in --out beside those of the report in "
            "OTHER (3 players beside 4, one bot beside another), with the difference and "
            "its interval; plays no game, writes nothing.",
        ),
    ] = None,
    language: WritingLangOption = None,
) -> None:
    """Simulate games between bots and write an HTML/PNG/JSON/CSV balance report."""
    from corsairs.sim import checkpoint
    from corsairs.sim.report import report_files
    from corsairs.sim.run import simulate
    from corsairs.sim.stopping import exit_code, signal_name, sigterm_as_interrupt

    console = Console(stderr=True)
    valued = {"--game": game, "--agents": agents, "--rules": rules, "--compare": compare}
    valued |= {"--plugin": plugin, "--out": str(out)}
    for flag, given in valued.items():
        for value in given if isinstance(given, list) else [given]:
            if isinstance(value, str) and value.startswith("--"):
                # `--compare --out rep`: the option's value was forgotten
                said = _("{flag} took {value} as its value: give {flag} one")
                print_error(console, said.format(flag=flag, value=repr(value)))
                raise typer.Exit(2)
    if address is not None and not ray:
        said = _("unexpected argument {address} (a cluster address follows --ray)")
        print_error(console, said.format(address=repr(address)))
        raise typer.Exit(2)
    if beside is not None:
        _beside(ctx, out, beside, console)
        return
    if rerender:
        _rerender(ctx, out, level, console)
        return
    target = (address or "local") if ray else None
    options: dict[str, Any] = {
        "game": game,
        "players": players,
        "agents": agents,
        "games": games,
        "seed": seed,
        "rules": rules,
        "compare": compare,
        "rotate": rotate,
        "plugin": plugin,
        "move_limit": move_limit,
    }
    try:
        earlier = checkpoint.load(out) if resume or not force else None
        if resume:
            options = resumed_options(ctx, out, earlier, options)
        elif earlier is not None and not earlier.finished:
            said = _(
                "--out {out} holds an unfinished run ({done:,} of {total:,} games played): "
                "add --resume to play the rest, or --force to start again"
            )
            total = earlier.games * len(earlier.specs)
            raise BadOption(said.format(out=out, done=earlier.games_done, total=total))
        specs = make_specs(options)
        if target in (None, "local"):
            check_workers(workers)
        checkpoint.check_place(out)  # a run unable to save its checkpoint: refused now
        created = prepare_out(out, report_files(specs[0]), force=force or resume)
        dropped = force and not resume and (out / checkpoint.FILE).is_file()
        if dropped:  # a new run: the replaced run's games are not to resume
            (out / checkpoint.FILE).unlink()
    except CorsairsError as exc:
        print_error(console, str(exc))
        raise typer.Exit(2) from None
    except KeyboardInterrupt:
        said = _("Stopped ({signal}) before any game was played.").format(signal="SIGINT")
        console.print(f"\n[yellow]{escape(said)}[/yellow]")
        raise typer.Exit(exit_code("SIGINT")) from None
    games = int(options["games"])
    before = earlier if resume else None

    n_workers = workers if workers is not None else default_workers()
    software, resumed_with = _software(before, console)
    journal = checkpoint.Journal(
        out,
        options,
        seconds_before=before.seconds if before else 0.0,
        warn=lambda text: console.print(f"[yellow]{escape(text)}[/yellow]", soft_wrap=True),
        software=software,
        resumed_with=resumed_with,
    )
    already = before.games_done if before else 0
    try:
        with sigterm_as_interrupt():
            with _progress_bar(console, quiet, games * len(specs), already) as progress:
                result = simulate(
                    specs,
                    games,
                    workers=n_workers,
                    batch_size=batch_size,
                    ray=target,
                    retries=retries,
                    progress=progress,
                    done=before.done if before else None,
                    tallies=before.tallies if before else None,
                    seconds_before=before.seconds if before else 0.0,
                    checkpoint=journal,
                    cpu_before=before.cpu_seconds if before else 0.0,
                    background_ray_shutdown=True,  # the report is drawn meanwhile
                )
            if result.games_played == 0:
                _nothing_played(result, out, created, console, dropped)
            if result.interrupted is not None:
                said = _(
                    "Stopped ({signal}): {played} of {total} games finished; writing a "
                    "partial report of them."
                )
                said = said.format(
                    signal=result.interrupted,
                    played=number(result.games_played, 0),
                    total=number(games * len(specs), 0),
                )
                console.print(f"\n[yellow]{escape(said)}[/yellow]")
            result.software, result.resumed_with = software, resumed_with
            saved = _save(result, out, level, console)
    except CorsairsError as exc:  # found once the run starts: a Ray address nobody answers
        print_error(console, str(exc))
        _remove_empty(created)
        raise typer.Exit(2) from None
    except KeyboardInterrupt as exc:  # a second Ctrl-C, or SIGTERM while writing
        said = _("Stopped ({signal}) before the report was saved.")
        console.print(
            f"\n[yellow]{escape(said.format(signal=signal_name(exc)))}[/yellow]"
            + (escape(_resume_hint(out)) if journal.saved else "")
        )
        _remove_empty(created)
        raise typer.Exit(exit_code(signal_name(exc))) from None
    if saved is None:
        _remove_empty(created)
        raise typer.Exit(1)
    summary, where = saved
    from corsairs.sim.report import cpu_seconds

    stdout = Console(highlight=False, soft_wrap=True)
    said = (
        n_(
            "{n} game in {seconds} s ({rate} games/s) → {path}",
            "{n} games in {seconds} s ({rate} games/s) → {path}",
            result.games_played,
        )
        if summary.get("cpu_seconds") is None
        else n_(
            "{n} game in {seconds} s ({rate} games/s; {cpu}) → {path}",
            "{n} games in {seconds} s ({rate} games/s; {cpu}) → {path}",
            result.games_played,
        )
    ).format(
        n=number(result.games_played, 0),
        seconds=number(result.seconds, 1),
        rate=number(summary["games_per_second"], 1),
        cpu=cpu_seconds(summary.get("cpu_seconds") or 0),
        path=where / "index.html",
    )
    stdout.print(said + (" " + _("(partial)") if result.interrupted else ""), markup=False)
    _print_headline(stdout, summary)
    if journal.saved and (result.interrupted is not None or result.failures):
        console.print(escape(_resume_hint(out).strip()), soft_wrap=True)
    if result.interrupted is not None:
        raise typer.Exit(exit_code(result.interrupted))
    if result.failures or where != out:
        if result.failures:
            k = len(result.failures)
            failed = n_("{n} batch failed", "{n} batches failed", k).format(n=number(k, 0))
            console.print(f"[red]{escape(failed)}[/red]: {escape(result.failures[0].error)}")
        raise typer.Exit(1)


DEFAULT_AGENT = "policy"


def _beside(ctx: typer.Context, out: Path, other: Path, console: Any) -> None:
    """``--beside``: the report in ``out`` (A) and the one in ``other`` (B), side by side."""
    from corsairs.sim.beside import text_beside

    given = sorted(given_options(ctx) - {"out", "beside", "quiet", "language"})
    try:
        if given:
            flags = ", ".join("--" + n.replace("_", "-") for n in given)
            said = _(
                "--beside plays no game and reads both runs from their reports: leave out {flags}"
            )
            raise BadOption(said.format(flags=flags))
        text = text_beside(out, other)
    except CorsairsError as exc:
        print_error(console, str(exc))
        raise typer.Exit(2) from None
    Console(highlight=False, soft_wrap=True).print(text, markup=False, end="")


RERENDER_KEEPS = frozenset({"out", "level", "quiet", "force", "rerender", "plugin", "language"})
"""The options ``--rerender`` heeds; the run's own (games, bots, rules...) are read
from the report, so giving one is refused rather than ignored."""


def given_options(ctx: typer.Context) -> set[str]:
    """The command's options given on its command line (not left at their defaults)."""
    sources = {name: ctx.get_parameter_source(name) for name in ctx.params}
    return {name for name, source in sources.items() if source and source.name != "DEFAULT"}


def _rerender(ctx: typer.Context, out: Path, level: float, console: Any) -> None:
    """``--rerender``: the report in ``out`` written again from its tallies."""
    from corsairs.sim.report import report_files
    from corsairs.sim.rerender import load_run

    given = sorted(given_options(ctx) - RERENDER_KEEPS)  # --resume among them
    try:
        if given:
            flags = ", ".join("--" + n.replace("_", "-") for n in given)
            said = _(
                "--rerender plays no game and reads the run's settings from --out: "
                "leave out {flags}"
            )
            raise BadOption(said.format(flags=flags))
        result = load_run(out)
        # before the plots are drawn: a folder where a report file goes, or a folder
        # that cannot be written, is refused now rather than saved elsewhere after
        prepare_out(out, report_files(result.specs[0]), force=True)
    except CorsairsError as exc:
        print_error(console, str(exc))
        raise typer.Exit(2) from None
    saved = _save(result, out, level, console)
    if saved is None:
        raise typer.Exit(1)
    summary, where = saved
    stdout = Console(highlight=False, soft_wrap=True)
    said = n_(
        "The report of {n} game written again → {path}",
        "The report of {n} games written again → {path}",
        result.games_played,
    )
    stdout.print(
        said.format(n=number(result.games_played, 0), path=where / "index.html"), markup=False
    )
    _print_headline(stdout, summary)
    if where != out:
        raise typer.Exit(1)


def make_specs(options: dict[str, Any]) -> list[Any]:
    """The run's rule sets from the command's options: the base, and the variant when
    ``compare`` changes something (a comparison that changes nothing is refused)."""
    from corsairs.options import parse_option_pairs
    from corsairs.registry import load_game
    from corsairs.sim.run import make_spec

    game, plugin, compare = options["game"], options["plugin"] or [], options["compare"]

    def spec_with(rules: dict[str, Any]) -> Any:
        return make_spec(
            game,
            options["players"],
            bot_specs(options["agents"]),
            options["seed"],
            rules,
            rotate=options["rotate"],
            plugins=plugin,
            move_limit=options["move_limit"] or None,
        )

    spec = spec_with({})  # the game, players and bots first: their errors name themselves
    if options["rules"]:
        try:  # named, as --compare's are: a rule option's error did not say where it was
            spec = spec_with(parse_option_pairs(options["rules"]))
        except BadOption as exc:
            said = _("{option}: {problem}").format(option="--rules", problem=exc)
            raise BadOption(said) from None
    if not compare:
        return [spec]
    try:  # named: the same words from --rules would be a different mistake to mend
        variant = spec.with_rules(parse_option_pairs(compare))
        make_spec(game, spec.players, spec.agents, spec.seed, variant.rules_dict(), plugins=plugin)
    except BadOption as exc:
        raise BadOption(_("{option}: {problem}").format(option="--compare", problem=exc)) from None
    full = [
        load_game(game, players=s.players, **s.rules_dict()).effective_rules()
        for s in (spec, variant)
    ]
    if full[0] == full[1]:
        said = _(
            "--compare {change} changes nothing: the rules compared against already play "
            "it that way; give a different value"
        )
        raise BadOption(said.format(change=" ".join(compare)))
    return [spec, variant]


def resumed_options(
    ctx: typer.Context, out: Path, earlier: Any, options: dict[str, Any]
) -> dict[str, Any]:
    """The earlier run's options, for ``--resume``: those given again on the command
    line must say the same, except ``--games``, which may grow (more games of the same
    run, also of a finished one); a smaller one is refused, as the games already played
    would not fit."""
    if earlier is None:
        said = _("--resume: {out} holds no run to continue (no {file})")
        raise BadOption(said.format(out=out, file=out / "checkpoint.json"))
    given = given_options(ctx)
    merged = dict(earlier.options)
    merged.update((name, value) for name, value in options.items() if name in given)
    if make_specs(merged) != earlier.specs:  # before "finished": more games would not do
        said = _(
            "--resume: the run in {out} was started with other settings ({run}); "
            "leave the run's options out to continue it"
        )
        raise BadOption(said.format(out=out, run=describe_run(earlier.specs)))
    if earlier.finished and merged["games"] <= earlier.games:
        said = _(
            "--resume: the run in {out} is finished ({games:,} games per rule set); "
            "give a larger --games to add games to it"
        )
        raise BadOption(said.format(out=out, games=earlier.games))
    if merged["games"] < earlier.games:
        said = _(
            "--resume: the run in {out} is of {games:,} games per rule set; "
            "--games {given:,} would leave out games already played"
        )
        raise BadOption(said.format(out=out, games=earlier.games, given=merged["games"]))
    return merged


WORKERS_PER_CORE = 4
"""More local workers than this many per core play no faster (each plays whole games on
one core) and each takes its memory: a count above it is a typo (500 for 50)."""


def default_workers() -> int:
    """The local workers a run starts without ``--workers``: the CPUs this process may
    really use (its cores, bounded by its cgroup's CPU quota), a share rounded up. It was
    ``os.cpu_count()``: inside a container allowed 1.5 CPUs, the host's 64 workers each
    took memory and played no faster."""
    return max(1, math.ceil(usable_cpus()))


def check_workers(workers: int | None, cluster: bool = True) -> None:
    """Refuse a worker count far beyond the cores, before any process starts (``cluster``:
    the command can play on a Ray cluster instead, and the refusal says how)."""
    cores = usable_cores()
    if workers is not None and workers > WORKERS_PER_CORE * cores:
        if not cluster:  # the arena plays on local processes only
            said = n_(
                "--workers {workers}: this machine has {cores} core, and more workers than "
                "cores play no faster while each takes memory (at most {most} here)",
                "--workers {workers}: this machine has {cores} cores, and more workers than "
                "cores play no faster while each takes memory (at most {most} here)",
                cores,
            )
            raise BadOption(
                said.format(workers=workers, cores=cores, most=WORKERS_PER_CORE * cores)
            )
        said = n_(
            "--workers {workers}: this machine has {cores} core, and more workers than "
            "cores play no faster while each takes memory (at most {most} here; --ray "
            "ADDRESS plays on a cluster)",
            "--workers {workers}: this machine has {cores} cores, and more workers than "
            "cores play no faster while each takes memory (at most {most} here; --ray "
            "ADDRESS plays on a cluster)",
            cores,
        )
        raise BadOption(said.format(workers=workers, cores=cores, most=WORKERS_PER_CORE * cores))


def describe_run(specs: Sequence[Any]) -> str:
    """``corsairs, 4 players, bots policy, seed 1, rules pier_size=6`` for a message, in the
    language spoken (s40: "4 players", "the rulebook's" stayed English in French)."""
    from corsairs.sim.beside import run_words
    from corsairs.sim.report import changed_rules, rule_text

    s = specs[0]
    rules = " ".join(rule_text(k, v) for k, v in s.rules)
    text = run_words(s.game, s.players, list(s.agents), s.seed, rules, s.rotate)
    if len(specs) > 1:
        changed = changed_rules(s, specs[1])
        compared = " ".join(rule_text(k, v) for k, v in changed.items())
        text += _(", compared with {rules}").format(rules=compared)
    return text


def _resume_hint(out: Path) -> str:
    said = _("The games played so far are kept: {command} plays the rest.")
    return "\n" + said.format(command=f"corsairs simulate --resume --out {out}")


def bot_specs(agents: list[str] | None) -> list[str]:
    """``--agents greedy,random`` or ``--agents greedy --agents random``, as ``arena`` and
    ``play --bots`` take them (a bot's own options may contain commas too).

    Without ``--agents`` every seat is ``policy``: a report is only as realistic as
    its bots, and ``policy`` plays like ``heuristic`` at several times ``greedy``'s speed."""
    from corsairs.agents import split_agents

    return [spec for text in agents or [DEFAULT_AGENT] for spec in split_agents(text)]


def prepare_out(out: Path, files: Sequence[str] = (), force: bool = False) -> list[Path]:
    """Make sure the report can be written to ``out`` before any game is played.

    Refuses a directory (or anything but a plain file) where one of the report's
    ``files`` (paths relative to ``out``) goes, and an ``img`` that is no directory;
    without ``force``, an earlier report's file (the same run twice replaced the
    first report in silence: ``play --record`` refuses an existing file too).
    Creates the directory (and its missing parents) and writes a probe file;
    returns the directories it created, so that a run that writes nothing can
    remove them again. Raises :class:`BadOption` with the reason otherwise.
    """
    out = Path(out)
    if out.exists() and not out.is_dir():
        said = _("--out {out}: exists and is not a directory (the report is a directory)")
        raise BadOption(said.format(out=out))
    img = out / "img"
    if img.exists() and not img.is_dir():
        said = _(
            "--out {out}: {img} is not a directory (the report's images go there); "
            "move it away or choose another --out"
        )
        raise BadOption(said.format(out=out, img=img))
    for rel in files:
        target = out / rel
        if target.exists() and not target.is_file():
            said = (
                _(
                    "--out {out}: {target} is a directory (a report file goes there); "
                    "move it away or choose another --out"
                )
                if target.is_dir()
                else _(
                    "--out {out}: {target} is not a plain file (a report file goes there); "
                    "move it away or choose another --out"
                )
            )
            raise BadOption(said.format(out=out, target=target))
    earlier = [rel for rel in files if (out / rel).is_file()]
    if earlier and not force:
        said = _(
            "--out {out} already holds a report ({file}): a report is not written over "
            "another; name another folder, or add --force to write over it"
        )
        raise BadOption(said.format(out=out, file=out / earlier[-1]))
    missing = [] if (out / "img").exists() else [out.absolute() / "img"]
    p = out.absolute()
    while not p.exists():
        missing.append(p)
        p = p.parent
    try:
        (out / "img").mkdir(parents=True, exist_ok=True)
        probe = out / f".corsairs-write-test-{os.getpid()}"
        probe.write_text("")
        probe.unlink()
    except OSError as exc:
        _remove_empty(missing[::-1])
        reason = os_reason(exc)  # the C library's words are English
        said = _("--out {out}: cannot write the report there ({reason})")
        raise BadOption(said.format(out=out, reason=reason)) from None
    return missing


def _remove_empty(dirs: list[Path]) -> None:
    """Remove the directories this run created, innermost first, if they are still empty."""
    for d in sorted(dirs, key=lambda p: len(p.parts), reverse=True):
        with contextlib.suppress(OSError):
            d.rmdir()


def _nothing_played(
    result: Any, out: Path, created: list[Path], console: Any, dropped: bool = False
) -> None:
    """No game finished: write no report (an older one in ``out`` stays as it was, though
    ``dropped``, --force took its run's checkpoint), remove the directories this run
    created, and exit (130/143 when stopped, else 1)."""
    from corsairs.sim.stopping import exit_code

    _remove_empty(created)
    kept = ""
    if (out / "index.html").is_file():
        kept = " " + (
            _(
                "(the report already there is left as it was; --force dropped its run: "
                "--resume can no longer continue or extend it)"
            )
            if dropped
            else _("(the report already there is left as it was)")
        )
    if result.interrupted is not None:
        said = _("Stopped ({signal}) before any game finished: no report written{kept}.")
        said = said.format(signal=result.interrupted, kept=kept)
        console.print(f"\n[yellow]{escape(said)}[/yellow]", soft_wrap=True)
        raise typer.Exit(exit_code(result.interrupted))
    first = result.failures[0].error if result.failures else _("no batch returned")
    said = _("every batch failed ({n}; the first: {first}): no report written{kept}.")
    print_error(console, said.format(n=number(len(result.failures), 0), first=first, kept=kept))
    raise typer.Exit(1)


def _software(before: Any, console: Any) -> tuple[str, list[str]]:
    """The software that started the run, and any other that resumed it (this one, when
    it differs): a resumed run's games may mix two versions' bots, and its report says so."""
    from corsairs.sim import report

    current = report.software_version()
    if before is None or before.software is None:
        return current, []
    others = list(before.resumed_with)
    if current != before.software and current not in others:
        said = _(
            "This run was played by {before}; this is {current}: the games resumed now are "
            "its bots', and the report says so."
        )
        said = said.format(before=before.software, current=current)
        console.print(f"[yellow]{escape(said)}[/yellow]", soft_wrap=True)
        others.append(current)
    return before.software, others


def _save(result: Any, out: Path, level: float, console: Any) -> tuple[dict[str, Any], Path] | None:
    """Write the report to ``out``; if that fails after all, to a new temporary directory.

    Returns the summary and where it went, or None (said on ``console``) when
    nothing could be saved.
    """
    import tempfile

    from corsairs.sim.report import write_report

    try:
        return write_report(result, out, level), out
    except OSError as exc:
        said = _("cannot write the report to {out} ({reason})")
        print_error(console, said.format(out=_where_failed(out, exc), reason=os_reason(exc)))
    try:
        spare = Path(tempfile.mkdtemp(prefix="corsairs-report-"))
        summary = write_report(result, spare, level)
    except OSError as exc:
        said = _("nor to a temporary folder ({reason}): nothing saved")
        print_error(console, said.format(reason=os_reason(exc)))
        return None
    said = _("The report was saved to {folder} instead.")
    console.print(f"[yellow]{escape(said.format(folder=spare))}[/yellow]", soft_wrap=True)
    return summary, spare


def _where_failed(out: Path, exc: OSError) -> Path:
    """The file the system refused (``out/img/win_by_seat.png``), else ``out``."""
    return Path(exc.filename) if isinstance(exc.filename, str) and exc.filename else out


class _progress_bar:
    """A rich progress bar as a ``progress(done, total)`` callback (a no-op when quiet).

    The rate and the time left come from all games so far over the time since the
    start (``rich``'s own estimate looks at the last 30 s only and jumps about
    when batches of very different lengths finish).
    """

    def __init__(self, console: Any, quiet: bool, total: int, already: int = 0) -> None:
        self.console = console
        self.quiet = quiet
        self.total = total
        self.already = already
        """Games of a resumed run played before: not in this session's rate."""
        self.bar: Any = None

    def __enter__(self) -> _progress_bar:
        if not self.quiet:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
            )

            self.bar = Progress(
                TextColumn(escape(_("games"))),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[rate]}"),
                TimeElapsedColumn(),
                TextColumn("{task.fields[left]}"),
                console=self.console,
            )
            self.bar.start()
            self.bar.add_task(
                "games",
                total=self.total,
                completed=self.already,
                rate=_("starting workers…"),
                left="",
            )
        return self

    def __call__(self, done: int, total: int) -> None:
        if self.bar is None:
            return
        task = self.bar.tasks[0]
        elapsed = task.elapsed or 0.0
        rate, left = observed_rate(done, total, elapsed, self.already)
        self.bar.update(task.id, completed=done, total=total, rate=rate, left=left)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()


def observed_rate(done: int, total: int, elapsed: float, already: int = 0) -> tuple[str, str]:
    """``("12.3 games/s", "3:51 left")`` from the average rate since the start (the
    ``already`` games of a resumed run were played before it)."""
    if done <= already or elapsed <= 0:
        return _("estimating…"), ""
    rate = (done - already) / elapsed
    shown = number(rate, 0) if rate >= 10 else number(float(f"{rate:.2g}"), 3)
    text = _("{rate} games/s").format(rate=shown)
    if done >= total:
        return text, _("done")
    secs = round((total - done) / rate)
    h, rest = divmod(secs, 3600)
    m, sec = divmod(rest, 60)
    left = f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"
    return text, _("{time} left").format(time=left)


def _print_headline(console: Any, summary: dict[str, Any]) -> None:
    """What stands out and the win rate by seat (and by bot when the seats rotate or a bot
    holds several), so that a quick run needs no browser."""
    from corsairs.sim.fairness import advantage_texts
    from corsairs.sim.report import format_estimate, rule_text, words

    # the rules played, which the labels "base" and "variant: ..." do not say
    rule_sets = summary.get("rule_sets", [])
    played = (rule_sets[0].get("rules") or {}) if rule_sets else {}
    base = " ".join(rule_text(k, v) for k, v in played.items())
    if base and len(rule_sets) > 1:
        said = _("base rules: {rules} (the variant plays them too, with its change)")
        console.print(said.format(rules=base), markup=False)
    elif base:
        console.print(_("rules played: {rules}").format(rules=base), markup=False)
    # first, what a designer asks first: "is this rule set fair between seats?"
    named = [{**rs, "label": words(rs["label"])} for rs in summary.get("rule_sets", [])]
    verdicts = (
        advantage_texts({**summary, "rule_sets": named}) if "seat_advantage" in summary else []
    )
    for text in verdicts:
        console.print(f"= {text}", markup=False)
    for item in summary["highlights"]:
        mark = "!" if item["kind"] == "warning" else "-"
        console.print(f"{mark} {item['text']}", markup=False)
    agents = summary.get("agents", [])
    by_bot = summary.get("rotate") or len(set(agents)) < len(agents)  # else by seat says it
    sets = [words(r["label"]) for r in summary.get("rule_sets", [])]
    if len(sets) > 1:  # which column is which
        console.print("  " + _("win rates: {sets}").format(sets="  vs  ".join(sets)), markup=False)
    for fig in summary["sections"][0]["figures"]:
        if fig["key"] != "win_by_seat" and not (fig["key"] == "win_by_bot" and by_bot):
            continue
        for row in fig["rows"]:
            cells = [
                " ".join(filter(None, format_estimate(est, share=True, decimals=1)))
                for est in row["estimates"]
            ]
            said = _("win rate {row}: {cells}").format(
                row=words(str(row["label"])), cells="  vs  ".join(cells)
            )
            console.print("  " + said, markup=False)
