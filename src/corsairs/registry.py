"""Games by name. Each game registers a factory; packages load lazily.

Three ways in, all seen in every process, spawned workers included:

* the built-in games below;
* the entry-point group ``corsairs.games`` of installed distributions
  (``[project.entry-points."corsairs.games"] mygame = "mypkg.game:MyGame"``);
  bots likewise in ``corsairs.agents`` (see ``corsairs.agents.registry``);
* ``register_game(name, "module:Class")`` and ``load_plugins(["module"])`` at
  run time. These are also written to the environment (``CORSAIRS_GAMES``,
  ``CORSAIRS_PLUGINS``), which worker processes inherit, so that a worker finds
  a game registered in its parent (``run_arena(..., workers=2)``, simulations).
"""

from __future__ import annotations

import importlib
import json
import os
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from corsairs.lang import _
from corsairs.options import did_you_mean
from corsairs.protocol import BadOption, Game
from corsairs.tensors import whole_number

_GAMES: dict[str, str] = {
    "corsairs": "corsairs.games.corsairs:CorsairsGame",
    "piratatak": "corsairs.games.piratatak:PiratatakGame",
}
GAMES_ENV = "CORSAIRS_GAMES"
PLUGINS_ENV = "CORSAIRS_PLUGINS"
_loaded_plugins: set[str] = set()


@cache
def installed(group: str) -> dict[str, str]:
    """``name -> "module:attr"`` of the entry points in ``group`` (read once per process)."""
    return {ep.name: ep.value for ep in entry_points(group=group)}


def env_registry(variable: str) -> dict[str, str]:
    text = os.environ.get(variable)
    if not text:
        return {}
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise BadOption(f"{variable} must be a JSON object of name -> 'module:attr'") from None
    if not isinstance(data, dict):
        raise BadOption(f"{variable} must be a JSON object of name -> 'module:attr'")
    return {str(k): str(v) for k, v in data.items()}


def remember(variable: str, name: str, target: str) -> None:
    """Add ``name -> target`` to a registry variable that child processes inherit."""
    data = env_registry(variable)
    data[name] = target
    os.environ[variable] = json.dumps(data, sort_keys=True)


def plugin_failed(module: str, exc: BaseException) -> str:
    """What to say when a plugin module's own code raised as it was imported."""
    said = _("plugin module {module} failed as it loaded: {error}: {why}")
    return said.format(module=repr(module), error=type(exc).__name__, why=exc)


def import_plugin(module: str) -> None:
    """Import one plugin module here only; one that does not import is a
    :class:`BadOption` naming it (its own code's failure in one line, not its traceback)."""
    if not module.strip():  # ``--plugin ""``: Python's own words were "Empty module name"
        raise BadOption(_("--plugin takes the name of a module (such as mybots), not an empty one"))
    if module.endswith(".py") or "/" in module or os.sep in module:
        # a file (``mybots.py``, ``./bots/mybots.py``): Python said "No module named
        # 'mybots'" or a TypeError about relative imports; say the command that loads it
        path = Path(module).expanduser().absolute()
        said = _(
            "--plugin takes the name of a module, not a file: "
            "--plugin {module} with PYTHONPATH={folder}"
        )
        raise BadOption(said.format(module=path.stem, folder=path.parent))
    try:
        importlib.import_module(module)
    except ImportError as exc:
        if isinstance(exc, ModuleNotFoundError) and exc.name == module:
            here = Path(*module.split("."))
            found = next(
                (f for f in (here.with_suffix(".py"), here / "__init__.py") if f.is_file()), None
            )
            if found is not None:  # the `corsairs` command does not look in this folder
                said = _(
                    "cannot import plugin module {module}: {file} is in this folder, which is "
                    "not on the path: --plugin {module} with PYTHONPATH={folder}"
                )
                raise BadOption(
                    said.format(module=module, file=found, folder=Path.cwd().absolute())
                ) from None
            said = _("cannot import plugin module {module}: no module of that name on the path")
            raise BadOption(said.format(module=repr(module))) from None
        said = _("cannot import plugin module {module}: {why}")
        raise BadOption(said.format(module=repr(module), why=exc)) from None
    except Exception as exc:
        raise BadOption(plugin_failed(module, exc)) from None


def load_plugins(modules: list[str] | tuple[str, ...] = ()) -> None:
    """Import plugin modules (they register games or bots), here and in every worker.

    Without arguments, imports those a parent process loaded (``CORSAIRS_PLUGINS``).
    A module that does not import is a :class:`BadOption` naming it.
    """
    inherited = [m for m in os.environ.get(PLUGINS_ENV, "").split(",") if m]
    for module in [*inherited, *modules]:
        if module in _loaded_plugins:
            continue
        import_plugin(module)
        _loaded_plugins.add(module)
        if module not in inherited:
            inherited.append(module)
    if inherited:
        os.environ[PLUGINS_ENV] = ",".join(inherited)


def _all_games() -> dict[str, str]:
    load_plugins()
    return {**installed("corsairs.games"), **env_registry(GAMES_ENV), **_GAMES}


def game_names() -> list[str]:
    return sorted(_all_games())


def register_game(name: str, target: str) -> None:
    """Register ``"module.path:ClassName"`` under ``name`` (for third-party games).

    Worker processes started afterwards see it too (through ``CORSAIRS_GAMES``).
    """
    if not isinstance(target, str) or ":" not in target:
        raise BadOption(f"a game is registered as 'module:Class', not {target!r}")
    _GAMES[name] = target
    remember(GAMES_ENV, name, target)


def game_class(name: str) -> type[Game]:
    games = _all_games()
    try:
        target = games[name]
    except KeyError:
        said = _("unknown game {name}{meant}; known games: {games}")
        meant = did_you_mean(name, games)
        known = ", ".join(sorted(games))
        raise BadOption(said.format(name=repr(name), meant=meant, games=known)) from None
    return resolve_target(target, f"game {name!r}")  # type: ignore[no-any-return]


MAIN_IN_WORKERS = "__mp_main__"
"""What the main script is called in a spawned worker process, which runs it again (all
but its ``if __name__ == "__main__":`` block): a bot class of the script is found there."""


def resolve_target(target: str, what: str) -> Any:
    """The object ``"module:Attr.attr"`` names; a target that does not load (a typo, a
    missing dependency, a module whose own code fails) is a :class:`BadOption` naming
    ``what`` was registered so, never the plugin's traceback."""
    module, _colon, attr = target.partition(":")
    try:
        found: Any = importlib.import_module(module)
        for part in attr.split("."):
            found = getattr(found, part)
    except Exception as exc:
        if module == MAIN_IN_WORKERS:
            raise BadOption(
                f"{what} was defined in the main program, which this worker process cannot "
                "import (a notebook, python -c, Ray): put it in a module and register it "
                "from there, or play with one worker"
            ) from None
        raise BadOption(f"{what} ({target}) does not load: {type(exc).__name__}: {exc}") from None
    return found


def load_game(name: str, players: int | None = None, **rules: Any) -> Game:
    """``load_game("corsairs", players=4, **rule_options)`` -> a :class:`Game`."""
    cls = game_class(name)
    if players is None:
        players = cls.min_players
    count = whole_number(players)  # numpy integers too (a sweep's np.arange), as an int
    if count is None:
        raise BadOption(_("players must be a whole number, not {n}").format(n=repr(players)))
    players = count
    if not cls.min_players <= players <= cls.max_players:
        said = _("{title} is for {low} to {high} players, not {n}")
        raise BadOption(
            said.format(title=_(cls.title), low=cls.min_players, high=cls.max_players, n=players)
        )
    try:
        return cls(players, **rules)  # type: ignore[call-arg]
    except BadOption:
        elsewhere = _another_games_option(name, cls, rules)
        if elsewhere is None:
            raise
        key, other, known = elsewhere
        said = _(
            "{key} is a rule option of {other}, not of {title}, whose options are {known} "
            "(corsairs rules --game {game} says what each one does)"
        )
        raise BadOption(
            said.format(
                key=repr(key), other=other, title=_(cls.title), known=", ".join(known), game=name
            )
        ) from None


def _option_names(cls: type[Game]) -> set[str]:
    """The rule options a game class takes: those of its default rules, and ``preset``
    when it has named sets of them."""
    from corsairs.rule_list import game_presets

    game = cls(cls.min_players)  # type: ignore[call-arg]
    return {*game.rules_dict(), *(["preset"] if game_presets(game) else [])}


def _another_games_option(
    name: str, cls: type[Game], rules: dict[str, Any]
) -> tuple[str, str, list[str]] | None:
    """The first of ``rules`` this game does not take and another registered game does,
    with that game's title and this game's options: ``pier_size`` given to Piratatak was
    "unknown", as if misspelt, beside a list without it. None when there is none (a
    misspelt name, a bad value), or the games cannot be asked."""
    try:
        own = _option_names(cls)
        strange = [key for key in rules if key not in own]
        if not strange:
            return None
        for other in game_names():
            if other == name:
                continue
            theirs = game_class(other)
            taken = _option_names(theirs)
            for key in strange:
                if key in taken:
                    return key, _(theirs.title), sorted(own)
    except Exception:  # a plugin's game that does not load: the first refusal stands
        return None
    return None
