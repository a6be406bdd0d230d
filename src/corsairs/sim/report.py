"""Writing a run's report: an HTML page with PNG plots, and the figures as JSON and CSV.

Layout of the output directory::

    index.html      the page; every <img> points into img/
    img/<key>.png   one plot per figure (matplotlib, Agg backend)
    summary.json    the run's settings and every figure's rows with intervals
    figures.csv     the same rows, one line per figure, label and rule set
    tally.json      the raw counters and histograms (``simulate --rerender`` reads them)

While a run is unfinished the directory also holds ``checkpoint.json`` (see
:mod:`corsairs.sim.checkpoint`), what ``simulate --resume`` continues from.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import errno
import html
import json
import math
import os
import re
import subprocess
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from corsairs.lang import N_, _, capitalised, decimal_count, listed, n_, number, p_, percent, spoken
from corsairs.protocol import BadOption, CorsairsError
from corsairs.registry import load_game
from corsairs.sim.drawing import draw_all
from corsairs.sim.fairness import advantage_texts, more_games, seat_advantages
from corsairs.sim.figures import (
    Distribution,
    Figure,
    Means,
    RateByValue,
    Rates,
    Section,
    Shares,
)
from corsairs.sim.run import RunResult, RunSpec, generic_sections, rule_move_sections
from corsairs.sim.stats import gap_chance

COLOURS = ("#0072B2", "#D55E00")  # Okabe-Ito blue and vermillion: colour-blind safe


def rule_text(key: str, value: Any) -> str:
    """One rule option as ``--rules`` takes it (``turn_limit=none``, ``sweep_wins=false``),
    so that a designer can copy it from the report into a command."""
    if value is None:
        shown = "none"
    elif isinstance(value, bool):
        shown = "true" if value else "false"
    else:
        shown = str(value)
    return f"{key}={shown}"


def agents_typed(agents: Sequence[str]) -> list[str]:
    """The seats' bots as ``--agents`` takes them: the extra seats copy the last, so a
    repeated last is typed once (``policy,policy,policy,policy`` is ``policy``)."""
    typed = list(agents)
    while len(typed) > 1 and typed[-1] == typed[-2]:
        typed.pop()
    return typed


def run_labels(specs: Sequence[RunSpec]) -> list[str]:
    """ "base" and "variant: key=value ..." for a comparison; the game name otherwise."""
    if len(specs) == 1:
        return [N_("this run")]
    return [N_("base")] + [
        "variant: " + " ".join(rule_text(k, v) for k, v in changed_rules(specs[0], s).items())
        for s in specs[1:]
    ]


def changed_rules(base: RunSpec, variant: RunSpec) -> dict[str, Any]:
    """The options the variant sets otherwise than the base (one set to ``None``, a limit
    switched off, included)."""
    before = base.rules_dict()
    return {k: v for k, v in variant.rules if k not in before or before[k] != v}


def all_sections(spec: RunSpec, *others: RunSpec) -> list[Section]:
    """The figures of ``spec``'s rule set; ``others``: the rule sets compared with it,
    whose rule options' moves are counted too."""
    game = load_game(spec.game, players=spec.players, **spec.rules_dict())
    own = generic_sections(spec) + list(game.report_spec().sections(game))
    return own + rule_move_sections([spec, *others])


def compared_sections(specs: Sequence[RunSpec]) -> list[Section]:
    """The base's sections, with a figure's known bound (``at_most``) dropped when
    another rule set's differs: a sweep is at most one a game only while it wins."""
    base = all_sections(*specs)
    others = [{f.key: f for sec in all_sections(s) for f in sec.figures} for s in specs[1:]]

    def loosest(fig: Figure) -> Figure:
        if not isinstance(fig, Means | Distribution) or fig.at_most is None:
            return fig
        if all(getattr(o.get(fig.key), "at_most", None) == fig.at_most for o in others):
            return fig
        return dataclasses.replace(fig, at_most=None)

    return [Section(sec.title, tuple(loosest(f) for f in sec.figures)) for sec in base]


def compute(result: RunResult, level: float = 0.95) -> dict[str, Any]:
    """The report's content as JSON: run settings, then every figure's rows."""
    spec = result.specs[0]
    labels = run_labels(result.specs)
    sections = []
    for sec in compared_sections(result.specs):
        figs = []
        for fig in sec.figures:
            if not fig.counted_in(result.tallies):
                continue
            rows = fig.rows(result.tallies, level)
            if is_share(fig):
                rows = [{**r, "share": True} for r in rows]
            figs.append(
                {
                    "key": fig.key,
                    "title": fig.title,
                    "kind": fig.kind,
                    "note": _note(fig),
                    "unit": getattr(fig, "unit", ""),
                    "fair_share": getattr(fig, "fair_share", None),
                    "rows": [_row_json(r) for r in rows],
                    "data": [fig.extra(t) for t in result.tallies],
                    **({"turn_order": True} if getattr(fig, "turn_order", False) else {}),
                    **({"ways": True} if getattr(fig, "ways", False) else {}),
                    **(
                        {"turns_of": fig.turns_of}
                        if isinstance(fig, Distribution) and fig.turns_of
                        else {}
                    ),
                }
            )
            if fig.key == RULE_MOVES and isinstance(fig, Means):
                _mark_absent(figs[-1], fig, summary_rules(result.specs))
        sections.append({"title": sec.title, "figures": figs})
    seconds = round(result.seconds, 3)  # the rate from the time shown: a re-render gives it again
    summary: dict[str, Any] = {
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
        "seconds": seconds,
        "games_per_second": round(sum(t.get("games") for t in result.tallies) / seconds, 1)
        if seconds
        else None,
        **({} if result.cpu_seconds is None else {"cpu_seconds": round(result.cpu_seconds, 1)}),
        "retried_batches": result.retried,
        "partial": result.interrupted is not None,
        "interrupted_by": result.interrupted,
        "failed_batches": [
            {"rule_set": labels[f.variant], "games": [f.start, f.stop], "error": f.error}
            for f in result.failures
        ],
        "sections": sections,
    }
    summary.update(played_with(result, level))
    summary["seat_advantage"] = seat_advantages(summary)
    summary["highlights"] = highlights(summary)
    return summary


def software_version() -> str:
    """``corsairs 0.1.0``, and in a git checkout its commit (``corsairs 0.1.0, git 55bbaef``;
    ``-dirty`` with uncommitted changes): the package version alone stays the same while the
    bots change, so a report could not say which bots played it."""
    from corsairs import __version__

    text = f"corsairs {__version__}"
    here = Path(__file__).resolve().parents[3]
    if not (here / ".git").exists():
        return text
    try:
        done = subprocess.run(
            ["git", "-C", str(here), "describe", "--always", "--dirty", "--abbrev=7"],
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        )
    except (OSError, subprocess.SubprocessError):
        return text
    commit = done.stdout.strip()
    return f"{text}, git {commit}" if commit else text


def played_with(result: RunResult, level: float) -> dict[str, Any]:
    """What it takes to play the run's games again: the version that played them, the
    bot spec each level stood for (a ladder is recalibrated now and then), the plugins,
    and the command."""
    from corsairs.agents.registry import levels as ladder

    spec = result.specs[0]
    if result.levels is None:
        steps = dict(ladder(spec.game))
        levels = {a: steps[a] for a in spec.agents if a in steps}
    else:
        levels = dict(result.levels)
    software = software_version() if result.software is None else result.software
    words = ["corsairs simulate", f"--game {spec.game}", f"--players {spec.players}"]
    words.append("--agents " + ",".join(agents_typed(spec.agents)))
    words += [f"--games {result.games}", f"--seed {spec.seed}"]
    words += [f"--rules {rule_text(k, v)}" for k, v in spec.rules]
    for other in result.specs[1:]:
        words += [f"--compare {rule_text(k, v)}" for k, v in changed_rules(spec, other).items()]
    words += ["--rotate"] * spec.rotate + [f"--plugin {m}" for m in spec.plugins]
    if level != 0.95:
        words.append(f"--level {level:g}")
    return {
        "software": software or None,
        "resumed_with": list(result.resumed_with),
        "levels": levels,
        "plugins": list(spec.plugins),
        "command": " ".join(words),
    }


def is_share(fig: Figure) -> bool:
    """Whether the figure's values are fractions (a win rate, a share of draws), which
    every table reads as percentages, as the terminal does; not a rate per 1,000."""
    if isinstance(fig, Rates):
        return fig.per == 1
    return isinstance(fig, Shares | RateByValue)


def _note(fig: Figure) -> str:
    """The figure's note, plus what its plot leaves out that its table shows."""
    if not isinstance(fig, RateByValue):
        return fig.note
    thin = (
        f"The plot leaves out the rows with fewer than {fig.min_units} cases (their "
        "intervals are too wide to read); the table shows them all. Read it as "
        "descriptive: its intervals count every case as independent (too narrow when "
        "a game's cases move together), so a comparison does not count its rows among "
        "the clear changes."
    )
    return f"{fig.note} {thin}" if fig.note else thin


def _row_json(row: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "label": row["label"],
        "n": row["n"],
        "estimates": [e.to_dict() for e in row["estimates"]],
    }
    if "diff" in row:
        out["diff"] = row["diff"].to_dict()
    for key in (
        "value",
        "events",
        "safeguard",
        "safeguard_name",
        "safeguard_option",
        "nobody_wins",
        "share",
    ):
        if key in row:
            out[key] = row[key]
    return out


REPORT_FILES = ("summary.json", "tally.json", "figures.csv", "index.html")


def report_files(spec: RunSpec) -> list[str]:
    """Every file a report for ``spec`` writes, relative to its directory."""
    keys = [f.key for sec in all_sections(spec) for f in sec.figures]
    images = [name for k in keys for name in (f"img/{k}.png", phone_image(k))]
    return [*images, *REPORT_FILES]


def phone_image(key: str) -> str:
    """The plot drawn for a phone's width (what ``<picture>`` shows below :data:`NARROW`)."""
    return f"img/{key}.phone.png"


NARROW = "40em"
"""Below this width (a phone held upright) the page shows each plot's phone drawing."""


def write_report(result: RunResult, out: Path, level: float = 0.95) -> dict[str, Any]:
    """Write the whole report into ``out`` (created if needed); returns the summary.

    Every file is first written to a temporary file beside it, and only once all
    of them are written do they replace the old ones (``os.replace``, the page
    last): a failure part way leaves no half-written file and an older report as
    it was.
    """
    out = Path(out)
    (out / "img").mkdir(parents=True, exist_ok=True)
    for rel in report_files(result.specs[0]):
        if (out / rel).exists() and not (out / rel).is_file():
            raise IsADirectoryError(errno.EISDIR, "not a plain file", str(out / rel))
    summary = compute(result, level)
    labels = [r["label"] for r in summary["rule_sets"]]
    figures = {f.key: f for sec in compared_sections(result.specs) for f in sec.figures}
    staged: list[tuple[Path, Path]] = []
    try:
        plots = []
        for sec in summary["sections"]:
            for fig in sec["figures"]:
                if nothing_counted(fig):
                    continue  # an empty plot reads as a broken page; the table says 0
                path = out / "img" / f"{fig['key']}.png"
                shown = [words(lab) for lab in labels]
                plots.append((figures[fig["key"]], fig, shown, _stage(path, staged), False))
                phone = out / phone_image(fig["key"])
                plots.append((figures[fig["key"]], fig, shown, _stage(phone, staged), True))
                fig["image"] = f"img/{fig['key']}.png"
        draw_all(plots)  # on the cores left idle too
        _stage(out / "summary.json", staged).write_text(json.dumps(summary, indent=1) + "\n")
        _stage(out / "tally.json", staged).write_text(
            json.dumps(
                {
                    "rule_sets": summary["rule_sets"],
                    "tallies": [t.to_dict() for t in result.tallies],
                }
            )
            + "\n"
        )
        _write_csv(summary, labels, _stage(out / "figures.csv", staged))
        _stage(out / "index.html", staged).write_text(_html(summary, labels, figures))
        for tmp, final in staged:
            os.replace(tmp, final)
        for fig in (f for sec in summary["sections"] for f in sec["figures"]):
            if "image" not in fig:  # an earlier run's plot would read as this run's
                (out / "img" / f"{fig['key']}.png").unlink(missing_ok=True)
                (out / phone_image(fig["key"])).unlink(missing_ok=True)
    finally:
        for tmp, _ in staged:
            with contextlib.suppress(OSError):
                tmp.unlink()
    return summary


def nothing_counted(fig: dict[str, Any]) -> bool:
    """Whether a figure of counted events (ties, sweeps) counted none in any rule set:
    its plot would be bare axes."""
    rows = fig["rows"]
    counted = (e["value"] for r in rows for e in r["estimates"])
    return fig["kind"] == "rates" and bool(rows) and not any(counted)


def _stage(path: Path, staged: list[tuple[Path, Path]]) -> Path:
    """The temporary file beside ``path`` to write first (noted in ``staged``)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    staged.append((tmp, path))
    return tmp


def _write_csv(summary: dict[str, Any], labels: list[str], path: Path) -> None:
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        header = ["figure", "label", "rule_set", "value", "low", "high", "n", "at_least"]
        w.writerow([*header, "unit"])  # last, so that readers by position keep working
        for sec in summary["sections"]:
            for fig in sec["figures"]:
                for row in fig["rows"]:
                    unit = "fraction" if row.get("share") else fig["unit"]
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
                                "true" if est.get("at_least") else "",
                                unit,
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
                                "",
                                unit,
                            ]
                        )


def _num(x: float | None) -> str:
    return "" if x is None else f"{x:.6g}"


def _decimals(*xs: float | None) -> int:
    """Decimals for numbers of this size: 15,580 and 3.1, never 1.558e+04 beside 3855."""
    big = max((abs(x) for x in xs if x is not None), default=0.0)
    if big >= 100:
        return 0
    if big >= 10:
        return 1
    if big >= 1:
        return 2
    if big >= 0.01:
        return 3
    return 4


def row_decimals(row: dict[str, Any]) -> int:
    """One number format for a whole table row (both rule sets and the difference)."""
    ests = [*row["estimates"], *([row["diff"]] if "diff" in row else [])]
    share = bool(row.get("share"))
    d = _decimals(
        *(
            (100 if share else 1) * e[k]
            for e in ests
            for k in ("value", "low", "high")
            if e[k] is not None
        )
    )
    return max(d, 1) if share else d  # 97.8% beside 100%, not 98%


def format_estimate(
    est: dict[str, Any],
    share: bool = False,
    decimals: int | None = None,
    diff: bool = False,
    ref: float | None = None,
) -> tuple[str, str]:
    """``(value, "[low, high]")`` as text, one number format per estimate.

    A value that is only a lower bound (a quantile in a histogram's capped top
    bin) reads "≥ 2,000"; ``share`` prints a fraction as a percentage, and the
    ``diff`` of two of them in percentage points ("-4.6 points [-5.1, -4.0]"): 15.9% →
    11.3% is 4.6 points fewer, which "-4.6%" would misread as 4.6% fewer. An interval
    that leaves out ``ref`` (a difference's 0, a rate's fair share) keeps its bounds off
    it: "[50.0%, 53.6%]" read as holding a fair share of 50.0% that it left out.
    """
    v, lo, hi = est["value"], est["low"], est["high"]
    if est.get("absent"):
        return _(NOT_IN_RULES), ""
    if v is None:
        return "–", ""
    if share:
        v, lo, hi = (None if x is None else 100 * x for x in (v, lo, hi))
    if lo is None and hi is None and float(v).is_integer():
        d = 0  # a quantile: a whole count
    else:
        d = decimals if decimals is not None else _decimals(v, lo, hi)
        if share and decimals is None:
            d = max(d, 1)  # a percentage keeps a decimal: 83.3%, not 83%
    pct = "%" if share and not diff else ""
    off = 0.0 if diff else None if ref is None else 100 * ref if share else ref
    if off is not None and lo is not None and hi is not None and (lo > off or hi < off):
        # a clear difference keeps its bounds off 0: "-0.4 points [-0.7, 0.0]" read as
        # holding 0 beside rows called different; it reads [-0.70, -0.02]
        while d < 6 and (round(lo, d) == round(off, d) or round(hi, d) == round(off, d)):
            d += 1

    def f(x: float) -> str:
        # a difference says its sign, as the seat advantage does: "+3.3 points [-0.8, +7.4]"
        sign = "+" if diff and round(x, d) > 0 else ""
        if pct:
            return sign + percent(0.0 if round(x, d) == 0 else x / 100, d)
        return sign + _decimal(x, d)

    said = f(v)
    if share and diff:  # percentage points, in the language's form: French "-1,8 point"
        said = n_("{value} point", "{value} points", decimal_count(v, d)).format(value=said)
    text = ("≥ " if est.get("at_least") else "") + said
    if lo is None or hi is None:
        return text, ""
    return text, interval(f(lo), f(hi))


def interval(low: str, high: str) -> str:
    """ "[2.3, 13.0]"; French "[2,3 ; 13,0]", whose comma is the decimal one."""
    return p_("interval", "[{low}, {high}]").format(low=low, high=high)


def _decimal(x: float, d: int) -> str:
    """``x`` with ``d`` decimals, as the language writes it ("15,580.5"; French
    "15 580,5"); -0.004 reads 0.00, not -0.00."""
    if round(x, d) == 0:
        x = 0.0
    if spoken() == "en":
        return f"{x:,.{d}f}"
    from babel.numbers import format_decimal

    return str(format_decimal(x, format="#,##0" + ("." + "0" * d if d else ""), locale=spoken()))


def _fmt(
    est: dict[str, Any],
    share: bool = False,
    decimals: int | None = None,
    diff: bool = False,
    ref: float | None = None,
) -> str:
    value, ci = format_estimate(est, share, decimals, diff, ref)
    value = html.escape(value)
    if diff:  # "+3.3 points" kept on one line: a phone's column broke it after the number
        value = value.replace(" ", "\u00a0")
    return f"{value} <span class=ci>{ci}</span>" if ci else value


def cpu_seconds(cpu: float) -> str:
    """12.5 CPU-seconds, 1 CPU-second, French "1,5 seconde CPU": the count's form by
    the number as written (a whole one has no decimals to show), as the language counts a
    decimal; it read "1 secondes CPU"."""
    digits = 0 if float(round(cpu, 1)).is_integer() else 1
    return n_("{cpu} CPU-second", "{cpu} CPU-seconds", decimal_count(cpu, digits)).format(
        cpu=number(cpu, 1)
    )


def _pct(x: float) -> str:
    """A fraction as a percentage, as the language writes it: 25.0%, 0.31% (French "25,0 %")."""
    return percent(x, 2 if abs(x) < 0.01 else 1)


SAFEGUARD_DOMINATES = 0.2
"""From this share of games or rounds at the safeguard on, the report says the figures
largely measure it; from 1%, that they are partly its."""


def highlights(summary: dict[str, Any]) -> list[dict[str, str]]:
    """What stands out, for the top of the report and the terminal.

    Each item is ``{"kind": ..., "text": ...}``; kind ``warning`` for a partial run
    or a run that hits the safeguard turn limit, ``finding`` otherwise.
    """
    labels = [words(r["label"]) for r in summary["rule_sets"]]
    several = len(labels) > 1
    level = percent(
        summary["confidence_level"], 0 if summary["confidence_level"] * 100 % 1 == 0 else 1
    )
    confidence = summary["confidence_level"]
    one_in = round(1 / (1 - confidence))  # 20 at 95%
    out: list[dict[str, str]] = []
    if summary["partial"]:
        played = sum(summary["games_played"])
        wanted = summary["games_per_rule_set"] * len(labels)
        out.append(
            {
                "kind": "warning",
                "text": _(
                    "Partial report: the run was stopped ({signal}) after {played} of {wanted} "
                    "games; the figures cover the finished games (corsairs simulate --resume "
                    "with the same --out plays the rest)."
                ).format(
                    signal=summary["interrupted_by"],
                    played=number(played, 0),
                    wanted=number(wanted, 0),
                ),
            }
        )
    failed = summary["failed_batches"]
    if failed:
        missing = sum(f["games"][1] - f["games"][0] for f in failed)
        wanted = summary["games_per_rule_set"] * len(labels)
        said = n_(
            "{missing} of {wanted} games missing ({n} failed batch): the figures cover the "
            "rest. First error: {error} (corsairs simulate --resume with the same --out plays "
            "them again).",
            "{missing} of {wanted} games missing ({n} failed batches): the figures cover the "
            "rest. First error: {error} (corsairs simulate --resume with the same --out plays "
            "them again).",
            len(failed),
        )
        out.append(
            {
                "kind": "warning",
                "text": said.format(
                    missing=number(missing, 0),
                    wanted=number(wanted, 0),
                    n=len(failed),
                    error=failed[0]["error"],
                ),
            }
        )
    if summary.get("resumed_with"):
        others = summary["resumed_with"]
        said = _(
            "The games were played by {n} versions: {software}, then (resumed) {others}. "
            "Another version's bots may play differently, so the figures may mix them; "
            "--force starts the run again with one."
        )
        n = _("two") if len(others) == 1 else str(len(others) + 1)
        out.append(
            {
                "kind": "warning",
                "text": said.format(
                    n=n, software=summary.get("software"), others=", ".join(others)
                ),
            }
        )
    out += _timed_bots(summary)
    figs = [f for sec in summary["sections"] for f in sec["figures"]]
    agents = summary.get("agents", [])
    if len(set(agents)) > 1 and not summary.get("rotate"):
        out.append(
            {
                "kind": "finding",
                "text": _(
                    "The seats hold different bots and keep them from game to game, so a "
                    "seat's win rate mixes its bot's strength with any edge of the seat; "
                    "--rotate moves the bots round the seats and tells the two apart."
                ),
            }
        )
    for fig in figs:
        for row in fig["rows"]:
            if "safeguard" not in row:
                continue
            for i, lab in enumerate(labels):
                events, n = row["events"][i], row["n"][i]
                if not n or not events:
                    continue
                where = f" ({lab})" if several else ""
                share = events / n
                option = row.get("safeguard_option")
                rules = summary["rule_sets"][i].get("rules") or {}
                house = _limit_set(summary, rules, option) if option else None
                if house is not None:
                    # The designer set this limit: it is the rule set's own ending; a
                    # warning only when it ends most units, deciding them in the game's place.
                    text = _(
                        "House rule {rule}{where}: {events} of {n} {units} ({share}) "
                        "ended at this limit."
                    ).format(
                        rule=house,
                        where=where,
                        events=number(events, 0),
                        n=number(n, 0),
                        units=words(row["safeguard"]),
                        share=_pct(share),
                    )
                    decides = share >= HOUSE_LIMIT_DECIDES
                    if decides:
                        text += " " + _(
                            "From {threshold} on the report warns: the limit, not the game's "
                            "own ending, then decides most {units}, so this rule set's "
                            "figures (length and win rates above all) describe the limit "
                            "more than the rest of its rules."
                        ).format(
                            threshold=percent(HOUSE_LIMIT_DECIDES, 0),
                            units=words(row["safeguard"]),
                        )
                    out.append({"kind": "warning" if decides else "finding", "text": text})
                    continue
                text = _(
                    "Safeguard {name}{where}: {events} of {n} {units} ({share}) ended there, "
                    "not by the rules."
                ).format(
                    name=words(row.get("safeguard_name", "turn limit")),
                    where=where,
                    events=number(events, 0),
                    n=number(n, 0),
                    units=words(row["safeguard"]),
                    share=_pct(share),
                )
                if share >= SAFEGUARD_DOMINATES:
                    text += " " + _(
                        "Figures of this rule set largely measure the safeguard, not the game."
                    )
                elif share >= 0.01:
                    text += " " + _(
                        "Figures of this rule set (game length above all) are partly the "
                        "safeguard's."
                    )
                out.append({"kind": "warning", "text": text})
    out += _short_units(figs, labels, summary.get("players"))
    out += _nobody_wins(figs, labels)
    seen: list[Any] = []
    for fig in figs:
        fair = fig.get("fair_share")
        rates = [[r["estimates"][i] for r in fig["rows"]] for i in range(len(labels))]
        if fair is None or rates in seen:  # by bot is by seat when the seats do not rotate
            continue
        seen.append(rates)
        same = all(r == rates[0] for r in rates)  # the rule sets agree: say it once
        calm = not same and all(
            not _edges(fig, i, fair)
            and any(r["estimates"][i]["low"] is not None for r in fig["rows"])
            for i in range(len(labels))
        )
        if calm:  # no edge in either rule set: said once, for both
            out.append(
                {
                    "kind": "finding",
                    "text": _(
                        "{title}: every rate is consistent with the fair share of {fair} at "
                        "{level} confidence, in both rule sets."
                    ).format(title=words(fig["title"]), fair=_pct(fair), level=level),
                }
            )
        for i, lab in enumerate([] if calm else labels[:1] if same else labels):
            where = f" ({lab})" if several and not same else ""
            title = words(fig["title"])
            if all(row["estimates"][i]["value"] is None for row in fig["rows"]):
                said = _("{title}{where}: no finished game.")
                out.append({"kind": "finding", "text": said.format(title=title, where=where)})
                continue
            edges = _edges(fig, i, fair)
            outside = _edge_rows(fig, i, fair)
            tested = sum(
                1
                for row in fig["rows"]
                if row["estimates"][i]["low"] is not None
                and row["estimates"][i]["high"] is not None
            )
            # two rows (two players, or two bots however many seats each holds): one's
            # gain is the other's loss, so their two flags are one test, as clear as the
            # clearer of the two (the bot in more seats takes a smaller share of the gap)
            mirror = tested == 2 and len(fig["rows"]) == 2
            # the caution about chance fits an interval near the fair share, not a 12-point
            # edge, which chance gives far less often than 1 time in 20
            far_out = [
                r
                for r in outside
                if _far_beyond(r["estimates"][i], fair, confidence, 1 if mirror else tested)
            ]
            far = bool(far_out) if mirror else bool(outside) and len(far_out) == len(outside)
            if edges and mirror:
                if far:
                    said = _(
                        "{title}{where}: differs from the fair share of {fair} at {level} "
                        "confidence: {edges} (the two rates mirror each other, one's gain is "
                        "the other's loss: one finding, and too large for chance: with no "
                        "edge, a gap this large comes less than 1 time in {rare})."
                    )
                else:
                    said = _(
                        "{title}{where}: differs from the fair share of {fair} at {level} "
                        "confidence: {edges} (the two rates mirror each other, one's gain is "
                        "the other's loss: one finding, which even with no edge comes by "
                        "chance about 1 time in {one_in})."
                    )
                text = said.format(
                    title=title,
                    where=where,
                    fair=_pct(fair),
                    level=level,
                    edges=_("; ").join(edges),
                    one_in=one_in,
                    rare=number(1 / FAR_BEYOND_CHANCE, 0),
                )
            elif edges:
                if far:
                    said = _(
                        "{title}{where}: differs from the fair share of {fair} at {level} "
                        "confidence: {edges} ({k} of {tested} rates, too far out for chance: "
                        "with no edge, a gap this large comes less than 1 time in {rare}, even "
                        "among {tested} rates)."
                    )
                else:
                    said = _(
                        "{title}{where}: differs from the fair share of {fair} at {level} "
                        "confidence: {edges} ({k} of {tested} rates; even with no edge, about 1 "
                        "rate in {one_in} falls outside its interval by chance)."
                    )
                text = said.format(
                    title=title,
                    where=where,
                    fair=_pct(fair),
                    level=level,
                    edges=_("; ").join(edges),
                    k=len(edges),
                    tested=tested,
                    one_in=one_in,
                    rare=number(1 / FAR_BEYOND_CHANCE, 0),
                )
                named = [words(str(r["label"])) for r in far_out]
                if named and not far:  # the caution is for the others
                    text += " " + n_(
                        "Of these, {rows} is too far out for chance (with no edge, less than 1 "
                        "time in {rare}, even among {tested} rates).",
                        "Of these, {rows} are too far out for chance (with no edge, less than 1 "
                        "time in {rare}, even among {tested} rates).",
                        len(named),
                    ).format(
                        rows=listed(named),
                        rare=number(1 / FAR_BEYOND_CHANCE, 0),
                        tested=tested,
                    )
                if fig.get("turn_order"):  # beside a joint verdict that may read otherwise
                    text += " " + _(
                        "The seat advantage at the top judges the {n} positions together."
                    ).format(n=len(fig["rows"]))
            else:
                text = _(
                    "{title}{where}: every rate is consistent with the fair share of {fair} "
                    "at {level} confidence{farthest}."
                ).format(
                    title=title,
                    where=where,
                    fair=_pct(fair),
                    level=level,
                    farthest=_farthest(fig, i, fair),
                )
            out.append({"kind": "finding", "text": text})
        if several and not same:
            out += _edge_change(fig, level, one_in, confidence)
    for fig in figs:
        if fig["kind"] != "distribution" or not fig["key"].endswith("_per_game"):
            continue
        mean, median = fig["rows"][0], fig["rows"][1]
        parts = []
        for i, lab in enumerate(labels):
            where = f" ({lab})" if several else ""
            if mean["estimates"][i]["value"] is None:
                parts.append(_("no finished game{where}").format(where=where))
                continue
            m, ci = format_estimate(mean["estimates"][i])
            med, _blank = format_estimate(median["estimates"][i])
            m = f"{m} {ci}" if ci else m  # one game: no interval
            parts.append(_("mean {m}, median {med}{where}").format(m=m, med=med, where=where))
        text = f"{words(fig['title'])}{_(': ')}" + _("; ").join(parts)
        out.append({"kind": "finding", "text": text + _length_change(mean, level) + "."})
    out += _ways(figs, labels)
    out += _rule_move_findings(figs, summary["rule_sets"], several)
    if several:
        diffs = []
        compared = 0
        for fig in figs:
            if fig["kind"] == "by_value":  # descriptive: its rounds count as independent
                continue
            if fig["key"] == RULE_MOVES:  # none in a rule set without the option: no finding
                continue
            for row in fig["rows"]:
                d = row.get("diff")
                if not d or d["low"] is None or d["high"] is None:
                    continue
                compared += 1
                if is_clear(d):
                    half = max(d["high"] - d["low"], 1e-300) / 2
                    diffs.append((abs(d["value"]) / half, fig, row))
        far_rows = sum(
            1 for _c, _f, row in diffs if _far_beyond(row["diff"], 0, confidence, compared)
        )
        diffs.sort(key=lambda x: -x[0])
        rows = [row for fig in figs for row in fig["rows"]]
        if rows and all(row["estimates"][0] == row["estimates"][1] for row in rows):
            out.append(
                {
                    "kind": "finding",
                    "text": _(
                        "No figure differs between the rule sets: every one is identical, the "
                        "games played out the same, so the variant's rule never came into play "
                        "in them: its situation never arose, or it offers a choice these bots "
                        "never took (another bot may take it; the figures cannot say how "
                        "players would)."
                    ),
                }
            )
        elif not diffs:
            out.append(
                {
                    "kind": "finding",
                    "text": _(
                        "No figure differs clearly between the rule sets at {level} "
                        "confidence. That is not proof that the rule changes nothing: a change "
                        "within the difference intervals (the tables' last column) could go "
                        "unseen; more games narrow them."
                    ).format(level=level)
                    + (
                        " " + more_games(4 * most)
                        if (most := max(summary.get("games_played") or [0]))
                        else ""
                    ),
                }
            )
        else:
            shown = []
            for _clearness, fig, row in diffs[:6]:
                share = bool(row.get("share"))
                d = row_decimals(row)
                a, _ci = format_estimate(row["estimates"][0], share, d)
                b, _ci = format_estimate(row["estimates"][1], share, d)
                dv, dci = format_estimate(row["diff"], share, d, diff=True)
                shown.append(
                    _("{title}, {row}: {a} → {b} (difference {d} {ci})").format(
                        title=words(fig["title"]),
                        row=words(str(row["label"])),
                        a=a,
                        b=b,
                        d=dv,
                        ci=dci,
                    )
                )
            if len(diffs) > len(shown):
                said = n_(
                    "{k} of {n} figure rows differs between the rule sets at {level} "
                    "confidence; the clearest {m}: {rows}.",
                    "{k} of {n} figure rows differ between the rule sets at {level} "
                    "confidence; the clearest {m}: {rows}.",
                    len(diffs),
                )
            else:
                said = n_(
                    "{k} of {n} figure rows differs between the rule sets at {level} "
                    "confidence; it is: {rows}.",
                    "{k} of {n} figure rows differ between the rule sets at {level} "
                    "confidence; they are: {rows}.",
                    len(diffs),
                )
            text = said.format(
                k=len(diffs), n=compared, level=level, m=len(shown), rows=_("; ").join(shown)
            )
            rare = number(1 / FAR_BEYOND_CHANCE, 0)
            if far_rows == len(diffs):  # no handful of barely differing rows to warn of
                text += " " + n_(
                    "It differs too much for chance: with no real change, a difference this "
                    "large comes less than 1 time in {rare}, even among {n} rows.",
                    "Each differs too much for chance: with no real change, a difference this "
                    "large comes less than 1 time in {rare}, even among {n} rows.",
                    far_rows,
                ).format(rare=rare, n=compared)
            else:
                text += " " + _(
                    "Even with no real change, about 1 row in {one_in} differs by chance (here "
                    "about {chance} of {n}): a handful of barely differing rows is weak "
                    "evidence of a change."
                ).format(one_in=one_in, chance=round(compared / one_in), n=compared)
                if far_rows:
                    text += " " + n_(
                        "{far} of the {k} differs too much for chance (with no real change, "
                        "less than 1 time in {rare}, even among {n} rows).",
                        "{far} of the {k} differ too much for chance (with no real change, "
                        "less than 1 time in {rare}, even among {n} rows).",
                        far_rows,
                    ).format(far=far_rows, k=len(diffs), rare=rare, n=compared)
            out.append({"kind": "finding", "text": text})
    return out


def _ways(figs: list[dict[str, Any]], labels: list[str]) -> list[dict[str, str]]:
    """How the units split over a figure's ways of ending (``ways=True``: how games end,
    how rounds end), one line for every rule set: a designer's first question of a house rule that
    moves an ending. A way no rule set took is left out (the table keeps it); the
    differences are the table's, and among the rows the comparison weighs."""
    out: list[dict[str, str]] = []
    several = len(labels) > 1
    for fig in figs:
        if not fig.get("ways"):
            continue
        taken = [r for r in fig["rows"] if any(e["value"] for e in r["estimates"])]
        parts = []
        for i, lab in enumerate(labels):
            where = f" ({lab})" if several else ""
            if not fig["rows"] or fig["rows"][0]["estimates"][i]["value"] is None:
                parts.append(_("no finished game{where}").format(where=where))
                continue
            split = listed(
                [f"{words(str(r['label']))} {_pct(r['estimates'][i]['value'])}" for r in taken]
            )
            parts.append(f"{split}{where}")
        text = f"{words(fig['title'])}{_(': ')}" + _("; ").join(parts) + "."
        out.append({"kind": "finding", "text": text})
    return out


SHORT_UNITS = 0.5
"""From this share of rounds (or games) that end before every player has had a turn on,
the report warns that the deal and the order of play decide them. The rulebook's
2-player Corsairs with ``policy`` bots ends 36% of its rounds at the first turn (4
players: 23% before the fourth); ``hand_size=9`` with 2 players, 84%."""


def _short_units(
    figs: list[dict[str, Any]], labels: list[str], players: int | None
) -> list[dict[str, str]]:
    """A warning per rule set whose rounds (or games, ``turns_of``) mostly end before every
    player has had a turn: what was measured, and why it matters."""
    out: list[dict[str, str]] = []
    if not players:
        return out
    several = len(labels) > 1
    for fig in figs:
        unit = fig.get("turns_of")
        if not unit:
            continue
        for i, lab in enumerate(labels):
            bins = {int(k): v for k, v in fig["data"][i]["bins"].items()}
            n = sum(bins.values())
            short = sum(v for k, v in bins.items() if k < players)
            if not n or short / n < SHORT_UNITS:
                continue
            where = f" ({lab})" if several else ""
            mean, _ci = format_estimate(fig["rows"][0]["estimates"][i])
            said = _(
                "{title}{where}: {short} of {n} {units} ({share}) ended before each of the "
                "{players} players had a turn (mean {mean} turns). Such {units} are decided by "
                "the deal and the order of play, not by the players' choices: this rule set's "
                "figures, win rates above all, say little about how it plays."
            )
            out.append(
                {
                    "kind": "warning",
                    "text": said.format(
                        title=words(fig["title"]),
                        where=where,
                        short=number(short, 0),
                        n=number(n, 0),
                        units=words(unit),
                        share=_pct(short / n),
                        players=players,
                        mean=mean,
                    ),
                }
            )
    return out


def _limit_set(summary: dict[str, Any], rules: dict[str, Any], option: str) -> str | None:
    """The limit ``option`` as the rule set sets it (``turn_limit=30``), or through another
    option (``round_turn_limit=2 (preset=tiny)``, the solvable variant's own limit, which
    was called a safeguard "not in the rules"); None when it is the game's default."""
    if rules.get(option) is not None:
        return rule_text(option, rules[option])
    try:
        played = load_game(summary["game"], players=summary["players"], **rules).rules_dict()
        default = load_game(summary["game"], players=summary["players"]).rules_dict()
    except CorsairsError:  # a plugin's game re-rendered without it: the default's words
        return None
    if played.get(option) is None or played.get(option) == default.get(option):
        return None
    via = ", ".join(rule_text(k, v) for k, v in rules.items())
    return f"{rule_text(option, played[option])} ({via})"


HOUSE_LIMIT_DECIDES = 0.5
"""From this share of games (or rounds) ended by a turn limit the rule set sets itself
(Piratatak's ``turn_limit=30``), the report warns rather than notes it: the limit, not the
game's own ending (a completed boat), then decides most of them."""

NOBODY_WINS = 0.5
"""From this share of rounds that nobody wins (Corsairs' annulled rounds) on, the report
warns. Annulled rounds are rare under the rulebook (none in millions of rounds with
``policy`` bots); a house rule that annuls most of them leaves the games to the few rounds
played out."""


def _nobody_wins(figs: list[dict[str, Any]], labels: list[str]) -> list[dict[str, str]]:
    """A warning per rule set whose units (rounds) mostly end with nobody winning them
    (a row marked ``nobody_wins``): what was measured, the threshold, and why it matters."""
    out: list[dict[str, str]] = []
    several = len(labels) > 1
    for fig in figs:
        for row in fig["rows"]:
            unit = row.get("nobody_wins")
            if not unit:
                continue
            for i, lab in enumerate(labels):
                events, n = row["events"][i], row["n"][i]
                if not n or events / n < NOBODY_WINS:
                    continue
                said = _(
                    "{label}{where}: {events} of {n} {units} ({share}) ended with "
                    "nobody winning them (a warning from {threshold} on). The games are then "
                    "decided by the few {units} that are played out, and their length mostly "
                    "counts the others: this rule set's figures say little about how its "
                    "{units} play."
                )
                out.append(
                    {
                        "kind": "warning",
                        "text": said.format(
                            label=capitalised(words(str(row["label"]))),
                            where=f" ({lab})" if several else "",
                            events=number(events, 0),
                            n=number(n, 0),
                            units=words(unit),
                            share=_pct(events / n),
                            threshold=percent(NOBODY_WINS, 0),
                        ),
                    }
                )
    return out


RULE_MOVES = "rule_moves"
"""The figure of the moves rule options add (``run.rule_move_sections``)."""

NOT_IN_RULES = N_("not in this rule set")
"""A rule-move cell of a rule set without the option: its 0 per game is no finding."""


def summary_rules(specs: Sequence[RunSpec]) -> list[dict[str, Any]]:
    """Each rule set's rule options, as ``summary.json`` keeps them."""
    return [s.rules_dict() for s in specs]


def has_rule(rules: dict[str, Any], option: str) -> bool:
    """Whether a rule set plays ``option`` (set, and not to false or none)."""
    return bool(rules.get(option))


def _mark_absent(data: dict[str, Any], fig: Means, rules: list[dict[str, Any]]) -> None:
    """Blank the cells of rule sets without the row's option: a base without
    ``spares_discard`` read "0.000 [0.000, 0.004]" discards a game, as if its players
    could have discarded and never did; and its difference is no change the rule made."""
    for row, (_label, hist) in zip(data["rows"], fig.hists, strict=True):
        option = hist.removeprefix("rule_move.")
        absent = [not has_rule(r, option) for r in rules]
        if not any(absent):
            continue
        for est, gone in zip(row["estimates"], absent, strict=True):
            if gone:
                est.update(value=None, low=None, high=None, absent=True)
        if "diff" in row:
            row["diff"].update(value=None, low=None, high=None)


def _rule_move_findings(
    figs: list[dict[str, Any]], rule_sets: list[dict[str, Any]], several: bool
) -> list[dict[str, str]]:
    """How often each move a rule option adds was played: a house rule whose move the
    bots never chose changed nothing in these games, whatever the other figures say."""
    out = []
    for fig in (f for f in figs if f["key"] == RULE_MOVES):
        for row in fig["rows"]:
            option, _colon, what = str(row["label"]).partition(": ")
            parts = []
            for rs, est in zip(rule_sets, row["estimates"], strict=True):
                where = f" ({words(rs['label'])})" if several else ""
                if not has_rule(rs["rules"], option):
                    parts.append(f"{_(NOT_IN_RULES)}{where}")
                    continue
                if est["value"] is None:
                    continue
                value, ci = format_estimate(est, decimals=row_decimals(row))
                said = _("{value} per game{where}")
                parts.append(said.format(value=f"{value} {ci}".strip(), where=where))
            never = not any(e["value"] for e in row["estimates"])
            # "…, spares_discard (discard a spare instead of drawing): 0.15 per game", its
            # move in the report's language, apart from the colon that gives the figure
            named = f"{option} ({_(what)})" if what else option
            text = f"{words(fig['title'])}, {named}{_(': ')}" + _("; ").join(parts)
            if never:
                text += " " + _("(never played: the option changed nothing in these games)")
            out.append({"kind": "finding", "text": text + "."})
    return out


def _timed_bots(summary: dict[str, Any]) -> list[dict[str, str]]:
    """A bot that searches for a time (``time=0.9``, the expert level) plays as far as the
    machine and its load let it: the seed no longer fixes its games."""
    from corsairs.agents.registry import parse_spec

    levels = summary.get("levels") or {}
    out = []
    for agent in dict.fromkeys(summary.get("agents", [])):
        spec = levels.get(agent, agent)
        try:
            _name, options = parse_spec(spec)
        except BadOption:  # a spec the report cannot read: it says nothing of it
            continue
        if options.get("time") is None:
            continue
        named = f"{agent} ({spec})" if spec != agent else agent
        out.append(
            {
                "kind": "warning",
                "text": _(
                    "{bot} stops its search after a time ({seconds} s a move): how far it gets "
                    "depends on the machine and its load, so this run cannot be repeated "
                    "exactly from its seed, and on a slower or busier machine the bot plays "
                    "weaker. A spec with iterations and no time (ismcts:iterations=1000) makes "
                    "a run its seed repeats."
                ).format(bot=named, seconds=options["time"]),
            }
        )
    return out


def _edge_rows(fig: dict[str, Any], i: int, fair: float) -> list[dict[str, Any]]:
    """The rows whose rule set ``i`` rate has an interval that leaves out the fair share."""
    return [
        row
        for row in fig["rows"]
        if row["estimates"][i]["low"] is not None
        and row["estimates"][i]["high"] is not None
        and (row["estimates"][i]["low"] > fair or row["estimates"][i]["high"] < fair)
    ]


def _edges(fig: dict[str, Any], i: int, fair: float) -> list[str]:
    """Rule set ``i``'s rates whose interval leaves out the fair share, as text, the
    bounds off the fair share ("51.82% [50.03%, 53.60%]", not "[50.0%, 53.6%]")."""
    out = []
    for row in _edge_rows(fig, i, fair):
        est = row["estimates"][i]
        d = 2 if abs(est["value"]) < 0.01 else 1  # as _pct
        value, ci = format_estimate(est, True, d, ref=fair)
        out.append(f"{words(str(row['label']))} {value} {ci}")
    return out


FAR_BEYOND_CHANCE = 0.001
"""Below this chance (with no real edge or change, of a gap as large among the rates or
rows looked at) a finding says it is too large for chance, instead of the caution that
about 1 in 20 falls outside by chance: that caution fits an interval near the fair share
(or 0), and read beside a 12-point edge it sounded like doubt."""


def _far_beyond(est: dict[str, Any], ref: float, level: float, among: int) -> bool:
    """Whether ``est`` is too far from ``ref`` for chance, even picked among ``among``."""
    if None in (est.get("value"), est.get("low"), est.get("high")):
        return False
    chance = gap_chance(est["value"], est["low"], est["high"], ref, level)
    return chance * max(1, among) < FAR_BEYOND_CHANCE


def _farthest(fig: dict[str, Any], i: int, fair: float) -> str:
    """`` (the farthest: seat 1 52.7% [47.0%, 58.2%])``: how far a rate consistent with
    the fair share may still be from it, which "consistent" alone does not say."""
    rows = [
        r
        for r in fig["rows"]
        if None
        not in (r["estimates"][i]["value"], r["estimates"][i]["low"], r["estimates"][i]["high"])
    ]
    if not rows:
        return ""
    row = max(rows, key=lambda r: abs(r["estimates"][i]["value"] - fair))
    est = row["estimates"][i]
    return " " + _("(the farthest: {row} {value} [{low}, {high}])").format(
        row=words(str(row["label"])),
        value=_pct(est["value"]),
        low=_pct(est["low"]),
        high=_pct(est["high"]),
    )


def _edge_change(
    fig: dict[str, Any], level: str, one_in: int, confidence: float
) -> list[dict[str, str]]:
    """Whether the variant changes a win-rate table's rates: each rule set judged against
    the fair share alone ("2 of 4 outside" against "4 of 4") reads as a change that the
    differences may not show."""
    rows = [
        r
        for r in fig["rows"]
        if r.get("diff") and None not in (r["diff"]["value"], r["diff"]["low"], r["diff"]["high"])
    ]
    if not rows:
        return []

    def said(row: dict[str, Any]) -> str:
        dv, dci = format_estimate(row["diff"], True, row_decimals(row), diff=True)
        return f"{words(str(row['label']))} {dv} {dci}"

    clear = [r for r in rows if is_clear(r["diff"])]
    title = words(fig["title"])
    named = [
        words(str(r["label"])) for r in clear if _far_beyond(r["diff"], 0, confidence, len(rows))
    ]
    if clear:
        if len(named) == len(clear):
            text = _(
                "{title}, variant − base: clear at {level} confidence for {rows} ({k} of {n} "
                "rates, too large for chance: with no change, a difference this large comes "
                "less than 1 time in {rare}, even among {n} rates)."
            )
        else:
            text = _(
                "{title}, variant − base: clear at {level} confidence for {rows} ({k} of {n} "
                "rates; even with no change, about 1 rate in {one_in} differs by chance)."
            )
        text = text.format(
            title=title,
            level=level,
            rows=_("; ").join(map(said, clear)),
            k=len(clear),
            n=len(rows),
            one_in=one_in,
            rare=number(1 / FAR_BEYOND_CHANCE, 0),
        )
        if named and len(named) < len(clear):  # the caution is for the others
            text += " " + n_(
                "Of these, {rows} is too large for chance (with no change, less than 1 time "
                "in {rare}, even among {n} rates).",
                "Of these, {rows} are too large for chance (with no change, less than 1 time "
                "in {rare}, even among {n} rates).",
                len(named),
            ).format(rows=listed(named), rare=number(1 / FAR_BEYOND_CHANCE, 0), n=len(rows))
    else:
        largest = max(rows, key=lambda r: abs(r["diff"]["value"]))
        text = _(
            "{title}, variant − base: no rate changes clearly at {level} confidence (the "
            "largest change: {row})."
        ).format(title=title, level=level, row=said(largest))
    return [{"kind": "finding", "text": text}]


def _length_change(mean: dict[str, Any], level: str) -> str:
    """What a designer asks of a variant first: are its games longer or shorter, and
    is that clear? The difference of the means with its interval, or nothing alone."""
    d = mean.get("diff")
    if not d or d["value"] is None or d["low"] is None or d["high"] is None:
        return ""
    dv, dci = format_estimate(d, decimals=row_decimals(mean), diff=True)
    said = _("; ") + _("variant − base {d} {ci}").format(d=dv, ci=dci) + _(": ")
    if not is_clear(d):
        return said + _("not a clear change at {level} confidence (the interval holds 0)").format(
            level=level
        )
    if d["value"] > 0:
        said += _("the variant's games are clearly longer ({level} confidence)").format(level=level)
    else:
        said += _("the variant's games are clearly shorter ({level} confidence)").format(
            level=level
        )
    base = mean["estimates"][0]["value"]
    if base:  # how much, in the base's terms: -28 turns is a quarter of 106 (the interval
        # is the difference's, above: this ratio's own would need the base's too)
        said += _(", by about {share} of the base's mean").format(
            share=_pct(abs(d["value"]) / base)
        )
    return said


def is_clear(diff: dict[str, Any]) -> bool:
    """Whether a difference's interval leaves out 0 (no interval: not clear)."""
    lo, hi = diff.get("low"), diff.get("high")
    return lo is not None and hi is not None and (lo > 0 or hi < 0)


def _where(summary: dict[str, Any]) -> str:
    """Where the games were played: "in this process", "local with 2 workers"."""
    if summary["backend"] == "in-process":
        return html.escape(_("played in this process"))
    workers = n_("{backend} with {n} worker", "{backend} with {n} workers", summary["workers"])
    return html.escape(workers.format(backend=summary["backend"], n=summary["workers"]))


LABELS = (
    (re.compile(r"seat (?P<n>\d+) \((?P<bot>.+)\)"), N_("seat {n} ({bot})")),
    (re.compile(r"position (?P<n>\d+)"), N_("position {n}")),
    (re.compile(r"(?P<bot>.+) \((?P<n>\d+) seats a game\)"), N_("{bot} ({n} seats a game)")),
    (re.compile(r"share at or above (?P<n>\d+)"), N_("share at or above {n}")),
    (re.compile(r"variant: (?P<rules>.+)"), N_("variant: {rules}")),
    # a move a rule option adds (``Game.rule_moves``): the option as typed, its move in words
    (re.compile(r"(?P<option>[a-z][a-z0-9_]*): (?P<what>.+)"), N_("{option}: {what}")),
)
"""The labels a run names with its own numbers and bots (summary.json keeps them in
English: ``--beside`` matches rows by them), and how the page says them."""

ROTATING = N_("rotating")


def words(text: str) -> str:
    """A title, note or row label of the report in the language spoken; one with a number
    or a bot in it by its pattern (:data:`LABELS`); a bot's spec or a rule as typed."""
    if not text:
        return text
    said = _(text)
    if said != text:
        return said
    for pattern, template in LABELS:
        m = pattern.fullmatch(text)
        if m:
            fields = m.groupdict()
            if fields.get("bot") == ROTATING:
                fields["bot"] = _(ROTATING)
            if "what" in fields:
                fields["what"] = _(fields["what"])
            return _(template).format(**fields)
    return text


def note_words(fig: Figure) -> str:
    """A figure's note in the language spoken, with what its plot leaves out (see
    :func:`_note`, its English for summary.json)."""
    note = words(fig.note)
    if not isinstance(fig, RateByValue):
        return note
    thin = _(
        "The plot leaves out the rows with fewer than {n} cases (their intervals are too "
        "wide to read); the table shows them all. Read it as descriptive: its intervals "
        "count every case as independent (too narrow when a game's cases move together), "
        "so a comparison does not count its rows among the clear changes."
    ).format(n=fig.min_units)
    return f"{note} {thin}" if note else thin


def _game_title(summary: dict[str, Any]) -> str:
    """The game's name as the language writes it ("Corsari"); a game no longer registered
    (a plugin's, re-rendered without it) by its registered name."""
    try:
        return _(load_game(summary["game"], players=summary["players"]).title)
    except CorsairsError:
        return str(summary["game"]).title()


def _html(
    summary: dict[str, Any], labels: list[str], figures: dict[str, Figure] | None = None
) -> str:
    e = html.escape
    pct = f"{summary['confidence_level'] * 100:g}"
    compare = len(labels) == 2
    shown = [words(lab) for lab in labels]
    figures = figures or {}
    game = _game_title(summary)
    title = n_(
        "{game}: {n} simulated game per rule set",
        "{game}: {n} simulated games per rule set",
        summary["games_per_rule_set"],
    ).format(game=game, n=number(summary["games_per_rule_set"], 0))
    if summary["partial"]:
        title += " " + _("(partial)")
    parts = [
        f"<!doctype html><html lang={spoken()}><head><meta charset=utf-8>",
        # a phone shows it at its own width (without this, as a shrunk desktop page)
        '<meta name=viewport content="width=device-width, initial-scale=1">',
        "<title>" + e(_("{game}: simulation report").format(game=game)) + "</title>",
        "<style>body{font-family:system-ui,sans-serif;max-width:70em;margin:auto;padding:1em}"
        "table{border-collapse:collapse;margin:.5em 0;display:block;overflow-x:auto;max-width:100%}"
        "td,th{border:1px solid #bbb;"
        "padding:.2em .6em;text-align:right}td:first-child,th:first-child{text-align:left}"
        ".ci{color:#555;font-size:90%}.note{color:#444}img{max-width:100%}"
        ".warn{color:#a00}.lead{background:#f4f4f4;padding:.5em 1.5em}.clear{font-weight:bold}"
        ".verdict{border-left:.3em solid #0072B2;padding:.1em 1em;font-size:110%}"
        "</style></head><body>",
        f"<h1>{e(title)}</h1>",
    ]
    # in the language spoken, as the terminal says them; the rule sets as the page names them
    named = [{**rs, "label": words(rs["label"])} for rs in summary["rule_sets"]]
    verdicts = advantage_texts({**summary, "rule_sets": named})
    parts.append("<div class=verdict>" + "".join(f"<p>{e(v)}</p>" for v in verdicts) + "</div>")
    if summary["highlights"]:
        parts.append("<div class=lead><h2>" + e(_("What stands out")) + "</h2><ul>")
        for item in summary["highlights"]:
            cls = " class=warn" if item["kind"] == "warning" else ""
            parts.append(f"<li{cls}>{e(item['text'])}</li>")
        parts.append("</ul></div>")
    levels = summary.get("levels") or {}
    ladder = "".join(
        "; " + _("{level}: the {spec} bot").format(level=lv, spec=spec)
        for lv, spec in levels.items()
    )
    bots = n_("{n} player; bots: {bots}", "{n} players; bots: {bots}", summary["players"]).format(
        n=summary["players"], bots=", ".join(summary["agents"])
    )
    if summary["rotate"]:
        bots += " " + _("(seats rotate every game)")
    games = summary["games_played"]
    if len(games) == 1:
        played = _("games played: {played} of {n}").format(
            played=number(games[0], 0), n=number(summary["games_per_rule_set"], 0)
        )
    else:  # "2,000, 2,000 of 2,000 per rule set" read as a list gone wrong
        played = _("games played per rule set: {played} of {n}").format(
            played=listed(
                [
                    _("{n} ({rule_set})").format(n=number(g, 0), rule_set=words(lab))
                    for g, lab in zip(games, labels, strict=False)
                ]
            ),
            n=number(summary["games_per_rule_set"], 0),
        )
    rate = summary["games_per_second"]
    speed = _("seed {seed}; {where}, batches of {size}; {seconds} s ({rate} games/s)").format(
        seed=summary["seed"],
        where="{where}",
        size=summary["batch_size"],
        seconds=number(summary["seconds"], 1),
        rate="–" if rate is None else number(rate, 1),
    )
    cpu = summary.get("cpu_seconds")
    if cpu:  # what the run cost, where wall time on a shared machine says little
        speed += _("; {cpu} ({rate} games per CPU-second)").format(
            cpu=cpu_seconds(cpu), rate=number(sum(summary["games_played"]) / cpu, 1)
        )
    parts += [
        "<h2>" + e(_("The run")) + "</h2><ul>",
        f"<li>{e(bots + ladder)}</li>",
        f"<li>{e(played)}</li>",
        f"<li>{e(speed).replace('{where}', _where(summary))}</li>",
    ]
    base = summary["rule_sets"][0]["rules"]
    for i, rs in enumerate(summary["rule_sets"]):
        if i == 0:
            typed = [rule_text(k, v) for k, v in rs["rules"].items()]
            rules = ", ".join(typed) or _("rulebook defaults")
            name = _("rules of the base: {rules}") if compare else _("rules: {rules}")
            parts.append(f"<li>{e(name.format(rules=rules))}</li>")
        else:
            # The label already names the changes ("variant: key=value").
            same = (
                _("everything else as the base") if base else _("everything else by the rulebook")
            )
            parts.append(f"<li>{e(shown[i])} ({e(same)})</li>")
    parts.append(
        "<li>"
        + e(
            _(
                "intervals are {pct}% confidence intervals: the range that, by the games "
                "played, holds the true figure (what endless games would give) {pct} times "
                "in 100"
            ).format(pct=pct)
        )
        + "</li>"
    )
    if compare:
        parts.append(
            "<li>"
            + e(
                _(
                    "a difference in bold is clear at that confidence: its interval leaves "
                    "out 0, so chance alone would rarely give it; the others may be noise. "
                    "Differences of percentages are in percentage points (15% → 12% is -3 "
                    "points)"
                )
            )
            + "</li>"
        )
    if summary.get("command"):
        command = f"<code>{e(summary['command'])}</code>"
        if summary.get("software"):
            again = e(
                _(
                    "played by {software} with {command}: the same software, seed and number "
                    "of games give the same figures on any number of workers"
                )
            ).format(software=e(summary["software"]), command=command)
            if _timed_bots(summary):
                again += " " + e(_("(not exactly here: a bot searches for a time, see above)"))
        else:
            again = e(
                _(
                    "played with {command}; the report does not say which software played it "
                    "(another version's bots may play differently)"
                )
            ).format(command=command)
        parts.append(f"<li>{again}</li>")
    parts.append("</ul>")
    if summary["failed_batches"]:
        parts.append(
            "<p class=warn>"
            + e(_("Failed batches (their games are missing):"))
            + " "
            + e(json.dumps(summary["failed_batches"]))
            + "</p>"
        )
    for sec in summary["sections"]:
        parts.append(f"<h2>{e(words(sec['title']))}</h2>")
        for fig in sec["figures"]:
            obj = figures.get(fig["key"])
            parts.append(f"<h3>{e(words(fig['title']))}</h3>")
            note = note_words(obj) if obj is not None else words(fig["note"])
            if note:
                parts.append(f"<p class=note>{e(note)}</p>")
            if fig.get("fair_share") is not None:
                fair = _("Fair share (no edge): {share}, the dashed line.")
                parts.append(f"<p class=note>{e(fair.format(share=_pct(fig['fair_share'])))}</p>")
            head = "".join(f"<th>{_breakable(lab)}</th>" for lab in shown)
            if compare:
                head += "<th>" + e(_("difference (variant − base)")) + "</th>"
            unit = f" ({e(words(fig['unit']))})" if fig["unit"] else ""
            parts.append(f"<table><tr><th>{unit}</th>{head}</tr>")
            for row in fig["rows"]:
                share = bool(row.get("share"))
                d = row_decimals(row)
                fair = fig.get("fair_share")
                cells = "".join(
                    f"<td>{_fmt(est, share, d, ref=fair)}</td>" for est in row["estimates"]
                )
                if "diff" in row:
                    clear = is_clear(row["diff"]) and fig["kind"] != "by_value"
                    cls = " class=clear" if clear else ""
                    cells += f"<td{cls}>{_fmt(row['diff'], share, d, diff=True)}</td>"
                elif compare:
                    cells += "<td></td>"
                parts.append(f"<tr><td>{e(words(str(row['label'])))}</td>{cells}</tr>")
            parts.append("</table>")
            if "image" not in fig:
                parts.append("<p class=note>" + e(_("None in these games: no plot.")) + "</p>")
                continue
            img = f'<img src="{e(fig["image"])}" alt="{e(words(fig["title"]))}">'
            # a phone gets the plot drawn for its width (the wide one shrunk to it read
            # 4-pixel words); tapped, the wide one opens whole
            phone = f'<source media="(max-width: {NARROW})" srcset="{e(phone_image(fig["key"]))}">'
            parts.append(f'<a href="{e(fig["image"])}"><picture>{phone}{img}</picture></a>')
            if fig["kind"] != "distribution":
                marks = (
                    _("Shaded bands: {pct}% confidence intervals.")
                    if fig["kind"] == "by_value"
                    else _("Whiskers: {pct}% confidence intervals.")
                )
                parts.append(f"<p class=note>{e(marks.format(pct=pct))}</p>")
            else:
                parts.append(
                    "<p class=note>"
                    + e(
                        _(
                            "Mean: the average, with its interval; median: half the cases are "
                            "at or below it; 90th percentile: nine in ten are. The plot: the "
                            "share of cases at each value."
                        )
                    )
                    + "</p>"
                )
    parts.append("</body></html>\n")
    page = "\n".join(parts)
    if spoken() == "fr":  # French spaces before : ; ? ! that a line must not begin with
        page = _FRENCH_SPACE.sub("\u00a0", page)  # (a phone's "variante − base" / ": le taux")
    return page


_FRENCH_SPACE = re.compile(r" (?=[:;?!](?:[\s<]|$))")
"""The space French sets before a colon, semicolon, question or exclamation mark; the
browser's catalogue writes it unbreakable (``\u00a0:``), as the report page now does."""


def _breakable(label: str) -> str:
    """A rule set's label for a table's head, which may break after ``_`` and ``=``:
    "variant: last_round_at=25" was one word as wide as a phone's table, and pushed the
    difference column out of sight."""
    return html.escape(label).replace("_", "_<wbr>").replace("=", "=<wbr>")


@dataclasses.dataclass(frozen=True)
class PlotSize:
    """A plot's drawing for one kind of screen: its size in inches and dots per inch, and
    its words' sizes in points."""

    width: float
    height: float
    dpi: int
    title: float
    words: float
    ticks: float
    legend: float
    names: float
    """A bar's name under it, and a note on a curve (``≥400``)."""
    rotation: int
    title_chars: int = 0
    """Characters a line of the title holds (0: one line): a phone's plot is too narrow for
    "Bootsteile des besten Verlierers am Ende", which ran off its edge."""
    name_chars: int = 0
    """Characters a line of a bar's name holds (0: one line): long slanted names
    ("An Piraten zurückgegebene Karten") squeezed a phone's axes to a strip."""

    @staticmethod
    def wrapped(text: str, chars: int) -> str:
        return textwrap.fill(text, chars, break_on_hyphens=False) if chars else text


WIDE = PlotSize(7, 3.6, 90, title=10, words=10, ticks=10, legend=8, names=8, rotation=15)
"""A desktop's plot: 630 pixels (855 with the legend beside it), shown at its size."""
PHONE = PlotSize(
    4.2,
    4.2,
    200,
    title=12,
    words=11,
    ticks=10,
    legend=10,
    names=10,
    rotation=35,
    title_chars=36,
    name_chars=18,
)
"""A phone's plot: shown about 360 CSS pixels wide, where 4.2 inches make a point 1.2 CSS
pixels (ticks 12 px, the title 14 px), drawn for a screen of 2 or 3 device pixels a CSS
pixel; the legend goes below the axes, the bars' names slant more."""


def _plot(
    fig: Figure, data: dict[str, Any], labels: list[str], path: Path, narrow: bool = False
) -> None:
    """Draw ``fig`` into ``path``: for a desktop, or (``narrow``) for a phone's width."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    size = PHONE if narrow else WIDE
    legend = len(labels) > 1 or data.get("fair_share") is not None
    # Wider when the legend sits to the right of the axes, so the plot keeps its size.
    width = size.width + (2.5 if legend and not narrow else 0)
    # a phone's legend below the axes: constrained layout makes room for it, as it is
    f, ax = plt.subplots(
        figsize=(width, size.height), dpi=size.dpi, layout="constrained" if narrow else None
    )
    try:
        ax.tick_params(labelsize=size.ticks)
        ax.xaxis.label.set_fontsize(size.words)
        ax.yaxis.label.set_fontsize(size.words)
        if isinstance(fig, Distribution):
            _plot_distribution(ax, data, labels, size)
            ax.set_xlabel(words(fig.xlabel))
        elif isinstance(fig, RateByValue):
            _plot_by_value(ax, fig, data, labels)
            ax.set_xlabel(words(fig.xlabel))
            ax.set_ylabel(_("rate"))
        else:
            _plot_bars(ax, data, labels, size)
            ax.set_ylabel(words(y_label(fig, data)))
            if data.get("fair_share") is not None:
                ax.axhline(
                    data["fair_share"],
                    color="#333",
                    linestyle="--",
                    linewidth=1,
                    label=_("fair share"),
                )
        if isinstance(fig, Distribution | RateByValue):  # a bar plot's are its rows' labels
            ax.xaxis.set_major_formatter(number_ticks())
        if is_share(fig) or isinstance(fig, Distribution):  # as the tables read them
            ax.yaxis.set_major_formatter(percent_ticks())
        else:
            ax.yaxis.set_major_formatter(number_ticks())
        ax.set_title(size.wrapped(words(fig.title), size.title_chars), fontsize=size.title)
        handles = ax.get_legend_handles_labels()[0] if legend else []
        if handles and narrow:  # below the axes: beside them it would take half the width
            f.legend(fontsize=size.legend, loc="outside lower center", frameon=False)
        else:
            if handles:  # outside the axes, so that it never covers a bar or a line
                ax.legend(
                    fontsize=size.legend,
                    loc="upper left",
                    bbox_to_anchor=(1.01, 1.0),
                    borderaxespad=0,
                )
            if not narrow:
                f.tight_layout()
        # Drawn once: savefig drew every plot twice, a pass for the layout engine first
        # (the phone's constrained layout, which the draw itself runs; after tight_layout a
        # placeholder that does nothing), a fifth of a report's CPU time. The PNG is byte
        # for byte savefig's (docs/perf-log.md).
        canvas: Any = f.canvas  # Agg's, as matplotlib.use("Agg") set it above
        canvas.print_png(path)
    finally:
        plt.close(f)


def percent_ticks() -> Any:
    """A plot's axis of shares in percent as the language writes them ("40,0 %" in French
    and German, "40,0%" in Italian): matplotlib's PercentFormatter wrote "40.0%" in every
    language beside tables that wrote "40,0 %". Its choice of decimals is kept."""
    from matplotlib.ticker import PercentFormatter

    class LangPercent(PercentFormatter):  # type: ignore[misc]
        def format_pct(self, x: float, display_range: float) -> str:
            plain = str(super().format_pct(x, display_range))
            digits = len(plain.removesuffix(self.symbol).partition(".")[2])
            return percent(self.convert_to_pct(x) / 100, digits)

    return LangPercent(1.0)


def number_ticks() -> Any:
    """A plot's axis of plain numbers as the language writes them ("0,15" in French,
    Italian and German, where matplotlib wrote "0.15"); its choice of decimals is kept."""
    from matplotlib.ticker import ScalarFormatter

    class LangNumber(ScalarFormatter):  # type: ignore[misc]
        def __call__(self, x: float, pos: int | None = None) -> str:
            plain = str(super().__call__(x, pos))
            if not plain or not re.fullmatch(r"[−-]?\d+(\.\d+)?", plain):
                return plain  # an offset or a power of ten: as matplotlib writes it
            digits = len(plain.partition(".")[2])
            return number(float(plain.replace("−", "-")), digits, fixed=True).replace("-", "−")

    return LangNumber()


def y_label(fig: Figure, data: dict[str, Any]) -> str:
    """What a bar plot's axis counts: its unit ("per 1,000 rounds"), else "mean per game",
    "share of games", "share"; "rate" only for a mix (pirates per draw, per turn…)."""
    if data.get("unit"):
        return str(data["unit"])
    if isinstance(fig, Means):
        per_game = all(key.endswith("_per_game") for _, key in fig.hists)
        return N_("mean per game") if per_game else N_("mean")
    if isinstance(fig, Shares):
        return N_("share")
    if isinstance(fig, Rates) and fig.per == 1 and {s.units for s in fig.series} == {"games"}:
        return N_("share of games")
    return N_("rate")


def plot_bin_width(hists: Sequence[dict[int, int]]) -> int:
    """Values per plotted bin, the same for every rule set.

    One bin per value reads well for rounds or limits, but 200 games spread over
    400 turns make a comb of single-game spikes: aim at about 2 √games bins
    (10 to 100) over the range.
    """
    seen = [h for h in hists if sum(h.values())]
    if not seen:
        return 1
    span = max(max(h) for h in seen) + 1
    games = min(sum(h.values()) for h in seen)
    target = min(100, max(10, round(2 * math.sqrt(games))))
    return max(1, -(-span // target))


def _plot_distribution(
    ax: Any, data: dict[str, Any], labels: list[str], size: PlotSize = WIDE
) -> None:
    hists = [{int(k): v for k, v in raw["bins"].items()} for raw in data["data"]]
    width = plot_bin_width(hists)
    for i, (lab, raw, bins) in enumerate(zip(labels, data["data"], hists, strict=True)):
        n = sum(bins.values())
        if not n:
            continue
        grouped: dict[int, int] = {}
        for v, c in bins.items():
            start = v // width * width
            grouped[start] = grouped.get(start, 0) + c
        starts = range(0, max(bins) + 1, width)
        ys = [grouped.get(x, 0) / n for x in starts]
        xs = [x + (width - 1) / 2 for x in starts]  # each step centred on its bin
        ax.step(xs, ys, where="mid", color=COLOURS[i % 2], label=lab)
        if max(bins) >= raw["top"]:
            top = raw["top"] // width * width
            ax.annotate(f"≥{raw['top']}", (top, grouped[top] / n), fontsize=size.names - 1)
    ax.set_ylim(bottom=0)  # a share's axis from 0: a gap between steps is never magnified
    ax.set_ylabel(_("share") if width == 1 else _("share (bins of {n})").format(n=width))


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


def _plot_bars(ax: Any, data: dict[str, Any], labels: list[str], size: PlotSize = WIDE) -> None:
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
        if rows and all(row["estimates"][i].get("absent") for row in rows):
            lab = f"{lab} ({_(NOT_IN_RULES)})"  # no bar, and the legend says why
        ax.bar(xs, ys, width=width, yerr=errs, capsize=3, color=COLOURS[i % 2], label=lab)
    ax.set_xlim(-0.5, len(rows) - 0.5)  # a lone bar keeps its width, beside its missing one
    ax.set_xticks(range(len(rows)))
    # upright on a phone past four bars: slanted names of two lines ran into each other
    rotation = 90 if size.name_chars and len(rows) > 4 else size.rotation
    ax.set_xticklabels(
        [size.wrapped(words(str(r["label"])), size.name_chars) for r in rows],
        fontsize=size.names,
        rotation=rotation,
        ha="right" if rotation > 20 else "center",
        va="center" if rotation == 90 else "top",
        rotation_mode="anchor" if rotation > 20 else "default",
    )
