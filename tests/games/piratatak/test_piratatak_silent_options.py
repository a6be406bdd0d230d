"""The rulebook's silences made rule options (docs/piratatak.md): where a foreign boat
card goes, cannons given back to a pirate, and discarding a spare card. Each default is
the reading the engine always played; each other value is checked against the sentence
of the rulebook it reads."""

from __future__ import annotations

import pytest

import corsairs
from corsairs.games.piratatak.positions import position as make
from corsairs.games.piratatak.positions import seat_table as table
from corsairs.games.piratatak.state import PiratatakState


def tables_of(state: PiratatakState) -> list[dict[str, object]]:
    tables: list[dict[str, object]] = state.observation(None)["tables"]
    return tables


# -- foreign_card -------------------------------------------------------------------------


def test_foreign_card_goes_to_the_discard_pile_with_the_option() -> None:
    """ "(Except if another player is already constructing a boat of that colour)": the
    rulebook does not say where that card goes; with ``foreign_card="discard"`` it goes
    to the discard pile, and the turn's events say so."""
    tabs = [table(), table("green", ["G1"]), table()]
    state = make(tables=tabs, top=["G4", "B2"], foreign_card="discard")
    state.apply("draw")
    assert tables_of(state)[0] == table()
    assert state.observation(None)["discard"] == ["G4"]
    assert state.observation(None)["turn_events"] == ["draw G4", "drop G4"]
    assert state.audit() == []
    state.apply("draw")  # a free colour still starts a boat
    assert tables_of(state)[0] == table("blue", ["B2"])


def test_foreign_card_option_leaves_other_boat_cards_alone() -> None:
    """Only a boatless player's card of a colour another builds is dropped: a player with
    a boat keeps other colours as spares ("placed to his right")."""
    tabs = [table("blue", ["B1"]), table("green", ["G1"]), table()]
    state = make(tables=tabs, top=["G4", "R2"], foreign_card="discard")
    state.apply("draw")
    state.apply("draw")
    assert tables_of(state)[0] == table("blue", ["B1"], ["R2", "G4"])
    assert state.observation(None)["discard"] == []


def test_foreign_card_default_keeps_the_card_as_a_spare() -> None:
    tabs = [table(), table("green", ["G1"]), table()]
    state = make(tables=tabs, top=["G4"])
    state.apply("draw")
    assert tables_of(state)[0] == table(spares=["G4"])
    assert state.observation(None)["turn_events"] == ["draw G4"]


def test_foreign_card_bad_value_is_refused() -> None:
    with pytest.raises(corsairs.BadOption, match="foreign_card"):
        corsairs.load_game("piratatak", players=2, foreign_card="pile")


# -- cannons_given -------------------------------------------------------------------------


def test_cannons_given_lets_a_pirate_take_cannons() -> None:
    """ "The player puts back 3 cards of his hand (gold coins, boat parts of other players
    or even his own!)": cannons are not in the list, nor said to be out of it. With
    ``cannons_given=True`` (and ``cannon_optional=True``, the only rules where a cannon
    holder gives cards) a pirate may take cannons like any other card."""
    tabs = [table("red", ["R1", "R2"], gold=1, cannons=2), table(), table()]
    state = make(tables=tabs, top=["pirate"], cannon_optional=True, cannons_given=True)
    state.apply("draw")
    legal = {str(a) for a in state.legal_actions()}
    assert {"cannon", "give R1 R2 gold", "give R1 gold cannon", "give gold cannon cannon"} <= legal
    state.apply("give R1 cannon gold")  # any order; printed boat cards, gold, then cannons
    assert tables_of(state)[0] == table("red", ["R2"], cannons=1)
    assert state.observation(None)["last_turn"]["events"] == ["draw pirate", "give R1 gold cannon"]
    assert sorted(state.observation(None)["discard"]) == ["R1", "cannon", "gold", "pirate"]
    assert state.audit() == []


def test_cannons_count_among_the_cards_when_fewer_than_three() -> None:
    """ "(If he has less than 3 cards left, he gives back all that remain)": with the option
    a cannon is one of the cards left, so it makes up the three."""
    tabs = [table(gold=1, cannons=2), table(), table()]
    state = make(tables=tabs, top=["pirate"], cannon_optional=True, cannons_given=True)
    state.apply("draw")
    assert {str(a) for a in state.legal_actions()} == {"cannon", "give gold cannon cannon"}
    plain = make(tables=tabs, top=["pirate"], cannon_optional=True)
    plain.apply("draw")
    assert {str(a) for a in plain.legal_actions()} == {"cannon", "give gold"}


def test_cannons_are_never_given_at_default_rules() -> None:
    tabs = [table("red", ["R1", "R2"], gold=1, cannons=1), table(), table()]
    state = make(tables=tabs, top=["pirate"], cannon_optional=True)
    state.apply("draw")
    before = state.to_dict()
    with pytest.raises(corsairs.BadNotation, match="cannons_given"):
        state.apply("give R1 gold cannon")
    assert state.to_dict() == before
    assert not any(a.c for a in state.legal_actions())


def test_cannons_given_needs_an_optional_cannon() -> None:
    """Without ``cannon_optional`` a cannon holder always fires: no cannon is ever given,
    so the option would do nothing and is refused."""
    with pytest.raises(corsairs.BadOption, match="cannon_optional"):
        corsairs.load_game("piratatak", players=2, cannons_given=True)
    with pytest.raises(corsairs.BadOption, match="cannons_given"):
        corsairs.load_game("piratatak", players=2, cannons_given="yes")


def test_a_give_back_of_cannons_not_held_is_refused_and_changes_nothing() -> None:
    tabs = [table("red", ["R1", "R2"], gold=1, cannons=1), table(), table()]
    state = make(tables=tabs, top=["pirate"], cannon_optional=True, cannons_given=True)
    state.apply("draw")
    before = state.to_dict()
    with pytest.raises(corsairs.IllegalAction, match="only 1 cannon"):
        state.apply("give R1 cannon cannon")
    assert state.to_dict() == before


def test_the_encoding_refuses_cannons_given() -> None:
    """A give-back index implies its coins; with cannons it could not say how many of each."""
    game = corsairs.load_game("piratatak", players=2, cannon_optional=True, cannons_given=True)
    with pytest.raises(corsairs.BadOption, match="cannons_given"):
        game.encoding()


# -- spares_discard ------------------------------------------------------------------------


def test_spares_discard_gets_rid_of_a_spare_instead_of_drawing() -> None:
    """ "He will be able to get rid of them or sell them later in the game": with
    ``spares_discard=True`` a player may, at the start of a turn and instead of drawing
    or buying, put one spare boat card on the discard pile; the turn then passes, as
    after a purchase."""
    tabs = [table("blue", ["B1"], ["R3", "G2"], gold=3), table("red", ["R1"], ["B2"]), table()]
    state = make(tables=tabs, top=["gold"], spares_discard=True)
    legal = [str(a) for a in state.legal_actions()]
    assert legal == ["draw", "buy B2 from 1", "discard R3", "discard G2"]
    state.apply("discard R3")
    assert tables_of(state)[0] == table("blue", ["B1"], ["G2"], gold=3)
    assert state.observation(None)["discard"] == ["R3"]
    assert state.observation(None)["last_turn"]["events"] == ["discard R3"]
    assert state.current_player == 1 and state.audit() == []


def test_a_discard_only_at_the_start_of_a_turn() -> None:
    tabs = [table("blue", ["B1"], ["R3"]), table(), table()]
    state = make(tables=tabs, top=["gold", "gold"], spares_discard=True)
    state.apply("draw")
    assert "discard R3" not in {str(a) for a in state.legal_actions()}
    before = state.to_dict()
    with pytest.raises(corsairs.IllegalAction, match="start of your turn"):
        state.apply("discard R3")
    assert state.to_dict() == before


def test_a_discard_of_a_card_not_held_as_a_spare_is_refused() -> None:
    tabs = [table("blue", ["B1"], ["R3"]), table(), table()]
    state = make(tables=tabs, top=["gold"], spares_discard=True)
    before = state.to_dict()
    for text, why in (("discard B1", "spare"), ("discard Y4", "spare")):
        with pytest.raises(corsairs.IllegalAction, match=why):
            state.apply(text)
    with pytest.raises(corsairs.BadNotation, match="boat card"):
        state.apply("discard gold")
    assert state.to_dict() == before


def test_no_discard_at_default_rules() -> None:
    tabs = [table("blue", ["B1"], ["R3"]), table(), table()]
    state = make(tables=tabs, top=["gold"])
    before = state.to_dict()
    with pytest.raises(corsairs.BadNotation, match="spares_discard"):
        state.apply("discard R3")
    assert state.to_dict() == before
    assert not state.is_legal("discard R3")
    with pytest.raises(corsairs.BadOption, match="spares_discard"):
        corsairs.load_game("piratatak", players=2, spares_discard=1)


def test_the_encoding_indexes_discards() -> None:
    """24 more indices, one per boat card, after the give-backs."""
    plain = corsairs.load_game("piratatak", players=3).encoding()
    game = corsairs.load_game("piratatak", players=3, spares_discard=True)
    enc = game.encoding()
    assert enc.num_actions == plain.num_actions + 24
    tabs = [table("blue", ["B1"], ["R3"]), table(), table()]
    state = make(tables=tabs, top=["gold"], spares_discard=True)
    i = enc.index_of(state, "discard R3")
    assert enc.index_action(state, i) == game.parse_action("discard R3")
    assert enc.index_text(i) == "discard R3"
    assert i in enc.legal_indices(state)


# -- whole games --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "seeds"),
    [
        ({"foreign_card": "discard"}, (0, 3)),
        ({"cannon_optional": True, "cannons_given": True}, (0, 3)),
        # 120 positions offering a spare's discard, in half the moves of seeds 0 and 3 (176)
        ({"spares_discard": True}, (2, 4)),
    ],
)
def test_whole_random_games_with_the_option_keep_every_rule(
    options: dict[str, object], seeds: tuple[int, int]
) -> None:
    """The conformance kit's checks (audit, legal moves, notation, saves, secrecy and the
    research encoding) over random games at each new option."""
    from corsairs.testing import check_game

    game = corsairs.load_game("piratatak", players=3, **options)
    counts = check_game(game, seeds=seeds, encoding="cannons_given" not in options)
    assert counts["games"] == 2 and counts["actions"] > 50


@pytest.mark.parametrize("bot", ["greedy", "heuristic", "novice", "random"])
@pytest.mark.parametrize(
    "options",
    [
        {"foreign_card": "discard"},
        {"cannon_optional": True, "cannons_given": True},
        {"spares_discard": True},
    ],
    ids=["foreign_card", "cannons_given", "spares_discard"],
)
def test_the_bots_play_whole_games_at_each_option(bot: str, options: dict[str, object]) -> None:
    """No bot stumbles on a move the option makes legal (a give-back of cannons only)."""
    from corsairs.agents import make_agent

    game = corsairs.load_game("piratatak", players=3, **options)
    for seed in range(3):
        state = game.new_state(seed=seed)
        bots = [make_agent(bot, game, seed=seed + k) for k in range(3)]
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            legal = state.legal_actions()
            action = bots[seat].choose(state.observation(seat), legal)
            assert action in legal
            # a spare shields the boat and sells: only random play throws one away
            assert bot == "random" or not str(action).startswith("discard")
            state.apply(action)


def _digest(options: dict[str, object]) -> str:
    """sha256 of every legal list, event and observation along seeded random games."""
    import hashlib
    import json
    import random

    h = hashlib.sha256()
    for players, seed in ((2, 5), (3, 6), (4, 7)):
        game = corsairs.load_game("piratatak", players=players, **options)
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            h.update("|".join(map(str, legal)).encode())
            state.apply(legal[rng.randrange(len(legal))])
            obs = state.observation(0)
            for added in (
                "cannons_given",
                "coins_to",
                "foreign_card",
                "spares_join_boat",
            ):  # keys added since (the rest is as it was)
                obs.pop(added, None)
            # the event added since: spares that joined a new boat ("join Y1 Y2")
            obs["turn_events"] = [e for e in obs["turn_events"] if not e.startswith("join ")]
            if obs["last_turn"]:
                said = obs["last_turn"]["events"]
                obs["last_turn"]["events"] = [e for e in said if not e.startswith("join ")]
            h.update(json.dumps(obs, sort_keys=True).encode())
    return h.hexdigest()[:16]


# Computed with the engine before the three options existed (main at 8684b43).
BEFORE = {"plain": "891eca1a683fe710", "cannon_optional": "f041c5792fad9455"}


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_default_rules_play_as_before(name: str) -> None:
    """The new options' defaults are the old engine: random games at default rules (and
    with an optional cannon, where give-backs are chosen) list the same moves and show
    the same tables, move for move, as before the options existed."""
    options: dict[str, object] = {"cannon_optional": True} if name == "cannon_optional" else {}
    assert _digest(options) == BEFORE[name]


@pytest.mark.parametrize("spares", [["G2"], ["R3", "G2"], ["R3", "Y4", "G2"]])
def test_the_search_weighs_one_discard_however_many_spares(spares: list[str]) -> None:
    """The search's candidates dropped every discard, but the coach judges all moves when
    there are two or fewer: with one spare a discard was weighed, with two none. One
    discard, the cheapest spare's, is now weighed beside the other moves."""
    from corsairs.games.piratatak.heuristic import candidates

    tabs = [table("blue", ["B1"], spares, gold=1), table("red", ["R1"]), table()]
    state = make(tables=tabs, top=["gold"], spares_discard=True)
    moves = [str(a) for a in candidates(state, state.legal_actions())]
    discards = [m for m in moves if m.startswith("discard ")]
    assert "draw" in moves and len(discards) == 1, moves
    plain = make(tables=tabs, top=["gold"])
    assert [str(a) for a in candidates(plain, plain.legal_actions())] == ["draw"]


def test_greedy_prices_the_last_cannon_given_as_the_first_drawn() -> None:
    """Giving both of two cannons cost 2 x FIRST_CANNON, where a seat's first cannon is
    worth FIRST_CANNON and any more MORE_CANNON (as the bot prices drawing one)."""
    from corsairs.games.piratatak.actions import GIVE, Action
    from corsairs.games.piratatak.greedy import FIRST_CANNON, MORE_CANNON, View

    tabs = [table("blue", ["B1"], cannons=2), table("red", ["R1"]), table()]
    state = make(tables=tabs, top=["gold"], cannon_optional=True, cannons_given=True)
    view = View(state.observation(0), 0)
    assert view.give_cost(Action(GIVE, 0, 0, 1)) == pytest.approx(MORE_CANNON)
    assert view.give_cost(Action(GIVE, 0, 0, 2)) == pytest.approx(FIRST_CANNON + MORE_CANNON)


def test_a_refusal_at_the_start_of_a_turn_names_the_discard_when_it_is_allowed() -> None:
    """ "draw ('draw') or buy" left out the third way the option gives a turn."""
    tabs = [table("blue", ["B1"], ["R3"]), table("red", ["R1"]), table()]
    for on in (True, False):
        state = make(tables=tabs, top=["gold"], spares_discard=on)
        with pytest.raises(corsairs.IllegalAction) as refused:
            state.apply("cannon")  # no pirate to fire at: "draw or buy", and the discard
        assert ("discard a spare card ('discard R3')" in str(refused.value)) is on
