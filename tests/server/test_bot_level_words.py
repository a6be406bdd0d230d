"""The lobby's bot levels are described as what the bot does ("Plays at ease…"), never
as "a relaxed player": the seat is a robot, and French "Un joueur détendu" for a robot
read wrong."""

from __future__ import annotations

import re

import pytest
from web_i18n import in_node

PLAYER = {"en": r"\bplayer\b", "fr": r"\bjoueur\b", "it": r"\bgiocatore\b", "de": r"\bSpieler\b"}


@pytest.mark.parametrize("lang", sorted(PLAYER))
def test_each_level_is_said_of_the_bot(lang: str) -> None:
    said = in_node(
        """return ["beginner", "casual", "strong", "expert"].map((l) => m.t("leveldesc_" + l));""",
        lang,
    )
    for text in said:
        assert not text.startswith("leveldesc_"), text
        assert not re.search(PLAYER[lang], text), text


@pytest.mark.parametrize(
    ("lang", "labels"),
    [
        ("en", ["Beginner bot", "Casual bot", "Strong bot", "Expert bot"]),
        ("fr", ["Robot débutant", "Robot intermédiaire", "Robot confirmé", "Robot expert"]),
        ("it", ["Bot principiante", "Bot intermedio", "Bot avanzato", "Bot esperto"]),
        ("de", ["Anfänger-Bot", "Gemütlicher Bot", "Starker Bot", "Experten-Bot"]),
    ],
)
def test_a_level_names_a_kind_of_bot_as_the_language_ranks_players(
    lang: str, labels: list[str]
) -> None:
    """French read "Robot : détendu" (a relaxed robot), Italian "Bot: tranquillo", German
    "Bot: gemütlich" beside "Bot: Anfänger": a level is named as the language's ladders of
    players are, on the bot it names, and the seat's name says the same."""
    said = in_node(
        """return ["beginner", "casual", "strong", "expert"].map((l) =>
          [m.botLabel(l), m.t("botname_" + l, { n: 2 })]);""",
        lang,
    )
    assert [label for label, _ in said] == labels
    assert [name for _, name in said] == [f"{label} 2" for label in labels]


BOTS = ["beginner", "casual", "strong", "expert", "greedy", "heuristic", "ismcts", "novice"]
BOTS += ["policy", "random"]


def test_every_bot_a_player_can_choose_is_named_from_one_list() -> None:
    """``bot_words`` wrote the ten bot words twice, as the keys of ``level_name``'s words
    and again in the pattern that finds a bot in a seat's name ("Bruno (strong)"): a bot
    added to one and not the other would be said as typed. One list, covering every bot
    of every game, the generic ones and the ladders' levels."""
    import corsairs
    from corsairs.agents.registry import agent_names, levels
    from corsairs.bot_words import NAMED, level_name, shown

    offered = {
        name
        for game in ("corsairs", "piratatak")
        for name in [*agent_names(corsairs.load_game(game)), *(lv for lv, _ in levels(game))]
    }
    assert offered == set(NAMED) == set(BOTS)
    for bot in NAMED:
        assert level_name(bot) != bot
        assert shown(f"Bruno ({bot})") == f"Bruno ({level_name(bot)})"


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_the_terminal_names_each_bot_as_the_browser_does(lang: str) -> None:
    """The terminal said "Bob (casual)", the word typed after --bots, where the browser
    says "Bob (Casual bot)"; French "niveau intermédiaire" beside the lobby's "Robot
    intermédiaire". One bot, one name, on every surface."""
    from corsairs import lang as language
    from corsairs.bot_words import level_name

    browser = in_node(f"return {BOTS!r}.map((b) => m.botLabel(b));", lang)
    with language.speaking(lang):
        terminal = [level_name(bot) for bot in BOTS]
    assert terminal == browser


@pytest.mark.parametrize(
    ("lang", "name"),
    [("en", "Random bot"), ("fr", "Robot aléatoire"), ("it", "Bot casuale"), ("de", "Zufalls-Bot")],
)
def test_the_random_bot_is_named_as_the_language_says_it(lang: str, name: str) -> None:
    """French "Robot hasard" glued a noun to a noun as French does not: a bot that plays
    at random is "aléatoire"; German writes it as its other bots, "Zufalls-Bot"."""
    assert in_node('return m.botLabel("random");', lang) == name


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_a_plugin_bot_is_named_on_the_terminal_as_in_the_browser(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The terminal named an outside bot "Bruno (lookout)", as typed, where the browser
    says "Lookout bot" ("Robot Lookout"): one rule, its name written as a name, a spec by
    its bot, in every language; a person's own brackets ("Anna (mum)") stay hers."""
    from corsairs import lang as language
    from corsairs.agents.base import RandomAgent
    from corsairs.agents.registry import GENERIC
    from corsairs.bot_words import level_name, shown

    browser = in_node('return ["lookout", "lookout:samples=1"].map(m.botLabel);', lang)
    monkeypatch.setitem(GENERIC, "lookout", RandomAgent)  # as a plugin registers it
    with language.speaking(lang):
        assert [level_name("lookout"), level_name("lookout:samples=1")] == browser
        assert shown("Bruno (lookout)") == f"Bruno ({browser[0]})"
        assert shown("Anna (mum)") == "Anna (mum)"
    # a registered name's words each written as a name ("Kenji_pira bot" in the lobby)
    kenji = in_node('return m.botLabel("kenji_pira");', lang)
    assert kenji == {"en": "Kenji Pira bot", "fr": "Robot Kenji Pira"}.get(lang, "Bot Kenji Pira")
    with language.speaking(lang):
        assert level_name("kenji_pira") == kenji
