"""Rule options as frozen dataclasses, checked strictly when built from keywords."""

from __future__ import annotations

import dataclasses
import difflib
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from corsairs.lang import _
from corsairs.protocol import BadOption
from corsairs.tensors import whole_number

R = TypeVar("R")


def build_rules(cls: type[R], options: Mapping[str, Any], also_known: Iterable[str] = ()) -> R:
    """Build ``cls`` from keyword options; unknown names and wrong types raise BadOption.

    ``also_known`` names options the game reads before this (Corsairs' ``preset``), so
    the refusal of an unknown name lists every option a user may give.
    """
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    hints = typing.get_type_hints(cls)
    values: dict[str, Any] = {}
    for key, value in options.items():
        if key not in fields:
            names = sorted({*fields, *also_known})
            meant = did_you_mean(key, names)
            said = _(
                "unknown rule option {key}{meant}; known options: {known} "
                "(corsairs rules says what each one does)"
            )
            raise BadOption(said.format(key=repr(key), meant=meant, known=", ".join(names)))
        values[key] = _coerce(key, value, hints[key])
    try:
        return cls(**values)
    except BadOption:  # a RuleConflict keeps its code
        raise
    except (TypeError, ValueError) as exc:
        raise BadOption(str(exc)) from None


def did_you_mean(word: Any, names: Iterable[str]) -> str:
    """`` (did you mean 'pier_size'?)`` for the name nearest a misspelt ``word``, in the
    language spoken; empty when none is near."""
    close = difflib.get_close_matches(str(word), list(names), n=1)
    return _(" (did you mean {name}?)").format(name=repr(close[0])) if close else ""


def parse_option_value(text: str) -> Any:
    """Turn ``key=value`` text from a command line into a Python value."""
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if low in ("none", "null"):
        return None
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text


def parse_option_pairs(pairs: list[str] | tuple[str, ...]) -> dict[str, Any]:
    """``["key=value", ...]`` -> dict, with a clear error for a malformed pair or a key
    given twice (``hand_size`` and ``hand-size`` are one key)."""
    out: dict[str, Any] = {}
    given: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise BadOption(
                _("rule option {pair} is not of the form KEY=VALUE").format(pair=repr(pair))
            )
        name = key.strip().replace("-", "_")
        if name in given:
            said = _("rule option {key} given twice ({first} and {second}); give it once")
            raise BadOption(said.format(key=repr(name), first=repr(given[name]), second=repr(pair)))
        given[name] = pair
        out[name] = parse_option_value(value)
    return out


def _coerce(key: str, value: Any, hint: Any) -> Any:
    union = typing.get_origin(hint) in (typing.Union, types.UnionType)
    allowed = typing.get_args(hint) if union else (hint,)
    if value is None and type(None) in allowed:
        return None
    for typ in allowed:
        if typ is type(None):
            continue
        origin = typing.get_origin(typ)
        if origin is typing.Literal:
            if value in typing.get_args(typ):
                return value
            continue
        if typ is bool:
            if isinstance(value, bool):
                return value
            if _numpy_bool(value):  # a grid's np.bool_ (the core does not import numpy)
                return bool(value)
            continue
        if typ is int:
            # numpy integers too (a sweep's np.arange), kept as an int: rules are JSON
            if (whole := whole_number(value)) is not None:
                return whole
            continue
        if typ is float:
            if isinstance(value, float) or whole_number(value) is not None:
                return float(value)
            continue
        if typ is str and isinstance(value, str):
            return value
    expected = _(" or ").join(_name(t) for t in allowed)
    said = _("rule option {key} must be {expected}, not {value}")
    raise BadOption(said.format(key=repr(key), expected=expected, value=_as_typed(value)))


def _numpy_bool(value: Any) -> bool:
    """Whether ``value`` is numpy's boolean scalar (``np.True_``), which is no ``bool``."""
    kind = type(value)
    return kind.__module__ == "numpy" and kind.__name__ in ("bool", "bool_")


def _as_typed(value: Any) -> str:
    """A rule option's value as a player writes it: ``none``, ``true``, ``'many'``, a JSON
    list; Python's ``None``, ``True`` and ``{'a': 1}`` were shown for a record's values."""
    import json

    if value is None or isinstance(value, bool):
        return {None: "none", True: "true", False: "false"}[value]
    if isinstance(value, str):
        return repr(value)
    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)


def _kind_words() -> dict[Any, str]:
    """What a value of each type is, in the language spoken; the values a player types
    (``none``, ``true``, ``false``) as typed."""
    return {
        type(None): "none",
        bool: _("true or false"),
        int: _("a whole number"),
        float: _("a number"),
        str: _("text"),
    }


def _name(typ: Any) -> str:
    if typing.get_origin(typ) is typing.Literal:
        return _(" or ").join(repr(a) for a in typing.get_args(typ))
    return _kind_words().get(typ, getattr(typ, "__name__", str(typ)))


def check_range(
    key: str, value: int | None, low: int, high: int | None = None, none: bool = False
) -> None:
    """A whole-number rule option out of ``low``..``high`` (no ``high``: at least
    ``low``; ``none``: may also be none) is refused in the language spoken, naming the
    option as typed ("pier_size must be 1..20 or none")."""
    if value is None and none:
        return
    if value is not None and value >= low and (high is None or value <= high):
        return
    if high is None:
        said = (
            _("{key} must be at least {low} or none") if none else _("{key} must be at least {low}")
        )
    else:
        said = (
            _("{key} must be {low}..{high} or none") if none else _("{key} must be {low}..{high}")
        )
    raise ValueError(said.format(key=key, low=low, high=high))


def check_choice(key: str, value: Any, choices: tuple[str, ...]) -> None:
    """A rule option that is none of its ``choices`` is refused, the choices as typed
    ("coins_to must be 'seller' or 'discard'")."""
    if value not in choices:
        listed = _(" or ").join(repr(c) for c in choices)
        raise ValueError(_("{key} must be {choices}").format(key=key, choices=listed))
