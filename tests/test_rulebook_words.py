"""Words the printed rulebooks (seeds/001-003) use, kept the same in every place a player of
that language reads them: the browser's catalogues, the rules page, the companion and the
terminal's gettext catalogues."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "corsairs"
WEB = SRC / "server" / "web"


def _texts(lang: str) -> dict[str, str]:
    files = [*sorted(WEB.glob("i18n*.js")), WEB / "companion" / "i18n.js"]
    files += [WEB / "rules" / f"{lang}.html", *sorted((SRC / "locale" / lang).rglob("*.po"))]
    return {str(p.relative_to(SRC)): p.read_text(encoding="utf-8") for p in files}


def test_italian_deals_are_distribuzioni_as_the_rulebook_deals() -> None:
    """The rulebook's dealer "distribuisce" the cards; the browser said "distribuzione", the
    terminal's help "smazzata" for the same deal."""
    found = {name: re.findall(r"[Ss]mazzat\w*", text) for name, text in _texts("it").items()}
    assert not any(found.values()), found


def test_german_attached_cards_are_angegriffene_karten() -> None:
    """The rulebook: "Die angegriffenen Karten müssen ..."; a heading "Angegriffen" alone
    read as "Attacked" (as if someone had been), not as the cards laid onto the crew."""
    found = {name: re.findall(r'"[Aa]ngegriffen"', text) for name, text in _texts("de").items()}
    assert not any(found.values()), found


def test_french_says_who_wins_with_the_fewest_penalty_cards() -> None:
    """The rulebook: "le joueur qui a le plus petit numéro de cartes de pénalité gagne";
    "le moins de cartes de pénalité gagne" made the cards the winner."""
    found = {
        name: re.findall(
            r"(?<!qui a )(?<!alors )\ble moins de cartes de pénalité gagne", text, re.I
        )
        for name, text in _texts("fr").items()
    }
    assert not any(found.values()), found


def test_the_stock_keeps_its_name_where_the_rules_reshuffle_it() -> None:
    """Piratatak's reshuffle said "la pioche" and "il mazzo" where the same pages call the
    stock "talon" and "tallone" (a pile of cards other than the stock, to a reader)."""
    fr = (WEB / "rules" / "fr.html").read_text(encoding="utf-8")
    it = (WEB / "rules" / "it.html").read_text(encoding="utf-8")
    assert "la pioche est épuisée" not in fr and "Quand le talon est épuisé" in fr
    assert "Finito il mazzo" not in it and "Finito il tallone" in it


def test_the_german_rules_say_who_gives_whom_the_stowaways() -> None:
    """ "Wer eine niedrigere oder gleiche Grenze hat, gibt sie dem Schlussmacher": "sie" was
    the limit; the rulebook: "taucht ihn unter und gibt ihm seine Blinde-Passagier-Karten"."""
    de = (WEB / "rules" / "de.html").read_text(encoding="utf-8")
    assert "gibt sie dem Schlussmacher" not in de
    assert "gleich hohe Grenze" in de and "gibt ihm seine blinden Passagiere" in de
    assert "Wer die letzte Karte vom Abhebestapel abhebt" in de  # the rulebook's verb


def test_french_calls_the_discard_pile_la_pile_des_ecarts_everywhere() -> None:
    """The rulebook and the table's label say "pile des écarts"; hints, the terminal and the
    review said "la défausse", Piratatak's log "les écarts" for the same pile. The noun
    "défausse" is gone (the discard itself is "l'écart", the verb "défausser")."""
    # "D la défausse" is the key D discarding it (a verb), as S
    pile = re.compile(r"(?<!\b[DS] )\b(?:la|une|ni) défausse\b|(?<!des )\bécarts\b", re.I)
    found = {name: pile.findall(text) for name, text in _texts("fr").items()}
    assert not any(found.values()), found


def test_german_calls_the_stock_abhebestapel_as_the_table_does() -> None:
    """The table's stock is labelled "Abhebestapel"; the terminal said "vom Stapel abheben",
    the hints "Vom Stapel abzuheben", "die letzte Karte des Stapels" for the same pile (and
    "zurück in den Stapel" for the deck the browser calls "Kartenstapel"). The simulation's
    batches ("Stapel zu 50", "Kein Stapel kam zurück") are another thing, not matched here."""
    stock = re.compile(r"\b(?:vom|des|den|dem) Stapels?\b(?! der (?:<b>)?abgelegten)")
    found = {name: stock.findall(text) for name, text in _texts("de").items()}
    assert not any(found.values()), found


def test_french_calls_a_boat_s_part_a_card_as_the_rulebook_does() -> None:
    """Piratatak's rulebook deals «boat» cards; "partie" is a game to a French player, so
    "Partie terminée … avec le plus de parties de bateau" read as games of boat (and "une
    partie" to buy as a game to buy). A boat's part is "une carte (du bateau)"."""
    part = re.compile(
        r"\bparties? (?:de|du|d'un) (?:votre |son |leur )?bateau|\bsix parties"
        r"|\bparties? qui manquen?t|\baucune partie rendue|\bach[eè]te[rz]? une partie"
        r"|\bune partie 1-6|\bpièces d'or la partie",
        re.I,
    )
    found = {name: part.findall(text) for name, text in _texts("fr").items()}
    assert not any(found.values()), found


def test_french_says_what_a_figure_leaves_out_in_french() -> None:
    """ "C'est votre limite seule" is English ("that is your limit alone") in French words;
    the value of drawing on says it as French does: "ne tient compte que de …"."""
    found = {name: re.findall(r"votre limite seule", text) for name, text in _texts("fr").items()}
    assert not any(found.values()), found


@pytest.mark.parametrize(
    ("lang", "drawn"),
    [
        ("de", r"\b(?:hat|hast|zieht|ziehst) Gold\b"),
        ("fr", r"\bpioch\w* de l'or\b"),
        ("it", r"\bpesc\w* dell'oro\b"),
    ],
)
def test_a_drawn_gold_coin_is_a_gold_coin(lang: str, drawn: str) -> None:
    """A pirate's toll says "eine Goldmünze zurückgegeben", "une pièce d'or" (the rulebook's
    «gold coin» cards); the draw said "hat Gold gezogen", "a pioché de l'or", "ha pescato
    dell'oro": another word for the same card, and a heap of gold rather than one coin."""
    found = {name: re.findall(drawn, text) for name, text in _texts(lang).items()}
    assert not any(found.values()), found


def test_english_draws_a_gold_coin() -> None:
    """English too: "drew gold" beside "gave back … a gold coin"."""
    web = (WEB / "i18n.js").read_text(encoding="utf-8")
    terminal = (SRC / "games" / "piratatak" / "terminal.py").read_text(encoding="utf-8")
    assert not re.findall(r': "drew gold"|_\("draws? gold"\)', web + terminal)


def test_german_simulation_batches_are_no_stapel() -> None:
    """The table's stock is the "Abhebestapel" and the rulebook's piles are "Stapel"; the
    simulation's batches of games (English "batch") were "Stapel" too ("Stapel zu 50",
    "3 Stapel sind gescheitert"): a German player read piles of cards."""
    from babel.messages.pofile import read_po

    with (SRC / "locale" / "de" / "LC_MESSAGES" / "cli.po").open("rb") as f:
        catalogue = read_po(f)
    said = {}
    for message in catalogue:
        english = " ".join(message.id if isinstance(message.id, (list, tuple)) else [message.id])
        german = " ".join(
            message.string if isinstance(message.string, (list, tuple)) else [message.string or ""]
        )
        if re.search(r"\bbatch", english, re.I) and "Stapel" in german:
            said[english] = german
    assert not said, said


def test_german_attaches_with_the_rulebooks_angreifen_everywhere() -> None:
    """The table, the hints, the terminal and the rules page attach with the rulebook's
    "angreifen"; the lobby's house rules (and so ``corsairs rules``) said "anlegen",
    "angelegte Karten" for the same cards. The rules page glosses it once ("an sie anlegen");
    "einen Tisch anlegen" is another verb."""
    attach = re.compile(r"(?<!Tisch )(?<!an sie )\b(?:anlegen|[Aa]ngelegt\w*)\b")
    found = {name: attach.findall(text) for name, text in _texts("de").items()}
    assert not any(found.values()), found


def _joined(text: str | list[str] | tuple[str, ...] | None) -> str:
    """A catalogue entry's words, its plural forms joined."""
    return " ".join(text) if isinstance(text, (list, tuple)) else text or ""


def test_german_says_a_saved_game_in_one_word() -> None:
    """ "Partie gespeichert in …" (the record) beside "Spiel gespeichert in …" (the game left,
    to resume): two words for one game. The browser's German says "Spiel" ("Spiel vorbei",
    "Das Spiel ist vorbei"), and the terminal's saves already did; a record is the
    "Aufzeichnung"."""
    from babel.messages.pofile import read_po

    with (SRC / "locale" / "de" / "LC_MESSAGES" / "cli.po").open("rb") as f:
        catalogue = read_po(f)
    said = {}
    for message in catalogue:
        english = _joined(message.id)
        german = _joined(message.string)
        if re.search(r"speicher|Aufzeichnung", german) and "Partie" in german:
            said[english] = german
    assert not said, said
