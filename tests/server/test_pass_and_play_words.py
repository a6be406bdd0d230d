"""Pass-and-play's words (the lobby's *Here, on this device*, the curtain between turns) as
a native writes them: French names nobody's gender (the curtain says "Bea" and "Hugo"
alike), German speaks to the player as *du*, Italian as *tu*, French as *vous*."""

from __future__ import annotations

from web_i18n import in_node

CURTAIN = """return [m.t("here"), m.t("pass_tablet", { name: "Anna" }),
  m.t("pass_phone", { name: "Hugo" }), m.t("pass_screen", { name: "Bea" }),
  m.t("curtain_hint", { name: "Anna" }), m.t("curtain_ready", { name: "Hugo" }),
  m.t("curtain_me", { name: "Bea" }), m.t("here_shown", { name: "Anna" }),
  m.t("rv_button_of", { name: "Élodie" }), m.t("err_here_name", { n: 2 }),
  m.t("here_replaced", { name: "Anna" }), m.t("take_back_of", { name: "Hugo" }),
  m.t("here_about")];"""


def test_the_curtain_and_the_lobby_in_four_languages() -> None:
    said = {lang: in_node(CURTAIN, lang) for lang in ("en", "fr", "it", "de")}
    assert said["en"][:3] == [
        "Here, on this device",
        "Pass the tablet to Anna",
        "Pass the phone to Hugo",
    ]
    assert said["fr"] == [
        "Ici, sur cet appareil",
        "Passez la tablette à Anna",
        "Passez le téléphone à Hugo",
        "Tournez l'écran vers Bea",
        "Appuyez sur le bouton quand personne d'autre qu'Anna ne regarde l'écran : les cartes "
        "restent cachées jusque-là.",
        "Appuyez sur le bouton quand Hugo est là pour jouer.",
        "Je suis Bea",
        "Au tour d'Anna",
        "Analyse d'Élodie",
        "La place 2 joue ici, sur cet appareil : donnez-lui un nom, pour que l'écran puisse dire "
        "à qui c'est le tour.",
        "Un robot joue maintenant la place d'Anna ; Anna peut la reprendre.",
        "Reprendre la place d'Hugo",
        "Les personnes « Ici, sur cet appareil » y jouent à tour de rôle : entre deux tours, un "
        "écran couvre la table, et les cartes de chaque personne n'apparaissent qu'une fois le "
        "bouton à son nom touché.",
    ]
    assert said["it"][0] == "Qui, su questo dispositivo" and said["it"][6] == "Sono Bea"
    assert said["it"][7] == "Turno di Anna" and said["it"][8] == "Analisi di Élodie"
    assert said["de"][1] == "Gib das Tablet an Anna weiter" and said["de"][6] == "Ich bin Bea"
    assert "Drück auf den Knopf, wenn nur noch Anna" in said["de"][4]
    assert ": Bis dahin" in said["de"][4]  # a whole sentence after a colon: a capital
    assert said["de"][11] == "Platz von Hugo zurücknehmen"
    assert ": Zwischen ihren Zügen" in said["de"][12]
    for lang in ("fr", "it", "de"):  # nothing left in English, no field unfilled
        for en, word in zip(said["en"], said[lang], strict=True):
            assert word != en and "{" not in word, (lang, word)
    # no gendered adjective for the person named (seul/seule, pronto/pronta, prêt/prête)
    assert not any(w in " ".join(said["fr"]) for w in ("seul", "prêt"))
    assert not any(w in " ".join(said["it"]) for w in ("pronto", "pronta", "sola "))
