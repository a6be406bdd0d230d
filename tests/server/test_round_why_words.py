"""A round's summary says where each player's penalty cards came from: a newcomer who set
sail read "+11" beside 6 stowaways of their own, and "+4" beside a player nobody had
mentioned; the sent-under lines said who sent whom under, never what that cost (on a phone
the columns of cards are not even shown)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const names = ["Ann", "Bo", "Cy"];
// Ann set sail at 18 with 6 stowaways; Cy (13) sent her under and passed 5; Bo (33) kept 6
const under = { round: 1, annulled: false, closer: 0, limits: [18, 33, 13], sent_under_by: [2],
  stowaways: [["R1", "B3", "P3", "P4", "N4", "A3"], ["R5", "R7", "B4", "B7", "N7", "K3"],
    ["R2", "G1", "V4", "A2", "K4"]], added: [11, 6, 0], penalties: [11, 6, 0], sweepers: [] };
// Bo set sail at 5, the lowest: his 2 stowaways go back; Ann (22) keeps 1, Cy (19) keeps 5
const lowest = { ...under, closer: 1, limits: [22, 5, 19], sent_under_by: [],
  stowaways: [["R9"], ["G3", "A2"], ["Y1", "B5", "A3", "A7", "K3"]], added: [1, 0, 5] };
return { under: c.penaltyWhy(under, names, m.t, 2), underYou: c.penaltyWhy(under, names, m.t, 0),
  lowest: c.penaltyWhy(lowest, names, m.t, 0), lowestYou: c.penaltyWhy(lowest, names, m.t, 1),
  annulled: c.penaltyWhy({ round: 2, annulled: true }, names, m.t, 0) };"""


@pytest.mark.parametrize(
    ("lang", "closer_takes", "you_take", "keeps", "you_keep", "back", "your_back"),
    [
        ("en", "Ann keeps the stowaways (6) and takes those passed on (5) as penalty cards: +11.",
         "You keep your stowaways (6) and take those passed to you (5) as penalty cards: +11.",
         "Bo keeps the stowaways as penalty cards: +6 (limit 33, above 18).",
         "You keep your stowaways as penalty cards: +1 (your limit 22, above 5).",
         "Bo's stowaways (2) go back to the deck: no penalty cards.",
         "Your stowaways (2) go back to the deck: no penalty cards for you."),
        ("fr", "Ann garde ses clandestins (6) et prend ceux qu'on lui passe (5) comme cartes de "
               "pénalité\u00a0: +11.",
         "Vous gardez vos clandestins (6) et prenez ceux qu'on vous passe (5) comme cartes de "
         "pénalité\u00a0: +11.",
         "Bo garde ses clandestins comme cartes de pénalité\u00a0: +6 (limite 33, au-dessus de "
         "18).",
         "Vous gardez vos clandestins comme cartes de pénalité\u00a0: +1 (votre limite 22, "
         "au-dessus de 5).",
         "Les clandestins de Bo (2) retournent dans le paquet\u00a0: aucune carte de pénalité.",
         "Vos clandestins (2) retournent dans le paquet\u00a0: aucune carte de pénalité pour "
         "vous."),
        ("it", "Ann tiene i suoi clandestini (6) e prende quelli ricevuti (5) come carte penalità: "
               "+11.",
         "Tieni i tuoi clandestini (6) e prendi quelli ricevuti (5) come carte penalità: +11.",
         "Bo tiene i suoi clandestini come carte penalità: +6 (limite 33, sopra 18).",
         "Tieni i tuoi clandestini come carte penalità: +1 (il tuo limite 22, sopra 5).",
         "I clandestini di Bo (2) tornano nel mazzo: nessuna carta penalità.",
         "I tuoi clandestini (2) tornano nel mazzo: nessuna carta penalità per te."),
        ("de", "Ann behält die eigenen blinden Passagiere (6) und bekommt die abgegebenen (5) als "
               "Strafpunkte: +11.",
         "Du behältst deine blinden Passagiere (6) und bekommst die dir abgegebenen (5) als "
         "Strafpunkte: +11.",
         "Bo behält die eigenen blinden Passagiere als Strafpunkte: +6 (Grenze 33, über 18).",
         "Du behältst deine blinden Passagiere als Strafpunkte: +1 (deine Grenze 22, über 5).",
         "Die blinden Passagiere von Bo (2) kommen zurück in den Kartenstapel: keine Strafpunkte.",
         "Deine blinden Passagiere (2) kommen zurück in den Kartenstapel: keine Strafpunkte für "
         "dich."),
    ],
    ids=["en", "fr", "it", "de"],
)  # fmt: skip
def test_the_summary_says_where_the_penalty_cards_came_from(
    lang: str, closer_takes: str, you_take: str, keeps: str, you_keep: str, back: str,
    your_back: str,
) -> None:  # fmt: skip
    said = in_node(SAID, lang, table=True)
    assert said["under"] == [closer_takes, keeps], said["under"]
    assert said["underYou"] == [you_take, keeps], said["underYou"]
    assert said["lowest"][0] == back and said["lowest"][2] == you_keep, said["lowest"]
    assert said["lowestYou"][0] == your_back, said["lowestYou"]
    assert said["annulled"] == []
