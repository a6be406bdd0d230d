"""``corsairs rules``: a house-rule designer learns a game's rule options from the
terminal (their values, defaults and meaning), and a misspelt option is answered with
the one meant. Before, the only list was the bare names in an error."""

from __future__ import annotations

import dataclasses

import pytest
from typer.testing import CliRunner

from corsairs.cli import app
from corsairs.registry import load_game
from corsairs.rule_list import field_docs, rule_options

runner = CliRunner()


def _block(output: str, name: str) -> str:
    """The lines ``corsairs rules`` prints for one option."""
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(name + "  "))
    end = next(
        (i for i in range(start + 1, len(lines)) if lines[i] and not lines[i].startswith(" ")),
        len(lines),
    )
    return " ".join(line.strip() for line in lines[start:end])


def test_rules_lists_a_house_rule_with_its_values_default_and_meaning() -> None:
    result = runner.invoke(app, ["rules", "--game", "piratatak", "--players", "4"])
    assert result.exit_code == 0, result.output
    said = _block(result.output, "spares_discard")
    assert "(default false)" in said
    assert "drawing: true (yes) or false (no)" in said  # the lobby's name, then the values
    assert "instead of drawing or buying" in said  # the docstring beside the field
    assert "a seat, 0 to 3, or none" in _block(result.output, "first_player")
    assert "from 1 to 20" in _block(result.output, "purchase_price")
    said = _block(result.output, "coins_to")
    assert "paid: seller (to the seller) or discard (onto the discard pile)" in said


def test_rules_names_every_option_the_engine_takes_and_corsairs_presets() -> None:
    result = runner.invoke(app, ["rules"])
    assert result.exit_code == 0, result.output
    assert "Corsairs: rule options at 2 players" in result.output
    for f in dataclasses.fields(load_game("corsairs", players=2).rules):
        _block(result.output, f.name)
    assert "tiny: colours=2" in _block(result.output, "preset")
    assert "a seat, 0 to 1, or none" in _block(result.output, "first_dealer")


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_every_rule_option_has_its_meaning_written_beside_it(game: str) -> None:
    options = rule_options(game, 2)
    assert options
    assert [o.name for o in options if not o.doc] == []


def test_a_field_docstring_is_read_from_the_class_source() -> None:
    @dataclasses.dataclass
    class Rules:
        sails: int = 2
        """How many sails a boat has."""
        oars: int = 0

    assert field_docs(Rules) == {"sails": "How many sails a boat has."}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["rules", "--game", "chess"], "unknown game 'chess'"),
        (["rules", "--players", "9"], "Corsairs is for 2 to 4 players, not 9"),
    ],
)
def test_rules_refuses_a_bad_game_or_player_count(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_a_misspelt_rule_option_is_answered_with_the_one_meant() -> None:
    result = runner.invoke(
        app, ["play", "--game", "piratatak", "--rules", "spares_discrd=true", "--watch"]
    )
    assert result.exit_code == 2
    assert "unknown rule option 'spares_discrd' (did you mean 'spares_discard'?)" in (result.output)
    assert "corsairs rules" in result.output


def test_another_games_option_is_named_as_that_games() -> None:
    """``simulate --game piratatak --compare pier_size=5`` read "unknown rule option
    'pier_size'", as if misspelt, beside a list without it: it is Corsairs' pier. The
    refusal says whose option it is, and lists this game's; a misspelt name and a bad
    value read as before."""
    from corsairs.protocol import BadOption

    with pytest.raises(BadOption) as refused:
        load_game("piratatak", players=3, pier_size=5)
    said = str(refused.value)
    assert said.startswith("'pier_size' is a rule option of Corsairs, not of Piratatak, whose ")
    assert "purchase_price" in said and "corsairs rules --game piratatak" in said
    with pytest.raises(BadOption, match="'purchase_price' is a rule option of Piratatak"):
        load_game("corsairs", purchase_price=2)
    with pytest.raises(BadOption, match="unknown rule option 'pier_sise'"):
        load_game("piratatak", pier_sise=5)
    with pytest.raises(BadOption, match="pier_size must be"):
        load_game("corsairs", pier_size=0)
    result = runner.invoke(
        app, ["simulate", "--game", "piratatak", "--compare", "pier_size=5", "--lang", "fr"]
    )
    assert result.exit_code == 2
    assert "--compare : 'pier_size' est une option de règle de Corsaires, pas de " in (
        result.output
    )


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_rules_writes_none_true_and_false_as_they_are_typed(game: str) -> None:
    """'pier_size (default none)' above 'None = 5 + players': the docstring's Python words
    beside the value a designer types (``--rules pier_size=none``)."""
    result = runner.invoke(app, ["rules", "--game", game])
    assert result.exit_code == 0, result.output
    python = [w for w in ("None", "True", "False") if f"{w} " in result.output]
    assert not python, python
    if game == "corsairs":
        assert "none = 5 + players" in _block(result.output, "pier_size")


@pytest.mark.parametrize("game", ["piratatak", "corsairs"])
def test_rules_fit_a_40_column_terminal(game: str) -> None:
    """The listing was wrapped at 60 columns at least: on a 40-column terminal (a phone
    over SSH) the terminal broke each of its lines again, mid-word; a long option's name
    and its default went past the edge too."""
    result = runner.invoke(app, ["rules", "--game", game], env={"COLUMNS": "40"})
    assert result.exit_code == 0, result.output
    long = [line for line in result.output.splitlines() if len(line) > 40]
    assert not long, long


@pytest.mark.parametrize(
    ("game", "lang", "taught", "browser"),
    [
        ("corsairs", "en", ["Setting sail", "Stowaways: all the rest", "go under"], "Tap"),
        ("piratatak", "de", ["Piratatak", "Kanone"], "Tippe"),
    ],
)
def test_rules_teaches_the_game_before_its_options(
    game: str, lang: str, taught: list[str], browser: str
) -> None:
    """A newcomer typed ``corsairs rules`` to learn the game and was given only its rule
    options (``pier_size``, ``attach_numbers``…): nothing said what a pier, a crew or a
    limit is. The rules page's section of the game comes first now, in the language
    spoken, without the page's taps and clicks, and then how to play it here."""
    result = runner.invoke(app, ["rules", "--game", game, "--lang", lang])
    assert result.exit_code == 0, result.output
    head = result.output.split("first_", 1)[0]  # the first option: first_dealer/player
    for words in taught:
        assert words in head
    assert browser not in result.output
    assert "On this site" not in result.output and "Hier hat jede Farbe" not in result.output
    assert f"corsairs play --game {game}" in head
