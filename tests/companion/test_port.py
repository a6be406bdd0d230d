"""The companion page's arithmetic (scoring.js) against the engine, on thousands of hands.

The engine decides what is correct: ``lay_down_choices``/``best_lay_down`` for the
best division, ``best_partition`` for the least limit, ``crew_problem`` and
``attach_problem`` for what is refused, ``settle_round`` for a round, and whole
engine games for the thresholds, annulled rounds, sweeps and the winner.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs.games.corsairs import Card, best_partition, lay_down_choices, settle_round
from corsairs.games.corsairs.cards import CARD_TEXT, COLOURS, NUMBERS, mask_text, parse_mask
from corsairs.games.corsairs.partition import attach_problem, crew_problem
from corsairs.games.corsairs.scoring import settle_masks
from corsairs.games.corsairs.state import CorsairsState

RunJs = Callable[[list[dict[str, Any]]], list[Any]]

# Rulebook, diagram 2 (as in tests/games/corsairs/test_partition.py): blue prisoners,
# orange 1 2 7 8 and violet 3 10 in the crew, violet 2, grey 2 and green 1 stowed: limit 5.
FIGURE2 = ["B4", "B5", "B11", "O1", "O2", "O7", "O8", "V3", "V10", "V2", "A2", "G1"]


def _hand(rng: random.Random, deck: list[int], size: int) -> list[str]:
    return [CARD_TEXT[c] for c in rng.sample(deck, size)]


def _few_colour_situation(rng: random.Random) -> dict[str, Any]:
    """Hands of three or four colours, so that they share colours with the closer's crew."""
    colours = rng.sample(range(10), rng.choice((3, 4)))
    deck = [c * NUMBERS + n for c in colours for n in range(NUMBERS)]
    cards = rng.sample(deck, 12)
    pier = rng.choice([*colours, rng.choice([c for c in range(10) if c not in colours])])
    left = [c for c in deck if c not in cards and c // NUMBERS != pier]
    crew_cols = [c for c in rng.sample(colours, rng.randint(0, 2)) if c != pier]
    crew, used = [], 0
    for c in rng.sample(left, len(left)):
        if c // NUMBERS in crew_cols and not used >> (c % NUMBERS) & 1 and rng.random() < 0.6:
            crew.append(c)
            used |= 1 << (c % NUMBERS)
    return {
        "hand": [CARD_TEXT[c] for c in cards],
        "pier": COLOURS[pier],
        "closer_crew": [CARD_TEXT[c] for c in sorted(crew)],
        "closer_limit": rng.randint(0, 45),
    }


def _table_situation(rng: random.Random) -> dict[str, Any]:
    """Two hands from one deck: the closer's best crew and limit, then an opponent's hand."""
    deck = list(range(110))
    rng.shuffle(deck)
    closer, hand = deck[:12], deck[12:24]
    pier = rng.randrange(10)
    best = best_partition([CARD_TEXT[c] for c in closer], COLOURS[pier])
    return {
        "hand": [CARD_TEXT[c] for c in hand],
        "pier": COLOURS[pier],
        "closer_crew": [str(c) for c in best.crew],
        "closer_limit": best.limit + rng.choice((-3, 0, 0, 5, 20)),
    }


def _engine_choices(case: dict[str, Any]) -> list[dict[str, Any]]:
    crew = case.get("closer_crew")
    return [
        d.to_dict()
        for d in lay_down_choices(
            parse_mask(case["hand"]),
            COLOURS.index(case["pier"]),
            None if crew is None else parse_mask(crew),
            case.get("closer_limit"),
        )
    ]


def _sorted(d: dict[str, Any]) -> dict[str, Any]:
    return {k: sorted(v) if isinstance(v, list) else v for k, v in d.items()}


def test_figure_2_of_the_rulebook(run_js: RunJs) -> None:
    [choices] = run_js([{"op": "choices", "hand": FIGURE2, "pier": "blue"}])
    best = choices[0]
    assert best["limit"] == 5
    assert sorted(best["stowaways"]) == ["A2", "G1", "V2"]
    assert sorted(best["prisoners"]) == ["B11", "B4", "B5"]
    engine = best_partition(FIGURE2, "blue")
    assert best["limit"] == engine.limit
    assert sorted(best["crew"]) == sorted(str(c) for c in engine.crew)


def test_the_closers_choices_match_the_engine_on_2000_hands(run_js: RunJs) -> None:
    rng = random.Random(24)
    cases: list[dict[str, Any]] = []
    for _ in range(2000):
        cases.append(
            {
                "op": "choices",
                "hand": _hand(rng, list(range(110)), 12),
                "pier": COLOURS[rng.randrange(10)],
            }
        )
    answers = run_js(cases)
    for case, got in zip(cases, answers, strict=True):
        want = _engine_choices(case)
        assert [_sorted(d) for d in got] == [_sorted(d) for d in want], case
        # The best division has the engine's least limit (best_partition).
        assert got[0]["limit"] == best_partition(case["hand"], case["pier"]).limit


def test_an_opponents_choices_match_the_engine_on_4000_hands(run_js: RunJs) -> None:
    rng = random.Random(2024)
    cases = [
        {"op": "choices", **(_few_colour_situation(rng) if i % 2 else _table_situation(rng))}
        for i in range(4000)
    ]
    answers = run_js(cases)
    outcomes = set()
    for case, got in zip(cases, answers, strict=True):
        want = _engine_choices(case)
        assert [_sorted(d) for d in got] == [_sorted(d) for d in want], case
        outcomes.add(got[0]["outcome"])
    assert outcomes == {"sweep", "sends_under", "keeps"}  # the sample covers every case


def test_refusals_match_the_engines_rules(run_js: RunJs) -> None:
    rng = random.Random(7)
    cases: list[dict[str, Any]] = []
    for _ in range(3000):
        colours = rng.sample(range(10), 3)
        deck = [c * NUMBERS + n for c in colours for n in range(NUMBERS)]
        cards = rng.sample(deck, 12)
        crew, att, closer = cards[:4], cards[4:7], cards[7:11]
        cases.append(
            {
                "op": "problems",
                "crew": [CARD_TEXT[c] for c in crew],
                "pier": COLOURS[rng.choice([*colours, 9])],
                "attached": [CARD_TEXT[c] for c in att],
                "closer_crew": [CARD_TEXT[c] for c in closer],
            }
        )
    answers = run_js(cases)
    kinds = set()
    for case, got in zip(cases, answers, strict=True):
        crew_want = crew_problem(parse_mask(case["crew"]), COLOURS.index(case["pier"]))
        assert (got["crew"] is None) == (crew_want is None), (case, got, crew_want)
        att_want = attach_problem(parse_mask(case["attached"]), parse_mask(case["closer_crew"]))
        assert (got["attach"] is None) == (att_want is None), (case, got, att_want)
        for p in (got["crew"], got["attach"]):
            if p:
                kinds.add(p["reason"])
    assert {"crew_colours", "crew_numbers", "crew_pier", "attach_colour", "attach_blocked"} <= kinds


def test_settlements_match_settle_round_on_2000_rounds(run_js: RunJs) -> None:
    rng = random.Random(45)
    cases: list[dict[str, Any]] = []
    for _ in range(2000):
        players = rng.randint(2, 4)
        deck = list(range(110))
        rng.shuffle(deck)
        stowaways = []
        for _seat in range(players):
            k = rng.choice((0, 1, 2, 3, 4, 6))
            stowaways.append([CARD_TEXT[deck.pop()] for _ in range(k)])
        cases.append(
            {
                "op": "settle",
                "closer": rng.randrange(players),
                "stowaways": stowaways,
                "penalties": [rng.randint(0, 20) for _ in range(players)],
            }
        )
    answers = run_js(cases)
    for case, got in zip(cases, answers, strict=True):
        want = settle_round(case["closer"], case["stowaways"], case["penalties"])
        assert got["penalties"] == list(want.penalties)
        assert got["limits"] == list(want.limits)
        assert got["sent_under_by"] == list(want.sent_under_by)
        assert got["sweepers"] == list(want.sweepers)
        assert got["winners"] == list(want.winners)
        assert sorted(got["returned"]) == sorted(str(c) for c in want.returned_to_deck)


def test_a_round_entered_by_its_figures_settles_as_by_its_cards(run_js: RunJs) -> None:
    """A table that enters only each player's limit and number of stowaways (no cards):
    the same penalties, closer sent under, sweeps and winners as settle_round on the cards."""
    rng = random.Random(46)
    cases: list[dict[str, Any]] = []
    for _ in range(2000):
        players = rng.randint(2, 4)
        pier = rng.randrange(10)  # its colour is never stowed: the stowaways hold nine
        deck = [c for c in range(110) if c // 11 != pier]
        rng.shuffle(deck)
        stowaways = [
            [CARD_TEXT[deck.pop()] for _ in range(rng.choice((0, 1, 2, 3, 4, 6, 12)))]
            for _seat in range(players)
        ]
        cases.append(
            {
                "op": "settle_figures",
                "closer": rng.randrange(players),
                "stowaways": stowaways,
                "limits": [sum(Card.parse(c).number for c in s) for s in stowaways],
                "counts": [len(s) for s in stowaways],
                "penalties": [rng.randint(0, 20) for _ in range(players)],
            }
        )
    answers = run_js(cases)
    for case, got in zip(cases, answers, strict=True):
        want = settle_round(case["closer"], case["stowaways"], case["penalties"])
        assert got["penalties"] == list(want.penalties)
        assert got["sent_under_by"] == list(want.sent_under_by)
        assert got["sweepers"] == list(want.sweepers)
        assert got["winners"] == list(want.winners)
        assert got["problems"] == [None] * len(case["counts"])  # real cards: possible figures


def test_impossible_figures_are_refused_with_the_reason(run_js: RunJs) -> None:
    """No stowaways but a limit, a limit below or above what that many stowaways can add up
    to (nine colours can be stowed, the pier's are prisoners: nine 1s, then 2s; nine 11s,
    then 10s), more than a hand, not a whole number: each is refused, with the range."""
    figures = [(5, 0), (0, 3), (40, 3), (9, 10), (30, 13), (130, 12), (-1, 1), (1.5, 1)]
    [got] = run_js(
        [{"op": "settle_figures", "closer": 0, "limits": [f[0] for f in figures],
          "counts": [f[1] for f in figures], "penalties": [0] * len(figures)}]
    )  # fmt: skip
    assert [p and p["reason"] for p in got["problems"]] == [
        "none_stowed",
        "too_low",
        "too_high",
        "too_low",
        "more_than_a_hand",
        "too_high",
        "not_a_number",
        "not_a_number",
    ]
    assert got["problems"][2] == {"reason": "too_high", "min": 3, "max": 33}
    assert got["problems"][3] == {"reason": "too_low", "min": 11, "max": 109}
    # a file's round entered so is checked the same way before it is imported
    base = {"players": ["Anna", "Bruno"], "firstDealer": 0}
    fine = {**base, "rounds": [{"quick": True, "closer": 0, "limits": [3, 12], "counts": [2, 3]}]}
    wrong = {**base, "rounds": [{"quick": True, "closer": 0, "limits": [3, 40], "counts": [2, 3]}]}
    ok, refused = run_js([{"op": "check", "game": g} for g in (fine, wrong)])
    assert ok["ok"]["rounds"] == fine["rounds"]
    assert refused["error"] == "round 1: figures of Bruno"


def test_whole_engine_games_end_as_the_engine_says(run_js: RunJs) -> None:
    """Engine games entered round by round: totals, 35 and 45, annulled rounds, the winner."""
    rng = random.Random(3)
    cases: list[dict[str, Any]] = []
    engines: list[tuple[CorsairsState, dict[str, Any]]] = []
    for seed in range(60):
        players = 2 + seed % 3
        game = corsairs.load_game("corsairs", players=players)
        state = game.new_state(seed=seed)
        assert isinstance(state, CorsairsState)
        while not state.is_over():  # random play that often takes from the pier and rarely sails
            acts = state.legal_actions()
            names = [str(a) for a in acts]
            discards = [a for a in acts if str(a).startswith("discard")]
            laying = [a for a in acts if str(a).startswith(("crew", "attach"))]
            if "draw pier" in names and rng.random() < 0.3:
                state.apply("draw pier")
            elif discards and rng.random() < 0.9:
                state.apply(rng.choice(discards))
            else:
                state.apply(rng.choice(laying or acts))
        rounds = []
        obs = state.observation(None)
        for r in obs["rounds"]:
            if r["annulled"]:
                rounds.append({"annulled": True})
            else:
                rounds.append({"closer": r["closer"], "stowaways": r["stowaways"]})
        first = obs["rounds"][0]["dealer"]
        cases.append(
            {
                "op": "standing",
                "game": {
                    "version": 1,
                    "players": ["x"] * players,
                    "firstDealer": first,
                    "rounds": rounds,
                },
            }
        )
        engines.append((state, obs))
    answers = run_js(cases)
    annulled = last_rounds = 0
    for (state, obs), got in zip(engines, answers, strict=True):
        assert got["over"]
        assert got["penalties"] == list(state.penalties())
        assert sorted(got["winners"]) == sorted(state.winners())
        # what ended it, which the page says with the winner: a sweep, 45, or the last round
        last = obs["rounds"][-1]
        ending = (
            "sweep"
            if last["sweepers"]
            else "last_round"  # played as the last one, whether or not it passed 45
            if last["final_round"]
            else "ends_at"
        )
        assert (got["ending"], got["end_round"]) == (ending, len(obs["rounds"]))
        annulled += sum(r["annulled"] for r in obs["rounds"])
        last_rounds += any(r.get("final_round") for r in obs["rounds"])
    assert annulled and last_rounds  # the sample holds annulled rounds and games ended by 35


def test_a_sweep_ends_the_game_with_the_fewest_penalty_cards_winning(run_js: RunJs) -> None:
    """Sweeps are rare in random play: a game built by hand, checked with settle_round."""
    rounds: list[dict[str, Any]] = [
        {"closer": 0, "stowaways": [["R1", "R2"], ["O5"], ["Y1", "Y2", "Y3"]]},
        {"annulled": True},
        {"closer": 1, "stowaways": [[], ["G1"], []]},  # seats 0 and 2 sweep
    ]
    [got] = run_js(
        [
            {
                "op": "standing",
                "game": {
                    "version": 1,
                    "players": ["a", "b", "c"],
                    "firstDealer": 2,
                    "rounds": rounds,
                },
            }
        ]
    )
    first = settle_round(0, rounds[0]["stowaways"], [0, 0, 0])
    second = settle_round(1, rounds[2]["stowaways"], list(first.penalties))
    assert got["penalties"] == list(second.penalties)
    assert got["over"] and got["winners"] == list(second.winners)
    assert (got["ending"], got["end_round"]) == ("sweep", 3)


def test_card_notation_matches() -> None:
    assert str(Card("orange", 9)) == "O9" and mask_text(parse_mask(["K11", "O9"])) == ["O9", "K11"]


def test_an_imported_game_is_checked_before_it_replaces_anything(run_js: RunJs) -> None:
    good = {
        "players": ["Anna", "Bruno"],
        "firstDealer": 1,
        "rounds": [{"annulled": True}, {"closer": 0, "stowaways": [["o9", "R1"], []]}],
    }
    bad = [
        {**good, "players": ["Anna"]},
        {**good, "players": ["Anna", "anna"]},
        {**good, "firstDealer": 2},
        {**good, "rounds": [{"closer": 2, "stowaways": [[], []]}]},
        {**good, "rounds": [{"closer": 0, "stowaways": [["R1"], ["R1"]]}]},
        {**good, "rounds": [{"closer": 0, "stowaways": [["Z4"], []]}]},
        {**good, "rounds": [{"closer": 0, "stowaways": [["R1"]]}]},
        [],
    ]
    answers = run_js([{"op": "check", "game": g} for g in [good, *bad]])
    assert answers[0]["ok"]["rounds"][1]["stowaways"] == [["O9", "R1"], []]
    assert all("error" in a for a in answers[1:]), answers


@st.composite
def _rounds(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.integers(2, 4))
    cards = draw(st.lists(st.sampled_from(CARD_TEXT), unique=True, max_size=24))
    cuts = sorted(
        draw(st.lists(st.integers(0, len(cards)), min_size=players - 1, max_size=players - 1))
    )
    bounds = [0, *cuts, len(cards)]
    return {
        "op": "settle",
        "closer": draw(st.integers(0, players - 1)),
        "stowaways": [cards[bounds[i] : bounds[i + 1]] for i in range(players)],
        "penalties": draw(st.lists(st.integers(0, 44), min_size=players, max_size=players)),
    }


@settings(max_examples=8, deadline=None)
@given(st.lists(_rounds(), min_size=40, max_size=40))
def test_settlement_invariants_hold_and_match_the_engine(run_js: RunJs, rounds: list[Any]) -> None:
    """Hypothesis draws batches (one node run each): every shown stowaway becomes a penalty
    card or goes back to the deck, nobody loses penalty cards, and the engine agrees."""
    for case, got in zip(rounds, run_js(rounds), strict=True):
        shown = sum(len(s) for s in case["stowaways"])
        added = [a - b for a, b in zip(got["penalties"], case["penalties"], strict=True)]
        assert all(a >= 0 for a in added) and sum(added) + len(got["returned"]) == shown
        want = settle_round(case["closer"], case["stowaways"], case["penalties"])
        assert got["penalties"] == list(want.penalties) and got["winners"] == list(want.winners)


def test_an_imported_game_the_page_could_not_have_recorded_is_refused(run_js: RunJs) -> None:
    """A file with 46 stowaways in one hand, a round after the game was won, or a penalty
    card stowed again in a later round was imported and scored (totals of an impossible
    game): the page's own entry refuses each of these."""
    thirteen = [f"R{n}" for n in range(1, 12)] + ["O1", "O2"]
    base = {"players": ["Anna", "Bruno"], "firstDealer": 0}
    bad = [
        {**base, "rounds": [{"closer": 0, "stowaways": [["Y1"], thirteen]}]},
        # a sweep (no stowaways) wins the game at once: no round after it
        {**base, "rounds": [{"closer": 0, "stowaways": [[], ["R2"]]}, {"annulled": True}]},
        # Bruno keeps R2 as a penalty card: it is out of the deck for the rest of the game
        {
            **base,
            "rounds": [
                {"closer": 0, "stowaways": [["R1"], ["R2"]]},
                {"closer": 1, "stowaways": [["R2"], ["R3"]]},
            ],
        },
    ]
    good = {**base, "rounds": [{"closer": 0, "stowaways": [["R1"], ["R2"]]},
                               {"closer": 1, "stowaways": [["R1"], ["R3"]]}]}  # fmt: skip
    answers = run_js([{"op": "check", "game": g} for g in [good, *bad]])
    assert "ok" in answers[0], answers[0]
    assert all("error" in a for a in answers[1:]), answers


def test_an_imported_rounds_hands_are_checked_against_its_stowaways(run_js: RunJs) -> None:
    """The import checked only a round's stowaways: its recorded hands (what reopening the
    round enters again) could disagree with them, hold a card twice, crew the pier's
    colour or attach to numbers the closer's crew holds, and were taken. Each is refused,
    the error naming the round (the page says which)."""
    closer = {"prisoners": ["R1"], "crew": ["O1", "O2", "O3", "O4", "O5", "Y6", "Y7"],
              "attached": [], "stowaways": ["G1", "G2", "G3", "G4"]}  # fmt: skip
    other = {"prisoners": ["R2"], "crew": ["B1", "B2", "B3"], "attached": ["O8", "Y9"],
             "stowaways": ["V1", "V2", "V3", "V4", "V5", "V6"]}  # fmt: skip

    def game(hands: list[dict[str, Any]], pier: Any = "red") -> dict[str, Any]:
        stow = [h["stowaways"] for h in hands]
        rnd = {"closer": 0, "pier": pier, "hands": hands, "stowaways": stow}
        return {"players": ["Anna", "Bruno"], "firstDealer": 0,
                "rounds": [{"annulled": True}, rnd]}  # fmt: skip

    def edit(seat: int, **parts: list[str]) -> dict[str, Any]:
        hands = [dict(closer), dict(other)]
        hands[seat].update(parts)
        return game(hands)

    lying = game([closer, other])
    lying["rounds"][1]["stowaways"] = [closer["stowaways"], ["V1", "V2", "V3", "V4", "V5", "V7"]]
    v5 = ["V1", "V2", "V3", "V4", "V5"]
    bad = [
        lying,  # the hands' stowaways are not the round's
        edit(1, prisoners=["R2", "R1"], stowaways=v5),  # R1 in both hands
        edit(1, crew=["B1", "B2", "R3"]),  # the pier's colour is a prisoner, never crew
        edit(1, crew=["B1", "K2", "N3"]),  # three colours
        edit(1, attached=["O8", "Y2"]),  # 2 is in the closer's crew
        edit(1, stowaways=v5),  # 11 cards
        edit(0, attached=["K1"], stowaways=["G1", "G2", "G3"]),  # the closer attaches nothing
        edit(1, crew=["B1", "B2", "Q3"]),  # no such card
        game([closer]),  # one hand for two players
        game([closer, other], pier="mauve"),
    ]
    answers = run_js([{"op": "check", "game": g} for g in [game([closer, other]), *bad]])
    assert answers[0].get("ok", {}).get("rounds", [{}, {}])[1].get("hands"), answers[0]
    refused = [a.get("error", "") for a in answers[1:]]
    assert all(e.startswith("round 2: ") for e in refused), refused


def test_a_penalty_card_in_a_later_rounds_hand_is_refused(run_js: RunJs) -> None:
    """Only a later round's stowaways were checked against the penalty cards: one in its
    crew was taken (an import, or a round corrected under the rounds played after it),
    though a penalty card is out of the deck for the rest of the game."""
    hands = [
        {"prisoners": ["R1"], "crew": ["O1", "O2", "O3", "O4", "O5", "Y6", "Y7"],
         "attached": [], "stowaways": ["G1", "G2", "G3", "G4"]},
        {"prisoners": ["R2"], "crew": ["B1", "B2", "B3"], "attached": ["O8", "Y9"],
         "stowaways": ["V1", "V2", "V3", "V4", "V5", "V6"]},
    ]  # fmt: skip
    second = {"closer": 0, "pier": "red", "hands": hands,
              "stowaways": [h["stowaways"] for h in hands]}  # fmt: skip
    # round 1: Bruno sets sail with R1 and Anna keeps O5 as a penalty card; Anna crews O5 later
    first = {"closer": 1, "stowaways": [["O5"], ["R1"]]}
    fine = {"closer": 1, "stowaways": [["O6"], ["R1"]]}
    base = {"players": ["Anna", "Bruno"], "firstDealer": 0}
    bad, good = run_js(
        [{"op": "check", "game": {**base, "rounds": [r, second]}} for r in (first, fine)]
    )
    assert "ok" in good, good
    assert bad.get("error", "").startswith("round 2: O5"), bad


def test_a_player_who_leaves_is_out_of_the_later_rounds(run_js: RunJs) -> None:
    """A player who left mid-game could not be scored: every round wanted his figures or 12
    cards, and a blank entered as 0 stowaways made him a sweeper who won the game. David
    leaves after round 1: the deal passes him by, he keeps his penalty cards (out of the
    deck, counted in the total) and can no longer win."""

    def quick(closer: int, limits: list[int | None], counts: list[int | None]) -> dict[str, Any]:
        return {"quick": True, "closer": closer, "limits": limits, "counts": counts}

    rounds = [
        quick(0, [5, 10, 3, 20], [2, 3, 1, 4]),  # Carla sends Anna under: [3, 3, 0, 4]
        quick(1, [8, 4, 9, None], [2, 1, 3, None]),  # nobody under: [5, 3, 3, 4]
        # a round by its cards: David's hand is empty, not a sweep
        {"closer": 2, "stowaways": [["R1"], ["O4", "O5"], ["Y2"], []]},  # [5, 5, 5, 4]
        quick(0, [30, 40, 50, None], [9, 10, 11, None]),  # 40 in all: one more round
        quick(1, [3, 2, 8, None], [1, 1, 2, None]),  # [6, 15, 18, 4]: the last round
    ]
    game = {"players": ["Anna", "Bruno", "Carla", "David"], "firstDealer": 0, "left": {"3": 1}}
    cases = [{"op": "standing", "game": {**game, "rounds": rounds[:k]}} for k in (1, 2, 3, 5)]
    cases += [{"op": "check", "game": {**game, "rounds": rounds}}]
    bad = [
        {**game, "rounds": rounds, "left": {"3": 6}},  # leaves after a round not played
        {**game, "rounds": rounds, "left": {"1": 0, "2": 0, "3": 0}},  # one player left
        {**game, "rounds": [rounds[0], quick(1, [8, 4, 9, 3], [2, 1, 3, 1])]},  # he played
        {**game, "rounds": [rounds[0], quick(3, [8, 4, 9, None], [2, 1, 3, None])]},  # sailed
        {**game, "rounds": [rounds[0], {"closer": 2, "stowaways": [["R1"], [], ["Y2"], ["B1"]]}]},
    ]
    cases += [{"op": "check", "game": g} for g in bad]
    after1, after2, after3, end, ok, *refused = run_js(cases)
    assert after1["penalties"] == [3, 3, 0, 4] and after1["dealer"] == 1
    assert after2["penalties"] == [5, 3, 3, 4] and after2["dealer"] == 2
    assert not after2["over"]  # David's blank figures are no sweep
    assert after3["penalties"] == [5, 5, 5, 4]
    assert after3["dealer"] == 0  # Carla dealt: David, on her left, has left; Anna deals
    assert end["over"] and end["penalties"] == [6, 15, 18, 4]
    assert end["winners"] == [0]  # David has fewer, but he left
    assert "ok" in ok and ok["ok"]["left"] == {"3": 1}, ok
    assert [a.get("error", "").split(":")[-1].strip() for a in refused] == [
        "left",
        "fewer than 2 players stay",
        "figures of David",
        "closer",
        "David has left",
    ], refused


def test_house_rules_move_the_last_round_and_the_end(run_js: RunJs) -> None:
    """A table playing to other marks (a short evening: one more round at 20, the end at
    30) was told the game went on, or could not enter its last rounds once 35 or 45
    said it was over. The marks are the game's (``rules``), as the engine's
    ``last_round_at`` and ``game_ends_at``."""

    def quick(closer: int, limits: list[int], counts: list[int]) -> dict[str, Any]:
        return {"quick": True, "closer": closer, "limits": limits, "counts": counts}

    rounds = [
        quick(0, [1, 30, 40], [1, 9, 10]),  # 19 in all
        quick(1, [10, 2, 20], [1, 1, 2]),  # 22: 20 reached, one more round
        quick(2, [30, 20, 5], [5, 4, 2]),  # 31: the last round
    ]
    base = {"players": ["a", "b", "c"], "firstDealer": 0}
    short = {**base, "rules": {"lastRoundAt": 20, "endsAt": 30}}
    cases = [
        {"op": "standing", "game": {**short, "rounds": rounds[:1]}},
        {"op": "standing", "game": {**short, "rounds": rounds[:2]}},
        {"op": "standing", "game": {**short, "rounds": rounds}},
        {"op": "standing", "game": {**base, "rounds": rounds}},  # the rulebook's: not yet
        {
            "op": "standing",
            "game": {**base, "rules": {"lastRoundAt": 20, "endsAt": 21}, "rounds": rounds[:2]},
        },
        {"op": "check", "game": {**short, "rounds": rounds}},
    ]
    bad = [{"lastRoundAt": 30, "endsAt": 20}, {"lastRoundAt": 0, "endsAt": 45}, {"endsAt": 45}]
    cases += [{"op": "check", "game": {**base, "rules": r, "rounds": []}} for r in bad]
    # with the end at 21, round 2 (22 in all) ends the game: no round 3 after it
    cases += [
        {
            "op": "check",
            "game": {**base, "rules": {"lastRoundAt": 20, "endsAt": 21}, "rounds": rounds},
        }
    ]
    one, two, three, rulebook, ended, ok, *refused = run_js(cases)
    assert not one["final_round"] and two["final_round"] and not two["over"]
    assert three["over"] and three["ending"] == "last_round" and three["end_round"] == 3
    assert not rulebook["over"] and not rulebook["final_round"]
    assert ended["over"] and ended["ending"] == "ends_at"
    assert ok["ok"]["rules"] == {"lastRoundAt": 20, "endsAt": 30}, ok
    assert [a.get("error") for a in refused] == ["rules"] * 3 + ["a round after the end"]


def test_a_table_may_play_sweeps_that_do_not_win(run_js: RunJs) -> None:
    """The house rule ``sweep_wins=False``: a sweep is a round with no stowaways, scored as
    any other, and the game goes on; the page ended every such game at once. Checked with
    the engine's settle_round, whose ``sweeps_win`` is the same rule."""
    rounds: list[dict[str, Any]] = [
        {"closer": 0, "stowaways": [["R1", "R2"], ["O5"], ["Y1", "Y2", "Y3"]]},
        {"closer": 1, "stowaways": [[], ["G1"], ["B4"]]},  # Anna sweeps, Carla keeps B4
    ]
    game = {"players": ["a", "b", "c"], "firstDealer": 0, "rounds": rounds}
    off = {**game, "rules": {"lastRoundAt": 35, "endsAt": 45, "sweepWins": False}}
    plays_on, rulebook, ok = run_js(
        [
            {"op": "standing", "game": off},
            {"op": "standing", "game": game},
            {"op": "check", "game": off},
        ]
    )
    first = settle_round(0, rounds[0]["stowaways"], [0, 0, 0])
    masks = [parse_mask(cards) for cards in rounds[1]["stowaways"]]
    second = settle_masks(1, masks, list(first.penalties), sweeps_win=False)
    assert plays_on["penalties"] == list(second.penalties) and not second.winners
    assert not plays_on["over"] and plays_on["dealer"] == 2
    assert rulebook["over"] and rulebook["winners"] == [0]
    assert ok["ok"]["rules"]["sweepWins"] is False, ok
