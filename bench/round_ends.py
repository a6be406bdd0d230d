"""How Corsairs rounds end when one bot takes every seat: played, annulled by the
pier's last card, or annulled by the 500-turn safeguard (``round_turn_limit``).

    python bench/round_ends.py [--agents heuristic] [--players 4] [--games 30] [--seed 1000]
                               [--json FILE]

Game ``i`` is dealt from ``seed + i``; seat ``k`` of game ``i`` is seeded ``10 i + k``.
A round that reaches the safeguard is play no person would show (a card passed round
the table for hundreds of turns) and costs a simulation most of its time; the figure
is the count of rounds by how they ended, with the median and longest round in turns
and the CPU time.
"""

from __future__ import annotations

import argparse
import collections
import json
import time
from typing import Any

from _paths import output_file  # bench/ is the script's own folder

import corsairs
from corsairs.agents.registry import make_agent


def count_round_ends(agents: str, players: int, games: int, seed: int) -> dict[str, Any]:
    """Play the games and count their rounds by how they ended."""
    game = corsairs.load_game("corsairs", players=players)
    ends: collections.Counter[str] = collections.Counter()
    turns: list[int] = []
    start = time.process_time()
    for i in range(games):
        state = game.new_state(seed=seed + i)
        bots = [make_agent(agents, game, seed=10 * i + k) for k in range(players)]
        while not state.is_over():
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
        for r in state.observation(0)["rounds"]:
            ends[r.get("reason", "pier") if r["annulled"] else "played"] += 1
            turns.append(r["turns"])
    turns.sort()
    return {
        "agents": agents,
        "players": players,
        "games": games,
        "seed": seed,
        "rounds": dict(ends),
        "median_turns": turns[len(turns) // 2],
        "longest": turns[-1],
        "cpu_seconds": round(time.process_time() - start, 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--agents", default="heuristic", help="one bot spec for every seat")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--json", type=output_file, help="also write the figures to this file")
    args = ap.parse_args()
    f = count_round_ends(args.agents, args.players, args.games, args.seed)
    print(
        f"{f['agents']}, {f['players']} players, {f['games']} games: rounds {f['rounds']}; "
        f"turns median {f['median_turns']}, longest {f['longest']}; {f['cpu_seconds']} CPU s"
    )
    if args.json:
        args.json.write_text(json.dumps(f, indent=2) + "\n")


if __name__ == "__main__":
    main()
