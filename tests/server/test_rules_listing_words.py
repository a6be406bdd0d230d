"""``corsairs rules`` in the player's language and in the lobby's words: each option's name,
what it does and its choices come from the browser's catalogue (web/i18n_rules.js), read
where it is written, never copied (the listing was English whatever the language, beside a
lobby that says the same options in four)."""

from __future__ import annotations

import dataclasses

import pytest
from typer.testing import CliRunner
from web_i18n import in_node

from corsairs.cli import app
from corsairs.registry import load_game

runner = CliRunner()

BROWSER_WORDS = """const ro = await import("./i18n_rules.js");
return Object.fromEntries(Object.entries(m.CATALOGUE).map(([lang, words]) => [lang,
  Object.fromEntries(Object.entries(words).filter(([k]) => /^ro[hv]?_/.test(k)))]));"""

SAID = """const ro = await import("./i18n_rules.js");
return [ro.ruleLabel("piratatak", "coins_to"), ro.ruleHelp("piratatak", "coins_to"),
  ro.ruleValue("piratatak", "coins_to", "seller"), ro.ruleValue("piratatak", "coins_to", "discard"),
  ro.ruleLabel("piratatak", "first_player"), ro.ruleValue("piratatak", "first_player", null)];"""


def _unwrapped(output: str) -> str:
    return " ".join(output.split())


def test_the_terminal_reads_the_lobbys_words_as_the_browser_does() -> None:
    """The terminal reads i18n_rules.js itself: every word it finds is the browser's, in
    every language (a reading that missed an escape or a key would drift unseen)."""
    from corsairs.rule_words import catalogue

    assert catalogue() == in_node(BROWSER_WORDS)


@pytest.mark.parametrize(
    ("lang", "head", "default"),
    [
        ("fr", "Piratatak : options de règle à 4 joueurs", "coins_to (par défaut : seller)"),
        ("it", "Piratatak: opzioni di regola a 4 giocatori", "coins_to (predefinito: seller)"),
        ("de", "Piratatak: Regeloptionen bei 4 Spielern", "coins_to (Vorgabe: seller)"),
    ],
)
def test_rules_speak_the_players_language_in_the_lobbys_words(
    lang: str, head: str, default: str
) -> None:
    result = runner.invoke(app, ["rules", "--game", "piratatak", "--players", "4", "--lang", lang])
    assert result.exit_code == 0, result.output
    said = _unwrapped(result.output)
    label, explained, seller, discard, first, random = in_node(SAID, lang)
    assert head in said, said[:200]
    assert default in said and label in said and explained in said, said
    # what is typed stays as typed, its meaning in the table's words beside it
    assert f"seller ({seller})" in said and f"discard ({discard})" in said, said
    assert first in said and f"none ({random})" in said, said
    assert "rule options at" not in said and "(default" not in said, said
    assert "instead of drawing or buying" not in said, said  # the English note


def test_english_keeps_the_options_own_notes_beside_the_lobbys_words() -> None:
    result = runner.invoke(app, ["rules", "--game", "piratatak", "--players", "4"])
    assert result.exit_code == 0, result.output
    said = _unwrapped(result.output)
    assert "Price of a boat card: a whole number from 1 to 20" in said, said
    assert "The price is paid: seller (to the seller) or discard (onto the discard pile)" in said
    assert "Gold coins paid to buy a boat card from another player's spares." in said, said
    assert "instead of drawing or buying" in said  # the docstring beside the field


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_every_rule_option_has_the_lobbys_name_in_every_language(game: str, lang: str) -> None:
    """An option the lobby has no words for would be listed by its docstring, in English."""
    from corsairs.rule_words import catalogue

    words = catalogue()[lang]
    fields = dataclasses.fields(load_game(game, players=2).rules)
    assert [f.name for f in fields if f"ro_{game}_{f.name}" not in words] == []


TIES = """const ro = await import("./i18n_rules.js");
return [ro.ruleLabel("corsairs", "tie_break"), ro.ruleHelp("corsairs", "tie_break"),
  ro.ruleValue("corsairs", "tie_break", "penalty_points"),
  ro.ruleLabel("corsairs", "tied_sweepers")];"""


def test_the_italian_ties_read_as_italian() -> None:
    """A player who knows the printed game read "Parità di penalità più basse alla fine",
    "le stesse, minori penalità", a sum that wins and "Cappotti pari nelle penalità": English
    word for word. The lobby's and `corsairs rules`'s words alike."""
    assert in_node(TIES, "it") == [
        "Parità a fine partita con meno carte penalità",
        "Chi vince quando più giocatori finiscono a pari merito, con meno carte penalità di tutti.",
        "vince chi ha la somma più bassa dei numeri delle carte penalità",
        "Cappotti a parità di carte penalità",
    ]
