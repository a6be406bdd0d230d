"""Every rule option a table may have is named in words in all four languages (a table's
house rules are shown to everyone), and every option the lobby offers is explained."""

from __future__ import annotations

import pytest
from web_i18n import in_node

from corsairs.registry import game_names
from corsairs.server.rule_options import describe_options

LANGS = ("en", "fr", "it", "de")

WORDS = """const r = await import("./i18n_rules.js");
const C = m.CATALOGUE;
return { keys: Object.fromEntries(Object.entries(C).map(([l, c]) => [l, Object.keys(c)])),
  lobby: r.LOBBY_OPTIONS, readings: r.READINGS };"""


def test_every_option_and_choice_has_words_in_every_language() -> None:
    got = in_node(WORDS)
    for game in game_names():
        options = {o["name"]: o for o in describe_options(game)}
        assert set(got["lobby"][game]) <= set(options), "the lobby offers an unknown option"
        assert set(got["readings"][game]) <= set(options)
        for lang in LANGS:
            keys = set(got["keys"][lang])
            for name, o in options.items():
                assert f"ro_{game}_{name}" in keys, (lang, game, name)
                for choice in o.get("choices", []):
                    assert f"rov_{game}_{name}_{choice}" in keys, (lang, game, name, choice)
            for name in got["lobby"][game]:
                assert f"roh_{game}_{name}" in keys, (lang, game, name, "explanation")


LINES = """const r = await import("./i18n_rules.js");
const rules = {game_ends_at: 30, sweep_wins: false, tie_break: "penalty_points"};
return [r.houseRuleLines("corsairs", rules),
  r.houseRuleLines("piratatak", {first_player: 1, pirate_loss: 2}, ["Ann", "Bob"]),
  r.houseRuleLines("corsairs", {})];"""


@pytest.mark.parametrize(
    ("lang", "ends", "sweep", "first"),
    [
        (
            "en",
            "Game ends once penalty cards reach: 30 in all",
            "A sweep wins the game at once: no",
            "First player: Bob",
        ),
        (
            "fr",
            "Fin de partie quand les pénalités atteignent\u00a0: 30 au total",
            "Un capot gagne aussitôt la partie\u00a0: non",
            "Premier joueur\u00a0: Bob",
        ),
        (
            "de",
            "Spielende, sobald die Strafpunkte erreichen: 30 insgesamt",
            "Wer die Gegner match macht, gewinnt sofort: nein",
            "Startspieler: Bob",
        ),
    ],
)
def test_house_rules_read_as_words_in_the_pages_language(
    lang: str, ends: str, sweep: str, first: str
) -> None:
    corsairs, piratatak, none = in_node(LINES, lang)
    assert corsairs[:2] == [ends, sweep]
    assert "penalty_points" not in corsairs[2]
    assert piratatak[0] == first and "2" in piratatak[1]
    assert none == []


ONE = """const r = await import("./i18n_rules.js");
return r.houseRuleLines("corsairs", {max_rounds: 1, round_turn_limit: 2});"""


@pytest.mark.parametrize(
    ("lang", "want"),
    [
        ("en", ["Game ends after: 1 round", "Safeguard: a round is annulled after: 2 turns"]),
        ("de", ["Spielende nach: 1 Runde", "Sicherung: eine Runde wird ungültig nach: 2 Zügen"]),
    ],
)
def test_one_round_is_said_in_the_singular(lang: str, want: list[str]) -> None:
    assert in_node(ONE, lang) == want  # "1 rounds" was shown


@pytest.mark.parametrize(
    ("lang", "verb"),
    [("en", "join it"), ("fr", "rejoignent"), ("it", "si aggiungono"), ("de", "kommen")],
)
def test_the_spares_joining_explanation_says_what_the_spares_do(lang: str, verb: str) -> None:
    """The lobby's explanation of ``spares_join_boat`` had no verb in any language ("When a
    player starts a boat, their spare cards of its colour."): a family could not tell what
    the option does."""
    said = in_node('return m.t("roh_piratatak_spares_join_boat");', lang)
    assert verb in said and said.endswith(".")
