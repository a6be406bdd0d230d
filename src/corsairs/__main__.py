"""``python -m corsairs`` and the ``corsairs`` command. Ctrl-C while the program loads (a
second or so of imports) says so in the player's language and exits 130, as once a
command runs (:meth:`corsairs.cli_help.Command.invoke`): it printed a traceback."""

from __future__ import annotations

import sys


def run() -> None:
    try:
        from corsairs.cli import main
    except KeyboardInterrupt:
        _stopped_starting()
        sys.exit(130)
    main()


def _stopped_starting() -> None:
    said = "Stopped (Ctrl-C) while starting: nothing was done."
    try:  # the words in the environment's language, unless a second Ctrl-C cuts them short
        from corsairs.cli_help import say_stopped
        from corsairs.cli_help_words import STOPPED_STARTING

        say_stopped(STOPPED_STARTING, tuple(sys.argv[1:]))
    except BaseException:
        sys.stderr.write(f"\n{said}\n")


if __name__ == "__main__":
    run()
