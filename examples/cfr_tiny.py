"""Exploitability of our bots and of CFR on the solvable Corsairs variant ``preset="tiny"``.

    python examples/cfr_tiny.py --iterations 1,4,16

Two players, ``chance="cards"`` (every dealt and drawn card a chance node, the
dealt cards private), the rules of ``Rules`` preset ``tiny`` (docs/research.md).
Each bot becomes a tabular policy by asking it at every information state: the
bot sees only the seat's observation, so its answer is a function of the
information state. ``random`` is the uniform policy over the legal indices
(exact); ``greedy`` and ``heuristic`` answer with a fresh bot seeded 0 at each
information state, which makes them deterministic policies. CFR is OpenSpiel's
C++ ``CFRSolver`` running through the adapter; its average policy is scored
after each number of iterations given. Exploitability (two players, constant sum
1) is ``pyspiel.exploitability``: the mean gain of a best response against the
policy, 0 at a Nash equilibrium.

Rule options on top of the preset as ``corsairs arena`` takes them, ``--rules key=value``
once per option (the one-turn cut):

    python examples/cfr_tiny.py --rules round_turn_limit=1

Needs the research extra: pip install -e '.[research]'
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import pyspiel  # type: ignore[import-not-found]

from corsairs import CorsairsError
from corsairs.agents import make_agent
from corsairs.interop import openspiel as ours
from corsairs.options import parse_option_pairs


def information_states(game: Any) -> dict[str, Any]:
    """One state per information state of a seat to act (the first met, depth first)."""
    found: dict[str, Any] = {}
    stack = [game.new_initial_state()]
    while stack:
        state = stack.pop()
        if state.is_terminal():
            continue
        if state.is_chance_node():
            stack.extend(state.child(a) for a, _ in state.chance_outcomes())
            continue
        found.setdefault(state.information_state_string(), state)
        stack.extend(state.child(a) for a in state.legal_actions())
    return found


def bot_policy(game: Any, spec: str, states: dict[str, Any]) -> Any:
    """The tabular policy of bot ``spec`` (uniform over legal indices for ``random``)."""
    table: dict[str, list[tuple[int, float]]] = {}
    for key, state in states.items():
        legal = state.legal_actions()
        if spec == "random":
            table[key] = [(a, 1.0 / len(legal)) for a in legal]
            continue
        seat = state.current_player()
        bot = ours.AgentBot(make_agent(spec, game.ours, seed=0), seat)
        chosen = bot.step(state)
        table[key] = [(a, float(a == chosen)) for a in legal]
    return pyspiel.TabularPolicy(table)


def row(policy: str, exploitability: float, seconds: float) -> str:
    """One line of the table. Exploitability is never below 0; an unexploitable policy
    comes back as -1e-17 or so, printed as 0.0000 rather than -0.0000."""
    value = 0.0 if -1e-9 < exploitability < 0 else exploitability
    return f"{policy:<16}{value:>16.4f}{seconds:>10.1f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--iterations", default="1,4,16", help="CFR iterations at which to score, e.g. 1,4,16"
    )
    parser.add_argument("--bots", default="random,greedy,heuristic")
    parser.add_argument(
        "--rules",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a rule option on top of preset=tiny, as `corsairs arena --rules` takes one",
    )
    args = parser.parse_args(argv)
    try:
        marks = sorted({int(n) for n in args.iterations.split(",") if n.strip()})
    except ValueError:
        parser.error(f"--iterations takes whole numbers, e.g. 1,4,16, not {args.iterations!r}")
    try:
        rules = {"preset": "tiny", **parse_option_pairs(args.rules)}
        game = pyspiel.load_game(
            "python_corsairs", {"players": 2, "chance": "cards", "rules": json.dumps(rules)}
        )
    except CorsairsError as exc:  # not key=value, or a bad rule option
        parser.error(f"--rules: {exc}")
    specs = [b.strip() for b in args.bots.split(",") if b.strip()]
    for spec in specs:  # before the long work: an unknown bot is refused now
        try:
            make_agent(spec, game.ours, seed=0)
        except CorsairsError as exc:
            parser.error(f"--bots: {exc}")
    start = time.perf_counter()
    states = information_states(game)
    print(
        f"corsairs {json.dumps(rules)}, 2 players, chance=cards: "
        f"{len(states)} information states ({time.perf_counter() - start:.1f} s to list)"
    )
    print(f"{'policy':<16}{'exploitability':>16}{'seconds':>10}")
    for spec in specs:
        t = time.perf_counter()
        value = pyspiel.exploitability(game, bot_policy(game, spec, states))
        print(row(spec, value, time.perf_counter() - t))
    t = time.perf_counter()
    solver = pyspiel.CFRSolver(game)
    done = 0
    for mark in marks:
        while done < mark:
            solver.evaluate_and_update_policy()
            done += 1
        value = pyspiel.exploitability(game, solver.average_policy())
        print(row(f"CFR {mark}", value, time.perf_counter() - t))
    print(f"total {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
