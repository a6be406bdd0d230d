"""A draw hint's "then discard X" is a discard the table's rules allow: with house rules that
keep the drawn card (``discard_drawn_card=False``, or ``rediscard_from_pile=False`` for the
discard pile's card), the hint named the card just drawn as the discard to make."""

from __future__ import annotations

from typing import Any

import corsairs
from corsairs.agents import make_agent
from corsairs.games.corsairs import coach as cors_coach
from corsairs.games.corsairs.heuristic import View, limit_of, shed


def _draw_where_the_card_is_its_own_best_discard(rules: dict[str, Any], source: str) -> Any:
    game = corsairs.load_game("corsairs", players=3, **rules)
    for seed in range(40):
        state = game.new_state(seed=seed)
        bots = [make_agent("greedy", game, seed=seed + k) for k in range(3)]
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            obs = state.observation(seat)
            view = View(obs)
            if obs["phase"] == "draw" and any(
                str(a) == f"draw {source}" for a in state.legal_actions()
            ):
                card = view.pile[-1] if source == "pile" else view.pier[0]
                colour = view.pier_colour
                if source == "pier" and len(view.pier) > 1:
                    colour = view.pier[1] // 11
                if shed(view.hand | 1 << card, colour)[1] == card:
                    return game, state
            state.apply(bots[seat].choose(obs, state.legal_actions()))
    raise AssertionError("no such draw")


def test_a_pile_card_that_must_stay_is_not_named_as_the_discard() -> None:
    game, state = _draw_where_the_card_is_its_own_best_discard(
        {"rediscard_from_pile": False}, "pile"
    )
    obs = state.observation(state.current_player)
    d = cors_coach.details(game, obs, state.legal_actions(), [])
    pile = next(s for s in d["sources"] if s["source"] == "pile")
    assert pile["discard"] != pile["card"], pile
    # and the limit is the one that discard leaves (the hand shows it after the draw)
    state.apply(game.parse_action("draw pile"))
    after = state.observation(state.current_player)
    legal = {str(a) for a in state.legal_actions()}
    assert f"discard {pile['discard']}" in legal
    state.apply(game.parse_action(f"discard {pile['discard']}"))
    view = View(state.observation(obs["seat"]))
    assert limit_of(view.hand, view.pier_colour) == pile["limit"], (pile, after["hand"])


def test_a_drawn_card_that_must_stay_is_not_named_as_the_discard() -> None:
    game, state = _draw_where_the_card_is_its_own_best_discard(
        {"discard_drawn_card": False}, "pier"
    )
    obs = state.observation(state.current_player)
    d = cors_coach.details(game, obs, state.legal_actions(), [])
    for s in d["sources"]:
        if s["source"] in ("pile", "pier") and s.get("discard"):
            assert s["discard"] != s["card"], s


def _last_cards(rules: dict[str, Any]) -> tuple[Any, Any]:
    """A draw with one card left in the stock and one on the pier (the rest parked in a
    penalty pile, where no hand or source shows them)."""
    game = corsairs.load_game("corsairs", players=2, **rules)
    d = game.new_state(seed=5).to_dict()
    d["penalty"][0] = d["stock"][:-1] + d["pier"][1:]
    d["stock"], d["pier"] = d["stock"][-1:], d["pier"][:1]
    return game, game.state_from_dict(d)


def test_the_last_cards_warnings_follow_the_tables_rules() -> None:
    """With ``last_stock_card_forces_sail=false`` and ``last_pier_card_annuls=false`` the
    draw hint still said "the last stock card: you would have to set sail" and "K8 is the
    last pier card: taking it annuls the round", neither true at that table: the pier card
    then gets its limit like any other (the pier keeps the colour of its last card)."""
    from corsairs.coach import hint
    from corsairs.coach.words import hint_lines

    off = {"last_stock_card_forces_sail": False, "last_pier_card_annuls": False}
    for rules, warned in (({}, True), (off, False)):
        game, state = _last_cards(rules)
        obs = state.observation(0)
        h = hint(game, obs, state.legal_actions(), samples=4)
        by = {s["source"]: s for s in h.details["sources"]}
        assert by["stock"]["last_card"] is warned and by["pier"]["annuls"] is warned, rules
        said = "\n".join(hint_lines(h, ["You", "Bo"]))
        assert ("set sail" in said) is warned and ("annuls" in said) is warned, said
        if not warned:
            pier = by["pier"]
            after = state.clone()
            after.apply(game.parse_action("draw pier"))
            assert f"discard {pier['discard']}" in {str(a) for a in after.legal_actions()}
            after.apply(game.parse_action(f"discard {pier['discard']}"))
            seen = after.observation(0)
            assert limit_of(View(seen).hand, View(seen).pier_colour) == pier["limit"]
            assert pier["pier_colour_kept"] and pier["pier_colour_after"] == seen["pier_colour"]
