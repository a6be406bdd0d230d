"""``corsairs rules``: a game's rule options, their values, defaults and meaning.

A house-rule designer names options in ``--rules`` and ``--compare`` and had only the
bare names (in an error) and the docs to learn what they do. The listing is derived
from the game's ``Rules`` dataclass, never copied: each field's type gives its values,
the engine itself its bounds (found by asking which values it accepts, for the player
count given), and the field's docstring, written beside it in the game's ``rules.py``,
its meaning. Said in the player's language: each option by the lobby's name and line and
each choice by the table's words (:mod:`corsairs.rule_words`, the browser's catalogue), the
value to type as ``--rules`` takes it; the docstring, the project's own note, in English.
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import inspect
import itertools
import re
import textwrap
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from corsairs import rule_words
from corsairs.lang import _, listed, spoken
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
    """What may be given, in words in the language spoken: ``true or false``, ``seller (to
    the seller) or discard (onto the discard pile)``, ``a whole number from 1 to 20, or
    none (drawn at random)``."""
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
        said = functools.partial(_typed_and_said, game_name, f.name)
        values = _values(hints[f.name], defaults[f.name], accepts, players, said)
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


def _typed_and_said(game: str, name: str, value: Any) -> str:
    """A value as ``--rules`` takes it, with the table's words for it where they say more
    than the value itself: ``seller (to the seller)``, ``none (drawn at random)``."""
    words = rule_words.value_words(game, name, value)
    return f"{shown(value)} ({words})" if words and words != shown(value) else shown(value)


def _values(
    hint: Any,
    default: Any,
    accepts: Callable[[Any], bool],
    players: int,
    said: Callable[[Any], str] = lambda value: shown(value),
) -> str:
    union = typing.get_origin(hint) in (typing.Union, types.UnionType)
    args = typing.get_args(hint) if union else (hint,)
    kinds = [a for a in args if a is not type(None)]
    kind = kinds[0] if kinds else str
    if typing.get_origin(kind) is typing.Literal:
        values = [said(c) for c in typing.get_args(kind)]
    elif kind is bool:
        values = [said(True), said(False)]  # "false (no)": the lobby's line says "With “no”…"
    elif kind is int:
        values = [_whole_numbers(default, accepts, players)]
    else:
        values = [_("text")]
    either = listed(values, "or")
    if len(kinds) < len(args):  # "a seat, 0 to 3, or none": its comma kept apart from the list's
        return _("{values}, or {none}").format(values=either, none=said(None))
    return either


def _whole_numbers(default: Any, accepts: Callable[[Any], bool], players: int) -> str:
    start = default if isinstance(default, int) and accepts(default) else None
    if start is None:
        start = next((v for v in range(0, 100) if accepts(v)), None)
    if start is None:
        return _("a whole number")
    low, high = accepted_edge(accepts, start, -PROBE), accepted_edge(accepts, start, PROBE)
    if (low, high) == (0, players - 1):
        return _("a seat, 0 to {last}").format(last=players - 1)
    if high == PROBE:
        return _("a whole number, {low} or more").format(low=low)
    return _("a whole number from {low} to {high}").format(low=low, high=high)


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
    """The text ``corsairs rules`` prints for ``game`` (its name and player count), in the
    language spoken."""
    options = rule_options(game.name, game.players)
    head = _(
        "{game}: rule options at {n} players. Give them as --rules KEY=VALUE to play, arena "
        "and simulate (and --compare KEY=VALUE to simulate). The defaults are the rulebook's "
        "rules and the project's reading of it where it is silent; a number's bounds are "
        "those with the other options at their defaults."
    ).format(game=_(game.title), n=game.players)
    lines = [*textwrap.wrap(head, width), ""]
    if not options:
        lines.append(_("This game declares no rule options that can be listed."))
    indented = functools.partial(
        textwrap.wrap, width=width, initial_indent="    ", subsequent_indent="    "
    )
    for opt in options:
        named = _("{name}  (default {value})").format(name=opt.name, value=shown(opt.default))
        # a long name and its default on one line went past a 40-column terminal: the
        # default goes under the name (every language's words begin with the name)
        if len(named) <= width or not named.startswith(opt.name):
            lines.append(named)
        else:
            lines += [opt.name, *indented(named[len(opt.name) :].strip())]
        # as the table's "House rules" line says an option: its name in the lobby's words,
        # then what may be given (typed as --rules KEY=VALUE takes it, with the table's words)
        label = rule_words.label(game.name, opt.name)
        said = _("{label}: {values}") if label else _("values: {values}")
        lines += indented(said.format(label=label, values=opt.values))
        if explained := rule_words.explained(game.name, opt.name):
            lines += indented(explained)
        # the project's note is English: said there, or where the lobby has no words for it
        if opt.doc and (spoken() == "en" or not label):
            lines += indented(typed(opt.doc.replace("``", "")))
    presets = game_presets(game)
    if presets:
        lines += ["", _("preset  (none by default)")]
        said = "; ".join(
            f"{name}: {', '.join(f'{k}={shown(v)}' for k, v in opts.items())}"
            for name, opts in presets.items()
        )
        lines += indented(
            _(
                "a named set of the options above, expanded before them (an option given "
                "beside it wins): {presets}"
            ).format(presets=said)
        )
    return "\n".join(lines)


def game_presets(game: Game) -> dict[str, dict[str, Any]]:
    """The game's named option sets (``PRESETS`` beside its ``Rules``), if it has any."""
    module = inspect.getmodule(type(game.rules))
    presets = getattr(module, "PRESETS", None)
    return dict(presets) if isinstance(presets, dict) else {}
