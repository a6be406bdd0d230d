"""The Piratatak view in the player's language: a whole game's screens and event lines
in French, Italian and German carry no English left over; what a player types (``draw``,
``buy R3 from Bo``, ``give R1 gold``) stays as it is in every language."""

from __future__ import annotations

import io
from functools import cache

import pytest
from rich.console import Console

import corsairs
from corsairs.agents import make_agent
from corsairs.games.piratatak import terminal as view
from corsairs.games.piratatak.positions import position as make
from corsairs.games.piratatak.positions import seat_table as table
from corsairs.lang import speaking
from corsairs.protocol import BadNotation
from lang_helpers import english_left

NAMES = ["You", "Bruno", "Cleo"]


def _text(renderable: object) -> str:
    console = Console(file=io.StringIO(), record=True, width=100, color_system=None)
    console.print(renderable)
    return console.export_text()


def _choice_words(said: str) -> str:
    """A choice line, the move included: it is said in the player's words ("ziehen   (…)"),
    as Corsairs' are; "draw" was the notation, English in every language."""
    return said


@cache
def _whole_game(lang: str) -> list[str]:
    """Every screen of seat 0, its choices, its brief and every event line of a seeded game
    (seed 5: pirates, cannons, a lost boat, a reshuffle, a buy from you and a win)."""
    game = corsairs.load_game("piratatak", players=3)
    state = game.new_state(seed=5)
    bots = [make_agent("greedy", game, seed=s) for s in range(3)]
    out: list[str] = []
    with speaking(lang):
        before = state.observation(0)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            obs, legal = state.observation(seat), state.legal_actions()
            if seat == 0:
                out.append(_text(view.brief(obs, NAMES)))
                out += [
                    _choice_words(view.describe(a, obs, NAMES)) for a in view.choices(obs, legal)
                ]
            if obs["phase"] != "drawing":  # a turn's start, a pirate, the end
                out.append(_text(view.render(state.observation(0), NAMES)))
            state.apply(bots[seat].choose(obs, legal))
            after = state.observation(0)
            out += [_text(line) for line in view.events(before, after, NAMES)]
            before = after
        out.append(_text(view.render(state.observation(0), NAMES)))
        out.append(_text(view.render(state.observation(1), ["Ann", "Bruno", "Cleo"])))
    return out


@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_a_whole_game_speaks_the_players_language(lang: str) -> None:
    lines = _whole_game(lang)
    said = "\n".join(lines)
    left = {line.strip(): english_left(line, lang) for line in lines if english_left(line, lang)}
    assert not left, left
    # the game's events all came up: a test that saw none of them would prove little
    english = "\n".join(_whole_game("en"))
    for event in ("gives back", "fires a cannon", "buys", "shuffled", "lost the last", "win!"):
        assert event in english, event
    assert said != english


@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_pirates_results_and_refusals_speak_the_players_language(lang: str) -> None:
    tabs = [table("red", ["R1", "R2"], ["Y1"], gold=1, cannons=1), table(), table()]
    said: list[str] = []
    with speaking(lang):
        for optional, loss in ((True, 3), (False, 3), (True, 0), (False, 0)):
            state = make(tables=tabs, top=["pirate"], cannon_optional=optional, pirate_loss=loss)
            state.apply("draw")
            for seat, names in ((0, NAMES), (1, ["Ann", "Bruno", "Cleo"])):
                said.append(_text(view.render(state.observation(seat), names)))
            obs = state.observation(0)
            said += [_choice_words(view.describe(a, obs, NAMES)) for a in state.legal_actions()]
        won = make(
            tables=[table("red", ["R1", "R2", "R3", "R4", "R5"]), table(), table()], top=["R6"]
        )
        won.apply("draw")
        for names in (NAMES, ["Ann", "Bruno", "Cleo"]):
            said.append(_text(view.render(won.observation(None), names)))
        limit = make(tables=tabs, top=["gold"], turn_limit=1)
        limit.apply("draw")
        limit.apply("stop")
        said.append(_text(view.render(limit.observation(None), NAMES)))
        said.append(view.turn_told(0, ["drop G4", "discard R3", "pass", "give -"], NAMES))
        for typed in ("giv R1", "buy R3 from Zed", "buy R3 from You"):
            with pytest.raises(BadNotation) as refused:
                view.notation(typed, NAMES)
            said.append(str(refused.value).replace(repr(typed), ""))
    # a house rule is named as typed (--rule pirate_loss=0), a refusal lists the moves as
    # typed ('draw', 'stop', 'buy R3 from Bruno'…)
    said = [line.replace("pirate_loss=0", "") for line in said]
    left = {line: english_left(line, lang) for line in said if english_left(line, lang)}
    left = {k: v for k, v in left.items() if "'draw', 'stop'" not in k}
    assert not left, left


def test_the_player_is_you_by_either_name() -> None:
    """play names the person's seat "You" in the language spoken ("Vous"), a record keeps
    "You": both are told in the second person."""
    with speaking("fr"):
        for you in ("You", "Vous"):
            assert view.said_by(you, "win") == "Vous terminez votre bateau et gagnez !"
            assert view.turn_told(0, ["draw gold", "stop"], [you, "Bo"]) == (
                "Vous piochez une pièce d'or ; passez la main"
            )
        # "achète R3 à vous" is no French: the pronoun goes before the verb
        assert view.said_by("Bo", "buy R3 from 0", ["Vous", "Bo"]) == "Bo vous achète R3"
        assert view.said_by("Vous", "buy R3 from 1", ["Vous", "Bo"]) == "Vous achetez R3 à Bo"


def test_a_reviews_events_are_told_apart_as_the_language_writes() -> None:
    """A review's "then:" joins the turns it saw with the language's separator (French
    sets a space before ";", as the table's line does)."""
    from corsairs.games.piratatak.coach import seen_words

    seen = {"events": [[0, "draw pirate"], [0, "give -"], [1, "draw R3"]]}
    with speaking("fr"):
        said = seen_words(seen, ["Ann", "Bo"])
    assert said == "Ann pioche un PIRATE ; ne rend rien ; Bo pioche R3"


def test_help_at_the_prompt_shows_piratataks_moves_as_typed() -> None:
    """'a move in its notation, in English words:' was followed by nothing in Piratatak;
    every line it shows can be typed (the buy names a seller of this table)."""
    from typer.testing import CliRunner

    from corsairs.cli import app

    out = (
        CliRunner()
        .invoke(
            app,
            ["play", "-g", "piratatak", "-p", "2", "--seed", "1", "--lang", "de"],
            input="help\nq\n",
        )
        .output
    )
    assert all(line in out for line in view.NOTATION), out
    game = corsairs.load_game("piratatak", players=2, spares_discard=True)
    for typed in ("draw", "stop", "cannon", "pass", "give R1 R3 gold", "give -", "discard R3"):
        assert str(game.parse_action(typed)) == typed


def test_gold_is_named_as_coins_not_as_the_french_conjunction() -> None:
    """French "or" alone reads as the conjunction ("Carla rend or"): a gold card is a
    "pièce d'or", and several are counted ("2 pièces d'or"), as the browser says them."""
    with speaking("fr"):
        assert view.said_by("Carla", "give gold") == "Carla rend une pièce d'or"
        # one "et" before the last: "rend R4, Y1, une pièce d'or" read as unfinished
        assert view.said_by("Carla", "give R1 gold gold") == "Carla rend R1 et 2 pièces d'or"
        assert view.said_by("Carla", "give R4 Y1 gold") == "Carla rend R4, Y1 et une pièce d'or"
        assert view.spoken("give R1 gold") == "rendre R1, une pièce d'or"  # typed back so
        tabs = [table("red", ["R1"], gold=2), table(), table()]
        screen = _text(view.render(make(tables=tabs).observation(0), NAMES))
    assert " or " not in screen.replace("\n", " ").lower(), screen
    with speaking("en"):
        assert view.said_by("Carla", "give R1 gold gold") == "Carla gives back R1 and 2 gold"


def test_german_coins_are_named_alike_one_or_several() -> None:
    """ "gibt R4, eine Goldmünze zurück" but "gibt B1, 2 Gold zurück": one word for both."""
    with speaking("de"):
        assert view.said_by("Anna", "give B1 gold gold") == "Anna gibt B1 und 2 Goldmünzen zurück"
        assert view.said_by("Anna", "give gold") == "Anna gibt eine Goldmünze zurück"


def test_a_reviews_events_say_you_inside_the_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    """A review's "then:" and its move's "draw (…)" say the player's own events inside a
    sentence: "then: you draw B1" ("then: You draw B1" had a capital mid-sentence), as
    each language writes it there; German starts the whole sentence after the colon with a
    capital ("dann: Du ziehst …"), a piece inside a line in lower case ("; du …")."""
    from corsairs.coach import command
    from corsairs.games.piratatak.coach import seen_words

    seen = {"events": [[0, "draw B1"], [1, "draw R3"], [0, "draw Y2"]]}
    said = {}
    for lang in ("en", "fr", "it", "de"):
        with speaking(lang):
            said[lang] = seen_words(seen, ["You", "Bo"])
            command._then(said[lang])
    assert said["en"] == "you draw B1; Bo draws R3; you draw Y2"
    assert said["fr"].startswith("vous piochez ") and "; vous piochez " in said["fr"]
    assert said["it"].startswith("peschi ") and "; peschi " in said["it"]
    assert said["de"].startswith("du ziehst ") and "; du ziehst " in said["de"]
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == "    then: you draw B1; Bo draws R3; you draw Y2"
    assert lines[1].startswith("    ensuite : vous piochez ")
    assert lines[3].startswith("    dann: Du ziehst "), lines[3]
