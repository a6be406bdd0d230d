"""A hint in plain English sentences, for the terminal (the browser words it per language)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from corsairs.coach.hints import Hint


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _cards(n: float) -> str:
    return f"{n:.1f} card" + ("" if round(n, 1) == 1.0 else "s")


def better_named(d: dict[str, Any]) -> bool:
    """Whether a reviewed decision names its best move as the better one: not the move
    played, nor a move judged no better than it (the coach's first of equal moves)."""
    return bool(d["best"] != d["played"] and d["best_win"] > d["win"])


def as_good_named(d: dict[str, Any]) -> bool:
    """Whether a reviewed decision's best move, named beside the move played, is only
    about as good: its lead within the sampling noise (no grade, ``within_noise``). It is
    then "also good", never "better": the coach cannot tell the two apart."""
    from corsairs.coach.grading import within_noise

    return better_named(d) and within_noise(d["drop"], d.get("drop_se", 0.0))


def best_said(d: dict[str, Any], said: Callable[[str], str] = str) -> str:
    """ "better sail R9" or, within the noise, "also good: sail R9" (``as_good_named``);
    ``said``: a move's words (``move_words``)."""
    return ("also good: " if as_good_named(d) else "better ") + best_text(d, said)


def move_words(review: dict[str, Any]) -> Callable[[str], str]:
    """A reviewed move as the game's terminal view says it in play (its ``spoken``: a
    Piratatak buy names its seller, "buy G5 from Bea", where the notation counts seats
    the table never shows); the notation itself for a game without such words."""
    from corsairs.protocol import CorsairsError
    from corsairs.registry import load_game

    try:
        view = load_game(review["game"], players=review["players"]).terminal_view()
    except (CorsairsError, ImportError):  # a plug-in's game without a terminal view
        return str
    spoken = getattr(view, "spoken", None)
    if spoken is None:
        return str
    names = list(review["seats"])
    return lambda text: str(spoken(text, names=names))


def seen_told(d: dict[str, Any], names: Sequence[str], hooks: Any = None) -> str:
    """What the seat saw its move played do ("drew O7"), in the game's coach
    ``seen_words`` where it has them; "" for a move that showed nothing more, or a review
    made before ``seen`` was recorded."""
    seen = d.get("seen")
    if not seen:
        return ""
    if hooks is not None and hasattr(hooks, "seen_words"):
        return str(hooks.seen_words(seen, names))
    if "card" in seen:
        return f"drew {seen['card']}"
    if "limit" in seen:
        return f"limit {seen['limit']}, stowaways: {' '.join(seen['stowaways']) or 'none'}"
    return "; ".join(f"{names[s]}: {e}" for s, e in seen.get("events", []))


def best_text(d: dict[str, Any], said: Callable[[str], str] = str) -> str:
    """The best move in notation (or ``said``'s words), with the card it takes that the
    seat saw: "draw pile (B3)"."""
    takes = d.get("best_takes") or {}
    best = said(d["best"])
    return f"{best} ({takes['card']})" if takes.get("card") else best


def played_text(d: dict[str, Any], names: Sequence[str], hooks: Any = None) -> str:
    """The move played in notation, with what the seat saw it do: "draw stock (drew O7)"."""
    told = seen_told(d, names, hooks)
    return f"{d['played']} ({told})" if told else str(d["played"])


def hint_lines(
    h: Hint, names: Sequence[str], said: Callable[[str], str] | None = None
) -> list[str]:
    """The recommended move first, then why, in numbers a player can check.

    ``said``: a move's words as the table shows it (the terminal view's ``spoken``:
    "buy R3 from Bruno", where the notation counts seats the table never shows)."""
    say = said or str
    moves = h.moves
    best = moves[0]
    d = h.details
    kind = d.get("kind")
    close = [m for m in moves[1:] if m["action"] in h.close]
    if close:
        # Within the sampling noise: both named, neither recommended over the other.
        beside = " or ".join(say(m["action"]) for m in close)
        lines = [
            f"About as good: {say(h.recommended)} or {beside} "
            f"(win chance {_pct(best['win'])}, "
            + ", ".join(_pct(m["win"]) for m in close)
            + "; within the sampling noise)"
        ]
    else:
        head = (
            "The only move" if h.only else "Best division" if kind == "lay_down" else "Recommended"
        )
        lines = [f"{head}: {say(h.recommended)} (win chance {_pct(best['win'])})"]
    if kind == "draw":
        lines += _draw_lines(d)
    elif kind == "discard":
        lines += _discard_lines(d, h.seat, names)
    elif kind == "lay_down":
        lines += _lay_lines(d, named=not close)
    elif kind in ("turn", "pirate"):
        lines += _piratatak_lines(d, names, [h.recommended, *h.close], said is not None)
    # a move named as about as good is not listed again with its figures
    others = [m for m in moves[1:] if m["action"] not in h.close][:3]
    if others:
        lines.append(
            "Also judged: "
            + "; ".join(f"{say(m['action'])} {_pct(m['win'])}" for m in others)
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
    if d.get("against_limits"):
        # every figure above argued for another source (as hint.js)
        out.append(
            "That is your limit alone; the recommendation comes from whole rounds played out, "
            "which judge otherwise"
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


def _lay_lines(d: dict[str, Any], named: bool) -> list[str]:
    """Why the best division; the division itself too unless the headline ``named`` it."""
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
    if named:
        return [f"Why: {what}"]
    return [
        # under "About as good: A or B", A is the recommended one, not the best
        f"Recommended division: crew {' '.join(b['crew']) or 'none'}"
        + (f", attach {' '.join(b['attached'])}" if b["attached"] else "")
        + f" — {what}"
    ]


def _piratatak_lines(
    d: dict[str, Any], names: Sequence[str], named: Sequence[str], spoken: bool = False
) -> list[str]:
    """The figures of a Piratatak hint; ``named``: the recommended move and those about
    as good (the value of drawing on contradicts the advice only if it favours none);
    ``spoken``: moves are named as the table says them, so a buy's seat number in the
    notation is not repeated beside its seller's name."""
    out = []
    if "pirate_chance" in d:
        out.append(
            f"Next card a pirate: {d['pirates_left']} of {d['cards_left']} "
            f"card{'' if d['cards_left'] == 1 else 's'} "
            f"= {_pct(d['pirate_chance'])} (every draw is public, so this is exact)"
        )
    if "draw_gain" in d:
        out.append(
            f"Value of drawing on: {d['draw_gain']:+.2f} (a boat part counts 1, the part "
            f"that wins {d.get('win_value', 20):g}; a pirate would cost you about "
            f"{d['pirate_cost']:.2f})"
        )
        moves = {m.split(" ")[0] for m in named}
        favoured = "draw" if d["draw_gain"] > 0 else "stop" if d["draw_gain"] < 0 else None
        if favoured and favoured not in moves and named[0].split(" ")[0] in ("draw", "stop"):
            # a value below zero beside "draw" said nothing of which to believe (as hint.js)
            out.append(
                "That is the next card alone; the recommendation comes from whole games "
                "played out, which judge otherwise"
            )
    give = d.get("give")
    if give and give["boat_of"]:
        n, k = give["boat_of"], give["boat_parts"]
        out.append(
            f"Your boat: {n}/6 -> {n - k}/6" if k else f"Your boat: {n}/6, no part given back"
        )
    if d.get("buys"):
        buy = d.get("buy")
        if buy:
            seller = names[buy["seller"]].split(" (")[0] if spoken else names[buy["seller"]]
            out.append(f"Buy: yes, from {seller}" + ("" if spoken else f" ({buy['action']})"))
        else:
            out.append("Buy: not now (another move is judged better)")
    return out


def _chance(x: float) -> str:
    """A percentage, with "<1%" rather than a misleading "0%" for a small chance."""
    return "<1%" if 0 < x < 0.005 else _pct(x)


def _source(src: str, card: str | None, limit: float) -> str:
    if src == "stock":
        return f"about {limit:g} on average with the stock"
    return f"{limit:g} with the {src}'s {card}"


def _division(d: dict[str, Any]) -> str:
    return {
        "closer": f"limit {d['limit']}, stowaways: {d['count']}",
        "sweep": "no stowaways: a sweep",
        "sends_under": f"limit {d['limit']}: the closer goes under; cards passed: {d['passes']}",
        "keeps": f"limit {d['limit']}; stowaways kept as penalty cards: {d['penalty']}",
    }[d["outcome"]]


def reason_text(why: dict[str, Any], names: Sequence[str]) -> str:
    """A review's reason (``corsairs.coach.reasons.explain``) in one English sentence,
    moves in notation as the terminal review writes them."""
    text = _reason(why, names)
    return f"best by far: {text}" if text and why.get("kind") == "good" else text


def _reason(why: dict[str, Any], names: Sequence[str]) -> str:
    b, w = why["better"], why["worse"]
    code = why["code"]
    if code == "draw_limit":
        return (
            f"after the best discard your limit (now {why['now']}) would be "
            f"{_source(why['better_source'], why['better_card'], why['better_limit'])}, "
            f"{_source(why['worse_source'], why['worse_card'], why['worse_limit'])}"
        )
    if code == "limit":
        return f"{b} leaves your limit at {why['better_limit']}, {w} at {why['worse_limit']}"
    if code in ("sail_risk", "sail_now"):
        odds = ", ".join(f"{names[k]} {_chance(p)}" for k, p in why["under"])
        sail, wait = (b, w) if code == "sail_now" else (w, b)
        return (
            f"sailing at limit {why['limit']}, the chance each opponent reaches it or less "
            f"(and sends you under): {odds}; expected penalty cards this round: with {sail} "
            f"you {_cards(why['sail_penalty'])}, the others {_cards(why['sail_theirs'])} each; "
            f"with {wait} you {_cards(why['wait_penalty'])}, the others "
            f"{_cards(why['wait_theirs'])} each"
        )
    if code == "annul":
        annuls, other = (b, w) if why["annuls"] == "better" else (w, b)
        return (
            f"{annuls} takes the last pier card and annuls the round: no penalty cards; "
            f"with {other} you would expect {_cards(why['mine'])}, the others "
            f"{_cards(why['theirs'])} each"
        )
    if code == "lay":
        return f"{b}: {_division(why['better_division'])}; {w}: {_division(why['worse_division'])}"
    if code == "sweep":
        return (
            f"{b} keeps a sweep (the game won outright) in reach this round: "
            f"{_chance(why['better_sweep'])}, against {_chance(why['worse_sweep'])} with {w}"
        )
    if code == "penalty":
        return (
            f"expected penalty cards this round: with {b} you {_cards(why['better_mine'])}, "
            f"the others {_cards(why['better_theirs'])} each; with {w} you "
            f"{_cards(why['worse_mine'])}, the others {_cards(why['worse_theirs'])} each"
        )
    if code in ("draw_on", "stop_now"):
        n, k = why["cards"], why["pirates"]
        pirate = (
            "a pirate would cost you a cannon"
            if why["cannons"]
            else f"a pirate would make you give back {why['loss']} cards or coins"
        )
        head = f"pirates among the {n} cards left: {k} ({_chance(k / n)}); {pirate}"
        if why["finishers"]:
            head += f"; cards among them that finish your boat: {why['finishers']}"
        elif why.get("wanted"):
            head += f"; parts your boat lacks among them: {why['wanted']}"
        return head + ("; drawing on is worth it" if code == "draw_on" else "; stopping is safer")
    if code == "give":
        g, h = why["better_gives"], why["worse_gives"]
        if not why["boat"]:  # no boat: only spare cards and gold to give (as review_why.js)
            return (
                f"{b} gives back spare cards: {g['spares']}, gold: {g['gold']}; "
                f"{w}: {h['spares']} and {h['gold']}"
            )
        return (
            f"{b} gives back boat parts: {g['parts']} of {why['boat']}, spare cards: "
            f"{g['spares']}, gold: {g['gold']}; {w}: {h['parts']}, {h['spares']} and {h['gold']}"
        )
    if code == "buy":
        tail = " and finishes it: the game is won" if why["wins"] else ""
        return (
            f"{b} adds {why['card']} to your boat ({why['parts']}/6 -> {why['parts'] + 1}/6) "
            f"for {why['price']} gold{tail}"
        )
    if code == "cannon":
        return f"{b}: the cannon sinks the pirate and you keep your cards"
    if code == "keep_cannon":
        return f"{b} keeps your cannon for a later pirate"
    if code == "rival":
        return (
            f"{w} raises {names[why['seat']]}'s win chance to {_chance(why['worse_chance'])} "
            f"(with {b}: {_chance(why['better_chance'])})"
        )
    return ""


def stand_in_line(review: dict[str, Any]) -> str | None:
    """The sentence a review gives when a bot took the seat over mid-game, else None."""
    spans = review.get("stand_ins") or ([review["stand_in"]] if review.get("stand_in") else [])
    if not spans:
        return None
    said = []
    for bot in spans:
        to = f" to move {bot['to_action']}" if bot.get("to_action") is not None else ""
        said.append(f"From move {bot['from_action']}{to} a bot ({bot['bot']}) played this seat")
    return "; ".join(said) + ": its moves are not reviewed."


def tally_line(review: dict[str, Any]) -> str:
    """The review's tally, for the terminal and the HTML page alike: the graded decisions
    and their grades, then the draws left ungraded (their discard is graded), so that the
    counts add up to the decisions listed ("good" had counted the draws)."""
    ds: list[dict[str, Any]] = review["decisions"]
    c = review["counts"]
    draws = sum(1 for d in ds if d.get("ungraded"))
    good = len(ds) - draws - sum(c.values())
    line = (
        f"Decisions graded: {len(ds) - draws} — good {good}, inaccuracies {c['inaccuracy']}, "
        f"mistakes {c['mistake']}, blunders {c['blunder']}"
    )
    if draws:
        line += f"; draws not graded (the discard after each is): {draws}"
    return line
