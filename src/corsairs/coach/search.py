"""Flat Monte Carlo over sampled deals: every candidate move's win chance for one seat.

A search tree (``corsairs.agents.ismcts``) spends its budget on the move it
likes, so the move a player actually chose may get a handful of visits and
a value no one should trust. A coach must judge every move it shows with the
same care, so each candidate is played in the *same* sampled deals and rolled
out with the *same* random numbers: their differences are then measured far
more precisely than their values.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from corsairs.agents.ismcts import sampler_hook, search_hooks
from corsairs.protocol import CorsairsError, Game, State

Observe = Callable[[State, State, int], Mapping[str, float]]
"""(state before the move, state after the rollout, seat) -> figures to average."""


@dataclass(frozen=True)
class MoveValue:
    """One move's measured outcome for the seat, over ``len(values)`` samples."""

    action: Any
    text: str
    values: tuple[float, ...]
    """The seat's win chance at the end of each sample's rollout."""
    seats: tuple[float, ...]
    """Every seat's mean win chance."""
    figures: dict[str, float] = field(default_factory=dict)
    """The game's own averages (e.g. penalty cards this round), see ``coach_hooks``."""

    @property
    def win(self) -> float:
        return sum(self.values) / len(self.values)

    @property
    def se(self) -> float:
        return _se(self.values)

    def drop_from(self, best: MoveValue) -> tuple[float, float]:
        """(how much lower than ``best`` this move's win chance is, its standard error)."""
        diffs = [b - v for b, v in zip(best.values, self.values, strict=True)]
        return sum(diffs) / len(diffs), _se(diffs)


def _se(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return math.sqrt(var / n)


def coach_hooks(game: Game) -> Any | None:
    """The game's ``coach`` module (hint details, figures to average), if it has one."""
    package = type(game).__module__.rpartition(".")[0]
    name = package + ".coach"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise  # the module exists but something it imports is missing: say so
        return None


def evaluate_moves(
    game: Game,
    observation: Mapping[str, Any],
    legal_actions: Sequence[Any],
    *,
    samples: int = 64,
    seed: int = 0,
    include: Sequence[Any] = (),
    every: bool = False,
) -> list[MoveValue]:
    """Each candidate move's win chance for the observation's seat, best first.

    Candidates are the game's ``candidates`` hook on a sampled deal (the moves
    its bots would consider), plus ``include`` (e.g. the move a player made);
    ``every`` takes all legal moves. Uses only ``observation``: two positions
    that look the same to the seat get the same answer for the same ``seed``.
    """
    if samples < 2:
        raise ValueError("samples must be at least 2")
    if not legal_actions:
        raise ValueError("no legal moves to judge")
    seat = observation["seat"]
    if not isinstance(seat, int):
        raise ValueError("the coach judges a seat's moves, not a spectator's")
    policy, done, value, refine, prune, _ = search_hooks(game)
    hooks = coach_hooks(game)
    observe: Observe | None = getattr(hooks, "observe", None)
    sample = sampler_hook(game)(game, dict(observation))
    rng = random.Random(f"coach/{seed}")
    starts: list[State] = []
    for _ in range(samples):
        s = sample(rng)
        refine(s, seat, rng)
        starts.append(s)
    legal = list(legal_actions)
    moves = legal if every or len(legal) <= 2 else list(prune(starts[0].clone(), legal))
    for a in include:
        if a not in moves:
            moves.append(a)
    out = []
    for a in moves:
        vals: list[float] = []
        seat_sums = [0.0] * game.players
        sums: dict[str, float] = {}
        for i, start in enumerate(starts):
            state = start.clone()
            try:
                state.apply(a)
            except CorsairsError:
                continue  # not legal in this deal: cannot happen for a seat's own moves
            roll = random.Random(f"coach/{seed}/{i}")
            steps = 0
            while not done(start, state) and steps < 2000:
                state.apply(policy(state, roll))
                steps += 1
            v = value(state)
            vals.append(v[seat])
            for k in range(game.players):
                seat_sums[k] += v[k]
            if observe is not None:
                for key, x in observe(start, state, seat).items():
                    sums[key] = sums.get(key, 0.0) + x
        if len(vals) < 2:
            continue
        n = len(vals)
        out.append(
            MoveValue(
                action=a,
                text=str(a),
                values=tuple(vals),
                seats=tuple(x / n for x in seat_sums),
                figures={k: x / n for k, x in sums.items()},
            )
        )
    out.sort(key=lambda m: m.win, reverse=True)
    return out
