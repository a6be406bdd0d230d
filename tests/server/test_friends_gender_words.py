"""What the table says of a named friend agrees with no gender: Italian and French past
participles agree with the subject, and the table does not know whether Clara is a woman.
Bruno read "Clara è salpato", "Clara è arrivato e prende il posto dal bot" and the badge
"Anna: arrivato, ora assente"; French "Anna : arrivé". Said instead with words that do
not agree ("ha deciso di salpare", "al tavolo", "est là"); the page asks the player
"Confermi?", "Vraiment ?", not "Sicuro?", "Sûr ?"."""

from __future__ import annotations

import re

import pytest
from web_i18n import in_node

SAID = """const keys = ["closer", "closer_you", "c_sail", "c_sail_you", "attach_title",
  "closer_forced", "closer_forced_you", "attach_title_forced",
  "seat_late", "seat_back", "joined", "joined_away", "not_joined",
  "forget_sure", "new_link_sure", "to_bot_sure", "sheet_legend"];
return Object.fromEntries(keys.map((k) => [k, m.t(k, { name: "Clara", card: "verde 2" })]));"""

AGREEING = {
    # a participle with essere (or a reflexive), or an adjective, said of the friend
    "it": re.compile(r"\b(è|sei|si è) (salpat|arrivat|ripres)|\barrivat[oa]\b|^Sicur"),
    "fr": re.compile(r"\barrivé|\babsent\b|\bparti\b|^Sûr"),
}


@pytest.mark.parametrize("lang", ["it", "fr"])
def test_what_the_table_says_of_a_friend_agrees_with_no_gender(lang: str) -> None:
    said = in_node(SAID, lang)
    agreeing = {k: v for k, v in said.items() if AGREEING[lang].search(v)}
    assert not agreeing, agreeing


def test_italian_gives_cards_to_a_named_player_without_a_gender() -> None:
    """The lay-down dialog said "mandi sotto Élodie e gli passi i tuoi clandestini" and the
    terminal "manda sotto Clara, gli passa 3 carte": "gli" is a man's "to him" (hers is
    "le"), and the table does not know which Clara is. The one who gets them is named."""
    said = in_node('return m.t("closer_stakes", { name: "Clara", n: 6 });', "it")
    assert "Clara" in said and not re.search(r"\b(gli|le) pass", said), said
    from corsairs.lang import n_, speaking

    with speaking("it"):
        terminal = n_(
            "limit {limit}: sends {name} under, passes {n} card",
            "limit {limit}: sends {name} under, passes {n} cards",
            3,
        ).format(limit=5, name="Clara", n=3)
    assert "Clara" in terminal and not re.search(r"\b(gli|le) pass", terminal), terminal
