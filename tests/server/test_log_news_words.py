"""What the table's log and its screen-reader news say of a round's result and of a bot's
turn, in the player's language (a Node test: the page's own modules, no browser; these
were browser cases of tests/e2e/test_log.py that only ran the page's word functions)."""

from __future__ import annotations

import json

import pytest
from web_i18n import SWITCHABLE, in_node

ROUND_WORDS = (
    SWITCHABLE
    + """const cs = await import("./games/corsairs.js");
const r = { round: 2, closer: 0, sent_under_by: [1], sweepers: [], limits: [5, 3, 9],
            added: [4, 0, 2] };
const calm = { ...r, sent_under_by: [], added: [0, 0, 6] };
const line = (x, me) => cs.narrate({ act: "round_end", round: 2 }, ["Ann", "Bea", "Cid"],
                                   m.t, { rounds: [x] }, me);
return %s.map(([lang, me]) => {
  m.setLang(lang);
  return { under: line(r, me), calm: line(calm, me) };
});"""
)

ROUND_CASES: list[tuple[str, int | None, list[str]]] = [
    ("en", 0, ["you set sail", "Bea sent you under (3 ≤ 5)", "; penalty cards: you +4, Cid +2"]),
    ("en", 1, ["Ann set sail", "; you sent Ann under (3 ≤ 5)", "; penalty cards: Ann +4, Cid +2"]),
    ("fr", 0, ["vous avez levé l'ancre", "Bea vous a coulé", "personne"]),
    ("it", 0, ["hai deciso di salpare", "Bea ti ha mandato sotto", "nessuno ti ha mandato sotto"]),
    ("de", 2, ["Ann hat die Anker gelichtet", "; Strafpunkte: Ann +4, du +2"]),
    ("en", None, ["Ann set sail", "Bea sent Ann under", "; penalty cards: Ann +4, Cid +2"]),
]


def test_a_rounds_result_is_said_to_the_player_it_concerns() -> None:
    """The log said "You drew…" of the player's moves but "Ann set sail; Bea sent Ann under
    — ☠ Ann +4" of the round they closed: a round's result now says "you" too (the round's
    summary shares the words), in each language; spectators (no seat) still read names.
    Its penalty cards are named in words: a screen reader read "☠" as "skull and
    crossbones" in the announcement of the round's end."""
    cases = [[lang, me] for lang, me, _ in ROUND_CASES]
    said = in_node(ROUND_WORDS % json.dumps(cases), table=True)
    for (lang, me, want), lines in zip(ROUND_CASES, said, strict=True):
        text = lines["under"] + " | " + lines["calm"]
        for words in want:
            assert words in text, (lang, me, words, text)
        if me is not None:
            assert ["Ann", "Bea", "Cid"][me] + " " not in lines["under"], (lang, lines)


CORSAIRS_NEWS = """const cs = await import("./games/corsairs.js");
const names = () => ["Ann", "Bea", "Cid"];
const hist = [{ n: 1, seat: 1, act: "draw", from: "pier", card: "R8" },
  { n: 2, seat: 1, act: "discard", card: "Y8" }, { n: 3, seat: 2, act: "draw", from: "stock" }];
const said = [];
let told = 0;
const tell = (current) => {
  const [text, upTo] = cs.turnNews(hist, told, { current_player: current, over: false },
                                   names, m.t, 0);
  told = upTo;
  said.push(text);
};
tell(2);  // Bea's turn, whole; Cid's draw waits for his discard
hist.push({ n: 4, seat: 2, act: "discard", card: "B3" });
tell(0);
hist.push({ n: 5, seat: 0, act: "discard", card: "G2" });
tell(1);  // the player's own move, at once
return said;"""


def test_a_bots_draw_and_discard_are_told_in_one_sentence() -> None:
    """A screen reader heard each bot's draw, then its discard a moment later, which cut
    the draw short: a bot's turn is told once it is over, the bot named once."""
    said = in_node(CORSAIRS_NEWS, "en", table=True)
    assert said[0] == "Bea took red 8 from the pier and discarded yellow 8", said
    assert said[1] == "Cid drew from the stock and discarded blue 3", said
    assert said[2] == "You discarded green 2", said


CORSAIRS_ROUND_NEWS = """const cs = await import("./games/corsairs.js");
const names = () => ["Ann", "Bea", "Cid"];
const round = { round: 1, closer: 2, limits: [12, 3, 5], stowaways: [["R1", "R2", "R3"],
  ["B1", "B2"], ["G1"]], sent_under_by: [1], sweepers: [], added: [3, 0, 4],
  penalties: [3, 0, 4], annulled: false };
const hist = [{ n: 1, round: 1, seat: 2, act: "draw", from: "stock" },
  { n: 2, round: 1, seat: 2, act: "sail", card: "Y2" },
  { n: 3, round: 1, seat: 2, act: "lay", limit: 5, stowaways: 1 }];
const said = [];
let told = 0;
const tell = (current, rounds = []) => {
  const obs = { current_player: current, over: false, rounds };
  const [text, upTo] = cs.turnNews(hist, told, obs, names, m.t, 0);
  told = upTo;
  said.push(text);
};
tell(0);  // Cid set sail and laid down: the player lays down next
hist.push({ n: 4, round: 1, seat: 0, act: "lay", limit: 12, stowaways: 3 });
tell(1);  // the player's own lay-down waits too
hist.push({ n: 5, round: 1, seat: 1, act: "lay", limit: 3, stowaways: 2 },
  { n: 5, round: 1, seat: null, act: "round_end" });
tell(0, [round]);
return said;"""


def test_a_rounds_lay_downs_are_told_with_its_result_in_one_sentence() -> None:
    """At a round's end a screen reader heard each player's lay-down as a message of its
    own, then the result: the lay-downs wait for the round's end and are told in its
    sentence (who set sail, what each laid down, who went under, the penalties), its parts
    parted by semicolons ("— Penalty cards" was read "em dash", or run on)."""
    sail, own, end = in_node(CORSAIRS_ROUND_NEWS, "en", table=True)
    # the closer's limit comes with its sail: the one the others lay down against, in the
    # same sentence ("…and set sail; laid down: limit 5" had no subject after the semicolon)
    assert sail == (
        "Cid drew from the stock, discarded yellow 2, and set sail with a limit of 5 and 1 stowaway"
    ), sail
    assert own == "", own
    assert end == (
        "Round 1 result: Cid set sail (limit 5); you laid down: limit 12, 3 stowaways; "
        "Bea laid down: limit 3, 2 stowaways; Bea sent Cid under (3 ≤ 5)"
        "; penalty cards: you +3, Cid +4"
    ), end


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Cid a pioché dans le talon, défaussé le 2 jaune et levé l'ancre, "
            "avec une limite de 5 et 1 clandestin",
        ),
        (
            "it",
            "Cid ha pescato dal tallone e scartato il 2 giallo per salpare, "
            "con limite 5 e 1 clandestino",
        ),
        (
            "de",
            "Cid hat vom Abhebestapel abgehoben, die gelbe 2 abgelegt und die Anker gelichtet, "
            "mit Grenze 5 und 1 blinden Passagier",
        ),
    ],
)
def test_the_closers_lay_down_is_told_in_its_sails_sentence(lang: str, said: str) -> None:
    """The closer's lay-down came after a semicolon without a subject ("…; a abattu :
    limite 5", "…; hat ausgelegt: …"): it ends the sentence of the sail, as a native says it."""
    assert in_node(CORSAIRS_ROUND_NEWS, lang, table=True)[0] == said
