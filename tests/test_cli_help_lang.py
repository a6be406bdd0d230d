"""``--help`` in the player's language (``--lang``, else the environment's): the program's
and each command's summary, ``play``'s options and Typer's frame ("Options", "[default:
…]"). It was English whatever the player spoke."""

from __future__ import annotations

import re

import pytest
import typer
from typer.core import TyperOption
from typer.testing import CliRunner

from corsairs import cli_help_words as words
from corsairs.cli import app
from corsairs.lang import _, speaking


def _help(*args: str, env: dict[str, str] | None = None) -> str:
    res = CliRunner().invoke(app, [*args, "--help"], env=env, terminal_width=100)
    assert res.exit_code == 0, res.output
    return " ".join(res.output.split())


def test_play_s_help_follows_lang() -> None:
    said = _help("play", "--lang", "fr")
    assert "Jouer dans le terminal contre des robots" in said, said
    assert "Même graine, même donne." in said, said
    assert "Afficher cette aide et quitter." in said and "╭─ Options" in said, said
    german = _help("play", "--lang=de")
    assert "Dein Platz" in german and "╭─ Optionen" in german, german
    # the usage line too, as a mistyped line's refusal writes it ("Usage:" was left)
    assert german.startswith("Aufruf: corsairs play") and "Usage" not in german, german
    flat = " ".join(german.replace("│", "").split())  # wherever the lines wrap
    assert "(Vorgabe: casual" in flat and "Standard" not in german, german  # one word
    assert said.startswith("Utilisation : corsairs play"), said
    english = _help("play")
    assert english.startswith("Usage: corsairs play")
    # two cousins at one keyboard learn where the game hides each hand between turns
    assert 'seats "Here, on this device"' in english, english
    assert "« Ici, sur cet appareil »" in said and "„Hier, an diesem Gerät“" in german


def test_an_arena_of_no_games_is_refused_in_the_language() -> None:
    """'Fehler: --games must be at least 1': the one English refusal of the arena."""
    res = CliRunner().invoke(app, ["arena", "--games", "0", "--lang", "de"])
    assert res.exit_code != 0 and "Fehler: --games muss mindestens 1 sein" in res.output
    assert "must be" not in res.output and "Traceback" not in res.output, res.output


def test_the_command_list_follows_the_environment() -> None:
    said = _help(env={"LANGUAGE": "it"})
    assert "╭─ Comandi" in said and "Giocare nel terminale contro i bot" in said, said
    assert "Play in the terminal" in _help(env={"LANGUAGE": "en"})


def test_help_is_english_again_after_another_language() -> None:
    """Click keeps a command's texts for good: the French ones are put back after."""
    _help("play", "--lang", "fr")
    assert "Same seed, same deal." in _help("play")


def test_each_translated_text_is_still_what_the_commands_say() -> None:
    """The texts are copied into cli_help_words (a docstring cannot be marked): one
    edited at its command and not there would be left English without this test."""
    group = typer.main.get_command(app)
    said = {group.help}
    for command in group.commands.values():  # type: ignore[attr-defined]
        said.add((command.help or "").split("\n\n")[0])
    assert set(words.SUMMARIES) <= said, set(words.SUMMARIES) - said
    play = group.commands["play"]  # type: ignore[attr-defined]
    options = {p.help for p in play.params} | {"Show this message and exit."}
    assert set(words.PLAY_OPTIONS) <= options, set(words.PLAY_OPTIONS) - options


def test_the_other_commands_options_follow_lang() -> None:
    """``serve``, ``review``, ``simulate``, ``resume`` and ``replay`` listed their options
    in English under a French or German summary."""

    def unboxed(*args: str) -> str:  # an option's words, run across the panel's lines
        return " ".join(w for w in _help(*args).split() if w != "│")

    assert "Port ; 0 prend n'importe quel port libre." in unboxed("serve", "--lang", "fr")
    assert "Der Ordner für index.html und review.json." in unboxed("review", "--lang", "de")
    assert "Partite per insieme di regole." in unboxed("simulate", "--lang", "it")
    assert "La langue du jeu" in unboxed("resume", "--lang", "fr")
    assert "Au choix : corsairs, piratatak." in unboxed("play", "--lang", "fr")
    said = unboxed("serve", "--lang", "de")
    assert "[Vorgabe: 8000]" in said and "[default:" not in said, said
    assert "[obbligatorio]" in unboxed("replay", "--lang", "it")
    assert "Nach jeder Aktion auf die Eingabetaste warten." in unboxed("replay", "--lang", "de")


def test_arena_and_rules_options_follow_the_environments_language() -> None:
    """``arena`` and ``rules`` (which take no ``--lang``) listed their options in English
    under a French or German environment's summary."""
    arena = " ".join(w for w in _help("arena", env={"LANGUAGE": "de"}).split() if w != "│")
    assert "Zu spielende Partien (auf volle Umläufe aufgerundet)." in arena, arena
    rules = " ".join(w for w in _help("rules", env={"LANGUAGE": "fr"}).split() if w != "│")
    assert "Le nombre de joueurs dont montrer les bornes." in rules, rules


def test_the_other_commands_options_are_still_what_they_say() -> None:
    group = typer.main.get_command(app)
    options = {p.help for c in group.commands.values() for p in c.params}  # type: ignore[attr-defined]
    assert set(words.OTHER_OPTIONS) <= options, set(words.OTHER_OPTIONS) - options
    own = {p.help for p in group.params if isinstance(p, TyperOption)}
    assert set(words.GROUP_OPTIONS) <= own, set(words.GROUP_OPTIONS) - own


def test_every_help_text_left_follows_the_language() -> None:
    """``arena --help`` kept its second paragraph in English (Ctrl-C, exit statuses), and
    ``rules``/``simulate`` their default "(the game's minimum)", ``verify`` its FILE."""

    def unboxed(*args: str, env: dict[str, str] | None = None) -> str:
        return " ".join(w for w in _help(*args, env=env).split() if w != "│")

    arena = unboxed("arena", "--lang", "de")
    assert "Strg-C (oder SIGTERM) beendet den Wettkampf sofort" in arena, arena
    assert "stops the match" not in arena
    assert "[Vorgabe: (die kleinste Spielerzahl des Spiels)]" in unboxed(
        "rules", env={"LANGUAGE": "de"}
    )
    simulate = unboxed("simulate", "--lang", "fr")
    assert "[par défaut : (le nombre minimal de joueurs du jeu)]" in simulate, simulate
    verify = unboxed("verify", "--lang", "it")
    assert "La registrazione di una partita dal server (JSON)." in verify, verify
    assert "stops the match" in unboxed("arena")  # English again after


def test_the_further_paragraphs_and_defaults_are_still_what_the_commands_say() -> None:
    group = typer.main.get_command(app)
    commands = group.commands.values()  # type: ignore[attr-defined]
    paragraphs = {" ".join(p.split()) for c in commands for p in (c.help or "").split("\n\n")}
    assert set(words.PARAGRAPHS) <= paragraphs, set(words.PARAGRAPHS) - paragraphs
    defaults = {p.show_default for c in commands for p in c.params}
    assert set(words.DEFAULTS) <= defaults, set(words.DEFAULTS) - defaults


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_every_option_is_described_by_one_rule_in_every_language(lang: str) -> None:
    """Some options' help began with a capital and ended with a period ("Games per rule
    set."), others with neither ("same seed, same deal"), and ``corsairs --plugin`` and
    ``--version`` stayed English in every language. One rule, Click's own for ``--help``
    ("Show this message and exit."): a capital and a period, in each language's words."""
    from corsairs.cli_help import _paragraph
    from corsairs.lang import speaking

    group = typer.main.get_command(app)
    commands = {"corsairs": group, **group.commands}  # type: ignore[attr-defined]
    helps = [
        (f"{name} {param.name}", param.help)
        for name, command in commands.items()
        for param in command.params
        if getattr(param, "help", None) and not getattr(param, "hidden", False)
    ]
    assert len(helps) > 80, helps
    with speaking(lang):
        said = [(where, text, _paragraph(text)) for where, text in helps]
    wrong = [(where, s) for where, _, s in said if not (s[0].isupper() and s.endswith("."))]
    assert not wrong, wrong
    english = [(where, s) for where, text, s in said if lang != "en" and s == text]
    assert not english, english


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_no_help_is_cut_at_80_columns(lang: str) -> None:
    """``serve --help`` at 80 columns cut French "'sqlite:///chemin.sqli…" and
    "'postgresql://HÔTE/BAS…" and Italian "sqlite:///percorso.sql…": a word longer than
    its column is cut, not wrapped. Every command's help fits a terminal's 80 columns."""
    group = typer.main.get_command(app)
    for name in ["", *group.commands]:  # type: ignore[attr-defined]
        args = [name, "--help"] if name else ["--help"]
        res = CliRunner().invoke(app, args, env={"LANGUAGE": lang}, terminal_width=80)
        assert res.exit_code == 0, res.output
        cut = [line for line in res.output.splitlines() if "…" in line]
        assert not cut, (name, cut)
        # an option's names as every list of the help is written ("--agents,--bots" was)
        assert not re.search(r"-[\w-]+,-", res.output), (name, res.output)
        with speaking(lang):  # what --rules takes, in the words its texts and errors use
            form = _("KEY=VALUE")
        rules = [ln for ln in res.output.splitlines() if re.match(r"│ --(rules|compare)\b", ln)]
        assert all(form in ln for ln in rules), (name, form, rules)
        assert lang == "en" or not any("KEY=VALUE" in ln for ln in rules), (name, rules)


@pytest.mark.parametrize(
    ("lang", "form"),
    [("en", "KEY=VALUE"), ("fr", "CLÉ=VALEUR"), ("it", "CHIAVE=VALORE"), ("de", "SCHLÜSSEL=WERT")],
)
def test_what_rules_takes_is_said_one_way_in_each_language(lang: str, form: str) -> None:
    """French help and errors said KEY=VALUE and "n'a pas la forme key=value" where
    ``corsairs rules`` says CLÉ=VALEUR: one form, in the help, ``rules`` and the errors."""
    assert f"--rules {form}" in " ".join(_help("play", "--lang", lang).replace("│", "").split())
    runner = CliRunner()
    listed = runner.invoke(app, ["rules", "--game", "piratatak", "--lang", lang]).output
    assert f"--rules {form}" in listed, listed
    for args in (["play", "--rules", "hand_size"], ["arena", "--agents", "random:Sharp"]):
        refused = runner.invoke(app, [*args, "--lang", lang]).output
        assert form in refused and (lang == "en" or "KEY" not in refused), refused


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The language to write in:"),
        ("fr", "La langue d'affichage :"),
        ("it", "La lingua in cui scrivere:"),
        ("de", "Die Sprache der Ausgabe:"),
    ],
)
def test_a_command_that_plays_no_game_says_what_its_language_is_for(lang: str, said: str) -> None:
    """ "The language the game speaks" under ``rules``, ``verify``, ``arena``, ``simulate``
    and ``serve``, which play no game with the player: each says it writes in it."""
    for command in ("rules", "verify", "arena", "simulate", "serve"):
        text = " ".join(w for w in _help(command, "--lang", lang).split() if w != "│")
        assert said in text, (command, text)
    assert "The language the game speaks:" in " ".join(_help("play").replace("│", "").split())


LONGEST = ("", "play", "simulate")
"""The commands whose options' names and metavars are the longest."""


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_every_help_is_read_whole_at_40_columns(lang: str) -> None:
    """At 40 columns (a phone over SSH) Typer's panels cut option names ("--playe…",
    "--bots,…") and ran their help a word a line: each option's names are now whole on
    a line of their own, its help under them across the width, in the player's language."""
    import re

    from corsairs.lang import _, speaking

    group = typer.main.get_command(app)
    every = [("", group), *group.commands.items()]  # type: ignore[attr-defined]
    # every command in French; the ones with the longest names and metavars in the others
    for name, command in [(n, c) for n, c in every if lang == "fr" or n in LONGEST]:
        env = {"COLUMNS": "40", "LANGUAGE": lang}
        res = CliRunner().invoke(app, [*([name] if name else []), "--help"], env=env)
        assert res.exit_code == 0, res.output
        text = res.output
        assert "…" not in text and max(len(ln.rstrip()) for ln in text.splitlines()) <= 40, text
        assert not [ln for ln in text.splitlines() if ln.rstrip().endswith(":")], text
        ctx = command.make_context(name or "corsairs", [], resilient_parsing=True)
        for param in command.get_params(ctx):
            shown = param.param_type_name == "option" and not param.hidden
            for opt in param.opts if shown else ():
                assert re.search(rf"^ .*(?<![\w-]){re.escape(opt)}\b", text, re.M), (opt, text)
        with speaking(lang):
            title = _("Arguments") if name in ("replay", "verify") else _("Options")
            assert f"\n {title}\n" in text, (title, text)
            if name == "play":
                assert "[" + _("default: {}").format(60) + "]" in text, text


def test_the_narrow_help_states_each_default_and_bound_as_typer_does() -> None:
    """The 40-column help writes an option's default and bounds from its declaration; Click's
    public help record (the same facts, in English) holds each of them alike."""
    from corsairs.cli_help import shown_default, shown_range

    group = typer.main.get_command(app)
    for name, command in [("", group), *group.commands.items()]:  # type: ignore[attr-defined]
        ctx = command.make_context(name or "corsairs", [], resilient_parsing=True)
        for param in command.get_params(ctx):
            extra = (param.get_help_record(ctx) or ("", ""))[1].removeprefix(param.help or "")
            facts = [f for f in (shown_default(param, ctx), shown_range(param)) if f]
            said = "; ".join(
                [f"default: {f}" for f in facts[:1] if shown_default(param, ctx)]
                + [r for r in [shown_range(param)] if r]
            )
            want = extra.strip().strip("[]").removesuffix("required").strip("; ")
            assert said == want, (name, param.name, said, extra)
