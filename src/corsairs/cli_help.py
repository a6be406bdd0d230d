"""Clean ``--help`` for every ``corsairs`` command, whatever Typer version draws it.

Recent Typer prints each option's Python type as its metavar: ``--help <bool>``,
``--agents <list[str]>``, ``--watch <bool>``. A switch takes no value, and a newcomer
reads ``<list[str]>`` as something to type. The command classes here give a switch no
metavar and an option without its own metavar the plain word of its kind (TEXT,
INTEGER, NUMBER, PATH), as Click always did; options that name their own are kept.
"""

from __future__ import annotations

import inspect
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from enum import Enum
from typing import Any, get_args, get_origin

from rich.console import Console, RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text
from typer import Exit, rich_utils
from typer.core import TyperCommand, TyperGroup

from corsairs import lang
from corsairs.cli_help_words import BRACKETED, FRAME, METAVARS, STOPPED, STOPPED_STARTING
from corsairs.cli_usage import (
    TYPED,
    game_typed,
    is_usage_error,
    language_asked,
    refuse,
    speaks_language,
)
from corsairs.termview import KeptLine, kept_colon

PLAIN = {int: "INTEGER", float: "NUMBER", str: "TEXT"}
"""The metavar of an option of each type that does not name its own."""


def plain_metavar(param: Any) -> str | None:
    """The metavar ``param`` should show, or None to keep what Typer shows."""
    if getattr(param, "is_flag", False):
        return ""  # a switch (--help, --watch) takes no value
    desc = getattr(param, "type_descriptor", None)  # Typer >= 0.2x; older show Click's words
    if desc is None or getattr(desc, "is_choice", False):
        return None  # a choice shows its values
    kind = desc.annotation
    if get_origin(kind) is list:
        (kind,) = get_args(kind) or (str,)
    if kind in PLAIN:
        return PLAIN[kind]
    if isinstance(kind, type) and kind.__name__.endswith("Path"):
        return "PATH"
    return None


def tidy(params: list[Any]) -> list[Any]:
    """Give each parameter without a metavar of its own a plain one (see the module). A
    default or bound shows as declared, so a whole one is declared whole ("60", "min=0":
    the option's type still hands the command a float), not patched where Typer writes it."""
    for param in params:
        if param.metavar is None and (word := plain_metavar(param)) is not None:
            param.metavar = word
        if param.param_type_name == "argument" and hasattr(param, "display_type_rich"):
            # an argument's name column shows its metavar already ("FILE <path>"). Typer 0.29
            # has no public way to say so: typer.Argument takes no ``cls`` nor any switch for
            # the type column, which rich_utils draws from this method unconditionally; the
            # other way, drawing the help panels ourselves, would copy rich_utils whole
            param.display_type_rich = _no_type
    return params


def usage_pieces(command: Any, ctx: Any) -> list[str]:
    """The usage line's pieces after the command's name (Click's public
    ``collect_usage_pieces``), an argument written the Unix way: ``FILE`` when it is
    required, ``[FILE]`` when it may be left out. Typer 0.2x wrote a required one
    ``{FILE}``, which reads as a placeholder to fill in, braces and all."""
    pieces = [command.options_metavar] if command.options_metavar else []
    for param in command.get_params(ctx):
        if param.param_type_name != "argument":
            pieces.extend(param.get_usage_pieces(ctx))
            continue
        name = str(param.metavar or param.name.upper())
        name = name if param.required else f"[{name}]"
        pieces.append(name + ("..." if param.nargs != 1 else ""))
    return pieces


def _no_type(ctx: Any) -> None:
    """No type column beside an argument's metavar."""
    return None


@contextmanager
def spoken_help(command: Any, ctx: Any) -> Iterator[None]:
    """Draw ``command``'s help in the language the line asks for (``--lang fr``, else the
    environment's): each text a catalogue knows (:mod:`corsairs.cli_help_words`), paragraph
    by paragraph, the others as written; put back after, as Click keeps them for good."""
    chosen = language_asked(ctx.meta.get(TYPED, ()))
    kept: list[tuple[Any, str, Any]] = []

    def say(obj: Any, attr: str, text: Any) -> None:
        kept.append((obj, attr, getattr(obj, attr)))
        setattr(obj, attr, text)

    with lang.speaking(chosen):
        try:
            for name in ("highlighter", "negative_highlighter"):  # Typer's option columns
                say(rich_utils, name, _SpacedNames(getattr(rich_utils, name)))
            if chosen != "en":
                words = [command, *getattr(command, "commands", {}).values()]
                words += command.get_params(ctx)
                for obj in words:
                    if getattr(obj, "help", None):
                        paragraphs = obj.help.split("\n\n")
                        say(obj, "help", "\n\n".join(_paragraph(p) for p in paragraphs))
                    if getattr(obj, "metavar", None) in METAVARS:  # "CLÉ=VALEUR"
                        say(obj, "metavar", lang._(obj.metavar))
                    if isinstance(getattr(obj, "show_default", None), str):  # "(the game's …)"
                        say(obj, "show_default", lang._(obj.show_default))
                for name, text in FRAME.items():
                    say(rich_utils, name, lang._(text))
                for name, text in BRACKETED.items():
                    say(rich_utils, name, f"[{lang._(text)}]")
            yield
        finally:
            for obj, attr, text in reversed(kept):
                setattr(obj, attr, text)


class _SpacedNames:
    """Typer's highlighter of option names, which joins an option's names with a bare comma
    ("--agents,--bots"): a space after each comma, as every sentence of the help writes a
    list and as the narrow help and Click's plain help show them ("--agents, --bots")."""

    def __init__(self, highlighter: Any) -> None:
        self.highlighter = highlighter

    def __call__(self, text: Any) -> Any:
        if isinstance(text, str) and _JOINED_NAMES.fullmatch(text):
            text = text.replace(",", ", ")
        return self.highlighter(text)


_JOINED_NAMES = re.compile(r"-[^\s,]+(?:,-[^\s,]+)+")
"""Two or more option names as Typer joins them, and nothing else it highlights."""


def _paragraph(text: str) -> str:
    """A paragraph of help in the language spoken: a docstring's lines are looked up
    joined, as the catalogue holds them, and kept as written when it has no words."""
    said = lang._(text)
    if said != text:
        return said
    joined = " ".join(text.split())
    said = lang._(joined)
    return text if said == joined else said


def usage_said(usage: str) -> str:
    """The usage line in the language spoken ("Aufruf: corsairs play [OPTIONS]"), as a
    mistyped line's refusal says it (:mod:`corsairs.cli_usage`); Click writes "Usage:"."""
    rest = usage.removeprefix("Usage: ")
    return usage if rest == usage else lang._("Usage: {usage}").format(usage=rest)


NARROW = 80
"""Below this many columns the help is drawn a line an option (:func:`narrow_help`): Typer's
panels give each option's names a column of their own, which they cut at 40 columns
("--playe…", "--agents,--agen…") and at 70 still ("simulate")."""


def _console() -> Console:
    """A console as Typer's help draws on: its width, colours and terminal, read from its
    public settings (``rich_utils``) and the environment (``COLUMNS``)."""
    return Console(
        width=rich_utils.MAX_WIDTH,
        color_system=rich_utils.COLOR_SYSTEM,
        force_terminal=rich_utils.FORCE_TERMINAL,
        highlight=False,
    )


def shown_default(param: Any, ctx: Any) -> str | None:
    """The default after an option's help, as Typer writes it in its panels ("60",
    "corsairs", "(the game's minimum)", an enum's value), from the declaration: None where
    Typer shows none (no default, a switch, ``show_default=False``)."""
    if isinstance(param.show_default, str):
        return f"({param.show_default})"
    if not (param.show_default or ctx.show_default) or getattr(param, "is_flag", False):
        return None
    value = param.get_default(ctx, call=False)
    if value is None or callable(value):
        return None
    values = value if isinstance(value, list | tuple) else [value]
    said = [str(v.value if isinstance(v, Enum) else v) for v in values]
    return ", ".join(said) or None


def shown_range(param: Any) -> str | None:
    """An option's bounds as Click and Typer write them ("2<=x<=4", "x>=0"), or None."""
    low, high = getattr(param, "min", None), getattr(param, "max", None)
    if low is None and high is None:
        return None
    below = "<" if getattr(param, "min_open", False) else "<="
    above = "<" if getattr(param, "max_open", False) else "<="
    if high is None:
        return f"x{'>' if below == '<' else '>='}{low}"
    if low is None:
        return f"x{above}{high}"
    return f"{low}{below}x{above}{high}"


def _names(param: Any) -> Text:
    """An option's names, long ones first, and what it takes ("--players, -p N"); an
    argument's metavar ("FILE")."""
    if param.param_type_name == "argument":
        name = str(param.metavar or param.name.upper())
        return Text(name + ("..." if param.nargs != 1 else ""), style=rich_utils.STYLE_OPTION)
    opts = sorted(param.opts, key=lambda o: not o.startswith("--"))
    out = Text(", ".join(opts + list(param.secondary_opts)), style=rich_utils.STYLE_OPTION)
    if param.metavar:
        out.append(" " + param.metavar, style=rich_utils.STYLE_TYPES)
    return out


def _said(text: str, style: str = "") -> Text:
    """A help text as Typer reads it: Rich markup, a paragraph's lines joined."""
    paragraphs = inspect.cleandoc(text).partition("\f")[0].split("\n\n")
    joined = "\n".join(" ".join(p.split()) for p in paragraphs)
    return Text.from_markup(joined, style=style)


def _lines(text: Text) -> KeptLine:
    """``text`` wrapped at the width, a colon kept with its words: "[predefinito:" ended a
    line and "corsairs]" began the next."""
    return KeptLine(kept_colon(text))


def _param_lines(param: Any, ctx: Any) -> list[RenderableType]:
    """One parameter: its names on a line of their own, then its help, default, bounds and
    whether it is required, each on the lines under it."""
    head = _names(param)
    if bounds := shown_range(param):
        head.append(rich_utils.RANGE_STRING.format(bounds), style=rich_utils.STYLE_TYPES)
    body = _said(param.help or "", rich_utils.STYLE_OPTION_HELP)
    if (default := shown_default(param, ctx)) is not None:
        body.append(" " if body else "")
        body.append(
            rich_utils.DEFAULT_STRING.format(default), style=rich_utils.STYLE_OPTION_DEFAULT
        )
    if param.required:
        body.append(" " if body else "")
        body.append(rich_utils.REQUIRED_LONG_STRING, style=rich_utils.STYLE_REQUIRED_LONG)
    lines: list[RenderableType] = [Padding(head, (0, 0, 0, 1))]
    if body:
        lines.append(Padding(_lines(body), (0, 0, 0, 5)))
    return lines


def narrow_help(command: Any, ctx: Any, console: Console) -> None:
    """``command``'s help at fewer than :data:`NARROW` columns: what Typer's panels say, in
    the words :func:`spoken_help` gave them, but each option's names whole on a line of
    their own and its help under them across the width, so that nothing is cut."""
    console.print(Padding(Text(command.get_usage(ctx), style=rich_utils.STYLE_USAGE_COMMAND), 1))
    if command.help:
        first, *rest = inspect.cleandoc(command.help).partition("\f")[0].split("\n\n")
        said = _said(first, rich_utils.STYLE_HELPTEXT_FIRST_LINE)
        console.print(Padding(_lines(said), (0, 1, 1, 1)))
        if rest:
            said = _said("\n\n".join(rest), rich_utils.STYLE_HELPTEXT)
            console.print(Padding(_lines(said), (0, 1, 1, 1)))
    panels: dict[str, list[Any]] = {
        rich_utils.ARGUMENTS_PANEL_TITLE: [],
        rich_utils.OPTIONS_PANEL_TITLE: [],
    }
    for param in command.get_params(ctx):
        if getattr(param, "hidden", False):
            continue
        arg = param.param_type_name == "argument"
        plain = rich_utils.ARGUMENTS_PANEL_TITLE if arg else rich_utils.OPTIONS_PANEL_TITLE
        panels.setdefault(getattr(param, "rich_help_panel", None) or plain, []).append(param)
    for title, params in panels.items():
        if params:
            console.print(Text(" " + title, style="bold"))
            for param in params:
                for line in _param_lines(param, ctx):
                    console.print(line)
            console.print()
    commands = [
        sub
        for name in (command.list_commands(ctx) if hasattr(command, "list_commands") else [])
        if (sub := command.get_command(ctx, name)) is not None and not sub.hidden
    ]
    if commands:
        console.print(Text(" " + rich_utils.COMMANDS_PANEL_TITLE, style="bold"))
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style=rich_utils.STYLE_COMMANDS_TABLE_FIRST_COLUMN, no_wrap=True)
        grid.add_column()
        for sub in commands:
            grid.add_row(sub.name, _lines(_said((sub.help or "").split("\n\n")[0])))
        console.print(Padding(grid, (0, 0, 0, 1)))
        console.print()
    if command.epilog:
        console.print(Padding(_lines(_said(command.epilog)), (0, 1, 1, 1)))


def draw_help(command: Any, ctx: Any, formatter: Any, typer_help: Any) -> None:
    """``command``'s help in the language asked: Typer's panels where the terminal is wide
    enough for them (``typer_help``), :func:`narrow_help` where it is not."""
    with spoken_help(command, ctx):
        console = _console()
        if console.width < NARROW:
            narrow_help(command, ctx, console)
        else:
            typer_help(ctx, formatter)


def say_stopped(words: str, typed: tuple[str, ...] = ()) -> None:
    """Say ``words`` (English, as the catalogue knows them) on standard error in the
    language the line asks for, else the environment's, on a line of their own (the
    terminal echoed ^C): why the program ends. A terminal already gone hears nothing."""
    with lang.speaking(language_asked(typed)):
        said = lang._(words)
    with suppress(OSError, ValueError):
        sys.stderr.write(f"\n{said}\n")
        sys.stderr.flush()


class Command(TyperCommand):
    """A ``corsairs`` command whose help shows no Python types, and which refuses a
    mistyped line in the player's language when it speaks it (:mod:`corsairs.cli_usage`)."""

    def get_params(self, ctx: Any) -> list[Any]:
        return tidy(super().get_params(ctx))

    def format_help(self, ctx: Any, formatter: Any) -> None:
        draw_help(self, ctx, formatter, super().format_help)

    def get_usage(self, ctx: Any) -> str:
        return usage_said(super().get_usage(ctx))

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        return usage_pieces(self, ctx)

    def invoke(self, ctx: Any) -> Any:
        """Run the command; Ctrl-C that its own handling leaves (while it starts: its
        imports, its bots being made) says what the command kept, in the player's language
        (:data:`STOPPED`), and exits 130. Typer turned it into a silent exit 130."""
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            say_stopped(STOPPED.get(self.name or "", STOPPED_STARTING), ctx.meta.get(TYPED, ()))
            raise Exit(130) from None

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        typed = list(args)
        ctx.meta.setdefault(TYPED, tuple(typed))  # "corsairs play --lang fr --help"
        try:
            return super().parse_args(ctx, args)  # type: ignore[no-any-return]
        except Exception as exc:
            if not is_usage_error(exc) or not (speaks_language(self) or game_typed(exc, ctx)):
                raise
            refuse(exc, ctx, typed)


OWN_PLUGIN_OPTION = frozenset({"simulate"})
"""Commands with a ``--plugin`` of their own (``simulate`` keeps it in its checkpoint)."""


def plugins_first(args: list[str], commands: Any) -> list[str]:
    """``corsairs arena --plugin M ...`` read as ``corsairs --plugin M arena ...``: the
    option belongs before the command, but ``simulate`` takes it after, and the docs show
    both in one sentence, so a command without its own takes it after too."""
    i = 0
    while i < len(args) and args[i].startswith("-"):  # the group's options
        i += 2 if args[i] == "--plugin" else 1
    if i >= len(args) or args[i] not in commands or args[i] in OWN_PLUGIN_OPTION:
        return args
    moved: list[str] = []
    rest: list[str] = []
    tail = args[i + 1 :]
    j = 0
    while j < len(tail):
        if tail[j] == "--":  # everything after is the command's own
            rest += tail[j:]
            break
        if tail[j] == "--plugin" and j + 1 < len(tail):
            moved += tail[j : j + 2]
            j += 2
            continue
        if tail[j].startswith("--plugin="):
            moved.append(tail[j])
        else:
            rest.append(tail[j])
        j += 1
    return [*args[:i], *moved, args[i], *rest]


class Group(TyperGroup):
    """The ``corsairs`` group, with its options' help as clean as its commands', and its
    ``--plugin`` taken after a command too (:func:`plugins_first`)."""

    def get_params(self, ctx: Any) -> list[Any]:
        return tidy(super().get_params(ctx))

    def format_help(self, ctx: Any, formatter: Any) -> None:
        draw_help(self, ctx, formatter, super().format_help)

    def get_usage(self, ctx: Any) -> str:
        return usage_said(super().get_usage(ctx))

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        typed = plugins_first(list(args), self.commands)
        ctx.meta[TYPED] = tuple(typed)  # for the group's own refusals (command_language)
        try:
            return super().parse_args(ctx, list(typed))  # type: ignore[no-any-return]
        except Exception as exc:
            named = next((self.commands[a] for a in typed if a in self.commands), None)
            if not is_usage_error(exc) or (named is not None and not speaks_language(named)):
                raise
            refuse(exc, ctx, typed)

    def invoke(self, ctx: Any) -> Any:
        """Run the command named (:meth:`Command.invoke`); Ctrl-C before it runs (the
        group's options, the command's line being read) says what the command kept."""
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            named = STOPPED.get(ctx.invoked_subcommand or "", STOPPED_STARTING)
            say_stopped(named, ctx.meta.get(TYPED, ()))
            raise Exit(130) from None

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        """A command's name mistyped ("corsairs jouer") is refused in the environment's
        language, with the commands there are."""
        try:
            return super().resolve_command(ctx, args)
        except Exception as exc:
            if not is_usage_error(exc):
                raise
            refuse(exc, ctx, list(args), group=self)
