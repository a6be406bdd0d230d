"""What letting a rival's last part go is worth: Piratatak's heuristic with and without it.

    python bench/last_part.py [--players 2] [--games 2000] [--discard]

The heuristic prices a spare that a rival's boat lacks as its last part as a gain
to give back (``heuristic.FINISHING``), and with the rule option ``spares_discard``
discards it when the rival can pay (``discard_choice``). This plays one heuristic
against copies of itself without that knowledge, on ``--games`` deals with the
seats rotated (seeds 0..games-1), and prints the share of games it wins with its
95% interval. ``--discard`` measures the discard alone: both sides price the
give-back the new way, the rules allow discards, and only one side discards.
A benchmark, not a test: the figures are in docs/bots.md.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

import corsairs
from corsairs.arena.core import wilson
from corsairs.games.piratatak import heuristic as h
from corsairs.games.piratatak.cards import BOAT_CARDS, COLOUR_OF


def _old_losses(self: h.Valuer) -> list[float]:
    """``Valuer._losses`` before the rival's last part was priced."""
    boat, built = self.me.boat, self.built
    return [
        h.PART if boat >> c & 1 else 0.35 if COLOUR_OF[c] in built else 0.05
        for c in range(BOAT_CARDS)
    ]


def _without(name: str, replacement: Callable[..., Any], owner: Any) -> type[h.HeuristicAgent]:
    """A heuristic that decides with ``owner.name`` replaced (single-threaded)."""

    class Without(h.HeuristicAgent):
        def choose(self, observation: dict[str, Any], legal_actions: Any) -> Any:
            real = getattr(owner, name)
            setattr(owner, name, replacement)
            try:
                return super().choose(observation, legal_actions)
            finally:
                setattr(owner, name, real)

    return Without


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--games", type=int, default=2000, help="deals (each played once a seat)")
    ap.add_argument("--discard", action="store_true", help="measure the discard alone")
    args = ap.parse_args()
    if args.discard:
        old = _without("discard_choice", lambda *_: None, h)
        game = corsairs.load_game("piratatak", players=args.players, spares_discard=True)
    else:
        old = _without("_losses", _old_losses, h.Valuer)
        game = corsairs.load_game("piratatak", players=args.players)
    wins, played = 0.0, 0
    for seed in range(args.games):
        for seat in range(args.players):
            bots = [
                (h.HeuristicAgent if p == seat else old)(game, seed=seed)
                for p in range(args.players)
            ]
            state = game.new_state(seed=seed)
            while (p := state.current_player) is not None:
                state.apply(bots[p].choose(state.observation(p), state.legal_actions()))
            wins += state.returns()[seat]
            played += 1
    low, high = wilson(wins, played)
    what = "discarding it" if args.discard else "giving it back"
    print(
        f"{args.players} players, {what}: {wins / played:.1%} ({low:.1%}–{high:.1%}) "
        f"of {played} games (fair share {1 / args.players:.1%})"
    )


if __name__ == "__main__":
    main()
