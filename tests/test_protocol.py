"""Protocol-level properties, checked the same way for every game.

Card conservation (``audit``), hidden information, determinism by seed, clone
independence, save/restore round trips, games that always end, and
determinizations that agree with what the seat has seen.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import corsairs
from corsairs import BadOption, CorruptState, IllegalAction

GAMES = corsairs.game_names()
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(
    name: str, players: int, seed: int, choices: random.Random, max_actions: int = 20_000
) -> tuple[corsairs.Game, corsairs.State, list[Any]]:
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    actions: list[Any] = []
    while not state.is_over():
        assert len(actions) < max_actions, "the game did not end"
        legal = state.legal_actions()
        assert legal, "a running game must offer an action"
        action = legal[choices.randrange(len(legal))]
        state.apply(action)
        actions.append(action)
    return game, state, actions


players_st = st.integers(2, 4)
seed_st = st.integers(0, 2**62)


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_invariants_hold_after_every_action(
    name: str, players: int, seed: int, choice_seed: int
) -> None:
    """Every card in exactly one place, at every step; random games always end."""
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(choice_seed)
    steps = 0
    assert state.audit() == []
    while not state.is_over():
        legal = state.legal_actions()
        assert all(state.is_legal(a) for a in legal)
        state.apply(legal[rng.randrange(len(legal))])
        assert state.audit() == []
        steps += 1
        assert steps < 20_000
    assert state.current_player is None and state.legal_actions() == []
    assert state.winners() and set(state.winners()) <= set(range(players))
    assert abs(sum(state.returns()) - 1.0) < 1e-9


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_same_seed_same_game(name: str, players: int, seed: int, choice_seed: int) -> None:
    _, a, actions = random_game(name, players, seed, random.Random(choice_seed))
    game = corsairs.load_game(name, players=players)
    b = game.new_state(seed=seed)
    for action in actions:
        b.apply(game.parse_action(str(action)))  # notation round trip too
    assert b.to_dict() == a.to_dict()


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_clone_and_save_restore(name: str, players: int, seed: int, choice_seed: int) -> None:
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(choice_seed)
    while not state.is_over():
        if rng.random() < 0.2:
            saved = state.to_dict()
            text = json.dumps(saved)  # JSON-safe
            restored = game.state_from_dict(json.loads(text))
            assert restored.to_dict() == saved
            assert restored.legal_actions() == state.legal_actions()
            twin = state.clone()
            legal = twin.legal_actions()
            twin.apply(legal[rng.randrange(len(legal))])
            assert state.to_dict() == saved, "a clone shares state with its original"
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    saved = state.to_dict()
    assert game.state_from_dict(saved).to_dict() == saved


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_observations_hide_what_they_must(
    name: str, players: int, seed: int, choice_seed: int
) -> None:
    """A seat's view is the same whatever the hidden cards are.

    ``determinize`` deals every card the seat has not seen afresh; if the
    observation leaked anything (another hand, the stock order, the seed), the
    resampled state's view would differ from the real one.
    """
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(choice_seed)
    while not state.is_over():
        for seat in range(players):
            obs = state.observation(seat)
            json.dumps(obs)
            sample = game.determinize(obs, random.Random(rng.random()))
            assert sample.audit() == []
            assert sample.observation(seat) == obs
            assert "seed" not in obs
        spectator = state.observation(None)
        assert "hand" not in spectator
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("name", GAMES)
def test_observation_does_not_contain_other_hands_or_stock(name: str) -> None:
    """Direct check on the saved state's hidden parts, for many random positions."""
    rng = random.Random(7)
    for seed in range(30):
        players = 2 + seed % 3
        game = corsairs.load_game(name, players=players)
        state = game.new_state(seed=seed)
        while not state.is_over():
            saved = state.to_dict()
            stock = saved.get("stock")
            for seat in range(players):
                text = json.dumps(state.observation(seat))
                assert str(saved["seed"]) not in text or saved["seed"] < 1000
                if isinstance(stock, list) and len(stock) > 3:
                    assert json.dumps(stock) not in text, "stock order leaked"
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("name", GAMES)
def test_illegal_actions_raise_and_change_nothing(name: str) -> None:
    game = corsairs.load_game(name, players=3)
    state = game.new_state(seed=11)
    rng = random.Random(11)
    for _ in range(200):
        if state.is_over():
            break
        before = state.to_dict()
        for bad in ("", "fly away", "discard", "crew Z9", 42, None):
            with pytest.raises(IllegalAction):
                state.apply(bad)
            assert state.to_dict() == before
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("name", GAMES)
def test_bad_options_and_saves_are_refused(name: str) -> None:
    with pytest.raises(BadOption):
        corsairs.load_game(name, players=9)
    with pytest.raises(BadOption):
        corsairs.load_game(name, players=2, no_such_rule=1)
    game = corsairs.load_game(name, players=2)
    saved = game.new_state(seed=1).to_dict()
    for broken in (
        {},
        {**saved, "game": "chess"},
        {**saved, "players": 3},
        {k: v for k, v in saved.items() if k != "stock"},
        {**saved, "stock": ["not a card"]},
        {**saved, "stock": saved["stock"][1:]},
    ):
        with pytest.raises(CorruptState):
            game.state_from_dict(broken)
    with pytest.raises(BadOption):
        corsairs.load_game("no such game")
    with pytest.raises(ValueError):
        game.new_state(seed=1).observation(5)


HOUSE_OPTIONS: dict[str, dict[str, object]] = {
    "corsairs": {
        "attach_colours": "up_to_two",
        "lay_down": "simultaneous",
        "tied_sweepers": "first_to_lay_down",
        "tie_break": "penalty_points",
    },
    "piratatak": {"lost_boat": "colour_kept", "spares_start_boat": True},
}
BAD_OPTION_VALUES: dict[str, dict[str, object]] = {
    "corsairs": {
        "attach_colours": "any",
        "lay_down": "at_once",
        "tied_sweepers": 1,
        "tie_break": "coin_toss",
    },
    "piratatak": {"lost_boat": "sunk", "spares_start_boat": "sometimes"},
}


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_house_options_keep_every_invariant(
    name: str, players: int, seed: int, choice_seed: int
) -> None:
    """The interpretations' alternatives play whole games: every card accounted for, every
    listed action legal, saves round-trip, observations determinize."""
    game = corsairs.load_game(name, players=players, **HOUSE_OPTIONS[name])
    state = game.new_state(seed=seed)
    rng = random.Random(choice_seed)
    steps = 0
    while not state.is_over():
        legal = state.legal_actions()
        assert legal and all(state.is_legal(a) for a in legal)
        if steps % 7 == 0:
            seat = state.current_player
            assert game.state_from_dict(state.to_dict()).to_dict() == state.to_dict()
            sample = game.determinize(state.observation(seat), random.Random(steps))
            assert sample.audit() == [] and sample.current_player == seat
        state.apply(legal[rng.randrange(len(legal))])
        assert state.audit() == []
        steps += 1
        assert steps < 20_000
    assert set(state.winners()) <= set(range(players))


@pytest.mark.parametrize("name", GAMES)
def test_bad_values_of_the_interpretation_options_are_refused(name: str) -> None:
    for key, value in BAD_OPTION_VALUES[name].items():
        with pytest.raises(BadOption, match=key):
            corsairs.load_game(name, players=2, **{key: value})
    game = corsairs.load_game(name, players=2, **HOUSE_OPTIONS[name])
    assert {k: game.rules.to_dict()[k] for k in HOUSE_OPTIONS[name]} == HOUSE_OPTIONS[name]


@pytest.mark.parametrize("name", GAMES)
def test_saves_from_before_an_option_existed_still_load(name: str) -> None:
    """A save lacking an option added later was played at its default; other rule
    options than the game's are still refused."""
    newest = next(iter(HOUSE_OPTIONS[name]))
    game = corsairs.load_game(name, players=3)
    saved = game.new_state(seed=5).to_dict()
    older = {**saved, "rules": {k: v for k, v in saved["rules"].items() if k != newest}}
    assert game.state_from_dict(older).to_dict() == saved
    house = corsairs.load_game(name, players=3, **{newest: HOUSE_OPTIONS[name][newest]})
    with pytest.raises(CorruptState, match="rule options"):
        house.state_from_dict(older)


# -- typed entry points (issue 22, defect 2) ---------------------------------------------


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(players=players_st, seed=seed_st, choice_seed=st.integers(0, 2**32))
def test_is_legal_answers_for_exactly_what_apply_accepts(
    name: str, players: int, seed: int, choice_seed: int
) -> None:
    """Text and objects alike: ``is_legal(x)`` is True iff ``apply(x)`` succeeds."""
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(choice_seed)
    for _ in range(60):
        if state.is_over():
            break
        legal = state.legal_actions()
        pick = legal[rng.randrange(len(legal))]
        for probe in (str(pick), pick, "draw stock", "draw", "stop", "nonsense", ""):
            twin = state.clone()
            try:
                twin.apply(probe)
                applied = True
            except IllegalAction:
                applied = False
            assert state.is_legal(probe) is applied, probe
            if isinstance(probe, str):
                assert state.is_legal_text(probe) is applied, probe
        if rng.random() < 0.5:
            state.apply_text(str(pick))
        else:
            state.apply_action(pick)


@pytest.mark.parametrize("name", GAMES)
def test_draw_text_is_legal_where_apply_takes_it(name: str) -> None:
    state = corsairs.load_game(name, players=3).new_state(seed=7)
    text = "draw stock" if name == "corsairs" else "draw"
    assert state.is_legal(text)
    assert state.is_legal_text(text)
    state.apply(text)


@pytest.mark.parametrize("name", GAMES)
def test_the_typed_entry_points_refuse_the_other_form(name: str) -> None:
    state = corsairs.load_game(name, players=3).new_state(seed=7)
    before = state.to_dict()
    action = state.legal_actions()[0]
    with pytest.raises(IllegalAction, match="apply_text"):
        state.apply_action(str(action))
    with pytest.raises(corsairs.BadNotation):
        state.apply_text(action)
    assert state.to_dict() == before
    assert state.apply_text(str(action)) == action


# -- no swallowed import errors (issue 23, item 14) -----------------------------------------


def _toy_package(tmp_path: Any, monkeypatch: pytest.MonkeyPatch, bots: str | None) -> type:
    """A game package ``toygame_<n>`` with an optional ``bots`` module of the given source."""
    name = f"toygame_{next(_TOY_IDS)}"
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "game.py").write_text("class ToyGame:\n    pass\n")
    if bots is not None:
        (pkg / "bots.py").write_text(bots)
    monkeypatch.syspath_prepend(str(tmp_path))
    module = __import__(f"{name}.game", fromlist=["ToyGame"])
    return module.ToyGame  # type: ignore[no-any-return]


_TOY_IDS = iter(range(10**6))


def test_a_broken_bots_module_is_an_error_not_random_rollouts(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from corsairs.agents.ismcts import search_hooks

    cls = _toy_package(tmp_path, monkeypatch, "import a_module_that_is_not_there_at_all\n")
    with pytest.raises(ModuleNotFoundError, match="a_module_that_is_not_there_at_all"):
        search_hooks(cls())


def test_a_game_without_bots_gets_the_generic_search(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from corsairs.agents.ismcts import search_hooks

    cls = _toy_package(tmp_path, monkeypatch, None)
    assert search_hooks(cls())[-1] is False  # no rollout policy of its own


def test_dead_code_is_gone() -> None:
    """Issue 23 item 14: no unused names in the protocol, and no back edge state -> serial."""
    import inspect

    from corsairs import protocol
    from corsairs.games.corsairs import cards, state

    assert not hasattr(protocol, "ordinal_seats")
    assert not hasattr(protocol, "Action")
    assert not hasattr(cards, "mask_of")
    assert not hasattr(state, "state_from_dict")
    assert "serial" not in inspect.getsource(state)


# -- plugins everywhere (issue 22, defect 7) -------------------------------------------------

TOY = """
from corsairs.games.corsairs.game import CorsairsGame
from corsairs.agents.base import RandomAgent
from corsairs.registry import register_game


class ToyGame(CorsairsGame):
    name = "toy_{n}"
    title = "Toy {n}"


class ToyBot(RandomAgent):
    pass


register_game("toy_{n}", "{module}:ToyGame")
"""


@pytest.fixture
def clean_registry(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Registrations made by a test stay in it (module dicts and environment restored)."""
    from corsairs import registry
    from corsairs.agents import registry as agents

    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))
    monkeypatch.setattr(registry, "_loaded_plugins", set())
    monkeypatch.setattr(agents, "GENERIC", dict(agents.GENERIC))
    for var in ("CORSAIRS_GAMES", "CORSAIRS_PLUGINS", "CORSAIRS_AGENTS"):
        monkeypatch.setenv(var, "")  # so that monkeypatch restores its absence afterwards
        monkeypatch.delenv(var)
    registry.installed.cache_clear()
    yield registry
    registry.installed.cache_clear()
    # Plugin modules the test imported are forgotten with the test's sys.path entry.
    import sys

    for name in [m for m in sys.modules if m.startswith("toy_plugin_")]:
        del sys.modules[name]


def _toy_module(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    n = next(_TOY_IDS)
    module = f"toy_plugin_{n}"
    (tmp_path / f"{module}.py").write_text(TOY.format(n=n, module=module))
    monkeypatch.syspath_prepend(str(tmp_path))
    return module, f"toy_{n}"


def test_a_registered_game_is_found_in_spawned_workers(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, clean_registry: Any
) -> None:
    from corsairs.arena.core import run_arena

    module, name = _toy_module(tmp_path, monkeypatch)
    clean_registry.load_plugins([module])
    assert name in corsairs.game_names()
    report = run_arena(name, 2, "random,random", games=4, seed=1, workers=2)
    assert report["games"] == 4 and report["game"] == name


def test_entry_points_register_games_and_bots(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, clean_registry: Any
) -> None:
    from corsairs.agents import make_agent

    module, name = _toy_module(tmp_path, monkeypatch)
    # Registered only through an installed distribution's entry points, not imported.
    (tmp_path / module).with_suffix(".py").write_text(
        TOY.format(n=name[4:], module=module).replace('register_game("', '("')
    )
    info = tmp_path / "toy_games-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-games\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(
        f"[corsairs.games]\n{name} = {module}:ToyGame\n\n"
        f"[corsairs.agents]\ntoybot = {module}:ToyBot\n"
    )
    clean_registry.installed.cache_clear()
    assert name in corsairs.game_names()
    game = corsairs.load_game(name, players=2)
    assert type(game).__name__ == "ToyGame"
    assert type(make_agent("toybot", game, seed=1)).__name__ == "ToyBot"
    from corsairs.agents import generic_bots

    assert generic_bots()["toybot"] == f"{module}:ToyBot"  # installed, listed unloaded


def test_the_cli_takes_plugins_before_any_command(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, clean_registry: Any
) -> None:
    from typer.testing import CliRunner

    from corsairs.cli import app

    module, name = _toy_module(tmp_path, monkeypatch)
    runner = CliRunner()
    args = ["arena", "--game", name, "--players", "2", "--agents", "random,random", "--games", "2"]
    result = runner.invoke(app, ["--plugin", module, *args])
    assert result.exit_code == 0, result.output
    bad = runner.invoke(app, ["--plugin", "no_such_plugin_module_here", "arena", "--help"])
    assert bad.exit_code != 0 and "no_such_plugin_module_here" in bad.output


# -- the conformance kit (issue 22) ----------------------------------------------------------

# Legal-action counts along fixed seeded lines (corsairs.testing.reference_counts), like
# chess's perft numbers: they change when, and only when, the rules or the listing change.
REFERENCE = {
    ("corsairs", 2): [3, 26, 3, 26, 3, 26, 21, 3, 3, 26, 3, 26, 21, 7, 3, 26, 36, 5, 3, 26],
    ("corsairs", 4): [3, 26, 3, 26, 3, 26, 21, 4, 5, 1, 3, 26, 29, 3, 4, 4],
    ("piratatak", 3): [1, 2, 2, 1, 2, 1, 1, 2, 1, 1, 2, 1, 2, 1, 2, 2, 1, 2, 2, 2],
}


@pytest.mark.parametrize(("name", "players"), [(g, n) for g in GAMES for n in (2, 3, 4)])
def test_every_game_passes_the_conformance_kit(name: str, players: int) -> None:
    from corsairs.testing import check_game

    counts = check_game(corsairs.load_game(name, players=players), seeds=(0, 1), encoding=True)
    assert counts["games"] == 2 and counts["actions"] > counts["states"] > 10
    assert counts["secrecy"] > 0 and not counts["secrecy_skipped"]
    assert counts["encoding"] == counts["states"] + counts["late"] and counts["late"] > 0
    assert counts["processes"] > 20 and not counts["processes_skipped"]  # two seeds compared


@pytest.mark.parametrize(("name", "players"), sorted(REFERENCE))
def test_reference_counts_are_unchanged(name: str, players: int) -> None:
    from corsairs.testing import reference_counts

    want = REFERENCE[name, players]
    assert reference_counts(corsairs.load_game(name, players=players), 1, len(want)) == want


def test_the_kit_catches_an_is_legal_that_refuses_text() -> None:
    """The defect of issue 22 (``is_legal(text)`` False where ``apply(text)`` plays)."""
    from corsairs.games.corsairs.game import CorsairsGame
    from corsairs.games.corsairs.state import CorsairsState
    from corsairs.testing import ConformanceError, check_game

    class TextBlind(CorsairsState):
        def is_legal(self, action: Any) -> bool:
            return self._problem(action) is None  # the old behaviour: text is "not an action"

        def clone(self) -> TextBlind:
            twin = super().clone()
            twin.__class__ = TextBlind
            assert isinstance(twin, TextBlind)
            return twin

    class Game(CorsairsGame):
        def new_state(self, seed: int | None = None) -> CorsairsState:
            state = super().new_state(seed)
            state.__class__ = TextBlind
            return state

    with pytest.raises(ConformanceError, match="legal/apply"):
        check_game(Game(2), seeds=(0,), processes=False)


def test_the_kit_catches_a_leaking_observation() -> None:
    from corsairs.games.corsairs.game import CorsairsGame
    from corsairs.games.corsairs.state import CorsairsState
    from corsairs.testing import ConformanceError, check_game

    class Leaky(CorsairsState):
        def observation(self, seat: int | None) -> dict[str, Any]:
            view = super().observation(seat)
            view["stock_top"] = str(self.stock[-1]) if self.stock else None
            return view

    class Game(CorsairsGame):
        def determinize(self, observation: Any, rng: random.Random) -> CorsairsState:
            state = super().determinize(observation, rng)
            state.__class__ = Leaky
            return state

        def new_state(self, seed: int | None = None) -> CorsairsState:
            state = super().new_state(seed)
            state.__class__ = Leaky
            return state

    with pytest.raises(ConformanceError, match="secrecy"):
        check_game(Game(2), seeds=(0,), processes=False)


@pytest.mark.parametrize(
    ("source", "said"),
    [
        ('raise RuntimeError("no licence file")', "RuntimeError: no licence file"),
        ("def broken(:\n", "SyntaxError: "),
    ],
)
def test_a_plugin_that_fails_as_it_loads_is_one_error_line(
    source: str, said: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch, clean_registry: Any
) -> None:
    from typer.testing import CliRunner

    from corsairs.cli import app
    from corsairs.sim.run import make_spec

    (tmp_path / "failing_plugin_mod.py").write_text(source)
    monkeypatch.syspath_prepend(str(tmp_path))
    res = CliRunner().invoke(app, ["--plugin", "failing_plugin_mod", "arena", "--games", "2"])
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    assert "plugin module 'failing_plugin_mod' failed as it loaded: " + said in res.output
    with pytest.raises(BadOption, match="plugin module 'failing_plugin_mod' failed"):
        make_spec("corsairs", 2, ["random"], 1, plugins=["failing_plugin_mod"])


def test_a_registered_target_that_does_not_load_is_a_bad_option(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, clean_registry: Any
) -> None:
    from corsairs.agents import Agent, make_agent, register_agent

    (tmp_path / "half_plugin_mod.py").write_text('raise RuntimeError("no licence file")')
    monkeypatch.syspath_prepend(str(tmp_path))
    clean_registry.register_game("halfgame", "half_plugin_mod:Game")
    clean_registry.register_game("typogame", "corsairs.games.corsairs:NoSuchGame")
    with pytest.raises(BadOption, match=r"game 'halfgame' \(half_plugin_mod:Game\) does not "):
        corsairs.load_game("halfgame")
    with pytest.raises(BadOption, match=r"AttributeError: .*NoSuchGame"):
        corsairs.load_game("typogame")
    game = corsairs.load_game("corsairs", players=2)
    register_agent("typobot", "corsairs.agents.base:NoSuchBot")
    with pytest.raises(BadOption, match=r"bot 'typobot' \(corsairs.agents.base:NoSuchBot\)"):
        make_agent("typobot", game, seed=1)

    class Grumpy(Agent):
        def __init__(self, game: Any, seed: Any = None) -> None:
            raise RuntimeError("no licence file")

        def choose(self, observation: Any, legal_actions: Any) -> Any:
            return legal_actions[0]

    register_agent("grumpy", Grumpy)
    with pytest.raises(BadOption, match="bot 'grumpy' failed as it was made: RuntimeError"):
        make_agent("grumpy", game, seed=1)


def test_a_plugin_game_without_a_report_module_simulates_with_the_generic_figures(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, clean_registry: Any
) -> None:
    from typer.testing import CliRunner

    from corsairs.cli import app

    module, name = _toy_module(tmp_path, monkeypatch)
    out = tmp_path / "report"
    args = ["simulate", "--game", name, "--players", "2", "--agents", "random", "--games", "4"]
    res = CliRunner().invoke(
        app, ["--plugin", module, *args, "--workers", "0", "--quiet", "--out", str(out)]
    )
    assert res.exit_code == 0, res.output
    assert (out / "index.html").exists() and (out / "summary.json").exists()


def test_a_plugin_game_without_a_terminal_view_is_refused_in_one_line(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, clean_registry: Any
) -> None:
    from typer.testing import CliRunner

    from corsairs.cli import app

    module, name = _toy_module(tmp_path, monkeypatch)
    res = CliRunner().invoke(app, ["--plugin", module, "play", "--game", name, "--watch"])
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    said = " ".join(res.output.split())
    assert f"Toy {name[4:]} has no terminal view: a terminal.py" in said, said


def test_a_record_of_a_plugin_game_without_a_terminal_view_replays_quietly(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, clean_registry: Any
) -> None:
    from typer.testing import CliRunner

    from corsairs.cli import app
    from corsairs.record import bot_game_record

    module, name = _toy_module(tmp_path, monkeypatch)
    clean_registry.load_plugins([module])
    path = tmp_path / "toy.json"
    path.write_text(json.dumps(bot_game_record(corsairs.load_game(name), ["random"] * 2, 1)))
    shown = CliRunner().invoke(app, ["--plugin", module, "replay", str(path)])
    assert shown.exit_code == 2 and "replay --quiet checks the record" in shown.output
    assert "Traceback" not in shown.output
    quiet = CliRunner().invoke(app, ["--plugin", module, "replay", str(path), "--quiet"])
    assert quiet.exit_code == 0, quiet.output


def test_a_registered_bot_without_a_name_of_its_own_is_called_by_its_registered_name(
    clean_registry: Any,
) -> None:
    """bots.md's own bots need no ``name``: without one the terminal called the seat
    "Bruno (agent)", and its fault "bot 'Bruno (agent)' ... failed", and the server's log
    "bot agent failed", where the arena said 'raiser'."""
    from corsairs.agents import Agent, make_agent, register_agent

    class Plain(Agent):
        def choose(self, observation: Any, legal_actions: Any) -> Any:
            return legal_actions[0]

    class Named(Plain):
        name = "named"

    register_agent("plainbot", Plain)
    register_agent("alias", Named)
    game = corsairs.load_game("corsairs", players=2)
    plain = make_agent("plainbot", game, seed=1)
    assert (plain.name, plain.spec) == ("plainbot", "plainbot")
    assert Plain.name == "agent"  # the class itself is left alone
    assert make_agent("alias", game, seed=1).name == "named"  # a name of its own stays
    assert make_agent("greedy", game, seed=1).name == "greedy"
    # the generic bots, for a plugin's or the terminal's words: the registered ones too,
    # not a game's own
    from corsairs.agents import generic_bots

    assert generic_bots()["plainbot"] is Plain and "random" in generic_bots()
    assert "greedy" not in generic_bots()


def test_a_plugin_named_after_the_command_is_taken_as_before_it(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, clean_registry: Any
) -> None:
    """bots.md shows ``corsairs --plugin mybots arena`` and ``corsairs simulate --plugin
    mybots`` in one sentence; ``corsairs arena --plugin mybots`` was "No such option"."""
    from typer.testing import CliRunner

    from corsairs.cli import app

    module, name = _toy_module(tmp_path, monkeypatch)
    args = ["--game", name, "--players", "2", "--agents", "random,random", "--games", "2"]
    result = CliRunner().invoke(app, ["arena", *args, "--plugin", module])
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(app, ["arena", f"--plugin={module}", *args, "--json"])
    assert result.exit_code == 0 and '"games": 2' in result.output, result.output


def test_a_bot_options_word_where_its_default_is_a_number_is_refused_before_the_game(
    clean_registry: Any,
) -> None:
    """``late:sail_at=x`` for a bot of one's own whose ``sail_at`` defaults to 10 reached
    the bot as the text 'x': the match started, and the bot failed at move 3 comparing
    a number with it. A word (or none) where the default is a number, or where it is true or
    false, is refused as the spec is read, naming the option and its default."""
    from corsairs.agents import Agent, make_agent, register_agent

    class Late(Agent):
        def __init__(
            self,
            game: Any,
            seed: Any = None,
            sail_at: int = 10,
            care: float = 0.5,
            bold: bool = False,
        ) -> None:
            super().__init__(game, seed)
            self.sail_at = sail_at

        def choose(self, observation: Any, legal_actions: Any) -> Any:
            return legal_actions[0]

    register_agent("late", Late)
    game = corsairs.load_game("corsairs", players=2)
    for spec, said in (
        (
            "late:sail_at=x",
            "bot 'late': option sail_at takes a number (its default is 10), not 'x'",
        ),
        ("late:care=none", "option care takes a number (its default is 0.5), not None"),
        ("late:bold=maybe", "option bold takes true or false (its default is False), not 'maybe'"),
    ):
        with pytest.raises(BadOption, match=re.escape(said)):
            make_agent(spec, game, seed=1)
    for spec in ("late:sail_at=3", "late:care=1", "late:care=0.2", "late:bold=true"):
        make_agent(spec, game, seed=1)  # a number for a number, an int where a float is
