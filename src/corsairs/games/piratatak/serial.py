"""Restoring a saved Piratatak state, checking every field on the way in.

``determinize`` goes through here too: it fills the hidden part of an
observation (stock order, seed) and loads the result like a save.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from corsairs import saves
from corsairs.games.piratatak.cards import (
    CANNON,
    COLOUR_MASK,
    COLOURS,
    COPIES,
    GOLD,
    KINDS,
    PIRATE,
    parse_boat_mask,
    parse_card,
)
from corsairs.games.piratatak.state import (
    P_GIVE,
    P_OVER,
    PHASES,
    STAT_NAMES,
    PiratatakState,
    unaccounted,
)
from corsairs.protocol import BadNotation, CorruptState

if TYPE_CHECKING:
    from corsairs.games.piratatak.game import PiratatakGame

PUBLIC_KEYS = (
    "phase",
    "current",
    "first_player",
    "turn",
    "reshuffles",
    "tables",
    "discard",
    "drawn",
    "turn_events",
    "last_turn",
    "counts",
    "winners",
    "ended_by",
)


_get = saves.field


def _count(value: Any, key: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise CorruptState(f"saved state: {key!r} must be a whole number >= 0, not {value!r}")
    return value


def _cards(data: Mapping[str, Any], key: str) -> list[int]:
    value = _get(data, key, list)
    try:
        return [parse_card(v) for v in value]
    except BadNotation as exc:
        raise CorruptState(f"saved state: {key!r}: {exc}") from None


def _strings(data: Mapping[str, Any], key: str) -> list[str]:
    value = _get(data, key, list)
    if not all(isinstance(v, str) for v in value):
        raise CorruptState(f"saved state: {key!r} must be a list of strings")
    return list(value)


_seat = saves.seat


def _tables(s: PiratatakState, data: Mapping[str, Any], n: int) -> None:
    tables = _get(data, "tables", list)
    if len(tables) != n:
        raise CorruptState("saved state: 'tables' needs one entry per seat")
    s.colour, s.boat, s.spare, s.gold, s.cannons = [], [], [], [], []
    for seat, t in enumerate(tables):
        key = f"tables[{seat}]"
        if not isinstance(t, Mapping):
            raise CorruptState(f"saved state: {key!r} is not an object")
        colour = t.get("colour")
        if colour is not None and colour not in COLOURS:
            raise CorruptState(f"saved state: {key}.colour: unknown colour {colour!r}")
        col = -1 if colour is None else COLOURS.index(colour)
        try:
            boat = parse_boat_mask(_strings(t, "boat"))
            spare = parse_boat_mask(_strings(t, "spares"))
        except BadNotation as exc:
            raise CorruptState(f"saved state: {key}: {exc}") from None
        if col < 0 and boat:
            raise CorruptState(f"saved state: {key}.boat has cards but no colour")
        empty_ok = s.game.rules.lost_boat == "colour_kept"  # an emptied boat keeps its colour
        if col >= 0 and ((not boat and not empty_ok) or boat & ~COLOUR_MASK[col]):
            raise CorruptState(f"saved state: {key}.boat does not match colour {colour}")
        s.colour.append(col)
        s.boat.append(boat)
        s.spare.append(spare)
        s.gold.append(_count(t.get("gold"), f"{key}.gold"))
        s.cannons.append(_count(t.get("cannons"), f"{key}.cannons"))
    for col in s.colour:
        if col >= 0 and s.colour.count(col) > 1:
            raise CorruptState(f"saved state: 'tables': two players build the {COLOURS[col]} boat")


def load_state(
    game: PiratatakGame, data: Mapping[str, Any], stock: list[int] | None = None
) -> PiratatakState:
    """A state from ``to_dict`` output; :class:`CorruptState` names the bad field.

    ``stock`` (card codes) stands in for ``data["stock"]`` when determinizing.
    """
    saves.check_header(data, game)
    n = game.players
    s = object.__new__(PiratatakState)
    s.game = game
    s.seed = _get(data, "seed", int)
    s.reshuffles = _count(data.get("reshuffles"), "reshuffles")
    s.stock = _cards(data, "stock") if stock is None else stock
    s.discard = _cards(data, "discard")
    _tables(s, data, n)
    phase = _get(data, "phase", str)
    if phase not in PHASES:
        raise CorruptState(f"saved state: 'phase' is unknown: {phase!r}")
    s.phase = PHASES.index(phase)
    s.current = _seat(data.get("current"), n, "current")
    s.first = _seat(data.get("first_player"), n, "first_player")
    turn = _get(data, "turn", int)
    if turn < 1:
        raise CorruptState("saved state: 'turn' must be at least 1")
    s.turns = turn
    s.drawn = _cards(data, "drawn")
    s.events = _strings(data, "turn_events")
    last = data.get("last_turn")
    if last is None:
        s.last_seat, s.last_events = -1, []
    elif isinstance(last, Mapping):
        s.last_seat = _seat(last.get("seat"), n, "last_turn.seat")
        s.last_events = _strings(last, "events")
    else:
        raise CorruptState("saved state: 'last_turn' must be an object or null")
    counts = _get(data, "counts", Mapping)
    if set(counts) != set(STAT_NAMES):
        raise CorruptState(f"saved state: 'counts' must have exactly {', '.join(STAT_NAMES)}")
    s.counts = [_count(counts[k], f"counts.{k}") for k in STAT_NAMES]
    win = _get(data, "winners", list)
    s.win = [_seat(w, n, "winners") for w in win]
    ended = data.get("ended_by")
    if ended not in (None, "boat", "turn_limit"):
        raise CorruptState(f"saved state: 'ended_by' is unknown: {ended!r}")
    s.ended_by = ended
    if (s.phase == P_OVER) != (ended is not None):
        raise CorruptState("saved state: 'phase' and 'ended_by' disagree about the end")
    if s.phase == P_GIVE and (not s.drawn or s.drawn[-1] != PIRATE):
        raise CorruptState("saved state: phase 'give' without a pirate just drawn ('drawn')")
    why = unaccounted(s)
    if why:
        raise CorruptState(f"saved state is inconsistent ('stock'/'discard'/'tables'): {why}")
    return s


def determinize(
    game: PiratatakGame, observation: Mapping[str, Any], rng: random.Random
) -> PiratatakState:
    """A full state behind ``observation``: the unseen stock in a random order, a fresh seed."""
    return sampler(game, observation)(rng)


def sampler(
    game: PiratatakGame, observation: Mapping[str, Any]
) -> Callable[[random.Random], PiratatakState]:
    """``determinize`` split in two: read the observation once, then deal many samples.

    It reads only ``PUBLIC_KEYS`` (what every seat sees alike, ``Game.public_keys``), never
    the seat nor anything a leak could add: a sample holds nothing the seat does not know
    but the order it gives the unseen cards and a fresh seed. A search draws a thousand
    samples of one observation, and parsing it as a save each time cost more than the
    shuffle. Every sample draws from ``rng`` exactly as ``determinize`` always did (the
    stock's shuffle, then the seed)."""
    if not isinstance(observation, Mapping) or observation.get("game") != "piratatak":
        raise CorruptState("determinize needs a Piratatak observation")
    missing = [k for k in PUBLIC_KEYS if k not in observation]
    if missing:
        raise CorruptState(f"observation lacks {', '.join(missing)}")
    data: dict[str, Any] = {k: observation[k] for k in PUBLIC_KEYS}
    data.update(game="piratatak", players=game.players, rules=game.rules_dict(), seed=0)
    have = list(COPIES)
    for text in _cards(data, "discard"):
        have[text] -= 1
    tables = data["tables"]
    if not isinstance(tables, list):
        raise CorruptState("observation: 'tables' must be a list")
    for t in tables:
        if not isinstance(t, Mapping):
            raise CorruptState("observation: a 'tables' entry is not an object")
        for key in ("boat", "spares"):
            for c in _cards(t, key):
                have[c] -= 1
        have[GOLD] -= _count(t.get("gold"), "gold")
        have[CANNON] -= _count(t.get("cannons"), "cannons")
    if any(h < 0 for h in have):
        raise CorruptState("observation shows more cards than the deck holds")
    unseen = [c for c in range(KINDS) for _ in range(have[c])]
    template = load_state(game, data, unseen[:])  # every check of a save, once

    def sample(rng: random.Random) -> PiratatakState:
        state = template.clone()
        stock = unseen[:]
        rng.shuffle(stock)
        state.stock = stock
        state.seed = rng.getrandbits(63)
        return state

    return sample
