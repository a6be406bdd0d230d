"""The greedy bot and the terminal view, driven through the protocol."""

from __future__ import annotations

import random

from rich.console import Console

import corsairs
from corsairs.agents import make_agent
from corsairs.games.piratatak.positions import position as make
from corsairs.games.piratatak.positions import seat_table as table


def greedy_choice(state: corsairs.State) -> str:
    agent = make_agent("greedy", state.game, seed=1)
    seat = state.current_player
    assert seat is not None
    return str(agent.choose(state.observation(seat), state.legal_actions()))


def test_greedy_is_registered_and_plays_legal_actions() -> None:
    game = corsairs.load_game("piratatak", players=3)
    agents = [make_agent("greedy", game, seed=s) for s in range(3)]
    for seed in range(10):
        state = game.new_state(seed=seed)
        while not state.is_over():
            p = state.current_player
            assert p is not None
            action = agents[p].choose(state.observation(p), state.legal_actions())
            assert state.is_legal(action)
            state.apply(action)


def test_greedy_beats_random() -> None:
    game = corsairs.load_game("piratatak", players=2)
    greedy_wins = 0.0
    for i in range(60):
        specs = ["greedy", "random"] if i % 2 == 0 else ["random", "greedy"]
        agents = [make_agent(s, game, seed=10 * i + k) for k, s in enumerate(specs)]
        state = game.new_state(seed=i)
        while not state.is_over():
            p = state.current_player
            assert p is not None
            state.apply(agents[p].choose(state.observation(p), state.legal_actions()))
        greedy_wins += sum(
            1 / len(state.winners()) for w in state.winners() if specs[w] == "greedy"
        )
    assert greedy_wins >= 50


def test_greedy_buys_a_part_when_it_can() -> None:
    tabs = [
        table("red", ["R1"], gold=3),
        table("blue", ["B1", "B2"], ["R2"]),
        table("green", ["G1"], ["R3"]),
    ]
    assert greedy_choice(make(tables=tabs)) == "buy R3 from 2"  # pays the smaller boat


def test_greedy_stops_when_a_pirate_would_cost_more_than_a_draw_brings() -> None:
    # Four boat parts at stake, no cannon; the stock below is mostly pirates and gold.
    tabs = [table("red", ["R1", "R2", "R3", "R4"]), table(), table()]
    everything_else = [f"{c}{i}" for c in "YGB" for i in range(1, 7)]
    risky = make(tables=[tabs[0], table(spares=everything_else), table()], top=["gold"])
    risky.apply("draw")
    assert greedy_choice(risky) == "stop"


def test_greedy_draws_on_when_nothing_is_at_stake() -> None:
    state = make(top=["gold"])
    state.apply("draw")
    assert greedy_choice(state) == "draw"


def test_greedy_draws_on_with_a_cannon_and_a_rich_stock() -> None:
    tabs = [table("red", ["R1", "R2"], cannons=1), table(), table()]
    state = make(tables=tabs, top=["gold"])
    state.apply("draw")
    assert greedy_choice(state) == "draw"


def test_greedy_gives_spares_before_its_boat() -> None:
    tabs = [table("red", ["R1", "R2"], ["Y1", "B2", "G3"], gold=1), table(), table()]
    state = make(tables=tabs, top=["pirate"])
    state.apply("draw")
    assert greedy_choice(state) == "give Y1 G3 B2"


def render_text(obs: dict[str, object], names: list[str] | None = None, width: int = 110) -> str:
    game = corsairs.load_game("piratatak", players=obs["players"])  # type: ignore[arg-type]
    view = game.terminal_view()
    console = Console(record=True, width=width, color_system=None)
    console.print(view.render(obs, names=names))
    return console.export_text()


def test_render_shows_boats_spares_gold_cannons_and_sizes() -> None:
    tabs = [table("red", ["R1", "R4"], ["Y2"], gold=5, cannons=2), table(), table()]
    state = make(tables=tabs, top=["gold"], discard=["pirate"])
    state.apply("draw")
    text = render_text(state.observation(1), names=["Ann", "Bo", "Cy"])
    assert "Ann" in text and "R1" in text and "R4" in text and "2/6" in text
    assert "Y2" in text and "no boat yet" in text
    assert "stock: 43 cards (7 pirates, 1 cannon, 14 gold" in text
    assert "discard pile: 1 card" in text
    assert "to play: Ann" in text and "drawn this turn" in text


def test_the_piles_fit_an_80_column_terminal() -> None:
    """The stock and discard shared a line that wrapped, leaving "cards" alone on a line."""
    game = corsairs.load_game("piratatak", players=3)
    text = render_text(game.new_state(seed=4).observation(0), width=80)
    lines = [line.strip("│ ") for line in text.splitlines()]
    assert "stock: 55 cards (8 pirates, 3 cannons, 20 gold, 24 boat cards)" in lines
    assert "discard pile: 0 cards" in lines
    assert "cards" not in lines


def test_terminal_default_action_and_events() -> None:
    game = corsairs.load_game("piratatak", players=3)
    view = game.terminal_view()
    state = game.new_state(seed=8)
    rng = random.Random(3)
    lines = 0
    while not state.is_over():
        obs = state.observation(state.current_player)
        legal = state.legal_actions()
        suggestion = view.default_action(obs, legal)
        assert suggestion is None or suggestion in legal
        for a in legal:
            # a buy names its seller as the table does ("Player 2"), not by seat number
            said = view.spoken(a, [f"Player {s + 1}" for s in range(3)])
            assert view.describe(a, obs).startswith(said)
        before = state.observation(None)
        state.apply(legal[rng.randrange(len(legal))])
        lines += len(view.events(before, state.observation(None), names=["A", "B", "C"]))
    assert lines > 0
    assert "Game over" in render_text(state.observation(None))
    assert view.default_action(state.observation(None), []) is None
