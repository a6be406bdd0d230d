"""Bots by spec string: ``random``, ``greedy``, ``heuristic``, ``ismcts:iterations=2000``.

Generic bots (those that work for every game through the protocol) are
listed here; each game adds its own through ``Game.agents()``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from corsairs.agents.base import Agent, RandomAgent
from corsairs.options import parse_option_value
from corsairs.protocol import BadOption, Game
from corsairs.registry import env_registry, installed, load_plugins, remember

GENERIC: dict[str, str | Callable[..., Agent]] = {
    "random": RandomAgent,
    "ismcts": "corsairs.agents.ismcts:ISMCTSAgent",
}


AGENTS_ENV = "CORSAIRS_AGENTS"


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
        if module and qualname and "<" not in qualname and module != "__main__":
            remember(AGENTS_ENV, name, f"{module}:{qualname}")


def _generic() -> dict[str, str | Callable[..., Agent]]:
    """Generic bots: installed entry points (``corsairs.agents``), inherited, built in."""
    load_plugins()
    return {**installed("corsairs.agents"), **env_registry(AGENTS_ENV), **GENERIC}


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"ismcts:iterations=2000,c=0.7"`` -> ``("ismcts", {"iterations": 2000, "c": 0.7})``."""
    if not isinstance(spec, str) or not spec.strip():
        raise BadOption("a bot is named by a spec string such as 'random' or 'ismcts:time=0.5'")
    name, _, rest = spec.strip().partition(":")
    options: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, sep, value = part.partition("=")
        if not sep or not key:
            raise BadOption(f"bot option {part!r} in {spec!r} is not key=value")
        options[key.strip().replace("-", "_")] = parse_option_value(value)
    return name.strip().lower(), options


def agent_names(game: Game) -> list[str]:
    return sorted({*_generic(), *game.agents()})


def make_agent(spec: str, game: Game, seed: int | None = None) -> Agent:
    """Build the bot named by ``spec`` for ``game``; a bad spec raises BadOption."""
    name, options = parse_spec(spec)
    factory: Any = game.agents().get(name) or _generic().get(name)
    if factory is None:
        raise BadOption(
            f"unknown bot {name!r} for {game.name}; bots: {', '.join(agent_names(game))}"
        )
    if isinstance(factory, str):
        module, _, attr = factory.partition(":")
        factory = importlib.import_module(module)
        for part in attr.split("."):
            factory = getattr(factory, part)
    try:
        agent = factory(game, seed=seed, **options)
    except BadOption:
        raise
    except (TypeError, ValueError) as exc:
        raise BadOption(f"bad options for bot {name!r}: {exc}") from None
    if not isinstance(agent, Agent):
        raise BadOption(f"{name!r} did not build an agent")
    return agent  # type: ignore[no-any-return]
