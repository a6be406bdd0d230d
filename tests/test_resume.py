"""A terminal game left before its end is saved and ``corsairs resume`` continues it:
the same game, rules, seat, bots and seed, the position rebuilt from the record."""

from __future__ import annotations

import codecs
import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot_records import greedy_record
from corsairs import record as records
from corsairs.cli import app
from signals_helpers import ctrl_c_after, own_session

runner = CliRunner()
PLAY = ["play", "--players", "3", "--seed", "3", "--bots", "greedy,random"]


def _only_save(folder: Path) -> Path:
    found = list(folder.glob("*.json"))
    assert len(found) == 1, found
    return found[0]


def _continue_line(output: str) -> str:
    return next(ln for ln in output.splitlines() if ln.startswith("Continue it with: "))


@pytest.mark.parametrize("leave", ["q\n", ""])  # q, or the end of input (Ctrl-D)
def test_a_game_left_is_saved_with_its_bots_and_the_command_to_continue(
    save_dir: Path, leave: str
) -> None:
    result = runner.invoke(app, PLAY, input="\n\n" + leave)
    assert result.exit_code == 0, result.output
    save = _only_save(save_dir)
    assert f"Game saved in {save}" in result.output
    assert _continue_line(result.output) == f"Continue it with: corsairs resume {save}"
    data = json.loads(save.read_text())
    assert data["bots"] == [None, "greedy", "random"] and data["seed"] == 3
    assert data["version"] == 1  # no stand-in that ends: older programs read it
    assert data["result"]["over"] is False and len(data["actions"]) >= 2
    checked = runner.invoke(app, ["replay", "--quiet", str(save)])
    assert checked.exit_code == 0 and "game not finished" in checked.output, checked.output


def test_nothing_played_is_nothing_saved(save_dir: Path) -> None:
    """Seat 0 deals in this game (first_dealer=1: seat 0 plays first): leaving at once."""
    result = runner.invoke(app, [*PLAY, "--rules", "first_dealer=2"], input="q\n")
    assert result.exit_code == 0, result.output
    assert "Nothing was played yet: nothing to continue later" in result.output
    assert list(save_dir.iterdir()) == []


def test_nothing_played_with_a_record_does_not_say_nothing_was_saved(
    save_dir: Path, tmp_path: Path
) -> None:
    """'record saved to x.json' then 'Nothing was played yet: no game to save': the record
    is written (the player asked for it); what is not kept is a game to continue."""
    path = tmp_path / "x.json"
    args = [*PLAY, "--rules", "first_dealer=2", "--record", str(path)]
    result = runner.invoke(app, args, input="q\n")
    assert result.exit_code == 0, result.output
    assert f"record saved to {path}" in result.output
    assert "no game to save" not in result.output and "nothing to continue later" in result.output
    assert list(save_dir.iterdir()) == []


def test_resume_continues_the_same_game_and_consumes_the_save_once_it_moves_on(
    save_dir: Path, tmp_path: Path
) -> None:
    runner.invoke(app, PLAY, input="\n\nq\n")
    first = _only_save(save_dir)
    before = json.loads(first.read_text())
    # leaving again before any move keeps the save as it was
    again = runner.invoke(app, ["resume"], input="q\n")
    assert again.exit_code == 0, again.output
    assert f"The most recent saved game: {first}" in again.output
    assert f"continued after {len(before['actions'])} actions" in again.output
    assert f"still saved in {first}" in again.output
    assert _only_save(save_dir) == first and json.loads(first.read_text()) == before
    # a move, then leaving: the old save is gone, a new one holds the whole game
    whole = tmp_path / "whole.json"
    more = runner.invoke(app, ["resume", str(first), "--record", str(whole)], input="\n\nq\n")
    assert more.exit_code == 0, more.output
    second = _only_save(save_dir)  # the first one consumed (its name may come back)
    after = json.loads(second.read_text())
    assert after["actions"][: len(before["actions"])] == before["actions"]
    assert len(after["actions"]) > len(before["actions"])
    for key in ("game", "rules", "seed", "bots", "seats", "players"):
        assert after[key] == before[key], key
    assert json.loads(whole.read_text())["actions"] == after["actions"]  # --record: all of it


def test_a_resumed_game_keeps_its_save_until_a_newer_one_is_written(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save was removed at the first move after resuming: from then until the game
    was left again it was nowhere (a killed program, or a new save that failed, lost it)."""
    from corsairs import savegames

    runner.invoke(app, PLAY, input="\n\nq\n")
    first = _only_save(save_dir)
    before = first.read_text()

    def full(rec: object) -> None:
        raise records.RecordError("the disk is full")

    monkeypatch.setattr(savegames, "save", full)
    more = runner.invoke(app, ["resume", str(first)], input="\n\nq\n")
    assert more.exit_code == 0, more.output
    said = " ".join(more.output.split())
    assert "error: the disk is full" in said
    assert f"The game as it was resumed is still saved in {first}" in said
    assert first.read_text() == before


def test_a_resumed_game_plays_to_its_end(save_dir: Path) -> None:
    runner.invoke(app, PLAY, input="\n\nq\n")
    done = runner.invoke(app, ["resume"], input="\n" * 3000)
    assert done.exit_code == 0, done.output
    assert "Final penalty cards" in done.output
    assert list(save_dir.iterdir()) == []  # consumed, and nothing left to save


def test_a_finished_game_resumed_says_so(tmp_path: Path) -> None:
    _, data = greedy_record()
    data["bots"] = [None, "greedy"]
    path = tmp_path / "done.json"
    records.save(data, path)
    result = runner.invoke(app, ["resume", str(path)])
    assert result.exit_code == 1, result.output
    said = " ".join(result.output.split())
    assert "this game is over, nothing to continue" in said and "Final penalty" in said
    assert path.exists()


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        (lambda d: d["actions"].__setitem__(1, "discard Z99"), "action 2"),
        (lambda d: d.__setitem__("bots", [None, "greedy"]), "'bots' must list 3 seats"),
        (lambda d: d.__setitem__("bots", ["greedy", "greedy", "random"]), "a watched game"),
        (lambda d: d.__setitem__("bots", [None, None, "random"]), "2 seats to people"),
        (lambda d: d.pop("bots"), "can be replayed, not continued"),
        (lambda d: d.__setitem__("bots", [None, "no-such-bot", "random"]), "no-such-bot"),
    ],
)
def test_an_edited_or_corrupt_save_is_one_clear_line_and_changes_nothing(
    save_dir: Path, edit: object, said: str
) -> None:
    runner.invoke(app, PLAY, input="\n\nq\n")
    save = _only_save(save_dir)
    data = json.loads(save.read_text())
    edit(data)  # type: ignore[operator]
    records.save(data, save)
    text = save.read_text()
    result = runner.invoke(app, ["resume", str(save)], input="\n\nq\n")
    assert result.exit_code == 2, result.output
    assert said in result.output and "Traceback" not in result.output
    assert result.output.strip().count("\n") <= 1, result.output  # one line (wrapped at most)
    assert save.read_text() == text and list(save_dir.iterdir()) == [save]


def test_resume_without_a_save_says_where_it_looked(save_dir: Path) -> None:
    result = runner.invoke(app, ["resume"])
    assert result.exit_code == 2
    assert f"no saved game in {save_dir}" in " ".join(result.output.split())


def test_an_unwritable_save_folder_falls_back_to_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("CORSAIRS_SAVE_DIR", str(blocker / "saves"))
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    result = runner.invoke(app, PLAY, input="\n\nq\n")
    assert result.exit_code == 0, result.output
    (save,) = here.glob("*.json")
    assert "the game was saved elsewhere" in result.output
    assert _continue_line(result.output).endswith(str(save.resolve()))


def test_ctrl_c_while_a_bot_thinks_saves_the_game(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ctrl_c_after(monkeypatch, 2)
    result = runner.invoke(app, PLAY, input="\n" * 50)
    assert result.exit_code == 130, result.output
    assert "Game stopped (Ctrl-C)" in result.output
    save = _only_save(save_dir)
    assert _continue_line(result.output).endswith(str(save))


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX signals")
@pytest.mark.parametrize(
    ("sig", "code", "times"),
    [(signal.SIGTERM, 143, 1), (signal.SIGHUP, 129, 1), (signal.SIGHUP, 129, 3)],
)
def test_sigterm_or_a_closed_terminal_at_the_prompt_saves_the_game(
    save_dir: Path, sig: int, code: int, times: int
) -> None:
    """A closed terminal sends SIGHUP, often more than once (the kernel and the terminal
    program both): one arriving while the game was being saved killed the program."""
    src = str(Path(__file__).parents[1] / "src")
    env = {**os.environ, "PYTHONPATH": src}
    args = [sys.executable, "-m", "corsairs", *PLAY]
    with own_session(args, stdin=subprocess.PIPE, env=env) as proc:
        _at_the_third_prompt(proc)
        proc.send_signal(sig)
        proc.wait(15)
        assert proc.returncode == code, proc.stderr.read() if proc.stderr else ""
    data = json.loads(_only_save(save_dir).read_text())
    assert data["bots"] == [None, "greedy", "random"] and data["actions"]


SECOND_HANGUP = """
import os, signal, sys
from corsairs import savegames
real = savegames.save
def save(rec):
    os.kill(os.getpid(), signal.SIGHUP)  # the terminal's second hang-up, while saving
    return real(rec)
savegames.save = save
sys.argv = ["corsairs", *sys.argv[1:]]
from corsairs.cli import main
main()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX signals")
def test_a_second_hangup_while_saving_does_not_lose_the_game(save_dir: Path) -> None:
    """A closed terminal sends SIGHUP more than once (the kernel, then the terminal
    program): the first stopped the game, the handlers were put back as it unwound, and
    the second, arriving while the game was saved, killed the program (seen in a pty:
    died of SIGHUP). Once a game stops, further SIGHUP, SIGTERM and Ctrl-C wait."""
    src = str(Path(__file__).parents[1] / "src")
    env = {**os.environ, "PYTHONPATH": src}
    args = [sys.executable, "-c", SECOND_HANGUP, *PLAY]
    with own_session(args, stdin=subprocess.PIPE, env=env) as proc:
        _at_the_third_prompt(proc)
        proc.send_signal(signal.SIGHUP)
        proc.wait(15)
        assert proc.returncode == 129, proc.returncode
    assert json.loads(_only_save(save_dir).read_text())["actions"]


def _at_the_third_prompt(proc: subprocess.Popen[str]) -> None:
    """Two moves of ours typed; returns once the game waits at the third prompt. Read in
    pieces that may end inside a character (the table's frame is of 3-byte ones): each
    decoded alone, one failed (UnicodeDecodeError), and so did the rest, decoded at the end."""
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("\n\n")
    proc.stdin.flush()
    seen = ""
    decoder = codecs.getincrementaldecoder("utf-8")()
    deadline = time.monotonic() + 30
    while seen.count("Your move") < 3 and time.monotonic() < deadline:
        if select.select([proc.stdout], [], [], 1)[0]:
            chunk = os.read(proc.stdout.fileno(), 4096)
            if not chunk:
                break
            seen += decoder.decode(chunk)
    assert seen.count("Your move") == 3, seen


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX signals")
def test_a_hangup_arriving_as_the_prompt_starts_waiting_still_ends_the_wait(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Python runs a signal's handler between two steps of Python code. A hang-up that
    arrived after the last of them and before the read of the typed line began (the prompt
    just written) was noticed only once a line came: the program waited on, and a test's
    hang-up found it alive 15 s later. Here the signal is noted as that one was, while the
    read waits (``interrupt_main`` interrupts no system call)."""
    import _thread
    import threading

    from corsairs import cli
    from corsairs.termsignals import Stopped, StopSignals

    reader, writer = os.pipe()
    typed = open(reader, encoding="utf-8")  # noqa: SIM115  (closed below)
    monkeypatch.setattr(sys, "stdin", typed)
    main = threading.main_thread().ident
    assert main is not None
    done, unblocked = threading.Event(), threading.Event()

    def waiting() -> bool:
        frame = sys._current_frames().get(main)
        return frame is not None and frame.f_code.co_name in ("_read_line", "read_line")

    def hang_up_once_waiting() -> None:
        deadline = time.monotonic() + 10  # only a failure waits this long
        while not waiting() and not done.is_set():
            time.sleep(0.002)
        _thread.interrupt_main(signal.SIGHUP)
        if not done.wait(max(0.0, deadline - time.monotonic())):
            unblocked.set()
            os.write(writer, b"q\n")  # a line: the old wait ends, and with it this test

    helper = threading.Thread(target=hang_up_once_waiting, daemon=True)
    try:
        with StopSignals(), pytest.raises(Stopped):
            helper.start()
            cli._read_line("Your move: ")
    finally:
        done.set()
        helper.join()
        typed.close()
        os.close(writer)
    assert not unblocked.is_set(), "the wait went on until a line was typed"


def test_sigterm_during_a_hint_stops_and_saves_rather_than_cancelling_the_hint(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C during a hint cancels the hint; SIGTERM then did too, and the game went on
    (and, the stop handled once, never stopped for SIGTERM again)."""
    import corsairs.coach as coach
    from corsairs.termsignals import Stopped

    def hint(*args: object) -> None:
        raise Stopped("SIGTERM")

    monkeypatch.setattr(coach, "hint", hint)
    result = runner.invoke(app, PLAY, input="\n\n?\n" + "\n" * 20)
    assert result.exit_code == 143, result.output
    assert "hint cancelled" not in result.output
    assert "Game stopped (SIGTERM)" in result.output
    _only_save(save_dir)


def test_the_command_to_continue_names_the_plugins_and_quotes_the_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game of a plugin's needs the plugin to load again; a folder with a space in its
    name must survive being pasted into a shell."""
    folder = tmp_path / "my saves"
    monkeypatch.setenv("CORSAIRS_SAVE_DIR", str(folder))
    result = runner.invoke(app, ["--plugin", "json", *PLAY], input="\n\nq\n")
    assert result.exit_code == 0, result.output
    save = _only_save(folder)
    assert _continue_line(result.output) == (
        f"Continue it with: corsairs --plugin json resume '{save}'"
    )
    plain = runner.invoke(app, PLAY, input="\n\nq\n")  # the next run has no plugin
    assert "--plugin" not in _continue_line(plain.output)


def test_resume_without_the_plugin_of_its_bot_names_the_plugin(
    save_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot author's game against her own bot, left and resumed another day without
    ``--plugin``: the refusal listed the known bots and "--plugin MODULE", and the save did
    not say which module. The save now names the run's plugins, and the refusal the command
    that continues it (the module is not loaded from the file: a save may come from anyone)."""
    from corsairs.lang import speaking
    from registry_kept import registry_kept

    (tmp_path / "shipmates.py").write_text(
        "from corsairs.agents import Agent, register_agent\n\n\n"
        "class Last(Agent):\n"
        "    def choose(self, observation, legal_actions):\n"
        "        return legal_actions[-1]\n\n\n"
        "register_agent('last', Last)\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    args = ["--plugin", "shipmates", "play", "--players", "2", "--seed", "3", "--bots", "last"]
    with registry_kept():  # the plugin forgotten after its run, as on another day
        played = runner.invoke(app, args, input="\n\nq\n")
    assert played.exit_code == 0, played.output
    save = _only_save(save_dir)
    assert json.loads(save.read_text())["plugins"] == ["shipmates"]
    result = runner.invoke(app, ["resume", "--lang", "fr", str(save)])
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert "robot inconnu 'last'" in said, said
    assert f"--plugin shipmates : corsairs --plugin shipmates resume --lang fr {save}" in said, said
    bad = json.loads(save.read_text()) | {"plugins": "shipmates"}
    with speaking("en"), pytest.raises(records.RecordError, match="'plugins' must be a list of"):
        records.check(bad)


def test_a_save_gone_while_the_folder_is_listed_is_left_out(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another ``resume`` can take a save between the folder's listing and the look at its
    date: the listing raised FileNotFoundError, a traceback for ``corsairs resume``."""
    from corsairs import savegames

    save_dir.mkdir(parents=True, exist_ok=True)
    kept, gone = save_dir / "a.json", save_dir / "b.json"
    kept.write_text("{}")
    gone.write_text("{}")
    real = Path.stat

    def stat(self: Path, *args: object, **kwargs: object) -> os.stat_result:
        if self.name == gone.name:
            raise FileNotFoundError(self)
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "stat", stat)
    assert savegames.saved_games() == [kept]


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX signals")
def test_a_hangup_whose_terminal_write_fails_on_the_way_out_still_stops_cleanly(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a closed terminal, the "is thinking…" spinner's last redraw fails to write as the
    hang-up unwinds: its OSError took the hang-up's place, a traceback and exit 1."""
    from corsairs.agents.base import RandomAgent
    from corsairs.termsignals import Stopped

    real = RandomAgent.choose
    calls = {"n": 0}

    def choose(self: RandomAgent, obs: object, legal: list[object]) -> object:
        calls["n"] += 1
        if calls["n"] <= 2:
            return real(self, obs, legal)  # type: ignore[arg-type]
        try:
            os.kill(os.getpid(), signal.SIGHUP)
        except Stopped:
            raise OSError(5, "Input/output error") from None
        raise AssertionError("no hang-up")

    monkeypatch.setattr(RandomAgent, "choose", choose)
    result = runner.invoke(app, PLAY, input="\n" * 50)
    assert result.exit_code == 129, (result.output, result.exception)
    assert "Game stopped (SIGHUP)" in result.output
    assert json.loads(_only_save(save_dir).read_text())["actions"]


def _unfinished_save(folder: Path, moves: int = 6) -> tuple[Path, list[str]]:
    """A 2-player Corsairs save, the person at seat 0, left after ``moves`` actions; and
    the bot's (seat 1's) hand then, which its replay must not show."""
    import corsairs
    from corsairs.agents import make_agent

    g = corsairs.load_game("corsairs", players=2)
    state, bot, actions = g.new_state(seed=3), make_agent("greedy", g, seed=1), []
    for _ in range(moves):
        seat = state.current_player
        action = bot.choose(state.observation(seat), state.legal_actions())
        actions.append(action)
        state.apply(action)
    data = records.make_record(
        g, 3, ["You", "Bruno (greedy)"], actions, state, bots=[None, "greedy"]
    )
    path = folder / "left.json"
    records.save(data, path)
    return path, [str(c) for c in state.observation(1)["hand"]]


def test_replaying_an_unfinished_save_from_a_bots_seat_is_refused(save_dir: Path) -> None:
    """`replay SAVE --seat 1` showed the bot's hand of a game the player could then resume:
    until the game ends its replay shows only what the person's seat saw."""
    path, hand = _unfinished_save(save_dir)
    text = path.read_text()
    result = runner.invoke(app, ["replay", str(path), "--seat", "1"], env={"COLUMNS": "120"})
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert "not finished" in said and "--seat 0" in said, said
    assert "your hand" not in result.output and path.read_text() == text
    own = runner.invoke(app, ["replay", str(path), "--seat", "0"], env={"COLUMNS": "120"})
    assert own.exit_code == 0 and "your hand" in own.output, own.output
    public = runner.invoke(app, ["replay", str(path)], env={"COLUMNS": "120"})
    assert public.exit_code == 0 and "your hand" not in public.output, public.output
    assert hand  # the hand the refusal kept hidden
    # a watched game stopped early (bots in every seat): nobody plays on, any seat shows
    watched = json.loads(text)
    watched["bots"] = ["greedy", "greedy"]
    records.save(watched, path)
    seen = runner.invoke(app, ["replay", str(path), "--seat", "1"], env={"COLUMNS": "120"})
    assert seen.exit_code == 0 and "your hand" in seen.output, seen.output


def test_a_corrupt_latest_save_points_to_the_older_ones(save_dir: Path) -> None:
    """`corsairs resume` took the most recent save; when that one was cut short, the error
    left the player no way on to the good older save beside it."""
    good, _ = _unfinished_save(save_dir)
    cut = save_dir / "cut.json"
    cut.write_text(good.read_text()[:200])
    os.utime(good, (1, 1))  # the older of the two
    result = runner.invoke(app, ["resume"], input="q\n")
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert "cut short?" in said and "nothing was changed" in said, said
    assert f"1 older save in {save_dir}: name it to continue it: corsairs resume " in said, said
    assert cut.exists() and good.exists()
    # a finished game's record put there: over, and the way on to the older save too
    records.save({**greedy_record()[1], "bots": [None, "greedy"]}, cut)
    over = runner.invoke(app, ["resume"], input="q\n")
    said = " ".join(over.output.split())
    assert over.exit_code == 1 and "this game is over" in said, said
    assert f"1 older save in {save_dir}: name it" in said, said


def test_a_game_with_a_huge_seed_is_saved_under_a_name_the_disk_takes(save_dir: Path) -> None:
    """`play --seed` with 300 digits: the save's name held the whole seed, longer than a
    file name may be; the save failed in a traceback and the game was lost."""
    seed = str(10**300)
    result = runner.invoke(app, ["play", "--players", "2", "--seed", seed], input="\n\nq\n")
    assert result.exit_code == 0, result.output
    save = _only_save(save_dir)
    assert len(save.name) < 100 and json.loads(save.read_text())["seed"] == 10**300
    assert records.fallback_name({"game": "corsairs", "seed": 10**300}).count("0") < 40


def test_a_finished_games_record_says_how_to_have_its_moves_graded(
    save_dir: Path, tmp_path: Path
) -> None:
    """A newcomer who kept the record to learn from it was told only 'record saved to
    x.json': nothing said that ``corsairs review`` grades every decision of theirs."""
    path = tmp_path / "x.json"
    args = ["play", "--players", "2", "--seed", "4", "--rules", "max_rounds=1", "--bots", "greedy"]
    result = runner.invoke(app, [*args, "--record", str(path)], input="\n" * 200)
    assert result.exit_code == 0, result.output
    assert f"corsairs review --seat 0 {path}" in result.output
    left = runner.invoke(app, [*args, "--record", str(path), "--force"], input="\nq\n")
    assert "corsairs review" not in left.output  # a game left unfinished: nothing to review
    # without a record there is nothing to grade: the end says how to keep the next one
    unkept = runner.invoke(app, args, input="\n" * 200)
    assert "play with --record FILE, then corsairs review FILE" in unkept.output


def test_a_finished_game_played_without_a_record_offers_its_record(
    save_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game saved half way and resumed the next day without ``--record`` ended with
    "play with --record FILE" and its record gone: the coach could not grade it. At a
    terminal, its end now offers the record: a file name keeps it (one that exists is
    refused, and the player asked again), Enter keeps nothing."""
    from corsairs import cli

    monkeypatch.setattr(cli, "_interactive", lambda: True, raising=False)
    answers = [str(tmp_path / "old.json"), str(tmp_path / "mine.json")]
    (tmp_path / "old.json").write_text("an earlier game")
    asked: list[str] = []

    def typed(prompt: str) -> str:
        if prompt.startswith("Keep this game's record"):
            asked.append(prompt)
            return answers.pop(0) if answers else ""
        return ""  # Enter: the marked move

    monkeypatch.setattr(cli, "_read_line", typed)
    args = ["play", "--players", "2", "--seed", "4", "--rules", "max_rounds=1", "--bots", "greedy"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert len(asked) == 2 and "old.json already exists: name another file" in result.output
    assert (tmp_path / "old.json").read_text() == "an earlier game"
    assert records.load(tmp_path / "mine.json").actions, result.output
    assert f"corsairs review --seat 0 {tmp_path / 'mine.json'}" in result.output
    assert "play with --record FILE" not in result.output
    declined = runner.invoke(app, args)  # Enter: nothing kept, as before
    assert declined.exit_code == 0 and len(asked) == 3, declined.output
    assert "corsairs review" not in declined.output
