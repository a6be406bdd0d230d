"""Flat Monte Carlo over sampled deals: every candidate move's win chance for one seat.

A search tree (``corsairs.agents.ismcts``) spends its budget on the move it
likes, so the move a player actually chose may get a handful of visits and
a value no one should trust. A coach must judge every move it shows with the
same care, so each candidate is played in the *same* sampled deals and rolled
out with the *same* random numbers: their differences are then measured far
more precisely than their values.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import math
import random
from array import array
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from corsairs.agents.ismcts import sampler_hook, search_hooks
from corsairs.protocol import CorsairsError, Game, State

Observe = Callable[[State, State, int], Mapping[str, float]]
"""(state before the move, state after the rollout, seat) -> figures to average."""

FollowUps = Callable[[State, int], "tuple[Any, Sequence[Any]] | None"]
"""(state after a judged move, seat) -> the seat's own next decision, when the move leaves
it one to make at once (a Corsairs draw: its discard, to wait or to set sail): what the
seat knows then (the hand it holds) and the moves to judge there; None to roll out."""


WON_NOW = "won_now"
"""A judged move's figure (1.0) when it ends the game won for the seat at once."""

RISK_FREE = "risk_free"
"""A move's figure: it risks nothing its alternative does and keeps every choice after it
(the game's ``coach.risk_free``: Piratatak's draw with no pirate left). Put first when the
rollouts cannot tell it from the best, and then named alone, as a move that wins at once."""


MIN_SAMPLES = 16
"""Samples a search told to stop (``judge_moves``' ``stop``) still completes: every move's
win chance then has a standard error of at most 12.5 points, wide enough for its grades to
stay within the noise, and not a guess from two deals."""


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


def rollout_policy_of(game: Game) -> Callable[[State, random.Random], Any]:
    """The policy the coach's rollouts play every seat with: the game's coach module's
    ``rollout_policy`` where it models players otherwise than its search's rollouts do
    (Corsairs: sailing when its ``heuristic`` bot would), else the search's."""
    return getattr(coach_hooks(game), "rollout_policy", None) or search_hooks(game)[0]


@dataclass(frozen=True)
class _End:
    """One rollout's end: the judged seat's win chance, every seat's, the game's figures."""

    value: float
    seats: tuple[float, ...]
    figures: Mapping[str, float]


@dataclass(frozen=True)
class _Run:
    """A judged move in one sample: its rollout's end, or, where the seat decides again at
    once (``FollowUps``), the end after each of its next moves, with what the seat knows."""

    key: Any
    ends: dict[Any, _End]


@dataclass(frozen=True)
class _Roll:
    """The game's rollout hooks: its policy, where a rollout ends, its value, what to average."""

    policy: Callable[[State, random.Random], Any]
    done: Callable[[State, State], bool]
    value: Callable[[State], Sequence[float]]
    observe: Observe | None

    def __call__(self, start: State, state: State, seat: int, seed: int, i: int) -> _End:
        """Sample ``i``'s rollout from ``state`` (the same random numbers for every move
        judged: common random numbers)."""
        policy, done = self.policy, self.done
        roll = random.Random(f"coach/{seed}/{i}")
        steps = 0
        while not done(start, state) and steps < 2000:
            state.apply(policy(state, roll))
            steps += 1
        figures = dict(self.observe(start, state, seat)) if self.observe is not None else {}
        v = self.value(state)
        return _End(v[seat], tuple(v), figures)


FOLLOW_UP_PRIOR = 4.0
"""How many samples' worth of weight the seat's next move's mean over *all* other samples
(the same slot: the best discard, to wait or to sail) has beside its mean over the others
with the same hand (``_chosen``). From the pile or the pier all samples hold the same hand
and it changes nothing; from the stock a handful do, and their mean alone chose the wrong
follow-up often enough to lower the stock's value: bench/stock_follow_ups.py."""


GROUP_CHOICE = 32
"""Samples sharing a hand (a pile or pier draw: all of them) from which the seat's next move
is one choice for them all, the best by their means: left out in turn, each sample's own
outcome tipped two next moves of equal worth against itself (at two equal discards, the one
that lost in that sample was chosen in each), so that a draw lost value by having a second
good discard after it. Fewer (a stock card's handful) lean on the others and the slots'
means as ``FOLLOW_UP_PRIOR`` says."""


def _tally(sums: dict[int, list[float]], run: _Run) -> None:
    """Add a run's next moves to ``sums``, by slot: [sum of values, count]. A run with
    one next move has no choice to judge and adds nothing."""
    if len(run.ends) < 2:
        return
    for i, e in enumerate(run.ends.values()):
        tot = sums.setdefault(i, [0.0, 0.0])
        tot[0] += e.value
        tot[1] += 1


def _chosen(
    runs: Sequence[_Run], prior: float = FOLLOW_UP_PRIOR, every: Sequence[_Run] | None = None
) -> list[_End]:
    """Each sample's end after the seat's next decision, chosen as the seat could: the
    next move with the best mean over the *other* samples where it knows the same (the
    same drawn card; all the samples' where it never knew more), never by the sample's
    own outcome, which would favour a draw with many choices after it by the luck of
    the rollouts alone. Next moves are compared by their slot (the game's order: the
    best discard waiting, then sailing: a game's ``follow_ups`` must list the same kind of
    move in the same slot in every sample; Corsairs' does, Piratatak has none, and
    tests/coach/test_follow_up_choice.py fails if that breaks), so that a few samples
    with the same hand (a stock card) lean on what that slot did in all the others
    (``FOLLOW_UP_PRIOR``).
    ``every``: other runs to take the slots' means from (a benchmark's), not ``runs``."""
    groups: dict[Any, dict[int, list[float]]] = {}
    slots: dict[int, list[float]] = {}
    for r in runs:
        _tally(groups.setdefault(r.key, {}), r)
    for r in runs if every is None else every:
        _tally(slots, r)
    own = 1 if every is None else 0  # a sample's own outcome never votes for it
    sizes: dict[Any, int] = {}
    for r in runs:
        sizes[r.key] = sizes.get(r.key, 0) + 1
    out = []
    for r in runs:
        ends = list(r.ends.values())
        if len(ends) == 1:
            out.append(ends[0])
            continue
        sums = groups[r.key]
        if sizes[r.key] >= GROUP_CHOICE:
            # one choice for the hand, by its samples' means (the own sample weighs 1/size)
            slot = max(range(len(ends)), key=lambda i: (sums[i][0], -i))
            out.append(ends[slot])
            continue
        best, best_score = ends[0], -math.inf
        for i, e in enumerate(ends):
            mine_sum, mine_n = sums[i][0] - e.value, sums[i][1] - 1
            all_sum, all_n = slots.get(i, [0.0, 0.0])
            all_sum, all_n = all_sum - own * e.value, all_n - own
            weight = prior if all_n else 0.0
            base = all_sum / all_n if all_n else 0.0
            n = mine_n + weight
            score = (mine_sum + weight * base) / n if n else 0.0
            if score > best_score:
                best, best_score = e, score
        out.append(best)
    return out


Kept = tuple[bytes, tuple[float, ...], dict[str, float]] | None
"""One judged move as a ``Judgement`` keeps it: its samples' values (float64 bytes, exact and
a quarter of a tuple's size), every seat's mean, the game's figures; None for a move no
sample could judge."""


@dataclass(frozen=True)
class Judgement:
    """A decision's moves as the rollouts judged them, before any ranking: what a hint
    worked out and a review of the same decision may take again instead of judging anew.

    Every figure of a move follows from ``key`` alone (the position, the legal moves, the
    rules, the budget and the seed: ``judgement_key``), and each move is judged apart from
    the others, so a judgement taken again gives the very figures judging anew gives; a
    review adds the move played where the hint had not judged it."""

    key: str
    candidates: tuple[str, ...]
    """The moves the game's ``prune`` kept (``evaluate_moves``' candidates), before any
    ``include``."""
    moves: Mapping[str, Kept]
    """Each judged move's notation and what it got."""

    def size(self) -> int:
        """Bytes it holds in memory, about (the values: 8 a sample a move; the objects
        around them ~450 a move, as tracemalloc measured 41 Corsairs decisions)."""
        out = len(self.key) + sum(len(c) + 50 for c in self.candidates)
        for text, kept in self.moves.items():
            out += len(text) + 450
            if kept is not None:
                values, seats, figures = kept
                out += len(values) + 8 * len(seats) + 80 * len(figures)
        return out


def judgement_key(
    game: Game,
    observation: Mapping[str, Any],
    legal_actions: Sequence[Any],
    samples: int,
    seed: int,
    every: bool = False,
) -> str:
    """A digest of everything a judged move's figures follow from: the game and its rules,
    the seat's whole observation (the samples are dealt from all of it), the legal moves,
    the budget, the seed and ``every``. A judgement is taken again only under its key."""
    what = {
        "game": game.name,
        "players": game.players,
        "rules": game.rules_dict(),
        "observation": observation,
        "legal": [str(a) for a in legal_actions],
        "samples": samples,
        "seed": seed,
        "every": every,
    }
    text = json.dumps(what, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


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
    moves, _ = judge_moves(
        game, observation, legal_actions, samples=samples, seed=seed, include=include, every=every
    )
    return moves


def judge_moves(
    game: Game,
    observation: Mapping[str, Any],
    legal_actions: Sequence[Any],
    *,
    samples: int = 64,
    seed: int = 0,
    include: Sequence[Any] = (),
    every: bool = False,
    kept: Judgement | None = None,
    stop: Callable[[], bool] | None = None,
) -> tuple[list[MoveValue], Judgement]:
    """``evaluate_moves``, and the judgement behind it, to keep. With ``kept`` (a
    judgement of the same decision, under the same key; another is ignored) the moves it
    judged are taken from it and only the others are judged: the same list, sooner.

    ``stop``, asked before each sample from the ``MIN_SAMPLES``-th on: True ends the search
    there, every move judged on the samples done (an anytime answer: a hint on a server
    short of time), exactly as a budget of that many samples would have judged them (the
    judgement's key says that budget). Not with ``kept``, whose moves had the whole budget."""
    if stop is not None and kept is not None:
        raise ValueError("a search taking judged moves again is not stopped early")
    if samples < 2:
        raise ValueError("samples must be at least 2")
    if not legal_actions:
        raise ValueError("no legal moves to judge")
    seat = observation["seat"]
    if not isinstance(seat, int):
        raise ValueError("the coach judges a seat's moves, not a spectator's")
    key = judgement_key(game, observation, legal_actions, samples, seed, every)
    if kept is not None and kept.key != key:
        kept = None
    _, done, value, refine, prune, _ = search_hooks(game)
    hooks = coach_hooks(game)
    refine = getattr(hooks, "refine", None) or refine  # the game's coach may refine otherwise
    policy = rollout_policy_of(game)
    rollout = _Roll(policy, done, value, getattr(hooks, "observe", None))
    dealt: list[State] = []
    deal: list[Any] = []

    def start_of(i: int) -> State:
        """Sampled deal ``i``, dealt in turn when first needed (none if all moves are kept):
        one generator in order, so the first ``n`` deals are a budget of ``n``'s."""
        if not deal:
            deal.append(sampler_hook(game)(game, dict(observation)))
            deal.append(random.Random(f"coach/{seed}"))
        sample, rng = deal
        while len(dealt) <= i:
            s = sample(rng)
            refine(s, seat, rng)
            dealt.append(s)
        return dealt[i]

    legal = list(legal_actions)
    by_text = {str(a): a for a in legal}
    if kept is not None and all(t in by_text for t in kept.candidates):
        moves = [by_text[t] for t in kept.candidates]
    elif every or len(legal) <= 2:
        moves = legal
    else:
        moves = list(prune(start_of(0).clone(), legal))
    candidates = tuple(str(a) for a in moves)
    for a in include:
        if a not in moves:
            moves.append(a)
    follow: FollowUps | None = getattr(hooks, "follow_ups", None)
    judged: dict[str, Kept] = {}
    won_now: set[str] = set()  # moves that end the game won for the seat at once
    todo = [a for a in moves if kept is None or str(a) not in kept.moves]
    runs: dict[str, list[_Run]] = {str(a): [] for a in todo}
    # Sample by sample, every move in each (the same figures as move by move: each run
    # follows from its sample alone), so that a search told to ``stop`` has judged every
    # move on the same first samples: an answer at any time, on fewer samples.
    rounds = 0
    while rounds < samples and todo:
        if stop is not None and rounds >= min(samples, MIN_SAMPLES) and stop():
            break
        i = rounds
        start = start_of(i)
        for a in todo:
            state = start.clone()
            try:
                state.apply(a)
            except CorsairsError:
                continue  # not legal in this deal: cannot happen for a seat's own moves
            if i == 0 and state.is_over() and state.winners() == [seat]:
                won_now.add(str(a))
            after = follow(state, seat) if follow is not None else None
            if after is None:
                runs[str(a)].append(_Run("", {None: rollout(start, state, seat, seed, i)}))
                continue
            key_, nexts = after
            after_each: dict[Any, _End] = {}
            for b in nexts:
                again_ = state.clone()
                again_.apply(b)
                after_each[b] = rollout(start, again_, seat, seed, i)
            runs[str(a)].append(_Run(key_, after_each))
        rounds += 1
    out = []
    for a in moves:
        text = str(a)
        if text not in runs:  # taken again from ``kept``
            assert kept is not None
            again = judged[text] = kept.moves[text]
            if again is None:
                continue
            values, seats, figures = again
            if WON_NOW in figures:
                won_now.add(text)
            out.append(
                MoveValue(
                    action=a,
                    text=text,
                    values=tuple(array("d", values)),
                    seats=seats,
                    figures=dict(figures),
                )
            )
            continue
        if len(runs[text]) < 2:
            judged[text] = None
            continue
        ends = _chosen(runs[text])
        n = len(ends)
        seat_sums = [sum(e.seats[k] for e in ends) for k in range(game.players)]
        sums: dict[str, float] = {}
        for e in ends:
            for name, x in e.figures.items():
                sums[name] = sums.get(name, 0.0) + x
        figures = {k: x / n for k, x in sums.items()}
        if text in won_now:
            figures[WON_NOW] = 1.0  # certain, not an estimate: a hint names it alone
        move = MoveValue(
            action=a,
            text=text,
            values=tuple(e.value for e in ends),
            seats=tuple(x / n for x in seat_sums),
            figures=figures,
        )
        judged[text] = (array("d", move.values).tobytes(), move.seats, dict(figures))
        out.append(move)
    # Exact ties (a decided game: every move 0% or 100%) put first a move that wins the game
    # at once (a purchase of the boat's last part beside a draw, both 100%: the draw had
    # been advised), then keep the candidates' order, unless the game ranks them
    # (``tie_rank``: Piratatak puts stopping, the safer move, first).
    # Then the game's ``tie_figure`` (Corsairs: fewer penalty cards this round for the seat,
    # which still count in a game decided: every move 0% had kept the candidates' order).
    rank = getattr(hooks, "tie_rank", None)
    figure = getattr(hooks, "tie_figure", None)
    out.sort(
        key=lambda m: (
            -m.win,
            m.text not in won_now,
            rank(m.action) if rank is not None else 0,
            round(figure(m, seat), 9) if figure is not None else 0.0,
        )
    )
    free = getattr(hooks, "risk_free", None)
    safe = free(observation, [m.action for m in out]) if free is not None and out else None
    if safe is not None:
        from corsairs.coach.grading import as_good_as_shown

        m = next(m for m in out if m.action == safe)
        m.figures[RISK_FREE] = 1.0
        drop, noise = m.drop_from(out[0])
        if m is not out[0] and as_good_as_shown(drop, noise, m.win, out[0].win):
            # the rollouts cannot tell it from the best: the move that risks nothing leads
            out.remove(m)
            out.insert(0, m)
    if todo and rounds < samples:  # stopped early: the figures are a budget of ``rounds``'s
        key = judgement_key(game, observation, legal_actions, rounds, seed, every)
    return out, Judgement(key, candidates, judged)
