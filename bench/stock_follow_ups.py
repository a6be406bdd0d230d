"""Whether a Corsairs draw hint is biased for or against the stock by how its discard is
chosen.

    python bench/stock_follow_ups.py [--positions 60] [--samples 256] [--seed 1]

A draw is judged with the seat's discard after it (``corsairs.coach.search._chosen``):
in each sample, the discard best over the *other* samples where the seat holds the same
hand. From the pile or the pier every sample holds the same hand (all the others vote);
from the stock the hand depends on the card drawn, so a handful vote (a card drawn in one
sample alone: all samples, its own outcome included). This measures what that costs: at
draw decisions of greedy-played 2- and 4-player games, the pile's and the pier's value
as the hint takes it, and again with their samples grouped as the stock's are (by the card
the stock would have given in each sample). The difference is the grouping's effect on a
value, the stock's handicap (negative) or edge (positive), in win-chance points, with its
standard error over positions; and how often the stock's own groups are of one sample.
A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics

import corsairs
from corsairs.agents import make_agent
from corsairs.agents.ismcts import sampler_hook, search_hooks
from corsairs.coach.search import FOLLOW_UP_PRIOR, _chosen, _Roll, _Run, coach_hooks


def runs_for(game, starts, action, seat, rollout, seed):  # type: ignore[no-untyped-def]
    follow = coach_hooks(game).follow_ups
    out = []
    for i, start in enumerate(starts):
        state = start.clone()
        state.apply(action)
        after = follow(state, seat)
        if after is None:
            out.append(None)
            continue
        key, nexts = after
        ends = {}
        for b in nexts:
            again = state.clone()
            again.apply(b)
            ends[b] = rollout(start, again, seat, seed, i)
        out.append(_Run(key, ends))
    return out


def mean(xs):  # type: ignore[no-untyped-def]
    return sum(xs) / len(xs)


def position_effects(game, obs, legal, samples, seed, priors):  # type: ignore[no-untyped-def]
    """{source: value with the stock's grouping minus its own value}, and the stock's
    share of one-sample groups, at one draw decision (None if the stock or both other
    sources are missing)."""
    seat = obs["seat"]
    policy, done, value, refine, _prune, _ = search_hooks(game)
    rollout = _Roll(policy, done, value, getattr(coach_hooks(game), "observe", None))
    sample = sampler_hook(game)(game, dict(obs))
    rng = random.Random(f"coach/{seed}")
    starts = []
    for _ in range(samples):
        s = sample(rng)
        refine(s, seat, rng)
        starts.append(s)
    by = {str(a): a for a in legal}
    if "draw stock" not in by:
        return None
    stock = runs_for(game, starts, by["draw stock"], seat, rollout, seed)
    keys = [r.key if r is not None else None for r in stock]
    counts: dict = {}
    for k in keys:
        counts[repr(k)] = counts.get(repr(k), 0) + 1
    single = sum(1 for k in keys if counts[repr(k)] == 1) / len(keys)
    out = {}
    for src in ("draw pile", "draw pier"):
        if src not in by:
            continue
        runs = runs_for(game, starts, by[src], seat, rollout, seed)
        pairs = [(r, k) for r, k in zip(runs, keys, strict=True) if r is not None]
        if len(pairs) < 2:
            continue
        for prior in priors:
            own = [e.value for e in _chosen([r for r, _ in pairs], prior)]
            grouped = [_Run(repr(k), r.ends) for r, k in pairs]
            # the slots' means over all samples from the stock's own runs (other hands), as
            # the stock has them: the pile's would be the right answer, flattering the prior
            stocks = [r for r in stock if r is not None]
            regrouped = [e.value for e in _chosen(grouped, prior, every=stocks)]
            out[(src.split()[1], prior)] = mean(regrouped) - mean(own)
    return out, single


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--samples", type=int, default=256)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--prior", type=float, nargs="+", default=[0.0, FOLLOW_UP_PRIOR])
    args = ap.parse_args()
    diffs: dict[tuple[str, float], list[float]] = {}
    singles: list[float] = []
    rng = random.Random(args.seed)
    g = 0
    while len(singles) < args.positions:
        players = 2 if g % 2 == 0 else 4
        game = corsairs.load_game("corsairs", players=players)
        state = game.new_state(seed=args.seed * 1000 + g)
        bots = [make_agent("greedy", game, seed=g * 10 + k) for k in range(players)]
        g += 1
        while not state.is_over() and len(singles) < args.positions:
            seat = state.current_player
            obs = state.observation(seat)
            legal = state.legal_actions()
            names = {str(a).split(" ")[0] for a in legal}
            if names == {"draw"} and len(legal) > 1 and rng.random() < 0.3:
                got = position_effects(
                    game, obs, legal, args.samples, rng.randrange(10**6), args.prior
                )
                if got is not None:
                    effects, single = got
                    singles.append(single)
                    for k, v in effects.items():
                        diffs.setdefault(k, []).append(v)
            state.apply(bots[seat].choose(obs, legal))
    for (src, prior), xs in sorted(diffs.items()):
        if len(xs) > 1:
            se = statistics.stdev(xs) / math.sqrt(len(xs))
            print(
                f"{src}, prior {prior:g}: grouped as the stock's, its value moves "
                f"{100 * mean(xs):+.2f} points (SE {100 * se:.2f}) over {len(xs)} positions"
            )
    print(f"stock: {100 * mean(singles):.0f}% of samples drew a card no other sample drew")


if __name__ == "__main__":
    main()
