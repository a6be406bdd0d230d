"""Piratatak's rules address the reader as the Corsairs texts do: German "du", never "man"
beside it (the rules said "zieht man … beginnt dein Boot" in one breath); French and
Italian alike."""

from __future__ import annotations

import re

import pytest
from web_i18n import WEB, in_node

IMPERSONAL = re.compile(r"\b([Mm]an|Sie|Ihr|Ihre|Ihren|Ihrem|Ihnen)\b")
"""'man' (one) and the formal 'Sie' forms: neither is how the Corsairs texts talk to a player."""

GERMAN = """const C = m.CATALOGUE.de;
return Object.fromEntries(Object.entries(C).filter(([k, v]) => k.includes("piratatak")
  || k.startsWith("pt_") || k.startsWith("p_") || /Boot|Pirat|Kanone|Gold/.test(v)));"""


def test_the_german_rules_of_piratatak_say_du_throughout() -> None:
    page = (WEB / "rules" / "de.html").read_text(encoding="utf-8")
    piratatak = re.sub(r"<[^>]+>", "", page.split('id="piratatak"', 1)[1])
    assert not IMPERSONAL.findall(piratatak), [
        s for s in re.split(r"(?<=[.:;])\s", piratatak) if IMPERSONAL.search(s)
    ]
    assert re.search(r"\bdu\b", piratatak) and "dein" in piratatak


def test_the_german_piratatak_strings_of_the_table_say_du_or_nobody() -> None:
    strings: dict[str, str] = in_node(GERMAN, "de")
    assert len(strings) > 20  # the rule options, the log's and the table's words
    said = {k: v for k, v in strings.items() if IMPERSONAL.search(v)}
    assert not said, said


@pytest.mark.parametrize(
    ("lang", "impersonal", "you"),
    [
        ("fr", r"\b[Oo]n\b|\bl'on\b", r"\bvous\b"),
        ("it", r"\b[Ss]i (pesca|può|compra|rimescola|usa|restituiscono)\b", r"\btua\b"),
    ],
)
def test_the_french_and_italian_rules_of_piratatak_address_the_reader_alike(
    lang: str, impersonal: str, you: str
) -> None:
    """French "on pioche … votre bateau", Italian "si pesca … la tua barca": the same mix."""
    page = (WEB / "rules" / f"{lang}.html").read_text(encoding="utf-8")
    piratatak = re.sub(r"<[^>]+>", "", page.split('id="piratatak"', 1)[1])
    mixed = [s for s in re.split(r"(?<=[.:;])\s", piratatak) if re.search(impersonal, s)]
    assert not mixed, mixed
    assert re.search(you, piratatak)
