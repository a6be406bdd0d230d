"""A mistyped command line refused in the player's language ("option inconnue : --bogus").

Click words its refusals in English ("No such option", "Missing argument", "Invalid
value for …", "Usage:", "Try … --help"). Click up to 8.x reads them through the
standard library's *global* ``gettext.gettext``, which chooses its language from the
environment alone and would need our catalogues installed as the process's default
domain; Typer from 0.2x carries its own copy of Click whose texts are plain English
f-strings, with no hook at all, and its type errors come from pydantic. So the hook is
the exception, not the text: the command classes (:mod:`corsairs.cli_help`) catch a
usage error while the command line is read, and a command that speaks the player's
language (one with ``--lang``: play, resume, replay, review, simulate, arena) says it again from the
exception's own fields (the option, the parameter, its range) through
:mod:`corsairs.lang`'s catalogues, as the project's other refusals are said: the usage
line, how to get help, and one ``error:`` line (exit 2). The language is the one
``--lang`` names on the line (it is not read yet when the line is refused), else the
environment's. English, and a command that speaks English only, keep Typer's own words,
but for a number option's value, which English says in our words too (Typer's named neither
the bound as the help shows it nor the value typed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from corsairs import lang
from corsairs.errors import print_error
from corsairs.lang import _, n_


def is_usage_error(exc: BaseException) -> bool:
    """Whether ``exc`` is Click's refusal of a command line, from whichever copy of Click
    Typer runs on (its own since 0.2x)."""
    return any(cls.__name__ == "UsageError" for cls in type(exc).__mro__)


def speaks_language(command: Any) -> bool:
    """Whether ``command`` speaks the player's language (it takes ``--lang``)."""
    return any("--lang" in getattr(p, "opts", ()) for p in getattr(command, "params", ()))


def language_asked(args: Sequence[str]) -> str:
    """The language the line asks for (``--lang fr``, ``--lang=fr``), else the
    environment's; English for a language we do not speak (``--lang`` refuses it then)."""
    for i, arg in enumerate(args):
        value = None
        if arg == "--lang" and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        if value is not None:
            value = value.strip().lower()
            return value if value in lang.LANGUAGES else "en"
    return lang.language_from_environment()


TYPED = "corsairs.typed"
"""Where the group keeps the line as typed (``ctx.meta``): Click has emptied the
context's own arguments by the time the group's callback runs."""


def command_language(ctx: Any) -> str:
    """The language of the command a group's context is about to run (from the line, as
    :func:`language_asked` reads it), for the group's own refusals (a ``--plugin`` that
    does not load); English for a command that speaks English, or none."""
    args = list(ctx.meta.get(TYPED, ()))
    commands = getattr(ctx.command, "commands", {})
    named = next((commands[a] for a in args if a in commands), None)
    return language_asked(args) if named is not None and speaks_language(named) else "en"


def refuse(exc: Exception, ctx: Any, args: Sequence[str], group: Any = None) -> NoReturn:
    """Say ``exc`` in the language ``args`` ask for and end the command (exit 2); raise it
    as it is in English. ``group``: the ``corsairs`` group refusing a command's name."""
    chosen = language_asked(args)
    if chosen == "en" and game_typed(exc, ctx) is None and not is_bad_number(exc):
        raise exc  # Click says it in English; a game's name typed alone is pointed to --game
    err = Console(stderr=True, highlight=False)
    with lang.speaking(chosen):
        usage = str(ctx.get_usage()).partition(":")[2].strip()
        err.print(escape(_("Usage: {usage}").format(usage=usage)), soft_wrap=True)
        command = f"{ctx.command_path} --help"
        err.print(
            "[dim]" + escape(_("Try '{command}' for help.").format(command=command)) + "[/]",
            soft_wrap=True,
        )
        print_error(err, problem(exc, args, group, ctx))
    raise typer.Exit(2)


def is_bad_number(exc: Any) -> bool:
    """Whether ``exc`` refuses a number option's value, which is said in our words in
    English too: Typer's "Invalid value for '--games': Input should be greater than or
    equal to 1" (pydantic's) named no value typed, in a box unlike every other language's."""
    param = getattr(exc, "param", None)
    return type(exc).__name__ == "BadParameter" and param is not None and _kind(param) != ""


EXTRA = re.compile(r"Got unexpected extra argument(?:s|\(s\))? \((.*)\)")
"""Click's refusal of arguments a command does not take (its words name them)."""


def game_typed(exc: Any, ctx: Any) -> str | None:
    """The game a player typed as an argument of a command that takes ``--game``
    ("corsairs play piratatak"), or None."""
    extra = EXTRA.match(str(getattr(exc, "message", exc)))
    command = getattr(ctx, "command", None)
    if extra is None or not any(p.name == "game" for p in getattr(command, "params", ())):
        return None
    from corsairs.registry import game_names

    return next((a for a in extra[1].split() if a in game_names()), None)


def problem(exc: Any, args: Sequence[str], group: Any = None, ctx: Any = None) -> str:
    """What is wrong, in the language spoken, from the exception's fields; Click's own
    message for a refusal this module does not know."""
    kind = type(exc).__name__
    message = str(getattr(exc, "message", exc))
    if kind == "NoSuchOption":
        option = exc.option_name
        near = sorted(getattr(exc, "possibilities", None) or ())
        if len(near) == 1:
            return _("no such option: {option} (did you mean {near}?)").format(
                option=option, near=near[0]
            )
        if near:
            return _("no such option: {option} (the closest: {near})").format(
                option=option, near=", ".join(near)
            )
        return _("no such option: {option}").format(option=option)
    if kind == "BadOptionUsage":
        option = exc.option_name
        if "requires" in message:
            return _("{option} needs a value").format(option=option)
        if "does not take" in message:
            return _("{option} takes no value").format(option=option)
        return message
    if kind == "MissingParameter":
        param = exc.param
        if getattr(param, "param_type_name", "") == "argument":
            return _("missing argument: {name}").format(name=param.metavar or param.name.upper())
        return _("missing option: {name}").format(name=param.opts[0])
    if kind == "BadParameter" and exc.param is not None:
        return _bad_value(exc.param, args, exc)
    if group is not None and message.startswith("No such command"):
        typed = message.partition("'")[2].rpartition("'")[0]
        return _("no such command: {name} (the commands: {commands})").format(
            name=typed, commands=", ".join(sorted(group.commands))
        )
    if extra := EXTRA.match(message):
        n = len(extra[1].split())
        said = n_("unexpected extra argument: {args}", "unexpected extra arguments: {args}", n)
        said = said.format(args=extra[1])
        if (game := game_typed(exc, ctx)) is not None:  # "corsairs play piratatak"
            said += _("; a game is chosen with --game: {command} --game {game}").format(
                command=ctx.command_path, game=game
            )
        return said
    return message


def _bad_value(param: Any, args: Sequence[str], exc: Exception) -> str:
    """An option's value refused: what it takes, and what was typed."""
    option, value = _typed(param, args)
    low, high = _bounds(param)
    kind = _kind(param)
    if kind == "int":
        if low is not None and high is not None:
            said = _("{option} takes a whole number from {low} to {high}, not {value}")
        elif low is not None:
            said = _("{option} takes a whole number of at least {low}, not {value}")
        else:
            said = _("{option} takes a whole number, not {value}")
        # as the language writes numbers, as a decimal's are: "20000" stood beside "1,440"
        low, high = (None if x is None else lang.number(x, 0) for x in (low, high))
    elif kind == "float":
        # a number out of range is a number: "--level takes a number, not '95'" misled
        if low is not None and high is not None:
            said = _("{option} takes a number from {low} to {high}, not {value}")
        elif low is not None:
            said = _("{option} takes a number of at least {low}, not {value}")
        else:
            said = _("{option} takes a number, not {value}")
        low, high = (None if x is None else lang.number(x, 6) for x in (low, high))
    elif _own_parser(param):
        # the option's own parser refused it, and said why in the language spoken
        # (``--lang`` is read first): an empty ``--out`` names no folder
        said = _("{option}: {problem}")
        return said.format(option=option, problem=getattr(exc, "message", exc))
    else:
        said = _("{option}: {value} is not a value it takes")
    return said.format(option=option, value=repr(value), low=low, high=high)


def _typed(param: Any, args: Sequence[str]) -> tuple[str, str]:
    """The option as typed (``-p`` or ``--players``) and its value on the line."""
    opts = tuple(getattr(param, "opts", ()))
    # the last, as Click reads a repeated option (``--games 50 --games 0`` refuses 0)
    for i, arg in reversed(list(enumerate(args))):
        if arg in opts and i + 1 < len(args):
            return arg, args[i + 1]
        name, eq, value = arg.partition("=")
        if eq and name in opts:
            return name, value
    return (opts[0] if opts else str(param.name)), ""


def _own_parser(param: Any) -> bool:
    """Whether the option's value goes through the command's own ``parser=`` (Typer 0.2x
    keeps it in the type descriptor, older Typer wraps it in Click's ``FuncParamType``)."""
    info = getattr(getattr(param, "type_descriptor", None), "parameter_info", None)
    if info is not None:
        return getattr(info, "parser", None) is not None
    return type(getattr(param, "type", None)).__name__ == "FuncParamType"


def _bounds(param: Any) -> tuple[Any, Any]:
    """The range an option's number must lie in (Typer 0.2x keeps it on the option,
    older Typer on Click's ``IntRange``)."""
    ranged = param if hasattr(param, "min") else getattr(param, "type", None)
    return getattr(ranged, "min", None), getattr(ranged, "max", None)


def _kind(param: Any) -> str:
    """ "int", "float" or "" for an option's value."""
    desc = getattr(param, "type_descriptor", None)
    annotation = getattr(desc, "annotation", None)
    if annotation is None:  # older Typer: Click's type
        name = getattr(getattr(param, "type", None), "name", "")
        return {"integer": "int", "integer range": "int", "float": "float"}.get(name, "")
    # (Typer's ranged_type_name asserts a plain type: a list option's annotation is none)
    ranged = getattr(desc, "ranged_type_name", None) if isinstance(annotation, type) else None
    if ranged in ("int", "float"):
        return str(ranged)
    for kind in (int, float):
        if annotation is kind or kind in getattr(annotation, "__args__", ()):
            return kind.__name__
    return ""
