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
    return state.observation(None)["tables"]


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


# -- whole games --------------------------------------------------------------------------


@pytest.mark.parametrize("options", [{"foreign_card": "discard"}])
def test_whole_random_games_with_the_option_keep_every_rule(options: dict[str, object]) -> None:
    """The conformance kit's checks (audit, legal moves, notation, saves, secrecy and the
    research encoding) over random games at each new option."""
    from corsairs.testing import check_game

    game = corsairs.load_game("piratatak", players=3, **options)
    counts = check_game(game, seeds=(0, 1), encoding=True)
    assert counts["games"] == 2 and counts["actions"] > 50


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
            obs.pop("cannons_given", None)  # a key the options added (the rest is as it was)
            h.update(json.dumps(obs, sort_keys=True).encode())
    return h.hexdigest()[:16]


# Computed with the engine before the three options existed (main at 8684b43).
BEFORE = {"plain": "891eca1a683fe710", "cannon_optional": "f041c5792fad9455"}


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_default_rules_play_as_before(name: str) -> None:
    """The new options' defaults are the old engine: random games at default rules (and
    with an optional cannon, where give-backs are chosen) list the same moves and show
    the same tables, move for move, as before the options existed."""
    options = {"cannon_optional": True} if name == "cannon_optional" else {}
    assert _digest(options) == BEFORE[name]
