"""Sampling a full state that agrees with everything one seat has seen.

Search bots plan on such samples. A sample deals the cards the seat has not
seen at random: other players keep the face-up cards they are known to hold,
and the rest of each hand and the stock come from the unseen pool. Future
deals get a fresh seed from the bot's own generator, so the sample says
nothing about the real shuffles.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from corsairs.games.corsairs.actions import SOURCES
from corsairs.games.corsairs.cards import (
    COLOURS,
    DECK_SIZE,
    FULL_DECK,
    bits,
    parse_card,
    parse_mask,
)
from corsairs.games.corsairs.rules import observed_deck
from corsairs.games.corsairs.state import PHASES, CorsairsState

if TYPE_CHECKING:
    from corsairs.games.corsairs.game import CorsairsGame


def determinize(game: CorsairsGame, obs: Mapping[str, Any], rng: random.Random) -> CorsairsState:
    return sampler(game, obs)(rng)


def sampler(game: CorsairsGame, obs: Mapping[str, Any]) -> Callable[[random.Random], CorsairsState]:
    """``determinize`` split in two: read the observation once, then deal many samples.

    A search draws a thousand samples of one observation; parsing its card
    texts each time cost more than the deal. Every sample draws from ``rng``
    exactly as ``determinize`` does (seed, shuffle, hidden drawn card).
    """
    seat = obs.get("seat")
    if obs.get("game") != "corsairs" or not isinstance(seat, int):
        raise ValueError("determinize needs the observation of a seat of this game")
    n = game.players
    s = object.__new__(CorsairsState)
    s.game = game
    s._vetted = None
    s.seed = 0
    s.deals = obs["round"]
    s.round = obs["round"]
    s.dealer = obs["dealer"]
    s.phase = PHASES.index(obs["phase"])
    cur = obs["current_player"]
    s.current = -1 if cur is None else cur
    s.final_round = obs["final_round"]
    s.turns = 0
    s.round_turns = obs["round_turns"]
    s.draw_counts = [obs["draws"][src] for src in SOURCES]
    s.pier = [parse_card(c) for c in obs["pier"]]
    s.pile = [parse_card(c) for c in obs["pile"]]
    seats = obs.get("pile_seats") or [None] * len(s.pile)
    s.pile_seats = [-1 if w is None else w for w in seats]
    s.penalty = [parse_mask(p) for p in obs["penalty_cards"]]
    s.known = [parse_mask(k) for k in obs["known"]]
    s.taken = [(t["seat"], parse_card(t["card"]), SOURCES.index(t["from"])) for t in obs["taken"]]
    s.must_sail = obs["must_sail"]
    colour = obs["pier_colour"]
    s.empty_pier_colour = COLOURS.index(colour) if colour is not None and not s.pier else -1
    closer = obs["closer"]
    s.closer = -1 if closer is None else closer
    s.laid = [part is not None for part in obs["laid"]]
    empty = [0] * n
    s.crews, s.attached, s.prisoners, s.stowaways = empty[:], empty[:], empty[:], empty[:]
    for p, part in enumerate(obs["laid"]):
        if part is not None:
            s.crews[p] = parse_mask(part["crew"])
            s.attached[p] = parse_mask(part["attached"])
            s.prisoners[p] = parse_mask(part["prisoners"])
            s.stowaways[p] = parse_mask(part["stowaways"])
    s.rounds = list(obs["rounds"])
    s.win = list(obs["winners"])
    s.hands = [0] * n
    s.stock = []

    own = parse_mask(obs["hand"])
    seen = own
    for m in (*s.penalty, *s.known, *s.crews, *s.attached, *s.prisoners, *s.stowaways):
        seen |= m
    for c in (*s.pier, *s.pile):
        seen |= 1 << c
    seen |= FULL_DECK & ~observed_deck(obs)  # a variant deck: the cards not in play
    unseen = [c for c in range(DECK_SIZE) if not seen >> c & 1]
    # (seat, known cards, how many unseen cards to add) per seat, in seat order.
    deal: list[tuple[int, int, int]] = []
    k = 0
    for p in range(n):
        if p == seat:
            deal.append((p, own, 0))
            continue
        need = obs["hand_sizes"][p] - s.known[p].bit_count()
        deal.append((p, s.known[p], need))
        k += need
    if len(unseen) - k != obs["stock"]:
        raise ValueError("observation is inconsistent: unseen cards do not match the stock size")
    drawn = obs.get("drawn")
    drawn_src = -1 if drawn is None else SOURCES.index(drawn["from"])
    drawn_card = -1
    hidden_draw = False
    if drawn is not None:
        if drawn["card"] is not None:
            drawn_card = parse_card(drawn["card"])
        else:
            hidden_draw = True
    s.drawn, s.drawn_src = drawn_card, drawn_src
    # House rule lay_down="simultaneous": opponents between the closer and the seat to
    # move have laid down unseen; a sample deals them hands and lays those down.
    unseen_lays = []
    if s.phase == PHASES.index("lay") and s.closer >= 0:
        p = (s.closer + 1) % n
        while p != s.current:
            if not s.laid[p]:
                unseen_lays.append(p)
            p = (p + 1) % n
    template = s
    current = s.current
    known_current = s.known[current] if hidden_draw else 0

    def sample(rng: random.Random) -> CorsairsState:
        new = template.clone()
        new.seed = rng.getrandbits(63)
        pool = unseen[:]
        shuffle(pool, rng)
        hands = new.hands
        i = 0
        for p, h, need in deal:
            for c in pool[i : i + need]:
                h |= 1 << c
            i += need
            hands[p] = h
        new.stock = pool[i:]
        if hidden_draw:
            choices = list(bits(hands[current] & ~known_current))
            new.drawn = choices[rng.randrange(len(choices))] if choices else -1
        if unseen_lays:
            for p in unseen_lays:  # each lays down its least-limit division, in turn
                new.current = p  # the engine would pass to the next seat, laid or not
                new.apply(new.legal_actions()[0])
            new.current = current  # the seat to act, as the observer sees it
        return new

    return sample


def shuffle(pool: list[int], rng: random.Random) -> None:
    """``rng.shuffle(pool)``: the same swaps from the same draws, without two calls per card.

    CPython's Fisher-Yates with its rejection sampling, written out; a search
    shuffles a thousand pools a move. Tests hold it to ``rng.shuffle``.
    """
    if type(rng) is not random.Random:
        rng.shuffle(pool)
        return
    getrandbits = rng.getrandbits
    for i in range(len(pool) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        pool[i], pool[j] = pool[j], pool[i]
