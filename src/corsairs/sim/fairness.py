"""The seat advantage: one figure that answers "is this rule set fair between seats?".

A report has a win-rate table per seat, per bot and per playing position; a designer
asks one question of them. The answer is the largest gap between a position's win
share and the fair share, with its interval, and a verdict in words. The table is the
one the game marks as the order of play (``Rates(turn_order=True)``: Corsairs' first
round, Piratatak's turns), else the win rate by seat.

The interval holds for all the table's rows at once (Bonferroni: each row's Wilson
interval at ``1 - (1 - level) / k``), because the row picked is the one farthest from
the fair share: with four positions, one row's own 95% interval leaves out the fair
share about one run in six with no edge at all. With two players the two rows are one
test (one's gain is the other's loss), so k is 1. The fair share is the mean of the
rates: 1 / players when every game has a winner, less when some have none.

Pure Python, from a ``summary.json``'s figures, so that ``--beside`` reads it from any
report. Its words go through gettext: the terminal and the page say them in ``--lang``.
"""

from __future__ import annotations

import math
from statistics import NormalDist
from typing import Any

from corsairs.lang import _, decimal_count, n_, number, p_, percent
from corsairs.sim.stats import wilson

POSITION_TABLE = "win_by_position"
"""What both games call their order-of-play table (read in summaries without the flag)."""

SEAT_TABLE = "win_by_seat"
"""The generic table (``run.generic_sections``): used when no table is the order of play."""


def advantage_figure(summary: dict[str, Any]) -> dict[str, Any] | None:
    """The win-rate table whose rows are the order of play, else the win rate by seat;
    None when the seats hold different bots that keep their seats (a seat's rate is then
    its bot's strength as much as the seat's)."""
    figs = [f for sec in summary["sections"] for f in sec["figures"]]
    for fig in figs:
        if fig.get("turn_order") and fig.get("fair_share") is not None:
            return dict(fig)
    for fig in figs:  # a summary written before ``turn_order``: the games' own key
        if fig["key"] == POSITION_TABLE and fig.get("fair_share") is not None:
            return {**fig, "turn_order": True}
    agents = summary.get("agents", [])
    if len(set(agents)) > 1 and not summary.get("rotate"):
        return None
    return next((f for f in figs if f["key"] == SEAT_TABLE), None)


def seat_advantage(fig: dict[str, Any], i: int, level: float) -> dict[str, Any] | None:
    """Rule set ``i``'s largest gap from the fair share in ``fig``, with its interval for
    all rows together, whether it is clear, and the largest gap the intervals allow
    (``unseen``: what could go unseen at this size). None without finished games."""
    rows = fig["rows"]
    counts = [(float(r["events"][i]), float(r["n"][i])) for r in rows if "events" in r]
    if len(counts) < 2 or len(counts) != len(rows) or any(n <= 0 for _, n in counts):
        return None
    tests = 1 if len(rows) == 2 else len(rows)
    joint = 1 - (1 - level) / tests
    ests = [wilson(min(e, n), n, joint) for e, n in counts]
    fair = sum(e.value for e in ests) / len(ests)
    gaps = [(e.value - fair, e.low - fair, e.high - fair) for e in ests]
    if any(math.isnan(x) for g in gaps for x in g):
        return None
    clear = [j for j, (_, lo, hi) in enumerate(gaps) if lo > 0 or hi < 0]
    pool = clear or range(len(rows))
    # the gainer when two are as far (two players: +3 points and -3 points, as floats)
    j = max(pool, key=lambda k: (round(abs(gaps[k][0]), 12), gaps[k][0]))
    gap, low, high = gaps[j]
    return {
        "figure": fig["key"],
        "row": rows[j]["label"],
        "index": j,
        "kind": "position" if fig.get("turn_order") else "seat",
        "rows": len(rows),
        "rate": ests[j].value,
        "fair_share": fair,
        "gap": gap,
        "low": low,
        "high": high,
        "joint_level": joint,
        "clear": bool(clear),
        "unseen": max(max(abs(lo), abs(hi)) for _, lo, hi in gaps),
        "games": int(max(n for _, n in counts)),
    }


def seat_advantages(summary: dict[str, Any]) -> list[dict[str, Any] | None]:
    """One seat advantage per rule set (None where there is none to give), with the
    change of the base's row in the variant when two rule sets are compared."""
    fig = advantage_figure(summary)
    sets = len(summary["rule_sets"])
    if fig is None:
        return [None] * sets
    out = [seat_advantage(fig, i, summary["confidence_level"]) for i in range(sets)]
    base = out[0]
    if sets == 2 and base is not None:
        diff = fig["rows"][base["index"]].get("diff")
        if diff and diff.get("value") is not None:
            base["change"] = dict(diff)
    return out


def _points(x: float, sign: bool = False, digits: int = 1) -> str:
    """Percentage points with one decimal, as the language writes them ("+3.2", "+3,2")."""
    said = number(100 * x, digits, sign=sign, fixed=True)
    point = number(0.5, 1)[1]  # the language's decimal sign
    return said if point in said else said + point + "0" * digits


def _digits(low: float, high: float) -> int:
    """Decimals that keep a clear interval's bounds off 0: "+1.8 points [+0.0, +3.6]"
    read as holding the fair share it left out; it reads [+0.03, +3.60]."""
    d = 1
    if low > 0 or high < 0:
        while d < 4 and (round(100 * low, d) == 0 or round(100 * high, d) == 0):
            d += 1
    return d


def _row_name(adv: dict[str, Any]) -> str:
    """The row as the verdict's subject ("position 0 (the first to play)"; the context
    lets a language give it the article a sentence's subject takes)."""
    n = int(adv["index"])
    if adv["kind"] == "position":
        if n == 0:
            return p_("seat advantage", "position 0 (the first to play)")
        return p_("seat advantage", "position {n}").format(n=n)
    return p_("seat advantage", "seat {n}").format(n=n)


def advantage_text(
    adv: dict[str, Any] | None, level: float, rule_set: str = "", reason: str = ""
) -> str:
    """The verdict in the language in use: who wins how many points more or less than a
    fair share, with the interval; or that no seat advantage is detectable at this size,
    and how large one could be unseen. ``rule_set`` names it when two are compared."""
    head = (
        _("Seat advantage ({rule_set}): ").format(rule_set=rule_set)
        if rule_set
        else _("Seat advantage: ")
    )
    if adv is None:
        return head + (reason or _("not measured (no finished game)."))
    values = _values(adv, level)
    # each count of points in its language's form: French "-1,8 point", "2,0 points"
    gap = decimal_count(100 * adv["gap"], values["digits"])
    if adv["rows"] == 2:
        interval = n_(
            "{gap} point [{low}, {high}] at {level} confidence",
            "{gap} points [{low}, {high}] at {level} confidence",
            gap,
        )
    elif adv["kind"] == "position":
        interval = n_(
            "{gap} point [{low}, {high}] at {level} confidence for the {k} positions together",
            "{gap} points [{low}, {high}] at {level} confidence for the {k} positions together",
            gap,
        )
    else:
        interval = n_(
            "{gap} point [{low}, {high}] at {level} confidence for the {k} seats together",
            "{gap} points [{low}, {high}] at {level} confidence for the {k} seats together",
            gap,
        )
    values["interval"] = interval.format(**values)
    if not adv["clear"]:
        said = n_(
            "no seat advantage detectable at this size: the farthest from the fair share "
            "of {fair} is {row}, {interval}; an advantage of up to {unseen} point could go "
            "unseen (more games narrow it).",
            "no seat advantage detectable at this size: the farthest from the fair share "
            "of {fair} is {row}, {interval}; an advantage of up to {unseen} points could go "
            "unseen (more games narrow it).",
            decimal_count(100 * adv["unseen"], 1),
        )
    elif adv["gap"] > 0:
        said = n_(
            "{row} wins {points} point more than a fair share of {fair} ({interval}).",
            "{row} wins {points} points more than a fair share of {fair} ({interval}).",
            gap,
        )
    else:
        said = n_(
            "{row} wins {points} point less than a fair share of {fair} ({interval}).",
            "{row} wins {points} points less than a fair share of {fair} ({interval}).",
            gap,
        )
    return head + said.format(**values)


def _values(adv: dict[str, Any], level: float) -> dict[str, Any]:
    d = _digits(adv["low"], adv["high"])
    return {
        "row": _row_name(adv),
        "points": _points(abs(adv["gap"]), digits=d),
        "gap": _points(adv["gap"], sign=True, digits=d),
        "low": _points(adv["low"], sign=True, digits=d),
        "high": _points(adv["high"], sign=True, digits=d),
        "fair": percent(adv["fair_share"], 1),
        "level": percent(level, 0 if round(100 * level, 6).is_integer() else 1),
        "k": adv["rows"],
        "unseen": _points(adv["unseen"]),
        "digits": d,
    }


def change_text(
    adv: dict[str, Any] | None, level: float, variant: dict[str, Any] | None = None
) -> str:
    """What the variant does to the base's row farthest from the fair share ("" without
    a comparison): the difference of its win rate, variant − base, with its interval; and,
    when the edge is clear in one rule set only but the change is not, that this is no
    evidence of a change (a clear edge beside an undetectable one reads as one removed)."""
    change = (adv or {}).get("change")
    if adv is None or not change or change.get("low") is None or change.get("high") is None:
        return ""
    values = _values(adv, level)
    d = _digits(change["low"], change["high"])
    values.update(
        d=_points(change["value"], sign=True, digits=d),
        dlow=_points(change["low"], sign=True, digits=d),
        dhigh=_points(change["high"], sign=True, digits=d),
    )
    count = decimal_count(100 * change["value"], d)
    if change["low"] > 0 or change["high"] < 0:
        said = n_(
            "Seat advantage, variant − base: {row}'s win rate changes by {d} point "
            "[{dlow}, {dhigh}], a clear change at {level} confidence.",
            "Seat advantage, variant − base: {row}'s win rate changes by {d} points "
            "[{dlow}, {dhigh}], a clear change at {level} confidence.",
            count,
        )
    else:
        said = n_(
            "Seat advantage, variant − base: {row}'s win rate changes by {d} point "
            "[{dlow}, {dhigh}], not a clear change at {level} confidence (the interval "
            "holds 0).",
            "Seat advantage, variant − base: {row}'s win rate changes by {d} points "
            "[{dlow}, {dhigh}], not a clear change at {level} confidence (the interval "
            "holds 0).",
            count,
        )
        if variant is not None and variant["clear"] != adv["clear"]:
            said += " " + _(
                "An advantage clear in one rule set and not in the other is no evidence of "
                "a change: this difference is what says whether the variant changed it."
            )
        need = games_to_show(change, level, adv.get("games"))
        if need is not None:
            said += " " + _(
                "If the change is real and about this size, some {games} games a rule set "
                "would show it clearly (in 4 runs of 5)."
            ).format(games=number(need, 0))
    return said.format(**values)


def more_games(games: int) -> str:
    """What four times the games do, and how to add them to the run: "more games narrow
    it" left a designer to guess how many (s42)."""
    return _(
        "Four times the games, {games} a rule set, halve an interval: corsairs simulate "
        "--resume --games {typed} with this --out adds them to the run."
    ).format(games=number(games, 0), typed=games)


POWER = 0.8
"""How often a run of :func:`games_to_show`'s size finds a real change of the size seen."""


def games_to_show(change: dict[str, Any], level: float, games: Any) -> int | None:
    """The games a rule set at which a real difference of ``change``'s size would leave
    its interval clear of 0 in :data:`POWER` of the runs: an interval's half-width (its
    side facing 0) shrinks as the square root of the games, so
    ``games × ((z + z_power) · half / (z · |d|))²``,
    rounded up to two significant figures. None for a difference of 0, or without the
    games (a summary.json written before)."""
    value = float(change["value"])
    d = abs(value)
    # the interval's side facing 0, the bound that must leave it (a skewed interval's two
    # sides differ: the other could promise fewer games than were already played)
    half = value - float(change["low"]) if value > 0 else float(change["high"]) - value
    if not games or d <= 0 or half <= 0:
        return None
    normal = NormalDist()
    z = normal.inv_cdf(1 - (1 - level) / 2)
    need = int(games) * ((z + normal.inv_cdf(POWER)) * half / (z * d)) ** 2
    scale = 10 ** max(0, len(str(int(need))) - 2)
    return int(math.ceil(need / scale) * scale)


def advantage_texts(summary: dict[str, Any], more: bool = True) -> list[str]:
    """The seat advantage of each rule set, in the language in use, then what the
    variant changes when two are compared; with ``more``, a lone rule set's verdict that
    sees no advantage says how many games would halve its interval (not in ``--beside``,
    whose two reports are not "this --out")."""
    level = summary["confidence_level"]
    advs = summary.get("seat_advantage")
    if advs is None:
        advs = seat_advantages(summary)
    labels = [r["label"] for r in summary["rule_sets"]]
    if advantage_figure(summary) is None:
        return [
            _("Seat advantage: ")
            + _(
                "not measured: the seats hold different bots that keep their seats, so a "
                "seat's win rate is its bot's strength as much as the seat's (--rotate "
                "moves the bots round the seats)."
            )
        ]
    if len(advs) == 1:
        said = advantage_text(advs[0], level)
        if more and advs[0] and not advs[0]["clear"] and advs[0].get("games"):
            said += " " + more_games(4 * int(advs[0]["games"]))
        return [said]
    texts = [advantage_text(a, level, lab) for a, lab in zip(advs, labels, strict=True)]
    change = change_text(advs[0], level, advs[1])
    return texts + ([change] if change else [])
