"""Bots by spec string: ``random``, ``greedy``, ``heuristic``, ``ismcts:iterations=2000``.

Generic bots (those that work for every game through the protocol) are
listed here; each game adds its own through ``Game.agents()``.

A *level* (``beginner`` ... ``expert``) names a calibrated bot spec for
people choosing an opponent; each game's ``bots.LEVELS`` lists its ladder,
weakest first. A level is accepted wherever a spec is, either plain
(``beginner``) or prefixed (``level:beginner``); it takes no options (name the
bot spec itself to change one). Level names never shadow bot names.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from typing import Any

from corsairs import lang
from corsairs.agents.base import Agent, RandomAgent
from corsairs.lang import _
from corsairs.options import did_you_mean, parse_option_value
from corsairs.protocol import BadOption, Game
from corsairs.registry import (
    MAIN_IN_WORKERS,
    env_registry,
    game_class,
    game_names,
    installed,
    load_plugins,
    remember,
    resolve_target,
)

LEVEL_TABLES: dict[str, str] = {}
"""Ladders given by ``register_levels`` (``"module:attribute"``); any other game's ladder
is ``LEVELS`` in its package's ``bots`` module, found as ``Game.agents`` finds ``BOTS``."""

GENERIC: dict[str, str | Callable[..., Agent]] = {
    "random": RandomAgent,
    "ismcts": "corsairs.agents.ismcts:ISMCTSAgent",
}


AGENTS_ENV = "CORSAIRS_AGENTS"

GENERIC_NAMES = GENERIC.keys()
"""The generic bots' names (a live view), for checks that levels never shadow them."""

_OURS = frozenset(GENERIC)
"""The project's own generic bots, before any plugin registers one of its own."""


def register_agent(name: str, target: str | Callable[..., Agent]) -> None:
    """Add a generic bot: a class, or ``"module:Class"`` loaded when first used.

    A string target, or a class importable by its module and name, is also
    written to ``CORSAIRS_AGENTS`` so that worker processes find the bot too.
    """
    GENERIC[name] = target
    if isinstance(target, str):
        remember(AGENTS_ENV, name, target)
    else:
        module, qualname = getattr(target, "__module__", ""), getattr(target, "__qualname__", "")
        if module == "__main__":  # a spawned worker runs the main script as __mp_main__
            module = MAIN_IN_WORKERS
        if module and qualname and "<" not in qualname:
            remember(AGENTS_ENV, name, f"{module}:{qualname}")


def generic_bots() -> dict[str, str | Callable[..., Agent]]:
    """The generic bots (those for every game), by name: installed entry points
    (``corsairs.agents``), inherited from a parent process (``CORSAIRS_AGENTS``), registered
    (``register_agent``, plugins loaded first) and built in, the later winning a name. Each
    is its class or its ``"module:Class"`` target, not loaded yet. A game's own bots are
    ``Game.agents()``; ``agent_names`` lists both."""
    load_plugins()
    return {**installed("corsairs.agents"), **env_registry(AGENTS_ENV), **GENERIC}


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"ismcts:iterations=2000,c=0.7"`` -> ``("ismcts", {"iterations": 2000, "c": 0.7})``."""
    if not isinstance(spec, str) or not spec.strip():
        raise BadOption(_("a bot is named by a spec string such as 'random' or 'ismcts:time=0.5'"))
    name, _colon, rest = spec.strip().partition(":")
    options: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, sep, value = part.partition("=")
        if not sep or not key:
            said = _("bot option {part} in {spec} is not KEY=VALUE")
            said = said.format(part=repr(part), spec=repr(spec))
            module, target = name.strip(), rest.strip()
            if _import_path(module) and _import_path(target) and target[:1].isupper():
                # "mybots:Sharp" read as the bot "mybots" with an option "Sharp": a bot author
                # naming her class as register_agent's targets are written (docs/bots.md);
                # a class, by its capital, not a bot's option without a value (ismcts:paired)
                own = _(
                    "A spec names a bot by the name it was registered under, its options "
                    "after the colon; for the class {target} of your own: load its module "
                    "with --plugin {module} (its register_agent line) and name the bot it "
                    "registers."
                )
                said += ". " + own.format(target=repr(spec.strip()), module=module)
            raise BadOption(said)
        options[key.strip().replace("-", "_")] = parse_option_value(value)
    return name.strip().lower(), options


def _import_path(text: str) -> bool:
    """``mybots`` or ``mypkg.bots.Sharp``: dotted Python names, as a module or a class is
    written in ``"module:Class"``."""
    return bool(text) and all(piece.isidentifier() for piece in text.split("."))


def split_agents(text: str, option: str = "--agents") -> list[str]:
    """``"ismcts:iterations=50,c=0.5,heuristic"`` -> two specs, split before ``heuristic``.

    Commas separate bots and also a bot's own options, so a part with ``=``
    and no ``:`` continues the bot before it.
    """
    if not isinstance(text, str) or not text.strip():
        raise BadOption(_("name the bots, e.g. {option} ismcts,heuristic").format(option=option))
    out: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            raise BadOption(_("empty bot name in {text}").format(text=repr(text)))
        if "=" in part and ":" not in part:
            if not out:
                raise BadOption(f"option {part!r} comes before any bot in {text!r}")
            out[-1] += "," + part
        else:
            out.append(part)
    for spec in out:
        if spec.partition(":")[0].strip().lower() != "level":  # "level:NAME" has no options
            parse_spec(spec)
    return out


def _generic_for(game: Game) -> set[str]:
    """The generic bots that play ``game``: every one but a bot whose class names other
    games in ``Agent.games`` (a plugin's Corsairs bot is no Piratatak bot). A target that
    does not load is kept: making it says why."""
    out = set()
    for name, target in generic_bots().items():
        if name not in _OURS or target is not GENERIC.get(name):
            found: Any = target
            if isinstance(target, str):
                try:
                    found = resolve_target(target, f"bot {name!r}")
                except BadOption:
                    found = None
            if not _plays(found, game):
                continue
        out.add(name)
    return out


def _plays(factory: Any, game: Game) -> bool:
    """Whether a bot's class plays ``game`` by its ``games`` (None: every game)."""
    games = getattr(factory, "games", None)
    return games is None or game.name in games


def agent_names(game: Game) -> list[str]:
    """The bots' own names (levels are listed by ``levels``): the game's and the generic
    bots that play it."""
    return sorted({*_generic_for(game), *game.agents()})


def added_bots(game: Game) -> list[str]:
    """The bots from outside the project that play ``game``, by name: registered by a
    plugin module (``--plugin``, ``CORSAIRS_PLUGINS``, ``register_agent``) or an installed
    package's ``corsairs.agents`` entry point. The server's lobby offers them beside the
    levels."""
    return sorted(_generic_for(game) - _OURS - set(game.agents()))


def levels(game: Game | str) -> list[tuple[str, str]]:
    """The game's ladder, weakest first: ``[("beginner", "novice"), ...]``.

    Each name is accepted by ``make_agent``; each spec is what it plays. A game
    without a ladder has none (an empty list).
    """
    name = game if isinstance(game, str) else game.name
    where = LEVEL_TABLES.get(name)
    if where is None:
        try:
            package = game_class(name).__module__.rpartition(".")[0]
        except BadOption:
            return []  # not a game: no ladder
        if not package:
            return []  # a game in a module of its own has no bots module beside it
        where = package + ".bots:LEVELS"
    module, _colon, attr = where.partition(":")
    try:
        found = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise  # the module exists but something it imports is missing: say so
        return []
    return list(getattr(found, attr, []))


def default_bot(game: Game) -> str:
    """The bot a player meets without choosing one (the lobby's unclaimed seats, ``corsairs
    play`` without ``--bots``): the ``casual`` level where the game has a ladder (see
    docs/bots.md), else its plainest sensible bot."""
    if any(name == "casual" for name, _ in levels(game)):
        return "casual"
    names = agent_names(game)
    return next((b for b in ("heuristic", "greedy", "random") if b in names), names[0])


def register_levels(game_name: str, target: str) -> None:
    """Give a (third-party) game a ladder: ``"module:attribute"`` holding (name, spec) pairs."""
    LEVEL_TABLES[game_name] = target


def bots_help(game: Game | str | None = None) -> str:
    """One line for a ``--bots``/``--agents`` option's help: bot names and the levels."""
    games = [game] if game else sorted({*game_names(), *LEVEL_TABLES})
    names = sorted({lv for g in games for lv, _spec in levels(g)})
    order = {"beginner": 0, "casual": 1, "good": 2, "strong": 3, "expert": 4}
    names.sort(key=lambda n: (order.get(n, 9), n))
    return (
        "bot spec (random, greedy, heuristic, ismcts:iterations=500, ...) "
        f"or a level: {', '.join(names)}"
    )


def resolve_level(spec: str, game: Game) -> str:
    """The bot spec a level stands for; any other spec is returned unchanged.

    ``level:NAME`` must name a level of the game; a plain name is a level only
    when no bot has that name. A level with options is refused, since the
    options would silently change what the level was calibrated as.
    """
    if not isinstance(spec, str):
        return spec
    text = spec.strip()
    head, colon, rest = text.partition(":")
    ladder = dict(levels(game))
    if head.strip().lower() == "level":
        wanted = rest.strip().lower()
        if wanted not in ladder:
            said = _("unknown level {level} for {game}; levels: {levels}")
            listed = ", ".join(ladder) or "—"
            raise BadOption(said.format(level=repr(rest.strip()), game=game.name, levels=listed))
        return ladder[wanted]
    name = head.strip().lower()
    if name in ladder and name not in game.agents() and name not in GENERIC:
        if colon:
            said = _("level {level} takes no options; name its bot instead ({spec})")
            raise BadOption(said.format(level=repr(name), spec=repr(ladder[name])))
        return ladder[name]
    return spec


def _unknown_options(name: str, factory: Any, options: dict[str, Any]) -> BadOption | None:
    """The error for an option the bot does not take, naming those it does; None if all fit.

    Python's own words ("GreedyAgent.__init__() got an unexpected keyword argument")
    are no way to tell a player which options there are.
    """
    import inspect

    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):
        return None
    if any(p.kind is p.VAR_KEYWORD for p in params.values()):
        return None
    takes = [
        n for n, p in params.items() if n not in ("self", "game") and p.kind is not p.VAR_POSITIONAL
    ]
    if "seed" not in takes:  # every surface makes a bot as Bot(game, seed=...): Python's
        # "__init__() got an unexpected keyword argument 'seed'" read as the spec's fault
        said = _(
            "bot {name} cannot be made: its __init__ takes no seed; a bot is made as "
            "Bot(game, seed=None, option=default, ...) (docs/bots.md)"
        )
        return BadOption(said.format(name=repr(name)))
    for key in options:
        if key == "seed":
            return BadOption(_("a bot's seed comes from the game's --seed, not from its spec"))
        if key not in takes:
            listed = [n for n in takes if n != "seed"]
            if listed:
                said = _("bot {name} has no option {key}; its options: {options}")
            else:
                said = _("bot {name} has no option {key}; it takes no options")
            return BadOption(said.format(name=repr(name), key=repr(key), options=", ".join(listed)))
    for key, value in options.items():
        default = params[key].default
        if isinstance(default, bool):
            fits = not isinstance(value, str | None)
            said = _(
                "bot {name}: option {key} takes true or false "
                "(its default is {default}), not {value}"
            )
        elif isinstance(default, int | float):
            fits = isinstance(value, int | float) and not isinstance(value, bool)
            said = _(
                "bot {name}: option {key} takes a number (its default is {default}), not {value}"
            )
        else:  # no default, or a word: the bot's own checks decide
            continue
        if not fits:  # "x" reached a bot of one's own as text, to fail mid-game
            return BadOption(
                said.format(name=repr(name), key=key, default=default, value=repr(value))
            )
    return None


def make_agent(spec: str, game: Game, seed: int | None = None) -> Agent:
    """Build the bot named by ``spec`` (a bot spec or a level) for ``game``.

    A bad spec raises BadOption.
    """
    return agent_maker(spec, game)(seed)


def agent_maker(spec: str, game: Game) -> Callable[[int | None], Agent]:
    """``make_agent(spec, game, seed)`` as a function of the seed alone.

    The spec is read and its options checked once, here (a bad spec raises BadOption
    now): a simulation makes a fresh bot for every seat of every game, and reading the
    spec again each time cost about a tenth of a simulation of fast bots.
    """
    name, options = parse_spec(resolve_level(spec, game))
    factory: Any = game.agents().get(name) or generic_bots().get(name)
    if factory is None:
        bots = ", ".join(agent_names(game))
        ladder = ", ".join(n for n, _spec in levels(game))
        said = (
            _("unknown bot {name} for {game}; bots: {bots}; levels: {levels}")
            if ladder
            else _("unknown bot {name} for {game}; bots: {bots}")
        )
        # a misspelt bot names the one meant, as a misspelt rule option does
        meant = did_you_mean(name, [*agent_names(game), *ladder.split(", ")])
        named = repr(name) + meant
        # after the names, how a bot author's own bot gets among them
        own = _("A bot of your own: load the module that registers it with --plugin MODULE.")
        listed = said.format(name=named, game=game.name, bots=bots, levels=ladder)
        raise BadOption(f"{listed}. {own}")
    if isinstance(factory, str):
        factory = resolve_target(factory, f"bot {name!r}")
    if not _plays(factory, game):  # at its first move it would fail, mid-match
        said = _("bot {name} plays {games} only, not {game} (its class's games)")
        plays = lang.listed(list(factory.games))
        raise BadOption(said.format(name=repr(name), games=plays, game=game.name))
    unknown = _unknown_options(name, factory, options)
    if unknown:
        raise unknown
    return functools.partial(_build, name, factory, options, game)


def _build(name: str, factory: Any, options: dict[str, Any], game: Game, seed: int | None) -> Agent:
    """One bot from its checked factory and options; its own failure is a BadOption."""
    try:
        agent = factory(game, seed=seed, **options)
    except BadOption:
        raise
    except (TypeError, ValueError) as exc:
        raise BadOption(
            _("bad options for bot {name}: {why}").format(name=repr(name), why=exc)
        ) from None
    except Exception as exc:  # a plugin's bot whose own set-up fails: its fault, one line
        raise BadOption(
            f"bot {name!r} failed as it was made: {type(exc).__name__}: {exc}"
        ) from None
    if not isinstance(agent, Agent):
        raise BadOption(f"{name!r} did not build an agent")
    if type(agent).name == Agent.name:  # a bot without a name of its own (bots.md's need none)
        agent.name = name  # is called as it was named, at the table and in its faults
    return agent
