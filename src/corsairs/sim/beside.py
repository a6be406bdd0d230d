"""Two finished reports' figures side by side: ``simulate --beside OTHER --out DIR``.

A run's ``--compare`` sets one variant beside its base, the same bots and players. A
designer also asks what changes with 3 players rather than 4, or with one bot rather
than another: two runs. This sets their figures row by row, with B − A and its MOVER
interval, from the two reports' own intervals; it plays no game and writes nothing.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

from corsairs.lang import _, n_, number, os_reason, percent
from corsairs.protocol import BadOption
from corsairs.record import at
from corsairs.sim.fairness import advantage_texts
from corsairs.sim.report import (
    agents_typed,
    format_estimate,
    is_clear,
    row_decimals,
    rule_text,
    words,
)
from corsairs.sim.stats import Estimate, mover

NAN = math.nan


def load_summary(out: Path) -> dict[str, Any]:
    """A report's ``summary.json``; a :class:`BadOption` saying why not otherwise."""
    path = Path(out) / "summary.json"
    if not path.is_file():
        said = _("{out}: no summary.json there, so no report to set beside another")
        raise BadOption(said.format(out=out))
    said = _("{out}: summary.json cannot be read ({reason})")
    try:
        summary = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(summary, dict) or not isinstance(summary["sections"], list):
            raise ValueError("not a report's summary")
    except (OSError, ValueError, KeyError) as exc:
        raise BadOption(said.format(out=out, reason=os_reason(exc))) from None
    return summary


def run_words(game: str, players: int, bots: list[str], seed: int, rules: str, rotate: bool) -> str:
    """``corsairs, 4 players, bots policy, seed 1, rules pier_size=6`` (``rules`` as
    ``--rules`` takes them, "" for the rulebook's), in the language spoken: a run's settings
    in a message (``--beside``'s heading, ``--resume``'s refusal)."""
    text = n_(
        "{game}, {n} player, bots {bots}, seed {seed}, {rules}",
        "{game}, {n} players, bots {bots}, seed {seed}, {rules}",
        players,
    ).format(
        game=game,
        n=players,
        bots=",".join(bots),
        seed=seed,
        rules=_("rules {rules}").format(rules=rules) if rules else _("rulebook defaults"),
    )
    return text + (_(", seats rotating") if rotate else "")


def describe(out: Path, summary: dict[str, Any]) -> str:
    """``DIR: corsairs, 4 players, bots policy, seed 1, rules pier_size=6``, in the
    language spoken (--lang fr said only the seat advantage in French)."""
    base = summary["rule_sets"][0]
    rules = " ".join(rule_text(k, v) for k, v in base.get("rules", {}).items())
    agents = agents_typed(summary.get("agents", []))
    settings = run_words(
        summary["game"], summary["players"], agents, summary["seed"], rules,
        bool(summary.get("rotate")),
    )  # fmt: skip
    text = at(out, settings)
    games = sum(summary["games_played"][:1])
    text += n_("; {n} game", "; {n} games", games).format(n=number(games, 0))
    if len(summary["rule_sets"]) > 1:
        text += _(" (its base; its {variant} is in its own report)").format(
            variant=words(summary["rule_sets"][1]["label"])
        )
    return text


def base_advantage(summary: dict[str, Any]) -> str:
    """The seat advantage of a report's base rule set, in the language in use."""
    base = {**summary, "rule_sets": summary["rule_sets"][:1]}
    if summary.get("seat_advantage") is not None:
        base["seat_advantage"] = summary["seat_advantage"][:1]
    return advantage_texts(base, more=False)[0]


def _row_key(label: str) -> str:
    """A row as both reports name it: "seat 0 (greedy)" and "seat 0 (policy)" are seat 0."""
    return re.sub(r" \([^()]*\)$", "", label) if label.startswith("seat ") else label


def _row_label(ra: dict[str, Any] | None, rb: dict[str, Any] | None) -> str:
    """The row's label in the language spoken, with both bots when the seats held
    different ones."""
    la, lb = (words(r["label"]) if r else None for r in (ra, rb))
    if la and lb and la != lb:
        key = re.sub(r" \([^()]*\)$", "", la)
        return f"{key} ({la[len(key) + 2 : -1]} / {lb[len(key) + 2 : -1]})"
    return str(la or lb)


def _estimate(row: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if row is None else row["estimates"][0]


def _as_estimate(e: dict[str, Any]) -> Estimate:
    def f(k: str) -> float:
        return NAN if e[k] is None else float(e[k])

    return Estimate(f("value"), f("low"), f("high"))


def rows_beside(
    a: dict[str, Any], b: dict[str, Any]
) -> list[tuple[str, list[list[str]], str | None]]:
    """Per figure (A's order, then B's own), its rows (label, A, B, B − A, clear mark) and
    a note under its title, or None."""
    if a["game"] != b["game"]:
        said = _("a {a} report and a {b} one have no figures in common")
        raise BadOption(said.format(a=a["game"], b=b["game"]))
    if a["confidence_level"] != b["confidence_level"]:
        said = _(
            "the reports' intervals are at {a} and {b}: write one again at the other's "
            "(--rerender --level)"
        )
        levels = (
            percent(x, 0 if round(100 * x, 6).is_integer() else 1)
            for x in (a["confidence_level"], b["confidence_level"])
        )
        raise BadOption(said.format(a=next(levels), b=next(levels)))
    figs_a = {f["key"]: f for sec in a["sections"] for f in sec["figures"]}
    figs_b = {f["key"]: f for sec in b["sections"] for f in sec["figures"]}
    out = []
    for key in [*figs_a, *(k for k in figs_b if k not in figs_a)]:
        fa, fb = figs_a.get(key), figs_b.get(key)
        rows_a = {_row_key(r["label"]): r for r in (fa or {}).get("rows", [])}
        rows_b = {_row_key(r["label"]): r for r in (fb or {}).get("rows", [])}
        lines = []
        for row_key in [*rows_a, *(x for x in rows_b if x not in rows_a)]:
            ra, rb = rows_a.get(row_key), rows_b.get(row_key)
            label = _row_label(ra, rb)
            share = bool((ra or rb or {}).get("share"))
            ea, eb = _estimate(ra), _estimate(rb)
            diff = None
            if ea is not None and eb is not None and None not in (ea["low"], eb["low"]):
                diff = mover(_as_estimate(ea), _as_estimate(eb)).to_dict()
            row = {
                "estimates": [e for e in (ea, eb) if e is not None],
                "share": share,
                **({"diff": diff} if diff else {}),
            }
            d = row_decimals(row)
            cells = [label]
            for e in (ea, eb):
                value, ci = format_estimate(e, share, d) if e else ("–", "")
                cells.append(f"{value} {ci}".strip())
            if diff and diff["value"] is not None:
                value, ci = format_estimate(diff, share, d, diff=True)
                cells += [f"{value} {ci}".strip(), "*" if is_clear(diff) else ""]
            else:
                cells += ["–", ""]
            lines.append(cells)
        out.append((words((fa or fb or {}).get("title", key)), lines, _shares_differ(fa, fb)))
    return out


def _shares_differ(fa: dict[str, Any] | None, fb: dict[str, Any] | None) -> str | None:
    """Where the two runs' fair shares differ (3 players beside 4), that B − A holds that
    difference too: "+46.7 points *" read as the seats' own change."""
    shares = [float(f["fair_share"]) for f in (fa, fb) if f and f.get("fair_share") is not None]
    if len(shares) < 2 or math.isclose(shares[0], shares[1]):
        return None
    said = _(
        "Fair shares differ: {a} in A, {b} in B. B − A holds that difference too; "
        "a rate's edge is its distance from its own report's fair share."
    )
    return said.format(a=percent(shares[0], 1), b=percent(shares[1], 1))


def text_beside(out_a: Path, out_b: Path) -> str:
    """The two reports' figures as text, one table per figure."""
    a, b = load_summary(out_a), load_summary(out_b)
    try:
        figures = rows_beside(a, b)
        said = [_("A: {report}").format(report=describe(out_a, a))]
        said += [_("B: {report}").format(report=describe(out_b, b))]
        said += [_("A: {report}").format(report=base_advantage(a))]
        said += [_("B: {report}").format(report=base_advantage(b))]
    except BadOption:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        why = _("the reports cannot be read side by side ({reason})")
        raise BadOption(why.format(reason=repr(exc))) from None
    level = a["confidence_level"]
    lines = [
        *said,
        _(
            "Intervals: {level} confidence; B − A gets its interval from the two (MOVER), the "
            "runs taken as independent (the same seed makes them alike, and the interval "
            "conservative). * marks a difference whose interval leaves out 0; with many rows, "
            "about 1 in {one_in} does by chance."
        ).format(
            level=percent(level, 0 if round(100 * level, 6).is_integer() else 1),
            one_in=round(1 / (1 - level)),
        ),
    ]
    for title, rows, note in figures:
        lines += ["", title, *([note] if note else [])]
        head = ["", "A", "B", "B − A"]
        widths = [max(len(x) for x in [head[i], *(r[i] for r in rows)]) for i in range(4)]
        lines.append("  " + "  ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)))
        for r in rows:
            lines.append(
                "  " + "  ".join(c.ljust(w) for c, w in zip(r[:4], widths, strict=True)) + r[4]
            )
    return "\n".join(lines) + "\n"
