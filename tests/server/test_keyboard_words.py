"""The table's keys said in words a screen reader reads as words: "← → choose a card" was read
"leftwards arrow rightwards arrow", or nothing, as the reader's punctuation setting chose;
and the keys that jump to one's own hand or seat and to the log are listed where the rules
page lists the table's keys."""

from __future__ import annotations

import pytest
from web_i18n import WEB, in_node

ARROWS = "←→↑↓"


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Home"), ("fr", "Début"), ("it", "Home"), ("de", "Pos1")],
)
def test_the_hands_keys_are_said_in_words(lang: str, words: str) -> None:
    said = in_node('return m.t("hand_keys");', lang)
    assert not any(a in said for a in ARROWS), said
    assert words in said, said  # the first and last card have keys too


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_the_rules_page_lists_the_jump_keys(lang: str) -> None:
    page = (WEB / "rules" / f"{lang}.html").read_text(encoding="utf-8")
    playing = page.split('id="piratatak"')
    for part in playing:  # each game's "Playing here"
        keys = part[part.rindex("<h2") :]
        assert " M" in keys and " L" in keys, (lang, keys)


def test_the_rules_pages_language_links_say_their_language_and_which_is_open() -> None:
    """A French screen reader read the links "EN", "IT", "DE" in French, letter by letter,
    and nothing told which page was open: each link is in its own language (``lang``), the
    open page's marked ``aria-current``."""
    import re

    for lang in ("en", "fr", "it", "de"):
        page = (WEB / "rules" / f"{lang}.html").read_text(encoding="utf-8")
        links = re.findall(r"<a href=\"(\w\w)\"([^>]*)>", page)
        assert len(links) == 4, (lang, links)
        for code, attrs in links:
            assert f' lang="{code}"' in attrs, (lang, code, attrs)  # (not hreflang's)
            assert ('aria-current="page"' in attrs) == (code == lang), (lang, code, attrs)


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_the_first_turn_says_the_jump_keys_as_the_rules_page_does(lang: str) -> None:
    """M and L were said nowhere at the table (a screen reader player learnt of them only on
    the rules page): each game says them with the first turn, in the rules page's words."""
    said = in_node(
        """const c = await import("./games/corsairs.js");
        const p = await import("./games/piratatak.js");
        return [c.jumpWords(m.t), p.jumpWords(m.t)];""",
        lang,
        table=True,
    )
    page = (WEB / "rules" / f"{lang}.html").read_text(encoding="utf-8")
    for words in said:
        assert words.startswith("M ") and ", L " in words, (lang, words)
        assert words.rstrip(".") in page, (lang, words)
