"""What the coach says about a Corsairs decision, from the seat's observation only.

``details`` gives the figures a player needs to understand the hint at each
decision; ``why`` the reason one move beats another in a review (the same figures:
limits after a draw or a discard, the odds of a sail, the divisions' outcomes);
``observe`` is what the coach averages over its sampled rollouts of
the round (who sent whom under, penalty cards added). Structured data, not
sentences: the terminal and the browser word it in the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from corsairs.coach.grading import as_good_as_shown
from corsairs.games.corsairs.actions import DISCARD, DRAW, LAY, SAIL, SOURCES, STOCK, Action
from corsairs.games.corsairs.cards import CARD_TEXT, COLOURS, NUMBERS
from corsairs.games.corsairs.heuristic import (
    View,
    candidates,
    coach_refine,
    coach_rollout_policy,
    discard_order,
    limit_of,
)
from corsairs.games.corsairs.lay_down import (
    LayDown,
    at_least_as_good,
    best_lay_down,
    division_of,
    lay_down_choices,
    situation,
)
from corsairs.protocol import Game, State

POSITION_KEYS = frozenset(
    {
        "game", "players", "seat", "phase", "current_player", "round", "dealer",
        "final_round", "round_turns", "draws", "pier", "pier_colour", "pile", "stock",
        "hand_sizes", "known", "taken", "must_sail", "closer", "laid", "penalties",
        "penalty_cards", "total_penalties", "thresholds", "rounds", "winners", "over",
        "decided", "deck", "hand", "drawn",
    }
)  # fmt: skip
"""The observation's keys a hint's samples are seeded from (``coach.hints.position_seed``):
those it had when the seed was made stable (session 30), which identify the position for
the seat. A key added to the observation later is left out, so that it changes no hint's
or review's samples (``pile_seats`` follows from the pile and the moves that made it)."""

rollout_policy = coach_rollout_policy
"""The coach's rollouts: the search's quick policy, setting sail when the ``heuristic`` bot
would (``heuristic.HEURISTIC_SAIL``), not at the search's threshold, which (2 players)
sailed later than that bot from a round's sixth turn: waiting looked safer than it is."""

refine = coach_refine
"""How the coach's samples are made more likely (``search.judge_moves``): the search's
``refine``, the opponents' hands played forward, at the lay-downs too (the search's own
left them uniformly dealt there, so a crew was judged 88% right after its sail's 6%)."""

ROLLOUT_END = "to the end of the round, then judged by the penalty counts"
"""How the coach's rollouts end, for the review page (later deals are beyond a sample)."""

SWEEP_SHOWN = 0.01
"""A discard's sweep chance is shown once some candidate's reaches this."""


def observe(start: State, end: State, seat: int) -> dict[str, float]:
    """Per seat: penalty cards added by the round, whether it sent the closer under, and
    whether it won the game outright by a sweep (no stowaways)."""
    s: Any = end
    first: Any = start
    out: dict[str, float] = {}
    rounds = s.rounds[len(first.rounds) :]
    settled = [r for r in rounds if hasattr(r, "settlement")]
    n = s.game.players
    for k in range(n):
        out[f"added_{k}"] = 0.0
        out[f"under_{k}"] = 0.0
        out[f"sweep_{k}"] = 0.0
    out["annulled"] = float(bool(rounds) and not settled)
    for r in settled[:1]:
        for k in range(n):
            out[f"added_{k}"] = float(r.settlement.added[k])
            out[f"under_{k}"] = float(k in r.settlement.sent_under_by)
            out[f"sweep_{k}"] = float(k in r.settlement.winners)
    return out


def tie_figure(move: Any, seat: int) -> float:
    """Among moves whose win chances tie exactly (a game decided: every move 0% or 100%),
    the seat's fewer penalty cards this round first: they still count in the final tally
    (and in a place behind the winner), where the candidates' order said nothing."""
    return float(move.figures.get(f"added_{seat}", 0.0))


def decided(observation: Mapping[str, Any], moves: Sequence[Any]) -> dict[str, Any]:
    """Why a game is decided, for a hint whose every move has the same win chance of 0% or
    100% (``coach.hints.decided``), and what still counts: the seat's penalty cards this
    round, the fewest with the recommended move (``tie_figure``) and the most with another."""
    seat = observation["seat"]
    pens = list(observation["penalties"])
    others = [k for k in range(len(pens)) if k != seat]
    leader = min(others, key=lambda k: (pens[k], k))
    added = [tie_figure(m, seat) for m in moves]
    return {
        "last_round": bool(observation.get("final_round")),
        "leader": leader,
        # the leader's lead over the seat (lost), or the seat's over the nearest (won)
        "gap": abs(pens[seat] - pens[leader]),
        "penalty": round(added[0], 2),
        "penalty_most": round(max(added), 2),
        # a game nearly decided orders by win chance: the fewest may come with another move
        "penalty_least": round(min(added), 2),
    }


FOLLOW_UPS = 2
"""The discards a draw is judged with: the best by the limit it keeps (the hint's first at
the discard), waiting and as a sail. The two best, each both ways, took twice the CPU (a
draw's hint 0.75 s against 0.37 s, median of 22 draws of a 2-player game, session 28) and
recommended the same draw at 21 of 22, and graded as many of the draws not recommended (19
each way, differing at 4 draws, in both directions): the sail-or-wait after a draw is what
the quick policy got wrong, more than the card."""


FOLLOW_UPS_SEEN = 3
"""The follow-ups of a pile or pier draw (a card the seat sees before drawing it) after
which two discards keep the least limit: both discards waiting, the first also as a sail.
The first alone (``discard_order``'s tie-break: the higher number, then the card's index)
judged such a draw by a discard a player need not make (a card the next player takes). Not
from the stock, whose samples hold a handful of hands each (a second discard there only
costs), nor after every draw: with the two best discards after every pile and pier draw a
draw's hint took 40% more CPU (0.70 s against 0.48 s median, worst 1.28 s against 0.85 s,
20 draws of 2-player games on the shared machine, load ~20) and named another draw at 1 of
20 (4-player: 2 of 12), each named about as good before. At equal limits only: 0.61 s mean
against 0.58 s (worst 0.92 s against 0.84 s) with 2 players, 0.79 s against 0.65 s (worst
1.13 s against 0.85 s, load ~18) with 4 (``python bench/draw_follow_ups.py 2 20 22,23``)."""


def follow_ups(state: State, seat: int) -> tuple[int, list[Any]] | None:
    """After the seat's draw, its discard: the first ``FOLLOW_UPS`` of the moves a hint
    judges there (the best discards, each also as a sail). The coach judges a draw by the
    best of them for the hand it brings (``corsairs.coach.search``): rolled out, the quick
    policy's sail-or-wait by a random threshold blamed the draw for a sail the seat need
    not make. The hand is what the seat knows then (a stock card differs between samples)."""
    s: Any = state
    if s.phase != 1 or s.current != seat:
        return None  # the last pier card annulled the round, or not the seat's turn
    legal = state.legal_actions()
    moves = list(candidates(state.clone(), legal))
    n = FOLLOW_UPS
    if s.drawn_src != STOCK and not s.must_sail:
        kept = [lim for lim, c in discard_order(s.hands[seat], s.pier_colour, s.drawn)
                if Action(DISCARD, c) in legal]  # fmt: skip
        if len(kept) > 1 and kept[0] == kept[1]:
            n = FOLLOW_UPS_SEEN  # two discards keep the least limit: the seat weighs both
    return s.hands[seat], moves[:n]


def seen(before: Mapping[str, Any], after: Mapping[str, Any], action: str) -> dict[str, Any] | None:
    """What the seat saw its own move do beyond its notation, for a review: the card a draw
    took ("draw stock" said nothing of it). From the seat's observations before and after,
    so it names the stock's card to that seat alone, never a card hidden from it."""
    words = action.split()
    if words[0] in ("crew", "attach"):
        return _laid(before["seat"], before["round"], after)
    if words[0] != "draw":
        return None
    if after["round"] == before["round"]:
        new = [c for c in after["hand"] if c not in before["hand"]]
        if len(new) == 1:
            return {"card": new[0]}
    # the move ended the round (the last pier card annuls it): the public cards tell
    if words[1] == "pile" and before["pile"]:
        return {"card": before["pile"][-1]}
    if words[1] == "pier" and before["pier"]:
        return {"card": before["pier"][0]}
    return None


def takes(observation: Mapping[str, Any], action: str) -> dict[str, Any] | None:
    """The card a move takes that the seat sees before choosing it, for a review's better
    move ("draw pile" said nothing of the card on the pile): the pile's top card, the
    pier's first; a stock card is unseen, so it is never named."""
    words = action.split()
    if words[0] != "draw":
        return None
    if words[1] == "pile" and observation["pile"]:
        return {"card": observation["pile"][-1]}
    if words[1] == "pier" and observation["pier"]:
        return {"card": observation["pier"][0]}
    return None


def _laid(seat: int, round_: int, after: Mapping[str, Any]) -> dict[str, Any] | None:
    """A lay-down as the table saw it: the limit and the stowaways ("laid down a crew of 8
    cards" said neither); from the round's result if the lay-down ended it."""
    laid = after["laid"][seat] if after["round"] == round_ else None
    if laid is None and after["rounds"] and after["rounds"][-1]["round"] == round_:
        r = after["rounds"][-1]
        laid = {"limit": r["limits"][seat], "stowaways": r["stowaways"][seat]}
    if laid is None:
        return None
    return {"limit": laid["limit"], "stowaways": list(laid["stowaways"])}


def extra_moves(
    game: Game, observation: Mapping[str, Any], legal_actions: Sequence[Any]
) -> list[Any]:
    """At a lay-down, every division worth judging, listed or not (``apply`` takes any)."""
    if observation["phase"] not in ("crew", "lay"):
        return []
    args = situation(observation, str(getattr(game.rules, "attach_numbers", "as_laid_down")))
    return [Action(LAY, d.crew, d.attached) for d in lay_down_choices(**args)]


def details(
    game: Game, observation: Mapping[str, Any], legal_actions: Sequence[Any], moves: Sequence[Any]
) -> dict[str, Any]:
    """The figures behind a hint at this decision (see docs/coach.md)."""
    obs = dict(observation)
    phase = obs["phase"]
    if phase == "draw":
        d = _draw_details(obs, game.rules)
        d["against_limits"] = _against_limits(d["sources"], moves)
        # the sources named about as good, as the discard's rows: which keeps the least limit
        rows = [
            {"action": f"draw {s['source']}", "limit": s["limit"]}
            for s in d["sources"]
            if s.get("limit") is not None
        ]
        rows.sort(key=lambda r: r["action"] != (moves[0].text if moves else None))
        d["lower_limit"] = _lower_limit(rows, moves)
        if d["lower_limit"] and rows[0]["action"] == "draw stock":
            # the stock recommended: its limit is an average, said as one ("28 against about
            # 31.1 on average", as the stock's own line says it; "28 against 31.1" had not)
            d["lower_limit"]["against_average"] = True
        return d
    if phase == "discard":
        return _discard_details(game, obs, moves)
    if phase in ("crew", "lay"):
        args = situation(obs, str(getattr(game.rules, "attach_numbers", "as_laid_down")))
        choices = lay_down_choices(**args)
        # the division the hint recommends (the judged deals' first), explained by its own
        # figures, listed or not (another arrangement of a listed one's numbers, which
        # leaves other colours open to attachments, is judged apart; the rule of thumb's
        # division named in its place contradicted the headline); the rule of thumb's best
        # only without a judged lay-down
        first = moves[0].action if moves else None
        best = next(
            (d for d in choices if str(Action(LAY, d.crew, d.attached)) == str(first)),
            None,
        ) or _division(args, first)
        return {
            "kind": "lay_down",
            "closer_limit": args.get("closer_limit"),
            "best": best.to_dict(),
            "choices": [d.to_dict() for d in choices[:6]],
        }
    return {"kind": "none"}


def _division(args: Mapping[str, Any], action: Any) -> LayDown:
    """The division a lay-down ``action`` makes in the situation ``args``; the rule of
    thumb's best when ``action`` is no lay-down."""
    if isinstance(action, Action) and action.kind == LAY:
        return division_of(
            args["hand"], args["pier_colour"], action.arg, action.attach, args.get("closer_limit")
        )
    return best_lay_down(**args)


def _after_draw(hand: int, card: int, pier_colour: int, keep: bool) -> tuple[int, int]:
    """(least limit, the card to discard) after drawing ``card``: the first of
    ``discard_order``, the discard the coach judges the draw with (``follow_ups``);
    ``keep``: the table's rules keep the drawn card in hand (``discard_drawn_card``,
    ``rediscard_from_pile``), so the hint never names a discard the table refuses."""
    order = discard_order(hand | 1 << card, pier_colour, drawn=card)
    return next((lim, c) for lim, c in order if not (keep and c == card))


def _draw_details(obs: dict[str, Any], rules: Any = None) -> dict[str, Any]:
    view = View(obs)
    hand, pc = view.hand, view.pier_colour
    keep = not getattr(rules, "discard_drawn_card", True)
    keep_pile = keep or not getattr(rules, "rediscard_from_pile", True)
    # the last cards' warnings as the table's rules have them (their house rules turned
    # off, the hint still said "you would have to set sail" and "annuls the round")
    forced = getattr(rules, "last_stock_card_forces_sail", True)
    annuls = getattr(rules, "last_pier_card_annuls", True)
    sources: list[dict[str, Any]] = []
    if obs["stock"]:
        unseen = view.unseen
        avg = sum(_after_draw(hand, c, pc, keep)[0] for c in unseen) / max(1, len(unseen))
        sources.append(
            {
                "source": "stock",
                "limit": round(avg, 1),
                "average": True,
                "reveals": False,
                "last_card": obs["stock"] == 1 and forced,
            }
        )
    if view.pile:
        card = view.pile[-1]
        after, out = _after_draw(hand, card, pc, keep_pile)
        sources.append(
            {
                "source": "pile",
                "card": CARD_TEXT[card],
                "limit": after,
                "discard": CARD_TEXT[out],
                "reveals": True,
            }
        )
    if view.pier:
        card = view.pier[0]
        last = len(view.pier) == 1 and annuls
        # the next card sets the colour; an emptied pier keeps its last card's
        new_pc = view.pier[1] // NUMBERS if len(view.pier) > 1 else card // NUMBERS
        after, out = _after_draw(hand, card, new_pc, keep)
        sources.append(
            {
                "source": "pier",
                "card": CARD_TEXT[card],
                "limit": None if last else after,
                "discard": None if last else CARD_TEXT[out],
                "pier_colour_after": None if last else COLOURS[new_pc],
                # the next card of the same colour: the colour stays ("becomes" read as a change)
                "pier_colour_kept": not last and new_pc == pc,
                "reveals": True,
                "annuls": last,
            }
        )
    return {"kind": "draw", "limit_now": limit_of(hand, pc), "sources": sources}


def _advised(moves: Sequence[Any]) -> list[Any]:
    """The moves a hint advises: the best (the first) and those about as good as it, as its
    headline names them (``as_good_as_shown``)."""
    best = moves[0]
    advised = [best]
    for m in moves[1:]:
        drop, noise = m.drop_from(best)
        if as_good_as_shown(drop, noise, m.win, best.win):
            advised.append(m)
    return advised


def _against_limits(sources: Sequence[dict[str, Any]], moves: Sequence[Any]) -> bool:
    """Whether another source shows a lower limit than the recommended one and every move
    about as good (``as_good_as_shown``, as the hint's headline names them): the hint then
    says that the limits are not the whole story, or its figures would all argue against
    its advice."""
    if not moves:
        return False
    advised = _advised(moves)
    limit: dict[str, float] = {
        str(s["source"]): float(s["limit"]) for s in sources if s.get("limit") is not None
    }
    ours = [limit.get(str(m.action).split(" ")[-1]) for m in advised]
    kept = [x for x in ours if x is not None]
    if len(kept) < len(ours) or not kept:
        return False  # the last pier card (annuls the round) says its own reason
    return min(limit.values()) < min(kept)


def _discard_details(game: Game, obs: dict[str, Any], moves: Sequence[Any]) -> dict[str, Any]:
    """Each judged discard or sail: the limit kept and, from the rollouts, the round's odds."""
    seat = obs["seat"]
    view = View(obs)
    pc = view.pier_colour
    options = []
    for m in moves:
        a = m.action
        if a.kind not in (DISCARD, SAIL):
            continue
        kept = view.hand & ~(1 << a.arg)
        entry: dict[str, Any] = {
            "action": str(a),
            "card": CARD_TEXT[a.arg],
            "sail": a.kind == SAIL,
            "limit": limit_of(kept, pc),
            "win": m.win,
            "added": {k: m.figures.get(f"added_{k}", 0.0) for k in range(game.players)},
            # The seat's chance to win the game outright by a sweep this round: often the
            # reason one discard beats another that keeps a lower limit.
            "sweep": m.figures.get(f"sweep_{seat}", 0.0),
        }
        if a.kind == SAIL:
            entry["under_chance"] = {
                k: m.figures.get(f"under_{k}", 0.0) for k in range(game.players) if k != seat
            }
            crew = best_lay_down(kept, pc)
            entry["crew"] = crew.to_dict()
        options.append(entry)
    # Shown when a candidate's sweep chance is worth a word (1% or more).
    matters = any(o["sweep"] >= SWEEP_SHOWN for o in options)
    out = {
        "kind": "discard",
        "must_sail": obs["must_sail"],
        "options": options,
        "sweep_matters": matters,
        "lower_limit": _lower_limit(options, moves),
    }
    if _against_penalties(options, moves, seat):
        out["against_penalties"] = True
    return out


PENALTY_SHOWN = 0.5
"""Expected penalty cards (a tenth shown) by which a row must undercut every move advised for
its figure to argue against the advice (``_against_penalties``)."""


def _against_penalties(options: Sequence[dict[str, Any]], moves: Sequence[Any], seat: int) -> bool:
    """Whether a row of the sail-or-wait table (its first five) not advised gives the seat
    clearly fewer penalty cards this round than every move advised (the best and those about
    as good): a sail advised at 8.3 penalty cards beside a wait at 2.9, when only beating the
    others counts, read as a coach contradicting its own table. The hint then says that this
    round's penalty cards are not the whole story."""
    if not moves or not options:
        return False
    advised = {m.text for m in _advised(moves)}

    def mine(o: dict[str, Any]) -> float:
        return float(o["added"].get(seat, 0.0))

    shown = options[:5]
    named = [mine(o) for o in shown if o["action"] in advised]
    others = [mine(o) for o in shown if o["action"] not in advised]
    return bool(named and others) and min(others) <= min(named) - PENALTY_SHOWN


def _lower_limit(options: Sequence[dict[str, Any]], moves: Sequence[Any]) -> dict[str, Any] | None:
    """The move (a discard or a sail; a draw's source) about as good as the recommended one
    (``as_good_as_shown``, as the hint's headline names them) that keeps the least limit, when
    that is lower than the recommended move's: ``{"action", "limit", "against"}``, else None.
    The hint then says that the limit is not the whole story: its table showed the lower
    limit on another row than the advice, and not a word why (as ``against_limits`` does for
    a lower limit outside the moves named)."""
    if not moves or not options or options[0]["action"] != moves[0].text:
        return None
    advised = {m.text for m in _advised(moves)}
    named = [o for o in options if o["action"] in advised]
    if len(named) < len(advised):
        return None  # a move named without a limit (the last pier card) says its own reason
    least = min(named, key=lambda o: o["limit"])
    if least["limit"] >= options[0]["limit"]:
        return None
    out = {"action": least["action"], "limit": least["limit"], "against": options[0]["limit"]}
    # the other cards whose discard keeps that limit too (``also``): "Discarding red 10 keeps
    # the lowest limit (38 against 39)" beside a brown 10 keeping 38 told a tie as a lone best
    if "card" in least:
        also = [
            o["card"]
            for o in options
            if o["limit"] == least["limit"] and o["card"] != least["card"]
        ]
        if also:
            out["also"] = list(dict.fromkeys(also))
    return out


MARGIN = 0.05
"""The balance of expected penalty cards (the others' minus the seat's) must favour the
better move by more than this for a review to give it as the reason."""


def why(
    game: Game, observation: Mapping[str, Any], better: Any, worse: Any
) -> dict[str, Any] | None:
    """Why ``better`` (a judged move, ``MoveValue``) beats ``worse`` at this decision, as
    data (a ``code`` and its figures) from the seat's observation and the two moves'
    rollout averages only; None when no figure of the game's own says it (the review then
    names who gains instead)."""
    obs = dict(observation)
    phase = obs["phase"]
    b, w = better.action, worse.action
    out: dict[str, Any] | None = None
    seat = obs["seat"]
    if phase == "draw":
        out = _draw_why(obs, game.rules, b, w) or _annul_why(seat, game.players, better, worse)
    elif phase == "discard":
        # A sweep wins the game outright: when the one a move keeps in reach is half the
        # chance given away or more, that is why; else the sail's odds or the limits are
        # (a 34-point sail at limit 37 was "explained" by a sweep kept in reach, 2% to 0%),
        # and the sweep still is when they argue for the worse move.
        sweep = _sweep_why(seat, better, worse)
        other = _discard_why(obs, game.players, better, worse)
        gap = better.win - worse.win
        main = sweep is not None and sweep["better_sweep"] - sweep["worse_sweep"] >= gap / 2
        out = sweep if main or other is None else other
    elif phase in ("crew", "lay") and b.kind == LAY and w.kind == LAY:
        out = _lay_why(game, obs, b, w)
    return out or _round_why(seat, game.players, better, worse)


def _draw_why(obs: dict[str, Any], rules: Any, b: Action, w: Action) -> dict[str, Any] | None:
    """The least limit each source leads to (the hint's own figures)."""
    d = _draw_details(obs, rules)
    by = {s["source"]: s for s in d["sources"]}
    sb, sw = by.get(SOURCES[b.arg]), by.get(SOURCES[w.arg])
    if sb is None or sw is None or sb["limit"] is None or sw["limit"] is None:
        return None
    if not sb["limit"] < sw["limit"]:
        return None
    return {
        "code": "draw_limit",
        "now": d["limit_now"],
        "better_source": sb["source"],
        "better_card": sb.get("card"),
        "better_limit": sb["limit"],
        "worse_source": sw["source"],
        "worse_card": sw.get("card"),
        "worse_limit": sw["limit"],
    }


def _annul_why(seat: int, players: int, better: Any, worse: Any) -> dict[str, Any] | None:
    """Taking the last pier card annuls the round: nobody takes penalty cards from it."""
    for side, m in (("better", better), ("worse", worse)):
        if m.action.kind == DRAW and m.figures.get("annulled", 0.0) == 1.0:
            other = worse if side == "better" else better
            mine, theirs = _penalties(seat, players, other)
            # Only when the other move's penalties argue the same way: annulling is better
            # when the round would cost the seat more than the others, and the reverse.
            if (mine > theirs) == (side == "better"):
                return {"code": "annul", "annuls": side, "mine": mine, "theirs": theirs}
    return None


def _penalties(seat: int, players: int, m: Any) -> tuple[float, float]:
    """A move's expected penalty cards this round: the seat's, and each opponent's on average."""
    others = [k for k in range(players) if k != seat]
    mine = float(m.figures.get(f"added_{seat}", 0.0))
    theirs = sum(float(m.figures.get(f"added_{k}", 0.0)) for k in others) / max(1, len(others))
    return round(mine, 2), round(theirs, 2)


def _edge(seat: int, players: int, better: Any, worse: Any) -> float:
    """How much more the better move's round favours the seat: the balance of expected
    penalty cards against the others, not either side alone (fewer cards for the seat
    with as many more for the others is no gain)."""
    mb, tb = _penalties(seat, players, better)
    mw, tw = _penalties(seat, players, worse)
    return (tb - mb) - (tw - mw)


def _discard_why(
    obs: dict[str, Any], players: int, better: Any, worse: Any
) -> dict[str, Any] | None:
    """Sailing against waiting by the sail's odds and the penalties; else the limit kept."""
    seat = obs["seat"]
    view = View(obs)
    b, w = better.action, worse.action

    def kept(a: Action) -> int:
        return limit_of(view.hand & ~(1 << a.arg), view.pier_colour)

    if (b.kind == SAIL) != (w.kind == SAIL):
        sail, wait = (better, worse) if b.kind == SAIL else (worse, better)
        under = [
            [k, round(sail.figures.get(f"under_{k}", 0.0), 3)] for k in range(players) if k != seat
        ]
        under.sort(key=lambda x: -x[1])
        if _edge(seat, players, better, worse) <= MARGIN:
            return None  # the round's figures are even or argue for the worse move
        sail_mine, sail_theirs = _penalties(seat, players, sail)
        wait_mine, wait_theirs = _penalties(seat, players, wait)
        return {
            "code": "sail_now" if b.kind == SAIL else "sail_risk",
            "limit": kept(sail.action),
            "under": under,
            "sail_penalty": sail_mine,
            "sail_theirs": sail_theirs,
            "wait_penalty": wait_mine,
            "wait_theirs": wait_theirs,
        }
    lb, lw = kept(b), kept(w)
    if lb < lw:
        return {"code": "limit", "better_limit": lb, "worse_limit": lw}
    return None


def _lay_why(game: Game, obs: dict[str, Any], b: Action, w: Action) -> dict[str, Any] | None:
    """What each division leads to: a sweep, sending the closer under, the stowaways kept."""
    args = situation(obs, str(getattr(game.rules, "attach_numbers", "as_laid_down")))
    closer = args.get("closer_limit")

    db, dw = (
        division_of(args["hand"], args["pier_colour"], a.arg, a.attach, closer) for a in (b, w)
    )

    def summary(d: Any) -> dict[str, Any]:
        return {k: getattr(d, k) for k in ("outcome", "limit", "count", "penalty", "passes")}

    sb, sw = summary(db), summary(dw)
    if sb == sw or not at_least_as_good(db, dw):
        return None  # the same outcome, or one that argues for the worse division
    return {"code": "lay", "closer_limit": closer, "better_division": sb, "worse_division": sw}


def _sweep_why(seat: int, better: Any, worse: Any) -> dict[str, Any] | None:
    """The better move's chance of a sweep (the game won outright) this round, when it is
    2 points or more above the worse move's."""
    sweep_b = float(better.figures.get(f"sweep_{seat}", 0.0))
    sweep_w = float(worse.figures.get(f"sweep_{seat}", 0.0))
    if sweep_b - sweep_w >= 2 * SWEEP_SHOWN:
        return {
            "code": "sweep",
            "better_sweep": round(sweep_b, 3),
            "worse_sweep": round(sweep_w, 3),
        }
    return None


def _round_why(seat: int, players: int, better: Any, worse: Any) -> dict[str, Any] | None:
    """The sweep chance, or the round's expected penalty cards, when they favour the better
    move (a reason never argues for the worse one)."""
    sweep = _sweep_why(seat, better, worse)
    if sweep is not None:
        return sweep
    if _edge(seat, players, better, worse) > MARGIN:
        mb, tb = _penalties(seat, players, better)
        mw, tw = _penalties(seat, players, worse)
        return {
            "code": "penalty",
            "better_mine": mb,
            "worse_mine": mw,
            "better_theirs": tb,
            "worse_theirs": tw,
        }
    return None


__all__ = ["details", "extra_moves", "follow_ups", "observe", "why"]
