"""The review addresses the reviewed seat as the table does ("You discarded…", not "Player
1 discarded…"), and a draw it does not grade shows no better move and no loss beside its
"not graded": "given away 11.2 ± 1.1" and a better move read like a grade."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const p = await import("./games/piratatak.js");
const rv = await import("./review.js");
const names = ["Player 1", "Bot 2"];
const lay = { limit: 4, stowaways: ["R2"] };
const ungraded = { ungraded: true, played: "draw stock", best: "draw pile", win: 0.3,
  best_win: 0.42, drop: 0.112, drop_se: 0.011 };
const graded = { ...ungraded, ungraded: false };
const better = () => "BETTER";
const bought = { seat: 0, action: "buy B2 from 1", events: [[0, "buy B2 from 1"]] };
return { discard: c.describe("discard R3", 0, names, m.t, undefined, 0),
  drew: c.describe("draw stock", 0, names, m.t, { card: "B5" }, 0),
  lay: c.describe("crew R3 R4", 0, names, m.t, lay, 0),
  other: c.describe("discard R3", 1, names, m.t, undefined, 0),
  bought: p.describe("buy B2 from 1", 0, names, m.t, bought, 0),
  best: [rv.bestCell(ungraded, better), rv.bestCell(graded, better)],
  given: [rv.givenCell(ungraded), rv.givenCell(graded),
    rv.givenCell({ ...graded, drop: 0.05, drop_se: 0.014 }),
    rv.givenCell({ ...graded, best: "draw stock", best_win: 0.3, drop: 0, drop_se: 0 }),
    rv.givenCell({ ...graded, best_win: 0.3, drop: 0.0004, drop_se: 0.006 }),
    rv.givenCell({ ...graded, drop: 0.004, drop_se: 0.007 })] };"""


@pytest.mark.parametrize(
    ("lang", "discard", "drew", "lay"),
    [
        ("en", "You discarded", "You drew", "You laid down"),
        ("fr", "Vous avez défaussé", "Vous avez pioché", "Vous avez abattu"),
        ("it", "Hai scartato", "Hai pescato", "Hai calato"),
        ("de", "Du hast", "Du hast", "Du hast"),
    ],
)
def test_the_review_says_you_and_leaves_a_draw_not_graded_ungraded(
    lang: str, discard: str, drew: str, lay: str
) -> None:
    said = in_node(SAID, lang, table=True)
    assert said["discard"].startswith(discard)
    assert said["drew"].startswith(drew) and "5" in said["drew"]
    assert said["lay"].startswith(lay) and "4" in said["lay"]
    assert said["other"].startswith("Bot 2")
    assert "Player 1" not in said["bought"]
    assert said["best"][0] == "–" and "BETTER" in said["best"][1]
    assert said["given"][0] == "–" and "±" in said["given"][1]
    # to the tenth both ("5 ± 1.4" read as two precisions), as the language writes decimals
    assert said["given"][2] == ("5.0 ± 1.4" if lang == "en" else "5,0 ± 1,4"), said["given"]
    # the best move played, or one judged as good, gives nothing away: said in words ("0.0 ±
    # 0.0" read as noise on every good row); a move that lost something keeps its figures
    assert said["given"][3] == BEST[lang] and said["given"][4] == AS_GOOD[lang], said["given"]
    assert said["given"][5] == ("0.4 ± 0.7" if lang == "en" else "0,4 ± 0,7"), said["given"]


BEST = {
    "en": "none: the best move",
    "fr": "aucune\u00a0: le meilleur coup",
    "it": "nessuna: la mossa migliore",
    "de": "nichts: der beste Zug",
}
AS_GOOD = {
    "en": "none: as good as the best",
    "fr": "aucune\u00a0: aussi bon que le meilleur",
    "it": "nessuna: buona quanto la migliore",
    "de": "nichts: so gut wie der beste",
}


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_the_position_links_name_holds_its_visible_words(lang: str) -> None:
    """German's "Stellung davor" link was named "Stellung vor Zug 3": a player speaking to
    the page ("click Stellung davor") found no such link (WCAG's label in name)."""
    shown, named = in_node('return [m.t("rv_see"), m.t("rv_see_label", { n: 3 })]', lang)
    assert shown.lower() in named.lower() and "3" in named, (shown, named)


@pytest.mark.parametrize(
    ("lang", "other", "own", "attached"),
    [
        (
            "en",
            "Bot 2 laid down no crew",
            "You laid down no crew: limit 12",
            "and laid down no crew",
        ),
        (
            "fr",
            "Bot 2 n'a abattu aucun équipage",
            "Vous n'avez abattu aucun équipage",
            "et n'a abattu aucun",
        ),
        (
            "it",
            "Bot 2 non ha calato nessuna ciurma",
            "Non hai calato nessuna ciurma",
            "e non ha calato",
        ),
        (
            "de",
            "Bot 2 hat keine Mannschaft ausgelegt",
            "Du hast keine Mannschaft ausgelegt",
            "und keine Mannschaft",
        ),
    ],
)
def test_an_empty_crew_is_said_as_no_crew(lang: str, other: str, own: str, attached: str) -> None:
    """The review said an empty crew "Du hast die Mannschaft aus keine ausgelegt" ("You laid
    down the crew none"), the replay "a crew of 0 cards": a player lays down no crew."""
    said = in_node(
        """const c = await import("./games/corsairs.js");
const names = ["Player 1", "Bot 2"];
const seen = { limit: 12, stowaways: ["R2"] };
return [c.describe("crew -", 1, names, m.t, undefined, 0),
  c.describe("crew -", 0, names, m.t, seen, 0),
  c.describe("attach V5 crew -", 1, names, m.t, seen, 0)];""",
        lang,
        table=True,
    )
    assert said[0] == other and said[1].startswith(own) and attached in said[2], said
    assert not {"none", "aucun :", "nessuno", "keine ausgelegt", "0"} & set(said[0].split()), said


@pytest.mark.parametrize(
    ("lang", "other", "own"),
    [
        (
            "en",
            "Bot 2 attached 1 card and laid down no crew",
            "You attached 2 cards and laid down no crew",
        ),
        (
            "fr",
            "Bot 2 a attaché 1 carte et n'a abattu aucun équipage",
            "Vous avez attaché 2 cartes et n'avez abattu aucun équipage",
        ),
        (
            "it",
            "Bot 2 ha attaccato 1 carta e non ha calato nessuna ciurma",
            "Hai attaccato 2 carte e non hai calato nessuna ciurma",
        ),
        (
            "de",
            "Bot 2 hat 1 Karte angegriffen und keine Mannschaft ausgelegt",
            "Du hast 2 Karten angegriffen und keine Mannschaft ausgelegt",
        ),
    ],
)
def test_an_attack_without_a_crew_is_said_with_no_crew(lang: str, other: str, own: str) -> None:
    """The replay's bar said an attack with no crew laid down "attached 1 card and laid down
    a crew of 0 cards" (the log counts the cards, without the review's figures)."""
    said = in_node(
        """const c = await import("./games/corsairs.js");
const names = ["Player 1", "Bot 2"];
return [c.describe("attach V5 crew -", 1, names, m.t, undefined, 0),
  c.describe("attach V5 R5 crew -", 0, names, m.t, undefined, 0)];""",
        lang,
        table=True,
    )
    assert said == [other, own], said


DECIDED = """const p = await import("./games/piratatak.js");
const names = ["Player 1", "Bot 2"];
const coin = { events: [[0, "draw gold"]] };
return [p.decided("draw", 0, names, m.t, coin, 0, "drawing"),
  p.decided("draw", 0, names, m.t, coin, 0, "turn"),
  p.decided("stop", 0, names, m.t, undefined, 0, "drawing")];"""


@pytest.mark.parametrize(
    ("lang", "again", "first"),
    [
        ("en", "Draw again (you drew a gold coin", "Draw (you drew a gold coin"),
        ("fr", "Piocher encore (vous avez pioché une pièce d'or", "Piocher (vous avez pioché"),
        ("it", "Pesca ancora (hai pescato una moneta d'oro", "Pesca (hai pescato"),
        ("de", "Weiter ziehen (du hast", "Ziehen (du hast"),
    ],
)
def test_a_reviewed_draw_names_the_decision_before_what_came_of_it(
    lang: str, again: str, first: str
) -> None:
    """A Piratatak review row read "Hai pescato una moneta d'oro — errore": the decision (draw
    again) named by the card it brought, as if the coin had been the mistake."""
    said = in_node(DECIDED, lang, table=True)
    assert said[0].startswith(again) and said[1].startswith(first), said
    assert "(" not in said[2], said  # a stop brings nothing: said as the table says it
