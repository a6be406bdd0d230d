"""The simulations' fast bots choose exactly what they chose before they were made faster.

Each case plays seeded games with one bot spec in every seat, through the
simulations' own guarded loop (``ask``), and digests every observation and every
action. The digests were recorded before the speed-ups of the ``policy`` bots,
the guard and the observations: a speed-up that changes one choice, or one field
of what a bot is shown, changes a digest. Piratatak's were recorded again when its
heuristic began to give back (or, with ``spares_discard``, discard) a spare a rival's
boat lacks as its last part: a change of play, measured in docs/bots.md.
"""

from __future__ import annotations

import hashlib
import json

import pytest

import corsairs
from corsairs.agents import make_agent
from corsairs.agents.guard import ask, timed_moves
from corsairs.sim.run import derive_seed

CASES: list[tuple[str, str, int, dict[str, object], int, str]] = [
    # (game, bot, players, rules, games, digest of the observations and actions)
    ("piratatak", "policy", 4, {}, 40, "585d3451fdcffa80fcfddeea"),
    ("piratatak", "policy", 2, {}, 12, "568f3747b0b4bde53422eff9"),
    (
        "piratatak",
        "policy",
        3,
        {"foreign_card": "discard", "spares_join_boat": False},
        12,
        "7bc95e0d0adbd8f21de99072",
    ),
    (
        "piratatak",
        "policy",
        4,
        {"cannon_optional": True, "cannons_given": True, "spares_discard": True},
        12,
        "81956dc345948ef082e6af69",
    ),
    (
        "piratatak",
        "policy",
        4,
        {"purchase_price": 2, "pirate_loss": 2},
        12,
        "0b9050a7c29c7063beec6c05",
    ),
    ("piratatak", "heuristic:boldness=0.2,shield=3", 4, {}, 12, "f11d1537dcc53a55e878f354"),
    ("piratatak", "greedy", 4, {}, 12, "c29cfa21099777c7c0188c3e"),
    # s29: the observations gained pile_seats; the actions are the same (checked move by
    # move against the commit before)
    ("corsairs", "policy", 4, {}, 5, "a6d85663290e26ebfcd7f808"),
    ("corsairs", "policy", 2, {}, 3, "dcbc973412fb1b112b18df31"),
]


def fingerprint(
    game_name: str, bot: str, players: int, rules: dict[str, object], games: int
) -> str:
    """The digest of every observation shown and every action chosen in ``games`` games."""
    game = corsairs.load_game(game_name, players=players, **rules)
    digest = hashlib.blake2b(digest_size=12)
    with timed_moves(60.0):
        for i in range(games):
            gseed = derive_seed("game", 7, i)
            bots = [
                make_agent(bot, game, seed=derive_seed(gseed, "seat", s)) for s in range(players)
            ]
            state = game.new_state(seed=gseed)
            while (p := state.current_player) is not None:
                obs = state.observation(p)
                obs.pop("coins_to", None)  # added since (s33): a rule no bot reads
                digest.update(json.dumps(obs, default=str).encode())
                action = ask(bots[p], state, p, bot, limit=60.0)
                digest.update(str(action).encode())
                state.apply(action)
    return digest.hexdigest()


@pytest.mark.parametrize(("game", "bot", "players", "rules", "games", "digest"), CASES)
def test_the_fast_bots_choose_what_they_chose(
    game: str, bot: str, players: int, rules: dict[str, object], games: int, digest: str
) -> None:
    assert fingerprint(game, bot, players, rules, games) == digest
