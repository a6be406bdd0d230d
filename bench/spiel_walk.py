"""OpenSpiel tree walks through the adapter: cfr_tiny's work on the one-turn cut.

    python bench/spiel_walk.py [--exploitability]

Lists the information states of 2-player Corsairs, ``preset=tiny`` with
``round_turn_limit=1`` and ``chance="cards"``, as ``examples/cfr_tiny.py`` does (every
decision state's information-state string, legal actions and children), then, with
``--exploitability``, scores the uniform policy with ``pyspiel.exploitability``, the call
that takes most of cfr_tiny's time. It prints the count, the value and CPU seconds; time the
whole process from outside, against the code before a change, with
``farm-bench -n 3 --timeout 300 --vs "env PYTHONPATH=OLD/src python bench/spiel_walk.py
--exploitability" -- python bench/spiel_walk.py --exploitability`` (docs/perf-log.md).
Needs the research extra: pip install -e '.[research]'
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import pyspiel  # type: ignore[import-not-found]

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))
import cfr_tiny

from corsairs.interop import openspiel  # noqa: F401  (registers python_corsairs)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exploitability", action="store_true")
    args = parser.parse_args(argv)
    rules = {"preset": "tiny", "round_turn_limit": 1}
    game = pyspiel.load_game(
        "python_corsairs", {"players": 2, "chance": "cards", "rules": json.dumps(rules)}
    )
    start = time.process_time()
    states = cfr_tiny.information_states(game)
    print(f"{len(states)} information states, {time.process_time() - start:.1f} CPU-s")
    if args.exploitability:
        value = pyspiel.exploitability(game, cfr_tiny.bot_policy(game, "random", states))
        print(
            f"uniform policy: exploitability {value:.4f}, {time.process_time() - start:.1f} CPU-s"
        )


if __name__ == "__main__":
    main()
