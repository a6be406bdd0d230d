"""What the game server tells about Corsairs beyond the observation: the public log of
moves and the help for the seat to play (``Game.table_view``). Everything here comes from
observations, so it reveals nothing a seat may not know."""

from __future__ import annotations

from typing import Any

from corsairs.games.corsairs.actions import LAY, Action
from corsairs.games.corsairs.cards import COLOUR_INDEX, parse_mask
from corsairs.games.corsairs.lay_down import best_lay_down, lay_down_choices, situation
from corsairs.protocol import Game, State


def seat_hints(game: Game, state: State, seat: int) -> dict[str, Any]:
    """What only the seat to play is told to help it: at a lay-down, the strategically
    distinct divisions, best first (``lay_down_choices``), each with its legal action; at
    a discard, the sail preview. Built from that seat's own observation."""
    obs = state.observation(seat)
    if obs["phase"] == "discard":
        return sail_preview(obs)
    if obs["phase"] not in ("crew", "lay"):
        return {}
    rules = game.rules_dict()
    choices = lay_down_choices(**situation(obs, rules.get("attach_numbers", "as_laid_down")))
    out = []
    for d in choices:
        action = Action(LAY, d.crew, d.attached)
        if state.is_legal(action):
            out.append({**d.to_dict(), "action": str(action)})
    return {"lay_downs": out}


def sail_preview(obs: dict[str, Any]) -> dict[str, Any]:
    """For each card the seat may discard: the least limit, stowaway count and stowaways
    (in notation: a newcomer was told "3 stowaways" and not which cards would be penalty
    cards if sent under) it would lay down if it set sail after discarding it
    (``best_lay_down`` for the closer)."""
    if not obs.get("pier_colour") or not obs.get("hand"):
        return {}
    hand = parse_mask(obs["hand"])
    colour = COLOUR_INDEX[obs["pier_colour"]]
    preview = {}
    for card in obs["hand"]:
        d = best_lay_down(hand & ~parse_mask([card]), colour)
        stowaways = [str(c) for c in d.cards()["stowaways"]]
        preview[card] = {"limit": d.limit, "count": d.count, "stowaways": stowaways}
    return {"sail_preview": preview}


def public_events(
    n: int, seat: int | None, text: str, before: dict[str, Any], after: dict[str, Any]
) -> list[dict[str, Any]]:
    """One move as every seat saw it (a card drawn from the stock is not named), and a
    ``round_end`` line after the move that ended a round."""
    words = text.split()
    event: dict[str, Any] = {"n": n, "seat": seat, "round": before["round"], "act": words[0]}
    if words[0] == "draw":
        event["from"] = words[1]
        if words[1] == "pile":
            event["card"] = before["pile"][-1]
        elif words[1] == "pier":
            event["card"] = before["pier"][0]
    elif words[0] in ("discard", "sail"):
        event["card"] = words[1]
    else:
        event["act"] = "lay"
        ended = len(after["rounds"]) > len(before["rounds"])
        laid = after["laid"][seat] if seat is not None and not ended else None
        if laid is None and ended and seat is not None:
            r = after["rounds"][-1]
            laid = {
                "crew": r["crews"][seat],
                "attached": r["attached"][seat],
                "stowaways": r["stowaways"][seat],
                "limit": r["limits"][seat],
            }
        if laid is not None:
            event.update(
                crew=len(laid["crew"]),
                attached=len(laid["attached"]),
                stowaways=len(laid["stowaways"]),
                limit=laid["limit"],
            )
    out = [event]
    if len(after["rounds"]) > len(before["rounds"]):
        out.append({"n": n, "seat": None, "round": before["round"], "act": "round_end"})
    return out
