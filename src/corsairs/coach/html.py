"""The review as one self-contained HTML page: the win-chance graph and every decision."""

from __future__ import annotations

import html
import io
from typing import Any

from corsairs.coach.search import coach_hooks
from corsairs.registry import load_game

GRADE_MARK = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
GRADE_COLOUR = {"inaccuracy": "#b8860b", "mistake": "#d2691e", "blunder": "#b22222"}


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
    ax.fill_between(xs, ys, best, color="#f4c2c2", step=None, label="given away")
    ax.plot(xs, ys, color="#1f4e79", linewidth=1.6, label="after the move played")
    ax.axhline(
        100 / review["players"], color="#888", linestyle=":", linewidth=1, label="fair share"
    )
    last_round = None
    for d in decisions:
        if d["round"] is not None and d["round"] != last_round:
            if last_round is not None:
                ax.axvline(d["move"] - 0.5, color="#ccc", linewidth=0.8)
            ax.text(d["move"], 101, f"R{d['round']}", fontsize=7, color="#666", va="bottom")
            last_round = d["round"]
        if d["grade"]:
            ax.plot(d["move"], 100 * d["win"], "o", color=GRADE_COLOUR[d["grade"]], markersize=5)
    ax.set_ylim(0, 108)
    ax.set_xlabel("move number in the game")
    ax.set_ylabel("win chance (%)")
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
    return str(getattr(hooks_of(review), "ROLLOUT_END", "to the end of the game"))


def review_html(review: dict[str, Any]) -> str:
    from corsairs.coach.words import (
        as_good_named,
        best_text,
        better_named,
        move_words,
        played_text,
        reason_text,
        stand_in_line,
        tally_line,
    )

    esc = html.escape
    seat = review["seat"]
    names = review["seats"]
    winners = ", ".join(esc(names[w]) for w in review["winners"]) or "nobody"
    counts = review["counts"]
    title = review["game"].capitalize()
    horizon = rollout_end(review)
    rounds = any(d["round"] is not None for d in review["decisions"])
    hooks = hooks_of(review)
    said = move_words(review)  # a buy names its seller, as in play
    rows = []
    for d in review["decisions"]:
        g = d["grade"]
        mark = f' <b style="color:{GRADE_COLOUR[g]}">{GRADE_MARK[g]} {g}</b>' if g else ""
        if d.get("ungraded") == "draw":
            mark = " <i>not graded: the discard after it is judged by itself</i>"
        better = esc(said(d["best"])) if better_named(d) else ""
        takes = esc(best_text(d)[len(d["best"]) :]) if better else ""  # the card it takes
        also = "also good: " if as_good_named(d) else ""  # not better: within the noise
        why = esc(reason_text(d["why"], names)) if d.get("why") else ""
        told = played_text(d, names, hooks)[len(d["played"]) :]  # what the seat saw it do
        played = esc(said(d["played"]))
        rows.append(
            "<tr>"
            f"<td>{d['move']}</td>"
            + (f"<td>{d['round'] if d['round'] is not None else ''}</td>" if rounds else "")
            + f"<td>{esc(d['phase'])}</td><td><code>{played}</code>{esc(told)}{mark}</td>"
            f"<td>{100 * d['win']:.1f}%</td><td>{also}<code>{better}</code>{takes}</td>"
            f"<td>{100 * d['best_win']:.1f}%</td>"
            f"<td>{100 * d['drop']:.1f} ± {100 * d['drop_se']:.1f}</td>"
            f"<td>{why}</td>"
            "</tr>"
        )
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Review — {esc(names[seat])} — {esc(title)}</title>
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
<h1>Review of {esc(names[seat])} — {esc(title)}, {review["players"]} players</h1>
<p>Winner: <b>{winners}</b>. {esc(tally_line(review))}.
{review["samples"]} sampled deals per move.</p>
{f"<p>{esc(bot)}</p>" if (bot := stand_in_line(review)) else ""}
<p class="counts"><span style="color:{GRADE_COLOUR["inaccuracy"]}">?! inaccuracies:
{counts["inaccuracy"]}</span><span style="color:{GRADE_COLOUR["mistake"]}">? mistakes:
{counts["mistake"]}</span><span style="color:{GRADE_COLOUR["blunder"]}">?? blunders:
{counts["blunder"]}</span></p>
{win_chart_svg(review) if review["decisions"] else ""}
<p class="note">Win chance: the coach's estimate, from what this seat knew at the time, of
its chance to win the game after each move (each move played out in many deals consistent
with what the seat had seen, {horizon}).
A move is graded by the win chance it gave away against the best move found: 5 points an
inaccuracy, 10 a mistake, 20 a blunder; never when the difference is within twice its
measurement error (the ± column). A draw followed by the seat's own discard is not graded:
the rollouts value it with a quick bot's discard, so the discard is judged by itself.
"Also good": the best move found, its lead within that error: the coach cannot tell it
from the move played.
Why: for a move that gave away win chance, what the better move gains; for a good move where
every other would have been a mistake, what it gains over the best of the others; from what
the seat could see at the time.</p>
<table><thead><tr><th>move</th>{"<th>round</th>" if rounds else ""}<th>decision</th><th>played</th>
<th>win chance</th><th>better</th><th>its chance</th><th>given away (points)</th>
<th>why</th></tr></thead>
<tbody>
{"".join(rows)}
</tbody></table>
</body></html>
"""
