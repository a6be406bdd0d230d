"""The review as one self-contained HTML page: the win-chance graph and every decision,
in the player's language (:mod:`corsairs.lang`, and ``<html lang>`` says which)."""

from __future__ import annotations

import html
import io
import re
from typing import Any

from corsairs import card_words
from corsairs.coach.search import coach_hooks
from corsairs.lang import _, capitalised, fill, french_spaces, n_, number, percent, spoken
from corsairs.registry import load_game

GRADE_MARK = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
GRADE_COLOUR = {"inaccuracy": "#b8860b", "mistake": "#d2691e", "blunder": "#b22222"}


def grade_word(grade: str) -> str:
    """A grade's name in the player's language (the review's data keeps the English key)."""
    words = {"inaccuracy": _("inaccuracy"), "mistake": _("mistake"), "blunder": _("blunder")}
    return words.get(grade, grade)


def phase_word(phase: str) -> str:
    """A decision's phase (the engine's word: "draw", "give"…) in the player's language."""
    words = {
        "draw": _("draw"),
        "discard": _("discard"),
        "crew": _("crew"),
        "lay": _("lay down"),
        "turn": _("turn"),
        "drawing": _("draw again"),
        "give": _("give back"),
    }
    return words.get(phase, phase)


def win_chart_svg(review: dict[str, Any]) -> str:
    """The seat's win chance after each of its moves, rounds marked, as inline SVG."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    decisions = review["decisions"]
    fig = Figure(figsize=(9, 3.2), dpi=100)
    ax = fig.add_subplot()
    xs = [d["move"] for d in decisions]
    ys = [100 * d["win"] for d in decisions]
    best = [100 * d["best_win"] for d in decisions]
    ax.fill_between(xs, ys, best, color="#f4c2c2", step=None, label=_("given away"))
    ax.plot(xs, ys, color="#1f4e79", linewidth=1.6, label=_("after the move played"))
    ax.axhline(
        100 / review["players"], color="#888", linestyle=":", linewidth=1, label=_("fair share")
    )
    last_round = None
    for d in decisions:
        if d["round"] is not None and d["round"] != last_round:
            if last_round is not None:
                ax.axvline(d["move"] - 0.5, color="#ccc", linewidth=0.8)
            mark = _("R{n}").format(n=d["round"])  # a round's mark above the graph
            ax.text(d["move"], 101, mark, fontsize=7, color="#666", va="bottom")
            last_round = d["round"]
        if d["grade"]:
            ax.plot(d["move"], 100 * d["win"], "o", color=GRADE_COLOUR[d["grade"]], markersize=5)
    ax.set_ylim(0, 108)
    ax.set_xlabel(_("move number in the game"))
    ax.set_ylabel(_("win chance (%)"))
    ax.legend(loc="lower left", fontsize=7, frameon=False, ncols=3)
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    buf = io.StringIO()
    fig.savefig(buf, format="svg")
    svg = buf.getvalue()
    return svg[svg.index("<svg") :]


def hooks_of(review: dict[str, Any]) -> Any:
    """The reviewed game's coach module (its words for what a move showed), or None."""
    return coach_hooks(load_game(review["game"], players=review["players"]))


def rollout_end(review: dict[str, Any]) -> str:
    """How the reviewed game's rollouts end: its coach module's ``ROLLOUT_END``, else at
    the game's end (Piratatak's play to it)."""
    end = str(getattr(hooks_of(review), "ROLLOUT_END", "to the end of the game"))
    # the games' coach modules say it in English: their known words, translated here
    known = {
        "to the end of the game": _("to the end of the game"),
        "to the end of the round, then judged by the penalty counts": _(
            "to the end of the round, then judged by the penalty counts"
        ),
    }
    return known.get(end, end)


def given_text(d: dict[str, Any]) -> str:
    """The win chance a decision gave away, in points with its error; in words where it gave
    nothing (the best move played, or one judged as good): "0.0 ± 0.0" on every good row read
    as noise to a learner."""
    from corsairs.coach.words import better_named, first_by_noise  # words imports the hints

    drop = number(100 * d["drop"], fixed=True)
    if first_by_noise(d):  # the next move too close to call: not "the best move"
        return html.escape(_("none: first by the figures, too close to call"))
    if d["best"] == d["played"]:
        return html.escape(_("none: the best move"))
    if not better_named(d) or drop == number(0.0, fixed=True):
        return html.escape(_("none: as good as the best"))
    return f"{drop} ± {number(100 * d['drop_se'], fixed=True)}"


def review_html(review: dict[str, Any], own: bool = False) -> str:
    """The review page; ``own``: the reviewed seat is the reader's own (a record of
    ``corsairs play``), so the heading says "your game" rather than a name. Its cards are
    said in words, as the browser's review says them ("discard the red 9", not the code a
    player types in the terminal: :mod:`corsairs.card_words`)."""
    with card_words.in_words():
        page = _page(review, own)
    if spoken() != "fr":
        return page
    # French's no-break spaces, in the page's text (not its style), as the browser's review
    # sets them: its « » and colons could begin a line
    head, style_end, body = page.partition("</style>")
    return head + style_end + _TEXT.sub(lambda m: french_spaces(m[0]), body)


_TEXT = re.compile(r"(?<=>)[^<]+")
"""The text between a page's tags."""


def _page(review: dict[str, Any], own: bool) -> str:
    from corsairs.coach.words import (
        as_good_named,
        best_text,
        better_named,
        close_call_named,
        move_words,
        played_text,
        reason_text,
        stand_in_line,
        tally_line,
    )

    esc = html.escape
    seat = review["seat"]
    names = review["seats"]
    winners = ", ".join(esc(names[w]) for w in review["winners"]) or esc(_("nobody"))
    counts = review["counts"]
    title = _(review["game"].capitalize())  # "Corsari": the title the terminal view marks
    horizon = rollout_end(review)
    rounds = any(d["round"] is not None for d in review["decisions"])
    hooks = hooks_of(review)
    said = move_words(review)  # a buy names its seller, as in play

    def quoted(move: str) -> str:
        """A move inside a reason, quoted as the browser's review quotes it: "with discard
        violet 5" read as broken German once said in words ("mit die violette 5 ablegen")."""
        return _("“{move}”").format(move=said(move))

    rows = []
    for d in review["decisions"]:
        g = d["grade"]
        mark = (
            f' <b style="color:{GRADE_COLOUR[g]}">{GRADE_MARK[g]} {esc(grade_word(g))}</b>'
            if g
            else ""
        )
        if d.get("ungraded") == "draw":
            ungraded = _("not graded: the discard after it is judged by itself")
            mark = f" <i>{esc(ungraded)}</i>"
        # a label, as the browser's review says it ("Draw", "Discard violet 5"): the page
        # is read, not typed into, so not the move as typed ("draw")
        better = esc(capitalised(said(d["best"]))) if better_named(d) else ""
        takes = esc(best_text(d)[len(d["best"]) :]) if better else ""  # the card it takes
        best_cell = f"{better}{takes}"  # words, not the notation: no <code>
        if as_good_named(d):  # not better: within the noise
            best_cell = esc(_("also good: {move}")).format(move=best_cell)
        elif close_call_named(d):  # within a noise that could hide 5 points or more
            best_cell = esc(_("too close to call: {move}")).format(move=best_cell)
        why = esc(reason_text(d["why"], names, quoted)) if d.get("why") else ""
        told = played_text(d, names, hooks)[len(d["played"]) :]  # what the seat saw it do
        played = esc(said(d["played"]))
        rows.append(
            "<tr>"
            f"<td>{d['move']}</td>"
            + (f"<td>{d['round'] if d['round'] is not None else ''}</td>" if rounds else "")
            + f"<td>{esc(phase_word(d['phase']))}</td>"
            f"<td>{played}{esc(told)}{mark}</td>"
            f"<td>{percent(d['win'], 1)}</td><td>{best_cell}</td>"
            f"<td>{percent(d['best_win'], 1)}</td>"
            f"<td>{given_text(d)}</td>"
            f"<td>{why}</td>"
            "</tr>"
        )
    heading = (
        _("Review of your game — {game}, {n} players").format(game=title, n=review["players"])
        if own
        else fill(
            _("Review of {name} — {game}, {n} players"),
            name=names[seat],
            game=title,
            n=review["players"],
        )
    )
    winner = esc(_("Winner: {names}.")).format(names=f"<b>{winners}</b>")
    samples = n_("{n} sampled deal per move.", "{n} sampled deals per move.", review["samples"])
    counted = (
        ("inaccuracy", _("?! inaccuracies: {n}")),
        ("mistake", _("? mistakes: {n}")),
        ("blunder", _("?? blunders: {n}")),
    )
    counts_html = "".join(
        f'<span style="color:{GRADE_COLOUR[g]}">{esc(said_n.format(n=counts[g]))}</span>'
        for g, said_n in counted
    )
    note = _(
        "Win chance: the coach's estimate, from what this seat knew at the time, of its "
        "chance to win the game after each move (each move played out in many deals "
        "consistent with what the seat had seen, {horizon}). A move is graded by the win "
        "chance it gave away against the best move found: 5 points an inaccuracy, 10 a "
        "mistake, 20 a blunder; never when the difference is within twice its measurement "
        "error (the ± column). "
        '"Also good": the best move found, its lead within that error and under 5 points '
        "even at the far end of it: whichever of the two is truly better, it is by less than "
        "an inaccuracy. Why: for a move that gave away win chance, what the "
        "better move gains; for a good move where every other would have been a mistake, "
        "what it gains over the best of the others; from what the seat could see at the time."
    ).format(horizon=horizon)
    note += " " + _(
        '"Too close to call": within twice the measurement error, but an error so wide that '
        "the difference could reach 5 points: the deals judged cannot tell which move is "
        "better."
    )
    if any(d.get("ungraded") == "draw" for d in review["decisions"]):
        # a review made before draws were graded (session 28) marks them; a newer one has none
        note += " " + _(
            "A draw followed by the seat's own discard is not graded: the rollouts value it "
            "with a quick bot's discard, so the discard is judged by itself."
        )
    heads = [_("move"), *([_("round")] if rounds else []), _("decision"), _("played")]
    heads += [_("win chance"), _("better"), _("its chance"), _("given away (points)"), _("why")]
    header = "".join(f"<th>{esc(h)}</th>" for h in heads)
    page_title = _("Review — {name} — {game}").format(name=names[seat], game=title)
    bot = stand_in_line(review)
    return f"""<!doctype html>
<html lang="{spoken()}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(page_title)}</title>
<style>
body {{ font: 15px/1.45 system-ui, sans-serif; margin: 1.5rem auto; max-width: 60rem;
  padding: 0 1rem; color: #1b1b1b; }}
h1 {{ font-size: 1.4rem; }} table {{ border-collapse: collapse; width: 100%; }}
th, td {{ text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #e4e4e4; }}
th {{ background: #f6f6f6; position: sticky; top: 0; }}
td {{ font-variant-numeric: tabular-nums; }}
.counts span {{ margin-right: 1.2rem; }} svg {{ max-width: 100%; height: auto; }}
.note {{ color: #555; font-size: .9rem; }}
</style></head><body>
<h1>{esc(heading)}</h1>
<p>{winner} {esc(tally_line(review))}.
{esc(samples.format(n=review["samples"]))}</p>
{f"<p>{esc(bot)}</p>" if bot else ""}
<p class="counts">{counts_html}</p>
{win_chart_svg(review) if review["decisions"] else ""}
<p class="note">{esc(note)}</p>
<table><thead><tr>{header}</tr></thead>
<tbody>
{"".join(rows)}
</tbody></table>
</body></html>
"""
