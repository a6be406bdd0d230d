"""A finished report's run, read back from its ``summary.json`` and ``tally.json``.

``corsairs simulate --rerender`` writes a report again from these without playing
a game: after an upgrade changed the report's wording or plots, or at another
confidence level. The tallies are the run's raw counts, so every figure comes out
as the run would give it today.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from corsairs.lang import _, os_reason
from corsairs.protocol import BadOption, CorruptState
from corsairs.registry import import_plugin, load_game
from corsairs.sim.run import Failure, RunResult, RunSpec
from corsairs.sim.tally import Tally


def load_run(out: Path) -> RunResult:
    """The run whose report is in ``out``; a :class:`BadOption` naming what is missing
    or damaged otherwise (nothing is written)."""
    out = Path(out)
    files = {name: out / f"{name}.json" for name in ("summary", "tally")}
    data: dict[str, Any] = {}
    for name, path in files.items():
        if not path.is_file():
            said = _(
                "--out {out}: no {file} there, so no report to write again "
                "(a report's folder holds summary.json and tally.json)"
            )
            raise BadOption(said.format(out=out, file=path.name))
        said = _("--out {out}: {file} cannot be read ({reason})")
        try:
            data[name] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            reason = os_reason(exc)
            raise BadOption(said.format(out=out, file=path.name, reason=reason)) from None
    try:
        return _run(data["summary"], data["tally"])
    except (KeyError, TypeError, ValueError, AttributeError, CorruptState, BadOption) as exc:
        said = _("--out {out}: summary.json and tally.json are not a simulation report's ({why})")
        why = f"{exc.__class__.__name__}: {exc}"
        raise BadOption(said.format(out=out, why=why)) from None


def _run(summary: dict[str, Any], saved: dict[str, Any]) -> RunResult:
    rule_sets = summary["rule_sets"]
    if [r["rules"] for r in saved["rule_sets"]] != [r["rules"] for r in rule_sets]:
        raise ValueError("the two files are of different runs")
    specs = [
        RunSpec(
            game=str(summary["game"]),
            players=int(summary["players"]),
            agents=tuple(str(a) for a in summary["agents"]),
            seed=int(summary["seed"]),
            rules=tuple(sorted((str(k), v) for k, v in r["rules"].items())),
            rotate=bool(summary["rotate"]),
            plugins=tuple(str(m) for m in summary.get("plugins", ())),
        )
        for r in rule_sets
    ]
    for spec in specs:  # the report's figures are the game's: it must load as played
        for module in spec.plugins:
            import_plugin(module)
        load_game(spec.game, players=spec.players, **spec.rules_dict())
    tallies = [Tally.from_dict(t) for t in saved["tallies"]]
    if len(tallies) != len(specs):
        raise ValueError(f"{len(tallies)} tallies for {len(specs)} rule sets")
    labels = [r["label"] for r in rule_sets]
    failures = [
        Failure(labels.index(f["rule_set"]), int(f["games"][0]), int(f["games"][1]), f["error"])
        for f in summary["failed_batches"]
    ]
    return RunResult(
        specs,
        int(summary["games_per_rule_set"]),
        tallies,
        failures=failures,
        seconds=float(summary["seconds"]),
        backend=str(summary["backend"]),
        workers=int(summary["workers"]),
        batch_size=int(summary["batch_size"]),
        retried=int(summary["retried_batches"]),
        interrupted=summary["interrupted_by"],
        software=str(summary.get("software") or ""),  # a report from before it was said
        resumed_with=[str(v) for v in summary.get("resumed_with", [])],
        levels={str(k): str(v) for k, v in summary.get("levels", {}).items()},
        cpu_seconds=None if summary.get("cpu_seconds") is None else float(summary["cpu_seconds"]),
    )
