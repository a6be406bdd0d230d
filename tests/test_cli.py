"""The terminal commands, driven as a user would: typed input, files, bad input."""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest
from typer.testing import CliRunner

from bot_records import greedy_record
from corsairs import cli
from corsairs import record as records
from corsairs.cli import app
from signals_helpers import ctrl_c_after

runner = CliRunner()


def sized_screen(monkeypatch: pytest.MonkeyPatch, width: int, height: int) -> None:
    """The CLI's console is ``width`` x ``height`` until ``monkeypatch`` is undone, then as
    found: following ``COLUMNS`` and ``LINES`` again. Rich keeps a size it was given in
    ``_width`` and ``_height`` (None: read the environment), and its ``size`` and ``width``
    setters fill them, so a patch of those puts back numbers, never the None."""
    monkeypatch.setattr(cli.console, "_width", width)
    monkeypatch.setattr(cli.console, "_height", height)


@pytest.fixture
def screen_size(monkeypatch: pytest.MonkeyPatch) -> Callable[[int, int], None]:
    """Sizes the CLI's console for one test (``sized_screen``)."""
    return lambda width, height: sized_screen(monkeypatch, width, height)


def test_a_screen_sized_for_one_test_leaves_columns_counting_after_it() -> None:
    """``monkeypatch.setattr(cli.console, "size", (80, 24))`` put back the size it had read
    as fixed numbers: in every later test of the same worker ``env={"COLUMNS": "40"}``
    changed nothing, and a test of a 40-column screen saw 80 columns."""
    with pytest.MonkeyPatch.context() as patched:
        sized_screen(patched, 80, 24)
        assert tuple(cli.console.size) == (80, 24)
    with pytest.MonkeyPatch.context() as patched:
        patched.setenv("COLUMNS", "40")
        # the width alone: where no terminal answers (CI), Rich keeps its 24 lines
        assert cli.console.size.width == 40


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_watch_a_whole_game_and_replay_its_record(game: str, tmp_path: Path) -> None:
    rec = tmp_path / "game.json"
    result = runner.invoke(
        app,
        [
            "play",
            "--game",
            game,
            "--players",
            "3",
            "--seed",
            "4",
            "--watch",
            "--bots",
            "greedy,random,greedy",
            "--record",
            str(rec),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "Final" in result.output
    data = json.loads(rec.read_text())
    assert data["game"] == game and data["actions"] and data["result"]["over"]
    again = runner.invoke(app, ["replay", str(rec), "--quiet"])
    assert again.exit_code == 0, again.output
    assert f"Record OK: {len(data['actions'])} actions" in again.output
    # the replay ends as the game did: the same final line, scores included
    final = next(ln for ln in result.output.splitlines() if ln.startswith("Final "))
    assert final in again.output.splitlines(), again.output
    # and every player's place, by the game's rule (State.placings), in both
    lines = result.output.splitlines()
    at = lines.index("Places:")
    places = lines[at : at + 1 + len(data["seats"])]  # a place a player, or fewer lines
    places = [ln for i, ln in enumerate(places) if not i or ln.startswith("  ")]
    assert places == again.output.splitlines()[-len(places) :], again.output
    said = sorted(int(ln.split(".")[0]) for ln in places[1:])
    assert said == sorted(set(records.replay(records.load(rec)).placings()))


def test_human_play_reprompts_on_bad_input_and_saves_on_quit(tmp_path: Path) -> None:
    rec = tmp_path / "left.json"
    typed = "fly to the moon\n99\ndiscard R1\n1\n\nq\n"
    result = runner.invoke(
        app,
        [
            "play",
            "--players",
            "2",
            "--seed",
            "3",
            "--bots",
            "random",
            "--record",
            str(rec),
            "--rules",
            "first_dealer=1",
        ],
        input=typed,
    )
    assert result.exit_code == 0, result.output
    out = result.output
    assert "cannot read 'fly to the moon'" in out
    assert "first draw a card" in out  # "discard R1" before drawing: illegal, with the reason
    assert "Game left" in out
    data = json.loads(rec.read_text())
    assert data["actions"][0] == "draw stock"  # choice 1 was taken
    assert "result" in data and data["result"]["over"] is False


def test_a_german_refusal_at_the_prompt_begins_as_a_sentence() -> None:
    """Alone on its line above the prompt, a German refusal begins with a capital, as the
    sentence after its colon does: "keine Wahl 99: Wähle …" and "unerlaubter Zug discard
    R1: R1 ist …" began in lower case (the engine's text is a piece after "Fehler:")."""
    args = ["play", "--lang", "de", "--players", "2", "--seed", "3", "--bots", "random"]
    result = runner.invoke(app, [*args, "--rules", "first_dealer=1"], input="99\ndiscard R1\nq\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert "Keine Wahl 99: Wähle eine Nummer von 1 bis 3, oder tippe einen Zug" in lines
    assert "Unerlaubter Zug discard R1: Hebe zuerst eine Karte ab: " in result.output


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_a_choice_number_out_of_range_asks_for_one_in_range(game: str) -> None:
    import re

    args = ["play", "--game", game, "--players", "2", "--seed", "3", "--bots", "random"]
    result = runner.invoke(app, args, input="99\n0\n-1\n" + "9" * 5000 + "\n1\nq\n")
    assert result.exit_code == 0, result.output
    out = result.output
    first = out.split("Your move")[0]
    n = max(int(m) for m in re.findall(r"(?:^|\s)(\d+)\. ", first))
    wanted = f"choose a number from 1 to {n}" if n > 1 else "the only choice is 1"
    assert f"no choice 99: {wanted}" in out and f"no choice 0: {wanted}" in out, out
    assert f"no choice -1: {wanted}" in out  # was "cannot read '-1'" and the whole notation
    assert f"no choice {'9' * 12}…: {wanted}" in out  # no int() of 5,000 digits
    assert "cannot read" not in out
    assert "Game left" in out


def test_input_ending_leaves_the_game_cleanly() -> None:
    result = runner.invoke(app, ["play", "--players", "2", "--seed", "1"], input="")
    assert result.exit_code == 0
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "--rules", "nonsense=1"], "unknown rule option"),
        (["play", "--rules", "hand_size"], "KEY=VALUE"),
        (["play", "--game", "chess"], "unknown game"),
        (["play", "--bots", "wizard"], "unknown bot"),
        (
            ["play", "--players", "2", "--bots", "random,random,random"],
            "3 bots for 1 bot seat: give one bot spec",
        ),
        (
            ["play", "--players", "4", "--bots", "random,random"],
            "2 bots for 3 bot seats: give one bot spec for all of them, or 3",
        ),
        (  # the default is 4 players: a bot author watching hers against one level
            ["play", "--watch", "--bots", "greedy,strong"],
            "2 bots for 4 bot seats: give one bot spec for all of them, or 4, one per seat; "
            "for a game of 2 players: --players 2",
        ),
        (["play", "--players", "2", "--seat", "3"], "--seat"),
        (["play", "--rules", "hand_size=11", "--rules", "hand-size=12"], "given twice"),
    ],
)
def test_bad_options_give_a_clear_error(args: list[str], message: str) -> None:
    result = runner.invoke(app, args, input="q\n")
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_replay_of_a_corrupt_record_names_the_problem(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        '{"game": "corsairs", "players": 2, "seed": 1, "actions": ["draw stock", "discard X99"]}'
    )
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 2
    assert "action 2" in result.output and "X99" in result.output
    assert "Traceback" not in result.output
    nope = tmp_path / "nope.json"
    missing = runner.invoke(app, ["replay", str(nope)])
    assert missing.exit_code == 2 and f"error: {nope}: no such file" in missing.output
    assert missing.output.count(str(nope)) == 1, missing.output  # named once, no errno
    folder = runner.invoke(app, ["replay", str(tmp_path)])
    assert folder.exit_code == 2 and "a folder, not a record file" in folder.output


@pytest.mark.parametrize("where", ["missing/dir/g.json", "."])
def test_an_unwritable_record_path_is_refused_before_the_game(tmp_path: Path, where: str) -> None:
    target = tmp_path / where
    result = runner.invoke(
        app, ["play", "--watch", "--players", "2", "--seed", "1", "--record", str(target)]
    )
    assert result.exit_code == 2, result.output
    assert "cannot write a record to" in result.output
    assert "Final" not in result.output and "Traceback" not in result.output
    assert not (tmp_path / "missing").exists()


def test_a_record_that_fails_at_the_end_is_saved_elsewhere_and_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    wanted = tmp_path / "out" / "g.json"
    wanted.parent.mkdir()
    real_save = records.save

    def flaky_save(record: dict[str, object], path: str | Path) -> None:
        if Path(path) == wanted:
            raise OSError(28, "No space left on device")
        real_save(record, path)

    monkeypatch.setattr(records, "save", flaky_save)
    monkeypatch.chdir(tmp_path)
    # a game of one round: the record's end, not the game's length, is checked
    args = ["play", "--watch", "--players", "2", "--rules", "max_rounds=1", "--seed", "1"]
    result = runner.invoke(app, [*args, "--record", str(wanted)])
    assert result.exit_code == 1, result.output
    assert "Final" in result.output and "Traceback" not in result.output
    saved = list(tmp_path.glob("corsairs-seed1-*.json"))
    assert len(saved) == 1
    assert f"could not write {wanted}" in result.output and saved[0].name in result.output
    assert runner.invoke(app, ["replay", str(saved[0]), "--quiet"]).exit_code == 0


@pytest.mark.parametrize(
    ("game", "short"),
    [("corsairs", ["--rules", "last_round_at=8", "--rules", "game_ends_at=12"]), ("piratatak", [])],
)
def test_enter_takes_the_suggestion_at_every_decision(game: str, short: list[str]) -> None:
    result = runner.invoke(
        app,
        ["play", "--game", game, "--players", "2", "--seed", "3", "--bots", "greedy", *short],
        input="\n" * 2000,
    )
    assert result.exit_code == 0, result.output
    assert "Final" in result.output
    assert "(rule of thumb)" in result.output
    assert "empty action" not in result.output and "type a number" not in result.output


def test_end_of_input_ends_the_prompt_line() -> None:
    result = runner.invoke(app, ["play", "--players", "2", "--seed", "1"], input="")
    assert "[Enter = draw stock]: \nGame left" in result.output


def test_ctrl_c_at_the_prompt_leaves_on_a_new_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Interrupted:
        def readline(self) -> str:
            raise KeyboardInterrupt

    monkeypatch.setattr(sys, "stdin", Interrupted())
    assert cli._read_line("Your move: ") is None
    assert capsys.readouterr().out == "Your move: \n"


def test_a_byte_of_another_encoding_at_the_prompt_is_a_move_refused_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A terminal in Latin-1 sends "é" as one byte that is no UTF-8: reading the line
    raised UnicodeDecodeError (a traceback where the move is refused); the lines after it
    are read as typed."""
    reader, writer = os.pipe()
    os.write(writer, "\xe9\ndiscard A5\n".encode("latin-1") + "card \u00e9\n".encode())
    os.close(writer)
    with open(reader, encoding="utf-8") as typed:
        monkeypatch.setattr(sys, "stdin", typed)
        lines = [cli._read_line("Your move: ") for _ in range(4)]
    assert lines == ["\ufffd", "discard A5", "card \u00e9", None]


def test_replay_counts_one_action_in_the_singular(tmp_path: Path) -> None:
    one = tmp_path / "one.json"
    one.write_text('{"game": "corsairs", "players": 2, "seed": 1, "actions": ["draw stock"]}')
    result = runner.invoke(app, ["replay", str(one), "--quiet"])
    assert result.exit_code == 0, result.output
    assert "Record OK: 1 action, game not finished" in result.output


def test_a_record_that_cannot_be_saved_anywhere_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_disk(record: dict[str, object], path: str | Path) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(records, "save", no_disk)
    monkeypatch.chdir(tmp_path)
    target = tmp_path / "g.json"
    args = ["play", "--watch", "--players", "2", "--rules", "max_rounds=1", "--seed", "1"]
    result = runner.invoke(app, [*args, "--record", str(target)])  # one round, as above
    assert result.exit_code == 1
    assert "the record could not be saved" in result.output
    assert "Read-only file system" in result.output and "Traceback" not in result.output


def test_a_bot_chosen_by_level_is_labelled_by_its_level() -> None:
    """'--bots expert' showed 'Bruno (ismcts)': the player chose a level, not a search."""
    args = ["play", "--game", "piratatak", "--players", "3", "--seed", "4", "--watch"]
    result = runner.invoke(app, [*args, "--bots", "casual,level:beginner,greedy"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "(Casual bot)" in out and "(Beginner bot)" in out and "(Greedy bot)" in out
    assert "(novice)" not in out and "(Novice bot)" not in out
    assert "(casual)" not in out  # the word typed, not the one the table says


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_play_without_bots_seats_the_lobbys_default_level(game: str) -> None:
    """The terminal's default was the ``greedy`` bot: in Piratatak not a level of its
    ladder, and not what the lobby seats (``casual``, docs/server.md)."""
    args = ["play", "--game", game, "--players", "3", "--seed", "4", "--watch"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "(Casual bot)" in result.output and "(Greedy bot)" not in result.output
    assert "casual" in " ".join(runner.invoke(app, ["play", "--help"]).output.split())


def test_simulate_help_names_its_default_bot() -> None:
    """The default was written in square brackets, which Rich took for markup and dropped."""
    result = runner.invoke(app, ["simulate", "--help"], env={"COLUMNS": "240"})
    assert result.exit_code == 0, result.output
    assert "default: policy" in " ".join(result.output.replace("│", "").split())


def test_play_reads_a_bot_spec_with_several_options_as_one_bot() -> None:
    """``--bots ismcts:iterations=5,time=0.01`` was split at every comma: "unknown bot
    'time=0.01'" with --watch, "give one bot spec, or 1" without. The arena reads it."""
    args = ["play", "--players", "3", "--seed", "2", "--bots", "ismcts:iterations=5,time=0.01"]
    result = runner.invoke(app, args, input="q\n")
    assert result.exit_code == 0, result.output
    assert "Game left" in result.output
    two = [
        "play",
        "--players",
        "3",
        "--seed",
        "2",
        "--bots",
        "ismcts:iterations=5,time=0.01,greedy",
    ]
    result = runner.invoke(app, two, input="q\n")
    assert result.exit_code == 0, result.output
    assert "Game left" in result.output and "unknown bot" not in result.output


def test_an_unknown_bot_option_is_named_with_the_options_there_are() -> None:
    result = runner.invoke(app, ["play", "--watch", "--players", "2", "--bots", "greedy:x=1"])
    assert result.exit_code == 2
    assert "__init__" not in result.output and "keyword argument" not in result.output
    assert "bot 'greedy' has no option 'x'" in result.output, result.output


def test_a_short_list_of_choices_says_that_others_can_be_typed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    from corsairs.games.piratatak.positions import position, seat_table

    tabs = [seat_table("red", ["R1", "R2", "R3"], ["Y1", "Y2", "G1", "G2", "B1"], 4), seat_table()]
    state = position(players=2, tables=tabs, top=["pirate"])
    state.apply("draw")
    monkeypatch.setattr("sys.stdin", io.StringIO("give Y1 Y2 R3\n"))
    view = state.game.terminal_view()
    action = cli._ask(state.game, state, state.legal_actions(), view, ["You", "Bo"])
    out = capsys.readouterr().out
    assert str(action) == "give R3 Y1 Y2"  # typed, though not listed
    assert "give R3 Y1 Y2" not in out.split("Your move")[0]
    assert "Any other legal move can be typed in notation" in out
    assert out.count("give ") < 20


@pytest.mark.parametrize(
    ("game", "rule", "said"),
    [
        (
            "piratatak",
            "pirate_loss=abc",
            "rule option 'pirate_loss' must be a whole number, not 'abc'",
        ),
        ("piratatak", "cannon_optional=maybe", "must be true or false, not 'maybe'"),
        ("corsairs", "pier_size=x", "must be a whole number or none, not 'x'"),
        ("corsairs", "attach_numbers=foo", "must be 'as_laid_down' or 'growing', not 'foo'"),
    ],
)
def test_a_rule_value_of_the_wrong_kind_is_named_in_words(game: str, rule: str, said: str) -> None:
    """ "must be int, not 'abc'" and "must be bool" were Python's type names."""
    result = runner.invoke(app, ["play", "--game", game, "--watch", "--rules", rule])
    assert result.exit_code == 2 and said in result.output, result.output


def test_the_players_own_move_is_echoed_like_the_bots() -> None:
    """A number or Enter played a move that no line named; bots' moves each get one."""
    args = ["play", "--players", "2", "--seed", "3", "--rules", "first_dealer=1"]
    result = runner.invoke(app, args, input="1\n\nq\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert any(line.endswith("You: draw stock") for line in lines), result.output
    assert sum(": discard " in line and "You:" in line for line in lines) == 1


@pytest.mark.parametrize(
    ("lang", "discards"), [("en", "discards"), ("fr", "défausse"), ("de", "legt")]
)
def test_a_bots_move_is_one_line_in_every_language(lang: str, discards: str) -> None:
    """A bot's Corsairs move was printed twice, its choice ("Bruno (casual): draw pier",
    French "Bruno : prendre au quai", German "Bruno: von der Mole nehmen") and then its
    narration: now one line, "Bruno (…) <verb>…", the shape Piratatak's moves have."""
    args = ["play", "--players", "2", "--seed", "3", "--rules", "first_dealer=0"]
    result = runner.invoke(app, [*args, "--lang", lang], input="q\n")
    assert result.exit_code == 0, result.output
    lines = [ln.strip() for ln in result.output.splitlines()]
    bruno = [ln for ln in lines if ln.startswith("Bruno (")]
    assert len(bruno) == 2, bruno  # the draw and the discard, no echo of either
    assert all(":" not in ln.split(")", 1)[1][:3] for ln in bruno), bruno
    assert discards in bruno[1], bruno
    # the replay numbers the same lines: "1. Bruno (Greedy bot) takes  P4 …", no "1. Bruno:"
    again = replayed(lang)
    assert again[0].startswith("1. Bruno (") and discards in again[1], again[:2]
    assert "(greedy)" not in again[0], again[0]  # the bot named in the language, not typed
    assert not any(ln.startswith(("Anna (", "Bruno (")) for ln in again), again


def replayed(lang: str) -> list[str]:
    """A bot game's replay in ``lang``, its lines stripped."""
    _, rec = greedy_record()
    rec["seats"] = ["Anna (greedy)", "Bruno (greedy)"]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bots.json"
        records.save(rec, path)
        result = runner.invoke(app, ["replay", str(path), "--lang", lang])
    assert result.exit_code == 0, result.output
    return [ln.strip() for ln in result.output.splitlines() if ln.strip()]


def test_a_shared_win_says_winners() -> None:
    """A tie read "winner: Anna (greedy), Bruno (greedy)"."""
    args = ["play", "--watch", "--players", "4", "--seed", "1", "--bots", "greedy"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "Game over — winners (tied): Anna (Greedy bot), Bruno (Greedy bot)" in result.output
    # the others' places too, the winners' shared (the winner line named only the winners)
    said = result.output.splitlines()[-4:]
    assert said[0] == "Places:" and said[1] == "  1. Anna (Greedy bot) and Bruno (Greedy bot)"
    assert said[2:] == ["  3. Carla (Greedy bot)", "  4. Dario (Greedy bot)"]


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_seat_names_from_a_record_are_shown_as_typed(game: str, tmp_path: Path) -> None:
    """A server record carries names people chose; "[/x]" in one raised Rich's MarkupError
    (a traceback) and "[bold]Bob" was read as markup."""
    _, rec = greedy_record(game)
    rec["seats"] = ["[/x]", "[bold]Bob"]
    path = tmp_path / "names.json"
    records.save(rec, path)
    result = runner.invoke(app, ["replay", str(path)], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    # a move told in a line of its own, as play tells a bot's: "1. [/x] draws from the stock"
    assert re.search(r"^ +1\. (\[/x\]|\[bold\]Bob) ", result.output, re.M), result.output
    assert "[/x] " in result.output and "[bold]Bob" in result.output
    assert "│ [bold]Bob" in result.output or "[bold]Bob " in result.output


def test_play_and_arena_help_describe_rules_alike() -> None:
    """play's --rules said neither that it repeats nor what it takes (metavar <list[str]>)."""
    import typer

    from corsairs.arena.command import command as arena_command

    arena = typer.Typer()
    arena.command()(arena_command)
    for target, args in ((app, ["play", "--help"]), (arena, ["--help"])):
        text = runner.invoke(target, args, env={"COLUMNS": "200"}).stdout
        line = next(ln for ln in text.splitlines() if "--rules" in ln)
        assert "KEY=VALUE" in line and "list[str]" not in line, line
        assert "repeatable" in text


def test_ctrl_c_while_a_bot_thinks_says_the_game_stopped_and_keeps_the_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Watching, Ctrl-C ended the program without a word (at a prompt it says "Game left")."""
    ctrl_c_after(monkeypatch, 5)
    rec = tmp_path / "stopped.json"
    args = ["play", "--watch", "--players", "2", "--seed", "1", "--bots", "random"]
    result = runner.invoke(app, [*args, "--record", str(rec)])
    assert result.exit_code == 130, result.output
    assert "Game stopped" in result.output
    assert len(json.loads(rec.read_text())["actions"]) == 5


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_a_replay_from_another_seat_does_not_show_two_yous(game: str, tmp_path: Path) -> None:
    """A record played as "You" replayed with --seat 1 showed "You" and "Bruno (you)"."""
    _, rec = greedy_record(game)
    rec["seats"] = ["You", "Bruno (greedy)"]
    path = tmp_path / "mine.json"
    records.save(rec, path)
    result = runner.invoke(app, ["replay", str(path), "--seat", "1"], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    assert "(you)" not in result.output
    assert "Bruno (Greedy bot) (this view)" in result.output


def test_replay_names_the_bot_that_took_a_seat_over(tmp_path: Path) -> None:
    """A server record whose seat 1 a bot took over from action 3: the replay says
    "Bob" before and "Bob (Casual bot)" from then on, not one name for the whole game."""
    g, rec = greedy_record()
    rec["seats"] = ["Ann", "Bob"]
    rec["stand_ins"] = [{"seat": 1, "bot": "casual", "from_action": 3}]
    path = tmp_path / "stand-in.json"
    records.save(rec, path)
    result = runner.invoke(app, ["replay", str(path)], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    moves = re.findall(r"^ *\d+\. (.*)$", result.output, re.M)
    # each move's line begins with who made it ("3. Bob (Casual bot) discards  A7")
    said = [
        max((n for n in ("Ann", "Bob", "Bob (Casual bot)") if m.startswith(n)), key=len)
        for m in moves
        if m[:3] in ("Ann", "Bob")
    ][:6]
    state, want = g.new_state(seed=3), []
    for i, text in enumerate(rec["actions"][:6]):
        seat = state.current_player
        want.append("Bob (Casual bot)" if seat == 1 and i >= 2 else ["Ann", "Bob"][seat])
        state.apply(g.parse_action(text))
    assert said == want and "Bob (Casual bot)" in want and "Bob" in want, said
    assert runner.invoke(app, ["replay", str(path), "--quiet"]).exit_code == 0


def test_replay_says_when_a_bot_took_a_seat_and_when_its_player_came_back(
    tmp_path: Path,
) -> None:
    """The browser's log says who plays a seat from when; the terminal's replay said it
    only in the names of the moves."""
    _, rec = greedy_record()
    rec["seats"] = ["Ann", "Bob"]
    rec["version"] = 2
    rec["stand_ins"] = [{"seat": 1, "bot": "casual", "from_action": 3, "to_action": 6}]
    path = tmp_path / "taken-back.json"
    records.save(rec, path)
    result = runner.invoke(app, ["replay", str(path)], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    lines = [ln.strip() for ln in result.output.splitlines()]
    came = lines.index("── from here Casual bot plays for Bob")
    back = lines.index("── Bob takes the seat back from the bot")
    assert lines[came + 1].startswith("3.") and lines[back - 1].startswith("6.")


@pytest.mark.parametrize(
    ("language", "came", "back"),
    [
        (
            "en",
            "── from here Casual bot plays for you",
            "── You take your seat back from the bot",
        ),
        (
            "fr",
            "── désormais, Robot intermédiaire joue pour vous",
            "── Vous reprenez votre place au robot",
        ),
    ],
)
def test_replay_tells_the_records_player_of_their_seat_in_their_language(
    tmp_path: Path, language: str, came: str, back: str
) -> None:
    """The record's own player ("You") is addressed: "You takes the seat back" was English
    gone wrong, and the lines were English whatever ``--lang`` said."""
    _, rec = greedy_record()
    rec["seats"] = ["You", "Bob"]
    rec["version"] = 2
    rec["stand_ins"] = [{"seat": 0, "bot": "casual", "from_action": 2, "to_action": 5}]
    path = tmp_path / "you-back.json"
    records.save(rec, path)
    result = runner.invoke(app, ["replay", str(path), "--lang", language], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    lines = [ln.strip() for ln in result.output.splitlines()]
    assert came in lines and back in lines


@pytest.mark.parametrize("command", ["play", "replay", "review"])
@pytest.mark.parametrize("seat", ["9", "-1"])
def test_every_command_that_takes_a_seat_refuses_one_out_of_range_alike(
    command: str, seat: str, tmp_path: Path
) -> None:
    """`play --seat 9` said "--seat must be 0..1", `review --seat 9` "seat must be 0 to 1,
    not 9": one wording for every command, naming the seat given and the seats there are."""
    path = tmp_path / "game.json"
    records.save(greedy_record()[1], path)
    args = {"play": ["play", "--players", "2"], "replay": ["replay", str(path)]}
    args["review"] = ["review", str(path), "--budget", "8"]
    result = runner.invoke(app, [*args[command], "--seat", seat], input="q\n")
    assert result.exit_code == 2, result.output
    assert f"error: --seat {seat}: a 2-player game has seats 0 to 1" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("seat", ["0", "1", "9"])
def test_watch_with_a_seat_is_refused_not_ignored(seat: str) -> None:
    """`play --watch --seat 1` watched the bots and dropped the seat without a word."""
    result = runner.invoke(app, ["play", "--players", "2", "--watch", "--seat", seat])
    assert result.exit_code == 2, result.output
    assert "--watch puts bots in every seat: leave out --seat to watch them" in result.output
    assert f"or leave out --watch to play seat {seat}" in result.output


def _played(game: str, seed: int, typed: str, columns: int = 120) -> list[str]:
    """The terminal's output lines at ``seed`` (2 players, greedy bot) for ``typed``."""
    args = ["play", "--game", game, "--players", "2", "--seed", str(seed), "--bots", "greedy"]
    result = runner.invoke(app, args, input=typed, env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    return result.output.splitlines()


def _marked(block: str) -> list[str]:
    """The choices of one list that carry a mark ("(suggested)"...), without their number."""
    lines = [ln.strip() for ln in block.splitlines()]
    numbered = [ln.split(". ", 1)[1] for ln in lines if ln[:1].isdigit() and ". " in ln]
    marks = ("(suggested)", "(rule of thumb)", "(recommended)", "(only move)")
    return [c for c in numbered if c.endswith(marks)]


@pytest.mark.parametrize(
    ("game", "seed", "rule", "coach", "close"),
    [
        ("corsairs", 5, "draw pile", "draw stock", ("draw pile", "draw pier")),
        ("piratatak", 5, "draw", "stop", ("draw",)),
    ],
)
def test_after_a_hint_the_marked_move_and_enter_are_the_hints(
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    seed: int,
    rule: str,
    coach: str,
    close: tuple[str, ...],
) -> None:
    """The move marked "(suggested)" was the greedy bot's while "?" gave the coach's, and
    Enter after a hint still took the greedy move: before a hint the mark says it is a rule
    of thumb; after it, the hint's move is marked and Enter takes it."""
    monkeypatch.setattr("corsairs.coach.hints.hint_samples", lambda g: 32)  # quicker
    monkeypatch.setattr("corsairs.coach.hints.position_seed", lambda obs, game: 0)  # these samples
    skip = "\n" if game == "piratatak" else ""  # its turn starts with a draw, the only move
    out = _played(game, seed, skip + "?\n\nq\n")
    blocks = "\n".join(out).split("Your choices:")[1:]
    if skip:
        assert _marked(blocks.pop(0)) == ["draw   (pirate chance 7/49) (only move)"]
    first, after = _marked(blocks[0]), _marked(blocks[1])
    assert len(first) == 1 and first[0].startswith(rule), first
    assert first[0].endswith("(rule of thumb)"), first
    assert len(after) == 1 and after[0].startswith(coach), after
    assert after[0].endswith("(recommended)"), after
    # the moves the hint names beside its own, within the sampling noise ("too close to call"
    # where that noise could hide 5 points, as on these 32 deals)
    marks = ("(about as good)", "(too close to call)")
    as_good = [c.split(". ", 1)[1] for c in blocks[1].splitlines() if any(m in c for m in marks)]
    assert len(as_good) == len(close), as_good
    assert all(said.startswith(move) for said, move in zip(as_good, close, strict=True)), as_good
    assert any(ln.endswith(f": You: {coach}") for ln in out)  # Enter took the hint's move


def test_a_lay_down_with_one_division_listed_is_no_only_move(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A lay-down lists one division when only one is worth it, though any valid division
    may be typed: it is the rule of thumb's choice there, not "the only move" (the hint
    says "Best division"); a Piratatak turn's first draw is the only move."""
    import io

    from corsairs.agents import make_agent

    g = __import__("corsairs").load_game("corsairs", players=2)
    state = g.new_state(seed=0)
    bots = [make_agent("greedy", g, seed=1), make_agent("greedy", g, seed=2)]
    for _ in range(13):  # to seat 0's lay-down, with one division listed
        p = state.current_player
        assert p is not None
        state.apply(bots[p].choose(state.observation(p), state.legal_actions()))
    assert state.observation(0)["phase"] == "lay" and len(state.legal_actions()) == 1
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    cli._ask(g, state, state.legal_actions(), g.terminal_view(), ["You", "Bo"])
    out = " ".join(capsys.readouterr().out.split())  # as one line: the mark may wrap
    assert "(rule of thumb)" in out and "(only move)" not in out, out


def test_a_long_list_is_not_listed_again_under_the_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    """After "?" at a discard the 26 choices were listed again under the hint, pushing the
    hint off an 80x24 terminal: the list stays above, the numbers of the hint's moves are
    said, and Enter takes the hint's move."""
    monkeypatch.setattr("corsairs.coach.hints.hint_samples", lambda g: 32)  # quicker
    monkeypatch.setattr("corsairs.coach.hints.position_seed", lambda obs, game: 0)  # these samples
    out = _played("corsairs", 5, "\n?\n\nq\n")  # Enter: draw, then a hint at the discard
    ends = [i for i, ln in enumerate(out) if ln.startswith("Your move")]
    hinted = next(i for i in range(len(ends) - 1) if "Too close to call" in out[ends[i]])
    under = out[ends[hinted] + 1 : ends[hinted + 1]]  # the hint, up to the next prompt
    assert "Your choices:" not in under, under
    assert (
        under[-1]
        == "The hint's move is choice 8 (Enter takes it); too close to call: 5, 6, 7, 13, 14."
    )
    assert "   8. sail Y9 " in "\n".join(out[: ends[hinted]])  # the list above says so
    assert out[ends[hinted + 1]].endswith("[Enter = sail Y9]: You: sail Y9")


def test_the_hints_numbers_are_said_only_when_enter_takes_the_hints_move() -> None:
    """A hint whose move could not be matched to a listed one left the rule of thumb as
    Enter's move, yet the line said "The hint's move is choice 1 (Enter takes it)"."""
    from corsairs.cli import RECOMMENDED, RULE_OF_THUMB, _hinted_numbers

    advice = cast(Any, SimpleNamespace(close=["b"], close_call=False))
    said = _hinted_numbers(["a", "b"], "a", advice, RULE_OF_THUMB)
    assert said == "Your choices are listed above the hint."
    said = _hinted_numbers(["a", "b"], "a", advice, RECOMMENDED)
    assert said == "The hint's move is choice 1 (Enter takes it); about as good: 2."


@pytest.mark.parametrize("stop", ["q", "Q", "quit"])
def test_a_stepped_replay_stopped_says_where_and_what_went_unchecked(
    stop: str, tmp_path: Path
) -> None:
    """'q' at 'Enter for the next action, q to stop' ended the command without a word:
    the replay it promised to check was cut short and nothing said so ('Q' and 'quit',
    which leave a game at the play prompt, went on stepping)."""
    three = tmp_path / "three.json"
    three.write_text(
        '{"game": "corsairs", "players": 2, "seed": 3,'
        ' "actions": ["draw pile", "discard A7", "draw stock"]}'
    )
    result = runner.invoke(app, ["replay", str(three), "--step"], input=f"\n{stop}\n")
    assert result.exit_code == 0, result.output
    assert "Replay stopped after action 2 of 3; the rest was not checked." in result.output
    assert "Record OK" not in result.output and "   3. " not in result.output


def test_the_version_is_one_option_away() -> None:
    """'corsairs --version' was 'No such option': the first thing a bug report asks for."""
    import corsairs

    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == f"corsairs {corsairs.__version__}"


@pytest.mark.parametrize("command", ["play", "arena", "simulate", "serve"])
def test_a_default_and_bounds_read_as_a_user_types_them(command: str) -> None:
    """'[default: 60.0]', '[0.0<=x<=10.0]': Python's way of writing a whole float; a user
    types 60 and reads 60. A fraction stays one ('0.8', '0.95')."""
    result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    python = re.findall(r"\[default: [^\]]*\b\d+\.0\]|\d\.0\b[^\d]*<=|<=\d+\.0\b", result.output)
    python += re.findall(r"[<>]=\d+\.0\b|\bNone\b|\bTrue\b|\bFalse\b", result.output)
    assert not python, python
    if command == "play":
        assert "[default: 60]" in result.output
    if command == "serve":
        assert "[0<=x<=10]" in result.output and "[default: 0.8]" in result.output


def _commands() -> dict[str, Any]:
    """Every command of ``corsairs``, and the group itself under ``""``."""
    import typer.main

    group = typer.main.get_command(app)
    return {"": group, **cast(Any, group).commands}


def test_every_whole_number_is_declared_as_a_user_types_it() -> None:
    """The help showed "[default: 60.0]" and "[0.0<=x<=10.0]" unless Typer's private
    ``_get_default_string`` was replaced on every option (which a Typer upgrade may rename):
    a whole default or bound is written as a user types it ("60", "min=0"), and the
    option's type still hands the command a float."""
    whole = [
        f"{name} {param.name} {what}={value!r}"
        for name, command in _commands().items()
        for param in command.params
        for what in ("default", "min", "max")
        if isinstance(value := getattr(param, what, None), float) and value.is_integer()
    ]
    assert not whole, whole


@pytest.mark.parametrize("command", ["", "play", "replay", "arena", "simulate", "serve"])
def test_the_help_replaces_no_private_method_of_typer(command: str) -> None:
    """``cli_help`` replaced Typer's private ``_get_default_string``,
    ``_get_number_range_help_str`` and ``_usage_display_name`` on each parameter: a Typer
    release renaming one would bring back "60.0" or "{FILE}" unseen. The help is drawn
    through Click's public hooks (``collect_usage_pieces``) and the declarations alone."""
    result = runner.invoke(app, [*([command] if command else []), "--help"])
    assert result.exit_code == 0, result.output
    drawn = _commands()[command]
    ctx = drawn.make_context(command or "corsairs", [], resilient_parsing=True)
    params = drawn.get_params(ctx)  # as the help draws them
    assert "{" not in drawn.get_usage(ctx)  # "FILE" or "[FILE]", the Unix way, not "{FILE}"
    replaced = [
        f"{param.name}.{key}"
        for param in params
        for key in vars(param)
        if key.startswith("_") and callable(getattr(type(param), key, None))
    ]
    assert not replaced, replaced


@pytest.mark.parametrize("command", ["play", "replay", "review", "resume"])
def test_a_switch_is_not_shown_as_taking_a_value(command: str) -> None:
    """'--watch --no-watch <bool>' read as '--watch true', which is refused as an extra
    argument; arena and simulate already show their switches bare, and so do these."""
    result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    shown = [ln for ln in result.output.splitlines() if "<bool>" in ln and "--help" not in ln]
    assert not shown, shown


def test_a_record_is_never_written_over_an_earlier_one(tmp_path: Path) -> None:
    """The README's 'play --watch ... --record game.json', typed again from the shell's
    history, replaced the first game's record without a word: nothing says a game is
    lost. An existing file is refused before the game, and left as it was. The games are
    of one round: what is written, not how long the game was, is checked."""
    first = tmp_path / "game.json"
    args = ["play", "--watch", "--players", "2", "--rules", "max_rounds=1"]
    args += ["--seed", "1", "--record", str(first)]
    assert runner.invoke(app, args).exit_code == 0
    kept = first.read_text()
    again = runner.invoke(app, [*args[:-3], "2", "--record", str(first)])
    assert again.exit_code == 2, again.output
    said = " ".join(again.output.split())
    assert f"{first} already exists" in said and "name another file" in said, said
    assert "add --force to write over it" in said, said  # as review and simulate --out say
    assert "Final" not in again.output
    assert first.read_text() == kept
    forced = runner.invoke(app, [*args[:-3], "2", "--record", str(first), "--force"])
    assert forced.exit_code == 0, forced.output
    assert json.loads(first.read_text())["seed"] == 2


def test_a_discards_choices_fit_an_80x24_terminal_beside_the_hand() -> None:
    """After the first draw, 26 choices one a line (a discard and a sail per card) and the
    prompt took 28 lines: on an 80x24 terminal the first choices and the whole table,
    hand included, scrolled away. Each card's discard and sail now share a line."""
    result = runner.invoke(
        app, ["play", "--players", "2", "--seed", "3"], input="\nq\n", env={"COLUMNS": "80"}
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    start = max(i for i, ln in enumerate(lines) if ln.startswith("Your choices:"))
    # the list ends at the prompt, or at the brief repeating the pier and hand above it
    end = next(i for i in range(start, len(lines)) if lines[i].startswith(("Your move", "pier ")))
    listed = lines[start + 1 : end]
    assert len(listed) <= 14, "\n".join(listed)
    assert all(len(ln) <= 80 for ln in listed)
    said = "\n".join(listed)
    for n in range(1, 27):
        assert f"{n:>2}. " in said, (n, said)
    pair = next(ln for ln in listed if "discard R4" in ln)
    assert "sail R4" in pair and "25" in pair, pair


@pytest.mark.parametrize("typed", ["xx", "99", "discard Z9"])
def test_a_refused_move_is_said_just_above_the_prompt_under_a_long_list(typed: str) -> None:
    """A mistyped discard was refused above the 26 choices listed again: at 40 columns (one
    choice a line) the reason scrolled off the screen before the prompt came back, and
    the player saw the same prompt with no word of what went wrong."""
    result = runner.invoke(
        app,
        ["play", "--players", "2", "--seed", "3"],
        input=f"\n{typed}\nq\n",
        env={"COLUMNS": "40"},
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    prompts = [i for i, ln in enumerate(lines) if ln.startswith("Your move")]
    assert any("Your choices:" in ln for ln in lines[prompts[1] : prompts[2]])  # listed again
    before = "\n".join(lines[prompts[2] - 4 : prompts[2]])
    assert any(w in before for w in ("cannot read", "no choice 99", "unknown colour")), before


def test_a_choice_that_wraps_at_40_columns_keeps_its_number_apart() -> None:
    """At 40 columns a long choice ("discard R10   → limit 35 (rule of thumb)") went on at
    the left edge, under the numbers: the list's numbers no longer stood in a column."""
    result = runner.invoke(
        app, ["play", "--players", "2", "--seed", "3"], input="\nq\n", env={"COLUMNS": "40"}
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    start = max(i for i, ln in enumerate(lines) if ln.startswith("Your choices:"))
    end = next(i for i in range(start, len(lines)) if lines[i].startswith(("Your move", "pier ")))
    listed = lines[start + 1 : end]
    assert len(listed) > 26  # some choices took two lines
    import re

    for line in listed:  # a choice's number, or the rest of a choice under its words
        assert re.match(r"^ +\d+\. \S", line) or line.startswith(" " * 6), line


def test_every_lay_down_says_another_division_may_be_typed() -> None:
    """The closer's lay-down said 'Any other legal move can be typed in notation.', an
    opponent's, listing one division, did not: yet any valid division may be typed there
    too (README), and a newcomer only learns it from that line."""
    result = runner.invoke(
        app,
        ["play", "--players", "3", "--seed", "5", "--rules", "last_round_at=8"],
        input="\n" * 400,
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    lay_downs = 0
    for i, line in enumerate(lines):
        if line.startswith("Your choices:") and lines[i + 1].lstrip().startswith(
            ("1. crew", "1. attach")
        ):
            lay_downs += 1
            end = next(j for j in range(i, len(lines)) if lines[j].startswith("Your move"))
            block = "\n".join(lines[i:end])
            assert "Any other legal move can be typed" in block, block
    assert lay_downs >= 2


def test_ctrl_c_while_the_coach_thinks_cancels_the_hint_not_the_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A hint takes up to a second; Ctrl-C then ended the whole game (exit 130, the game
    lost). It now cancels the hint alone, and the prompt comes back."""

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("corsairs.coach.hint", interrupted)
    out = _played("corsairs", 5, "?\n\nq\n")
    assert any("hint cancelled" in ln for ln in out), out
    assert sum("Your choices:" in ln for ln in out) >= 1
    assert any(ln.endswith(": You: draw pile") for ln in out)  # Enter then played on


def test_a_searching_bot_shows_that_it_thinks(monkeypatch: pytest.MonkeyPatch) -> None:
    """An expert move takes up to 0.9 s, and the terminal showed nothing meanwhile: a line
    says the bot is thinking while a searching bot (``Agent.thinks``) chooses."""
    import io

    from rich.console import Console

    import corsairs
    from corsairs.agents import make_agent

    seen = io.StringIO()
    monkeypatch.setattr(cli, "console", Console(file=seen, force_terminal=True, width=100))
    game = corsairs.load_game("corsairs", players=2)
    assert make_agent("expert", game).thinks and not make_agent("casual", game).thinks
    state = game.new_state(seed=3)
    while state.current_player == 0:  # to the bot's turn
        state.apply(state.legal_actions()[0])
    bots = {1: make_agent("ismcts:iterations=50", game, seed=1)}
    names = ["You", "Bruno (expert)"]
    monkeypatch.setattr(cli, "_ask", lambda *args, **kwargs: None)  # leave at our turn
    cli._game_loop(game, state, bots, 0, 0, names, game.terminal_view(), [])
    assert "Bruno (expert) is thinking" in seen.getvalue()


@pytest.mark.parametrize("seller", ["Bruno", "bru", "BRUNO (Casual bot)", "1"])
def test_a_piratatak_buy_names_the_seller_as_the_table_shows_them(seller: str) -> None:
    """'buy R3 from Bruno' was refused ("the seller is a seat number"): the table shows
    names, the notation counted seats. A name as shown (any case, an unambiguous start)
    now reads as the seat; the engine then judges the move as for 'from 1'."""
    result = runner.invoke(
        app,
        ["play", "-g", "piratatak", "-p", "3", "--seed", "2"],
        input=f"buy R3 from {seller}\nq\n",
    )
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "the seller is a seat number" not in said, said
    assert "illegal action buy R3 from 1: you have no boat yet" in said, said


@pytest.mark.parametrize(
    ("seller", "why"),
    [("Zed", "no player 'Zed'"), ("You", "your own"), ("y", "your own")],
)
def test_a_buy_from_an_unknown_or_ambiguous_name_says_whom_it_can_name(
    seller: str, why: str
) -> None:
    from corsairs.games.piratatak.terminal import notation
    from corsairs.protocol import CorsairsError

    names = ["You", "Bruno (greedy)", "Carla (greedy)"]
    with pytest.raises(CorsairsError, match=re.escape(why)):
        notation(f"buy R3 from {seller}".strip(), names)
    with pytest.raises(CorsairsError, match="Bruno or Bruna"):
        notation("buy R3 from bru", ["You", "Bruno (greedy)", "Bruna (casual)"])
    assert notation("buy R3 from carla", names) == "buy R3 from 2"
    assert notation("draw", names) == "draw"
    assert notation("buy R3 from", names) == "buy R3 from"  # the parser says what is missing


def _screen_at_last_prompt(output: str, height: int = 24) -> list[str]:
    """What an 80x24 terminal shows at the last prompt: the prompt's line and the
    ``height - 1`` lines above it."""
    lines = output.splitlines()
    last = max(i for i, ln in enumerate(lines) if ln.startswith("Your move"))
    return lines[max(0, last - height + 1) : last + 1]


def test_at_a_discard_the_pier_hand_and_limit_stay_on_an_80x24_screen(
    screen_size: Callable[[int, int], None],
) -> None:
    """At an 80x24 terminal the table (17 lines) and a discard's 13 lines of choices did
    not fit: at the prompt the pier, the hand and its limit had scrolled away. The
    decision's facts are now repeated in a few lines just above the prompt."""
    screen_size(80, 24)
    result = runner.invoke(app, ["play", "--players", "4", "--seed", "3"], input="\nq\n")
    assert result.exit_code == 0, result.output
    screen = " ".join(" ".join(_screen_at_last_prompt(result.output)).split())
    assert "discard R11" in screen  # at the discard
    for fact in ("V5 N2 Y3 V6 Y10 O9 K4", "R4 R11", "K11", "best limit after discarding R11: 25"):
        assert fact in screen, (fact, screen)


def test_a_short_decision_repeats_nothing_above_the_prompt(
    screen_size: Callable[[int, int], None],
) -> None:
    """The table and a draw's three choices fit: no facts repeated."""
    screen_size(80, 24)
    result = runner.invoke(app, ["play", "--players", "4", "--seed", "3"], input="q\n")
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert said.count("V5 N2 Y3 V6 Y10 O9 K4") == 1, result.output


def test_piratatak_has_the_same_brief_above_a_crowded_prompt() -> None:
    """A long give-back list under a tall table pushes the own table off an 80x24 screen:
    the brief repeats the boat, spares, gold and the pirate's demand."""
    from rich.console import Console

    import corsairs

    g = corsairs.load_game("piratatak", players=4)
    state = g.new_state(seed=1)
    while state.observation(0)["phase"] != "give" or state.current_player != 0:
        state.apply(state.legal_actions()[0])
    brief = Console(width=80, record=True)
    brief.print(g.terminal_view().brief(state.observation(0), names=cli.NAMES))
    said = " ".join(brief.export_text().split())
    assert said.startswith("your boat ") and "spares" in said and "gold" in said, said
    assert "A pirate! Anna gives back" in said, said


TYPE_NOISE = re.compile(
    r"<(bool|str|int|float|path|list)\b|\[\[|--no-(watch|step|quiet|rotate)|\{[A-Z]+\}"
)
"""Typer's words for types, and its required argument in braces ("replay {FILE}")."""


@pytest.mark.parametrize(
    "command",
    [
        [],
        ["play"],
        ["resume"],
        ["replay"],
        ["arena"],
        ["simulate"],
        ["serve"],
        ["review"],
        ["verify"],
    ],
)
def test_every_help_reads_without_python_types(command: list[str]) -> None:
    """'--help <bool>', '--agents <list[str]>', '--watch --no-watch', '[[ADDRESS]]',
    'replay [OPTIONS] {FILE}': Typer's types read as values to type; a switch takes none;
    a required argument is FILE, an optional one [FILE], as Unix tools write them."""
    result = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    noisy = [ln.strip() for ln in result.output.splitlines() if TYPE_NOISE.search(ln)]
    assert not noisy, noisy


def test_bots_are_named_alike_in_every_command() -> None:
    """'corsairs play --bots' but 'arena --agents': 'arena --bots greedy' and
    'play --agents greedy' were 'No such option'. Each takes the other's word."""
    arena = runner.invoke(app, ["arena", "--bots", "greedy,random", "--games", "2", "--json"])
    assert arena.exit_code == 0, arena.output
    assert [a["agent"] for a in json.loads(arena.stdout)["agents"]] == ["greedy", "random"]
    sim = runner.invoke(app, ["simulate", "--bots", "nobody", "--games", "1"])
    assert sim.exit_code == 2 and "unknown bot 'nobody'" in sim.output, sim.output
    play = runner.invoke(app, ["play", "--agents", "nobody"])
    assert play.exit_code == 2 and "unknown bot 'nobody'" in play.output, play.output


def test_a_slow_bot_that_does_not_say_it_thinks_is_shown_thinking(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A plugin's slow bot without ``thinks = True`` left the terminal silent through its
    whole move, as if it hung: any bot's move is shown thinking once it takes a moment."""
    import io
    import threading
    import time

    from rich.console import Console

    from corsairs.agents import Agent, registry

    screen = io.StringIO()
    monkeypatch.setattr(cli, "console", Console(file=screen, force_terminal=True, width=100))
    monkeypatch.setattr(cli, "THINKING_AFTER", 0.05)
    seen = threading.Event()

    class Ponderer(Agent):
        """Plays its first legal move once the player is told it thinks (at most 2 s)."""

        name = "ponderer"

        def choose(self, observation: dict[str, Any], legal_actions: Any) -> Any:
            for _ in range(200):
                if "Bruno (Ponderer bot) is thinking" in screen.getvalue():
                    seen.set()
                    break
                time.sleep(0.01)  # until the spinner shows, at most 2 s
            return legal_actions[0]

    monkeypatch.setitem(registry.GENERIC, "ponderer", Ponderer)
    args = ["play", "--players", "2", "--seed", "3", "--bots", "ponderer"]
    result = runner.invoke(app, [*args, "--rules", "first_dealer=1"], input="\n\nq\n")
    assert result.exit_code == 0, screen.getvalue()
    assert seen.is_set(), screen.getvalue()


@pytest.mark.usefixtures("unruly")
@pytest.mark.parametrize(
    ("bot", "said"), [("raiser", "failed: KeyError: 'no such key'"), ("nothing", "chose no action")]
)
def test_a_bot_that_fails_at_the_terminal_is_named_and_the_game_saved(
    bot: str, said: str, tmp_path: Path
) -> None:
    result = runner.invoke(
        app,
        ["play", "--players", "2", "--seed", "3", "--bots", bot, "--rules", "first_dealer=1"],
        input="\n\n\n\n",  # the player's draw and discard (the rule of thumb), then the bot's
    )
    out = " ".join(result.output.split())
    assert result.exit_code == 1, out
    assert "Traceback" not in out
    # named as the table names it, as the browser does ("Raiser bot"), not as typed
    assert f"error: bot 'Bruno ({bot.capitalize()} bot)' at seat 1 {said}" in out, out
    # the move it failed at, as the arena and simulate name it and replay numbers it:
    # the player's draw and discard were moves 1 and 2
    assert re.search(r"[(;] ?move 3\)", out), out
    assert "Game stopped (a bot failed)" in out, out
    assert "Game saved in" in out and "corsairs resume" in out, out


@pytest.mark.usefixtures("unruly")
def test_a_bot_stuck_in_its_move_at_the_terminal_is_stopped_and_the_game_saved() -> None:
    """At the terminal the limit was fixed at 60 s: a spec such as ``ismcts:time=90``,
    the player's own choice, could only fail. ``--move-limit`` sets it."""
    result = runner.invoke(
        app,
        ["play", "--players", "2", "--seed", "3", "--bots", "sleeper", "--rules", "first_dealer=1",
         "--move-limit", "0.2"],
        input="\n\n\n\n",
    )  # fmt: skip
    out = " ".join(result.output.split())
    assert result.exit_code == 1, out
    said = "error: bot 'Bruno (Sleeper bot)' at seat 1 took more than 0.2 s for one move"
    assert said in out, out
    assert "Game saved in" in out, out


def test_a_move_limit_below_zero_is_refused_before_the_game() -> None:
    result = runner.invoke(app, ["play", "--players", "2", "--move-limit", "-1"], input="q\n")
    assert result.exit_code == 2, result.output
    assert "--move-limit must be a number of seconds above 0" in result.output
    assert "seed" not in result.output  # no game began


def test_every_commands_options_name_what_they_take() -> None:
    """serve's and review's --help said TEXT and INTEGER (--host TEXT, --seat INTEGER)
    where play and simulate name the thing (--seat N, --record FILE)."""
    import typer.main

    plain = {"TEXT", "INTEGER", "NUMBER", "FLOAT", "PATH"}
    group = typer.main.get_command(app)
    shown: dict[str, str] = {}
    for name, command in group.commands.items():  # type: ignore[attr-defined]
        ctx = group.make_context(name, ["--help"], resilient_parsing=True)
        for param in command.get_params(ctx):
            kind = getattr(param, "type_descriptor", None) or getattr(param, "type", None)
            if getattr(param, "is_flag", False) or getattr(
                kind, "is_choice", hasattr(kind, "choices")
            ):
                continue  # a switch takes nothing; a choice lists its values
            shown[f"{name} {param.name}"] = str(param.metavar)
    assert {"serve host", "review seat", "play seat"} <= shown.keys()
    bare = {where: word for where, word in shown.items() if word.strip("{}[]<>.") in plain}
    assert bare == {}


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_hints_at_every_decision_come_before_the_choices(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A learner had to type ? at every prompt: ``--hints`` gives the coach's hint at each
    decision with a choice, its move marked for Enter: before the choices, or under a long
    list (with the numbers of its moves), which under it pushed it off the screen."""
    monkeypatch.setattr("corsairs.coach.hints.hint_samples", lambda g: 32)  # quicker
    args = ["play", "--game", game, "--players", "2", "--seed", "3", "--bots", "greedy"]
    result = runner.invoke(app, [*args, "--hints"], input="\n" * 4 + "q\n")
    assert result.exit_code == 0, result.output
    # each prompt's part of the output: the hint (if any), then the choices
    parts = [p for p in result.output.split("Your move (") if "Your choices" in p]
    chosen = [p for p in parts if "(only move)" not in p]
    assert chosen, result.output
    long = 0
    for part in chosen:
        under = "The hint's move is choice" in part  # a long list, the hint under it
        long += under
        hint_at, list_at = part.index("win chance"), part.index("Your choices")
        assert (hint_at > list_at) if under else (hint_at < list_at), part
        assert "(recommended)" in part or "(about as good)" in part, part
    assert long or game == "piratatak"  # a Corsairs discard's 26 choices
    assert "(rule of thumb)" not in result.output
    plain = runner.invoke(app, args, input="\n" * 4 + "q\n")
    assert "win chance" not in plain.output and "(rule of thumb)" in plain.output


def test_with_hints_a_discards_hint_stays_on_an_80x24_screen(
    monkeypatch: pytest.MonkeyPatch, screen_size: Callable[[int, int], None]
) -> None:
    """``play --hints`` gave the hint, then a discard's 26 choices and the hand's brief
    under it: at the prompt of an 80x24 terminal the advice had scrolled away (as after "?"
    once). A long list comes first; the hint, and the numbers of its moves, under it."""
    screen_size(80, 24)
    monkeypatch.setattr("corsairs.coach.hints.hint_samples", lambda g: 32)  # quicker
    args = ["play", "--players", "2", "--seed", "5", "--bots", "greedy", "--hints"]
    result = runner.invoke(app, args, input="\nq\n")  # the hint's draw, then the discard
    assert result.exit_code == 0, result.output
    screen = _screen_at_last_prompt(result.output)
    said = " ".join(" ".join(screen).split())
    assert "discard" in screen[-1] or "sail" in screen[-1], screen
    assert any(w in said for w in ("Recommended:", "About as good:", "Too close to call:")), screen
    assert "The hint's move is choice" in said, screen


def test_an_unknown_bot_says_how_to_load_ones_own() -> None:
    """A bot author typing their bot's name before loading its module heard only the
    known names: the refusal now says, after them, that ``--plugin MODULE`` loads one's
    own, in the language spoken."""
    arena = runner.invoke(app, ["arena", "--agents", "hoarder,casual", "--games", "2"])
    assert arena.exit_code == 2, arena.output
    said = " ".join(arena.output.split())
    assert said.index("levels: beginner") < said.index("--plugin MODULE"), said
    sim = runner.invoke(app, ["simulate", "--lang", "fr", "--bots", "hoarder", "--games", "1"])
    assert sim.exit_code == 2, sim.output
    said = " ".join(sim.output.split())
    assert "niveaux : beginner" in said and "votre propre robot" in said, said
    assert said.index("niveaux") < said.index("--plugin MODULE"), said


@pytest.mark.parametrize("given", ["mybots.py", "./mybots.py", "mybots"])
def test_a_plugin_named_by_its_file_or_beside_the_command_says_how_to_load_it(
    given: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot author in the folder of their ``mybots.py`` typed ``--plugin mybots.py`` ("No
    module named 'mybots'"), ``--plugin ./mybots.py`` ("TypeError: the 'package' argument
    is required to perform a relative import") or ``--plugin mybots`` ("no module of that
    name on the path": the ``corsairs`` command does not look in the current folder). Each
    refusal now gives the command that loads it."""
    (tmp_path / "mybots.py").write_text("MAGPIE = 1\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", ".", str(tmp_path))])
    result = runner.invoke(app, ["--plugin", given, "arena", "--games", "2"])
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert f"PYTHONPATH={tmp_path}" in said and "--plugin mybots" in said, said
    assert "Traceback" not in result.output and "TypeError" not in said


def test_a_bots_move_that_wraps_at_40_columns_goes_on_under_its_words(
    screen_size: Callable[[int, int], None],
) -> None:
    """At 40 columns "Bruno (Casual bot) takes  P4  from the discard pile" went on at the
    left edge ("discard pile" under the table's lines, not under the sentence)."""
    screen_size(40, 24)
    result = runner.invoke(app, ["play", "--players", "2", "--seed", "3"], input="q\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    took = next(i for i, ln in enumerate(lines) if "Bruno (Casual bot) takes" in ln)
    went_on = lines[took + 1]
    assert went_on.startswith("  discard pile"), lines[took : took + 2]


def test_a_hints_lines_go_on_under_their_own_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hint's line that wrapped went on at the margin: "  discard pile: 11 with P11 …"
    continued under nothing, read as a line of its own, on an 80x24 terminal in German and
    more so at 60 columns. An item goes on two columns under its start, a line with a short
    label under its words."""
    from types import SimpleNamespace

    advice = SimpleNamespace(recommended="draw stock", close=[], close_call=False, judgement={})
    monkeypatch.setattr(cli, "_hint", lambda *args, **kwargs: advice)
    said = [
        "Recommended: draw stock (win chance 52%)",
        "  discard pile: 11 with P11 (then discard B4); everyone sees you take it",
        "Also judged: draw pier 48%; draw pile 44% (over 256 deals that fit what you saw)",
    ]
    monkeypatch.setattr("corsairs.coach.words.hint_lines", lambda *args: said)
    out = [ln.rstrip() for ln in _played("corsairs", 5, "?\nq\n", columns=40)]
    at = next(
        i for i, ln in enumerate(out) if ln.endswith(": Recommended: draw stock (win chance 52%)")
    )
    assert out[at + 1 : at + 4] == [
        "  discard pile: 11 with P11 (then",
        "    discard B4); everyone sees you take",
        "    it",
    ], out[at:]
    assert out[at + 4] == "Also judged: draw pier 48%; draw pile", out[at:]
    assert out[at + 5].startswith(" " * len("Also judged: ") + "44%"), out[at:]
