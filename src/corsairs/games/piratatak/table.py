"""What the game server tells about Piratatak beyond the observation (``Game.table_view``):
the public log of moves. Every draw is public, so there is no help to give one seat alone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from corsairs.protocol import Game, State


def seat_hints(game: Game, state: State, seat: int) -> dict[str, Any]:
    """Nothing beyond the observation: everything a Piratatak seat may know is public."""
    return {}


def move_events(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[list[Any]]:
    """The engine events one move caused, ``[seat, event]`` each, from the views before and
    after it: a move that ended the turn continues the last turn's events and opens the
    next turn's (its automatic draws)."""
    if after["turn"] != before["turn"] and after["last_turn"] is not None:
        last = after["last_turn"]
        lines = [[last["seat"], e] for e in last["events"][len(before["turn_events"]) :]]
        lines += [[after["current"], e] for e in after["turn_events"]]
    else:
        lines = [[after["current"], e] for e in after["turn_events"][len(before["turn_events"]) :]]
    return lines


def public_events(
    n: int, seat: int | None, text: str, before: dict[str, Any], after: dict[str, Any]
) -> list[dict[str, Any]]:
    """A move with the engine events it caused, each with the seat it happened to."""
    lines = move_events(before, after)
    return [
        {
            "n": n,
            "seat": seat,
            "turn": before["turn"],
            "act": text.split()[0],
            "action": text,
            "events": lines,
        }
    ]
