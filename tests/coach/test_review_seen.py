"""A review names what the reviewed seat saw its own move do: the card it drew (it read
"drew a card" / "draw stock"), and never a card hidden from that seat."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import corsairs
from corsairs import card_words
from corsairs.coach import command
from corsairs.coach.html import hooks_of, review_html
from corsairs.coach.review import Decision, review
from corsairs.coach.words import better_named, played_text, seen_told
from corsairs.lang import capitalised
from corsairs.record import bot_game_record, check, load

DATA = Path(__file__).parent.parent / "data"


def _corsairs_review() -> tuple[Any, dict[str, Any]]:
    rec = load(DATA / "reviews" / "corsairs-2p-pile-draws.json")
    return rec, review(rec, 1, samples=2).to_dict()


def test_a_corsairs_draw_names_the_card_the_seat_drew_and_nothing_hidden() -> None:
    rec, data = _corsairs_review()
    state = rec.game.new_state(seed=rec.seed)
    drawn = {}
    for i, text in enumerate(rec.actions):
        before = state.observation(1)
        state.apply(rec.game.parse_action(text))
        after = state.observation(1)
        mine = text.startswith("draw") and before["seat"] == before["current_player"]
        if mine and after["round"] == before["round"]:
            drawn[i] = (set(after["hand"]) - set(before["hand"])).pop()
    draws = [d for d in data["decisions"] if d["played"].startswith("draw")]
    assert {d["played"] for d in draws} >= {"draw stock", "draw pile"}
    for d in draws:
        assert d["seen"] == {"card": drawn[d["index"]]}, d
        assert f"drew {drawn[d['index']]}" in played_text(d, data["seats"])
    # a discard or a sail shows no card beyond the one named in its notation
    moves = ("discard", "sail")
    assert all(d["seen"] is None for d in data["decisions"] if d["played"].startswith(moves))


def test_the_terminal_and_html_name_the_drawn_card() -> None:
    _, data = _corsairs_review()
    d = next(d for d in data["decisions"] if d["played"] == "draw stock")
    page = review_html(data)
    with card_words.in_words():  # the page says the card as the browser does
        drawn = card_words.card(d["seen"]["card"])
    assert f"<td>draw stock (drew {drawn})" in page


def test_a_piratatak_draw_names_what_it_drew(capsys: Any) -> None:
    game = corsairs.load_game("piratatak", players=2)
    rec = check(bot_game_record(game, ["greedy"] * 2, 2))
    data = review(rec, 0, samples=2).to_dict()
    draws = [d for d in data["decisions"] if d["played"] == "draw"]
    assert draws
    for d in draws:
        events = d["seen"]["events"]
        assert events[0][0] == 0 and events[0][1].startswith("draw "), d
        text = played_text(d, data["seats"], hooks_of(data))
        assert text.startswith(f"draw ({data['seats'][0]} draws "), text
    assert "draws " in review_html(data)
    # the terminal's summary says it under the move ("played draw (25.0%)" said nothing)
    # the move that gave away the most, graded a blunder: listed first (the summary lists
    # only the moves the grading blames)
    draws[0].update(drop=0.9, grade="blunder", ungraded=False)
    command._summary(data)
    said = capsys.readouterr().err
    told = seen_told(draws[0], data["seats"], hooks_of(data))
    assert f"move {draws[0]['move']}: played draw (" in said
    assert f"    then: {told}" in said, said


def test_an_old_review_without_seen_still_words_its_moves() -> None:
    d = Decision(0, 1, "draw", "draw stock", "draw stock", 0.5, 0.5, 0, 0, None, []).to_dict()
    assert d["seen"] is None
    assert played_text({**d, "seen": None}, ["a", "b"]) == "draw stock"
    del d["seen"]
    assert played_text(d, ["a", "b"]) == "draw stock"


def test_a_lay_down_says_the_limit_and_stowaways_it_gave() -> None:
    """ "Ann laid down a crew of 8 cards" beside "Better move: Lay down the crew …": the
    division's limit and stowaways (what the table saw) were not said."""
    _, data = _corsairs_review()
    lays = [d for d in data["decisions"] if d["played"].startswith(("crew", "attach"))]
    assert lays
    for d in lays:
        seen = d["seen"]
        assert seen["limit"] == sum(int(c[1:]) for c in seen["stowaways"]), d
        told = f"limit {seen['limit']}, stowaways: {' '.join(seen['stowaways']) or 'none'}"
        assert played_text(d, data["seats"]) == f"{d['played']} ({told})"


def test_a_better_draw_from_the_pile_or_the_pier_names_its_card(capsys: Any) -> None:
    """ "Better move: Take the discard": the seat saw the card on the discard pile (and the
    pier's first card) before choosing; a better stock draw names none."""
    rec, data = _corsairs_review()
    state = rec.game.new_state(seed=rec.seed)
    faces = {}
    for i, text in enumerate(rec.actions):
        obs = state.observation(1)
        faces[i] = {"pile": obs["pile"][-1] if obs["pile"] else None,
                    "pier": obs["pier"][0] if obs["pier"] else None}  # fmt: skip
        state.apply(rec.game.parse_action(text))
    named = 0
    for d in data["decisions"]:
        source = d["best"].split()[-1] if d["best"].startswith("draw") else None
        if source in ("pile", "pier"):
            assert d["best_takes"] == {"card": faces[d["index"]][source]}, d
            named += 1
        else:
            assert d["best_takes"] is None, d
    assert named
    d = next(d for d in data["decisions"] if d["best_takes"] and better_named(d))
    page = review_html(data)
    with card_words.in_words():
        taken = card_words.card(d["best_takes"]["card"])
    assert f"{capitalised(d['best'])} ({taken})" in page  # a label, as the browser's


def test_german_says_the_drawn_card_as_a_note(capsys: Any) -> None:
    """German "dann: Hat V8 gezogen": a verb with no one to do it, made the capital of a
    sentence after the colon. The card drawn is a note, as the other languages' "drew V8":
    "dann: V8 gezogen", "vom Abhebestapel abheben (V8 gezogen)"."""
    from corsairs.lang import speaking

    d = {"played": "draw stock", "seen": {"card": "V8"}}
    with speaking("de"):
        command._then(seen_told(d, ["Du", "Bruno"]))
        assert played_text(d, ["Du", "Bruno"]) == "draw stock (V8 gezogen)"
    assert capsys.readouterr().err == "    dann: V8 gezogen\n"
