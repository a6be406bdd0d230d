"""The rules pages' "playing here" paragraphs speak to a phone as well as a mouse: "Klicke…
(Tasten 1, 2, 3)" told a phone player to click and press keys it does not have."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web" / "rules"


@pytest.mark.parametrize(
    ("lang", "tap", "click", "keyboard", "keys"),
    [
        ("en", "Tap or click", r"\bClick\b", "On a keyboard", "keys 1, 2, 3"),
        ("fr", "Touchez ou cliquez", r"\bCliquez\b", "Au clavier", "touches 1, 2, 3"),
        ("it", "Tocca o clicca", r"\bClicca\b", "Con una tastiera", "tasti 1, 2, 3"),
        ("de", "Tippe oder klicke", r"\bKlicke\b", "Mit einer Tastatur", "Tasten 1, 2, 3"),
    ],
)
def test_the_rules_page_says_tap_or_click_and_keys_as_an_aside(
    lang: str, tap: str, click: str, keyboard: str, keys: str
) -> None:
    page = (RULES / f"{lang}.html").read_text(encoding="utf-8")
    assert page.count(tap) >= 2  # Corsairs and Piratatak
    assert not re.search(click, page)
    assert page.count(f"({keyboard}") == 2 and keys not in page
