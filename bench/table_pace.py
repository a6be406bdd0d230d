"""How long a player waits for the bots at a browser table (a real server and Chromium).

4-player Corsairs practice tables (seeds 11, 12, ... until enough turns): the player
in seat 1 against three bots of one level, at the server's default pause
(``--bot-delay 0.8``). The player draws from the stock and discards the first card it
may; the figure is the time from its discard to its next draw being offered (the three
bots' turns, as the page shows them).

    python bench/table_pace.py [--level expert] [--turns 15] [--bot-delay 0.8]

To compare with an older commit, run it with ``PYTHONPATH=<checkout>/src`` (the server
it starts imports the game and the bots from there).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "e2e"))

from e2e_helpers import Server, chromium


def _my_turns(page: Any, turns: int, limit: float) -> list[float]:
    """Play ``turns`` of seat 1's turns; the wait before each after the first."""
    waits: list[float] = []
    since: float | None = None
    done = 0
    end = time.monotonic() + limit
    while done < turns and time.monotonic() < end:
        try:
            if page.locator("#confirm").count():
                page.click("#confirm-yes", timeout=2000)
            elif page.locator("#round-summary").count():
                page.click("#round-summary button", timeout=2000)
            elif page.locator("#confirm-lay:not([disabled])").count():
                page.click("#confirm-lay", timeout=2000)
            elif page.locator("#draw-stock:not([disabled])").count():
                if since is not None:
                    waits.append(time.perf_counter() - since)
                page.click("#draw-stock")
                page.wait_for_selector("#hand .card.playable")
                page.locator("#hand .card.playable").first.click()
                page.click("#discard")
                since = time.perf_counter()
                done += 1
            elif page.locator("#result").count():
                break  # the game ended first
            else:
                time.sleep(0.02)
        except Exception:  # a dialog closed under the click: look again
            continue
    return waits


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", default="expert")
    ap.add_argument("--turns", type=int, default=15)
    ap.add_argument("--bot-delay", type=float, default=0.8)
    args = ap.parse_args()
    import httpx

    with tempfile.TemporaryDirectory() as tmp:
        server = Server(f"sqlite:///{tmp}/pace.sqlite3", bot_delay=args.bot_delay)
        server.start()
        try:
            with chromium() as browser:
                page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
                page.set_default_timeout(20_000)
                seats = [{"kind": "human"}] + [{"kind": "bot", "bot": args.level}] * 3
                waits: list[float] = []
                seed = 11
                while len(waits) < args.turns and seed < 31:  # a game may end first: the next
                    r = httpx.post(
                        server.url + "/api/tables",
                        json={"game": "corsairs", "players": 4, "seed": seed, "seats": seats},
                        timeout=10,
                    )
                    r.raise_for_status()
                    body = r.json()
                    page.goto(f"{server.url}/table/{body['id']}#token={body['tokens'][0]}")
                    page.wait_for_selector("#turn")
                    waits += _my_turns(page, args.turns - len(waits) + 1, limit=600)
                    seed += 1
        finally:
            server.stop()
    if not waits:
        raise SystemExit("no turn measured (the game ended at once?)")
    print(
        f"{args.level} x3, pause {args.bot_delay} s: {len(waits)} turns, wait mean "
        f"{statistics.fmean(waits):.2f} s, median {statistics.median(waits):.2f} s, "
        f"max {max(waits):.2f} s"
    )


if __name__ == "__main__":
    main()
