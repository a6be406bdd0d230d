"""A seat's observation carries the rule options that value a card (public: printed on
the table), and the bots value cards by them: greedy counted a boat card of a colour another player
builds as a spare to sell even when ``foreign_card="discard"`` drops it, and counted
spares joining a new boat when ``spares_join_boat`` is off."""

from __future__ import annotations

from typing import Any

import pytest

from corsairs import load_game
from corsairs.games.piratatak.cards import PARTS, parse_card
from corsairs.games.piratatak.encoding import PiratatakEncoding
from corsairs.games.piratatak.greedy import SPARE_SOLD, View
from corsairs.games.piratatak.heuristic import valuer_of


def _obs(**rules: Any) -> dict[str, Any]:
    """Seat 0 has no boat and two yellow spares; seat 1 builds red."""
    obs = load_game("piratatak", players=2, **rules).new_state(5).observation(0)
    obs["tables"][0].update(colour=None, boat=[], spares=["Y1", "Y2"])
    obs["tables"][1].update(colour="red", boat=["R1"], spares=[])
    return obs


@pytest.mark.parametrize("rules", [{}, {"foreign_card": "discard", "coins_to": "discard"}])
def test_the_observation_names_the_rules_and_the_tensor_ignores_them(
    rules: dict[str, Any],
) -> None:
    game = load_game("piratatak", players=3, **rules)
    state = game.new_state(11)
    for seat in range(3):
        obs = state.observation(seat)
        assert obs["foreign_card"] == game.rules.foreign_card
        assert obs["spares_join_boat"] == game.rules.spares_join_boat
        assert obs["price"] == game.rules.purchase_price  # the old fields stay
        assert obs["coins_to"] == game.rules.coins_to  # where the price goes
        enc = PiratatakEncoding(game)  # type: ignore[arg-type]
        told = ("foreign_card", "spares_join_boat", "coins_to")
        without = {k: v for k, v in obs.items() if k not in told}
        assert enc.observation_tensor(obs) == enc.observation_tensor(without)


def test_a_card_the_rules_drop_is_worth_nothing_to_greedy() -> None:
    red = parse_card("R2")
    assert View(_obs(), 0).boat_card_value(red) == SPARE_SOLD
    assert View(_obs(foreign_card="discard"), 0).boat_card_value(red) == 0.0


def test_a_card_the_rules_drop_is_worth_nothing_to_the_heuristic() -> None:
    red = parse_card("R2")
    assert valuer_of(_obs(), 0).boat_value(red) > 0
    assert valuer_of(_obs(foreign_card="discard"), 0).boat_value(red) == 0.0


def test_spares_that_stay_spares_do_not_count_for_a_new_boat() -> None:
    yellow = parse_card("Y3")
    assert View(_obs(), 0).boat_card_value(yellow) == 3.0  # the card and two spares join
    assert View(_obs(spares_join_boat=False), 0).boat_card_value(yellow) == 1.0
    joined = valuer_of(_obs(), 0).boat_value(yellow)
    alone = valuer_of(_obs(spares_join_boat=False), 0).boat_value(yellow)
    assert joined == pytest.approx(3 * alone)


def test_an_observation_without_rules_reads_as_the_rulebook() -> None:
    obs = _obs()
    del obs["foreign_card"], obs["spares_join_boat"]  # from before the fields (a test's dict)
    assert View(obs, 0).boat_card_value(parse_card("R2")) == SPARE_SOLD
    assert valuer_of(obs, 0).boat_value(parse_card("Y3")) > valuer_of(obs, 0).boat_value(
        parse_card("R2")
    )
    assert PARTS == 6
