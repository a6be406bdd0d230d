"""Our games as OpenSpiel Python games: ``pyspiel.load_game("python_corsairs", {"players": 4})``.

Importing this module registers ``python_<name>`` for every game of the
registry. Parameters: ``players`` (int), ``chance`` (below), every rule option as a
parameter of its own, typed as its default (-1 for none: ``round_turn_limit=-1``), and
``rules`` (rule options as a JSON object in a string, e.g. ``'{"hand_size": 10}'``). The
game writes every option back in ``rules``, without commas, which OpenSpiel's game
strings cannot hold: items are separated by ``;`` (``{"hand_size":10;"pier_size":5}``,
see ``rules_text``); both forms are read.

Chance. The engine derives every shuffle of a game from one seed, so chance is
modelled as the choice of that seed: the first ``SEED_BYTES`` moves of every
game are chance nodes that each pick one byte (256 equally likely outcomes),
giving 2^32 equally likely games. Hidden from every player, the seed fixes the
deals of all later rounds too; that is a faithful model, since nobody observes
it. Serialization (OpenSpiel pickles the state's attributes) stores the inner
state as its ``to_dict`` save. With the parameter ``chance="cards"`` (games whose
encoding provides ``draw_outcomes``/``stack_draw``), every draw is also an
explicit chance node over the card kinds it may bring, with their probabilities.
Piratatak's draws are public, so it is then declared perfect-information; it has
no seed bytes then: one chance node picks the first player (none when the rules
fix it), the only thing the seed still decided.
Corsairs (whose encoding also provides ``deal_cards``/``deal_size``/``stack_deal``)
has no seed bytes then: chance picks the first dealer (unless the rules fix it),
every dealt card in dealing order and every card drawn from the stock, each
uniform over the cards not yet placed; the dealt cards stay private, so it stays
imperfect-information. Observations are empty while a deal is under way.

Observers honour ``IIGObservationType``. ``private_info=SINGLE_PLAYER`` (the
default): the seat's own view, ``state.observation(seat)``; ``NONE``: the public
view only (a spectator's observation, relative to the seat), for methods built on
public states; ``public_info=False`` with ``SINGLE_PLAYER``: the private part alone
(what the seat's view shows that the public one does not; OpenSpiel's factored
observations, which its playthrough generator asks of every imperfect-information
game), without perfect recall. ``ALL_PLAYERS``, and ``public_info=False`` with
``NONE`` or perfect recall, are refused with a ValueError, as OpenSpiel's own games
refuse what they do not provide. Without
perfect recall the string is the view as canonical JSON (without past rounds) and
the tensor ``game.encoding().observation_tensor``. With ``perfect_recall=True``
(the information state) both add the game's decision history: the string the
view with past rounds plus every decision ``[actor, action index, private]``, the
tensor the observation tensor followed by four history segments (see
``HISTORY``): ``history_actor`` (HISTORY × players: the actor of each of the last
HISTORY decisions, one-hot relative to the observer), ``history_action``
(HISTORY: (index + 1) / num_actions), ``history_private`` (HISTORY: what the
decision showed the observer alone, e.g. the card a Corsairs seat drew from the
stock, as (value + 1) / private_values; 0 for other seats' decisions) and
``history_public`` (HISTORY: what it showed everyone that its index does not
name, the encoding's ``public_event``: a card taken face up or drawn in public,
as (value + 1) / public_values). Oldest first; a game longer than HISTORY
decisions keeps the latest (bot games last a few hundred). The string has
perfect recall; the tensor recalls every decision and those cards with the
current view, which is perfect recall within a Corsairs round (not of earlier
rounds' deals and lay-downs; docs/research.md says exactly). A decision the
observer has not seen yet (the encoding's ``sealed_seats``: a Corsairs lay-down
face down under ``lay_down="simultaneous"``) shows index -1 (tensor 0) until it
is revealed; the public observer (``NONE``) uses the encoding's
``public_observation`` (what every seat sees) where it has one.

Returns are win shares (1/k to each of k winners), so the game is constant-sum
1, except under a rule that lets a game end with no winner (Piratatak's
``limit_winners="nobody"``, declared by the encoding's ``utility_sum = None``):
that game is GENERAL_SUM, returns in [0, 1]. A game reaching
``encoding.max_game_length`` decisions (a practical bound, never met in play) is
cut short and shared equally.
"""

from __future__ import annotations

import contextlib
import json
import random
import typing
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found]

from corsairs.agents.base import Agent
from corsairs.agents.guard import ask
from corsairs.errors import seat_problem
from corsairs.interop.common import adapter_game, observation_array, whole_number
from corsairs.protocol import BadOption, Encoding, Game, IllegalAction, Information, State
from corsairs.registry import game_class, game_names, load_game
from corsairs.rule_list import game_presets

SEED_BYTES = 4
PREFIX = "python_"
HISTORY = 512
"""Decisions the information-state tensor remembers (the latest ones)."""
POSITIONS = 50_000
"""Positions a game keeps strings and legal indices for (``SpielGame.node_after``): about
5 kB each with every seat's strings asked (a 2-player Corsairs walk), so at most ~250 MB.
A tabular solver's tree (cfr_tiny's one-turn cut: 13,873 histories) fits; a long run of
sampled games, which never meets a position twice, stops keeping at the cap."""
HIDDEN_CHANCE = 255
"""The chance outcome a resampled Corsairs ``chance="cards"`` history shows for every
chance node (no card, no seat): its true outcomes are not the resampler's to know."""


class _Inner:
    """Holds an engine state so that pickle (OpenSpiel's serialization) saves it as its
    ``to_dict`` save; deepcopy clones it (states pickled by earlier versions hold one)."""

    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Inner:
        return _Inner(self.state.clone())

    def __getstate__(self) -> dict[str, Any]:
        g = self.state.game
        return {
            "game": g.name,
            "players": g.players,
            "rules": g.rules_dict(),
            "state": self.state.to_dict(),
        }

    def __setstate__(self, data: dict[str, Any]) -> None:
        game = load_game(data["game"], players=data["players"], **data["rules"])
        self.state = game.state_from_dict(data["state"])


class _Flat(list):  # type: ignore[type-arg]
    """A list that deepcopy copies flat: the lists of states pickled by earlier versions."""

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> _Flat:
        return _Flat(self)


class _Strings(dict):  # type: ignore[type-arg]
    """A dict that deepcopy copies flat: the string caches of states pickled by earlier
    versions."""

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> _Strings:
        return _Strings(self)


class _Core:
    """Everything a ``SpielState`` holds, in one attribute.

    OpenSpiel's ``clone`` (and so ``child``, every solver's tree walk) builds a fresh
    initial state and then deep-copies the Python state's attributes one by one. With
    one attribute whose ``__deepcopy__`` copies what a move changes (the engine state,
    the lists that grow) and shares the rest, a clone costs one engine-state clone and
    a few list copies. ``shared``: ``inner`` is the game's undealt template (a
    ``chance="cards"`` state before its first chance outcome), copied before it changes.
    """

    __slots__ = (
        "by_index",
        "choose_dealer",
        "choose_first",
        "cut",
        "deal",
        "dealer",
        "deals",
        "inner",
        "legal",
        "log",
        "moves",
        "node",
        "pending",
        "replay_player",
        "replaying",
        "seed_bytes",
        "shared",
        "strings",
    )

    def __init__(self) -> None:
        self.seed_bytes: list[int] = []
        self.inner: _Inner | None = None
        self.shared = False
        self.moves = 0
        self.cut = False
        # Every decision: (actor, action index, what it showed the actor alone or -1,
        # what it showed everyone that its index does not name or -1).
        self.log: list[tuple[int, int, int, int]] = []
        self.replaying = False
        self.replay_player = 0
        self.pending: Any = None  # chance="cards": a draw waiting for its card
        self.legal: list[int] | None = None  # legal indices, until the next move
        # each legal index's action (an encoding's ``legal_by_index``), until the next move:
        # the move and its name need not list the position's lay-downs again
        self.by_index: dict[int, Any] | None = None
        # the position in the game's table of positions (``SpielGame.node_after``), which
        # keeps its strings and legal indices for every state that reaches it; None: a
        # state not reached by moves from the start alone (resampled, changed, unpickled)
        self.node: int | None = 0
        self.strings: dict[tuple[bool, bool, bool, int], str] = {}  # until the next move
        # chance="cards" with dealt cards (Corsairs): chance picks the first dealer, if
        # the rules leave it open, then each card of every deal, in dealing order.
        self.choose_dealer = False
        self.dealer: int | None = None
        self.deal: list[int] | None = None
        self.deals = 0
        # chance="cards" without deals (Piratatak): chance picks the first player only.
        self.choose_first = False

    def copy(self) -> _Core:
        """An independent copy. ``legal``, ``by_index`` and ``strings`` are replaced, never
        changed in place, when a move is made, and ``pending`` is an action (a tuple), so the
        copy shares them; so does a shared template."""
        new = _Core.__new__(_Core)
        new.seed_bytes = self.seed_bytes[:]
        inner = self.inner
        new.inner = inner if inner is None or self.shared else _Inner(inner.state.clone())
        new.shared = self.shared
        new.moves = self.moves
        new.cut = self.cut
        new.log = self.log[:]
        new.replaying = self.replaying
        new.replay_player = self.replay_player
        new.pending = self.pending
        new.legal = self.legal
        new.by_index = self.by_index
        new.node = self.node
        new.strings = self.strings
        new.choose_dealer = self.choose_dealer
        new.dealer = self.dealer
        new.deal = None if self.deal is None else self.deal[:]
        new.deals = self.deals
        new.choose_first = self.choose_first
        return new

    def __deepcopy__(self, memo: dict[int, Any]) -> _Core:
        return self.copy()

    def own(self) -> State:
        """The engine state, to change: a shared template is copied first."""
        assert self.inner is not None
        if self.shared:
            self.inner = _Inner(self.inner.state.clone())
            self.shared = False
        return self.inner.state

    def __getstate__(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in self.__slots__}
        data["shared"] = False  # the pickled engine state comes back as a state of its own
        data["node"] = None  # a position of this process's table
        return data

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.__init__()  # type: ignore[misc]  # a name a later version added: its start
        for name, value in data.items():
            setattr(self, name, value)


_QUOTED = {c: f"\\u{ord(c):04x}" for c in ",;()="}
"""Characters OpenSpiel's game-string parser would cut a value at, as JSON escapes."""


def rules_text(rules: Mapping[str, Any]) -> str:
    """The ``rules`` parameter: compact JSON with ``;`` between items, no comma.

    OpenSpiel splits a game string (``str(game)``, serialization, pickling) at every
    comma and bracket, so items are separated by ``;`` and those characters inside
    strings are written as JSON escapes: ``{"hand_size":10;"pier_size":5}``.
    """
    return _swap(json.dumps(dict(rules), sort_keys=True, separators=(",", ":")), ",", ";")


def parse_rules(text: str) -> Any:
    """Read the ``rules`` parameter: the ``;``-separated form, or plain JSON (the older
    form, still written with commas for a single option)."""
    return json.loads(_swap(text, ";", ","))


def _swap(text: str, old: str, new: str) -> str:
    """``text`` (JSON) with ``old`` as separator replaced by ``new``; writing (``new``
    is ``;``), the characters of ``_QUOTED`` inside strings become escapes."""
    out: list[str] = []
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
            elif new == ";" and char in _QUOTED:
                char = _QUOTED[char]
        elif char == '"':
            in_string = True
        elif char == old:
            char = new
        out.append(char)
    return "".join(out)


NONE = -1
"""A rule option's value ``none`` as a parameter of its own (``round_turn_limit=-1``): the
parameters are typed, an option that may be none is a whole number, and none of them
takes -1 otherwise."""


def _rule_parameters(name: str) -> dict[str, Any]:
    """Every rule option of game ``name`` as a parameter of its own, its default typed as
    OpenSpiel types parameters (``{"pier_size": -1, "sweep_wins": True, ...}``, and
    ``preset`` where the game has presets); read once a game."""
    made = _RULE_PARAMETERS.get(name)
    if made is not None:
        return made
    game = load_game(name)
    try:
        hints = typing.get_type_hints(type(getattr(game, "rules", None)))
    except (TypeError, NameError):  # a plugin's rules of another kind: their values alone
        hints = {}
    made = {}
    for key, value in game.rules_dict().items():
        if key in _OWN_PARAMETERS:
            continue
        if isinstance(value, bool | int | float | str):
            made[key] = value
        elif value is None and int in typing.get_args(hints.get(key)):
            made[key] = NONE
        elif value is None and str in typing.get_args(hints.get(key)):
            made[key] = ""
    if game_presets(game):
        made["preset"] = ""
    _RULE_PARAMETERS[name] = made
    return made


_RULE_PARAMETERS: dict[str, dict[str, Any]] = {}
_OWN_PARAMETERS = ("players", "rules", "chance")


def _given_rules(name: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """The rule options of ``params``: its ``rules`` (JSON) and the options given as
    parameters of their own. OpenSpiel hands every parameter over, its default filled in,
    so a parameter at its default is taken as not given (the game's default, or what
    ``rules`` says); -1 for an option that may be none is none. An option given both ways
    with two values is refused."""
    rules = _rules_object(params.get("rules", "{}") or "{}")
    for key, default in _rule_parameters(name).items():
        value = params.get(key, default)  # OpenSpiel checked its type
        if value == default:
            continue
        if value == NONE and isinstance(default, int) and not isinstance(default, bool):
            value = None
        _add_rule(rules, key, value)
    return rules


def _rules_object(text: str) -> dict[str, Any]:
    """The ``rules`` parameter read (either form), or ``BadOption``."""
    try:
        rules = parse_rules(text)
    except json.JSONDecodeError as exc:
        raise BadOption(f"'rules' must be a JSON object: {exc}") from None
    if not isinstance(rules, dict):
        raise BadOption("'rules' must be a JSON object of rule options")
    return rules


def _add_rule(rules: dict[str, Any], key: str, value: Any) -> None:
    """``rules[key] = value``, refused when ``rules`` holds another value for ``key``."""
    if key in rules and rules[key] != value:
        raise BadOption(
            f"rule option {key!r} given twice: {key}={json.dumps(value)} and in rules "
            f"{key}={json.dumps(rules[key])}; give it once"
        )
    rules[key] = value


def _game_type(name: str, perfect: bool = False, general: bool = False) -> pyspiel.GameType:
    """The registered type; a game made with ``chance="cards"`` may have perfect
    information, one whose returns need not sum to 1 is general-sum."""
    cls = game_class(name)
    info = pyspiel.GameType.Information
    utility = pyspiel.GameType.Utility
    return pyspiel.GameType(
        short_name=PREFIX + name,
        long_name=f"{cls.title} (corsairs project)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=info.PERFECT_INFORMATION if perfect else info.IMPERFECT_INFORMATION,
        utility=utility.GENERAL_SUM if general else utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=cls.max_players,
        min_num_players=cls.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": cls.max_players,
            "rules": "{}",
            "chance": "seed",
            **_rule_parameters(name),
        },
    )


class SpielGame(pyspiel.Game):  # type: ignore[misc]
    """One of our games, with its player count and rules, as a pyspiel game."""

    NAME = "corsairs"

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        params = dict(params or {})
        name = self.NAME
        chance = str(params.get("chance", "seed"))
        if chance not in ("seed", "cards"):
            raise BadOption(f"'chance' is 'seed' or 'cards', not {chance!r}")
        players = int(params.get("players", game_class(name).max_players))
        rules = _given_rules(name, params)
        self.ours: Game = load_game(name, players=players, **rules)
        self.encoding: Encoding = self.ours.encoding()
        # Positions by the moves that reach them, and what was worked out there (strings,
        # legal indices): OpenSpiel's solvers build each position many times over
        # (``pyspiel.exploitability`` seven times each, in cfr_tiny's one-turn cut).
        self.nodes: dict[tuple[int, int], int] = {}
        self.known: dict[tuple[int, Any], Any] = {}
        self.card_chance = chance == "cards"
        if self.card_chance and not hasattr(self.encoding, "draw_outcomes"):
            raise BadOption(
                f"chance='cards' is not available for {name}: its encoding does not "
                "give its draws as chance outcomes (use chance='seed')"
            )
        # Deals as chance nodes too (Corsairs): the dealt cards are private.
        self.card_deals = self.card_chance and hasattr(self.encoding, "deal_size")
        # Nothing dealt and every draw a chance node (Piratatak): the seed would only
        # pick the first player, so chance picks that seat instead (or nothing, if fixed).
        self.card_first = (
            self.card_chance
            and not self.card_deals
            and hasattr(self.encoding, "first_player_outcomes")
        )
        # With every draw a public chance node and nothing dealt, a game has perfect
        # information, if the game itself hides nothing (``Game.information``): a plugin's
        # game with private choices and no deal was declared perfect to OpenSpiel's solvers.
        perfect = (
            self.card_chance
            and not self.card_deals
            and self.ours.information is Information.PERFECT
        )
        # Returns are win shares: they sum to 1 unless the rules let a game end with
        # no winner (Piratatak's limit_winners="nobody"), declared by the encoding.
        utility_sum: float | None = getattr(self.encoding, "utility_sum", 1.0)
        game_type = _game_type(name, perfect=perfect, general=utility_sum is None)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.num_actions,
            max_chance_outcomes=256,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=utility_sum,
            max_game_length=self.encoding.max_game_length,
        )
        super().__init__(
            game_type, info, {"players": players, "rules": rules_text(rules), "chance": chance}
        )

    def node_after(self, node: int, action: int) -> int | None:
        """The position ``action`` leads to from position ``node`` (0: the start); None
        once the table holds ``POSITIONS`` (long runs then stop keeping strings)."""
        key = (node, action)
        found = self.nodes.get(key)
        if found is None:
            if len(self.nodes) >= POSITIONS:
                return None
            found = self.nodes[key] = len(self.nodes) + 1
        return found

    def action_named(self, text: str) -> int | None:
        """The index whose state-free name (``encoding.index_text``) is ``text``, or None;
        the names are read once a game."""
        names: dict[str, int] | None = getattr(self, "_names", None)
        if names is None:
            texts = (self.encoding.index_text(i) for i in range(self.encoding.num_actions))
            names = {}
            for index, name in enumerate(texts):
                names.setdefault(name, index)
            self._names = names
        return names.get(text)

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        """Pickle as the game string, as OpenSpiel's own games do: the class of each
        game is made at registration, so pickle could not find it by name."""
        return pyspiel.load_game, (str(self),)

    def new_initial_state(self) -> SpielState:
        return SpielState(self)

    def initial_core(self) -> _Core:
        """What every new state of this game starts from (copied: ``SpielState``).

        With ``chance="cards"`` it holds the undealt engine state as a shared template,
        copied only when a chance outcome changes it: OpenSpiel's clone makes a fresh
        initial state before copying the attributes over it.
        """
        core: _Core | None = getattr(self, "_core", None)
        if core is not None:
            return core
        core = self._core = _Core()
        encoding: Any = self.encoding
        if self.card_first or self.card_deals:
            state = self.undealt()  # its stock order never matters: draws are chance
            core.inner, core.shared = _Inner(state), True
            if self.card_first:
                core.choose_first = encoding.first_player_outcomes(state) is not None
            else:  # its deal is replaced card by card
                core.choose_dealer = encoding.dealer_outcomes(state) is not None
                core.deal = []
                core.deals = encoding.deal_number(state)
        return core

    def undealt(self) -> State:
        """The engine state that chance deals again card by card (``chance="cards"``): a
        template every new state shares until its first chance outcome (``_Core.own``)."""
        template: State | None = getattr(self, "_undealt", None)
        if template is None:
            template = self._undealt = self.ours.new_state(seed=0)
        return template

    def make_py_observer(
        self, iig_obs_type: pyspiel.IIGObservationType | None = None, params: Any = None
    ) -> Observer:
        """An observer for ``iig_obs_type``; ValueError for the kinds this game lacks."""
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type is None:  # OpenSpiel's default observation
            return Observer(self.encoding, self.num_players(), False, True)
        kinds = pyspiel.PrivateInfoType
        if iig_obs_type.private_info == kinds.ALL_PLAYERS:
            raise ValueError(
                "ALL_PLAYERS private information is not supported: "
                "ask for SINGLE_PLAYER (a seat's view) or NONE (the public view)"
            )
        private = iig_obs_type.private_info == kinds.SINGLE_PLAYER
        public = bool(iig_obs_type.public_info)
        if not public and not private:
            raise ValueError(
                "an observation with no public and no private information holds nothing"
            )
        if not public and iig_obs_type.perfect_recall:
            raise ValueError(
                "perfect recall without public information is not supported: the private "
                "observation (public_info=False) is of the current position"
            )
        recall = iig_obs_type.perfect_recall
        return Observer(self.encoding, self.num_players(), recall, private, public)


class SpielState(pyspiel.State):  # type: ignore[misc]
    """A pyspiel state around an engine state; chance picks the seed first.

    Its one Python attribute is ``_c`` (a ``_Core``), so that OpenSpiel's clone, which
    deep-copies every attribute, costs one engine-state clone (see ``_Core``).
    """

    def __init__(self, game: SpielGame) -> None:
        super().__init__(game)
        self._c = game.initial_core().copy()

    # -- our side -----------------------------------------------------------------------

    @property
    def ours(self) -> State | None:
        """The engine state (None while chance is still choosing the seed or dealing)."""
        c = self._c
        if c.inner is None or self._dealing():
            return None
        # A caller may change it: what the moves led to, and the strings and legal
        # indices this state shares with its clones, are no longer known to hold.
        c.node = None
        c.strings = {}
        c.legal = c.by_index = None
        return c.own()  # never the game's template

    def _engine(self) -> State | None:
        """``ours`` for this module's reads, which change nothing."""
        c = self._c
        if c.inner is None or self._dealing():
            return None
        return c.inner.state

    def _dealing(self) -> bool:
        c = self._c
        return c.choose_dealer or c.choose_first or c.deal is not None

    def _after_move(self, state: State) -> None:
        """chance="cards" with deals: a move that started a new deal hands over to chance."""
        game = self._game()
        if not game.card_deals:
            return
        c = self._c
        deals = game.encoding.deal_number(state)  # type: ignore[attr-defined]
        if deals != c.deals and not state.is_over():
            c.deals = deals
            c.deal = []

    def _game(self) -> SpielGame:
        game: SpielGame = self.get_game()
        return game

    # -- pyspiel API --------------------------------------------------------------------

    def apply_action(self, action: Any) -> None:
        """OpenSpiel's ``apply_action``, an action that is no index refused first in our
        words (``IllegalAction``): -1, OpenSpiel's kInvalidAction, failed in its C++ check
        ("action_id != kInvalidAction") before this adapter saw it, and ``True`` was
        played as 1. Only from Python: OpenSpiel's C++ code applies its actions itself."""
        super().apply_action(_action_index(action))

    def child(self, action: Any) -> SpielState:
        """OpenSpiel's ``child``, its action checked as ``apply_action`` checks it."""
        made: SpielState = super().child(_action_index(action))
        return made

    def current_player(self) -> int:
        c = self._c
        if c.replaying:
            return c.replay_player
        if c.inner is None or c.pending is not None or self._dealing():
            return int(pyspiel.PlayerId.CHANCE)
        seat = c.inner.state.current_player
        if seat is None or c.cut:
            return int(pyspiel.PlayerId.TERMINAL)
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        c = self._c
        if c.inner is None or player != self.current_player():
            return []
        if c.legal is None:  # OpenSpiel asks several times per state
            game = self._game()
            known = None if c.node is None else game.known.get((c.node, "legal"))
            if known is None:
                by_index = getattr(game.encoding, "legal_by_index", None)
                if by_index is not None:
                    listed = by_index(c.inner.state)
                    known = sorted(listed), listed
                else:
                    known = game.encoding.legal_indices(c.inner.state), None
                if c.node is not None:
                    game.known[c.node, "legal"] = known
            c.legal, c.by_index = known
        return list(c.legal)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        c = self._c
        if c.choose_first and c.inner is not None:
            seats = self._game().encoding.first_player_outcomes(c.inner.state)  # type: ignore[attr-defined]
            return [(seat, 1.0 / len(seats)) for seat in seats]
        if c.choose_dealer:
            n = self.num_players()
            return [(seat, 1.0 / n) for seat in range(n)]
        if c.deal is not None and c.inner is not None:
            pool = self._deal_pool()
            return [(card, 1.0 / len(pool)) for card in pool]
        if c.pending is not None and c.inner is not None:
            outcomes: list[tuple[int, float]] = self._game().encoding.draw_outcomes(  # type: ignore[attr-defined]
                c.inner.state, c.pending
            )
            return outcomes
        return [(b, 1.0 / 256) for b in range(256)]

    def _deal_pool(self) -> list[int]:
        """The cards of the deal that chance has not placed yet."""
        c = self._c
        assert c.inner is not None and c.deal is not None
        chosen = set(c.deal)
        cards = self._game().encoding.deal_cards(c.inner.state)  # type: ignore[attr-defined]
        return [card for card in cards if card not in chosen]

    def _apply_deal_chance(self, action: int) -> None:
        """A chance outcome before play: the first player or dealer, or a card dealt."""
        c = self._c
        assert c.inner is not None
        encoding: Any = self._game().encoding
        if c.choose_first:
            if action not in encoding.first_player_outcomes(c.inner.state):
                raise IllegalAction(f"the first player is a seat, not {action}")
            encoding.set_first_player(c.own(), int(action))
            c.choose_first = False
            return
        if c.choose_dealer:
            if not 0 <= action < self.num_players():
                raise IllegalAction(f"the first dealer is a seat, not {action}")
            c.dealer = action
            c.choose_dealer = False
            return
        assert c.deal is not None
        if action not in self._deal_pool():
            raise IllegalAction(f"card {action} is not among the cards left to deal")
        c.deal.append(action)
        if len(c.deal) == encoding.deal_size(c.inner.state):
            encoding.stack_deal(c.own(), c.deal, c.dealer)
            c.deal = None
            c.dealer = None

    def _apply_action(self, action: int) -> None:
        c = self._c
        node = c.node
        self._play(action)
        if node is not None:  # played: the position it leads to (not if refused)
            c.node = self._game().node_after(node, int(action))

    def _play(self, action: int) -> None:
        """``_apply_action``'s move (a chance outcome or a seat's index)."""
        c = self._c
        listed = c.by_index
        c.legal = c.by_index = None
        c.strings = {}  # never cleared in place: a clone may share the old one
        if c.replaying:  # resample_from_infostate rebuilding OpenSpiel's history
            return
        if self._dealing():
            self._apply_deal_chance(int(action))
            return
        if c.inner is None:
            if not 0 <= action < 256:
                raise IllegalAction(f"a seed byte is 0..255, not {action}")
            c.seed_bytes.append(int(action))
            if len(c.seed_bytes) == SEED_BYTES:
                seed = int.from_bytes(bytes(c.seed_bytes), "big")
                c.inner = _Inner(self._game().ours.new_state(seed=seed))
            return
        game = self._game()
        state = c.own()
        encoding: Any = game.encoding
        if c.pending is not None:  # the card of a pending draw, as chance chose it
            if action not in {card for card, _ in encoding.draw_outcomes(state, c.pending)}:
                raise IllegalAction(f"card {action} cannot be drawn now")
            actor = state.current_player
            encoding.stack_draw(state, int(action))
            state.apply(c.pending)
            if actor is not None and c.log:
                # The draw's log entry was written before its card was known.
                who, index, _, _ = c.log[-1]
                c.log[-1] = (who, index, *_events(encoding, state, actor, c.pending))
            c.pending = None
            self._after_move(state)
            return
        actor = state.current_player
        move = _listed_action(encoding, listed, state, int(action))
        if game.card_chance and encoding.draw_outcomes(state, move) is not None:
            c.pending = move  # a chance node picks the card before the draw applies
        else:
            state.apply(move)
            self._after_move(state)
        shown = (-1, -1) if actor is None else _events(encoding, state, actor, move)
        c.log.append((-1 if actor is None else actor, int(action), *shown))
        c.moves += 1
        if c.moves >= game.encoding.max_game_length and not state.is_over():
            c.cut = True

    def _action_to_string(self, player: int, action: int) -> str:
        c = self._c
        if player == pyspiel.PlayerId.CHANCE:
            if c.choose_first:
                return f"first player {action}"
            if c.choose_dealer:
                return f"first dealer {action}"
            if c.deal is not None:
                return f"deal {self._game().encoding.chance_text(action)}"  # type: ignore[attr-defined]
            if c.pending is not None:
                text = getattr(self._game().encoding, "chance_text", str)
                return f"card {text(action)}"
            if self._game().card_chance:
                # chance="cards" has no seed bytes ("seed byte 3" at a decision named none of
                # its own): an outcome named where chance does not act is a card, or, past
                # the cards (max_chance_outcomes is shared), an outcome of no meaning here
                text = getattr(self._game().encoding, "chance_text", str)
                with contextlib.suppress(LookupError):
                    return f"card {text(action)}"
                return f"outcome {action}"
            return f"seed byte {action}"
        encoding = self._game().encoding
        if c.inner is not None and player == self.current_player():
            try:
                return str(_listed_action(encoding, c.by_index, c.inner.state, action))
            except IllegalAction:
                pass
        return encoding.index_text(action)

    def string_to_action(self, *args: Any) -> int:
        """The action ``action_to_string`` writes ``text``: ``string_to_action(text)`` for
        the player to act, ``string_to_action(player, text)`` for any player or chance.

        OpenSpiel's own looks among the legal actions of the player to act only: a chance
        outcome named where chance does not act ("seed byte 3" once a player is to move),
        or a seat's action not legal now, was not found although ``action_to_string``
        names it. This looks there first (the name a legal action has in this state), then
        among every action of the player: a chance node's outcomes, or the state-free
        names of the fixed action space (``index_text``). Whether the action is legal is
        ``apply_action``'s to say; a text no action has is an IllegalAction.
        """
        if len(args) == 1:
            player, text = self.current_player(), args[0]
        elif len(args) == 2:
            player, text = args
        else:
            raise TypeError("string_to_action takes (text) or (player, text)")
        player = int(player)
        if player == self.current_player():
            for action in self.legal_actions(player):
                if self.action_to_string(player, action) == text:
                    return int(action)
        if player == pyspiel.PlayerId.CHANCE:
            for action in range(self.get_game().max_chance_outcomes()):
                with contextlib.suppress(LookupError, IllegalAction):  # no such card
                    if self._action_to_string(player, action) == text:
                        return action
        else:
            found = self._game().action_named(text)
            if found is not None:
                return found
        who = "chance" if player == pyspiel.PlayerId.CHANCE else f"player {player}"
        raise IllegalAction(f"no action of {who} is written {text!r}")

    def is_terminal(self) -> bool:
        c = self._c
        return c.inner is not None and not self._dealing() and (c.cut or c.inner.state.is_over())

    def returns(self) -> list[float]:
        c = self._c
        n = self.num_players()
        if c.inner is None:
            return [0.0] * n
        if c.cut:
            return [1.0 / n] * n
        return list(c.inner.state.returns())

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SpielState:
        """A state the player cannot tell from this one, via ``game.determinize``.

        Nothing of the true state beyond the player's view goes in: the seed bytes
        are drawn afresh (the real ones would rebuild every hand), other seats'
        private history entries are unknown (-1). OpenSpiel's history and move
        number are rebuilt by replaying the public decisions, so they match. With
        dealt cards as chance outcomes (Corsairs, ``chance="cards"``) every chance
        outcome of the rebuilt history is ``HIDDEN_CHANCE``: the sample's own deal order
        is unknown.
        """
        c = self._c
        game = self._game()
        rng = random.Random(int(probability_sampler() * 2**53))
        new = game.new_initial_state()
        fresh = [rng.randrange(256) for _ in range(SEED_BYTES)]
        if c.inner is None:
            for byte in fresh[: len(c.seed_bytes)]:
                new.apply_action(byte)
            return new
        observation = c.inner.state.observation(player_id)
        n = new._c
        n.replaying = True
        chance = iter(fresh)
        for item in self.full_history():
            n.replay_player = item.player
            is_chance = item.player == pyspiel.PlayerId.CHANCE
            # Seed bytes afresh; a card-level chance outcome is public (Piratatak): kept.
            if is_chance and game.card_deals:
                new.apply_action(HIDDEN_CHANCE)
            elif is_chance and game.card_first:
                new.apply_action(item.action)
            else:
                new.apply_action(next(chance, item.action) if is_chance else item.action)
        n.replaying = False
        n.seed_bytes = [] if game.card_first else fresh
        n.inner = _Inner(game.ours.determinize(observation, rng))
        n.shared = False
        n.moves = c.moves
        n.cut = c.cut
        n.pending = c.pending
        n.choose_dealer, n.dealer, n.deal = False, None, None
        n.choose_first = False
        n.deals = c.deals
        n.log = [(a, i, p if a == player_id else -1, u) for a, i, p, u in c.log]
        n.node = None  # another world than the moves lead to
        return new

    def __str__(self) -> str:
        c = self._c
        if c.inner is None:
            return f"choosing the seed: {c.seed_bytes}"
        if c.choose_first:
            return "choosing the first player"
        if self._dealing():
            return f"dealing: first dealer {c.dealer}, cards {c.deal}"
        return json.dumps(c.inner.state.to_dict(), sort_keys=True)


def _listed_action(encoding: Any, listed: dict[int, Any] | None, state: State, index: int) -> Any:
    """The action of ``index`` now: the one listed with the position's legal indices
    (``_Core.by_index``, when they were asked for there), else ``index_action``'s, which
    refuses an index not legal now."""
    if listed is not None and index in listed:
        return listed[index]
    return encoding.index_action(state, index)


def _action_index(action: Any) -> int:
    """``action`` as an index for OpenSpiel (numpy integers too), else ``IllegalAction``."""
    if type(action) is int and action >= 0:  # the common case, at once
        return action
    index = whole_number(action)  # no bool, no float
    if index is None or index < 0:
        raise IllegalAction(
            f"an action is an index from 0 (one of legal_actions()), not {action!r}"
            + (" (-1 is OpenSpiel's kInvalidAction: no action)" if index == -1 else "")
        )
    return index


def _legacy(name: str) -> property:
    """The attribute ``_<name>`` of states before ``_Core``: OpenSpiel's deserialization
    sets each pickled attribute by name, so states serialized by earlier versions load."""

    def get(state: SpielState) -> Any:
        return getattr(state._c, name)

    def put(state: SpielState, value: Any) -> None:
        setattr(state._c, name, value)
        state._c.node = None  # changed otherwise than by moves
        if name == "inner":
            state._c.shared = False

    return property(get, put)


for _name in _Core.__slots__:
    if _name != "shared":
        setattr(SpielState, "_" + _name, _legacy(_name))


def _events(encoding: Any, state: State, actor: int, move: Any) -> tuple[int, int]:
    """What a decision just played showed: its actor alone (``private_event``, e.g. a
    Corsairs card drawn from the stock) and everyone (``public_event``: a card it took
    face up or drew in public, which its action index does not name); -1 for none."""
    private = getattr(encoding, "private_event", None)
    public = getattr(encoding, "public_event", None)
    return (
        -1 if private is None else private(state, actor),
        -1 if public is None else public(state, actor, move),
    )


class Observer:
    """OpenSpiel's PyObserver for one observation type (see the module's docstring)."""

    def __init__(
        self,
        encoding: Encoding,
        players: int,
        perfect_recall: bool,
        private: bool,
        public: bool = True,
    ) -> None:
        self.encoding = encoding
        self.players = players
        self.perfect_recall = perfect_recall
        self.private = private
        self.public = public  # False: the private part alone (OpenSpiel's factored observation)
        segments = list(encoding.segments)
        if perfect_recall:
            segments += [
                ("history_actor", HISTORY * players),
                ("history_action", HISTORY),
                ("history_private", HISTORY),
                ("history_public", HISTORY),
            ]
        self.size = sum(size for _, size in segments)
        self.tensor = np.zeros(self.size, np.float32)
        self.dict: dict[str, Any] = {}
        at = 0
        for name, size in segments:
            self.dict[name] = self.tensor[at : at + size]
            at += size

    def _view(self, ours: State, player: int) -> dict[str, Any]:
        if not self.public:
            return self._private_part(ours, player)
        if self.private:
            return ours.observation(player)
        return self._public_view(ours, player)

    def _public_view(self, ours: State, player: int) -> dict[str, Any]:
        public = getattr(self.encoding, "public_observation", None)
        view = public(ours) if public is not None else ours.observation(None)
        return {**view, "seat": player}  # the public view, seat-relative

    def _private_part(self, ours: State, player: int) -> dict[str, Any]:
        """What the seat's view shows that the public view does not: the keys whose values
        differ (a Corsairs hand, a card drawn from the stock), and of a per-seat list only
        the entries that differ, by position (a lay-down still face down to the others:
        ``{"laid": {"0": ...}, "hand_sizes": {"0": 0}}``); empty in a game whose cards are
        all seen by everyone."""
        seen = ours.observation(player)
        shared = self._public_view(ours, player)
        missing = object()
        part: dict[str, Any] = {}
        for key, mine in seen.items():
            theirs = shared.get(key, missing)
            if key == "seat" or theirs == mine:
                continue
            if isinstance(mine, list) and isinstance(theirs, list) and len(mine) == len(theirs):
                pairs = enumerate(zip(mine, theirs, strict=True))
                part[key] = {str(i): a for i, (a, b) in pairs if a != b}
            else:
                part[key] = mine
        return part

    def _hidden(self, state: SpielState, ours: State, player: int) -> set[int]:
        """Positions in the log of decisions still face down to this observer (the
        encoding's ``sealed_seats``: a simultaneous lay-down, until it is revealed)."""
        sealed_seats = getattr(self.encoding, "sealed_seats", None)
        sealed = sealed_seats(ours, player if self.private else None) if sealed_seats else []
        log = state._c.log
        return {max((i for i, e in enumerate(log) if e[0] == seat), default=-1) for seat in sealed}

    def _history(
        self, state: SpielState, ours: State, player: int, start: int = 0
    ) -> list[tuple[int, int, int, int]]:
        """The decisions from ``start`` on as this observer knows them: [actor, index,
        private, public]. ``private`` is kept for the observer's own decisions only
        (SINGLE_PLAYER); the index of a decision still face down to the observer is -1."""
        hidden = self._hidden(state, ours, player)
        mine = player if self.private else None
        return [
            (who, -1 if i in hidden else index, private if who == mine else -1, public)
            for i, (who, index, private, public) in enumerate(state._c.log[start:], start)
        ]

    def set_from(self, state: SpielState, player: int) -> None:
        ours = state._engine()
        self.tensor.fill(0.0)
        if ours is None:
            return
        base = self.encoding.observation_shape[0]
        if not self.public:  # the seat's tensor where it differs from the public one
            seen = observation_array(self.encoding, ours, player)
            shared = np.asarray(
                self.encoding.observation_tensor(self._public_view(ours, player)), np.float32
            )
            self.tensor[:base] = np.where(seen != shared, seen, 0.0)
        elif self.private:
            self.tensor[:base] = observation_array(self.encoding, ours, player)
        else:
            self.tensor[:base] = self.encoding.observation_tensor(self._view(ours, player))
        if not self.perfect_recall:
            return
        start = max(0, len(state._c.log) - HISTORY)
        history = self._history(state, ours, player, start)
        if not history:
            return
        n = self.players
        scale = float(self.encoding.num_actions)
        values = float(getattr(self.encoding, "private_values", 1) or 1)
        publics = float(getattr(self.encoding, "public_values", 1) or 1)
        actor, action, shown, seen = (self.dict[k] for k in self.dict if k.startswith("history_"))
        # One row a decision (actor, index, private, public), written column by column:
        # a game of hundreds of decisions is asked for its tensor at every state.
        h = np.array(history, np.int64)
        k = len(h)
        who = h[:, 0]
        rows = np.flatnonzero(who >= 0)
        actor[rows * n + (who[rows] - player) % n] = 1.0
        action[:k] = (h[:, 1] + 1) / scale  # 0 for a decision the observer cannot see yet
        private, public = h[:, 2], h[:, 3]
        shown[:k] = np.where(private >= 0, (private + 1) / values, 0.0)
        seen[:k] = np.where(public >= 0, (public + 1) / publics, 0.0)

    def string_from(self, state: SpielState, player: int) -> str:
        key = (self.perfect_recall, self.private, self.public, player)
        c = state._c
        text = c.strings.get(key)
        if text is None:  # OpenSpiel's solvers ask for the same string many times,
            # of this state and of the other states of its position
            node = c.node
            known = state._game().known
            text = None if node is None else known.get((node, key))
            if text is None:
                text = self._string(state, player)
                if node is not None:
                    known[node, key] = text
            c.strings[key] = text
        return text

    def _string(self, state: SpielState, player: int) -> str:
        ours = state._engine()
        if ours is None:
            return ""
        obs = self._view(ours, player)
        if not self.perfect_recall:
            obs = {k: v for k, v in obs.items() if k != "rounds"}
        else:
            history = self._history(state, ours, player)
            obs["history"] = [[who, index, private] for who, index, private, _ in history]
        return _JSON.encode(obs)


_JSON = json.JSONEncoder(sort_keys=True, separators=(",", ":"))
"""``json.dumps(obs, sort_keys=True, separators=(",", ":"))``, made once: ``dumps`` with
arguments builds an encoder per call, and a tree walk asks a string at every state."""


# -- our bots inside OpenSpiel ------------------------------------------------------------


class AgentBot(pyspiel.Bot):  # type: ignore[misc]
    """One of our agents (``make_agent`` spec) as a ``pyspiel.Bot`` for OpenSpiel games here.

    It sees only ``observation(seat)``, as everywhere in the project. An action
    the fixed action space does not list (a Corsairs crew of the bot's own making)
    plays as the listed one the encoding's ``index_of`` picks.
    """

    def __init__(self, agent: Agent, seat: int) -> None:
        super().__init__()
        problem = seat_problem(seat, agent.game.players, "seat")
        if problem:  # its agent's game: a seat past it failed at the bot's first move
            raise BadOption(problem)
        self.agent = agent
        self.seat = seat

    def step(self, state: SpielState) -> int:
        game = state.get_game().ours
        if (game.name, game.players) != (self.agent.game.name, self.agent.game.players):
            raise BadOption(
                f"the AgentBot for seat {self.seat} plays {_table(self.agent.game)}, "
                f"not {_table(game)}: make its agent with this game (game.ours)"
            )
        ours = state._engine()
        if ours is None or ours.current_player != self.seat:
            where = (
                "at a chance node"
                if state.is_chance_node()
                else "after the game's end"
                if state.is_terminal()
                else f"where seat {state.current_player()} is to act"
            )
            raise ValueError(f"AgentBot for seat {self.seat} asked to move {where}")
        # the players' moves counted from 1, as replay and the arena count them (OpenSpiel's
        # move_number counts chance outcomes too: the first decision was "move 4")
        where = f"move {len(state._c.log) + 1}"
        action = ask(self.agent, ours, self.seat, self.agent.spec, where)  # its fault, named
        index: int = state.get_game().encoding.index_of(ours, action)
        return index

    def restart_at(self, state: SpielState) -> None:
        pass

    def inform_action(self, state: SpielState, player_id: int, action: int) -> None:
        pass


def _table(game: Game) -> str:
    """What a bot was made for, or a game is: "Corsairs for 2 players"."""
    return f"{game.title} for {game.players} players"


def seeded_resampler(seed: int) -> Any:
    """A resampler for ``ismcts.ISMCTSBot.set_resampler`` drawing from ``random.Random(seed)``.

    OpenSpiel's default sampler is seeded afresh each time; this one makes
    searches repeatable.
    """
    rng = random.Random(seed)

    def resample(state: SpielState, player: int) -> SpielState:
        return state.resample_from_infostate(player, rng.random)

    return resample


def play(game: SpielGame, bots: Sequence[Any], seed: int = 0) -> list[float]:
    """Play one whole game between ``bots`` (pyspiel bots, one per seat); the returns."""
    seats = game.num_players()
    if len(bots) != seats:
        said = f"{len(bots)} bot" + ("" if len(bots) == 1 else "s")
        raise BadOption(f"play takes one bot per seat: {seats} seats, {said}")
    for i, bot in enumerate(bots):
        if isinstance(bot, AgentBot) and bot.seat != i:
            raise BadOption(f"bots[{i}] is an AgentBot for seat {bot.seat}: bots[i] plays seat i")
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            if not game.card_chance:
                state.apply_action(rng.randrange(256))
                continue
            outcomes, weights = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, weights)[0])
            continue
        state.apply_action(int(bots[state.current_player()].step(state)))
    return list(state.returns())


def load(
    name: str = "corsairs",
    players: int | None = 4,
    chance: str = "seed",
    rules: Mapping[str, Any] | str | None = None,
    **options: Any,
) -> SpielGame:
    """``pyspiel.load_game("python_<name>", …)`` with keyword rules, typed.

    ``chance`` is the game parameter (``"seed"`` or ``"cards"``), not a rule option.
    ``players=None`` is the game's least count, as in ``corsairs.load_game``. ``rules``,
    the game parameter's name, takes rule options too, as a dict or the parameter's JSON
    text, beside the keywords (an option given both ways with two values is refused).
    """
    # Our BadOption for an unknown game (OpenSpiel's error lists its hundred), a bad player
    # count or rule option; numpy integers (a sweep's np.arange) become the ints
    # OpenSpiel's parameters take.
    if isinstance(rules, str):
        rules = _rules_object(rules)
    elif rules is not None and not isinstance(rules, Mapping):
        raise BadOption(f"rules: a dict of rule options or its JSON text, not {rules!r}")
    rules = dict(rules or {})
    for key, value in options.items():
        _add_rule(rules, key, value)
    checked = adapter_game(name, players, rules, ("players", "chance", "rules"))
    params: dict[str, Any] = {"players": checked.players, "chance": chance}
    if rules:
        plain = {k: v if whole_number(v) is None else whole_number(v) for k, v in rules.items()}
        params["rules"] = rules_text(plain)
    game: SpielGame = pyspiel.load_game(PREFIX + name, params)
    return game


def register() -> list[str]:
    """Register ``python_<name>`` for every game of the registry; the names registered."""
    done = []
    known = set(pyspiel.registered_names())
    for name in game_names():
        short = PREFIX + name
        if short in known:
            done.append(short)
            continue
        game_type = _game_type(name)
        cls = type(f"Spiel{name.title()}", (SpielGame,), {"NAME": name})
        pyspiel.register_game(game_type, cls)
        done.append(short)
    return done


REGISTERED = register()

__all__ = [
    "REGISTERED",
    "AgentBot",
    "Observer",
    "SpielGame",
    "SpielState",
    "load",
    "parse_rules",
    "play",
    "rules_text",
    "seeded_resampler",
]
