"""One test (or a few) per rule of the issue, each quoting the rulebook sentence it checks.

Rulebook: /work/shared/seeds/004 (Piratatak, English). Interpretations are
marked and named after their ``Rules`` option.
"""

from __future__ import annotations

from collections import Counter

import pytest

import corsairs
from corsairs.games.piratatak.positions import position as make
from corsairs.games.piratatak.positions import seat_table as table
from corsairs.games.piratatak.state import PiratatakState


def tables_of(state: PiratatakState) -> list[dict[str, object]]:
    tables: list[dict[str, object]] = state.observation(None)["tables"]
    return tables


# -- 55 cards, face down; random first player, clockwise ---------------------------------


def test_deck_has_55_cards_of_four_kinds() -> None:
    """ "55 cards: 4 x 6 = 24 «boat» cards, 20 «gold coin» cards, 8 «pirate» cards,
    3 «cannon» cards." """
    state = corsairs.load_game("piratatak", players=2).new_state(seed=1)
    stock: Counter[str] = Counter(state.to_dict()["stock"])
    assert sum(stock.values()) == 55
    assert stock["gold"] == 20 and stock["pirate"] == 8 and stock["cannon"] == 3
    boats = [c for c in stock if c not in ("gold", "pirate", "cannon")]
    assert len(boats) == 24 and all(stock[c] == 1 for c in boats)
    assert {c[0] for c in boats} == {"R", "Y", "G", "B"}
    assert {c[1:] for c in boats} == {"1", "2", "3", "4", "5", "6"}


def test_all_cards_start_face_down_in_the_stock() -> None:
    """ "Put all cards face down in the centre of the table." """
    state = corsairs.load_game("piratatak", players=4).new_state(seed=3)
    obs = state.observation(0)
    assert obs["stock"] == 55 and obs["discard"] == []
    assert all(
        t == {"colour": None, "boat": [], "spares": [], "gold": 0, "cannons": 0}
        for t in obs["tables"]
    )
    assert "seed" not in obs and not any(isinstance(v, list) and len(v) == 55 for v in obs.values())


def test_first_player_is_random_but_fixed_by_the_seed() -> None:
    """Issue: "Random first player (seeded), clockwise." """
    game = corsairs.load_game("piratatak", players=4)
    firsts = [game.new_state(seed=s).current_player for s in range(40)]
    assert set(firsts) == {0, 1, 2, 3}
    assert firsts == [game.new_state(seed=s).current_player for s in range(40)]
    fixed = corsairs.load_game("piratatak", players=4, first_player=2)
    assert {fixed.new_state(seed=s).current_player for s in range(10)} == {2}


def test_play_goes_clockwise() -> None:
    """ "In a clockwise direction, each player at his turn draws a card" """
    state = make(4, top=["gold", "gold"], current=3)
    state.apply("draw")
    state.apply("stop")
    assert state.current_player == 0
    state.apply("draw")
    state.apply("stop")
    assert state.current_player == 1


# -- a turn: purchase or drawing; draw at least once, then draw again or stop ----------


def test_must_draw_at_least_once() -> None:
    """ "players are obliged to draw at least once; then they can decide to continue
    to draw or pass the hand" """
    state = make(top=["gold", "Y3"])
    assert [str(a) for a in state.legal_actions()] == ["draw"]
    with pytest.raises(corsairs.IllegalAction, match="draw at least once"):
        state.apply("stop")
    state.apply("draw")
    assert sorted(str(a) for a in state.legal_actions()) == ["draw", "stop"]
    state.apply("draw")
    assert state.current_player == 0 and tables_of(state)[0]["gold"] == 1


def test_turn_is_a_purchase_or_drawing() -> None:
    """ "If the player wants to buy a boat card (only one per turn) he does not draw any
    cards." """
    tabs = [table("red", ["R1"], gold=6), table(spares=["R2", "R3"]), table()]
    state = make(tables=tabs, top=["gold"])
    assert {str(a) for a in state.legal_actions()} == {"draw", "buy R2 from 1", "buy R3 from 1"}
    state.apply("draw")
    assert "buy R2 from 1" not in {str(a) for a in state.legal_actions()}
    with pytest.raises(corsairs.IllegalAction):
        state.apply("buy R2 from 1")


# -- boat cards ---------------------------------------------------------------------------


def test_first_boat_card_starts_the_boat() -> None:
    """ "If the player has not begun the construction of a boat, the card is placed in
    front of him and he has to piece together the boat of that colour." """
    state = make(top=["G4"])
    state.apply("draw")
    assert tables_of(state)[0]["colour"] == "green"
    assert tables_of(state)[0]["boat"] == ["G4"]
    assert state.statistics()["boats_started"] == 1


def test_colour_built_by_another_player_goes_to_spares() -> None:
    """ "(Except if another player is already constructing a boat of that colour)." """
    tabs = [table(), table("green", ["G1"]), table()]
    state = make(tables=tabs, top=["G4", "B2"])
    state.apply("draw")
    assert tables_of(state)[0] == table(spares=["G4"])
    state.apply("draw")
    assert tables_of(state)[0] == table("blue", ["B2"], ["G4"])


def test_own_colour_builds_the_boat_others_go_to_the_right() -> None:
    """ "all boat cards of that colour enable the player to piece together his boat; the
    other coloured boat cards are placed to his right." """
    state = make(tables=[table("blue", ["B1"]), table(), table()], top=["B5", "R3", "Y6"])
    for _ in range(3):
        state.apply("draw")
    assert tables_of(state)[0] == table("blue", ["B1", "B5"], ["R3", "Y6"])
    assert state.legal_actions()  # "After having drawn a boat card, the player can continue"
    assert "draw" in {str(a) for a in state.legal_actions()}


# -- cannon and gold coins ----------------------------------------------------------------


def test_cannon_and_gold_go_to_the_player_and_drawing_may_go_on() -> None:
    """ "He puts it on his right and can continue to draw." (cannon and gold coin)"""
    state = make(top=["cannon", "gold", "gold"])
    for _ in range(3):
        state.apply("draw")
        assert {str(a) for a in state.legal_actions()} == {"draw", "stop"}
    assert tables_of(state)[0]["cannons"] == 1 and tables_of(state)[0]["gold"] == 2


# -- pirates ------------------------------------------------------------------------------


def test_pirate_with_a_cannon_takes_the_cannon() -> None:
    """ "if the player has a «cannon» card: he puts next to the stock this «pirate's card»
    + the «cannon» card. The player then passes the hand." """
    tabs = [table("red", ["R1", "R2"], gold=4, cannons=2), table(), table()]
    state = make(tables=tabs, top=["pirate"])
    state.apply("draw")
    assert tables_of(state)[0] == table("red", ["R1", "R2"], gold=4, cannons=1)
    assert sorted(state.observation(None)["discard"]) == ["cannon", "pirate"]
    assert state.current_player == 1
    assert state.statistics()["cannon_defences"] == 1


def test_pirate_without_cannon_takes_three_cards_of_the_players_choice() -> None:
    """ "The player puts back 3 cards of his hand (gold coins, boat parts of other players
    or even his own!) + the «pirate» card next to the stock and pass the hand." """
    tabs = [table("red", ["R1", "R2"], ["Y3"], gold=2), table(), table()]
    state = make(tables=tabs, top=["pirate"])
    state.apply("draw")
    assert state.observation(None)["phase"] == "give"
    gives = {str(a) for a in state.legal_actions()}
    assert "give R1 R2 Y3" in gives and "give Y3 gold gold" in gives and "give R1 Y3 gold" in gives
    assert all(a.startswith("give ") and len(a.split()) == 4 for a in gives)
    with pytest.raises(corsairs.IllegalAction, match="exactly 3"):
        state.apply("give Y3 gold")
    state.apply("give R2 Y3 gold")
    assert tables_of(state)[0] == table("red", ["R1"], gold=1)
    assert Counter(state.observation(None)["discard"]) == Counter(["pirate", "R2", "Y3", "gold"])
    assert state.current_player == 1
    stats = state.statistics()
    assert stats["pirate_strikes"] == 1 and stats["cards_given_back"] == 3


def test_pirate_takes_all_when_fewer_than_three() -> None:
    """ "(If he has less than 3 cards left, he gives back all that remain)." No choice
    is left, so the engine gives them without asking (documented)."""
    tabs = [table("red", ["R1"], gold=1), table(), table()]
    state = make(tables=tabs, top=["pirate"])
    state.apply("draw")
    assert tables_of(state)[0] == table()
    assert state.current_player == 1
    assert state.statistics()["boats_lost"] == 1
    assert state.observation(None)["last_turn"]["events"] == [
        "draw pirate",
        "give R1 gold",
        "boat lost",
    ]


def test_pirate_with_only_gold_takes_three_coins() -> None:
    state = make(tables=[table(gold=5), table(), table()], top=["pirate"])
    state.apply("draw")
    assert tables_of(state)[0]["gold"] == 2 and state.current_player == 1


def test_pirate_ends_the_turn_even_after_good_draws() -> None:
    state = make(top=["gold", "B1", "pirate"])
    state.apply("draw")
    state.apply("draw")
    state.apply("draw")  # pirate: two cards, both given back
    assert tables_of(state)[0] == table()
    assert state.current_player == 1


# -- purchase ---------------------------------------------------------------------------


def test_purchase_pays_the_seller_who_cannot_refuse() -> None:
    """ "3 «gold coin» cards in exchange for a «boat» card" ... "The opposing player may
    not refuse to sell a boat card." Interpretation (coins_to="seller"): the coins go to
    the seller."""
    tabs = [table("red", ["R1"], gold=4), table("blue", ["B1"], ["R2"], gold=1), table()]
    state = make(tables=tabs)
    state.apply("buy R2 from 1")
    assert tables_of(state)[0] == table("red", ["R1", "R2"], gold=1)
    assert tables_of(state)[1] == table("blue", ["B1"], gold=4)
    assert state.current_player == 1  # the turn ends
    assert state.statistics()["purchases"] == 1


def test_purchase_needs_a_boat_the_price_and_the_card_in_spares() -> None:
    tabs = [table(gold=9), table("blue", ["B1"], ["R2"]), table("red", ["R1"], gold=2)]
    state = make(tables=tabs)
    with pytest.raises(corsairs.IllegalAction, match="no boat"):
        state.apply("buy R2 from 1")
    state = make(tables=tabs, current=2)
    with pytest.raises(corsairs.IllegalAction, match="costs 3"):
        state.apply("buy R2 from 1")
    tabs[2]["gold"] = 3
    state = make(tables=tabs, current=2)
    with pytest.raises(corsairs.IllegalAction, match="only red"):
        state.apply("buy B1 from 1")
    with pytest.raises(corsairs.IllegalAction, match="another seat"):
        state.apply("buy R1 from 2")
    with pytest.raises(corsairs.IllegalAction, match="no R3"):
        state.apply("buy R3 from 1")
    state.apply("buy R2 from 1")
    assert tables_of(state)[2]["boat"] == ["R1", "R2"]


def test_coins_to_discard_option() -> None:
    tabs = [table("red", ["R1"], gold=3), table(spares=["R2"]), table()]
    state = make(tables=tabs, coins_to="discard")
    state.apply("buy R2 from 1")
    assert tables_of(state)[1]["gold"] == 0
    assert state.observation(None)["discard"] == ["gold"] * 3


def test_purchase_price_option() -> None:
    tabs = [table("red", ["R1"], gold=2), table(spares=["R2"]), table()]
    assert [str(a) for a in make(tables=tabs).legal_actions()] == ["draw"]
    state = make(tables=tabs, purchase_price=2)
    assert "buy R2 from 1" in {str(a) for a in state.legal_actions()}


# -- stock exhausted ----------------------------------------------------------------------


def short_stock_tables() -> list[dict[str, object]]:
    """Everything is held but B6 and the eight discarded pirates."""
    yellow_green = [f"{c}{i}" for c in "YG" for i in range(1, 7)]
    return [
        table(gold=20, cannons=3),
        table("red", ["R1", "R2", "R3", "R4", "R5"], yellow_green),
        table("blue", ["B1", "B2", "B3", "B4", "B5"], ["R6"]),
    ]


def test_empty_stock_reshuffles_the_discard_pile() -> None:
    """ "Once the stock is exhausted, a player takes all the cards, shuffles them and puts
    them down to make a new stock." Interpretation (reshuffle="when_needed"): at the next
    draw from the empty stock."""
    state = make(tables=short_stock_tables(), discard=["pirate"] * 8)
    assert state.observation(0)["stock"] == 1
    state.apply("draw")
    obs = state.observation(0)
    assert obs["stock"] == 0 and len(obs["discard"]) == 8 and obs["tables"][0]["spares"] == ["B6"]
    assert "draw" in {str(a) for a in state.legal_actions()}
    state.apply("draw")  # from the reshuffled discard pile: eight pirates
    assert state.statistics()["reshuffles"] == 1
    assert state.observation(None)["last_turn"]["events"] == [
        "draw B6",
        "reshuffle",
        "draw pirate",
        "cannon",
    ]


def test_reshuffle_at_once_option() -> None:
    state = make(tables=short_stock_tables(), discard=["pirate"] * 8, reshuffle="at_once")
    state.apply("draw")
    obs = state.observation(0)
    assert obs["stock"] == 8 and obs["discard"] == [] and obs["reshuffles"] == 1


def test_pirates_keep_the_stock_and_discard_from_both_running_empty() -> None:
    """ "if both are empty the player may only buy or pass": pirates never stay with a
    player, so the eight of them are always in the stock or the discard pile and the
    case cannot arise with the full deck; the engine still handles it (white-box)."""
    state = corsairs.load_game("piratatak", players=2).new_state(seed=4)
    assert isinstance(state, PiratatakState)
    state.stock, state.discard = [], []
    assert [str(a) for a in state.legal_actions()] == ["pass"]
    with pytest.raises(corsairs.IllegalAction, match="both empty"):
        state.apply("draw")
    first = state.current_player
    state.apply("pass")
    assert state.current_player != first and state.statistics()["passes"] == 1


# -- losing and starting boats ------------------------------------------------------------


def test_lost_boat_frees_the_colour_and_a_new_boat_may_start() -> None:
    """Issue: "A player whose boat loses its last card has no boat and may start a new
    one" (the rulebook: a pirate may take "even his own" boat parts)."""
    tabs = [table("red", ["R1"], ["Y1"], gold=3), table(), table()]
    state = make(tables=tabs, top=["pirate"], current=0)
    state.apply("draw")
    state.apply("give R1 gold gold")
    assert tables_of(state)[0] == table(spares=["Y1"], gold=1)
    assert state.statistics()["boats_lost"] == 1


def test_starting_a_boat_gathers_spares_of_that_colour() -> None:
    """Interpretation (spares_join_boat=True): spares of the new boat's colour join it."""
    tabs = [table(spares=["Y1", "Y2", "B3"]), table(), table()]
    state = make(tables=tabs, top=["Y5"])
    state.apply("draw")
    assert tables_of(state)[0] == table("yellow", ["Y1", "Y2", "Y5"], ["B3"])
    # the turn says so: a boat started with one card showed three, and no line told why
    assert state.observation(0)["turn_events"] == ["draw Y5", "start yellow boat", "join Y1 Y2"]
    kept = make(tables=tabs, top=["Y5"], spares_join_boat=False)
    kept.apply("draw")
    assert tables_of(kept)[0] == table("yellow", ["Y5"], ["Y1", "Y2", "B3"])
    assert kept.observation(0)["turn_events"] == ["draw Y5", "start yellow boat"]


def test_free_colour_after_a_lost_boat_can_be_taken_by_another() -> None:
    tabs = [table(), table("green", ["G2"]), table()]
    state = make(tables=tabs, top=["pirate", "G3"], current=1)
    state.apply("draw")  # seat 1 gives back its only card: green is free again
    assert tables_of(state)[1]["colour"] is None
    state.apply("draw")  # seat 2 draws G3 and starts the green boat
    assert tables_of(state)[2] == table("green", ["G3"])


def test_lost_boat_option_keeps_the_colour_with_an_empty_boat() -> None:
    """Interpretation (lost_boat): the rulebook only says how a boat is begun ("If the
    player has not begun the construction of a boat ... he has to piece together the
    boat of that colour") and that a pirate may take "even his own" parts; it never
    frees a colour. With "colour_kept" the emptied boat stays the player's."""
    tabs = [table("green", ["G2"]), table(), table()]
    kept = make(tables=tabs, top=["pirate", "G3", "G4"], current=0, lost_boat="colour_kept")
    kept.apply("draw")  # the pirate takes G2: an empty green boat, still seat 0's
    assert tables_of(kept)[0] == table("green", [])
    assert kept.statistics()["boats_lost"] == 0
    assert "boat lost" not in kept.observation(0)["last_turn"]["events"]
    assert kept.audit() == []
    kept.apply("draw")  # seat 1 draws G3: green is taken, so it is a spare
    assert tables_of(kept)[1] == table(spares=["G3"])
    kept.apply("stop")
    kept.apply("draw")  # seat 2 draws G4: a spare too
    kept.apply("stop")
    saved = kept.game.state_from_dict(kept.to_dict())
    assert saved.to_dict() == kept.to_dict()
    free = make(tables=tabs, top=["pirate", "G3"], current=0)
    free.apply("draw")
    free.apply("draw")
    assert tables_of(free)[1] == table("green", ["G3"])


def test_spares_of_a_free_colour_never_start_a_boat_by_default() -> None:
    """Interpretation (spares_start_boat=False): a boat is begun only when "the player
    draws a «boat» card"; a boatless seat holding all six cards of a colour nobody builds
    can never win. With True those spares become the boat at the start of the turn."""
    six = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]
    tabs = [table(), table(spares=six), table()]
    stuck = make(tables=tabs, top=["gold", "gold"], current=0)
    stuck.apply("draw")
    stuck.apply("stop")  # seat 1's turn: the six spares stay spares
    assert tables_of(stuck)[1] == table(spares=six) and not stuck.is_over()
    house = make(tables=tabs, top=["gold", "gold"], current=0, spares_start_boat=True)
    house.apply("draw")
    house.apply("stop")
    assert house.is_over() and house.winners() == [1]
    assert house.statistics()["boats_started"] == 1
    some = [table(), table(spares=["B2", "Y1", "Y4", "R6"]), table("red", ["R1"])]
    part = make(tables=some, top=["gold", "gold"], current=0, spares_start_boat=True)
    part.apply("draw")
    part.apply("stop")  # yellow: the free colour with the most spares (red is built)
    assert tables_of(part)[1] == table("yellow", ["Y1", "Y4"], ["R6", "B2"])
    assert part.observation(0)["turn_events"] == ["start yellow boat"]


# -- winning ------------------------------------------------------------------------------


def test_completing_the_boat_wins_at_once() -> None:
    """ "The winner is the first to form a complete boat (6 cards of the same colour)." """
    tabs = [table("blue", ["B1", "B2", "B3", "B4", "B5"]), table(), table()]
    state = make(tables=tabs, top=["B6"])
    state.apply("draw")
    assert state.is_over() and state.winners() == [0] and state.current_player is None
    assert state.legal_actions() == [] and state.returns() == [1.0, 0.0, 0.0]
    assert state.scores() == [6, 0, 0]
    assert state.statistics()["winner"] == 0 and state.statistics()["ended_by"] == "boat"
    with pytest.raises(corsairs.IllegalAction, match="over"):
        state.apply("draw")


def test_buying_the_last_part_wins() -> None:
    tabs = [table("blue", ["B1", "B2", "B3", "B4", "B5"], gold=3), table(spares=["B6"]), table()]
    state = make(tables=tabs)
    state.apply("buy B6 from 1")
    assert state.winners() == [0]


def test_starting_a_boat_with_five_spares_can_win() -> None:
    tabs = [table(spares=["G1", "G2", "G3", "G4", "G5"]), table(), table()]
    state = make(tables=tabs, top=["G6"])
    state.apply("draw")
    assert state.winners() == [0]


# -- other options ------------------------------------------------------------------------


def test_cannon_optional_lets_the_player_choose() -> None:
    tabs = [table("red", ["R1"], gold=3, cannons=1), table(), table()]
    state = make(tables=tabs, top=["pirate"], cannon_optional=True)
    state.apply("draw")
    legal = {str(a) for a in state.legal_actions()}
    assert "cannon" in legal and "give gold gold gold" in legal
    state.apply("give gold gold gold")
    assert tables_of(state)[0] == table("red", ["R1"], cannons=1)


def test_pirate_loss_option() -> None:
    tabs = [table(gold=5), table(), table()]
    state = make(tables=tabs, top=["pirate"], pirate_loss=1)
    state.apply("draw")
    assert tables_of(state)[0]["gold"] == 4


def test_turn_limit_ends_the_game_with_most_parts_winning() -> None:
    """Safeguard (turn_limit), not in the rulebook: random play can cycle for long.
    Interpretation (limit_winners): "The winner is the first to form a complete boat"
    names no other winner; "most_parts" shares the win, "nobody" gives none."""
    tabs = [table("red", ["R1", "R2"]), table("blue", ["B1", "B2"]), table("green", ["G1"])]
    state = make(tables=tabs, top=["gold"], turn_limit=1)
    state.apply("draw")
    state.apply("stop")
    assert state.is_over() and state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5, 0.0]
    assert state.statistics()["ended_by"] == "turn_limit"
    nobody = make(tables=tabs, top=["gold"], turn_limit=1, limit_winners="nobody")
    nobody.apply("draw")
    nobody.apply("stop")
    assert nobody.is_over() and nobody.winners() == []


def test_statistics_count_the_game() -> None:
    tabs = [table("red", ["R1"], ["B1"], gold=3, cannons=1), table(spares=["R2"]), table()]
    state = make(tables=tabs, top=["gold", "pirate", "G1", "pirate", "Y2", "pirate"])
    state.apply("buy R2 from 1")  # seat 0
    state.apply("draw")  # seat 1: gold
    state.apply("draw")  # seat 1: pirate; only coins held, so three go without asking
    state.apply("draw")  # seat 2: G1 starts green
    state.apply("draw")  # seat 2: pirate takes G1: boat lost
    state.apply("draw")  # seat 0: Y2 spare
    state.apply("draw")  # seat 0: pirate met by the cannon
    stats = state.statistics()
    assert {
        k: stats[k]
        for k in (
            "turns",
            "draws",
            "pirate_strikes",
            "cannon_defences",
            "give_backs",
            "cards_given_back",
            "purchases",
            "reshuffles",
            "boats_started",
            "boats_lost",
            "winner",
            "winners",
            "ended_by",
            "first_player",
        )
    } == {
        "turns": 5,
        "draws": 6,
        "pirate_strikes": 2,
        "cannon_defences": 1,
        "give_backs": 2,
        "cards_given_back": 4,
        "purchases": 1,
        "reshuffles": 0,
        "boats_started": 1,
        "boats_lost": 1,
        "winner": None,
        "winners": [],
        "ended_by": None,
        "first_player": 0,
    }
