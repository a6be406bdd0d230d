"""A hint: the recommended move, the moves judged beside it, and the figures behind it."""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from corsairs.coach.grading import as_good_as_shown, close_call, grade, shown
from corsairs.coach.search import (
    RISK_FREE,
    WON_NOW,
    Judgement,
    MoveValue,
    coach_hooks,
    judge_moves,
)
from corsairs.protocol import CorsairsError, Game

HINT_SAMPLES = 256
"""Sampled deals per judged move: a hint within a second on the 2-core machine
(``python bench/coach.py --hints``). A game whose rollouts cost more sets its own
``HINT_SAMPLES`` in its ``coach`` module (see ``hint_samples``)."""


def hint_samples(game: Game) -> int:
    """The default budget of a hint for ``game``: its coach module's ``HINT_SAMPLES``, if
    it sets one (Piratatak's rollouts play to the game's end), else ``HINT_SAMPLES``."""
    return int(getattr(coach_hooks(game), "HINT_SAMPLES", HINT_SAMPLES))


def position_seed(observation: Mapping[str, Any], game: Game) -> int:
    """A seed for a hint's samples from the position as the seat sees it: the same on
    every surface (a server's observation has been through JSON, a terminal's has not;
    both write the same JSON), and another for another position.

    Only the keys that identify the position are read, the game's ``coach.POSITION_KEYS``
    (every key for a game whose coach module does not list them): a key the observation
    gains later changes no hint's samples, nor a review's, which seeds its decisions alike.
    """
    keys = getattr(coach_hooks(game), "POSITION_KEYS", None)
    if keys is not None:
        observation = {k: v for k, v in observation.items() if k in keys}
    plain = json.loads(json.dumps(observation, default=str))  # keys as JSON has them
    text = json.dumps(plain, sort_keys=True, separators=(",", ":"))
    return zlib.crc32(text.encode("utf-8"))


class HintRefused(CorsairsError):
    """A hint asked for when the seat has no decision to make."""


@dataclass
class Hint:
    """What the coach recommends at one decision, as data for any surface to word."""

    game: str
    seat: int
    phase: str
    recommended: str
    moves: list[dict[str, Any]]
    details: dict[str, Any] = field(default_factory=dict)
    samples: int = 0
    only: bool = False
    """The recommended move is the only legal one (a turn that must start with a draw)."""
    close: list[str] = field(default_factory=list)
    """Moves not told from the recommended one by the figures shown (``about_as_good``):
    the hint names them beside it."""
    close_call: bool = False
    """Some move of ``close`` is within the noise of the recommended one but could still be
    5 points or more apart (``grading.close_call``): the hint says "too close to call", not
    "about as good", which a learner read as a fact over a gap of 8.7 ± 4.7 points."""
    decided: dict[str, Any] | None = None
    """The game is decided (``decided``): ``outcome`` ("won" or "lost") and the game's own
    figures of why and of what still counts. The hint says so instead of naming every
    move "about as good". Nearly decided (``nearly_decided``): ``nearly`` true, and ``low``
    and ``high``, the least and greatest win chance of the moves judged."""
    asked: int = 0
    """The samples the hint was to be judged on: more than ``samples`` when its search was
    told to stop early (a busy server's hint, answered with what it had found in its time:
    its figures are those of a ``samples`` budget, less sure than a whole one's)."""
    judgement: Judgement | None = field(default=None, repr=False, compare=False)
    """The judged moves behind it (``judge_moves``), which a review of the same decision
    takes again; not part of the hint a player is sent."""

    def to_dict(self) -> dict[str, Any]:
        """As a surface sends it: ``asked`` only for a hint cut short (a whole one's is as it
        was before there were any, figure for figure)."""
        hurried = {"asked": self.asked} if self.asked > self.samples else {}
        return {
            "game": self.game,
            "seat": self.seat,
            "phase": self.phase,
            "recommended": self.recommended,
            "moves": self.moves,
            "details": self.details,
            "samples": self.samples,
            "only": self.only,
            "close": self.close,
            "close_call": self.close_call,
            "decided": self.decided,
            **hurried,
        }


def judged(moves: Sequence[MoveValue]) -> list[dict[str, Any]]:
    """Moves as data: win chance, the drop from the best and its grade."""
    best = moves[0]
    out = []
    for m in moves:
        drop, noise = m.drop_from(best)
        out.append(
            {
                "action": m.text,
                "win": round(m.win, 4),
                "se": round(m.se, 4),
                # as the review shows them and the grade took them (a tenth of a point)
                "drop": shown(drop),
                "drop_se": shown(noise),
                "grade": grade(drop, noise) if m is not best else None,
                "seats": [round(x, 4) for x in m.seats],
            }
        )
    return out


def about_as_good(moves: Sequence[Mapping[str, Any]]) -> list[str]:
    """The judged moves (``judged`` output) not told from the best one by the figures a
    player is shown: a drop within twice its standard error as the review shows both (the
    grades' own test, ``within_noise``: a move never "about as good" in a hint is graded
    in a review, nor the reverse), or a win chance shown at the same whole percent."""
    best = moves[0]
    return [
        m["action"]
        for m in moves[1:]
        if as_good_as_shown(m["drop"], m["drop_se"], m["win"], best["win"])
    ]


def decided_outcome(moves: Sequence[Mapping[str, Any]]) -> str | None:
    """ "lost" or "won" when every judged move (two or more) has a win chance shown as 0%, or
    every one as 100%, in the terminal and the browser alike: no move changes the result, so
    "about as good" beside each of them said nothing a player could use. Else None."""
    if len(moves) < 2:
        return None
    if all(m["win"] < 0.005 for m in moves):
        return "lost"
    if all(m["win"] > 0.995 for m in moves):
        return "won"
    return None


NEARLY = 0.05
"""A game nearly decided: every judged move's win chance at or above 1 - NEARLY (95%), or every
one at or below NEARLY (5%). Within that band no move gives away more than 5 points, the
review's least grade (an inaccuracy), so none is a mistake; "about as good … 0.4 ± 0.7
points apart" beside each move of a won game's last rounds, hint after hint, told a learner
nothing."""


def nearly_decided(moves: Sequence[Mapping[str, Any]]) -> str | None:
    """ "won" or "lost" when every judged move (two or more) lies within ``NEARLY`` of 100%,
    or of 0%, without all being shown at exactly that (``decided_outcome``). Else None."""
    if len(moves) < 2 or decided_outcome(moves) is not None:
        return None
    if all(m["win"] >= 1 - NEARLY for m in moves):
        return "won"
    if all(m["win"] <= NEARLY for m in moves):
        return "lost"
    return None


def extra_moves(
    game: Game, observation: Mapping[str, Any], legal_actions: Sequence[Any]
) -> list[Any]:
    """Moves the game judges beyond ``legal_actions`` (its coach's ``extra_moves``: a
    lay-down's divisions, which ``legal_actions`` lists only in part)."""
    hooks = coach_hooks(game)
    if hooks is None or not hasattr(hooks, "extra_moves"):
        return []
    return list(hooks.extra_moves(game, observation, legal_actions))


def only_move(game: Game, observation: Mapping[str, Any], legal_actions: Sequence[Any]) -> bool:
    """Whether the seat has one legal move, truly: where the game adds moves of its own (a
    lay-down's divisions) others are legal too. The hint's ``only`` and the terminal's
    mark both ask this."""
    return len(legal_actions) == 1 and not extra_moves(game, observation, legal_actions)


def forced(game: Game, observation: Mapping[str, Any], legal_actions: Sequence[Any]) -> Hint:
    """The hint for a seat with one legal move (``only_move``), answered at once: that move,
    with no search (``samples`` 0, no win chance) and the game's figures where it gives them
    without one (Piratatak's next card). A busy server spent 8 to 14 s on the whole search
    behind "The only move: Draw", whose one figure, the position's win chance, chose
    nothing."""
    seat = observation.get("seat")
    if not isinstance(seat, int) or observation.get("current_player") != seat:
        raise HintRefused("it is not this seat's turn: a hint is for the seat to play")
    if not only_move(game, observation, legal_actions):
        raise HintRefused("more than one move is legal: the hint needs its search")
    hooks = coach_hooks(game)
    details: dict[str, Any] = {}
    if hooks is not None and hasattr(hooks, "details"):
        details = hooks.details(game, observation, legal_actions, [])
    text = str(legal_actions[0])
    return Hint(
        game=str(observation.get("game", game.name)),
        seat=seat,
        phase=str(observation.get("phase", "")),
        recommended=text,
        moves=[{"action": text}],
        details=details,
        only=True,
    )


def hint(
    game: Game,
    observation: Mapping[str, Any],
    legal_actions: Sequence[Any],
    *,
    samples: int | None = None,
    seed: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> Hint:
    """The coach's advice for the seat of ``observation``, which must be to play.

    Uses the observation only (like a bot), so it never reveals a hidden card. Without a
    ``seed`` the samples follow from the position (``position_seed``), so the browser and
    the terminal give one advice for one position, even between moves within the noise.
    ``stop``: asked between samples, True ends the search with the samples done (a busy
    server's patience, ``judge_moves``); the hint says how many of its budget it took.
    """
    if samples is None:
        samples = hint_samples(game)
    if seed is None:
        seed = position_seed(observation, game)
    seat = observation.get("seat")
    if not isinstance(seat, int) or observation.get("current_player") != seat:
        raise HintRefused("it is not this seat's turn: a hint is for the seat to play")
    if not legal_actions:
        raise HintRefused("there is no move to make")
    hooks = coach_hooks(game)
    extra = extra_moves(game, observation, legal_actions)
    # The only legal move is judged on the whole budget too: its win chance is the
    # position's, which the hint shows (two samples once said "0%" at a game's start).
    moves, judgement = judge_moves(
        game, observation, legal_actions, samples=samples, seed=seed, include=extra, stop=stop
    )
    done = max(len(m.values) for m in moves) if stop is not None else samples
    details: dict[str, Any] = {}
    if hooks is not None and hasattr(hooks, "details"):
        details = hooks.details(game, observation, legal_actions, moves)
    rows = judged(moves)
    close = about_as_good(rows)
    if moves[0].figures.get(WON_NOW):
        # a move that wins the game at once is certain: a draw beside it, whose rollouts buy
        # the last part a turn later, was "about as good" at 99% with a 44% pirate to meet
        close = [m.text for m in moves[1:] if m.figures.get(WON_NOW) and m.text in close]
    elif moves[0].figures.get(RISK_FREE):
        # a move that risks nothing the others do (Piratatak's draw with no pirate left) is
        # its own advice: "About as good: Draw again or stop" beside "0 of 3 cards = 0%"
        close = []
    rows_close = [m for m in rows[1:] if m["action"] in close]
    unsure = any(close_call(m["drop"], m["drop_se"]) for m in rows_close)
    # a move that wins at once is its own certain advice, not a game decided whatever is played
    outcome = None if moves[0].figures.get(WON_NOW) else decided_outcome(rows)
    nearly = None if moves[0].figures.get(WON_NOW) else nearly_decided(rows)
    decided = None
    if nearly is not None:
        # said once, with the band the moves lie in, instead of "about as good" beside each
        wins = [m["win"] for m in rows]
        decided = {"outcome": nearly, "nearly": True, "low": min(wins), "high": max(wins)}
    elif outcome is not None:
        decided = {"outcome": outcome}
    if decided is not None and hooks is not None and hasattr(hooks, "decided"):
        decided.update(hooks.decided(observation, moves))
    return Hint(
        game=str(observation.get("game", game.name)),
        seat=seat,
        phase=str(observation.get("phase", "")),
        recommended=moves[0].text,
        moves=rows,
        details=details,
        samples=done,
        asked=samples,
        only=len(moves) == 1 and only_move(game, observation, legal_actions),
        close=close,
        close_call=unsure and decided is None,
        decided=decided,
        judgement=judgement if done == samples else None,
    )


def compute_hint(
    game: Game,
    observation: Mapping[str, Any],
    legal: Sequence[Any],
    samples: int | None,
    seed: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> str:
    """The hint as JSON text (what a bot worker sends back through its pipe); its samples
    follow from the position unless ``seed`` says otherwise, as the terminal's do. Here,
    not in the server's module, so that a worker need not import the server (pydantic)."""
    found = hint(game, observation, legal, samples=samples, seed=seed, stop=stop)
    return json.dumps(found.to_dict())


def compute_kept_hint(
    game: Game,
    observation: Mapping[str, Any],
    legal: Sequence[Any],
    samples: int | None,
    seed: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> tuple[str, Judgement | None]:
    """``compute_hint``'s text and the judgement behind it: the server keeps the judgement
    for the review of the game (``corsairs.server.hints``), which then judges that
    decision no more. A hint stopped early has none: the review judges the decision on
    its whole budget."""
    found = hint(game, observation, legal, samples=samples, seed=seed, stop=stop)
    return json.dumps(found.to_dict()), found.judgement
