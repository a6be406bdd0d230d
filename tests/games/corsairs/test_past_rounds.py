"""Past rounds in an observation: every way of reading them gives the reader's own copy."""

from __future__ import annotations

import copy
import json
import pickle
import random
from collections.abc import Callable
from typing import Any

import pytest

import corsairs
from corsairs.games.corsairs.past_rounds import PastRounds
from corsairs.games.corsairs.state import CorsairsState


def _state_with_rounds(n: int) -> Any:
    state = corsairs.load_game("corsairs", players=3).new_state(seed=4)
    assert isinstance(state, CorsairsState)
    rng = random.Random(4)
    while len(state.round_dicts()) < n and state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    assert len(state.round_dicts()) >= n
    return state


def _spoil(r: dict[str, Any]) -> None:
    r["penalties"][0] = 99
    r["crews"][0].clear()
    r["draws"]["stock"] = -1
    r["round"] = 0


READS: dict[str, Callable[[PastRounds], list[dict[str, Any]]]] = {
    "item": lambda v: [v[0], v[-1]],
    "slice": lambda v: v[:],
    "iteration": lambda v: [r for r in v],
    "list()": list,
    "reversed": lambda v: list(reversed(v)),
    "pop": lambda v: [v.pop()],
    "copy": lambda v: v.copy(),
    "v + []": lambda v: v + [],  # noqa: RUF005 (the concatenation is what is tested)
    "[] + v": lambda v: [] + v,  # noqa: RUF005
    "v * 1": lambda v: v * 1,
    "1 * v": lambda v: 1 * v,
    "copy.copy": lambda v: list(copy.copy(v)),
    "copy.deepcopy": lambda v: copy.deepcopy(v),
    "pickle": lambda v: pickle.loads(pickle.dumps(v)),
    "max key": lambda v: [max(v, key=lambda r: r["round"])],
}


@pytest.mark.parametrize("read", READS.values(), ids=READS.keys())
def test_no_read_of_past_rounds_reaches_the_states_own(
    read: Callable[[PastRounds], list[dict[str, Any]]],
) -> None:
    state = _state_with_rounds(2)
    before = json.dumps(state.to_dict(), sort_keys=True)
    shown = json.dumps(state.observation(1), sort_keys=True)
    for r in read(state.observation(1)["rounds"]):
        _spoil(r)
    assert json.dumps(state.to_dict(), sort_keys=True) == before
    assert json.dumps(state.observation(1), sort_keys=True) == shown


def test_sorting_past_rounds_hands_its_key_copies() -> None:
    state = _state_with_rounds(2)
    before = json.dumps(state.round_dicts(), sort_keys=True)
    view = state.observation(0)["rounds"]

    def spoiling(r: dict[str, Any]) -> int:
        _spoil(r)
        return 0

    view.sort(key=spoiling)
    assert json.dumps(state.round_dicts(), sort_keys=True) == before


def test_past_rounds_read_as_json_and_compare_as_the_summaries_they_are() -> None:
    state = _state_with_rounds(2)
    view = state.observation(2)["rounds"]
    assert view == state.round_dicts() and len(view) == len(state.round_dicts())
    assert json.loads(json.dumps(view)) == state.round_dicts()
