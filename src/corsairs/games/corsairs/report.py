"""Corsairs metrics for simulation reports, read from ``state.statistics()``.

``record`` turns one finished game into counts and histogram entries;
``sections`` says what the report shows. The simulation driver reaches this
module through ``Game.report_spec()`` and knows nothing about Corsairs.
"""

from __future__ import annotations

from typing import Any

from corsairs.protocol import Game
from corsairs.sim.figures import (
    Distribution,
    Means,
    RateByValue,
    Rates,
    Section,
    Series,
    Shares,
)
from corsairs.sim.tally import Tally, share_units

SOURCES = ("stock", "pile", "pier")
REASONS = ("pier", "turn_limit")


def record(tally: Tally, statistics: dict[str, Any], game: Game) -> None:
    """Add one finished game's figures to ``tally``."""
    n = game.players
    rounds: list[dict[str, Any]] = statistics["rounds"]
    tally.observe("rounds_per_game", len(rounds), top=100)
    tally.observe("turns_per_game", int(statistics["turns"]), top=2000)
    sweeps = 0
    for r in rounds:
        tally.count("rounds")
        tally.observe("turns_per_round", int(r["turns"]), top=600)
        for src in SOURCES:
            tally.count("draws." + src, int(r["draws"].get(src, 0)))
        if r["annulled"]:
            tally.count("rounds.annulled")
            tally.count("rounds.annulled." + str(r["reason"]))
            continue
        tally.count("rounds.settled")
        closer = int(r["closer"])
        limit = int(r["limits"][closer])
        tally.observe("closer_limit", limit, top=300)
        if r["went_under"]:
            tally.count("rounds.went_under")
            tally.observe("closer_limit_under", limit, top=300)
        if r["forced"]:
            tally.count("rounds.forced")
        tally.observe("penalties_per_round", sum(int(a) for a in r["added"]), top=110)
        if r["sweepers"]:
            sweeps += 1
            tally.count("rounds.sweep")
    tally.observe("sweeps_per_game", sweeps, top=50)
    winners: list[int] = statistics["winners"]
    if rounds and winners:
        # Position 0 is the first to play in the first round (left of the first dealer).
        first = (int(rounds[0]["dealer"]) + 1) % n
        unit = share_units(n) // len(winners)
        for w in winners:
            tally.count(f"win_position.{(w - first) % n}", unit)
    penalties: list[int] = statistics["penalties"]
    tally.observe("penalty_total_at_end", sum(penalties), top=110)


def sections(game: Game) -> list[Section]:
    """What the Corsairs part of the report shows."""
    n = game.players
    units = share_units(n)
    return [
        Section(
            "Seat order",
            (
                Rates(
                    "win_by_position",
                    "Win rate by playing position in the first round",
                    note="Position 0 plays first in round 1 (left of the first dealer); "
                    "ties share the win.",
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
            "Game and round length",
            (
                Distribution(
                    "rounds_per_game",
                    "Rounds per game (annulled ones included)",
                    hist="rounds_per_game",
                    xlabel="rounds",
                    note="How many rounds a game lasted, annulled rounds included.",
                ),
                Distribution(
                    "turns_per_round",
                    "Turns per round",
                    hist="turns_per_round",
                    xlabel="turns (draws)",
                    note="A turn is one player's draw (from the stock, the discard pile or "
                    "the pier); a round runs from the deal until somebody sets sail or it is "
                    "annulled.",
                    turns_of="rounds",
                ),
                Distribution(
                    "turns_per_game",
                    "Turns per game",
                    hist="turns_per_game",
                    xlabel="turns (draws)",
                    note="Every turn of every round of the game, annulled rounds included.",
                ),
            ),
        ),
        Section(
            "Rounds that end unusually",
            (
                Rates(
                    "round_events",
                    "Annulled rounds and forced sailings per 1,000 rounds",
                    note="Annulled: the last pier card was drawn (or the safeguard turn limit "
                    "was hit). Forced: the closer drew the last stock card.",
                    series=(
                        Series("annulled", "rounds.annulled", "rounds"),
                        Series("annulled: pier emptied", "rounds.annulled.pier", "rounds"),
                        Series(
                            "annulled: turn limit",
                            "rounds.annulled.turn_limit",
                            "rounds",
                            safeguard=True,
                            safeguard_option="round_turn_limit",
                        ),
                        Series("forced sailing", "rounds.forced", "rounds"),
                    ),
                    per=1000,
                    unit="per 1,000 rounds",
                ),
                Means(
                    "sweeps",
                    "Sweeps per 1,000 games",
                    note="Rounds in which somebody set sail or laid down with no stowaways.",
                    hists=(("sweeps", "sweeps_per_game"),),
                    per=1000,
                    unit="per 1,000 games",
                    # a sweep that wins the game ends it: then at most one a game
                    at_most=1 if game.effective_rules()["sweep_wins"] else None,
                ),
            ),
        ),
        Section(
            "Setting sail",
            (
                Distribution(
                    "closer_limit",
                    "The closer's limit when setting sail",
                    hist="closer_limit",
                    xlabel="limit (sum of stowaway numbers)",
                    note="The closer ends the round by setting sail; a limit is the sum of the "
                    "numbers of a hand's stowaways (the cards in neither the crew nor the "
                    "prisoners). The lower the closer's limit, the safer the sailing.",
                ),
                Rates(
                    "went_under",
                    "How often the closer goes under",
                    note="The closer goes under when an opponent's limit is equal or lower: "
                    "he then keeps his own stowaways and takes theirs as penalty cards. "
                    "Out of the rounds scored (annulled ones are not).",
                    series=(Series("closer went under", "rounds.went_under", "rounds.settled"),),
                ),
                RateByValue(
                    "went_under_by_limit",
                    "How often the closer goes under, by the closer's limit",
                    events="closer_limit_under",
                    units="closer_limit",
                    xlabel="closer's limit",
                    width=5,
                    note="The same, for the closers whose limit fell in each range of 5 "
                    "(0-4, 5-9, …): how the risk of setting sail grows with the limit.",
                ),
            ),
        ),
        Section(
            "Penalties and draws",
            (
                Distribution(
                    "penalties_per_round",
                    "Penalty cards per settled round",
                    hist="penalties_per_round",
                    xlabel="penalty cards",
                    note="The penalty cards all players took in a scored round, together.",
                ),
                Shares(
                    "draw_sources",
                    "Where players draw from",
                    note="Every turn a player draws one card: from the stock (face down), the "
                    "discard pile or the pier. Shares of all draws.",
                    categories=tuple((src, "draws." + src) for src in SOURCES),
                ),
            ),
        ),
    ]
