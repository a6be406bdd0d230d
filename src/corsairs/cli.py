"""The ``corsairs`` command: play, replay, and the surfaces' own commands.

``arena``, ``simulate`` and ``serve`` live with their surfaces
(``corsairs.<surface>.command``) and are registered here when their extra is
installed, so this module imports nothing heavy.
"""

from __future__ import annotations

import importlib
import inspect
import random
import shlex
import sys
import textwrap
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, nullcontext, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.columns import Columns
from rich.live import Live
from rich.markup import escape
from rich.padding import Padding
from rich.spinner import Spinner
from rich.table import Table
from rich.text import Text

from corsairs import __version__ as corsairs_version
from corsairs import lang, savegames, termsignals, termview
from corsairs import record as records
from corsairs.agents import default_bot, guard, levels, make_agent, split_agents
from corsairs.agents.guard import BotFault, ask
from corsairs.cli_help import Command, Group, say_stopped
from corsairs.cli_help_words import STOPPED_STARTING
from corsairs.cli_lang import LangOption, WritingLangOption
from corsairs.cli_usage import command_language
from corsairs.errors import print_error, seat_problem
from corsairs.lang import _, listed, n_
from corsairs.options import parse_option_pairs
from corsairs.protocol import CorsairsError, Game, NoTerminalView, State
from corsairs.registry import game_names, load_game, load_plugins

if TYPE_CHECKING:
    from corsairs.coach.hints import Hint
    from corsairs.coach.search import Judgement

    Keep = Callable[[Judgement | None], None]
    """Where a hint's judgement goes (``coach.kept.HintKeeper.keep``)."""

app = typer.Typer(
    name="corsairs",
    help="Corsairs and Piratatak: play, replay, pit bots against each other, simulate, serve.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    cls=Group,
)
console = termview.Screen(highlight=False)
err = termview.Screen(stderr=True, highlight=False)


def _version(asked: bool) -> None:
    """``corsairs --version``: the first thing a bug report asks for."""
    if asked:
        console.print(f"corsairs {corsairs_version}", markup=False)
        raise typer.Exit()


@app.callback()
def _plugins(
    ctx: typer.Context,
    plugin: Annotated[
        list[str] | None,
        typer.Option(
            metavar="MODULE",
            help="Module to import first, here and in every worker (registers games or bots); "
            "repeatable, before the command (or after it): corsairs --plugin mypkg.games "
            "play ...",
        ),
    ] = None,
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            metavar="",
            help="Print the version and exit.",
            is_eager=True,
            callback=_version,
        ),
    ] = False,
) -> None:
    _LOADED_PLUGINS[:] = plugin or []  # one run's (the tests run many in one process)
    lang.use("en")  # until a command's --lang says otherwise (one process runs many in tests)
    if plugin:
        # A plugin that does not load is said, "error:" and all, in the language of the
        # command's player: read from the typed line (--lang is not parsed yet), else the
        # environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
        with lang.speaking(command_language(ctx)):
            try:
                load_plugins(plugin)
            except CorsairsError as exc:
                raise fail(str(exc)) from None


NAMES = ("Anna", "Bruno", "Carla", "Dario")
_LOADED_PLUGINS: list[str] = []
"""The --plugin modules of this run: a saved game's resume command names them too."""


def fail(message: str) -> typer.Exit:
    print_error(err, message)
    return typer.Exit(2)


def _call_view(
    fn: Any, *args: Any, names: Sequence[str] | None = None, game: Game | None = None
) -> Any:
    """Pass ``names`` and ``game`` only to view functions that take them."""
    params = inspect.signature(fn).parameters
    extra: dict[str, Any] = {}
    if names is not None and "names" in params:
        extra["names"] = names
    if game is not None and "game" in params:
        extra["game"] = game
    return fn(*args, **extra)


def _echo(view: Any, action: Any, names: list[str]) -> str:
    """A move as its line in the terminal says it: the view's words (``spoken``: "buy R3
    from Bruno"), else its notation."""
    return str(_call_view(getattr(view, "spoken", _as_typed), action, names=names))


def _told_by_events(view: Any, name: str) -> bool:
    """Whether the view's events tell this seat's move in a line of their own (a bot's, in
    a view that tells every move), so that no echo of the choice goes above it."""
    return bool(getattr(view, "TELLS_EVERY_MOVE", False)) and not termview.is_you(name)


def _as_typed(action: Any) -> str:
    """A move's echo in its notation, for a view without ``spoken``."""
    return str(action)


def _read_line(prompt: str) -> str | None:
    """A typed line; None at the end of input or on Ctrl-C, after ending the prompt's line.
    A colon stays with its words (:func:`termview.kept_colon`): at 38 columns French
    "[Entrée = prendre au quai]" ended a line and its " :" began the next."""
    said = termview.KeptLine(termview.kept_colon(Text.from_markup(prompt)))
    console.print(said.wrapped(console, console.width), end="", soft_wrap=True)
    try:
        line = termsignals.read_line(sys.stdin)
    except termsignals.Stopped:  # SIGTERM, SIGHUP: the game is saved and the program ends
        raise
    except KeyboardInterrupt:
        line = ""
    except OSError:  # the terminal is gone (EIO after a hang-up): as the end of input
        return None
    if not line:
        console.print()
        return None
    return line.strip()


def _check_record_path(path: Path, force: bool = False) -> None:
    """Refuse a --record path that cannot be written, before any game is played, and
    (without ``force``) an existing file: the same command run again replaced an earlier
    game's record."""
    if path.is_file() and not force:
        raise fail(
            _(
                "{path} already exists: a record is not written over another file; "
                "name another file, or add --force to write over it"
            ).format(path=path)
        )
    try:
        records.check_writable(path)
    except records.RecordError as exc:
        raise fail(str(exc)) from None


def _save_record(rec: dict[str, Any], path: Path) -> bool:
    """Save ``rec`` at ``path``, or somewhere else with a message saying where; False on
    failure. The messages may find the terminal gone (a hang-up): the record is written."""
    try:
        where, problem = records.save_or_fallback(rec, path)
    except records.RecordError as exc:
        with suppress(OSError):
            print_error(err, str(exc))
        return False
    with suppress(OSError):
        if problem is None:
            console.print(
                _("record saved to {path}").format(path=escape(str(where))), soft_wrap=True
            )
        else:
            said = _("could not write {problem}; the record was saved to {path} instead")
            print_error(err, said.format(problem=problem, path=where))
    return problem is None


def _setup_game(game_name: str, players: int, rules: list[str]) -> Game:
    return load_game(game_name, players=players, **parse_option_pairs(rules))


def _bot_label(spec: str, agent: Any, game: Game) -> str:
    """A seat's label: the level a player chose ("expert"), else the bot's name (English:
    the table says a level in the player's language through :func:`termview.shown`)."""
    name = spec.removeprefix("level:")
    return name if name in {level for level, _ in levels(game)} else str(agent.name)


ForceOption = Annotated[
    bool, typer.Option("--force", metavar="", help="Write the --record over an existing file.")
]
"""``play``'s and ``resume``'s --force: a --record is never written over a file unasked."""


HintsOption = Annotated[
    bool,
    typer.Option(
        "--hints",
        metavar="",
        help="The coach's hint before your choices at every decision (? gives one anytime).",
    ),
]
MoveLimitOption = Annotated[
    float,
    typer.Option(
        "--move-limit",
        metavar="SECONDS",
        help="A bot taking longer for one move is stopped, named, and the game saved "
        "(0: no limit).",
    ),
]


@app.command(cls=Command)
def play(
    game: Annotated[
        str,
        typer.Option("--game", "-g", metavar="NAME", help=f"One of: {', '.join(game_names())}."),
    ] = "corsairs",
    players: Annotated[int, typer.Option("--players", "-p", metavar="N", min=2, max=4)] = 4,
    seed: Annotated[int | None, typer.Option(metavar="N", help="Same seed, same deal.")] = None,
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            "--agents",
            metavar="SPEC",
            help="Bot spec or level (beginner, casual, strong, expert) for the other seats, "
            "or a comma list, one per seat (default: casual, as in the browser).",
        ),
    ] = "",
    seat: Annotated[
        int | None, typer.Option(metavar="N", help="Your seat (0 = first, the default).")
    ] = None,
    watch: Annotated[
        bool, typer.Option("--watch", metavar="", help="No human: watch the bots play.")
    ] = False,
    record: Annotated[
        Path | None, typer.Option("--record", metavar="FILE", help="Save the game record here.")
    ] = None,
    force: ForceOption = False,
    rules: Annotated[
        list[str] | None,
        typer.Option(
            "--rules",
            metavar="KEY=VALUE",
            help="Rule option (repeatable), e.g. attach_numbers=growing; corsairs rules "
            "lists them; see docs/rules.md and docs/piratatak.md.",
        ),
    ] = None,
    move_limit: MoveLimitOption = guard.MOVE_LIMIT,
    hints: HintsOption = False,
    language: LangOption = None,
) -> None:
    """Play in the terminal against bots (a game left before its end is saved: corsairs resume).

    Several people at one keyboard play in the browser: corsairs serve, then seats "Here, on
    this device", whose hands the table hides between turns.
    """
    limit = _move_limit(move_limit)
    try:
        g = _setup_game(game, players, rules or [])
        g.terminal_view()  # a plugin's game may have none: said before anything is played
        # "ismcts:iterations=500,time=0.5" is one bot
        specs = split_agents(bots or default_bot(g), "--bots")
        if watch and seat is not None:  # a seat of one's own would be silently dropped
            raise fail(
                _(
                    "--watch puts bots in every seat: leave out --seat to watch them, "
                    "or leave out --watch to play seat {seat}"
                ).format(seat=seat)
            )
        human = None if watch else seat or 0
        if human is not None and (why := seat_problem(human, players)):
            raise fail(why)
        others = [s for s in range(players) if s != human]
        if len(specs) == 1:
            specs = specs * len(others)
        if len(specs) != len(others):
            n = len(others)
            said = n_(
                "{given} bots for {n} bot seat: give one bot spec",
                "{given} bots for {n} bot seats: give one bot spec for all of them, "
                "or {n}, one per seat",
                n,
            )
            said = said.format(given=len(specs), n=n)
            fits = len(specs) + (human is not None)  # the table these bots (and you) make
            if g.min_players <= fits <= g.max_players:  # `--watch --bots mine,strong`: 4 seats
                more = _("for a game of {m} players: --players {m}")
                said += _("; ") + more.format(m=fits)
            raise fail(said)
        # The record names the seed that dealt the game: one is chosen here when none is
        # given, should the game not choose one itself (a plugin's game kept None).
        state = g.new_state(seed=random.randrange(2**63) if seed is None else seed)
        by_seat = dict(zip(others, specs, strict=True))
        agents = _make_bots(g, by_seat, seed)
    except CorsairsError as exc:
        raise fail(str(exc)) from None
    if record is not None:
        _check_record_path(record, force)
    dealt_from = state.seed if hasattr(state, "seed") else seed
    console.print(_("[bold]{title}[/] — seed {seed}").format(title=_(g.title), seed=dealt_from))
    dealt = int(getattr(state, "seed", seed or 0))
    _run(LiveGame(g, state, agents, by_seat, human, [], dealt, limit, hints), record)


def _make_bots(g: Game, specs: dict[int, str], seed: int | None) -> dict[int, Any]:
    """The bots of ``specs`` (seat: spec), each seeded from the game's ``seed`` when given."""
    return {
        s: make_agent(spec, g, seed=None if seed is None else seed * 31 + s)
        for s, spec in specs.items()
    }


def _move_limit(seconds: float) -> float | None:
    """``--move-limit`` as given: 0 is no limit; below 0 is refused in one line."""
    try:
        return guard.check_limit(seconds or None)
    except CorsairsError as exc:
        raise fail(str(exc)) from None


@dataclass
class LiveGame:
    """A terminal game under way: the game, its position, who sits where, what was played."""

    game: Game
    state: State
    agents: dict[int, Any]
    specs: dict[int, str]
    human: int | None
    actions: list[Any]
    seed: int
    """The seed the game was dealt from (a game's state names it; else the one given)."""
    move_limit: float | None = guard.MOVE_LIMIT
    """Seconds a bot may take for one move (None: no limit)."""
    coach: bool = False
    """The coach's hint at every decision of the player's (``--hints``)."""

    def names(self, you: str | None = None) -> list[str]:
        """Who sits where, as the table shows them: the player is "You" in the language
        spoken (``you``: another word; the record keeps English "You", as replay reads it)."""
        # a record keeps the bots' English words; the table says them in the player's
        # language, a plugin's bot too ("Bruno (Lookout bot)"), whatever the registry knows
        said = termview.level_name if you is None else str
        you = termview.you() if you is None else you
        shown = {s: _bot_label(spec, self.agents[s], self.game) for s, spec in self.specs.items()}
        return [
            (you if s == self.human else f"{NAMES[s]} ({said(shown[s])})")
            for s in range(self.game.players)
        ]

    def record(self) -> dict[str, Any]:
        """The record of the game so far, its result from a replay of its actions: a stop
        between a move and its listing cannot make the two disagree."""
        g = self.game
        state = self.state
        with suppress(CorsairsError):  # a plugin's game that does not deal from the seed
            replayed = g.new_state(seed=self.seed)
            for a in self.actions:
                replayed.apply(a)
            state = replayed
        bots = [self.specs.get(s) for s in range(g.players)]
        # the modules its bots may come from: resume names them should they be missing
        plugins: dict[str, Any] = {"plugins": list(_LOADED_PLUGINS)} if _LOADED_PLUGINS else {}
        return records.make_record(
            g, self.seed, self.names(termview.YOU), self.actions, state, bots=bots, **plugins
        )


def _run(table: LiveGame, record: Path | None, resumed: Path | None = None) -> None:
    """Play ``table`` to its end or until the player stops it; then write the --record,
    and save a game stopped before its end for ``corsairs resume``.

    ``resumed``, the save the game was continued from: one of the save folder stays until
    a newer save of the game replaces it or the game ends. Removed at the first move, it
    left a resumed game nowhere until it was left again (a killed program lost it)."""
    g, state, human = table.game, table.state, table.human
    names = table.names()
    earlier = resumed if resumed is not None and savegames.in_save_dir(resumed) else None
    start = len(table.actions)
    stopped: str | None = None
    fault: BotFault | None = None
    offer = False
    with termsignals.StopSignals() as stops:
        try:
            view = g.terminal_view()
            # the hints' judgements, for ``corsairs review`` of this game (coach/kept.py)
            keep = None if human is None else _keeper(g, table.seed)
            _game_loop(
                g, state, table.agents, human, human, names, view, table.actions,
                table.move_limit, table.coach, keep,
            )  # fmt: skip
        except BotFault as exc:  # a plugin's bot: its fault in one line, the game saved
            if stops.signame is not None:  # a hang-up broke its move: the stop is what counts
                stopped = stops.signame
            else:
                fault = exc
                with suppress(OSError):
                    print_error(err, str(exc))
        except KeyboardInterrupt as exc:  # a bot thinking (at a prompt Ctrl-C leaves the game)
            stopped = termsignals.signal_name(exc)
        except OSError:
            # A closed terminal: a spinner's last redraw on the way out ("is thinking…")
            # fails to write, and its error takes the hang-up's place (a traceback, exit 1).
            if stops.signame is None:
                raise
            stopped = stops.signame
        finally:
            while True:  # a terminal's second hang-up must not cut the save short
                try:
                    stops.hold()
                    break
                except KeyboardInterrupt as exc:
                    stopped = stopped or termsignals.signal_name(exc)
            rec = table.record()
            saved = _save_record(rec, record) if record is not None else True
            ended = human is not None and state.is_over() and stopped is None and fault is None
            # a finished game nobody recorded: at a terminal, its record is offered (below,
            # once Ctrl-C works again), else its hints go, as nothing can review it
            offer = ended and record is None and _interactive()
            if record is None and human is not None and state.is_over() and not offer:
                _forget_hints(g, table.seed)  # nothing can review this game
            if ended and not offer:
                # what a kept record is for: a newcomer learns from the coach's grades (and
                # without one, how to keep the next game for them)
                with suppress(OSError):
                    if record is None:
                        said = _(
                            "To have the coach grade your decisions, play with --record FILE, "
                            "then corsairs review FILE."
                        )
                    elif saved:
                        review = corsairs_command("review", record, "--seat", str(human))
                        said = _("Every decision of yours graded by the coach: {command}")
                        said = said.format(command=review)
                    else:
                        said = ""
                    if said:
                        console.print(said, markup=False, soft_wrap=True)
            if human is not None and not state.is_over():
                moves = len(table.actions) > start
                why = stopped or (_("a bot failed") if fault is not None else None)
                _keep_for_later(rec, earlier, moves, bool(table.actions), why)
            else:
                if earlier is not None and state.is_over():
                    with suppress(OSError):  # the game is over: nothing to continue
                        earlier.unlink(missing_ok=True)
                if stopped is not None:
                    with suppress(OSError):
                        console.print(_("Game stopped ({why}).").format(why=_said(stopped)))
    if offer and human is not None:
        _offer_record(table, rec, human)
    if stopped is not None:
        raise typer.Exit(termsignals.STOP_CODES.get(stopped, 130))
    if not saved or fault is not None:
        raise typer.Exit(1)


def _interactive() -> bool:
    """Whether a person reads and types at a terminal (not a script, a pipe or a file)."""
    return sys.stdin.isatty() and console.is_terminal


def _offer_record(table: LiveGame, rec: dict[str, Any], human: int) -> None:
    """A finished game played without ``--record``: its record is offered, to keep for
    ``corsairs review``. A game resumed the next day without ``--record`` ended with "play
    with --record FILE" and its record gone, and the coach could not grade it: now the
    player names a file (refused in one line, and asked again, where it exists or cannot
    be written), or Enter keeps nothing, as before (the game's hints then go)."""
    ask = _("Keep this game's record for the coach's review? A file name, or Enter for none: ")
    while True:
        line = _read_line(ask)
        if not line:
            _forget_hints(table.game, table.seed)  # nothing can review this game
            return
        path = Path(line).expanduser()
        refused = None
        if path.exists():
            refused = _("{path} already exists: name another file").format(path=path)
        else:
            try:
                records.check_writable(path)
            except records.RecordError as exc:
                refused = str(exc)
        if refused is not None:
            with suppress(OSError):
                console.print(f"[red]{escape(refused)}[/]", soft_wrap=True)
            continue
        if _save_record(rec, path):
            review = corsairs_command("review", path, "--seat", str(human))
            said = _("Every decision of yours graded by the coach: {command}")
            with suppress(OSError):
                console.print(said.format(command=review), markup=False, soft_wrap=True)
        return


def _keeper(g: Game, seed: int) -> Keep:
    """Where the game's hints keep what they worked out for its review (``coach.kept``)."""
    from corsairs.coach.kept import HintKeeper

    return HintKeeper(g, seed).keep


def _forget_hints(g: Game, seed: int) -> None:
    """Remove the hints kept for the review of a game that ended unrecorded (``coach.kept``)."""
    from corsairs.coach.kept import forget_hints

    forget_hints(g, seed)


def _keep_for_later(
    rec: dict[str, Any], earlier: Path | None, moves: bool, played: bool, stopped: str | None
) -> None:
    """Save a game stopped before its end and say how to continue it. Printing may fail
    (SIGHUP: the terminal is gone): the save is written first, and is what matters.

    ``earlier``: the save it was resumed from, if any; ``moves``: whether anything was
    played since. The earlier save is removed only once the new one is written."""
    said: list[str] = []
    if stopped is not None:
        said.append(_("Game stopped ({why}).").format(why=_said(stopped)))
    else:
        said.append(_("Game left."))
    problem = None
    where: Path | None = None
    if earlier is not None and not moves:
        where = earlier
        said.append(_("The game is still saved in {path}").format(path=earlier))
    elif not played:
        # (a --record asked for is written all the same: "no game to save" beside
        # "record saved to …" read as a contradiction)
        said.append(_("Nothing was played yet: nothing to continue later. Bye!"))
    else:
        try:
            where, problem = savegames.save(rec)
            said.append(_("Game saved in {path}").format(path=where))
            if earlier is not None:
                with suppress(OSError):  # replaced by the save just written
                    earlier.unlink(missing_ok=True)
        except records.RecordError as exc:
            said.append(_("error: {problem}").format(problem=exc))
            if earlier is not None:  # the game up to the resume is still there
                where = earlier
                said.append(
                    _("The game as it was resumed is still saved in {path}").format(path=earlier)
                )
    if where is not None:
        said.append(_("Continue it with: {command}").format(command=resume_command(where)))
    with suppress(OSError):
        if problem is not None:
            lost = _("could not write {problem}; the game was saved elsewhere instead")
            print_error(err, lost.format(problem=problem))
        for line in said:
            console.print(line, markup=False, soft_wrap=True)


def _said(signame: str) -> str:
    return "Ctrl-C" if signame == "SIGINT" else signame


def resume_command(path: Path) -> str:
    """The exact command that continues the save at ``path`` (the plugins it needs too)."""
    return corsairs_command("resume", path)


def corsairs_command(
    command: str, path: Path, *options: str, plugins: Sequence[str] | None = None
) -> str:
    """The exact ``corsairs`` command line that runs ``command`` with ``options`` on the file
    at ``path``, with the plugins it needs (this run's, unless given) and the language the
    game was played in."""
    loaded = _LOADED_PLUGINS if plugins is None else plugins
    plugin_options = [f"--plugin {shlex.quote(p)}" for p in loaded]
    # the language the game was played in, when the environment would not choose it
    spoken = lang.spoken()
    chosen = [f"--lang {spoken}"] if spoken != lang.language_from_environment() else []
    return " ".join(
        ["corsairs", *plugin_options, command, *chosen, *options, shlex.quote(str(path))]
    )


@app.command(cls=Command)
def resume(
    file: Annotated[
        Path | None,
        typer.Argument(
            metavar="FILE",
            help="A saved game (default: the most recent in the save folder, "
            f"${savegames.SAVE_DIR_ENV} or the user's application folder).",
            show_default=False,
        ),
    ] = None,
    record: Annotated[
        Path | None,
        typer.Option("--record", metavar="FILE", help="Save the whole game's record here."),
    ] = None,
    force: ForceOption = False,
    move_limit: MoveLimitOption = guard.MOVE_LIMIT,
    hints: HintsOption = False,
    language: LangOption = None,
) -> None:
    """Continue a game left before its end: same game, rules, seat, bots and seed."""
    older: list[Path] = []  # the saves beside the most recent, when it was chosen here
    if file is None:
        found = savegames.saved_games()
        if not found:
            raise fail(
                _(
                    "no saved game in {folder}: a game left before its end "
                    "is saved there (or name a saved game's file)"
                ).format(folder=savegames.save_dir())
            )
        file, older = found[0], found[1:]
        others = len(older)
        more = (
            n_(" ({n} older save there too)", " ({n} older saves there too)", others).format(
                n=others
            )
            if others
            else ""
        )
        console.print(
            _("The most recent saved game: {path}").format(path=escape(str(file))) + escape(more),
            soft_wrap=True,
        )
    try:
        saved = savegames.open_save(file)
    except savegames.NotResumable as exc:
        raise fail(str(exc) + _older_saves(older)) from None
    except records.RecordError as exc:
        raise fail(
            _("{problem}; nothing was changed").format(problem=exc) + _older_saves(older)
        ) from None
    rec = saved.record
    g = rec.game
    if saved.state.is_over():
        print_error(
            err,
            _(
                "{path}: this game is over, nothing to continue ({result}); "
                "corsairs replay shows it"
            ).format(path=file, result=final_line(g, saved.state, _shown(rec)))
            + _older_saves(older),
        )
        raise typer.Exit(1)
    try:
        agents = _make_bots(g, saved.bots, rec.seed)
    except CorsairsError as exc:
        said = records.at(file, exc)
        missing = [p for p in rec.plugins if p not in _LOADED_PLUGINS]
        if missing:  # the bot of a plugin not loaded this time: the save says which
            again = corsairs_command("resume", file, plugins=[*_LOADED_PLUGINS, *missing])
            said += " " + _("This game was played with {plugins}: {command}").format(
                plugins=", ".join(f"--plugin {p}" for p in missing), command=again
            )
        raise fail(said) from None
    if record is not None:
        _check_record_path(record, force)
    n = len(saved.actions)
    console.print(
        n_(
            "[bold]{title}[/] — seed {seed}, continued after {n} action",
            "[bold]{title}[/] — seed {seed}, continued after {n} actions",
            n,
        ).format(title=_(g.title), seed=rec.seed, n=n)
    )
    table = LiveGame(
        g, saved.state, agents, saved.bots, saved.human, saved.actions, rec.seed,
        _move_limit(move_limit), hints,
    )  # fmt: skip
    _run(table, record, file)


def _older_saves(older: list[Path]) -> str:
    """The way on when the most recent save cannot be continued: the older ones beside
    it, which ``resume`` alone never reaches ("" when there are none)."""
    if not older:
        return ""
    n = len(older)
    said = n_(
        "; {n} older save in {folder}: name it to continue it: {command}",
        "; {n} older saves in {folder}: name one to continue it, the most recent: {command}",
        n,
    )
    return said.format(n=n, folder=savegames.save_dir(), command=resume_command(older[0]))


def _game_loop(
    g: Game,
    state: State,
    agents: dict[int, Any],
    human: int | None,
    viewer: int | None,
    names: list[str],
    view: Any,
    actions: list[Any],
    move_limit: float | None = guard.MOVE_LIMIT,
    coach: bool = False,
    keep: Keep | None = None,
) -> None:
    """Play until the game ends or the player leaves it (``coach``: a hint at every
    decision of the player's, ``play --hints``; ``keep``: what each hint worked out goes
    there, for the review of the game)."""
    before = state.observation(viewer)
    shown = False
    while not state.is_over():
        p = state.current_player
        assert p is not None
        legal = state.legal_actions()
        if p == human:
            above = 0
            if not shown:
                above = _printed(_call_view(view.render, state.observation(p), names=names, game=g))
            action = _ask(g, state, legal, view, names, above, coach, keep)
            if action is None:
                return
            shown = False
        else:
            # the player is told a bot is thinking: a search (``thinks``) at once, any
            # other bot once its move has taken a moment (a plugin's slow bot said nothing)
            busy = _("{name} is thinking…").format(name=escape(names[p]))
            done = _("{name} has chosen.").format(name=escape(names[p]))
            thinking = _thinking(busy, 0.0 if agents[p].thinks else THINKING_AFTER, done)
            with thinking if human is not None else nullcontext():
                where = _("move {n}").format(n=len(actions) + 1)  # as replay numbers it
                action = ask(agents[p], state, p, names[p], where, legal, move_limit)
            shown = human is None
        # Every move gets its line, the player's too (a number or Enter names no move); a
        # bot's move in a view whose events tell every move is told there, not twice.
        if p == human or not _told_by_events(view, names[p]):
            said = _echo(view, action, names)
            who = _("{name}:").format(name=escape(names[p]))  # "Anna :" in French
            console.print(f"[dim]{who}[/] {escape(said)}")
        state.apply(action)
        actions.append(action)
        after = state.observation(viewer)
        for ev in _call_view(getattr(view, "events", lambda b, a: []), before, after, names=names):
            console.print(_hung(ev))
        before = after
    console.print(_call_view(view.render, state.observation(viewer), names=names, game=g))
    console.print(final_line(g, state, names), markup=False)
    console.print(places_lines(state, names), markup=False)


THINKING_AFTER = 0.5
"""Seconds a bot's move takes before the terminal says it is thinking (a bot that does not
say it ``thinks``): a quick bot's moves show no spinner flashing by."""


@contextmanager
def _thinking(busy: str, after: float, done: str) -> Iterator[None]:
    """The spinner saying ``busy`` while the block runs (a bot's move, the coach's hint),
    shown once it has taken ``after`` seconds. Shown from a timer's thread as the move runs
    in this one (it is timed by this thread's alarm): the spinner leaves standard output
    alone, which the move swaps with standard error (a bot's prints) and a late spinner
    would restore wrongly.

    A terminal read line by line (:func:`termview.linear`: a screen reader's) draws no
    spinner: ``busy`` is said once, on a line, and ``done`` once the block ends (not when
    Ctrl-C or an error ends it: what follows says so). It said nothing at all."""
    if termview.linear(console):
        said = False

        def say() -> None:
            nonlocal said
            said = True
            with suppress(OSError):
                console.print(busy)

        with _after(after, say, lambda: None):
            yield
        if said:
            console.print(done)
        return
    spinner = Live(
        Spinner("dots", text=busy),
        console=console,
        transient=True,
        redirect_stdout=False,
        redirect_stderr=False,
        refresh_per_second=12.5,
    )

    def stop() -> None:
        if spinner.is_started:
            spinner.stop()

    with _after(after, spinner.start, stop):
        yield


@contextmanager
def _after(seconds: float, start: Callable[[], None], stop: Callable[[], None]) -> Iterator[None]:
    """``start`` once the block has run ``seconds`` (from a timer's thread; at once for 0),
    unless it ended first; ``stop`` as it ends."""
    lock = threading.Lock()
    ended = False

    def show() -> None:
        with lock:
            if not ended:
                start()

    timer = threading.Timer(seconds, show)
    timer.daemon = True
    if seconds <= 0:
        show()
    else:
        timer.start()
    try:
        yield
    finally:
        timer.cancel()
        with lock:
            ended = True
            stop()


def final_line(g: Game, state: State, names: Sequence[str]) -> str:
    """The scores at the end, as play and replay both print them."""
    scores = state.scores()
    said = ", ".join(f"{names[s]} {scores[s]}" for s in range(g.players))
    return _("Final {score}: {scores}").format(score=_(g.score_name), scores=said)


def places_lines(state: State, names: Sequence[str]) -> str:
    """Every player's place at the end, by the game's own rule (``State.placings``: Piratatak
    places boats of one size by their gold), one line a place, players level named together
    ("  2. Bea and Carla"). The winner line named only the winners; on one line, a place's
    number was left at the end of one line of 80 columns and its name on the next."""
    places = state.placings()
    said = [
        f"  {place}. " + listed([names[s] for s, p in enumerate(places) if p == place])
        for place in sorted(set(places))
    ]
    return "\n".join([_("Places:"), *said])


def _hung(event: Any) -> Any:
    """An event's line that goes on under its own words when it wraps ("  Bruno (Casual
    bot) takes  P4  from the" / "  discard pile" at 40 columns), not at the left edge."""
    if not isinstance(event, Text):
        return event
    indent = len(event.plain) - len(event.plain.lstrip(" "))
    if not indent:
        return event
    return Padding(event[indent:], (0, 0, 0, indent), expand=False)


def _printed(renderable: Any, **kw: Any) -> int:
    """Print ``renderable``; the number of terminal lines it took."""
    lines = len(console.render_lines(renderable, console.options, pad=False))
    console.print(renderable, **kw)
    return lines


def _ask(
    g: Game,
    state: State,
    legal: list[Any],
    view: Any,
    names: list[str],
    above: int = 0,
    coach: bool = False,
    keep: Keep | None = None,
) -> Any | None:
    """Prompt until a legal action; None when the player quits or input ends.

    The view may list its own choices (``choices``; any legal action can still be
    typed) and suggests one (``default_action``, the game's rule of thumb), which
    Enter takes. Once the player asks for a hint, the coach's move is marked instead
    and Enter takes it: a hint and the marked move never disagree on screen.

    ``above``: the lines the table took just above. When the table and the list do
    not fit the terminal together (a discard's 26 choices at 80x24), the view's
    ``brief`` (the pier, the hand, its limit) is printed again just above the prompt.

    ``coach`` (``play --hints``): the hint is given at every decision with a choice, as if
    the player had typed ``?``: before the choices, or under a long list (a discard's 26),
    which printed after it pushed the advice off an 80x24 terminal.
    """
    obs = state.observation(state.current_player)
    shown = _call_view(getattr(view, "choices", lambda o, la: list(la)), obs, legal, game=g)
    default = _call_view(view.default_action, obs, legal, game=g)
    if default is not None and not state.is_legal(default):
        default = None
    if default is not None and default not in shown:
        shown.insert(0, default)
    describe = getattr(view, "describe", lambda a, o: _echo(view, a, names))
    # a lay-down takes any valid division, listed or not: an opponent's one listed
    # division hid that the others may be typed
    more = getattr(view, "more_moves", lambda o, la, sh: False)
    unlisted = any(a not in shown for a in legal) or more(obs, legal, shown)
    mark = ONLY if _only_move(g, obs, legal) else RULE_OF_THUMB
    advice: Hint | None = None
    relist = True
    helped = False  # the help was just printed: the prompt again, under it
    crowded = False

    def take_hint(show: bool = True) -> bool:
        """Show the hint and mark its move (Enter takes it); whether to list again."""
        nonlocal advice, default, mark
        advice = advice or _hint(g, obs, legal, keep)
        if advice is None:
            return False
        if show:
            _show_hint(advice, names, view)
        advised = _advised(g, state, legal, advice)
        renumbered = False
        if advised is not None and mark != ONLY:
            default, mark = advised, RECOMMENDED
            if default not in shown:
                shown.insert(0, default)
                renumbered = True
        return renumbered or len(shown) <= RELISTED

    late: Hint | None = None  # a hint shown under its long list, just above the prompt
    # Why the last input was refused, said under the choices listed again, just above the
    # prompt: said above them, a discard's 26 lines at 40 columns pushed it off the screen.
    refused = ""
    if coach and mark != ONLY:
        take_hint(show=False)  # the list then marks the hint's move
        if advice is not None and len(shown) > RELISTED:
            late = advice
        elif advice is not None:
            _show_hint(advice, names, view)  # before a short list
    while True:
        if relist:
            listed = _list_choices(
                shown,
                default,
                mark,
                advice,
                lambda a: _call_view(describe, a, obs, names=names, game=g),
            )
            if unlisted:
                listed += _printed(
                    "[dim]"
                    + _("Any other legal move can be typed in notation ({help} shows how).").format(
                        help="help"
                    )
                    + "[/]"
                )
            # the prompt's line and the move's own line after it
            crowded = crowded or above + listed + 2 > console.height
            if crowded and (
                brief := _call_view(getattr(view, "brief", _no_brief), obs, names=names, game=g)
            ):
                console.print(brief)
        elif not helped:  # a long list stays above the hint: listed again, it pushed the hint away
            console.print(_hinted_numbers(shown, default, advice, mark), markup=False)
        if late is not None:
            _show_hint(late, names, view)
            console.print(_hinted_numbers(shown, default, late, mark), markup=False)
            late = None
        if refused:
            console.print(refused)
        relist, helped, refused = True, False, ""
        hint = ""
        if default is not None:
            hint = (
                " \\[" + _("Enter = {move}").format(move=escape(_echo(view, default, names))) + "]"
            )
        line = _read_line(
            _("Your move (number or notation; ? hint, help, q quit){enter}: ").format(enter=hint)
        )
        if line is None or line.lower() in QUIT:
            return None
        if line.lower() in HELP:
            console.print(_help_text(view, g.name))
            relist, helped = False, True
            continue
        if line.lower() in ("?", "hint"):
            relist = take_hint()  # asked again: the same hint, shown again
            continue
        if not line:
            if default is not None:
                return default
            refused = "[red]" + _("type a number or an action") + "[/]"
            continue
        if line.isascii() and line.removeprefix("-").isdigit():  # "-1" is a choice too
            # int() of thousands of digits fails; no list is that long anyway
            if len(line) <= 6 and 1 <= int(line) <= len(shown):  # "-1" is out of range
                return shown[int(line) - 1]
            n = len(shown)
            wanted = (
                _("choose a number from 1 to {n}").format(n=n)
                if n > 1
                else _("the only choice is 1")
            )
            said = line if len(line) <= 12 else line[:12] + "…"
            no = _("no choice {typed}: {wanted}, or type an action").format(
                typed=said, wanted=wanted
            )
            refused = f"[red]{escape(no)}[/]"
            continue
        try:  # a view may read the table's words (a seller's name) as the notation's
            typed = _call_view(getattr(view, "notation", lambda t: t), line, names=names)
            action = g.parse_action(typed)
            state.clone().apply(action)
        except CorsairsError as exc:
            refused = f"[red]{escape(_alone(str(exc)))}[/]"
            continue
        return action


def _alone(refusal: str) -> str:
    """An engine's refusal alone on its line above the prompt. German writes it as a piece
    after "Fehler:" ("Fehler: unerlaubter Zug …", the catalogue's form); alone it begins a
    sentence, with a capital, as the prompt's own refusals do ("Keine Wahl 99: …"). English,
    French and Italian keep the terminal's lower case, which their colons allow too."""
    return lang.capitalised(refusal) if lang.spoken() == "de" else refusal


def _help_text(view: Any, game: str) -> termview.Hanging:
    """What can be typed at the prompt: the same words in every language, said in the
    player's (the view's ``NOTATION``, lines of its moves as typed, when it has one), and
    where ``game`` itself is taught; each line wrapped under its own words, taken literally
    (no Rich markup)."""
    lines = [
        _("What you can type here (the same in every language):"),
        _("  a number     the move of that number in the list"),
        _("  Enter        the marked move"),
        _("  a move in its notation, in English words:"),
    ]
    lines += ["    " + line for line in getattr(view, "NOTATION", ())]
    if codes := getattr(view, "card_codes", None):  # what "N10" is: the view's words
        lines.append(codes())
    lines += [
        _("  ? or hint    the coach's advice for this move"),
        _("  help         this help"),
        _("  q or quit    leave the game (it is saved: corsairs resume continues it)"),
        _("How the game is played: corsairs rules --game {game}").format(game=game),
    ]
    return termview.Hanging("\n".join(lines))


def _shown(rec: records.Record) -> list[str]:
    """A record's names as the table shows them: its player, "You", and its bots' levels
    in the language spoken."""
    return [rec.shown(name) for name in rec.seats]


def _no_brief(obs: dict[str, Any]) -> None:
    """A view without ``brief``: its table is all there is to repeat."""
    return None


def _list_choices(shown: list[Any], default: Any, mark: str, advice: Hint | None, said: Any) -> int:
    """The numbered choices, the suggested one (and after a hint those as good) marked;
    returns the lines printed."""
    lines = _printed("[bold]" + _("Your choices:") + "[/]")
    items = []
    words: list[Text] = []
    marks: list[Text] = []
    for i, a in enumerate(shown, 1):
        star = ""
        if default is not None and a == default:
            star = f" [green]({_(mark)})[/]"
        elif advice is not None and str(a) in advice.close:
            star = f" [green]({_(TOO_CLOSE if advice.close_call else AS_GOOD)})[/]"
        text = said(a)  # the view's words for a move (a division's consequence): once
        words.append(Text(text))
        marks.append(Text.from_markup(star.strip()))
        items.append(f"{i:>2}. {escape(text)}{star}")
    # two a line, or in columns, where the eye finds them; one a line where a screen
    # reader reads on: a mark under the line of two read after the second choice
    side_by_side = not termview.linear(console)
    if side_by_side and len(items) > LONG_LIST and (paired := _paired(words, marks)):
        return lines + paired
    if side_by_side and len(items) > 8 and max(Text.from_markup(t).cell_len for t in items) < 40:
        return lines + _printed(Columns(items, padding=(0, 3)))
    # a choice too long for the line (40 columns) goes on under its words, not under the
    # numbers at the left edge
    listed = Table.grid(padding=(0, 1, 0, 0))
    listed.add_column(no_wrap=True)
    listed.add_column()
    for i, (word, marked) in enumerate(zip(words, marks, strict=True), 1):
        listed.add_row(f"  {i:>2}.", word + (Text(" ") + marked if marked else Text()))
    return lines + _printed(listed)


def _paired(words: list[Text], marks: list[Text]) -> int:
    """Print the choices two a line, in order (a card's discard beside its sail), a mark
    under its choice; the lines printed, or 0, printing nothing, when two do not fit the
    terminal's width.

    One a line, a discard's 26 choices and the prompt took 28 lines: on an 80x24
    terminal the first choices, and the table with the hand, scrolled away."""
    left = max(w.cell_len for w in words[::2])
    right = max(w.cell_len for w in words[1::2])
    if 2 + 4 + left + 3 + 4 + right > console.width:
        return 0
    lines = 0
    for i in range(0, len(words), 2):
        row = Text(f"  {i + 1:>2}. ") + words[i]
        under = Text(" " * 6) + marks[i]
        if i + 1 < len(words):
            row.pad_right(6 + left - row.cell_len)
            row += Text(f"   {i + 2:>2}. ") + words[i + 1]
            under.pad_right(6 + left - under.cell_len)
            under += Text(" " * 7) + marks[i + 1]
        console.print(row, soft_wrap=True)
        lines += 1
        if under.plain.strip():
            under.rstrip()
            console.print(under, soft_wrap=True)
            lines += 1
    return lines


def _hinted_numbers(shown: list[Any], default: Any, advice: Hint | None, mark: str) -> str:
    """After a hint, a long list's numbers of the hint's moves, instead of the list again
    (only when Enter takes the hint's move: ``mark`` is ``RECOMMENDED``)."""
    if advice is None or mark != RECOMMENDED or default not in shown:
        return _("Your choices are listed above the hint.")
    number = shown.index(default) + 1
    close = [str(i) for i, a in enumerate(shown, 1) if str(a) in advice.close]
    if not close:
        return _("The hint's move is choice {n} (Enter takes it).").format(n=number)
    said = (
        _("The hint's move is choice {n} (Enter takes it); too close to call: {others}.")
        if advice.close_call
        else _("The hint's move is choice {n} (Enter takes it); about as good: {others}.")
    )
    return said.format(n=number, others=", ".join(close))


QUIT = ("q", "quit", "exit")
"""What leaves a game at the play prompt, and a stepped replay."""
HELP = ("help", "h")
"""What shows, at the play prompt, what can be typed there (the same in every language)."""
LONG_LIST = 12
"""A list longer than this is printed two choices a line, when two fit the width."""
RELISTED = 8
"""After a hint the choices are listed again, marked, only up to this many: a discard's
26 lines pushed the hint itself off an 80x24 terminal."""
RULE_OF_THUMB = "rule of thumb"
"""The mark of the view's own suggestion: the greedy bot's move, instant but not the
coach's judgement (a hint takes about half a second: too slow for every prompt)."""
RECOMMENDED = "recommended"
"""The mark of the hint's move once the player asked for one (the hint's own word)."""
ONLY = "only move"
"""The mark of a decision with one move (a Piratatak turn starts with a draw)."""
AS_GOOD = "about as good"
"""The mark of the moves the hint names beside its own, within the sampling noise."""
TOO_CLOSE = "too close to call"
"""Their mark when the hint cannot call them about as good either (``Hint.close_call``: a gap
within the noise that could reach 5 points), as its headline says."""


def _marks_for_the_catalogue() -> tuple[str, ...]:
    """The marks above, for ``tools/lang.py`` to find: they are printed as ``_(mark)``,
    in the language spoken."""
    return (
        _("rule of thumb"),
        _("recommended"),
        _("only move"),
        _("about as good"),
        _("too close to call"),
    )


def _only_move(g: Game, obs: dict[str, Any], legal: list[Any]) -> bool:
    """One legal move, as the hint judges it (a lay-down has more than it lists)."""
    from corsairs.coach.hints import only_move

    return only_move(g, obs, legal)


def _hint(g: Game, obs: dict[str, Any], legal: list[Any], keep: Keep | None = None) -> Hint | None:
    """The coach's advice for this decision, from what the player's seat knows; None,
    said, for a game the coach cannot judge, or when Ctrl-C cancels the hint (up to a
    second of work: the game goes on at the same prompt). ``keep`` takes the judgement
    behind it, for the review of the game (``coach.kept``)."""
    from corsairs.coach import hint

    try:
        busy = _("the coach is thinking… (Ctrl-C cancels the hint)")
        with _thinking(busy, 0.0, _("the coach's hint is ready.")):
            found = hint(g, obs, legal)
        if keep is not None:
            keep(found.judgement)
        return found
    except termsignals.Stopped:  # SIGTERM, SIGHUP: the game is saved and the program ends
        raise
    except KeyboardInterrupt:
        console.print("[yellow]" + _("hint cancelled: your move, as before") + "[/]")
        return None
    except (CorsairsError, NotImplementedError) as exc:
        why = _("no hint here: {why}").format(why=str(exc) or type(exc).__name__)
        console.print(f"[red]{escape(why)}[/]")
        return None


def _show_hint(advice: Hint, names: list[str], view: Any) -> None:
    """The hint's lines, its moves in the view's words (a buy names its seller)."""
    from corsairs.coach.words import hint_lines

    for i, line in enumerate(hint_lines(advice, names, lambda a: _echo(view, a, names))):
        # each line goes on under its words ("  Mole: 18 with O11 …"): at the margin, its
        # continuation read as a line of its own
        style = "bold cyan" if i == 0 else "cyan"
        console.print(termview.Hanging(line, termview.COLON_LABEL, style, deeper=2))


def _advised(g: Game, state: State, legal: list[Any], advice: Hint) -> Any | None:
    """The hint's recommended move as an action (a division it judged may be unlisted)."""
    for a in legal:
        if str(a) == advice.recommended:
            return a
    try:
        action = g.parse_action(advice.recommended)
    except CorsairsError:
        return None
    return action if state.is_legal(action) else None


@app.command(cls=Command)
def replay(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="A game record (JSON).")],
    seat: Annotated[
        int | None,
        typer.Option(
            metavar="N",
            help="Show the table as this seat sees it (a game left unfinished: the player's seat).",
        ),
    ] = None,
    step: Annotated[
        bool, typer.Option("--step", metavar="", help="Wait for Enter after each action.")
    ] = False,
    quiet: Annotated[
        bool,
        typer.Option("--quiet", metavar="", help="Only check the record and print the result."),
    ] = False,
    language: LangOption = None,
) -> None:
    """Step through a game record and check that it reproduces the game."""
    try:
        rec = records.load(file)  # its errors name the file
    except records.RecordError as exc:
        raise fail(str(exc)) from None
    try:
        g = rec.game
        if seat is not None and (why := seat_problem(seat, g.players)):
            raise fail(why)
        if seat is not None and not quiet:  # a left game's bots keep their hands hidden
            over = records.replay(rec).is_over()
            if why := savegames.hidden_seat(rec, seat, over):
                raise fail(why)
        view = None if quiet else g.terminal_view()
        names = _shown(rec)
        state = g.new_state(seed=rec.seed)
        before = state.observation(seat)
        for i, action, state in records.iter_replay(rec):
            if view is None:
                continue
            for line in seat_changes(rec, i):  # who plays a seat from here, as the table said
                console.print(f"[dim]      {escape(line)}[/]")
            # names people chose: "[/x]" is no markup; "Bob (casual)" once a bot took over
            mover = rec.shown(rec.player(_actor(before), i))
            now = list(names)  # "Bob (casual)" once a bot took his seat over
            now[_actor(before)] = mover
            after = state.observation(seat)
            told = list(
                _call_view(getattr(view, "events", lambda b, a: []), before, after, names=now)
            )
            # as play prints it: another seat's move told once, by the view's events, with
            # its number ("3. Anna: discard N9" then "Anna discards N9" said it twice)
            if told and isinstance(told[0], Text) and _told_by_events(view, mover):
                first = told.pop(0)
                first = first[2:] if first.plain.startswith("  ") else first
                console.print(Text.assemble((f"{i + 1:>4}. ", "dim"), first))
                told = [Text.assemble("    ", ev) if isinstance(ev, Text) else ev for ev in told]
            else:
                said = _echo(view, action, names)
                who = escape(mover)
                console.print(
                    f"[dim]{i + 1:>4}. " + _("{name}:").format(name=who) + f"[/] {escape(said)}"
                )
            for ev in told:
                console.print(_hung(ev))
            before = after
            if step:
                console.print(_call_view(view.render, after, names=names, game=g))
                typed = _read_line(_("Enter for the next action, q to stop: "))
                if typed is None or typed.lower() in QUIT:
                    n = len(rec.actions)
                    if i + 1 < n:
                        said = _(
                            "Replay stopped after action {i} of {n}; the rest was not checked."
                        )
                    else:
                        said = _("Replay stopped after action {i} of {n}.")
                    console.print(said.format(i=i + 1, n=n))
                    return
        for line in seat_changes(rec, len(rec.actions)) if view is not None else []:
            console.print(f"[dim]      {escape(line)}[/]")  # back after the last action
        state = records.replay(rec)
    except records.RecordError as exc:
        raise fail(records.at(file, exc)) from None
    except NoTerminalView as exc:  # a plugin's game: the record can still be checked
        raise fail(
            _("{problem}; replay --quiet checks the record without showing it").format(problem=exc)
        ) from None
    if view is not None:
        console.print(_call_view(view.render, state.observation(seat), names=names, game=g))
    n = len(rec.actions)
    if not state.is_over():
        console.print(
            n_(
                "Record OK: {n} action, game not finished",
                "Record OK: {n} actions, game not finished",
                n,
            ).format(n=n)
        )
        return
    won = state.winners()
    who = ", ".join(names[w] for w in won) or _("nobody")
    counted = n_("Record OK: {n} action, game over", "Record OK: {n} actions, game over", n)
    winners = n_("winner: {names}", "winners: {names}", len(won))
    console.print(
        counted.format(n=n) + ", " + winners.format(names=who),
        markup=False,
    )
    console.print(final_line(g, state, names), markup=False)
    console.print(places_lines(state, names), markup=False)


def seat_changes(rec: records.Record, index: int) -> list[str]:
    """The seat changes before action ``index`` (from 0): a person who took the seat back
    from its bot after the action before, a bot that plays a seat from this one; the
    record's player ("You") addressed as the table addresses them."""
    lines = []
    for s in rec.stand_ins:
        you = rec.seats[s.seat] == termview.YOU
        if s.to_action == index:
            lines.append(
                _("── You take your seat back from the bot")
                if you
                else _("── {name} takes the seat back from the bot").format(
                    name=rec.shown(rec.seats[s.seat])
                )
            )
    for s in rec.stand_ins:
        if s.from_action == index + 1:
            you = rec.seats[s.seat] == termview.YOU
            lines.append(
                _("── from here {bot} plays for you").format(bot=termview.level_name(s.bot))
                if you
                else _("── from here {bot} plays for {name}").format(
                    bot=termview.level_name(s.bot), name=rec.shown(rec.seats[s.seat])
                )
            )
    return lines


def _actor(obs: dict[str, Any]) -> int:
    cur = obs.get("current_player")
    return cur if isinstance(cur, int) else 0


@app.command(cls=Command)
def rules(
    game: Annotated[
        str,
        typer.Option("--game", "-g", metavar="NAME", help=f"One of: {', '.join(game_names())}."),
    ] = "corsairs",
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            metavar="N",
            help="The player count whose bounds to show.",
            show_default="the game's minimum",
        ),
    ] = None,
    language: WritingLangOption = None,
) -> None:
    """How a game is played, then its house rules: values, default and what each one does."""
    from corsairs import rules_page
    from corsairs.registry import game_class
    from corsairs.rule_list import listing

    try:
        count = game_class(game).min_players if players is None else players
        g = load_game(game, players=count)
    except CorsairsError as exc:
        raise fail(str(exc)) from None
    # the terminal's own width (40 columns on a phone over SSH), within reason
    width = max(30, min(100, console.size.width))
    # the game first, as the lobby's "Rules" page teaches it: a newcomer typed "rules"
    # to learn the game and met only its options
    if taught := rules_page.text(g.name, width=width):
        here = _(
            "To play it here: corsairs play --game {game} (at its prompt, help lists what you "
            "can type)."
        )
        typer.echo("\n".join([taught, "", *textwrap.wrap(here.format(game=g.name), width), "", ""]))
    typer.echo(listing(g, width=width))


SURFACES = (
    ("arena", "corsairs.arena.command"),
    ("simulate", "corsairs.sim.command"),
    ("serve", "corsairs.server.command"),
    ("review", "corsairs.coach.command"),
    ("verify", "corsairs.verify"),
)


def _register_surfaces() -> None:
    for name, module in SURFACES:
        try:
            mod = importlib.import_module(module)
        except ImportError as exc:
            _missing(name, str(exc))
            continue
        app.command(name, cls=Command)(mod.command)


def _missing(name: str, why: str) -> None:
    def unavailable() -> None:
        raise fail(f"'corsairs {name}' needs its extra: pip install 'corsairs[all]' ({why})")

    unavailable.__doc__ = "(not installed: pip install 'corsairs[all]')"
    app.command(name, cls=Command)(unavailable)


_register_surfaces()


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:  # the line being read, before any command ran
        say_stopped(STOPPED_STARTING, tuple(sys.argv[1:]))
        sys.exit(130)
