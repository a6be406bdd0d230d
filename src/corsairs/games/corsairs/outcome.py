"""What decided a finished game, where the plain rule (the fewest penalty cards win once the
game ends as the rulebook says) does not tell it: a sweep, a tie broken by a house rule, an
end the house rules or a variant moved, a deck too short to deal on.

Read from the engine's state once, and given to every surface in the observation
(``decided``): the browser's result dialog and the terminal word the same facts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from corsairs.games.corsairs.cards import mask_value
from corsairs.games.corsairs.rules import Rules

if TYPE_CHECKING:
    from corsairs.games.corsairs.state import CorsairsState

BOOK = Rules()
"""The rulebook's rules: an end at these thresholds needs no word."""


def decided(state: CorsairsState) -> list[dict[str, Any]]:
    """What decided the finished game of ``state``, most telling first; empty for a plain
    win on fewest penalty cards at the rulebook's end. Entries (``by``):

    - ``sweep`` (``seats``): they laid down with no stowaways and won at once;
    - ``fewest_among_sweepers`` (``seats``, ``cards``): several swept in the round and
      those with the fewest penalty cards (``cards``) won (the rulebook);
    - ``first_to_lay_down`` (``seats``, ``cards``): sweepers tied on penalty cards, the
      first of them to lay down won (house rule ``tied_sweepers``);
    - ``penalty_points`` (``seats``, ``cards``, ``points``): players tied on the fewest
      penalty cards, the lower sum of their numbers won (house rule ``tie_break``);
      ``penalty_points_equal`` (the same): their sums were equal too, they share the win;
    - ``game_ends_at`` (``end``, ``book``) and ``last_round_at`` (``at``, ``book``): the
      game ended at a threshold the house rules moved from the rulebook's ``book``;
    - ``max_rounds`` (``rounds``): the variant's last round was played;
    - ``annulled_last``: the last round was annulled and still ended the game (house rule);
    - ``deck``: too few cards were left to deal another round.
    """
    rules = state.game.rules
    rounds = state.round_dicts()
    counts = state.penalty_counts()
    out: list[dict[str, Any]] = []
    if len(rounds) < state.round:  # the next deal could not be made
        return [{"by": "deck"}, *_tie_break(state, counts)]
    last = rounds[-1]
    if not last["annulled"] and last["sweepers"] and rules.sweep_wins:
        low = min(counts[s] for s in last["sweepers"])
        sweepers = [s for s in last["sweepers"] if counts[s] == low]
        out.append({"by": "sweep", "seats": sorted(state.win)})
        if len(sweepers) < len(last["sweepers"]):  # other sweepers had more penalty cards
            out.append(
                {"by": "fewest_among_sweepers", "seats": sorted(last["sweepers"]), "cards": low}
            )
        if len(sweepers) > len(state.win):
            out.append({"by": "first_to_lay_down", "seats": sweepers, "cards": low})
        return out
    if last["annulled"]:
        if state.final_round and rules.annulled_round_counts_as_last:
            out.append({"by": "annulled_last"})
        elif rules.max_rounds is not None:
            out.append({"by": "max_rounds", "rounds": len(rounds)})
    elif sum(counts) >= rules.game_ends_at:
        if rules.game_ends_at != BOOK.game_ends_at:
            out.append({"by": "game_ends_at", "end": rules.game_ends_at, "book": BOOK.game_ends_at})
    elif last["final_round"]:
        if rules.last_round_at != BOOK.last_round_at:
            out.append(
                {"by": "last_round_at", "at": rules.last_round_at, "book": BOOK.last_round_at}
            )
    elif rules.max_rounds is not None:
        out.append({"by": "max_rounds", "rounds": len(rounds)})
    return [*_tie_break(state, counts), *out]


def _tie_break(state: CorsairsState, counts: list[int]) -> list[dict[str, Any]]:
    """The house rule ``tie_break`` at work: players tied on the fewest penalty cards."""
    low = min(counts)
    seats = [s for s, c in enumerate(counts) if c == low]
    if len(seats) < 2 or state.game.rules.tie_break != "penalty_points":
        return []
    points = [mask_value(state.penalty[s]) for s in seats]
    # equal sums too (two players on no penalty card at all): the rule decided nothing
    by = "penalty_points_equal" if len(set(points)) == 1 else "penalty_points"
    return [{"by": by, "seats": seats, "cards": low, "points": points}]
