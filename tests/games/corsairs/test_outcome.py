"""What decided a finished game (the observation's ``decided``), said where the plain rule,
fewest penalty cards, does not: a sweep, a tie broken by a house rule, an end the house
rules moved. The browser's result dialog and the terminal word these same facts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import corsairs
from corsairs.agents import make_agent
from corsairs.games.corsairs.cards import mask_value, parse_mask
from corsairs.games.corsairs.terminal import render
from corsairs.protocol import State


def finished(
    stop: Callable[[State], bool], players: int = 3, bot: str = "greedy", **rules: Any
) -> State:
    """The first game of ``bot`` players (seeds 1, 2, …) whose end satisfies ``stop``."""
    game = corsairs.load_game("corsairs", players=players, **rules)
    for seed in range(1, 80):
        state = game.new_state(seed=seed)
        bots = [make_agent(bot, game, seed=seed + k) for k in range(players)]
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        if stop(state):
            return state
    raise AssertionError("no such game")


def tied(state: State) -> list[int]:
    counts = state.observation(None)["penalties"]
    return [s for s, c in enumerate(counts) if c == min(counts)]


def swept(state: State) -> bool:
    last = state.observation(None)["rounds"][-1]
    return not last["annulled"] and bool(last["sweepers"])


def plain_text(renderable: Any) -> str:
    from rich.console import Console

    console = Console(width=220, record=True)
    console.print(renderable)
    return console.export_text()


def test_a_tie_broken_by_the_sum_of_the_penalty_cards_says_so() -> None:
    """tie_break=penalty_points: two players end on as few penalty cards and one wins by the
    lower sum of their numbers; the dialog named the winner but not why the other lost."""
    state = finished(
        lambda s: len(tied(s)) > 1 and len(s.winners()) == 1 and not swept(s),
        tie_break="penalty_points",
        max_rounds=2,  # short games
    )
    obs = state.observation(0)
    seats = tied(state)
    points = [mask_value(parse_mask(obs["penalty_cards"][s])) for s in seats]
    assert obs["decided"][0] == (
        {
            "by": "penalty_points",
            "seats": seats,
            "cards": obs["penalties"][seats[0]],
            "points": points,
        }
    )
    assert obs["winners"] == [seats[points.index(min(points))]]
    said = plain_text(render(obs, ["Ann", "Bea", "Cid"]))
    names = ["Ann", "Bea", "Cid"]
    line = next(x for x in said.splitlines() if "lower sum" in x)
    for s, p in zip(seats, points, strict=True):
        assert f"{names[s]} ({p})" in line, said  # a bot's name may end in a number


def test_a_tie_the_sums_do_not_break_is_a_shared_win_and_says_so() -> None:
    """Tied on the fewest penalty cards and on their sums too (two players on none): the
    dialog read "the lower sum decides: Bot 2 0, Bot 3 0" beside two winners."""
    state = finished(
        lambda s: len(tied(s)) > 1 and len(s.winners()) == len(tied(s)) and not swept(s),
        bot="random",
        tie_break="penalty_points",
        max_rounds=1,
    )
    obs = state.observation(None)
    seats = tied(state)
    entry = obs["decided"][0]
    assert entry["by"] == "penalty_points_equal" and entry["seats"] == seats == obs["winners"]
    said = plain_text(render(obs, ["Ann", "Bea", "Cid"]))
    assert "they share the win" in said and "lower sum" in said, said


def test_a_plain_win_on_fewest_penalty_cards_needs_no_word() -> None:
    state = finished(lambda s: len(tied(s)) == 1 and not swept(s))
    assert state.observation(0)["decided"] == []
    assert "decided" not in plain_text(render(state.observation(0), ["Ann", "Bea", "Cid"]))


def test_nothing_is_decided_before_the_end() -> None:
    game = corsairs.load_game("corsairs", players=3)
    assert game.new_state(seed=1).observation(0)["decided"] is None


def test_a_sweep_wins_at_once_and_says_so() -> None:
    state = finished(swept, hand_size=6)  # short hands sweep sooner
    obs = state.observation(None)
    assert obs["decided"][0] == {"by": "sweep", "seats": obs["winners"]}
    assert "no stowaways" in plain_text(render(obs, ["Ann", "Bea", "Cid"]))


def test_an_end_the_house_rules_moved_is_told_with_the_rulebooks() -> None:
    state = finished(lambda s: not swept(s), game_ends_at=20, last_round_at=15)
    obs = state.observation(None)
    assert obs["total_penalties"] >= 15
    reason = obs["decided"][0]
    if obs["total_penalties"] >= 20:
        assert reason == {"by": "game_ends_at", "end": 20, "book": 45}
    else:
        assert reason == {"by": "last_round_at", "at": 15, "book": 35}
    assert "rulebook" in plain_text(render(obs, ["Ann", "Bea", "Cid"]))


def test_the_round_limit_variant_is_told() -> None:
    state = finished(lambda s: not swept(s), max_rounds=1)
    assert {"by": "max_rounds", "rounds": 1} in state.observation(None)["decided"]


def test_sweepers_who_lost_on_penalty_cards_are_told_why() -> None:
    """Two sweep in one round and the one with fewer penalty cards wins (the rulebook): the
    result named the winner's sweep and said nothing to the other sweeper."""

    def two_sweepers_apart(s: State) -> bool:
        obs = s.observation(None)
        sweepers = obs["rounds"][-1]["sweepers"]
        return swept(s) and len({obs["penalties"][k] for k in sweepers}) > 1

    state = finished(two_sweepers_apart, players=4, hand_size=6)
    obs = state.observation(None)
    sweepers = sorted(obs["rounds"][-1]["sweepers"])
    low = min(obs["penalties"][k] for k in sweepers)
    assert obs["decided"][0] == {"by": "sweep", "seats": obs["winners"]}
    assert {"by": "fewest_among_sweepers", "seats": sweepers, "cards": low} in obs["decided"]
    said = plain_text(render(obs, ["Ann", "Bea", "Cid", "Dan"]))
    assert "swept in the same round" in said and f"fewest penalty cards ({low})" in said
