"""Pieces the games' terminal views share (they need the ``cli`` extra: Rich)."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rich.columns import Columns
from rich.console import (
    Console,
    ConsoleDimensions,
    ConsoleOptions,
    Group,
    RenderableType,
    RenderResult,
)
from rich.measure import Measurement
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from corsairs.bot_words import YOU, is_you, level_name, shown, you
from corsairs.lang import FRENCH_SPACE, _

__all__ = [
    "COLON_LABEL",
    "YOU",
    "Column",
    "Facts",
    "Frame",
    "Framed",
    "KeptLine",
    "Screen",
    "SeatTable",
    "card_row",
    "is_you",
    "kept",
    "kept_colon",
    "level_name",
    "linear",
    "seat_names",
    "shown",
    "you",
]


WORD = re.compile(rf"\s*\S+(?:(?:[\u00a0\u202f]|{FRENCH_SPACE})\S+)*\s*")
"""A word as the terminal's lines break: Rich's (spaces, what is not space, spaces), but a
no-break space, and the space French sets before ``: ; ! ?`` and » and after «, joins two
words into one (the browser's line breaking keeps these by its ``frenchSpaces``)."""


def _break_as_french_writes() -> None:
    """Rich's line breaking told where a line may not break: it broke at any space, so
    French "gagnez !" left its "!" alone at the start of a line, "toutes" ended one and
    ": pas de pénalité" began the next. One rule where every wrap of every renderable reads
    its words (Rich's ``_wrap.re_word``; its issue 4196 asks the same for the no-break
    space), rather than a no-break space written into each French text: every text the
    terminal shows is wrapped by Rich (tables, panels, help, prompts, the words Click
    writes), and a text keeps the plain space that is copied, searched and tested. A Rich
    without that pattern is left as it is (``tests/test_narrow_terminal.py`` would say)."""
    import rich._wrap

    if isinstance(getattr(rich._wrap, "re_word", None), re.Pattern):
        rich._wrap.re_word = WORD


_break_as_french_writes()


def seat_names(obs: dict[str, Any], names: Sequence[str] | None) -> list[str]:
    """The names the caller gave, or "Player 1", "Player 2", ..."""
    if names:
        return list(names)
    return [_("Player {n}").format(n=i + 1) for i in range(obs["players"])]


def card_row(texts: Sequence[str], draw: Callable[[str], Text], empty: str = "—") -> Text:
    """Cards drawn one by one with ``draw``, a space apart; ``empty`` when there are none."""
    if not texts:
        return Text(empty, style="dim")
    out = Text()
    for i, t in enumerate(texts):
        if i:
            out.append(" ")
        out.append_text(draw(t))
    return out


# A word-joiner of one cell that Rich does not take for a space: a label and its value
# glued with it wrap as one word, and it is printed back as the space it stands for.
_GLUE = "\ue000"


def kept(*parts: str | Text) -> Text:
    """``parts`` as one word for :class:`KeptLine`: a label with its value ("couleur :
    vert") never broken between them at a narrow terminal."""
    out = Text.assemble(*parts)
    out.plain = out.plain.replace(" ", _GLUE)  # as long as before: the styles stay put
    return out


_AROUND_COLON = re.compile(r" ?: | (?=[;!?»])|(?<=«) ")
"""A colon's spaces, and the space French sets before ; ! ? » and after «."""


def kept_colon(*parts: str | Text) -> Text:
    """``parts`` with each colon kept with the words either side of it, and French ; ! ?
    with the word before it, for :class:`KeptLine`: French "maintenant : 21" began a line
    with ":" or left "21" alone on the next at 30-36 columns, "gagnez" ended one and "!"
    stood alone on the next; the rest wraps between words as before."""
    out = Text.assemble(*parts)
    out.plain = _AROUND_COLON.sub(lambda m: m.group().replace(" ", _GLUE), out.plain)
    return out


class KeptLine:
    """A line that wraps between words but never inside a :func:`kept` part (at 40
    columns French "couleur :" ended one line and ": vert" began the next)."""

    def __init__(self, *parts: str | Text) -> None:
        self.text = Text.assemble(*parts)

    def __str__(self) -> str:
        return self.text.plain.replace(_GLUE, " ")

    @property
    def plain(self) -> str:
        """The line's words as printed (a cell's, for :class:`SeatTable`)."""
        return str(self)

    @property
    def cell_len(self) -> int:
        return self.text.cell_len

    def widest(self) -> int:
        """The widest word, a :func:`kept` part whole: no narrower does the line fit."""
        words = WORD.findall(self.text.plain)  # French "gagnez !" is one word
        return max((Text(w.strip()).cell_len for w in words), default=0)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(self.widest(), self.text.cell_len).clamp(max_width=options.max_width)

    def wrapped(self, console: Console, width: int) -> Text:
        """The line wrapped at ``width``, its lines joined: for a prompt, which Rich prints
        with no newline after it (``print(..., end="")``), where a renderable ends its own."""
        lines = self.text.wrap(console, width, justify="default", overflow="fold")
        for line in lines:
            line.plain = line.plain.replace(_GLUE, " ")
        return Text("\n").join(lines)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.wrapped(console, options.max_width)


_LABEL = re.compile(r"(\s*)\S+(?: \S+)*( {2,})")
"""A help line's label and the spaces after it ("  q or quit    "): its words start there."""

COLON_LABEL = re.compile(r"()[^\s:][^:]{0,31}:( )")
"""A short label before its colon, at the margin ("Also judged: ", French "Conseillé : "):
a line's words start after it. A line indented under it (one of its items) goes on two
columns deeper than it begins (``Hanging``'s ``deeper``), each item alike."""


class Hanging:
    """Lines of help, each wrapped under its own words: "  q or quit    leave the game (it
    is saved: …)" goes on under "leave", a line with no label under its own first word; at
    60 columns German help went on at the margin, a continuation read as a line of its
    own. ``label``: what ends a line's label (two spaces, or :data:`COLON_LABEL`'s colon);
    ``style``: the lines' (a hint's colour), the text being taken literally; ``deeper``: the
    columns a line without a label goes on beyond its own indentation."""

    def __init__(
        self, text: str, label: re.Pattern[str] = _LABEL, style: str = "", deeper: int = 0
    ) -> None:
        self.lines = text.split("\n")
        self.label, self.style, self.deeper = label, style, deeper

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        for line in self.lines:
            found = self.label.match(line)
            indent = found.end() if found else 0
            under = indent
            if not found or indent > width // 2:  # no label, or one too wide to hang under
                indent = len(line) - len(line.lstrip(" "))
                under = min(indent + self.deeper, width // 2)
            words = Text(line[indent:], style=self.style)
            # (in the width of the lines under it: a first line as long as they are)
            for i, part in enumerate(words.wrap(console, max(8, width - under), overflow="fold")):
                yield Text(line[:indent] if i == 0 else " " * under) + part


def linear(console: Console) -> bool:
    """Whether ``console`` is a terminal read line by line (``TERM=dumb``: a screen
    reader's or a braille display's, Emacs' shell), where a frame's lines are noise
    and a layout in columns reads out of order."""
    return console.is_dumb_terminal


class Screen(Console):
    """Rich's console, measuring a terminal read line by line (:func:`linear`) as any
    other: Rich takes ``TERM=dumb`` for 80 columns whatever its width (a width given
    aside, with a height), and at 60 columns the terminal broke every longer line
    mid-word."""

    @property
    def size(self) -> ConsoleDimensions:
        if not self.is_dumb_terminal:
            return super().size
        width = height = 0
        for stream in (1, 0, 2):  # as Rich asks any other terminal
            try:
                width, height = os.get_terminal_size(stream)
                break
            except (AttributeError, ValueError, OSError):
                continue
        return ConsoleDimensions(self._width or width or 80, self._height or height or 25)

    @size.setter
    def size(self, new_size: tuple[int, int]) -> None:
        self._width, self._height = new_size


class Frame(Panel):
    """A Rich panel, drawn without its frame on a terminal read line by line (:func:`linear`):
    its title, body and foot each on lines of their own, at the left edge. A screen reader
    read every line's "│" twice and every rule's run of "─", and a hand wrapped inside two
    frames read "│ │P6    N4 … │ │"."""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if not linear(console):
            yield from super().__rich_console__(console, options)
            return
        if self.width is not None:
            options = options.update_width(min(self.width, options.max_width))
        for words, style in ((self.title, "bold"), (self.renderable, ""), (self.subtitle, "")):
            if isinstance(words, str):
                if words:
                    yield KeptLine(Text.from_markup(words, style=style))
            elif words is not None:
                yield from console.render(words, options)


class Framed:
    """A panel whose title is never cut: on the frame where it fits, else the first line
    inside, bold, wrapping between words. Rich cuts a title to the frame's width, and under
    ~34 columns a round's summary read "Manche 2 — couleur du qua" (its colour lost)."""

    def __init__(self, body: RenderableType, title: str, **panel: Any) -> None:
        self.body, self.title, self.panel = body, title, panel

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        framed = Text(self.title).cell_len + 6  # the corners, a rule and a space either side
        if framed <= options.max_width:
            yield Frame(self.body, title=self.title, **self.panel)
        else:
            heading = KeptLine(kept_colon(Text(self.title, style="bold")))
            yield Frame(Group(heading, self.body), **self.panel)


@dataclass(frozen=True)
class Column:
    """A column of a :class:`SeatTable`: its heading, and how its cells may be laid out."""

    header: str
    number: bool = False
    """A count (gold, penalty): right-aligned; stacked, said beside the other counts."""
    wraps: bool = False
    """Cards that may wrap from one line to the next (the spares); other cells are kept
    whole (a boat's six slots, a name)."""


class SeatTable:
    """The seats, a row each: the turn's mark, the name (the first column), then a cell
    per other column under its heading. When the columns do not fit the width (a
    40-column terminal, a phone over SSH), each seat is on lines of its own instead: its
    mark and name, its counts on one line ("gold 3   cannons 1"), then each other
    column's cells after its heading.

    At 40 columns the table's cells were cut to "b…" and "…", and its headings to a
    letter a line: a player could not tell the gold from the cannons. Read line by line
    (:func:`linear`), the seats are stacked at any width: a row's numbers under headings
    read a line above said "Vous 12 0", and a cell's second line of cards came after the
    row's totals."""

    def __init__(
        self,
        columns: Sequence[Column],
        rows: Sequence[tuple[str, Sequence[str | Text | KeptLine]]],
        wide: Table | None = None,
    ) -> None:
        """``wide``: a table of these rows laid out by its caller (widths set for 80
        columns), shown instead of the plain one wherever it fits without a cut."""
        self.wide = wide
        self.columns = list(columns)
        self.rows = [
            (mark, [c if isinstance(c, Text | KeptLine) else Text(c) for c in cells])
            for mark, cells in rows
        ]

    def _needed(self) -> int:
        """The width the table takes with every heading and every whole cell on one line."""
        total = max((len(mark) for mark, _cells in self.rows), default=0) + 2
        for i, col in enumerate(self.columns):
            cells = [row[i] for _mark, row in self.rows]
            if col.wraps:
                widest = max((_widest(c) for c in cells), default=0)
            else:
                widest = max((c.cell_len for c in cells), default=0)
            total += max(Text(col.header).cell_len, widest) + 2  # a space either side
        return total

    def table(self) -> Table:
        table = Table(box=None, padding=(0, 1), show_header=True, header_style="bold")
        table.add_column("")
        for i, col in enumerate(self.columns):
            # a name kept whole ("Carla (niveau intermédiaire)"): the cards wrap instead
            table.add_column(col.header, justify="right" if col.number else "left", no_wrap=i == 0)
        for mark, cells in self.rows:
            table.add_row(mark, *cells)
        return table

    def stacked(self, width: int) -> Group:
        lines: list[RenderableType] = []
        under = (0, 0, 0, 4)  # a seat's facts start under its name, past the mark
        labels = [c.header for c in self.columns[1:] if not c.number]
        # the headings beside their cards take a width shared by every seat, so that the
        # cards start in one column; a longer heading ("known in hand / laid down") has
        # its own line above its cards
        side = max((len(h) for h in labels if len(h) <= width // 3), default=0)
        for mark, (name, *cells) in self.rows:
            head = Table.grid(padding=(0, 1))
            head.add_column(width=1, style="bold")
            head.add_column()  # a name on two lines ("Bruno" / "(Casual bot)") keeps its start
            head.add_row(mark, name)
            lines.append(head)
            # each count and its heading kept together: "total" alone ended a line, its
            # number starting the next
            counts: list[Text] = []
            apart: list[RenderableType] = []  # the long headings, each above its cards
            grid = Table.grid(padding=(0, 1))
            grid.add_column(style="bold", min_width=side)
            grid.add_column()
            for col, cell in zip(self.columns[1:], cells, strict=True):
                if col.number:
                    counts.append(Text(col.header + " ", style="bold") + cell)
                elif not cell.plain.strip():
                    continue
                elif len(col.header) <= side:
                    grid.add_row(col.header, cell)
                else:
                    apart += [Text(col.header, style="bold"), Padding(cell, (0, 0, 0, 2))]
            if counts:
                lines.append(Padding(Columns(counts, padding=(0, 3)), under))
            if grid.row_count:
                lines.append(Padding(grid, under))
            lines += [Padding(line, under) for line in apart]
        return Group(*lines)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        if linear(console):  # read line by line: each count named beside it, in order
            yield self.stacked(width)
            return
        if self.wide is not None:
            unbounded = options.update_width(10_000)  # a measure within the width is cut to it
            fits = Measurement.get(console, unbounded, self.wide).minimum <= width
            yield self.wide if fits else self.stacked(width)
        else:
            yield self.table() if self._needed() <= width else self.stacked(width)


def _widest(cell: Text | KeptLine) -> int:
    """A cell's widest word: a cell of cards wraps between words, a kept part whole."""
    return cell.widest() if isinstance(cell, KeptLine) else KeptLine(cell).widest()


class Facts:
    """Labelled values, a row each ("pier  G7 K10  colour: green", "discard pile  P4"):
    the labels right-aligned in a column of their own, each on one line. A label too long
    for that column to leave its values their widest unbreakable piece has a line of its
    own above its value. French "pile des / écarts" wrapped in the label column at 32-36
    columns, and under 32 "couleur : vert" was cut to "couleur : v" / "ert"."""

    def __init__(self, rows: Sequence[tuple[str, RenderableType]]) -> None:
        self.rows = list(rows)

    def _side(self, console: Console, options: ConsoleOptions) -> int:
        """The label column's width: the widest label that leaves each value beside a label
        as narrow the room it needs; 0 when even the shortest does not."""
        unbounded = options.update_width(10_000)  # a measure within the width is cut to it
        sized = [
            (Text(name).cell_len, Measurement.get(console, unbounded, value).minimum)
            for name, value in self.rows
        ]
        for side in sorted({label for label, _value in sized}, reverse=True):
            room = options.max_width - side - 2
            if all(value <= room for label, value in sized if label <= side):
                return side
        return 0

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        side = self._side(console, options)
        grid: Table | None = None
        for name, value in self.rows:
            if Text(name).cell_len <= side:
                if grid is None:
                    grid = Table.grid(padding=(0, 2))
                    grid.add_column(style="bold", justify="right", no_wrap=True, min_width=side)
                    grid.add_column()
                grid.add_row(name, value)
                continue
            if grid is not None:
                yield grid
                grid = None
            yield Text(name, style="bold")
            yield Padding(value, (0, 0, 0, 2))
        if grid is not None:
            yield grid
