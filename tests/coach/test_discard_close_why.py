"""A Corsairs discard hint naming moves "about as good" says why, and what its figures
cannot tell: whole rounds played out judge them alike, so any will do; and, when one of them
keeps a lower limit than the move named first, that the limit is not the whole story (the
draw's ``against_limits`` says so; the discard said nothing beside a table whose lower limit
stood on another row than the advice)."""

from __future__ import annotations

from typing import Any

import corsairs
from corsairs.agents import make_agent
from corsairs.coach.hints import Hint, about_as_good, judged
from corsairs.coach.search import MoveValue
from corsairs.coach.words import hint_lines
from corsairs.games.corsairs import coach as cors_coach
from corsairs.games.corsairs.cards import CARD_TEXT, NUMBERS
from corsairs.games.corsairs.heuristic import View, limit_of

NOISY = (0.6, 0.3, 0.6, 0.3, 0.5, 0.4)
CLOSE = (0.59, 0.3, 0.6, 0.3, 0.5, 0.4)
"""0.2 ± 0.2 points below NOISY: about as good (surely under 5 points, ``grading.surely_small``);
(0.5, 0.4, 0.5, 0.4, 0.5, 0.4), 0.0 ± 3.7 below, is too close to call, and then no line says
any of them will do."""
FAR = (0.1, 0.0, 0.1, 0.0, 0.1, 0.0)
NAMES = {text: c for c, text in enumerate(CARD_TEXT)}


def _discard(tie: bool = False) -> tuple[Any, Any, str, str]:
    """Seat 0's first discard of a greedy 2-player game with two discards keeping different
    limits: the state, and the discards keeping the higher and the lower limit; ``tie``:
    one whose least limit is kept by two cards (the lower one named first)."""
    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=2)
    bots = [make_agent("greedy", game, seed=2 + k) for k in range(2)]
    while True:
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        if seat == 0 and obs["phase"] == "discard":
            view = View(obs)
            kept = {
                CARD_TEXT[c]: limit_of(view.hand & ~(1 << c), view.pier_colour)
                for c in range(NUMBERS * 10)
                if view.hand >> c & 1
            }
            low = min(kept, key=kept.__getitem__)
            high = max(kept, key=kept.__getitem__)
            ties = sorted(c for c in kept if kept[c] == kept[low])
            if kept[low] < kept[high] and (not tie or len(ties) > 1):
                return game, state, high, ties[0] if tie else low
        state.apply(bots[seat].choose(obs, state.legal_actions()))


def _hint(game: Any, state: Any, moves: list[MoveValue]) -> tuple[dict[str, Any], list[str]]:
    obs = state.observation(0)
    d = cors_coach.details(game, obs, state.legal_actions(), moves)
    rows = judged(moves)
    h = Hint("corsairs", 0, "discard", moves[0].text, rows, d, 256, close=about_as_good(rows))
    return d, hint_lines(h, ["You", "Bruno"])


def _mv(game: Any, text: str, values: tuple[float, ...]) -> MoveValue:
    return MoveValue(game.parse_action(text), text, values, (values[0], 0.0))


def test_a_move_about_as_good_with_a_lower_limit_is_said_to_be_the_limit_alone() -> None:
    game, state, high, low = _discard()
    moves = [
        _mv(game, f"discard {high}", NOISY),
        _mv(game, f"discard {low}", CLOSE),
        _mv(game, f"sail {low}", FAR),
    ]
    d, lines = _hint(game, state, moves)
    lower = d["lower_limit"]
    assert lower is not None and lower["action"] == f"discard {low}", d
    assert lower["limit"] < lower["against"]
    assert lines[0].startswith("About as good:"), lines
    assert lines[1] == (
        f"Discarding {low} keeps the lowest limit ({lower['limit']} against "
        f"{lower['against']}), but that is your limit alone: played out over whole rounds "
        "these moves come out the same, within the measurement error, so any of them will do"
    ), lines


def test_a_lowest_limit_kept_by_two_cards_names_both() -> None:
    """ "Discarding red 10 keeps the lowest limit (38 against 39)" beside a brown 10 that
    kept 38 too: a tie was told as a lone best."""
    game, state, high, low = _discard(tie=True)
    obs = state.observation(0)
    view = View(obs)
    other = next(
        CARD_TEXT[c]
        for c in range(NUMBERS * 10)
        if view.hand >> c & 1
        and CARD_TEXT[c] != low
        and limit_of(view.hand & ~(1 << c), view.pier_colour)
        == limit_of(view.hand & ~(1 << NAMES[low]), view.pier_colour)
    )
    moves = [
        _mv(game, f"discard {high}", NOISY),
        _mv(game, f"discard {low}", CLOSE),
        _mv(game, f"discard {other}", FAR),
    ]
    d, lines = _hint(game, state, moves)
    assert d["lower_limit"]["also"] == [other], d
    assert lines[1].startswith(f"Discarding {low} or {other} keeps the lowest limit ("), lines


def test_moves_about_as_good_are_said_to_be_any_of_them() -> None:
    game, state, high, low = _discard()
    moves = [
        _mv(game, f"discard {low}", NOISY),
        _mv(game, f"discard {high}", CLOSE),
        _mv(game, f"sail {low}", FAR),
    ]
    d, lines = _hint(game, state, moves)
    assert d["lower_limit"] is None, d  # the first named keeps the least limit
    assert lines[1].startswith("Any of them will do: played out over whole rounds"), lines


def test_moves_too_close_to_call_are_not_said_to_be_any_of_them() -> None:
    game, state, high, low = _discard()
    wide = (0.5, 0.4, 0.5, 0.4, 0.5, 0.4)
    moves = [_mv(game, f"discard {low}", NOISY), _mv(game, f"discard {high}", wide)]
    _, lines = _hint(game, state, moves)
    assert lines[0].startswith("Too close to call:"), lines
    assert not any("any of them" in line.lower() for line in lines), lines


def test_one_move_recommended_says_neither() -> None:
    game, state, high, low = _discard()
    moves = [_mv(game, f"discard {high}", NOISY), _mv(game, f"discard {low}", FAR)]
    d, lines = _hint(game, state, moves)
    assert d["lower_limit"] is None
    assert lines[0].startswith("Recommended:")
    assert not any("any of them" in line.lower() for line in lines), lines


def test_a_draw_source_about_as_good_with_a_lower_limit_says_so_too() -> None:
    """ "About as good: Take from the pier or take the discard", the pier outlined beside the
    pile's lower limit, and not a word why (the draw's own line is for a lower limit outside
    the moves named)."""
    from test_draw_hint_limits import _draw_position

    game, state = _draw_position()
    moves = [
        _mv(game, "draw pier", NOISY),
        _mv(game, "draw pile", CLOSE),
        _mv(game, "draw stock", FAR),
    ]
    d, lines = _hint(game, state, moves)
    assert d["lower_limit"] == {"action": "draw pile", "limit": 19, "against": 26}, d
    assert d["against_limits"] is False
    assert lines[-2] == (
        "Taking the discard gives the lowest limit (19 against 26), but that is your limit "
        "alone: played out over whole rounds these moves come out the same, within the "
        "measurement error, so any of them will do"
    ), lines
    moves[0], moves[1] = _mv(game, "draw pile", NOISY), _mv(game, "draw pier", CLOSE)
    d, lines = _hint(game, state, moves)
    assert d["lower_limit"] is None
    assert lines[-2].startswith("Any of them will do"), lines


def test_the_terminal_says_a_pile_card_discarded_again_changes_nothing() -> None:
    """ "pile: 36 with K11 (then discard K11)" read as a plan: take it to throw it back."""
    pile = {"source": "pile", "limit": 36, "card": "K11", "discard": "K11"}
    d = {"kind": "draw", "limit_now": 36, "sources": [pile], "against_limits": False}
    h = Hint("corsairs", 0, "draw", "draw stock", [{"action": "draw stock", "win": 0.5}], d, 64)
    lines = hint_lines(h, ["You", "Bruno"])
    assert (
        "  pile: 36 with K11, which would be your best discard at once: your hand stays as it is"
        in lines
    ), lines
