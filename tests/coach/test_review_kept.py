"""A review takes again the judgements its game's hints made (``review``'s ``kept``): the
same review, byte for byte, as judging every decision anew; a judgement made with another
budget, seed, rule or position is never taken (``corsairs.coach.search.judgement_key``)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from corsairs.coach.hints import hint
from corsairs.coach.review import decisions_of, review
from corsairs.coach.search import Judgement
from corsairs.record import Record, load

DATA = Path(__file__).parent.parent / "data"
SEAT = 1


def hints_of(rec: Record, seat: int, samples: int) -> list[Judgement]:
    """The judgement behind a hint at each of the seat's decisions, as the server keeps them."""
    wanted = set(decisions_of(rec, seat))
    state = rec.game.new_state(seed=rec.seed)
    out = []
    for i, text in enumerate(rec.actions):
        if i in wanted:
            found = hint(rec.game, state.observation(seat), state.legal_actions(), samples=samples)
            assert found.judgement is not None
            out.append(found.judgement)
        state.apply(rec.game.parse_action(text))
    return out


def test_a_review_taking_the_hints_judgements_again_is_the_review_judged_anew() -> None:
    rec = load(DATA / "reviews" / "corsairs-2p-pile-draws.json")
    anew = review(rec, SEAT, samples=4)
    text = json.dumps(anew.to_dict())
    kept = hints_of(rec, SEAT, samples=4)
    again = review(rec, SEAT, samples=4, kept=kept)
    assert again.reused == len(anew.decisions) > 5  # every decision taken again
    assert json.dumps(again.to_dict()) == text
    # a move the hint had not judged (the player's, pruned away) is judged now, alike
    played = {str(d.played) for d in anew.decisions}
    partial = [
        dataclasses.replace(j, moves={m: v for m, v in j.moves.items() if m not in played})
        for j in kept
    ]
    assert json.dumps(review(rec, SEAT, samples=4, kept=partial).to_dict()) == text
    # judgements of another budget or another seed are never taken
    other = review(rec, SEAT, samples=4, seed=1, kept=kept)
    assert other.reused == 0
    assert review(rec, SEAT, samples=6, kept=kept).reused == 0
