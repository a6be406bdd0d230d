"""The table read on a narrow terminal (40 columns: a phone over SSH): nothing cut."""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from rich.console import Console

import corsairs
from corsairs.cli import _call_view
from corsairs.lang import speaking


def _table_at(game_name: str, width: int, players: int = 4, lang: str = "en") -> str:
    """The table of a game some moves in, seat 0's view, at ``width`` columns."""
    game = corsairs.load_game(game_name, players=players)
    state = game.new_state(seed=5)
    pick = random.Random(5)
    for _ in range(12):
        state.apply(pick.choice(state.legal_actions()))
    names = ["You", "Bruno (Casual bot)", "Carla (Casual bot)", "Dario (Casual bot)"]
    view = game.terminal_view()
    console = Console(record=True, width=width, color_system=None)
    with speaking(lang):
        obs = state.observation(0)
        console.print(_call_view(view.render, obs, names=names[:players], game=game))
    return console.export_text()


@pytest.mark.parametrize("game_name", ["corsairs", "piratatak"])
def test_the_seats_are_read_whole_at_40_columns(game_name: str) -> None:
    """At 40 columns the seats' table cut its cells and headings to "b…", "…": the gold
    could not be told from the cannons. Each seat now has lines of its own there."""
    text = _table_at(game_name, 40)
    assert "…" not in text
    for name in ("You", "Bruno (Casual bot)", "Carla (Casual bot)", "Dario (Casual bot)"):
        assert any(line.strip(" │▶").startswith(name) for line in text.splitlines()), name
    words = ("cards", "penalty") if game_name == "corsairs" else ("gold", "cannons")
    bruno = text.split("Bruno (Casual bot)")[1]
    for word in words:  # each seat's counts named
        assert word in bruno.split("Carla")[0], word


@pytest.mark.parametrize("game_name", ["corsairs", "piratatak"])
def test_the_seats_keep_their_table_at_80_columns(game_name: str) -> None:
    """Where the columns fit, one row a seat under the headings, as before."""
    text = _table_at(game_name, 80)
    header = "cards  penalty" if game_name == "corsairs" else "gold  cannons"
    assert header in text
    assert "…" not in text


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "best limit after discarding"), ("fr", "défaussé")]
)
def test_the_hands_best_limit_is_read_whole_at_40_columns(lang: str, said: str) -> None:
    """At 40 columns the hand's note under its frame was cut to the frame's width: French
    "meilleure limite maintenant : 1" for a limit of 18, English lost the limit whole."""
    from corsairs.games.corsairs import terminal as view

    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=21)
    state.apply(state.legal_actions()[0])  # seat 0 draws: the note names its best discard
    obs = state.observation(0)
    console = Console(record=True, width=40, color_system=None)
    with speaking(lang):
        note = view.limit_note(obs, game)
        console.print(view.render(obs, names=["You", "Bruno"], game=game))
    assert note is not None and said in note
    text = " ".join(console.export_text().replace("│", " ").replace("─", " ").split())
    assert note in text, (note, text)


def test_the_piers_colour_keeps_its_label_at_every_narrow_width() -> None:
    """The pier's row broke between French "couleur :" and "vert" (the table at 36
    columns, the prompt's reminder at others): a label now goes with its value. Then
    "pile des / écarts" wrapped in the label column at 32-36 columns, "meilleure limite
    maintenant :" ended a line with its 21 on the next, and under 32 the pier's value was
    cut to "couleur : v" / "ert": a label is whole on its line, a colon with its words."""
    from corsairs.games.corsairs import terminal as view

    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=3)
    obs = state.observation(0)
    for width in range(24, 61):  # under 24 a card row is wider than the frame leaves
        console = Console(record=True, width=width, color_system=None)
        with speaking("fr"):
            console.print(view.render(obs, names=["Vous", "Bruno"], game=game))
            console.print(view.brief(obs, names=["Vous", "Bruno"], game=game))
        text = console.export_text()
        assert "couleur : vert" in text, (width, text)
        assert "pile des écarts  P4" in text, (width, text)
        assert text.count("pile des écarts") == 2 and "cartes de pénalité" in text, (width, text)
        assert "maintenant : 21" in text and "donneur : Vous" in text, (width, text)
        lines = [line.strip(" │╭╮╰╯─") for line in text.splitlines()]
        assert not [line for line in lines if line.endswith(":") or line.startswith(":")], (
            width,
            text,
        )


def test_piratataks_reminder_keeps_each_label_with_its_value() -> None:
    """The reminder above a Piratatak prompt wrapped between "Gold" and its "12" at 60 columns
    in German ("übrige Karten B2   Gold" / "12 (eine Karte kostet 3)"): each fact is kept
    whole on its line, as Corsairs' reminder keeps its labels (``kept``)."""
    from corsairs.games.piratatak import terminal as view

    game = corsairs.load_game("piratatak", players=3)
    state = game.new_state(seed=5)
    obs = state.observation(0)
    while obs["current_player"] != 0:
        state.apply(state.legal_actions()[0])
        obs = state.observation(0)
    own = obs["tables"][0]
    own.update(gold=12, spares=["B2"], colour="red", boat=["R1", "R2", "R4", "R5", "R6"])
    for width in range(40, 61):
        console = Console(record=True, width=width, color_system=None)
        with speaking("de"):
            console.print(view.brief(obs, names=["Du", "Bruno", "Carla"]))
        lines = [line.strip() for line in console.export_text().splitlines()]
        assert "übrige Karten B2" in lines[0] + lines[1], (width, lines)
        assert any("Gold 12 (eine Karte kostet" in line for line in lines), (width, lines)
        assert any("Kanonen 0" in line for line in lines), (width, lines)
        assert not [line for line in lines if line.endswith(("Gold", "Karten", "Boot"))], lines


def test_the_prompts_help_wraps_under_each_lines_words() -> None:
    """``help`` at the prompt wrapped its long lines back to the margin at 60 columns in
    German ("q oder quit  das Spiel verlassen (es wird gespeichert:" / "corsairs resume setzt
    es fort)"), a continuation read as a line of its own: each line goes on under its own
    words."""
    from corsairs import cli
    from corsairs.games.piratatak import terminal as view

    console = Console(record=True, width=60, color_system=None)
    with speaking("de"):
        said = cli._help_text(view, "piratatak")
        console.print(said, markup=False)  # as the prompt printed it
    text = str(said)
    out = console.export_text().splitlines()
    heads = [line for line in text.splitlines() if not line.startswith(" ")]
    assert [line for line in out if not line.startswith(" ")] == heads, out
    quit_at = next(i for i, line in enumerate(out) if line.startswith("  q oder quit  "))
    assert out[quit_at + 1].startswith(" " * len("  q oder quit  ") + "corsairs"), out
    assert " ".join(" ".join(out).split()) == " ".join(text.split())  # every word, in order


_ROUND: dict[str, object] = dict(
    round=2, annulled=False, reason=None, closer=0, pier_colour="brown", forced=False,
    crews=[["Y8", "Y9"], ["V9"]], attached=[[], []], stowaways=[["Y1"], ["R5"]],
    limits=[1, 5], added=[0, 1], penalties=[6, 21], sent_under_by=[], sweepers=[],
)  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_a_round_summarys_title_is_whole_at_30_columns(lang: str) -> None:
    """Under ~34 columns Rich cut the round summary's title on its frame: "Manche 2 — couleur
    du qua", the pier's colour lost. Where it does not fit on the frame it is the summary's
    first line, whole."""
    from corsairs.games.corsairs import terminal as view
    from corsairs.termview import Framed

    with speaking(lang):
        summary = view.round_summary(_ROUND, ["Vous", "Bruno"])
    assert isinstance(summary, Framed)  # a round played, not annulled: its title on the frame
    title = summary.title
    for width in (30, 80):
        console = Console(record=True, width=width, color_system=None)
        with speaking(lang):
            console.print(view.round_summary(_ROUND, ["Vous", "Bruno"]))
        text = " ".join(console.export_text().replace("│", " ").replace("─", " ").split())
        assert " ".join(title.split()) in text, (width, text)


def test_a_round_summary_never_begins_a_line_with_its_colon() -> None:
    """At 38 columns French "la plus basse de toutes" ended a line of the round's summary and
    ": pas de pénalité" began the next: the colon stays with its words, in every width."""
    from corsairs.games.corsairs import terminal as view

    for width in range(32, 48):
        console = Console(record=True, width=width, color_system=None)
        with speaking("fr"):
            console.print(view.round_summary(_ROUND, ["Vous", "Bruno"]))
        text = console.export_text()
        lines = [line.strip(" │╭╮╰╯─") for line in text.splitlines()]
        assert not [line for line in lines if line.startswith(":")], (width, text)


def test_french_never_begins_a_line_with_its_exclamation_mark() -> None:
    """At 36-38 columns a Piratatak win left French "gagnez" at the end of one line and its
    "!" alone at the start of the next (Rich broke at the space French sets before it). The
    sign stays with its word at every width, in the move line as play and replay print it
    (a plain Text: the replay numbers the first line and indents the others)."""
    from corsairs.cli import _hung
    from corsairs.games.piratatak import terminal as pt

    game = corsairs.load_game("piratatak", players=2)
    before = game.new_state(seed=1).observation(0)
    after = dict(before, turn_events=["win"])
    with speaking("fr"):
        told = pt.events(before, after, ["Vous", "Bruno"])
    for width in range(24, 48):
        console = Console(record=True, width=width, color_system=None)
        console.print(*(_hung(line) for line in told))
        text = console.export_text()
        assert "gagnez !" in " ".join(text.split()), text
        assert not [line for line in text.splitlines() if line.strip()[:1] == "!"], (width, text)


BOX_DRAWING = re.compile("[\u2500-\u257f]")
"""Frames' and rules' characters ("│", "─", "╭"): what a screen reader reads out as noise."""


def _read_line_by_line(**screen: Any) -> Any:
    """The CLI's console class on a terminal read line by line (``TERM=dumb``, no colour:
    a screen reader's), printing into a string."""
    from corsairs import cli

    environ = {"TERM": "dumb", "NO_COLOR": "1"}
    return type(cli.console)(file=io.StringIO(), force_terminal=True, _environ=environ, **screen)


def test_a_terminal_read_line_by_line_is_measured_at_its_width(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Rich takes ``TERM=dumb`` for 80 columns whatever its size: on a screen reader's 60
    columns the terminal broke every longer line of the table and choices mid-word."""
    import os

    monkeypatch.setattr(os, "get_terminal_size", lambda fd=1: os.terminal_size((60, 30)))
    assert tuple(_read_line_by_line().size) == (60, 30)
    assert _read_line_by_line(width=50).width == 50  # a width given is kept


@pytest.mark.parametrize("game_name", ["corsairs", "piratatak"])
def test_a_table_read_line_by_line_has_no_frame(game_name: str) -> None:
    """On a terminal read line by line the table's frames were drawn all the same: a
    screen reader read "│" at both ends of every line and the runs of "─", and the hand,
    framed twice, wrapped into "│ │P6    N4 … │ │". Each frame's title, body and foot are
    now lines of their own, without frame."""
    game = corsairs.load_game(game_name, players=3)
    state = game.new_state(seed=5)
    screen = _read_line_by_line(width=60)
    view = game.terminal_view()
    with speaking("fr"):
        names = ["Vous", "Bruno", "Carla"]
        screen.print(_call_view(view.render, state.observation(0), names=names, game=game))
    text = screen.file.getvalue()
    assert not BOX_DRAWING.search(text), text
    lines = [ln.strip() for ln in text.splitlines()]
    title = "Corsaires" if game_name == "corsairs" else "Piratatak"
    assert lines[0] == title, text
    if game_name == "corsairs":  # the hand's heading, then its cards, then its best limit
        at = lines.index("votre main")
        end = next(i for i, ln in enumerate(lines) if ln.startswith("meilleure limite"))
        hand = " ".join(lines[at + 1 : end]).split()
        assert len(hand) == 12 and all(re.fullmatch("[ROYGBVPNAK][0-9]+", c) for c in hand), text


@pytest.mark.parametrize(
    ("game_name", "counts"), [("corsairs", "cartes 12"), ("piratatak", "pièces d'or 0")]
)
def test_seats_read_line_by_line_are_stacked_at_any_width(game_name: str, counts: str) -> None:
    """Where the seats' table fit (100 columns), a screen reader read its headings, then
    "Vous 12 0" a line below, and a round summary's second line of crew cards after the
    row's totals: read line by line, each seat is on lines of its own, each count named."""
    game = corsairs.load_game(game_name, players=3)
    screen = _read_line_by_line(width=100)
    with speaking("fr"):
        names = ["Vous", "Bruno", "Carla"]
        state = game.new_state(seed=5)
        screen.print(_call_view(game.terminal_view().render, state.observation(0), names=names))
    lines = [ln.strip(" ▶") for ln in screen.file.getvalue().splitlines()]
    at = lines.index("Bruno")
    assert lines[at + 1].startswith(counts) or f" {counts} " in lines[at + 1], lines


def test_choices_read_line_by_line_are_one_a_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """A discard's 26 choices were listed two a line where the eye finds them; read line
    by line, a choice's mark went under the line of two and was read after the second
    choice ("(rule of thumb)" for the sail it was not for). One a line there, in order."""
    from typer.testing import CliRunner

    from corsairs import cli

    screen = _read_line_by_line(width=80, height=24)
    monkeypatch.setattr(cli, "console", screen)
    args = ["play", "--players", "2", "--seed", "3"]
    result = CliRunner().invoke(cli.app, args, input="\nq\n")
    assert result.exit_code == 0, screen.file.getvalue()
    lines = screen.file.getvalue().splitlines()
    start = max(i for i, ln in enumerate(lines) if ln.startswith("Your choices:"))
    listed = lines[start + 1 : start + 27]
    for n, line in enumerate(listed, 1):
        assert re.match(rf" *{n}\. \S", line) and f"{n + 1}. " not in line, "\n".join(listed)
    assert not BOX_DRAWING.search("\n".join(lines))


@pytest.mark.parametrize("players", [2, 3])
def test_a_laid_down_hands_terms_are_never_split_in_german_at_80_columns(players: int) -> None:
    """German "blinde / Passagiere" and "angegriffene / Karten" broke across lines at 80
    columns, and a label ended a line with its cards on the next."""
    from corsairs.games.corsairs.terminal import _laid_down

    game = corsairs.load_game("corsairs", players=players)
    state = game.new_state(seed=1)
    pick = random.Random(1)
    while not any(laid and laid["stowaways"] for laid in _laid_down(state.observation(0))):
        state.apply(pick.choice(state.legal_actions()))
    names = ["You", "Bruno (Casual bot)", "Carla (Casual bot)"][:players]
    console = Console(record=True, width=80, color_system=None)
    with speaking("de"):
        console.print(_call_view(game.terminal_view().render, state.observation(0), names=names))
    lines = [line.strip(" │▶") for line in console.export_text().splitlines()]
    for term in ("Mannschaft", "angegriffene Karten", "blinde Passagiere"):
        (line,) = [line for line in lines if term in line]
        assert re.search(re.escape(term) + r" +(—|[A-Z]\d)", line), line


def test_a_terminal_read_line_by_line_is_told_once_when_a_bot_or_the_coach_works(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``TERM=dumb`` (a screen reader's) draws no spinner: "is thinking…" and the coach's
    "thinking" said nothing there, and a bot's search or a hint was silence. Each wait is
    said once, on a line, and its end on the next."""
    from typer.testing import CliRunner

    from corsairs import cli

    screen = _read_line_by_line(width=80)
    monkeypatch.setattr(cli, "console", screen)
    args = ["play", "--players", "2", "--seed", "1", "--bots", "ismcts:iterations=8"]
    result = CliRunner().invoke(cli.app, args, input="hint\n\nq\n")
    assert result.exit_code == 0, result.output
    said = screen.file.getvalue()
    for busy, done in [
        ("the coach is thinking… (Ctrl-C cancels the hint)", "the coach's hint is ready."),
        ("Bruno (Monte Carlo bot) is thinking…", "Bruno (Monte Carlo bot) has chosen."),
    ]:
        assert said.count(f"{busy}\n{done}\n") == said.count(busy) >= 1, said  # once a wait
