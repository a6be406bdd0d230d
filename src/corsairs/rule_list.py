"""``corsairs rules``: a game's rule options, their values, defaults and meaning.

A house-rule designer names options in ``--rules`` and ``--compare`` and had only the
bare names (in an error) and the docs to learn what they do. The listing is derived
from the game's ``Rules`` dataclass, never copied: each field's type gives its values,
the engine itself its bounds (found by asking which values it accepts, for the player
count given), and the field's docstring, written beside it in the game's ``rules.py``,
its meaning. English, as the simulation reports and ``--help`` are.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import itertools
import re
import textwrap
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from corsairs.protocol import CorsairsError, Game
from corsairs.registry import load_game

PROBE = 1000
"""Past this a whole number counts as unbounded."""


@dataclass(frozen=True)
class RuleOption:
    """One rule option as ``corsairs rules`` shows it."""

    name: str
    default: Any
    values: str
    """What may be given, in words: ``true or false``, ``seller or discard``,
    ``a whole number from 1 to 20, or none``."""
    doc: str


def field_docs(cls: type) -> dict[str, str]:
    """The docstring written under each field of ``cls`` (a string right after the
    annotated assignment); none when its source cannot be read (a compiled plugin)."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    except (OSError, TypeError, SyntaxError):
        return {}
    body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
    docs: dict[str, str] = {}
    for here, after in itertools.pairwise(body):
        if (
            isinstance(here, ast.AnnAssign)
            and isinstance(here.target, ast.Name)
            and isinstance(after, ast.Expr)
            and isinstance(after.value, ast.Constant)
            and isinstance(after.value.value, str)
        ):
            docs[here.target.id] = " ".join(inspect.cleandoc(after.value.value).split())
    return docs


def rule_options(game_name: str, players: int) -> list[RuleOption]:
    """Each rule option of ``game_name`` at ``players`` players, in the order the game
    declares them; none for a game whose rules are not a dataclass."""
    game = load_game(game_name, players=players)
    cls = type(game.rules)
    if not dataclasses.is_dataclass(cls):
        return []
    hints = typing.get_type_hints(cls)
    docs = field_docs(cls)
    defaults = dataclasses.asdict(game.rules)  # type: ignore[call-overload]
    out = []
    for f in dataclasses.fields(cls):
        accepts = _acceptor(game_name, players, f.name)
        values = _values(hints[f.name], defaults[f.name], accepts, players)
        out.append(RuleOption(f.name, defaults[f.name], values, docs.get(f.name, "")))
    return out


def _acceptor(game_name: str, players: int, name: str) -> Callable[[Any], bool]:
    def accepts(value: Any) -> bool:
        try:
            load_game(game_name, players=players, **{name: value})
        except (CorsairsError, ValueError, TypeError):
            return False
        return True

    return accepts


def _values(hint: Any, default: Any, accepts: Callable[[Any], bool], players: int) -> str:
    union = typing.get_origin(hint) in (typing.Union, types.UnionType)
    args = typing.get_args(hint) if union else (hint,)
    kinds = [a for a in args if a is not type(None)]
    none = ", or none" if len(kinds) < len(args) else ""
    kind = kinds[0] if kinds else str
    if typing.get_origin(kind) is typing.Literal:
        return " or ".join(str(c) for c in typing.get_args(kind)) + none
    if kind is bool:
        return "true or false" + none
    if kind is int:
        return _whole_numbers(default, accepts, players) + none
    return "text" + none


def _whole_numbers(default: Any, accepts: Callable[[Any], bool], players: int) -> str:
    start = default if isinstance(default, int) and accepts(default) else None
    if start is None:
        start = next((v for v in range(0, 100) if accepts(v)), None)
    if start is None:
        return "a whole number"
    low, high = accepted_edge(accepts, start, -PROBE), accepted_edge(accepts, start, PROBE)
    if (low, high) == (0, players - 1):
        return f"a seat, 0 to {players - 1}"
    if high == PROBE:
        return f"a whole number, {low} or more"
    return f"a whole number from {low} to {high}"


def accepted_edge(accepts: Callable[[Any], bool], inside: int, outside: int) -> int:
    """The accepted value farthest from ``inside`` towards ``outside`` (a bisection: the
    accepted values of an option are one run of whole numbers). The lobby's house-rule
    form (``server.rule_options``) finds its bounds the same way."""
    if accepts(outside):
        return outside
    while abs(outside - inside) > 1:
        mid = (inside + outside) // 2
        if accepts(mid):
            inside = mid
        else:
            outside = mid
    return inside


def shown(value: Any) -> str:
    """A value as ``--rules`` takes it: ``true``, ``none``, ``seller``."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


_PYTHON_WORDS = re.compile(r"\b(None|True|False)\b")


def typed(doc: str) -> str:
    """A field's docstring with Python's None, True and False as ``--rules`` takes them
    ("None = drawn at random" read as something to type capitalised)."""
    return _PYTHON_WORDS.sub(lambda m: shown({"None": None, "True": True}.get(m[1], False)), doc)


def listing(game: Game, width: int = 88) -> str:
    """The text ``corsairs rules`` prints for ``game`` (its name and player count)."""
    options = rule_options(game.name, game.players)
    head = (
        f"{game.title}: rule options at {game.players} players. Give them as "
        f"--rules KEY=VALUE to play, arena and simulate (and --compare KEY=VALUE to "
        f"simulate). The defaults are the rulebook's rules and the project's reading of "
        f"it where it is silent; a number's bounds are those with the other options at "
        f"their defaults."
    )
    lines = [*textwrap.wrap(head, width), ""]
    if not options:
        lines.append("This game declares no rule options that can be listed.")
    for opt in options:
        named = f"{opt.name}  (default {shown(opt.default)})"
        # a long name and its default on one line went past a 40-column terminal
        lines += (
            [named]
            if len(named) <= width
            else [f"{opt.name}", f"    (default {shown(opt.default)})"]
        )
        lines += textwrap.wrap(
            f"values: {opt.values}", width, initial_indent="    ", subsequent_indent="    "
        )
        if opt.doc:
            lines += textwrap.wrap(
                typed(opt.doc.replace("``", "")),
                width,
                initial_indent="    ",
                subsequent_indent="    ",
            )
    presets = _presets(game)
    if presets:
        lines += ["", "preset  (none by default)"]
        said = "; ".join(
            f"{name}: {', '.join(f'{k}={shown(v)}' for k, v in opts.items())}"
            for name, opts in presets.items()
        )
        lines += textwrap.wrap(
            f"a named set of the options above, expanded before them (an option given "
            f"beside it wins): {said}",
            width,
            initial_indent="    ",
            subsequent_indent="    ",
        )
    return "\n".join(lines)


def _presets(game: Game) -> dict[str, dict[str, Any]]:
    """The game's named option sets (``PRESETS`` beside its ``Rules``), if it has any."""
    module = inspect.getmodule(type(game.rules))
    presets = getattr(module, "PRESETS", None)
    return dict(presets) if isinstance(presets, dict) else {}
