"""Words the printed rulebooks (seeds/001-003) use, kept the same in every place a player of
that language reads them: the browser's catalogues, the rules page, the companion and the
terminal's gettext catalogues."""

from __future__ import annotations

import re
from pathlib import Path

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
