"""A conformance kit for games of the protocol: ``check_game(game)``.

The checks the project's own suite runs on every game, packaged so that a
third-party game can prove itself the way PettingZoo's ``api_test`` lets an
environment do: random seeded games are played and, at every step,

* **legal/apply agreement**: every listed action applies (as an object and as
  its notation) and ``is_legal`` says so, and none is listed twice;
  ``is_legal(x)`` is True exactly when ``apply(x)`` succeeds; a refused action
  (bad text, or an action object listed elsewhere but not legal here) changes
  nothing;
* **turns**: ``current_player`` is a seat while the game runs and None once it
  is over (with no legal action left); an observation that names
  ``current_player`` or ``seat`` names the state's and the seat asked; the seat
  to act can tell its legal actions from its observation (a determinized state
  lists the same ones);
* **results**: ``winners()`` are distinct seats, empty until the end;
  ``returns()`` are the win shares (1/k to each of k winners, else 0) and lie in
  [0, 1];
* **public fields**: the observation keys the game declares public
  (``Game.public_keys``) are the same in every seat's view and the spectator's, so
  they carry nothing one seat alone knows;
* **information**: a game that declares perfect information (``Game.information``)
  shows every seat the same observation (apart from its ``seat`` key) at every
  position; one that declares imperfect information shows two seats different ones
  somewhere along the lines checked;
* **JSON-safe observations**: every seat's and the spectator's survive a JSON
  round trip unchanged;
* **notation round trip**: ``game.parse_action(str(a)) == a``;
* **clone independence**: playing on a clone leaves the original as it was;
* **a bot's own views**: changing an observation or the legal list (every list and
  dict in it emptied) changes nothing of the state, nor what it shows next;
* **save round trip**: ``state_from_dict(json(to_dict()))`` saves the same;
* **determinism**: the same seed and actions give the same states, also in another
  Python process (``processes=True``, the default: a child process with another
  ``PYTHONHASHSEED`` plays the same seeded lines, and every observation and legal
  list along them must be the same, as records, arena workers and simulations assume;
  iterating a set of strings in a deal is the usual culprit). A game the child cannot
  rebuild (its class defined in a function or in ``__main__``, or not picklable) is
  reported ``processes_skipped: 1`` with a :class:`ConformanceWarning`;
* **observation secrecy**: a state with the hidden cards dealt again
  (``game.determinize`` of a seat's observation) looks the same to that seat.
  A game without ``determinize`` cannot be checked for leaks: the result says
  ``secrecy_skipped: 1`` and a :class:`ConformanceWarning` is issued;
* **audit**: ``state.audit()`` is empty and every game ends;
* **encoding** (``encoding=True``, for games with ``Game.encoding()``): the legal
  indices (the adapters' action mask) are sorted, distinct and exactly the indices
  ``index_action`` accepts, each giving a legal action; every legal action's
  ``index_of`` is among them and gives that action back (so an adapter plays the move a
  bot chose); each seat's tensor has the declared shape (the
  segments' sum) and finite values in [0, 1].

Each seed's line (moves drawn by ``random.Random(seed)``) is checked from start to end;
rules that act only late (a last round, the game's end) are reached by few lines, so more
lines are played unchecked and the ends of those that show most that is new are checked
too (``late_lines``). Breaks name the move counted from 1, as the arena, ``corsairs
replay`` and ``check_agent`` do; ``line_position`` rebuilds the position named.

``check_agent`` is the bots' kit (``corsairs.agents.conformance``): legal moves, no
memory between moves, the same seed the same decisions.

``reference_counts`` gives legal-action counts along fixed seeded lines, in the
spirit of chess's perft: regression anchors that change when and only when the
rules or the listing change.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import pickle
import random
import subprocess
import sys
import warnings
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from corsairs.protocol import (
    BadOption,
    CorsairsError,
    Encoding,
    Game,
    IllegalAction,
    Information,
    State,
)

__all__ = [
    "ConformanceError",
    "ConformanceWarning",
    "check_agent",
    "check_game",
    "line_position",
    "reference_counts",
]

POOL = 64
"""Distinct actions kept from earlier listings, to probe refusals of action objects."""


Fail = Callable[..., "ConformanceError"]
"""Makes the break of a check at a move: ``fail(check, move, detail, end=False)``."""


class ConformanceError(AssertionError):
    """A game (or a bot: :func:`check_agent`) broke a protocol rule; the message names
    the check, seed and move."""


class ConformanceWarning(UserWarning):
    """A check the kit could not run on this game (e.g. secrecy without determinize)."""


def check_agent(
    spec: str,
    game: Game,
    seeds: Iterable[int] = (0, 1, 2),
    max_moves: int = 5_000,
    move_limit: float | None = 60,  # guard.MOVE_LIMIT, which imports this module
) -> dict[str, float]:
    """The bots' kit: ``corsairs.agents.conformance.check_agent`` (legal moves in time, no
    memory between moves, the same seed the same decisions), here beside ``check_game``."""
    from corsairs.agents.conformance import check_agent as check  # agents import this module

    return check(spec, game, _seed_list("check_agent", seeds), max_moves, move_limit)


def _fail(
    check: str, seed: int, move: int, detail: str, *, line: int | None = None, end: bool = False
) -> ConformanceError:
    """The break as every message of the kit names it: the check, the seed, the late line if
    any, and the move counted from 1 (as the arena, ``corsairs replay`` and ``check_agent``
    count them): ``move N`` is the position where the N-th move is to be made, ``after move
    N`` the finished game after N moves. :func:`line_position` rebuilds either."""
    late = "" if line is None else f", late line {line}"
    where = f"after move {move}" if end else f"move {move}"
    return ConformanceError(f"{check} (seed {seed}{late}, {where}): {detail}")


def _a_game(kit: str, game: Any) -> None:
    """Refuse a game's name (or anything else) where a game object is wanted, saying how."""
    if isinstance(game, str) or not callable(getattr(game, "new_state", None)):
        name = game if isinstance(game, str) else "corsairs"
        raise BadOption(
            f"{kit} takes a game, such as corsairs.load_game({name!r}, players=3), not {game!r}"
        )


def _seed_list(kit: str, seeds: Any) -> tuple[int, ...]:
    """The seeds, read once: a generator was used up by the first pass (the check in
    another process then compared no move); one number is refused saying how."""
    if isinstance(seeds, int | str) or not isinstance(seeds, Iterable):
        raise BadOption(
            f"{kit} takes several seeds, such as seeds=(0, 1, 2) or seeds=range(5), not {seeds!r}"
        )
    return tuple(seeds)


def _applies(state: State, action: Any) -> bool:
    twin = state.clone()
    try:
        twin.apply(action)
    except IllegalAction:
        return False
    return True


def _saved(state: State) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def _line_rng(seed: int, late_line: int | None) -> random.Random:
    """The generator that picks a line's moves: ``random.Random(seed)`` for the seed's line
    (the one ``reference_counts`` walks), ``random.Random(f"late:{seed}:{i}")`` for late line
    ``i``."""
    return random.Random(seed if late_line is None else f"late:{seed}:{late_line}")


def line_position(game: Game, seed: int, move: int, late_line: int | None = None) -> State:
    """The position a :class:`ConformanceError` names: ``move N`` of the seed's line (or of
    late line ``late_line``) is the state where the N-th move is to be made, ``after move
    N`` the state ``line_position(game, seed, N + 1)`` (the game over). Each move of a line
    is ``legal[rng.randrange(len(legal))]`` with :func:`_line_rng`'s generator."""
    rng = _line_rng(seed, late_line)
    state = game.new_state(seed=seed)
    for _ in range(move - 1):
        if state.is_over():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def _late_line(game: Game, seed: int, late_line: int, max_moves: int) -> tuple[list[Any], State]:
    """Late line ``late_line``'s moves, played without checks (cheap), and its end."""
    rng = _line_rng(seed, late_line)
    state = game.new_state(seed=seed)
    played: list[Any] = []
    while not state.is_over():
        if len(played) >= max_moves:
            raise _fail(
                "game ends", seed, max_moves, f"no end after {max_moves} moves", line=late_line
            )
        legal = state.legal_actions()
        played.append(legal[rng.randrange(len(legal))])
        state.apply(played[-1])
    return played, state


def _shows(state: State) -> set[tuple[str, str]]:
    """What a position shows everyone, as the late lines are chosen by it: each top-level
    field of the spectator's view that is a number, text, true/false or null, with its value
    (a round's number, a last round's flag, how the game ended, a phase)."""
    view = state.observation(None)
    return {
        (key, json.dumps(value))
        for key, value in view.items()
        if value is None or isinstance(value, bool | int | float | str)
    }


class _Position:
    """The checks of one position of a running game, and what they share along a line."""

    def __init__(
        self,
        game: Game,
        enc: Encoding | None,
        counts: dict[str, int],
        secrecy_every: int,
        seed: int,
        line: int | None = None,
    ) -> None:
        self.game, self.enc, self.counts = game, enc, counts
        self.secrecy_every, self.seed, self.line = secrecy_every, seed, line
        tag = "" if line is None else f":late:{line}"
        self.probes = random.Random(f"probes:{seed}{tag}")
        self.worlds = random.Random(f"secrecy:{seed}{tag}")  # not the line's: see line_position
        self.pool: dict[Any, None] = {}
        self.shown: set[tuple[str, str]] = set()

    def fail(self, check: str, move: int, detail: str, end: bool = False) -> ConformanceError:
        return _fail(check, self.seed, move, detail, line=self.line, end=end)

    def check(self, state: State, move: int, sweep: bool) -> list[Any]:
        """Every check of the position where move ``move`` (from 1) is to be made; its legal
        actions. ``sweep``: the costly ones too (secrecy, the bot's own views, all indices)."""
        game, counts, fail = self.game, self.counts, self.fail
        self.shown |= _shows(state)
        problems = state.audit()
        if problems:
            raise fail("audit", move, "; ".join(problems))
        legal = state.legal_actions()
        if not legal:
            raise fail("legal actions", move, "a running game lists no action")
        if len(set(legal)) != len(legal):
            raise fail("legal actions", move, "an action is listed twice")
        _check_running(game, state, self.fail, move)
        views = _views(game, state)
        counts["public"] += _check_public(game, views, self.fail, move)
        counts["private"] += _check_information(game, views, self.fail, move)
        for action in legal:
            if game.parse_action(str(action)) != action:
                raise fail("notation", move, f"{action!s} does not parse back")
            if not state.is_legal(action) or not _applies(state, action):
                raise fail("legal/apply", move, f"listed {action!s} does not apply")
            if not state.is_legal(str(action)) or not _applies(state, str(action)):
                raise fail("legal/apply", move, f"the text {action!s} does not apply")
            counts["actions"] += 1
        before = _saved(state)
        others = [a for a in self.pool if a not in set(legal)]
        objects = self.probes.sample(others, min(3, len(others)))
        texts = ("", "not an action at all", *(str(a) + " x" for a in legal[:1]))
        for probe in (*texts, *objects):
            _check_refusal(state, probe, before, self.fail, move)
        self.pool.update(dict.fromkeys(legal))
        while len(self.pool) > POOL:
            del self.pool[next(iter(self.pool))]
        twin = state.clone()
        twin.apply(legal[-1])
        if _saved(state) != before:
            raise fail("clone", move, "playing on a clone changed the original")
        data = json.loads(json.dumps(state.to_dict()))
        try:
            restored = game.state_from_dict(data)
        except CorsairsError as exc:
            raise fail("save", move, f"its own save is refused: {exc}") from None
        if _saved(restored) != before:
            raise fail("save", move, "a restored save differs")
        if sweep:
            _check_own_views(game, state, before, self.fail, move)
            checked = _check_secrecy(game, state, self.fail, move, self.worlds)
            counts["secrecy"] += checked
            if checked < 0:
                counts["secrecy_skipped"] = 1
        if self.enc is not None:
            counts["encoding"] += _check_encoding(self.enc, state, self.fail, move, sweep)
        return legal

    def check_over(self, state: State, moves: int) -> None:
        """The finished game after ``moves`` moves."""
        self.shown |= _shows(state)
        _check_over(self.game, state, self.fail, moves)
        views = _views(self.game, state)
        self.counts["public"] += _check_public(self.game, views, self.fail, moves, end=True)
        self.counts["private"] += _check_information(self.game, views, self.fail, moves, True)


def check_game(
    game: Game,
    seeds: Iterable[int] = (0, 1, 2),
    max_moves: int = 5_000,
    secrecy_every: int = 7,
    encoding: bool = False,
    processes: bool = True,
    late_lines: int = 16,
    late_checked: int = 2,
    late_moves: int = 4,
) -> dict[str, int]:
    """Run every check on random games of ``game``; raise ConformanceError on the first break.

    Returns counts of what was checked (states, actions, secrecy checks, positions whose
    public keys were compared, ``private``: positions where a seat saw what another did
    not, encoding checks, ``late`` positions), so a caller can see the kit did real work.
    A game that declares perfect information (``Game.information``) breaks at the first
    position where two seats see different things; one that declares imperfect information
    breaks once every line is checked if no position showed two seats different things.
    ``secrecy_every`` spaces out the determinization checks and the encoding's full index
    sweeps (the expensive ones); a game that does not implement
    ``determinize`` skips the secrecy checks, which the result reports
    (``secrecy_skipped``) and a :class:`ConformanceWarning` says. ``encoding=True`` also
    checks ``game.encoding()``. ``processes=True`` replays the seeds' random lines in
    another Python process (one child, about a second) and compares what every seat sees
    (``processes``: the moves compared; ``processes_skipped``: 1 when the child could not
    rebuild the game, with a warning saying why).

    Each seed's line is checked from its first move to its end. Rules that act only late
    (the last round, the game's end, a house rule such as ``last_round_at`` or a turn
    limit) are reached by few random lines, so ``late_lines`` more lines per seed are
    played without checks (cheap), and the ``late_checked`` of them whose ends show the
    most that no checked position showed (a value of a number, text or true/false field of
    the spectator's view: a later round, a last round, another way of ending) are checked
    over their last ``late_moves`` positions (the costly checks at the first) and their
    end (``late``: the positions). A break is named by its seed, its late line if any, and
    its move counted from 1 (:func:`line_position` rebuilds the position).
    """
    _a_game("check_game", game)
    seeds = _seed_list("check_game", seeds)
    counts = {"games": 0, "states": 0, "actions": 0, "secrecy": 0, "secrecy_skipped": 0}
    counts["public"] = 0
    counts["private"] = 0
    counts["late"] = 0
    information = _declared_information(game)
    enc = _checked_encoding(game) if encoding else None
    if enc is not None:
        counts["encoding"] = 0
    shown: set[tuple[str, str]] = set()  # what the checked positions showed, for late lines
    for seed in seeds:
        rng = _line_rng(seed, None)
        position = _Position(game, enc, counts, secrecy_every, seed)
        state = game.new_state(seed=seed)
        replay = game.new_state(seed=seed)
        if _saved(state) != _saved(replay):
            raise _fail("determinism", seed, 1, "the same seed gave different states")
        played = 0
        while not state.is_over():
            if played >= max_moves:
                raise _fail("game ends", seed, played, f"no end after {max_moves} moves")
            sweep = bool(secrecy_every) and played % secrecy_every == 0
            legal = position.check(state, played + 1, sweep)
            action = legal[rng.randrange(len(legal))]
            state.apply(action)
            replay.apply(action)
            played += 1
            if _saved(state) != _saved(replay):
                raise _fail("determinism", seed, played, f"{action!s} played twice differs")
            counts["states"] += 1
        position.check_over(state, played)
        counts["games"] += 1
        shown |= position.shown
        counts["late"] += _check_late_lines(
            game,
            enc,
            counts,
            secrecy_every,
            seed,
            max_moves,
            (late_lines, late_checked, late_moves),
            shown,
        )
    counts["secrecy"] = max(0, counts["secrecy"])
    if information is Information.IMPERFECT and not counts["private"]:
        raise ConformanceError(
            "information: the game declares imperfect information (Game.information), but "
            f"every seat saw the same observation at all {counts['states'] + counts['games']} "
            "positions checked; a game where no seat sees what another does not declares "
            "information = Information.PERFECT"
        )
    if processes:
        counts.update(_check_processes(game, seeds, max_moves))
    if counts["secrecy_skipped"]:
        warnings.warn(
            f"{game.name}: no determinize, so observation secrecy (hidden information "
            "leaking into observations) was not checked",
            ConformanceWarning,
            stacklevel=2,
        )
    return counts


def _check_late_lines(
    game: Game,
    enc: Encoding | None,
    counts: dict[str, int],
    secrecy_every: int,
    seed: int,
    max_moves: int,
    budget: tuple[int, int, int],
    shown: set[tuple[str, str]],
) -> int:
    """``seed``'s late lines: ``lines`` played unchecked; of them the ``checked`` whose ends
    show the most that no checked position showed (``_shows``: a later round, a last round,
    another way of ending), each checked over its last ``moves`` positions (the costly checks
    at the first) and its end. How many positions were checked; ``shown`` grows."""
    lines, checked, moves = budget
    played = [_late_line(game, seed, line, max_moves) for line in range(lines)]
    ends = [_shows(end) for _, end in played]
    done = 0
    chosen: set[int] = set()
    for _ in range(min(checked, lines)):
        line = max(
            (i for i in range(lines) if i not in chosen), key=lambda i: (len(ends[i] - shown), -i)
        )
        chosen.add(line)
        actions = played[line][0]
        position = _Position(game, enc, counts, secrecy_every, seed, line)
        state = game.new_state(seed=seed)
        start = max(0, len(actions) - moves)
        for action in actions[:start]:
            state.apply(action)
        for move, action in enumerate(actions[start:], start):
            position.check(state, move + 1, sweep=bool(secrecy_every) and move == start)
            state.apply(action)
        position.check_over(state, len(actions))
        shown |= position.shown
        done += len(actions) - start
    return done


def _check_refusal(state: State, probe: Any, before: str, fail: Fail, move: int) -> None:
    """``is_legal(probe)`` agrees with ``apply``; a refused probe leaves the state as it was."""
    ok = _applies(state, probe)
    if state.is_legal(probe) != ok:
        raise fail("legal/apply", move, f"is_legal({probe!r}) != apply")
    if not ok:
        with contextlib.suppress(IllegalAction):
            state.apply(probe)
        if _saved(state) != before:
            raise fail("refusal", move, f"refusing {probe!r} changed the state")


def _wreck(value: Any) -> None:
    """Empty every list and dict in ``value``, as a careless bot might."""
    if isinstance(value, dict):
        for item in list(value.values()):
            _wreck(item)
        value.clear()
    elif isinstance(value, list):
        for item in list(value):
            _wreck(item)
        value.clear()


def _check_own_views(game: Game, state: State, before: str, fail: Fail, move: int) -> None:
    """A bot gets ``observation(seat)`` and ``legal_actions()``: changing them (emptying every
    list and dict in them) must change nothing of the state, nor what it shows next."""
    for who in (None, *range(game.players)):
        shown = json.dumps(state.observation(who), sort_keys=True)
        _wreck(state.observation(who))
        if _saved(state) != before or json.dumps(state.observation(who), sort_keys=True) != shown:
            raise fail("observation", move, f"changing observation({who}) changed the state")
    listed = [str(a) for a in state.legal_actions()]
    _wreck(state.legal_actions())
    if [str(a) for a in state.legal_actions()] != listed or _saved(state) != before:
        raise fail("legal actions", move, "changing the legal list changed the state")


def _json_view(state: State, seat: int | None, fail: Fail, move: int) -> dict[str, Any]:
    """``observation(seat)``, which must survive a JSON round trip unchanged."""
    view = state.observation(seat)
    try:
        same = json.loads(json.dumps(view)) == view
    except (TypeError, ValueError) as exc:
        raise fail("observation", move, f"observation({seat}) is not JSON: {exc}") from None
    if not same:
        raise fail("observation", move, f"observation({seat}) changes in a JSON round trip")
    return view


def _check_running(game: Game, state: State, fail: Fail, move: int) -> None:
    """Turn, results and observations of a game still running."""
    n = game.players
    seat = state.current_player
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
        raise fail("turns", move, f"current_player {seat!r} of a running game")
    if state.winners():
        raise fail("results", move, f"winners {state.winners()} before the end")
    if list(state.returns()) != [0.0] * n:
        raise fail("results", move, f"returns {state.returns()} before the end")
    for who in (None, *range(n)):
        view = _json_view(state, who, fail, move)
        if "current_player" in view and view["current_player"] != seat:
            raise fail(
                "turns",
                move,
                f"observation({who}) names player {view['current_player']} "
                f"to act, current_player is {seat}",
            )
        if who is not None and "seat" in view and view["seat"] != who:
            raise fail("observation", move, f"observation({who}) is seat {view['seat']}'s")


def _views(game: Game, state: State) -> dict[int | None, dict[str, Any]]:
    """The spectator's observation (None) and every seat's."""
    return {who: state.observation(who) for who in (None, *range(game.players))}


def _check_public(
    game: Game, views: dict[int | None, dict[str, Any]], fail: Fail, move: int, end: bool = False
) -> int:
    """The keys the game declares public are the same for every seat and the spectator;
    1 if checked, 0 for a game that declares none. ``end``: the finished game."""
    keys = sorted(getattr(game, "public_keys", ()))
    if not keys:
        return 0
    for key in keys:
        shown = {json.dumps(v.get(key), sort_keys=True, default=repr) for v in views.values()}
        if len(shown) > 1:
            raise fail("public", move, f"the public key {key!r} differs between seats", end)
    return 1


def _declared_information(game: Game) -> Information:
    """``game.information``: PERFECT or IMPERFECT (the protocol's default), else refused."""
    declared = getattr(game, "information", Information.IMPERFECT)
    if not isinstance(declared, Information):
        raise ConformanceError(
            "information: Game.information is Information.PERFECT or Information.IMPERFECT, "
            f"not {declared!r}"
        )
    return declared


def _check_information(
    game: Game, views: dict[int | None, dict[str, Any]], fail: Fail, move: int, end: bool = False
) -> int:
    """1 if a seat sees what another does not here (their observations differ apart from
    ``seat``), else 0; a break where a game that declares perfect information does so."""
    first, *others = (
        {key: value for key, value in views[seat].items() if key != "seat"}
        for seat in range(game.players)
    )
    for seat, view in enumerate(others, start=1):
        if view == first:
            continue
        if _declared_information(game) is Information.PERFECT:
            key = min(k for k in first.keys() | view.keys() if first.get(k) != view.get(k))
            raise fail(
                "information",
                move,
                f"the game declares perfect information (Game.information), but seat {seat} "
                f"sees {key!r} otherwise than seat 0",
                end,
            )
        return 1
    return 0


def _check_over(game: Game, state: State, over: Fail, moves: int) -> None:
    """A finished game after ``moves`` moves: nobody to act, nothing legal, returns the
    winners' shares."""

    def fail(check: str, move: int, detail: str) -> ConformanceError:
        return over(check, move, detail, True)

    n = game.players
    move = moves
    if state.current_player is not None or state.legal_actions():
        raise fail("turns", move, "a finished game still has a player or legal actions")
    win = state.winners()
    if len(set(win)) != len(win) or not all(isinstance(s, int) and 0 <= s < n for s in win):
        raise fail("results", move, f"winners {win} are not distinct seats")
    got = list(state.returns())
    want = [1.0 / len(win) if s in win else 0.0 for s in range(n)]
    if len(got) != n or any(not 0.0 <= r <= 1.0 for r in got):
        raise fail("results", move, f"returns {got} are not n shares in [0, 1]")
    if any(abs(a - b) > 1e-9 for a, b in zip(got, want, strict=True)):
        raise fail("results", move, f"returns {got} are not the shares of winners {win}")
    for who in (None, *range(n)):
        _json_view(state, who, fail, move)


def _check_secrecy(game: Game, state: State, fail: Fail, move: int, rng: random.Random) -> int:
    """Determinized worlds look the same to each seat; -1 if the game cannot determinize."""
    checked = 0
    for seat in range(game.players):
        view = state.observation(seat)
        try:
            other = game.determinize(view, random.Random(rng.random()))
        except NotImplementedError:
            return -1
        seen = json.dumps(other.observation(seat), sort_keys=True)
        if seen != json.dumps(view, sort_keys=True):
            raise fail("secrecy", move, f"seat {seat} can tell its hidden cards were dealt again")
        if seat == state.current_player and (
            other.current_player != seat or set(other.legal_actions()) != set(state.legal_actions())
        ):
            raise fail(
                "turns",
                move,
                f"seat {seat} to act cannot tell its legal actions from "
                "its observation (a determinized state lists others)",
            )
        checked += 1
    return checked


def _checked_encoding(game: Game) -> Encoding:
    """The game's encoding, its declared shape the sum of its segments."""
    enc = game.encoding()
    size = math.prod(enc.observation_shape)
    if sum(n for _, n in enc.segments) != size:
        raise ConformanceError(f"encoding: its segments do not add up to the shape {size}")
    return enc


def _check_encoding(enc: Encoding, state: State, fail: Fail, move: int, sweep: bool) -> int:
    """Mask (legal indices) against ``index_action``, and every seat's tensor; 1."""
    indices = enc.legal_indices(state)
    if indices != sorted(set(indices)) or not all(0 <= i < enc.num_actions for i in indices):
        raise fail("encoding", move, f"legal indices {indices} are not sorted distinct")
    for i in indices:
        try:
            action = enc.index_action(state, i)
        except IllegalAction as exc:
            raise fail("encoding", move, f"listed index {i} is refused: {exc}") from None
        if not state.is_legal(action):
            raise fail("encoding", move, f"index {i} gives {action!s}, not legal")
    listed = set(indices)
    for action in state.legal_actions():
        index = enc.index_of(state, action)
        if index not in listed:
            raise fail("encoding", move, f"index_of({action!s}) is not a legal index")
        back = enc.index_action(state, index)
        if back != action:
            raise fail("encoding", move, f"index_of({action!s}) is {index}, which plays {back!s}")
    if sweep:
        for i in range(enc.num_actions):
            if i not in listed and _index_applies(enc, state, i):
                raise fail("encoding", move, f"index {i} applies but is not listed")
    size = math.prod(enc.observation_shape)
    for seat in range(state.game.players):
        tensor = enc.observation_tensor(state.observation(seat))
        if len(tensor) != size:
            raise fail("encoding", move, f"seat {seat}'s tensor has {len(tensor)} values")
        if not all(math.isfinite(v) and 0.0 <= v <= 1.0 for v in tensor):
            raise fail("encoding", move, f"seat {seat}'s tensor leaves [0, 1]")
    return 1


def _index_applies(enc: Encoding, state: State, index: int) -> bool:
    try:
        enc.index_action(state, index)
    except IllegalAction:
        return False
    return True


def _trace(game: Game, seed: int, max_moves: int) -> list[str]:
    """One digest per position along ``seed``'s random line: the legal actions' notation
    and what every seat and the spectator see; the same in every process for a game whose
    seed fixes its shuffles."""
    rng = _line_rng(seed, None)  # the seed's line, which line_position rebuilds
    state = game.new_state(seed=seed)
    seats: list[int | None] = [None, *range(game.players)]
    out: list[str] = []
    while True:
        legal = state.legal_actions()
        seen = [[str(a) for a in legal], [state.observation(s) for s in seats]]
        text = json.dumps(seen, sort_keys=True, default=repr)
        out.append(hashlib.sha256(text.encode()).hexdigest()[:16])
        if state.is_over() or not legal or len(out) > max_moves:
            return out
        state.apply(legal[rng.randrange(len(legal))])


def _trace_child() -> None:
    """The child's side of ``_check_processes``: a pickled (game, seeds, moves) on standard
    input, the traces (or why the game could not be rebuilt) as JSON on standard output."""
    try:
        game, seeds, max_moves = pickle.loads(sys.stdin.buffer.read())
    except Exception as exc:
        print(json.dumps({"skip": f"{type(exc).__name__}: {exc}"}))
        return
    print(json.dumps({"traces": [_trace(game, seed, max_moves) for seed in seeds]}))


def _other_hash_seed() -> str:
    """A ``PYTHONHASHSEED`` that hashes strings otherwise than this process does."""
    mine = os.environ.get("PYTHONHASHSEED", "random")
    return str((int(mine) + 1) % 2**32) if mine.isdigit() else "0"


def _check_processes(game: Game, seeds: Sequence[int], max_moves: int) -> dict[str, int]:
    """The seeds' lines played here and in a child process with another string hash seed
    must show every seat the same; a game the child cannot rebuild is reported skipped."""
    try:
        sent = pickle.dumps((game, list(seeds), max_moves))
    except Exception as exc:
        return _processes_skipped(game, f"it does not pickle ({type(exc).__name__}: {exc})")
    paths = [os.getcwd() if p == "" else p for p in sys.path]
    env = {**os.environ, "PYTHONHASHSEED": _other_hash_seed(), "PYTHONPATH": os.pathsep.join(paths)}
    code = "from corsairs.testing import _trace_child; _trace_child()"
    done = subprocess.run(
        [sys.executable, "-c", code], input=sent, capture_output=True, env=env, check=False
    )
    try:
        said = json.loads(done.stdout.decode().strip().splitlines()[-1])
    except (IndexError, ValueError):
        err = done.stderr.decode().strip().splitlines()
        return _processes_skipped(game, f"the child process failed: {err[-1] if err else '?'}")
    if "skip" in said:
        return _processes_skipped(game, f"another process cannot rebuild it ({said['skip']})")
    moves = 0
    for seed, theirs in zip(seeds, said["traces"], strict=True):
        ours = _trace(game, seed, max_moves)
        for move, (a, b) in enumerate(zip(ours, theirs, strict=False), start=1):
            if a != b:
                raise _fail(
                    "determinism across processes",
                    seed,
                    move,
                    f"a Python process with PYTHONHASHSEED={env['PYTHONHASHSEED']} shows the "
                    "seats another position or other legal actions along the same seeded "
                    "line (does the game iterate a set, or hash() strings?)",
                )
        if len(ours) != len(theirs):
            raise _fail(
                "determinism across processes",
                seed,
                min(len(ours), len(theirs)),
                "the game ends at another move in another Python process",
            )
        moves += len(ours)
    return {"processes": moves, "processes_skipped": 0}


def _processes_skipped(game: Game, why: str) -> dict[str, int]:
    warnings.warn(
        f"{game.name}: determinism across processes was not checked: {why}; define the "
        "game's classes at the top level of an importable module",
        ConformanceWarning,
        stacklevel=4,
    )
    return {"processes": 0, "processes_skipped": 1}


def reference_counts(game: Game, seed: int, moves: int = 60) -> list[int]:
    """Legal-action counts along the line ``random.Random(seed)`` picks from ``new_state(seed)``
    (``check_game``'s line for that seed: its ``move N`` is the N-th count's position).

    Like chess's perft numbers: a fixed function of the rules and the listing,
    stored in tests as regression anchors.
    """
    rng = random.Random(seed)
    state = game.new_state(seed=seed)
    out: list[int] = []
    while not state.is_over() and len(out) < moves:
        legal = state.legal_actions()
        out.append(len(legal))
        state.apply(legal[rng.randrange(len(legal))])
    return out
