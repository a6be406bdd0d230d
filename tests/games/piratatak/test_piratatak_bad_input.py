"""Bad input: illegal actions, corrupt saves and bad options get clear errors and change nothing."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

import corsairs
from corsairs.games.piratatak.actions import BUY, GIVE, Action
from corsairs.games.piratatak.positions import position as build
from corsairs.games.piratatak.positions import seat_table as table
from corsairs.games.piratatak.state import PiratatakState


def midgame(seed: int = 5, steps: int = 40) -> PiratatakState:
    state = corsairs.load_game("piratatak", players=3).new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert isinstance(state, PiratatakState)
    return state


@pytest.mark.parametrize(
    "action",
    [
        "stop",
        "cannon",
        "pass",
        "give R1",
        "buy R1 from 1",
        Action(BUY, 99, 1),
        Action(BUY, 0, 9),
        Action(GIVE, 1 << 30, 0),
        Action(9),
        "draw-me",
        17,
        None,
    ],
)
def test_illegal_action_raises_and_changes_nothing(action: Any) -> None:
    state = build(tables=[table(), table(spares=["R1"]), table()], top=["gold"])
    before = json.dumps(state.to_dict(), sort_keys=True)
    with pytest.raises(corsairs.IllegalAction):
        state.apply(action)
    assert json.dumps(state.to_dict(), sort_keys=True) == before
    if not isinstance(action, str):
        assert not state.is_legal(action)


def test_give_with_cards_not_held_is_refused() -> None:
    state = build(tables=[table("red", ["R1", "R2"], gold=2), table(), table()], top=["pirate"])
    state.apply("draw")
    before = state.to_dict()
    for bad, why in [
        ("give R1 R2 Y1", "do not hold Y1"),
        ("give R1 gold gold gold", "only 2"),
        ("give R1 R2", "exactly 3"),
        ("draw", "give back"),
        ("stop", "give back"),
        ("cannon", "no cannon"),
    ]:
        with pytest.raises(corsairs.IllegalAction, match=why):
            state.apply(bad)
        assert state.to_dict() == before


def test_give_with_negative_coins_is_refused() -> None:
    state = build(
        tables=[table("red", ["R1", "R2"], ["Y1", "Y2"], gold=2), table(), table()], top=["pirate"]
    )
    state.apply("draw")
    before = state.to_dict()
    sneaky = Action(GIVE, 0b11000011, -1)  # R1 R2 Y1 Y2 and minus one coin: "3 cards"
    assert not state.is_legal(sneaky)
    with pytest.raises(corsairs.IllegalAction, match="negative"):
        state.apply(sneaky)
    assert state.to_dict() == before


def test_drawing_phase_refuses_buying() -> None:
    state = build(
        tables=[table("red", ["R1"], gold=3), table(spares=["R2"]), table()], top=["gold"]
    )
    state.apply("draw")
    with pytest.raises(corsairs.IllegalAction, match="draw again"):
        state.apply("buy R2 from 1")


@pytest.mark.parametrize(
    ("options", "why"),
    [
        ({"colour": "red"}, "unknown rule option 'colour'"),
        ({"purchase_price": "3"}, "must be a whole number"),
        ({"purchase_price": 0}, "purchase_price"),
        ({"pirate_loss": -1}, "pirate_loss"),
        ({"cannon_optional": 1}, "must be true or false"),
        ({"coins_to": "bank"}, "coins_to"),
        ({"reshuffle": "never"}, "reshuffle"),
        ({"turn_limit": 0}, "turn_limit"),
        ({"limit_winners": "all"}, "limit_winners"),
        ({"first_player": 3}, "first_player"),
    ],
)
def test_bad_options(options: dict[str, Any], why: str) -> None:
    with pytest.raises(corsairs.BadOption, match=why):
        corsairs.load_game("piratatak", players=3, **options)


@pytest.mark.parametrize("players", [1, 5, "3", True])
def test_bad_player_counts(players: Any) -> None:
    with pytest.raises(corsairs.BadOption):
        corsairs.load_game("piratatak", players=players)


def test_bad_seed_and_seat() -> None:
    game = corsairs.load_game("piratatak", players=2)
    with pytest.raises(corsairs.BadOption, match="seed"):
        game.new_state(seed="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seat"):
        game.new_state(seed=1).observation(2)


def _set(d: dict[str, Any], path: str, value: Any) -> None:
    keys = path.split(".")
    for k in keys[:-1]:
        d = d[int(k)] if isinstance(d, list) else d[k]
    last = keys[-1]
    if isinstance(d, list):
        d[int(last)] = value
    elif value is KeyError:
        del d[last]
    else:
        d[last] = value


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        ("game", "corsairs", "game"),
        ("players", 4, "players"),
        ("rules.purchase_price", 2, "rules"),
        ("seed", "x", "seed"),
        ("seed", KeyError, "seed"),
        ("stock", "R1", "stock"),
        ("stock.0", "Z9", "stock"),
        ("stock", [], "stock"),
        ("discard", ["pirate"], "discard"),
        ("tables", [], "tables"),
        ("tables.0.colour", "purple", "colour"),
        ("tables.0.gold", -1, "gold"),
        ("tables.0.gold", True, "gold"),
        ("tables.0.boat", ["R1", "R1"], "named twice"),
        ("tables.0.boat", ["gold"], "not a boat card"),
        ("tables.0.cannons", "2", "cannons"),
        ("phase", "dancing", "phase"),
        ("phase", "over", "ended_by"),
        ("current", 7, "current"),
        ("first_player", None, "first_player"),
        ("turn", 0, "turn"),
        ("counts", {}, "counts"),
        ("counts.draws", -3, "counts.draws"),
        ("winners", [9], "winners"),
        ("ended_by", "boredom", "ended_by"),
        ("last_turn", 3, "last_turn"),
        ("turn_events", [1], "turn_events"),
        ("reshuffles", -1, "reshuffles"),
    ],
)
def test_corrupt_save_names_the_field(path: str, value: Any, field: str) -> None:
    state = midgame()
    data = copy.deepcopy(state.to_dict())
    _set(data, path, value)
    with pytest.raises(corsairs.CorruptState, match=field):
        state.game.state_from_dict(data)


def test_corrupt_boat_colours() -> None:
    state = build(tables=[table("red", ["R1"]), table("blue", ["B1"]), table()])
    data = state.to_dict()
    data["tables"][1]["colour"] = "red"
    with pytest.raises(corsairs.CorruptState, match="colour"):
        state.game.state_from_dict(data)
    data["tables"][1] = table("red", [])
    with pytest.raises(corsairs.CorruptState, match="boat"):
        state.game.state_from_dict(data)
    data["tables"][1] = table(None, ["B1"])
    with pytest.raises(corsairs.CorruptState, match="no colour"):
        state.game.state_from_dict(data)


def test_not_a_mapping() -> None:
    game = corsairs.load_game("piratatak", players=3)
    with pytest.raises(corsairs.CorruptState):
        game.state_from_dict([])  # type: ignore[arg-type]


def test_give_phase_needs_a_pirate() -> None:
    state = midgame()
    data = state.to_dict()
    data["phase"], data["drawn"] = "give", ["gold"]
    with pytest.raises(corsairs.CorruptState, match="pirate"):
        state.game.state_from_dict(data)


def test_determinize_refuses_other_input() -> None:
    game = corsairs.load_game("piratatak", players=3)
    with pytest.raises(corsairs.CorruptState):
        game.determinize({"game": "corsairs"}, random.Random(1))
    obs = game.new_state(seed=1).observation(0)
    del obs["tables"]
    with pytest.raises(corsairs.CorruptState, match="tables"):
        game.determinize(obs, random.Random(1))
    obs = game.new_state(seed=1).observation(0)
    obs["tables"][0]["gold"] = 30
    with pytest.raises(corsairs.CorruptState, match="more cards"):
        game.determinize(obs, random.Random(1))
