"""A Piratatak turn is one sentence with one subject, as a native says it: the clauses share
the auxiliary the first opens with, and the last is joined by "and". French read "Vous
avez pioché une pièce d'or, vous avez pioché vert 1, vous avez passé la main" (and "Vous avez
pioché un pirate ; avez tiré au canon" before that, a clause without its subject)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const p = await import("./games/piratatak.js");
const names = ["Player 1", "Bo"];
const turn = { seat: 0, action: "cannon", events: [[0, "draw pirate"], [0, "cannon"]] };
const events = ["draw gold", "draw G1", "stop"];
const poor = ["draw pirate", "give -"];
const lost = ["draw pirate", "give Y1 gold", "boat lost"];
return [p.narrate(turn, names, m.t, null, 0), p.ownTurnLine(events, names, m.t),
        p.othersTurnLine(1, events, names, m.t, 0), p.othersTurnLine(1, poor, names, m.t, 0),
        p.othersTurnLine(1, lost, names, m.t, 0)];"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            [
                "You drew a pirate and fired the cannon",
                "You drew a gold coin, drew green 1, and stopped",
                "Bo drew a gold coin, drew green 1, and stopped",
                "Bo drew a pirate and had nothing to give back",
                # a list ends its sentence: "…, gave back yellow 1 and a gold coin, and lost
                # the boat" ran on past it
                "Bo drew a pirate and gave back yellow 1 and a gold coin. Bo lost the boat "
                "(its colour is free again)",
            ],
        ),
        (
            "fr",
            [
                "Vous avez pioché un pirate et tiré au canon",
                "Vous avez pioché une pièce d'or, pioché le 1 vert et passé la main",
                "Bo a pioché une pièce d'or, pioché le 1 vert et passé la main",
                "Bo a pioché un pirate et n'avait rien à rendre",
                "Bo a pioché un pirate et rendu le 1 jaune et une pièce d'or. Bo a perdu son "
                "bateau (sa couleur redevient libre)",
            ],
        ),
        (
            "it",
            [
                "Hai pescato un pirata e sparato col cannone",
                "Hai pescato una moneta d'oro, pescato l'1 verde e passato la mano",
                "Bo ha pescato una moneta d'oro, pescato l'1 verde e passato la mano",
                "Bo ha pescato un pirata e non aveva nulla da restituire",
                # the subject left to the verb, as Italian does
                "Bo ha pescato un pirata e restituito l'1 giallo e una moneta d'oro. Ha perso la "
                "barca (il suo colore torna libero)",
            ],
        ),
        (
            "de",
            [
                "Du hast einen Piraten gezogen und die Kanone abgefeuert",
                "Du hast eine Goldmünze gezogen, die grüne 1 gezogen und aufgehört",
                "Bo hat eine Goldmünze gezogen, die grüne 1 gezogen und aufgehört",
                "Bo hat einen Piraten gezogen und hatte nichts zurückzugeben",
                "Bo hat einen Piraten gezogen und die gelbe 1 und eine Goldmünze zurückgegeben. "
                "Bo hat das Boot verloren (seine Farbe ist wieder frei)",
            ],
        ),
    ],
)
def test_a_players_turn_names_its_subject_once(lang: str, said: list[str]) -> None:
    assert in_node(SAID, lang, table=True) == said


IN_ORDER = """const p = await import("./games/piratatak.js");
const names = ["Ann", "Bo"];
const events = [[1, "draw gold"], [1, "draw gold"], [1, "draw Y4"], [1, "start yellow boat"],
  [1, "stop"]];
const obs = { current: 0, over: false };
return p.turnNews([{ n: 1, seat: 1, events }], 0, obs, () => names, m.t, 0)[0];"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "it",
            "Bo ha pescato 2 monete d'oro e il 4 giallo. Ha iniziato una barca gialla e passato "
            "la mano",
        ),
        (
            "fr",
            "Bo a pioché 2 pièces d'or et le 4 jaune. Bo a commencé un bateau jaune et passé la "
            "main",
        ),
    ],
)
def test_the_card_a_boat_was_started_with_comes_before_the_start(lang: str, said: str) -> None:
    """Draws in a row are said together, boat parts first: "Bo drew yellow 4, 2 gold coins,
    started a yellow boat" put the coins between the card and the boat it started. And no
    comma before the last "e"/"et" (French and Italian write none in a list): "…, iniziato
    una barca gialla, e passato la mano"; the comma parts two "et" only when the clause just
    before the last holds one of its own (test_piratatak_log_lines.py)."""
    assert in_node(IN_ORDER, lang, table=True) == said


WON = """const p = await import("./games/piratatak.js");
const names = ["Ann", "Bo"];
const events = [[1, "draw B2"], [1, "draw gold"], [1, "draw R3"], [1, "win"]];
const obs = { current: 0, over: true };
return p.turnNews([{ n: 1, seat: 1, events }], 0, obs, () => names, m.t, 0)[0];"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Bo drew blue 2, a gold coin, and red 3. Bo completed the boat"),
        (
            "de",
            "Bo hat die blaue 2, eine Goldmünze und die rote 3 gezogen. Bo hat das Boot "
            "fertiggebaut",
        ),
    ],
)
def test_the_card_that_finished_the_boat_comes_before_the_win(lang: str, said: str) -> None:
    """ "Bo drew blue 2, red 3, and a gold coin. Bo completed the boat" put the coin between
    the card that finished the boat and the boat it finished: that card is said last, as a
    boat's first card is (the terminal alike, test_piratatak_terminal.py)."""
    assert in_node(WON, lang, table=True) == said


RESHUFFLED = """const p = await import("./games/piratatak.js");
const names = ["Ann", "Bo"];
return [p.ownTurnLine(["reshuffle", "draw pirate", "cannon"], names, m.t),
        p.ownTurnLine(["draw G1", "reshuffle", "draw pirate", "cannon"], names, m.t)];"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            [
                "The discards became the new stock; you drew a pirate and fired the cannon",
                "You drew green 1; the discards became the new stock; you drew a pirate and "
                "fired the cannon",
            ],
        ),
        (
            "de",
            [
                "Die abgelegten Karten werden zum neuen Abhebestapel; du hast einen Piraten "
                "gezogen und die Kanone abgefeuert",
                "Du hast die grüne 1 gezogen; die abgelegten Karten werden zum neuen "
                "Abhebestapel; du hast einen Piraten gezogen und die Kanone abgefeuert",
            ],
        ),
    ],
)
def test_a_reshuffle_in_ones_own_turn_is_a_clause_of_its_own(lang: str, said: list[str]) -> None:
    """The stock ran out in the player's own turn: a screen reader said "Du die abgelegten
    Karten werden zum neuen Abhebestapel, hast einen Piraten gezogen und hast die Kanone
    abgefeuert" ("You the discards became the new stock, drew a pirate…"): the reshuffle,
    which names nobody, was made a clause of "you". Another's turn parted it already."""
    assert in_node(RESHUFFLED, lang, table=True) == said


PIRATE_LAST = """const p = await import("./games/piratatak.js");
const names = ["Ann", "Bo"], at = () => names;
const evs = ["draw Y1", "draw B3", "draw pirate", "cannon"], ns = evs.map(() => 1);
return [p.turnLine(0, evs, ns, at, m.t, 0), p.turnLine(1, evs, ns, at, m.t, 0)];"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "it",
            [
                "Hai pescato l'1 giallo, il 3 blu e un pirata. Hai sparato col cannone",
                "Bo ha pescato l'1 giallo, il 3 blu e un pirata. Ha sparato col cannone",
            ],
        ),
        (
            "fr",
            [
                "Vous avez pioché le 1 jaune, le 3 bleu et un pirate. Vous avez tiré au canon",
                "Bo a pioché le 1 jaune, le 3 bleu et un pirate. Bo a tiré au canon",
            ],
        ),
        (
            "de",
            [
                "Du hast die gelbe 1, die blaue 3 und einen Piraten gezogen. Du hast die Kanone "
                "abgefeuert",
                "Bo hat die gelbe 1, die blaue 3 und einen Piraten gezogen. Bo hat die Kanone "
                "abgefeuert",
            ],
        ),
        (
            "en",
            [
                "You drew yellow 1, blue 3, and a pirate. You fired the cannon",
                "Bo drew yellow 1, blue 3, and a pirate. Bo fired the cannon",
            ],
        ),
    ],
)
def test_a_pirate_drawn_after_cards_ends_their_list(lang: str, said: list[str]) -> None:
    """The draws before a pirate were one clause, the pirate another with its verb again:
    "Hai pescato l'1 giallo e il 3 blu, e pescato un pirata". It ends the draws' list, and
    the list its sentence."""
    assert in_node(PIRATE_LAST, lang, table=True) == said


BUSY = """const p = await import("./games/piratatak.js");
const names = ["Ann", "Bo"], at = () => names;
const evs = ["draw B1", "draw gold", "draw gold", "draw G1", "start green", "draw Y3",
  "draw pirate", "give G1 gold", "stop"], ns = evs.map(() => 1);
return [p.turnLine(0, evs, ns, at, m.t, 0), p.turnLine(1, evs, ns, at, m.t, 0)];"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "it",
            [
                "Hai pescato l'1 blu, 2 monete d'oro e l'1 verde. Hai iniziato una barca verde e "
                "pescato il 3 giallo e un pirata. Hai restituito l'1 verde e una moneta d'oro. "
                "Hai passato la mano",
                "Bo ha pescato l'1 blu, 2 monete d'oro e l'1 verde. Ha iniziato una barca verde "
                "e pescato il 3 giallo e un pirata. Ha restituito l'1 verde e una moneta d'oro. "
                "Ha passato la mano",
            ],
        ),
        (
            "fr",
            [
                "Vous avez pioché le 1 bleu, 2 pièces d'or et le 1 vert. Vous avez commencé un "
                "bateau vert et pioché le 3 jaune et un pirate. Vous avez rendu le 1 vert et une "
                "pièce d'or. Vous avez passé la main",
                "Bo a pioché le 1 bleu, 2 pièces d'or et le 1 vert. Bo a commencé un bateau vert "
                "et pioché le 3 jaune et un pirate. Bo a rendu le 1 vert et une pièce d'or. Bo a "
                "passé la main",
            ],
        ),
    ],
)
def test_a_busy_turn_is_told_in_short_sentences(lang: str, said: list[str]) -> None:
    """ "Hai pescato l'1 blu, 2 monete d'oro e l'1 verde, iniziato una barca verde e
    pescato…": a whole turn was one sentence, its lists inside a list of clauses. A list
    now ends its sentence; the next names its subject again (Italian leaves it to the verb)."""
    assert in_node(BUSY, lang, table=True) == said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_busy_turn_has_a_sentence_for_each_list(lang: str) -> None:
    """English and German end a sentence at each of the turn's three lists, as above."""
    for line in in_node(BUSY, lang, table=True):
        assert line.count(". ") == 3 and not line.endswith("."), line
