"""Writing a run's report: an HTML page with PNG plots, and the figures as JSON and CSV.

Layout of the output directory::

    index.html      the page; every <img> points into img/
    img/<key>.png   one plot per figure (matplotlib, Agg backend)
    summary.json    the run's settings and every figure's rows with intervals
    figures.csv     the same rows, one line per figure, label and rule set
    tally.json      the raw counters and histograms (re-render or merge runs later)
"""

from __future__ import annotations

import csv
import html
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from corsairs.registry import load_game
from corsairs.sim.figures import Distribution, Figure, RateByValue, Section
from corsairs.sim.run import RunResult, RunSpec, generic_sections

COLOURS = ("#0072B2", "#D55E00")  # Okabe-Ito blue and vermillion: colour-blind safe


def run_labels(specs: Sequence[RunSpec]) -> list[str]:
    """ "base" and "variant: key=value ..." for a comparison; the game name otherwise."""
    if len(specs) == 1:
        return ["this run"]
    base = specs[0].rules_dict()
    labels = ["base"]
    for s in specs[1:]:
        changed = {k: v for k, v in s.rules_dict().items() if base.get(k) != v}
        labels.append("variant: " + " ".join(f"{k}={v}" for k, v in changed.items()))
    return labels


def all_sections(spec: RunSpec) -> list[Section]:
    game = load_game(spec.game, players=spec.players, **spec.rules_dict())
    return generic_sections(spec) + list(game.report_spec().sections(game))


def compute(result: RunResult, level: float = 0.95) -> dict[str, Any]:
    """The report's content as JSON: run settings, then every figure's rows."""
    spec = result.specs[0]
    labels = run_labels(result.specs)
    sections = []
    for sec in all_sections(spec):
        figs = []
        for fig in sec.figures:
            rows = fig.rows(result.tallies, level)
            figs.append(
                {
                    "key": fig.key,
                    "title": fig.title,
                    "kind": fig.kind,
                    "note": fig.note,
                    "unit": getattr(fig, "unit", ""),
                    "rows": [_row_json(r) for r in rows],
                    "data": [fig.extra(t) for t in result.tallies],
                }
            )
        sections.append({"title": sec.title, "figures": figs})
    return {
        "game": spec.game,
        "players": spec.players,
        "agents": list(spec.agents),
        "rotate": spec.rotate,
        "seed": spec.seed,
        "games_per_rule_set": result.games,
        "games_played": [t.get("games") for t in result.tallies],
        "rule_sets": [
            {"label": lab, "rules": s.rules_dict()}
            for lab, s in zip(labels, result.specs, strict=True)
        ],
        "confidence_level": level,
        "backend": result.backend,
        "workers": result.workers,
        "batch_size": result.batch_size,
        "seconds": round(result.seconds, 3),
        "games_per_second": round(sum(t.get("games") for t in result.tallies) / result.seconds, 1)
        if result.seconds
        else None,
        "retried_batches": result.retried,
        "failed_batches": [
            {"rule_set": labels[f.variant], "games": [f.start, f.stop], "error": f.error}
            for f in result.failures
        ],
        "sections": sections,
    }


def _row_json(row: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "label": row["label"],
        "n": row["n"],
        "estimates": [e.to_dict() for e in row["estimates"]],
    }
    if "diff" in row:
        out["diff"] = row["diff"].to_dict()
    if "value" in row:
        out["value"] = row["value"]
    return out


def write_report(result: RunResult, out: Path, level: float = 0.95) -> dict[str, Any]:
    """Write the whole report into ``out`` (created if needed); returns the summary."""
    out = Path(out)
    (out / "img").mkdir(parents=True, exist_ok=True)
    summary = compute(result, level)
    labels = [r["label"] for r in summary["rule_sets"]]
    figures = {f.key: f for sec in all_sections(result.specs[0]) for f in sec.figures}
    for sec in summary["sections"]:
        for fig in sec["figures"]:
            path = out / "img" / f"{fig['key']}.png"
            _plot(figures[fig["key"]], fig, labels, path)
            fig["image"] = f"img/{fig['key']}.png"
    (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    (out / "tally.json").write_text(
        json.dumps(
            {"rule_sets": summary["rule_sets"], "tallies": [t.to_dict() for t in result.tallies]}
        )
        + "\n"
    )
    _write_csv(summary, labels, out / "figures.csv")
    (out / "index.html").write_text(_html(summary, labels))
    return summary


def _write_csv(summary: dict[str, Any], labels: list[str], path: Path) -> None:
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["figure", "label", "rule_set", "value", "low", "high", "n"])
        for sec in summary["sections"]:
            for fig in sec["figures"]:
                for row in fig["rows"]:
                    for i, est in enumerate(row["estimates"]):
                        w.writerow(
                            [
                                fig["key"],
                                row["label"],
                                labels[i],
                                _num(est["value"]),
                                _num(est["low"]),
                                _num(est["high"]),
                                row["n"][i],
                            ]
                        )
                    if "diff" in row:
                        d = row["diff"]
                        w.writerow(
                            [
                                fig["key"],
                                row["label"],
                                "difference (variant - base)",
                                _num(d["value"]),
                                _num(d["low"]),
                                _num(d["high"]),
                                "",
                            ]
                        )


def _num(x: float | None) -> str:
    return "" if x is None else f"{x:.6g}"


def _fmt(est: dict[str, float | None]) -> str:
    v, lo, hi = est["value"], est["low"], est["high"]
    if v is None:
        return "–"
    if lo is None or hi is None:
        return f"{v:.4g}"
    return f"{v:.4g} <span class=ci>[{lo:.4g}, {hi:.4g}]</span>"


def _html(summary: dict[str, Any], labels: list[str]) -> str:
    e = html.escape
    pct = f"{summary['confidence_level'] * 100:g}"
    compare = len(labels) == 2
    parts = [
        "<!doctype html><html lang=en><head><meta charset=utf-8>",
        f"<title>{e(summary['game'])} simulation report</title>",
        "<style>body{font-family:system-ui,sans-serif;max-width:70em;margin:auto;padding:1em}"
        "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #bbb;"
        "padding:.2em .6em;text-align:right}td:first-child,th:first-child{text-align:left}"
        ".ci{color:#555;font-size:90%}.note{color:#444}img{max-width:100%}"
        ".warn{color:#a00}</style></head><body>",
        f"<h1>{e(summary['game'].title())}: {summary['games_per_rule_set']:,} simulated games"
        f" per rule set</h1>",
        "<ul>",
        f"<li>{summary['players']} players; bots: {e(', '.join(summary['agents']))}"
        f"{' (seats rotate every game)' if summary['rotate'] else ''}</li>",
        f"<li>seed {summary['seed']}; {e(summary['backend'])} with {summary['workers']} "
        f"worker(s), batches of {summary['batch_size']}; {summary['seconds']} s"
        f" ({summary['games_per_second']} games/s)</li>",
    ]
    for rs in summary["rule_sets"]:
        rules = ", ".join(f"{k}={v}" for k, v in rs["rules"].items()) or "rulebook defaults"
        parts.append(f"<li>rules of {e(rs['label'])}: {e(rules)}</li>")
    parts.append(f"<li>intervals are {pct}% confidence intervals</li></ul>")
    if summary["failed_batches"]:
        parts.append(
            "<p class=warn>Failed batches (their games are missing): "
            + e(json.dumps(summary["failed_batches"]))
            + "</p>"
        )
    for sec in summary["sections"]:
        parts.append(f"<h2>{e(sec['title'])}</h2>")
        for fig in sec["figures"]:
            parts.append(f"<h3>{e(fig['title'])}</h3>")
            if fig["note"]:
                parts.append(f"<p class=note>{e(fig['note'])}</p>")
            head = "".join(f"<th>{e(lab)}</th>" for lab in labels)
            if compare:
                head += "<th>difference (variant − base)</th>"
            unit = f" ({e(fig['unit'])})" if fig["unit"] else ""
            parts.append(f"<table><tr><th>{unit}</th>{head}</tr>")
            for row in fig["rows"]:
                cells = "".join(f"<td>{_fmt(est)}</td>" for est in row["estimates"])
                if "diff" in row:
                    cells += f"<td>{_fmt(row['diff'])}</td>"
                elif compare:
                    cells += "<td></td>"
                parts.append(f"<tr><td>{e(str(row['label']))}</td>{cells}</tr>")
            parts.append("</table>")
            parts.append(f'<img src="{e(fig["image"])}" alt="{e(fig["title"])}">')
    parts.append("</body></html>\n")
    return "\n".join(parts)


def _plot(fig: Figure, data: dict[str, Any], labels: list[str], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    f, ax = plt.subplots(figsize=(7, 3.6), dpi=90)
    try:
        if isinstance(fig, Distribution):
            _plot_distribution(ax, data, labels)
            ax.set_xlabel(fig.xlabel)
            ax.set_ylabel("share")
        elif isinstance(fig, RateByValue):
            _plot_by_value(ax, fig, data, labels)
            ax.set_xlabel(fig.xlabel)
            ax.set_ylabel("rate")
        else:
            _plot_bars(ax, data, labels)
            ax.set_ylabel(data.get("unit") or "rate")
        ax.set_title(fig.title, fontsize=10)
        if len(labels) > 1:
            ax.legend(fontsize=8)
        f.tight_layout()
        f.savefig(path)
    finally:
        plt.close(f)


def _plot_distribution(ax: Any, data: dict[str, Any], labels: list[str]) -> None:
    for i, (lab, raw) in enumerate(zip(labels, data["data"], strict=True)):
        bins = {int(k): v for k, v in raw["bins"].items()}
        n = sum(bins.values())
        if not n:
            continue
        xs = list(range(0, max(bins) + 1))
        ys = [bins.get(x, 0) / n for x in xs]
        ax.step(xs, ys, where="mid", color=COLOURS[i % 2], label=lab)
        if max(bins) >= raw["top"]:
            ax.annotate(f"≥{raw['top']}", (raw["top"], bins[raw["top"]] / n), fontsize=7)


def _plot_by_value(ax: Any, fig: RateByValue, data: dict[str, Any], labels: list[str]) -> None:
    for i, lab in enumerate(labels):
        xs, ys, lo, hi = [], [], [], []
        for row in data["rows"]:
            est = row["estimates"][i]
            if row["n"][i] < fig.min_units or est["value"] is None:
                continue
            xs.append(row["value"] + (fig.width - 1) / 2)
            ys.append(est["value"])
            lo.append(est["low"])
            hi.append(est["high"])
        ax.plot(xs, ys, "o-", ms=3, color=COLOURS[i % 2], label=lab)
        ax.fill_between(xs, lo, hi, color=COLOURS[i % 2], alpha=0.2)
    ax.set_ylim(0, 1)


def _plot_bars(ax: Any, data: dict[str, Any], labels: list[str]) -> None:
    rows = data["rows"]
    k = len(labels)
    width = 0.8 / k
    for i, lab in enumerate(labels):
        xs: list[float] = []
        ys: list[float] = []
        errs: list[list[float]] = [[], []]
        for j, row in enumerate(rows):
            est: dict[str, Any] = row["estimates"][i]
            v = est["value"]
            if v is None:
                continue
            xs.append(j + (i - (k - 1) / 2) * width)
            ys.append(v)
            errs[0].append(v - est["low"] if est["low"] is not None else 0.0)
            errs[1].append(est["high"] - v if est["high"] is not None else 0.0)
        ax.bar(xs, ys, width=width, yerr=errs, capsize=3, color=COLOURS[i % 2], label=lab)
    ax.set_xticks(range(len(rows)))
    ax.set_xticklabels([str(r["label"]) for r in rows], fontsize=8, rotation=15)
