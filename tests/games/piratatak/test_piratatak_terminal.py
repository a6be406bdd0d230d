"""The Piratatak terminal view speaks to the player as "you"."""

from __future__ import annotations

import random

import pytest
from rich.console import Console

import corsairs
from corsairs.games.piratatak import terminal as view
from corsairs.games.piratatak.actions import parse_action
from corsairs.games.piratatak.encoding import PiratatakEncoding
from corsairs.games.piratatak.positions import position as make
from corsairs.games.piratatak.positions import seat_table as table
from corsairs.lang import _, speaking


def render_text(obs: dict[str, object], names: list[str]) -> str:
    console = Console(record=True, width=110, color_system=None)
    console.print(view.render(obs, names=names))
    return console.export_text()


def test_pirate_line_uses_the_second_person_and_singular_counts() -> None:
    tabs = [table("red", ["R1", "R2"], ["Y1"], gold=1), table(), table()]
    state = make(tables=tabs, top=["pirate"])
    state.apply("draw")
    obs = state.observation(0)
    assert "A pirate! You give back 3 cards." in render_text(obs, ["You", "Bo", "Cy"])
    assert "A pirate! Ann gives back 3 cards." in render_text(obs, ["Ann", "Bo", "Cy"])
    poor = make(tables=tabs, top=["pirate"], pirate_loss=1)
    poor.apply("draw")
    text = render_text(poor.observation(0), ["You", "Bo", "Cy"])
    assert "A pirate! You give back 1 card." in text


def test_a_finished_game_shows_the_turn_that_ended_it() -> None:
    """At the end the line read 'last turn Bo: …', the turn before the winning one."""
    import corsairs
    from corsairs.agents import make_agent

    game = corsairs.load_game("piratatak", players=2)
    state = game.new_state(seed=3)
    bots = [make_agent("heuristic", game, seed=s) for s in range(2)]
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        last = seat
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    obs = state.observation(0)
    names = ["Ann", "Bo"]
    assert obs["last_turn"]["seat"] != last  # the engine's last_turn: the turn before
    text = " ".join(render_text(obs, names).replace("│", " ").split())  # a long turn wraps
    said = view.turn_told(last, obs["turn_events"], names)  # its draws said once
    assert obs["turn_events"][:2] == ["draw G1", "draw G2"] and "draws G1, G2," in said
    assert f"final turn: {said}" in text
    assert "previous turn" not in text


def test_the_previous_turn_is_told_in_words_not_engine_codes() -> None:
    """The line under the table showed the engine's events ("draw pirate; cannon",
    "buy G5 from 0; win", "give -") where the event lines above it had words."""
    tabs = [table("red", ["R1", "R2"], ["Y1"], gold=1), table(), table()]
    state = make(tables=tabs, top=["gold", "pirate"])
    state.apply("draw")
    state.apply("draw")
    state.apply("give R1 Y1 gold")
    obs = state.observation(1)
    text = render_text(obs, ["Ann", "Bo", "Cy"])
    # the coin given back is "a gold coin" as the one drawn ("R1, Y1, and gold" said it
    # otherwise); the choice keeps the words typed back: "give R1, Y1, gold"
    said = "previous turn: Ann draws a gold coin and a PIRATE; gives back R1, Y1, and a gold coin"
    assert said in text, text
    assert "draw pirate" not in text and "last turn" not in text
    mine = render_text(obs, ["You", "Bo", "Cy"])
    said = "previous turn: You draw a gold coin and a PIRATE; give back R1, Y1, and a gold coin"
    assert said in mine, mine
    assert view.spoken(parse_action("give R1 Y1 gold")) == "give R1, Y1, gold"


def test_a_buy_names_the_seller_and_an_empty_give_says_nothing() -> None:
    """Buys read 'buy Y2 from 1 (pay 3 gold)', then 'buy Y2 from 1 (from Bo, ...)', though
    the table shows no seat numbers (the echo says 'buy Y2 from Bo', and so may be typed); with
    pirate_loss=0 the player was told 'give back 0 cards' and offered a bare 'give -'."""
    tabs = [table("yellow", ["Y1"], [], gold=3), table("red", ["R1"], ["Y2"]), table()]
    obs = make(tables=tabs).observation(0)
    buy = next(a for a in make(tables=tabs).legal_actions() if str(a).startswith("buy"))
    said = view.describe(buy, obs, names=["You", "Bo", "Cy"])
    assert said == "buy Y2 from Bo   (for 3 gold)"
    assert view.notation("buy Y2 from Bo", ["You", "Bo", "Cy"]) == str(buy)
    free = make(tables=tabs, top=["pirate"], pirate_loss=0)
    free.apply("draw")
    obs = free.observation(0)
    (give,) = free.legal_actions()
    assert view.describe(give, obs, names=["You", "Bo", "Cy"]) == "give -   (give back nothing)"
    text = render_text(obs, ["You", "Bo", "Cy"])
    assert "A pirate! It takes no cards (pirate_loss=0)." in text, text
    assert "0 cards" not in text


def test_an_optional_cannon_is_named_beside_the_give_back() -> None:
    tabs = [table("red", ["R1", "R2"], ["Y1"], gold=1, cannons=1), table(), table()]
    state = make(tables=tabs, top=["pirate"], cannon_optional=True)
    state.apply("draw")
    text = render_text(state.observation(0), ["You", "Bo", "Cy"])
    assert "A pirate! You fire a cannon or give back 3 cards." in text, text


def test_you_complete_the_boat_and_win() -> None:
    """The winning line read 'You complete the boat and wins!'."""
    assert view.said_by("You", "win") == "You complete the boat and win!"
    assert view.said_by("Bo", "win") == "Bo completes the boat and wins!"


def test_the_winner_line_has_one_pair_of_brackets() -> None:
    """ "Game over — winner: Bruno (greedy) (completed a boat)": two brackets in a row."""
    tabs = [table("red", ["R1", "R2", "R3", "R4", "R5"]), table(), table()]
    state = make(tables=tabs, top=["R6"])
    state.apply("draw")
    text = render_text(state.observation(None), ["Ann", "Bruno (greedy)", "Cy"])
    assert "Game over — Ann completed a boat and wins" in text, text
    limit = make(tables=tabs, top=["gold"], turn_limit=1)
    limit.apply("draw")
    limit.apply("stop")
    text = render_text(limit.observation(None), ["Ann (greedy)", "Bo", "Cy"])
    assert "Game over at the turn limit — Ann (Greedy bot) wins with the most boat parts" in text


def test_a_give_back_lists_the_cheapest_choices_not_hundreds() -> None:
    """A pirate against a full table listed every set of three cards (232 lines), pushing
    the table off the screen; the cheapest few are listed, any other can be typed."""
    tabs = [table("red", ["R1", "R2", "R3"], ["Y1", "Y2", "G1", "G2", "B1"], gold=4), table()]
    state = make(players=2, tables=tabs, top=["pirate"])
    state.apply("draw")
    obs, legal = state.observation(0), state.legal_actions()
    assert len(legal) > 90
    shown = view.choices(obs, legal)
    assert 1 < len(shown) <= 12 and all(a in legal for a in shown)
    assert view.default_action(obs, legal) in shown
    assert not any("boat parts" in view.describe(a, obs) for a in shown[:3])  # spares go first


def test_the_cannon_and_pass_choices_say_what_they_do() -> None:
    from corsairs.games.piratatak.actions import CANNON_ACTION, PASS_ACTION

    obs = make().observation(0)
    assert (
        view.describe(CANNON_ACTION, obs)
        == "cannon   (fire it: you keep your cards, the cannon is spent)"
    )
    assert view.describe(PASS_ACTION, obs).startswith("pass   (")


def test_a_dropped_foreign_card_is_told_where_it_went() -> None:
    """With ``foreign_card="discard"`` the card leaves the table: the turn says so."""
    tabs = [table(), table("green", ["G1"]), table()]
    state = make(tables=tabs, top=["G4"], foreign_card="discard")
    state.apply("draw")
    events = state.observation(0)["turn_events"]
    assert view.turn_told(0, events, ["Ann", "Bo", "Cy"]) == (
        "Ann draws G4; puts G4 on the discard pile (another player builds that boat)"
    )
    assert view.turn_told(0, events, ["You", "Bo", "Cy"]).startswith("You draw G4; put G4")


def test_cannons_given_count_in_the_pirate_line_and_the_choices() -> None:
    """With ``cannons_given`` the cannons make up the cards a pirate takes."""
    tabs = [table(gold=1, cannons=2), table(), table()]
    state = make(tables=tabs, top=["pirate"], cannon_optional=True, cannons_given=True)
    state.apply("draw")
    obs = state.observation(0)
    assert "A pirate! You fire a cannon or give back 3 cards." in render_text(
        obs, ["You", "B", "C"]
    )
    (give,) = [a for a in state.legal_actions() if str(a) != "cannon"]
    assert view.describe(give, obs) == "give gold, 2 cannons   (loses 2 cannons)"
    # the choice is said as it can be typed: counted cards are read back
    assert parse_action(view.notation("give gold, 2 cannons"), cannons_given=True) == give


def test_a_discard_is_offered_and_told() -> None:
    """With ``spares_discard`` the choice says what it costs, and the turn says it."""
    from corsairs.games.piratatak.actions import parse_action

    tabs = [table("blue", ["B1"], ["R3"]), table(), table()]
    state = make(tables=tabs, top=["gold"], spares_discard=True)
    obs = state.observation(0)
    discard = parse_action("discard R3", spares_discard=True)
    assert discard in state.legal_actions()
    assert view.describe(discard, obs) == (
        "discard R3   (the spare card goes to the discard pile; your turn ends)"
    )
    assert view.turn_told(0, ["discard R3"], ["You", "Bo", "Cy"]) == "You discard R3"
    assert view.turn_told(0, ["discard R3"], ["Ann", "Bo", "Cy"]) == "Ann discards R3"


def test_spares_that_joined_a_new_boat_are_told() -> None:
    """Rule option spares_join_boat: a boat started with one card showed three, and the
    turn said only "start the red boat"."""
    events = ["draw R3", "start red boat", "join R2 R4"]
    assert view.turn_told(0, events, ["You", "Bo"]).endswith(
        "start the red boat; add R2 and R4 from your spares to it"
    )
    assert view.turn_told(1, events, ["You", "Bo"]).endswith("adds R2 and R4 from the spares to it")
    with speaking("fr"):
        said = view.turn_told(1, events, ["Vous", "Bo"])
    assert said.endswith("y ajoute R2 et R4 de ses cartes à droite"), said


def test_an_unreadable_move_is_answered_with_the_tables_words() -> None:
    """'giv R1' was answered "actions are … 'buy R3 from 2' …": a seat number the table
    does not show (at two players, a seat that does not exist); the seller is named."""
    import pytest

    from corsairs.protocol import BadNotation

    with pytest.raises(BadNotation) as said:
        view.notation("giv R1", ["You", "Bruno (casual)"])
    assert "cannot read 'giv R1'" in str(said.value)
    assert "'buy R3 from Bruno'" in str(said.value) and "from 2" not in str(said.value)
    assert view.notation("give R1 gold gold", ["You", "Bo"]) == "give R1 gold gold"
    assert view.notation("Draw", ["You", "Bo"]) == "Draw"  # the parser reads any case


def test_a_bots_purchase_is_echoed_with_the_sellers_name() -> None:
    """A watched (or replayed) buy read "Anna (greedy): buy R3 from 1": the seat number
    the table never shows, above "Anna (greedy) buys R3 from Bruno (greedy)"."""
    from typer.testing import CliRunner

    from corsairs.cli import app

    said = CliRunner().invoke(
        app, ["play", "-g", "piratatak", "-p", "2", "--seed", "1", "--watch", "--bots", "greedy"]
    )
    assert said.exit_code == 0, said.output
    # watched, a bot's move is told once, by its event (no "Anna (greedy): buy …" echo)
    assert "Anna (Greedy bot) buys R3 from Bruno (Greedy bot)" in said.output, said.output
    assert "buy R3 from 1" not in said.output and "Anna (Greedy bot): buy" not in said.output
    assert view.spoken("buy R3 from 0", ["You", "Bo"]) == "buy R3 from You"
    assert view.spoken("draw", ["You", "Bo"]) == "draw"


def test_a_hint_names_the_seller_as_the_choices_do() -> None:
    """The hint said "Recommended: buy Y2 from 1" and "Buy: yes, from Bo (buy Y2 from 1)"
    below choices reading "buy Y2 from Bo": the seat number the table never shows."""
    from corsairs.coach.hints import Hint
    from corsairs.coach.words import hint_lines

    moves = [{"action": "buy Y2 from 1", "win": 0.4}, {"action": "stop", "win": 0.2}]
    details = {"kind": "turn", "buys": True, "buy": {"seller": 1, "action": "buy Y2 from 1"}}
    h = Hint("piratatak", 0, "turn", "buy Y2 from 1", moves, details, 64)
    names = ["You", "Bo (greedy)", "Cy"]
    lines = hint_lines(h, names, said=lambda a: view.spoken(a, names))
    assert lines[0] == "Recommended: buy Y2 from Bo (win chance 40%)", lines
    assert "Buy: yes, from Bo" in lines and not [x for x in lines if "from 1" in x], lines
    close = Hint("piratatak", 0, "turn", "buy Y2 from 1", moves, details, 64, close=["stop"])
    head = hint_lines(close, names, said=lambda a: view.spoken(a, names))[0]
    assert head.startswith("About as good: buy Y2 from Bo or stop"), head


def test_a_pirate_taking_nothing_still_names_the_cannons_choice() -> None:
    """With pirate_loss=0 and cannon_optional, the line said only "It takes no cards"
    above the choices 'cannon' and 'give -': the choice it asks went unsaid."""
    tabs = [table("red", ["R1"], ["Y1"], gold=1, cannons=1), table(), table()]
    state = make(tables=tabs, top=["pirate"], cannon_optional=True, pirate_loss=0)
    state.apply("draw")
    assert {str(a) for a in state.legal_actions()} == {"cannon", "give -"}
    said = view.pirate_line(state.observation(0), "You")
    assert (
        said == "A pirate! It takes no cards (pirate_loss=0): fire a cannon or give back nothing."
    )
    theirs = view.pirate_line(state.observation(1), "Ann")
    assert theirs.endswith(": Ann fires a cannon or gives back nothing."), theirs


def test_a_give_back_of_nothing_is_named_so_by_the_encoding() -> None:
    """With pirate_loss=0 the one give-back index read "give coins only (+ coins)" for a
    'give -' that gives nothing; a set of pirate_loss boat cards takes no coins either."""
    tabs = [table("yellow", ["Y1"], ["R2"], gold=3), table("red", ["R1"], ["Y2"]), table()]
    free = make(tables=tabs, top=["pirate"], pirate_loss=0)
    free.apply("draw")
    enc = free.game.encoding()
    (index,) = enc.legal_indices(free)
    assert enc.index_text(index) == str(enc.index_action(free, index)) == "give -"
    three = make(tables=tabs).game.encoding()
    assert isinstance(three, PiratatakEncoding)
    names = [three.index_text(three.give_base + i) for i in range(len(three.give_sets))]
    assert names[0] == "give coins only" and "give R1 (+ coins)" in names
    assert "give R1 R2 R3" in names and "give R1 R2 R3 (+ coins)" not in names


def test_giving_back_nothing_may_be_typed_as_the_choice_says_it() -> None:
    """The choice reads "give -   (give back nothing)"; typing "give nothing" was refused
    ("'nothing' is not a card")."""
    assert view.notation("give nothing", ["You", "Bo"]) == "give -"
    assert view.notation("Give back nothing", ["You", "Bo"]) == "give -"
    assert view.notation("give R1 gold", ["You", "Bo"]) == "give R1 gold"


@pytest.mark.parametrize(
    "rules",
    [
        {},
        {"spares_discard": True, "foreign_card": "discard"},
        {"cannon_optional": True, "cannons_given": True, "pirate_loss": 0},
    ],
)
def test_every_move_is_told_by_the_events(rules: dict[str, object]) -> None:
    """The terminal prints no "Bruno: draw" echo above a bot's move, which said each move
    twice ("Bruno: give R4 Y1 B1", then "Bruno gives back R4 Y1 B1"): so every move must
    be told by the events, under every rule option that adds moves."""
    game = corsairs.load_game("piratatak", players=3, **rules)
    assert view.TELLS_EVERY_MOVE
    rng = random.Random(1)
    kinds: set[str] = set()
    for seed in range(4):
        state = game.new_state(seed=seed)
        while not state.is_over():
            before = state.observation(None)
            action = rng.choice(state.legal_actions())
            state.apply(action)
            told = view.events(before, state.observation(None), ["Ann", "Bo", "Cy"])
            assert told, (seed, str(action))
            kinds.add(str(action).split()[0])
    assert {"draw", "stop"} <= kinds, kinds


@pytest.mark.parametrize(
    ("coins_to", "paid"), [("seller", " and pays you 3 gold"), ("discard", "")]
)
def test_a_seller_is_told_what_a_purchase_paid_them(coins_to: str, paid: str) -> None:
    """ "Ann buys Y2 from you": the seller's gold jumped by the price and the terminal did
    not say why (the browser's table says it). Where the price goes to the discard pile,
    nothing is paid and nothing more is said."""
    tabs = [table("yellow", ["Y1"], [], gold=3), table("red", ["R1"], ["Y2"]), table()]
    state = make(tables=tabs, coins_to=coins_to)
    names = ["Ann", "You", "Cy"]
    before = state.observation(1)
    state.apply(next(a for a in state.legal_actions() if str(a).startswith("buy")))
    after = state.observation(1)
    told = [str(line) for line in view.events(before, after, names)]
    assert f"  Ann buys Y2 from you{paid}" in told, told
    while state.current_player == 0:  # the turn ends: "previous turn" under the table
        state.apply("stop" if "stop" in map(str, state.legal_actions()) else "draw")
    text = " ".join(render_text(state.observation(1), names).replace("│", " ").split())
    assert f"previous turn: Ann buys Y2 from you{paid}" in text, text
    assert view.event_text("buy Y2 from 1", names, paid=2) == "buys Y2 from you and pays you 2 gold"
    with speaking("fr"):
        said = view.event_text("buy Y2 from 1", ["Ann", _("You"), "Cy"], paid=2)
    assert said == "vous achète Y2 et vous paie 2 pièces d'or"


@pytest.mark.parametrize(
    ("lang", "own", "reshuffled"),
    [
        ("en", "You draw R3", "The discard pile is shuffled into a new stock"),
        ("fr", "Vous piochez R3", "La pile des écarts est mélangée et forme un nouveau talon"),
        ("it", "Peschi R3", "La pila degli scarti viene mescolata e forma un nuovo tallone"),
        ("de", "Du ziehst R3", "Die abgelegten Karten werden zu einem neuen Abhebestapel gemischt"),
    ],
)
def test_a_line_of_the_terminal_reads_as_the_language_begins_a_sentence(
    lang: str, own: str, reshuffled: str
) -> None:
    """ "  la défausse est mélangée …" began a line in lower case (inside a line the same
    words go on in lower case); Italian said "Tu peschi R3", a subject an Italian leaves to
    the verb ("Peschi R3", as the browser's "Hai pescato")."""
    state = corsairs.load_game("piratatak", players=2).new_state(seed=1)
    before = state.observation(0)
    after = {**before, "turn_events": ["reshuffle", "draw R3"]}
    with speaking(lang):
        names = [_("You"), "Bo"]
        said = [str(x).strip() for x in view.events(before, after, names)]
        told = view.turn_told(0, ["draw R3", "stop"], names)
    assert said == [reshuffled, own], said
    assert told.startswith("peschi R3" if lang == "it" else own), told
    with speaking(lang):
        inside = view.turn_told(0, ["draw R3", "reshuffle"], names)
    assert inside.endswith(reshuffled[0].lower() + reshuffled[1:]), inside


@pytest.mark.parametrize("coins_to", ["seller", "discard"])
def test_a_buyer_is_told_what_their_purchase_cost(coins_to: str) -> None:
    """The seller was told "Ann buys Y2 from you and pays you 3 gold", the buyer only "You
    buy Y2 from Bo", their gold down by three: the buyer's line says the price, wherever the
    coins go."""
    tabs = [table("yellow", ["Y1"], [], gold=3), table("red", ["R1"], ["Y2"]), table()]
    state = make(tables=tabs, coins_to=coins_to)
    names = [_("You"), "Bo", "Cy"]
    before = state.observation(0)
    state.apply(next(a for a in state.legal_actions() if str(a).startswith("buy")))
    told = [str(line) for line in view.events(before, state.observation(0), names)]
    assert "  You buy Y2 from Bo for 3 gold" in told, told
    while state.current_player == 0:  # the turn ends: "previous turn" under the table
        state.apply("stop" if "stop" in map(str, state.legal_actions()) else "draw")
    text = " ".join(render_text(state.observation(0), names).replace("│", " ").split())
    assert "previous turn: You buy Y2 from Bo for 3 gold" in text, text
    with speaking("de"):
        said = view.event_text("buy Y2 from 1", [_("You"), "Bo", "Cy"], you=True, price=1)
    assert said == "kaufst Y2 von Bo für 1 Goldmünze"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "achetez à Bruno ou Carla, ou donnez un numéro de place"),
        ("it", "compra da Bruno o Carla, o indica un numero di posto"),
        ("de", "Kaufe von Bruno oder Carla oder gib eine Platznummer an"),
    ],
)
def test_an_unknown_seller_is_answered_with_what_to_type(lang: str, said: str) -> None:
    """ "Kaufe von Bruno oder einer Platznummer", "achetez … ou à un numéro de place": a
    card is bought from a player, and a seat number is what the player may type instead."""
    from corsairs.games.piratatak.terminal import notation
    from corsairs.lang import speaking
    from corsairs.protocol import CorsairsError

    with speaking(lang), pytest.raises(CorsairsError) as refused:
        notation("buy R3 from Zed", ["You", "Bruno (greedy)", "Carla (greedy)"])
    assert said in str(refused.value), str(refused.value)


@pytest.mark.parametrize(
    ("lang", "run", "pirate", "started", "parts"),
    [
        (
            "en",
            "Ann draws Y6, R3, and a cannon; ",
            "Ann draws Y1, a gold coin, and a PIRATE; fires a cannon",
            "Ann draws G3, a gold coin, a cannon, and R1; starts the red boat",
            "Ann draws R5, G2, G5, Y2, Y3, and a gold coin; stops",
        ),
        (
            "fr",
            "Ann pioche Y6, R3 et un canon ; ",
            "Ann pioche Y1, une pièce d'or et un PIRATE ; ",
            "Ann pioche G3, une pièce d'or, un canon et R1 ; commence le bateau rouge",
            "Ann pioche R5, G2, G5, Y2, Y3 et une pièce d'or ; passe la main",
        ),
        (
            "it",
            "Ann pesca Y6, R3 e un cannone; ",
            "Ann pesca Y1, una moneta d'oro e un PIRATA; ",
            "Ann pesca G3, una moneta d'oro, un cannone e R1; inizia la barca rossa",
            "Ann pesca R5, G2, G5, Y2, Y3 e una moneta d'oro; passa la mano",
        ),
        (
            "de",
            "Ann zieht Y6, R3 und eine Kanone; ",
            "Ann zieht Y1, eine Goldmünze und einen PIRATEN; ",
            "Ann zieht G3, eine Goldmünze, eine Kanone und R1; beginnt das rote Boot",
            "Ann zieht R5, G2, G5, Y2, Y3 und eine Goldmünze; hört auf",
        ),
    ],
)
def test_a_run_of_draws_is_said_with_one_verb(
    lang: str, run: str, pirate: str, started: str, parts: str
) -> None:
    """ "dernier tour : Ann pioche Y6 ; pioche R3 ; pioche un canon ; …" said the verb for
    each card: a run of draws is said once, a pirate ending it, the card a boat was started
    with last, next to what came of it, as the browser's turn lines say them; the boat parts
    before the coins and cannons, as drawn ("Y2, a gold coin, and Y3" read as if Y3 had
    started a boat). The turns are the engine's own (random play, seeds 34 and 0)."""
    names = ["Ann", "Bo"]
    with speaking(lang):
        said = [
            view.turn_told(0, ["draw Y6", "draw R3", "draw cannon", "stop"], names),
            view.turn_told(0, ["draw Y1", "draw gold", "draw pirate", "cannon"], names),
            view.turn_told(
                0, ["draw cannon", "draw G3", "draw gold", "draw R1", "start red boat"], names
            ),
            view.turn_told(
                0,
                ["draw R5", "draw G2", "draw gold", "draw G5", "draw Y2", "draw Y3", "stop"],
                names,
            ),
            view.turn_told(0, ["draw R3", "stop"], ["You", "Bo"]),
        ]
    assert said[0].startswith(run), said
    assert said[1].startswith(pirate), said
    assert said[2] == started, said
    assert said[3] == parts, said
    assert said[0].count(run.split()[1]) == 1 and said[1].count(pirate.split()[1]) == 1, said
    if lang == "en":
        assert said[4] == "You draw R3; stop"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Ann draws B2, a gold coin, and R3; completes the boat and wins!"),
        ("fr", "Ann pioche B2, une pièce d'or et R3 ; termine son bateau et gagne !"),
        ("it", "Ann pesca B2, una moneta d'oro e R3; completa la barca e vince!"),
        ("de", "Ann zieht B2, eine Goldmünze und R3; baut das Boot fertig und gewinnt!"),
    ],
)
def test_the_card_that_finished_the_boat_is_said_last(lang: str, said: str) -> None:
    """ "zieht B2, R3 und eine Goldmünze; baut das Boot fertig" (a German game at 60 columns,
    seed 5) put the coin between the card that finished the boat and the win: that card is
    said last, next to what came of it, as a boat's first card is (the engine's own turn)."""
    with speaking(lang):
        told = view.turn_told(0, ["draw B2", "draw gold", "draw R3", "win"], ["Ann", "Bo"])
    assert told == said
