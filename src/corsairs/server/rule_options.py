"""What a lobby needs to offer a game's rule options, and which options a table changed.

Derived from the game's ``Rules`` dataclass, never copied by hand: each field's kind from
its type (``bool``, a ``Literal``'s choices, ``int``, ``None`` allowed), the bounds of a
whole number found by asking the engine and the server's own checks (``check_rules``, here)
which values they accept. The words a player reads live in the web i18n."""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any

from corsairs.lang import _
from corsairs.protocol import CorsairsError, Game, RuleConflict
from corsairs.registry import game_class, load_game
from corsairs.rule_list import accepted_edge
from corsairs.server.limits import MAX_PIRATE_LOSS, MAX_RULE_NUMBER

PROBE = 10**6
"""Past this a whole number counts as unbounded (``max``/``min`` None)."""


def check_rules(game: Game) -> None:
    """Refuse (BadOption) rule options the engine allows but a table cannot be played
    with: a whole number past ``MAX_RULE_NUMBER`` (the largest a browser holds; past
    2**64 the table's rules could not even be encoded for its WebSockets), and
    Piratatak's ``pirate_loss`` above ``MAX_PIRATE_LOSS``, whose give-back lists run to
    hundreds of thousands of sets in a state message."""
    for option, value in game.rules_dict().items():
        if isinstance(value, int) and not isinstance(value, bool) and value > MAX_RULE_NUMBER:
            raise RuleConflict(
                _("{option} must be at most {max} at this server, not {value}").format(
                    option=option, max=MAX_RULE_NUMBER, value=value
                ),
                "server_max",
                option=option,
                max=MAX_RULE_NUMBER,
            )
    loss = game.rules_dict().get("pirate_loss") if game.name == "piratatak" else None
    if isinstance(loss, int) and loss > MAX_PIRATE_LOSS:
        raise RuleConflict(
            _(
                "pirate_loss must be at most {max} at this server, not {value} (the rulebook's"
                " is 3): above, a player's give-back choices run to tens of thousands of sets,"
                " megabytes in every message"
            ).format(max=MAX_PIRATE_LOSS, value=loss),
            "server_max",
            option="pirate_loss",
            max=MAX_PIRATE_LOSS,
        )


def house_rules(game: Game) -> dict[str, Any]:
    """The table's rule options that differ from the game's defaults (its house rules);
    none for a game (a plugin's) whose rules are not a dataclass: it has no defaults to
    differ from that the server can read."""
    if not dataclasses.is_dataclass(game.rules):
        return {}
    defaults = dataclasses.asdict(type(game.rules)())  # type: ignore[misc]
    return {k: v for k, v in game.rules_dict().items() if defaults.get(k, v) != v}


@functools.cache
def describe_options(game_name: str) -> list[dict[str, Any]]:
    """Each rule option of ``game_name`` in field order: ``name``, ``kind`` (``bool``,
    ``choice`` with ``choices``, ``int`` with ``min``/``max``, or ``seat``: a seat number,
    0 to players - 1), ``none`` (None allowed) and ``default``."""
    cls = game_class(game_name)
    rules_cls = type(load_game(game_name, players=cls.min_players).rules)
    if not dataclasses.is_dataclass(rules_cls):  # a plugin's game: none the lobby can offer
        return []
    hints = typing.get_type_hints(rules_cls)
    defaults = rules_cls()
    return [
        _describe(game_name, f.name, hints[f.name], getattr(defaults, f.name))
        for f in dataclasses.fields(rules_cls)
    ]


def _describe(game_name: str, name: str, hint: Any, default: Any) -> dict[str, Any]:
    union = typing.get_origin(hint) in (typing.Union, types.UnionType)
    allowed = [a for a in (typing.get_args(hint) if union else (hint,)) if a is not type(None)]
    out: dict[str, Any] = {"name": name, "default": default}
    typ = allowed[0]
    if typing.get_origin(typ) is typing.Literal:
        out.update(kind="choice", choices=list(typing.get_args(typ)))
    elif typ is bool:
        out["kind"] = "bool"
    elif typ is int:
        out.update(_int_bounds(game_name, name, default))
    else:
        out["kind"] = "text"
    out["none"] = union and len(allowed) < len(typing.get_args(hint))
    return out


def _int_bounds(game_name: str, name: str, default: Any) -> dict[str, Any]:
    """``int`` with the lowest and highest value the engine and server accept, or ``seat``
    when the highest is the last seat whatever the player count."""
    cls = game_class(game_name)
    start = default if isinstance(default, int) else 0
    lows, highs = [], []
    for players in (cls.min_players, cls.max_players):
        accepts = functools.partial(_accepts, game_name, players, name)
        if not accepts(start):
            start = next(v for v in range(-2, 100) if accepts(v))
        lows.append(accepted_edge(accepts, start, -PROBE))
        highs.append(accepted_edge(accepts, start, PROBE))
    if highs == [cls.min_players - 1, cls.max_players - 1] and lows == [0, 0]:
        return {"kind": "seat"}
    low, high = max(lows), min(highs)
    return {
        "kind": "int",
        "min": None if low == -PROBE else low,
        "max": None if high == PROBE else high,
    }


def _accepts(game_name: str, players: int, name: str, value: int) -> bool:
    try:
        check_rules(load_game(game_name, players=players, **{name: value}))
    except (CorsairsError, ValueError, TypeError):
        return False
    return True
