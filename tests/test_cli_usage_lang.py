"""A mistyped command line refused in the player's language (``corsairs.cli_usage``).

Click's (and Typer's) refusals are English: "No such option", "Missing argument",
"Invalid value for …", the "Usage:" line, "Try … --help". The commands that speak the
player's language say them in it; the others (a bot author's arena) and English keep
Typer's own."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from corsairs.cli import app
from lang_helpers import english_left

runner = CliRunner()

CLICK_WORDS = ("No such", "Missing", "Invalid value", "Usage:", "Try ", "requires an argument")


@pytest.mark.parametrize(
    ("args", "env", "said"),
    [
        (["play", "--bogus", "--lang", "fr"], {}, "erreur : option inconnue : --bogus"),
        (["play", "--lang=de", "--watchh"], {}, "Fehler: unbekannte Option: --watchh"),
        (["replay"], {"LANG": "fr_FR.UTF-8"}, "erreur : argument manquant : FILE"),
        (["play", "--lang", "it", "--players", "x"], {}, "--players vuole un numero intero"),
        (
            ["play", "--lang", "de", "--players", "9"],
            {},
            "--players verlangt eine ganze Zahl von 2",
        ),
        (["play", "--lang", "fr", "--move-limit", "vite"], {}, "--move-limit attend un nombre"),
        (["play", "--lang", "fr", "--seat"], {}, "erreur : --seat attend une valeur"),
        (["play", "--lang", "fr", "partie"], {}, "erreur : argument en trop : partie"),
        (["jouer"], {"LANG": "fr_FR.UTF-8"}, "erreur : commande inconnue : jouer"),
    ],
)
def test_a_mistyped_command_line_is_refused_in_the_language(
    args: list[str], env: dict[str, str], said: str
) -> None:
    result = runner.invoke(app, args, env=env)
    out = result.output
    assert result.exit_code == 2, out
    assert said in " ".join(out.split()), out
    assert not [w for w in CLICK_WORDS if w in out], out
    assert "Traceback" not in out
    lang = "de" if "de" in args or "--lang=de" in args else "it" if "it" in args else "fr"
    # what is typed stays as typed: the options, the commands' names
    typed = re.sub(r"--[a-z-]+|\[OPTIONS\]|COMMAND \[ARGS\]|\(.*\)", " ", out)
    assert english_left(typed, lang) == [], out


def test_usage_and_help_lines_are_said_in_the_language() -> None:
    result = runner.invoke(app, ["play", "--lang", "fr", "--bogus"])
    lines = result.output.splitlines()
    assert lines[0].startswith("Utilisation : ") and "play [OPTIONS]" in lines[0], lines
    assert "--help" in lines[1] and "aide" in lines[1], lines


def test_english_and_the_commands_that_speak_english_keep_typers_words() -> None:
    """English keeps Click's words for a mistyped option (a number's value is ours: below)."""
    english = runner.invoke(app, ["play", "--bogus"], env={"LANG": "C"})
    assert english.exit_code == 2 and "No such option: --bogus" in english.output
    # the arena speaks the language since s34, rules (in the lobby's words) since s38
    rules = runner.invoke(app, ["rules", "--bogus"], env={"LANG": "fr_FR.UTF-8"})
    assert rules.exit_code == 2 and "option inconnue : --bogus" in rules.output, rules.output
    arena = runner.invoke(app, ["arena", "--bogus"], env={"LANG": "fr_FR.UTF-8"})
    assert arena.exit_code == 2 and "option inconnue : --bogus" in arena.output, arena.output


@pytest.mark.parametrize(
    ("args", "said"),
    [
        # a number out of its range was "--level attend un nombre, pas '95'": 95 is one
        (["--level", "95"], "--level attend un nombre de 0,5 à 0,999, pas '95'"),
        (["--move-limit", "-1"], "--move-limit attend un nombre d'au moins 0, pas '-1'"),
        # the value refused is the one Click read: the last of a repeated option
        (
            ["--games", "50", "--games", "0"],
            "--games attend un nombre entier d'au moins 1, pas '0'",
        ),
    ],
)
def test_simulate_says_the_range_and_the_value_it_refused(args: list[str], said: str) -> None:
    res = runner.invoke(app, ["simulate", "--lang", "fr", *args])
    assert res.exit_code == 2
    assert said in res.output.replace("\N{NO-BREAK SPACE}", " "), res.output


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["play", "piratatak"], "a game is chosen with --game: corsairs play --game piratatak"),
        (["play", "piratatak", "--lang", "fr"], "un jeu se choisit avec --game"),
        (["rules", "piratatak"], "corsairs rules --game piratatak"),
    ],
)
def test_a_game_typed_as_an_argument_is_pointed_to_game(args: list[str], said: str) -> None:
    """A newcomer typed "corsairs play piratatak" and read "Got unexpected extra argument
    (piratatak)": nothing said that a game is chosen with --game."""
    res = CliRunner().invoke(app, args, terminal_width=200)
    assert res.exit_code == 2, res.output
    assert said in " ".join(res.output.split()), res.output
    assert "Traceback" not in res.output


def test_english_says_every_number_options_refusal_in_our_words() -> None:
    """English kept Typer's "Invalid value for '--games': Input should be greater than or
    equal to 1" (no value typed, in a box) where the other languages said ours: every
    command's number options, each given a value out of its bounds (a word where it has
    none), are refused in the same form in English: usage, help, one error line."""
    import typer.main

    from corsairs.cli_usage import _bounds, _kind

    group = typer.main.get_command(app)
    checked = []
    for name, command in sorted(group.commands.items()):  # type: ignore[attr-defined]
        for param in command.params:
            if not _kind(param):
                continue
            option = param.opts[0]
            low, high = _bounds(param)
            bad = str(high + 1) if high is not None else str(low - 1) if low is not None else "x"
            res = runner.invoke(app, [name, option, bad], env={"LANG": "C"})
            lines = res.output.splitlines()
            assert res.exit_code == 2 and lines[0].startswith("Usage: "), (name, res.output)
            assert lines[-1].startswith(f"error: {option} takes a"), (name, res.output)
            assert lines[-1].endswith(f", not '{bad}'") and "Invalid" not in res.output, lines
            checked.append(f"{name} {option}")
    assert {"simulate --games", "simulate --workers", "play --players", "serve --port"} <= set(
        checked
    ), checked
    assert {c.split()[0] for c in checked} >= {"play", "arena", "simulate", "review", "serve"}


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "--budget takes a whole number from 8 to 20,000, not '30000'"),
        ("fr", "--budget attend un nombre entier de 8 à 20 000, pas '30000'"),
        ("it", "--budget vuole un numero intero da 8 a 20.000, non '30000'"),
        ("de", "--budget verlangt eine ganze Zahl von 8 bis 20.000, nicht '30000'"),
    ],
)
def test_a_whole_number_bound_is_written_as_the_language_writes_numbers(
    lang: str, said: str
) -> None:
    """A whole number's bounds were printed raw ("from 8 to 20000") where a decimal's were
    grouped ("1,440"): both in the language's form (French's narrow no-break space)."""
    res = runner.invoke(app, ["review", "x.json", "--budget", "30000", "--lang", lang])
    assert res.exit_code == 2, res.output
    out = " ".join(res.output.replace("\N{NARROW NO-BREAK SPACE}", " ").split())
    assert said in out, res.output
