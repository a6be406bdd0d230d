"""The coach: hints while playing and a move-by-move review of finished games.

Both rest on one measurement, :func:`evaluate_moves`: from a seat's
observation, each candidate move is played in many sampled deals consistent
with what the seat knows, and the rest of the round is played out by the
game's rollout policy; the game's value hook then gives every seat's chance
to win. The same samples serve every move (common random numbers), so the
differences between moves are much less noisy than the values themselves.

Nothing here reads a state: like the bots, the coach sees only the seat's
observation, so a hint can never reveal a hidden card.
"""

from corsairs.coach.grading import GRADES, grade
from corsairs.coach.hints import Hint, hint
from corsairs.coach.search import MoveValue, evaluate_moves

__all__ = ["GRADES", "Hint", "MoveValue", "evaluate_moves", "grade", "hint"]
