"""The lobby's link to the companion, which keeps a real game's score."""

from __future__ import annotations

from web_i18n import in_node


def test_the_lobbys_link_to_the_companion_says_it_keeps_the_score() -> None:
    """ "Conta una partita vera", "Ein echtes Korsaren-Spiel zählen": counting a game, not
    its points, which is what the companion does."""
    said = [in_node('return m.t("companion_link");', lang) for lang in ("fr", "it", "de")]
    assert said == [
        "Compter les points d'une vraie partie de Corsaires",
        "Segna i punti di una vera partita a Corsari",
        "Die Punkte einer echten Korsaren-Partie zählen",
    ]
