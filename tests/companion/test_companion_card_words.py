"""The companion names a card as the rulebooks do, "die gelbe 7", "le 9 orange", "il 9
arancione": it said "blau 1 ist schon in dieser Hand", "bleu 1 est déjà…", a label where
the sentence wants its article, and began English sentences in lower case."""

from __future__ import annotations

from pathlib import Path

import pytest
from companion_node import companion_said

SAID = """const card = (c, n, alone) => (m.cardWords ? m.cardWords(c, n, alone) : `${m.t(c)} ${n}`);
return [
  m.t("err_twice", { card: card("blue", 1) }),
  m.t("remove_card", { card: card("orange", 9) }),
  card("pink", 3, true),
];"""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "de",
            [
                "Die blaue 1 ist schon in dieser Hand (unten antippen, um sie zu entfernen).",
                "Die orange 9 entfernen",
                "rosa 3",
            ],
        ),
        (
            "fr",
            [
                "Le 1 bleu est déjà dans cette main (touchez-le ci-dessous pour le retirer).",
                "Retirer le 9 orange",
                "3 rose",
            ],
        ),
        (
            "it",
            [
                "L'1 blu è già in questa mano (toccalo qui sotto per toglierlo).",
                "Togli il 9 arancione",
                "3 rosa",
            ],
        ),
        (
            "en",
            [
                "Blue 1 is already in this hand (tap it below to remove it).",
                "Remove orange 9",
                "pink 3",
            ],
        ),
    ],
)
def test_a_card_is_named_with_its_article_and_ending(
    lang: str, said: list[str], tmp_path: Path
) -> None:
    assert companion_said(SAID, lang, tmp_path) == said
