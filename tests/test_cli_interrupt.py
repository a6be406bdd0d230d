"""Ctrl-C outside a command's own handling (while it starts: its imports, its bots being
made) says what the command kept, in the player's language, and exits 130: Typer turned
it into a silent exit 130, and Ctrl-C while the program loaded printed a traceback."""

from __future__ import annotations

import importlib.abc
import sys
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from corsairs import cli
from corsairs.cli_help_words import STOPPED

runner = CliRunner()


def _interrupted(*_: Any, **__: Any) -> Any:
    raise KeyboardInterrupt


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Stopped (Ctrl-C) before the game began: nothing was saved."),
        ("fr", "Arrêté (Ctrl-C) avant le début de la partie : rien n'a été sauvegardé."),
        ("de", "Angehalten (Strg-C), bevor das Spiel begann: Nichts wurde gespeichert."),
    ],
)
def test_ctrl_c_while_a_game_is_set_up_says_nothing_was_saved(
    lang: str, said: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli, "_setup_game", _interrupted)
    result = runner.invoke(cli.app, ["play", "--lang", lang])
    assert result.exit_code == 130, result.output
    assert said in result.output


def test_every_command_says_what_ctrl_c_left_it() -> None:
    names = {c.name for c in typer.main.get_group(cli.app).commands.values()}
    assert names <= set(STOPPED), names - set(STOPPED)


class _CtrlCOnImport(importlib.abc.MetaPathFinder):
    def find_spec(self, name: str, *_: Any) -> None:
        if name == "corsairs.cli":
            raise KeyboardInterrupt


def test_ctrl_c_while_the_program_loads_is_said_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from corsairs import __main__ as launcher

    monkeypatch.delitem(sys.modules, "corsairs.cli")
    monkeypatch.setattr(sys, "meta_path", [_CtrlCOnImport(), *sys.meta_path])
    monkeypatch.setenv("LANGUAGE", "it")
    with pytest.raises(SystemExit) as ended:
        launcher.run()
    assert ended.value.code == 130
    assert "Interrotto (Ctrl-C) all'avvio: non è stato fatto nulla." in capsys.readouterr().err
