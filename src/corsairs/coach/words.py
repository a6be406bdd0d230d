"""A hint or a review in plain sentences, for the terminal and the review page, in the
player's language (:mod:`corsairs.lang`: the browser words its own per language, with the
same vocabulary). Moves stay in the notation a player types, the same in every language."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from corsairs import card_words
from corsairs.bot_words import level_name
from corsairs.coach.hints import Hint
from corsairs.lang import _, capitalised, decimal_count, fill, listed, n_, number, p_, percent


def _pct(x: float) -> str:
    return percent(x)


def _cards(n: float) -> str:
    """Expected cards, one decimal at most: "1 card", "0.4 cards" (French "0,4 carte").

    A fraction takes the plural form gettext gives 0: English and German "cards", French
    "carte" below 2 (its rule counts 0 to 2 as one)."""
    count = 1 if round(n, 1) == 1.0 else 0 if n < 2 else 2
    return n_("{n} card", "{n} cards", count).format(n=number(n))


def _or(texts: Sequence[str]) -> str:
    """ "A or B", in the player's language."""
    return listed(texts, "or")


def _none(stowaways: Sequence[str]) -> str:
    """Stowaways a space apart (in words on a page: :mod:`corsairs.card_words`), or "none"
    as it agrees with them (French "aucun", where cards are "aucune")."""
    if not stowaways:
        return card_words.CardWords(p_("stowaways", "none"))
    return card_words.cards(stowaways)


def colour_name(colour: str | None) -> str:
    """A Corsairs colour ("red", the engine's word) in the player's language."""
    from corsairs.games.corsairs.cards import colour_name as named

    return named(str(colour))


def better_named(d: dict[str, Any]) -> bool:
    """Whether a reviewed decision names its best move as the better one: not the move
    played, nor a move judged no better than it (the coach's first of equal moves)."""
    return bool(d["best"] != d["played"] and d["best_win"] > d["win"])


def as_good_named(d: dict[str, Any]) -> bool:
    """Whether a reviewed decision's best move, named beside the move played, is only
    about as good: its lead within the sampling noise (no grade, ``within_noise``) and under
    5 points at the far end of that noise (not ``close_call_named``). It is then "also
    good", never "better": the coach cannot tell the two apart."""
    from corsairs.coach.grading import within_noise

    return (
        better_named(d)
        and within_noise(d["drop"], d.get("drop_se", 0.0))
        and not close_call_named(d)
    )


def close_call_named(d: dict[str, Any]) -> bool:
    """Whether a reviewed decision's best move, named beside the move played, is too close
    to call (``grading.close_call``): within the noise, but a noise so wide that the lead
    could be an inaccuracy or more. Neither "better" nor "also good"."""
    from corsairs.coach.grading import close_call

    return better_named(d) and close_call(d["drop"], d.get("drop_se", 0.0))


def first_by_noise(d: dict[str, Any]) -> bool:
    """Whether the move played came first but another move judged is too close to call
    beside it (``grading.close_call`` on the review's rows, as the hint's ``close_call``):
    not "the best move", which a learner read as a fact (a give-back judged above the hint's
    three by 48 deals' noise)."""
    from corsairs.coach.grading import close_call

    if d["best"] != d["played"]:
        return False
    rest = (d.get("moves") or [])[1:]
    return any(close_call(m.get("drop", 0.0), m.get("drop_se", 0.0)) for m in rest)


def best_said(d: dict[str, Any], said: Callable[[str], str] = str) -> str:
    """ "“sail R9” was better", the move quoted in the sentence as the browser's review
    says it (``rv_cost``: "mieux valait « piocher »", where "meilleur : piocher" read as a
    heading), or within the noise "also good: sail R9" (``as_good_named``) or "too close to
    call: sail R9" (``close_call_named``), as its Better column says them; ``said``: a move's
    words (``move_words``)."""
    if close_call_named(d):
        return _("too close to call: {move}").format(move=best_text(d, said))
    if as_good_named(d):
        return _("also good: {move}").format(move=best_text(d, said))
    return _("“{move}” was better").format(move=best_text(d, said))


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
        return _("drew {card}").format(card=card_words.card(seen["card"]))
    if "limit" in seen:
        return _("limit {limit}, stowaways: {cards}").format(
            limit=seen["limit"], cards=_none(seen["stowaways"])
        )
    said = _("{name}: {event}")  # French sets a space before the colon and the semicolon
    return _("; ").join(said.format(name=names[s], event=e) for s, e in seen.get("events", []))


def widest_gap(close: Sequence[dict[str, Any]]) -> tuple[float, float] | None:
    """The widest gap between the recommended move and one named beside it that is too close
    to call (``grading.close_call``: within twice its error, which reaches an inaccuracy's 5
    points), in points with its error as the review shows them ("8.7 ± 4.7"): "about as
    good" over win chances 9 points apart had puzzled a learner. None when every move named
    is surely within 5 points of it: those are about as good."""
    from corsairs.coach.grading import close_call

    calls = [m for m in close if close_call(m.get("drop", 0.0), m.get("drop_se", 0.0))]
    if not calls:
        return None
    far = max(calls, key=lambda m: (m.get("drop", 0.0), m["action"]))
    return 100 * far.get("drop", 0.0), 100 * far.get("drop_se", 0.0)


def best_text(d: dict[str, Any], said: Callable[[str], str] = str) -> str:
    """The best move in notation (or ``said``'s words), with the card it takes that the
    seat saw: "draw pile (B3)"."""
    takes = d.get("best_takes") or {}
    best = said(d["best"])
    return f"{best} ({card_words.card(takes['card'])})" if takes.get("card") else best


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
    if h.decided:
        # every move 0% (or 100%): said once, with why and what still counts, not "about as
        # good" beside each of them
        lines = decided_lines(h, names, say)
        close = []
    elif close:
        # Within the sampling noise: both named, neither recommended over the other.
        moves_said = _or([say(h.recommended), *(say(m["action"]) for m in close)])
        chances = ", ".join(_pct(m["win"]) for m in [best, *close])
        gap = widest_gap(close)
        lines = [
            # the gap's interval reaches an inaccuracy's 5 points: not "about as good", which
            # a learner read as a fact over 8.7 ± 4.7 points (``grading.close_call``)
            # the noun after both figures takes the larger's form: French "1,5 ± 1,8 point"
            n_(
                "Too close to call: {moves} (win chance {chances}: {gap} ± {se} point apart, "
                "within twice the measurement error; the deals judged cannot tell which is "
                "better)",
                "Too close to call: {moves} (win chance {chances}: {gap} ± {se} points apart, "
                "within twice the measurement error; the deals judged cannot tell which is "
                "better)",
                decimal_count(max(gap), 1),
            ).format(
                moves=moves_said,
                chances=chances,
                gap=number(gap[0], fixed=True),
                se=number(gap[1], fixed=True),
            )
            if gap
            else _(
                "About as good: {moves} (win chance {chances}; within the sampling noise)"
            ).format(moves=moves_said, chances=chances)
        ]
    else:
        if h.only:
            head = _("The only move: {move} (win chance {p})")
        elif kind == "lay_down":
            head = _("Best division: {move} (win chance {p})")
        else:
            head = _("Recommended: {move} (win chance {p})")
        lines = [head.format(move=say(h.recommended), p=_pct(best["win"]))]
    # why moves named beside it are alike ("so any of them will do"), not beside a close call,
    # whose headline says the deals cannot tell which is better
    alike = bool(close) and widest_gap(close) is None
    if kind == "draw":
        lines += _draw_lines(d, close=bool(close))
        if alike:
            lines.append(_draw_close_line(d))
    elif kind == "discard":
        if alike:
            lines.append(_discard_close_line(d))
        lines += _discard_lines(d, h.seat, names)
    elif kind == "lay_down":
        lines += _lay_lines(d, named=not close)
    elif kind in ("turn", "pirate"):
        lines += _piratatak_lines(d, names, [h.recommended, *h.close], said is not None, say)
    # a move named as about as good is not listed again with its figures
    others = [m for m in moves[1:] if m["action"] not in h.close][:3]
    if others:
        lines.append(
            _("Also judged: {moves} (over {n} deals consistent with what you have seen)").format(
                moves=_("; ").join(f"{say(m['action'])} {_pct(m['win'])}" for m in others),
                n=h.samples,
            )
        )
    return lines


def decided_lines(h: Hint, names: Sequence[str], say: Callable[[str], str] = str) -> list[str]:
    """A game decided (``Hint.decided``): that no move changes the result, why, and what
    still counts (Corsairs: the penalty cards, fewest with the recommended move)."""
    d = h.decided or {}
    won = d.get("outcome") == "won"
    nearly = bool(d.get("nearly"))
    if nearly:
        low, high = _pct(d.get("low", 0.0)), _pct(d.get("high", 0.0))
        band = low if low == high else _("{low} to {high}").format(low=low, high=high)
        lines = [
            (
                _("Nearly decided: every move keeps your win chance at {p}")
                if won
                else _("Nearly decided: every move leaves your win chance at {p}")
            ).format(p=band)
        ]
    else:
        lines = [
            (
                _("Decided: you win whatever you play (win chance {p} with every move)")
                if won
                else _("Decided: no move changes the result (win chance {p} with every move)")
            ).format(p=_pct(h.moves[0]["win"]))
        ]
    leader = d.get("leader")
    name = names[leader] if isinstance(leader, int) and 0 <= leader < len(names) else "?"
    if "gap" in d and d.get("last_round"):
        gap = int(d["gap"])
        lines.append(
            (
                n_(
                    "This is the game's last round, and you have {n} penalty card fewer "
                    "than anyone else",
                    "This is the game's last round, and you have {n} penalty cards fewer "
                    "than anyone else",
                    gap,
                )
                if won
                else n_(
                    "This is the game's last round, and {name} has {n} penalty card fewer than you",
                    "This is the game's last round, and {name} has {n} penalty cards fewer "
                    "than you",
                    gap,
                )
            ).format(n=gap, name=name)
        )
    elif "gap" not in d and "leader" in d and not nearly:
        lines.append(
            (
                _("You win every game played out from here")
                if won or leader == h.seat
                else _("{name} wins every game played out from here")
            ).format(name=name)
        )
    if "penalty" in d:
        fewest, most = d["penalty"], d.get("penalty_most", d["penalty"])
        least = d.get("penalty_least", fewest)
        if round(fewest, 1) > round(least, 1):
            # nearly decided: the move recommended by its win chance is not the fewest's
            lines.append(
                _(
                    "What still counts: your penalty cards. {move} gives you {k} expected "
                    "this round ({least} to {m} with the moves judged)"
                ).format(
                    move=say(h.recommended), k=_cards(fewest), least=number(least), m=_cards(most)
                )
            )
        elif round(most, 1) > round(fewest, 1):
            lines.append(
                _(
                    "What still counts: your penalty cards. {move} gives you the fewest "
                    "expected this round: {k} (up to {m} with another move)"
                ).format(move=say(h.recommended), k=_cards(fewest), m=_cards(most))
            )
        else:
            lines.append(
                _(
                    "What still counts: your penalty cards ({k} expected this round, whatever "
                    "you play)"
                ).format(k=_cards(fewest))
            )
    return lines


def _draw_lines(d: dict[str, Any], close: bool = False) -> list[str]:
    """The limit now and each source's; ``close``: sources are named about as good, and their
    own line says what the limits cannot tell (``_draw_close_line``)."""
    out = [_("Your limit now: {n}. After drawing and the best discard:").format(n=d["limit_now"])]
    for s in d["sources"]:
        src = s["source"]
        if src == "stock":
            said = (
                _(
                    "stock: about {n} on average over the unseen cards "
                    "(the last stock card: you would have to set sail)"
                )
                if s["last_card"]
                else _("stock: about {n} on average over the unseen cards")
            )
            out.append("  " + said.format(n=number(s["limit"])))
        elif src == "pile" and s["card"] == s["discard"]:
            # "with B11 (then discard B11)": a draw that changes nothing, said so (as hint.js)
            said = _(
                "pile: {n} with {card}, which would be your best discard at once: your hand "
                "stays as it is"
            ).format(n=s["limit"], card=s["card"])
            out.append("  " + said)
        elif src == "pile":
            said = _(
                "pile: {n} with {card} (then discard {discard}); everyone sees you take it"
            ).format(n=s["limit"], card=s["card"], discard=s["discard"])
            out.append("  " + said)
        elif s.get("annuls"):
            said = _("pier: {card} is the last pier card: taking it annuls the round")
            out.append("  " + said.format(card=s["card"]))
        else:
            said = (
                _(
                    "pier: {n} with {card} (then discard {discard}; the pier's colour stays "
                    "{colour}); everyone sees you take it"
                )
                if s.get("pier_colour_kept")
                else _(
                    "pier: {n} with {card} (then discard {discard}; the pier's colour becomes "
                    "{colour}); everyone sees you take it"
                )
            ).format(
                n=s["limit"],
                card=s["card"],
                discard=s["discard"],
                colour=colour_name(s["pier_colour_after"]),
            )
            out.append("  " + said)
    if d.get("against_limits") and not close:
        # every figure above argued for another source (as hint.js); not beside sources named
        # about as good, whose line ends "so any of them will do": "which judge otherwise"
        # read as its opposite
        out.append(
            _(
                "That is your limit alone; the recommendation comes from whole rounds played "
                "out, which judge otherwise"
            )
        )
    return out


def _discard_lines(d: dict[str, Any], seat: int, names: Sequence[str]) -> list[str]:
    out = []
    if d.get("must_sail"):
        out.append(_("You drew the last stock card: you must set sail."))
    for o in d["options"][:4]:
        others = [k for k in o["added"] if int(k) != seat]
        mine = o["added"].get(seat, o["added"].get(str(seat), 0.0))
        theirs = sum(o["added"][k] for k in others) / max(1, len(others))
        if o["sail"]:
            chances = ", ".join(f"{names[int(k)]} {_pct(p)}" for k, p in o["under_chance"].items())
            said = _(
                "sail after discarding {card}: limit {limit}; chance each opponent reaches it "
                "or less: {chances}; expected penalty cards this round: you {mine}, the others "
                "{theirs} each"
            ).format(
                card=o["card"],
                limit=o["limit"],
                chances=chances,
                mine=_cards(mine),
                theirs=_cards(theirs),
            )
        else:
            said = _(
                "discard {card} and wait: limit {limit}; expected penalty cards this round: "
                "you {mine}, the others {theirs} each"
            ).format(card=o["card"], limit=o["limit"], mine=_cards(mine), theirs=_cards(theirs))
        out.append("  " + said + _sweep(d, o))
    # the crew of the first sail judged, which names its discard: "crew if you sail: B9 K5"
    # beside the sail with B9 read as a crew holding the card discarded
    sail = next((o for o in d["options"] if o["sail"]), None)
    if sail and sail["crew"]["crew"]:
        out.append(
            "  "
            + _("crew if you sail after discarding {card}: {cards}").format(
                card=sail["card"], cards=" ".join(sail["crew"]["crew"])
            )
        )
    elif sail:
        out.append(
            "  " + _("if you sail after discarding {card}: no crew").format(card=sail["card"])
        )
    if d.get("against_penalties"):
        # a row not advised with clearly fewer penalty cards for you (as hint.js): the advice
        # read as contradicting its own figures
        out.append(
            _(
                "Those are this round's penalty cards alone; the recommendation comes from your "
                "chance of winning the game, over whole rounds played out, which judge otherwise"
            )
        )
    return out


def _discard_close_line(d: dict[str, Any]) -> str:
    """Why discards named about as good are, and what their figures cannot tell: the rows
    below differ (a lower limit on another row than the first named), yet whole rounds
    played out judge them alike, so any of them will do (as hint.js's ``closeWhy``)."""
    lower = d.get("lower_limit")
    if lower:
        return _(
            "Discarding {card} keeps the lowest limit ({n} against {m}), but that is your "
            "limit alone: played out over whole rounds these moves come out the same, within "
            "the measurement error, so any of them will do"
        ).format(
            # every card keeping that limit (``also``): a tie is not told as a lone best
            card=_or([lower["action"].split()[-1], *lower.get("also", [])]),
            n=lower["limit"],
            m=lower["against"],
        )
    return _(
        "Any of them will do: played out over whole rounds they come out the same, within "
        "the measurement error (the first named is no better than the others)"
    )


def _draw_close_line(d: dict[str, Any]) -> str:
    """Why sources named about as good are (as ``_discard_close_line``): the lowest limit
    shown by another source than the first named is that limit alone, or any will do."""
    lower = d.get("lower_limit")
    if not lower:
        return _(
            "Any of them will do: played out over whole rounds they come out the same, within "
            "the measurement error (the first named is no better than the others)"
        )
    heads = {
        "draw stock": _(
            "Drawing from the stock gives the lowest limit (about {n} on average, against {m})"
        ),
        "draw pile": _("Taking the discard gives the lowest limit ({n} against {m})"),
        "draw pier": _("Taking from the pier gives the lowest limit ({n} against {m})"),
    }
    if lower.get("against_average"):
        # the stock recommended: its limit is an average over the unseen cards, said as one
        heads = {
            "draw pile": _(
                "Taking the discard gives the lowest limit ({n} against about {m} on average "
                "from the stock)"
            ),
            "draw pier": _(
                "Taking from the pier gives the lowest limit ({n} against about {m} on average "
                "from the stock)"
            ),
        }
    head = heads[lower["action"]].format(n=number(lower["limit"]), m=number(lower["against"]))
    tail = _(
        "but that is your limit alone: played out over whole rounds these moves come out the "
        "same, within the measurement error, so any of them will do"
    )
    return f"{head}, {tail}"


def _sweep(d: dict[str, Any], o: dict[str, Any]) -> str:
    """The option's chance of a sweep (the game won outright), when it matters."""
    if not d.get("sweep_matters"):
        return ""
    return _("; a sweep (game won outright): {p}").format(p=_pct(o.get("sweep", 0.0)))


def _lay_lines(d: dict[str, Any], named: bool) -> list[str]:
    """Why the best division; the division itself too unless the headline ``named`` it."""
    b = d["best"]
    limit = d.get("closer_limit")
    outcome = b["outcome"]
    if outcome == "closer":
        what = _("the least limit, {n}").format(n=b["limit"])
    elif outcome == "sweep":
        what = _("a sweep: no stowaways at all")
    elif outcome == "sends_under":
        what = _(
            "limit {n}, at or below the closer's {c}: it sends the closer under and passes "
            "{k} cards"
        ).format(n=b["limit"], c=limit, k=b["passes"])
    else:
        what = _(
            "limit {n}, above the closer's {c}: the fewest stowaways, +{k} penalty cards"
        ).format(n=b["limit"], c=limit, k=b["penalty"])
    if named:
        return [_("Why: {what}").format(what=what)]
    # under "About as good: A or B", A is the recommended one, not the best
    # an empty crew in words, "no crew", as the browser says it: "crew none" read as notation
    if b["attached"] and b["crew"]:
        said = _("Recommended division: crew {crew}, attach {cards} — {what}").format(
            crew=" ".join(b["crew"]), cards=" ".join(b["attached"]), what=what
        )
    elif b["attached"]:
        said = _("Recommended division: attach {cards} and lay down no crew — {what}").format(
            cards=" ".join(b["attached"]), what=what
        )
    elif b["crew"]:
        said = _("Recommended division: crew {crew} — {what}").format(
            crew=" ".join(b["crew"]), what=what
        )
    else:
        said = _("Recommended division: no crew — {what}").format(what=what)
    return [said]


def _piratatak_lines(
    d: dict[str, Any],
    names: Sequence[str],
    named: Sequence[str],
    spoken: bool = False,
    say: Callable[[str], str] = str,
) -> list[str]:
    """The figures of a Piratatak hint; ``named``: the recommended move and those about
    as good (the value of drawing on contradicts the advice only if it favours none);
    ``spoken``: moves are named as the table says them, so a buy's seat number in the
    notation is not repeated beside its seller's name; ``say``: a move's words."""
    out = []
    if "pirate_chance" in d:
        n = d["cards_left"]
        said = n_(
            "Next card a pirate: {k} of {n} card = {p} (every draw is public, so this is exact)",
            "Next card a pirate: {k} of {n} cards = {p} (every draw is public, so this is exact)",
            n,
        )
        if d.get("reshuffle"):  # the stock is empty: its "0 cards" beside "of 24" said not why
            said = n_(
                "Next card a pirate: {k} of {n} card = {p} (the stock is empty: the discard "
                "pile's only card is shuffled into a new stock before you draw; it was seen, "
                "so this is exact)",
                "Next card a pirate: {k} of {n} cards = {p} (the stock is empty: the discard "
                "pile's {n} cards are shuffled into a new stock before you draw; every one was "
                "seen, so this is exact)",
                n,
            )
        out.append(said.format(k=d["pirates_left"], n=n, p=_pct(d["pirate_chance"])))
    # said in the game's words (its coach gives them with ``draw_gain``), never guessed
    # from the figure: the browser's hint.js says it by the same rule
    if (value := d.get("draw_value")) and d.get("pirates_left") == 0:
        # no pirate can come: drawing again costs nothing, and a pirate's cost beside "0 of 3
        # cards = 0%" was a figure of a card that cannot be drawn
        said = _("Value of drawing on: {gain} (a boat part counts 1, the part that wins {win})")
        out.append(said.format(gain=_gain_words(value), win=number(d.get("win_value", 20), 2)))
        out.append(
            _(
                "No pirate can come: drawing again cannot cost you anything, and you may still "
                "stop after the card"
            )
        )
        if named[0].split(" ")[0] == "stop":  # stopping judged better beyond the noise
            out.append(
                _(
                    "That figure counts the next card only; the recommendation comes from whole "
                    "games played out, which judge otherwise"
                )
            )
    elif value:
        out.append(
            _(
                "Value of drawing on: {gain} (a boat part counts 1, the part that wins {win}; "
                "a pirate would cost you about {cost})"
            ).format(
                gain=_gain_words(value),
                win=number(d.get("win_value", 20), 2),
                cost=number(d["pirate_cost"], 1, fixed=True),
            )
        )
        moves = {m.split(" ")[0] for m in named}
        favoured = value.split("_")[0] if value != "even" else None
        # "about even" beside one clear recommendation disagrees too (a review then called
        # the draw "by far the best move": the whole games judge it, not the next card)
        even_alone = value == "even" and len(named) == 1
        if (even_alone or (favoured and favoured not in moves)) and named[0].split(" ")[0] in (
            "draw",
            "stop",
        ):
            # a value below zero beside "draw" said nothing of which to believe (as hint.js)
            out.append(
                _(
                    "That figure counts the next card only; the recommendation comes from whole "
                    "games played out, which judge otherwise"
                )
            )
    give = d.get("give")
    if give and give["boat_of"]:
        n = give["boat_of"]
        # the sets named (the recommended one, those about as good): one line when they take
        # as much of the boat, else one each (the first's alone was said of all of them)
        each = d.get("gives") or {}
        sets = [m for m in named if m in each] or [named[0]]
        parts = {m: each.get(m, give)["boat_parts"] for m in sets}
        if len(set(parts.values())) == 1:
            k = parts[sets[0]]
            said = (
                _("Your boat: {n}/6 -> {m}/6") if k else _("Your boat: {n}/6, no part given back")
            )
            out.append(said.format(n=n, m=n - k))
        else:
            for m, k in parts.items():
                said = (
                    _("{move}: your boat {n}/6 -> {m}/6")
                    if k
                    else _("{move}: your boat {n}/6, no part given back")
                )
                out.append(said.format(move=say(m), n=n, m=n - k))
    if d.get("buys"):
        buy = d.get("buy")
        if buy:
            seller = names[buy["seller"]].split(" (")[0] if spoken else names[buy["seller"]]
            said = _("Buy: yes, from {name}") if spoken else _("Buy: yes, from {name} ({move})")
            out.append(said.format(name=seller, move=buy["action"]))
        elif not any(m.split(" ")[0] == "buy" for m in named):
            # a purchase named about as good in the headline is not "not now" (it read as
            # the advice's contradiction: "About as good: draw or buy Y3. Buy: not now")
            out.append(_("Buy: not now (another move is judged better)"))
    return out


def _gain_words(value: str) -> str:
    """The value of drawing on in words (Piratatak's ``coach.draw_value``): a figure such as
    "+0.03" of a boat part meant nothing to a player."""
    return {
        "draw_clearly": _("clearly in favour of drawing"),
        "draw_slightly": _("slightly in favour of drawing"),
        "even": _("about even"),
        "stop_slightly": _("slightly in favour of stopping"),
        "stop_clearly": _("clearly in favour of stopping"),
    }[value]


def _chance(x: float) -> str:
    """A percentage, with "<1%" rather than a misleading "0%" for a small chance."""
    return "<" + percent(0.01) if 0 < x < 0.005 else _pct(x)


def _source(src: str, card: str | None, limit: float) -> str:
    if src == "stock":
        return _("about {n} on average with the stock").format(n=number(limit))
    said = card_words.card(card or "")  # German "mit der roten 9": the template's {card:dat}
    if src == "pile":
        return _("{n} with the pile's {card}").format(n=number(limit), card=said)
    return _("{n} with the pier's {card}").format(n=number(limit), card=said)


def _division(d: dict[str, Any]) -> str:
    outcome = d["outcome"]
    # no colon: a lay's reason says two of these, and "B: limit 8: …; cards passed: 3"
    # left a reader to tell which colon answered which
    if outcome == "closer":
        return _("limit {limit}, stowaways ({n})").format(limit=d["limit"], n=d["count"])
    if outcome == "sweep":
        return _("no stowaways, a sweep")
    if outcome == "sends_under":
        return _("limit {limit}, the closer goes under and takes your stowaways ({n})").format(
            limit=d["limit"], n=d["passes"]
        )
    return _("limit {limit}, stowaways kept as penalty cards ({n})").format(
        limit=d["limit"], n=d["penalty"]
    )


def reason_text(why: dict[str, Any], names: Sequence[str], said: Callable[[str], str] = str) -> str:
    """A review's reason (``corsairs.coach.reasons.explain``) in one sentence in the
    player's language; ``said``: its moves' words, as the review's lines say them
    (``move_words``; the notation by default)."""
    text = _reason({**why, "better": said(why["better"]), "worse": said(why["worse"])}, names)
    if text and why.get("kind") == "good":
        # a sentence of its own, as the review page says it: "why: best by far: pirates
        # among …: 3" chained three colons
        return _("best by far. {text}").format(text=capitalised(text))
    return text


def _reason(why: dict[str, Any], names: Sequence[str]) -> str:
    b, w = why["better"], why["worse"]
    code = why["code"]
    if code == "draw_limit":
        return _("after the best discard your limit (now {now}) would be {better}, {worse}").format(
            now=why["now"],
            better=_source(why["better_source"], why["better_card"], why["better_limit"]),
            worse=_source(why["worse_source"], why["worse_card"], why["worse_limit"]),
        )
    if code == "limit":
        return _("{better} leaves your limit at {a}, {worse} at {b}").format(
            better=b, worse=w, a=why["better_limit"], b=why["worse_limit"]
        )
    if code in ("sail_risk", "sail_now"):
        # each chance in brackets after its name: "greedy 2 6%" read as 26% (as review_why.js)
        odds = ", ".join(f"{names[k]} ({_chance(p)})" for k, p in why["under"])
        sail, wait = (b, w) if code == "sail_now" else (w, b)
        return _(
            "sailing at limit {limit}, the chance each opponent reaches it or less (and sends "
            "you under): {odds}; penalty cards expected this round with {sail}, you {sp} and "
            "the others {st} each; with {wait}, you {wp} and the others {wt} each"
        ).format(
            limit=why["limit"],
            odds=odds,
            sail=sail,
            sp=_cards(why["sail_penalty"]),
            st=_cards(why["sail_theirs"]),
            wait=wait,
            wp=_cards(why["wait_penalty"]),
            wt=_cards(why["wait_theirs"]),
        )
    if code == "annul":
        annuls, other = (b, w) if why["annuls"] == "better" else (w, b)
        return _(
            "{annuls} takes the last pier card and annuls the round: no penalty cards; with "
            "{other} you would expect {m}, the others {o} each"
        ).format(annuls=annuls, other=other, m=_cards(why["mine"]), o=_cards(why["theirs"]))
    if code == "lay":
        return _("with {better}, {a}; with {worse}, {b}").format(
            better=b,
            worse=w,
            a=_division(why["better_division"]),
            b=_division(why["worse_division"]),
        )
    if code == "sweep":
        return _(
            "{better} keeps a sweep (the game won outright) in reach this round: {a}, against "
            "{b} with {worse}"
        ).format(better=b, worse=w, a=_chance(why["better_sweep"]), b=_chance(why["worse_sweep"]))
    if code == "penalty":
        return _(
            "expected penalty cards this round: with {better} you {bm}, the others {bt} each; "
            "with {worse} you {wm}, the others {wt} each"
        ).format(
            better=b,
            worse=w,
            bm=_cards(why["better_mine"]),
            bt=_cards(why["better_theirs"]),
            wm=_cards(why["worse_mine"]),
            wt=_cards(why["worse_theirs"]),
        )
    if code in ("draw_on", "stop_now"):
        n, k = why["cards"], why["pirates"]
        pirate = (
            _("a pirate would cost you a cannon")
            if why["cannons"]
            else _("a pirate would make you give back {n} cards or coins").format(n=why["loss"])
        )
        among = n_(
            "pirates in the only card left: {k} ({p})",
            "pirates among the {n} cards left: {k} ({p})",
            n,
        )
        if why.get("reshuffle"):
            among = n_(
                "pirates in the discard pile's only card, shuffled into a new stock before the "
                "draw: {k} ({p})",
                "pirates among the {n} cards of the discard pile, shuffled into a new stock "
                "before the draw: {k} ({p})",
                n,
            )
        parts = [among.format(n=n, k=k, p=_chance(k / n)), pirate]
        if f := why["finishers"]:  # a count in words, one card said as one
            parts.append(
                n_(
                    "{f} card among them finishes your boat",
                    "{f} cards among them finish your boat",
                    f,
                ).format(f=f)
            )
        elif f := why.get("wanted"):
            parts.append(
                n_(
                    "{f} card among them is a part your boat lacks",
                    "{f} cards among them are parts your boat lacks",
                    f,
                ).format(f=f)
            )
        parts.append(_("drawing on is worth it") if code == "draw_on" else _("stopping is safer"))
        return _("; ").join(parts)
    if code == "give":
        g, h = why["better_gives"], why["worse_gives"]
        if not why["boat"]:  # no boat: only spare cards and gold to give (as review_why.js)
            return _(
                "{better} gives back spare cards {bs}, gold {bg}; {worse} gives back {ws} and {wg}"
            ).format(better=b, worse=w, bs=g["spares"], bg=g["gold"], ws=h["spares"], wg=h["gold"])
        return _(
            "{better} gives back boat parts {bp} of {boat}, spare cards {bs}, gold {bg}; "
            "{worse} gives back {wp}, {ws} and {wg}"
        ).format(
            better=b,
            worse=w,
            boat=why["boat"],
            bp=g["parts"],
            bs=g["spares"],
            bg=g["gold"],
            wp=h["parts"],
            ws=h["spares"],
            wg=h["gold"],
        )
    if code == "buy":
        said = (
            _(
                "{better} adds {card} to your boat ({a}/6 -> {b}/6) for {price} gold and "
                "finishes it: the game is won"
            )
            if why["wins"]
            else _("{better} adds {card} to your boat ({a}/6 -> {b}/6) for {price} gold")
        )
        return said.format(
            better=b,
            card=card_words.card(why["card"]),
            a=why["parts"],
            b=why["parts"] + 1,
            price=why["price"],
        )
    if code == "cannon":
        return _("{better}: the cannon sinks the pirate and you keep your cards").format(better=b)
    if code == "keep_cannon":
        return _("{better} keeps your cannon for a later pirate").format(better=b)
    if code == "give_finish":
        return fill(
            _(
                "{better} gives back {card}, the last part {name}'s boat lacks: kept, {name} "
                "could buy it and win at once"
            ),
            better=b,
            card=card_words.card(why["card"]),
            name=names[why["seat"]],
        )
    if code == "rival":
        return fill(
            _("{worse} raises {name}'s win chance to {a} (with {better}: {b})"),
            worse=w,
            better=b,
            name=names[why["seat"]],
            a=_chance(why["worse_chance"]),
            b=_chance(why["better_chance"]),
        )
    return ""


def stand_in_line(review: dict[str, Any]) -> str | None:
    """The sentence a review gives when a bot took the seat over mid-game, else None."""
    spans = review.get("stand_ins") or ([review["stand_in"]] if review.get("stand_in") else [])
    if not spans:
        return None
    said = []
    for bot in spans:
        if bot.get("to_action") is not None:
            said.append(
                _("From move {n} to move {m} {bot} played this seat").format(
                    n=bot["from_action"], m=bot["to_action"], bot=level_name(bot["bot"])
                )
            )
        else:
            said.append(
                _("From move {n} {bot} played this seat").format(
                    n=bot["from_action"], bot=level_name(bot["bot"])
                )
            )
    return _("{spans}: its moves are not reviewed.").format(spans=_("; ").join(said))


def tally_line(review: dict[str, Any]) -> str:
    """The review's tally, for the terminal and the HTML page alike: the graded decisions
    and their grades, then the draws left ungraded (their discard is graded), so that the
    counts add up to the decisions listed ("good" had counted the draws)."""
    ds: list[dict[str, Any]] = review["decisions"]
    c = review["counts"]
    draws = sum(1 for d in ds if d.get("ungraded"))
    good = len(ds) - draws - sum(c.values())
    line = _(
        "Decisions graded: {n} — good {good}, inaccuracies {i}, mistakes {m}, blunders {b}"
    ).format(n=len(ds) - draws, good=good, i=c["inaccuracy"], m=c["mistake"], b=c["blunder"])
    if draws:
        line += _("; draws not graded (the discard after each is): {n}").format(n=draws)
    return line
