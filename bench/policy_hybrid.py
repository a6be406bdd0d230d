"""Which of the heuristic's decisions the 4-player Corsairs policy lacks.

    python bench/policy_hybrid.py --take sail --games 160 [--seed 1] [--players 4]

Plays one ``policy`` against copies of ``heuristic`` (``corsairs.arena.run_arena``,
paired deals, one process) with one kind of decision handed to a heuristic of its
own: ``draw`` (its draw), ``sail`` (whether to sail; the policy's card), ``card``
(the card to discard or sail with, its "do not feed the next player" price
included; the policy's sail-or-not), ``lay`` (crew and lay-down), or ``none``
(the policy as it is, on the same deals). ``--final`` instead makes the policy's
sailing in the last round game-aware: with a lead of at least ``LEAD`` penalty
cards it sails below ``FLEAD`` times its threshold, with ``BEHIND`` or more
behind below ``FBEHIND`` times it (0: only a sweep). A diagnosis, not a test:
docs/bots.md gives what it measured.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from typing import Any

from corsairs.arena import run_arena
from corsairs.games.corsairs import policy
from corsairs.games.corsairs.actions import DISCARD, DRAW, SAIL, Action
from corsairs.games.corsairs.cards import COLOUR_INDEX
from corsairs.games.corsairs.heuristic import (
    HeuristicAgent,
    View,
    discard_ranking,
    limit_of,
    masks,
)

TAKES = ("none", "draw", "sail", "card", "lay")


def heuristic_card(obs: dict[str, Any], legal: Sequence[Any]) -> int:
    """The heuristic's card to let go (``heuristic.discard_ranking``'s first)."""
    return discard_ranking(View(obs), legal)[0][1]


def same_kind(legal: Sequence[Any], kind: int, card: int, fallback: Action) -> Action:
    for a in legal:
        if a.kind == kind and a.arg == card:
            return a  # type: ignore[no-any-return]
    return fallback


def patch(take: str, final: tuple[float, float, float, float] | None) -> None:
    plain = policy.PolicyAgent.choose

    def choose(self: Any, obs: dict[str, Any], legal: Sequence[Any]) -> Any:
        kind = legal[0].kind
        mine: Action = plain(self, obs, legal)
        if not hasattr(self, "helper"):
            self.helper = HeuristicAgent(self.game, seed=12345)
        discard = kind in (DISCARD, SAIL)
        lay = kind not in (DRAW, DISCARD, SAIL)
        if (take == "draw" and kind == DRAW) or (take == "lay" and lay):
            return self.helper.choose(obs, legal)
        if take == "sail" and discard:
            return same_kind(legal, self.helper.choose(obs, legal).kind, mine.arg, mine)
        if take == "card" and discard and not obs["must_sail"]:
            return same_kind(legal, mine.kind, heuristic_card(obs, legal), mine)
        if final is not None and discard and obs["final_round"] and not obs["must_sail"]:
            lead, flead, behind, fbehind = final
            pens, me = obs["penalties"], obs["seat"]
            margin = min(p for i, p in enumerate(pens) if i != me) - pens[me]
            hand, pc = masks(obs["hand"]), COLOUR_INDEX[obs["pier_colour"]]
            after = limit_of(hand & ~(1 << mine.arg), pc)
            threshold = self.threshold(obs["round_turns"])
            factor = flead if margin >= lead else fbehind if margin <= -behind else None
            if factor is not None:
                want = SAIL if after <= threshold * factor else DISCARD
                return same_kind(legal, want, mine.arg, mine)
        return mine

    policy.PolicyAgent.choose = choose  # type: ignore[method-assign,assignment]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--take", choices=TAKES, default="none")
    ap.add_argument("--final", help="LEAD,FLEAD,BEHIND,FBEHIND: game-aware last-round sailing")
    ap.add_argument("--games", type=int, default=160)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    args = ap.parse_args()
    final = None
    if args.final:
        try:
            a, b, c, d = (float(x) for x in args.final.split(","))
        except ValueError:
            ap.error("--final must be four numbers LEAD,FLEAD,BEHIND,FBEHIND")
        final = (a, b, c, d)
    patch(args.take, final)
    start = time.time()
    report = run_arena("corsairs", args.players, ["policy", "heuristic"], args.games, args.seed)
    first = report["agents"][0]
    line = {
        "take": args.take,
        "final": final,
        "games": args.games,
        "seed": args.seed,
        "win_rate": first["win_rate"],
        "ci95": first["ci95"],
        "seconds": round(time.time() - start),
    }
    print(json.dumps(line))


if __name__ == "__main__":
    main()
