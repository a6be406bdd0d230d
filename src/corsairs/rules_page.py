"""How a game is played, as text for the terminal, read from the browser's rules page
(``server/web/rules/<lang>.html``: the lobby's "Rules" link), so that ``corsairs rules``
teaches the game before it lists the house rules, in every language, with no second copy
of the rules to drift from the first.

A newcomer who typed ``corsairs rules`` to learn the game was given only the rule options
(``pier_size``, ``attach_numbers``…): nothing said what a pier, a crew or a limit is.

The page holds one section per game, an ``<h1>`` whose ``id`` is the game's name, down to
the next ``<h1>``; a part that is the browser's own (``<h2 class="here">``, "Playing here":
tap or click…, down to the next heading; ``<span class="here">``, a sentence of it) is left
out. Core: a file of the package read with the standard library;
without it (a stripped install, a game that has no section) the answer is empty."""

from __future__ import annotations

import textwrap
from html.parser import HTMLParser
from pathlib import Path

from corsairs.lang import spoken

PAGES = Path(__file__).resolve().parent / "server" / "web" / "rules"
"""The browser's rules pages, one a language (``en.html``…)."""

_BLOCKS = {"h1", "h2", "p", "li"}
"""The elements whose text makes a block of its own."""


class _Section(HTMLParser):
    """The blocks (element, text) of one game's section of a rules page."""

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game
        self.inside = False  # in the game's section
        self.skipping = False  # in a part of the browser's own
        self.blocks: list[tuple[str, str]] = []
        self.open: str | None = None  # the block being read
        self.words: list[str] = []
        self.lists: list[str] = []  # "ol" / "ul", innermost last
        self.numbers: list[int] = []
        self.aside = 0  # inside an inline part of the browser's own (<span class="here">)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "h1":
            self.inside = found.get("id") == self.game
            self.skipping = False
        elif tag == "h2" and self.inside:
            self.skipping = "here" in (found.get("class") or "").split()
        if not self.inside or self.skipping:
            return
        if tag == "span" and (self.aside or "here" in (found.get("class") or "").split()):
            self.aside += 1
        elif tag in ("ol", "ul"):
            self.lists.append(tag)
            self.numbers.append(0)
        elif tag in _BLOCKS:
            self.open, self.words = tag, []
            if tag == "li" and self.numbers:
                self.numbers[-1] += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "span" and self.aside:
            self.aside -= 1
        elif tag in ("ol", "ul") and self.lists and self.inside and not self.skipping:
            self.lists.pop()
            self.numbers.pop()
        elif tag == self.open:
            text = " ".join("".join(self.words).split())
            if tag == "li":
                tag = f"{self.numbers[-1]}." if self.lists and self.lists[-1] == "ol" else "-"
            if text:
                self.blocks.append((tag, text))
            self.open = None

    def handle_data(self, data: str) -> None:
        if self.open is not None and self.inside and not self.skipping and not self.aside:
            self.words.append(data)


def blocks(game: str, lang: str | None = None) -> list[tuple[str, str]]:
    """The game's section of the rules page in ``lang`` (the language spoken; English's
    page where that language has none): ``(element, text)``, a list item's element its
    mark ("1.", "-"); empty when there is no page or no section."""
    for name in (lang or spoken(), "en"):
        try:
            page = (PAGES / f"{name}.html").read_text(encoding="utf-8")
        except OSError:
            continue
        reader = _Section(game)
        reader.feed(page)
        reader.close()
        if reader.blocks:
            return reader.blocks
    return []


def text(game: str, width: int = 88, lang: str | None = None) -> str:
    """How ``game`` is played, wrapped to ``width`` for the terminal ("" without a page)."""
    lines: list[str] = []
    for tag, said in blocks(game, lang):
        if lines and lines[-1] and tag != "li":
            lines.append("")  # a blank line before a heading or a paragraph
        if tag in ("h1", "h2"):
            lines += [said, ("=" if tag == "h1" else "-") * min(width, len(said)), ""]
        elif tag == "p":
            lines += textwrap.wrap(said, width)
        else:  # a list item: its mark, the lines after it under its first word
            hang = " " * (len(tag) + 3)
            lines += textwrap.wrap(said, width, initial_indent=f"  {tag} ", subsequent_indent=hang)
    return "\n".join(lines)
