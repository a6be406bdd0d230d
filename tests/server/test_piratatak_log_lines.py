"""The Piratatak log's sentences in the page's own modules (Node, no browser): a move's line
names its player once, a reshuffle does not open a line in lower case, coins given back are
counted, and French sets a space before its semicolons."""

from __future__ import annotations

import re

import pytest
from web_i18n import in_node

NARRATED = """const pt = await import("./games/piratatak.js");
const move = { action: "draw", seat: 0, events: [[0, "draw pirate"], [0, "give Y3 G4 gold"],
  [0, "boat lost"]] };
const after = { action: "draw", seat: 1, events: [[1, "reshuffle"], [1, "draw gold"]] };
return [pt.narrate(move, ["Ana", "Bo"], m.t), pt.narrate(after, ["Ana", "Bo"], m.t)];"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        # the cards given back, a list of their own, end the sentence: "gave back yellow 3,
        # green 4, a gold coin, and lost the boat" ran them together
        (
            "en",
            "Ana drew a pirate and gave back yellow 3, green 4, and a gold coin. Ana lost the boat",
        ),
        (
            "de",
            "Ana hat einen Piraten gezogen und die gelbe 3, die grüne 4 und eine Goldmünze "
            "zurückgegeben. Ana hat das",
        ),
        (
            "fr",
            "Ana a pioché un pirate et rendu le 3 jaune, le 4 vert et une pièce d'or. Ana a "
            "perdu son bateau",
        ),
        (
            "it",
            "Ana ha pescato un pirata e restituito il 3 giallo, il 4 verde e una moneta d'oro. "
            "Ha perso la barca",
        ),
    ],
)
def test_a_log_line_names_the_player_once(lang: str, said: str) -> None:
    """The game log said "Player 1 drew a pirate; Player 1 gave back …; Player 1 lost the
    boat": the name again before every event of one move (the status line said it once).
    It is said again only where a list has ended a sentence (Italian leaves it to the verb)."""
    line, reshuffled = in_node(NARRATED, lang, table=True)
    assert line.startswith(said) and line.count("Ana") == (1 if lang == "it" else 2), line
    assert reshuffled.count("Bo") == 1, reshuffled  # named after the reshuffle, which names nobody


RESHUFFLE = """const pt = await import("./games/piratatak.js");
return pt.narrate({ action: "draw", seat: 0, events: [[0, "reshuffle"], [0, "draw gold"]] },
  ["Ana", "Bo"], m.t);"""


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_a_log_line_that_starts_with_a_reshuffle_starts_with_a_capital(lang: str) -> None:
    """ "die abgelegten Karten werden zum neuen Stapel; Spieler 1 hat …" opened a line of
    the game's log in lower case (the reshuffle names nobody)."""
    line = in_node(RESHUFFLE, lang, table=True)
    assert line[0].isupper() and "Ana" in line, line


NAMES_OF = """return [m.cardNames(["G4", "gold", "gold"]),
  m.cardNames(["gold", "cannon", "cannon"]), m.cardNames(["R1", "gold"])];"""


def test_coins_given_back_are_counted_not_repeated() -> None:
    """A pirate's toll read "a rendu vert 4, or, or" in the log and the sets to give back."""
    assert in_node(NAMES_OF, "fr") == [
        "le 4 vert et 2 pièces d'or",
        "une pièce d'or et 2 canons",
        "le 1 rouge et une pièce d'or",
    ]


FR_TURN = """const pt = await import("./games/piratatak.js");
const move = { action: "draw", seat: 0, events: [[0, "reshuffle"], [0, "draw pirate"]] };
return pt.narrate(move, ["Ana", "Bo"], m.t);"""


def test_a_french_turn_sets_a_space_before_its_semicolons() -> None:
    """ "La pile des écarts forme le nouveau talon; Ana a pioché un pirate": French sets a space
    before a semicolon, as the Corsairs log's round lines do."""
    said = in_node(FR_TURN, "fr", table=True)
    assert said == "La pile des écarts forme le nouveau talon\u00a0; Ana a pioché un pirate"


OWN_AFTER_RESHUFFLE = """const pt = await import("./games/piratatak.js");
return pt.narrate({ action: "draw", seat: 0, events: [[0, "reshuffle"], [0, "draw gold"]] },
  ["Ana", "Bo"], m.t, null, 0);"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The discards became the new stock; you drew a gold coin"),
        ("fr", "La pile des écarts forme le nouveau talon\u00a0; vous avez pioché une pièce d'or"),
        ("it", "Gli scarti diventano il nuovo tallone; hai pescato una moneta d'oro"),
        # the stock by the table's word (it said "zum neuen Stapel" beside "Abhebestapel")
        (
            "de",
            "Die abgelegten Karten werden zum neuen Abhebestapel; du hast eine Goldmünze gezogen",
        ),
    ],
)
def test_the_viewers_own_draw_after_a_reshuffle_goes_on_in_lower_case(lang: str, said: str) -> None:
    """ "La pile des écarts forme le nouveau talon ; Vous avez pioché …": the viewer's own words
    began with a capital mid-sentence, after the reshuffle's semicolon."""
    assert in_node(OWN_AFTER_RESHUFFLE, lang, table=True) == said


OTHERS_AFTER_RESHUFFLE = """const pt = await import("./games/piratatak.js");
return pt.othersTurnLine(1, ["reshuffle", "draw gold"], ["Ana", "Bo"], m.t, 0);"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The discards became the new stock; Bo drew a gold coin"),
        ("fr", "La pile des écarts forme le nouveau talon\u00a0; Bo a pioché une pièce d'or"),
        ("it", "Gli scarti diventano il nuovo tallone; Bo ha pescato una moneta d'oro"),
    ],
)
def test_another_players_turn_after_a_reshuffle_is_two_sentences_as_in_the_log(
    lang: str, said: str
) -> None:
    """The table's "Since your turn" read "La pile des écarts forme le nouveau talon, Hugo a
    pioché un pirate": two sentences spliced with a comma, where the log sets a semicolon."""
    assert in_node(OTHERS_AFTER_RESHUFFLE, lang, table=True) == said


def test_the_german_rules_page_names_piratataks_stock_as_its_table_does() -> None:
    """The Piratatak rules said "Ist der Stapel leer", "zum neuen Stapel", "auf den Stapel"
    where its table shows "Abhebestapel" (and Corsairs' rules, above, say it so)."""
    from pathlib import Path

    page = (Path(__file__).parents[2] / "src/corsairs/server/web/rules/de.html").read_text()
    piratatak = page[page.index('id="piratatak"') :]
    assert not re.findall(r"\b(?:den|der|einem|neuen) Stapel\b(?! der)", piratatak), piratatak
