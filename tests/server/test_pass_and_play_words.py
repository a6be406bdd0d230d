"""Pass-and-play's words (the lobby's *Here, on this device*, the curtain between turns) as
a native writes them: French names nobody's gender (the curtain says "Bea" and "Hugo"
alike), German speaks to the player as *du*, Italian as *tu*, French as *vous*. The curtain
hands over "the device" whatever it is (a phone, a tablet), and no language names one."""

from __future__ import annotations

from web_i18n import in_node

CURTAIN = """return [m.t("here"), m.t("pass_device", { name: "Anna" }),
  m.t("pass_device", { name: "Hugo" }), m.t("pass_screen", { name: "Bea" }),
  m.t("curtain_hint", { name: "Anna" }), m.t("curtain_ready", { name: "Hugo" }),
  m.t("curtain_me", { name: "Bea" }), m.t("here_shown", { name: "Anna" }),
  m.t("rv_button_of", { name: "Élodie" }), m.t("err_here_name", { n: 2 }),
  m.t("here_replaced", { name: "Anna" }), m.t("take_back_of", { name: "Hugo" }),
  m.t("here_about")];"""


def test_the_curtain_and_the_lobby_in_four_languages() -> None:
    said = {lang: in_node(CURTAIN, lang) for lang in ("en", "fr", "it", "de")}
    assert said["en"][:3] == [
        "Here, on this device",
        "Pass the device to Anna",
        "Pass the device to Hugo",
    ]
    assert said["fr"] == [
        "Ici, sur cet appareil",
        "Passez l'appareil à Anna",
        "Passez l'appareil à Hugo",
        "Tournez l'écran vers Bea",
        "Appuyez sur le bouton quand personne d'autre qu'Anna ne regarde l'écran\u00a0: les cartes "
        "restent cachées jusque-là.",
        "Appuyez sur le bouton quand Hugo est là pour jouer.",
        "Je suis Bea",
        "Au tour d'Anna",
        "Analyse d'Élodie",
        "La place 2 joue ici, sur cet appareil\u00a0: donnez-lui un nom, pour que l'écran "
        "puisse dire à qui c'est le tour.",
        "Un robot joue maintenant la place d'Anna\u00a0; Anna peut la reprendre.",
        "Reprendre la place d'Hugo",
        "Les personnes «\u00a0Ici, sur cet appareil\u00a0» y jouent à tour de rôle\u00a0: "
        "entre deux tours, un écran couvre la table, et les cartes de chaque personne "
        "n'apparaissent qu'une fois le bouton à son nom touché.",
    ]
    assert said["it"][0] == "Qui, su questo dispositivo" and said["it"][6] == "Sono Bea"
    assert said["it"][7] == "Turno di Anna" and said["it"][8] == "Analisi di Élodie"
    assert said["it"][2] == "Passa il dispositivo a Hugo"
    assert said["de"][1] == "Gib das Gerät an Anna weiter" and said["de"][6] == "Ich bin Bea"
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
    # the device in hand is named as such: a tablet is as likely as a phone (docs/server.md)
    for lang, words in said.items():
        for device in ("phone", "tablet", "téléphone", "tablette", "telefono", "handy"):
            assert device not in " ".join(words).lower(), (lang, device)


IDLE = """return [m.t("curtain_idle_warn", { name: "Anna", limit: "5 min" }),
  m.t("curtain_idle_now", { name: "Hugo", limit: "5 min" })];"""


def test_the_curtain_says_a_turn_left_waiting_may_go_to_a_bot() -> None:
    """Behind the curtain the idle warning above the table is hidden: the curtain says it,
    naming the seat (the family holds the device, not only the person named)."""
    said = {lang: in_node(IDLE, lang) for lang in ("en", "fr", "it", "de")}
    assert said["en"] == [
        "Anna’s turn is waiting: if it waits 5 min, the other players may give Anna’s seat "
        "to a bot.",
        "Hugo has not played for more than 5 min: the other players may now give Hugo’s seat "
        "to a bot. Play a move to keep it.",
    ]
    assert said["fr"] == [
        "Le tour d'Anna attend\u00a0: s'il attend 5 min, les autres joueurs pourront donner la "
        "place d'Anna à un robot.",
        "Hugo n'a pas joué depuis plus de 5 min\u00a0: les autres joueurs peuvent maintenant "
        "donner la place d'Hugo à un robot. Jouez un coup pour la garder.",
    ]
    assert said["it"][0].startswith("Il turno di Anna aspetta: se aspetta 5 min,")
    assert ": Wartet er 5 min," in said["de"][0]  # a whole sentence after a colon: a capital
    assert ": Die anderen können den Platz von Hugo jetzt" in said["de"][1]
    for lang in ("fr", "it", "de"):
        for en, word in zip(said["en"], said[lang], strict=True):
            assert word != en and "{" not in word, (lang, word)
