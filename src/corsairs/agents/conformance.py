"""A conformance kit for bots: ``check_agent(spec, game)``, the bots' ``check_game``.

A bot's author learns from the arena that the bot keeps to the rules; what the arena does
not show is whether it keeps to the two promises the other surfaces rely on (docs/bots.md):

* **no memory between moves**: the browser table calls ``reset(seed)`` before each of a
  bot's moves (one bot object may serve several tables, and a restarted server must
  play the same moves) and a resumed terminal game makes its bots afresh, so a bot
  that remembers an earlier move plays differently there than in the arena;
* **the same seed, the same decisions**: randomness from ``self.rng``, not the
  ``random`` module or the clock, so that a match, a simulation and a replayed table
  come out the same.

Seeded games are played with the bot in every seat, asked through the guard every
surface uses, so a raise, None, an index or something else is a break named as the
arena names it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from corsairs.agents.base import Agent
from corsairs.agents.guard import MOVE_LIMIT, BotFault, ask, timed_moves, timed_out
from corsairs.agents.registry import agent_maker
from corsairs.protocol import Game
from corsairs.testing import _a_game, _fail  # as check_game names a break

_RANDOMNESS = (
    "draw randomness from self.rng, which reset() seeds, not the random module or the clock"
)


_TWINS = 12
"""Fresh bots asked before a bot whose move differs from a fresh one's is blamed for
memory rather than randomness: a bot drawing between two moves from the ``random``
module passes for deterministic once in 2**12."""


def _move_seed(seed: int, move: int) -> int:
    """The seed a move is asked with, as the browser table derives one per move."""
    return random.Random(f"check_agent:{seed}:{move}").getrandbits(63)


def check_agent(
    spec: str,
    game: Game,
    seeds: Sequence[int] = (0, 1, 2),
    max_moves: int = 5_000,
    move_limit: float | None = MOVE_LIMIT,
) -> dict[str, float]:
    """Play a seeded game of ``game`` per seed with the bot ``spec`` (a registered name,
    with options if any) in every seat; raise ``corsairs.testing.ConformanceError`` on the
    first break: a move that is not legal, a move that differs from a fresh bot's given
    the same ``reset`` seed (memory), a second game with the same seeds that differs, a
    game that does not end within ``max_moves``. The break names the game's seed and the
    move, counted from 1 as the arena and ``corsairs replay`` count them, so the same
    fault is the same move everywhere. A bad spec is ``BadOption``.

    A move past ``move_limit`` seconds (the arena's 60 by default; None: no limit) is a
    break too, "move in time": a bot that hangs failed no check, it hung its author's tests
    (the limit is ``SIGALRM``'s, as the arena's: untimed in another thread, or under a
    caller's own alarm).

    A bot with a time budget (``ismcts:time=...``) decides by the clock and fails the
    last two by design: check it with a count budget. Returns counts (``games``,
    ``decisions``) and the slowest decision in seconds (``slowest``).
    """
    _a_game("check_agent", game)
    make = agent_maker(spec, game)
    counts: dict[str, float] = {"games": 0, "decisions": 0, "slowest": 0.0}
    with timed_moves(move_limit):
        for seed in seeds:
            played = _play(spec, make, game, seed, max_moves, move_limit, counts)
            again = _play(spec, make, game, seed, max_moves, move_limit, None)
            for move, (first, second) in enumerate(zip(played, again, strict=False), start=1):
                if first != second:
                    raise _fail(
                        "same seed, same decisions",
                        seed,
                        move,
                        f"{first} in one game, {second} in the same game again ({_RANDOMNESS})",
                    )
            counts["games"] += 1
    return counts


def _play(
    spec: str,
    make: Callable[[int | None], Agent],
    game: Game,
    seed: int,
    max_moves: int,
    limit: float | None,
    counts: dict[str, float] | None,
) -> list[str]:
    """One game with a bot object per seat, each reset before its every move as at the
    browser table; with ``counts``, every move is also asked of a fresh bot."""
    state = game.new_state(seed=seed)
    bots = [make(seed * 31 + s) for s in range(game.players)]
    actions: list[str] = []
    move = 0  # moves played; the one asked now is move + 1, counted from 1 as the arena does
    while not state.is_over():
        if move >= max_moves:
            raise _fail("game ends", seed, move, f"no end after {max_moves} moves")
        seat = state.current_player
        assert seat is not None
        said = move + 1
        asked = (spec, state, seat, _move_seed(seed, move), seed, said, limit)
        action = _asked(bots[seat], *asked, counts)
        if counts is not None:
            fresh = _asked(make(None), *asked)
            if str(fresh) != str(action):
                # Memory, or randomness from elsewhere than self.rng? Fresh bots reset with
                # the same seed all agree only if the bot is deterministic; with two moves
                # to choose from, two bots drawing from the random module agree half the
                # time, so one twin is not enough to blame memory.
                for _ in range(_TWINS):
                    twin = _asked(make(None), *asked)
                    if str(twin) != str(fresh):
                        raise _fail(
                            "same seed, same decisions",
                            seed,
                            said,
                            f"two fresh bots reset with the same seed chose {fresh} and {twin} "
                            f"({_RANDOMNESS})",
                        )
                raise _fail(
                    "no memory between moves",
                    seed,
                    said,
                    f"the bot chose {action}, a fresh one reset with the same seed {fresh} "
                    "(the browser table resets a bot before each of its moves: keep "
                    "nothing of one move for the next)",
                )
        state.apply(action)
        actions.append(str(action))
        move += 1
    return actions


def _asked(
    bot: Agent,
    spec: str,
    state: Any,
    seat: int,
    move_seed: int,
    seed: int,
    move: int,
    limit: float | None,
    counts: dict[str, float] | None = None,
) -> Any:
    """The bot's move after ``reset(move_seed)``, timed into ``counts``; a fault is a break."""
    bot.reset(move_seed)
    started = time.perf_counter()
    try:
        action = ask(bot, state, seat, spec, limit=limit)
    except BotFault as exc:
        check = "move in time" if timed_out(exc) else "legal move"
        raise _fail(check, seed, move, str(exc)) from None
    if counts is not None:
        counts["decisions"] += 1
        counts["slowest"] = max(counts["slowest"], time.perf_counter() - started)
    return action
