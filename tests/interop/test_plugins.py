"""A plugin game without a research encoding: every adapter says what is missing.

Audit s18 defect 11: the three adapters failed with ``TypeError: the 'package'
argument is required ...`` from ``importlib`` for a game in a top-level module.
"""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from corsairs import registry
from corsairs.protocol import NoEncoding

NIM = textwrap.dedent(
    '''
    """Take one or two from seven; the last taker wins. No encoding.py beside it."""
    from corsairs.protocol import BadNotation, Game, IllegalAction, State


    class NimState(State):
        def __init__(self, game, left=7, cur=0):
            self.game, self.left, self.cur = game, left, cur

        @property
        def current_player(self):
            return None if self.left == 0 else self.cur

        def legal_actions(self):
            return [k for k in (1, 2) if k <= self.left]

        def is_legal(self, a):
            return a in self.legal_actions()

        def apply(self, a):
            if a not in self.legal_actions():
                raise IllegalAction(f"cannot take {a!r}")
            self.left -= a
            self.cur = 1 - self.cur if self.left else self.cur

        def clone(self):
            return NimState(self.game, self.left, self.cur)

        def is_over(self):
            return self.left == 0

        def winners(self):
            return [self.cur] if self.left == 0 else []

        def scores(self):
            return [0, 0]

        def observation(self, seat):
            return {"left": self.left, "seat": seat}

        def to_dict(self):
            return {"left": self.left, "cur": self.cur}

        def statistics(self):
            return {}

        def audit(self):
            return []


    class NimGame(Game):
        name = "nim"
        title = "Nim"
        min_players = max_players = 2
        score_name = "nothing"
        lower_score_wins = False

        def __init__(self, players=2, **rules):
            self.players, self.rules = players, None

        def new_state(self, seed=None):
            return NimState(self)

        def state_from_dict(self, d):
            return NimState(self, d["left"], d["cur"])

        def parse_action(self, text):
            if text in ("1", "2"):
                return int(text)
            raise BadNotation(text)

        def rules_dict(self):
            return {}
    '''
)


@pytest.fixture(params=["nimgame:NimGame", "nimpkg.game:NimGame"])
def nim(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[str]:
    """The game registered as ``nim``, from a top-level module or from a package."""
    (tmp_path / "nimgame.py").write_text(NIM)
    (tmp_path / "nimpkg").mkdir()
    (tmp_path / "nimpkg" / "__init__.py").write_text("")
    (tmp_path / "nimpkg" / "game.py").write_text(NIM)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(registry._GAMES, "nim", request.param)
    yield "nim"
    for module in ("nimgame", "nimpkg", "nimpkg.game"):
        sys.modules.pop(module, None)


def test_encoding_says_what_is_missing(nim: str) -> None:
    game = registry.load_game(nim, players=2)
    with pytest.raises(NoEncoding, match=r"encoding\.py.*make_encoding"):
        game.encoding()
    with pytest.raises(NotImplementedError):  # NoEncoding is one, for callers that catch it
        game.encoding()


def test_pettingzoo_and_gymnasium_say_what_is_missing(nim: str) -> None:
    pytest.importorskip("pettingzoo")
    from corsairs.interop.gymnasium import SeatEnv
    from corsairs.interop.pettingzoo import raw_env

    with pytest.raises(NoEncoding, match="make_encoding"):
        raw_env(nim, players=2)
    with pytest.raises(NoEncoding, match="make_encoding"):
        SeatEnv(nim, players=2)


def test_openspiel_says_what_is_missing(nim: str) -> None:
    pytest.importorskip("pyspiel")
    from corsairs.interop.openspiel import SpielGame

    class SpielNim(SpielGame):
        NAME = nim

    with pytest.raises(NoEncoding, match="make_encoding"):
        SpielNim({"players": 2})


def test_gymnasium_ids_for_titles_with_spaces(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plugin game titled "Nim, take one or two" made ``register()`` (run when
    ``corsairs.interop.gymnasium`` is imported) raise Gymnasium's "Malformed environment
    ID", so no environment could be made at all. The id joins the title's words."""
    gym = pytest.importorskip("gymnasium")
    from corsairs.interop import gymnasium as ours

    (tmp_path / "nimtitled.py").write_text(NIM.replace('"Nim"', '"Nim, take one or two"'))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(registry._GAMES, "nimtitled", "nimtitled:NimGame")
    try:
        ours.register()
        assert gym.registry["corsairs/NimTakeOneOrTwo-v0"].kwargs == {"game": "nimtitled"}
        assert ours.env_id("piratatak") == "corsairs/Piratatak-v0"
    finally:
        gym.registry.pop("corsairs/NimTakeOneOrTwo-v0", None)
        sys.modules.pop("nimtitled", None)
