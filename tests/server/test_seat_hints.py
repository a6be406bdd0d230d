"""What the server adds to a seat's view: the lay-down choices (only to the seat to play,
best first, all legal) and the public game log (never a card someone could not see)."""

from __future__ import annotations

from typing import Any

from corsairs.agents import make_agent
from corsairs.games.corsairs.actions import parse_action
from corsairs.games.corsairs.lay_down import best_lay_down, best_partition_for, situation
from corsairs.registry import load_game
from corsairs.server.tables import PublicHistory, seat_hints


def test_lay_down_choices_go_to_the_seat_to_play_only() -> None:
    game = load_game("corsairs", players=3)
    state = game.new_state(seed=4)
    bots = [make_agent("greedy", game, seed=4 + i) for i in range(3)]
    seen = 0
    while not state.is_over():
        p = state.current_player
        assert p is not None
        obs = state.observation(p)
        for other in (None, *(s for s in range(3) if s != p)):
            assert seat_hints(game, state, other) == {}
        hints = seat_hints(game, state, p)
        if obs["phase"] in ("crew", "lay"):
            seen += 1
            choices = hints["lay_downs"]
            best = best_lay_down(**situation(obs)).to_dict()
            assert {k: v for k, v in choices[0].items() if k != "action"} == best
            assert all(state.is_legal(parse_action(c["action"])) for c in choices)
        elif obs["phase"] == "discard":
            preview = hints["sail_preview"]
            assert sorted(preview) == sorted(obs["hand"])
            card = obs["hand"][0]
            rest = [c for c in obs["hand"] if c != card]
            partition = best_partition_for(rest, obs["pier_colour"])
            assert preview[card] == {
                "limit": partition.limit,
                "count": partition.count,
                # which cards: "3 stowaways" did not say which would be penalty cards
                "stowaways": [str(c) for c in partition.cards()["stowaways"]],
            }
        else:
            assert hints == {}
        state.apply(bots[p].choose(obs, state.legal_actions()))
    assert seen >= 10


def test_piratatak_gets_no_hints() -> None:
    game = load_game("piratatak", players=2)
    state = game.new_state(seed=1)
    assert seat_hints(game, state, state.current_player) == {}


def _hidden(state_dict: dict[str, Any]) -> set[str]:
    """The cards nobody but their holder has seen: the stock, and hands less known cards."""
    cards = set(state_dict["stock"])
    for hand, known in zip(state_dict["hands"], state_dict["known"], strict=True):
        cards |= set(hand) - set(known)
    return cards


def test_the_game_log_never_names_a_hidden_card() -> None:
    game = load_game("corsairs", players=3)
    state = game.new_state(seed=2)
    bots = [make_agent("greedy", game, seed=2 + i) for i in range(3)]
    history = PublicHistory(game, 2)
    actions: list[str] = []
    stock_draws = 0
    while not state.is_over():
        p = state.current_player
        assert p is not None
        action = bots[p].choose(state.observation(p), state.legal_actions())
        state.apply(action)
        actions.append(str(action))
        hidden = _hidden(state.to_dict())
        new = [e for e in history.events(actions) if e["n"] == len(actions)]
        assert new and new[0]["seat"] == p
        for event in new:
            assert event.get("card") not in hidden, (event, actions[-1])
            if event.get("from") == "stock":
                stock_draws += 1
                assert "card" not in event
    assert stock_draws > 20
    rounds = [e for e in history.log if e["act"] == "round_end"]
    assert len(rounds) == len(state.observation(None)["rounds"])


def test_piratatak_log_lists_each_moves_events() -> None:
    game = load_game("piratatak", players=2)
    state = game.new_state(seed=1)
    bots = [make_agent("greedy", game, seed=1 + i) for i in range(2)]
    history = PublicHistory(game, 1)
    actions: list[str] = []
    while not state.is_over() and len(actions) < 80:
        p = state.current_player
        assert p is not None
        action = bots[p].choose(state.observation(p), state.legal_actions())
        state.apply(action)
        actions.append(str(action))
    log = history.events(actions)
    assert [e["action"] for e in log] == actions
    assert any(e["events"] for e in log)
