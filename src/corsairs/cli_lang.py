"""``--lang``: the language a terminal command speaks to the player, one option for
``play``, ``resume``, ``replay``, ``review``, ``simulate``, ``arena`` and ``rules``
(``corsairs.lang`` does the speaking).

A command's ``--help`` follows the language too (:func:`corsairs.cli_help.spoken_help`); what
the player types (numbers, card codes, ``hint``, ``quit``) is the same in every
language."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.console import Console

from corsairs import lang
from corsairs.errors import print_error


def choose_language(value: str | None) -> str:
    """Speak ``value`` (else the environment's language) for the whole command; an unknown
    one is refused in one line, listing the choices, before anything starts (exit 2)."""
    chosen = (value or lang.language_from_environment()).strip().lower()
    try:
        lang.use(chosen)
    except ValueError as exc:
        print_error(Console(stderr=True, highlight=False), f"--lang: {exc}")
        raise typer.Exit(2) from None
    return chosen


def _lang_option(what: str) -> Any:
    """The ``--lang`` option, its help saying what the language is for (``what``)."""
    return Annotated[
        str | None,
        typer.Option(
            "--lang",
            metavar="LANG",
            help=f"{what}: {', '.join(lang.LANGUAGES)} "
            "(default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG; English otherwise).",
            callback=choose_language,
            is_eager=True,
            show_default=False,
        ),
    ]


LangOption = _lang_option("The language the game speaks")
"""The ``--lang`` option of a command that plays a game (``play``, ``resume``, ``replay``):
``lang: LangOption = None`` in a command's parameters; its callback calls
:func:`corsairs.lang.use` before the command's body runs."""

WritingLangOption = _lang_option("The language to write in")
"""The ``--lang`` option of a command that plays no game with the player (``rules``,
``arena``, ``simulate``, ``serve``, ``verify``): "the game speaks" said nothing there."""
