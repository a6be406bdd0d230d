"""The ``--help`` texts said in the player's language (:func:`corsairs.cli_help.spoken_help`
looks each up by its English words): the program's summary, each command's, the options
of ``play``, ``resume``, ``replay``, ``review``, ``simulate`` and ``serve``, and the words
Typer frames them with.

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
    N_("How a game is played, then its house rules: values, default and what each one does."),
    N_("Pit bots against each other with seats rotated over paired deals."),
    N_("Simulate games between bots and write an HTML/PNG/JSON/CSV balance report."),
    N_("Serve the card table in the browser: play Corsairs and Piratatak with friends and bots."),
    N_("Grade every decision of one seat: win chance of the move played against the best found."),
    N_("Check that a server game's deals match the commitment shown when it started."),
)
"""The program's summary and each command's (a docstring's first paragraph)."""

PARAGRAPHS = (
    N_(
        "Ctrl-C (or SIGTERM) stops the match at once and reports the deals finished by "
        "then, marked partial; the exit status is then 130 (143 for SIGTERM). A bot that "
        "raises, chooses no legal action or takes longer than --move-limit for a move stops "
        "the match the same way, named in an error line (exit status 2)."
    ),
    N_(
        "Several people at one keyboard play in the browser: corsairs serve, then seats "
        '"Here, on this device", whose hands the table hides between turns.'
    ),
)
"""A command's further paragraphs (``arena``'s, ``play``'s), looked up with their lines joined."""

DEFAULTS = (N_("the game's minimum"),)
"""The defaults shown in words, not as a value (``rules --players``, ``simulate --players``)."""

PLAY_OPTIONS = (
    N_("One of: corsairs, piratatak."),  # --game: the games this package registers
    N_("Same seed, same deal."),
    N_(
        "Bot spec or level (beginner, casual, strong, expert) for the other seats, "
        "or a comma list, one per seat (default: casual, as in the browser)."
    ),
    N_("Your seat (0 = first, the default)."),
    N_("No human: watch the bots play."),
    N_("Save the game record here."),
    N_("Write the --record over an existing file."),
    N_(
        "Rule option (repeatable), e.g. attach_numbers=growing; corsairs rules lists them; "
        "see docs/rules.md and docs/piratatak.md."
    ),
    N_("A bot taking longer for one move is stopped, named, and the game saved (0: no limit)."),
    N_("The coach's hint before your choices at every decision (? gives one anytime)."),
    N_("Show this message and exit."),
)
"""``play``'s options (the first command a player asks help of), and ``--help``'s own."""


GROUP_OPTIONS = (
    N_(
        "Module to import first, here and in every worker (registers games or bots); "
        "repeatable, before the command (or after it): corsairs --plugin mypkg.games play ..."
    ),
    N_("Print the version and exit."),
)
"""The options of ``corsairs`` itself, before a command."""


OTHER_OPTIONS = (
    # resume
    N_(
        "A saved game (default: the most recent in the save folder, $CORSAIRS_SAVE_DIR or the "
        "user's application folder)."
    ),
    N_("Save the whole game's record here."),
    N_(
        "The language the game speaks: en, fr, it, de (default: from LANGUAGE, LC_ALL, "
        "LC_MESSAGES or LANG; English otherwise)."
    ),
    N_(
        "The language to write in: en, fr, it, de (default: from LANGUAGE, LC_ALL, "
        "LC_MESSAGES or LANG; English otherwise)."
    ),
    # replay
    N_("A game record (JSON)."),
    N_("Show the table as this seat sees it (a game left unfinished: the player's seat)."),
    N_("Wait for Enter after each action."),
    N_("Only check the record and print the result."),
    # review
    N_("A finished game's record (JSON)."),
    N_("The seat to review, counted from 0."),
    N_(
        "Sampled deals per judged move: more is steadier and slower (default: a hint's, 256, so"
        " that each decision is judged as its hint judged it; a 2-player Corsairs game in about"
        " two minutes)."
    ),
    N_("Folder for index.html and review.json."),
    N_("Print the review as JSON on standard output."),
    N_("Seed of the coach's samples."),
    N_(
        "Processes that judge decisions at once (default: 2, 1 on a one-core machine): the "
        "same review, sooner on a machine with idle cores."
    ),
    N_("Write over a review already in --out."),
    N_(
        "The review's language: en, fr, it, de (default: from LANGUAGE, LC_ALL, LC_MESSAGES "
        "or LANG; English otherwise)."
    ),
    # simulate
    N_("Game to simulate: corsairs or piratatak."),
    N_("Number of players."),
    N_(
        "Bot spec, e.g. heuristic or ismcts:iterations=200: one for every seat, or one per seat"
        " in seat order (extra seats copy the last), comma-separated or the option repeated "
        "(default: policy, the fast bot that plays as well as heuristic)."
    ),
    N_("Games per rule set."),
    N_("Run seed: game i is seeded from (seed, i)."),
    N_(
        "Rule option (repeatable); corsairs rules --game NAME lists them with their values and "
        "meaning."
    ),
    N_(
        "Also play a variant with this rule change and compare it with the base; repeated, one "
        "variant with all the changes."
    ),
    N_(
        "Local worker processes (default: the CPUs this process may use, its cores within any "
        "container's CPU quota; 0 = in this process). With --ray: CPUs of the local Ray instance."
    ),
    N_(
        "Run on Ray: alone, start a local instance; followed by an ADDRESS (auto, "
        "ray://head:10001), join that cluster."
    ),
    N_("The Ray cluster to join (only after --ray)."),
    N_("Games per task (default: automatic)."),
    N_("Rotate the bots round the seats from game to game."),
    N_("Module to import in every worker (registers extra games or bots)."),
    N_("Confidence level of the intervals."),
    N_("Times a batch is retried when its worker dies."),
    N_("A bot taking longer for one move fails its batch (0: no limit)."),
    N_("Directory for the report (checked before any game)."),
    N_("Write over a report already in --out."),
    N_("No progress bar."),
    N_(
        "Continue the run in --out (stopped, killed or with failed batches; or finished, with a"
        " larger --games): its settings are read from there; only its missing games are played."
    ),
    N_(
        "Write the report in --out again from its tally.json, with this version's report and "
        "--level; plays no game."
    ),
    N_(
        "Print the figures of the report in --out beside those of the report in OTHER (3 "
        "players beside 4, one bot beside another), with the difference and its interval; plays"
        " no game, writes nothing."
    ),
    # serve
    N_("Address to listen on; 0.0.0.0 lets friends on your network join."),
    N_("Port; 0 takes any free port."),
    N_(
        "Database URL: sqlite:///path.sqlite3, or postgresql://HOST/DB with USER:PW@ before the"
        " host if it needs them; default: SQLite in your user data directory."
    ),
    N_("Do not open the lobby in a web browser."),
    N_("Seconds a bot 'thinks' before it plays."),
    N_("Uvicorn log level."),
    N_("New tables a client may create a minute (0: no limit)."),
    N_("Unfinished tables one client may have (0: no limit)."),
    N_("Delete unfinished tables idle this many days (0: never)."),
    N_("Processes the bots think in."),
    N_("CPU seconds a bot may spend on one move."),
    N_(
        "Reverse proxies (addresses, comma-separated, or *) whose X-Forwarded-For and -Proto "
        "are believed, so quotas count each friend, not the proxy (default: this machine, "
        "127.0.0.1 and ::1; or $FORWARDED_ALLOW_IPS)."
    ),
    N_(
        "Processes that judge one browser review's decisions at once, at low priority after "
        "the bots (the same review, sooner where cores are idle)."
    ),
    N_(
        "Sampled deals per judged move of a browser review (default: a hint's, so that the "
        "review judges each decision as the hint did)."
    ),
    N_(
        "Sampled deals per judged move of a hint (default: each game's own, a hint within a "
        "second on 2 cores); fewer answer sooner on a slow machine."
    ),
    N_(
        "Minutes the table's creator may be away before the other players may start the table "
        "or give an away player's seat to a bot (0: never)."
    ),
    N_(
        "Minutes a turn may wait before the other players may give the seat to a bot, and "
        "the start once a friend is seated before they may start the table (0: never)."
    ),
    # arena
    N_("Seats at the table."),
    N_(
        "Bot specs or levels (beginner, casual, strong, expert), comma-separated "
        "(e.g. ismcts:iterations=500,heuristic or expert,strong); "
        "extra seats take copies of the last bot."
    ),
    N_("Games to play (rounded up to whole rotations)."),
    N_("Match seed: the same seed, the same results."),
    N_("Local processes (0 or 1 = in this process); results do not depend on it."),
    N_("Print the report as JSON."),
    N_("Rule option (repeatable); corsairs rules --game NAME lists them."),
    N_("Stop the match when a bot takes longer for one move (0: no limit)."),
    N_(
        "Write each game's record (JSON) in this folder: game-0001.json, ... in "
        "schedule order, for corsairs replay and review; a game a bot failed in, as far "
        "as it went."
    ),
    # rules
    N_("The player count whose bounds to show."),
    # verify
    N_("A game record from the server (JSON)."),
)
"""The options of ``resume``, ``replay``, ``review``, ``simulate``, ``serve``, ``arena`` and
``rules`` (and ``--lang``, every command's), those ``play`` does not share."""


FRAME = {
    "OPTIONS_PANEL_TITLE": N_("Options"),
    "COMMANDS_PANEL_TITLE": N_("Commands"),
    "ARGUMENTS_PANEL_TITLE": N_("Arguments"),
}
"""Typer's own words around the help (``typer.rich_utils``), by the name Typer keeps them."""

BRACKETED = {
    "DEFAULT_STRING": N_("default: {}"),
    "REQUIRED_LONG_STRING": N_("required"),
}
"""Typer's words after an option ("[default: 8000]", "[required]"), written without their
brackets, which the catalogues' check would read as markup (Typer shows them as text)."""


STOPPED = {
    "play": N_("Stopped (Ctrl-C) before the game began: nothing was saved."),
    "resume": N_("Stopped (Ctrl-C) before the game went on: its save is as it was."),
    "replay": N_("Replay stopped (Ctrl-C): the rest of the record was not checked."),
    "rules": N_("Stopped (Ctrl-C)."),
    "arena": N_("Stopped (Ctrl-C) before any game was played: no report."),
    "simulate": N_(
        "Stopped (Ctrl-C) before any game was played: no report written (one already in "
        "--out is left as it was)."
    ),
    "serve": N_("Stopped (Ctrl-C) before the server started: every table is kept as it was."),
    "review": N_("review stopped (Ctrl-C): nothing was written"),
    "verify": N_("Stopped (Ctrl-C) before the check ended: nothing was verified."),
}
"""What each command keeps when Ctrl-C stops it outside its own handling (while it starts:
its imports, its bots being made): the commands' own handlers say what a game, a match or
a run kept once it began (:meth:`corsairs.cli_help.Command.invoke`)."""

STOPPED_STARTING = N_("Stopped (Ctrl-C) while starting: nothing was done.")
"""Ctrl-C before any command ran (the program loading, the command line being read)."""
METAVARS = frozenset({N_("KEY=VALUE")})
"""What an option takes, said in the player's language in the help's column as its texts,
``corsairs rules`` and its errors say it ("--rules CLÉ=VALEUR": the column kept the English
words beside a French sentence and a French error)."""
