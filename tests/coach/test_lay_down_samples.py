"""A lay-down is judged from the same opponents' hands as the sail before it.

The coach's samples play each opponent's dealt hand forward (``refine``: people improve
their hands as a round goes on); the search's hook did so at the draw and the discard only,
so at the sailor's lay-down the opponents held uniformly dealt hands, far worse, and rarely
reached its limit. In a stored 3-player game (session 38) sailing at limit 13 was judged
6% (opponents reach 13 or less 79% and 73% of the time) and laying down that very crew
right after, 88%: the review's graph jumped back up after a blunder.
"""

from __future__ import annotations

from corsairs.coach.hints import position_seed
from corsairs.coach.search import evaluate_moves
from corsairs.games.corsairs.game import CorsairsGame

# table lHB1OCfFwu-A of session 38 (seat 0 a person, then greedy and heuristic bots)
RULES = {"discard_drawn_card": True, "rediscard_from_pile": True}
SEED = 5
ACTIONS = [
    "draw pier", "discard Y8", "draw pier", "discard V11", "draw pile", "sail B10",
    "crew Y5 Y9 V1 V2 V3 V4 V10 V11", "attach V7 crew N6 N11 A2 A7", "crew N10 K3 K7 K9",
    "draw stock", "discard N11", "draw pier", "discard R9", "draw pile", "discard R11",
    "draw stock", "discard V10", "draw stock", "discard P6", "draw pile", "discard P11",
    "draw stock", "discard P8", "draw stock", "discard K10", "draw stock", "discard N10",
    "draw pier", "discard Y9", "draw pier", "discard O5", "draw pier", "discard R9",
    "draw pier", "discard K6", "draw stock", "discard V11", "draw pier", "discard A5",
    "draw pier", "discard V5", "draw stock", "sail K2"
]  # fmt: skip


def test_the_lay_down_after_a_sail_is_judged_as_the_sail_was() -> None:
    game = CorsairsGame(3, **RULES)
    state = game.new_state(seed=SEED)
    for text in ACTIONS[:-1]:
        state.apply(game.parse_action(text))
    sail = game.parse_action(ACTIONS[-1])

    def judged(include: list[object]) -> tuple[float, float]:
        obs = state.observation(0)
        moves = evaluate_moves(
            game, obs, state.legal_actions(), samples=32, seed=position_seed(obs, game),
            include=include,
        )  # fmt: skip
        m = next(m for m in moves if m.action == include[0]) if include else moves[0]
        return m.win, m.se

    at_sail, se_sail = judged([sail])
    state.apply(sail)
    assert state.observation(0)["phase"] == "crew"
    at_crew, se_crew = judged([])
    # the same limit 13 against the same opponents: 6% then 88% before, now within the noise
    assert abs(at_crew - at_sail) < 3 * (se_sail**2 + se_crew**2) ** 0.5 + 0.05, (at_sail, at_crew)
