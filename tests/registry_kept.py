"""The registries of games and bots as a test found them, given back after it.

A plugin loaded in the test process (``corsairs --plugin M`` through ``CliRunner``, a
simulation's ``plugins=``, ``register_agent``) registers its bots and games in module
dicts and in the environment (``CORSAIRS_PLUGINS``, ``CORSAIRS_AGENTS``,
``CORSAIRS_GAMES``), which every later test of the worker read and every process it
started inherited: the simulation tests' ``sleepy`` bot was counted among the project's
bots by a later test. A plugin module first imported by the test is forgotten too, so
that the next test loading it has its bots registered again.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


def _module_of(target: Any) -> str:
    """The module a registered target (``"module:attr"`` or an object) comes from."""
    if isinstance(target, str):
        return target.partition(":")[0]
    return str(getattr(target, "__module__", "") or "")


def _env_modules(name: str) -> set[str]:
    """The modules a registry variable names: a comma list (plugins) or a JSON object."""
    text = os.environ.get(name) or ""
    try:
        data = json.loads(text)
    except ValueError:
        return set(text.split(","))
    return {_module_of(v) for v in data.values()} if isinstance(data, dict) else set()


def _imported_since(last: str) -> set[str]:
    """The modules imported after ``last`` (``sys.modules`` keeps the order of import)."""
    since: set[str] = set()
    for name in reversed(sys.modules):
        if name == last:
            return since
        since.add(name)
    return set()  # ``last`` is gone: nothing is known to be new


@contextmanager
def registry_kept() -> Iterator[None]:
    """Registries and their environment variables restored on leaving, the dicts in place
    (``GENERIC_NAMES`` is a live view of ``GENERIC``'s keys); the modules first imported
    inside that registered something or were loaded as plugins are dropped."""
    from corsairs import registry
    from corsairs.agents import registry as agents

    names = (registry.GAMES_ENV, registry.PLUGINS_ENV, agents.AGENTS_ENV)
    env = {name: os.environ.get(name) for name in names}
    kept: list[dict[str, Any]] = [registry._GAMES, agents.GENERIC, agents.LEVEL_TABLES]
    copies = [dict(d) for d in kept]
    plugins = set(registry._loaded_plugins)
    last = next(reversed(sys.modules))  # modules imported later come after it (not a copy:
    # each test would pay for one of the worker's ~3,000 module names)
    try:
        yield
    finally:
        changed = [name for name in names if os.environ.get(name) != env[name]]
        dicts = [(d, c) for d, c in zip(kept, copies, strict=True) if d != c]
        if changed or dicts or registry._loaded_plugins != plugins:
            modules = registry._loaded_plugins - plugins
            for d, c in dicts:
                modules |= {_module_of(v) for k, v in d.items() if c.get(k) is not v}
            for name in changed:
                modules |= _env_modules(name)
            for name, value in env.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
            for d, c in dicts:
                d.clear()
                d.update(c)
            registry._loaded_plugins.clear()
            registry._loaded_plugins.update(plugins)
            for module in _imported_since(last) & modules:
                del sys.modules[module]
