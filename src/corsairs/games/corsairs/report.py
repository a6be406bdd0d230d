"""Corsairs metrics for simulation reports, read from ``state.statistics()``.

``record`` turns one finished game into counts and histogram entries;
``sections`` says what the report shows. The simulation driver reaches this
module through ``Game.report_spec()`` and knows nothing about Corsairs.
"""

from __future__ import annotations

from typing import Any

from corsairs.lang import N_
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

SOURCES = (N_("stock"), N_("pile"), N_("pier"))  # keys, and the rows' labels
REASONS = ("pier", "turn_limit")
ENDINGS = ("sweep", "game_ends_at", "last_round", "max_rounds", "deck")
"""How a game ends, each finished game one (``game_ending``); keys of ``games.end.*``."""
COUNTED = "games.counted.endings"
"""Finished games whose endings (and rounds' endings) were counted: the ``since`` of the
figures that read them."""
ENDING_LABELS = (
    N_("sweep"),
    N_("penalty limit (game_ends_at)"),
    N_("last round (last_round_at)"),
    N_("round limit (max_rounds)"),
    N_("too few cards to deal again"),
)


def game_ending(statistics: dict[str, Any], rules: dict[str, Any]) -> str:
    """How a finished game ended, one of ``ENDINGS``, read from its rounds as the engine
    ends a game (``CorsairsState._settle``, ``_annul``, ``_next_deal``): a sweep that wins
    it; the penalty cards reaching ``game_ends_at`` (it stops at once); the last round,
    played once they reached ``last_round_at`` (a last round whose total also passes
    ``game_ends_at`` counts here: the game ended as the last round); the round limit
    (``max_rounds``); else a deck too short for another deal (``_deal_from``: the
    penalty cards leave the game, and a small deck of a house rule runs out). An annulled
    last round that counts as the last is the last round."""
    last = statistics["rounds"][-1]
    total = sum(int(p) for p in last["penalties"])
    limit = rules["max_rounds"]
    if last["annulled"] and rules["annulled_round_counts_as_last"]:
        if total >= rules["last_round_at"]:
            return "last_round"
    elif not last["annulled"]:
        if rules["sweep_wins"] and last["sweepers"]:
            return "sweep"
        if last["final_round"]:
            return "last_round"
        if total >= rules["game_ends_at"]:
            return "game_ends_at"
    if limit is not None and int(last["round"]) >= limit:
        return "max_rounds"
    return "deck"


def tied_for_fewest(statistics: dict[str, Any]) -> bool:
    """Two players or more ended with the fewest penalty cards (the game not won by a
    sweep): the rule option ``tie_break`` decides between them."""
    penalties = [int(p) for p in statistics["penalties"]]
    return penalties.count(min(penalties)) > 1


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
        tally.count("rounds.sailed", int(not r["forced"]))
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
    if rounds:
        # Counted for every finished game from the version that added these figures on
        # (``Figure.since``): an older tally.json has none, a run resumed across that
        # version fewer than its games, and neither shows them.
        tally.count(COUNTED)
        ending = game_ending(statistics, game.effective_rules())
        for way in ENDINGS:
            tally.count("games.end." + way, int(way == ending))
        tally.count("games.tied_fewest", int(ending != "sweep" and tied_for_fewest(statistics)))


def sections(game: Game) -> list[Section]:
    """What the Corsairs part of the report shows."""
    n = game.players
    units = share_units(n)
    return [
        Section(
            N_("Seat order"),
            (
                Rates(
                    "win_by_position",
                    N_("Win rate by playing position in the first round"),
                    note=N_(
                        "Position 0 plays first in round 1 (left of the first dealer); "
                        "ties share the win."
                    ),
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
            N_("Game and round length"),
            (
                Distribution(
                    "rounds_per_game",
                    N_("Rounds per game (annulled ones included)"),
                    hist="rounds_per_game",
                    xlabel=N_("rounds"),
                    note=N_("How many rounds a game lasted, annulled rounds included."),
                ),
                Rates(
                    "game_endings",
                    N_("How games end"),
                    note=N_(
                        "Sweep: somebody set sail or laid down with no stowaways, which wins "
                        "the game. Penalty limit: the penalty cards of all players together "
                        "reached the end of the game (game_ends_at), which stops it at once. "
                        "Last round: they had reached the last round (last_round_at) and it "
                        "was played. Round limit: the rounds a game may last (max_rounds) "
                        "were played. Too few cards: the penalty cards had left too few "
                        "for another deal (a small deck of a house rule)."
                    ),
                    series=tuple(
                        Series(label, "games.end." + way, "games")
                        for way, label in zip(ENDINGS, ENDING_LABELS, strict=True)
                    ),
                    since=COUNTED,
                    ways=True,
                ),
                Rates(
                    "tied_fewest",
                    N_("Games tied for the fewest penalty cards"),
                    note=N_(
                        "Games not won by a sweep that ended with two players or more tied "
                        "for the fewest penalty cards: by the rulebook they share the win; "
                        "the rule option tie_break=penalty_points gives it to the smallest "
                        "sum of penalty card numbers (still shared if that ties too)."
                    ),
                    series=(
                        Series(
                            N_("tied for the fewest penalty cards"), "games.tied_fewest", "games"
                        ),
                    ),
                    since=COUNTED,
                ),
                Distribution(
                    "turns_per_round",
                    N_("Turns per round"),
                    hist="turns_per_round",
                    xlabel=N_("turns (draws)"),
                    note=N_(
                        "A turn is one player's draw (from the stock, the discard pile or "
                        "the pier); a round runs from the deal until somebody sets sail or it is "
                        "annulled."
                    ),
                    turns_of="rounds",
                ),
                Distribution(
                    "turns_per_game",
                    N_("Turns per game"),
                    hist="turns_per_game",
                    xlabel=N_("turns (draws)"),
                    note=N_("Every turn of every round of the game, annulled rounds included."),
                ),
            ),
        ),
        Section(
            N_("Rounds that end unusually"),
            (
                Rates(
                    "round_events",
                    N_("Annulled rounds and forced sailings per 1,000 rounds"),
                    note=N_(
                        "Annulled: the last pier card was drawn (or the safeguard turn limit "
                        "was hit). Forced: the closer drew the last stock card."
                    ),
                    series=(
                        Series(N_("annulled"), "rounds.annulled", "rounds", nobody_wins=True),
                        Series(N_("annulled: pier emptied"), "rounds.annulled.pier", "rounds"),
                        Series(
                            N_("annulled: turn limit"),
                            "rounds.annulled.turn_limit",
                            "rounds",
                            safeguard=True,
                            safeguard_option="round_turn_limit",
                        ),
                        Series(N_("forced sailing"), "rounds.forced", "rounds"),
                    ),
                    per=1000,
                    unit=N_("per 1,000 rounds"),
                ),
                Shares(
                    "round_endings",
                    N_("How rounds end"),
                    note=N_(
                        "Every round ends one way: the closer set sail by choice, or was "
                        "forced to (he drew the last stock card), or the round was annulled "
                        "(the last pier card was drawn, or the safeguard turn limit was hit). "
                        "Shares of all rounds."
                    ),
                    categories=(
                        (N_("set sail by choice"), "rounds.sailed"),
                        (N_("forced sailing"), "rounds.forced"),
                        (N_("annulled: pier emptied"), "rounds.annulled.pier"),
                        (N_("annulled: turn limit"), "rounds.annulled.turn_limit"),
                    ),
                    since=COUNTED,
                    ways=True,
                ),
                Means(
                    "sweeps",
                    N_("Sweeps per 1,000 games"),
                    note=N_("Rounds in which somebody set sail or laid down with no stowaways."),
                    hists=((N_("sweeps"), "sweeps_per_game"),),
                    per=1000,
                    unit=N_("per 1,000 games"),
                    # a sweep that wins the game ends it: then at most one a game
                    at_most=1 if game.effective_rules()["sweep_wins"] else None,
                ),
            ),
        ),
        Section(
            N_("Setting sail"),
            (
                Distribution(
                    "closer_limit",
                    N_("The closer's limit when setting sail"),
                    hist="closer_limit",
                    xlabel=N_("limit (sum of stowaway numbers)"),
                    note=N_(
                        "The closer ends the round by setting sail; a limit is the sum of the "
                        "numbers of a hand's stowaways (the cards in neither the crew nor the "
                        "prisoners). The lower the closer's limit, the safer the sailing."
                    ),
                ),
                Rates(
                    "went_under",
                    N_("How often the closer goes under"),
                    note=N_(
                        "The closer goes under when an opponent's limit is equal or lower: "
                        "he then keeps his own stowaways and takes theirs as penalty cards. "
                        "Out of the rounds scored (annulled ones are not)."
                    ),
                    series=(
                        Series(N_("closer went under"), "rounds.went_under", "rounds.settled"),
                    ),
                ),
                RateByValue(
                    "went_under_by_limit",
                    N_("How often the closer goes under, by the closer's limit"),
                    events="closer_limit_under",
                    units="closer_limit",
                    xlabel=N_("closer's limit"),
                    width=5,
                    note=N_(
                        "The same, for the closers whose limit fell in each range of 5 "
                        "(0-4, 5-9, …): how the risk of setting sail grows with the limit."
                    ),
                ),
            ),
        ),
        Section(
            N_("Penalties and draws"),
            (
                Distribution(
                    "penalties_per_round",
                    N_("Penalty cards per settled round"),
                    hist="penalties_per_round",
                    xlabel=N_("penalty cards"),
                    note=N_("The penalty cards all players took in a scored round, together."),
                ),
                Shares(
                    "draw_sources",
                    N_("Where players draw from"),
                    note=N_(
                        "Every turn a player draws one card: from the stock (face down), the "
                        "discard pile or the pier. Shares of all draws."
                    ),
                    categories=tuple((src, "draws." + src) for src in SOURCES),
                ),
            ),
        ),
    ]
