"""Give-backs named about as good each say what they leave of the boat: the line "Your boat:
3/6 → 2/6" was the first set's alone, said beside a second set that gives no boat part
(browser and terminal alike); sets that take as much of the boat keep one line."""

from __future__ import annotations

import json

import pytest
from web_i18n import in_node

from corsairs.agents import make_agent
from corsairs.coach import hint
from corsairs.coach.hints import Hint
from corsairs.coach.words import hint_lines
from corsairs.games.piratatak.actions import GIVE
from corsairs.registry import load_game

FIRST, SECOND, THIRD = "give R3 gold gold", "give gold gold gold", "give R3 gold Y2"
DETAILS = {
    "kind": "pirate",
    "cheapest_gives": [SECOND, FIRST],
    "cannon": False,
    "give": {"boat_parts": 1, "boat_of": 3, "spares": 0, "gold": 2},
    "gives": {
        FIRST: {"boat_parts": 1, "spares": 0, "gold": 2},
        SECOND: {"boat_parts": 0, "spares": 0, "gold": 3},
        THIRD: {"boat_parts": 1, "spares": 1, "gold": 1},
    },
    "can_stop": False,
}
MOVES = [
    {"action": m, "win": 0.4, "se": 0.02, "drop": d, "drop_se": 0.02, "grade": None}
    for m, d in ((FIRST, 0.0), (SECOND, 0.01), (THIRD, 0.02))
]

SAID = """const d = %s;
const h = await import("./hint.js");
const said = (close) => h.reasonLines({ recommended: "%s", close, details: d },
  { observation: {} }, ["you", "Bea"]);
return [said(["%s"]), said(["%s"]), said([])];"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_browser_says_each_give_backs_boat(lang: str) -> None:
    body = SAID % (json.dumps(DETAILS), FIRST, SECOND, THIRD)
    two, same, alone = in_node(body, lang, table=True)
    boat = [line for line in two if "3/6" in line]
    assert len(boat) == 2, two  # one line per set, each its own result
    assert "2/6" in boat[0] and "2/6" not in boat[1], boat
    # the same part of the boat either way: one line, as for the set alone
    assert [line for line in same if "3/6" in line] == [line for line in alone if "3/6" in line]
    assert len([line for line in alone if "3/6" in line]) == 1, alone


def test_the_terminal_says_each_give_backs_boat() -> None:
    def boat(close: list[str]) -> list[str]:
        h = Hint("piratatak", 0, "pirate", FIRST, MOVES, DETAILS, samples=8, close=close)
        return [line for line in hint_lines(h, ["you", "Bea"]) if "3/6" in line]

    two = boat([SECOND])
    assert two == [
        f"{FIRST}: your boat 3/6 -> 2/6",
        f"{SECOND}: your boat 3/6, no part given back",
    ], two
    assert boat([THIRD]) == boat([]) == ["Your boat: 3/6 -> 2/6"]


def test_a_hint_gives_what_each_judged_give_back_takes() -> None:
    """The coach's figures: every judged give-back with the boat parts, spares and gold it
    takes (a greedy 2-player game's first give-back with a choice)."""
    game = load_game("piratatak", players=2)
    for seed in range(1, 20):
        state = game.new_state(seed=seed)
        bots = [make_agent("greedy", game, seed=seed + k) for k in range(2)]
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            obs, legal = state.observation(seat), state.legal_actions()
            if sum(a.kind == GIVE for a in legal) > 1 and obs["tables"][seat]["boat"]:
                h = hint(game, obs, legal, samples=8)
                gives = h.details["gives"]
                judged = [m["action"] for m in h.moves if m["action"].startswith("give")]
                assert sorted(gives) == sorted(judged), (gives, judged)
                first = gives[h.recommended]
                assert first["boat_parts"] == h.details["give"]["boat_parts"]
                assert all(sum(g.values()) == 3 for g in gives.values()), gives
                return
            state.apply(bots[seat].choose(obs, legal))
    raise AssertionError("no give-back with a choice found")
