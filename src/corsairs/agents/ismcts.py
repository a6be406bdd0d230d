"""Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).

Single-observer ISMCTS: every iteration samples a full state consistent with
what the seat has seen (``game.determinize``), walks one shared tree keyed by
actions, restricted to the actions legal in that sample, and scores children
by UCB with availability counts. Back-ups carry one value per seat, so each
seat's node is judged by that seat's own result and the search works for any
number of players.

A game may help through ``SEARCH_HOOKS``, a dict in its ``bots`` module, with
any of: ``rollout_policy(state, rng) -> action`` (a cheap greedy move),
``rollout_done(start, state) -> bool`` (where a rollout stops, e.g. at the end
of a Corsairs round, beyond which a sample says little), ``evaluate(state) ->
[value per seat]`` there, ``refine(state, seat, rng)`` (make a sample more
plausible in place, e.g. opponents' hands that have been improved), and
``candidates(state, legal) -> actions`` (the moves worth searching; a small
budget spread over many near-equal moves learns nothing), and
``sampler(game, observation) -> (rng -> state)`` (``game.determinize`` with
the observation read once per move, drawing from ``rng`` exactly alike), and
``root_fixed: True`` (the searching seat's legal moves and candidates depend
only on what it sees, so the root's list is computed once per move), and
``outcome(state, action, seat) -> key or None`` (what the searching seat will
see come of ``action`` in this sample, e.g. the card a draw turns face up: the
tree then keeps the moves after each outcome apart, as a player decides after
seeing the card, instead of one node for whatever the draw brought). Missing
hooks mean uniformly random rollouts to the end of the game, valued by
``state.returns()``. Everything else goes through the protocol.
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from corsairs.agents import option_words as words
from corsairs.agents.base import Agent
from corsairs.protocol import Game, State

Policy = Callable[[State, random.Random], Any]
Done = Callable[[State, State], bool]
Value = Callable[[State], list[float]]
Refine = Callable[[State, int, random.Random], None]
Prune = Callable[[State, list[Any]], list[Any]]
Sampler = Callable[[Game, dict[str, Any]], Callable[[random.Random], State]]
Outcome = Callable[[State, Any, int], Any]


class Node:
    """Statistics of one action in the tree, from the view of the seat that took it."""

    __slots__ = ("after", "avail", "children", "player", "value", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 1
        self.value = 0.0
        self.after: dict[Any, Node] | None = None

    def beyond(self, outcome: Any) -> Node:
        """The node whose children are the moves after ``outcome`` of this action."""
        if outcome is None:
            return self
        after = self.after
        if after is None:
            after = self.after = {}
        node = after.get(outcome)
        if node is None:
            node = after[outcome] = Node(self.player)
        return node


def _random_policy(state: State, rng: random.Random) -> Any:
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def _to_the_end(start: State, state: State) -> bool:
    return state.is_over()


def _returns(state: State) -> list[float]:
    return state.returns()


def _as_is(state: State, seat: int, rng: random.Random) -> None:
    return None


def _all(state: State, legal: list[Any]) -> list[Any]:
    return legal


def _unseen(state: State, action: Any, seat: int) -> Any:
    return None


def _game_hooks(game: Game) -> dict[str, Any]:
    package = type(game).__module__.rpartition(".")[0]
    module = None
    if package:
        try:
            module = importlib.import_module(package + ".bots")
        except ModuleNotFoundError as exc:
            # Only a game without a bots module has no hooks; a broken one must fail
            # loudly, not silently downgrade the search to random rollouts.
            if exc.name != package + ".bots":
                raise
    return getattr(module, "SEARCH_HOOKS", None) or {}


def sampler_hook(game: Game) -> Sampler:
    """The game's ``sampler`` hook, or one that calls ``game.determinize`` every time."""
    hook: Sampler | None = _game_hooks(game).get("sampler")
    if hook is not None:
        return hook

    def per_sample(g: Game, observation: dict[str, Any]) -> Callable[[random.Random], State]:
        return lambda rng: g.determinize(observation, rng)

    return per_sample


def search_hooks(game: Game) -> tuple[Policy, Done, Value, Refine, Prune, bool]:
    """The game's search hooks, with generic stand-ins; the flag says if a policy was given."""
    hooks = _game_hooks(game)
    return (
        hooks.get("rollout_policy", _random_policy),
        hooks.get("rollout_done", _to_the_end),
        hooks.get("evaluate", _returns),
        hooks.get("refine", _as_is),
        hooks.get("candidates", _all),
        "rollout_policy" in hooks,
    )


class ISMCTSAgent(Agent):
    """ISMCTS with budgets ``iterations`` and/or ``time`` (seconds).

    ``c`` is the UCB exploration constant; ``rollout`` is ``"policy"`` (the
    game's greedy hook, the default) or ``"random"``; ``max_rollout`` caps a
    rollout's moves, after which the game's value hook judges the position.
    ``opponents`` is ``"tree"`` (other seats choose by UCB on their own values,
    plain SO-ISMCTS) or ``"policy"`` (they play the game's rollout policy with
    the hand each sample deals them, since SO-ISMCTS makes them choose without
    regard to their own cards); ``"auto"`` takes the policy when the game has one.
    ``paired`` plays every root candidate from each sample (common random
    numbers, flat Monte Carlo at the root): the candidates are compared on the
    same deals, so a difference of a few points in win chance shows through the
    luck of the draw that separate samples would add to it; the rollout policy
    plays every later move. With only ``iterations`` (rollouts, in either mode)
    the same seed gives the same moves; a ``time`` budget depends on the
    machine's speed.
    """

    thinks = True

    name = "ismcts"

    def __init__(
        self,
        game: Game,
        seed: int | None = None,
        iterations: int | None = None,
        time: float | None = None,
        c: float = 0.25,
        rollout: str = "policy",
        max_rollout: int = 400,
        opponents: str = "auto",
        stop_early: bool = True,
        paired: bool = False,
        outcomes: bool = False,
    ) -> None:
        super().__init__(game, seed)
        if iterations is None and time is None:
            iterations = DEFAULT_ITERATIONS
        if iterations is not None and (
            not isinstance(iterations, int) or isinstance(iterations, bool) or iterations < 1
        ):
            raise ValueError(words.whole("iterations", 1))
        if time is not None and (not isinstance(time, int | float) or time <= 0):
            raise ValueError(words.seconds("time"))
        if not isinstance(c, int | float) or c < 0:
            raise ValueError(words.positive("c"))
        if rollout not in ("policy", "random"):
            raise ValueError(words.choice("rollout", ("policy", "random")))
        if not isinstance(max_rollout, int) or max_rollout < 1:
            raise ValueError(words.whole("max_rollout", 1))
        if opponents not in ("auto", "policy", "tree"):
            raise ValueError(words.choice("opponents", ("auto", "policy", "tree")))
        if not isinstance(stop_early, bool):
            raise ValueError(words.flag("stop_early"))
        if not isinstance(paired, bool):
            raise ValueError(words.flag("paired"))
        if not isinstance(outcomes, bool):
            raise ValueError(words.flag("outcomes"))
        self.iterations = iterations
        self.time = None if time is None else float(time)
        self.c = float(c)
        self.rollout = rollout
        self.max_rollout = max_rollout
        policy, done, value, refine, prune, hooked = search_hooks(game)
        if rollout == "random":
            policy = _random_policy
        self._policy, self._done, self._value, self._refine = policy, done, value, refine
        self._prune = prune
        self._sampler = sampler_hook(game)
        hook: Outcome | None = _game_hooks(game).get("outcome")
        self.outcomes = outcomes
        self._outcome: Outcome = hook if outcomes and hook is not None else _unseen
        self._root_fixed = bool(_game_hooks(game).get("root_fixed", False))
        if opponents == "auto":
            opponents = "policy" if hooked and rollout == "policy" else "tree"
        self.opponents = opponents
        self.stop_early = stop_early
        self.paired = paired
        self._hooked = hooked
        self.last_iterations = 0
        self.last_root: Node | None = None

    @property
    def spec(self) -> str:
        parts = []
        if self.iterations is not None:
            parts.append(f"iterations={self.iterations}")
        if self.time is not None:
            parts.append(f"time={self.time}")
        parts.append(f"c={self.c}")
        if self.rollout != "policy":
            parts.append(f"rollout={self.rollout}")
        if not self.stop_early:
            parts.append("stop_early=false")
        if self.paired:
            parts.append("paired=true")
        if self.outcomes:
            parts.append("outcomes=true")
        return "ismcts:" + ",".join(parts)

    def choose(self, observation: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        rng = self.rng
        game = self.game
        seat = observation["seat"]
        refine = self._refine
        prune = self._prune
        by_policy = self.opponents == "policy"
        sample = self._sampler(game, observation)
        start = sample(rng)
        refine(start, seat, rng)
        only = prune(start, list(legal_actions))
        if len(only) == 1 and only[0] in legal_actions:
            return only[0]  # the game's hook leaves nothing to search
        if self.paired:
            return self._paired(start, sample, seat, only, legal_actions)
        root = Node(-1)
        # The root's moves are the seat's own: the same in every sample when the game says so.
        root_legal = only if self._root_fixed else None
        deadline = None if self.time is None else time.perf_counter() + self.time
        budget = self.iterations
        done, policy = self._done, self._policy
        outcome = self._outcome
        c = self.c
        sqrt, log = math.sqrt, math.log
        # The hook's own candidates count too: a game may search moves it accepts
        # beyond the listed ones (Corsairs: a lay-down with fewer attachments).
        legal_set = set(legal_actions) | set(only)
        n = 0
        # An iteration budget stops once the move it would pick can no longer change.
        check = _CHECK_EVERY if budget is not None and self.stop_early else 0
        total = budget or 0
        while True:
            if budget is not None and n >= budget:
                break
            if check and n % check == 0 and n and _settled(root, legal_set, total - n):
                break
            if deadline is not None and n > 0 and time.perf_counter() >= deadline:
                break
            n += 1
            if n == 1:
                state = start.clone()
            else:
                state = sample(rng)
                refine(state, seat, rng)
            node = root
            path = [root]
            # Selection and expansion, within the sample's horizon.
            while not done(start, state):
                p = state.current_player
                children = node.children
                if by_policy and p != seat:
                    # Opponents move as the policy would with the hand this sample gives
                    # them: a tree node keyed only by action would let them play blind.
                    a = policy(state, rng)
                    child = children.get(a)
                    seen = outcome(state, a, seat)
                    state.apply(a)
                    if child is None:
                        child = children[a] = Node(p if p is not None else -1)
                        path.append(child)
                        break
                    node = child.beyond(seen)
                    path.append(child)
                    continue
                if node is root and root_legal is not None:
                    legal = root_legal
                else:
                    legal = prune(state, state.legal_actions())
                untried = []
                best = None
                best_score = -1.0
                for a in legal:
                    child = children.get(a)
                    if child is None:
                        untried.append(a)
                        continue
                    child.avail += 1
                    score = child.value / child.visits + c * sqrt(log(child.avail) / child.visits)
                    if score > best_score:
                        best_score, best = score, a
                if untried:
                    a = self._first_try(state, untried, rng)
                    child = Node(p if p is not None else -1)
                    children[a] = child
                    state.apply(a)
                    path.append(child)
                    break
                assert best is not None
                seen = outcome(state, best, seat)
                state.apply(best)
                child = children[best]
                node = child.beyond(seen)
                path.append(child)
            values = self._roll_out(start, state, rng)
            root.visits += 1
            for nd in path[1:]:
                nd.visits += 1
                if nd.player >= 0:
                    nd.value += values[nd.player]
        self.last_iterations = n
        self.last_root = root
        ranked = [
            (child.visits, child.value / max(1, child.visits), a)
            for a, child in root.children.items()
            if a in legal_set
        ]
        if not ranked:
            return legal_actions[0]
        ranked.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return ranked[0][2]

    def _paired(
        self,
        start: State,
        sample: Callable[[random.Random], State],
        seat: int,
        only: list[Any],
        legal_actions: Sequence[Any],
    ) -> Any:
        """Flat Monte Carlo with common random numbers: each sample plays every candidate."""
        rng = self.rng
        moves = list(only)
        if not moves:
            return legal_actions[0]
        # The policy's own move first: ties go to it, as a small budget should.
        if self._hooked and self.rollout == "policy":
            want = self._policy(start.clone(), random.Random(0))
            if want in moves:
                moves.remove(want)
                moves.insert(0, want)
        k = len(moves)
        if k == 1:
            return moves[0]
        totals = [0.0] * k
        refine = self._refine
        deadline = None if self.time is None else time.perf_counter() + self.time
        budget = self.iterations
        samples = None if budget is None else max(1, budget // k)
        fixed = self._root_fixed
        n = used = 0
        while True:
            if samples is not None and n >= samples:
                break
            if deadline is not None and n > 0 and time.perf_counter() >= deadline:
                break
            if samples is not None and self.stop_early and n and n % _CHECK_EVERY == 0:
                # Each sample moves a difference of totals by at most 1 (values in [0, 1]).
                ranked = sorted(totals, reverse=True)
                if ranked[0] - ranked[1] > samples - n:
                    break
            n += 1
            if n == 1:
                base = start.clone()  # ``done`` measures from ``start``: keep it as it is
            else:
                base = sample(rng)
                refine(base, seat, rng)
            # One seed per sample, so a rollout policy that draws at random draws alike.
            seed = rng.getrandbits(32)
            if not fixed and not all(base.is_legal(a) for a in moves):
                continue  # a game whose own moves depend on hidden cards: every move or none
            used += 1
            for i, a in enumerate(moves):
                state = base.clone() if i < k - 1 else base
                state.apply(a)
                totals[i] += self._roll_out(start, state, random.Random(seed))[seat]
        self.last_iterations = used * k
        root = Node(-1)
        for a, t in zip(moves, totals, strict=True):
            child = root.children[a] = Node(seat)
            child.visits, child.value = used, t
        self.last_root = root
        best = max(range(k), key=lambda i: (totals[i], -i))
        return moves[best]

    def _roll_out(self, start: State, state: State, rng: random.Random) -> list[float]:
        """Play the rollout policy from ``state`` (in place) to the game's horizon; its value."""
        done, policy, play = self._done, self._policy, state.apply
        steps = 0
        while not done(start, state) and steps < self.max_rollout:
            play(policy(state, rng))
            steps += 1
        return self._value(state)

    def _first_try(self, state: State, untried: list[Any], rng: random.Random) -> Any:
        """Expand the policy's own move first, so a small budget starts from good play."""
        if self._hooked and self.rollout == "policy":
            want = self._policy(state, rng)
            if want in untried:
                return want
        return untried[rng.randrange(len(untried))]


def _settled(root: Node, legal: set[Any], left: int) -> bool:
    """True when the most visited legal move leads every other by more than ``left`` visits.

    The move is chosen by visits, so the rest of the budget could not change it:
    stopping early saves time and picks the same move the full budget would.
    """
    first = second = 0
    for a, child in root.children.items():
        if a not in legal:
            continue
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > left


_CHECK_EVERY = 25
"""Iterations between checks for a settled choice (a check looks at the root's few moves)."""

DEFAULT_ITERATIONS = 1000
"""Moves within one second on the 2-core development machine: CPU mean 0.14 s, max 0.37 s
per Corsairs 2-player decision, 0.23 s / 0.46 s with four players, 0.02 s / 0.55 s in
Piratatak (``python bench/strength.py --move-time``, 2026-11-26). 300 iterations were
about even with the heuristic; 1000 are clearly stronger; 2000 were no stronger."""
