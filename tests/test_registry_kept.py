"""A test that loads a plugin leaves no bot, game or environment variable of it behind
(``registry_kept``, which tests/conftest.py wraps around every test)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from registry_kept import registry_kept

PLUGIN = """
from corsairs.agents import RandomAgent, register_agent
from corsairs.games.corsairs.game import CorsairsGame
from corsairs.registry import register_game


class Drowsy(RandomAgent):
    name = "drowsy"


class Toy(CorsairsGame):
    name = "toy_kept"


register_agent("drowsy", Drowsy)
register_game("toy_kept", "{module}:Toy")
"""


def test_a_plugin_loaded_inside_is_forgotten_and_loads_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The simulation tests' plugin (its ``sleepy`` bot) stayed registered, in this process
    and in ``CORSAIRS_PLUGINS``/``CORSAIRS_AGENTS`` for every process started later: a later
    test counted it among the project's bots."""
    from typer.testing import CliRunner

    import corsairs
    from corsairs.agents.registry import agent_names
    from corsairs.cli import app

    module = "kept_plugin_mod"
    (tmp_path / f"{module}.py").write_text(PLUGIN.format(module=module))
    monkeypatch.syspath_prepend(str(tmp_path))
    game = corsairs.load_game("corsairs")
    names = ("CORSAIRS_PLUGINS", "CORSAIRS_AGENTS", "CORSAIRS_GAMES")
    env = {name: os.environ.get(name) for name in names}
    for _ in range(2):  # the second time, the module is imported (and registers) again
        with registry_kept():
            said = CliRunner().invoke(app, ["--plugin", module, "arena", "--help"])
            assert said.exit_code == 0, said.output
            assert "drowsy" in agent_names(game) and "toy_kept" in corsairs.game_names()
            assert module in os.environ["CORSAIRS_PLUGINS"].split(",")
            assert "drowsy" in os.environ["CORSAIRS_AGENTS"]
        assert "drowsy" not in agent_names(game) and "toy_kept" not in corsairs.game_names()
        assert {name: os.environ.get(name) for name in names} == env
        assert module not in sys.modules
