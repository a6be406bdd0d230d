"""The Corsairs terminal view: what it says must match the engine and the bots."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

import corsairs
from corsairs.agents import make_agent
from corsairs.games.corsairs import terminal as view
from corsairs.games.corsairs.actions import LAY, Action
from corsairs.games.corsairs.cards import CARD_TEXT, parse_card
from corsairs.games.corsairs.lay_down import best_lay_down, lay_down_choices, situation
from corsairs.games.corsairs.state import CorsairsState
from corsairs.lang import _, speaking
from corsairs.termview import shown

Builder = Callable[..., CorsairsState]
NAMES = ["You", "Bruno"]


def text_of(renderable: Any) -> str:
    console = Console(record=True, width=200, color_system=None)
    console.print(renderable)
    return console.export_text()


def finished_game(players: int = 2, seed: int = 5) -> CorsairsState:
    game = corsairs.load_game("corsairs", players=players)
    bots = [make_agent("greedy", game, seed=s) for s in range(players)]
    state = game.new_state(seed=seed)
    while not state.is_over():
        p = state.current_player
        assert p is not None
        state.apply(bots[p].choose(state.observation(p), state.legal_actions()))
    assert isinstance(state, CorsairsState)
    return state


def test_final_table_shows_the_last_rounds_lay_downs_and_no_order_to_sail() -> None:
    state = finished_game()
    last = state.observation(None)["rounds"][-1]
    assert not last["annulled"] and any(last["limits"])
    for seat in (None, 0):
        text = text_of(view.render(state.observation(seat), names=NAMES))
        assert "must set sail" not in text
        rows = [line for line in text.splitlines() if "limit" in line and "crew" in line]
        assert len(rows) == 2
        for s, row in enumerate(rows):
            assert f"limit {last['limits'][s]}" in row
            for c in last["stowaways"][s]:
                assert c in row.split("stowaways")[1]


def lay_position(make_state: Builder) -> CorsairsState:
    """Seat 1 sails with limit 9 (K4 K5); seat 0 could get to limit 3 (B1 B2) but
    passes more cards by breaking up its crew down to limit 9."""
    state = make_state(
        hands=[
            ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "B1", "B2", "Y10", "Y11", "R9"],
            ["V8", "V9", "V10", "V11", "K4", "K5", "R3", "R4", "R5", "R6", "R7", "R8"],
        ],
        pier=["R1", "R2"],
        stock=["R10"],
        current=1,
    )
    for action in ("draw stock", "sail R10", "crew V8 V9 V10 V11"):
        state.apply(action)
    return state


def test_suggested_division_sends_the_closer_under_passing_the_most_cards(
    make_state: Builder,
) -> None:
    state = lay_position(make_state)
    obs, legal = state.observation(0), state.legal_actions()
    best = best_lay_down(**situation(obs))
    want = Action(LAY, best.crew, best.attached)
    assert view.default_action(obs, legal, game=state.game) == want
    shown = view.choices(obs, legal, game=state.game)
    assert shown[0] == want
    assert len(shown) == len(lay_down_choices(**situation(obs)))
    assert all(state.is_legal(a) for a in shown)
    assert view.describe(want, obs, names=["You", "Bruno"]).endswith(
        f"→ limit 9: sends Bruno under, passes {best.passes} cards"
    )
    keeps = state.game.parse_action("crew G1 G2 G3 G4 G5 G6 G7")
    assert view.describe(keeps, obs).endswith("→ limit 24 (above 9): +4 penalty cards")


def test_closer_choices_describe_limit_and_stowaways(make_state: Builder) -> None:
    state = make_state(
        hands=[["V8", "V9", "V10", "V11", "K4", "K5", "R3", "R4", "R5", "R6", "R7", "R8"], []],
        pier=["R1", "R2"],
        stock=["R10"],
    )
    state.apply("draw stock")
    state.apply("sail R10")
    obs = state.observation(0)
    text = view.describe(state.game.parse_action("crew V8 V9 V10 V11"), obs)
    assert text.endswith("→ limit 9, 2 stowaways")


def test_hand_note_after_drawing_names_the_discard(make_state: Builder) -> None:
    hand = ["O1", "O2", "O3", "O4", "O5", "O6", "O7", "O8", "O9", "Y11", "G11", "B11"]
    state = make_state(hands=[hand, []], pier=["R1", "R2"], stock=["K11"])
    assert view.limit_note(state.observation(0)) == "best limit now: 22"
    state.apply("draw stock")
    obs = state.observation(0)
    note = view.limit_note(obs)  # not 33: the hand divides 12 of its 13 cards
    assert note is not None and note.endswith("11: 22") and "discarding" in note
    assert note in text_of(view.render(obs))


def test_suggestion_at_draw_and_discard_is_the_greedy_move(make_state: Builder) -> None:
    hand = ["O1", "O2", "O3", "O4", "O5", "O7", "O8", "O9", "O10", "O11", "G10", "G11"]
    state = make_state(hands=[hand, []], pier=["K11", "R2"], pile=["Y3", "O6"])
    obs, legal = state.observation(0), state.legal_actions()
    assert str(view.default_action(obs, legal, game=state.game)) == "draw pile"
    state.apply("draw pile")
    obs, legal = state.observation(0), state.legal_actions()
    assert str(view.default_action(obs, legal)) == "discard O11"  # O11 and G11 tie
    assert view.describe(state.game.parse_action("discard O11"), obs).endswith("→ limit 10")
    # "sail O11   → limit 10" read like the discard beside it: sailing ends the round
    sail = view.describe(state.game.parse_action("sail O11"), obs)
    assert sail == "sail O11   → set sail with limit 10", sail


def test_counts_of_one_are_singular(make_state: Builder) -> None:
    state = make_state(hands=[["O1", "O2"], []], pier=["R1", "R2"], pile=["Y3"])
    text = text_of(view.render(state.observation(0)))
    assert "(1 card)" in text and "(1 cards)" not in text


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 4),
    growing=st.booleans(),
)
def test_every_suggestion_and_listed_choice_is_legal(
    seed: int, players: int, growing: bool
) -> None:
    """Enter must never offer something the engine refuses, under either attach rule."""
    rules = {"attach_numbers": "growing" if growing else "as_laid_down"}
    game = corsairs.load_game("corsairs", players=players, **rules)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        p = state.current_player
        assert p is not None
        obs, legal = state.observation(p), state.legal_actions()
        suggested = view.default_action(obs, legal, game=game)
        shown = view.choices(obs, legal, game=game)
        assert state.is_legal(suggested)
        assert all(state.is_legal(a) for a in shown)
        if legal[0].kind == LAY:
            assert shown[0] == suggested
        else:
            assert shown == legal and suggested in legal
        state.apply(legal[rng.randrange(len(legal))])


def test_the_heading_fits_an_80_column_terminal() -> None:
    """The penalty count shared the heading, which wrapped in 80 columns ("45)" alone)."""
    game = corsairs.load_game("corsairs", players=4)
    state = game.new_state(seed=4)
    console = Console(record=True, width=80, color_system=None)
    console.print(view.render(state.observation(0), ["You", "Bruno (greedy)", "Carla", "Dan"]))
    lines = [line.strip("│ ") for line in console.export_text().splitlines()]
    assert any(line.startswith("Round 1") for line in lines)
    assert any("0 in all (last round at 35, end at 45)" in line for line in lines)
    assert not [line for line in lines if line in ("45)", "end at 45)")]


def test_a_hand_of_thirteen_in_ten_colours_fits_one_line_of_80_columns() -> None:
    """In 80 columns the hand wrapped, leaving its last card alone on a second line."""
    game = corsairs.load_game("corsairs", players=4)
    state = game.new_state(seed=4)
    state.apply_text("draw stock")
    obs = state.observation(state.current_player)
    hand = [
        "R10",
        "R11",
        "O10",
        "Y11",
        "G10",
        "G11",
        "B10",
        "V11",
        "P10",
        "N11",
        "A10",
        "A11",
        "K10",
    ]
    obs["hand"] = hand
    console = Console(record=True, width=80, color_system=None)
    console.print(view.render(obs, ["You", "Bruno (greedy)", "Carla", "Dan"]))
    rows = [line for line in console.export_text().splitlines() if "R10" in line]
    assert len(rows) == 1 and all(card in rows[0] for card in hand), console.export_text()


def _round(sent_under_by: list[int], closer: int = 2) -> dict[str, Any]:
    """A scored three-player round, as the observation's ``rounds`` lists it."""
    return {
        "round": 6,
        "annulled": False,
        "reason": None,
        "closer": closer,
        "pier_colour": "brown",
        "forced": False,
        "crews": [["Y8", "Y9"], ["V9"], ["P8", "P9"]],
        "attached": [[], [], []],
        "stowaways": [["Y1"], ["R5"], ["R3"]],
        "limits": [1, 5, 3],
        "added": [0, 1, 2],
        "penalties": [6, 21, 26],
        "sent_under_by": sent_under_by,
        "sweepers": [],
    }


def test_a_round_sent_under_by_you_says_your_stowaways() -> None:
    """'You had a limit at or below it and passed their stowaways': whose? Yours."""
    said = " ".join(text_of(view.round_summary(_round([0]), ["You", "Bruno", "Carla"])).split())
    assert "You had a limit at or below it and passed your stowaways" in said, said
    two = " ".join(text_of(view.round_summary(_round([0, 1]), ["You", "Bruno", "Carla"])).split())
    assert "You and Bruno had limits at or below it and passed your stowaways" in two, two
    bots = " ".join(text_of(view.round_summary(_round([1], 0), ["Anna", "Bruno", "Carla"])).split())
    assert "Bruno had a limit at or below it and passed their stowaways" in bots, bots


def test_a_round_speaks_to_you_when_you_closed_it() -> None:
    """Closing lowest said "own stowaways back to the deck", and being sent under said
    "passed their stowaways" as for anyone: the languages that conjugate said "his" and
    "to him" to the player ("i suoi clandestini", "gli ha passato")."""
    names = ["You", "Bruno", "Carla"]
    lowest = _round([], 0)
    said = " ".join(text_of(view.round_summary(lowest, names)).split())
    assert "lowest of all: no penalty, your stowaways back to the deck" in said, said
    under = " ".join(text_of(view.round_summary(_round([1], 0), names)).split())
    assert "Bruno had a limit at or below yours and passed you their stowaways" in under
    with speaking("it"):
        you = ["Tu", "Bruno", "Carla"]
        said = " ".join(text_of(view.round_summary(lowest, you)).split())
        under = " ".join(text_of(view.round_summary(_round([1], 0), you)).split())
    assert "i tuoi clandestini tornano nel mazzo" in said, said
    assert "Bruno aveva un limite uguale o più basso del tuo e ti ha passato" in under, under


def test_the_penalty_total_is_not_called_in_play() -> None:
    """'penalty cards  53 in play': penalty cards are out of play, out of the deck for the
    rest of the game (docs/rules.md); the count is of all of them together, as the
    browser's 'All penalty cards: 53' says."""
    state = finished_game(players=2, seed=5)
    total = sum(state.observation(0)["penalties"])
    console = Console(record=True, width=80, color_system=None)
    console.print(view.render(state.observation(0), NAMES))
    said = console.export_text()
    assert f"penalty cards  {total} in all (last round at 35, end at 45)" in said, said
    assert "in play" not in said


def test_more_divisions_are_claimed_only_when_there_are_some() -> None:
    """'Any other legal move can be typed' at a lay-down: true with cards not of the pier's
    colour beyond what the list shows; not when the whole hand is prisoners (the solvable
    variant's one-card hand, of the pier's colour, has one division: none)."""
    obs = {"phase": "lay", "hand": ["R3"], "pier_colour": "red"}
    only = [Action(LAY, 0, 0)]
    assert view.more_moves(obs, only, only) is False
    obs = {"phase": "lay", "hand": ["R3", "O4", "Y5"], "pier_colour": "red"}
    assert view.more_moves(obs, only, only) is True  # crew O4, crew Y5, crew O4 Y5 ...
    discards = [corsairs.load_game("corsairs", players=2).parse_action("discard O4")]
    assert view.more_moves(obs, discards, discards) is False


def _draw_with(test: Callable[[dict[str, Any]], bool], **rules: Any) -> tuple[Any, dict[str, Any]]:
    """A draw decision whose observation passes ``test``, from random play."""
    game = corsairs.load_game("corsairs", players=2, **rules)
    bots = [make_agent("greedy", game, seed=s) for s in range(2)]
    for seed in range(40):
        state = game.new_state(seed=seed)
        while not state.is_over():
            p = state.current_player
            assert p is not None
            obs = state.observation(p)
            if obs["phase"] == "draw" and test(obs):
                return game, obs
            state.apply(bots[p].choose(obs, state.legal_actions()))
    raise AssertionError("no such draw")


def test_the_draw_choices_warn_of_the_last_pier_and_stock_cards() -> None:
    """'3. draw pier' with one card left on the pier annulled the round without a word
    at the prompt (the hint warned; the list, which Enter and a number act on, did not);
    the last stock card, which obliges its taker to set sail, neither."""
    game, obs = _draw_with(lambda o: len(o["pier"]) == 1)
    pier = view.describe(game.parse_action("draw pier"), obs, game=game)
    assert pier.endswith("→ the last pier card: the round is annulled, no penalties"), pier
    game, obs = _draw_with(lambda o: o["stock"] == 1)
    stock = view.describe(game.parse_action("draw stock"), obs, game=game)
    assert stock.endswith("→ the last stock card: you must set sail"), stock
    game, obs = _draw_with(lambda o: len(o["pier"]) == 1, last_pier_card_annuls=False)
    assert view.describe(game.parse_action("draw pier"), obs, game=game) == "draw pier"
    game, obs = _draw_with(lambda o: len(o["pier"]) > 1 and o["stock"] > 1)
    assert view.describe(game.parse_action("draw pier"), obs, game=game) == "draw pier"


def test_a_closers_sweep_is_called_a_sweep(make_state: Builder) -> None:
    """The closer's division with no stowaways read 'limit 0, 0 stowaways', where an
    opponent's reads 'sweep: no stowaways': a sweep wins the game at once."""
    state = make_state(
        hands=[["V8", "V9", "V10", "V11", "K4", "K5", "R3", "R4", "R5", "R6", "R7", "R8"], []],
        pier=["R1", "R2"],
        stock=["R10"],
    )
    state.apply("draw stock")
    state.apply("sail R10")
    obs = state.observation(0)
    suggested = view.default_action(obs, state.legal_actions())
    assert view.describe(suggested, obs).endswith("→ sweep: no stowaways")


def test_a_sail_that_sweeps_says_so(make_state: Builder) -> None:
    """'sail R10   → set sail with limit 0' did not say that this sail is a sweep."""
    state = make_state(
        hands=[["V8", "V9", "V10", "V11", "K4", "K5", "R3", "R4", "R5", "R6", "R7", "R8"], []],
        pier=["R1", "R2"],
        stock=["R10"],
    )
    state.apply("draw stock")
    obs = state.observation(0)
    sail = view.describe(state.game.parse_action("sail R10"), obs)
    assert sail == "sail R10   → set sail with a sweep: no stowaways", sail


@pytest.mark.parametrize(
    ("lang", "verbs"),
    [
        ("en", ("takes", "draws from the stock", "lays down:", "discards")),
        ("fr", ("prend", "pioche dans le talon", "abat :", "défausse")),
        ("it", ("prende", "pesca dal tallone", "cala:", "scarta")),
        ("de", ("nimmt", "hebt vom Abhebestapel ab", "legt aus:", "legt")),
    ],
)
def test_every_other_players_move_is_told_in_one_line(lang: str, verbs: tuple[str, ...]) -> None:
    """The terminal printed a bot's move as its choice ("Bea: draw pier", "Bea : prendre au
    quai", an infinitive in French and German) and then told it again ("Bea takes  B5  from
    the pier"): the events now tell each other player's move once, as "Bea <verb>…" in
    every language, and none of the player's own (echoed as chosen)."""
    assert view.TELLS_EVERY_MOVE
    game = corsairs.load_game("corsairs", players=3)
    rng = random.Random(2)
    seen: set[str] = set()
    with speaking(lang):
        names = [_("You"), "Bea", "Cid"]
        for seed in range(2):
            state = game.new_state(seed=seed)
            while not state.is_over():
                before = state.observation(0)
                seat = state.current_player
                assert seat is not None
                state.apply(rng.choice(state.legal_actions()))
                told = [
                    text_of(x).strip() for x in view.events(before, state.observation(0), names)
                ]
                moves = [t for t in told if t.startswith(("Bea ", "Cid ", names[0] + " "))]
                if seat == 0:
                    assert moves == [], told
                    continue
                if not moves:  # only the last pier card: the annulled round's summary tells it
                    assert state.observation(0)["rounds"][-1]["annulled"], told
                    continue
                assert len(moves) == 1 and moves[0].startswith(names[seat] + " "), told
                verb = next(v for v in verbs if v in moves[0])
                seen.add(verb)
    assert seen == set(verbs), seen


def test_a_card_taken_face_up_is_named_in_the_terminal() -> None:
    """ "Bruno (greedy): draw pier" left the player to work out which pier card had gone;
    a take from the pier or the discard pile now names the card (the stock's stays
    unsaid: it is hidden); the player's own is in the panel already ("drawn: …")."""
    game = corsairs.load_game("corsairs", players=3)
    rng = random.Random(4)
    seen = {"pier": 0, "discard pile": 0}
    for seed in range(6):
        state = game.new_state(seed=seed)
        while not state.is_over() and min(seen.values()) < 3:
            before = state.observation(0)
            action = rng.choice(state.legal_actions())
            state.apply(action)
            after = state.observation(0)
            said = view.events(before, after, ["You", "Bea", "Cid"])
            lines = [" ".join(text_of(x).split()) for x in said]  # a card is a padded chip
            taken = [line for line in lines if " from the " in line and "take" in line]
            words = str(action).split()
            same_round = before["round"] == after["round"]
            if words[:1] == ["draw"] and words[1] in ("pier", "pile") and same_round:
                source = "pier" if words[1] == "pier" else "discard pile"
                card = before["pier"][0] if words[1] == "pier" else before["pile"][-1]
                who = ["You", "Bea", "Cid"][before["current_player"]]
                # the player's own take is the panel's "drawn: V6 from the pile"
                want = [] if who == "You" else [f"{who} takes {card} from the {source}"]
                assert taken == want, (action, lines)
                seen[source] += 1
            else:
                assert taken == [], (action, lines)
    assert min(seen.values()) >= 3, seen


@pytest.mark.parametrize(
    ("rules", "said"),
    [
        ({"last_round_at": 8, "game_ends_at": 12}, "The penalty cards reached 8 in all"),
        ({"max_rounds": 2}, "By the house rules' number of rounds, this round is the last."),
    ],
)
def test_the_round_that_makes_the_next_the_last_says_so(rules: dict[str, int], said: str) -> None:
    """The board's "LAST ROUND" came after the round's summary, with no reason; the
    browser's round summary is asked the same."""
    g = corsairs.load_game("corsairs", players=2, **rules)
    state = g.new_state(seed=3)
    bots = [make_agent("greedy", g, seed=i) for i in range(2)]
    told = []
    before = state.observation(0)
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        after = state.observation(0)
        told += [text_of(x) for x in view.events(before, after, ["You", "Bruno"])]
        before = after
    lines = [" ".join(t.split()) for t in told if said in " ".join(t.split())]
    assert len(lines) == 1, told


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "Game over — you win"), ("it", "Partita finita — hai vinto"), ("fr", "vous gagnez")],
)
def test_the_players_own_win_is_said_to_them(lang: str, said: str) -> None:
    """The table's last line named the player as a third person: Italian "vince: Tu"."""
    state = finished_game(seed=2)  # seat 1 wins alone
    (winner,) = state.winners()
    names = ["You" if s == winner else "Bruno" for s in range(2)]
    with speaking(lang):
        shown = " ".join(text_of(view.render(state.observation(winner), names=names)).split())
    assert said in shown, shown
    assert "winner:" not in shown and "vince:" not in shown


@pytest.mark.parametrize("width", [80, 100])
def test_a_round_summary_keeps_each_name_and_its_state_on_one_line(width: int) -> None:
    """French "Vous (ancre levée)" was broken after "Vous" at 100 columns: the cards wrap,
    a name and what it did do not."""
    r = _round([], closer=0)
    r["crews"] = [["Y6", "Y7", "Y8", "Y9", "Y10", "Y11"], ["V9", "V10", "V11"], ["P8", "P9"]]
    r["attached"] = [["R7", "R8", "R9"], ["B7", "B8"], []]
    r["stowaways"] = [["Y1", "Y2", "R3"], ["R5", "R1", "B2"], ["R3", "Y4"]]
    for names in (["Vous", "Bruno", "Carla"], ["Vous", "Bruno-Alexandre", "Carla"]):
        with speaking("fr"):
            console = Console(record=True, width=width, color_system=None)
            console.print(view.round_summary(r, names))
        screen = console.export_text()
        assert "Vous " in screen and "(ancre levée) " in screen, screen
        assert f"{names[1]} " in screen, screen
    with speaking("fr"):
        console = Console(record=True, width=width, color_system=None)
        console.print(view.round_summary(r, ["Vous", "Bruno", "Carla"]))
    screen = console.export_text()
    assert "…" not in screen and "+pénalités total" in screen, screen  # no header cut


def test_a_round_summary_at_40_columns_keeps_every_column() -> None:
    """At 40 columns (a phone over SSH) the round's table cut "+pénalités" to "+pénali" and
    dropped the crews, the stowaways and the totals: each seat now has lines of its own."""
    r = _round([], closer=0)
    r["crews"] = [["Y6", "Y7", "Y8", "Y9", "Y10", "Y11"], ["V9", "V10", "V11"], ["P8", "P9"]]
    r["stowaways"] = [["Y1", "Y2", "R3"], ["R5", "R1", "B2"], ["R3", "Y4"]]
    r["limits"], r["added"], r["penalties"] = [6, 19, 12], [0, 4, 3], [7, 11, 5]
    with speaking("fr"):
        console = Console(record=True, width=40, color_system=None)
        console.print(view.round_summary(r, ["Vous", "Bruno (Robot intermédiaire)", "Carla"]))
    screen = console.export_text()
    assert "…" not in screen, screen
    flat = " ".join(screen.replace("│", " ").split())
    for said in ("limite 19", "+pénalités 4", "total 11", "clandestins R5 R1 B2", "Y11"):
        assert said in flat, (said, screen)
    assert "Bruno (Robot intermédiaire)" in flat, screen


def test_the_hand_note_and_enter_name_the_discard_the_draw_hint_named(
    make_state: Builder,
) -> None:
    """Among discards keeping the same limit, the hand's note ("best limit after discarding
    Y8") and Enter's move took the first card: the pile's Y8 just taken on the hint's
    advice, whose draw hint had said "then discard K8" (undoing the draw it advised). Both
    now name the draw hint's discard, the first of ``heuristic.discard_order``."""
    from corsairs.games.corsairs.coach import _draw_details

    hand = ["O1", "O4", "O6", "Y2", "Y5", "G5", "B6", "V2", "P5", "N11", "K7", "K8"]
    state = make_state(hands=[hand, []], pier=["N1", "R2"], pile=["Y8"])
    obs = state.observation(0)
    assert obs["pier_colour"] == "brown"
    pile = next(s for s in _draw_details(obs)["sources"] if s["source"] == "pile")
    assert pile["discard"] == "K8"
    state.apply("draw pile")
    obs, legal = state.observation(0), state.legal_actions()
    assert view.limit_note(obs) == f"best limit after discarding K8: {pile['limit']}"
    assert str(view.default_action(obs, legal, game=state.game)) == "discard K8"


def test_the_hand_note_keeps_the_drawn_card_the_house_rule_keeps(make_state: Builder) -> None:
    """With ``discard_drawn_card=false`` the card just drawn stays in hand: the hand's note
    said "best limit after discarding Y11" of the Y11 just drawn, a discard the table
    refuses. It names the best discard the table allows, Enter's, on the table and in the
    brief above a long list alike."""
    hand = ["R8", "R10", "R11", "O7", "O10", "B2", "B8", "V7", "P5", "A2", "A6", "K6"]
    rules = {"discard_drawn_card": False}
    state = make_state(hands=[hand, []], pier=["G1", "G2"], stock=["Y11"], rules=rules)
    state.apply("draw stock")
    obs, legal = state.observation(0), state.legal_actions()
    enter = view.default_action(obs, legal, game=state.game)
    assert enter is not None and enter.arg != parse_card("Y11")
    note = view.limit_note(obs, game=state.game)
    assert note is not None and f"discarding {CARD_TEXT[enter.arg]}:" in note, note
    assert note in text_of(view.render(obs, game=state.game))
    assert note in text_of(view.brief(obs, game=state.game))


@pytest.mark.parametrize(("lang", "total"), [("fr", "total"), ("de", "gesamt"), ("it", "totale")])
def test_four_bots_round_keeps_its_totals_at_80_columns(lang: str, total: str) -> None:
    """Four bots named as the table names them ("Anna (Gemütlicher Bot)") took the width
    of the numbers: 80 columns cut German's "gesamt" to "gesam" and French's total off.
    The bot's kind goes under its name, and the cards wrap two a line."""
    r = _round([0], closer=2)
    r["crews"] = [["R3", "R4", "G8", "G10", "G11"], ["G1", "G4"], ["P1", "P3"], ["B1", "N11"]]
    r["attached"] = [["P2", "P4", "P7", "P9"], [], [], ["A7", "A10"]]
    r["stowaways"] = [["R1", "B3", "A2"], ["B5", "V5"], ["O3", "N1"], ["R2", "Y3", "G3"]]
    r["limits"], r["added"], r["penalties"] = [6, 19, 6, 11], [0, 4, 6, 4], [0, 4, 6, 4]
    with speaking(lang):
        names = [shown(f"{n} (casual)") for n in ("Anna", "Bruno", "Carla", "Dario")]
        console = Console(record=True, width=80, color_system=None)
        console.print(view.round_summary(r, names))
    screen = console.export_text()
    header = next(line for line in screen.splitlines() if total[:4] in line)
    assert header.rstrip(" │").endswith(total), screen
    level = names[0].split(" (")[1].rstrip(")")
    assert f"({level})" in screen and "…" not in screen, screen
    assert f"{names[2]} " in screen, screen  # the sentence under the table names her whole
