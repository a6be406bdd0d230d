"""JSON on the wire: orjson, because encoding every seat's view after every move was
the largest single cost of the server (the observation holds the whole round history)."""

from __future__ import annotations

from typing import Any

import orjson

_OPTIONS = orjson.OPT_NON_STR_KEYS


def _fallback(value: Any) -> Any:
    """What orjson leaves to us: tuple subclasses (NamedTuple actions) and sets, as lists."""
    if isinstance(value, (tuple, set, frozenset)):
        return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


def encode(message: Any) -> str:
    """One compact JSON text, as ``json.dumps(..., separators=(",", ":"))`` would write it."""
    return orjson.dumps(message, default=_fallback, option=_OPTIONS).decode()


def decode(text: str | bytes) -> Any:
    """Parse one JSON text; raises ValueError (orjson.JSONDecodeError) when it is not JSON."""
    return orjson.loads(text)
