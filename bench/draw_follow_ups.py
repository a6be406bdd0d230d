"""What judging a Corsairs draw with a second discard costs, and whether it changes advice.

    python bench/draw_follow_ups.py PLAYERS DRAWS VARIANTS     # e.g. 2 20 22,23

At draw decisions of greedy-played games, the hint at its default budget with each variant
of the follow-ups a draw is judged with (``games/corsairs/coach.py``): ``22`` the best
discard alone (waiting or sailing), ``23`` and the second discard waiting after a pile or
pier card when two keep the least limit (``FOLLOW_UPS_SEEN``), ``3`` the two best after
every draw. Prints each variant's CPU (median, worst, mean) and how often it names another
draw than the first variant, and how often outside what the first named about as good.
A benchmark, not a test.
"""

from __future__ import annotations

import random
import sys
import time

import corsairs
from corsairs.agents import make_agent
from corsairs.coach import hint
from corsairs.games.corsairs import coach as cc

SETTINGS = {22: (2, 2), 23: (2, 3), 3: (3, 3)}


def main() -> None:
    players, count = int(sys.argv[1]), int(sys.argv[2])
    variants = [int(x) for x in sys.argv[3].split(",")]
    game = corsairs.load_game("corsairs", players=players)
    rows: list[list[tuple[float, str, list[str]]]] = []
    g = 0
    while len(rows) < count:
        state = game.new_state(seed=1000 + g)
        g += 1
        bots = [make_agent("greedy", game, seed=g * 10 + k) for k in range(players)]
        rng = random.Random(g)
        while not state.is_over() and len(rows) < count:
            seat = state.current_player
            assert isinstance(seat, int)
            obs, legal = state.observation(seat), state.legal_actions()
            if obs["phase"] == "draw" and len(legal) > 1 and rng.random() < 0.3:
                row = []
                for v in variants:
                    cc.FOLLOW_UPS, cc.FOLLOW_UPS_SEEN = SETTINGS[v]
                    t = time.process_time()
                    h = hint(game, obs, legal)
                    row.append((time.process_time() - t, h.recommended, h.close))
                rows.append(row)
            state.apply(bots[seat].choose(obs, legal))
    for i, v in enumerate(variants):
        ts = sorted(r[i][0] for r in rows)
        print(
            f"{v}: median {ts[len(ts) // 2]:.2f} s, worst {ts[-1]:.2f} s, "
            f"mean {sum(ts) / len(ts):.2f} s"
        )
        if i:
            other = [r for r in rows if r[i][1] != r[0][1]]
            clear = [r for r in other if r[i][1] not in r[0][2] and r[0][1] not in r[i][2]]
            told = f"outside about as good {len(clear)}"
            print(f"   another draw at {len(other)} of {len(rows)}, {told}")


if __name__ == "__main__":
    main()
