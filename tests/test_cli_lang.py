"""The terminal game in the player's language: ``--lang`` (or the environment) on play,
resume and replay, and no English left in a whole Corsairs game in French, Italian or
German, its errors, saving and resuming included."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from corsairs.cli import app
from corsairs.games.corsairs.terminal import NOTATION
from lang_helpers import english_left as words_left

runner = CliRunner()

NAMES = re.compile(r"\b(?:Anna|Bruno|Carla|Dario) \((?:greedy|random)\)")
CARD = re.compile(r"\b[ROYGBVPNAK]\d{1,2}\b")
PATH = re.compile(r"\S*/\S*")
OPTION = re.compile(r"--[a-z-]+")
KEY = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
"""A rule option's key as typed (turn_limit)."""
COMMAND = re.compile(r"\bcorsairs [a-z]+")
"""A command as typed (corsairs review): the same in every language."""
QUOTED = re.compile(r"(?<!\w)'[^']*'(?!\w)")
"""Notation quoted in a message; not an apostrophe inside a word (l'écart, un'altra)."""
SHORT = ["--players", "3", "--rules", "last_round_at=8", "--rules", "game_ends_at=12"]
TYPED = ["help", "fly to the moon", "99", "discard R1", "crew", "discard Q5"]
"""What the player types, mistakes included: it is theirs, and stays as typed."""


def english_left(output: str, lang: str) -> list[str]:
    """English words in ``output`` once what is no English text is taken out: the names,
    card codes, paths, what the player typed, the notation shown as typed (quoted, or
    the in-game help's line) and the words typed at the prompt."""
    text = output
    for line in NOTATION:
        text = text.replace(line, " ")
    for typed in TYPED:
        text = text.replace(typed, " ")
    for pattern in (NAMES, PATH, OPTION, KEY, COMMAND, QUOTED, CARD):
        text = pattern.sub(" ", text)
    return [w.lower() for w in words_left(text, lang)]


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "Manche 1"), ("it", "Manche 1"), ("de", "Runde 1")]
)
def test_a_whole_game_and_its_replay_speak_the_players_language(
    lang: str, said: str, tmp_path: Path
) -> None:
    rec = tmp_path / "game.json"
    typed = "\n".join(TYPED) + "\n" * 400
    args = ["play", "--lang", lang, "--seed", "3", *SHORT, "--record", str(rec)]
    played = runner.invoke(app, args, input=typed)
    assert played.exit_code == 0, played.output
    out = played.output
    assert said in out
    assert all(line in out for line in NOTATION)  # the help shows the moves as typed
    assert english_left(out, lang) == [], out
    # the game went to its end: a round summary, the result, the record saved
    assert rec.exists()
    replayed = runner.invoke(app, ["replay", "--lang", lang, str(rec)])
    assert replayed.exit_code == 0, replayed.output
    assert english_left(replayed.output, lang) == [], replayed.output


@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_leaving_and_resuming_speak_the_players_language(lang: str) -> None:
    left = runner.invoke(app, ["play", "--lang", lang, "--seed", "3", *SHORT], input="1\nq\n")
    assert left.exit_code == 0, left.output
    assert english_left(left.output, lang) == [], left.output
    # the command that continues it keeps the language (the environment speaks English)
    assert f"resume --lang {lang} " in left.output
    resumed = runner.invoke(app, ["resume", "--lang", lang], input="q\n")
    assert resumed.exit_code == 0, resumed.output
    assert english_left(resumed.output, lang) == [], resumed.output


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["play", "--record", "/no/such/folder/game.json"], "/no/such/folder n'existe pas"),
        (["play", "--seat", "5"], "erreur : --seat 5 : une partie à 4 joueurs"),
        (["play", "--watch", "--seat", "1"], "--watch met des robots"),
        (["play", "--bots", "greedy,greedy"], "2 robots pour 3 places de robots"),
        (["resume"], "aucune partie sauvegardée"),
        (["play", "--rules", "hand_size=many"], "doit être un nombre entier, pas 'many'"),
        (["play", "--move-limit", "-1"], "--move-limit doit être un nombre de secondes"),
        (["replay", "/no/such/game.json"], "/no/such/game.json : fichier introuvable"),
        (["play", "--rules", "hand_size=99"], "hand_size doit être entre 1 et 20"),
        (["play", "--rules", "lay_down=sideways"], "'lay_down' doit être 'in_turn' ou"),
        (["play", "-g", "piratatak", "--rules", "turn_limit=0"], "turn_limit doit valoir au"),
        (["play", "--bots", "nosuch"], "robot inconnu 'nosuch' pour corsairs ; robots :"),
        (["play", "--bots", "heuristic:foo=1"], "le robot 'heuristic' n'a pas d'option 'foo'"),
        (["play", "--bots", "casual:x=1"], "le niveau 'casual' ne prend pas d'options"),
        (["play", "-g", "chess"], "jeu inconnu 'chess' ; jeux connus : corsairs, piratatak"),
        (
            ["--plugin", "nosuch_mod", "play"],
            "impossible d'importer le module d'extension 'nosuch_mod'",
        ),
        # an empty name said Python's "ValueError: Empty module name"
        (["--plugin", "", "play"], "--plugin attend le nom d'un module"),
    ],
)
def test_the_errors_a_player_meets_before_the_game_are_said_in_the_language(
    args: list[str], said: str
) -> None:
    result = runner.invoke(app, [*args, "--lang", "fr"], input="q\n")
    assert result.exit_code == 2, result.output
    assert said in result.output
    assert english_left(result.output, "fr") == [], result.output


def test_a_left_games_hidden_hands_are_refused_in_the_language(save_dir: Path) -> None:
    left = runner.invoke(app, ["play", "--seed", "3", *SHORT], input="1\nq\n")
    assert left.exit_code == 0, left.output
    (saved,) = save_dir.iterdir()
    result = runner.invoke(app, ["replay", str(saved), "--seat", "1", "--lang", "de"])
    assert result.exit_code == 2, result.output
    # the bot's level in the table's words, as the German table shows it (not "casual")
    assert "Fehler: --seat 1: Bruno (Gemütlicher Bot) ist der Platz eines Bots" in result.output
    assert "--seat 0 zeigt deinen Tisch" in result.output
    assert english_left(result.output, "de") == [], result.output


@pytest.mark.usefixtures("unruly")
def test_a_bot_that_fails_is_named_in_the_language() -> None:
    args = ["play", "--lang", "it", "--players", "2", "--seed", "3", "--bots", "raiser"]
    result = runner.invoke(app, [*args, "--rules", "first_dealer=1"], input="\n\n\n\n")
    out = " ".join(result.output.split())
    assert result.exit_code == 1, out
    assert "errore: il bot 'Bruno (Bot Raiser)' al posto 1 ha fallito: KeyError" in out, out
    assert "Partita interrotta (un bot ha fallito)" in out, out
    assert english_left(out, "it") == [], out


def test_an_unknown_language_is_refused_before_anything_starts() -> None:
    result = runner.invoke(app, ["play", "--lang", "xx", "--seed", "3"], input="q\n")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "error: --lang: unknown language 'xx': choose one of en, fr, it, de"
    ]
    replay = runner.invoke(app, ["replay", "--lang", "es", "nothing.json"])
    assert replay.exit_code == 2 and "choose one of en, fr, it, de" in replay.output
    assert "no such file" not in replay.output


def test_the_environment_chooses_the_language() -> None:
    result = runner.invoke(
        app, ["play", "--seed", "3", *SHORT], input="q\n", env={"LANG": "it_IT.UTF-8"}
    )
    assert result.exit_code == 0, result.output
    assert "Manche 1" in result.output and "La tua mossa" in result.output
    # --lang wins over the environment
    english = runner.invoke(
        app, ["play", "--lang", "en", "--seed", "3"], input="q\n", env={"LANG": "de_DE.UTF-8"}
    )
    assert "Round 1" in english.output and "Your move" in english.output


@pytest.mark.parametrize(
    ("args", "env", "said"),
    [
        # --lang on the line, read before the options are parsed
        (["--plugin", "nosuch_mod", "play", "--lang", "fr"], {}, "erreur : impossible"),
        # no --lang: the environment's language, the same as the command would speak
        (["--plugin", "nosuch_mod", "play"], {"LANG": "de_DE.UTF-8"}, "Fehler: Das Erweit"),
        (["--plugin", "nosuch_mod", "simulate"], {"LANGUAGE": "it"}, "errore: impossibile"),
    ],
)
def test_a_plugin_that_does_not_load_is_refused_wholly_in_the_language(
    args: list[str], env: dict[str, str], said: str
) -> None:
    result = runner.invoke(app, args, env=env)
    assert result.exit_code == 2, result.output
    # the "error:" prefix too: it was said in English after the plugin's words
    assert result.output.startswith(said), result.output


def test_the_check_finds_english_words() -> None:
    """The check itself: an untranslated line is caught, names and cards are not."""
    assert english_left("Bruno (greedy): défausser R5   → limite 17", "fr") == []
    assert english_left("Bruno (greedy) takes R5 from the pier", "fr") == ["from", "pier", "the"]


def test_a_moves_notation_is_said_in_the_language() -> None:
    """The coach names moves in notation; the table says them in the player's words."""
    from corsairs.games.corsairs.terminal import spoken
    from corsairs.lang import speaking

    with speaking("fr"):
        assert spoken("draw pier") == "prendre au quai"
        assert spoken("attach R3 crew O1 O2") == "attacher R3, équipage O1 O2"
        assert spoken("no move") == "no move"
    assert spoken("crew -") == "crew -"


def test_help_at_the_prompt_says_what_can_be_typed_and_asks_again() -> None:
    result = runner.invoke(app, ["play", "--seed", "3", *SHORT], input="help\nq\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "What you can type here (the same in every language):" in out
    assert all(line in out for line in NOTATION)
    assert out.count("Your move (") == 2  # asked again, under the help
    assert "listed above the hint" not in out  # no hint was asked for


@pytest.mark.parametrize(
    ("args", "codes"),
    [
        (["--lang", "de", "--seed", "3", *SHORT], ["N braun", "A grau", "K schwarz"]),
        (["--game", "piratatak", "--players", "2", "--seed", "3"], ["R=red", "B=blue"]),
    ],
)
def test_help_at_the_prompt_says_what_the_card_codes_mean(
    args: list[str], codes: list[str]
) -> None:
    """A newcomer at the terminal read "N10" and "A3" in the hand and had nowhere to learn
    that N is brown and A grey: ``help`` named the notation's moves, never its colours."""
    result = runner.invoke(app, ["play", *args], input="help\nq\n")
    assert result.exit_code == 0, result.output
    said = result.output.split("help", 1)[1]
    for code in codes:
        assert code in said, code
    # and where the game itself is taught (the prompt's help named moves, not the rules)
    game = args[args.index("--game") + 1] if "--game" in args else "corsairs"
    assert f"corsairs rules --game {game}" in said


@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_a_discards_choices_go_two_a_line_in_80_columns(lang: str) -> None:
    """26 choices one a line scrolled the table and the first choices off an 80x24
    terminal; the longer French and German words must still pair a discard with its sail."""
    args = ["play", "--lang", lang, "--players", "3", "--seed", "5"]
    result = runner.invoke(app, args, input="\n\nq\n", env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    assert re.search(r"^ +1\. .* 2\. ", result.output, re.MULTILINE), result.output


@pytest.mark.parametrize(
    ("lang", "beginner", "casual"),
    [
        ("fr", "Robot débutant", "Robot intermédiaire"),
        ("it", "Bot principiante", "Bot intermedio"),
        ("de", "Anfänger-Bot", "Gemütlicher Bot"),
    ],
)
def test_bot_levels_are_named_in_the_language_the_record_keeps_them_typed(
    lang: str, beginner: str, casual: str, tmp_path: Path
) -> None:
    """The lobby's words for the levels (i18n_levels.js); ``--bots`` stays as typed."""
    rec = tmp_path / "game.json"
    args = ["play", "--lang", lang, "--seed", "3", "--players", "3", "--bots", "beginner,casual"]
    played = runner.invoke(app, [*args, "--record", str(rec)], input="1\nq\n")
    assert played.exit_code == 0, played.output
    assert f"Bruno ({beginner})" in played.output and f"Carla ({casual})" in played.output
    assert "(beginner)" not in played.output and "(casual)" not in played.output
    assert "Bruno (beginner)" in rec.read_text()  # a record is read in any language
    replayed = runner.invoke(app, ["replay", "--lang", lang, str(rec)])
    assert f"Bruno ({beginner})" in replayed.output, replayed.output
    assert "(beginner)" not in replayed.output


def test_verify_speaks_the_players_language(tmp_path: Path) -> None:
    """A browser player checks their game's deals in their language, as replay speaks it."""
    import json

    from bot_records import greedy_record
    from corsairs.server.fairness import commitment

    _, rec = greedy_record()
    rec.update(commitment=commitment(3, "ab" * 16), salt="ab" * 16)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(rec))
    fair = runner.invoke(app, ["verify", "--lang", "fr", str(path)])
    assert fair.exit_code == 0, fair.output
    assert "donne équitable" in fair.output and "se rejouent" in fair.output, fair.output
    assert english_left(fair.output, "fr") == [], fair.output
    path.write_text(json.dumps({**rec, "salt": "00" * 16}))
    forged = runner.invoke(app, ["verify", str(path)], env={"LANG": "de_DE.UTF-8"})
    assert forged.exit_code == 2 and "Fehler:" in forged.output, forged.output
    assert "passen nicht zur Festlegung" in forged.output, forged.output
    path.write_text(json.dumps({**rec, "commitment": None}))
    none = runner.invoke(app, ["verify", "--lang", "it", str(path)])
    assert none.exit_code == 2 and "non ha alcun impegno" in none.output, none.output
    assert english_left(none.output, "it") == [], none.output


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"version": 99}, "version 99 de l'enregistrement"),
        ({"version": "two"}, "'version' de l'enregistrement doit être un nombre entier"),
        ({"seed": None}, "l'enregistrement n'a pas de 'seed'"),
        ({"game": "chess"}, "la partie de l'enregistrement ne peut pas être mise en place"),
        ({"actions": ["draw pile", 7]}, "le coup 2 n'est pas du texte : 7"),
        ({"rules": {"hand_size": None}}, "doit être un nombre entier, pas none"),
        ({"rules": {"hand_size": [1]}}, "doit être un nombre entier, pas [1]"),
        ({"rules": {"hand_size": True}}, "doit être un nombre entier, pas true"),
        ({"actions": ["discard Z99"]}, "joué par Vous"),
    ],
)
def test_a_damaged_record_is_refused_in_the_language(
    change: dict[str, object], said: str, tmp_path: Path
) -> None:
    import json

    from bot_records import greedy_record

    _, rec = greedy_record()
    rec["seats"] = ["Bruno (casual)", "You"]  # seat 1 plays first at seed 3
    data = {**rec, **change}
    if change.get("seed", 0) is None:
        del data["seed"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    result = runner.invoke(app, ["replay", "--lang", "fr", "--quiet", str(path)])
    assert result.exit_code == 2, result.output
    assert said in " ".join(result.output.split()), result.output


PIRATATAK_TYPED = ["discard R3", "fly", "buy gold from 1", "buy R3 from x", "give R3", "stop"]


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "piochez au moins une fois avant de vous arrêter"), ("de", "Zieh mindestens einmal")],
)
def test_a_mistyped_piratatak_move_is_refused_in_the_language(lang: str, said: str) -> None:
    args = ["play", "-g", "piratatak", "--lang", lang, "--seed", "3", "--players", "2"]
    result = runner.invoke(app, args, input="\n".join(PIRATATAK_TYPED) + "\nq\n")
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert said in out, out
    refusals = [
        line
        for line in result.output.splitlines()
        if not line.startswith(("│", "╭", "╰", " ")) and ":" in line
    ]
    text = "\n".join(refusals)
    for typed in PIRATATAK_TYPED:
        text = text.replace(typed, " ")
    assert english_left(text, lang) == [], text


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('{"game": "corsairs", "seats": ["Ann', "chaîne non terminée commençant à la ligne 1"),
        ('{"game": "corsairs",, }', "nom de propriété entre guillemets doubles attendu"),
        ('{"game" "corsairs"}', "délimiteur ':' attendu à la ligne 1"),
        ("", "valeur attendue à la ligne 1, colonne 1"),
        ('{"game": "corsairs"} {}', "données en trop à la ligne 1"),
    ],
)
def test_a_corrupt_record_is_refused_in_the_language(text: str, said: str, tmp_path: Path) -> None:
    """json's own words ("Unterminated string starting at") were English in French."""
    path = tmp_path / "cut.json"
    path.write_text(text)
    result = runner.invoke(app, ["replay", "--lang", "fr", str(path)])
    assert result.exit_code == 2, result.output
    out = " ".join(result.output.split())
    assert said in out, out
    assert english_left(out, "fr") == [], out


@pytest.mark.parametrize(
    "command",
    [["replay"], ["replay", "--quiet"], ["resume"], ["review", "--budget", "8"], ["verify"]],
)
def test_a_hand_edited_record_is_refused_in_the_language_by_every_command(
    command: list[str], save_dir: Path, tmp_path: Path
) -> None:
    """Each command that reads a record names the wrong field and what it holds, in the
    player's language, the path followed by French's " : ", and writes nothing (a save
    resumed, a review's folder): "the record's 'seats' must list 3 players" was English."""
    import json

    save = json.loads((Path(__file__).parent / "data/records/piratatak-3p-greedy.json").read_text())
    save.update(bots=[None, "greedy", "greedy"], seats=5, commitment="0" * 64, salt="x")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(save))
    out = tmp_path / "review"
    more = ["--out", str(out)] if command[0] == "review" else []
    result = runner.invoke(app, [*command, "--lang", "fr", *more, str(path)])
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert (
        f"{path} : le champ 'seats' de l'enregistrement doit être une liste, pas un nombre" in said
    )
    assert english_left(said, "fr") == [], said
    assert list(save_dir.iterdir()) == [] and not out.exists()


def _bad_places(tmp_path: Path) -> dict[str, Path]:
    """Where nothing can be written: a path under /proc (root may write anywhere else),
    under a file, a folder where a file goes, and a read-only folder (not for root)."""
    import os

    afile = tmp_path / "notes.txt"
    afile.write_text("")
    places = {"under a file": afile / "game", "a folder": tmp_path}
    if Path("/proc/self").is_dir():
        places["/proc"] = Path("/proc/corsairs-x")
    if os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o555)
        places["read-only"] = locked / "game"
    return places


@pytest.mark.parametrize("place", ["under a file", "a folder", "/proc", "read-only"])
@pytest.mark.parametrize("command", ["play", "resume", "review"])
def test_a_path_nothing_can_be_written_to_is_refused_at_once_in_the_language(
    command: str, place: str, tmp_path: Path, save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every terminal command that writes refuses a path it cannot write before any
    work, in the player's language: ``review --out /proc/x`` (run as root) failed only
    after the whole analysis, and a --record under a file was said "the folder notes.txt
    does not exist"."""
    import json

    import corsairs.cli as cli
    import corsairs.coach.command as review_command

    places = _bad_places(tmp_path)
    if place not in places:
        pytest.skip(f"{place}: not on this machine or user")
    target = places[place]
    if command == "review" and place == "a folder":
        target = tmp_path / "review"  # a folder is what --out names: its page a folder
        (target / "index.html").mkdir(parents=True)

    def no_work(*args: object, **kwargs: object) -> None:
        raise AssertionError("the work started before the path was checked")

    monkeypatch.setattr(cli, "_run", no_work)
    monkeypatch.setattr(review_command, "review", no_work)
    record = Path(__file__).parent / "data/records/piratatak-3p-greedy.json"
    save = tmp_path / "save.json"
    save.write_text(json.dumps({**json.loads(record.read_text()), "bots": [None, "x", "x"]}))
    args = {
        "play": ["play", "-g", "piratatak", "--record", str(target)],
        "resume": ["resume", str(save), "--record", str(target)],
        "review": ["review", str(record), "--budget", "8", "--out", str(target)],
    }[command]
    if command == "resume":  # a save that can be continued: its game cut short
        data = json.loads(save.read_text())
        data.pop("result")
        data["actions"] = data["actions"][:5]
        save.write_text(json.dumps({**data, "bots": [None, "greedy", "greedy"]}))
    result = runner.invoke(app, [*args, "--lang", "fr"])
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert said.startswith("erreur : ") and str(target) in said, said
    assert english_left(said, "fr") == [], said
    assert "notes.txt n'existe pas" not in said
    assert not (tmp_path / "notes.txt").is_dir() and list(save_dir.iterdir()) == []


@pytest.mark.usefixtures("unruly")
def test_the_arena_speaks_the_language_in_its_workers_too() -> None:
    """``corsairs arena`` spoke English only: "(game seed 5867…, move 3)" ended a French
    bot's fault, worded in a worker process, which starts in English."""
    args = ["arena", "--agents", "raiser,random", "--games", "2", "--workers", "2"]
    result = runner.invoke(app, [*args, "--lang", "fr"])
    out = " ".join(result.output.split())
    assert result.exit_code == 2, out
    assert re.search(r"\(unruly_bots\.py, ligne \d+ ; graine de partie \d+, coup \d+\)", out), out
    assert "Le rapport couvre 0 donne complète terminée avant, 0 sur 2 parties." in out, out
    assert english_left(out, "fr") == [], out


def test_the_arenas_table_and_verdict_are_in_the_language() -> None:
    args = ["arena", "--agents", "random,greedy", "--games", "2", "--lang", "de"]
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    said = "corsairs, 2 Spieler: 2 Partien (1 Austeilung × 2 Sitzordnungen), Startwert 1"
    assert said in out, out
    for head in ("Gewinnrate", "95-%-KI", "Strafpunkte im Mittel", "Wertung (μ)"):
        assert head in out, (head, out)
    assert "Bei 95 % Konfidenz" in out, out
    # "Startwert" as the German table says it (deal_revealed); openskill is a name
    assert english_left(out.replace("openskill", ""), "de") == [], out
    # the levels line joined the caption with an English "; " (French: " ; ", s40)
    french = runner.invoke(app, ["arena", "--games", "2", "--lang", "fr"], env={"COLUMNS": "200"})
    out = " ".join(french.output.split())
    assert "μ entre parenthèses ; niveaux : casual = greedy" in out, out


def test_the_prompts_colon_stays_with_its_words_at_a_narrow_terminal() -> None:
    """At 32 columns the French prompt's "[Entrée = piocher dans le talon]" ended a line and
    its " :" began the next, the answer typed after it."""
    from typer.testing import CliRunner

    from corsairs.cli import app

    result = CliRunner().invoke(
        app, ["play", "--players", "2", "--seed", "1", "--lang", "fr"], input="q\n",
        env={"COLUMNS": "32"},
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert not [ln for ln in result.output.splitlines() if ln.lstrip().startswith(":")], (
        result.output
    )
