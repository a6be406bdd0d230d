"""Piratatak metrics for simulation reports, read from ``state.statistics()``.

``record`` turns one finished game into counts and histogram entries;
``sections`` says what the report shows. The simulation driver reaches this
module through ``Game.report_spec()`` and knows nothing about Piratatak.
"""

from __future__ import annotations

import math
from typing import Any

from corsairs.lang import N_
from corsairs.protocol import Game
from corsairs.sim.figures import Distribution, Means, Rates, Section, Series
from corsairs.sim.tally import Tally

PER_GAME = (
    ("draws", N_("Draws")),
    ("pirate_strikes", N_("Pirate strikes (no cannon)")),
    ("cannon_defences", N_("Cannon defences")),
    ("cards_given_back", N_("Cards given back to pirates")),
    ("purchases", N_("Purchases")),
    ("reshuffles", N_("Reshuffles of the discard pile")),
    ("boats_lost", N_("Boats lost to pirates")),
)


def share_units(players: int) -> int:
    """Win shares in 1/lcm(1..players) so that a k-way tie stays an integer."""
    return math.lcm(*range(1, players + 1))


def record(tally: Tally, statistics: dict[str, Any], game: Game) -> None:
    """Add one finished game's figures to ``tally``."""
    n = game.players
    turns = int(statistics["turns"])
    tally.observe("turns_per_game", turns, top=2000)
    for key, _ in PER_GAME:
        tally.observe(key + "_per_game", int(statistics[key]), top=2000)
    tally.count("turns", turns)
    tally.count("draws", int(statistics["draws"]))
    tally.count("pirates", int(statistics["pirate_strikes"]) + int(statistics["cannon_defences"]))
    tally.count("cannon_defences", int(statistics["cannon_defences"]))
    tally.count("purchases", int(statistics["purchases"]))
    tally.count("ended_by." + str(statistics["ended_by"]))
    parts: list[int] = statistics["boat_parts"]
    tally.observe("runner_up_parts", sorted(parts)[-2] if n > 1 else 0, top=7)
    winners: list[int] = statistics["winners"]
    if winners:
        first = int(statistics["first_player"])
        unit = share_units(n) // len(winners)
        for w in winners:
            tally.count(f"win_position.{(w - first) % n}", unit)


def sections(game: Game) -> list[Section]:
    """What the Piratatak part of the report shows."""
    n = game.players
    units = share_units(n)
    return [
        Section(
            N_("Turn order"),
            (
                Rates(
                    "win_by_position",
                    N_("Win rate by playing position"),
                    note=N_("Position 0 plays the first turn; ties share the win."),
                    fair_share=1 / n,
                    turn_order=True,
                    series=tuple(
                        Series(f"position {p}", f"win_position.{p}", "games", units)
                        for p in range(n)
                    ),
                ),
            ),
        ),
        Section(
            N_("Game length and endings"),
            (
                Distribution(
                    "turns_per_game",
                    N_("Turns per game"),
                    hist="turns_per_game",
                    xlabel=N_("turns"),
                    note=N_(
                        "Turns played until the game ended (a completed boat, or the "
                        "safeguard turn limit)."
                    ),
                    turns_of="games",
                ),
                Rates(
                    "endings",
                    N_("How games end"),
                    note=N_("A completed boat, or the safeguard turn limit (not in the rulebook)."),
                    series=(
                        Series(N_("completed boat"), "ended_by.boat", "games"),
                        Series(
                            N_("turn limit"),
                            "ended_by.turn_limit",
                            "games",
                            safeguard=True,
                            safeguard_option="turn_limit",
                        ),
                    ),
                ),
                Distribution(
                    "runner_up_parts",
                    N_("Boat parts of the best loser at the end"),
                    hist="runner_up_parts",
                    xlabel=N_("boat parts"),
                    note=N_(
                        "The boat parts of the player with the second most when the game "
                        "ended: the nearer to a whole boat, the closer the race."
                    ),
                ),
            ),
        ),
        Section(
            N_("Pirates, cannons and purchases"),
            (
                Means(
                    "per_game",
                    N_("Events per game"),
                    note=N_("How often each event happened in a game, on average."),
                    hists=tuple((label, key + "_per_game") for key, label in PER_GAME),
                ),
                Rates(
                    "draw_outcomes",
                    N_("Pirates per draw, cannons per pirate, purchases per turn"),
                    note=N_(
                        "Pirate drawn: the share of draws that were a pirate; met by a "
                        "cannon: the share of pirates a cannon fended off; turn spent buying: the "
                        "share of turns with a purchase."
                    ),
                    series=(
                        Series(N_("pirate drawn"), "pirates", "draws"),
                        Series(N_("pirate met by a cannon"), "cannon_defences", "pirates"),
                        Series(N_("turn spent buying"), "purchases", "turns"),
                    ),
                ),
            ),
        ),
    ]
