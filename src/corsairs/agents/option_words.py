"""Why a bot's option is refused (``--agents ismcts:iterations=0``), in the language spoken.

The bots check their own options; their refusals reach a designer through ``simulate``,
``arena`` and ``play`` inside "bad options for bot …", which was translated while the
reason stayed English. The words live here, once, so that a bot module need not import
``_`` (which its loops use as a throwaway name).
"""

from __future__ import annotations

from corsairs.lang import _


def whole(key: str, low: int) -> str:
    """``iterations must be a whole number ≥ 1``."""
    return _("{key} must be a whole number ≥ {low}").format(key=key, low=low)


def positive(key: str) -> str:
    """``c must be a number ≥ 0``."""
    return _("{key} must be a number ≥ 0").format(key=key)


def number(key: str) -> str:
    """``margin must be a number``."""
    return _("{key} must be a number").format(key=key)


def flag(key: str) -> str:
    """``paired must be true or false``."""
    return _("{key} must be true or false").format(key=key)


def chance(key: str) -> str:
    """``noise must be a chance between 0 and 1``."""
    return _("{key} must be a chance between 0 and 1").format(key=key)


def seconds(key: str) -> str:
    """``time must be a positive number of seconds``."""
    return _("{key} must be a positive number of seconds").format(key=key)


def choice(key: str, choices: tuple[str, ...]) -> str:
    """``rollout must be 'policy' or 'random'``."""
    listed = _(" or ").join(repr(c) for c in choices)
    return _("{key} must be {choices}").format(key=key, choices=listed)


def improve() -> str:
    """The heuristic's ``improve``."""
    return _("{key} must be a whole number (-1 = from the turns played)").format(key="improve")


def boldness() -> str:
    """Piratatak's heuristic's ``boldness``."""
    return _("{key} must be a number (0 = the next card's value alone)").format(key="boldness")


def shield() -> str:
    """Piratatak's heuristic's ``shield``."""
    return _("{key} must be a whole number of coins ≥ 0 (0 = buy freely)").format(key="shield")
