"""The lobby's words as a native writes them."""

from __future__ import annotations

from web_i18n import SWITCHABLE, in_node


def test_the_lobbys_link_to_the_companion_says_it_keeps_the_score() -> None:
    """ "Conta una partita vera", "Ein echtes Korsaren-Spiel zählen": counting a game, not
    its points, which is what the companion does."""
    said = [in_node('return m.t("companion_link");', lang) for lang in ("fr", "it", "de")]
    assert said == [
        "Compter les points d'une vraie partie de Corsaires",
        "Segna i punti di una vera partita a Corsari",
        "Die Punkte einer echten Korsaren-Partie zählen",
    ]


NAMED = """return ["en", "fr", "it", "de"].map((l) => {
  m.setLang(l);
  return m.t("companion_link");
});"""


def test_the_lobbys_link_to_the_companion_names_corsairs_in_each_language() -> None:
    """The link names the game the companion keeps the score of, by its name in the
    language (test_e2e.py's whole game clicks it in English)."""
    said = in_node(SWITCHABLE + NAMED)
    for name, link in zip(["Corsairs", "Corsaires", "Corsari", "Korsaren"], said, strict=True):
        assert name in link, (name, link)


def test_german_capitalises_the_sentence_after_the_hint_options_colon() -> None:
    """German writes a whole sentence after a colon with a capital, as the table's other
    texts do ("Du bist am Zug: Bo hat …"): the lobby's "…: ein Tipp würde …" did not."""
    said = in_node('return m.t("hint_option_help");', "de")
    assert ": Ein Tipp würde einem Spieler" in said
