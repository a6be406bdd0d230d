"""Clean ``--help`` for every ``corsairs`` command, whatever Typer version draws it.

Recent Typer prints each option's Python type as its metavar: ``--help <bool>``,
``--agents <list[str]>``, ``--watch <bool>``. A switch takes no value, and a newcomer
reads ``<list[str]>`` as something to type. The command classes here give a switch no
metavar and an option without its own metavar the plain word of its kind (TEXT,
INTEGER, NUMBER, PATH), as Click always did; options that name their own are kept.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, get_args, get_origin

from typer import rich_utils
from typer.core import TyperCommand, TyperGroup

from corsairs import lang
from corsairs.cli_help_words import BRACKETED, FRAME
from corsairs.cli_usage import (
    TYPED,
    game_typed,
    is_usage_error,
    language_asked,
    refuse,
    speaks_language,
)

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
            if chosen != "en":
                words = [command, *getattr(command, "commands", {}).values()]
                words += command.get_params(ctx)
                for obj in words:
                    if getattr(obj, "help", None):
                        paragraphs = obj.help.split("\n\n")
                        say(obj, "help", "\n\n".join(_paragraph(p) for p in paragraphs))
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


class Command(TyperCommand):
    """A ``corsairs`` command whose help shows no Python types, and which refuses a
    mistyped line in the player's language when it speaks it (:mod:`corsairs.cli_usage`)."""

    def get_params(self, ctx: Any) -> list[Any]:
        return tidy(super().get_params(ctx))

    def format_help(self, ctx: Any, formatter: Any) -> None:
        with spoken_help(self, ctx):
            super().format_help(ctx, formatter)

    def get_usage(self, ctx: Any) -> str:
        return usage_said(super().get_usage(ctx))

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        return usage_pieces(self, ctx)

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
        with spoken_help(self, ctx):
            super().format_help(ctx, formatter)

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

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        """A command's name mistyped ("corsairs jouer") is refused in the environment's
        language, with the commands there are."""
        try:
            return super().resolve_command(ctx, args)
        except Exception as exc:
            if not is_usage_error(exc):
                raise
            refuse(exc, ctx, list(args), group=self)
