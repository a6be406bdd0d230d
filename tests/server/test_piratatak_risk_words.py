"""What a pirate would cost the player who may draw again or stop, in the page's own
modules (Node, no browser): the rulebook's pirate takes three cards, all of them when
fewer are held, and only the pirate and a cannon when the player holds one."""

from __future__ import annotations

import json

import pytest
from web_i18n import in_node


def _risk(lang: str, table: dict[str, object], loss: int = 3) -> str:
    """The stake line for seat 0 holding ``table``."""
    obs = {"tables": [{"boat": [], "spares": [], "gold": 0, "cannons": 0, **table}]}
    body = (
        'const pt = await import("./games/piratatak.js");'
        f"return pt.riskWords({json.dumps(obs)}, 0, {loss}, m.t);"
    )
    said: str = in_node(body, lang, table=True)
    return said


def test_a_cannon_holder_is_told_the_cannon_is_all_a_pirate_takes() -> None:
    """A child who had just drawn a cannon read "a pirate makes you give back 3 cards
    unless you hold a cannon": a parent had to say that the cannon was theirs."""
    said = _risk("fr", {"cannons": 1, "gold": 4})
    assert "3 cartes" not in said and "canon" in said and "Passer la main" in said, said
    assert _risk("en", {"cannons": 2, "boat": ["R1"]}).startswith("You hold a cannon"), said


@pytest.mark.parametrize(
    ("lang", "held", "said"),
    [
        ("fr", {"boat": ["R1"]}, "Un pirate vous fait rendre 1 carte,"),
        ("en", {"boat": ["R1"], "gold": 1}, "A pirate makes you give back 2 cards"),
        ("de", {"spares": ["G2"], "gold": 5}, "Ein Pirat lässt dich 3 Karten zurückgeben"),
    ],
)
def test_fewer_cards_than_the_loss_are_all_given(
    lang: str, held: dict[str, object], said: str
) -> None:
    """ "If he has less than 3 cards left, he gives back all that remain": the line said
    3 cards to a player holding one."""
    line = _risk(lang, held)
    assert line.startswith(said), line


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_nothing_held_nothing_to_lose(lang: str) -> None:
    """A player holding no card (a foreign card thrown away) was told a pirate takes 0 cards."""
    line = _risk(lang, {})
    assert "0" not in line and "{" not in line, line
