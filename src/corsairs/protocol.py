"""The game protocol that every surface of the project speaks.

Terminal play, records, bots, the arena, simulations, the web server and the
research adapters drive games only through :class:`Game` and :class:`State`.
A game lives in its own package under ``corsairs.games`` and is found by name
through :func:`corsairs.load_game`.

The split follows OpenSpiel: a :class:`Game` holds what is fixed for a whole
match (player count, rules), a :class:`State` is one position in it.
"""

from __future__ import annotations

import enum
import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol

if TYPE_CHECKING:  # PEP 696 defaults: a bare ``State`` means ``State[Any]`` to mypy
    from typing_extensions import TypeVar
else:  # the core has no dependencies at run time; 3.11's TypeVar takes no default
    from typing import TypeVar as _TypeVar

    def TypeVar(name: str, *, bound: Any = None, default: Any = None) -> Any:
        return _TypeVar(name, bound=bound)


JSON = Any
"""A JSON-safe value: dict/list/str/int/float/bool/None all the way down."""


class CorsairsError(Exception):
    """Base class of every error the project raises on purpose."""


class IllegalAction(CorsairsError, ValueError):
    """An action that is not legal in this state; the state is left unchanged."""


class BadOption(CorsairsError, ValueError):
    """An unknown rule option, or a value of the wrong type or range."""


RULE_CONFLICTS: dict[str, str] = {
    "needs": "``option`` = ``value`` is taken only with ``needs`` = ``needs_value``",
    "not_a_seat": "``option`` names a seat the table does not have (``players`` seats)",
    "too_few_cards": "``colours`` x ``numbers`` make ``cards`` cards, fewer than the "
    "``need`` that ``players`` hands of ``hand_size``, a pier of ``pier_size``, the "
    "discard and a stock take",
    "server_max": "``option`` above ``max``, the most this server plays with",
}
"""The cases of :class:`RuleConflict` (``why``) and their ``params``, documented in
docs/server.md: a client says them in its player's language."""


class RuleConflict(BadOption):
    """Rule options each allowed on their own but not together, not with this many
    players, or not at this server. ``why`` (a key of ``RULE_CONFLICTS``) and ``params``
    say it for a client that words it itself; the message is the reason in the language
    spoken where it was raised (``lang.speaking``: the server's asker's)."""

    def __init__(self, message: str, why: str, **params: Any) -> None:
        assert why in RULE_CONFLICTS, why
        super().__init__(message)
        self.why = why
        self.params = params

    def __reduce__(self) -> tuple[Any, ...]:
        """Whole across processes (bot workers, simulation pools): the default rebuilt it
        from the message alone and failed for want of ``why``."""
        return (self.__class__, (str(self), self.why), {"params": self.params})


class BadNotation(IllegalAction):
    """Text that does not parse as an action of this game."""


class CorruptState(CorsairsError, ValueError):
    """A saved state (``to_dict``) that is malformed or inconsistent."""


class NoTerminalView(CorsairsError, NotImplementedError):
    """A game (a plugin's) without a terminal view: it cannot be played at the terminal."""


class NoTableView(CorsairsError, NotImplementedError):
    """A game (a plugin's) without a table view: the game server cannot seat it."""


class NoEncoding(CorsairsError, NotImplementedError):
    """A game without the research encoding the adapters need (see ``Game.encoding``)."""


class Information(enum.Enum):
    """Whether a game hides anything from one seat that another sees (``Game.information``),
    as OpenSpiel's ``GameType.Information`` declares it of a game type."""

    PERFECT = "perfect"
    """Every seat sees the same observation (apart from its ``seat`` key): nothing is
    private. What nobody sees yet (a shuffled stock's order) is chance, not hidden
    information, as the dice are in backgammon."""
    IMPERFECT = "imperfect"
    """A seat sees what another does not (a hand): a seat's view is its own."""


A = TypeVar("A", bound=Hashable, default=Any)
"""A game's action type: hashable, and ``str(action)`` is its notation."""


class Encoding(Protocol):
    """A game as numbers: what research libraries need, nothing game-specific outside.

    ``observation_tensor`` reads ``state.observation(seat)`` of a real seat and
    returns ``observation_shape`` floats in [0, 1]. The action space has
    ``num_actions`` indices; ``legal_indices(state)`` are the legal ones (sorted),
    ``index_action(state, i)`` turns one back into an action (IllegalAction if it
    is not legal there), and ``index_of(state, action)`` maps a bot's legal action
    to the index that plays it. ``segments`` names the parts of the tensor, in order.
    Optional: ``utility_sum`` (1.0 when returns always sum to 1, None when a game
    may end with no winner; the OpenSpiel adapter then declares it general-sum).
    """

    observation_shape: tuple[int, ...]
    num_actions: int
    max_game_length: int
    segments: list[tuple[str, int]]

    def observation_tensor(self, observation: Mapping[str, JSON]) -> list[float]: ...

    def action_index(self, action: Any) -> int: ...

    def index_of(self, state: State, action: Any) -> int:
        """The index that plays a legal ``action`` (perhaps one the listing omits) here."""
        ...

    def legal_indices(self, state: State) -> list[int]: ...

    def index_action(self, state: State, index: int) -> Any: ...

    def index_text(self, index: int) -> str: ...


class State(ABC, Generic[A]):
    """One position of a game, generic over its action type ``A``. Mutated in place.

    Two typed entry points, as python-chess has ``push`` and ``push_san``:
    :meth:`apply_action` takes an action object (one of :meth:`legal_actions`),
    :meth:`apply_text` takes notation and returns the action it played.
    :meth:`apply` accepts either, for compatibility; :meth:`is_legal` answers
    for exactly what :meth:`apply` would accept, text included.
    """

    game: Game[A]

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Seat to act, or None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[A]:
        """The actions the current player may take (empty when over)."""

    @abstractmethod
    def apply(self, action: A | str) -> None:
        """Play ``action`` (an action object or its notation).

        Raises :class:`IllegalAction` and leaves the state unchanged if the
        action is not legal here.
        """

    @abstractmethod
    def clone(self) -> State[A]:
        """An independent copy; cheap, because search bots clone constantly."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def winners(self) -> list[int]:
        """Winning seats (ties share the win); empty while the game runs."""

    @abstractmethod
    def scores(self) -> list[int]:
        """The game's own per-seat tally (see ``Game.score_name``)."""

    @abstractmethod
    def observation(self, seat: int | None) -> dict[str, JSON]:
        """All that ``seat`` may know and nothing more; None = spectator."""

    @abstractmethod
    def to_dict(self) -> dict[str, JSON]:
        """Full JSON-safe save; ``game.state_from_dict`` restores it exactly."""

    @abstractmethod
    def is_legal(self, action: A | str) -> bool:
        """Whether ``apply(action)`` would succeed, for an action object or notation.

        A game may accept more actions than :meth:`legal_actions` lists when
        the extra ones are equivalent or strictly dominated variants of listed
        ones (documented per game, with its canonical form).
        """

    @abstractmethod
    def statistics(self) -> dict[str, JSON]:
        """Game-specific facts about the game so far, for simulation reports."""

    @abstractmethod
    def audit(self) -> list[str]:
        """Broken invariants (a card missing or in two places, a bad hand size...).

        Empty for every reachable state; the property tests call it after
        every action.
        """

    def turn_mark(self) -> Hashable:
        """A value that changes exactly when a new turn begins: the server gives each turn
        its own idle clock, even when the same seat plays two turns in a row. By default a
        turn lasts while the same seat is to play; a game whose turns differ says so."""
        return self.current_player

    def tie_break(self) -> list[int] | None:
        """What places players level on score behind the winners, per seat (more places
        higher), or None: level players share a place. Never applied between winners."""
        return None

    def placings(self) -> list[int]:
        """Each seat's place once the game is over (the winners first), empty while it runs:
        the one rule every surface asks who came second (see :func:`ranked_places`)."""
        if not self.is_over():
            return []
        return ranked_places(
            self.winners(), self.scores(), self.game.lower_score_wins, self.tie_break()
        )

    def returns(self) -> list[float]:
        """Win shares per seat: 1/k for each of k winners, 0 otherwise."""
        win = self.winners()
        n = self.game.players
        if not win:
            return [0.0] * n
        share = 1.0 / len(win)
        return [share if s in win else 0.0 for s in range(n)]

    def apply_action(self, action: A) -> None:
        """Play an action object; text is refused (use :meth:`apply_text`).

        The typed entry point for bots and research code: a string here is a
        mistake of the caller, reported as such instead of parsed.
        """
        if isinstance(action, str):
            raise IllegalAction(f"apply_action takes an action object; use apply_text({action!r})")
        self.apply(action)

    def apply_text(self, text: str) -> A:
        """Parse ``text`` in this game's notation, apply it, return the action played."""
        if not isinstance(text, str):
            raise BadNotation(f"an action is written as text, not {type(text).__name__}")
        action = self.game.parse_action(text)
        self.apply(action)
        return action

    def is_legal_text(self, text: str) -> bool:
        """Whether ``apply_text(text)`` would succeed (False for text that does not parse)."""
        try:
            action = self.game.parse_action(text)
        except IllegalAction:
            return False
        return self.is_legal(action)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.name} players={self.game.players}>"


class Game(ABC, Generic[A]):
    """A game with its player count and rule options fixed, generic over its action type."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    score_name: ClassVar[str]
    """What :meth:`State.scores` counts, e.g. "penalty cards"."""
    lower_score_wins: ClassVar[bool]
    public_keys: ClassVar[frozenset[str]] = frozenset()
    """Observation keys every seat and the spectator see alike (the pile, who discarded
    each of its cards, the pier...). The conformance kit checks that they are the same in
    every view, so that such a field carries nothing a seat alone knows."""
    information: ClassVar[Information] = Information.IMPERFECT
    """Whether a seat sees what another does not (a property of the game, not of a moment):
    the server says from it whether a shared device must hide a seat's cards between
    turns. The conformance kit holds a game to it: declared ``PERFECT``, every seat sees the
    same observation (apart from ``seat``) at every position; declared ``IMPERFECT`` (the
    default, the safe side for a card game), seats see different things somewhere."""

    players: int
    rules: Any

    @abstractmethod
    def new_state(self, seed: int | None = None) -> State[A]:
        """A new game; the same seed gives the same game, always."""

    @abstractmethod
    def state_from_dict(self, data: Mapping[str, JSON]) -> State[A]:
        """Restore a state saved by ``State.to_dict``; raises CorruptState."""

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """Notation -> action; raises :class:`BadNotation` with a reason."""

    @abstractmethod
    def rules_dict(self) -> dict[str, JSON]:
        """The rule options as JSON, accepted back as ``load_game`` keywords."""

    def effective_rules(self) -> dict[str, JSON]:
        """``rules_dict`` with the defaults that depend on the player count filled in
        (Corsairs' pier of None is 5 + players): two games with equal effective rules
        play alike. ``simulate --compare`` refuses a variant that changes none."""
        return self.rules_dict()

    def agents(self) -> Mapping[str, Callable[..., Any]]:
        """Game-specific bots by name (e.g. "greedy"); generic ones live in agents."""
        return {}

    def rule_moves(self) -> Mapping[str, str]:
        """The moves rule options add, by option name: what the move is ("discard a
        spare"). A simulation counts how often each is played, so that a designer sees
        whether a house rule mattered; empty for a game whose options add no move."""
        return {}

    def rule_move(self, action: A) -> str | None:
        """The rule option (a key of :meth:`rule_moves`) whose move ``action`` is, or
        None for a move of the game's own rules."""
        return None

    def determinize(self, observation: Mapping[str, JSON], rng: random.Random) -> State[A]:
        """A full state consistent with all that ``observation``'s seat knows.

        Hidden cards are dealt at random from those the seat has not seen and
        the future shuffles get a fresh seed from ``rng``: the sample a search
        bot plans on. Needs ``observation(seat)`` of a real seat.
        """
        raise NotImplementedError(f"{self.name} cannot determinize observations")

    def terminal_view(self) -> Any:
        """The module that draws this game in the terminal (needs the ``cli`` extra).

        It provides ``render(observation) -> rich renderable`` and
        ``default_action(observation, legal_actions) -> action | None``; a view function
        with a ``game`` parameter is given the game too (its house rules).
        """
        found = _sibling(self, "terminal")
        if found is None:
            raise NoTerminalView(
                f"{self.title} has no terminal view: a terminal.py beside the game's module, "
                "in a package, with render(observation) and default_action(observation, "
                "legal_actions); the arena and simulations play it without one"
            )
        return found

    def table_view(self) -> Any:
        """The module the game server asks about this game (``games/<game>/table.py``).

        It provides ``public_events(n, seat, text, before, after)``, the log lines of
        move ``n`` from the spectator observations before and after it, and
        ``seat_hints(game, state, seat)``, what the seat to play is told beyond its
        observation (e.g. its lay-down choices), derived from that observation only.
        """
        found = _sibling(self, "table")
        if found is None:
            raise NoTableView(
                f"{self.title} has no table view: a table.py beside the game's module, in a "
                "package, with public_events and seat_hints; the browser table needs it"
            )
        return found

    def report_spec(self) -> Any:
        """The module with this game's simulation metrics (``games/<game>/report.py``).

        It provides ``record(tally, statistics, game)``, which adds one finished
        game's ``state.statistics()`` to a ``corsairs.sim.tally.Tally``, and
        ``sections(game)``, the figures the report shows.
        """
        found = _sibling(self, "report")
        return NO_FIGURES if found is None else found

    def encoding(self) -> Encoding:
        """Fixed-size tensors and action indices for research (``games/<game>/encoding.py``).

        The OpenSpiel, PettingZoo and Gymnasium adapters in ``corsairs.interop``
        share it, so all three see the same numbers. A game in a package provides
        ``encoding.py`` beside its module with ``make_encoding(game)``, or overrides
        this method; without either it raises :class:`NoEncoding`.
        """
        cached: Encoding | None = self.__dict__.get("_encoding")
        if cached is None:
            cached = _encoding_module(self).make_encoding(self)
            self.__dict__["_encoding"] = cached
        return cached

    def describe(self) -> dict[str, JSON]:
        return {"game": self.name, "players": self.players, "rules": self.rules_dict()}

    def __repr__(self) -> str:
        return f"load_game({self.name!r}, players={self.players})"


class _NoFigures:
    """The report spec of a game without a ``report.py``: its simulations show the figures
    every game has (wins by seat and bot, game length), none of its own."""

    @staticmethod
    def record(tally: Any, statistics: Any, game: Any) -> None:
        return None

    @staticmethod
    def sections(game: Any) -> list[Any]:
        return []


NO_FIGURES = _NoFigures()


def _sibling(game: Game, name: str) -> Any:
    """The module ``name`` beside the game's module in its package; None when there is
    none (a top-level module, or no such file). An error inside it is raised as it is."""
    package = type(game).__module__.rpartition(".")[0]
    if not package:
        return None
    try:
        return importlib.import_module(f"{package}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.{name}":
            raise
        return None


def _encoding_module(game: Game) -> Any:
    """The ``encoding`` module beside the game's module, with ``make_encoding``;
    NoEncoding (saying what to add) when there is none, rather than importlib's error."""
    module = type(game).__module__
    package = module.rpartition(".")[0]
    need = (
        f"{game.title} has no research encoding: the adapters need an encoding.py "
        f"with make_encoding(game) beside the game's module, in a package"
    )
    if not package:
        raise NoEncoding(
            f"{need} ({module!r} is a top-level module), or Game.encoding() overridden"
        )
    try:
        found = importlib.import_module(package + ".encoding")
    except ModuleNotFoundError as exc:
        if exc.name != package + ".encoding":
            raise
        raise NoEncoding(f"{need} ({package}.encoding), or Game.encoding() overridden") from None
    if not hasattr(found, "make_encoding"):
        raise NoEncoding(f"{need}: {package}.encoding defines no make_encoding(game)")
    return found


def ranked_places(
    winners: Sequence[int],
    scores: Sequence[int],
    lower_wins: bool,
    then: Sequence[int] | None = None,
) -> list[int]:
    """Each seat's place: the winners first (sharing 1), then the better score (``lower_wins``:
    the fewest), then, between non-winners, the more of ``then``; seats still level share a
    place and the next is skipped (1, 2, 2, 4). The browser's result orders the same way
    (``places`` in web/ui.js); tests/server/test_placings.py runs both on the same games."""

    def key(s: int) -> tuple[int, int, int]:
        won = s in winners
        score = scores[s] if lower_wins else -scores[s]
        return (0 if won else 1, score, 0 if won or then is None else -then[s])

    keys = [key(s) for s in range(len(scores))]
    return [1 + sum(k < mine for k in keys) for mine in keys]


def check_seat(seat: int | None, players: int) -> None:
    """Reject a seat that is not None or 0..players-1."""
    if seat is not None and (
        not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players
    ):
        raise ValueError(f"seat must be None or 0..{players - 1}, not {seat!r}")
