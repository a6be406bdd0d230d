"""Simulation metrics: ``report.record`` reads statistics() and ``sections`` shows them."""

from __future__ import annotations

import random

import corsairs
from corsairs.sim.tally import Tally


def test_report_counts_what_the_games_did() -> None:
    game = corsairs.load_game("piratatak", players=3)
    report = game.report_spec()
    tally = Tally()
    draws = purchases = 0
    wins_by_position = [0, 0, 0]
    for seed in range(30):
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        stats = state.statistics()
        draws += stats["draws"]
        purchases += stats["purchases"]
        for w in stats["winners"]:
            wins_by_position[(w - stats["first_player"]) % 3] += 6 // len(stats["winners"])
        report.record(tally, stats, game)
    assert tally.get("draws") == draws and tally.get("purchases") == purchases
    assert [tally.get(f"win_position.{p}") for p in range(3)] == wins_by_position
    assert tally.get("ended_by.boat") == 30
    assert tally.hist("turns_per_game").n == 30
    assert tally.hist("turns_per_game").total == tally.get("turns")
    for section in report.sections(game):
        for fig in section.figures:
            rows = fig.rows([tally], 0.95)
            assert rows, fig.key
