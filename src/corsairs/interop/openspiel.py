"""Our games as OpenSpiel Python games: ``pyspiel.load_game("python_corsairs", {"players": 4})``.

Importing this module registers ``python_<name>`` for every game of the
registry. Parameters: ``players`` (int), ``chance`` (below) and ``rules`` (the
rule options as a JSON object in a string, e.g. ``'{"hand_size": 10}'``). The game
writes ``rules`` back without commas, which OpenSpiel's game strings cannot hold:
items are separated by ``;`` (``{"hand_size":10;"pier_size":5}``, see
``rules_text``); both forms are read.

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
public states; ``ALL_PLAYERS`` and ``public_info=False`` are refused with a
ValueError, as OpenSpiel's own games refuse what they do not provide. Without
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

import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found]

from corsairs.agents.base import Agent
from corsairs.interop.common import observation_array
from corsairs.protocol import BadOption, Encoding, Game, IllegalAction, State
from corsairs.registry import game_class, game_names, load_game

SEED_BYTES = 4
PREFIX = "python_"
HISTORY = 512
"""Decisions the information-state tensor remembers (the latest ones)."""
HIDDEN_CHANCE = 255
"""The chance outcome a resampled Corsairs ``chance="cards"`` history shows for every
chance node (no card, no seat): its true outcomes are not the resampler's to know."""


class _Inner:
    """Holds an engine state so that OpenSpiel's deepcopy clones it cheaply and pickle saves it."""

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
    """A list of ints or of tuples of ints: deepcopy (OpenSpiel's clone) copies it flat."""

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> _Flat:
        return _Flat(self)


class _Strings(dict):  # type: ignore[type-arg]
    """Observation strings of one state by observer kind and seat; deepcopy copies it flat."""

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> _Strings:
        return _Strings(self)


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
        parameter_specification={"players": cls.max_players, "rules": "{}", "chance": "seed"},
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
        try:
            rules = parse_rules(params.get("rules", "{}") or "{}")
        except json.JSONDecodeError as exc:
            raise BadOption(f"'rules' must be a JSON object: {exc}") from None
        if not isinstance(rules, dict):
            raise BadOption("'rules' must be a JSON object of rule options")
        self.ours: Game = load_game(name, players=players, **rules)
        self.encoding: Encoding = self.ours.encoding()
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
        # With every draw a public chance node and nothing dealt, a game has perfect information.
        # Returns are win shares: they sum to 1 unless the rules let a game end with
        # no winner (Piratatak's limit_winners="nobody"), declared by the encoding.
        utility_sum: float | None = getattr(self.encoding, "utility_sum", 1.0)
        game_type = _game_type(
            name, perfect=self.card_chance and not self.card_deals, general=utility_sum is None
        )
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

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        """Pickle as the game string, as OpenSpiel's own games do: the class of each
        game is made at registration, so pickle could not find it by name."""
        return pyspiel.load_game, (str(self),)

    def new_initial_state(self) -> SpielState:
        return SpielState(self)

    def undealt(self) -> State:
        """The engine state that chance deals again card by card (``chance="cards"``);
        cloned, as OpenSpiel makes a fresh state for every copy."""
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
        if not iig_obs_type.public_info:
            raise ValueError("observations without public information are not supported")
        if iig_obs_type.private_info == kinds.ALL_PLAYERS:
            raise ValueError(
                "ALL_PLAYERS private information is not supported: "
                "ask for SINGLE_PLAYER (a seat's view) or NONE (the public view)"
            )
        private = iig_obs_type.private_info == kinds.SINGLE_PLAYER
        return Observer(self.encoding, self.num_players(), iig_obs_type.perfect_recall, private)


class SpielState(pyspiel.State):  # type: ignore[misc]
    """A pyspiel state around an engine state; chance picks the seed first."""

    def __init__(self, game: SpielGame) -> None:
        super().__init__(game)
        self._seed_bytes: list[int] = []
        self._inner: _Inner | None = None
        self._moves = 0
        self._cut = False
        # Every decision: (actor, action index, what it showed the actor alone or -1,
        # what it showed everyone that its index does not name or -1).
        self._log: list[tuple[int, int, int, int]] = _Flat()
        self._replaying = False
        self._replay_player = 0
        self._pending: Any = None  # chance="cards": a draw waiting for its card
        self._legal: list[int] | None = None  # legal indices, until the next move
        self._strings: dict[tuple[bool, bool, int], str] = _Strings()  # until the next move
        # chance="cards" with dealt cards (Corsairs): chance picks the first dealer, if
        # the rules leave it open, then each card of every deal, in dealing order.
        self._choose_dealer = False
        self._dealer: int | None = None
        self._deal: list[int] | None = None
        self._deals = 0
        # chance="cards" without deals (Piratatak): chance picks the first player only.
        self._choose_first = False
        if game.card_first:
            state = game.undealt().clone()  # its stock order never matters: draws are chance
            self._inner = _Inner(state)
            self._choose_first = game.encoding.first_player_outcomes(state) is not None  # type: ignore[attr-defined]
        if game.card_deals:
            state = game.undealt().clone()  # its deal is replaced card by card
            self._inner = _Inner(state)
            encoding: Any = game.encoding
            self._choose_dealer = encoding.dealer_outcomes(state) is not None
            self._deal = _Flat()
            self._deals = encoding.deal_number(state)

    # -- our side -----------------------------------------------------------------------

    @property
    def ours(self) -> State | None:
        """The engine state (None while chance is still choosing the seed or dealing)."""
        if self._inner is None or self._dealing():
            return None
        return self._inner.state

    def _dealing(self) -> bool:
        return self._choose_dealer or self._choose_first or self._deal is not None

    def _after_move(self) -> None:
        """chance="cards" with deals: a move that started a new deal hands over to chance."""
        if not self._game().card_deals or self._inner is None:
            return
        state = self._inner.state
        deals = self._game().encoding.deal_number(state)  # type: ignore[attr-defined]
        if deals != self._deals and not state.is_over():
            self._deals = deals
            self._deal = _Flat()

    def _game(self) -> SpielGame:
        game: SpielGame = self.get_game()
        return game

    # -- pyspiel API --------------------------------------------------------------------

    def current_player(self) -> int:
        if self._replaying:
            return self._replay_player
        if self._inner is None or self._pending is not None or self._dealing():
            return int(pyspiel.PlayerId.CHANCE)
        seat = self._inner.state.current_player
        if seat is None or self._cut:
            return int(pyspiel.PlayerId.TERMINAL)
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        if self._inner is None or player != self.current_player():
            return []
        if self._legal is None:  # OpenSpiel asks several times per state
            self._legal = _Flat(self._game().encoding.legal_indices(self._inner.state))
        return list(self._legal)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._choose_first and self._inner is not None:
            seats = self._game().encoding.first_player_outcomes(self._inner.state)  # type: ignore[attr-defined]
            return [(seat, 1.0 / len(seats)) for seat in seats]
        if self._choose_dealer:
            n = self.num_players()
            return [(seat, 1.0 / n) for seat in range(n)]
        if self._deal is not None and self._inner is not None:
            pool = self._deal_pool()
            return [(c, 1.0 / len(pool)) for c in pool]
        if self._pending is not None and self._inner is not None:
            outcomes: list[tuple[int, float]] = self._game().encoding.draw_outcomes(  # type: ignore[attr-defined]
                self._inner.state, self._pending
            )
            return outcomes
        return [(b, 1.0 / 256) for b in range(256)]

    def _deal_pool(self) -> list[int]:
        """The cards of the deal that chance has not placed yet."""
        assert self._inner is not None and self._deal is not None
        chosen = set(self._deal)
        cards = self._game().encoding.deal_cards(self._inner.state)  # type: ignore[attr-defined]
        return [c for c in cards if c not in chosen]

    def _apply_deal_chance(self, action: int) -> None:
        """A chance outcome before play: the first player or dealer, or a card dealt."""
        assert self._inner is not None
        if self._choose_first:
            encoding: Any = self._game().encoding
            if action not in encoding.first_player_outcomes(self._inner.state):
                raise IllegalAction(f"the first player is a seat, not {action}")
            encoding.set_first_player(self._inner.state, int(action))
            self._choose_first = False
            return
        if self._choose_dealer:
            if not 0 <= action < self.num_players():
                raise IllegalAction(f"the first dealer is a seat, not {action}")
            self._dealer = action
            self._choose_dealer = False
            return
        assert self._deal is not None
        if action not in self._deal_pool():
            raise IllegalAction(f"card {action} is not among the cards left to deal")
        self._deal.append(action)
        encoding = self._game().encoding
        state = self._inner.state
        if len(self._deal) == encoding.deal_size(state):
            encoding.stack_deal(state, self._deal, self._dealer)
            self._deal = None
            self._dealer = None

    def _apply_action(self, action: int) -> None:
        self._legal = None
        if self._strings:
            self._strings = _Strings()
        if self._replaying:  # resample_from_infostate rebuilding OpenSpiel's history
            return
        if self._dealing():
            self._apply_deal_chance(int(action))
            return
        if self._inner is None:
            if not 0 <= action < 256:
                raise IllegalAction(f"a seed byte is 0..255, not {action}")
            self._seed_bytes.append(int(action))
            if len(self._seed_bytes) == SEED_BYTES:
                seed = int.from_bytes(bytes(self._seed_bytes), "big")
                self._inner = _Inner(self._game().ours.new_state(seed=seed))
            return
        game = self._game()
        state = self._inner.state
        encoding: Any = game.encoding
        if self._pending is not None:  # the card of a pending draw, as chance chose it
            if action not in {c for c, _ in encoding.draw_outcomes(state, self._pending)}:
                raise IllegalAction(f"card {action} cannot be drawn now")
            actor = state.current_player
            encoding.stack_draw(state, int(action))
            state.apply(self._pending)
            if actor is not None and self._log:
                # The draw's log entry was written before its card was known.
                who, index, _, _ = self._log[-1]
                self._log[-1] = (who, index, *_events(encoding, state, actor, self._pending))
            self._pending = None
            self._after_move()
            return
        actor = state.current_player
        move = encoding.index_action(state, int(action))
        if game.card_chance and encoding.draw_outcomes(state, move) is not None:
            self._pending = move  # a chance node picks the card before the draw applies
        else:
            state.apply(move)
            self._after_move()
        shown = (-1, -1) if actor is None else _events(encoding, state, actor, move)
        self._log.append((-1 if actor is None else actor, int(action), *shown))
        self._moves += 1
        if self._moves >= game.encoding.max_game_length and not state.is_over():
            self._cut = True

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if self._choose_first:
                return f"first player {action}"
            if self._choose_dealer:
                return f"first dealer {action}"
            if self._deal is not None:
                return f"deal {self._game().encoding.chance_text(action)}"  # type: ignore[attr-defined]
            if self._pending is not None:
                text = getattr(self._game().encoding, "chance_text", str)
                return f"card {text(action)}"
            return f"seed byte {action}"
        encoding = self._game().encoding
        if self._inner is not None and player == self.current_player():
            try:
                return str(encoding.index_action(self._inner.state, action))
            except IllegalAction:
                pass
        return encoding.index_text(action)

    def is_terminal(self) -> bool:
        return (
            self._inner is not None
            and not self._dealing()
            and (self._cut or self._inner.state.is_over())
        )

    def returns(self) -> list[float]:
        n = self.num_players()
        if self._inner is None:
            return [0.0] * n
        if self._cut:
            return [1.0 / n] * n
        return list(self._inner.state.returns())

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
        game = self._game()
        rng = random.Random(int(probability_sampler() * 2**53))
        new = game.new_initial_state()
        fresh = [rng.randrange(256) for _ in range(SEED_BYTES)]
        if self._inner is None:
            for byte in fresh[: len(self._seed_bytes)]:
                new.apply_action(byte)
            return new
        observation = self._inner.state.observation(player_id)
        new._replaying = True
        chance = iter(fresh)
        for item in self.full_history():
            new._replay_player = item.player
            is_chance = item.player == pyspiel.PlayerId.CHANCE
            # Seed bytes afresh; a card-level chance outcome is public (Piratatak): kept.
            if is_chance and game.card_deals:
                new.apply_action(HIDDEN_CHANCE)
            elif is_chance and game.card_first:
                new.apply_action(item.action)
            else:
                new.apply_action(next(chance, item.action) if is_chance else item.action)
        new._replaying = False
        new._seed_bytes = [] if game.card_first else fresh
        new._inner = _Inner(game.ours.determinize(observation, rng))
        new._moves = self._moves
        new._cut = self._cut
        new._pending = self._pending
        new._choose_dealer, new._dealer, new._deal = False, None, None
        new._choose_first = False
        new._deals = self._deals
        new._log = _Flat((a, i, p if a == player_id else -1, u) for a, i, p, u in self._log)
        return new

    def __str__(self) -> str:
        if self._inner is None:
            return f"choosing the seed: {self._seed_bytes}"
        if self._choose_first:
            return "choosing the first player"
        if self._dealing():
            return f"dealing: first dealer {self._dealer}, cards {self._deal}"
        return json.dumps(self._inner.state.to_dict(), sort_keys=True)


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
        self, encoding: Encoding, players: int, perfect_recall: bool, private: bool
    ) -> None:
        self.encoding = encoding
        self.players = players
        self.perfect_recall = perfect_recall
        self.private = private
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
        if self.private:
            return ours.observation(player)
        public = getattr(self.encoding, "public_observation", None)
        view = public(ours) if public is not None else ours.observation(None)
        return {**view, "seat": player}  # the public view, seat-relative

    def _history(
        self, state: SpielState, ours: State, player: int
    ) -> list[tuple[int, int, int, int]]:
        """The decisions as this observer knows them: [actor, index, private, public].

        ``private`` is kept for the observer's own decisions only (SINGLE_PLAYER);
        the index of a decision still face down to the observer (the encoding's
        ``sealed_seats``: a simultaneous lay-down) is -1 until it is revealed.
        """
        sealed_seats = getattr(self.encoding, "sealed_seats", None)
        sealed = sealed_seats(ours, player if self.private else None) if sealed_seats else []
        log = state._log
        hidden = {
            max((i for i, e in enumerate(log) if e[0] == seat), default=-1) for seat in sealed
        }
        mine = player if self.private else None
        return [
            (who, -1 if i in hidden else index, private if who == mine else -1, public)
            for i, (who, index, private, public) in enumerate(log)
        ]

    def set_from(self, state: SpielState, player: int) -> None:
        ours = state.ours
        self.tensor.fill(0.0)
        if ours is None:
            return
        base = self.encoding.observation_shape[0]
        if self.private:
            self.tensor[:base] = observation_array(self.encoding, ours, player)
        else:
            self.tensor[:base] = self.encoding.observation_tensor(self._view(ours, player))
        if not self.perfect_recall:
            return
        n = self.players
        scale = float(self.encoding.num_actions)
        values = float(getattr(self.encoding, "private_values", 1) or 1)
        publics = float(getattr(self.encoding, "public_values", 1) or 1)
        actor, action, shown, seen = (self.dict[k] for k in self.dict if k.startswith("history_"))
        history = self._history(state, ours, player)[-HISTORY:]
        for k, (who, index, private, public) in enumerate(history):
            if who >= 0:
                actor[k * n + (who - player) % n] = 1.0
            action[k] = (index + 1) / scale  # 0 for a decision the observer cannot see yet
            if private >= 0:
                shown[k] = (private + 1) / values
            if public >= 0:
                seen[k] = (public + 1) / publics

    def string_from(self, state: SpielState, player: int) -> str:
        key = (self.perfect_recall, self.private, player)
        text = state._strings.get(key)
        if text is None:  # OpenSpiel's solvers ask for the same string many times
            text = state._strings[key] = self._string(state, player)
        return text

    def _string(self, state: SpielState, player: int) -> str:
        ours = state.ours
        if ours is None:
            return ""
        obs = self._view(ours, player)
        if not self.perfect_recall:
            obs = {k: v for k, v in obs.items() if k != "rounds"}
        else:
            obs["history"] = [list(entry[:3]) for entry in self._history(state, ours, player)]
        return json.dumps(obs, sort_keys=True, separators=(",", ":"))


# -- our bots inside OpenSpiel ------------------------------------------------------------


class AgentBot(pyspiel.Bot):  # type: ignore[misc]
    """One of our agents (``make_agent`` spec) as a ``pyspiel.Bot`` for OpenSpiel games here.

    It sees only ``observation(seat)``, as everywhere in the project. An action
    the fixed action space does not list (a Corsairs crew of the bot's own making)
    plays as the listed one the encoding's ``index_of`` picks.
    """

    def __init__(self, agent: Agent, seat: int) -> None:
        super().__init__()
        self.agent = agent
        self.seat = seat

    def step(self, state: SpielState) -> int:
        ours = state.ours
        if ours is None or ours.current_player != self.seat:
            raise ValueError("AgentBot.step needs a state where its seat is to act")
        action = self.agent.choose(ours.observation(self.seat), ours.legal_actions())
        index: int = state.get_game().encoding.index_of(ours, action)
        return index

    def restart_at(self, state: SpielState) -> None:
        pass

    def inform_action(self, state: SpielState, player_id: int, action: int) -> None:
        pass


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


def load(name: str = "corsairs", players: int = 4, chance: str = "seed", **rules: Any) -> SpielGame:
    """``pyspiel.load_game("python_<name>", …)`` with keyword rules, typed.

    ``chance`` is the game parameter (``"seed"`` or ``"cards"``), not a rule option.
    """
    game_class(name)  # BadOption naming our games (OpenSpiel's error lists its hundred)
    params: dict[str, Any] = {"players": players, "chance": chance}
    if rules:
        params["rules"] = rules_text(rules)
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
