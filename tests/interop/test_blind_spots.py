"""The tensors the adapters hand out, read back: each holds all of the seat's observation.

A learner learns only from what its tensor shows. Each test decodes the observation tensor
that OpenSpiel, PettingZoo or Gymnasium gives a seat (``decode``: the inverse of the
encoding, written from docs/research.md's layout, not from the encoder) and compares it with
the seat's ``state.observation(seat)``, key by key: every key is either read back exactly or
one of ``LEFT_OUT``, the documented exceptions (docs/research.md, "What a seat sees that
this tensor leaves out"). A key added to an observation fails here until it is encoded or
its omission is decided. The tensor is a function of the seat's observation, so it shows
no hidden card (``test_tensor_shows_nothing_hidden`` checks it on determinized worlds); the
re-encoding check below adds that it holds nothing but what ``decode`` names.

Action masks: every legal action has exactly one index, the index plays that action, and
each adapter's mask and legal list are exactly those indices, in every phase.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

np = pytest.importorskip("numpy")

import corsairs  # noqa: E402
from corsairs.games.corsairs.actions import SOURCES  # noqa: E402
from corsairs.games.corsairs.cards import CARD_TEXT as CORSAIRS_CARDS  # noqa: E402
from corsairs.games.corsairs.cards import COLOURS as CORSAIRS_COLOURS  # noqa: E402
from corsairs.games.corsairs.cards import mask_value, parse_mask  # noqa: E402
from corsairs.games.corsairs.encoding import MAX_HAND, PHASES  # noqa: E402
from corsairs.games.piratatak.cards import (  # noqa: E402
    BOAT_CARDS,
    CANNON,
    COLOURS,
    COPIES,
    GOLD,
    PIRATE,
    parse_card,
)
from corsairs.games.piratatak.cards import CARD_TEXT as PIRATATAK_CARDS  # noqa: E402
from corsairs.games.piratatak.encoding import PHASES as PIRATATAK_PHASES  # noqa: E402

LEFT_OUT = {
    "corsairs": {
        # who and what game: the tensor is the seat's own, its seats relative to it
        "game",
        "players",
        "seat",
        # rule options, fixed for a game (docs: "The rule options are not in the tensor")
        "thresholds",
        "deck",
        # documented: this round's draw counts and cards taken face up (those still held
        # are the `known` planes), the past rounds' records
        "draws",
        "taken",
        "rounds",
        # the game is over: the returns say who won and why
        "winners",
        "decided",
    },
    "piratatak": {
        "game",
        "players",
        "seat",
        # rule options, fixed for a game
        "price",
        "coins_to",
        "pirate_loss",
        "cannons_given",
        "foreign_card",
        "spares_join_boat",
        # documented: who began, the last turn's and this turn's events, the running
        # counts, the reshuffles so far (chance's, read by no rule)
        "first_player",
        "last_turn",
        "turn_events",
        "counts",
        "reshuffles",
        # the game is over: the returns say who won and how
        "winners",
        "ended_by",
    },
}

ORDER_LEFT_OUT = {"piratatak": {"discard", "drawn"}}
"""Lists the tensor holds as counts: no rule reads their order (the discard pile is
shuffled before it is drawn from again; this turn's draws are counted)."""


def _ones(tensor: Sequence[float], at: int, size: int) -> list[int]:
    return [i for i in range(size) if tensor[at + i]]


def _one_hot(tensor: Sequence[float], at: int, size: int) -> int | None:
    ones = _ones(tensor, at, size)
    assert len(ones) <= 1 and all(tensor[at + i] == 1.0 for i in ones), ones
    return ones[0] if ones else None


def _count(value: float, scale: float) -> int:
    """A count stored as count / scale (float32), read back exactly."""
    count = round(float(value) * scale)
    assert abs(count / scale - float(value)) < 1e-6, (value, scale)
    return count


def _scaled(value: float, scale: int) -> int | None:
    """A count capped at 1 (count / scale): None where the cap hides it."""
    return None if float(value) >= 1.0 else _count(value, scale)


def decode_corsairs(enc: Any, tensor: Sequence[float], seat: int) -> dict[str, Any]:
    """``observation(seat)``'s keys as the Corsairs tensor says them (absolute seats)."""
    n, off, card = enc.players, enc.offsets, 110

    def plane(name: str, block: int = 0) -> list[int]:
        return _ones(tensor, off[name] + block * card, card)

    def texts(cards: list[int]) -> list[str]:
        return [CORSAIRS_CARDS[c] for c in cards]

    def absolute(rel: int) -> int:
        return int((seat + rel) % n)

    def per_seat(name: str) -> list[list[str]]:
        return [texts(plane(name, (s - seat) % n)) for s in range(n)]

    view: dict[str, Any] = {"hand": texts(plane("hand"))}
    source = _one_hot(tensor, off["drawn_from"], len(SOURCES))
    phase = PHASES[_one_hot(tensor, off["phase"], len(PHASES)) or 0]
    current = _one_hot(tensor, off["current"], n)
    if source is not None:
        drawn = plane("drawn")
        view["drawn"] = {
            "seat": None if current is None else absolute(current),
            "card": texts(drawn)[0] if drawn else None,
            "from": SOURCES[source],
        }
    else:
        assert not plane("drawn")
    row = sorted(plane("pier_order"), key=lambda c: -tensor[off["pier_order"] + c])
    view["pier"] = texts(row)
    assert plane("pier") == sorted(row) and plane("pier_next") == row[:1]
    colour = _one_hot(tensor, off["pier_colour"], len(CORSAIRS_COLOURS))
    view["pier_colour"] = None if colour is None else CORSAIRS_COLOURS[colour]
    pile = sorted(plane("pile"), key=lambda c: tensor[off["pile"] + c])
    view["pile"] = texts(pile)
    assert plane("pile_top") == pile[-1:]
    who = {c: absolute(r) for r in range(n) for c in plane("pile_seats", r)}
    view["pile_seats"] = [who.get(c) for c in pile]
    view["penalty_cards"] = per_seat("out")
    view["known"] = per_seat("known")
    laid: list[dict[str, Any] | None] = []
    for s in range(n):
        r = (s - seat) % n
        if not tensor[off["laid"] + r]:
            assert not any(plane(k, r) for k in ("crew", "attached", "prisoners", "stowaways"))
            laid.append(None)
            continue
        part = {k: texts(plane(k, r)) for k in ("prisoners", "crew", "attached", "stowaways")}
        laid.append({**part, "limit": mask_value(parse_mask(part["stowaways"]))})
    view["laid"] = laid
    view["penalties"] = [len(cards) for cards in view["penalty_cards"]]
    view["total_penalties"] = sum(view["penalties"])
    end = max(1, enc.game.rules.game_ends_at)
    for s, count in enumerate(view["penalties"]):  # the scaled copy agrees
        assert float(tensor[off["penalties"] + (s - seat) % n]) == pytest.approx(
            min(1.0, count / end), abs=1e-6
        )
    sizes = [tensor[off["hand_sizes"] + (s - seat) % n] for s in range(n)]
    view["hand_sizes"] = [_count(size, MAX_HAND) for size in sizes]
    view["phase"] = phase
    view["over"] = phase == "over"
    view["current_player"] = None if current is None else absolute(current)
    for name in ("dealer", "closer"):
        r = _one_hot(tensor, off[name], n)
        view[name] = None if r is None else absolute(r)
    view["must_sail"] = bool(tensor[off["flags"]])
    view["final_round"] = bool(tensor[off["flags"] + 1])
    view["round"] = _scaled(tensor[off["round"]], enc.round_scale)
    view["round_turns"] = _scaled(tensor[off["round_turns"]], enc.turn_scale)
    view["stock"] = _count(tensor[off["stock"]], 110)
    return view


def decode_piratatak(enc: Any, tensor: Sequence[float], seat: int) -> dict[str, Any]:
    """``observation(seat)``'s keys as the Piratatak tensor says them (absolute seats)."""
    n, off = enc.players, enc.offsets
    colours = len(COLOURS) + 1

    def boat_cards(name: str, r: int) -> list[str]:
        return [PIRATATAK_CARDS[c] for c in _ones(tensor, off[name] + r * BOAT_CARDS, BOAT_CARDS)]

    def counts(name: str) -> list[str]:
        """A count plane (boat cards, gold, pirates, cannons) as a sorted card list."""
        out = []
        for c in range(BOAT_CARDS + 3):
            out += [PIRATATAK_CARDS[c]] * _count(tensor[off[name] + c], COPIES[c])
        return out

    tables: list[dict[str, Any]] = []
    for s in range(n):
        r = (s - seat) % n
        colour = _one_hot(tensor, off["boat_colour"] + r * colours, colours)
        assert colour is not None  # "no boat" is a colour of its own
        tables.append(
            {
                "colour": COLOURS[colour - 1] if colour else None,
                "boat": boat_cards("boat", r),
                "spares": boat_cards("spares", r),
                "gold": _count(tensor[off["gold"] + r], COPIES[GOLD]),
                "cannons": _count(tensor[off["cannons"] + r], COPIES[CANNON]),
            }
        )
    phase = PIRATATAK_PHASES[_one_hot(tensor, off["phase"], len(PIRATATAK_PHASES)) or 0]
    current = _one_hot(tensor, off["current"], n)
    stock = counts("stock")
    view: dict[str, Any] = {
        "tables": tables,
        "scores": [len(t["boat"]) for t in tables],
        "discard": counts("discard"),
        "drawn": counts("drawn"),
        "stock_cards": {
            "boat": [c for c in stock if parse_card(c) < BOAT_CARDS],
            "gold": stock.count(PIRATATAK_CARDS[GOLD]),
            "pirate": stock.count(PIRATATAK_CARDS[PIRATE]),
            "cannon": stock.count(PIRATATAK_CARDS[CANNON]),
        },
        "stock": _count(tensor[off["stock_size"]], 55),
        "phase": phase,
        "over": phase == "over",
        "current_player": None if current is None else (seat + current) % n,
        "turn": _scaled(tensor[off["turn"]], enc.turn_limit),
    }
    if current is not None:  # the game over, ``current`` is the seat that moved last
        view["current"] = view["current_player"]
    return view


DECODERS = {"corsairs": decode_corsairs, "piratatak": decode_piratatak}


def check_tensor(name: str, enc: Any, tensor: Any, observation: Mapping[str, Any]) -> None:
    """``tensor`` (an adapter's, float32 or not) says everything ``observation`` says."""
    tensor = np.asarray(tensor, np.float32)
    assert tensor.shape == enc.observation_shape
    seat = observation["seat"]
    view = DECODERS[name](enc, tensor, seat)
    unread = set(observation) - set(view) - LEFT_OUT[name]
    if name == "piratatak" and observation["current_player"] is None:
        unread.discard("current")
    assert not unread, f"the tensor leaves out {sorted(unread)}"
    orderless = ORDER_LEFT_OUT.get(name, set())
    for key, said in view.items():
        if said is None and key in ("round", "round_turns", "turn"):
            continue  # past the scale the tensor caps at (documented)
        want = observation.get(key)
        if key in orderless:
            want = sorted(want or [], key=parse_card)
        assert said == want, (key, said, want)
    # nothing but the decoded keys: the observation re-encoded gives the same tensor
    assert np.array_equal(tensor, np.asarray(enc.observation_tensor(observation), np.float32))


def check_indices(enc: Any, state: Any, indices: Sequence[int]) -> None:
    """``indices`` (an adapter's legal list or mask) are the legal actions, one each."""
    listed = state.legal_actions()
    mine = sorted(int(i) for i in indices)
    assert mine == enc.legal_indices(state)
    assert len(mine) == len(listed)  # no two listed actions share an index
    assert sorted(enc.index_of(state, a) for a in listed) == mine
    for i in mine:
        action = enc.index_action(state, i)
        assert action in listed and enc.index_of(state, action) == i


RULES = {
    "corsairs": [
        {},
        {"rediscard_from_pile": False},
        {"lay_down": "simultaneous"},
        {"max_rounds": 2, "round_turn_limit": 6},
    ],
    "piratatak": [{}, {"spares_discard": True}, {"purchase_price": 2, "turn_limit": 60}],
}

cases = st.sampled_from(["corsairs", "piratatak"]).flatmap(
    lambda name: st.tuples(
        st.just(name),
        st.integers(2, 4),
        st.sampled_from(RULES[name]),
        st.integers(0, 2**32 - 1),
    )
)


def protocol_line(
    name: str, players: int, rules: dict[str, Any], seed: int, moves: int = 120
) -> set[str]:
    """A random game through the protocol, its first ``moves`` moves: every seat's tensor
    and the mask at every position; the phases met."""
    game = corsairs.load_game(name, players=players, **rules)
    enc = game.encoding()
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    phases = set()
    for _ in range(moves + 1):
        for seat in range(players):
            obs = state.observation(seat)
            check_tensor(name, enc, enc.observation_tensor(obs), obs)
        phases.add(state.observation(0)["phase"])
        if state.is_over():
            assert enc.legal_indices(state) == []
            return phases
        check_indices(enc, state, enc.legal_indices(state))
        state.apply(rng.choice(state.legal_actions()))
    return phases


@settings(max_examples=8, deadline=None)
@given(case=cases)
def test_every_seats_tensor_reads_back_as_its_observation(case: tuple[Any, ...]) -> None:
    protocol_line(*case)


@pytest.mark.parametrize(
    ("name", "phases"),
    [
        ("corsairs", {"draw", "discard", "crew", "lay", "over"}),
        ("piratatak", {"turn", "drawing", "give", "over"}),
    ],
)
def test_the_lines_checked_meet_every_phase(name: str, phases: set[str]) -> None:
    seen: set[str] = set()
    for players, seed in ((2, 0), (4, 2)):
        seen |= protocol_line(name, players, {}, seed, moves=1000)
    assert seen == phases


@settings(max_examples=4, deadline=None)
@given(case=cases)
def test_openspiel_tensors_and_legal_actions(case: tuple[Any, ...]) -> None:
    from corsairs.interop import openspiel

    name, players, rules, seed = case
    game = openspiel.load(name, players, **rules)
    enc = game.ours.encoding()
    rng = random.Random(seed)
    state = game.new_initial_state()
    for _ in range(80):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            continue
        ours: Any = state.ours
        for seat in range(players):
            check_tensor(name, enc, state.observation_tensor(seat), ours.observation(seat))
        legal = state.legal_actions()
        check_indices(enc, ours, legal)
        for i in legal[:3]:  # its strings name the action and read back
            text = state.action_to_string(state.current_player(), i)
            assert text == str(enc.index_action(ours, i)) and state.string_to_action(text) == i
        state.apply_action(rng.choice(legal))


@settings(max_examples=4, deadline=None)
@given(case=cases)
def test_pettingzoo_observations_and_masks(case: tuple[Any, ...]) -> None:
    from corsairs.interop.pettingzoo import raw_env

    name, players, rules, seed = case
    env = raw_env(name, players=players, **rules)
    env.reset(seed=seed % 2**31)
    enc = env.game_state.game.encoding()
    rng = np.random.default_rng(seed)
    for agent in env.agent_iter(max_iter=80):
        _, _, term, trunc, _ = env.last()
        state = env.game_state
        for who in env.possible_agents:
            seat = int(who.split("_")[1])
            seen = env.observe(who)
            check_tensor(name, enc, seen["observation"], state.observation(seat))
            mask = np.flatnonzero(seen["action_mask"])
            if seat == state.current_player:
                check_indices(enc, state, mask)
            else:
                assert len(mask) == 0
        if term or trunc:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(env.observe(agent)["action_mask"]))))


@settings(max_examples=4, deadline=None)
@given(case=cases, data=st.data())
def test_gymnasium_observations_and_masks(case: tuple[Any, ...], data: Any) -> None:
    from corsairs.interop.gymnasium import SeatEnv

    name, players, rules, seed = case
    seat = data.draw(st.integers(0, players - 1))
    env = SeatEnv(name, players=players, seat=seat, **rules)
    obs, _ = env.reset(seed=seed % 2**31)
    enc = env.encoding
    rng = np.random.default_rng(seed)
    done = False
    state: Any = env.game_state
    while not done:
        state = env.game_state
        check_tensor(name, enc, obs["observation"], state.observation(seat))
        mask = np.flatnonzero(obs["action_mask"])
        check_indices(enc, state, mask)
        assert list(np.flatnonzero(env.action_masks())) == list(mask)
        obs, _, term, trunc, _ = env.step(int(rng.choice(mask)))
        done = term or trunc
    state = env.game_state
    check_tensor(name, enc, obs["observation"], state.observation(seat))
    assert not obs["action_mask"].any()


def _drawn_from_the_pile(**rules: Any) -> Any:
    """A 2-player Corsairs position where the seat to act took the pile's top card."""
    game = corsairs.load_game("corsairs", players=2, **rules)
    for seed in range(50):
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            texts = [str(a) for a in state.legal_actions()]
            if "draw pile" in texts and state.observation(0)["round_turns"] > 0:
                state.apply("draw pile")
                return state
            safe = [a for a in state.legal_actions() if not str(a).startswith("sail")]
            state.apply(rng.choice(safe or state.legal_actions()))
    raise AssertionError("no draw from the pile")


def test_the_corsairs_tensor_says_where_the_drawn_card_came_from() -> None:
    """Every seat sees where the card just drawn came from (the observation's
    ``drawn["from"]``), but the tensor held only the card, and not even that for an
    opponent's stock draw: a card taken from the pile and one taken from the pier gave
    one tensor. Under the house rule ``rediscard_from_pile=false`` the two allow other
    discards: one tensor, two masks. The ``drawn_from`` segment (appended last) says it."""
    from corsairs.games.corsairs.actions import PIER

    state = _drawn_from_the_pile(rediscard_from_pile=False)
    other = state.clone()
    other.drawn_src = PIER  # the same card, from the pier
    enc = state.game.encoding()
    for seat in range(2):
        mine, theirs = state.observation(seat), other.observation(seat)
        assert mine["drawn"]["from"] == "pile" and theirs["drawn"]["from"] == "pier"
        assert enc.observation_tensor(mine) != enc.observation_tensor(theirs)
        at = enc.offsets["drawn_from"]
        assert enc.observation_tensor(mine)[at : at + 3] == [0.0, 1.0, 0.0]
    assert enc.legal_indices(state) != enc.legal_indices(other)
