"""The ``--help`` texts said in the player's language (:func:`corsairs.cli_help.spoken_help`
looks each up by its English words): the program's summary, each command's, the most
used command's options (``play``), and the words Typer frames them with.

They are written here, not only where the commands are, because a docstring and
``help=`` cannot be marked for the catalogues; ``tests/test_cli_help_lang.py`` checks
that each is still what the command says, so an edit there cannot leave it English.
"""

from __future__ import annotations

from corsairs.lang import N_

SUMMARIES = (
    N_("Corsairs and Piratatak: play, replay, pit bots against each other, simulate, serve."),
    N_("Play in the terminal against bots (a game left before its end is saved: corsairs resume)."),
    N_("Continue a game left before its end: same game, rules, seat, bots and seed."),
    N_("Step through a game record and check that it reproduces the game."),
    N_("List a game's rule options (house rules): values, default and what each one does."),
    N_("Pit bots against each other with seats rotated over paired deals."),
    N_("Simulate games between bots and write an HTML/PNG/JSON/CSV balance report."),
    N_("Serve the card table in the browser: play Corsairs and Piratatak with friends and bots."),
    N_("Grade every decision of one seat: win chance of the move played against the best found."),
    N_("Check that a server game's deals match the commitment shown when it started."),
)
"""The program's summary and each command's (a docstring's first paragraph)."""

PLAY_OPTIONS = (
    N_("same seed, same deal"),
    N_(
        "bot spec or level (beginner, casual, strong, expert) for the other seats, "
        "or a comma list, one per seat (default: casual, as in the browser)"
    ),
    N_("your seat (0 = first, the default)"),
    N_("no human: watch the bots play"),
    N_("save the game record here"),
    N_("write the --record over an existing file"),
    N_(
        "rule option (repeatable), e.g. attach_numbers=growing; corsairs rules lists them; "
        "see docs/rules.md and docs/piratatak.md"
    ),
    N_("a bot taking longer for one move is stopped, named, and the game saved (0: no limit)"),
    N_("the coach's hint before your choices at every decision (? gives one anytime)"),
    N_("Show this message and exit."),
)
"""``play``'s options (the first command a player asks help of), and ``--help``'s own."""

FRAME = {
    "OPTIONS_PANEL_TITLE": N_("Options"),
    "COMMANDS_PANEL_TITLE": N_("Commands"),
    "ARGUMENTS_PANEL_TITLE": N_("Arguments"),
}
"""Typer's own words around the help (``typer.rich_utils``), by the name Typer keeps them
("[default: …]" stays as Typer says it: the catalogues' check reads brackets as markup)."""
