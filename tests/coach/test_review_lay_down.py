"""A lay-down whose engine lists one division is still a choice (any valid division may be
laid down, and the hint judges several: "Best division: …"): a review judged it only when
``legal_actions`` listed two or more, so a worse division laid down by hand went unjudged."""

from __future__ import annotations

import corsairs
from corsairs.agents import make_agent
from corsairs.coach.review import decisions_of, review
from corsairs.games.corsairs.actions import LAY, Action
from corsairs.record import StandIn, check, make_record


def test_a_worse_division_of_a_one_division_lay_down_is_reviewed() -> None:
    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=0)
    bots = [make_agent("greedy", game, seed=1), make_agent("greedy", game, seed=2)]
    actions: list[Action] = []
    at = None
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        action = bots[seat].choose(state.observation(seat), legal)
        if at is None and seat == 0 and state.observation(0)["phase"] == "lay":
            assert len(legal) == 1, "the test's lay-down lists one division"
            crew = legal[0].arg
            low = crew & -crew  # one crew card left as a stowaway: legal, and worse
            action = Action(LAY, crew & ~low, legal[0].attach)
            at = len(actions)
        actions.append(action)
        state.apply(action)
    assert at is not None
    assert at in decisions_of(check(make_record(game, 0, ["You", "Bo"], actions, state)), 0)
    # the review judges that decision alone: bots "played" the seat's other moves
    stand_ins = [StandIn(0, "greedy", 1, at), StandIn(0, "greedy", at + 2)]
    rec = check(make_record(game, 0, ["You", "Bo"], actions, state, stand_ins=stand_ins))
    judged = {d["move"]: d for d in review(rec, 0, samples=4).to_dict()["decisions"]}
    assert list(judged) == [at + 1]
    assert judged[at + 1]["played"] == str(actions[at])
    assert judged[at + 1]["best"] != str(actions[at])
