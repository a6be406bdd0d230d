"""A hint in plain English sentences, for the terminal (the browser words it per language)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from corsairs.coach.hints import Hint


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _cards(n: float) -> str:
    return f"{n:.1f} card" + ("" if round(n, 1) == 1.0 else "s")


def hint_lines(h: Hint, names: Sequence[str]) -> list[str]:
    """The recommended move first, then why, in numbers a player can check."""
    moves = h.moves
    best = moves[0]
    d = h.details
    kind = d.get("kind")
    close = [m for m in moves[1:] if m["action"] in h.close]
    if close:
        # Within the sampling noise: both named, neither recommended over the other.
        lines = [
            f"About as good: {h.recommended} or {' or '.join(m['action'] for m in close)} "
            f"(win chance {_pct(best['win'])}, "
            + ", ".join(_pct(m["win"]) for m in close)
            + "; within the sampling noise)"
        ]
    else:
        head = (
            "The only move" if h.only else "Best division" if kind == "lay_down" else "Recommended"
        )
        lines = [f"{head}: {h.recommended} (win chance {_pct(best['win'])})"]
    if kind == "draw":
        lines += _draw_lines(d)
    elif kind == "discard":
        lines += _discard_lines(d, h.seat, names)
    elif kind == "lay_down":
        lines += _lay_lines(d, names)
    elif kind in ("turn", "pirate"):
        lines += _piratatak_lines(d, names)
    others = [m for m in moves[1:4]]
    if others:
        lines.append(
            "Also judged: "
            + "; ".join(f"{m['action']} {_pct(m['win'])}" for m in others)
            + f" (over {h.samples} deals consistent with what you have seen)"
        )
    return lines


def _draw_lines(d: dict[str, Any]) -> list[str]:
    out = [f"Your limit now: {d['limit_now']}. After drawing and the best discard:"]
    for s in d["sources"]:
        src = s["source"]
        if src == "stock":
            tail = " (the last stock card: you would have to set sail)" if s["last_card"] else ""
            out.append(f"  stock: about {s['limit']} on average over the unseen cards{tail}")
        elif src == "pile":
            out.append(
                f"  pile: {s['limit']} with {s['card']} (then discard {s['discard']}); "
                "everyone sees you take it"
            )
        elif s.get("annuls"):
            out.append(f"  pier: {s['card']} is the last pier card: taking it annuls the round")
        else:
            out.append(
                f"  pier: {s['limit']} with {s['card']} (then discard {s['discard']}; "
                f"the pier's colour becomes {s['pier_colour_after']}); everyone sees you take it"
            )
    return out


def _discard_lines(d: dict[str, Any], seat: int, names: Sequence[str]) -> list[str]:
    out = []
    if d.get("must_sail"):
        out.append("You drew the last stock card: you must set sail.")
    for o in d["options"][:4]:
        others = [k for k in o["added"] if int(k) != seat]
        mine = o["added"].get(seat, o["added"].get(str(seat), 0.0))
        theirs = sum(o["added"][k] for k in others) / max(1, len(others))
        if o["sail"]:
            chances = ", ".join(f"{names[int(k)]} {_pct(p)}" for k, p in o["under_chance"].items())
            out.append(
                f"  sail after discarding {o['card']}: limit {o['limit']}; chance each opponent "
                f"reaches it or less: {chances}; expected penalty cards this round: you "
                f"{_cards(mine)}, the others {_cards(theirs)} each{_sweep(d, o)}"
            )
        else:
            out.append(
                f"  discard {o['card']} and wait: limit {o['limit']}; expected penalty cards "
                f"this round: you {_cards(mine)}, the others {_cards(theirs)} each{_sweep(d, o)}"
            )
    crew = next((o["crew"] for o in d["options"] if o["sail"]), None)
    if crew:
        out.append(f"  crew if you sail: {' '.join(crew['crew']) or 'none'}")
    return out


def _sweep(d: dict[str, Any], o: dict[str, Any]) -> str:
    """The option's chance of a sweep (the game won outright), when it matters."""
    return (
        f"; a sweep (game won outright): {_pct(o.get('sweep', 0.0))}"
        if d.get("sweep_matters")
        else ""
    )


def _lay_lines(d: dict[str, Any], names: Sequence[str]) -> list[str]:
    b = d["best"]
    limit = d.get("closer_limit")
    what = {
        "closer": f"the least limit, {b['limit']}",
        "sweep": "a sweep: no stowaways at all",
        "sends_under": f"limit {b['limit']}, at or below the closer's {limit}: "
        f"it sends the closer under and passes {b['passes']} cards",
        "keeps": f"limit {b['limit']}, above the closer's {limit}: the fewest stowaways, "
        f"+{b['penalty']} penalty cards",
    }[b["outcome"]]
    return [
        f"Best division: crew {' '.join(b['crew']) or 'none'}"
        + (f", attach {' '.join(b['attached'])}" if b["attached"] else "")
        + f" — {what}"
    ]


def _piratatak_lines(d: dict[str, Any], names: Sequence[str]) -> list[str]:
    out = []
    if "pirate_chance" in d:
        out.append(
            f"Next card a pirate: {d['pirates_left']} of {d['cards_left']} cards "
            f"= {_pct(d['pirate_chance'])} (every draw is public, so this is exact)"
        )
    if "draw_gain" in d:
        out.append(
            f"Value of drawing on: {d['draw_gain']:+.2f} (a boat part counts 1, the part "
            f"that wins {d.get('win_value', 20):g}; a pirate would cost you about "
            f"{d['pirate_cost']:.2f})"
        )
    give = d.get("give")
    if give and give["boat_of"]:
        n, k = give["boat_of"], give["boat_parts"]
        out.append(f"Your boat: {n}/6 -> {n - k}/6" if k else f"Your boat stays whole: {n}/6")
    if d.get("buys"):
        buy = d.get("buy")
        if buy:
            out.append(f"Buy: yes, from {names[buy['seller']]} ({buy['action']})")
        else:
            out.append("Buy: not now (another move is judged better)")
    return out
