"""The ladder of levels: every level resolves to a bot, everywhere a spec is accepted."""

from __future__ import annotations

import pytest

import corsairs
from corsairs.agents import GENERIC_NAMES, bots_help, levels, make_agent, resolve_level
from corsairs.arena import run_arena
from corsairs.protocol import BadOption

GAMES = ["corsairs", "piratatak"]


@pytest.mark.parametrize("name", GAMES)
def test_each_game_has_a_ladder_of_four_or_five_levels(name: str) -> None:
    ladder = levels(name)
    assert 4 <= len(ladder) <= 5
    assert ladder[0][0] == "beginner" and ladder[-1][0] == "expert"
    assert levels(corsairs.load_game(name, players=2)) == ladder


@pytest.mark.parametrize("name", GAMES)
def test_levels_never_shadow_a_bot_name(name: str) -> None:
    game = corsairs.load_game(name, players=2)
    bots = set(game.agents()) | set(GENERIC_NAMES)
    assert not {level for level, _ in levels(name)} & bots


@pytest.mark.parametrize("name", GAMES)
def test_plain_and_prefixed_level_names_build_the_levels_bot(name: str) -> None:
    game = corsairs.load_game(name, players=2)
    for level, spec in levels(name):
        expected = type(make_agent(spec, game, seed=1))
        assert type(make_agent(level, game, seed=1)) is expected
        assert type(make_agent(f"level:{level}", game, seed=1)) is expected
        assert type(make_agent(f" Level:{level.upper()} ", game, seed=1)) is expected


def test_the_beginner_is_no_random_bot() -> None:
    game = corsairs.load_game("corsairs", players=2)
    assert make_agent("beginner", game).name == "novice"


def test_plain_bot_names_still_resolve_to_themselves() -> None:
    game = corsairs.load_game("corsairs", players=2)
    for spec in ("random", "greedy", "heuristic:samples=4", "ismcts:iterations=5"):
        assert resolve_level(spec, game) == spec
        make_agent(spec, game, seed=0)


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("level:grandmaster", "unknown level 'grandmaster'"),
        ("level:", "unknown level"),
        ("beginner:noise=0.1", "takes no options"),
        ("grandmaster", "levels: beginner"),
    ],
)
def test_a_bad_level_is_refused_with_the_reason(spec: str, words: str) -> None:
    game = corsairs.load_game("corsairs", players=2)
    with pytest.raises(BadOption, match=words):
        make_agent(spec, game)


def test_a_game_without_a_ladder_has_no_levels() -> None:
    assert levels("no-such-game") == []


def test_the_bots_help_names_every_level() -> None:
    text = bots_help()
    for level, _ in levels("corsairs") + levels("piratatak"):
        assert level in text
    assert "greedy" in text


def test_the_arena_takes_levels_as_entrants() -> None:
    report = run_arena("corsairs", 2, "casual,beginner", 2, seed=3)
    assert [a["spec"] for a in report["agents"]] == ["casual", "beginner"]
    assert report["games"] == 2
    # The report says what each level played, so a stored report outlives a recalibration.
    assert [a["plays"] for a in report["agents"]] == ["greedy", "novice"]


def test_the_arena_table_names_what_each_level_plays(capsys: pytest.CaptureFixture[str]) -> None:
    from corsairs.arena.command import _print_table

    report = run_arena("corsairs", 2, "casual,random", 2, seed=3)
    _print_table(report)
    out = " ".join(capsys.readouterr().out.split())
    assert "levels: casual = greedy" in out and "random =" not in out
