"""What the coach says about a Piratatak decision, from the seat's observation only.

Every drawn card is public, so the odds of the next card are exact: the
chance of a pirate is the pirates left in the stock over the cards left (at an empty
stock, the discard pile's, which the draw shuffles into a new stock first).
``why`` gives a review the reason one move beats another from the same figures.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from corsairs.coach.grading import grade, within_noise
from corsairs.games.piratatak.actions import BUY, CANNON_FIRE, DRAW, GIVE, STOP
from corsairs.games.piratatak.cards import (
    BOAT_CARDS,
    CARD_TEXT,
    COLOUR_MASK,
    COLOUR_OF,
    PARTS,
    PIRATE,
    bits,
)
from corsairs.games.piratatak.heuristic import (
    BOLDNESS,
    WIN,
    Valuer,
    stock_of,
    tables_of,
    valuer_of,
)
from corsairs.games.piratatak.table import move_events
from corsairs.protocol import Game, State

POSITION_KEYS = frozenset(
    {
        "game", "players", "phase", "current", "first_player", "turn", "reshuffles",
        "tables", "discard", "drawn", "turn_events", "last_turn", "counts", "winners",
        "ended_by", "seat", "current_player", "stock", "stock_cards", "price",
        "pirate_loss", "cannons_given", "foreign_card", "spares_join_boat", "scores", "over",
    }
)  # fmt: skip
"""The observation's keys a hint's samples are seeded from (``coach.hints.position_seed``):
those it had when the seed was made stable (session 30), which identify the position for
the seat; a key added to the observation later is left out and changes no hint."""

HINT_SAMPLES = 256
"""Sampled deals per judged move of a hint. The search's rollouts play to the game's end
(docs/bots.md); while they priced every give-back that cost so much that hints took 160
to stay within a second, and since 2026-11-27 they cost half: 256, as in Corsairs
(``python bench/coach.py --hints 40 --reviews 0``: worst 0.39 s with 2 players, 0.58 s
with 4)."""


def tie_rank(action: Any) -> int:
    """Among moves judged exactly equal, stopping first: it meets no pirate. A hint then
    names both (*About as good: Stop or Draw*, a tie said as one) and outlines stopping,
    as the review names it best; drawing, the legal moves' first, led every tie (a lost
    game's 0% against 0% read as advice to draw on)."""
    return 0 if getattr(action, "kind", None) == STOP else 1


def risk_free(observation: Mapping[str, Any], actions: Sequence[Any]) -> Any | None:
    """Drawing again when no pirate can come (none in the stock, or, at an empty stock, in
    the discard pile it is shuffled from): the card cannot cost the seat anything and the
    turn may still be stopped after it, so drawing is at least as good as stopping. The
    coach puts it first when the whole games played out cannot tell the two apart (a hint
    had said *About as good: Draw again or stop* beside "Next card a pirate: 0 of 3")."""
    kinds = {getattr(a, "kind", None) for a in actions}
    if not {DRAW, STOP} <= kinds:
        return None
    stock = stock_of(dict(observation))
    if not stock or PIRATE in stock:
        return None
    return next(a for a in actions if a.kind == DRAW)


GAIN_EVEN = 0.05
"""A value of drawing on nearer zero than this is said "about even": +0.03 of a boat part
printed as a figure ("+0,03", beside "+0,1" and "2,05") told a player nothing."""

GAIN_CLEAR = 0.5
"""From half a boat part the value of drawing on is said clearly for one move or the other."""


def draw_value(gain: float, games: str | None = None) -> str:
    """The value of drawing on (``draw_gain``) as a hint says it, in words: which move the
    next card's worth favours and how clearly ("draw_slightly", "even", "stop_clearly"...).

    ``games``: what the whole games played out say of drawing against stopping
    (``games_say``), whose win chances the hint shows beside these words, so that the words
    never belie them: a move those chances put a mistake's 10 points or more ahead
    ("draw_clear") is "clearly" favoured when the next card's worth favours it too or is
    about even (draw 100% against stop 48%, no pirate left, was "slightly in favour of
    drawing"); chances within the noise of each other ("alike") are at most "slightly" apart.
    Where the next card's worth favours the other move, its words stay and the hint says
    that the whole games judge otherwise."""
    if gain >= GAIN_CLEAR:
        said = "draw_clearly"
    elif gain >= GAIN_EVEN:
        said = "draw_slightly"
    elif gain > -GAIN_EVEN:
        said = "even"
    else:
        said = "stop_slightly" if gain > -GAIN_CLEAR else "stop_clearly"
    if games == "alike":
        return said.replace("_clearly", "_slightly")
    if games in ("draw_clear", "stop_clear"):
        move = games.split("_")[0]
        if said == "even" or said.startswith(move):
            return f"{move}_clearly"
    return said


def games_say(moves: Sequence[Any]) -> str | None:
    """What the whole games played out (the judged moves' win chances) say of drawing on
    against stopping: "draw_clear" or "stop_clear" when one's chance is a mistake's drop
    (``grading``: 10 points or more, beyond twice its error) above the other's, "alike" when
    they are within the noise of each other, else None (a gap between, or a move not
    judged)."""
    draw = next((m for m in moves if getattr(m.action, "kind", None) == DRAW), None)
    stop = next((m for m in moves if getattr(m.action, "kind", None) == STOP), None)
    if draw is None or stop is None:
        return None
    better, worse = (draw, stop) if draw.win >= stop.win else (stop, draw)
    drop, noise = worse.drop_from(better)
    if within_noise(drop, noise):
        return "alike"
    if grade(drop, noise) in ("mistake", "blunder"):
        return ("draw" if better is draw else "stop") + "_clear"
    return None


def decided(observation: Mapping[str, Any], moves: Sequence[Any]) -> dict[str, Any]:
    """Why a game is decided, for a hint whose every move has the same win chance of 0% or
    100% (``coach.hints.decided``): the player who wins the games played out from here
    (``leader``, the seat itself when it wins them)."""
    seats = moves[0].seats
    return {"leader": max(range(len(seats)), key=lambda k: (seats[k], -k))}


def observe(start: State, end: State, seat: int) -> dict[str, float]:
    """Boat parts gained by each seat over the rollout."""
    before = start.scores()
    after = end.scores()
    return {f"parts_{k}": float(a - b) for k, (a, b) in enumerate(zip(after, before, strict=True))}


def seen(before: Mapping[str, Any], after: Mapping[str, Any], action: str) -> dict[str, Any] | None:
    """What the seat saw its own move do, for a review: the events it caused, each with its
    seat ("draw" said nothing of the card drawn). Every draw is public."""
    lines = move_events(before, after)
    return {"events": lines} if lines else None


def seen_words(seen: Mapping[str, Any], names: Sequence[str]) -> str:
    """``seen`` in the terminal's words: "Ann draws Y3; starts the red boat", said inside a
    sentence ("then: you draw B1", "draw (you draw B1)")."""
    from itertools import groupby

    from corsairs.games.piratatak.terminal import told_apart, turn_told

    return told_apart(
        turn_told(seat, [e for _, e in group], names, inside=True)
        for seat, group in groupby(seen["events"], key=lambda line: line[0])
    )


def taken(give: Any, boat: int) -> tuple[int, int, int]:
    """What a give-back takes: boat parts (of the cards in ``boat``), spares and gold."""
    parts = (give.a & boat).bit_count()
    return parts, give.a.bit_count() - parts, give.b


def _finishing(val: Valuer) -> list[tuple[int, int]]:
    """(rival, card) for each spare of the valuer's seat that a rival's boat lacks as its
    last part (``Valuer.finishing``, as the bots price it), rivals in seat order: kept,
    the rival may buy it and win at once."""
    return [
        (k, c)
        for k, t in enumerate(val.tables)
        if k != val.seat and t.colour >= 0
        for c in bits(val.finishing & COLOUR_MASK[t.colour])
    ]


def extra_moves(
    game: Game, observation: Mapping[str, Any], legal_actions: Sequence[Any]
) -> list[Any]:
    """At a give-back, the cheapest set that takes each spare an opponent's boat lacks as
    its last part. The search weighs the three cheapest sets, and the rule of thumb keeps
    a spare someone builds (it sells for gold); kept, that spare is bought and wins the
    game at once. A hint once called every give-back lost ("0%") while giving that spare
    back kept about 55%."""
    gives = [a for a in legal_actions if a.kind == GIVE]
    if len(gives) < 2:
        return []
    obs = dict(observation)
    seat = obs["seat"]
    val = valuer_of(obs, seat)
    out: list[Any] = []
    for _, card in _finishing(val):
        takes = [a for a in gives if a.a >> card & 1]
        if takes:
            best = min(takes, key=val.give_cost)
            if best not in out:
                out.append(best)
    return out


def details(
    game: Game, observation: Mapping[str, Any], legal_actions: Sequence[Any], moves: Sequence[Any]
) -> dict[str, Any]:
    """The figures behind a hint at this decision (see docs/coach.md)."""
    obs = dict(observation)
    seat = obs["seat"]
    tables = tables_of(obs)
    val = valuer_of(obs, seat, tables)
    stock = stock_of(obs)
    kinds = {a.kind for a in legal_actions}
    out: dict[str, Any] = {"kind": "turn"}
    # The next card's odds only where the seat may draw it: after a pirate's give-back the
    # turn ends and the next card is the next player's (it read as a figure of the choice).
    if stock and DRAW in kinds:
        out["pirate_chance"] = stock.count(PIRATE) / len(stock)
        out["cards_left"] = len(stock)
        out["pirates_left"] = stock.count(PIRATE)
        if not obs["stock"]:
            # the draw shuffles the discard pile into a new stock first (``state._draw``): the
            # odds are its cards', all seen; "8 of 24 cards" beside a stock of 0 said not why
            out["reshuffle"] = True
        if DRAW in kinds and len(legal_actions) > 1:
            # The heuristic's value of the next card: a boat part is 1, the part that
            # finishes the boat (a win) WIN, a pirate its cost. Only where drawing is a
            # choice: beside a turn's forced first draw it weighed nothing (and, below
            # zero, said the advice came from whole games where there was none to give).
            out["draw_gain"] = round(val.draw_gain(stock), 3)
            out["pirate_cost"] = round(val.pirate_cost(), 3)
            out["draw_on"] = val.draw_gain(stock) + BOLDNESS > 0
            out["draw_value"] = draw_value(out["draw_gain"], games_say(moves))
            out["win_value"] = WIN
    if GIVE in kinds or CANNON_FIRE in kinds:
        gives = sorted((a for a in legal_actions if a.kind == GIVE), key=val.give_cost)
        out["kind"] = "pirate"
        out["cheapest_gives"] = [str(a) for a in gives[:3]]
        out["cannon"] = CANNON_FIRE in kinds
        best = moves[0].action if moves else None
        if best is not None and best.kind == GIVE:
            # What the recommended give-back takes: boat parts (of how many), spares, gold.
            parts, spares, gold = taken(best, val.me.boat)
            out["give"] = {
                "boat_parts": parts,
                "boat_of": val.me.parts,
                "spares": spares,
                "gold": gold,
            }
        # what every judged give-back takes of the boat: a hint naming several "about as
        # good" said "Your boat: 3/6 → 2/6", the first set's alone, beside all of them
        out["gives"] = {
            str(m.action): dict(
                zip(("boat_parts", "spares", "gold"), taken(m.action, val.me.boat), strict=True)
            )
            for m in moves
            if m.action.kind == GIVE
        }
    buys = [a for a in legal_actions if a.kind == BUY]
    if buys:
        # Buy or not as the search judged it: yes only when a purchase is the recommended
        # move (the rule of thumb once said "yes" beside "Recommended: draw").
        pick = moves[0].action if moves and moves[0].action.kind == BUY else None
        out["buys"] = [{"action": str(a), "card": CARD_TEXT[a.a], "seller": a.b} for a in buys]
        out["buy"] = None if pick is None else {"action": str(pick), "seller": pick.b}
    out["can_stop"] = STOP in kinds
    return out


def why(
    game: Game, observation: Mapping[str, Any], better: Any, worse: Any
) -> dict[str, Any] | None:
    """Why ``better`` (a judged move, ``MoveValue``) beats ``worse``, as data (a ``code``
    and its figures) from the seat's observation only: every drawn card is public, so the
    stock's odds are exact. None when no figure of the game's own says it."""
    obs = dict(observation)
    seat = obs["seat"]
    val = valuer_of(obs, seat)
    me = val.me
    b, w = better.action, worse.action
    kinds = (b.kind, w.kind)
    if kinds in ((DRAW, STOP), (STOP, DRAW)):
        stock = stock_of(obs)
        if not stock:
            return None
        mine = [c for c in stock if c < BOAT_CARDS and COLOUR_OF[c] == me.colour]
        return {
            "code": "draw_on" if b.kind == DRAW else "stop_now",
            # the stock is empty: the cards are the discard pile's, shuffled before the draw
            **({"reshuffle": True} if not obs["stock"] else {}),
            "pirates": stock.count(PIRATE),
            "cards": len(stock),
            # The parts the boat lacks, left in the stock: with one part missing, each wins.
            "wanted": len(mine),
            "finishers": len(mine) if me.parts == PARTS - 1 else 0,
            "parts": me.parts,
            "cannons": me.cannons,
            "loss": val.loss,
        }
    if kinds == (GIVE, GIVE):
        # The better set gives back a spare a rival's boat lacks last, which the worse one
        # keeps for the rival to buy and win with: that is the reason, not the counts.
        for seat_k, card in _finishing(val):
            if b.a >> card & 1 and not w.a >> card & 1:
                return {"code": "give_finish", "card": CARD_TEXT[card], "seat": seat_k}
        gb, gw = (
            dict(zip(("parts", "spares", "gold"), taken(a, me.boat), strict=True)) for a in (b, w)
        )
        if gb == gw or gb["parts"] > gw["parts"]:
            return None  # the same, or a set that takes more of the boat: no case for it
        return {"code": "give", "boat": me.parts, "better_gives": gb, "worse_gives": gw}
    if b.kind == BUY:
        return {
            "code": "buy",
            "card": CARD_TEXT[b.a],
            "seller": b.b,
            "price": val.price,
            "parts": me.parts,
            "wins": me.parts == PARTS - 1,
        }
    if kinds == (CANNON_FIRE, GIVE) or kinds == (GIVE, CANNON_FIRE):
        return {"code": "cannon" if b.kind == CANNON_FIRE else "keep_cannon", "cannons": me.cannons}
    return None


__all__ = ["details", "extra_moves", "observe", "why"]
