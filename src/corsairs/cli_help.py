"""Clean ``--help`` for every ``corsairs`` command, whatever Typer version draws it.

Recent Typer prints each option's Python type as its metavar: ``--help <bool>``,
``--agents <list[str]>``, ``--watch <bool>``. A switch takes no value, and a newcomer
reads ``<list[str]>`` as something to type. The command classes here give a switch no
metavar and an option without its own metavar the plain word of its kind (TEXT,
INTEGER, NUMBER, PATH), as Click always did; options that name their own are kept.
"""

from __future__ import annotations

from typing import Any, get_args, get_origin

from typer.core import TyperCommand, TyperGroup

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
    """Give each parameter without a metavar of its own a plain one (see the module)."""
    for param in params:
        if param.metavar is None and (word := plain_metavar(param)) is not None:
            param.metavar = word
        if param.param_type_name == "argument" and hasattr(param, "display_type_rich"):
            # an argument's name column shows its metavar already ("FILE <path>")
            param.display_type_rich = _no_type
    return params


def _no_type(ctx: Any) -> None:
    """No type column beside an argument's metavar."""
    return None


class Command(TyperCommand):
    """A ``corsairs`` command whose help shows no Python types."""

    def get_params(self, ctx: Any) -> list[Any]:
        return tidy(super().get_params(ctx))


class Group(TyperGroup):
    """The ``corsairs`` group, with its options' help as clean as its commands'."""

    def get_params(self, ctx: Any) -> list[Any]:
        return tidy(super().get_params(ctx))
