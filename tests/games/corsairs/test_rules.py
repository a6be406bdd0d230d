"""Rule tests: each quotes the rulebook sentence it checks (English edition unless noted)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import corsairs
from corsairs import IllegalAction
from corsairs.games.corsairs.cards import CARD_TEXT
from corsairs.games.corsairs.state import CorsairsState, SettledRound

Builder = Callable[..., CorsairsState]

HAND_A = ["R1", "R2", "R3", "R4", "R5", "R6", "O7", "O8", "O9", "O10", "O11", "Y1"]
HAND_B = ["G1", "G2", "G3", "G4", "B5", "B6", "B7", "B8", "V9", "V10", "V11", "P1"]
HAND_C = ["N1", "N2", "N3", "A4", "A5", "A6", "K7", "K8", "K9", "P2", "P3", "P4"]
PIER = ["Y5", "Y6", "Y7", "G9", "B9", "V1", "P9"]
GREEN_PIER = ["G9", "Y5", "Y6", "Y7", "B9", "V1", "P9"]


def best_lay(state: corsairs.State) -> None:
    """Lay down with the least limit (closer) or least limit then count (opponents)."""
    legal = state.legal_actions()
    obs = state.observation(state.current_player)
    hand = set(obs["hand"])
    pier = obs["pier_colour"][0].upper()

    def limit(a: object) -> tuple[int, int]:
        parts = str(a).split()
        used = {p for p in parts if p not in ("crew", "attach", "-")}
        rest = [c for c in hand - used if not c.startswith(pier)]
        return sum(int(c[1:]) for c in rest), len(rest)

    state.apply(min(legal, key=limit))


@pytest.mark.parametrize(("players", "pier", "stock"), [(2, 7, 78), (3, 8, 65), (4, 9, 52)])
def test_deal(players: int, pier: int, stock: int) -> None:
    # "gives 12 (one at a time) face down to each player; forms a row of cards face up ...:
    # 7 cards if two are playing, 8 cards if three are playing, 9 cards if four are playing
    # ... turns over the first card of the discard pile; forms the pack ... with the
    # remaining cards"
    game = corsairs.load_game("corsairs", players=players)
    s = game.new_state(seed=3)
    obs = s.observation(None)
    assert obs["hand_sizes"] == [12] * players
    assert len(obs["pier"]) == pier
    assert len(obs["pile"]) == 1
    assert obs["stock"] == 110 - 12 * players - pier - 1 == stock  # docs/rules.md's figures
    # "Players take turns clockwise starting from the player at the left of the dealer."
    assert obs["current_player"] == (obs["dealer"] + 1) % players


def test_first_dealer_is_random_by_seed_and_deal_rotates() -> None:
    # French edition: "Le premier donneur est choisi au hasard, les autres suivent à tour de
    # rôle dans le sens des aiguilles d'une montre."
    game = corsairs.load_game("corsairs", players=4)
    dealers = Counter(game.new_state(seed=s).observation(None)["dealer"] for s in range(200))
    assert set(dealers) == {0, 1, 2, 3}
    assert (
        game.new_state(seed=9).observation(None)["dealer"]
        == game.new_state(seed=9).observation(None)["dealer"]
    )
    fixed = corsairs.load_game("corsairs", players=4, first_dealer=2).new_state(seed=1)
    assert fixed.observation(None)["dealer"] == 2


def test_pier_colour_is_the_first_card_and_changes(make_state: Builder) -> None:
    # "the colour of the first card in the row ... is called 'the colour of the pier'";
    # "'The colour of the pier' can change as cards are drawn from the pier"
    s = make_state(2, hands=[HAND_A, HAND_B], pier=PIER, pile=["K1"])
    assert s.observation(0)["pier_colour"] == "yellow"
    s.apply("draw pier")
    s.apply("discard Y5")
    s.apply("draw pier")
    s.apply("discard Y6")
    s.apply("draw pier")
    assert s.observation(0)["pier_colour"] == "green"


def test_draw_sources_and_discarding_the_drawn_card(make_state: Builder) -> None:
    # "He/she always draws a card from either: the pack or the discard pile (the last card
    # discarded) or the pier (the first card in the row)"; "you are also allowed to discard
    # the card you have just drawn"
    s = make_state(2, hands=[HAND_A, HAND_B], pier=PIER, pile=["K1", "K2"], stock=["K3"])
    assert [str(a) for a in s.legal_actions()] == ["draw stock", "draw pile", "draw pier"]
    s.apply("draw pile")
    assert "K2" in s.observation(0)["hand"]
    assert s.observation(1)["known"][0] == ["K2"]  # a face-up card taken is public
    s.apply("discard K2")
    assert s.observation(1)["pile"][-1] == "K2" and s.observation(1)["known"][0] == []
    s.apply("draw stock")
    s.apply("discard K3")
    s.apply("draw pier")
    assert s.observation(0)["taken"][-1] == {"seat": 0, "card": "Y5", "from": "pier"}


def test_house_rule_forbids_rediscarding_from_the_pile(make_state: Builder) -> None:
    s = make_state(
        2, hands=[HAND_A, HAND_B], pier=PIER, pile=["K2"], rules={"rediscard_from_pile": False}
    )
    s.apply("draw pile")
    assert "discard K2" not in [str(a) for a in s.legal_actions()]
    with pytest.raises(IllegalAction, match="discard pile"):
        s.apply("discard K2")


def test_last_pier_card_annuls_the_round(make_state: Builder) -> None:
    # "When a player draws the last card of the pier the round ends and is annulled."
    s = make_state(
        2,
        hands=[HAND_A, HAND_B],
        pier=["Y5"],
        pile=["K1"],
        penalty=[["K11"], []],
        dealer=1,
        current=0,
    )
    s.apply("draw pier")
    obs = s.observation(None)
    assert obs["round"] == 2
    assert obs["rounds"][-1]["annulled"] and obs["rounds"][-1]["reason"] == "pier"
    assert obs["penalties"] == [1, 0]  # no penalties for an annulled round
    assert obs["dealer"] == 0  # the deal passes on
    assert obs["current_player"] == 1
    assert obs["hand_sizes"] == [12, 12]


def test_last_stock_card_forces_sailing(make_state: Builder) -> None:
    # "Should a player draw the last card of the pack he/she is obliged to set sail at once."
    s = make_state(2, hands=[HAND_A, HAND_B], pier=PIER, pile=["K1"], stock=["K2"], only_stock=True)
    assert s.observation(0)["stock"] == 1
    s.apply("draw stock")
    assert s.observation(0)["must_sail"]
    legal = [str(a) for a in s.legal_actions()]
    assert legal and all(a.startswith("sail ") for a in legal)
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="must set sail"):
        s.apply("discard K2")
    assert s.to_dict() == before
    s.apply("sail K2")
    assert s.observation(0)["phase"] == "crew"


def test_a_whole_round_with_attachments_and_scoring(make_state: Builder) -> None:
    # Seat 0 sets sail; seat 1 attaches to seat 0's crew and divides its own hand.
    s = make_state(2, hands=[HAND_A, HAND_B], pier=PIER, pile=["K1"], stock=["O1"])
    s.apply("draw stock")
    s.apply("sail Y1")
    assert s.observation(1)["closer"] == 0
    # Closer: crew red 1-6 + orange 7-11 (two colours, different numbers); O1 is a stowaway.
    s.apply("crew R1 R2 R3 R4 R5 R6 O7 O8 O9 O10 O11")
    laid = s.observation(1)["laid"][0]
    assert laid["stowaways"] == ["O1"] and laid["limit"] == 1 and laid["prisoners"] == []
    # The crew is red and orange with every number: nothing can be attached.
    with pytest.raises(IllegalAction, match="attached"):
        s.apply("attach G1 crew -")
    s.apply("crew B5 B6 B7 B8 V9 V10 V11")
    r = s.observation(None)["rounds"][-1]
    # Seat 1's stowaways G1 G2 G3 G4 P1 = 11 > 1: it keeps 5 penalty cards.
    assert r["limits"] == [1, 11]
    assert r["sent_under_by"] == [] and r["returned_to_deck"] == ["O1"]
    assert r["penalties"] == [0, 5]


CLOSER = ["R1", "R2", "R3", "R4", "O5", "O6", "O7", "O8", "B1", "B2", "B3", "B4"]
PIER3 = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8"]


def test_attachments_by_different_players_may_share_a_number(make_state: Builder) -> None:
    # "Different players can attach cards with the same number (for example an opponent that
    # holds 9 violet can attach it even if another one has already attached 9 orange), but one
    # player alone cannot attach two identical cards"
    s = make_state(
        3,
        hands=[
            CLOSER,
            ["R9", "O9", "R10", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "N11"],
            ["O10", "N1", "N2", "N3", "N4", "N5", "N6", "N7", "N8", "N9", "B5", "B6"],
        ],
        pier=PIER3,
        pile=["K1"],
        stock=["K2"],
    )
    s.apply("draw stock")
    s.apply("sail K2")
    s.apply("crew R1 R2 R3 R4 O5 O6 O7 O8")  # B1-B4 are the closer's stowaways
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="only one card numbered 9"):
        s.apply("attach R9 O9 R10 crew G1 G2 G3 G4 G5 G6 G7 G8")
    with pytest.raises(IllegalAction, match="colours"):
        s.apply("attach N11 crew G1 G2 G3 G4 G5 G6 G7 G8")
    assert s.to_dict() == before
    s.apply("attach R9 R10 crew G1 G2 G3 G4 G5 G6 G7 G8")
    assert s.observation(2)["laid"][1]["attached"] == ["R9", "R10"]
    s.apply("attach O10 crew N1 N2 N3 N4 N5 N6 N7 N8 N9")  # 10 again, by another player
    r = s.observation(None)["rounds"][-1]
    assert r["attached"] == [[], ["R9", "R10"], ["O10"]]
    # Seat 1 shows O9 + N11 = 20 > 10 and keeps 2 cards; seat 2 shows B5 + B6 = 11 > 10.
    assert r["limits"] == [10, 20, 11] and r["penalties"] == [0, 2, 2]


def test_growing_attach_rule_blocks_numbers_already_attached(make_state: Builder) -> None:
    hands = [
        CLOSER,
        ["R9", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "N10", "N11", "B5"],
        ["O9", "N1", "N2", "N3", "N4", "N5", "N6", "N7", "N8", "B6", "B7", "B8"],
    ]
    for rule, allowed in (("as_laid_down", True), ("growing", False)):
        s = make_state(
            3, hands=hands, pier=PIER3, pile=["K1"], stock=["K2"], rules={"attach_numbers": rule}
        )
        s.apply("draw stock")
        s.apply("sail K2")
        s.apply("crew R1 R2 R3 R4 O5 O6 O7 O8")
        s.apply("attach R9 crew G1 G2 G3 G4 G5 G6 G7 G8")
        assert s.is_legal(s.game.parse_action("attach O9 crew N1 N2 N3 N4 N5 N6 N7 N8")) is allowed


def free_cards(k: int) -> list[str]:
    used = {*HAND_A, *HAND_B, *GREEN_PIER, "Y11"}
    return [c for c in CARD_TEXT if c not in used][-k:]


def _sail_round(s: corsairs.State) -> None:
    """Seat to move draws from the stock and sets sail with its drawn card; all lay best."""
    s.apply("draw stock")
    drawn = s.observation(s.current_player)["drawn"]["card"]
    s.apply(f"sail {drawn}")
    while s.observation(None)["phase"] in ("crew", "lay"):
        best_lay(s)


def test_35_penalty_cards_means_exactly_one_more_round(make_state: Builder) -> None:
    # "If the number of cards is equal to or more than 35, just one more round can be played,
    # after which the game ends."
    pen = free_cards(33)  # 33 penalty cards already
    s = make_state(2, hands=[HAND_A, HAND_B], pier=GREEN_PIER, pile=["Y11"], penalty=[pen, []])
    _sail_round(s)
    obs = s.observation(None)
    # Seat 1's limit (P1) equals the closer's (Y1): the closer goes under and takes both.
    assert obs["rounds"][-1]["sent_under_by"] == [1]
    assert obs["total_penalties"] == 35 and not obs["over"]
    assert obs["final_round"]
    # An annulled round does not count as the last round (interpretation): draw the pier out.
    while not s.observation(None)["rounds"][-1].get("annulled"):
        p = s.current_player
        s.apply("draw pier")
        if s.observation(None)["round"] != obs["round"]:
            break
        card = s.observation(p)["hand"][0]
        s.apply(f"discard {card}")
    assert not s.is_over() and s.observation(None)["final_round"]
    _sail_round(s)
    assert s.is_over()
    pens = s.penalties()
    assert s.winners() == [i for i, p in enumerate(pens) if p == min(pens)]


def test_45_penalty_cards_ends_the_game_at_once(make_state: Builder) -> None:
    # "Exception: in the rare case of an overall total of 45 or more, the game ends at once."
    pen = free_cards(44)
    s = make_state(
        2, hands=[HAND_A, HAND_B], pier=GREEN_PIER, pile=["Y11"], penalty=[pen[:20], pen[20:]]
    )
    _sail_round(s)
    assert s.observation(None)["total_penalties"] >= 45
    assert s.is_over() and s.current_player is None and s.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply("draw stock")


def test_closer_sweep_wins_at_once(make_state: Builder) -> None:
    # "If the player who closes is able to set sail with no stowaways, he/she makes a sweep and
    # wins the game notwithstanding the opponents' cards."
    hand = ["R1", "R2", "R3", "R4", "R5", "R6", "O7", "O8", "O9", "O10", "O11", "Y5"]
    s = make_state(
        2,
        hands=[hand, HAND_B],
        pier=["Y9", *PIER[1:]],
        pile=["K1"],
        stock=["K2"],
        penalty=[["K11", "K10", "K9"], []],
    )
    s.apply("draw stock")
    s.apply("sail K2")
    s.apply("crew R1 R2 R3 R4 R5 R6 O7 O8 O9 O10 O11")  # Y5 is a prisoner: no stowaways
    best_lay(s)
    assert s.is_over() and s.winners() == [0]
    assert s.observation(None)["rounds"][-1]["sweepers"] == [0]


def test_sweep_can_be_switched_off(make_state: Builder) -> None:
    hand = ["R1", "R2", "R3", "R4", "R5", "R6", "O7", "O8", "O9", "O10", "O11", "Y5"]
    s = make_state(
        2,
        hands=[hand, HAND_B],
        pier=["Y9", *PIER[1:]],
        pile=["K1"],
        stock=["K2"],
        rules={"sweep_wins": False},
    )
    s.apply("draw stock")
    s.apply("sail K2")
    s.apply("crew R1 R2 R3 R4 R5 R6 O7 O8 O9 O10 O11")
    best_lay(s)
    assert not s.is_over()


def test_penalty_cards_leave_the_deck() -> None:
    # "All the stowaway cards used as penalties cannot be used in the next rounds"
    game = corsairs.load_game("corsairs", players=3)
    rng = random.Random(4)
    s = game.new_state(seed=4)
    while not s.is_over():
        obs = s.observation(None)
        if obs["phase"] == "draw":
            in_play = 110 - obs["total_penalties"]
            on_table = sum(obs["hand_sizes"]) + len(obs["pier"]) + len(obs["pile"]) + obs["stock"]
            assert on_table == in_play
            in_penalty = {c for p in obs["penalty_cards"] for c in p}
            assert len(in_penalty) == obs["total_penalties"]
            assert not in_penalty & set(obs["pier"]) and not in_penalty & set(obs["pile"])
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])


def test_turn_limit_safeguard_annuls_a_stalled_round(make_state: Builder) -> None:
    s = make_state(2, hands=[HAND_A, HAND_B], pier=PIER, pile=["K1"], rules={"round_turn_limit": 4})
    stock = s.observation(None)["stock"]
    for turn in range(4):
        # Drawing from the pile never uses the stock up: only this safeguard ends the round.
        assert s.observation(None)["stock"] == stock and s.observation(None)["round_turns"] == turn
        s.apply("draw pile")
        s.apply(f"discard {s.observation(s.current_player)['drawn']['card']}")
    r = s.observation(None)["rounds"][-1]
    assert r["annulled"] and r["reason"] == "turn_limit"


def test_without_annulment_an_emptied_pier_keeps_its_last_colour(make_state: Builder) -> None:
    # House rule `last_pier_card_annuls=false`: the round goes on after the pier runs out;
    # the pier's colour stays that of the last card taken (interpretation).
    s = make_state(
        2, hands=[HAND_A, HAND_B], pier=["G9"], pile=["K1"], rules={"last_pier_card_annuls": False}
    )
    s.apply("draw pier")
    obs = s.observation(0)
    assert obs["pier"] == [] and obs["pier_colour"] == "green" and obs["round"] == 1
    assert "draw pier" not in [str(a) for a in s.legal_actions()] or obs["phase"] == "discard"
    s.apply("sail G9")
    best_lay(s)
    best_lay(s)
    r = s.observation(None)["rounds"][-1]
    assert r["pier_colour"] == "green" and r["prisoners"][1] == ["G1", "G2", "G3", "G4"]
    saved = s.to_dict()
    assert s.game.state_from_dict(saved).to_dict() == saved


def test_random_games_that_drain_the_pier_without_annulment_end_cleanly() -> None:
    game = corsairs.load_game("corsairs", players=3, last_pier_card_annuls=False)
    for seed in range(40):
        rng = random.Random(seed)
        s = game.new_state(seed=seed)
        while not s.is_over():
            legal = s.legal_actions()
            pier = [a for a in legal if str(a) == "draw pier"]
            a = pier[0] if pier and rng.random() < 0.7 else legal[rng.randrange(len(legal))]
            s.apply(a)
            assert s.audit() == []
            obs = s.observation(s.current_player)
            if s.current_player is not None:
                assert game.determinize(obs, rng).observation(s.current_player) == obs


def test_a_deck_too_small_for_the_next_deal_ends_the_game() -> None:
    # Interpretation (docs/rules.md, "The deal"): with house-rule sizes a round's penalty cards
    # can leave too few cards for another deal; the game then ends, fewest penalty cards winning.
    game = corsairs.load_game(
        "corsairs", players=4, hand_size=20, pier_size=20, last_round_at=100, game_ends_at=110
    )
    ended_early = 0
    for seed in range(20):
        rng = random.Random(seed)
        s = game.new_state(seed=seed)
        assert isinstance(s, CorsairsState)
        while not s.is_over():
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
        obs = s.observation(None)
        assert s.audit() == []
        pens = s.penalties()
        sweepers = obs["rounds"][-1].get("sweepers")
        if sweepers:  # a sweep ends the game by its own rule
            low = min(pens[x] for x in sweepers)
            assert s.winners() == [x for x in sweepers if pens[x] == low]
            continue
        assert s.winners() == [i for i, p in enumerate(pens) if p == min(pens)]
        # 4 x 20 + 20 + 1 cards and one for the stock: 102 of the 110 cards are needed.
        left = 110 - obs["total_penalties"]
        assert left < 102
        assert obs["stock"] == left and obs["hand_sizes"] == [0, 0, 0, 0]
        ended_early += 1
    assert ended_early > 0


# -- interpretations and the options that switch them -------------------------------------

RED_CREW = ["R1", "R2", "R3", "R4"]
ONE_COLOUR_CLOSER = [*RED_CREW, "G5", "G6", "P7", "P8", "N9", "N10", "A11", "A1"]
ATTACHER = ["R9", "O9", "O10", "O1", "B1", "B2", "B3", "B4", "B5", "B6", "V7", "V8"]


def _one_colour_crew_laid(make_state: Builder, crew: list[str], **rules: str) -> CorsairsState:
    s = make_state(
        2,
        hands=[ONE_COLOUR_CLOSER, ATTACHER],
        pier=PIER3,
        pile=["K1"],
        stock=["K2"],
        rules=rules,
    )
    s.apply("draw stock")
    s.apply("sail K2")
    s.apply("crew " + (" ".join(crew) or "-"))
    return s


def test_one_colour_crew_takes_only_its_colour_by_default(make_state: Builder) -> None:
    # "they must have one of the two colours of the crew and with different numbers than the
    # corsairs present" (EN); FR: "Les cartes attachées doivent respecter les règles normales".
    # Interpretation (attach_colours="crew"): a red crew takes red cards only.
    s = _one_colour_crew_laid(make_state, RED_CREW)
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="attached: red"):
        s.apply("attach R9 O10 crew B1 B2 B3 B4 B5 B6")
    assert s.to_dict() == before
    attached = [
        str(a).split(" crew")[0].split()[1:]
        for a in s.legal_actions()
        if str(a).startswith("attach")
    ]
    assert {c[0] for cards in attached for c in cards} == {"R"}
    empty = _one_colour_crew_laid(make_state, [])
    with pytest.raises(IllegalAction, match="the crew is empty"):
        empty.apply("attach O9 crew B1 B2 B3 B4 B5 B6")


def test_attach_colours_up_to_two_lets_a_one_colour_crew_take_a_second(make_state: Builder) -> None:
    # House reading (attach_colours="up_to_two"): attaching follows "the normal rules" of a
    # crew: with the closer's crew the attached cards make at most two colours, every number once.
    s = _one_colour_crew_laid(make_state, RED_CREW, attach_colours="up_to_two")
    for bad, why in (
        ("attach O1 crew B2 B3 B4 B5 B6", "different number; twice: 1"),
        ("attach O10 B1 crew B2 B3 B4 B5 B6", "at most two colours"),
        ("attach O9 R9 crew B1 B2 B3 B4 B5 B6", "different number; twice: 9"),
        ("attach K5 crew B1", "not in your hand"),
    ):
        with pytest.raises(IllegalAction, match=why):
            s.apply(bad)
    # Violet joins the red crew: R9 V7 V8 attached, orange and blue crewed, B1 (1) left;
    # with attach_colours="crew" the best leaves V7 V8 B1 (16).
    # (The least limit heads the list; after it come the ways to pass the closer more cards.)
    assert str(s.legal_actions()[0]) == "attach R9 V7 V8 crew O1 O9 O10 B2 B3 B4 B5 B6"
    default = _one_colour_crew_laid(make_state, RED_CREW)
    assert str(default.legal_actions()[0]) == "attach R9 crew O1 O9 O10 B2 B3 B4 B5 B6"
    s.apply("attach R9 V7 V8 crew O1 O9 O10 B2 B3 B4 B5 B6")
    assert s.observation(None)["rounds"][-1]["limits"][1] == 1
    empty = _one_colour_crew_laid(make_state, [], attach_colours="up_to_two")
    # An empty crew takes any crew's worth of cards: here orange and blue, every number once.
    empty.apply("attach O1 O9 O10 B2 B3 B4 B5 B6 crew V7 V8")
    assert empty.observation(None)["rounds"][-1]["limits"][1] == 1 + 9  # B1 and R9 left


def _brute_best(s: CorsairsState, hand: list[int]) -> set[tuple[int, int]]:
    """Every valid (crew, attached) division of ``hand``'s non-pier cards, as the
    undominated (limit, stowaway count) pairs."""
    from corsairs.games.corsairs.partition import crew_problem

    pier = s.pier_colour
    cards = [c for c in hand if c // 11 != pier]
    found: set[tuple[int, int]] = set()
    for code in range(3 ** len(cards)):
        crew = att = 0
        k = code
        for c in cards:
            k, where = divmod(k, 3)
            if where == 1:
                crew |= 1 << c
            elif where == 2:
                att |= 1 << c
        if crew_problem(crew, pier) or (att and s._attach_why(att)):
            continue
        rest = [c for c in cards if not (crew | att) >> c & 1]
        found.add((sum(c % 11 + 1 for c in rest), len(rest)))
    return {p for p in found if not any(q != p and q[0] <= p[0] and q[1] <= p[1] for q in found)}


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.sets(
        st.sampled_from([f"{c}{n}" for c in "ROB" for n in range(1, 12)]), min_size=5, max_size=7
    ),
    st.integers(0, 4),
)
def test_up_to_two_front_matches_a_brute_force(
    make_state: Builder, cards: set[str], crew_len: int
) -> None:
    """The listed divisions under attach_colours="up_to_two" are the undominated ones."""
    hand = sorted(cards)
    crew = [f"R{n}" for n in range(1, 12) if f"R{n}" not in hand][:crew_len]
    filler = ["G1", "G2", "G3", "P1", "P2", "P3", "N1", "N2", "N3", "A1", "A2", "A3"]
    closer = crew + filler[: 12 - len(crew)]
    ys = [f"Y{n}" for n in range(1, 12 - len(hand) + 1)]
    s = make_state(
        2,
        hands=[closer, hand + ys],
        pier=["Y11", "K1", "K2", "K3", "K4", "K5", "K6"],
        pile=["K7"],
        stock=["K8"],
        rules={"attach_colours": "up_to_two"},
    )
    s.apply("draw stock")
    s.apply("sail K8")
    s.apply("crew " + (" ".join(crew) or "-"))
    listed = {(lim, cnt) for _, _, lim, cnt in s._front_up_to_two(s.hands[1], s._attach_target())}
    assert listed == _brute_best(s, [c for c in range(110) if s.hands[1] >> c & 1])
    assert all(s.is_legal(a) for a in s.legal_actions())


SWEEP_PIER = ["Y9", "Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]
CLOSER_SWEEPS = ["R1", "R2", "R3", "R4", "R5", "R6", "O7", "O8", "O9", "O10", "O11", "Y7"]
OPPONENT_SWEEPS = ["G1", "G2", "G3", "G4", "G5", "G6", "B7", "B8", "B9", "B10", "B11", "Y8"]


@pytest.mark.parametrize(("option", "winners"), [("share", [0, 1]), ("first_to_lay_down", [0])])
def test_tied_sweepers(make_state: Builder, option: str, winners: list[int]) -> None:
    # "in the very rare case that two players make a sweep simultaneously, the winner is the
    # player with the least penalty points" -- silent when they tie on those.
    # Interpretation (tied_sweepers="share"): they share the win.
    s = make_state(
        2,
        hands=[CLOSER_SWEEPS, OPPONENT_SWEEPS],
        pier=SWEEP_PIER,
        pile=["K7"],
        stock=["K8"],
        rules={"tied_sweepers": option},
    )
    s.apply("draw stock")
    s.apply("sail K8")
    s.apply("crew R1 R2 R3 R4 R5 R6 O7 O8 O9 O10 O11")
    s.apply("crew G1 G2 G3 G4 G5 G6 B7 B8 B9 B10 B11")
    assert s.observation(None)["rounds"][-1]["sweepers"] == [0, 1]
    assert s.is_over() and s.winners() == winners


@pytest.mark.parametrize(("option", "winners"), [("share", [0, 1]), ("penalty_points", [1])])
def test_ties_at_the_end(make_state: Builder, option: str, winners: list[int]) -> None:
    # "The winner is the player who has the least penalty cards at the end of the game." --
    # silent on a tie. Interpretation (tie_break="share"): tied players share the win;
    # "penalty_points" gives it to the lowest sum of penalty card numbers.
    closer = ["R1", "R2", "R3", "R4", "R5", "R6", "O7", "O8", "O9", "O10", "O11", "P1"]
    opponent = ["G1", "G2", "G3", "G4", "G5", "G6", "B7", "B8", "B9", "B10", "B11", "A2"]
    s = make_state(
        2,
        hands=[closer, opponent],
        pier=SWEEP_PIER,
        pile=["Y7"],
        stock=["K8"],
        penalty=[["K11", "K10"], ["K1"]],
        rules={"tie_break": option, "game_ends_at": 4},
    )
    s.apply("draw stock")
    s.apply("sail K8")
    s.apply("crew R1 R2 R3 R4 R5 R6 O7 O8 O9 O10 O11")  # limit 1 (P1)
    s.apply("crew G1 G2 G3 G4 G5 G6 B7 B8 B9 B10 B11")  # limit 2 (A2) > 1: kept
    assert s.penalties() == [2, 2] and s.is_over()
    assert s.winners() == winners


def _three_lay_downs(make_state: Builder, **rules: str) -> CorsairsState:
    s = make_state(
        3,
        hands=[
            CLOSER,
            ["R9", "O9", "R10", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "N11"],
            ["O10", "N1", "N2", "N3", "N4", "N5", "N6", "N7", "N8", "N9", "B5", "B6"],
        ],
        pier=PIER3,
        pile=["K1"],
        stock=["K2"],
        rules=rules,
    )
    s.apply("draw stock")
    s.apply("sail K2")
    s.apply("crew R1 R2 R3 R4 O5 O6 O7 O8")
    s.apply("attach R9 R10 crew G1 G2 G3 G4 G5 G6 G7 G8")
    return s


def test_opponents_lay_down_in_turn_or_simultaneously(make_state: Builder) -> None:
    # "When a player sets sail his/her opponents set sail with their ship too, but before
    # putting down their cards ... each can attach cards" -- the order is not said.
    # Interpretation (lay_down="in_turn"): clockwise from the closer's left, each seeing the
    # earlier lay-downs. "simultaneous": an opponent sees no other opponent's lay-down
    # before his own (to him that hand is still held); the closer's crew is always shown.
    in_turn = _three_lay_downs(make_state)
    assert in_turn.observation(2)["laid"][1]["attached"] == ["R9", "R10"]
    s = _three_lay_downs(make_state, lay_down="simultaneous")
    assert s.legal_actions() == in_turn.legal_actions()  # the same choices either way
    obs = s.observation(2)
    assert obs["laid"][1] is None and obs["hand_sizes"][1] == 12
    assert obs["laid"][0]["crew"] == in_turn.observation(2)["laid"][0]["crew"]
    assert s.observation(1)["laid"][1]["attached"] == ["R9", "R10"]  # his own
    assert s.observation(None)["laid"][1] is not None  # spectators see the table
    sample = s.game.determinize(obs, random.Random(1))
    assert sample.legal_actions() == s.legal_actions() and sample.current_player == 2
    assert sample.laid[1] and sample.audit() == []  # seat 1's unseen lay-down, sampled
    sample.apply(sample.legal_actions()[0])
    settled = sample.rounds[-1]
    assert isinstance(settled, SettledRound)  # the round just played, not one loaded from a save
    assert len(sample.rounds) == len(s.rounds) + 1 and settled.closer == 0
    s.apply("attach O10 crew N1 N2 N3 N4 N5 N6 N7 N8 N9")
    assert s.observation(2)["rounds"][-1]["attached"] == [[], ["R9", "R10"], ["O10"]]
    with pytest.raises(corsairs.BadOption, match="simultaneous"):
        corsairs.load_game("corsairs", players=3, lay_down="simultaneous", attach_numbers="growing")


@settings(max_examples=8, deadline=None)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    lay_down=st.sampled_from(["in_turn", "simultaneous"]),
)
def test_every_seat_sees_who_discarded_each_card_of_the_pile(
    players: int, seed: int, lay_down: str
) -> None:
    """At the table everyone sees who discards what (the browser's game log says it), but
    the observation gave the pile's cards only, so a bot, the tensors' PettingZoo and
    Gymnasium learners and anything else reading it could not know which colours an
    opponent throws away. ``pile_seats`` names the discarder of each pile card (None for
    the card turned up at the deal), the same for every seat, kept through draws from the
    pile, saves, clones and determinized samples, and dealt afresh each round."""
    game = corsairs.load_game("corsairs", players=players, lay_down=lay_down)
    rng = random.Random(seed)
    state = game.new_state(seed=seed)
    who: list[int | None] = [None]  # the card turned up at the deal
    rounds = 1
    while not state.is_over():
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        text = str(action)
        state.apply(action)
        if state.observation(None)["round"] != rounds:  # a new deal: one card turned up
            rounds, who = state.observation(None)["round"], [None]
        elif text == "draw pile":
            who.pop()
        elif text.startswith(("discard", "sail")):
            who.append(seat)
        if state.is_over():
            break
        for viewer in (None, *range(players)):
            view = state.observation(viewer)
            assert view["pile_seats"] == who and len(who) == len(view["pile"])
        twin = game.state_from_dict(state.to_dict())
        assert twin.observation(1) == state.observation(1)
        assert state.clone().observation(0) == state.observation(0)
        seat = state.current_player
        sample = game.determinize(state.observation(seat), random.Random(seed))
        assert sample.observation(seat)["pile_seats"] == who


def test_a_save_made_before_pile_seats_loads_with_the_discarders_unknown() -> None:
    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=1)
    for text in ("draw stock", "discard " + state.observation(state.current_player)["hand"][0]):
        state.apply_text(text)
    old = state.to_dict()
    del old["pile_seats"]
    view = game.state_from_dict(old).observation(0)
    assert view["pile_seats"] == [None, None] and view["pile"] == state.observation(0)["pile"]
