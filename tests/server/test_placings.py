"""Every player's place at the end, one rule per game (``State.placings``: the winners, then
the better score, then the game's tie-break; Piratatak's is gold, docs/piratatak.md) said by
every surface: the browser's result orders the seats in JavaScript (``placings`` in
web/games/*.js), the review page and the terminal ask the engine. Both run here on the same
finished games, so that the result dialog and the review never give one player two places."""

from __future__ import annotations

import json
import random
from typing import Any

from server_helpers import run_async
from web_i18n import in_node

import corsairs
from corsairs.protocol import ranked_places
from corsairs.server.store import Store
from corsairs.server.tables import Hub

# (game, players, rules): Piratatak's turn limit ends games with shared wins and nobody's
TABLES: list[tuple[str, int, dict[str, Any]]] = [
    ("corsairs", 4, {}),
    ("corsairs", 3, {}),
    ("piratatak", 4, {}),
    ("piratatak", 4, {"turn_limit": 6}),
    ("piratatak", 3, {"turn_limit": 5, "limit_winners": "nobody"}),
]


def _finished(game: str, players: int, rules: dict[str, Any], games: int) -> list[Any]:
    g = corsairs.load_game(game, players=players, **rules)
    rng = random.Random(38)
    out = []
    for seed in range(games):
        state = g.new_state(seed=seed)
        assert state.placings() == []  # no place while the game runs
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    return out


def _level_behind(tie_break: str) -> Any:
    """A finished 3-player Corsairs game whose two losers are level on penalty cards (2
    each) but not on their numbers (R2 R3 = 5, R9 R10 = 19): random play's games end by
    sweeps, with winners level at 0 and no such pair."""
    from corsairs.games.corsairs.cards import parse_mask

    state = _finished("corsairs", 3, {"tie_break": tie_break}, 1)[0]
    state.penalty = [parse_mask(["R1"]), parse_mask(["R9", "R10"]), parse_mask(["R2", "R3"])]
    state.win = [0]
    return state


def test_the_browsers_result_and_the_engine_place_every_player_alike() -> None:
    states = [s for game, n, rules in TABLES for s in _finished(game, n, rules, 8)]
    states += [_level_behind("share"), _level_behind("penalty_points")]
    # the rules as the page has them (the table's summary)
    seen = [
        {"game": s.game.name, "obs": s.observation(None), "rules": s.game.rules_dict()}
        for s in states
    ]
    shown = in_node(
        f"""const mods = {{ corsairs: await import("./games/corsairs.js"),
                           piratatak: await import("./games/piratatak.js") }};
        return {json.dumps(seen)}.map((x) => mods[x.game].placings(x.obs, x.rules).place);""",
        table=True,
    )
    engine = [s.placings() for s in states]
    assert shown == engine
    # the budget reaches what the rule decides: places shared, gold deciding, nobody winning
    assert any(len(set(p)) < len(p) for p in engine)
    assert any(
        s.tie_break() and s.placings() != ranked_places(s.winners(), s.scores(), False)
        for s in states
    )
    assert any(s.is_over() and not s.winners() for s in states)
    # Corsairs' house rule parts players level on penalty cards behind the winners too, as
    # it parts tied winners: the lower sum of numbers first (they shared the 2nd place)
    assert _level_behind("penalty_points").placings() == [1, 3, 2]
    assert _level_behind("share").placings() == [1, 2, 2]


def test_level_players_share_a_place_and_winners_share_the_win() -> None:
    assert ranked_places([0], [6, 3, 3, 1], False, [2, 1, 4, 0]) == [1, 3, 2, 4]
    assert ranked_places([0], [6, 3, 3, 1], False, [2, 2, 2, 5]) == [1, 2, 2, 4]
    assert ranked_places([0, 1], [4, 4, 2, 2], False, [0, 6, 1, 3]) == [1, 1, 4, 3]
    assert ranked_places([2], [19, 56, 0], True) == [2, 3, 1]


def test_the_tables_summary_gives_every_place_once_the_game_is_over() -> None:
    """The review page said "Final result: lost" to the player who came second: the summary
    it reads had the winners and the boat parts, not the gold that placed the others."""

    async def go() -> None:
        hub = Hub(Store("sqlite://"), bot_delay=0.0, bots_in_workers=False)
        room, _ = hub.create("piratatak", 4, [{"kind": "human"}] * 4, seed=5)
        assert room.summary()["places"] == []
        rng = random.Random(5)
        while not room.state.is_over():
            legal = room.state.legal_actions()
            room.act(room.state.current_player, room.seq, str(rng.choice(legal)))
        assert room.summary()["places"] == room.state.placings()
        hub.store.close()

    run_async(go())


def _final(places: list[int], winners: list[int], seat: int, lang: str) -> str:
    said: str = in_node(
        f"""const rv = await import("./i18n_review.js");
        return rv.finalResult({json.dumps(places)}, {json.dumps(winners)}, {seat});""",
        lang,
    )
    return said


def test_the_review_says_the_players_place() -> None:
    assert _final([1, 3, 2, 4], [0], 2, "en") == "2nd of 4"
    assert _final([1, 2, 2, 4], [0], 1, "en") == "2nd of 4, shared"
    assert _final([1, 3, 2, 4], [0], 1, "en") == "3rd of 4"
    assert _final([1, 1, 3], [0, 1], 1, "en") == "shared win"
    assert _final([1, 3, 2, 4], [0], 0, "en") == "won"
    assert _final([], [0], 1, "en") == "lost"  # a summary without places: as before
    assert _final([1, 2, 2, 4], [0], 2, "fr") == "2e ex æquo sur 4"
    assert _final([2, 1, 3], [], 1, "fr") == "1er sur 3"  # nobody won at the turn limit
    assert _final([1, 3, 2, 4], [0], 1, "it") == "3º posto su 4"
    assert _final([1, 3, 2, 4], [0], 3, "de") == "Platz 4 von 4"
