"""What the coach says about a Corsairs decision, from the seat's observation only.

``details`` gives the figures a player needs to understand the hint at each
decision; ``observe`` is what the coach averages over its sampled rollouts of
the round (who sent whom under, penalty cards added). Structured data, not
sentences: the terminal and the browser word it in the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from corsairs.games.corsairs.actions import DISCARD, LAY, SAIL, Action
from corsairs.games.corsairs.cards import CARD_TEXT, COLOURS, NUMBERS
from corsairs.games.corsairs.heuristic import View, limit_of, shed
from corsairs.games.corsairs.lay_down import best_lay_down, lay_down_choices, situation
from corsairs.protocol import Game, State

ROLLOUT_END = "to the end of the round, then judged by the penalty counts"
"""How the coach's rollouts end, for the review page (later deals are beyond a sample)."""

SWEEP_SHOWN = 0.01
"""A discard's sweep chance is shown once some candidate's reaches this."""


def observe(start: State, end: State, seat: int) -> dict[str, float]:
    """Per seat: penalty cards added by the round, whether it sent the closer under, and
    whether it won the game outright by a sweep (no stowaways)."""
    s: Any = end
    first: Any = start
    out: dict[str, float] = {}
    rounds = s.rounds[len(first.rounds) :]
    settled = [r for r in rounds if hasattr(r, "settlement")]
    n = s.game.players
    for k in range(n):
        out[f"added_{k}"] = 0.0
        out[f"under_{k}"] = 0.0
        out[f"sweep_{k}"] = 0.0
    out["annulled"] = float(bool(rounds) and not settled)
    for r in settled[:1]:
        for k in range(n):
            out[f"added_{k}"] = float(r.settlement.added[k])
            out[f"under_{k}"] = float(k in r.settlement.sent_under_by)
            out[f"sweep_{k}"] = float(k in r.settlement.winners)
    return out


def extra_moves(
    game: Game, observation: Mapping[str, Any], legal_actions: Sequence[Any]
) -> list[Any]:
    """At a lay-down, every division worth judging, listed or not (``apply`` takes any)."""
    if observation["phase"] not in ("crew", "lay"):
        return []
    args = situation(observation, str(getattr(game.rules, "attach_numbers", "as_laid_down")))
    return [Action(LAY, d.crew, d.attached) for d in lay_down_choices(**args)]


def details(
    game: Game, observation: Mapping[str, Any], legal_actions: Sequence[Any], moves: Sequence[Any]
) -> dict[str, Any]:
    """The figures behind a hint at this decision (see docs/coach.md)."""
    obs = dict(observation)
    phase = obs["phase"]
    if phase == "draw":
        return _draw_details(obs)
    if phase == "discard":
        return _discard_details(game, obs, moves)
    if phase in ("crew", "lay"):
        args = situation(obs, str(getattr(game.rules, "attach_numbers", "as_laid_down")))
        best = best_lay_down(**args)
        return {
            "kind": "lay_down",
            "closer_limit": args.get("closer_limit"),
            "best": best.to_dict(),
            "choices": [d.to_dict() for d in lay_down_choices(**args)[:6]],
        }
    return {"kind": "none"}


def _draw_details(obs: dict[str, Any]) -> dict[str, Any]:
    view = View(obs)
    hand, pc = view.hand, view.pier_colour
    sources: list[dict[str, Any]] = []
    if obs["stock"]:
        unseen = view.unseen
        avg = sum(shed(hand | 1 << c, pc)[0] for c in unseen) / max(1, len(unseen))
        sources.append(
            {
                "source": "stock",
                "limit": round(avg, 1),
                "average": True,
                "reveals": False,
                "last_card": obs["stock"] == 1,
            }
        )
    if view.pile:
        card = view.pile[-1]
        after, out = shed(hand | 1 << card, pc)
        sources.append(
            {
                "source": "pile",
                "card": CARD_TEXT[card],
                "limit": after,
                "discard": CARD_TEXT[out],
                "reveals": True,
            }
        )
    if view.pier:
        card = view.pier[0]
        last = len(view.pier) == 1
        new_pc = pc if last else view.pier[1] // NUMBERS  # the next card sets the colour
        after, out = shed(hand | 1 << card, new_pc)
        sources.append(
            {
                "source": "pier",
                "card": CARD_TEXT[card],
                "limit": None if last else after,
                "discard": None if last else CARD_TEXT[out],
                "pier_colour_after": None if last else COLOURS[new_pc],
                "reveals": True,
                "annuls": last,
            }
        )
    return {"kind": "draw", "limit_now": limit_of(hand, pc), "sources": sources}


def _discard_details(game: Game, obs: dict[str, Any], moves: Sequence[Any]) -> dict[str, Any]:
    """Each judged discard or sail: the limit kept and, from the rollouts, the round's odds."""
    seat = obs["seat"]
    view = View(obs)
    pc = view.pier_colour
    options = []
    for m in moves:
        a = m.action
        if a.kind not in (DISCARD, SAIL):
            continue
        kept = view.hand & ~(1 << a.arg)
        entry: dict[str, Any] = {
            "action": str(a),
            "card": CARD_TEXT[a.arg],
            "sail": a.kind == SAIL,
            "limit": limit_of(kept, pc),
            "win": m.win,
            "added": {k: m.figures.get(f"added_{k}", 0.0) for k in range(game.players)},
            # The seat's chance to win the game outright by a sweep this round: often the
            # reason one discard beats another that keeps a lower limit.
            "sweep": m.figures.get(f"sweep_{seat}", 0.0),
        }
        if a.kind == SAIL:
            entry["under_chance"] = {
                k: m.figures.get(f"under_{k}", 0.0) for k in range(game.players) if k != seat
            }
            crew = best_lay_down(kept, pc)
            entry["crew"] = crew.to_dict()
        options.append(entry)
    # Shown when a candidate's sweep chance is worth a word (1% or more).
    matters = any(o["sweep"] >= SWEEP_SHOWN for o in options)
    return {
        "kind": "discard",
        "must_sail": obs["must_sail"],
        "options": options,
        "sweep_matters": matters,
    }


__all__ = ["details", "extra_moves", "observe"]
