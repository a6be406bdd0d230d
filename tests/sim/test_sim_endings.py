"""How Corsairs games end, in a simulation's report: the figure a designer reads when a
house rule moves the end of the game (``last_round_at``, ``game_ends_at``, ``max_rounds``,
``sweep_wins``) or settles its ties (``tie_break``)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from corsairs import load_game
from corsairs.games.corsairs.report import COUNTED, ENDINGS, game_ending, record, tied_for_fewest
from corsairs.protocol import BadOption
from corsairs.sim.report import compute
from corsairs.sim.run import make_spec, simulate
from corsairs.sim.tally import Tally

RULES = st.fixed_dictionaries(
    {
        "colours": st.integers(6, 8),
        "numbers": st.integers(5, 7),
        "hand_size": st.integers(2, 5),
        "last_round_at": st.integers(1, 12),
        "game_ends_at": st.integers(1, 16),
        "sweep_wins": st.booleans(),
        "annulled_round_counts_as_last": st.booleans(),
        "max_rounds": st.none() | st.integers(1, 4),
        "round_turn_limit": st.integers(1, 8),  # annulled rounds, some of them last ones
    }
)


@settings(max_examples=40, deadline=None)
@given(rules=RULES, players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_each_game_ends_one_way_the_engine_ended_it(
    rules: dict[str, Any], players: int, seed: int
) -> None:
    """The report reads a game's ending from its rounds; the engine's own flags, taken
    just before the move that ended the game, say the same: a sweep that wins, the last
    round (flagged once the penalty cards reached last_round_at; an annulled one only when
    it counts as the last), the penalty limit, else the round limit. One ending a game."""
    try:
        game = load_game("corsairs", players=players, **rules)
        state = game.new_state(seed=seed)
    except BadOption:
        assume(False)
    rng = random.Random(seed)
    final_before = False
    for _move in range(20_000):
        if state.current_player is None:
            break
        final_before = state.final_round  # type: ignore[attr-defined]
        state.apply(rng.choice(state.legal_actions()))
    assume(state.current_player is None)
    stats = state.statistics()
    last = stats["rounds"][-1]
    total = sum(last["penalties"])
    if not last["annulled"] and rules["sweep_wins"] and last["sweepers"]:
        expected = "sweep"
    elif final_before and (not last["annulled"] or rules["annulled_round_counts_as_last"]):
        expected = "last_round"
    elif not last["annulled"] and total >= rules["game_ends_at"]:
        expected = "game_ends_at"
    elif rules["max_rounds"] is not None and len(stats["rounds"]) == rules["max_rounds"]:
        expected = "max_rounds"
    else:  # the deck is too short for another deal
        expected = "deck"
        assert not state.hands[0] and not state.pier  # type: ignore[attr-defined]
    assert game_ending(stats, game.effective_rules()) == expected
    tally = Tally()
    record(tally, stats, game)
    assert [tally.get("games.end." + way) for way in ENDINGS].count(1) == 1
    assert sum(tally.get("games.end." + way) for way in ENDINGS) == 1 == tally.get(COUNTED)
    ways = ("rounds.sailed", "rounds.forced", "rounds.annulled.pier", "rounds.annulled.turn_limit")
    assert sum(tally.get(way) for way in ways) == tally.get("rounds")  # each round one way
    tied = expected != "sweep" and tied_for_fewest(stats)
    assert tally.get("games.tied_fewest") == int(tied)
    if tied and game.rules.tie_break == "share":  # type: ignore[attr-defined]
        assert len(state.winners()) > 1  # the rulebook shares it


def _figure(summary: dict[str, Any], key: str) -> dict[str, Any] | None:
    for sec in summary["sections"]:
        for fig in sec["figures"]:
            if fig["key"] == key:
                return fig  # type: ignore[no-any-return]
    return None


def test_the_report_says_how_games_end_and_an_older_tally_stays_as_it_was() -> None:
    """A designer moving the end of the game (``--compare game_ends_at=35``) had the
    game's length but not how its games ended: by a sweep, at the penalty limit or after
    the last round; nor how its rounds ended, as one split. The report's top now gives
    both for each rule set; a tally.json
    written before has no such counters, and its report is re-rendered without the
    figure, as it was, rather than with zeros."""
    base = make_spec("corsairs", 2, ["random"], 1).with_rules(
        {"colours": 6, "numbers": 6, "hand_size": 5, "last_round_at": 4, "game_ends_at": 8}
    )
    result = simulate([base, base.with_rules({"game_ends_at": 5})], 12, workers=0)
    summary = compute(result)
    assert _figure(summary, "tied_fewest") is not None
    for key, title in (("game_endings", "How games end: "), ("round_endings", "How rounds end: ")):
        endings = _figure(summary, key)
        assert endings is not None
        for i in range(2):
            total = sum(row["estimates"][i]["value"] for row in endings["rows"])
            assert abs(total - 1) < 1e-9  # every finished game (round) ends one way
        said = [h["text"] for h in summary["highlights"] if h["text"].startswith(title)]
        assert len(said) == 1 and "(base)" in said[0] and "(variant: game_ends_at=5)" in said[0]

    older = [
        Tally(
            counts={
                k: v
                for k, v in t.counts.items()
                if not k.startswith(("games.end.", "games.tied_fewest", "games.counted."))
                and "rounds.sailed" not in k
            },
            hists=t.hists,
        )
        for t in result.tallies
    ]
    mixed = []  # a run started before and resumed with this version: half its games counted
    for old, new in zip(older, result.tallies, strict=True):
        both = Tally()
        both.merge(old)
        both.merge(new)
        mixed.append(both)
    keys = [
        f["key"]
        for sec in compute(dataclasses.replace(result, tallies=mixed))["sections"]
        for f in sec["figures"]
    ]
    assert not {"game_endings", "tied_fewest", "round_endings"} & set(keys)
    again = compute(dataclasses.replace(result, tallies=older))
    for key in ("game_endings", "tied_fewest", "round_endings"):
        assert _figure(again, key) is None
    assert not any(h["text"].startswith("How ") for h in again["highlights"])
    kept = [f["key"] for sec in again["sections"] for f in sec["figures"]]
    assert kept == [
        f["key"]
        for sec in summary["sections"]
        for f in sec["figures"]
        if f["key"] not in ("game_endings", "tied_fewest", "round_endings")
    ]
