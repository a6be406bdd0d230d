"""Engine speed: random play of full games through the protocol.

    python bench/engine.py [--game corsairs] [--players 4] [--seconds 10] [--seed 1]

Prints actions per second and games per second of CPU time (so that other
work on the machine does not skew the figure; wall time is printed too). Random play means each
action is drawn uniformly from ``legal_actions()``; the time counts
``new_state``, ``legal_actions`` and ``apply`` (the bot's choice is one
``random()`` call and an index).

The figure depends on how the interpreter was built as much as on the engine:
the first line says which one ran. On the development machine the same code runs
about 13% faster on Debian's ``/usr/bin/python3.11`` (built with profile-guided
optimisation and LTO, libpython linked in) than on a pyenv build without them
(``PYTHONPATH=src /usr/bin/python3.11 bench/engine.py``: the core needs no packages).
OpenSpiel counts its chance events (dealing, each draw from the stock) as actions;
a Corsairs shuffle is not an action, so the comparable OpenSpiel figure is its
player actions per second, printed first.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time

import corsairs


def run(game_name: str, players: int, seconds: float, seed: int) -> dict[str, float]:
    game = corsairs.load_game(game_name, players=players)
    pick = random.Random(seed).random
    actions = games = 0
    start = time.perf_counter()
    cpu0 = time.process_time()
    deadline = cpu0 + seconds
    while time.process_time() < deadline:
        state = game.new_state(seed=seed + games)
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[int(pick() * len(legal))])
            actions += 1
        games += 1
    wall = time.perf_counter() - start
    elapsed = time.process_time() - cpu0
    return {
        "game": game_name,  # type: ignore[dict-item]
        "players": players,
        "games": games,
        "actions": actions,
        "seconds": elapsed,
        "wall_seconds": wall,
        "actions_per_second": actions / elapsed,
        "games_per_second": games / elapsed,
        "actions_per_game": actions / max(games, 1),
    }


def interpreter() -> str:
    """Which interpreter ran: its build moves the figures as much as the engine does."""
    build = " ".join(platform.python_build())
    return (
        f"{platform.python_implementation()} {platform.python_version()} ({sys.executable}; "
        f"built {build}; {platform.python_compiler()}{_libpython()})"
    )


def _libpython() -> str:
    """'; libpython shared' when the process loaded libpython as a library (Linux only)."""
    try:
        with open("/proc/self/maps") as maps:
            shared = any("libpython" in line for line in maps)
    except OSError:
        return ""
    return "; libpython shared" if shared else "; libpython linked in"


def run_openspiel(name: str, seconds: float, seed: int) -> dict[str, float]:
    """The same random play of an OpenSpiel game (C++, driven from Python), for comparison."""
    import pyspiel  # the research extra

    game = pyspiel.load_game(name)
    pick = random.Random(seed).random
    actions = chance = games = 0
    cpu0 = time.process_time()
    while time.process_time() - cpu0 < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(pick() * len(outcomes))][0])
                chance += 1
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(pick() * len(legal))])
            actions += 1
        games += 1
    elapsed = time.process_time() - cpu0
    return {
        "player_actions_per_second": (actions - chance) / elapsed,
        "actions_per_second": actions / elapsed,
        "games_per_second": games / elapsed,
        "actions_per_game": actions / max(games, 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--game", action="append", help="game name (repeatable); default: all games")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--openspiel", metavar="GAME", help="also time an OpenSpiel game, e.g. gin_rummy"
    )
    args = ap.parse_args()
    print(interpreter())
    for name in args.game or corsairs.game_names():
        r = run(name, args.players, args.seconds, args.seed)
        print(
            f"{name:>10} {args.players}p: {r['actions_per_second']:>10,.0f} actions/s  "
            f"{r['games_per_second']:>8,.1f} games/s  ({r['actions_per_game']:.0f} actions/game, "
            f"{r['games']} games in {r['seconds']:.1f} CPU s, {r['wall_seconds']:.1f} wall s)"
        )
    if args.openspiel:
        o = run_openspiel(args.openspiel, args.seconds, args.seed)
        print(
            f"{args.openspiel:>10} (OpenSpiel): {o['player_actions_per_second']:>10,.0f} "
            f"player actions/s  {o['games_per_second']:>8,.1f} games/s  "
            f"({o['actions_per_second']:,.0f} actions/s and {o['actions_per_game']:.0f} "
            "actions/game counting chance events)"
        )


if __name__ == "__main__":
    from _pipe import run_quietly  # bench/ is the script's own folder

    run_quietly(main)
