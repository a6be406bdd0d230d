"""A conformance kit for games of the protocol: ``check_game(game)``.

The checks the project's own suite runs on every game, packaged so that a
third-party game can prove itself the way PettingZoo's ``api_test`` lets an
environment do: random seeded games are played and, at every step,

* **legal/apply agreement**: every listed action applies (as an object and as
  its notation) and ``is_legal`` says so; ``is_legal(x)`` is True exactly when
  ``apply(x)`` succeeds; a refused action changes nothing;
* **notation round trip**: ``game.parse_action(str(a)) == a``;
* **clone independence**: playing on a clone leaves the original as it was;
* **save round trip**: ``state_from_dict(json(to_dict()))`` saves the same;
* **determinism**: the same seed and actions give the same states;
* **observation secrecy**: a state with the hidden cards dealt again
  (``game.determinize`` of a seat's observation) looks the same to that seat;
* **audit**: ``state.audit()`` is empty and every game ends.

``reference_counts`` gives legal-action counts along fixed seeded lines, in the
spirit of chess's perft: regression anchors that change when and only when the
rules or the listing change.
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Sequence
from typing import Any

from corsairs.protocol import CorsairsError, Game, IllegalAction, State

__all__ = ["ConformanceError", "check_game", "reference_counts"]


class ConformanceError(AssertionError):
    """A game broke a protocol rule; the message names the check, seed and move."""


def _fail(check: str, seed: int, move: int, detail: str) -> ConformanceError:
    return ConformanceError(f"{check} (seed {seed}, move {move}): {detail}")


def _applies(state: State, action: Any) -> bool:
    twin = state.clone()
    try:
        twin.apply(action)
    except IllegalAction:
        return False
    return True


def _saved(state: State) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def check_game(
    game: Game,
    seeds: Sequence[int] = (0, 1, 2),
    max_moves: int = 5_000,
    secrecy_every: int = 7,
) -> dict[str, int]:
    """Run every check on random games of ``game``; raise ConformanceError on the first break.

    Returns counts of what was checked (states, actions, secrecy checks), so a
    caller can see the kit did real work. ``secrecy_every`` spaces out the
    determinization checks (they are the expensive ones); a game that does not
    implement ``determinize`` skips them.
    """
    counts = {"games": 0, "states": 0, "actions": 0, "secrecy": 0}
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_state(seed=seed)
        replay = game.new_state(seed=seed)
        if _saved(state) != _saved(replay):
            raise _fail("determinism", seed, 0, "the same seed gave different states")
        move = 0
        while not state.is_over():
            if move >= max_moves:
                raise _fail("game ends", seed, move, f"no end after {max_moves} moves")
            problems = state.audit()
            if problems:
                raise _fail("audit", seed, move, "; ".join(problems))
            legal = state.legal_actions()
            if not legal:
                raise _fail("legal actions", seed, move, "a running game lists no action")
            for action in legal:
                if game.parse_action(str(action)) != action:
                    raise _fail("notation", seed, move, f"{action!s} does not parse back")
                if not state.is_legal(action) or not _applies(state, action):
                    raise _fail("legal/apply", seed, move, f"listed {action!s} does not apply")
                if not state.is_legal(str(action)) or not _applies(state, str(action)):
                    raise _fail("legal/apply", seed, move, f"the text {action!s} does not apply")
                counts["actions"] += 1
            before = _saved(state)
            for probe in ("", "not an action at all", *(str(a) + " x" for a in legal[:1])):
                ok = _applies(state, probe)
                if state.is_legal(probe) != ok:
                    raise _fail("legal/apply", seed, move, f"is_legal({probe!r}) != apply")
                if not ok:
                    with contextlib.suppress(IllegalAction):
                        state.apply(probe)
                    if _saved(state) != before:
                        raise _fail("refusal", seed, move, f"refusing {probe!r} changed the state")
            twin = state.clone()
            twin.apply(legal[-1])
            if _saved(state) != before:
                raise _fail("clone", seed, move, "playing on a clone changed the original")
            data = json.loads(json.dumps(state.to_dict()))
            try:
                restored = game.state_from_dict(data)
            except CorsairsError as exc:
                raise _fail("save", seed, move, f"its own save is refused: {exc}") from None
            if _saved(restored) != before:
                raise _fail("save", seed, move, "a restored save differs")
            if secrecy_every and move % secrecy_every == 0:
                counts["secrecy"] += _check_secrecy(game, state, seed, move, rng)
            action = legal[rng.randrange(len(legal))]
            state.apply(action)
            replay.apply(action)
            if _saved(state) != _saved(replay):
                raise _fail("determinism", seed, move, f"{action!s} played twice differs")
            counts["states"] += 1
            move += 1
        counts["games"] += 1
    return counts


def _check_secrecy(game: Game, state: State, seed: int, move: int, rng: random.Random) -> int:
    checked = 0
    for seat in range(game.players):
        view = state.observation(seat)
        try:
            other = game.determinize(view, random.Random(rng.random()))
        except NotImplementedError:
            return 0
        seen = json.dumps(other.observation(seat), sort_keys=True)
        if seen != json.dumps(view, sort_keys=True):
            raise _fail(
                "secrecy", seed, move, f"seat {seat} can tell its hidden cards were dealt again"
            )
        checked += 1
    return checked


def reference_counts(game: Game, seed: int, moves: int = 60) -> list[int]:
    """Legal-action counts along the line ``random.Random(seed)`` picks from ``new_state(seed)``.

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
