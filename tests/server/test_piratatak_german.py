"""Piratatak's German addresses the reader as the German Corsairs texts do: "du", never
"man" beside it (the rules said "zieht man … beginnt dein Boot" in one breath)."""

from __future__ import annotations

import re

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
