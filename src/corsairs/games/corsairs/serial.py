"""Restoring a saved Corsairs state, checking every field on the way in."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from corsairs import saves
from corsairs.games.corsairs.actions import SOURCES
from corsairs.games.corsairs.cards import COLOURS, parse_card, parse_mask
from corsairs.games.corsairs.state import PHASES, CorsairsState, unaccounted
from corsairs.protocol import BadNotation, CorruptState

if TYPE_CHECKING:
    from corsairs.games.corsairs.game import CorsairsGame


_get = saves.field


def _masks(data: Mapping[str, Any], key: str, n: int) -> list[int]:
    value = _get(data, key, list)
    if len(value) != n:
        raise CorruptState(f"saved state: {key!r} needs one entry per seat")
    try:
        return [parse_mask(v) for v in value]
    except (BadNotation, TypeError, AttributeError) as exc:
        raise CorruptState(f"saved state: {key!r}: {exc}") from None


def _cards(data: Mapping[str, Any], key: str) -> list[int]:
    value = _get(data, key, list)
    try:
        return [parse_card(v) for v in value]
    except (BadNotation, TypeError, AttributeError) as exc:
        raise CorruptState(f"saved state: {key!r}: {exc}") from None


_seat = saves.seat


def _pile_seats(data: Mapping[str, Any], size: int, n: int) -> list[int]:
    """Who discarded each pile card (-1: turned up at the deal, or unknown: a save made
    before ``pile_seats`` existed)."""
    seats = data.get("pile_seats")
    if seats is None:
        return [-1] * size
    if not isinstance(seats, list) or len(seats) != size:
        raise CorruptState("saved state: 'pile_seats' must name one seat (or null) per pile card")
    return [-1 if w is None else _seat(w, n, "pile_seats") for w in seats]


def load_state(game: CorsairsGame, data: Mapping[str, Any]) -> CorsairsState:
    saves.check_header(data, game)
    n = game.players
    s = object.__new__(CorsairsState)
    s.game = game
    s._vetted = None
    s.seed = _get(data, "seed", int)
    s.deals = _get(data, "deals", int)
    s.round = _get(data, "round", int)
    s.dealer = _seat(data.get("dealer"), n, "dealer")
    phase = _get(data, "phase", str)
    if phase not in PHASES:
        raise CorruptState(f"saved state: unknown phase {phase!r}")
    s.phase = PHASES.index(phase)
    s.current = _seat(data.get("current"), n, "current", allow_none=True)
    if s.current < 0 and phase != "over":
        raise CorruptState("saved state: no current player in a running game")
    s.final_round = _get(data, "final_round", bool)
    s.turns = _get(data, "turns", int)
    s.round_turns = _get(data, "round_turns", int)
    dc = _get(data, "draw_counts", list)
    if len(dc) != 3 or not all(isinstance(x, int) for x in dc):
        raise CorruptState("saved state: 'draw_counts' must be three numbers")
    s.draw_counts = list(dc)
    s.hands = _masks(data, "hands", n)
    s.pier = _cards(data, "pier")
    s.pile = _cards(data, "pile")
    s.pile_seats = _pile_seats(data, len(s.pile), n)
    s.stock = _cards(data, "stock")
    s.penalty = _masks(data, "penalty", n)
    s.known = _masks(data, "known", n)
    taken = _get(data, "taken", list)
    s.taken = []
    for item in taken:
        if not isinstance(item, list) or len(item) != 3 or item[2] not in SOURCES:
            raise CorruptState(f"saved state: bad 'taken' entry {item!r}")
        try:
            s.taken.append(
                (_seat(item[0], n, "taken"), parse_card(item[1]), SOURCES.index(item[2]))
            )
        except BadNotation as exc:
            raise CorruptState(f"saved state: 'taken': {exc}") from None
    drawn = data.get("drawn")
    try:
        s.drawn = -1 if drawn is None else parse_card(drawn)
    except (BadNotation, AttributeError) as exc:
        raise CorruptState(f"saved state: 'drawn': {exc}") from None
    src = data.get("drawn_src")
    if src is not None and src not in SOURCES:
        raise CorruptState("saved state: bad 'drawn_src'")
    s.drawn_src = -1 if src is None else SOURCES.index(src)
    s.must_sail = _get(data, "must_sail", bool)
    s.closer = _seat(data.get("closer"), n, "closer", allow_none=True)
    empty = data.get("empty_pier_colour")
    if empty is not None and empty not in COLOURS:
        raise CorruptState(f"saved state: unknown 'empty_pier_colour' {empty!r}")
    s.empty_pier_colour = -1 if empty is None else COLOURS.index(empty)
    laid = _get(data, "laid", list)
    if len(laid) != n or not all(isinstance(x, bool) for x in laid):
        raise CorruptState("saved state: 'laid' must be one true/false per seat")
    s.laid = list(laid)
    s.crews = _masks(data, "crews", n)
    s.attached = _masks(data, "attached", n)
    s.prisoners = _masks(data, "prisoners", n)
    s.stowaways = _masks(data, "stowaways", n)
    rounds = _get(data, "rounds", list)
    if not all(isinstance(r, dict) for r in rounds):
        raise CorruptState("saved state: 'rounds' must be a list of objects")
    s.rounds = list(rounds)
    win = _get(data, "winners", list)
    s.win = [_seat(w, n, "winners") for w in win]
    why = unaccounted(s)
    if why:
        raise CorruptState(f"saved state is inconsistent: {why}")
    for seat in range(n):
        if s.known[seat] & ~s.hands[seat]:
            raise CorruptState("saved state: a known card is not in that hand")
    if s.phase in (2, 3) and s.closer < 0:
        raise CorruptState("saved state: a sailing phase without a closer")
    return s
