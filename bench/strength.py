"""Bot strength: the issue's targets, each an arena match with its 95% interval.

    python bench/strength.py [--only NAME ...] [--games N] [--workers 2] [--seed 1] [--json]
    python bench/strength.py --move-time [--spec ismcts]
    python bench/strength.py --only NAME --log FILE [--workers 2]   # resumable
    python bench/strength.py --only NAME --agents SPEC SPEC ...      # a variant, same deals

Each match is ``corsairs.arena.run_arena`` (seats rotated over paired deals).
The figure is the first agent's win rate; in the 4-player matches the first
agent plays against three copies of the second, so its fair share is 25%.
The ladder's matches (``<game>-ladder-<level>-vs-<level below>``) are made
from each game's ``bots.LEVELS`` and name the levels themselves, so they
follow the ladder when it changes. ``--games`` overrides every match's game
count (for a quick look); the defaults are what the issue asks for. Results
go to stdout; nothing is timed except the wall clock printed beside each result.

A long match (the 1,000-game ISMCTS one costs hours of CPU) can run with
``--log FILE``: every finished game is appended to the file as one JSON line,
a rerun with the same match and seed plays only the games not in it yet (a
larger ``--games`` extends a finished match: the schedule's first games are the
same for any count), and the figure is computed over the complete deals (every seat
rotation played) logged so far, so a stopped run loses nothing.

``--agents`` plays a match's deals with other bots (a variant of a bot against
the same opponents on the same deals, so the two figures pair game by game);
such games are logged under the agents' names too, apart from the match's own.

``--move-limit SECONDS`` is the arena's guard against a bot that hangs (60 s a move by
default; 0: none). A search with an ``iterations`` budget makes the same moves however
loaded the machine is, so a match of one on a busy machine may lift the guard rather
than fail on a wall clock that says more about the other work than about the bot.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import resource
import sys
import time
from pathlib import Path
from typing import Any

from _paths import output_file  # bench/ is the script's own folder

from corsairs.agents import levels, resolve_level
from corsairs.agents.guard import MOVE_LIMIT
from corsairs.arena import run_arena
from corsairs.arena.core import Match, MatchStopped, prepare, run_jobs, summarize
from corsairs.sim.stopping import exit_code, signal_name, sigterm_as_interrupt

MATCHES: dict[str, dict[str, Any]] = {
    "corsairs-heuristic-vs-random": dict(
        game="corsairs", players=2, agents=["heuristic", "random"], games=200, target=0.95
    ),
    "corsairs-heuristic-vs-greedy": dict(
        game="corsairs", players=2, agents=["heuristic", "greedy"], games=200, target=None
    ),
    "corsairs-ismcts-vs-heuristic": dict(
        game="corsairs", players=2, agents=["ismcts", "heuristic"], games=1000, target=0.60
    ),
    "corsairs-4p-heuristic-vs-3-random": dict(
        game="corsairs",
        players=4,
        agents=["heuristic", "random"],
        games=100,
        target=0.25,
        clearly=True,
    ),
    "corsairs-4p-ismcts-vs-3-heuristic": dict(
        game="corsairs",
        players=4,
        agents=["ismcts", "heuristic"],
        games=100,
        target=0.25,
        clearly=True,
    ),
    "piratatak-heuristic-vs-random": dict(
        game="piratatak",
        players=2,
        agents=["heuristic", "random"],
        games=400,
        target=0.5,
        clearly=True,
    ),
    "piratatak-ismcts-vs-heuristic": dict(
        game="piratatak", players=2, agents=["ismcts", "heuristic"], games=200, target=0.5
    ),
    # The policy bot (issue 21, part 2): at least as strong as heuristic.
    "corsairs-policy-vs-heuristic": dict(
        game="corsairs", players=2, agents=["policy", "heuristic"], games=1000, target=0.5
    ),
    # Issue 21: a fair share with four players, over >= 400 games (rotating seats).
    "corsairs-4p-policy-vs-3-heuristic": dict(
        game="corsairs", players=4, agents=["policy", "heuristic"], games=400, target=0.25
    ),
}
# The ladder (issue 21, part 1): each level against the one below it, 2 players; met
# when the upper level wins at least 60% and its whole 95% interval is above 50%.
LADDER_GAMES = {"corsairs": 400, "piratatak": 400}
"""Games per adjacent pair: enough for a 60% rate's interval to clear 50%."""
for _game in ("corsairs", "piratatak"):
    _ladder = levels(_game)
    for (_low, _), (_high, _) in itertools.pairwise(_ladder):
        MATCHES[f"{_game}-ladder-{_high}-vs-{_low}"] = dict(
            game=_game,
            players=2,
            agents=[_high, _low],
            games=LADDER_GAMES[_game],
            target=0.60,
            ladder=True,
        )


def _met(match: dict[str, Any], first: dict[str, Any]) -> bool | None:
    """A rate target is met by the rate; "clearly above a share" needs the whole interval."""
    target = match["target"]
    if target is None:
        return None
    if match.get("ladder"):
        return bool(first["win_rate"] >= target and first["ci95"][0] > 0.5)
    if match.get("clearly"):
        return bool(first["ci95"][0] > target)
    return bool(first["win_rate"] >= target)


def _cpu_seconds() -> float:
    """CPU of this process and its finished workers: what a match costs the machine."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def run(
    name: str, games: int | None, workers: int, seed: int, limit: float | None = MOVE_LIMIT
) -> dict[str, Any]:
    m = MATCHES[name]
    start = time.perf_counter()
    cpu = _cpu_seconds()
    report = run_arena(
        m["game"],
        m["players"],
        m["agents"],
        games or m["games"],
        seed,
        workers=workers,
        move_limit=limit,
    )
    cpu = _cpu_seconds() - cpu
    n = report["games"]
    return _result(name, report["agents"], n, True, time.perf_counter() - start, cpu, n)


def run_logged(
    name: str,
    games: int | None,
    workers: int,
    seed: int,
    log: Path,
    limit: float | None = MOVE_LIMIT,
) -> dict[str, Any]:
    """``run`` that keeps every finished game in ``log`` and resumes from it."""
    m = MATCHES[name]
    specs, game, jobs = prepare(m["game"], m["players"], m["agents"], games or m["games"], seed)
    which: dict[str, Any] = {"match": name, "seed": seed}
    if m.get("variant"):
        which["agents"] = m["agents"]
    # The bots as played: a level's name hides its spec, which a recalibration changes.
    played = [resolve_level(spec, game) for spec in specs]
    key = {**which, "games": len(jobs), "specs": played}
    done = read_log(log, which, len(jobs), played)
    todo = [job for job in jobs if job.index not in done]
    start = time.perf_counter()
    cpu = _cpu_seconds()
    if todo:
        print(f"{name}: {len(done)} of {len(jobs)} games in {log}; playing {len(todo)}", flush=True)
        with log.open("a") as out:
            if _cut_short(log):
                out.write("\n")  # a line cut short stays alone: the next game starts afresh

            def keep(res: dict[str, Any]) -> None:
                out.write(json.dumps({**key, "index": res["index"], "result": res}) + "\n")
                out.flush()
                done[res["index"]] = res

            match = Match(m["game"], m["players"], tuple(specs), move_limit=limit)
            run_jobs(match, todo, workers, keep)
    cpu = _cpu_seconds() - cpu
    players = m["players"]
    complete = {j.deal for j in jobs} - {j.deal for j in jobs if j.index not in done}
    use = [j for j in jobs if j.deal in complete]
    stats = summarize(
        specs, players, use, [done[j.index] for j in use], type(game).lower_score_wins
    )
    agents = [st.to_dict(players) for st in stats]
    finished = len(use) >= (games or m["games"])
    return _result(name, agents, len(use), finished, time.perf_counter() - start, cpu, len(todo))


def _cut_short(log: Path) -> bool:
    """Whether the log's last line lacks its newline; reads one byte, not the whole log."""
    with log.open("rb") as f:
        end = f.seek(0, os.SEEK_END)
        if not end:
            return False
        f.seek(end - 1)
        return f.read(1) != b"\n"


def read_log(
    log: Path, key: dict[str, Any], games: int, specs: list[str] | None = None
) -> dict[int, dict[str, Any]]:
    """The games of this match already in ``log``, by job index; bad lines are skipped, said.

    A line that records the bots' ``specs`` counts only if they are ``specs`` (a level
    recalibrated since is another bot); lines from before specs were logged count.
    """
    done: dict[int, dict[str, Any]] = {}
    if not log.exists():
        return done
    others = 0
    for n, line in enumerate(log.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            print(f"{log}:{n}: not a JSON line (a run cut short?); skipped")
            continue
        if not isinstance(rec, dict) or not all(rec.get(k) == v for k, v in key.items()):
            continue  # another match's game (or not a game at all)
        if "agents" not in key and "agents" in rec:
            continue  # a variant's game on the match's deals
        if specs is not None and "specs" in rec and rec["specs"] != specs:
            others += 1
            continue
        index, result = rec.get("index"), rec.get("result")
        if not (isinstance(index, int) and 0 <= index < games and isinstance(result, dict)):
            print(f"{log}:{n}: not a finished game of {key['match']}; skipped")
            continue
        done[index] = result
    if others:
        print(f"{log}: {others} games of {key['match']} by other bots than {specs}; not counted")
    return done


def _result(
    name: str,
    agents: list[dict[str, Any]],
    games: int,
    finished: bool,
    wall: float,
    cpu: float,
    played: int,
) -> dict[str, Any]:
    """One match's line: the first agent's rate against the target ("met" once finished)."""
    m = MATCHES[name]
    first = agents[0]
    return {
        "match": name,
        "games": games,
        "agent": first["spec"],
        "win_rate": first["win_rate"],
        "ci95": first["ci95"],
        "fair_share": first["fair_share"],
        "target": m["target"],
        "met": _met(m, first) if finished else None,
        "avg_scores": {a["agent"]: a["avg_score"] for a in agents},
        "wall_seconds": round(wall, 1),
        "cpu_seconds_per_game": round(cpu / max(1, played), 2),
    }


def move_time(spec: str, seed: int) -> None:
    """Time per decision of ``spec`` against heuristics, over the first moves of games.

    Only decisions with a choice count (one legal action costs nothing). CPU
    time is what the machine needs; wall time also shows how busy it is.
    """
    from corsairs import load_game
    from corsairs.agents import make_agent

    tables = (("corsairs", 2), ("corsairs", 4), ("piratatak", 2), ("piratatak", 4))
    for game_name, players in tables:
        game = load_game(game_name, players=players)
        times: list[float] = []
        cpu: list[float] = []
        g = 0
        while len(times) < 60:
            state = game.new_state(seed=seed + g)
            bots = [make_agent(spec, game, seed=g)] + [
                make_agent("heuristic", game, seed=g * 10 + s) for s in range(1, players)
            ]
            while not state.is_over() and len(times) < 60:
                seat = state.current_player
                assert seat is not None
                legal = state.legal_actions()
                t, c = time.perf_counter(), time.process_time()
                action = bots[seat].choose(state.observation(seat), legal)
                if seat == 0 and len(legal) > 1:
                    times.append(time.perf_counter() - t)
                    cpu.append(time.process_time() - c)
                state.apply(action)
            g += 1
        times.sort()
        cpu.sort()
        print(
            f"{spec} {game_name} {players}p: {len(times)} decisions; wall mean "
            f"{sum(times) / len(times):.3f}s, max {times[-1]:.3f}s; CPU mean "
            f"{sum(cpu) / len(cpu):.3f}s, max {cpu[-1]:.3f}s",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", choices=sorted(MATCHES), help="matches to run")
    parser.add_argument("--games", type=int, help="games per match (default: the issue's)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    parser.add_argument("--move-time", action="store_true", help="time per decision instead")
    parser.add_argument("--spec", default="ismcts", help="the bot --move-time measures")
    parser.add_argument(
        "--log", type=output_file, help="keep each game in this JSON-lines file and resume from it"
    )
    parser.add_argument(
        "--move-limit",
        type=float,
        default=MOVE_LIMIT,
        help="seconds a bot may take for one move (0: no limit)",
    )
    parser.add_argument(
        "--agents",
        nargs="+",
        help="bot specs (one per agent) to play the matches' deals instead (a variant)",
    )
    args = parser.parse_args()
    if args.move_time:
        move_time(args.spec, args.seed)
        return
    names = args.only or list(MATCHES)
    if args.agents:
        agents = list(args.agents)
        for name in names:
            if len(agents) != len(MATCHES[name]["agents"]):
                parser.error(f"{name} has {len(MATCHES[name]['agents'])} agents, not {len(agents)}")
            MATCHES[name] = {**MATCHES[name], "agents": agents, "variant": True}
    try:
        with sigterm_as_interrupt():
            for name in names:
                _run_and_print(name, args)
    except (KeyboardInterrupt, MatchStopped) as exc:
        # SIGTERM too: the workers are stopped with the match, none is left running.
        signame = exc.signame if isinstance(exc, MatchStopped) else signal_name(exc)
        kept = f"; the finished games are in {args.log}" if args.log else ""
        print(f"stopped by {signame}{kept}", file=sys.stderr)
        raise SystemExit(exit_code(signame)) from None


def _run_and_print(name: str, args: argparse.Namespace) -> None:
    limit = args.move_limit or None
    if args.log:
        res = run_logged(name, args.games, args.workers, args.seed, args.log, limit)
    else:
        res = run(name, args.games, args.workers, args.seed, limit)
    if args.json:
        print(json.dumps(res), flush=True)
        return
    low, high = res["ci95"]
    print(
        f"{name}: {res['agent']} wins {res['win_rate']:.1%} of {res['games']} games "
        f"(95% CI {low:.1%}-{high:.1%}; fair share {res['fair_share']:.0%}; "
        f"target {res['target']}; met {res['met']}) avg {res['avg_scores']} "
        f"[{res['wall_seconds']}s wall, {res['cpu_seconds_per_game']}s CPU per game]",
        flush=True,
    )


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
